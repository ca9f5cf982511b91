"""llm.c console output: `step N/T | loss X (+z)| norm G (+z)| lr ... | ... ms | ...`.

llm.c prints `step + 1` here (1-based) but writes `step` to main.log (0-based); this
reader converts to 0-based so that both files of one run give the same steps. A
`val loss X` line belongs to the step about to be trained (the steps done so far), as
in main.log's `s:N tel:X`.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import (
    FRESH, NUM, RESUME, Column, Parsed, Table, floats, ints, mangled_warnings,
)
from lossdoctor.model import Marker
from lossdoctor.roles import Role

NAME = "llmc-stdout"
SNIFF = re.compile(rf"^step\s+\d+/\d+\s*[|:]\s*(?:train )?loss\s+{NUM}", re.M)

# Known field shapes of the step line, for the generic path (older llm.c, train_gpt2.py).
_FIELD = re.compile(
    rf"\s*\(?\s*(?:(?P<name>[A-Za-z][\w /]*?)\s+(?P<value>{NUM})(?:\s*\((?P<z>{NUM})z\))?"
    rf"|(?P<value2>{NUM})\s*(?P<unit>%?\s*[A-Za-z][\w /%]*?))\s*\)?\s*"
)
_STEP = (rf"^step\s+(\d+)/(\d+) \| loss\s+({NUM}) \(({NUM})z\)\s*\| norm\s+({NUM}) \(({NUM})z\)\s*"
         rf"\| lr ({NUM}) \| ({NUM}) ms \| ({NUM})% \w+ MFU \| ({NUM}) tok/s[ \t]*$")
_LINE = re.compile(
    _STEP + rf"|^(step\s+\d+/\d+[^\n]*)$|^val loss ({NUM})[ \t]*$|^[^\n]*?HellaSwag: \d+/\d+ = ({NUM})[ \t]*$"
    r"|^\|\s*resume\s*\|\s*(\d+)\s*\|",
    re.M,
)
_STEP_COLUMNS = (("loss", 2, Role.LOSS), ("loss_zscore", 3, Role.OTHER), ("norm", 4, Role.GRAD_NORM),
                 ("norm_zscore", 5, Role.OTHER), ("lr", 6, Role.LR), ("time_ms", 7, Role.OTHER),
                 ("mfu", 8, Role.OTHER), ("tok/s", 9, Role.OTHER))
_GENERIC_NAMES = {"loss": "loss", "train loss": "loss", "norm": "norm", "lr": "lr", "ms": "time_ms",
                  "tok/s": "tok/s"}


_GENERIC_LINE = re.compile(r"step\s+(\d+)/\d+\s*[|:]\s*(.*)")
_SPLIT = re.compile(rf"[|,]|\((?!\s*{NUM}z\))")


def _generic(line: str) -> tuple[int, dict[str, float]] | None:
    """Fields of a step line in another llm.c print format; None when any field is garbage."""
    match = _GENERIC_LINE.fullmatch(line.strip())
    if match is None:
        return None
    values: dict[str, float] = {}
    for part in _SPLIT.split(match.group(2)):
        if not part.strip():
            continue
        field = _FIELD.fullmatch(part)
        if field is None:
            return None
        if field.group("name"):
            key = field.group("name").strip().lower()
            key = _GENERIC_NAMES.get(key, key)
            values[key] = float(field.group("value"))
            if field.group("z"):
                values[f"{key}_zscore"] = float(field.group("z"))
        else:
            unit = field.group("unit").strip().lower()
            key = "mfu" if "mfu" in unit else _GENERIC_NAMES.get(unit, unit)
            values[key] = float(field.group("value2"))
    return (int(match.group(1)), values) if "loss" in values else None


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Step lines (converted to 0-based), `val loss` and HellaSwag lines, resume flags."""
    found = _LINE.findall(text)
    warnings: list[str] = []
    if not found:
        return Parsed(NAME, np.zeros(0, dtype=np.int8), [], warnings=warnings)
    grid = np.array(found, dtype=str)
    fast = grid[:, 0] != ""
    other = grid[:, 10] != ""
    generic: dict[int, tuple[int, dict[str, float]]] = {}
    bad: list[int] = []
    for row in np.flatnonzero(other).tolist():
        result = _generic(str(grid[row, 10]))
        if result is None:
            bad.append(row)
        else:
            generic[row] = result
    if bad:
        starts = {str(grid[row, 10]) for row in bad}
        pattern = re.compile("|".join(rf"^{re.escape(s)}$" for s in sorted(starts)), re.M)
        warnings += mangled_warnings(text, pattern, label, "llm.c step", line_offset)
    is_train = fast | np.isin(np.arange(len(grid)), list(generic))
    is_val, is_hella, is_flag = grid[:, 11] != "", grid[:, 12] != "", grid[:, 13] != ""
    keep = is_train | is_val | is_hella
    # 1-based step N printed after training step N-1: steps done = N.
    done = np.zeros(len(grid), dtype=np.int64)
    done[fast] = ints(grid[fast, 0])
    for row, (step, _) in generic.items():
        done[row] = step
    steps = np.where(is_train, done - 1, 0)
    steps = _eval_steps(steps, done, is_train, is_val | is_hella, np.cumsum(is_flag))
    markers: list[tuple[int, str, Marker]] = []
    position = np.cumsum(keep) - keep
    for row in np.flatnonzero(is_flag).tolist():
        resumed = grid[row, 13] != "0"
        code = RESUME if resumed else FRESH
        step = int(steps[row + 1:][keep[row + 1:]][0]) if keep[row + 1:].any() else 0
        markers.append((int(position[row]), code, Marker(
            "resumed" if resumed else "session_start", step, f"llm.c started with resume={grid[row, 13]}")))
    kinds = np.full(len(grid), -1, dtype=np.int8)
    kinds[is_train], kinds[is_val], kinds[is_hella] = 0, 1, 2
    tables = [_train_table(grid, steps, fast, is_train, generic),
              Table(steps[is_val], {"val loss": Column(floats(grid[is_val, 11]), None, Role.EVAL_LOSS)}),
              Table(steps[is_hella], {"hellaswag": Column(floats(grid[is_hella, 12]), None, Role.OTHER)})]
    meta = {"steps": "0-based: llm.c prints step+1 on the console; converted to match main.log"}
    return Parsed(NAME, kinds[keep], tables, markers=markers, base_step=0, warnings=warnings, meta=meta)


def _train_table(grid: np.ndarray, steps: np.ndarray, fast: np.ndarray, is_train: np.ndarray,
                 generic: dict[int, tuple[int, dict[str, float]]]) -> Table:
    rows = np.flatnonzero(is_train)
    if not generic:
        columns = {name: Column(floats(grid[rows, index]), None, role) for name, index, role in _STEP_COLUMNS}
        return Table(steps[rows], columns)
    # Mixed print formats: build each column over the rows that have it.
    roles = {name: role for name, _, role in _STEP_COLUMNS}
    values: dict[str, dict[int, float]] = {}
    for position, row in enumerate(rows.tolist()):
        if fast[row]:
            for name, index, _ in _STEP_COLUMNS:
                values.setdefault(name, {})[position] = float(grid[row, index])
        else:
            for name, value in generic[row][1].items():
                values.setdefault(name, {})[position] = value
    columns = {}
    for name, points in values.items():
        where = np.fromiter(points.keys(), dtype=np.int64, count=len(points))
        data = np.fromiter(points.values(), dtype=np.float64, count=len(points))
        full = len(where) == len(rows)
        columns[name] = Column(data, None if full else where, roles.get(name))
    return Table(steps[rows], columns)


def _eval_steps(steps: np.ndarray, done: np.ndarray, is_train: np.ndarray, is_eval: np.ndarray,
                session: np.ndarray) -> np.ndarray:
    """An eval line belongs to the steps done so far in its session, or (right after a
    restart, before any step line) to the first step that session trains."""
    train_rows, eval_rows = np.flatnonzero(is_train), np.flatnonzero(is_eval)
    if len(eval_rows) == 0:
        return steps
    out = steps.copy()
    before = np.searchsorted(train_rows, eval_rows) - 1
    for row, index in zip(eval_rows.tolist(), before.tolist()):
        if index >= 0 and session[train_rows[index]] == session[row]:
            out[row] = done[train_rows[index]]
        elif index + 1 < len(train_rows) and session[train_rows[index + 1]] == session[row]:
            out[row] = done[train_rows[index + 1]] - 1
        else:
            out[row] = 0
    return out
