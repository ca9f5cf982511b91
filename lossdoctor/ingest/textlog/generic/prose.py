"""Numbers in prose are not a counter: quoted model output, worked examples, free text.

A script that prints its model's completions (GRPO, RLHF, evaluation samples) fills its log
with lines such as `**Step 1: First part**`, `The builder adds 20/100 * 20 = 4 meters` or
`1. First increase: 50*0.30=15`. Each reads as a record with a step (`Step 1`, a `20/100`
progress counter, a leading `1.`), and each sends the step back, so the log falls apart into
runs and fragments of a point or two.

The log itself tells them apart from its training lines: a print statement in a training loop
prints its shape again and again with new numbers, while a sentence is printed once (or quoted
verbatim a few times). So, once one shape that carries the loss is the step counter, the
records of a shape that carries no loss, printed as fewer than `MIN_DISTINCT` distinct lines,
whose steps fall outside the counter's steps around them, are prose: passed over, and said.
So are the records of a loss-less shape printed many times with a counter of its own, when it
is rare beside the counter (a tenth of its lines at most) and its steps fall outside the
counter's almost always: a debug print's own count (`[Step 3] DGD Debug:` among a progress
bar's frames), which would send the step back at each of its lines.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.counters import lossy_shape, shape_of
from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records
from lossdoctor.roles import Role

# A print statement in a loop prints at least this many different lines.
MIN_DISTINCT = 3
# A loss-less print statement with a counter of its own (printed as many distinct lines) is
# debug output when it prints under one line in _FEW of the counter's and its steps fall outside
# the counter's around it at _MOSTLY of its lines.
_FEW = 10
_MOSTLY = 0.75
# The step counter needs this many lines before it can judge others.
_MIN_MAIN = 3
PASSED = "lines of prose whose numbers are no step (quoted model output, worked examples)"


def drop_prose(records: Records) -> list[str]:
    """Pass over the prose records (see the module doc); the note that says so, or none."""
    pos, kind, step, counted = records.arrays()
    if not len(pos):
        return []
    shape = shape_of(records, len(pos))
    train = np.flatnonzero((kind == TRAIN) & ~counted & (shape != -1))
    shapes, sizes = np.unique(shape[train], return_counts=True)
    lossy = [(int(n), int(s)) for s, n in zip(shapes.tolist(), sizes.tolist()) if lossy_shape(records, int(s))]
    if not lossy or max(lossy)[0] < _MIN_MAIN:
        return []
    main = max(lossy)[1]
    main_ids = train[shape[train] == main]
    main_ids = main_ids[np.argsort(pos[main_ids], kind="stable")]
    main_pos, main_step = pos[main_ids], step[main_ids]
    every = train[np.isin(shape[train], [s for _, s in lossy])]
    every = every[np.argsort(pos[every], kind="stable")]
    every_pos, every_step = pos[every], step[every]
    # Shapes that print a loss (training or evaluation) are never prose.
    lossy_shapes = {batch.shape if batch.shape else index for index, batch in enumerate(records.batches)
                    if any(role(name) in (Role.LOSS, Role.EVAL_LOSS) for name in batch.names)}
    drop = np.zeros(len(pos), dtype=bool)
    candidates = np.flatnonzero(~counted & (shape != -1))
    for other in np.unique(shape[candidates]).tolist():
        if other == main or other in lossy_shapes:
            continue
        ids = candidates[shape[candidates] == other]
        if len({records.lines[int(p) // SEGMENTS - 1] for p in pos[ids][:MIN_DISTINCT * 4]}) < MIN_DISTINCT:
            if np.any(_outside(main_pos, main_step, pos[ids], step[ids])):
                drop[ids] = True
            continue
        # A print in a loop with a counter of its own (`[Step 3] DGD Debug:` among a bar's frames
        # at batch 40) is debug output when it is rare and its steps disagree with the loss
        # lines' (every shape that prints the loss: a bar's frames take several) almost always.
        # Only among the loss lines: a stretch after the last of them is another stage (a kNN
        # pass after a linear probe), which `identity.stages` names as such.
        if len(ids) * _FEW <= len(every_pos) and float((pos[ids] < every_pos[-1]).mean()) >= 0.5 and \
                float(_outside(every_pos, every_step, pos[ids], step[ids]).mean()) >= _MOSTLY:
            drop[ids] = True
    dropped = int(drop.sum())
    if not dropped:
        return []
    remove(records, drop)
    records.passed[PASSED] = records.passed.get(PASSED, 0) + dropped
    return [f"{dropped} line(s) of prose with numbers in them (quoted model output, worked examples: "
            "a shape printed once or twice, or a rare debug print with a counter of its own, against the step "
            "counter) passed over"]


def _outside(counter_pos: np.ndarray, counter_step: np.ndarray, pos: np.ndarray, step: np.ndarray) -> np.ndarray:
    """Whether each record's step falls outside the counter's steps just before and after it."""
    at = np.searchsorted(counter_pos, pos, side="right")
    low = np.where(at > 0, counter_step[np.maximum(at - 1, 0)], np.iinfo(np.int64).min)
    high = np.where(at < len(counter_pos), counter_step[np.minimum(at, len(counter_pos) - 1)], np.iinfo(np.int64).max)
    result: np.ndarray = (step < low) | (step > high)
    return result


def remove(records: Records, drop: np.ndarray) -> None:
    """Take the records marked in `drop` out of `records`, renumbering the rest."""
    pos, kind, step, counted = records.arrays()
    source = records.sources_of()
    keep = ~drop
    new_id = np.cumsum(keep) - 1
    for code in source[drop].tolist():
        name = records.source_names[code]
        records.sources[name] = records.sources.get(name, 0) - 1
    records.pos, records.kind, records.step = [pos[keep]], [kind[keep]], [step[keep]]
    records.counted = [counted[keep]]
    records.source = [source[keep]] if len(source) == len(pos) else records.source
    records.count = int(keep.sum())
    for batch in records.batches:
        size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        kept = keep[ids] if len(ids) else np.zeros(0, dtype=bool)
        if batch.by_column:
            batch.rows = [np.asarray(column)[kept] if isinstance(column, np.ndarray)
                          else [value for value, k in zip(column, kept.tolist()) if k] for column in batch.rows]
        else:
            batch.rows = [row for row, k in zip(batch.rows, kept.tolist()) if k]
        batch.ids = new_id[ids[kept]].tolist()
        batch.first_id = -1
    records.batches = [batch for batch in records.batches if batch.ids]
    records.bar_lag = None
