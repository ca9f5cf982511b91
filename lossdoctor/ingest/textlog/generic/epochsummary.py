"""An epoch's summary line among per-iteration lines belongs where its epoch ends.

DBNet prints `[38/200], [1/604], global_step: 13099, ..., loss: 0.97, ...` for every
iteration and, when the epoch ends, `[38/200], train_loss: 1.0320, time: 542.3, lr: ...`.
The summary's only counter is the epoch's `[38/200]`, which the iteration lines print in the
same place beside a step of their own. Read as the step, the epoch's mean lands at step 38 of
a curve counted in global steps: a rollback from 13702 to 38 that never happened, and the
relaunch after it hidden behind it.

A person reads two kinds of line: points on the global-step axis, and an epoch's mean. So a
training shape whose only step is a bare `i/n` counter is an epoch summary when a training
shape with a loss and a step of its own prints the same counter (the same text before it,
and every total the summary prints) beside that step. Its lines are placed at the step the
iteration lines had reached when it was printed: the step where its epoch ends. Its values
stay series of their own (`train_loss`), never points of the per-iteration loss; a name the
iteration lines print too (`lr`, `time`: the epoch's time, not an iteration's) gets a suffix.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

# The step source of a summary placed where its epoch ends (said in the reading's sources).
SOURCE = "epoch summary, at the step its epoch ended"
# What a summary's value whose name the iteration lines print too is called after its name.
SUFFIX = " (epoch summary)"
# Lines of a summary printed before any iteration line: nowhere to place them, passed over.
UNPLACED = "epoch summaries printed before any iteration line"


@dataclass(frozen=True)
class CounterShape:
    """A training line shape that prints a bare `i/n` counter: the text before the counter
    (its gaps up to the `/`), the totals its lines print, and whether it has a step of its own."""

    shape: int
    prefix: tuple[str, ...]
    totals: frozenset[int]
    stepped: bool
    names: tuple[str, ...] = ()


def summaries(shapes: Iterable[CounterShape]) -> dict[int, frozenset[str]]:
    """The step-less counter shapes (by id) whose counter is a stepped shape's epoch counter,
    each with the value names the stepped shapes that print its counter carry."""
    found = list(shapes)
    totals: dict[tuple[str, ...], set[int]] = {}
    names: dict[tuple[str, ...], set[str]] = {}
    for item in found:
        if item.stepped:
            totals.setdefault(item.prefix, set()).update(item.totals)
            names.setdefault(item.prefix, set()).update(item.names)
    return {item.shape: frozenset(names[item.prefix]) for item in found
            if not item.stepped and item.totals and item.prefix in totals and item.totals <= totals[item.prefix]}


def renamed(names: tuple[str, ...], taken: frozenset[str]) -> tuple[str, ...]:
    """A summary's value names, those the iteration lines print too suffixed (see the module doc)."""
    return tuple(name + SUFFIX if name in taken else name for name in names)
