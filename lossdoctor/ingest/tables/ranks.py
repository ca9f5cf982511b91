"""Several processes (ranks) appending the same rows to one table file: one run, written twice.

Under torch.distributed every rank may run the logging line, each appending its own row per
step to one JSONL or CSV file. The file then holds every step k times, the ranks' rows
interleaved as their processes happened to flush, and each rank's loss a hair from the others'
(another summation order, another shard). Read in file order, the step goes back a little at
almost every row: hundreds of fragments of one point. A person sees k copies of one curve.

Said so when every step (but a few at the ends) is written the same number of times k >= 2,
the steps go back or repeat at many rows, and at each step the copies of the loss agree closely.
The first row of each step is kept; the others are counted and named as a duplicate decision
(numeric evidence).

A rank's copy sits close to the other copies of its step: a lagging rank writes a step a few
rows after the log first reached it, and never more than k times. A step that comes back after
all k copies were written, or many rows after the log went beyond it, is a restart (a relaunch
or a resume from a checkpoint), not a copy: the rows from there are read as a launch of their
own, whose steps the ranks again write k times, and the step going back between the launches
is left for the stitcher to judge (a rollback).
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass

import numpy as np

# Share of the steps that must be written exactly k times.
_SHARE = 0.9
# Copies of one step's loss agree within this relative difference (median over the steps).
_AGREE = 1e-3
# A rank's copy lands within this many times the usual distance (in rows) between copies of a
# step (or k rows, if more) after the log first reached that step; farther back is a restart.
_NEAR = 4


@dataclass(frozen=True)
class Copies:
    """Rows of a table that repeat a step already written by another process."""

    writers: int
    kept: np.ndarray  # positions (in the rows given) of the first row of each step of each launch
    dropped: int
    spread: float  # median relative difference between a step's copies of the loss
    restarts: tuple[int, ...] = ()  # positions where a launch of its own starts (not the first)


def copies(steps: np.ndarray, loss: np.ndarray | None) -> Copies | None:
    """The rows to keep when `steps` (file order) are k writers' interleaved rows of one run,
    else None. `loss` is the run's loss per row (NaN where a row has none)."""
    n = len(steps)
    if n < 8 or loss is None:
        return None
    _, first, inverse, counts = np.unique(steps, return_index=True, return_inverse=True, return_counts=True)
    if np.median(counts) < 2 or _spread(loss, inverse, first) is None:
        return None  # no step written twice with a loss each time: no copies to look for
    usual = _usual(steps)
    # The ranks are counted within launches (a resume's replayed steps would count twice), and
    # the launches found first from the distance alone, then with the count of the ranks too.
    launch = _launches(steps, _restarts(steps, None, _NEAR * max(2, usual)))
    writers = int(np.median(_counted(launch, steps)[2]))
    if writers < 2:
        return None
    restarts = _restarts(steps, writers, _NEAR * max(writers, usual))
    launch = _launches(steps, restarts)
    first, inverse, counts = _counted(launch, steps)
    if np.mean(counts == writers) < _SHARE:
        return None
    disorder = int(np.count_nonzero(np.diff(steps) <= 0)) - len(restarts)
    if disorder < max(3, len(counts) // 5):
        return None
    spread = _spread(loss, inverse, first)
    if spread is None or spread > _AGREE:
        return None
    kept = np.sort(first)
    same = launch[kept][1:] == launch[kept][:-1]
    if np.any(np.diff(steps[kept])[same] <= 0):
        return None
    return Copies(writers, kept, n - len(kept), spread, restarts)


def _usual(steps: np.ndarray) -> int:
    """The usual distance, in rows, between one row of a step and the next row of that step."""
    order = np.lexsort((np.arange(len(steps)), steps))
    same = steps[order][1:] == steps[order][:-1]
    gaps = np.diff(order)[same]
    return int(np.median(gaps)) if gaps.size else 1


def _launches(steps: np.ndarray, restarts: tuple[int, ...]) -> np.ndarray:
    """Each row's launch (0, 1, ...), counted from the restarts."""
    launch = np.zeros(len(steps), dtype=np.int64)
    launch[list(restarts)] = 1
    return np.cumsum(launch)


def _counted(launch: np.ndarray, steps: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For each (launch, step): its first row, each row's key index, and how many rows it has.
    A step of one launch is one key: copies are counted within a launch, never across."""
    _, first, inverse, counts = np.unique(np.stack([launch, steps]), axis=1, return_index=True,
                                          return_inverse=True, return_counts=True)
    return first, inverse.reshape(-1), counts


def _restarts(steps: np.ndarray, writers: int | None, near: int) -> tuple[int, ...]:
    """Rows where the step comes back to one already written by every rank (when `writers` is
    known), or one the log went beyond more than `near` rows before: a launch starts there."""
    found: list[int] = []
    written: dict[int, int] = {}
    tops: list[int] = []  # the launch's running maximum each time it rose ...
    rose: list[int] = []  # ... and the row where it did
    for row, value in enumerate(steps.tolist()):
        if tops and value <= tops[-1]:
            reached = rose[bisect_left(tops, value)]
            if (writers is not None and written.get(value, 0) >= writers) or row - reached > near:
                found.append(row)
                written, tops, rose = {}, [], []
        if not tops or value > tops[-1]:
            tops.append(value)
            rose.append(row)
        written[value] = written.get(value, 0) + 1
    return tuple(found)


def _spread(loss: np.ndarray, inverse: np.ndarray, first: np.ndarray) -> float | None:
    """Median relative difference between each row's loss and its step's first row's loss."""
    reference = loss[first][inverse]
    both = np.isfinite(loss) & np.isfinite(reference)
    others = both & (np.arange(len(loss)) != first[inverse])
    if not others.any():
        return None
    scale = np.maximum(np.abs(reference[others]), 1e-12)
    return float(np.median(np.abs(loss[others] - reference[others]) / scale))


__all__ = ["Copies", "copies"]
