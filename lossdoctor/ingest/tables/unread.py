"""A table no reader took whose header names a loss: a file of the input left unread.

A folder walk notes a text file no reader took when a line of it names a loss
(`discover._passed_over`). A table says it in its header row instead: a one-row `results.csv`
(a launch stopped after its first epoch) or a console's pipe table (` Epoch | TrainLoss | ...`)
has no line a training-line score finds. Its header, a row of names one of which is a loss,
followed by a row of numbers as wide, is enough to say that the file holds a loss.
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


__all__ = ["loss_header"]
