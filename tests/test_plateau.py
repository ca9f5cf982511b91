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
