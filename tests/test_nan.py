"""LD501 non-finite-loss: NaN/inf counts and first steps, per series, live and dead, real logs."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.nan import NonFiniteLoss
from lossdoctor.model import Fragment, RawRun, Series, Severity
from lossdoctor.scenarios import generate
from lossdoctor.stitch import stitch

RULE = NonFiniteLoss()


def test_fp16_overflow_with_loss_scale_collapse() -> None:
    for seed in range(4):
        [truth] = [t for t in generate("nan_fp16", seed).truths if t.kind == "nan"]
        [f] = findings(RULE, scenario_run("nan_fp16", seed))
        assert (f.kind, f.severity, f.start_step, f.end_step) == ("nan", Severity.ERROR, truth.start_step, truth.end_step)
        assert f.fields["count"] == truth.extra["count"] and f.peak_step is None
        assert f.evidence["loss_scale_max"] == 65536.0 and "loss_scale_collapse" in f.evidence
        assert "loss scale collapsed" in f.message
        assert any("bf16" in tip for tip in f.advice)


def test_divergence_to_nan_counts_to_the_end() -> None:
    [truth] = [t for t in generate("divergence_to_nan", 0).truths if t.kind == "nan"]
    [f] = findings(RULE, scenario_run("divergence_to_nan", 0))
    assert f.start_step == truth.start_step and f.fields["count"] == truth.extra["count"]
    assert f.evidence["until_end"] is True and "to the end" in f.message


def test_inf_and_eval_loss() -> None:
    steps, values = power_curve(100)
    bad = values.copy()
    bad[[10, 20]] = [np.inf, -np.inf]
    evals = values.copy()
    evals[50] = np.nan
    found = {f.series: f for f in findings(RULE, run_of(loss=(steps, bad), eval__loss=(steps, evals)))}
    assert found["loss"].fields["count"] == 2 and found["loss"].evidence["inf"] == 1
    assert found["loss"].evidence["neg_inf"] == 1 and (found["loss"].start_step, found["loss"].end_step) == (10, 20)
    assert found["eval/loss"].start_step == 50 and found["eval/loss"].fields["count"] == 1
    assert findings(NonFiniteLoss(include_eval=False), run_of(eval__loss=(steps, evals))) == []


def test_finite_runs_are_quiet() -> None:
    for name in ("clean", "spike_none", "repeated_divergence", "heavy_tailed"):
        assert findings(RULE, scenario_run(name, 0)) == []


def test_nan_in_an_abandoned_attempt() -> None:
    steps, values = power_curve(300)
    dead_values = values.copy()
    dead_values[250:] = np.nan
    first = Fragment("a", {"loss": Series.named("loss", steps, dead_values, 1e9 + steps)}, 1e9)
    second = Fragment("b", {"loss": Series.named("loss", steps[200:], values[200:], 2e9 + steps[200:])}, 2e9)
    run = stitch(RawRun("r", "test", [first, second], ["a", "b"]))
    [f] = findings(RULE, run)
    # The attempt ended on it and the run went back from before it: the run's warning, not
    # history (until 2026-12-07 it was reported in the abandoned attempt only).
    assert not f.in_dead_fragment and f.start_step == 250 and f.fields["count"] == 50
    assert f.severity is Severity.WARNING and f.evidence["attempt_ended"]
    assert "abandoned attempt 1" in f.message and "resumed from before it" in f.message


def test_nan_inside_an_abandoned_attempt_that_came_back_stays_history() -> None:
    steps, values = power_curve(300)
    dead_values = values.copy()
    dead_values[240:245] = np.nan  # finite again before the attempt ended: not what ended it
    first = Fragment("a", {"loss": Series.named("loss", steps, dead_values, 1e9 + steps)}, 1e9)
    second = Fragment("b", {"loss": Series.named("loss", steps[200:], values[200:], 2e9 + steps[200:])}, 2e9)
    [f] = findings(RULE, stitch(RawRun("r", "test", [first, second], ["a", "b"])))
    assert f.in_dead_fragment and f.severity is Severity.ERROR


def test_no_loss_series_is_a_skip() -> None:
    [s] = skips(RULE, run_of(lr=([1, 2], [1.0, 1.0])))
    assert s.code == "LD501"
    assert all(NonFiniteLoss.documentation().values())


@pytest.mark.realdata
def test_llmc_nan_run_is_caught(realdata: Path) -> None:
    run = next(r for r in real_runs(realdata, "llmc-stdout-hector") if "11679010" in r.name)
    [f] = [f for f in findings(RULE, run) if f.series == "loss"]
    assert f.start_step == 0 and f.fields["count"] == len(run.series["loss"])
    healthy = next(r for r in real_runs(realdata, "llmc-stdout-hector") if "11685414" in r.name)
    assert findings(RULE, healthy) == []


@pytest.mark.realdata
def test_algoperf_divergence_to_inf_is_caught(realdata: Path) -> None:
    run = next(r for r in real_runs(realdata, "algoperf-diverge-criteo-gadam") if r.format == "tensorboard")
    [f] = [f for f in findings(RULE, run) if f.series == "loss"]
    assert f.start_step == 73 and f.evidence["inf"] >= 1 and f.evidence["until_end"] is True


@pytest.mark.realdata
def test_megatron_missing_loss_is_nan(realdata: Path) -> None:
    found = [f for run in real_runs(realdata, "megatron-bigscience-chronicles") for f in findings(RULE, run)]
    assert [f.start_step for f in found] == [9027]


@pytest.mark.parametrize("seed", range(3))
def test_nan_in_a_term_while_the_trained_loss_stays_finite_is_a_warning(seed: int) -> None:
    """A world model's `reward_pos_loss` is NaN on batches with no positive reward (a mean over
    an empty mask) while `loss`, what the run trains on, stays finite: the NaN never reached the
    update. When the loss itself turns NaN at those steps, the run is broken: an error."""
    rng = np.random.default_rng(seed)
    steps = np.arange(0, 2000, 10)
    loss = 3.0 * (1 + steps / 200) ** -0.3 * np.exp(rng.normal(0, 0.02, len(steps)))
    term = 0.5 * (1 + steps / 200) ** -0.2 * np.exp(rng.normal(0, 0.05, len(steps)))
    empty = rng.choice(np.arange(20, len(steps)), size=12, replace=False)
    term[empty] = np.nan
    [f] = findings(NonFiniteLoss(), run_of(loss=(steps, loss), reward_pos_loss=(steps, term)))
    assert f.series == "reward_pos_loss" and f.severity is Severity.WARNING
    assert f.evidence["primary_finite"] == "loss" and "stayed finite" in f.message
    broken = loss.copy()
    broken[empty.min():] = np.nan
    found = {f.series: f.severity for f in findings(NonFiniteLoss(), run_of(loss=(steps, broken),
                                                                            reward_pos_loss=(steps, term)))}
    assert found == {"loss": Severity.ERROR, "reward_pos_loss": Severity.ERROR}
