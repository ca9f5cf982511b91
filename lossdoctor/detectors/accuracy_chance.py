"""A classifier whose accuracy is pinned at 1/k: the plateau a person reads off an accuracy at chance.

A binary EfficientNet logs eval_acc 0.5 at nine of its ten evaluations (0.5136 once) while its
training loss falls 7.6 -> 1.69 and then sits at 1.64 for 4700 steps; another goes 0.754 ->
5.9 -> back to 0.69 and stays there, eval_acc 0.5 at all seven. The loss's level names no
chance (1.64 is no ln k; the first one's fall came after a blow-up), and its pace is that of
a curve that settled. A person needs neither: an accuracy of exactly 1/2 at every evaluation is
the model giving every input the same class on a balanced set; it has learned nothing that
reaches its decisions, however its loss moved. This module states that reading.

Only an accuracy exactly at 1/k for a small class count k (2..10, to its printed rounding) at
`PINNED_SHARE` of at least `MIN_EVALS` logged values, the last among them and none far above,
counts: a model that learned anything moves its accuracy off the guess at some evaluation. The
evaluations' steps are not compared with the loss's (an epoch-indexed eval beside step-indexed
training is common); the loss must stand still over the last `FLAT_SHARE` of its own steps.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.model import Run, Series

MIN_EVALS = 5
PINNED_SHARE = 0.8
# Printed rounding: 0.5004 on a set of a few thousand is the guess that got two samples right.
SLACK = 1e-3
MAX_K = 10
# No logged value more than this above 1/k: one evaluation at 0.51 is luck, at 0.6 learning.
ABOVE = 0.05
# The loss stands still over at least this share of its steps, to the end...
FLAT_SHARE = 0.5
# ...its running level within this share of its final level from the stretch's start on...
NEAR_END = 0.05
# ...and its first and last quarters over the stretch within this share of the level.
MAX_FALL = 0.03
_ACCURACY = re.compile(r"(^|[/_\-. ])(acc|accuracy|top1|top_1|top-1)($|[/_\-. @])", re.IGNORECASE)


@dataclass(frozen=True)
class PinnedAccuracy:
    """`name` at 1/`k` at `pinned` of its `evals` values; the loss stands at `level` from
    `start` to `end`, after `head` (its first value)."""

    start: int
    end: int
    name: str
    k: int
    evals: int
    pinned: int
    head: float
    level: float


def pinned_series(run: Run) -> tuple[str, int, int, int] | None:
    """(name, k, evaluations, pinned) of the first accuracy series pinned at 1/k, or None."""
    for name in sorted(run.series):
        if not _ACCURACY.search(name):
            continue
        values = run.series[name].values
        values = values[np.isfinite(values)]
        if len(values) < MIN_EVALS:
            continue
        if float(values.max()) > 1.5:
            values = values / 100.0  # printed as a percentage
        for k in range(2, MAX_K + 1):
            at = np.abs(values - 1.0 / k) <= SLACK
            if int(at.sum()) >= PINNED_SHARE * len(values) and bool(at[-1]) and \
                    float(values.max()) <= 1.0 / k + ABOVE:
                return name, k, len(values), int(at.sum())
    return None


def pinned_accuracy(run: Run, loss: Series) -> PinnedAccuracy | None:
    """The stuck run as read above; None when no accuracy is pinned or the loss still moves."""
    ok = np.isfinite(loss.values) & (loss.values > 0)
    t, v = loss.steps[ok], loss.values[ok].astype(np.float64)
    if len(v) < MIN_EVALS or t[-1] <= t[0]:
        return None
    found = pinned_series(run)
    if found is None:
        return None
    name, k, evals, pinned = found
    w = max(3, len(v) // 20)
    running = signal.rolling_median(v, w)
    level = float(np.median(v[-max(3, len(v) // 4):]))
    far = np.flatnonzero(np.abs(running - level) > NEAR_END * level)
    i = int(far[-1]) + 1 if len(far) else 0
    if i >= len(v) - 2 or t[-1] - t[i] < FLAT_SHARE * (t[-1] - t[0]):
        return None
    quarters = [float(np.median(part)) for part in np.array_split(v[i:], 4)]
    if abs(quarters[0] - quarters[-1]) > MAX_FALL * level:
        return None  # still falling (or rising) over the stretch: not standing still
    return PinnedAccuracy(int(t[i]), int(t[-1]), name, k, evals, pinned, float(v[0]), level)


__all__ = ["PinnedAccuracy", "pinned_accuracy", "pinned_series"]
