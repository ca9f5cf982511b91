"""Bursts: one-step jumps that a loss rarely makes, packed into a short stretch.

A per-step loss scattering 35 % per step has single batches at x3 now and then; each is below
the spike threshold, and rightly so. Six of them within 45 steps (a Pythia fine-tune at 0.18:
1.49, 1.76, 1.39, 0.69, 0.59, 0.96 at 1901-1945, when the curve made two others in 3915 steps)
is no chance: something in those batches or that update went wrong. The test is a count against
the curve's own rate: a jump is a point `sigmas` robust sigmas (and at least x3) above the median
of the `trail` points before it; a stretch of `window` points holding `min_jumps` or more of them,
where the curve's rate elsewhere (and in the `CONTEXT_WINDOWS` windows just before) predicts so
many with probability under `alpha` (Poisson), is a burst; a curve with more than `MAX_BURSTS` of
them has them in its character.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import exp, log

import numpy as np

from lossdoctor.detectors import signal

MIN_RATIO = 3.0  # a jump is at least x3 over the points before it
# The least level, as a share of the curve's first one, a burst can rise from.
MIN_LEVEL = 0.05
# A curve with more bursts than this has them in its character (a noisier phase), not as events.
MAX_BURSTS = 2
# The stretch before a burst whose own rate of jumps it is also held against, in windows.
CONTEXT_WINDOWS = 10


@dataclass(frozen=True)
class Burst:
    """Rare jumps packed together: where, how many, and how rare they are on this curve."""

    start_step: int
    peak_step: int
    end_step: int
    jumps: int
    peak: float
    level: float          # median of the points before the first jump
    expected: float       # jumps the curve's own rate predicts in that many points
    chance: float         # Poisson probability of at least `jumps` of them


def _poisson_tail(k: int, lam: float) -> float:
    """P(X >= k) for X ~ Poisson(lam)."""
    if lam <= 0:
        return 0.0 if k > 0 else 1.0
    term = exp(-lam)
    below = 0.0
    for i in range(k):
        below += term
        term *= lam / (i + 1)
    return max(0.0, 1.0 - below)


def bursts(steps: np.ndarray, values: np.ndarray, *, trail: int = 20, sigmas: float = 3.0,
           window: int = 50, min_jumps: int = 3, alpha: float = 1e-4, min_points: int = 100) -> list[Burst]:
    """The bursts of a positive loss (log scale), each the jumps of one packed stretch."""
    ok = np.isfinite(values) & (values > 0)
    steps, y = steps[ok], np.log(values[ok])
    n = len(y)
    if n < min_points:
        return []
    # Where the loss is still finding its level (its first tenth), jumps are its descent's scatter;
    # where it was driven near zero (under a twentieth of where it began), single batches jump by
    # orders of magnitude on log scale and the printed digits run out: neither is a burst.
    settled = max(min_points // 10, n // 10)
    floor = MIN_LEVEL * float(np.exp(np.median(y[:max(5, n // 20)])))
    base = signal.lagged_median(y, trail | 1, 0)
    resid = y - base
    sigma = signal.mad_sigma(resid[np.isfinite(resid)])
    if not np.isfinite(sigma) or sigma <= 0:
        return []
    need = max(log(MIN_RATIO), sigmas * sigma)
    high = np.isfinite(resid) & (resid >= need)
    # Separate jumps: each from a point that was not one (a loss that jumps and stays up, as a
    # relaunch's curve starting over does, makes one jump, however long its trailing median lags).
    high[1:] &= ~high[:-1].copy()
    jumps = np.flatnonzero(high)
    if len(jumps) < min_jumps:
        return []
    found: list[Burst] = []
    k = 0
    while k < len(jumps):
        # The jumps within `window` points of this one: a burst is short (frequent jumps all along
        # a heavy-tailed curve never chain into one).
        last = k
        while last + 1 < len(jumps) and jumps[last + 1] - jumps[k] < window:
            last += 1
        count = last - k + 1
        span = int(jumps[last] - jumps[k]) + 1
        # The curve's own rate, from the jumps outside this stretch (at least one, so a curve
        # with no other jump is not taken for one that never jumps): a burst must not vouch for itself.
        rate = max(len(jumps) - count, 1) / max(n - span, 1)
        # ...and the rate just before it: a curve that turned noisier jumps more often there.
        lo = max(0, int(jumps[k]) - CONTEXT_WINDOWS * window)
        near = int(np.count_nonzero((jumps >= lo) & (jumps < jumps[k])))
        if jumps[k] - lo >= window:
            rate = max(rate, near / (jumps[k] - lo))
        expected = rate * max(span, window)
        chance = _poisson_tail(count, expected)
        if count >= min_jumps and chance <= alpha and jumps[k] >= settled and np.exp(base[jumps[k]]) >= floor:
            i0, i1 = int(jumps[k]), int(jumps[last])
            top = i0 + int(np.argmax(y[i0:i1 + 1]))
            found.append(Burst(int(steps[i0]), int(steps[top]), int(steps[i1]), count, float(np.exp(y[top])),
                               float(np.exp(base[i0])), expected, chance))
            k = last + 1
        else:
            k += 1
    return found if len(found) <= MAX_BURSTS else []


__all__ = ["Burst", "bursts"]
