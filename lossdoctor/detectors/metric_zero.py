"""A run whose task metric never left 0: the plateau a person reads off an F1, a recall or a mAP.

A relation extractor's loss falls 437 -> 64.2 -> 63.2 over three epochs while its dev F1 is
exactly 0 at every evaluation (precision 1, recall 0: it predicts nothing). Three loss points
give the pace tests nothing to work on, but a person needs no pace: a model that after several
evaluations still finds not one positive has not left the trivial answer, and the loss's last
steps only settle it there. This module states that reading.

Only metrics that are 0 exactly when nothing is found count (F1, recall, mAP, IoU), and only when
each of at least `MIN_EVALS` logged values is exactly 0: one 0 is an untrained first evaluation,
a 0.003 is a model that found something.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Run, Series

MIN_EVALS = 3
MIN_LOSS_POINTS = 3
# Few points only (LD203's own short-curve minimum): a longer curve has a pace for the pace tests,
# and a long noisy detector loss beside a mAP of 0 (an evaluation that never ran right) is no stall.
MAX_LOSS_POINTS = 24
# The flat stretch covers at least this share of the run's steps.
FLAT_SHARE = 0.5
# The flat stretch starts where the loss first comes within this share of its last level.
NEAR_END = 0.10
# Metrics that are exactly 0 when the model predicts no positive at all ("best_f1" too: the best
# of zeros). Precision is left out: with nothing predicted it is often printed as 1.
_ZERO_WHEN_NOTHING = re.compile(
    r"(^|[/_\-. ])(f1|f1[_\-]?score|fscore|recall|map|map50|map[_@]?0?\.?5|map50[_\-]?95|m?iou)($|[/_\-. @])",
    re.IGNORECASE)


@dataclass(frozen=True)
class MetricZero:
    """`name` exactly 0 at each of its `evals` values; the loss fell from `head` and sits at
    `level` from `start` to `end`."""

    start: int
    end: int
    name: str
    evals: int
    head: float
    level: float


def zero_metric(run: Run) -> tuple[str, int] | None:
    """The first F1/recall/mAP-type series logged at least `MIN_EVALS` times, each exactly 0."""
    # The metric itself before its running best (`best_f1`), which only repeats it.
    for name in sorted(run.series, key=lambda n: ("best" in n.lower(), n)):
        if not _ZERO_WHEN_NOTHING.search(name):
            continue
        values = run.series[name].values
        finite = values[np.isfinite(values)]
        if len(finite) >= MIN_EVALS and bool((finite == 0.0).all()):
            return name, len(finite)
    return None


def metric_zero(run: Run, loss: Series) -> MetricZero | None:
    """The stuck run as read above; None when the metric ever left 0 or the loss says nothing."""
    ok = np.isfinite(loss.values)
    t, v = loss.steps[ok], loss.values[ok].astype(np.float64)
    if not MIN_LOSS_POINTS <= len(v) < MAX_LOSS_POINTS or t[-1] <= t[0] or float(np.ptp(v)) == 0.0:
        return None
    found = zero_metric(run)
    if found is None:
        return None
    name, evals = found
    # The metric must cover the loss's run: zeros logged only at its start say nothing of its end.
    metric = run.series[name]
    last = metric.steps[np.isfinite(metric.values)][-1]
    if last < t[0] + 0.5 * (t[-1] - t[0]):
        return None
    # Flat from the first point after which every value stays within `NEAR_END` of the last one,
    # over at least half the run: a loss still falling (overfitting beside a zero metric, or a
    # detector's box loss early in training) is no stall, whatever the metric says.
    end_level = float(v[-1])
    far = np.flatnonzero(np.abs(v - end_level) > NEAR_END * abs(end_level))
    i = int(far[-1]) + 1 if len(far) else 0
    # After a fall (the first loss outside the band): a loss that never moved beside a metric at 0
    # is a detector's first warm-up epochs as often as a stuck run.
    if i == 0 or i >= len(v) - 1 or t[-1] - t[i] < FLAT_SHARE * (t[-1] - t[0]):
        return None
    return MetricZero(int(t[i]), int(t[-1]), name, evals, float(v[0]), float(np.median(v[i:])))
