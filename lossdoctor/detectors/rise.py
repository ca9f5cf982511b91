"""The divergence test on one timeline: a significant rise from the last minimum to the end.

Shared by the divergence detector (loss, live and dead attempts) and the eval-divergence
detector (eval loss), so that both place the onset the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.trend import Curve, reduce_curve, rise_onset, robust_slope


@dataclass(frozen=True)
class Rise:
    """A sustained rise that lasts to the end of the timeline."""

    start_step: int        # where the rise leaves the previous trend
    end_step: int          # the last step of the timeline (or the first non-finite one)
    low: float             # log-loss at the minimum
    high: float            # log-loss at the end of the timeline
    slope: float           # log-loss per 1000 steps over the rise
    p_rising: float        # P(slope > 0), dlib-style robust test
    z: float               # (high - low) / bucket noise
    to_nonfinite: bool     # the timeline ended in NaN or inf
    curve: Curve


def find_rise(steps: np.ndarray, values: np.ndarray, *, min_rise: float, min_z: float,
              p_threshold: float, min_buckets: int = 5, max_buckets: int = 300,
              tail_fraction: float = 0.04) -> Rise | None:
    """The rise from the timeline's last significant minimum to its end, if it is real.

    The curve must end well above its minimum (`min_rise` in log units and `min_z`
    bucket sigmas), rise robustly (P(slope > 0) > `p_threshold` with the top 10 % of
    residuals dropped) and keep rising (the second half of the rise above the first), so
    a spike that settles on a new level or a plateau is not a divergence.
    """
    curve = reduce_curve(steps, values, max_buckets=max_buckets)
    if curve is None or len(curve) < 4:
        return None
    level, n = curve.level, len(curve)
    tail = max(1, int(round(tail_fraction * n)))
    high = float(np.median(level[-tail:])) if not curve.nonfinite_tail else float(level[-1])
    lowest = int(np.argmin(level[:-1]))
    low = float(level[lowest])
    rise = high - low
    if rise < min_rise or rise < min_z * curve.noise:
        return None
    segment = level[lowest:]
    blow_up = curve.nonfinite_tail and rise >= max(min_rise, np.log(2.0))
    if len(segment) < min_buckets and not blow_up:
        return None
    slope, p_up = robust_slope(curve.steps[lowest:] / 1000.0, segment)
    if len(segment) >= min_buckets:
        half = len(segment) // 2
        first, second = np.median(segment[:half]), np.median(segment[half:])
        if not blow_up and (p_up < p_threshold or second - first < 2.0 * curve.noise):
            return None
        start = _onset(curve, lowest)
    else:
        start = lowest
    return Rise(curve.step_at(start), curve.first_bad_step or curve.last_step, low, high,
                slope, p_up, rise / curve.noise, curve.nonfinite_tail, curve)


def _onset(curve: Curve, lowest: int) -> float:
    """The onset near the minimum: a hinge fit over the rise and as much history before it."""
    n = len(curve)
    length = n - lowest
    lo = max(0, lowest - 2 * length)
    window = slice(lo, n)
    x, y = curve.steps[window].astype(np.float64), curve.level[window]
    k = rise_onset(x, y, max(lowest - lo - length, 1), min(lowest - lo + max(length // 2, 1), len(x) - 2))
    return float(lo + k)
