"""Inside one fragment: where steps go backwards (an appended log after a restart) and repeats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Fragment, Series

_NEVER = np.iinfo(np.int64).max


@dataclass(frozen=True)
class Restart:
    """Steps going back inside one fragment's reference series.

    `position` indexes the reference series, `step` is where it restarted, `reached`
    the highest step of the stretch it abandoned, `wall` when the restart was written.
    """

    position: int
    step: int
    reached: int
    wall: float | None


def reference(fragment: Fragment, primary: str | None) -> Series | None:
    """The series that tells a fragment's restarts: the primary loss, else the longest."""
    if primary is not None and primary in fragment.series and len(fragment.series[primary]):
        return fragment.series[primary]
    candidates = [s for s in fragment.series.values() if len(s)]
    return max(candidates, key=lambda s: (len(s), s.name)) if candidates else None


def restarts(series: Series | None) -> list[Restart]:
    """Every place where the series' step is lower than the one written just before."""
    if series is None or len(series) < 2:
        return []
    steps = series.steps
    back = np.flatnonzero(steps[1:] < steps[:-1]) + 1
    found = []
    begin = 0
    for position in back.tolist():
        wall = None
        if series.wall_times is not None and np.isfinite(series.wall_times[position]):
            wall = float(series.wall_times[position])
        found.append(Restart(position, int(steps[position]), int(steps[begin:position].max()), wall))
        begin = position
    return found


def superseded(steps: np.ndarray) -> np.ndarray:
    """Points some later point of the same series overwrites: a later step at or below theirs.

    This is the stitch rule applied inside one writer's stream (TensorBoard's own data
    server does the same): a repeated step keeps its last write, and a restart kills
    every earlier point at or after the step it restarted from.
    """
    n = len(steps)
    if n < 2:
        return np.zeros(n, dtype=bool)
    later_min = np.empty(n, dtype=np.int64)
    later_min[-1] = _NEVER
    later_min[:-1] = np.minimum.accumulate(steps[::-1])[::-1][1:]
    return steps >= later_min


def repeats(steps: np.ndarray) -> np.ndarray:
    """Points whose very next point logs the same step again (a double write)."""
    out = np.zeros(len(steps), dtype=bool)
    if len(steps) > 1:
        out[:-1] = steps[:-1] == steps[1:]
    return out


def killed_by_restarts(series: Series, found: Sequence[Restart]) -> np.ndarray:
    """Points of another series written before a restart, at or after its step (needs wall times)."""
    dead = np.zeros(len(series), dtype=bool)
    if series.wall_times is None:
        return dead
    for restart in found:
        if restart.wall is not None:
            dead |= (series.wall_times < restart.wall) & (series.steps >= restart.step)
    return dead
