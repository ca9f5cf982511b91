"""A long run that turns unstable mid-way (`spikeonset`), and two controls.

- `late_bursts`: a regression loss with 10 % scatter over 3,000-6,000 epochs at a constant LR;
  from 45-60 % of the run on, 12-20 bursts of x4-x12 lasting 1-4 points (c42's photonic MLP).
- Control `bursts_throughout`: the same bursts from the curve's first tenth on: its character,
  no onset.
- Control `noisy_batches`: a per-batch loss scattering 25 % whose scatter doubles in its second half,
  crossing x3 again and again (single batches late in a fit, c25's MNIST, a Keras running mean
  de-averaged, c11): its scatter, no onset.
- Control `collapse_hard_batches`: a fine-tune whose loss collapses x200 towards zero in its second
  half, where single hard batches stand x5-x50 above it: scatter grown, not stability lost.

Not in the catalogue: the tests call them by name.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except


def _bursty(seed: int, onset: bool) -> tuple[Segment, int, int]:
    rng = np.random.default_rng(seed + 52_711)
    n = int(rng.integers(3000, 6001))
    k = np.arange(n, dtype=np.float64)
    loss = (0.002 + 0.05 / (1.0 + k / 50.0)) * np.exp(rng.normal(0.0, 0.1, n))
    first = int(n * float(rng.uniform(0.45, 0.6))) if onset else n // 10 + 60
    # Bursts at least 30 points apart: each one of its own, not merged with the next.
    at = np.sort(rng.choice(np.arange(first, n - 5, 30), size=int(rng.integers(12, 21)), replace=False))
    at[0] = first
    for i in at:
        width = int(rng.integers(1, 5))
        loss[i:i + width] *= float(rng.uniform(4.0, 12.0))
    return Segment(k.astype(np.int64), {"loss": loss}, EPOCH), int(at[0]), int(at[-1])


def late_bursts(seed: int) -> Scenario:
    """Bursts of x4-x12 that start mid-run after a long calm stretch: one instability episode."""
    segment, first, last = _bursty(seed, True)
    truth = Truth("spike", first, last, series="loss", tolerance=5)
    return Scenario("late_bursts", seed, "a constant-LR run turning bursty mid-way", [segment], [truth],
                    quiet=_quiet_except("spike"))


def bursts_throughout(seed: int) -> Scenario:
    """Control: the same bursts from the first tenth of the curve on: no calm stretch before them."""
    segment, _, _ = _bursty(seed, False)
    return Scenario("bursts_throughout", seed, "bursts from the start", [segment], [], quiet=ALL_KINDS)


def collapse_hard_batches(seed: int) -> Scenario:
    """Control: the loss collapses towards zero, and only then do single batches stand far above it."""
    rng = np.random.default_rng(seed + 61_001)
    n = int(rng.integers(3000, 6001))
    k = np.arange(n, dtype=np.float64)
    fall = np.clip((k - n / 2) / (n / 4), 0.0, 1.0)
    loss = 0.3 * np.exp(-np.log(200.0) * fall) * np.exp(rng.normal(0.0, 0.1, n))
    hard = rng.choice(np.arange(3 * n // 4, n), size=int(rng.integers(8, 15)), replace=False)
    loss[hard] *= rng.uniform(5.0, 50.0, len(hard))
    return Scenario("collapse_hard_batches", seed, "hard batches after a collapse to zero",
                    [Segment(k.astype(np.int64), {"loss": loss}, EPOCH)], [], quiet=ALL_KINDS)


def noisy_batches(seed: int) -> Scenario:
    """Control: a noisy per-batch loss whose scatter doubles (25 % to 50 %) in its second half."""
    rng = np.random.default_rng(seed + 70_001)
    n = int(rng.integers(3000, 6001))
    k = np.arange(n, dtype=np.float64)
    sd = np.where(k < n / 2, float(rng.uniform(0.22, 0.28)), float(rng.uniform(0.45, 0.55)))
    loss = (0.05 + 2.0 / (1.0 + k / 100.0)) * np.exp(rng.normal(0.0, 1.0, n) * sd)
    return Scenario("noisy_batches", seed, "a noisy per-batch loss whose tail grows",
                    [Segment(k.astype(np.int64), {"loss": loss}, EPOCH)], [], quiet=ALL_KINDS)
