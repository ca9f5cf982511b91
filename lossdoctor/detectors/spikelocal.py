"""A bump on a short curve, measured against the smooth stretch just before it (issue 32).

On a curve of a few dozen points (one per epoch, a fine-tune logged every N steps) the scan's
noise comes from all the points, the steep first fall with them: an 18-epoch Keras loss that
falls 17.5 -> 0.11 and then goes 0.111 -> 0.19, 0.24, 0.30 -> 0.12 would need x21 to stand out,
where a person sees the bump at once. A person measures it against the stretch before it: the
last `REF_POINTS` points outside any bump found already, their straight-line trend (log scale)
and their scatter around it. A bump starts above that stretch's level (its last point, or its
trend where that runs higher), lasts at most `MAX_WIDTH` points, peaks at least `ratio` over the
level and `z` times the stretch's scatter, and comes back (it sheds three quarters of its jump,
on log scale, within those points).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.detectors.spikefind import Spike

# The smooth stretch a bump is measured against: its last points outside earlier bumps.
REF_POINTS = 4
# A bump lasts at most this many points, then comes back.
MAX_WIDTH = 3
# The least scatter (log) of a stretch: four points on a line say little about the noise.
MIN_SCATTER = 0.02
# How far back a bump must come: its height (log) shrinks to this share of the jump.
BACK_SHARE = 0.25


def _stretch(x: np.ndarray, y: np.ndarray, at: float) -> tuple[float, float]:
    """The level the straight-line trend of (x, y) predicts at `at`, and the scatter around it."""
    slope, icept = np.polyfit(x, y, 1)
    resid = y - (slope * x + icept)
    scatter = float(np.sqrt(np.sum(resid ** 2) / max(len(y) - 2, 1)))
    return float(slope * at + icept), scatter


def local_bumps(steps: np.ndarray, values: np.ndarray, *, ratio: float = 2.0, z: float = 10.0,
                fast_steps: int = 250) -> list[Spike]:
    """The bumps of a (short, positive) curve that stand out of the smooth stretch before each."""
    ok = np.isfinite(values) & (values > 0)
    steps, y = steps[ok], np.log(values[ok])
    n = len(y)
    used = np.zeros(n, dtype=bool)
    found: list[Spike] = []
    i = REF_POINTS
    while i < n - 1:
        ref = np.flatnonzero(~used[:i])[-REF_POINTS:]
        if len(ref) < REF_POINTS:
            i += 1
            continue
        pred, scatter = _stretch(ref.astype(float), y[ref], float(i))
        scatter = max(scatter, MIN_SCATTER)
        # The stretch's level: its last point, or its trend where that runs higher (a conservative
        # level on both a falling and a rising stretch).
        base = max(float(y[ref[-1]]), pred)
        if y[i] - base < max(float(np.log(1.25)), 2.0 * scatter):
            i += 1
            continue
        back = next((j for j in range(i + 1, min(n, i + MAX_WIDTH + 1))
                     if y[j] - base <= BACK_SHARE * (float(np.max(y[i:j])) - base)), None)
        if back is None:
            i += 1
            continue
        peak = i + int(np.argmax(y[i:back]))
        jump = float(y[peak]) - base
        if jump < np.log(ratio) or jump < z * scatter:
            i += 1
            continue
        took = int(steps[back] - steps[i])
        found.append(Spike(
            start_step=int(steps[i]), peak_step=int(steps[peak]), end_step=int(steps[back]),
            recovery="fast" if took <= fast_steps else "slow", recovery_steps=took,
            baseline=float(np.exp(base)), peak=float(np.exp(y[peak])), z=jump / scatter, noise=scatter,
            threshold_ratio=float(max(ratio, np.exp(z * scatter))), reason="recovered"))
        used[i:back] = True
        i = back
    return found


__all__ = ["MAX_WIDTH", "REF_POINTS", "local_bumps"]
