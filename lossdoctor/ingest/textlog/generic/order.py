"""The reading in line order: when the printed counter does not read as one curve.

A step field that is no step (a duration, a fraction, a counter of something else, one that
runs against the line order) cuts a log into dozens of runs or folds its lines into a few
points. The reader then also tries the training lines in the order they were printed, one
point per line, evaluation lines at the training line before them, and keeps whichever reading
passes the audit (said in `reading.alternatives`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.counters import _follow, _write
from lossdoctor.ingest.textlog.generic.scan import TRAIN, Records

LINE_ORDER = "line order"


def in_line_order(records: Records) -> list[str]:
    """Number the training records by line (records of one line share its number); the note."""
    pos, kind, step, counted = records.arrays()
    train = np.flatnonzero(kind == TRAIN)
    if not len(train):
        return []
    train = train[np.argsort(pos[train], kind="stable")]
    line = pos[train]
    fresh = np.ones(len(train), dtype=bool)
    fresh[1:] = line[1:] != line[:-1]
    new_step = step.copy()
    new_step[train] = np.cumsum(fresh)
    _write(records, _follow(pos, kind, step, new_step, train))
    records.counted = [np.zeros(len(part), dtype=bool) for part in records.counted]
    records.logging_steps = records.steps_per_epoch = None
    records.relaunches = {}
    codes = records.sources_of()
    if len(codes) == len(pos):
        codes[train] = records.code(LINE_ORDER)
        records.source = [codes]
    records.sources = {LINE_ORDER: len(train)}
    return [f"{int(fresh.sum())} training lines read in the order they were printed, one point each"]
