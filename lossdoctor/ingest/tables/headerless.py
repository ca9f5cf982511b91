"""Headerless numeric CSVs: columns named by what their numbers do.

pandas' `to_csv(header=False, mode='a')` appends rows with no names: ColossalAI-Chat's reward
model trainer writes `[step_bar.n, loss.item(), dist, acc]` every 100 steps into
`log_<time>.csv`. A person reads such a file at a glance: a column of whole numbers that counts
up is the step, a column that falls over the run is the loss. The reading checks itself: every
row as wide as the first and every cell a number, enough rows to see a trend, one column that
counts up (going back only to where it began: a counter that restarts each epoch), and a column
that falls; a file that fails a check is no history (a data file, a few summary rows).

A file with no counter column is a history in row order only when its name says so: a script
that appends `f"{loss} ,{val_loss}\n"` each epoch to `losses.csv` writes rows that are epochs. Its
name holds a loss word (`loss`, `losses`), or a history word (`history`, `log`, `metrics`: then
the reading says its doubt), it is a few columns wide and the column read as the loss falls and is
never below zero; a table of features or a confusion matrix under another name stays refused.
"""

from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.epoch_counter import continued_offset
from lossdoctor.ingest.tables.columns import Column, column_from_strings
from lossdoctor.ingest.tables.parse import ParsedTable, Sniff
from lossdoctor.roles import Role

KIND = "headerless"
SUFFIXES = frozenset({".csv", ".tsv"})
_DELIMITERS = (",", "\t", ";")
# Numbers separated by runs of spaces (a script's `f.write(f"{a} {b} {c}\n")`, numpy's savetxt
# without a header): the delimiter a text file's table uses.
SPACES = " "
# A text file's rows of numbers are a table when they are this many columns wide (two are a
# `value counter` pair, the bare-number reader's; more than a few are a data matrix).
TEXT_WIDTHS = range(3, 9)
# The step column of a table with no counter: the row's place, from 0 (one row a step or epoch).
LINE_ORDER = -1
# Fewer rows show no trend: a few summary rows (one per epoch) are passed over.
MIN_ROWS = 8
# A loss falls: the median of its last third is this share below that of its first third.
FALLS = 0.02
# Words of a file's name that make its rows a history with no counter: a loss word (said), or a
# history word (said, with a doubt: a log may hold anything).
_LOSS_NAME_WORDS = frozenset({"loss", "losses"})
_HISTORY_NAME_WORDS = frozenset({"history", "hist", "log", "logs", "metrics", "curve", "curves"})
# A loss's eval twin lies within this factor of it (at the medians).
TWIN_SCALE = 3.0
# Values compared where a counter restarts: this many rows on each side.
_EDGE = 10


@dataclass(frozen=True)
class Layout:
    """Which column is the step, which the loss, and every column that falls like a loss."""

    step: int  # LINE_ORDER: no column counts up, the rows are the steps in line order
    loss: int
    falling: tuple[int, ...]
    total: bool = False  # the loss column is at least every other column on every row

    def names(self, width: int) -> list[str]:
        """`step`, `loss`, and `column N` (1-based, as a person counts) for the others."""
        return ["step" if j == self.step else "loss" if j == self.loss else f"column {j + 1}" for j in range(width)]


def _counts_up(column: np.ndarray) -> bool:
    """Whole numbers that go up, and go back only to where they began (a counter restarting
    each epoch), with at least 3 distinct values."""
    if not np.all(np.isfinite(column)) or np.any(column != np.floor(column)) or len(np.unique(column)) < 3:
        return False
    steps = np.diff(column)
    back = np.flatnonzero(steps < 0) + 1
    return bool(np.all(column[back] <= column[0])) and int(np.sum(steps > 0)) * 2 >= len(steps)


def _falls(column: np.ndarray) -> bool:
    """Values, not whole numbers, whose last third's median lies below the first third's by a
    share of their size and by twice the error of a median of the noise row to row shows (a
    column of noise falls by chance, a few per cent, in a data file)."""
    finite = column[np.isfinite(column)]
    if len(finite) < MIN_ROWS or np.all(finite == np.floor(finite)):
        return False
    third = len(finite) // 3
    first, last = float(np.median(finite[:third])), float(np.median(finite[-third:]))
    noise = 1.4826 * float(np.median(np.abs(np.diff(finite)))) / np.sqrt(2)
    error = 1.2533 * noise * np.sqrt(2 / third)
    return last < first - max(FALLS * max(abs(first), abs(last), 1e-12), 2 * error)


def _total(values: np.ndarray, columns: tuple[int, ...]) -> int | None:
    """The one column of several that is never below zero and at least every other column on
    every row: the total of non-negative loss terms (`loss_a loss_b total`), which is no
    smaller than any of its terms; None when no column is."""
    if len(columns) < 3 or np.any(values[:, list(columns)] < 0):
        return None
    tops = [j for j in columns if all(np.all(values[:, j] >= values[:, k]) for k in columns if k != j)]
    return tops[0] if len(tops) == 1 else None


def name_says_history(source: str) -> str | None:
    """`loss` when a file's name has a loss word (`losses.csv`), `history` when it has a history
    word (`train_log.csv`), else None: what lets rows with no counter be read in row order."""
    stem = Path(source).name.lower().split(".")[0]
    words = {w for w in re.split(r"[^a-z]+", stem) if w}
    if words & _LOSS_NAME_WORDS:
        return "loss"
    return "history" if words & _HISTORY_NAME_WORDS else None


def layout(values: np.ndarray, *, in_order: bool = False, named: bool = False) -> Layout | str:
    """The columns' reading (rows x columns of numbers), or why no reading holds. With
    `in_order`, a table where no column counts up is one row a step in line order (a text file
    a script appends one line to every epoch); with `named` (the file's name says it is a
    history), so is a table a few columns wide whose loss is never below zero."""
    rows, width = values.shape
    if rows < MIN_ROWS:
        return f"a headerless table of {rows} rows: too few to tell its columns apart (a summary, not a history)"
    step = next((j for j in range(width) if _counts_up(values[:, j])), None)
    by_name = step is None and not in_order and named
    if step is None and not in_order and not (named and width <= TEXT_WIDTHS[-1]):
        return "a headerless table of numbers where no column counts up: no step, not a history"
    step = LINE_ORDER if step is None else step
    falling = tuple(j for j in range(width) if j != step and _falls(values[:, j]))
    if not falling:
        return "a headerless table of numbers where no column falls as a loss does: not a training history"
    total = _total(values, tuple(j for j in range(width) if j != step))
    found = Layout(step, total, falling, total=True) if total is not None and total in falling else Layout(step, falling[0], falling)
    if by_name and np.nanmin(values[:, found.loss]) < 0:
        return ("a headerless table of numbers where no column counts up and the falling column goes below "
                "zero: no step, not a loss history")
    return found


def _split(lines: list[str], delimiter: str) -> list[list[str]]:
    """Each line's cells: by runs of whitespace for `SPACES`, else as CSV."""
    if delimiter == SPACES:
        return [line.split() for line in lines]
    return list(csv.reader(lines, delimiter=delimiter))


def _rows(lines: list[str], delimiter: str) -> np.ndarray | None:
    rows = _split(lines, delimiter)
    width = len(rows[0]) if rows else 0
    if width < 2 or any(len(row) != width for row in rows):
        return None
    try:
        return np.array([[float(cell) for cell in row] for row in rows], dtype=np.float64)
    except ValueError:
        return None


def sniff_headerless(lines: list[str], *, text: bool = False, source: str = "") -> Sniff | None:
    """A table whose first line is data, not names: every line as wide, every cell a number.
    With `text` (a console log's name, `loss.txt`), only numbers separated by spaces, a few
    columns wide, whose rows are the steps in line order when no column counts up; so are a
    CSV's rows when its name (`source`) says it is a history."""
    for delimiter in (SPACES,) if text else _DELIMITERS:
        values = _rows(lines, delimiter)
        if values is None or (text and values.shape[1] not in TEXT_WIDTHS):
            continue
        found = layout(values, in_order=text, named=name_says_history(source) is not None)
        if isinstance(found, str):
            return Sniff(KIND, delimiter, reason=found)
        return Sniff(KIND, delimiter, tuple(found.names(values.shape[1])))
    return None


def parse_headerless(source: str, raw: bytes, delimiter: str) -> ParsedTable:
    """The table with its columns named by `layout`, and a counter that restarts each epoch
    made to go on (`continued`)."""
    text = raw.decode("utf-8", errors="replace").lstrip("\ufeff")
    numbered = [(number, line) for number, line in enumerate(text.splitlines(), start=1) if line.strip()]
    cells = _split([line for _, line in numbered], delimiter)
    width = len(cells[0]) if cells else 0
    warnings: list[str] = []
    kept = [i for i, row in enumerate(cells) if len(row) == width]
    if len(kept) < len(cells):
        first = next(i for i, row in enumerate(cells) if len(row) != width)
        warnings.append(f"{source}: {len(cells) - len(kept)} line(s) not {width} cells wide (first line "
                        f"{numbered[first][0]}); skipped")
    columns = [column_from_strings(np.array([cells[i][j] for i in kept], dtype=object)) for j in range(width)]
    values = np.column_stack([np.where(c.present, c.values, np.nan) for c in columns]) if columns else np.zeros((0, 0))
    in_order = delimiter == SPACES
    named = name_says_history(source)
    found = layout(values, in_order=in_order, named=named is not None)
    if isinstance(found, str):
        raise InputError(f"{source}: {found}")
    names = found.names(width)
    by_name = found.step == LINE_ORDER and not in_order
    if by_name:
        step_said = (f"no column counts up, and the file's name says it holds a {named}: each row is one "
                     "step (an epoch, as a script appends one row a pass), numbered from 0 in row order")
    elif found.step == LINE_ORDER:
        step_said = "no column counts up: each row is one step, numbered from 0 in line order"
    else:
        step_said = f"column {found.step + 1} counts up, read as the step"
    loss_said = (f"column {found.loss + 1} is at least every other column on every row, read as their total, "
                 "the loss" if found.total else f"column {found.loss + 1} falls, read as the loss")
    others = [n for n in names if n.startswith("column")]
    said = (f"{source}: no header; {step_said}; {loss_said}"
            + (f"; {', '.join(others)} kept under their numbers" if others else ""))
    warnings.append(said)
    meta: dict[str, object] = {"writer": "headerless table" if in_order else "headerless csv"}
    if found.step == LINE_ORDER:
        order = np.arange(values.shape[0], dtype=np.float64)
        columns.append(Column(order, np.ones(len(order), bool), np.zeros(len(order), bool)))
        names = [*names, "step"]
        values = np.column_stack([values, order])
        found = Layout(width, found.loss, found.falling, found.total)
    if by_name and twins(values[:, :width], found):
        # `f"{loss} ,{val_loss}"`: two curves of one scale falling together are a loss and its
        # held-out twin, in the order scripts write them (train, then validation), said.
        meta["roles"] = ((f"column {found.falling[1] + 1}", Role.EVAL_LOSS),)
        warnings.append(f"{source}: the two columns fall together on one scale: column {found.loss + 1} is read "
                        f"as the training loss, column {found.falling[1] + 1} as its held-out twin (train, then "
                        "validation, the order scripts write them)")
    elif len(found.falling) > 1 and not found.total:
        falling = ", ".join(str(j + 1) for j in found.falling[1:])
        meta["doubt"] = (f"no header: columns {found.loss + 1} and {falling} both fall over the run; the first, "
                         f"column {found.loss + 1}, is read as the loss")
    if by_name and named != "loss":
        # A log or history may hold anything; only a loss word makes the rows a loss's history.
        meta["doubt"] = (f"no header and no step: the rows are read as a history in row order only because the "
                         f"file's name says {named}")
    steps, note = continued(values[:, found.step], np.delete(values, found.step, axis=1))
    if note:
        warnings.append(f"{source}: {note}")
        step = columns[found.step]
        columns[found.step] = Column(steps, step.present, step.text, step.example)
    lines = np.array([numbered[i][0] for i in kept], dtype=np.int64)
    return ParsedTable(source, dict(zip(names, columns)), len(kept), warnings=warnings,
                       line_map=lambda: lines, meta=meta)


def twins(values: np.ndarray, found: Layout) -> bool:
    """Whether a table is two columns that both fall, the second within a factor `TWIN_SCALE` of
    the first at their medians: a loss and its eval loss, not two unrelated numbers."""
    if values.shape[1] != 2 or found.falling != (0, 1) or found.loss != 0:
        return False
    first, second = (float(np.nanmedian(values[:, j])) for j in (0, 1))
    return first > 0 and second > 0 and max(first, second) <= TWIN_SCALE * min(first, second)


def continued(steps: np.ndarray, others: np.ndarray) -> tuple[np.ndarray, str | None]:
    """A step counter that restarts each epoch, made to go on from the last step each epoch
    printed (`epoch_counter`), with a note; the steps as they are, and None, unless every
    restart goes back to where the counter began, every epoch but the last reaches the same
    step (epochs of one length), and after each restart most of the other columns (`others`,
    rows x columns) go on from where the epoch before ended rather than from where the first
    began (a new trial starts over; a noisy per-batch loss alone may not tell, its validation
    columns do)."""
    back = (np.flatnonzero(np.diff(steps) < 0) + 1).tolist()
    if not back:
        return steps, None
    bounds = [0, *back, len(steps)]
    segments = [(bounds[k], bounds[k + 1]) for k in range(len(bounds) - 1)]
    ends = [float(steps[a:b].max()) for a, b in segments[:-1]]
    interval = float(np.median(np.diff(steps[:back[0]]))) if back[0] > 1 else 1.0
    if any(steps[index] > steps[0] for index in back) or max(ends) - min(ends) > interval:
        return steps, None

    def level(column: np.ndarray, a: int, b: int) -> float:
        finite = column[a:b][np.isfinite(column[a:b])]
        return float(np.median(finite)) if len(finite) else float("nan")

    for (a, b), (c, d) in zip(segments, segments[1:]):
        goes_on = 0
        for column in others.T:
            here = level(column, c, min(c + _EDGE, d))
            goes_on += abs(here - level(column, max(a, b - _EDGE), b)) < abs(here - level(column, 0, min(_EDGE, back[0])))
        if goes_on * 2 <= others.shape[1]:
            return steps, None
    out = steps.copy()
    offset = 0
    first = int(steps[0])
    for (a, b), (c, d) in zip(segments, segments[1:]):
        offset = continued_offset(offset, int(steps[a:b].max()), first)
        out[c:d] = steps[c:d] + offset
    if len(back) == 1:
        # One restart is no epoch pattern: a relaunch that resumed (and counts from 1 again) reads the same.
        note = (f"the step counter goes back to {int(steps[back[0]])} once, after reaching {int(ends[0])}, and the "
                "values go on where they were: the training went on (a relaunch that resumed, or a counter that "
                f"restarts), read as going on from the last step printed (steps {int(out[0])}..{int(out[-1])})")
        return out, note
    note = (f"the step counter goes back to {int(steps[back[0]])} {len(back)} time(s), each time after reaching "
            f"{int(ends[0])}, and the values go on where they were: a counter that restarts each epoch, read as "
            f"going on from the last step each epoch printed (steps {int(out[0])}..{int(out[-1])})")
    return out, note


__all__ = ["KIND", "LINE_ORDER", "Layout", "MIN_ROWS", "SPACES", "SUFFIXES", "TEXT_WIDTHS", "continued", "layout", "parse_headerless", "sniff_headerless"]
