"""Several processes (ranks) appending the same rows to one table file: one run, written twice.

Under torch.distributed every rank may run the logging line, each appending its own row per
step to one JSONL or CSV file. The file then holds every step k times, the ranks' rows
interleaved as their processes happened to flush, and each rank's loss a hair from the others'
(another summation order, another shard). Read in file order, the step goes back a little at
almost every row: hundreds of fragments of one point. A person sees k copies of one curve.

Said so when every step (but a few at the ends) is written the same number of times k >= 2,
the steps go back or repeat at many rows but never far (a relaunch goes back to the start once),
and at each step the copies of the loss agree closely. The first row of each step is kept;
the others are counted and named as a duplicate decision (numeric evidence).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

# Share of the steps that must be written exactly k times.
_SHARE = 0.9
# Copies of one step's loss agree within this relative difference (median over the steps).
_AGREE = 1e-3
# A writer lags another by at most this share of the steps' span.
_LAG = 0.1


@dataclass(frozen=True)
class Copies:
    """Rows of a table that repeat a step already written by another process."""

    writers: int
    kept: np.ndarray  # positions (in the rows given) of the first row of each step
    dropped: int
    spread: float  # median relative difference between a step's copies of the loss


def copies(steps: np.ndarray, loss: np.ndarray | None) -> Copies | None:
    """The rows to keep when `steps` (file order) are k writers' interleaved rows of one run,
    else None. `loss` is the run's loss per row (NaN where a row has none)."""
    n = len(steps)
    if n < 8 or loss is None:
        return None
    unique, first, inverse, counts = np.unique(steps, return_index=True, return_inverse=True, return_counts=True)
    writers = int(np.median(counts))
    if writers < 2 or np.mean(counts == writers) < _SHARE:
        return None
    disorder = int(np.count_nonzero(np.diff(steps) <= 0))
    span = int(unique[-1] - unique[0])
    running = np.maximum.accumulate(steps)
    lag = int(np.max(running - steps))
    if disorder < max(3, len(unique) // 5) or lag > max(1, _LAG * span):
        return None
    spread = _spread(loss, inverse, first)
    if spread is None or spread > _AGREE:
        return None
    kept = np.sort(first)
    if np.any(np.diff(steps[kept]) <= 0):
        return None
    return Copies(writers, kept, n - len(kept), spread)


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
