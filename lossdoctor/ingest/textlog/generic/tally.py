"""The training loss's values counted while a shape's lines are read in bulk.

The audit counts the loss values a log prints (`values.values_seen`): for a million lines of
one shape that is a second regex pass over the whole file. The bulk readers already hold each
line's numbers for a moment, so they count the values there, as `values_seen` would, and the
audit takes the count for the lines it covers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from operator import ne

_DIGIT_RUN = re.compile(r"\d+")


def layout(line: str) -> str:
    """A line with each run of digits one `0`: lines of one layout match the same patterns."""
    return _DIGIT_RUN.sub("0", line)


@dataclass(frozen=True)
class Tally:
    """The loss values of one shape's lines `first_line` to `last_line` (0-based, `lines` of
    them, every line of that shape between the two), all of layout `layout`, the value at
    `span` of such a line: the first and last value and how often a value differs from the
    one before it (the first not counted)."""

    first_line: int
    last_line: int
    lines: int
    layout: str
    span: tuple[int, int]
    first: str
    last: str
    changes: int


class Counting:
    """A Tally made piece by piece: the values of column `column` of a bulk read, in line order."""

    def __init__(self, first: str, span: tuple[int, int], column: int) -> None:
        self.layout, self.span, self.column = layout(first), span, column
        self.first: str | None = None
        self.last: str | None = None
        self.changes = 0

    def add(self, values: Sequence[str]) -> None:
        """Count one piece's values of the column, in line order."""
        if not values:
            return
        if self.first is None:
            self.first = values[0]
        else:
            self.changes += values[0] != self.last
        self.changes += sum(map(ne, values[1:], values[:-1]))
        self.last = values[-1]

    def done(self, first_line: int, last_line: int, lines: int) -> Tally | None:
        """The tally of the lines counted (None when none were)."""
        if self.first is None or self.last is None:
            return None
        return Tally(first_line, last_line, lines, self.layout, self.span, self.first, self.last, self.changes)
