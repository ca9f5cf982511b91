"""Tables a console log prints under a header row of names: pandas' `DataFrame.to_string()`.

A script may log its Keras history as a table (`logging.info(df.to_string(index=False))` under
`Training Summary:`), one row per epoch: a header of names, padded into columns (a name may hold
a space: `train loss   va_loss  train_acc`), then rows of numbers as wide as the header (one
wider when pandas prints its index first). A person reads each such table as a run's history,
and several tables appended by several launches as several runs; the lines around them
(settings, timestamps, remarks) are no points.

Tried only when nothing else read the file, and only for a table that names a loss and holds
MIN_ROWS rows at least. The rows are written out as `step S name value ...` lines under
`run: NAME` banners for the console reader; the step is a step column when the table has one,
else pandas' index, else the row's place in its table.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from lossdoctor.ingest.tables.savetxt import float_cells
from lossdoctor.ingest.textlog.generic.bare import Rewritten
from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.roles import Role

# A quote of a table (its first rows, a best row) is no history.
MIN_ROWS = 3
# A column name: a word, maybe a few words apart by single spaces (`train loss`), no number.
_NAME = re.compile(r"[A-Za-z_][\w/.()\-]*(?: [A-Za-z_][\w/.()\-]*){0,3}")
# Columns padded apart: two spaces or more between names.
_PADDED = re.compile(r"\S {2,}\S")
_STEP_NAMES = ("step", "steps", "epoch", "epochs", "iteration", "iter", "global_step")


@dataclass(frozen=True)
class _Table:
    """A table found: the line of its header, its names and its rows (as printed)."""

    line: int
    names: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    indexed: bool



def _header(line: str, width: int) -> tuple[tuple[str, ...], bool] | None:
    """The names of a header row over rows `width` cells wide, and whether the rows lead with
    pandas' index (one cell more than the names); None when the line names no such columns."""
    text = line.strip()
    splits = [re.split(r" {2,}", text)] if _PADDED.search(text) else []
    splits.append(text.split())
    for names in splits:
        if not all(_NAME.fullmatch(name) for name in names):
            continue
        if len(names) == width:
            return tuple(names), False
        if len(names) == width - 1:
            return tuple(names), True
    return None


def _could_name(line: str) -> bool:
    """Whether a line may be a header row: names apart by spaces, no number among them."""
    cells = line.split()
    return len(cells) >= 2 and all(_NAME.fullmatch(cell) for cell in cells)


def _tables(lines: Sequence[str]) -> list[_Table]:
    """The header-row tables of a log, in order."""
    found: list[_Table] = []
    number = 0
    while number < len(lines) - MIN_ROWS:
        if not _could_name(lines[number]):
            number += 1  # rows are read only under a line of names: each line looked at once
            continue
        rows: list[tuple[str, ...]] = []
        for line in lines[number + 1:]:
            cells = tuple(line.split())
            if len(cells) < 2 or not float_cells(cells) or (rows and len(cells) != len(rows[0])):
                break
            rows.append(cells)
        head = _header(lines[number], len(rows[0])) if len(rows) >= MIN_ROWS else None
        if head is None:
            number += 1
            continue
        names, indexed = head
        if indexed and not all(float(row[0]).is_integer() for row in rows):
            number += 1
            continue
        if any(role(name) in (Role.LOSS, Role.EVAL_LOSS) for name in names):
            found.append(_Table(number, names, tuple(rows), indexed))
        number += len(rows) + 1
    return found


def _key(name: str) -> str:
    return re.sub(r"\s+", "_", name)


def _lines(table: _Table) -> list[str]:
    """A table's rows as the console reader's lines."""
    keys = [_key(name) for name in table.names]
    step_at = next((i for i, key in enumerate(keys) if key.lower() in _STEP_NAMES), None)
    out = []
    for place, row in enumerate(table.rows, start=1):
        values = row[1:] if table.indexed else row
        if step_at is not None:
            step = values[step_at]
        else:
            step = str(int(float(row[0]))) if table.indexed else str(place)
        pairs = " ".join(f"{key} {value}" for i, (key, value) in enumerate(zip(keys, values)) if i != step_at)
        out.append(f"step {step} {pairs}")
    return out


def headed(lines: Iterable[str]) -> Rewritten | None:
    """The log's header-row tables written out as lines the console reader reads (see the module
    doc), with the note saying so; None when the log prints no such table naming a loss."""
    tables = _tables(list(lines))
    if not tables:
        return None
    out: list[str] = []
    for table in tables:
        if len(tables) > 1:
            out.append(f"run: table_at_line_{table.line + 1}")
        out.extend(_lines(table))
    names = ", ".join(repr(name) for name in tables[0].names)
    note = (f"the log's losses are {len(tables)} table(s) printed under a header row ({names}): each table "
            "read as a run, its rows as points")
    if all(not t.indexed and not any(_key(n).lower() in _STEP_NAMES for n in t.names) for t in tables):
        note += " numbered in order (the table has no step column)"
    return Rewritten("\n".join(out) + "\n", note)


__all__ = ["MIN_ROWS", "headed"]
