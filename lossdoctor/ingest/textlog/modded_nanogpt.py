"""modded-nanogpt: `step:N/T train_loss:X train_time:Tms step_avg:Ams` and `step:N/T val_loss:X ...`.

The file starts with the training script's own source code, which is ignored (no line
of it has the `step:<digits>/<digits>` shape). Steps are kept as printed: a train line's
step counts the steps done, `step:0` is the evaluation before training.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import (
    NUM, VAL, Column, Grid, Parsed, Table, empty_parsed, mangled_warnings, points_to_columns,
)
from lossdoctor.ingest.textlog.pieces import Pieced
from lossdoctor.roles import Role

NAME = "modded-nanogpt"
SNIFF = re.compile(rf"^step:\d+/\d+ (?:train|val)_loss:{NUM}", re.M)

_FAST = rf"^step:(\d+)/\d+ (train|val)_loss:{VAL} train_time:{VAL}ms step_avg:{VAL}ms[ \t]*$"
_LINE = re.compile(_FAST + r"|^(step:\d+/\d+[^\n]*)$", re.M)
_STRICT = re.compile(rf"step:\d+/\d+ (?:train|val)_loss:{NUM} train_time:{NUM}ms step_avg:{NUM}ms[ \t]*")
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


def _parse_whole(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Train and validation step lines, in file order."""
    found = _LINE.findall(text)
    warnings: list[str] = []
    if not found:
        return empty_parsed(NAME)
    grid = Grid(found)
    rows = np.arange(len(grid))
    generic = {row: _generic(found[row][5]) for row in np.flatnonzero(grid.present(5)).tolist()}
    kind = np.array(grid.strings(rows, 1))
    kinds = np.where(kind == "train", 0, np.where(kind == "val", 1, -1)).astype(np.int8)
    for row, result in generic.items():
        if result is not None:
            kinds[row] = 0 if result[1] == "train" else 1
    fast = kinds >= 0
    fast[list(generic)] = False
    bad = any(result is None for result in generic.values())
    fast_rows = rows[fast]
    # The fast regex accepts any token; one that is not a number marks a mangled line.
    converted = {index: grid.floats(fast_rows, index) for index in (2, 3, 4)}
    wrong = np.zeros(len(fast_rows), dtype=bool)
    for _, mask in converted.values():
        if mask is not None:
            wrong |= mask
    if wrong.any():
        bad = True
        kinds[fast_rows[wrong]] = -1
    values = {index: data for index, (data, _) in converted.items()}
    if bad:
        warnings += mangled_warnings(text, _ANY_STEP, label, "modded-nanogpt step", line_offset,
                                     keep=lambda m: _STRICT.fullmatch(m.group(0)) is None
                                     and _generic(m.group(0)) is None)
    if not generic and not wrong.any():
        steps = grid.ints(fast_rows, 0)
        tables = [_fast_table(steps, values, kinds[fast_rows] == code, kind)
                  for code, kind in ((0, "train"), (1, "val"))]
        return Parsed(NAME, kinds[kinds >= 0], tables, base_step=1, warnings=warnings,
                      meta={"steps": "as printed: step:N counts the steps done"})
    tables = [_table(grid, kinds == 0, generic, "train"), _table(grid, kinds == 1, generic, "val")]
    return Parsed(NAME, kinds[kinds >= 0], tables, base_step=1, warnings=warnings,
                  meta={"steps": "as printed: step:N counts the steps done"})


def _fast_table(steps: np.ndarray, values: dict[int, np.ndarray], mask: np.ndarray, kind: str) -> Table:
    prefix = "" if kind == "train" else "val/"
    role = Role.LOSS if kind == "train" else Role.EVAL_LOSS
    return Table(steps[mask], {f"{kind}_loss": Column(values[2][mask], None, role),
                               f"{prefix}train_time": Column(values[3][mask], None, Role.OTHER),
                               f"{prefix}step_avg": Column(values[4][mask], None, Role.OTHER)})


def _table(grid: Grid, mask: np.ndarray,
           generic: dict[int, tuple[int, str, dict[str, float]] | None], kind: str) -> Table:
    """One kind's lines read one by one (files with other field sets or mangled lines)."""
    rows = np.flatnonzero(mask).tolist()
    prefix, loss = ("" if kind == "train" else "val/"), f"{kind}_loss"
    steps = np.zeros(len(rows), dtype=np.int64)
    values: dict[str, dict[int, float]] = {}
    for position, row in enumerate(rows):
        result = generic.get(row)
        if result is None:
            match = grid.found[row]
            steps[position] = int(match[0])
            fields = {loss: float(match[2]), "train_time": float(match[3]), "step_avg": float(match[4])}
        else:
            steps[position], fields = result[0], result[2]
        for name, value in fields.items():
            values.setdefault(name if name == loss else f"{prefix}{name}", {})[position] = value
    roles = {name: Role.OTHER for name in values}
    roles[loss] = Role.LOSS if kind == "train" else Role.EVAL_LOSS
    return Table(steps, points_to_columns(values, len(rows), roles))


# `parse` and `parse_chunks`, what the text shell calls: made of the whole-text parse by `Pieced`.
_READ = Pieced(_parse_whole)
parse = _READ.parse
parse_chunks = _READ.parse_chunks
