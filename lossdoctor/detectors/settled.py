"""A run that learned little and then stood still: the plateau a person sees on a short, smooth curve.

LD203's pace test (`plateau._stalls`) needs a couple of hundred points, and its stall from the
start (`plateau._from_the_start`) wants the fall over within the first few. A 30-epoch log that
falls 0.892 -> 0.873 over its first five displays and then moves 0.873 -> 0.871 over 250 epochs
is neither, yet a person calls it stuck at once: it kept almost all of its first loss, and then
moved less than half a percent over most of the run. Nor is a loss that never once went below
its first value (it rose while an annealed term ramped in, 1.05 -> 1.58, then sat at 1.5 for 90
epochs): nothing was learned. This module states both readings.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal

# Most of the run: the still stretch must cover this share of the logged steps.
STILL_SHARE = 0.6
# "Did not move": the tail's first and last thirds agree within this share of the level, at the
# upper end of two standard errors (so a noisy tail never qualifies by luck).
MAX_DRIFT = 0.005
# "Learned little": the tail keeps at least this share of the first loss (plateau.EARLY_STUCK_SHARE:
# a run that lost more than half of it converged, as a small model on an easy target does).
MIN_KEPT = 0.5
# The fall before, per unit of log(step), at least this many times the tail's (plateau's `ratio`):
# a power law's slow tail keeps the pace of its head in those units, a stuck run does not.
PACE_RATIO = 4.0
MIN_POINTS = 20
# A loss that never went below its first value must have risen onto its level by this much (in
# log): a run flat from its first point is no evidence by itself (a log of a converged run's late
# steps is as flat); a rise while an annealed term ramps in, then nothing, is.
RISE = 0.05


@dataclass(frozen=True)
class Settled:
    """Still from step `start` to the end at `level`, after falling from `head` (point values)."""

    start: int
    head: float
    level: float
    drift: float   # the tail's fall, first third to last third, as a share of the level (log units)


# Both rules scan every corner with medians of the tail; past this many points the curve is
# judged on block medians (its first point kept as it is), so a million-step run costs what
# a 2000-point one does. The block medians keep the level; their noise shrinks as the blocks'
# count does, so the standard errors compared stay the same.
MAX_SCAN = 2000


def _thinned(t: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """`t`, `y` with everything after the first point reduced to at most `MAX_SCAN` block medians."""
    if len(y) <= MAX_SCAN:
        return t, y
    blocks = np.array_split(np.arange(1, len(y)), MAX_SCAN - 1)
    t_med = np.array([float(np.median(t[b])) for b in blocks])
    y_med = np.array([float(np.median(y[b])) for b in blocks])
    return np.concatenate([t[:1], t_med]), np.concatenate([y[:1], y_med])


def _noise(y: np.ndarray) -> float:
    """The point-to-point noise of a curve (MAD of its differences), blind to its trend."""
    return signal.mad_sigma(np.diff(y)) / math.sqrt(2.0) if len(y) > 2 else 0.0


def _spread(tail: np.ndarray, sd: float) -> tuple[float, float, float]:
    """The tail's fall (first quarter's median to last's), the range of its four quarters'
    medians, and the standard error of one quarter's median against another's."""
    quarters = [float(np.median(part)) for part in np.array_split(tail, 4)]
    se = 1.2533 * sd * math.sqrt(2.0 / max(1, len(tail) // 4))
    return quarters[0] - quarters[-1], max(quarters) - min(quarters), se


def learned_little(steps: np.ndarray, values: np.ndarray) -> Settled | None:
    """The first corner after which a run seen from its start stands still to its end, having
    kept most of its first loss; None when there is none."""
    ok = np.isfinite(values) & (values > 0)
    t, y = _thinned(steps[ok].astype(np.float64), np.log(values[ok]))
    n = len(y)
    if n < MIN_POINTS:
        return None
    span = float(t[-1] - t[0])
    # Seen from its start: a resumed or late-logged tail says nothing of what was learned.
    if span <= 0 or t[0] > 0.05 * t[-1]:
        return None
    sd = _noise(y)
    head = float(y[0])
    u = np.log(t - t[0] + max(float(t[1] - t[0]), 1.0))
    for k in range(1, n - 9):
        if t[-1] - t[k] < STILL_SHARE * span:
            return None
        tail = y[k:]
        m = len(tail) // 4
        drift, spread, se = _spread(tail, sd)
        fall = head - float(np.median(tail[:m]))
        # Still at every quarter (a dip to a lower level and a step back up is no stillness), after
        # a fall that stands out of the noise (one high first point of a flat run is no fall).
        if spread + 2.0 * se > MAX_DRIFT or math.exp(-fall) < MIN_KEPT or fall <= max(2.0 * MAX_DRIFT, 4.0 * sd):
            continue
        u_first, u_last = float(np.median(u[k:k + m])), float(np.median(u[-m:]))
        before = fall / max(u_first - float(u[0]), 1e-9)
        after = max(drift, 0.0) / max(u_last - u_first, 1e-9)
        if before < PACE_RATIO * after:
            continue
        return Settled(int(t[k]), math.exp(head), math.exp(float(np.median(tail))), drift)
    return None


def never_improved(steps: np.ndarray, values: np.ndarray) -> Settled | None:
    """A run seen from its start whose running level never went below its first loss, and that
    stands still (its four quarters agree within the noise) over most of its steps from
    some corner on; None otherwise. A loss that keeps rising is a divergence, not this."""
    ok = np.isfinite(values) & (values > 0)
    t, y = _thinned(steps[ok].astype(np.float64), np.log(values[ok]))
    n = len(y)
    if n < MIN_POINTS or float(np.ptp(y)) == 0.0:
        return None  # exactly constant is LD504's
    span = float(t[-1] - t[0])
    if span <= 0 or t[0] > 0.05 * t[-1]:
        return None
    w = max(3, n // 20)
    running = signal.row_medians(np.lib.stride_tricks.sliding_window_view(y, w))
    if float(running.min()) < float(y[0]):
        return None  # it got below where it started: it learned something
    sd = _noise(y)
    start = float(np.median(y[:3]))
    for k in range(0, n - 9):
        if t[-1] - t[k] < STILL_SHARE * span:
            return None
        tail = y[k:]
        drift, spread, se = _spread(tail, sd)
        level = float(np.median(tail))
        # It rose onto the level from its first points (one low first value is no rise), and
        # no quarter of the tail differs from another by more than the noise allows.
        if level - start >= max(RISE, 4.0 * sd) and spread <= 2.0 * se + MAX_DRIFT:
            # Still from where the running level first reaches the tail's (after a rise onto it).
            band = max(MAX_DRIFT, 2.0 * 1.2533 * sd / math.sqrt(w))
            at = k + int(np.argmax(running[k:] >= level - band)) if (running[k:] >= level - band).any() else k
            return Settled(int(t[at]), math.exp(float(y[0])), math.exp(level), drift)
    return None


# "Stopped at once": the first one or two logged intervals hold the fall...
STOP_AT = 2
# ...of at least this factor (most of what the run learned came there)...
STOP_FALL = 2.0
# ...and every later point lies within this share of the others (max / min - 1), over at least
# `STOP_POINTS` points, the later half no lower than the earlier by more than `STOP_DRIFT` or two
# standard errors of the two halves' medians (a few points' medians wobble by a percent).
STOP_RANGE = 0.06
STOP_POINTS = 7
STOP_DRIFT = 0.03


def stopped_at_once(steps: np.ndarray, values: np.ndarray) -> Settled | None:
    """A run seen from its start whose loss fell `STOP_FALL`-fold or more within its first
    `STOP_AT` logged intervals and then did not move at all: every later point within
    `STOP_RANGE` of the others and no downward drift (an MSE head 0.80 -> 0.0094 at epoch 2, then
    0.0092-0.0096 for eight epochs). A healthy curve after such a drop goes on falling, ever more
    slowly but visibly in a few percent; one that holds to the printed noise from its second point
    on has stopped learning (a head predicting about the mean, a frozen network). None otherwise.
    """
    ok = np.isfinite(values) & (values > 0)
    t, y = steps[ok].astype(np.float64), values[ok].astype(np.float64)
    # Seen from its start: the first logged step is step 0 or 1 (the first epoch) or early in the run.
    if len(y) < STOP_POINTS + 1 or t[0] > max(1.0, 0.05 * t[-1]):
        return None
    for a in range(1, STOP_AT + 1):
        tail = y[a:]
        if len(tail) < STOP_POINTS or float(np.ptp(tail)) == 0.0:
            continue  # exactly constant is LD504's
        level = float(np.median(tail))
        half = len(tail) // 2
        drift = float(np.median(tail[half:])) / float(np.median(tail[:half])) - 1.0
        sd = _noise(np.log(tail))
        allowed = max(STOP_DRIFT, 2.0 * 1.2533 * sd * math.sqrt(2.0 / half))
        if y[0] >= STOP_FALL * level and float(y[0]) >= float(y.max()) and \
                float(tail.max()) / float(tail.min()) - 1.0 < STOP_RANGE and drift > -allowed:
            return Settled(int(t[a]), float(y[0]), level, -drift)
    return None
