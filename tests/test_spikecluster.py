"""LD101 bursts (`spikecluster`): rare one-step jumps packed into a short stretch are a warning;
the same jumps spread over the curve, a relaunch's jump that stays up, or a near-zero loss's
single batches are not."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, power_curve, run_of
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.detectors.spikecluster import bursts
from lossdoctor.model import Severity

RULE = LossSpike()
AT = (1901, 1911, 1917, 1927, 1937, 1945)  # a Pythia fine-tune's burst, x3-x9 over a loss at 0.18


def _noisy(seed: int, n: int = 4000) -> tuple[np.ndarray, np.ndarray]:
    """A per-step fine-tune loss scattering 30 % per step (normal on log scale)."""
    return power_curve(n, 0.3, seed)


def _burst_warnings(steps: np.ndarray, values: np.ndarray) -> list[int]:
    return [f.start_step for f in findings(RULE, run_of(loss=(steps, values)))
            if f.severity > Severity.INFO and f.evidence.get("jumps")]


@pytest.mark.parametrize("seed", range(4))
def test_rare_jumps_packed_together_are_a_burst(seed: int) -> None:
    steps, values = _noisy(seed)
    values[list(AT)] *= [5, 5.5, 4.5, 4, 4, 5]  # each under the per-point spike threshold (x6 here)
    [b] = bursts(steps, values)
    assert b.start_step == 1901 and b.end_step == 1945 and b.jumps >= 4 and b.chance < 1e-5
    assert _burst_warnings(steps, values) == [1901]


@pytest.mark.parametrize("seed", range(4))
def test_the_same_jumps_spread_over_the_curve_are_its_scatter(seed: int) -> None:
    steps, values = _noisy(seed)
    values[[500, 1100, 1700, 2300, 2900, 3500]] *= [5, 5.5, 4.5, 4, 4, 5]
    assert bursts(steps, values) == [] and _burst_warnings(steps, values) == []


@pytest.mark.parametrize("seed", range(3))
def test_a_jump_that_stays_up_is_one_jump(seed: int) -> None:
    # A relaunch appended to a log of epoch means: the loss starts over at x9 and comes down
    # smoothly over 30 epochs; its lagging trailing median sees many high points, all one jump.
    steps, values = _noisy(seed)
    values[2000:2030] = float(np.median(values[1980:2000])) * np.geomspace(9, 1, 30)
    assert bursts(steps, values) == []


@pytest.mark.parametrize("seed", range(3))
def test_a_near_zero_loss_single_batches_are_no_burst(seed: int) -> None:
    # Driven under a twentieth of where it began, a memorised loss's batches jump by orders of
    # magnitude on log scale.
    steps, values = _noisy(seed)
    values[1500:] *= 0.005
    values[list(AT)] *= [5, 5.5, 4.5, 4, 4, 5]
    assert bursts(steps, values) == []
