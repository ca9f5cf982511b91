"""Doubt D9: a counter the log writes starts again inside one run (launches read as one).

A table or log that several launches appended to, with no step column the reader took (Keras'
CSVLogger rows numbered in order, a `progress.csv` whose `total timesteps` starts again, a console
whose `Episode 1` comes back after each session's banner), is read as one run in row order: the
steps go on, so no rollback says anything. The log's own counter says otherwise: it goes back to
its very first value while the run's steps go on. A counter kept within each epoch starts again
by design, every time after the same number of records: such a counter (segments of one length,
the last one maybe cut short) is no launch boundary; nor is one record of a lagging process's
counter among the others' (it does not count again from there).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.identity.facts import RunFacts

Doubts = dict[int, str]

# A curve this short proves nothing by its counters (doubts.FEW).
FEW = 5


# A launch counting again stays below where the one before stopped for this many records; a
# record of another process's lagging counter, printed among the others, does not (RWKV's ranks:
# `epoch` 1, 1, 0, 1, 1).
RECOUNT = 2


def _starts(values: Sequence[int]) -> list[int]:
    """Where the counter goes back to (or below) its first value and counts again from there: a
    new launch."""
    first = values[0]
    return [k for k in range(1, len(values) - RECOUNT + 1)
            if values[k] <= first and all(v < values[k - 1] for v in values[k:k + RECOUNT])]


def _periodic(starts: list[int], size: int) -> bool:
    """Whether the counter starts again after the same number of records every time (a counter
    within each epoch or episode), the last stretch maybe cut short by the end of the log."""
    lengths = np.diff([0, *starts, size])
    return len(starts) > 1 and len(set(lengths[:-1].tolist())) == 1 and int(lengths[-1]) <= int(lengths[0])


def counter_restarts(runs: Sequence[RunFacts]) -> Doubts:
    """A run whose log counter (`epoch`, `episode`, `total timesteps`) goes back to its first
    value while the run's steps go on: launches appended to one file, read as one run."""
    out: Doubts = {}
    for i, run in enumerate(runs):
        if run.points < FEW:
            continue
        for name, values in run.counters:
            starts = _starts(values)
            if not starts or _periodic(starts, len(values)):
                continue
            at = starts[0]
            more = f", and {len(starts) - 1} more time(s)" if len(starts) > 1 else ""
            out[i] = (f"{run.name}: its `{name}` counts again from {values[at]} at record {at + 1} (after "
                      f"{values[at - 1]}){more} while the run's steps go on: launches appended to one file may "
                      "have been read as one run")
            break
    return out


__all__ = ["counter_restarts"]
