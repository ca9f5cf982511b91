"""`lossdoctor stitch`, `inspect --stitch` and `analyze --stitch` from the command line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lossdoctor.cli import main
from stitch_writers import llmc_lines


@pytest.fixture
def logs(tmp_path: Path) -> Path:
    folder = tmp_path / "logs"
    folder.mkdir()
    (folder / "main.log").write_text("\n".join(
        llmc_lines(range(0, 101), lambda s: 4 - s / 100) + llmc_lines(range(60, 151), lambda s: 5 - s / 100)) + "\n")
    return folder


def test_stitch_writes_csv_and_prints_the_summary(logs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "live.csv"
    assert main(["stitch", str(logs), "-o", str(out), "--to", "csv"]) == 0
    printed = capsys.readouterr().out
    assert "stitched 2 fragments" in printed
    assert "rollback to step 60 (the abandoned timeline had reached 100)" in printed
    assert "41 dead" in printed
    lines = out.read_text().splitlines()
    assert lines[0] == "series,step,value,wall_time"
    assert sum(1 for line in lines if line.startswith("trl,")) == 151


def test_stitch_refuses_existing_output_and_inputs(logs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "live.jsonl"
    out.write_text("keep")
    assert main(["stitch", str(logs), "-o", str(out), "--to", "jsonl"]) == 2
    assert "already exists" in capsys.readouterr().err and out.read_text() == "keep"
    assert main(["stitch", str(logs), "-o", str(out), "--to", "jsonl", "--force"]) == 0
    assert len(out.read_text().splitlines()) == 151 * 3
    assert main(["stitch", str(logs), "-o", str(logs / "inside.csv")]) == 2
    assert "inside the input" in capsys.readouterr().err
    assert not (logs / "inside.csv").exists()
    assert main(["stitch", str(logs), "-o", str(logs / "tb"), "--to", "tensorboard"]) == 2


def test_stitch_to_tensorboard_and_parquet(logs: Path, tmp_path: Path) -> None:
    import pyarrow.parquet as pq
    from tensorboard.backend.event_processing.event_accumulator import EventAccumulator

    assert main(["stitch", str(logs), "-o", str(tmp_path / "tb"), "--to", "tensorboard"]) == 0
    acc = EventAccumulator(str(tmp_path / "tb"), size_guidance={"scalars": 0})
    acc.Reload()
    assert [e.step for e in acc.Scalars("trl")] == list(range(151))
    assert main(["stitch", str(logs), "-o", str(tmp_path / "x.parquet"), "--to", "parquet"]) == 0
    assert pq.read_table(tmp_path / "x.parquet").num_rows == 151 * 3


def test_inspect_and_analyze_with_stitch(logs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    other = tmp_path / "more"
    other.mkdir()
    (other / "main.log").write_text("\n".join(llmc_lines(range(140, 201), lambda s: 6 - s / 100)) + "\n")
    assert main(["inspect", str(logs), str(other), "--stitch", "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    (run,) = doc["runs"]
    assert [r["step"] for r in run["rollbacks"]] == [60, 140]
    assert run["dead_points"] == 41 + 11
    assert main(["analyze", str(logs), str(other), "--stitch", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    (run,) = report["runs"]
    assert [f["dead_points"] for f in run["fragments"]] == [41, 11, 0]
    assert run["rollbacks"] == [{"step": 60, "abandoned_to_step": 100}, {"step": 140, "abandoned_to_step": 150}]
