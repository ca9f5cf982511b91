"""Towering points: single losses far above everything around them, on however noisy a curve.

A per-batch loss can scatter over two orders of magnitude (a visual-odometry CNN whose batches log
0.3 to 1,000 around a level of 30-100): the spike scan's threshold, six of that scatter's sigmas,
then asks for x1,000-x3,000 and lets pass points of 25,000-490,000 that a person sees at once,
each dozens of times above every value the curve logged for twenty points on either side. Such a
point is measured here against its neighbourhood's own top (the third largest of the points within
`NEIGHBOURS` on each side, its immediate neighbours left out: they may be its own tail): `MIN_RATIO`
(30) times above it is far beyond any scatter the curve shows there. One is a hard batch; the
caller counts them (several are a run that keeps blowing up).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal

# Points on each side a point is measured against.
NEIGHBOURS = 20
# How far above its neighbourhood's top a point must stand.
MIN_RATIO = 30.0
# The neighbourhood's top is its `TOP_RANK`-th largest value: another tower nearby is no top.
TOP_RANK = 3
# More candidates than this: the curve's scatter, not towers.
MAX_CANDIDATES = 1000


@dataclass(frozen=True)
class Tower:
    """One towering point: its step, its value and how far above its neighbourhood's top."""

    step: int
    value: float
    ratio: float


def towers(steps: np.ndarray, values: np.ndarray) -> list[Tower]:
    """The towering points of a curve of positive finite values (others are left out)."""
    ok = np.isfinite(values) & (values > 0)
    s, v = steps[ok], values[ok]
    n = len(v)
    found: list[Tower] = []
    if n < 2 * NEIGHBOURS + 1:
        return found
    # Only points far above their window's median can tower (that median is at most the top):
    # a cheap pass first, so a long curve costs one running median.
    level = signal.rolling_median(np.log(v), 2 * NEIGHBOURS + 1)
    candidates = np.flatnonzero(np.log(v) - level >= np.log(MIN_RATIO))
    if len(candidates) > MAX_CANDIDATES:
        return found  # a curve that does this everywhere: that is its scatter
    for i in candidates:
        around = np.concatenate([v[max(0, i - NEIGHBOURS):max(0, i - 1)], v[i + 2:i + 2 + NEIGHBOURS]])
        if len(around) < NEIGHBOURS:
            continue  # too near an end to know its neighbourhood
        top = float(np.sort(around)[-TOP_RANK])
        if top > 0 and v[i] >= MIN_RATIO * top:
            found.append(Tower(int(s[i]), float(v[i]), float(v[i] / top)))
    return found


__all__ = ["MIN_RATIO", "NEIGHBOURS", "Tower", "towers"]
