"""End to end through `api.load`: TensorBoard logs written by tensorboard's own writer."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.discover import discover
from lossdoctor.identity.resolve import group as resolve_group
from lossdoctor.ingest import read_unit
from lossdoctor.stitch import split_concurrent, stitch
from stitch_writers import write_tb


def _points(steps, offset: float = 0.0):  # type: ignore[no-untyped-def]
    return [(s, offset + s / 4) for s in steps]


def _only(path: Path):  # type: ignore[no-untyped-def]
    (run,) = api.load([path]).runs
    return run


def test_new_file_per_restart_ordered_by_wall_time_not_file_name(tmp_path: Path) -> None:
    write_tb(tmp_path, _points(range(0, 101)), wall0=1_700_000_000.0, rename="events.out.tfevents.2.host.b")
    write_tb(tmp_path, _points(range(60, 151), offset=1000.0), wall0=1_700_090_000.0,
             rename="events.out.tfevents.1.host.a")
    run = _only(tmp_path)
    assert [Path(f.source).name for f in run.fragments] == ["events.out.tfevents.2.host.b", "events.out.tfevents.1.host.a"]
    loss = run.series["loss"]
    assert loss.steps.tolist() == list(range(151))
    assert loss.values.tolist() == [s / 4 for s in range(60)] + [1000.0 + s / 4 for s in range(60, 151)]
    assert run.dead_points == 41 and run.dead["loss"].steps.tolist() == list(range(60, 101))
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(60, 100)]
    assert [(f.points, f.dead_points) for f in run.fragment_info] == [(101, 41), (91, 0)]


def test_steps_going_backwards_in_one_file(tmp_path: Path) -> None:
    write_tb(tmp_path, _points(range(0, 101)) + _points(range(60, 151), offset=1000.0), wall0=1_700_000_000.0)
    run = _only(tmp_path)
    assert run.series["loss"].steps.tolist() == list(range(151))
    assert run.series["loss"].values[60] == 1015.0
    assert run.dead_points == 41
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(60, 100)]
    (check,) = run.replay_checks
    assert (check.steps, check.match) == (41, "differs")


def test_purge_step_session_start_purges_from_its_step(tmp_path: Path) -> None:
    write_tb(tmp_path / "run", _points(range(0, 101)), wall0=1_700_000_000.0)
    write_tb(tmp_path / "run", _points(range(60, 151), offset=1000.0), wall0=1_700_090_000.0, session_start=50)
    run = _only(tmp_path / "run")
    assert run.dead_points == 51
    assert run.series["loss"].steps.tolist() == list(range(50)) + list(range(60, 151))
    assert run.rollbacks[0].step == 50 and "session_start" in (run.rollbacks[0].marker or "")


def test_clean_resume_with_the_checkpoint_step_logged_twice(tmp_path: Path) -> None:
    write_tb(tmp_path, _points(range(0, 101)), wall0=1_700_000_000.0)
    write_tb(tmp_path, _points(range(100, 201)), wall0=1_700_090_000.0)
    run = _only(tmp_path)
    assert run.dead_points == 1 and len(run.series["loss"]) == 201
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(100, 100)]
    assert run.meta["stitch"]["joins"][0]["small_overlap"] is True
    assert run.replay_checks[0].match == "exact"


def test_concurrent_writers_are_kept_apart(tmp_path: Path) -> None:
    write_tb(tmp_path, _points(range(0, 101)), wall0=1_700_000_000.0)
    write_tb(tmp_path, _points(range(0, 101), offset=0.5), wall0=1_700_000_000.25)
    found = discover([tmp_path])
    raws = [raw for unit in found.units for raw in read_unit(unit)]
    (raw,) = resolve_group(raws)
    parts = split_concurrent(raw)
    assert len(parts) == 2
    runs = [stitch(part) for part in parts]
    assert [r.dead_points for r in runs] == [0, 0]
    assert [r.series["loss"].values[0] for r in runs] == [0.0, 0.5]
    assert all(any("concurrent writers" in w for w in r.warnings) for r in runs)
    # Even stitched as one run, concurrent fragments are never called rollbacks.
    assert not stitch(raw).rollbacks


def test_realdata_full_rerun_from_scratch_is_a_run_of_its_own(realdata: Path) -> None:
    """AlgoPerf reran the trial from step 0 five days later into the same folder, with other
    values and no resume marker: two runs, neither one a rollback of the other (issue 25)."""
    loaded = api.load([realdata / "algoperf-tb-rerun-resnet"], loss_keys=("loss",))
    runs = [r for r in loaded.runs if r.format == "tensorboard"]
    assert len(runs) == 2
    first, second = sorted(runs, key=lambda r: r.fragment_info[0].wall_start or 0)
    assert [len(r.series["loss"]) for r in (first, second)] == [1851, 1867]
    assert (first.series["loss"].steps[-1], second.series["loss"].steps[-1]) == (185000, 186600)
    for run in runs:
        assert run.primary == "loss" and run.dead_points == 0 and not run.rollbacks
    assert any("restart from the first logged step" in w for w in second.warnings)
