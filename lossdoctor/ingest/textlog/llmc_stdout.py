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
    FRESH, NUM, RESUME, VAL, Column, Grid, Parsed, Table, empty_parsed, mangled_warnings, points_to_columns,
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
_STEP = (rf"^step\s+(\d+)/(\d+) \| loss\s+{VAL} \({VAL}z\)\s*\| norm\s+{VAL} \({VAL}z\)\s*"
         rf"\| lr {VAL} \| {VAL} ms \| {VAL}% \w+ MFU \| {VAL} tok/s[ \t]*$")
_STRICT = re.compile(
    rf"step\s+\d+/\d+ \| loss\s+{NUM} \({NUM}z\)\s*\| norm\s+{NUM} \({NUM}z\)\s*"
    rf"\| lr {NUM} \| {NUM} ms \| {NUM}% \w+ MFU \| {NUM} tok/s[ \t]*")
_ANY_STEP = re.compile(r"^step\s+\d+/\d+[^\n]*$", re.M)
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
    grid = Grid(_LINE.findall(text))
    if not len(grid):
        return empty_parsed(NAME)
    rows = np.arange(len(grid))
    fast, other = grid.present(0), grid.present(10)
    generic: dict[int, tuple[int, dict[str, float]]] = {}
    bad = False
    for row in np.flatnonzero(other).tolist():
        result = _generic(grid.found[row][10])
        bad |= result is None
        if result is not None:
            generic[row] = result
    train_columns: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    fast_rows = rows[fast]
    for name, index, _ in _STEP_COLUMNS:
        values, wrong = grid.floats(fast_rows, index)
        if wrong is not None:
            # A value token that is not a number: the line is mangled, not read.
            bad, fast[fast_rows[wrong]] = True, False
        train_columns[name] = (fast_rows, values)
    if bad:
        warnings = mangled_warnings(text, _ANY_STEP, label, "llm.c step", line_offset,
                                    keep=lambda m: _STRICT.fullmatch(m.group(0)) is None
                                    and _generic(m.group(0)) is None)
    else:
        warnings = []
    is_train = fast | np.isin(rows, list(generic))
    is_val, is_hella, is_flag = grid.present(11), grid.present(12), grid.present(13)
    keep = is_train | is_val | is_hella
    # 1-based step N printed after training step N-1: steps done = N.
    done = np.zeros(len(grid), dtype=np.int64)
    done[fast] = grid.ints(rows[fast], 0)
    for row, (step, _) in generic.items():
        done[row] = step
    steps = np.where(is_train, done - 1, 0)
    steps = _eval_steps(steps, done, is_train, is_val | is_hella, np.cumsum(is_flag))
    markers: list[tuple[int, str, Marker]] = []
    position = np.cumsum(keep) - keep
    for row in np.flatnonzero(is_flag).tolist():
        flag = grid.found[row][13]
        code = FRESH if flag == "0" else RESUME
        later = np.flatnonzero(keep[row + 1:])
        step = int(steps[row + 1 + later[0]]) if len(later) else 0
        markers.append((int(position[row]), code, Marker(
            "session_start" if code == FRESH else "resumed", step, f"llm.c started with resume={flag}")))
    kinds = np.full(len(grid), -1, dtype=np.int8)
    kinds[is_train], kinds[is_val], kinds[is_hella] = 0, 1, 2
    tables = [_train_table(steps, fast, is_train, train_columns, generic),
              Table(steps[is_val], {"val loss": Column(grid.floats(rows[is_val], 11)[0], None, Role.EVAL_LOSS)}),
              Table(steps[is_hella], {"hellaswag": Column(grid.floats(rows[is_hella], 12)[0], None, Role.OTHER)})]
    meta = {"steps": "0-based: llm.c prints step+1 on the console; converted to match main.log"}
    return Parsed(NAME, kinds[keep], tables, markers=markers, base_step=0, warnings=warnings, meta=meta)


def _train_table(steps: np.ndarray, fast: np.ndarray, is_train: np.ndarray,
                 fast_columns: dict[str, tuple[np.ndarray, np.ndarray]],
                 generic: dict[int, tuple[int, dict[str, float]]]) -> Table:
    """Step lines of the current print format plus other formats' lines, in file order."""
    rows = np.flatnonzero(is_train)
    roles = {name: role for name, _, role in _STEP_COLUMNS}
    if not generic and len(rows) == len(next(iter(fast_columns.values()))[0]):
        columns = {name: Column(fast_columns[name][1], None, role) for name, _, role in _STEP_COLUMNS}
        return Table(steps[rows], columns)
    # Mixed print formats (or dropped rows): each column over the rows that have it.
    values: dict[str, dict[int, float]] = {}
    position_of = {row: position for position, row in enumerate(rows.tolist())}
    for name, (where, data) in fast_columns.items():
        column = values.setdefault(name, {})
        for row, value in zip(where.tolist(), data.tolist()):
            if fast[row]:
                column[position_of[row]] = value
    for row, (_, fields) in generic.items():
        for name, value in fields.items():
            values.setdefault(name, {})[position_of[row]] = value
    return Table(steps[rows], points_to_columns(values, len(rows), roles))


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
