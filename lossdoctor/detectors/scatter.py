"""Outliers of a signed series judged against its own robust scatter (issue 32).

An RL policy loss, a GAN loss or an ELBO term crosses zero, so "x54 above its level" means
nothing there. A value far outside the series' own scatter is still a spike: it must stand
`z` robust sigmas (median absolute deviation) above the median of the points before it, and
exceed the largest value the series logged in its recent past (the `record_points` before it)
by `min_excess` times that value's own distance from the median, so the ordinary swings of a
GAN loss never count. The record is the recent one, not the all-time one: a loss that settled
long ago is judged by the scatter it has now (an SB3 PPO loss at -0.007 blipping to 0.24 long
after its value head's first large losses), and a second blip must still beat the first while
that one is in the window.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

MAD_SIGMA = 1.4826  # a normal's sigma per median absolute deviation
# The recent past an outlier must stand out of: three times the scatter's window.
RECORD_POINTS = 150


@dataclass(frozen=True)
class Outlier:
    """One value far outside its series' scatter, and how the series came back."""

    start_step: int
    peak_step: int
    end_step: int
    peak: float
    median: float        # of the points before it (the window)
    sigma: float         # robust scatter of those points
    largest_before: float  # the largest value the series logged before
    z: float
    recovery: str        # fast / slow / none
    recovery_steps: int | None

    @property
    def magnitude(self) -> float:
        """How far above its median, against the farthest excursion logged before (>= min_excess)."""
        return (self.peak - self.median) / max(self.largest_before - self.median, self.sigma)


def outliers(steps: np.ndarray, values: np.ndarray, *, z: float = 12.0, min_excess: float = 2.5,
             window_points: int = 50, min_points: int = 20, fast_steps: int = 250,
             fast_points: int = 3, record_points: int | None = RECORD_POINTS) -> list[Outlier]:
    """Upward outliers of a (finite) series, each judged by its recovery: fast when back within
    `fast_steps` or `fast_points` logged points (an RL loss is logged once per rollout). With
    `record_points` None the record is the all-time one (a GAN player's, whose whole game is its
    scatter)."""
    ok = np.isfinite(values)
    steps, values = steps[ok], values[ok]
    n = len(values)
    found: list[Outlier] = []
    if n <= min_points:
        return found
    record = recent_record(values, record_points)
    i = min_points
    for cand in _candidates(values, record, min_points, window_points, min_excess):
        if cand < i:
            continue  # inside the recovery of the outlier found before
        i = int(cand)
        ref = values[max(0, i - window_points):i]
        median = float(np.median(ref))
        sigma = MAD_SIGMA * float(np.median(np.abs(ref - median)))
        # A series stuck at one value has no scatter: use a floor relative to its size.
        sigma = max(sigma, 1e-6 * max(abs(median), 1e-12))
        excess = float(values[i]) - median
        top = max(float(record[i]), median)
        tail = _tail(values[max(0, i - 3 * window_points):i]) if excess >= z * sigma else 1.0
        if excess < z * sigma or excess < min_excess * tail * max(top - median, sigma):
            continue
        # Back once the series is within the largest ordinary excursion again.
        limit = median + max(z * sigma / 2, top - median)
        back = i + 1
        while back < n and values[back] > limit:
            back += 1
        recovered: int | None
        if back >= n:
            recovery, recovered, end = "none", None, int(steps[-1])
        else:
            end = int(steps[back])
            recovered = end - int(steps[i])
            recovery = "fast" if recovered <= fast_steps or back - i <= fast_points else "slow"
        peak_at = i + int(np.argmax(values[i:max(back, i + 1)]))
        found.append(Outlier(int(steps[i]), int(steps[peak_at]), end, float(values[peak_at]), median, sigma,
                             top, excess / sigma, recovery, recovered))
        i = max(back, i + 1)
    return found


def recent_record(values: np.ndarray, points: int | None) -> np.ndarray:
    """The largest of the `points` values before each index (None: of all of them; the first
    value's own at index 0)."""
    from scipy.ndimage import maximum_filter1d

    if points is None or points >= len(values):
        upto = np.maximum.accumulate(values)
    else:
        size = max(1, int(points))
        upto = maximum_filter1d(values, size=size, mode="nearest", origin=(size - 1) // 2)  # max of [i-size+1, i]
    return np.r_[values[:1], upto[:-1]]


def _candidates(values: np.ndarray, record: np.ndarray, min_points: int, window_points: int,
                min_excess: float) -> np.ndarray:
    """Indices that may be outliers, found in one vectorised pass: a new recent record whose
    height above the running median of the points before it is well above the record's (half
    the `min_excess` the exact test asks, as slack for the two medians' windows). The exact
    test, with the robust scatter and the tail, is the caller's on these few."""
    from lossdoctor.detectors import signal

    above = np.flatnonzero(values[min_points:] > record[min_points:]) + min_points
    if not len(above):
        return above
    med = signal.lagged_median(values, window_points | 1, 0)[above]
    med = np.where(np.isfinite(med), med, values[above])
    keep = values[above] - med >= 0.5 * min_excess * np.maximum(record[above] - med, 0.0)
    return above[keep]


def record_excess(steps: np.ndarray, values: np.ndarray, step: int, *, window_points: int = 50,
                  record_points: int = RECORD_POINTS) -> float | None:
    """How many times farther above the median of the `window_points` before it the positive
    series' value at `step` stands than the largest value of the `record_points` before it, on
    log scale (a loss's ratios); None when the value is not positive or fewer than
    `window_points` come before it."""
    ok = np.isfinite(values) & (values > 0)
    steps, y = steps[ok], np.log(values[ok])
    i = int(np.searchsorted(steps, step))
    if i >= len(y) or steps[i] != step or i < window_points:
        return None
    median = float(np.median(y[i - window_points:i]))
    top = float(np.max(y[max(0, i - record_points):i]))
    return float((y[i] - median) / max(top - median, 1e-9))


def _tail(ref: np.ndarray) -> float:
    """How much heavier than a normal's the tails of `ref` are (1.0 for a normal): its 99th over its
    75th percentile of distance from the median, against a normal's 2.0 (its 98th over 75th). A heavy-tailed series
    (a GAN loss) sets new records far above its old ones by chance, so it must jump further."""
    if len(ref) < 30:
        return 1.0
    dist = np.abs(ref - np.median(ref))
    q75, q99 = np.percentile(dist, [75, 98])
    return 1.0 if q75 <= 0 else max(1.0, float(q99 / q75) / 2.0)
