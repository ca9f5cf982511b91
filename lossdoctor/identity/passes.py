"""Doubt D13: a progress bar's passes, epoch after epoch, read as runs of their own.

A loop that wraps each epoch's training batches in one tqdm bar and its validation batches in
another (AllenNLP's `loss: 0.5100 ||: 100%|####| 475/475`, then `... 8/8`) writes to its stderr a
counter that runs 1..475, then 1..8, then 1..475 again, with no epoch number on the lines. Read
as launches, each pass becomes a run: runs of one file, each counting its steps from its first
with no gap, whose lengths alternate between two values (the training pass and the evaluation
pass). Launches of a sweep run to one length, or to lengths of their own, never in this cycle.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import PurePath

import numpy as np

from lossdoctor.identity.facts import RunFacts

Doubts = dict[int, str]

# Runs of one file the cycle needs before it says anything (two epochs of two passes).
MIN_PASSES = 4


def _natural(name: str) -> list[tuple[int, int | str]]:
    return [(0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"(\d+)", name) if part]


def _counted(run: RunFacts) -> bool:
    """Whether the run's steps are a counter from 0 or 1 with no gap (a bar's batches)."""
    if run.points < 2 or int(run.steps[0]) not in (0, 1):
        return False
    return bool(np.array_equal(run.steps, np.arange(int(run.steps[0]), int(run.steps[0]) + run.points)))


def passes_as_runs(runs: Sequence[RunFacts]) -> Doubts:
    """Runs of one file that count 1..N with N alternating between two values (module doc)."""
    by_file: dict[str, list[int]] = {}
    for i, run in enumerate(runs):
        files = {p.source for p in run.pieces} or set(run.sources)
        if len(files) == 1:
            by_file.setdefault(next(iter(files)), []).append(i)
    out: Doubts = {}
    for source, members in by_file.items():
        if len(members) < MIN_PASSES:
            continue
        members.sort(key=lambda i: _natural(runs[i].name))
        if not all(_counted(runs[i]) for i in members):
            continue
        lengths = [runs[i].points for i in members]
        if len(set(lengths)) != 2 or any(a == b for a, b in zip(lengths, lengths[1:])):
            continue
        a, b = lengths[0], lengths[1]
        for i in members:
            out[i] = (f"{runs[i].name}: {len(members)} runs of {PurePath(source).name} each count their steps from the first, "
                      f"{a} then {b} points in turn: a progress bar's training and evaluation passes, epoch "
                      "after epoch, may have been read as launches")
    return out


__all__ = ["passes_as_runs"]
