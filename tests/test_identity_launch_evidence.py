"""Several runs in one file or folder, told apart by what a person sees (issue 31, devR58).

Stand-ins for development cases whose files are not committed: `c39-uberl-...` (an epoch log a
trainer appends to, `Load file: None, EP<e>, avg_loss=x`, three fresh launches), `c39-visualatom-...`
(an Optuna trial's log and the full run's log in one folder, same seed: the same first epochs)
and `c39-perception-lm-...` (a console log and a `metrics.jsonl` both appended by two launches
from scratch with one seed: the second launch's first steps repeat the first's to the digit).
The files are written by real writers: `logging` with a file handler in append mode, `print`
to a file, `json.dumps` and `csv` rows.
"""

from __future__ import annotations

import csv
import json
import logging
from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict
from lossdoctor.identity.decision import Rank, recorded
from lossdoctor.identity.startup import dump_of, other_setting, settings_in


def _epoch_logger(path: Path, losses: list[float]) -> None:
    """One launch of a trainer that appends `Load file: None, EP<e>, avg_loss=x` after each epoch."""
    logger = logging.getLogger(f"d17.{path}.{len(losses)}")
    handler = logging.FileHandler(path, mode="a")
    handler.setFormatter(logging.Formatter("%(message)s"))
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    try:
        for epoch, loss in enumerate(losses):
            logger.info("Load file: None, EP%d, avg_loss=%.4f", epoch, loss)
    finally:
        logger.removeHandler(handler)
        handler.close()


def test_fresh_launches_appended_to_one_epoch_log_are_runs_of_their_own(tmp_path: Path) -> None:
    log = tmp_path / "train.txt"
    _epoch_logger(log, [0.0010])
    _epoch_logger(log, [0.0013, 0.0012])
    third = [0.0154, 0.0030, 0.0032] + [0.0060 - 0.00003 * e for e in range(30)]
    _epoch_logger(log, third)
    runs = [r.run for r in api.analyze([log]).runs]
    assert [len(run.series[run.primary].steps) for run in runs if run.primary] == [1, 2, len(third)]
    assert all(not run.rollbacks for run in runs)
    assert all(int(run.series[run.primary].steps.min()) == 0 for run in runs if run.primary)


def _epochs(path: Path, settings: str, losses: list[float]) -> None:
    """A ViT script's stdout: its arguments, then one print per epoch."""
    with path.open("w") as out:
        print("-----beginning training-----", file=out)
        print(f"Namespace({settings}, seed=42, batch_size=256, output_dir='./output')", file=out)
        print("device: cuda:0", file=out)
        for epoch, loss in enumerate(losses, start=1):
            print(f"Epoch {epoch}, Training loss: {loss:.4f}, Validation loss: {loss * 0.8:.4f}, "
                  f"Validation Accuracy: {min(0.99, 0.3 + epoch / 70):.4f}", file=out)
        print("Early stopping due to validation loss not improving for 20 epochs", file=out)


_CURVE = [3.96, 1.6877, 0.7761, 0.5058, 0.3868] + [0.35 / (1 + 0.03 * e) for e in range(56)]


def test_two_logs_whose_start_ups_state_other_settings_are_two_launches(tmp_path: Path) -> None:
    _epochs(tmp_path / "log.txt", "epochs=10, learning_rate=0.0009882266741652272, patience=5", _CURVE[:5])
    _epochs(tmp_path / "train.txt", "epochs=100, learning_rate=0.000988, patience=20", _CURVE)
    runs = sorted((r.run for r in api.analyze([tmp_path]).runs), key=lambda run: run.name)
    assert [run.name for run in runs] == ["log.txt", "train.txt"]
    assert all(not run.rollbacks for run in runs)
    assert [len(run.series[run.primary].steps) for run in runs if run.primary] == [5, 61]
    told = [d for run in runs for d in recorded(run.meta) if d.kind == "new run"]
    assert told and all(d.rank == Rank.STATED and "epochs=" in d.evidence for d in told)


def test_two_channels_of_one_process_print_the_same_settings_and_stay_one_run(tmp_path: Path) -> None:
    # A tee'd console and a log file of one process: the same start-up, the same values.
    for name in ("stdout.txt", "train.log"):
        _epochs(tmp_path / name, "epochs=100, learning_rate=0.000988, patience=20", _CURVE)
    assert len(api.analyze([tmp_path]).runs) == 1


def test_start_up_settings_are_compared_as_printed() -> None:
    assert other_setting({"epochs": "10"}, {"epochs": "100"}) == "epochs=10 / epochs=100"
    assert other_setting({"lr": "0.0009882266741652272"}, {"lr": "0.000988"}) is None
    assert dump_of("step=1, loss=2.3, lr=0.1") is None  # a training record, no start-up
    assert settings_in(["x", "Namespace(a=1, b='c', d=2.5)"]) == {"a": "1", "b": "c", "d": "2.5"}


def _startup(out: list[str]) -> None:
    out += ["Signal handler installed.", "Starting job: stage3", "Loading initial model from /cache/model"]


def _two_launches(tmp_path: Path, table: str) -> Path:
    """Two torchrun launches from scratch with one seed into one output folder: the console log
    prints its start-up each time, and both append one record a step to the table."""
    first = [(1, 7.4792351), (2, 7.5670567)]
    second = first + [(3, 7.2789869), (4, 6.8390269), (5, 6.0169530)]
    console: list[str] = []
    rows: list[dict[str, float]] = []
    for launch in (first, second):
        _startup(console)
        for step, loss in launch:
            console.append(f"step: {step}  acc: 0  loss: {loss:7.4f}  grad: 1.90e+01  lr: {1e-5 * (step - 1):.2e}")
            rows.append({"global_step": step, "loss/out": loss})
        console.append(f"Saving to: /out/checkpoints/{launch[-1][0]:010d}")
    (tmp_path / "train.log").write_text("\n".join(console) + "\n")
    if table == "jsonl":
        (tmp_path / "metrics.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    else:
        with (tmp_path / "metrics.csv").open("w", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=["global_step", "loss/out"])
            writer.writeheader()
            writer.writerows(rows)
    return tmp_path


def _check_two_runs(folder: Path) -> None:
    runs = [r.run for r in api.analyze([folder]).runs]
    live = sorted(len(run.series[run.primary].steps) for run in runs if run.primary)
    assert live == [2, 5]
    assert all(not run.rollbacks for run in runs)
    assert all(len({s.split("/")[-1] for s in run.sources}) == 2 for run in runs)


def test_a_console_launch_beside_a_jsonl_cuts_it_though_its_values_replay(tmp_path: Path) -> None:
    _check_two_runs(_two_launches(tmp_path, "jsonl"))


def test_a_console_launch_beside_a_csv_cuts_it_though_its_values_replay(tmp_path: Path) -> None:
    _check_two_runs(_two_launches(tmp_path, "csv"))


def test_the_table_alone_keeps_its_rollback(tmp_path: Path) -> None:
    # Without the console nothing but the numbers speaks: the replay reads as a rollback.
    folder = _two_launches(tmp_path, "jsonl")
    (folder / "train.log").unlink()
    runs = [r.run for r in api.analyze([folder]).runs]
    assert len(runs) == 1 and len(runs[0].rollbacks) == 1


def test_a_short_table_that_starts_over_alone_carries_a_doubt(tmp_path: Path) -> None:
    # D12: numbers cannot tell a launch from scratch with one seed from a rerun of the job.
    folder = _two_launches(tmp_path, "jsonl")
    (folder / "train.log").unlink()
    reading = as_dict(api.analyze([folder]))["runs"][0]["reading"]
    assert reading["doubt"] and "the log does not say" in reading["doubt"]


def test_a_long_training_after_a_false_start_carries_no_doubt(tmp_path: Path) -> None:
    rows = [{"step": s, "loss": 5.0 - 0.01 * s} for s in (1, 2)]
    rows += [{"step": s, "loss": 5.0 - 0.005 * s} for s in range(1, 301)]
    (tmp_path / "metrics.jsonl").write_text("".join(json.dumps(row) + "\n" for row in rows))
    reading = as_dict(api.analyze([tmp_path]))["runs"][0]["reading"]
    assert not reading.get("doubt")


def _ultralytics_rows(epochs: int, shift: float) -> list[str]:
    rows = []
    for epoch in range(epochs):
        box = 1.6858 if epoch == 0 else 1.3 - 0.005 * epoch - shift
        rows.append(f"{epoch:>23},{box:>23.5g},{3.99 - 0.02 * epoch:>23.5g},{1.2 + 0.001 * epoch:>23.5g}")
    return rows


def _conflicted(tmp_path: Path, kind: str) -> Path:
    """A `results.csv` (or `metrics.jsonl`) committed from two branches: an unresolved merge."""
    first, second = _ultralytics_rows(2, 0.0), _ultralytics_rows(40, 0.01)
    if kind == "csv":
        head = f"{'epoch':>23},{'train/box_loss':>23},{'train/cls_loss':>23},{'val/box_loss':>23}"
        lines = [head, first[0], "<<<<<<< HEAD", first[1], "=======", *second[1:],
                 ">>>>>>> 41feda3f487da5fa6af45686df24180f0dc078e0"]
        path = tmp_path / "results.csv"
    else:
        def record(row: str) -> str:
            epoch, box, cls, val = (float(x) for x in row.split(","))
            return json.dumps({"epoch": int(epoch), "train/box_loss": box, "train/cls_loss": cls, "val/box_loss": val})
        lines = [record(first[0]), "<<<<<<< HEAD", record(first[1]), "=======", *map(record, second[1:]),
                 ">>>>>>> 41feda3"]
        path = tmp_path / "metrics.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_the_two_sides_of_a_merge_conflict_in_a_table_are_two_launches(tmp_path: Path) -> None:
    for kind in ("csv", "jsonl"):
        folder = tmp_path / kind
        folder.mkdir()
        runs = [r.run for r in api.analyze([_conflicted(folder, kind)]).runs]
        assert sorted(len(run.series[run.primary].steps) for run in runs if run.primary) == [2, 40], kind
        assert all(not run.rollbacks for run in runs)
        assert all(any("merge conflict" in d.evidence and d.rank == Rank.BOUNDARY for d in recorded(run.meta))
                   for run in runs)


def test_versions_of_a_file_without_markers_are_none() -> None:
    from lossdoctor.ingest.tables.conflicts import versions

    assert versions(b"a,b\n1,2\n") is None
    assert versions(b"a\n<<<<<<< HEAD\n1\n") is None  # no end: not as git writes it
    sides = versions(b"a\n0\n<<<<<<< HEAD\n1\n||||||| base\n9\n=======\n2\n3\n>>>>>>> abc\n")
    assert sides is not None
    assert [s.body for s in sides] == [b"a\n0\n1\n", b"a\n0\n2\n3\n"]
    assert [s.lines for s in sides] == [(4, 6), (8, 9)]
