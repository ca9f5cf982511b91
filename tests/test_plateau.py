"""LD203 plateau: a long stall against the run's own pace, then (maybe) progress again."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.plateau import Plateau, Rates
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = Plateau()


@pytest.mark.parametrize("seed", range(8))
def test_stall_that_resumes(seed: int) -> None:
    truth = generate("plateau", seed).truths[0]
    [f] = findings(RULE, scenario_run("plateau", seed))
    assert (f.code, f.kind, f.series) == ("LD203", "plateau", "loss")
    assert f.severity is Severity.INFO and f.evidence["resumed"] is True  # history by now
    assert abs(f.start_step - truth.start_step) <= 250  # the truth allows 500
    assert abs(f.end_step - truth.end_step) <= 250
    assert f.evidence["stall_steps"] == f.end_step - f.start_step
    assert f"no progress for {f.end_step - f.start_step} steps" in f.message


@pytest.mark.parametrize("name", ["clean", "heavy_tailed", "warmup", "wsd_decay", "step_schedule", "multi_epoch",
                                  "grokking", "spike_slow", "spike_none", "divergence_slow", "repeated_data",
                                  "spike_sparse", "noisy_wiggles"])
@pytest.mark.parametrize("seed", range(4))
def test_no_plateau_in_healthy_or_other_patterns(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def test_ongoing_stall_is_a_warning() -> None:
    steps, values = power_curve(6000, 0.015, 5)
    flat_from = 3000
    base = 2.2 + 9.0 * (steps + 30.0) ** -0.35
    # From step 3000 the loss holds its level (same noise), and never moves again.
    values = np.where(steps >= flat_from, (2.2 + 9.0 * (flat_from + 30.0) ** -0.35) * values / base, values)
    [f] = findings(RULE, run_of(loss=(steps, values)))
    assert f.severity is Severity.WARNING and f.evidence["resumed"] is False
    assert abs(f.start_step - flat_from) <= 500 and f.end_step >= 5900
    assert "the run is stalled" in f.message


def _stuck_from_the_start(seed: int, floor: float = 3.31, fall_steps: int = 20,
                          creep: float = 0.0) -> tuple[np.ndarray, np.ndarray]:
    """nanoGPT without residual connections (real case: c6-nanogpt-notebook-16-ablation-runs-
    one-cell, E2_no_residuals): 4.28 at step 0, the unigram level by step ~20, then flat (or
    creeping down by `creep` in log over the run) for 5000 steps, logged every 10."""
    rng = np.random.default_rng(seed)
    steps = np.arange(0, 5010, 10, dtype=np.int64)
    fall = np.exp(-steps / (fall_steps / 3)) * np.log(4.28 / floor)
    drift = -creep * np.log1p(steps / 100) / np.log1p(50)
    return steps, floor * np.exp(fall + drift + rng.normal(0, 0.004, len(steps)))


@pytest.mark.parametrize("seed", range(6))
def test_stuck_after_the_first_points_is_an_ongoing_stall(seed: int) -> None:
    """The fall is over inside the first bucket, so no pace before the stall shows on the
    curve; the first logged value is the fall. A cosine LR over the run does not explain it."""
    steps, values = _stuck_from_the_start(seed)
    lr = 1e-4 + 9e-4 * 0.5 * (1 + np.cos(np.pi * steps / 5000))
    [f] = findings(RULE, run_of(loss=(steps, values), lr=(steps, lr)))
    assert f.severity is Severity.WARNING and f.evidence["resumed"] is False
    assert f.start_step <= 100 and f.end_step >= 4900
    assert "then learned nothing" in f.message


@pytest.mark.parametrize("seed", range(6))
def test_a_fast_fall_that_goes_on_falling_or_no_fall_is_no_stall(seed: int) -> None:
    # A run that keeps learning after its fast start (4 % more over the run, ten times the
    # noise of a bucket) is not stalled.
    steps, values = _stuck_from_the_start(seed, creep=0.04)
    assert findings(RULE, run_of(loss=(steps, values))) == []
    # Flat from the first point (nothing learned at all, no fall): not a plateau after progress.
    steps, values = _stuck_from_the_start(seed, floor=4.28)
    assert findings(RULE, run_of(loss=(steps, values))) == []
    # A first point below the level after it is no fall.
    values = values.copy()
    values[0] = 3.0
    assert findings(RULE, run_of(loss=(steps, values))) == []


def test_a_schedule_drop_ending_the_stall_is_explained() -> None:
    scenario = generate("plateau", 0)
    run = scenario_run("plateau", 0)
    truth = scenario.truths[0]
    steps = run.series["loss"].steps
    lr = np.where(steps < truth.end_step, 3e-4, 3e-5)  # as if the LR had dropped when progress resumed
    assert findings(RULE, run_of(loss=(steps, run.series["loss"].values), lr=(steps, lr))) == []


def test_rates_kernel_matches_least_squares() -> None:
    rng = np.random.default_rng(0)
    u, y = np.sort(rng.uniform(0, 5, 50)), rng.normal(0, 1, 50)
    rate = Rates(u, y)
    assert rate(5, 30) == pytest.approx(-np.polyfit(u[5:31], y[5:31], 1)[0])


def test_short_series() -> None:
    assert skips(RULE, run_of(loss=power_curve(100)))[0].reason.startswith("only 100 finite points")
    assert skips(RULE, run_of(loss=power_curve(10))) == []  # LD201 already says it is too short


@pytest.mark.parametrize("folder", ["mnGPT-llmc-main", "hf-eagle3-star", "algoperf-tb-rerun-resnet",
                                    "llamafactory-mistral-translator", "hf-whisper-ja-5k"])
def test_realdata_nothing_above_info(realdata: Path, folder: str) -> None:
    for run in real_runs(realdata, folder):
        assert all(f.severity is Severity.INFO for f in findings(RULE, run)), run.name


@pytest.mark.parametrize("seed", range(4))
def test_a_fast_convergence_then_flat_is_info_not_a_stall(seed: int) -> None:
    """A small model on an easy target (real case: a volatility regression, 1.607 at its first
    logged step, ~0.24 from step 34 to 11,700): it lost most of its first loss at once and then
    had nothing more to learn. The stall is said, at info; a run stuck at a trivial solution
    (it kept most of its first loss, as above) stays a warning."""
    # The same shape scaled to start at 1.607 and settle at 0.24.
    steps, values = _stuck_from_the_start(seed, floor=0.24 * 4.28 / 1.607)
    values = values * (1.607 / 4.28)
    [f] = findings(RULE, run_of(loss=(steps, values)))
    assert f.severity is Severity.INFO and "converges" in f.message
