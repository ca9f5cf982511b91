"""Run discovery: recursive walks, symlinks, unreadable files among good ones, notes."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from lossdoctor.cli import main
from lossdoctor.discover import discover
from unreadable import refused


def _csv(path: Path, rows: int = 5) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("step,loss\n" + "".join(f"{i},{3 - i * 0.01}\n" for i in range(rows)))
    return path


def test_folders_are_searched_recursively_and_runs_sorted(tmp_path: Path,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    _csv(tmp_path / "b" / "deep" / "train.csv")
    _csv(tmp_path / "a" / "train.csv")
    assert main(["inspect", str(tmp_path), "--format", "json"]) == 0
    names = [run["name"] for run in json.loads(capsys.readouterr().out)["runs"]]
    assert names == ["a/train.csv", "b/deep/train.csv"]


def test_alias_symlink_does_not_hide_the_real_folder(tmp_path: Path) -> None:
    real = _csv(tmp_path / "wandb" / "offline-run-1" / "train.csv").parent
    os.symlink(real, tmp_path / "wandb" / "latest-run")
    found = discover([tmp_path])
    assert [u.paths[0] for u in found.units] == [real / "train.csv"]
    assert found.notes == []


def test_one_unreadable_file_does_not_sink_the_folder(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    _csv(tmp_path / "good.csv")
    (tmp_path / "broken.json").write_text('{"log_history": [{"loss": 1.0, "step"')
    (tmp_path / "trainer_state.json").write_text('{"global_step": 3, "log_history": [{"loss": 1.0, "st')
    assert main(["inspect", str(tmp_path), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert [run["name"] for run in json.loads(out)["runs"]] == ["good.csv"]
    assert "skipped:" in err and "trainer_state.json" in err


def test_a_folder_of_only_unreadable_logs_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "trainer_state.json").write_text('{"global_step": 3, "log_history": [{"loss": 1.0, "st')
    assert main(["inspect", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "trainer_state.json" in err


def test_unrecognised_file_named_directly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    notes = tmp_path / "notes.md"
    notes.write_text("# my experiment\nit went well\n")
    assert main(["inspect", str(notes)]) == 2
    assert "not a training log lossdoctor can read" in capsys.readouterr().err


def test_a_folder_with_only_summaries_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "runs.csv").write_text(
        '"Name","State","Notes","User","Tags","Created","Runtime","Sweep","lr","loss"\n'
        '"a","finished","-","","","2025-01-01T00:00:00.000Z","10","","0.1","2.3"\n')
    (tmp_path / "notes.txt").write_text("nothing to see\n")
    assert main(["analyze", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "runs-table export" in err


def test_a_log_the_os_refuses_is_said_to_be_unreadable(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    # Not "not a training log": every reader passed it over because it could not be opened.
    log = _csv(tmp_path / "train.csv")
    with refused(log, monkeypatch):
        assert main(["analyze", str(log)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "train.csv: cannot be read (Permission denied)" in err
