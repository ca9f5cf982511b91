"""A rise inside the last epoch of a multi-epoch fine-tune while the LR anneals to zero.

A fine-tune that sees its data several times falls in a staircase at each epoch boundary (the
model has memorised the examples). In the last epoch, as the LR goes to zero, the loss often
creeps back up a little (an Alpaca LLaMA fine-tune: 0.30 -> 0.42 in epoch 3, after 1.10 and
0.65 in epochs 1 and 2): the memorised batches are forgotten a little as the steps shrink. It
ends far under the level of the epoch before, and nothing blows up, so no expert calls it a
divergence; it is worth a look (info), not a roll-back. A rise that climbs back to the previous
epoch's level, or one while the LR is still high, stays a divergence.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.epochs import find_epochs
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

# The rise must end at most this share of the previous epoch's median level ("far below").
BELOW = 0.8
# The LR at the end of the run, as a share of its peak: annealed (a cosine or linear decay to 0).
ANNEALED = 0.1


@dataclass(frozen=True)
class Creep:
    """The evidence that a late rise is a last-epoch creep: the epoch it lies in, the levels."""

    epoch_start: int
    previous_level: float
    high: float
    lr_end_share: float

    def why(self) -> str:
        """One sentence for the finding's message."""
        return (f"but it lies in the last epoch (from step {self.epoch_start}) of a multi-epoch run, ends at "
                f"{self.high:.4g}, far under the previous epoch's level ({self.previous_level:.4g}), while the LR "
                f"anneals to {self.lr_end_share:.0%} of its peak: a memorised epoch slightly forgotten as the "
                f"steps shrink, not a divergence")


def _lr_end_share(run: Run, start: int) -> float | None:
    """The last LR as a share of its peak, when an LR is logged and falls over [start, end]."""
    for lr in run.by_role(Role.LR):
        ok = np.isfinite(lr.values)
        steps, values = lr.steps[ok], lr.values[ok]
        if len(values) < 3 or float(np.max(values)) <= 0:
            continue
        late = values[steps >= start]
        if len(late) < 2 or not float(late[-1]) < float(late[0]):
            return None  # an LR that is not falling over the rise explains nothing
        return float(values[-1]) / float(np.max(values))
    return None


def last_epoch_creep(run: Run, series: Series, start: int, high: float) -> Creep | None:
    """A rise from `start` to a level `high` that is a last-epoch creep (see the module), or None."""
    epochs = find_epochs(run, series)
    if epochs is None or not epochs.starts:
        return None
    last = int(epochs.starts[-1])
    if start < last:
        return None  # the rise began before the last epoch: more than a creep
    before = int(epochs.starts[-2]) if len(epochs.starts) > 1 else int(series.steps[0])
    ok = np.isfinite(series.values)
    inside = (series.steps >= before) & (series.steps < last) & ok
    if inside.sum() < 5:
        return None
    # The previous epoch's level once settled: its second half (the staircase's tread).
    tread = series.values[inside][int(inside.sum()) // 2:]
    level = float(np.median(tread))
    if not high <= BELOW * level:
        return None
    share = _lr_end_share(run, start)
    if share is None or share > ANNEALED:
        return None
    return Creep(epoch_start=last, previous_level=level, high=high, lr_end_share=share)


__all__ = ["Creep", "last_epoch_creep"]
