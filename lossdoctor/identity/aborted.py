"""Doubt D8: an aborted start read as a run of its own, though the next launch starts the same.

A launch that died after one or two logged steps and a launch from scratch right after it that
goes on: the same job started again (a false start), or another run (another seed, a notebook
cell run again)? The log rarely says. The numbers decide (`identity.replay`: an aborted start is
a rollback only when the relaunch gives the same values to six digits), and they cannot tell a
job started again with another initialisation from another seed: both start within the
stitcher's CLOSE_REL of each other. So when the reading keeps such a start as a run of its own,
and the next run of its file starts at the same step, agrees with it at every step the start
logged and goes on far past it, the reading says it is in doubt (c14 SLM pre-training: two
aborted starts at step 20 of one 7,760-step timeline, read as a run of their own).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.identity.facts import RunFacts

Doubts = dict[int, str]

# An aborted start logged fewer points than this (replay.MIN_REPLAY_STEPS).
ABORTED = 3
# The launch after it goes on to this many times as many points: a training, not another false start.
GOES_ON = 10
# Within this relative difference at every common step (the stitcher's CLOSE_REL).
CLOSE = 1e-3


def _files(run: RunFacts) -> set[str]:
    return {p.source for p in run.pieces} or set(run.sources)


def _agrees(short: RunFacts, other: RunFacts) -> bool:
    """Whether `other` logged every step of `short` with values within CLOSE of them."""
    at = np.searchsorted(other.steps, short.steps)
    if np.any(at >= other.points) or np.any(other.steps[np.minimum(at, other.points - 1)] != short.steps):
        return False
    mine, theirs = short.values, other.values[at]
    if not (np.all(np.isfinite(mine)) and np.all(np.isfinite(theirs))):
        return False
    return bool(np.all(np.abs(mine - theirs) <= CLOSE * np.maximum(np.abs(mine), np.abs(theirs))))


def aborted_start_apart(runs: Sequence[RunFacts]) -> Doubts:
    """A run of one or two loss points whose next run in the same file starts at its
    first step, gives its values within CLOSE at every step it logged and goes on far past it:
    an aborted start of that run (the job started again), read as a run of its own."""
    out: Doubts = {}
    for i, short in enumerate(runs):
        if not 0 < short.points < ABORTED:
            continue
        # The launch right after it in its file: a job started again starts again at once (a
        # sweep's later run that happens to start close, past runs of other settings, is no restart).
        later = next((run for run in runs[i + 1:] if _files(short) & _files(run)), None)
        if (later is None or later.points < GOES_ON * short.points
                or int(later.steps[0]) != int(short.steps[0]) or not _agrees(short, later)):
            continue
        out[i] = (f"{short.name}: {short.points} loss point(s) from step {int(short.steps[0])}, then {later.name} "
                  f"starts again at that step within {CLOSE:.0e} of them and goes on to {int(later.steps[-1])} "
                  "in the same file: an aborted start of that run (the job started again) may have been read as a "
                  "run of its own")
    return out


__all__ = ["aborted_start_apart"]
