"""Run names tell runs apart: the folder that differs, never a repeated file name; errors name files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lossdoctor.api import load
from lossdoctor.cli import main


def _jsonl(path: Path, base: float) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("".join(json.dumps({"step": s, "loss": base - s / 1000}) + "\n" for s in range(0, 500, 10)))
    return path


def test_files_of_one_name_are_called_by_their_folders(tmp_path: Path) -> None:
    a = _jsonl(tmp_path / "sweep" / "lr_a" / "metrics.jsonl", 3.0)
    b = _jsonl(tmp_path / "sweep" / "lr_b" / "metrics.jsonl", 4.0)
    runs = load([a, b]).runs
    assert [r.name for r in runs] == ["lr_a", "lr_b"]


def test_deeper_differences_keep_the_shortest_telling_part(tmp_path: Path) -> None:
    a = _jsonl(tmp_path / "x" / "seed1" / "out" / "metrics.jsonl", 3.0)
    b = _jsonl(tmp_path / "y" / "seed1" / "out" / "metrics.jsonl", 4.0)
    assert sorted(r.name for r in load([a, b]).runs) == ["x", "y"]


def test_names_in_the_summary_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = _jsonl(tmp_path / "lr_a" / "metrics.jsonl", 3.0)
    b = _jsonl(tmp_path / "lr_b" / "metrics.jsonl", 4.0)
    assert main(["analyze", str(a), str(b)]) == 0
    out = capsys.readouterr().out
    assert "metrics.jsonl [" not in out and "lr_a" in out and "lr_b" in out


def test_no_training_logs_names_the_files_looked_at(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "notes.md").write_text("# the loss went down at step 10\n")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "server.log").write_text("INFO step request served in 3 ms\n")
    assert main(["analyze", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "no training logs found" in err and "looked at 2 files" in err
    assert "notes.md" in err and "sub/server.log" in err
    assert err.count("\n") == 1


def test_a_long_list_of_files_is_cut(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for index in range(9):
        (tmp_path / f"readme{index}.md").write_text("nothing here\n")
    assert main(["analyze", str(tmp_path)]) == 2
    assert "looked at 9 files" in (err := capsys.readouterr().err) and "and 3 more" in err
