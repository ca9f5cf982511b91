"""A step counter that restarts every epoch, made to go on across epochs.

Text logs (CycleGAN's `iters`, a loop's `step` within the epoch) and headerless tables
(ColossalAI-Chat's reward-model CSV, `step_bar.n` from 99 again each epoch) print a counter
that starts over when the epoch changes. The epoch's length is rarely written, so the next
epoch goes on from the last step the epoch printed: one rule for every reader.
"""

from __future__ import annotations


def continued_offset(offset: int, last: int, first: int) -> int:
    """The offset of the next epoch's steps: the epoch held steps up to `last` counted from 0 or
    1, whichever step it printed first (`first`); CycleGAN prints `iters` 100 in epoch 1, then 20
    and 120 in epoch 2."""
    return offset + last + (1 if first == 0 else 0)


__all__ = ["continued_offset"]
