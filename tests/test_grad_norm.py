"""LD503 grad-norm-precursor: the grad norm as evidence for a loss spike."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.grad_norm import GradNormPrecursor
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = GradNormPrecursor()


def spiky_loss(at: int = 3000, n: int = 5000) -> tuple[np.ndarray, np.ndarray]:
    steps, values = power_curve(n, 0.02, 7)
    values = values * np.exp(np.log(3.0) * np.exp(-np.clip(steps - at, 0, None) / 8.0) * (steps >= at))
    return steps, values


def calm_norm(n: int = 5000, seed: int = 8) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    return np.arange(n), 0.3 * np.exp(rng.normal(0, 0.12, n))


@pytest.mark.parametrize("seed", range(4))
def test_collapse_then_explosion(seed: int) -> None:
    scenario = generate("grad_norm_spike", seed)
    spike = next(t for t in scenario.truths if t.kind == "spike")
    truth = next(t for t in scenario.truths if t.kind == "grad_norm_precursor")
    [f] = findings(RULE, scenario_run("grad_norm_spike", seed))
    assert (f.code, f.kind, f.severity, f.series) == ("LD503", "grad_norm_precursor", Severity.WARNING,
                                                       "grad_norm")
    assert f.fields == {"mechanism": "collapse+explosion", "loss_step": spike.start_step}
    assert abs(f.start_step - truth.start_step) <= 50 and f.peak_step == spike.peak_step
    assert f.evidence["norm_collapsed"] / f.evidence["norm_before_collapse"] < 0.15
    assert f.evidence["norm_peak"] / f.evidence["norm_baseline"] > 20
    assert "Adam-instability" in f.message and f"loss spike at step {spike.start_step}" in f.message
    assert any("epsilon" in tip for tip in f.advice) and any("clip gradients" in tip for tip in f.advice)


def test_explosion_alone() -> None:
    steps, norm = calm_norm()
    norm[3000:3002] *= 50
    [f] = findings(RULE, run_of(loss=spiky_loss(), grad_norm=(steps, norm)))
    assert f.fields["mechanism"] == "explosion" and f.start_step == 3000
    assert f.evidence["norm_peak"] / f.evidence["norm_baseline"] == pytest.approx(50, rel=0.5)


def test_calm_grad_norm_explains_nothing() -> None:
    assert findings(RULE, run_of(loss=spiky_loss(), grad_norm=calm_norm())) == []


def test_explosion_without_a_loss_spike_is_not_reported() -> None:
    steps, norm = calm_norm()
    norm[3000:3002] *= 50
    assert findings(RULE, run_of(loss=power_curve(5000, 0.02, 7), grad_norm=(steps, norm))) == []


def test_slow_decline_over_the_run_is_not_a_collapse() -> None:
    steps, norm = calm_norm()
    norm = norm * np.exp(-steps / 800.0)  # falls x500 over the run, smoothly
    assert findings(RULE, run_of(loss=spiky_loss(4000), grad_norm=(steps, norm))) == []


@pytest.mark.parametrize("seed", range(3))
def test_healthy_fp16_run_is_quiet(seed: int) -> None:
    assert findings(RULE, scenario_run("fp16_healthy", seed)) == []


def test_short_grad_norm_with_a_spike_is_skipped() -> None:
    [skip] = skips(RULE, run_of(loss=spiky_loss(), grad_norm=(np.arange(0, 5000, 500), np.full(10, 0.3))))
    assert "only 10 usable grad-norm points to explain 1 loss spike" in skip.reason


def test_realdata_resnet_spikes_come_with_exploding_grad_norm(realdata: Path) -> None:
    runs = real_runs(realdata, "algoperf-spike-resnet-sinv6")
    found = [f for run in runs for f in findings(RULE, run)]
    by_step = {f.start_step: f for f in found}
    assert 524900 in by_step and 338700 in by_step
    big = by_step[524900]
    assert big.fields["mechanism"] == "explosion"
    assert big.evidence["norm_peak"] == pytest.approx(119, rel=0.05)
    assert big.evidence["norm_peak"] / big.evidence["norm_baseline"] > 1000
    assert all("collapse" not in f.fields["mechanism"] for f in found)


def test_realdata_criteo_blow_up(realdata: Path) -> None:
    found = [f for run in real_runs(realdata, "algoperf-diverge-criteo-gadam") for f in findings(RULE, run)]
    assert found and all(f.fields["mechanism"] == "explosion" and 70 <= f.start_step <= 72 for f in found)


def _fast_spike(ratio: float, at: int = 3000, n: int = 5000) -> tuple[np.ndarray, np.ndarray]:
    """A one-point loss spike of `ratio` that is back at once (a fast recovery)."""
    steps, values = power_curve(n, 0.02, 7)
    values[at] *= ratio
    return steps, values


@pytest.mark.parametrize("seed", range(6))
def test_a_burst_with_a_loss_spike_is_a_warning_though_it_healed_fast(seed: int) -> None:
    # Issue 32: x2.8 loss, grad norm 0.3 -> 131, both back at once.
    steps, norm = calm_norm(seed=seed)
    norm[3000] = 131.0
    [f] = findings(RULE, run_of(loss=_fast_spike(2.8), grad_norm=(steps, norm)))
    assert f.severity is Severity.WARNING and f.fields["mechanism"] == "explosion"
    assert "a burst this large" in f.message


@pytest.mark.parametrize("seed", range(6))
def test_a_modest_explosion_at_a_fast_spike_stays_info(seed: int) -> None:
    steps, norm = calm_norm(seed=seed)
    norm[3000] *= 8  # x8, well below a burst
    [f] = findings(RULE, run_of(loss=_fast_spike(2.8), grad_norm=(steps, norm)))
    assert f.severity is Severity.INFO


def test_a_burst_at_a_small_loss_bump_stays_info() -> None:
    steps, norm = calm_norm()
    norm[3000] = 131.0
    [f] = findings(RULE, run_of(loss=_fast_spike(1.5), grad_norm=(steps, norm)))
    assert f.severity is Severity.INFO
