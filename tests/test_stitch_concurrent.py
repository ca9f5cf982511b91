"""Concurrent writers (overlapping wall times) are kept apart, never stitched as rollbacks."""

from __future__ import annotations

import numpy as np

from lossdoctor.stitch import split_concurrent, stitch
from stitch_helpers import frag, raw


def _ranks() -> tuple:  # type: ignore[type-arg]
    rank0 = frag("events.rank0", range(0, 100), np.linspace(3, 1, 100), wall0=1000.0)
    rank1 = frag("events.rank1", range(0, 100), np.linspace(3.1, 1.1, 100), wall0=1000.5)
    return rank0, rank1


def test_split_concurrent_gives_one_run_per_writer() -> None:
    parts = split_concurrent(raw(*_ranks(), name="ddp"))
    assert [p.name for p in parts] == ["ddp (writer 1)", "ddp (writer 2)"]
    assert [[f.source for f in p.fragments] for p in parts] == [["events.rank0"], ["events.rank1"]]
    assert all(any("concurrent writers" in w and "not a rollback" in w for w in p.warnings) for p in parts)
    runs = [stitch(p) for p in parts]
    assert [r.dead_points for r in runs] == [0, 0]
    assert [len(r.series["loss"]) for r in runs] == [100, 100]
    assert runs[1].series["loss"].values[0] == 3.1


def test_sequential_fragments_are_not_split() -> None:
    a = frag("a", range(0, 100), wall0=0.0)
    b = frag("b", range(50, 150), wall0=500.0)
    assert len(split_concurrent(raw(a, b))) == 1


def test_fragments_without_wall_times_are_never_concurrent() -> None:
    assert len(split_concurrent(raw(frag("a", range(10)), frag("b", range(10))))) == 1


def test_stitch_of_concurrent_fragments_kills_nothing_and_says_so() -> None:
    run = stitch(raw(*_ranks()))
    assert not run.rollbacks
    assert [j.kind for j in run.joins] == ["concurrent"]
    assert any("concurrent writers" in w for w in run.warnings)
    # Both writers log every step: the later writer's value is live, the other kept as dead.
    assert len(run.series["loss"]) == 100 and run.series["loss"].values[0] == 3.1
    assert [f.dead_points for f in run.fragment_info] == [100, 0]


def test_a_resume_after_two_concurrent_writers_joins_the_first_free_writer() -> None:
    rank0, rank1 = _ranks()
    later = frag("events.resume", range(80, 150), wall0=5000.0)
    parts = split_concurrent(raw(rank0, rank1, later))
    assert [[f.source for f in p.fragments] for p in parts] == [["events.rank0", "events.resume"], ["events.rank1"]]
    run = stitch(parts[0])
    assert run.dead_points == 20 and run.rollbacks[0].step == 80


def test_side_by_side_writers_of_different_series_stay_one_run() -> None:
    train = frag("events.train", range(0, 100), wall0=1000.0)
    evals = frag("events.eval", range(0, 100, 10), [2.0] * 10, name="eval_loss", wall0=1001.0, dt=10.0)
    combined = raw(train, evals)
    assert split_concurrent(combined) == [combined]
    run = stitch(combined)
    assert run.dead_points == 0 and not run.dead and not run.rollbacks
    assert len(run.series["loss"]) == 100 and len(run.series["eval_loss"]) == 10
    assert [j.kind for j in run.joins] == ["concurrent"]
    assert any("read side by side" in w for w in run.warnings)


def test_a_restart_after_side_by_side_writers_ends_both_timelines() -> None:
    train0 = frag("train0", range(0, 100), wall0=1000.0)
    eval0 = frag("eval0", range(0, 100, 10), [2.0] * 10, name="eval_loss", wall0=1001.0, dt=10.0)
    train1 = frag("train1", range(50, 150), wall0=5000.0)
    eval1 = frag("eval1", range(60, 150, 10), [3.0] * 9, name="eval_loss", wall0=5001.0, dt=10.0)
    run = stitch(raw(train0, eval0, train1, eval1))
    assert run.dead_points == 50
    assert run.dead["eval_loss"].steps.tolist() == [50, 60, 70, 80, 90]
    assert run.series["eval_loss"].values.tolist() == [2.0] * 5 + [3.0] * 9
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(50, 99), (60, 90)]
