"""llm.c `main.log`: `s:N trl:X lr:... norm:...`, `s:N tel:X`, `s:N eval:X` (0-based steps)."""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import (
    NUM, VAL, Column, Grid, Parsed, Table, empty_parsed, mangled_warnings,
)
from lossdoctor.ingest.textlog.pieces import Pieced
from lossdoctor.roles import Role

NAME = "llmc-main"
SNIFF = re.compile(rf"^s:\d+ (?:trl|tel|eval):{NUM}", re.M)

_LINE = re.compile(
    rf"^s:(\d+) (?:trl:{VAL}(?: lr:{VAL})?(?: norm:{VAL})?|tel:{VAL}|eval:{VAL})[ \t]*$|^(s:\d+[^\n]*)$",
    re.M,
)
_STRICT = re.compile(rf"s:\d+ (?:trl:{NUM}(?: lr:{NUM})?(?: norm:{NUM})?|tel:{NUM}|eval:{NUM})[ \t]*")
_ANY = re.compile(r"^s:\d+[^\n]*$", re.M)
_TRAIN = (("trl", 1, Role.LOSS), ("lr", 2, Role.LR), ("norm", 3, Role.GRAD_NORM))
# (name, findall group, role) per table: train, validation (tel), HellaSwag (eval).
_SPECS = (_TRAIN, (("tel", 4, Role.EVAL_LOSS),), (("eval", 5, Role.OTHER),))
# The fast path: one pass per kind, no alternation (several times faster on big logs).
_FAST_TRAIN = re.compile(rf"^s:(\d+) trl:{VAL} lr:{VAL} norm:{VAL}[ \t]*$", re.M)
_FAST_EVAL = re.compile(rf"^s:(\d+) (tel|eval):{VAL}[ \t]*$", re.M)
_META = {"steps": "0-based, as llm.c writes them to main.log"}


def _fast(text: str) -> Parsed | None:
    """The common case (every `s:` line well formed, train lines with lr and norm), or None."""
    train = _FAST_TRAIN.findall(text)
    evals = [(match.start(), match.groups()) for match in _FAST_EVAL.finditer(text)]
    total = text.count("\ns:") + text.startswith("s:")
    if total != len(train) + len(evals):
        return None
    # Where the few eval lines sit among the train lines: count `s:` lines between them.
    kinds = np.zeros(total, dtype=np.int8)
    # The first line has no newline before it; count it apart.
    counted, split, head = 0, 0, int(text.startswith("s:"))
    for offset, groups in evals:
        counted += text.count("\ns:", split, offset)
        split = max(offset - 1, 0)
        kinds[counted + (head if offset > 0 else 0)] = 1 if groups[1] == "tel" else 2
    try:
        step, trl, lr, norm = ([match[index] for match in train] for index in range(4))
        tables = [Table(np.array(step, dtype=np.int64), {
            "trl": Column(np.array(trl, dtype=np.float64), None, Role.LOSS),
            "lr": Column(np.array(lr, dtype=np.float64), None, Role.LR),
            "norm": Column(np.array(norm, dtype=np.float64), None, Role.GRAD_NORM)})]
        for key, name, role in (("tel", "tel", Role.EVAL_LOSS), ("eval", "eval", Role.OTHER)):
            rows = [groups for _, groups in evals if groups[1] == key]
            tables.append(Table(np.array([g[0] for g in rows], dtype=np.int64),
                                {name: Column(np.array([g[2] for g in rows], dtype=np.float64), None, role)}))
    except ValueError:
        return None
    return Parsed(NAME, kinds, tables, base_step=0, meta=dict(_META))


def _parse_whole(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Every line of the file as train (trl), validation (tel) and HellaSwag (eval) records."""
    fast = _fast(text)
    if fast is not None:
        return fast
    grid = Grid(_LINE.findall(text))
    if not len(grid):
        return empty_parsed(NAME)
    found = grid.found
    kinds = np.fromiter((0 if m[1] else 1 if m[4] else 2 if m[5] else 3 for m in found), np.int8, len(found))
    bad = kinds == 3
    values: dict[str, tuple[np.ndarray, np.ndarray]] = {}
    for kind, specs in enumerate(_SPECS):
        rows = np.flatnonzero(kinds == kind)
        for name, index, _ in specs:
            # lr and norm are optional (train_gpt2.py writes `s:N trl:X` only).
            where = rows[np.fromiter((bool(found[row][index]) for row in rows.tolist()), bool, len(rows))]
            data, wrong = grid.floats(where, index)
            if wrong is not None:
                bad[where[wrong]] = True
            values[name] = (where, data)
    warnings: list[str] = []
    if bad.any():
        warnings += mangled_warnings(text, _ANY, label, "llm.c main.log", line_offset,
                                     keep=lambda m: _STRICT.fullmatch(m.group(0)) is None)
    steps = np.fromiter((int(m[0] or 0) for m in found), np.int64, len(found))
    good = ~bad
    tables = []
    for kind, specs in enumerate(_SPECS):
        rows = np.flatnonzero((kinds == kind) & good)
        columns: dict[str, Column] = {}
        for name, _, role in specs:
            where, data = values[name]
            keep = good[where]
            where, data = where[keep], data[keep]
            if len(where):
                columns[name] = Column(data, None if len(where) == len(rows) else np.searchsorted(rows, where),
                                       role)
        tables.append(Table(steps[rows], columns))
    return Parsed(NAME, kinds[good], tables, base_step=0, warnings=warnings, meta=dict(_META))


# `parse` and `parse_chunks`, what the text shell calls: made of the whole-text parse by `Pieced`.
_READ = Pieced(_parse_whole)
parse = _READ.parse
parse_chunks = _READ.parse_chunks
