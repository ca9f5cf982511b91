"""What surrounds a spike: resume joins, other series, NaN after it, the end of a data replay."""

from __future__ import annotations

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.detectors.spikefind import Spike
from lossdoctor.detectors.targets import Target
from lossdoctor.model import Run, Series


def near_join(run: Run, step: int, gap: float, resume_steps: int) -> int | None:
    """The resume/rollback join within `resume_steps` (or two logging intervals `gap`) of `step`."""
    reach = max(resume_steps, 2 * gap)
    joins = [j for j in run.join_steps() if abs(step - j) <= reach]
    return min(joins, key=lambda j: abs(step - j)) if joins else None


def coincide(a: int, b: int, gap: float) -> bool:
    """Whether two spike starts (in series logged every `gap` steps) are one event."""
    return abs(a - b) <= max(5, 2 * gap)


def too_short(series: Series, min_points: int) -> str:
    """The Skip reason for a series with too few usable values."""
    usable = int(np.sum(np.isfinite(series.values) & (series.values > 0)))
    if usable == len(series):
        return f"only {usable} point{'s' * (usable != 1)}; at least {min_points} are needed to judge this"
    return (f"only {usable} of {len(series)} points are finite and positive; at least {min_points} "
            f"are needed (loss is judged on log scale)")


def nonfinite_after(target: Target, step: int) -> int | None:
    """The first non-finite step after `step`, when the series turns NaN/inf later."""
    s = target.series
    i = int(np.searchsorted(s.steps, step, side="right"))
    bad = np.flatnonzero(~np.isfinite(s.values[i:]))
    return int(s.steps[i + bad[0]]) if len(bad) else None


def replay_exit(run: Run, target: Target, spike: Spike, points: int = 51) -> int | None:
    """The resume whose replayed data this 'unrecovered spike' merely ends, or None.

    After a resume that replays already-seen data the loss steps down (memorised data);
    when fresh data comes back it steps up to where it was before the resume. That jump
    settles higher than the replay-depressed baseline but is not a spike: the
    repeated-data rule reports it. Signature: the loss dropped clearly at the preceding
    join, and the settled level is no higher than the level before that join.
    """
    if spike.recovery != "none" or target.in_dead_fragment:
        return None
    before = [j for j in run.join_steps() if j < spike.start_step]
    if not before:
        return None
    join = max(before)
    y, ok = signal.log_loss(target.series.values)
    steps, y = target.series.steps[ok], y[ok]
    i = signal.index_of_step(steps, join)
    k = signal.index_of_step(steps, spike.start_step)
    if i < 5 or k - i < 5:
        return None
    pre = float(np.median(y[max(0, i - points):i]))
    post = float(np.median(y[i:min(k, i + points)]))
    if spike.settled_ratio is not None:
        rise = float(np.log(spike.settled_ratio))
    else:  # "had not come back when the series ended": the level it stayed at since
        rise = float(np.median(y[k:k + points])) - float(np.log(spike.baseline))
    if rise <= 0:
        return None
    settled = float(np.log(spike.baseline)) + rise
    if pre - post >= 0.5 * rise and settled <= pre + 0.5 * rise:
        return join
    return None
