"""LD202's tests for few evals: a lasting rise above the best eval, and a training loss that stays flat."""

from __future__ import annotations

import math

import numpy as np

from lossdoctor.detectors.signal import MAD_TO_SIGMA, diff_sigma
from lossdoctor.detectors.trend import window_median


def lasting_rise(curve: np.ndarray, best: int, min_rise: float, noise: float, min_z: float,
                 resolution: float) -> float | None:
    """The rise (log units) of the evals after the best one, when it is clear and lasting.

    Epoch-level evals are few: a trend test needs more points than an early stop leaves after
    the best (patience 2: two worse evals), and a jump that stays up (val 0.297 -> 0.446,
    then 0.35-0.39 to the end) is no monotone trend. The rise is lasting when every eval after
    the best stays above it by `min_rise`; clear when their median is twice that above it, and
    more than `min_z` noise sigmas: the series' own noise when known, else the scatter of those
    evals about their median (a lucky low eval on a flat, noisy curve is a few sigmas below
    the rest, not many); and more than two units of the resolution the values are printed to
    (0.0016 then 0.0017 for 550 epochs is one unit of the fourth decimal, not a rise).
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
    if rise < min_z * scatter or rise <= 2.0 * resolution:
        return None
    return rise


def resolution(raw: np.ndarray, at: int) -> float:
    """The smallest step between two distinct values of the log series `raw`, relative to its
    value at `at` (log units): an upper bound on the resolution the values are printed to."""
    levels = np.unique(np.exp(raw[np.isfinite(raw)]))
    if len(levels) < 2:
        return 0.0
    return float(np.log1p(np.min(np.diff(levels)) / math.exp(float(raw[at]))))


def train_flat(steps: np.ndarray, logs: np.ndarray, before: float, at: float, last: int) -> float | None:
    """The training loss (log) over the eval interval that ended at the best eval (`before` <
    step <= `at`), when the training loss at the end (its last quarter) is no higher than that
    within twice its point-to-point noise; None when it rose.

    An eval loss that turns up while the training loss holds its level is overfitting too:
    OpenNMT's xent printed to two decimals (0.02-0.05, one bump to 0.14) while the validation
    perplexity goes 1.047 -> 1.091 -> 1.100 and early stopping ends the run.
    """
    ref = window_median(steps, logs, math.nextafter(before, math.inf), at + 1)
    quarter = max((last - at) / 4.0, 1.0)
    end = window_median(steps, logs, last - quarter, last + 1)
    inside = logs[(steps > before) & (steps <= last)]
    if not (np.isfinite(ref) and np.isfinite(end)) or len(inside) < 4:
        return None
    noise = diff_sigma(inside)
    return ref if np.isfinite(noise) and end <= ref + 2.0 * noise else None
