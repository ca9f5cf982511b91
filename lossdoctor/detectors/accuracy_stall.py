"""A classifier that left chance a little and then stood still: the plateau a person reads off its accuracy.

LD203's pace test reads the loss alone, in log steps, and a loss that creeps on after its first
fall (a binary CNN: 0.70 -> 0.53 by epoch 40, then 0.53 -> 0.49 over 210 epochs) keeps the pace
of its head there, as a power law's tail does. A person looks at the accuracy logged beside it:
the loss started at ln 2 = 0.693 (a uniform guess), still keeps 70 % of it, and the training
accuracy has stood at ~70 % for 230 epochs. The model learned a little and then stopped; the
creeping loss only makes the same answers more confident. This module states that reading.

The chance level is the anchor: the first loss must be ln k for a small class count k (the loss
of an untrained classifier), so a regression, a language model or any loss of unknown scale is
never read this way, and the accuracy must stand well above 1/k (at 1/k it is LD206's stuck at
chance) and well short of 1 (a solved task's accuracy stands still at the top: converged).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.model import Run, Series

MIN_POINTS = 20
# Class counts whose ln k names a first loss (`chance.SMALL_K`: past 10, ln k's neighbours are close).
SMALL_K = 10
# The first loss within this share of ln k: an untrained classifier's guess.
CHANCE_SLACK = 0.05
# The accuracy still over at least this share of its logged steps, to the end.
STILL_SHARE = 0.6
# "Still": its last quarter's median at most this far above its first quarter's (or two standard
# errors), and its four quarters' medians within `MAX_SPREAD` (or three).
MAX_RISE = 0.01
MAX_SPREAD = 0.02
# Learned a little: the still accuracy at least this far above 1/k, and at most `CEILING`.
ABOVE_CHANCE = 0.05
CEILING = 0.9
# The loss over the still stretch keeps at least this share of ln k (more than half: LD203 calls a
# run that lost most of its first loss converged), and falls less than `MAX_FALL` (log units, first
# quarter's median to last's): a loss that falls a lot more is still learning.
KEPT = 0.55
MAX_FALL = 0.15


@dataclass(frozen=True)
class AccuracyStall:
    """The training accuracy `name` still at `accuracy` from `start` to the end; the loss started
    at `head` (ln `k`), sits at `level` there and fell `fall` (log) over the stretch."""

    start: int
    name: str
    accuracy: float
    quarters: tuple[float, ...]
    k: int
    head: float
    level: float
    fall: float


def _training_accuracy(run: Run) -> Series | None:
    """The first training (not evaluation) accuracy series with enough finite points."""
    from lossdoctor.detectors.chance import accuracy_name

    for name in sorted(run.series):
        series = run.series[name]
        if accuracy_name(name) and int(np.isfinite(series.values).sum()) >= MIN_POINTS:
            return series
    return None


def _quarters(values: np.ndarray) -> list[float]:
    return [float(np.median(part)) for part in np.array_split(values, 4)]


def _chance_classes(head: float) -> int:
    """The small class count k whose ln k the first loss is (0 when none)."""
    if not head > 0 or head > math.log(SMALL_K) * (1 + CHANCE_SLACK):
        return 0
    k = int(round(math.exp(head)))
    return k if 2 <= k <= SMALL_K and abs(head / math.log(k) - 1.0) <= CHANCE_SLACK else 0


def accuracy_stall(run: Run, loss: Series) -> AccuracyStall | None:
    """The still stretch of a classifier's training accuracy, read as above; None otherwise."""
    from lossdoctor.detectors.chance import regression_name

    if regression_name(loss.name):
        return None
    ok = np.isfinite(loss.values) & (loss.values > 0)
    t, v = loss.steps[ok].astype(np.float64), loss.values[ok].astype(np.float64)
    # Seen from its start: a resumed tail says nothing of where the loss began.
    if len(v) < MIN_POINTS or t[-1] <= t[0] or t[0] > 0.05 * t[-1]:
        return None
    k = _chance_classes(float(v[0]))
    if not k:
        return None
    series = _training_accuracy(run)
    if series is None:
        return None
    fine = np.isfinite(series.values)
    ta, a = series.steps[fine].astype(np.float64), series.values[fine].astype(np.float64)
    if float(a.max()) > 1.5:
        a = a / 100.0  # printed as a percentage
    span = float(ta[-1] - ta[0])
    if span <= 0 or float(a.min()) < 0 or float(a.max()) > 1.0:
        return None
    sd = signal.mad_sigma(np.diff(a)) / math.sqrt(2.0)
    for i in range(1, len(a) - 9):
        if ta[-1] - ta[i] < STILL_SHARE * span:
            return None
        tail = a[i:]
        quarters = _quarters(tail)
        se = 1.2533 * sd * math.sqrt(2.0 / max(1, len(tail) // 4))
        if quarters[-1] - quarters[0] <= max(MAX_RISE, 2.0 * se) and \
                max(quarters) - min(quarters) <= max(MAX_SPREAD, 3.0 * se):
            break
    else:
        return None
    accuracy = float(np.median(tail))
    if not 1.0 / k + ABOVE_CHANCE <= accuracy <= CEILING:
        return None
    # Still from where the running accuracy first reaches the still level (after its climb).
    w = max(3, len(a) // 20)
    running = signal.row_medians(np.lib.stride_tricks.sliding_window_view(a, w))
    band = max(MAX_RISE, 2.0 * 1.2533 * sd / math.sqrt(w))
    reached = np.flatnonzero(running[i:] >= accuracy - band)
    start = float(ta[i + int(reached[0]) + w // 2]) if len(reached) else float(ta[i])
    shown = a[ta >= start]  # what the message shows: the stretch reported
    quarters, accuracy = _quarters(shown), float(np.median(shown))
    logs = np.log(v[t >= start])
    if len(logs) < 8:
        return None
    lq = _quarters(logs)
    level, fall = math.exp(float(np.median(logs))), lq[0] - lq[-1]
    if level < KEPT * math.log(k) or fall > MAX_FALL:
        return None
    return AccuracyStall(int(start), series.name, accuracy, tuple(quarters), k, float(v[0]), level, fall)
