"""Towering points (c34 KITTI visual odometry): a per-batch loss that scatters over two orders of
magnitude (log-normal noise of sigma 1.0-1.3 around a level of 20-100) and throws single batches
x300-x5000 above that level 4-8 times: one episode from the first to the last. Control: the same
noisy curve without them (its own tail reaches x30 now and then, never far above its neighbours).

Importing this module adds its scenarios to `CATALOGUE` (and the control to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

POINTS = 500


def _noisy(rng: np.random.Generator) -> np.ndarray:
    """A loss around 20-100 (slowly drifting), log-normal noise of sigma 1.0-1.3."""
    t = np.arange(POINTS, dtype=float)
    level = float(rng.uniform(20.0, 40.0)) * (1.0 + float(rng.uniform(0.0, 1.5)) * t / POINTS)
    return level * np.exp(float(rng.uniform(1.0, 1.3)) * rng.standard_normal(POINTS))


def towering_blowups(seed: int) -> Scenario:
    """4-8 single points x300-x5000 above the level, at least 40 points apart: one warning."""
    rng = np.random.default_rng(seed + 8111)
    values = _noisy(rng)
    picks: list[int] = []
    while len(picks) < int(rng.integers(4, 9)):
        at = int(rng.integers(30, POINTS - 30))
        if all(abs(at - p) >= 40 for p in picks):
            picks.append(at)
    picks.sort()
    for at in picks:
        values[at] = float(np.median(values[at - 20:at + 20])) * float(10.0 ** rng.uniform(2.5, 3.7))
    truth = Truth("spike", picks[0], picks[-1], tolerance=1)
    return Scenario("towering_blowups", seed, "a very noisy per-batch loss with single batches far above it all",
                    [Segment(np.arange(POINTS, dtype=np.int64), {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("spike"))


def towering_noise(seed: int) -> Scenario:
    """Control: the same noisy curve, no batch far above its neighbourhood."""
    rng = np.random.default_rng(seed + 8219)
    return Scenario("towering_noise", seed, "a very noisy per-batch loss and nothing more",
                    [Segment(np.arange(POINTS, dtype=np.int64), {"loss": _noisy(rng)}, EPOCH)], [],
                    quiet=ALL_KINDS, allowed=("spike",))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (towering_blowups, towering_noise)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "towering_noise")
