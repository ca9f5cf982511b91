"""Launches of another length in one log: which run each one goes on with, if any.

A training loop that prints its epoch beside the number it was launched for (`Epoch [151/250]`)
states its launch on every line: when that number changes (`[151/200]` then `[151/250]`), the
program was started again with other settings, a launch boundary (`generic/lengths.py` finds
it). Such a launch starts a run of its own, unless it goes on with an earlier launch: a person
reads `Epoch [251/350]` at 0.2269 as the resume of the launch that stopped at `[250/250]` at
0.2209, not of the 14-epoch launch printed just before it. The join is numeric evidence (the
steps and the loss level), so it never joins across a banner or a stated fresh start, and it
wants both: a launch that starts where another stopped but with its loss on another scale
(110 after 0.69: the loss function changed) is a run of its own.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from lossdoctor.identity.decision import Decision, numeric
from lossdoctor.identity.replay import points
from lossdoctor.model import Fragment, Marker

# What the console reader writes in the marker of a launch whose printed epoch total changed.
LENGTH_WORDS = "the number of epochs printed beside the epoch changes"
# A launch goes on with another when its first step is at most this many of that launch's
# strides past its last step (or one stride before it: the epoch it stopped in, run again).
MAX_STRIDES = 3
# ... and its first loss is within this factor of the other's last losses (their median).
LEVEL_RATIO = 3.0
# The other's last losses compared with.
TAIL = 3


def opened_by_length(marker: Marker | None) -> bool:
    """Whether a launch was opened by its printed epoch total changing (and nothing stronger)."""
    return marker is not None and LENGTH_WORDS in marker.detail


def _stride(steps: np.ndarray) -> int:
    """A launch's usual step between two points (1 with fewer than two)."""
    if len(steps) < 2:
        return 1
    return max(int(np.median(np.diff(np.unique(steps)))), 1)


def _level(before: np.ndarray, first: float) -> float | None:
    """How many times apart a launch's first loss and another's last losses are (None when a
    value is not positive: a ratio says nothing there)."""
    tail = float(np.median(before[-TAIL:]))
    if not (tail > 0 and first > 0) or not np.isfinite(tail) or not np.isfinite(first):
        return None
    return max(tail, first) / min(tail, first)


def join_continued(trials: list[list[Fragment]], openers: Sequence[Marker | None], ref: str | None,
                   source: str) -> tuple[list[list[Fragment]], dict[int, list[Decision]]]:
    """The trials with each one a length change opened (`openers[i]`, see `opened_by_length`)
    joined to the latest earlier trial it goes on with (its first step within MAX_STRIDES of that
    trial's last, its first loss within LEVEL_RATIO of that trial's last ones), and the decisions,
    by id of the trial they are recorded on: a `resume` on the trial joined, a `new run` on a
    launch that starts where another stopped but with its loss on another scale."""
    out: list[list[Fragment]] = []
    drawn: list[tuple[np.ndarray, np.ndarray] | None] = []
    decisions: dict[int, list[Decision]] = {}
    for frags, opener in zip(trials, openers):
        mine = points(frags, ref)
        if not opened_by_length(opener) or mine is None or not out:
            out.append(frags)
            drawn.append(mine)
            continue
        first, value = int(mine[0][0]), float(mine[1][0])
        joined = refused = None
        for back in range(len(out) - 1, -1, -1):
            earlier = drawn[back]
            if earlier is None:
                continue
            last, stride = int(earlier[0].max()), _stride(earlier[0])
            # A launch back at that launch's own first step starts over: no resume of it.
            if first <= int(earlier[0].min()) or not last - stride <= first <= last + MAX_STRIDES * stride:
                continue
            ratio = _level(earlier[1][np.argsort(earlier[0], kind="stable")], value)
            if ratio is not None and ratio <= LEVEL_RATIO:
                joined = back, last, ratio
                break
            if refused is None and ratio is not None:
                refused = last, ratio
        if joined is None:
            out.append(frags)
            drawn.append(mine)
            if refused is not None:
                decisions.setdefault(id(frags), []).append(numeric("new run", (
                    f"{source}: the launch from step {first} starts where a launch before it stopped "
                    f"(step {refused[0]}), but its loss is {refused[1]:.3g} times that launch's last "
                    f"({value:.4g}): another loss or another model, a run of its own"), first))
            continue
        back, last, ratio = joined
        base = len(out[back])
        out[back].extend(replace(f, order=base + i) for i, f in enumerate(frags))
        drawn[back] = points(out[back], ref)
        decisions.setdefault(id(out[back]), []).append(numeric("resume", (
            f"{source}: the launch from step {first} ({opener.detail if opener else ''}) goes on where "
            f"an earlier launch stopped (step {last}), its loss at that launch's level ({value:.4g}, "
            f"{ratio:.2f} times apart): a resume of that run, not a run of its own"), first))
    return out, decisions


__all__ = ["LENGTH_WORDS", "join_continued", "opened_by_length"]
