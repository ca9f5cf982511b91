"""Files that hold no loss are no run of their own (c7 batch).

Ultralytics' `runs/segment/train2/` held an event file with nothing but its first record (a
launch that died at once) beside the real `train3/`: it was reported as a second run with
LD001 (`c7-ultralytics-yolov8seg-runs-folder-empty-tb`). DreamerV3 writes `scores.jsonl`
(episode scores, no loss) beside `metrics.jsonl`: it was reported as a second run.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.cli import main
from tb_helpers import event, value, write


def _loss_run(folder: Path, steps: int = 60) -> None:
    write(folder, [event(s, 1.7e9 + s, [value("train/box_loss", "simple", 2.0 * 0.98 ** s + 0.01 * (s % 3))])
                   for s in range(1, steps + 1)])


def test_an_event_file_without_a_scalar_beside_a_run_is_named_and_passed_over(tmp_path: Path) -> None:
    runs = tmp_path / "runs" / "segment"
    empty = write(runs / "train2", [])  # only the writer's file-version record
    _loss_run(runs / "train3")
    loaded = load([runs])
    assert [run.name for run in loaded.runs] == ["train3"]
    [note] = [n for n in loaded.notes if "train2" in n]
    assert empty.name in note and "no scalar" in note and "not a run" in note


def test_the_fleet_path_passes_it_over_too(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--cache` (and `--executor`) read each run in a task of its own: the same rule holds there."""
    runs = tmp_path / "runs" / "segment"
    write(runs / "train2", [])
    _loss_run(runs / "train3")
    assert main(["analyze", str(runs), "--format", "json", "--cache", str(tmp_path / "cache")]) == 0
    out = capsys.readouterr()
    assert [run["name"] for run in json.loads(out.out)["runs"]] == ["train3"]
    assert "train2" in out.err and "no scalar" in out.err


def test_an_event_file_without_a_scalar_alone_is_an_error_not_a_success(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path / "train2", [])
    assert main(["analyze", str(tmp_path / "train2")]) == 2
    assert "no scalar" in capsys.readouterr().err


def _jsonl(path: Path, rows: list[dict[str, float]]) -> None:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows))


def _dreamer(logdir: Path, score_steps: range) -> None:
    logdir.mkdir(parents=True)
    rng = np.random.default_rng(0)
    _jsonl(logdir / "metrics.jsonl", [
        {"step": s, "train/model_loss_mean": 5.0 * np.exp(-s / 6000) + 0.05 * rng.random(),
         "train/critic_loss_mean": 1.0 + rng.random(), "fps/policy": 100.0} for s in range(200, 16000, 200)])
    _jsonl(logdir / "scores.jsonl", [{"step": s, "episode/score": s / 100 + 10 * rng.random(), "episode/length": 500}
                                     for s in score_steps])


def test_episode_scores_beside_the_metrics_are_read_with_them(tmp_path: Path) -> None:
    _dreamer(tmp_path / "logdir", range(260, 15400, 260))
    [run] = load([tmp_path / "logdir"]).runs
    assert run.primary is not None and run.primary.startswith("train/")
    assert len(run.series["episode/score"]) == len(range(260, 15400, 260))
    assert any("scores.jsonl" in w and "holds no loss" in w and "not a run" in w for w in run.warnings)
    assert "watched" not in run.meta  # the loss is judged, not the scores the other file watched


def test_episode_scores_alone_are_still_watched(tmp_path: Path) -> None:
    # Without a loss beside them, the scores are the curve a person watches (watched.py).
    logdir = tmp_path / "logdir"
    _dreamer(logdir, range(260, 15400, 260))
    (logdir / "metrics.jsonl").unlink()
    [run] = load([logdir]).runs
    assert run.primary == "episode/score"


def test_scores_over_other_steps_stay_apart(tmp_path: Path) -> None:
    # A loss-less file whose steps run far past the run's is not written beside it.
    _dreamer(tmp_path / "logdir", range(100_000, 400_000, 5000))
    assert len(load([tmp_path / "logdir"]).runs) == 2


_DVCLIVE = (Path(__file__).parent / "realworld" / "cases" / "d9-nomelt-protein-t5-dvclive-two-live-folders-tsv"
            / "files" / "nomelt-model" / "live" / "plots" / "metrics")


def test_a_join_note_gives_the_evidence_of_the_file_it_names() -> None:
    # DVCLive writes one TSV per metric (d9 NOMELT): epoch.tsv was found a companion of
    # eval_loss.tsv, and both joined loss.tsv's run. The note for eval_loss.tsv said "it holds no
    # loss (epoch) ... (0..728 within 7..727)": epoch.tsv's evidence under eval_loss.tsv's name.
    [run] = load([_DVCLIVE]).runs
    notes = [w for w in run.warnings if "are one run: " in w]
    assert len(notes) >= 5
    for note in notes:
        named = Path(note.split(" (tsv)", 1)[0]).stem
        why = note.split("are one run: ", 1)[1]
        if why.startswith("it holds no loss ("):
            # A companion's own evidence: the series it holds are its own file's.
            assert why[len("it holds no loss ("):].startswith(named + ")"), note
            assert "within 0..726" in why, note  # over the loss run's steps
        elif why.startswith("it holds evaluation lines only ("):
            # An evaluation log's own evidence (`identity.evallog`): its own series, named.
            assert why[len("it holds evaluation lines only ("):].startswith(named + ","), note
            assert "the run's steps (0..726)" in why, note
        else:
            assert why.startswith("joined by way of ") and "epoch.tsv" in why.split(":", 1)[0], note
