"""A clock the training line prints since its launch started: where it goes back, a launch starts.

A trainer that prints `epoch 0, iter 1000, avg. loss 234.87, ..., time elapsed 2275.63 sec` on
every line and appends every launch to one log prints no banner when it starts again: the
counters start over (`epoch 0, iter 1000`) and the elapsed time with them (`time elapsed
1502.85 sec` after 55857 sec). An epoch that restarts its batch counter keeps the clock going;
only a new process starts it again. A person reads each place where the clock goes back, with
the steps, as the program started again: a launch of its own (a boundary), whatever its values.

The clock is a value named `elapsed` (`time elapsed`, `elapsed_time`) on the training lines
that rises from line to line (it goes back at no more than a third of them: a per-interval time,
which goes up and down, is no clock since the start).
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import CLOCK_WORDS
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records

_CLOCK = re.compile(r"(?i)^(?:time[ _]?)?elapsed(?:[ _]?time)?(?:[ _]?(?:s|sec|secs|seconds))?$")
# At most this share of the clock's steps between training lines may go back.
_MOST_BACK = 1 / 3


def _clock(records: Records, size: int) -> np.ndarray:
    """Each training record's elapsed time (NaN where it prints none), by record id."""
    from lossdoctor.ingest.textlog.generic.assemble import floats

    out = np.full(size, np.nan)
    for batch in records.batches:
        names = [name for name in batch.names if _CLOCK.match(name)]
        if batch.kind != TRAIN or len(names) != 1:
            continue
        index = batch.indices[batch.names.index(names[0])]
        count = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + count) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        out[ids] = floats(batch.rows[index] if batch.by_column else [row[index] for row in batch.rows])
    return out


def clock_restarts(records: Records) -> dict[int, str]:
    """The positions of the training records where the elapsed clock and the steps go back
    (see the module doc), with the note that says so."""
    if not any(_CLOCK.match(name) for batch in records.batches if batch.kind == TRAIN for name in batch.names):
        return {}
    pos, kind, step, _ = records.arrays()
    train = np.flatnonzero(kind == TRAIN)
    train = train[np.argsort(pos[train], kind="stable")]
    clock = _clock(records, len(pos))[train]
    timed = np.isfinite(clock)
    if timed.sum() < 3:
        return {}
    ids, clock, steps = train[timed], clock[timed], step[train][timed]
    back = np.flatnonzero(clock[1:] < clock[:-1]) + 1
    if not len(back) or len(back) > _MOST_BACK * (len(clock) - 1):
        return {}
    out: dict[int, str] = {}
    for g in back.tolist():
        if steps[g] > steps[g - 1]:
            continue  # the steps go on: a clock that restarts each epoch, no launch
        line = int(pos[ids[g]]) // SEGMENTS  # 1-based: a record's position is (line + 1) x SEGMENTS + k
        out[int(pos[ids[g]])] = (f"line {line}: a relaunch ({CLOCK_WORDS}: {clock[g - 1]:g} then {clock[g]:g}, "
                                 "and the steps go back with it)")
    return out


__all__ = ["clock_restarts"]
