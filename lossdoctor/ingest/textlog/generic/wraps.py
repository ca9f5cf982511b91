"""A per-epoch `b/N` counter that starts again after reaching N counts an epoch's batches.

A DeepSpeed-style loop prints `Step 10/200 | loss ...` up to `Step 200/200`, saves a checkpoint
(`Saving ./checkpoints/global_step200/...`), then prints `Step 1/200` of the next epoch without
naming the epoch. Read as printed, each epoch goes back to step 1: eleven epochs became eleven
runs of 200 points. Where the counter restarts right after reaching its printed total, the
epoch changed, and the step goes on: step = epochs done × N + b.

A second run printed into the same log after the first one finished restarts the same way, so
the loss decides between the two: a new run from scratch starts again near the first loss the
log printed, far from where the run before ended; the next epoch takes up the curve.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.counters import _follow, _write, shape_of
from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.ingest.textlog.generic.scan import TRAIN, Records
from lossdoctor.roles import Role

# How a record placed by the epoch number on its own line says so (`scan._record`).
EPOCH_SOURCE = "epoch"
# Loss values averaged on each side of a restart (a single value is noise).
_SIDE = 3
WRAPPED = "epoch × {total} + batch, epochs counted where the counter restarts after {total}"


def epoch_wraps(records: Records) -> list[str]:
    """Steps that go on where a training shape's `b/N` counter restarts after reaching N (see
    the module doc); the notes that say so, or none."""
    if not records.totals:
        return []
    pos, kind, step, _ = records.arrays()
    shape = shape_of(records, len(pos))
    codes = records.sources_of()
    new_step = step.copy()
    notes = []
    marks = _epoch_marks(records, pos, kind, step, codes)
    for shape_id, total in records.totals.items():
        ids = np.flatnonzero((shape == shape_id) & (kind == TRAIN))
        if total <= 0 or len(ids) < 2:
            continue
        ids = ids[np.argsort(pos[ids], kind="stable")]
        steps = step[ids]
        loss = _loss(records, shape_id, ids)
        forward = np.diff(steps)[np.diff(steps) > 0]
        interval = int(np.median(forward)) if len(forward) else 1
        offset, epochs = np.zeros(len(ids), dtype=np.int64), 0
        for k in np.flatnonzero(np.diff(steps) < 0).tolist():
            reached = steps[k] > total - interval and steps[k] <= total
            stated = _epoch_goes_on(marks, int(pos[ids[k + 1]]))
            if reached and steps[k + 1] <= interval and (
                    stated if stated is not None else not _from_scratch(loss, k + 1)):
                offset[k + 1:] += total
                epochs += 1
        if not epochs:
            continue
        new_step[ids] = steps + offset
        name = WRAPPED.format(total=total)
        if len(codes) == len(pos):
            old = {records.source_names[c] for c in np.unique(codes[ids]).tolist()}
            codes[ids] = records.code(name)
            records.source = [codes]
            for source in old:
                records.sources[source] = records.sources.get(source, 0) - len(ids)
            records.sources[name] = records.sources.get(name, 0) + len(ids)
        notes.append(f"a `b/{total}` counter restarts {epochs} time(s) right after reaching {total}: an epoch's "
                     f"batches; step = epochs done × {total} + b")
    if not notes:
        return []
    train = np.flatnonzero(kind == TRAIN)
    train = train[np.argsort(pos[train], kind="stable")]
    _write(records, _follow(pos, kind, step, new_step, train))
    return notes


def _epoch_marks(records: Records, pos: np.ndarray, kind: np.ndarray, step: np.ndarray,
                 codes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The training records placed by an epoch number their line states (`Epoch [3]/[199]
    Training Phase Loss: x`): their positions and epochs, in line order."""
    if EPOCH_SOURCE not in records.source_names or len(codes) != len(pos):
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64)
    at = np.flatnonzero((codes == records.source_names.index(EPOCH_SOURCE)) & (kind == TRAIN))
    at = at[np.argsort(pos[at], kind="stable")]
    return pos[at], step[at]


def _epoch_goes_on(marks: tuple[np.ndarray, np.ndarray], restart: int) -> bool | None:
    """Whether the epochs the log states go on across the counter's restart at `restart` (a
    position): the first epoch stated after it is higher than the last one before it. Words
    outrank the loss's level (issue 31): a resumed or next epoch, however its single-batch
    values scatter, is no new run; a stated epoch that goes back is one. None when the log
    states no epoch on both sides."""
    places, epochs = marks
    i = int(np.searchsorted(places, restart))
    if i == 0 or i >= len(places):
        return None
    return bool(epochs[i] > epochs[i - 1])


def _loss(records: Records, shape_id: int, ids: np.ndarray) -> np.ndarray | None:
    """The shape's training-loss value at each of its records (in `ids` order), if it prints one."""
    from lossdoctor.ingest.textlog.generic.assemble import floats

    for batch in records.batches:
        if batch.shape != shape_id or batch.kind != TRAIN:
            continue
        names = [(len(name), index, name) for index, name in zip(batch.indices, batch.names)
                 if role(name) is Role.LOSS]
        if not names:
            continue
        index = min(names)[1]
        size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        own = (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        values = floats(batch.rows[index] if batch.by_column else [row[index] for row in batch.rows])
        by_id = dict(zip(own.tolist(), values.tolist()))
        return np.asarray([by_id.get(i, np.nan) for i in ids.tolist()], dtype=np.float64)
    return None


def _from_scratch(loss: np.ndarray | None, at: int) -> bool:
    """Whether the loss after index `at` starts again near the log's first loss, well away from
    where it stood before `at`: another run, not the next epoch."""
    if loss is None:
        return False
    first, before, after = (np.nanmean(part) if np.isfinite(part).any() else np.nan
                            for part in (loss[:_SIDE], loss[max(0, at - _SIDE):at], loss[at:at + _SIDE]))
    if not np.isfinite([first, before, after]).all():
        return False
    return abs(after - first) < abs(after - before) and abs(first - before) > 0.1 * abs(first)
