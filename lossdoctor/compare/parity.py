"""Do the curves match? The first point where they depart, by how much, against which tolerance.

Parity compares at the logged points of the most sparsely logged run: each other run is read
from its stitched curve there (exactly, where it logged that point; on the straight line
between its neighbours, where it did not). The tolerance is `--tolerance`, else the largest
difference between baseline runs near that point (base-vs-base), else float round-off.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.compare.curves import Curve

ROUND_OFF = 1e-6  # relative: what printing a float32 loss with 6-7 digits can change
COPY_SHARE = 0.1  # deterministic copies agree on at least the first tenth of their points
COPY_POINTS = 20


@dataclass(frozen=True)
class Departure:
    """Where the new side leaves the baseline, if it does."""

    index: int | None  # grid point of the first departure
    x: np.ndarray  # the grid
    difference: np.ndarray  # new mean minus baseline mean at each grid point
    tolerance: np.ndarray
    basis: str


def grid(curves: list[Curve], lo: float, hi: float) -> np.ndarray:
    """The logged points of the sparsest run inside the common range."""
    spans = [(int(np.searchsorted(c.x, lo, "left")), int(np.searchsorted(c.x, hi, "right"))) for c in curves]
    sparsest = min(range(len(curves)), key=lambda i: spans[i][1] - spans[i][0])
    start, stop = spans[sparsest]
    return curves[sparsest].x[start:stop]


def _cut(c: Curve, end: float) -> Curve:
    """The curve up to and including its first point at or past `end`."""
    stop = int(np.searchsorted(c.x, end, side="left")) + 1
    return Curve(c.run, c.x[:stop], c.y[:stop], c.steps[:stop])


def _stack(curves: list[Curve], x: np.ndarray) -> np.ndarray:
    return np.stack([np.interp(x, c.x, c.y) for c in curves])


def deterministic(new: list[Curve], base: list[Curve], lo: float, hi: float) -> bool:
    """Whether every run is a copy of the others at the start: the same values to round-off."""
    x = grid(new + base, lo, hi)
    if len(x) < 2:
        return False
    head = x[:max(COPY_POINTS, int(len(x) * COPY_SHARE))]
    # Only the head is read: the curves are cut there before interpolating (200k points each).
    values = _stack([_cut(c, float(head[-1])) for c in new + base], head)
    spread = values.max(axis=0) - values.min(axis=0)
    return bool(np.all(spread <= ROUND_OFF * np.maximum(np.abs(values[0]), 1.0)))


def departure(new: list[Curve], base: list[Curve], lo: float, hi: float,
              tolerance: float | None) -> Departure:
    """The first grid point where the new side's mean differs from the baseline's beyond tolerance."""
    x = grid(new + base, lo, hi)
    new_v, base_v = _stack(new, x), _stack(base, x)
    base_mean = base_v.mean(axis=0)
    diff = new_v.mean(axis=0) - base_mean
    eps = ROUND_OFF * np.maximum(np.abs(base_mean), 1.0)
    if tolerance is not None:
        tol, basis = np.full(len(x), float(tolerance)), "--tolerance"
    elif len(base) >= 2:
        envelope = base_v.max(axis=0) - base_v.min(axis=0)
        # The baseline runs' largest disagreement near each point (a few points either side).
        tol, basis = np.maximum(_running_max(envelope, 5), eps), f"base-vs-base envelope ({len(base)} runs)"
    else:
        tol, basis = eps, "round-off (one baseline run)"
    beyond = np.flatnonzero(np.abs(diff) > tol)
    return Departure(int(beyond[0]) if len(beyond) else None, x, diff, tol, basis)


def _running_max(values: np.ndarray, width: int) -> np.ndarray:
    from numpy.lib.stride_tricks import sliding_window_view

    half = width // 2
    padded = np.concatenate((np.full(half, -np.inf), values, np.full(half, -np.inf)))
    return sliding_window_view(padded, width).max(axis=1)
