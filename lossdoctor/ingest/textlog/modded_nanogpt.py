"""modded-nanogpt: `step:N/T train_loss:X train_time:Tms step_avg:Ams` and `step:N/T val_loss:X ...`.

The file starts with the training script's own source code, which is ignored (no line
of it has the `step:<digits>/<digits>` shape). Steps are kept as printed: a train line's
step counts the steps done, `step:0` is the evaluation before training.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import NUM, Column, Parsed, Table, floats, ints, mangled_warnings
from lossdoctor.roles import Role

NAME = "modded-nanogpt"
SNIFF = re.compile(rf"^step:\d+/\d+ (?:train|val)_loss:{NUM}", re.M)

_FAST = rf"^step:(\d+)/\d+ (train|val)_loss:({NUM}) train_time:({NUM})ms step_avg:({NUM})ms[ \t]*$"
_LINE = re.compile(_FAST + r"|^(step:\d+/\d+[^\n]*)$", re.M)
_FAST_RE = re.compile(_FAST, re.M)
_ANY_STEP = re.compile(r"^step:\d+/\d+[^\n]*$", re.M)
_TOKEN = re.compile(rf"(\w+):({NUM})(ms|s|%)?")


def _generic(line: str) -> tuple[int, str, dict[str, float]] | None:
    """A step line with other `key:value` fields; None when any token is not one."""
    head, *tokens = line.split()
    step = int(head.split(":")[1].split("/")[0])
    out: dict[str, float] = {}
    for token in tokens:
        match = _TOKEN.fullmatch(token)
        if match is None:
            return None
        out[match.group(1)] = float(match.group(2))
    kind = "train" if "train_loss" in out else "val" if "val_loss" in out else ""
    return (step, kind, out) if kind else None


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Train and validation step lines, in file order."""
    found = _LINE.findall(text)
    warnings: list[str] = []
    if not found:
        return Parsed(NAME, np.zeros(0, dtype=np.int8), [], warnings=warnings)
    grid = np.array(found, dtype=str)
    generic = {row: _generic(str(grid[row, 5])) for row in np.flatnonzero(grid[:, 5] != "").tolist()}
    if any(result is None for result in generic.values()):
        warnings += mangled_warnings(text, _ANY_STEP, label, "modded-nanogpt step", line_offset,
                                     keep=lambda m: _FAST_RE.fullmatch(m.group(0)) is None
                                     and _generic(m.group(0)) is None)
    kinds = np.full(len(grid), -1, dtype=np.int8)
    kinds[grid[:, 1] == "train"], kinds[grid[:, 1] == "val"] = 0, 1
    for row, result in generic.items():
        if result is not None:
            kinds[row] = 0 if result[1] == "train" else 1
    tables = [_table(grid, kinds == 0, generic, "train"), _table(grid, kinds == 1, generic, "val")]
    return Parsed(NAME, kinds[kinds >= 0], tables, base_step=1, warnings=warnings,
                  meta={"steps": "as printed: step:N counts the steps done"})


def _table(grid: np.ndarray, mask: np.ndarray,
           generic: dict[int, tuple[int, str, dict[str, float]] | None], kind: str) -> Table:
    rows = np.flatnonzero(mask)
    prefix = "" if kind == "train" else "val/"
    loss = f"{kind}_loss"
    role = Role.LOSS if kind == "train" else Role.EVAL_LOSS
    if not any(result is not None and result[1] == kind for result in generic.values()):
        columns = {loss: Column(floats(grid[rows, 2]), None, role),
                   f"{prefix}train_time": Column(floats(grid[rows, 3]), None, Role.OTHER),
                   f"{prefix}step_avg": Column(floats(grid[rows, 4]), None, Role.OTHER)}
        return Table(ints(grid[rows, 0]), columns)
    steps = np.zeros(len(rows), dtype=np.int64)
    values: dict[str, dict[int, float]] = {}
    for position, row in enumerate(rows.tolist()):
        result = generic.get(row)
        if result is None:
            steps[position] = int(grid[row, 0])
            fields = {loss: float(grid[row, 2]), "train_time": float(grid[row, 3]),
                      "step_avg": float(grid[row, 4])}
        else:
            steps[position], fields = result[0], result[2]
        for name, value in fields.items():
            key = name if name == loss else f"{prefix}{name}"
            values.setdefault(key, {})[position] = value
    columns = {}
    for name, points in values.items():
        where = np.fromiter(points.keys(), dtype=np.int64, count=len(points))
        data = np.fromiter(points.values(), dtype=np.float64, count=len(points))
        columns[name] = Column(data, None if len(where) == len(rows) else where,
                               role if name == loss else Role.OTHER)
    return Table(steps, columns)
