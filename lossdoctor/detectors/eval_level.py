"""LD202's tests for few evals: a lasting rise above the best eval, and a training loss that stays flat."""

from __future__ import annotations

import math

import numpy as np

from lossdoctor.detectors.signal import MAD_TO_SIGMA, diff_sigma
from lossdoctor.detectors.trend import window_median


# Evals before the best that show the descent into it.
PRE_BEST = 2


def ranked_above(curve: np.ndarray, best: int, alpha: float) -> bool:
    """Whether every eval after the best lies above every eval of the descent that led to it.

    A lucky low eval on a flat, noisy curve has its neighbours on both sides at the level the
    later evals scatter about; an eval loss that turned has its descent below that level
    (CodeBERT: 0.176, 0.166, 0.157, then 0.177-0.237 for seven epochs). The descent is the
    `PRE_BEST` or more evals before the best (at most as many as come after it); the best and
    those, all below every later eval, happen by chance once in C(m + n, m) orderings of
    exchangeable evals, which must be under `alpha`. A descent from far above (the usual
    healthy curve) never ranks below the evals after its best."""
    after = curve[best + 1:]
    before = curve[max(0, best - len(after)):best]
    if len(before) < PRE_BEST or not len(after):
        return False
    if float(np.min(after)) <= float(np.max(before)):
        return False
    return 1.0 / math.comb(len(before) + 1 + len(after), len(before) + 1) < alpha


def lasting_rise(curve: np.ndarray, best: int, min_rise: float, noise: float, min_z: float,
                 resolution: float, alpha: float = 0.0) -> float | None:
    """The rise (log units) of the evals after the best one, when it is clear and lasting.

    Epoch-level evals are few: a trend test needs more points than an early stop leaves after
    the best (patience 2: two worse evals), and a jump that stays up (val 0.297 -> 0.446,
    then 0.35-0.39 to the end) is no monotone trend. The rise is lasting when every eval after
    the best stays above it by `min_rise`; clear when their median is twice that above it, and
    more than `min_z` noise sigmas: the series' own noise when known, else the scatter of those
    evals about their median (a lucky low eval on a flat, noisy curve is a few sigmas below
    the rest, not many); and more than two units of the resolution the values are printed to
    (0.0016 then 0.0017 for 550 epochs is one unit of the fourth decimal, not a rise).
    When every eval after the best ranks above the descent into it (`ranked_above`, at `alpha`),
    half of `min_z` sigmas of their scatter is enough: the order says it turned, and an overfit
    eval loss swings as it climbs (0.215, 0.195, 0.228, 0.177, 0.237 after a best of 0.157).
    `curve` is the log eval loss (smoothed when the evals are many). None otherwise.
    """
    after = curve[best + 1:]
    if len(after) < 2 or float(np.min(after)) < curve[best] + min_rise:
        return None
    rise = float(np.median(after)) - float(curve[best])
    if rise < 2.0 * min_rise:
        return None
    scatter = noise
    if not scatter and len(after) >= 3:
        scatter = float(MAD_TO_SIGMA * np.median(np.abs(after - np.median(after))))
    need = min_z / 2.0 if alpha and ranked_above(curve, best, alpha) else min_z
    if rise < need * scatter or rise <= 2.0 * resolution:
        return None
    return rise


def resolution(raw: np.ndarray, at: int) -> float:
    """The smallest step between two distinct values of the log series `raw`, relative to its
    value at `at` (log units): an upper bound on the resolution the values are printed to."""
    levels = np.unique(np.exp(raw[np.isfinite(raw)]))
    if len(levels) < 2:
        return 0.0
    return float(np.log1p(np.min(np.diff(levels)) / math.exp(float(raw[at]))))


# The training loss's first points, whose level shows where it came down from.
START_POINTS = 3


def train_flat(steps: np.ndarray, logs: np.ndarray, before: float, at: float, last: int) -> float | None:
    """The training loss (log) over the eval interval that ended at the best eval (`before` <
    step <= `at`), when the training loss at the end (its last quarter) is no higher than that
    within twice its point-to-point noise; None when it rose.

    An eval loss that turns up while the training loss holds its level is overfitting too:
    OpenNMT's xent printed to two decimals (0.02-0.05, one bump to 0.14) while the validation
    perplexity goes 1.047 -> 1.091 -> 1.100 and early stopping ends the run. The level must be
    one the loss came down to: its first `START_POINTS` points above it by twice that noise.
    """
    ref = window_median(steps, logs, math.nextafter(before, math.inf), at + 1)
    quarter = max((last - at) / 4.0, 1.0)
    end = window_median(steps, logs, last - quarter, last + 1)
    inside = logs[(steps > before) & (steps <= last)]
    if not (np.isfinite(ref) and np.isfinite(end)) or len(inside) < 4:
        return None
    noise = diff_sigma(inside)
    if not (np.isfinite(noise) and end <= ref + 2.0 * noise):
        return None
    # Overfitting needs a model that fitted its training data: a training loss that never came
    # down to that level (its first points as high as it is, within twice its noise) learned
    # nothing there, and an eval loss rising beside it is no memorising (ten repeats' final
    # losses of a results table, 0.61, 0.51, 0.55, 0.51, 0.58, ..., read as a curve).
    start = float(np.median(logs[np.isfinite(logs)][:START_POINTS]))
    return ref if start > ref + 2.0 * noise else None
