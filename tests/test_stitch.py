"""The stitch rule on hand-built fragments: ordering, dead points, joins and rollbacks."""

from __future__ import annotations

import numpy as np
import pytest

from lossdoctor.model import Marker
from lossdoctor.stitch import merge, order_fragments, stitch
from stitch_helpers import frag, raw


def test_rollback_across_files_kills_the_old_tail() -> None:
    a = frag("a", np.arange(0, 11), 10.0 - np.arange(0, 11), wall0=1000.0)
    b = frag("b", np.arange(5, 13), 100.0 + np.arange(5, 13), wall0=2000.0)
    run = stitch(raw(a, b))
    loss = run.series["loss"]
    assert loss.steps.tolist() == list(range(13))
    assert loss.values.tolist() == [10.0 - s for s in range(5)] + [100.0 + s for s in range(5, 13)]
    assert loss.fragment.tolist() == [0] * 5 + [1] * 8
    assert run.dead["loss"].steps.tolist() == list(range(5, 11))
    assert run.dead["loss"].fragment.tolist() == [0] * 6
    assert run.dead_points == 6
    assert [(r.step, r.abandoned_to_step, r.fragment) for r in run.rollbacks] == [(5, 10, 1)]
    assert [(f.points, f.dead_points, f.start_step, f.end_step) for f in run.fragment_info] == [
        (11, 6, 0, 10), (8, 0, 5, 12)]
    assert [j.kind for j in run.joins] == ["rollback"]


def test_order_is_wall_time_not_the_order_read_or_the_name() -> None:
    a = frag("z-old", np.arange(0, 11), wall0=1000.0)
    b = frag("a-new", np.arange(5, 13), 100.0 + np.arange(5, 13), wall0=2000.0)
    run = stitch(raw(b, a))
    assert [f.source for f in run.fragments] == ["z-old", "a-new"]
    assert run.dead_points == 6
    assert run.series["loss"].values[-1] == 112.0


def test_without_wall_times_the_read_order_decides() -> None:
    a = frag("first", np.arange(0, 11))
    b = frag("second", np.arange(5, 13), 100.0 + np.arange(5, 13))
    assert stitch(raw(a, b)).series["loss"].values[5] == 105.0
    assert stitch(raw(b, a)).series["loss"].values.tolist() == list(map(float, range(11)))
    assert stitch(raw(b, a)).dead_points == 8


def test_mixed_wall_times_keep_unknown_fragments_after_the_one_read_before() -> None:
    a = frag("a", [0, 1, 2], wall0=100.0)
    b = frag("b", [1, 2, 3])            # no wall time: stays right after a
    c = frag("c", [2, 3, 4], wall0=50.0)  # written before a
    ordered = order_fragments(raw(a, b, c).fragments)
    assert [f.source for f in ordered] == ["c", "a", "b"]


def test_fragment_order_breaks_ties_within_one_source() -> None:
    one = frag("log", [5, 6], order=1)
    zero = frag("log", [0, 1, 2, 3, 4, 5, 6, 7], order=0)
    assert [f.order for f in order_fragments([one, zero])] == [0, 1]


def test_clean_resume_has_no_dead_points() -> None:
    run = stitch(raw(frag("a", range(0, 11), wall0=0.0), frag("b", range(11, 21), wall0=100.0)))
    assert run.dead_points == 0 and not run.dead and not run.rollbacks
    assert [(j.kind, j.step, j.previous_end) for j in run.joins] == [("resume", 11, 10)]
    assert len(run.series["loss"]) == 21


def test_small_overlap_is_a_rollback_flagged_as_small() -> None:
    run = stitch(raw(frag("a", range(0, 11), wall0=0.0), frag("b", range(10, 21), wall0=100.0)))
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(10, 10)]
    assert run.dead_points == 1
    note = run.meta["stitch"]["joins"][0]
    assert note["small_overlap"] is True and note["overlap_points"] == 1


def test_large_jump_forward_is_a_gap() -> None:
    run = stitch(raw(frag("a", range(0, 11), wall0=0.0), frag("b", range(500, 510), wall0=100.0)))
    assert [j.kind for j in run.joins] == ["gap"]


def test_newer_fragment_kills_every_series_from_its_first_step() -> None:
    a = frag("a", range(0, 11), wall0=0.0, extra={"eval_loss": ([2, 4, 6, 8, 10], [1.0] * 5)})
    b = frag("b", range(5, 20), wall0=100.0, extra={"eval_loss": ([8, 12], [2.0, 2.0])})
    run = stitch(raw(a, b))
    assert run.series["eval_loss"].steps.tolist() == [2, 4, 8, 12]
    assert run.series["eval_loss"].values.tolist() == [1.0, 1.0, 2.0, 2.0]
    assert run.dead["eval_loss"].steps.tolist() == [6, 8, 10]


def test_second_rollback_abandons_the_timeline_just_before_it() -> None:
    a = frag("a", range(0, 101), wall0=0.0)
    b = frag("b", range(60, 81), wall0=1000.0)
    c = frag("c", range(60, 151), wall0=2000.0)
    run = stitch(raw(a, b, c))
    assert [(r.step, r.abandoned_to_step, r.fragment) for r in run.rollbacks] == [(60, 100, 1), (60, 80, 2)]
    assert [f.dead_points for f in run.fragment_info] == [41, 21, 0]
    assert run.dead_points == 62
    assert run.series["loss"].fragment.tolist() == [0] * 60 + [2] * 91


def test_steps_going_back_inside_one_fragment() -> None:
    steps = list(range(0, 11)) + list(range(5, 13))
    values = [float(s) for s in range(0, 11)] + [100.0 + s for s in range(5, 13)]
    run = stitch(raw(frag("main.log", steps, values)))
    assert run.series["loss"].steps.tolist() == list(range(13))
    assert run.series["loss"].values[5:].tolist() == [100.0 + s for s in range(5, 13)]
    assert run.dead["loss"].steps.tolist() == list(range(5, 11))
    assert run.dead_points == 6 and run.fragment_info[0].dead_points == 6
    assert [(r.step, r.abandoned_to_step, r.fragment) for r in run.rollbacks] == [(5, 10, 0)]
    assert run.meta["stitch"]["joins"][0]["within_fragment"] is True


def test_restart_inside_a_fragment_kills_other_series_by_wall_time() -> None:
    steps = list(range(0, 11)) + list(range(5, 13))
    a = frag("tb", steps, wall0=0.0, extra={"eval_loss": ([4, 8], [1.0, 1.0])})
    # eval points written at wall 0 and 1: both before the restart (wall 11); 8 >= 5 is dead.
    run = stitch(raw(a))
    assert run.series["eval_loss"].steps.tolist() == [4]
    assert run.dead["eval_loss"].steps.tolist() == [8]


def test_repeated_step_keeps_the_later_write_and_counts_the_earlier_as_dead() -> None:
    run = stitch(raw(frag("f", [0, 1, 2, 2, 3], [0.0, 1.0, 2.0, 2.5, 3.0])))
    assert run.series["loss"].values.tolist() == [0.0, 1.0, 2.5, 3.0]
    assert run.dead_points == 1
    assert not run.rollbacks
    assert any("logged the same step twice in a row (loss x1)" in w for w in run.warnings)


def test_markers_name_the_join_and_contradictions_warn() -> None:
    a = frag("a", range(0, 101), wall0=0.0)
    ok = frag("b", range(61, 150), wall0=1000.0, markers=[Marker("checkpoint_loaded", 60, "at iteration 60")])
    run = stitch(raw(a, ok))
    assert run.rollbacks[0].marker == "checkpoint_loaded at step 60: at iteration 60"
    assert run.joins[0].marker == run.rollbacks[0].marker
    assert not any("marker says" in w for w in run.warnings)
    bad = frag("b", range(40, 150), wall0=1000.0, markers=[Marker("checkpoint_loaded", 60)])
    run = stitch(raw(a, bad))
    assert any("checkpoint_loaded marker says training restarted from step 60" in w
               and "restart at 40" in w for w in run.warnings)
    assert run.rollbacks[0].step == 40


def test_session_start_marker_purges_from_its_step() -> None:
    a = frag("a", range(0, 11), wall0=0.0)
    b = frag("b", range(8, 13), wall0=100.0, markers=[Marker("session_start", 6)])
    run = stitch(raw(a, b))
    assert run.dead["loss"].steps.tolist() == [6, 7, 8, 9, 10]
    assert run.series["loss"].steps.tolist() == [0, 1, 2, 3, 4, 5, 8, 9, 10, 11, 12]
    assert run.rollbacks[0].step == 6 and run.rollbacks[0].marker == "session_start at step 6"


def test_loss_override_sets_primary_and_dead_points() -> None:
    a = frag("a", range(0, 11), wall0=0.0, name="objective")
    b = frag("b", range(5, 13), wall0=100.0, name="objective")
    run = stitch(raw(a, b), loss_keys=("objective",))
    assert run.primary == "objective" and run.dead_points == 6
    assert run.series["objective"].role.value == "loss"


def test_merge_concatenates_runs_in_read_order() -> None:
    one, two = raw(frag("a", [0, 1]), name="r-1"), raw(frag("b", [1, 2]), name="r-2")
    merged = merge([one, two], name="r")
    assert merged.name == "r" and [f.source for f in merged.fragments] == ["a", "b"]
    assert stitch(merged).dead_points == 1


@pytest.mark.parametrize("seed", range(5))
def test_live_curve_is_unique_and_sorted_and_points_are_conserved(seed: int) -> None:
    rng = np.random.default_rng(seed)
    frags = []
    for index in range(4):
        start = int(rng.integers(0, 50))
        steps = np.arange(start, start + int(rng.integers(1, 40)))
        frags.append(frag(f"f{index}", steps, rng.normal(size=len(steps)), wall0=100.0 * index))
    run = stitch(raw(*frags))
    live = run.series["loss"].steps
    assert (np.diff(live) > 0).all()
    dead = len(run.dead["loss"]) if "loss" in run.dead else 0
    assert len(live) + dead == sum(len(f.series["loss"]) for f in frags)
    assert sum(f.dead_points for f in run.fragment_info) == run.dead_points == dead


def test_a_marker_naming_the_first_new_step_agrees_too() -> None:
    a = frag("a", range(0, 101), wall0=0.0)
    b = frag("b", range(61, 150), wall0=1000.0, markers=[Marker("branch_point", 61, "rewound at _step 60")])
    run = stitch(raw(a, b))
    assert run.rollbacks[0].marker == "branch_point at step 61: rewound at _step 60"
    assert not any("marker says" in w for w in run.warnings)


def test_empty_fragments_take_no_part() -> None:
    empty = frag("empty", [], wall0=50.0)
    run = stitch(raw(frag("a", range(0, 10), wall0=0.0), empty, frag("b", range(5, 12), wall0=100.0)))
    assert run.dead_points == 5 and [r.step for r in run.rollbacks] == [5]
    assert run.fragment_info[1].start_step is None and run.fragment_info[1].points == 0


def test_an_evaluation_written_after_training_in_a_file_of_its_own_is_no_rollback() -> None:
    # HF writes its final evaluation into a second event file of the same process, at the
    # last step; the first file's `epoch` reached that step too. Nothing was abandoned.
    train = frag("a", range(0, 101, 10), wall0=0.0, name="train/loss",
                 extra={"train/epoch": ([*range(0, 101, 10), 103], [0.1] * 12)})
    final = frag("b", [103], [1.6], wall0=500.0, name="eval/loss")
    run = stitch(raw(train, final))
    assert not run.rollbacks and run.dead_points == 0
    assert [j.kind for j in run.joins] == ["resume"]
    assert run.series["train/epoch"].steps.tolist()[-1] == 103  # not killed by the evaluation
    # The same file written before the last training step is still a restart.
    early = frag("b", [50], [1.6], wall0=500.0, name="eval/loss")
    assert [(r.step, r.abandoned_to_step) for r in stitch(raw(train, early)).rollbacks] == [(50, 103)]
