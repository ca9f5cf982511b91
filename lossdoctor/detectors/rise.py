"""The divergence test on one timeline: a significant rise from the last minimum to the end.

Shared by the divergence detector (loss, live and dead attempts) and the eval-divergence
detector (eval loss), so that both place the onset the same way.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.trend import Curve, onset_near_minimum, reduce_curve, robust_slope


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
    stepped: bool = False  # one lasting step up (`step_up_in`), not a climb
    held: bool = False     # left its early low and stayed well above it (`held_rise_in`)


def find_rise(steps: np.ndarray, values: np.ndarray, *, min_rise: float, min_z: float,
              p_threshold: float, min_buckets: int = 5, max_buckets: int = 300,
              tail_fraction: float = 0.04) -> Rise | None:
    """The rise from the timeline's last significant minimum to its end, if it is real.

    The curve must end well above its minimum (`min_rise` in log units and `min_z`
    bucket sigmas), rise robustly (P(slope > 0) > `p_threshold` with the top 10 % of
    residuals dropped) and keep rising (the second half of the rise above the first), so
    a spike that settles on a new level or a plateau is not a divergence.
    """
    return rise_in(reduce_curve(steps, values, max_buckets=max_buckets), min_rise=min_rise, min_z=min_z,
                   p_threshold=p_threshold, min_buckets=min_buckets, tail_fraction=tail_fraction)


def rise_in(curve: Curve | None, *, min_rise: float, min_z: float, p_threshold: float,
            min_buckets: int = 5, tail_fraction: float = 0.04) -> Rise | None:
    """`find_rise` on a curve already reduced to bucket medians."""
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
        start = float(_blow_up_onset(curve, onset_near_minimum(curve.steps.astype(np.float64),
                                                               curve.level, lowest, curve.noise)))
    else:
        start = float(_blow_up_onset(curve, lowest))
    if start > lowest + 2:
        # The rise left a level above the global minimum: measure it from there.
        low = float(np.median(level[max(lowest, int(start) - 5):int(start)]))
    return Rise(curve.step_at(start), curve.first_bad_step or curve.last_step, low, high,
                slope, p_up, rise / curve.noise, curve.nonfinite_tail, curve)


def _blow_up_onset(curve: Curve, k: int, width: int = 5) -> int:
    """Move the onset to the start of a final abrupt climb when the stretch between the
    hinge and that climb never rose: a late blow-up drags a hinge fit back (AlgoPerf
    criteo: flat at 0.157 for 30 steps, then 0.199, 18.3, 4.5e6, inf)."""
    level, n = curve.level, len(curve)
    r = n - 1
    while r > k and level[r] > float(np.median(level[max(0, r - width):r])) + 3.0 * curve.noise:
        r -= 1
    climb = r + 1
    if climb >= n or climb <= k:
        return k
    if climb - k < 3:
        return climb  # the hinge sits on the last flat point: report the first risen one
    if climb - k < n - climb:  # not a long flat stretch followed by a short climb
        return k
    half = (k + climb) // 2
    if float(np.median(level[half:climb])) - float(np.median(level[k:half])) < 2.0 * curve.noise:
        return climb
    return k


def step_up_in(curve: Curve | None, *, min_step: float = 0.1, max_step: float = float(np.log(2.0)),
               min_z: float = 8.0, min_buckets: int = 12) -> Rise | None:
    """One lasting step up of the level that leaves the loss above where the run began.

    `rise_in` wants a climb that keeps climbing; a loss that jumps to a higher level and stays
    there (a LoRA fine-tune flat at 1.7 for 250 steps, then at 2.1 to the end) fails its
    "second half above the first" test, yet a person reports it: the run ends worse than it
    began. The step is the split of the bucket curve (both sides at least a fifth of it) with
    the largest two-sample statistic; it must be at least `min_step` in log units and `min_z`
    standard errors of the level difference, at most `max_step` (a larger jump that holds is a
    spike that never came back, and the spike detector says so), abrupt (half of it within a tenth of the run
    around the split), lasting (the last fifth of the curve still holds three quarters of it),
    above the start (the level after it at least half a step above the first buckets) and a
    level (its scatter at most twice that before it), so the way back up from a dip, a slow
    drift, a healthy decay with a bump and a blow-up that keeps thrashing are not it.
    """
    if curve is None or len(curve) < min_buckets or curve.nonfinite_tail:
        return None
    level, n = curve.level, len(curve)
    ks = np.arange(max(2, n // 5), n - max(2, n // 5) + 1)
    if not len(ks):
        return None
    csum = np.concatenate([[0.0], np.cumsum(level)])
    mean_before = csum[ks] / ks
    mean_after = (csum[n] - csum[ks]) / (n - ks)
    stat = (mean_after - mean_before) * np.sqrt(ks * (n - ks) / n)
    k = int(ks[int(np.argmax(stat))])
    before, after = level[:k], level[k:]
    low, high = float(np.median(before)), float(np.median(after))
    step = high - low
    error = curve.noise * float(np.sqrt(1.0 / len(before) + 1.0 / len(after)))
    if step < min_step or step < min_z * error or step > max_step:
        return None  # a jump past `max_step` that holds is a spike that never came back (LD101)
    w = max(3, n // 10)
    if float(np.median(level[k:k + w])) - float(np.median(level[max(0, k - w):k])) < 0.5 * step:
        return None  # a drift, not a step
    if float(np.median(level[-max(3, n // 5):])) < low + 0.75 * step:
        return None  # it came back down
    if high < float(np.median(level[:max(3, n // 20)])) + 0.5 * step:
        return None  # still below where the run began: a bump in a decay
    from lossdoctor.detectors.signal import diff_sigma

    if diff_sigma(after) > 2.0 * max(diff_sigma(before), curve.noise):
        return None  # thrashing after it, not a new level: repeated explosions are instability's
    slope, p_up = robust_slope(curve.steps / 1000.0, level)
    return Rise(curve.step_at(k), curve.last_step, low, high, slope, p_up, step / curve.noise, False, curve,
                stepped=True)


def held_rise_in(curve: Curve | None, *, min_factor: float = 1.5, keep_factor: float = 1.3,
                 min_z: float = 4.0, min_points: int = 12) -> Rise | None:
    """A loss that left its low early in the run and sat well above it for the rest of it.

    `rise_in` wants a climb to the end, `step_up_in` one abrupt step above where the run began;
    a person also reports a loss that bottoms in the run's first third, rises over a few points and
    never comes back: a fine-tune at 0.118 that climbs with its LR warm-up to 0.28-0.33 and stays,
    an epoch mean at 0.0030 that goes to 0.0065 and drifts back only to 0.0050 (the model got worse
    and stayed worse). The low is the curve's lowest 3-point running median, in its first third;
    the points after it must sit x`min_factor` above it on median and `min_z` standard errors out
    (the low counted as three points), reached over two points or more (a dip is back at once) none
    of which doubled the loss (a jump that holds is a spike's or a new objective's), nine in ten of
    them above x1.15, and the last fifth still x`keep_factor` above it. A healthy decay
    has its low late and never passes.
    """
    from lossdoctor.detectors.signal import rolling_median

    if curve is None or len(curve) < min_points or curve.nonfinite_tail:
        return None
    level, n = curve.level, len(curve)
    smooth = rolling_median(level, 3)
    k = int(np.argmin(smooth))
    after = level[k + 1:]
    if len(after) < max(6, (2 * n) // 3):
        return None  # the low is not in the run's first third
    low, high = float(smooth[k]), float(np.median(after))
    error = curve.noise * float(np.sqrt(1.0 / 3.0 + 1.0 / len(after)))
    if high - low < np.log(min_factor) or high - low < min_z * error:
        return None
    # It climbed to that level over two points or more: back at it at the next point, the low was
    # a dip below the level, not a level the run left.
    climb = int(np.argmax(after >= high))
    if climb < 2:
        return None
    # ...and no single point of the climb more than doubled it: a jump of x2 and more that holds is
    # a spike that never came back (LD101) or a change of objective (an L1-only warm-up ending).
    if float(np.max(np.diff(level[k:k + climb + 2]))) >= np.log(2.0):
        return None
    if float(np.mean(after > low + np.log(1.15))) < 0.9:
        return None  # it kept coming back to its low
    if float(np.median(level[-max(3, n // 5):])) < low + np.log(keep_factor):
        return None  # it came back near its low by the end
    left = k + 1 + int(np.argmax(smooth[k + 1:] > low + np.log(keep_factor)))
    slope, p_up = robust_slope(curve.steps[k:] / 1000.0, level[k:])
    return Rise(curve.step_at(left), curve.last_step, low, high, slope, p_up,
                (high - low) / curve.noise if curve.noise else float("inf"), False, curve, held=True)
