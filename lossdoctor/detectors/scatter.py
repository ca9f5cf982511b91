"""Outliers of a signed series judged against its own robust scatter (issue 32).

An RL policy loss, a GAN loss or an ELBO term crosses zero, so "x54 above its level" means
nothing there. A value far outside the series' own scatter is still a spike: it must stand
`z` robust sigmas (median absolute deviation) above the median of the points before it, and
exceed the largest value the series ever logged before by `min_excess` times that value's own
distance from the median, so the ordinary swings of a GAN loss or an early, larger phase of the
curve never count.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

MAD_SIGMA = 1.4826  # a normal's sigma per median absolute deviation


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
             fast_points: int = 3) -> list[Outlier]:
    """Upward outliers of a (finite) series, each judged by its recovery: fast when back within
    `fast_steps` or `fast_points` logged points (an RL loss is logged once per rollout)."""
    ok = np.isfinite(values)
    steps, values = steps[ok], values[ok]
    n = len(values)
    found: list[Outlier] = []
    if n <= min_points:
        return found

    top = float(np.max(values[:min_points]))  # the largest value logged so far, outliers left out
    i = min_points
    while i < n:
        # An outlier is always a new record (it beats the largest value so far): jump to the next.
        i = _next_above(values, i, top)
        if i >= n:
            break
        ref = values[max(0, i - window_points):i]
        median = float(np.median(ref))
        sigma = MAD_SIGMA * float(np.median(np.abs(ref - median)))
        # A series stuck at one value has no scatter: use a floor relative to its size.
        sigma = max(sigma, 1e-6 * max(abs(median), 1e-12))
        excess = float(values[i]) - median
        tail = _tail(values[max(0, i - 3 * window_points):i]) if excess >= z * sigma else 1.0
        if excess < z * sigma or excess < min_excess * tail * max(top - median, sigma):
            top = max(top, float(values[i]))
            i += 1
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


def _tail(ref: np.ndarray) -> float:
    """How much heavier than a normal's the tails of `ref` are (1.0 for a normal): its 99th over its
    75th percentile of distance from the median, against a normal's 2.0 (its 98th over 75th). A heavy-tailed series
    (a GAN loss) sets new records far above its old ones by chance, so it must jump further."""
    if len(ref) < 30:
        return 1.0
    dist = np.abs(ref - np.median(ref))
    q75, q99 = np.percentile(dist, [75, 98])
    return 1.0 if q75 <= 0 else max(1.0, float(q99 / q75) / 2.0)


def _next_above(values: np.ndarray, start: int, top: float, chunk: int = 4096) -> int:
    """The first index from `start` whose value exceeds `top` (len(values) when none), searched
    chunk by chunk so that a series with many records costs no more than one pass."""
    n = len(values)
    while start < n:
        hits = np.flatnonzero(values[start:start + chunk] > top)
        if len(hits):
            return start + int(hits[0])
        start += chunk
    return n
