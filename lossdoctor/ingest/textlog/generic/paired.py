"""A loss line with no step, its counter on the line before it (issue 31).

A script's print loop may print two lines per step: a counter line (`2025-06-04 19:53:48,
batch i:2, episode_len:39`, AlphaZero's self-play trainer) and, right after it, the update's
values with no step of their own (`kl:0.011,lr_multiplier:1.000,loss:5.31,entropy:4.37`). A
person reads the pairs: batch 2, then its loss. When every repeated loss line follows a line of
one shape whose whole number rises from pair to pair (back now and then: a relaunch, kept as
printed), that number is the loss line's step. Failing such a counter (ClipCap's final tqdm
bars, the first with no `>>> Training epoch N` before it), a repeated loss line with no step is
still a curve: its lines are numbered in line order, and the run says so. Read only when the
scan found no training line, and only when the loss lines (with their counter lines) are most
of the file; the loss lines are written out with their step for the console reader.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

import numpy as np

from lossdoctor.ingest.textlog.generic.bare import Rewritten

# A named loss with a number: `loss:5.31`, `loss=0.2`, `total_loss: 1e-3`.
_LOSS = re.compile(r"(?<![A-Za-z0-9])([A-Za-z_]*loss[A-Za-z0-9_]*)\s*[:=]\s*[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?",
                   re.I)
# A number of any sign and form (NaN and inf too): a line's shape is its text without them.
_DIGITS = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|(?<![A-Za-z])(?:nan|-?inf)(?![A-Za-z])", re.I)
_NUMBER = re.compile(r"(?<![\d.])\d+(?![\d.])")
# Words that name a step counter, preferred when a counter line holds several rising numbers.
_STEP_WORDS = re.compile(r"(batch|iter|iteration|step|update|epoch|episode|round|game|generation|it)\b\W*\w?\W*$",
                         re.I)
# A quote of a few lines is no curve: pairs with a counter need this many, lines in line order
# (nothing to say they are a loop's output but their repeating) more.
MIN_LINES = 3
MIN_ORDERED = 8
# The loss lines (and their counter lines) must be this share of the file's lines at least: a
# server that reports a `packet loss: 1.8%` now and then among other lines is no training loop.
MIN_SHARE = 0.5
# The share of the pairs at which a counter rises: the rest are restarts (a relaunch, a resume),
# kept as printed for the segment builder.
RISES = 0.9
# A file whose first lines hold no loss line is no such log (the fallback stays cheap).
_LOOK = 200_000


# A run of one character (a progress bar's blocks, a rule of dashes) is one mark of the shape,
# whatever its length.
_RUN = re.compile(r"(.)\1+")


def _template(line: str) -> str:
    """A line's shape: its text with every number one mark, every run of one character one."""
    return _RUN.sub(r"\1", _DIGITS.sub("#", line.strip()))


def stepped(lines: Iterable[str]) -> Rewritten | None:
    """The log with each repeated step-less loss line prefixed by its step, and the note saying
    where the step came from; None when the log holds no repeated loss line."""
    kept: list[str] = []
    loss_lines: list[int] = []
    for number, line in enumerate(lines):
        if number >= _LOOK and not loss_lines:
            return None
        kept.append(line)
        if _LOSS.search(line):
            loss_lines.append(number)
    shapes = Counter(_template(kept[i]) for i in loss_lines)
    if not shapes:
        return None
    shape, count = shapes.most_common(1)[0]
    if count < MIN_LINES:
        return None
    rows = [i for i in loss_lines if _template(kept[i]) == shape]
    filled = sum(1 for line in kept if line.strip())
    steps, note = _counter_steps(kept, rows)
    # Pairs of lines of one loop count both lines, whether or not the first line's number rises.
    printed = len(rows) * (2 if _after_one_shape(kept, rows) else 1)
    if printed < MIN_SHARE * filled or (steps is None and len(rows) < MIN_ORDERED):
        return None
    if steps is None:
        steps = list(range(len(rows)))
        note = ("its step is its place among them (no counter rises with it, on it or on the line "
                "before it): a curve in line order")
    for row, step in zip(rows, steps):
        kept[row] = f"step {step}, {kept[row].strip()}"
    name = _LOSS.search(kept[rows[0]])
    example = kept[rows[0]].split(", ", 1)[1]
    if len(example) > 80:
        example = example[:77] + "..."
    return Rewritten("\n".join(kept), f"the loss ({name.group(1) if name else 'loss'}) is read from {len(rows)} "
                  f"lines that print no step ({example!r}); {note}")


def _previous(lines: Sequence[str], row: int) -> int | None:
    """The nearest non-blank line before `row`."""
    for i in range(row - 1, max(row - 4, -1), -1):
        if lines[i].strip():
            return i
    return None


def _after_one_shape(lines: Sequence[str], rows: Sequence[int]) -> bool:
    """Whether every loss line follows a line of one shape (not a loss line)."""
    before = [_previous(lines, row) for row in rows]
    shapes = {_template(lines[b]) if b is not None and not _LOSS.search(lines[b]) else None for b in before}
    return len(shapes) == 1 and None not in shapes


def _counter_steps(lines: Sequence[str], rows: Sequence[int]) -> tuple[list[int] | None, str]:
    """Each loss line's step from the counter line just before it, and how it was read; None
    when the lines before them are not one counter's."""
    before = [_previous(lines, row) for row in rows]
    shapes = Counter(_template(lines[b]) for b in before if b is not None and not _LOSS.search(lines[b]))
    if not shapes:
        return None, ""
    shape, count = shapes.most_common(1)[0]
    if count < len(rows):
        return None, ""  # a loss line without its counter line: no pairs, read in line order
    numbers: list[list[int]] = []
    placed: list[int] = []
    starts: list[list[int]] = []
    for k, b in enumerate(before):
        if b is None or _template(lines[b]) != shape:
            continue
        found = list(_NUMBER.finditer(lines[b]))
        numbers.append([int(m.group()) for m in found])
        starts.append([m.start() for m in found])
        placed.append(k)
    width = min(len(n) for n in numbers)
    if width == 0 or any(len(n) != width for n in numbers):
        return None, ""
    table = np.asarray(numbers, dtype=float)  # a long number (an id, a hash) is no overflow
    rises = np.count_nonzero(np.diff(table, axis=0) > 0, axis=0)
    rising = [j for j in range(width) if rises[j] >= RISES * (len(numbers) - 1)]
    if not rising:
        return None, ""
    head = lines[before[placed[0]] or 0]
    named = [j for j in rising if _STEP_WORDS.search(head[:starts[0][j]])]
    column = (named or rising)[0]
    counter = [n[column] for n in numbers]
    at = starts[0][column]
    word = _STEP_WORDS.search(head[:at])
    label = (head[word.start():at] if word else head[max(at - 12, 0):at]).strip() + "N"
    return counter, (
        f"its step is the counter of the line printed just before each ({label!r}, "
        f"{count} pairs of lines of one print loop)")


__all__ = ["stepped"]
