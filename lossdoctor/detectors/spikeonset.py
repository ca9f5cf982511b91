"""Bursts that start mid-run: a loss that goes x3 and more above its recent level again and again
from some step on, after a long stretch that never did.

A long run at a constant learning rate can turn unstable once its loss nears its floor (Adam's
steps grow as its second-moment estimate shrinks): a photonic-device MLP regression logged 9,900
epochs whose points never stood x3 above the median of the 51 before them, then 17 bursts of x3-x12
in the next 10,000, each gone within a few epochs. One burst is a hard stretch; each here is under
the spike scan's threshold or a fast info spike, and together they are the run changing character.
The bursts are counted against the calm stretch before the first (from the curve's first tenth
on): at the rate they come after it, a stretch that long holds none by chance less than
`MAX_CHANCE`. Not on a curve whose calm scatter reaches x3 in fewer than `BURST_Z` sigmas (a noisy
per-batch loss's tail grows as its level falls), nor when the level fell far across the onset
(`MAX_FALL`): a loss that collapsed
towards zero makes every hard batch a large ratio (a fine-tune at 0.0003 logging one 0.29), its
scatter grown, not its stability lost.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal

# How far above the median of the points before it a point must stand to be part of a burst.
BURST_RATIO = 3.0
# The trailing median's points.
TRAIL = 51
# Burst points at most this many points apart are one burst.
GAP = 20
# The x3 line must stand this many robust sigmas out of the calm stretch's own scatter about its
# trailing median: a per-batch loss scattering 35 % (single batches, or a Keras running mean
# de-averaged) crosses x3 at 3 sigmas, and more often as its level falls; that is its tail.
BURST_Z = 6.0
# Bursts needed, and the least curve length that can show a calm stretch and an onset.
MIN_BURSTS = 5
MIN_POINTS = 1000
# The chance that the calm stretch holds no burst at the rate after the onset.
MAX_CHANCE = 1e-3
# The level after the onset (median) may sit at most this far below the calm stretch's (median).
MAX_FALL = 4.0


@dataclass(frozen=True)
class Burst:
    """One burst: its first and last points over the line, its highest point and ratio."""

    start_step: int
    peak_step: int
    end_step: int
    ratio: float


@dataclass(frozen=True)
class Onset:
    """Bursts from an onset on, after a calm stretch of `calm_points` from `calm_from`."""

    bursts: tuple[Burst, ...]
    calm_from: int
    calm_points: int
    chance: float

    @property
    def start_step(self) -> int:
        return self.bursts[0].start_step

    @property
    def end_step(self) -> int:
        return self.bursts[-1].end_step


def onset(steps: np.ndarray, values: np.ndarray) -> Onset | None:
    """The bursts of a curve of positive values that start after a calm stretch, or None."""
    ok = np.isfinite(values) & (values > 0)
    x, y = steps[ok], np.log(values[ok])
    n = len(y)
    if n < MIN_POINTS:
        return None
    excess = y - signal.lagged_median(y, TRAIL, 0)
    first = max(TRAIL, n // 10)
    hot = np.zeros(n, dtype=bool)
    hot[first:] = np.nan_to_num(excess[first:], nan=0.0) >= math.log(BURST_RATIO)
    starts, ends = signal.merge_runs(*signal.runs_of(hot), GAP)
    if len(starts) < MIN_BURSTS:
        return None
    calm, after = int(starts[0]) - first, n - int(starts[0])
    chance = math.exp(-len(starts) * calm / after)
    if chance >= MAX_CHANCE:
        return None
    calm_excess = excess[first:starts[0]]
    if BURST_Z * signal.mad_sigma(calm_excess[np.isfinite(calm_excess)]) > math.log(BURST_RATIO):
        return None
    before = float(np.median(y[first:starts[0]]))
    if before - float(np.median(y[starts[0]:])) > math.log(MAX_FALL):
        return None
    bursts = []
    for lo, hi in zip(starts, ends):
        top = int(lo) + int(np.argmax(excess[lo:hi]))
        bursts.append(Burst(int(x[lo]), int(x[top]), int(x[hi - 1]), float(math.exp(excess[top]))))
    return Onset(tuple(bursts), int(x[first]), calm, chance)


__all__ = ["BURST_RATIO", "Burst", "Onset", "onset"]
