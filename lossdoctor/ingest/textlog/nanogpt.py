"""nanoGPT `train.py` output: `iter N: loss X, time T ms, mfu M%` and `step N: train loss X, val loss Y`.

Forks append fields (`, lr 1e-4`, `, tokens 1234`); they become series of their own. A unit word
after a value (`loss 6.0659 BPC`) is read past.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import (
    NUM, Column, Grid, Parsed, Table, empty_parsed, interleave, mangled_warnings, points_to_columns,
)
from lossdoctor.ingest.textlog.pieces import Pieced
from lossdoctor.roles import Role

NAME = "nanogpt"
SNIFF = re.compile(rf"^(?:iter \d+: loss {NUM}|step \d+: train loss {NUM}, val loss {NUM})", re.M)

# A unit word a fork prints after a loss (`loss 6.0659 BPC`: bits per character).
_UNIT = r"(?:[ \t]+[A-Za-z]{1,8})?"
_LINE = re.compile(
    rf"^iter (\d+): loss ({NUM}), time ({NUM})ms, mfu ({NUM})%[ \t]*()$"
    rf"|^(iter \d+:[^\n]*)$"
    rf"|^step (\d+): train loss ({NUM}){_UNIT}, val loss ({NUM}){_UNIT}[ \t]*$",
    re.M,
)
_BAD = re.compile(r"^iter \d+:[^\n]*$", re.M)
_SHAPE = re.compile(rf"iter \d+: loss {NUM}, time {NUM}ms, mfu {NUM}%[ \t]*")
_EXTRA = re.compile(rf"\s*([A-Za-z][\w/ ]*?)[ :]\s*({NUM})\s*(%|ms|s|[A-Za-z]{{1,8}})?\s*")


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


_FAST_ITER = re.compile(r"^iter (\d+): loss ([-+]?[\w.]+), time ([\d.]+)ms, mfu ([-+]?[\w.]+)%[ \t]*$", re.M)
_EVAL = re.compile(rf"^step (\d+): train loss ({NUM}){_UNIT}, val loss ({NUM}){_UNIT}[ \t]*$", re.M)


def _fast(text: str) -> Parsed | None:
    """The common case: every `iter` line in train.py's own shape; None otherwise."""
    train = _FAST_ITER.findall(text)
    evals = [(m.start(), m.groups()) for m in _EVAL.finditer(text)]
    kinds = interleave(text, "iter ", len(train), [(offset, 1) for offset, _ in evals])
    if kinds is None:
        return None
    try:
        step, loss, time_ms, mfu = ([match[index] for match in train] for index in range(4))
        table = Table(np.array(step, dtype=np.int64), {
            "loss": Column(np.array(loss, dtype=np.float64), None, Role.LOSS),
            "time_ms": Column(np.array(time_ms, dtype=np.float64), None, Role.OTHER),
            "mfu": Column(np.array(mfu, dtype=np.float64), None, Role.OTHER)})
    except ValueError:
        return None
    groups = [g for _, g in evals]
    evals_table = Table(np.array([g[0] for g in groups], dtype=np.int64), {
        "train loss (eval)": Column(np.array([g[1] for g in groups], dtype=np.float64), None, Role.LOSS),
        "val loss": Column(np.array([g[2] for g in groups], dtype=np.float64), None, Role.EVAL_LOSS)})
    return Parsed(NAME, kinds, [table, evals_table], base_step=0)


def _parse_whole(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Training (`iter`) and evaluation (`step`) lines."""
    quick = _fast(text)
    if quick is not None:
        return quick
    grid = Grid(_LINE.findall(text))
    if not len(grid):
        return empty_parsed(NAME)
    rows = np.arange(len(grid))
    generic: dict[int, tuple[int, dict[str, float]]] = {}
    odd = grid.present(5)
    for row in np.flatnonzero(odd).tolist():
        result = _parse_line(grid.found[row][5])
        if result is not None:
            generic[row] = result
    warnings: list[str] = []
    if len(generic) < int(odd.sum()):
        warnings += mangled_warnings(text, _BAD, label, "nanoGPT iter", line_offset,
                                     keep=lambda m: _SHAPE.fullmatch(m.group(0)) is None
                                     and _parse_line(m.group(0)) is None)
    fast, is_eval = grid.present(0), grid.present(6)
    is_train = fast | np.isin(rows, list(generic))
    kinds = np.full(len(grid), -1, dtype=np.int8)
    kinds[is_train], kinds[is_eval] = 0, 1
    evals = Table(grid.ints(rows[is_eval], 6), {
        "train loss (eval)": Column(grid.floats(rows[is_eval], 7)[0], None, Role.LOSS),
        "val loss": Column(grid.floats(rows[is_eval], 8)[0], None, Role.EVAL_LOSS),
    })
    return Parsed(NAME, kinds[kinds >= 0], [_train_table(grid, fast, is_train, generic), evals],
                  base_step=0, warnings=warnings)


def _train_table(grid: Grid, fast: np.ndarray, is_train: np.ndarray,
                 generic: dict[int, tuple[int, dict[str, float]]]) -> Table:
    """Lines in train.py's own shape and in forks' shapes, each column where present."""
    rows = np.flatnonzero(is_train).tolist()
    steps = np.zeros(len(rows), dtype=np.int64)
    points: dict[str, dict[int, float]] = {}
    for position, row in enumerate(rows):
        if fast[row]:
            match = grid.found[row]
            steps[position] = int(match[0])
            fields = {"loss": float(match[1]), "time_ms": float(match[2]), "mfu": float(match[3])}
        else:
            steps[position], fields = generic[row]
        for name, value in fields.items():
            points.setdefault(name, {})[position] = value
    roles = {"loss": Role.LOSS, "time_ms": Role.OTHER, "mfu": Role.OTHER}
    return Table(steps, points_to_columns(points, len(rows), roles))


# `parse` and `parse_chunks`, what the text shell calls: made of the whole-text parse by `Pieced`.
_READ = Pieced(_parse_whole)
parse = _READ.parse
parse_chunks = _READ.parse_chunks
