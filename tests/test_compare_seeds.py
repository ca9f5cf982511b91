"""`compare` over 40 seeds (issue 33): seeds are `same`, a 2% shift is `worse` from its step, an
improvement is `better`, a deterministic copy that departs by 1e-3 is `different` from that step."""

from __future__ import annotations

import pytest

from lossdoctor.compare.core import compare_runs
from lossdoctor.compare.model import CompareReport, Options, Verdict
from lossdoctor.model import RunReport
from lossdoctor.scenarios.seeds import Recipe, seed_run

RECIPE = Recipe(steps=6000)
TRIALS = range(40)


def _rr(seed: int, **change: float) -> RunReport:
    return RunReport(run=seed_run(RECIPE, seed, **change), findings=())


def _compare(new: list[RunReport], base: list[RunReport], **options: object) -> CompareReport:
    return compare_runs(new, base, Options(**options))  # type: ignore[arg-type]


def _start(trial: int) -> int:
    """The step a change starts at: spread over 25%-75% of the run."""
    return 1500 + 75 * trial


@pytest.mark.parametrize("baselines", [3, 2, 1])
def test_another_seed_of_the_recipe_is_the_same(baselines: int) -> None:
    same = 0
    for trial in TRIALS:
        base = [_rr(1000 * trial + k) for k in range(baselines)]
        report = _compare([_rr(1000 * trial + 500)], base)
        same += report.verdict is Verdict.SAME
        assert report.mode == "regression"
    assert same >= 0.95 * len(TRIALS), f"{same}/{len(TRIALS)} same with {baselines} baseline run(s)"


@pytest.mark.parametrize("baselines", [3, 1])
def test_a_two_percent_shift_is_worse_from_its_step(baselines: int) -> None:
    for trial in TRIALS:
        base = [_rr(1000 * trial + k) for k in range(baselines)]
        start = _start(trial)
        report = _compare([_rr(1000 * trial + 500, shift=0.02, shift_from=start)], base)
        assert report.verdict is Verdict.WORSE, trial
        loss = report.series[0]
        assert loss.verdict is Verdict.WORSE and loss.from_step is not None
        assert abs(loss.from_step - start) <= 0.1 * start, (trial, loss.from_step, start)
        assert loss.delta is not None and loss.relative is not None and loss.sigmas is not None
        assert 0.01 < loss.relative < 0.03 and loss.sigmas > 0
        assert loss.basis == ("baseline seeds" if baselines > 1 else "own noise")


def test_an_improvement_of_the_same_size_is_better() -> None:
    for trial in TRIALS:
        base = [_rr(1000 * trial + k) for k in range(3)]
        start = _start(trial)
        report = _compare([_rr(1000 * trial + 500, shift=-0.02, shift_from=start)], base)
        assert report.verdict is Verdict.BETTER, trial
        assert abs(report.series[0].from_step - start) <= 0.1 * start  # type: ignore[operator]


@pytest.mark.parametrize("copies", [1, 2])
def test_an_exact_copy_departing_by_1e_3_is_different_under_parity(copies: int) -> None:
    for trial in TRIALS:
        start = _start(trial)
        base = [_rr(trial) for _ in range(copies)]
        report = _compare([_rr(trial, departure=1e-3, depart_from=start)], base, parity=True)
        assert report.verdict is Verdict.DIFFERENT, trial
        loss = report.series[0]
        assert loss.mode == "parity" and loss.from_step == start
        assert loss.delta == pytest.approx(1e-3, rel=1e-6)


def test_deterministic_copies_are_compared_for_parity_without_asking() -> None:
    same = _compare([_rr(5)], [_rr(5)])
    assert same.mode == "parity" and same.verdict is Verdict.SAME
    moved = _compare([_rr(5, departure=1e-3, depart_from=3000)], [_rr(5)])
    assert moved.mode == "parity" and moved.verdict is Verdict.DIFFERENT
    assert moved.series[0].from_step == 3000


def test_a_departure_within_tolerance_matches() -> None:
    report = _compare([_rr(5, departure=1e-3, depart_from=3000)], [_rr(5)], parity=True, tolerance=2e-3)
    assert report.verdict is Verdict.SAME and report.series[0].basis == "--tolerance"


def test_parity_tolerance_from_base_vs_base_differences() -> None:
    # Two baseline seeds differ by far more than 1e-3: a 1e-3 departure is within their envelope.
    report = _compare([_rr(1, departure=1e-3, depart_from=3000)], [_rr(1), _rr(2)], parity=True)
    assert report.verdict is Verdict.SAME
    assert report.series[0].basis.startswith("base-vs-base")


def test_final_values_get_welch_and_a_warning_when_few() -> None:
    base = [_rr(k) for k in range(4)]
    new = [_rr(100 + k, shift=0.02, shift_from=1000) for k in range(4)]
    report = _compare(new, base)
    final = report.final[0]
    assert final.test == "welch" and final.p_value is not None and final.p_value < 0.01
    assert final.mann_whitney_p is not None and final.new.runs == 4 and final.baseline.runs == 4
    assert final.warning is None
    few = _compare([_rr(9)], [_rr(1), _rr(2)]).final[0]
    assert few.test is None and few.warning and "too few runs" in few.warning


def test_time_to_target_in_steps_tokens_and_seconds() -> None:
    recipe = Recipe(steps=6000, tokens_per_step=1000, seconds_per_step=0.5)
    base = [RunReport(run=seed_run(recipe, k), findings=()) for k in range(2)]
    fast = [RunReport(run=seed_run(recipe, 7, shift=-0.03, shift_from=0), findings=())]
    ttt = compare_runs(fast, base, Options()).time_to_target
    assert ttt is not None and ttt.source == "baseline final"
    assert ttt.baseline.step is not None and ttt.baseline.step > 5500
    assert ttt.new.step is not None and ttt.new.step < 0.8 * ttt.baseline.step
    assert ttt.new.tokens == pytest.approx(ttt.new.step * 1000, rel=0.01)
    assert ttt.new.seconds == pytest.approx(ttt.new.step * 0.5, rel=0.01)
    fixed = compare_runs(fast, base, Options(target=1.0)).time_to_target
    assert fixed is not None and fixed.source == "--target" and fixed.new.step is None


def test_axes_other_than_steps() -> None:
    recipe = Recipe(steps=4000, tokens_per_step=2048, seconds_per_step=1.0)
    base = [RunReport(run=seed_run(recipe, k), findings=()) for k in range(3)]
    new = [RunReport(run=seed_run(recipe, 9, shift=0.02, shift_from=2000), findings=())]
    for axis in ("tokens", "time"):
        report = compare_runs(new, base, Options(axis=axis))
        assert report.axis == axis and report.verdict is Verdict.WORSE
        assert abs(report.series[0].from_step - 2000) <= 200  # type: ignore[operator]


def test_different_logging_intervals_meet_on_the_grid() -> None:
    # Logged every 50 steps, as the mean over those steps (HF Trainer, Megatron): less noise a point.
    sparse = Recipe(steps=6000, every=50, eval_every=250, step_sigma=0.02 / 50 ** 0.5)
    for trial in range(10):
        base = [_rr(1000 * trial + k) for k in range(3)]
        same = _compare([RunReport(run=seed_run(sparse, 1000 * trial + 500), findings=())], base)
        assert same.verdict is Verdict.SAME, trial
        shifted = RunReport(run=seed_run(sparse, 1000 * trial + 500, shift=0.02, shift_from=3000), findings=())
        worse = _compare([shifted], base)
        assert worse.verdict is Verdict.WORSE and abs(worse.series[0].from_step - 3000) <= 300  # type: ignore[operator]


def test_a_rolled_back_attempt_is_not_compared() -> None:
    """The new run diverged at 3000, was rolled back and trained on: only its live curve counts."""
    import numpy as np

    from lossdoctor.model import Fragment, RawRun, Series
    from lossdoctor.scenarios.seeds import values
    from lossdoctor.stitch import stitch

    steps, loss = values(RECIPE, 77)
    diverged = np.where(steps >= 3000, loss * np.exp((steps - 3000) / 300.0), loss)
    first = steps <= 4000
    later = steps >= 3000
    fragments = [
        Fragment("attempt1", {"loss": Series.named("loss", steps[first], diverged[first])}, wall_start=1.0),
        Fragment("attempt2", {"loss": Series.named("loss", steps[later], loss[later])}, wall_start=2.0, order=1),
    ]
    run = stitch(RawRun(name="resumed", format="synthetic", fragments=fragments, sources=["a", "b"]))
    assert run.dead_points > 0
    report = _compare([RunReport(run=run, findings=())], [_rr(k) for k in range(3)])
    assert report.series[0].verdict is Verdict.SAME
