"""LD202's test for an overfitting stretch that something later undid.

LD202's main tests want the eval loss worse at the end of the run than at its best. A small
GPT on Shakespeare overfits from its second eval on (val 5.071 -> 5.101 -> 5.220 -> 5.262 at
250-1000 while the training loss falls 4.35 -> 3.50), then both losses collapse (a leak of the
experimental attention): at the end the eval loss is far below its old best, yet a person
still reads 250-1000 as overfitting. The rule a person uses: the eval loss rose at every
evaluation, from its best so far, over at least a quarter of the run's evaluations, while the
training loss fell by more than the eval loss rose; and the run left that rise only by a fall
far below its old best (by more than the rise and than `min_z` noise sigmas: an event, a
learning-rate drop or a collapse, ended it). Each condition alone is common on healthy runs (a
short blip of four worse evals among a hundred; a flat training loss under a noisy eval; an
erratic eval that climbs four evals in a row and then wobbles back to its best's level);
together they are the two curves parting until something else happened.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.trend import window_median

# The rise must go on over this many consecutive evals after the best (three worse evals in a
# row: one chance in 24 on an eval that only wobbles).
MIN_RISING = 3
# ...and over this share of the run's evals: four worse evals among a hundred are a blip.
MIN_SHARE = 0.25


@dataclass(frozen=True)
class Stretch:
    """Evals `first` (the best so far) to `last` (indices), each higher than the one before."""

    first: int
    last: int
    rise: float         # eval rise over the stretch (log units)
    train_fall: float   # training-loss fall over the same steps (log units)


def rising_stretch(steps: np.ndarray, z: np.ndarray, train_steps: np.ndarray, train_logs: np.ndarray,
                   min_rise: float, min_drop: float) -> Stretch | None:
    """The longest stretch where the log eval loss `z` rises at every eval from its best so far,
    over at least `MIN_RISING` evals and `MIN_SHARE` of them, by at least `min_rise`, while the
    training loss (log, medians of the first and last eval intervals of the stretch) fell by
    more, and after which the eval loss falls below the stretch's start by more than the rise
    and `min_drop`; else None."""
    n = len(z)
    if n < MIN_RISING + 2:
        return None
    best = np.minimum.accumulate(z)
    found: Stretch | None = None
    i = 0
    while i < n - MIN_RISING:
        j = i
        while j + 1 < n and z[j + 1] > z[j]:
            j += 1
        if z[i] <= best[i] and j - i >= MIN_RISING and j - i + 1 >= MIN_SHARE * n and z[j] - z[i] >= min_rise:
            # The training loss over the first and the last eval interval of the stretch.
            t_first = window_median(train_steps, train_logs, float(steps[i]), float(steps[i + 1]) + 1)
            t_last = window_median(train_steps, train_logs, float(steps[j - 1]), float(steps[j]) + 1)
            fall = t_first - t_last
            rise = float(z[j] - z[i])
            ended = j + 1 < n and float(np.min(z[j + 1:])) < z[i] - max(rise, min_drop)
            if ended and np.isfinite(fall) and fall > rise and (found is None or j - i > found.last - found.first):
                found = Stretch(i, j, rise, float(fall))
        i = max(j, i + 1)
    return found
