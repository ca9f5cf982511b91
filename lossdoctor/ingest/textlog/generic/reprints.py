"""A training line printed again at the step of the line before it, with values of its own: a relaunch.

Consecutive records of one kind at one step are usually one point: ranks that each print the
step's line, a header and the block of lines under it. But a launch that dies after its first
epoch's line and is started again prints that epoch's line once more, with its own values
(`Saved model at epoch 1 with loss: 1.7713` then `... epoch 1 with loss: 1.6159`, appended by
each launch to one file): two points, of two launches. Read as one, the first launch's value is
lost and its launch with it.

The line printed again is told from a rank's copy by being rare: ranks print every step k times,
a relaunch repeats one step now and then. So a record is a reprint when the training record
just before it (in file order) has its step, comes from the same print statement (one line
shape), both lines print the step themselves (a step-less line placed at the step before it
proves nothing), it differs in one of its values, and such repeats are fewer than a quarter of
the training records (MAX_SHARE). The identical line printed twice (two logging handlers) stays
one point.

A relaunch that prints again a step past the log's first (`Epoch [151/250]` twice, after a
launch that stopped at 151) did not start from scratch: it loaded the checkpoint it starts from
(`resumed_reprints`), as the aborted launch before it did: the same run rolled back to it, not a
run of its own, whatever its values (the console reader marks it as a resume).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records

# Reprints at most this share of the training records: ranks repeat every step.
MAX_SHARE = 0.25


def _shape_and_row(records: Records, size: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per record id: its batch's index, its row within the batch (-1 for neither), and its
    batch's line shape."""
    batch_of = np.full(size, -1, dtype=np.int64)
    row_of = np.full(size, -1, dtype=np.int64)
    shape_of = np.zeros(size, dtype=np.int64)
    for index, batch in enumerate(records.batches):
        count = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + count) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        batch_of[ids] = index
        row_of[ids] = np.arange(count)
        shape_of[ids] = batch.shape
    return batch_of, row_of, shape_of


def _values(records: Records, batch: int, row: int) -> tuple[str, ...]:
    """The printed values of one record."""
    found = records.batches[batch]
    if found.by_column:
        return tuple(str(column[row]) for column in found.rows)
    return tuple(str(value) for value in found.rows[row])


def _printed(source: str) -> bool:
    """Whether a step source is the record's own line (its step key, epoch or leading number)."""
    return source in ("epoch", "positional", "epoch pair") or source.startswith(("key ", "epoch × "))


def printed_steps(records: Records) -> np.ndarray:
    """Per record id: whether its step is printed on its own line (not placed at another's)."""
    codes = records.sources_of()
    printed = [code for code, name in enumerate(records.source_names) if _printed(name)]
    return np.isin(codes, printed)


def _startup_between(records: Records, first: int, before: int, after: int) -> bool:
    """Whether the lines between two prints of one step (record positions `before`, `after`)
    could hold a relaunch's start-up: the log printed no start-up of its own before its first
    training line (position `first`; then nothing tells), or a line of a shape that start-up
    printed comes again between them. A relaunch into the same log prints its start-up again;
    with none of it between them, the second print is no relaunch (two writers of one file, a
    buffered line cut), whatever its values."""
    from lossdoctor.ingest.textlog.generic.launches import MIN_SHAPES, _shape_ids

    shape = _shape_ids(records)
    preamble = shape[:first // SEGMENTS - 1]
    startup = np.unique(preamble[preamble >= 0])
    if len(startup) < MIN_SHAPES:
        return True
    between = shape[before // SEGMENTS:after // SEGMENTS - 1]
    return bool(np.isin(between, startup).any())


def reprints(records: Records, step: np.ndarray) -> np.ndarray:
    """Per record id: whether it is a training line printed again by a relaunch at the step of
    the line before it (see the module's docstring); `step` is each record's step as placed."""
    pos, kind, _, counted = records.arrays()
    out = np.zeros(len(pos), dtype=bool)
    # Only a line that prints its step can print it again: a step-less line placed at the step
    # before it (fairseq's `NOTE: gradient overflow ... loss scale to: 8.0`, twice), a frame under
    # an epoch header or a progress bar's redraw says nothing.
    train = np.flatnonzero((kind == TRAIN) & ~counted & printed_steps(records))
    if len(train) < 2:
        return out
    train = train[np.argsort(pos[train], kind="stable")]
    opened = int(pos[kind == TRAIN].min())
    same = np.flatnonzero(step[train][1:] == step[train][:-1])
    if not len(same) or len(same) >= MAX_SHARE * len(train):
        return out
    batch_of, row_of, shape_of = _shape_and_row(records, len(pos))
    for at in same.tolist():
        before, after = int(train[at]), int(train[at + 1])
        if batch_of[before] < 0 or batch_of[after] < 0 or shape_of[before] != shape_of[after]:
            continue
        if _values(records, int(batch_of[before]), int(row_of[before])) != _values(
                records, int(batch_of[after]), int(row_of[after])) and _startup_between(
                records, opened, int(pos[before]), int(pos[after])):
            out[after] = True
    return out


def resumed_reprints(records: Records) -> dict[int, str]:
    """Positions of the reprints (at their steps as printed) past the log's first step, with
    what the log shows there: a relaunch that resumed from a checkpoint (see the docstring)."""
    from lossdoctor.ingest.textlog.generic.launches import RESUMED_WORDS

    pos, kind, step, counted = records.arrays()
    again = reprints(records, step)
    train = (kind == TRAIN) & ~counted
    if not again.any() or not train.any():
        return {}
    first = int(step[train].min())
    out: dict[int, str] = {}
    for record in np.flatnonzero(again & (step > first)).tolist():
        line = int(pos[record]) // SEGMENTS  # positions count lines from 1
        out[int(pos[record])] = (f"line {line}: {RESUMED_WORDS} (step {int(step[record])}, past the log's first "
                                 f"step {first}, printed again with values of its own: a relaunch from the "
                                 "checkpoint the launch before it also started from)")
    return out


__all__ = ["MAX_SHARE", "printed_steps", "reprints", "resumed_reprints"]
