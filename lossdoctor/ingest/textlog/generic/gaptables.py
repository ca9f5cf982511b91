"""Console tables whose columns are set apart by runs of spaces, names that may hold a space.

spaCy prints its training as such a table (v2: `Itn  NER Loss   NER P ...`, v3: `E    #
LOSS TOK2VEC  LOSS NER  ENTS_F ...`) under a rule of dashes; other trainers print the same
shape. A header is a line of at least three names split by two spaces or more, the first a
counter's name, one naming a loss; a row under it is as many numbers as the header has names,
the counter a whole number. When the second name is a counter too (spaCy v3's `E` then `#`),
that finer counter is the step and the first is kept as the epoch.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# The names a table's first (or second) column takes when it counts the training.
_COUNTERS = {"itn", "iter", "iteration", "iterations", "epoch", "epochs", "e", "step", "steps", "#", "batch"}
_EPOCHS = {"epoch", "epochs", "e"}
# Names set apart by two spaces or more; a name is words split by single spaces.
_SPLIT = re.compile(r" {2,}|\t+")
_CELL = re.compile(r"^[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+|nan|inf)%?$", re.I)
_NAME = re.compile(r"^[A-Za-z#_%][\w%#/().\-]*(?: [\w%#/().\-]+)*$")


@dataclass(frozen=True)
class GapHeader:
    """A table's header: its column names, and which column is the step."""

    names: tuple[str, ...]
    step: int  # the column that counts the training
    epoch: int | None  # a coarser counter beside it (spaCy v3's `E`)

    @property
    def source(self) -> str:
        """The step's source, as the scanner names it."""
        if self.names[self.step].lower() in _EPOCHS:
            return "epoch column"
        return f"key the {self.names[self.step]} column"


def gap_header(line: str) -> GapHeader | None:
    """The header of a space-aligned table when `line` is one that names a loss, else None."""
    text = line.strip()
    if "loss" not in text.lower() or "|" in text or "=" in text or ":" in text:
        return None
    names = tuple(_SPLIT.split(text))
    if len(names) < 3 or not all(_NAME.match(name) for name in names):
        return None
    if names[0].lower() not in _COUNTERS or not any("loss" in name.lower() for name in names[1:]):
        return None
    if names[1].lower() in _COUNTERS:
        return GapHeader(names, 1, 0)
    return GapHeader(names, 0, None)


def gap_row(header: GapHeader, line: str) -> tuple[int, list[tuple[str, str]]] | None:
    """(step, (name, value) pairs) when `line` is a row of the table, else None."""
    cells = line.split()
    if len(cells) != len(header.names) or not all(_CELL.match(cell) for cell in cells):
        return None
    if not cells[header.step].isdigit() or (header.epoch is not None and not cells[header.epoch].isdigit()):
        return None
    pairs = [("epoch" if index == header.epoch else name, cell.rstrip("%"))
             for index, (name, cell) in enumerate(zip(header.names, cells)) if index != header.step]
    return int(cells[header.step]), pairs
