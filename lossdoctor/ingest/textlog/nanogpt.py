"""nanoGPT `train.py` output: `iter N: loss X, time T ms, mfu M%` and `step N: train loss X, val loss Y`.

Forks append fields (`, lr 1e-4`, `, tokens 1234`); they become series of their own.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import NUM, Column, Parsed, Table, floats, ints, mangled_warnings
from lossdoctor.roles import Role

NAME = "nanogpt"
SNIFF = re.compile(rf"^(?:iter \d+: loss {NUM}|step \d+: train loss {NUM}, val loss {NUM})", re.M)

_LINE = re.compile(
    rf"^iter (\d+): loss ({NUM}), time ({NUM})ms, mfu ({NUM})%[ \t]*()$"
    rf"|^(iter \d+:[^\n]*)$"
    rf"|^step (\d+): train loss ({NUM}), val loss ({NUM})[ \t]*$",
    re.M,
)
_BAD = re.compile(r"^iter \d+:[^\n]*$", re.M)
_SHAPE = re.compile(rf"iter \d+: loss {NUM}, time {NUM}ms, mfu {NUM}%[ \t]*")
_EXTRA = re.compile(rf"\s*([A-Za-z][\w/ ]*?)[ :]\s*({NUM})\s*(%|ms|s)?\s*")


def _parse_line(line: str) -> tuple[int, dict[str, float]] | None:
    """An `iter` line in a fork's format; None when any field is not `name value[unit]`."""
    head, _, rest = line.partition(":")
    out: dict[str, float] = {}
    for part in rest.split(","):
        if not part.strip():
            continue
        match = _EXTRA.fullmatch(part)
        if match is None:
            return None
        name = match.group(1).strip()
        out[f"{name}_ms" if match.group(3) == "ms" else name] = float(match.group(2))
    return (int(head.split()[1]), out) if "loss" in out else None


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Training (`iter`) and evaluation (`step`) lines."""
    found = _LINE.findall(text)
    warnings: list[str] = []
    if not found:
        return Parsed(NAME, np.zeros(0, dtype=np.int8), [], warnings=warnings)
    grid = np.array(found, dtype=str)
    generic: dict[int, tuple[int, dict[str, float]]] = {}
    for row in np.flatnonzero(grid[:, 5] != "").tolist():
        result = _parse_line(str(grid[row, 5]))
        if result is not None:
            generic[row] = result
    fast = grid[:, 0] != ""
    is_eval = grid[:, 6] != ""
    is_train = fast | np.isin(np.arange(len(grid)), list(generic))
    if len(generic) < int((grid[:, 5] != "").sum()):
        warnings += mangled_warnings(text, _BAD, label, "nanoGPT iter", line_offset,
                                     keep=lambda m: _SHAPE.fullmatch(m.group(0)) is None
                                     and _parse_line(m.group(0)) is None)
    kinds = np.full(len(grid), -1, dtype=np.int8)
    kinds[is_train], kinds[is_eval] = 0, 1
    train = _train_table(grid, fast, is_train, generic)
    evals = Table(ints(grid[is_eval, 6]), {
        "train loss (eval)": Column(floats(grid[is_eval, 7]), None, Role.LOSS),
        "val loss": Column(floats(grid[is_eval, 8]), None, Role.EVAL_LOSS),
    })
    return Parsed(NAME, kinds[kinds >= 0], [train, evals], base_step=0, warnings=warnings)


def _train_table(grid: np.ndarray, fast: np.ndarray, is_train: np.ndarray,
                 generic: dict[int, tuple[int, dict[str, float]]]) -> Table:
    rows = np.flatnonzero(is_train)
    steps = np.zeros(len(grid), dtype=np.int64)
    steps[fast] = ints(grid[fast, 0])
    for row, (step, _) in generic.items():
        steps[row] = step
    roles = {"loss": Role.LOSS, "time_ms": Role.OTHER, "mfu": Role.OTHER}
    if not generic:
        columns = {name: Column(floats(grid[rows, index]), None, roles[name])
                   for name, index in (("loss", 1), ("time_ms", 2), ("mfu", 3))}
        return Table(steps[rows], columns)
    values: dict[str, dict[int, float]] = {}
    for position, row in enumerate(rows.tolist()):
        if fast[row]:
            for name, index in (("loss", 1), ("time_ms", 2), ("mfu", 3)):
                values.setdefault(name, {})[position] = float(grid[row, index])
        else:
            for name, value in generic[row][1].items():
                values.setdefault(name, {})[position] = value
    columns = {}
    for name, points in values.items():
        where = np.fromiter(points.keys(), dtype=np.int64, count=len(points))
        data = np.fromiter(points.values(), dtype=np.float64, count=len(points))
        columns[name] = Column(data, None if len(where) == len(rows) else where, roles.get(name))
    return Table(steps[rows], columns)

