"""An epoch printed on every batch's line is a label, not the step.

A print loop such as `print(f"Epoch {epoch}, Loss: {loss}")` inside the batch loop prints the
same epoch on line after line: read as the step, each epoch's lines fold into one point (the
last printed wins), and a second counter printed between them (DeepSpeed's `step=10,
skipped=0`) makes the steps run back at every one of its lines, so the log does not even read
as a training history. A person reads such lines as one point each, in the order printed.

So when most lines of the one loss shape whose only counter is an epoch repeat the epoch of
the line before, the lines carry no step: they are numbered in order (`count`), as step-less
records are, and `counters.numbered_beside_steps` then places them by another counter's steps
when that counter's lines sit between them. The epoch stays a series of its own. A loss shape
that states a step of its own beside them (`Epoch 1 Batch 500 Loss ...` every 500 batches, the
TensorFlow 2 transformer tutorial's print) no longer stops this when the epoch's lines outnumber
its lines _DENSER times: it is a sample of them, placed at the number the lines had reached.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.counters import (
    SUFFIX, _follow, _set_counted, _write, lossy_shape, shape_of,
)
from lossdoctor.ingest.textlog.generic.scan import EVAL, TRAIN, Records

# The share of a shape's lines that repeat the epoch of the line before, from which the epoch
# is a label of the batches' lines (one line per epoch repeats none).
_REPEATED = 0.5
_MIN_LINES = 3
# How many times the lines of the loss shapes that state a step the epoch-labelled lines must
# outnumber for those to be the curve all the same: a print every few hundred batches beside a
# print every batch is a sample of them.
_DENSER = 10
EPOCH = "epoch"
COUNT = "count"
# The reading's words for the sparse stepped lines placed beside the numbered ones.
SAMPLE = "lines of a second step counter, placed at the main counter's step"


def epoch_labels(records: Records) -> list[str]:
    """Number in order the loss lines whose printed epoch is a label (see the module doc); the
    note that says so, or none."""
    pos, kind, step, counted = records.arrays()
    codes = records.sources_of()
    if len(codes) != len(pos) or EPOCH not in records.source_names or counted.any():
        return []  # other records are numbered already: one count per log
    shape = shape_of(records, len(pos))
    code = records.source_names.index(EPOCH)
    train = (kind == TRAIN) & (shape != -1)
    every = [int(s) for s in np.unique(shape[train]).tolist() if lossy_shape(records, int(s))]
    lossy = [s for s in every if not np.any(codes[train & (shape == s)] != code)]
    if not lossy:
        return []
    # The shape with the most lines decides (a line cut short by a sample is a shape of its own).
    main = max(lossy, key=lambda s: int(np.count_nonzero(shape == s)))
    others = [s for s in every if s not in lossy]
    sample = np.flatnonzero(train & np.isin(shape, others))
    if len(sample) * _DENSER > int(np.count_nonzero(train & (shape == main))):
        # A loss shape states its own step and is no sparse sample beside the epoch's lines:
        # the epoch is not all there is.
        return []
    own = np.flatnonzero(train & (shape == main))
    own = own[np.argsort(pos[own], kind="stable")]
    if len(own) < _MIN_LINES or np.count_nonzero(np.diff(step[own]) == 0) < _REPEATED * (len(own) - 1):
        return []
    ids = np.flatnonzero(train & np.isin(shape, lossy))
    ids = ids[np.argsort(pos[ids], kind="stable")]
    train = np.flatnonzero(kind == TRAIN)
    train = train[np.argsort(pos[train], kind="stable")]
    new_step = step.copy()
    new_step[ids] = np.arange(len(ids))
    if len(sample):
        # The sample (`Epoch 1 Batch 500 Loss ...` every 500 batches) goes where the numbered
        # lines had reached, as `counters.settle` places a second counter's lines.
        at = np.maximum(np.searchsorted(pos[ids], pos[sample], side="right") - 1, 0)
        new_step[sample] = new_step[ids][at]
    new_step = _follow(pos, kind, step, new_step, train)
    placed = np.sort(np.concatenate([ids, sample]))
    placed = placed[np.argsort(pos[placed], kind="stable")]
    flags = counted.copy()
    flags[placed] = True
    # Evaluation lines that took their step from such a line are numbered with it.
    evals = np.flatnonzero(kind == EVAL)
    if len(evals):
        before = np.searchsorted(pos[placed], pos[evals], side="right") - 1
        follows = before >= 0
        follows[follows] = step[evals[follows]] == step[placed[before[follows]]]
        flags[evals[follows]] = True
    _write(records, new_step)
    _set_counted(records, flags)
    codes[ids] = records.code(COUNT)
    records.source = [codes]
    records.sources[EPOCH] = records.sources.get(EPOCH, 0) - len(ids)
    if records.sources[EPOCH] <= 0:
        del records.sources[EPOCH]
    records.sources[COUNT] = records.sources.get(COUNT, 0) + len(ids)
    epochs = len(np.unique(step[ids]))
    notes = [f"{len(ids)} loss lines print only an epoch ({epochs} of them), the same on most lines: "
             "the epoch is a label, not the step; the lines are numbered in the order printed"]
    if len(sample):
        notes.append(_placed(records, lossy, set(others), len(sample)))
    return notes


def _placed(records: Records, lossy: list[int], others: set[int], count: int) -> str:
    """Rename the sample shapes' names the numbered lines share (as `counters.settle` does) and
    say where their lines went."""
    main_names = {name for batch in records.batches if batch.shape in lossy for name in batch.names}
    for batch in records.batches:
        if batch.shape in others and batch.kind == TRAIN:
            batch.names = tuple(name + SUFFIX if name in main_names else name for name in batch.names)
    records.passed[SAMPLE] = records.passed.get(SAMPLE, 0) + count
    return (f"{count} line(s) that print a step beside the epoch, far fewer than the numbered lines: a sample "
            f"of them, placed at the number of the line before them (names they share get '{SUFFIX.strip()}')")
