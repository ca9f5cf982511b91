"""Grokking on the eval side (issue 32): the validation loss falls long after the training loss
converged, as in the runs that gave grokking its name (Power et al., 2022)."""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.signal import rolling_median
from lossdoctor.model import Series


@dataclass(frozen=True)
class EvalGrok:
    """A lasting fall of an eval curve long after the training curve converged."""

    converged_step: int   # where the training curve reached its final level
    start_step: int       # where the eval curve left its level
    end_step: int         # where it reached its new level
    before: float         # eval value at the training loss's convergence (loss units)
    after: float          # eval value at the end (loss units)

    @property
    def delay(self) -> int:
        """Steps from the training loss's convergence to the eval drop's start."""
        return self.start_step - self.converged_step


def _smooth(y: np.ndarray, points: int) -> np.ndarray:
    """A centred running median of `points` (odd) points."""
    return rolling_median(y, points)


def _thin(steps: np.ndarray, y: np.ndarray, size: int = 2000) -> tuple[np.ndarray, np.ndarray]:
    """At most `size` points: bucket medians of a long curve (a million training steps)."""
    if len(y) <= size:
        return steps, y
    edges = np.linspace(0, len(y), size + 1).astype(int)
    mids = (edges[:-1] + edges[1:]) // 2
    return steps[mids], np.array([np.median(y[a:b]) for a, b in zip(edges[:-1], edges[1:])])


def converged(steps: np.ndarray, y: np.ndarray, *, share: float = 0.9) -> int | None:
    """The first step from which the (log) training curve stays within `1 - share` of its total
    fall from its start to its end level, or None when it never fell."""
    head = float(np.median(y[:max(3, len(y) // 20)]))
    tail = float(np.median(y[-max(3, len(y) // 10):]))
    fall = head - tail
    if fall <= 0:
        return None
    limit = tail + (1 - share) * fall
    suffix_max = np.maximum.accumulate(_smooth(y, 5)[::-1])[::-1]
    below = np.flatnonzero(suffix_max <= limit)
    return int(steps[below[0]]) if len(below) else None


def eval_grok(train: Series, evals: Series, *, min_drop: float = math.log(5.0), min_delay: float = 1.0,
              min_share: float = 0.1, min_points: int = 20) -> EvalGrok | None:
    """The eval curve's lasting drop long after the training curve converged, or None.

    Both curves are judged on log scale. The eval level at the training curve's convergence
    must fall by `min_drop` (log units) and stay there to the end; the fall must start at least
    `min_delay` times the steps the training curve took to converge after it converged, and
    `min_share` of the run after it; and it must be sudden: it takes less time than the wait.
    """
    tok = np.isfinite(train.values) & (train.values > 0)
    eok = np.isfinite(evals.values) & (evals.values > 0)
    if tok.sum() < min_points or eok.sum() < min_points:
        return None
    ts, ty = _thin(train.steps[tok], np.log(train.values[tok]))
    es, ey = _thin(evals.steps[eok], np.log(evals.values[eok]))
    # Converged as a person reads a training curve: within a tenth of its fall on a linear
    # scale (the loss near 0, the accuracy near 1), not on log scale, where a loss that weight
    # decay keeps pushing down (1e-2 to 1e-6) never stops falling.
    conv = converged(ts, np.exp(ty))
    if conv is None:
        return None
    span = float(max(ts[-1], es[-1]) - min(ts[0], es[0]))
    smooth = _smooth(ey, 5)
    at = int(np.searchsorted(es, conv))
    if at >= len(es) - 5:
        return None
    level = float(np.median(smooth[at:at + 3]))
    # The eval level after the convergence: the highest it sat before falling (it often rises
    # first, as the model memorises).
    final = float(np.median(ey[-max(3, len(ey) // 10):]))
    drop = level - final
    if drop < min_drop or np.any(smooth[-max(3, len(ey) // 10):] > final + 0.3 * drop):
        return None
    # Where the eval curve leaves the level (10 % of the fall) and where it is halfway down (on
    # log scale): how sudden the fall is is told by its first half; the last decades of a loss
    # the model already gets right drift down as slowly as its training loss does.
    left = np.flatnonzero((smooth[at:] < level - 0.1 * drop))
    reached = np.flatnonzero(smooth[at:] <= level - 0.5 * drop)
    if not len(left) or not len(reached):
        return None
    start, end = int(es[at + left[0]]), int(es[at + reached[0]])
    wait = start - conv
    took = conv - int(ts[0])
    if wait < min_delay * took or wait < min_share * span or end - start >= wait:
        return None
    return EvalGrok(conv, start, max(end, start), math.exp(level), math.exp(final))
