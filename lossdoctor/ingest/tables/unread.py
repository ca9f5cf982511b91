"""A table no reader took whose header names a loss: a file of the input left unread.

A folder walk notes a text file no reader took when a line of it names a loss
(`discover._passed_over`). A table says it in its header row instead: a one-row `results.csv`
(a launch stopped after its first epoch) or a console's pipe table (` Epoch | TrainLoss | ...`)
has no line a training-line score finds. Its header, a row of names one of which is a loss,
followed by a row of numbers as wide, is enough to say that the file holds a loss.

A table with no header at all (YOLOv5's old `results.txt`: `0/299  1.85G  0.1259 ...`, fifteen
columns, one row an epoch) names none of its columns: which one is the loss is not said, so no
reader takes it. Beside a run read from the same folder (its TensorBoard file) it is still named,
so a user knows it was seen and left.
"""

from __future__ import annotations

import re
from pathlib import Path

# The head of the file read (a header row is near the top of a table, or of a console's table).
_HEAD = 64 * 1024
_SPLIT = re.compile(r"\s*[|,\t]\s*")
_LOSS = re.compile(r"loss", re.I)
_RULE = re.compile(r"^[\s\-=+|:]*$")  # a row of dashes under a header
_NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?%?$")


def _cells(line: str) -> list[str]:
    return [cell for cell in _SPLIT.split(line.strip().strip("|")) if cell != ""]


def loss_header(path: Path) -> str:
    """'; its header names a loss (`TrainLoss`)' when a header row naming a loss is followed by
    a row of numbers as wide (the loss's cell a number), else ''."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEAD).decode("utf-8", errors="replace")
    except OSError:
        return ""
    lines = head.splitlines()
    for index, line in enumerate(lines[:-1]):
        cells = _cells(line)
        if len(cells) < 3 or any(_NUMBER.match(cell) for cell in cells):
            continue
        named = [k for k, cell in enumerate(cells) if _LOSS.search(cell)]
        if not named:
            continue
        row = next((other for other in lines[index + 1:index + 3] if not _RULE.match(other)), None)
        values = _cells(row) if row is not None else []
        if len(values) >= len(cells) and _NUMBER.match(values[named[0]].split()[0] if values[named[0]] else ""):
            return f"; its header names a loss (`{cells[named[0]]}`)"
    return ""


# A headerless table's cell: a number, an `i/n` counter, or a size with its unit (`1.85G`).
_CELL = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?(/\d+|[KMGT]i?B?|%)?$")
# Rows a headerless table needs before it is named (one row an epoch: a short trial has 3).
_MIN_ROWS = 3


def numeric_table(path: Path) -> str:
    """'; its N rows of M numbers name no column (a table without a header)' when every line
    of the file's head is as wide as the first, at least 3 cells of numbers, else ''."""
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEAD).decode("utf-8", errors="replace")
    except OSError:
        return ""
    lines = [line for line in head.splitlines() if line.strip()]
    if len(head) == _HEAD and len(lines) > 1:
        lines = lines[:-1]  # the last line may be cut by the head's end
    if len(lines) < _MIN_ROWS:
        return ""
    width = len(lines[0].split())
    if width < 3 or any(len(line.split()) != width or not all(_CELL.match(cell) for cell in line.split())
                        for line in lines):
        return ""
    more = "+" if len(head) == _HEAD else ""
    return (f"; its {len(lines)}{more} rows of {width} numbers name no column (a table without a header: "
            "which column is the loss is not said)")


__all__ = ["loss_header", "numeric_table"]
