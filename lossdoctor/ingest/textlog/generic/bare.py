"""Numbers that name nothing: a loss printed bare, one line a step (issue 31).

A script that writes its own log often prints the loss without a name: `log.write(f"{loss},
{idx}")` under an `Epoch: N` line, or `print(loss)` after an evaluation pass. A person reads the
curve at a glance: the one line shape printed again and again, a number with a fraction (and
maybe a counter after it). Read only when nothing else in the file is a training line, and only
when the numbers behave like a loss (never below zero, changing, not climbing as an accuracy or a
count does). The reading is written out as named lines for the console reader, and the run
says what was assumed: which number is the loss, and what its step is.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from lossdoctor.ingest.textlog.generic.reprs import unwrap

# A bare line: one number with a fraction, maybe a whole counter after it (`10.19, 300`).
_BARE = re.compile(r"^\s*(-?\d*\.\d+(?:[eE][-+]?\d+)?|-?\d+[eE][-+]?\d+)\s*(?:[,;\t ]\s*(\d+))?\s*,?\s*$")
# A counter line of its own: `Epoch: 3`, `epoch 3/10`, `Iteration #3`.
_COUNTER = re.compile(r"^\s*(epoch|iteration|iter|step)\s*[:#=]?\s*#?(\d+)\s*(?:/\s*\d+)?\s*:?\s*$", re.I)
# A quote of a few numbers is no curve.
MIN_LINES = 3
# With no counter lines to frame them, the bare lines must be most of the file's lines.
MIN_SHARE = 0.5
# A quantity whose later values sit this far above its first ones climbs: an accuracy, a score
# or a count, not a loss.
CLIMB = 1.1
# A file whose first lines hold no bare line is no such log (the fallback stays cheap).
_LOOK = 200_000


@dataclass(frozen=True)
class Rewritten:
    """A log rewritten for the console reader (each loss line given the name or step it left
    unsaid), and what the rewriting assumed: `named` here, `paired.stepped` too."""

    text: str
    note: str


def named(lines: Iterable[str]) -> Rewritten | None:
    """The bare lines of a log named `step S loss V` (or `epoch E loss V`), with the note saying
    what was assumed; None when the log holds no loss printed bare."""
    kept: list[str] = []
    rows: list[tuple[int, float, int | None, int | None]] = []  # line, value, counter, inner index
    counter: int | None = None
    counters = others = reprs = 0
    for number, line in enumerate(lines):
        if number >= _LOOK and not rows:
            return None
        kept.append(line)
        plain = unwrap(line)
        found = _BARE.match(plain)
        if found and found.group(1).startswith("-") and plain == line:
            found = None  # a signed number printed bare is no loss line (a repr's may be)
        if found:
            reprs += plain != line
            inner = int(found.group(2)) if found.group(2) is not None else None
            rows.append((number, float(found.group(1)), counter, inner))
            continue
        head = _COUNTER.match(line)
        if head:
            counter, counters = int(head.group(2)), counters + 1
        elif line.strip():
            others += 1
    if len(rows) < MIN_LINES or (not counters and len(rows) < MIN_SHARE * (len(rows) + others)):
        return None
    if len({(r[2] is None, r[3] is None) for r in rows}) > 1:
        return None  # two shapes of bare line: no one print statement
    values = np.asarray([r[1] for r in rows])
    third = max(len(values) // 3, 1)
    # A tensor the script printed line after line is its loss as computed, which may be signed
    # (an actor-critic's total loss): a sign refuses a number printed bare, not a repr.
    signed = reprs == len(rows) and bool(np.any(values < 0))
    first, last = np.median(values[:third]), np.median(values[-third:])
    if (not np.all(np.isfinite(values)) or (np.any(values < 0) and not signed) or np.all(values == values[0])
            or last - first > (CLIMB - 1) * _scale(values, first, signed)):
        return None
    steps, unit, how = _steps(rows)
    if steps is None:
        return None
    for (number, value, _, _), step in zip(rows, steps):
        kept[number] = f"{unit} {step} loss {value!r}"
    example = f"{rows[0][1]!r}" + ("" if rows[0][3] is None else f", {rows[0][3]}")
    wrapped = " (each inside its framework's tensor repr, unwrapped)" if reprs == len(rows) else ""
    sign = "signed, as a computed loss may be," if signed else "never below zero"
    note = (f"the loss is read from {len(rows)} lines that name nothing ({example}){wrapped}: the number with a "
            f"fraction taken as the loss (it stays from {values.min():.4g} to {values.max():.4g}, {sign} "
            f"and not climbing, as a loss does); {how}")
    return Rewritten("\n".join(kept), note)


def _scale(values: np.ndarray, first: float, signed: bool) -> float:
    """What a climb is measured against: the first level of a loss above zero; the spread (the
    interquartile range) of a signed one, whose distance from zero means nothing."""
    if not signed:
        return abs(first)
    low, high = np.percentile(values, [25, 75])
    return max(float(high - low), abs(first))


def _steps(rows: list[tuple[int, float, int | None, int | None]]) -> tuple[list[int] | None, str, str]:
    """Each bare line's step, its unit word, and how it was made."""
    outer = [r[2] for r in rows]
    inner = [r[3] for r in rows]
    framed = all(o is not None for o in outer)
    if inner[0] is not None:
        index = np.asarray(inner, dtype=np.int64)
        if not framed:
            if np.count_nonzero(np.diff(index) > 0) * 10 < (len(index) - 1) * 9:
                return None, "", ""
            return index.tolist(), "step", "its step is the whole number after it"
        epochs = np.asarray(outer, dtype=np.int64)
        same = np.diff(epochs) == 0
        rises = np.diff(index)[same]
        if len(rises) == 0 or np.any(rises <= 0) or np.any(np.diff(epochs) < 0):
            return None, "", ""
        period = int(index.max() + np.median(rises))
        return ((epochs * period + index).tolist(), "step",
                f"its step is epoch x {period} + the whole number after it (the batch index, back to "
                f"{int(index.min())} every epoch; the batches an epoch are not printed: {period} assumed, "
                "the last index printed and one interval more)")
    if framed and all(a != b for a, b in zip(outer, outer[1:])):
        return ([int(o) for o in outer if o is not None], "epoch",
                "its step is the counter line above it (one value an epoch at most)")
    return list(range(len(rows))), "step", "its step is its place among them (no counter is printed with it)"


__all__ = ["Rewritten", "named"]
