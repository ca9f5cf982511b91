"""Curves onto one grid of the axis: the mean of each curve over each bin, never a join on step.

A curve is read as the straight lines between its logged points. Each bin's value is that
line's exact average over the bin (an integral, not a sample), so a run logged every step
and one logged every 100 steps land on the same grid without favouring either: dense points
are averaged, sparse ones interpolated. Cost: one pass over each curve, O(n + bins).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.compare.curves import Curve

MAX_BINS = 400


def common_range(curves: list[Curve]) -> tuple[float, float] | None:
    """The stretch of the axis every curve covers, or None when they share none."""
    lo = max(float(c.x[0]) for c in curves)
    hi = min(float(c.x[-1]) for c in curves)
    return (lo, hi) if hi > lo else None


def bins_for(curves: list[Curve], lo: float, hi: float) -> int:
    """As many bins as the sparsest curve has points in the range, at most MAX_BINS."""
    inside = min(int(np.searchsorted(c.x, hi, "right") - np.searchsorted(c.x, lo, "left")) for c in curves)
    return max(0, min(MAX_BINS, inside))


def edges(lo: float, hi: float, bins: int) -> np.ndarray:
    """Bin edges of the grid."""
    return np.linspace(lo, hi, bins + 1)


def _integral(c: Curve, at: np.ndarray) -> np.ndarray:
    """The integral of the curve's straight lines from its first point up to each `at`."""
    x, y = c.x, c.y
    if len(x) == 1:
        return (at - x[0]) * y[0]
    areas = np.concatenate(([0.0], np.cumsum((y[1:] + y[:-1]) * 0.5 * np.diff(x))))
    k = np.clip(np.searchsorted(x, at, side="right") - 1, 0, len(x) - 2)
    dx = at - x[k]
    slope = (y[k + 1] - y[k]) / (x[k + 1] - x[k])
    return areas[k] + y[k] * dx + 0.5 * slope * dx * dx


def bin_means(c: Curve, grid_edges: np.ndarray) -> np.ndarray:
    """The curve's average over each bin."""
    total = _integral(c, grid_edges)
    return np.diff(total) / np.diff(grid_edges)


def moving_mean(values: np.ndarray, width: int) -> np.ndarray:
    """Centred moving average over `width` points; the window shrinks at the edges."""
    if width <= 1 or len(values) == 0:
        return values.astype(np.float64, copy=True)
    half = width // 2
    padded = np.concatenate(([0.0], np.cumsum(values, dtype=np.float64)))
    index = np.arange(len(values))
    lo = np.clip(index - half, 0, len(values))
    hi = np.clip(index + half + 1, 0, len(values))
    return (padded[hi] - padded[lo]) / (hi - lo)


def steps_at(c: Curve, x: np.ndarray) -> np.ndarray:
    """The training step at axis values `x`, read from one curve."""
    return np.interp(x, c.x, c.steps.astype(np.float64))
