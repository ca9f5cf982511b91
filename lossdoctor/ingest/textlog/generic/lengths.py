"""Launches a log states by the number of epochs printed beside the epoch (`Epoch [151/250]`).

A loop that prints `Epoch [E/T]` on every line prints the T it was launched for: launches appended
to one file with other settings (`Epoch [151/200]`, then `Epoch [151/250]`, `[1/300]`,
`[251/350]`) each print their own T, with no start-up line between them. Where T changes from
one training line to the next, another launch starts: a boundary, whatever the steps do (a
launch from a checkpoint goes on with them). Which run the launch belongs to is decided by
`identity/lengths.py`.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.identity.lengths import LENGTH_WORDS
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records

# The epoch and the number of epochs on one line: `Epoch [3/10]`, `Epoch 3/10`, `epoch: 3/10`,
# each in its own brackets (`Epoch [3]/[199]`).
_EPOCH_OF = re.compile(r"(?i)(?<![A-Za-z])epoch\W{0,3}(\d+)\]?\s*/\s*\[?(\d+)")


def _totals(records: Records, size: int) -> np.ndarray:
    """Per record id: the number of epochs its line prints beside its epoch (-1 for none)."""
    totals = np.full(size, -1, dtype=np.int64)
    pos = records.arrays()[0]
    for batch in records.batches:
        if batch.kind != TRAIN or "epoch" not in batch.names or not records.lines:
            continue
        at = batch.indices[batch.names.index("epoch")] + 1
        count = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        if not count or (batch.by_column and at >= len(batch.rows)) or (
                not batch.by_column and at >= len(batch.rows[0])):
            continue
        ids = (np.arange(batch.first_id, batch.first_id + count) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        column = batch.rows[at] if batch.by_column else [row[at] for row in batch.rows]
        # The number after the epoch is its total only when the line prints them as `E/T`.
        match = _EPOCH_OF.search(records.lines[int(pos[ids[0]]) // SEGMENTS - 1])  # positions count lines from 1
        if match is None or match.group(2) != str(column[0]):
            continue
        try:
            totals[ids] = np.asarray(column, dtype=np.float64).astype(np.int64)
        except ValueError:
            continue
    return totals


def length_changes(records: Records) -> dict[int, str]:
    """Positions of the training records where the printed number of epochs changes from the
    training line before (a launch of another length), with what the log says there."""
    pos, kind, _, _ = records.arrays()
    totals = _totals(records, len(pos))
    train = np.flatnonzero((kind == TRAIN) & (totals >= 0))
    if len(train) < 2:
        return {}
    train = train[np.argsort(pos[train], kind="stable")]
    changed = np.flatnonzero(totals[train][1:] != totals[train][:-1]) + 1
    # Every training line's position: the launch opens at the first one after the last line
    # of the launch before it (an epoch's summary that prints the total comes after the
    # epoch's batch lines, which print none).
    every = np.sort(pos[kind == TRAIN])
    out: dict[int, str] = {}
    for index in changed.tolist():
        record = int(train[index])
        line = int(pos[record]) // SEGMENTS
        opened = int(every[np.searchsorted(every, pos[train[index - 1]], side="right")])
        out[opened] = (f"line {line}: {LENGTH_WORDS} (from {int(totals[train[index - 1]])} to "
                       f"{int(totals[record])}: {records.lines[line - 1].strip()[:80]!r}), another launch")
    return out


__all__ = ["length_changes"]
