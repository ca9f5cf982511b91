"""Time to target: the steps (and tokens or seconds, when logged) each side needs to reach it.

Each side is read over its own full length (a faster recipe may stop sooner): the mean of its
runs, averaged over 1/200 of that length, reaches the target at the end of the first such bin
at or past it. The default target is the baseline's final value on that same curve, so the
baseline reaches it at its end at the latest.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.compare.curves import Curve
from lossdoctor.compare.grid import bin_means, bins_for, common_range, edges, steps_at
from lossdoctor.compare.model import Reach

BINS = 200


def side_curve(curves: list[Curve]) -> tuple[np.ndarray, np.ndarray] | None:
    """Right bin edges and the side's mean bin values over the stretch its runs share."""
    span = common_range(curves)
    if span is None:
        return None
    bins = min(BINS, bins_for(curves, *span))
    if bins < 2:
        return None
    grid = edges(span[0], span[1], bins)
    return grid[1:], np.mean([bin_means(c, grid) for c in curves], axis=0)


def final_value(curves: list[Curve]) -> float | None:
    """The side's final value on its own curve (its last bin)."""
    found = side_curve(curves)
    return None if found is None else float(found[1][-1])


def reach(curves: list[Curve], extra: dict[str, list[Curve | None]], target: float,
          lower_is_better: bool) -> Reach:
    """When the side reaches the target: its step, and the median tokens/seconds of its runs then."""
    found = side_curve(curves)
    if found is None:
        return Reach(None, runs=len(curves))
    right, mean = found
    # A hair of float slack: the baseline's own final value must count as reached.
    slack = 1e-9 * max(abs(target), 1.0)
    hit = np.flatnonzero(mean <= target + slack if lower_is_better else mean >= target - slack)
    if not len(hit):
        return Reach(None, runs=len(curves))
    x = float(right[hit[0]])
    step = float(steps_at(curves[0], np.array([x]))[0])
    medians: dict[str, float | None] = {}
    for unit, others in extra.items():
        got = [float(np.interp(step, o.steps.astype(np.float64), o.x)) for o in others if o is not None]
        medians[unit] = float(np.median(got)) if got and len(got) == len(others) else None
    return Reach(step, medians.get("tokens"), medians.get("seconds"), len(curves), len(curves))
