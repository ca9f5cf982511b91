"""Megatron-LM / Megatron-DeepSpeed: `iteration N/ T | name: value | ... |` lines and friends.

Every numeric field becomes a series under its own name. Megatron omits a loss field
when the interval's loss was NaN (`if avg > 0.0`), so a line missing a loss key that the
file uses elsewhere, with NaN signs (`number of nan iterations` > 0 or a non-finite grad
norm), gets a NaN point. `validation loss at iteration N` blocks become eval series and
`successfully loaded checkpoint ... at iteration N` marks a resume.
"""

from __future__ import annotations

import math
import re

import numpy as np

from lossdoctor.ingest.textlog.common import (
    FRESH, NUM_FULL, RESUME, Column, Parsed, Table, mangled_warnings,
)
from lossdoctor.model import Marker
from lossdoctor.roles import Role, role_for

NAME = "megatron"
_PREFIX = r"^[ \t]*((?:\[[^\]\n]*\]:?[ \t]*)*)"
SNIFF = re.compile(_PREFIX + r"iteration\s+\d+\s*/\s*\d+\s*\|[^\n]*\w+: ", re.M)

_LINE = re.compile(
    _PREFIX + r"(?:iteration\s+(\d+)\s*/\s*(\d+)\s*\|([^\n]*)"
    r"|validation(?: \w+)? loss at iteration (\d+)( on \w+ set)?\s*\|([^\n]*)"
    r"|[^\n]*?(successfully loaded checkpoint[^\n]*? at iteration\s+(\d+))"
    r"|[^\n]*?(could not find the metadata file|will not load any checkpoints))",
    re.M,
)
_CANDIDATE = re.compile(
    _PREFIX + r"(?:iteration\s+\d+\s*/\s*\d+|validation(?: \w+)? loss at iteration \d+(?: on \w+ set)?)"
    r"\s*\|([^\n]*)$", re.M)
_TIME = re.compile(r"(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d(?:[.,]\d+)?)")
_NAN_COUNT = "number of nan iterations"


def _fields(rest: str) -> dict[str, float] | None:
    """`name: value |` fields; None when the line is cut or a field is not a number."""
    if not rest.rstrip().endswith("|"):
        return None
    out: dict[str, float] = {}
    for part in rest.split("|")[:-1]:
        if not part.strip():
            continue
        name, sep, value = part.rpartition(":")
        if not sep or not name.strip() or NUM_FULL.fullmatch(value) is None:
            return None
        out[name.strip()] = float(value)
    return out


def _wall(prefix: str) -> float:
    match = _TIME.search(prefix)
    if match is None:
        return math.nan
    # Megatron prints local time without a zone; read as UTC, which keeps the order.
    stamp = np.datetime64(f"{match.group(1)}T{match.group(2).replace(',', '.')}", "us")
    return float(stamp.astype(np.int64)) / 1e6


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Iteration lines, validation blocks and checkpoint markers, in file order."""
    train_rows: list[dict[str, float]] = []
    train_steps: list[int] = []
    train_wall: list[float] = []
    val_steps: list[int] = []
    val_rows: list[dict[str, float]] = []
    kinds: list[int] = []
    markers: list[tuple[int, str, Marker]] = []
    bad = 0
    for prefix, step, _, rest, vstep, vsuffix, vrest, loaded, lstep, fresh in _LINE.findall(text):
        if step:
            fields = _fields(rest)
            if fields is None:
                bad += 1
                continue
            train_steps.append(int(step))
            train_rows.append(fields)
            train_wall.append(_wall(prefix) if prefix else math.nan)
            kinds.append(0)
        elif vstep:
            fields = _fields(vrest)
            if fields is None:
                bad += 1
                continue
            where = vsuffix.strip().split(" ")[1] if vsuffix else "validation"
            val_steps.append(int(vstep))
            val_rows.append({f"{_eval_key(key)} {where}": value for key, value in fields.items()})
            kinds.append(1)
        elif loaded:
            markers.append((len(kinds), RESUME, Marker("checkpoint_loaded", int(lstep), loaded.strip())))
        elif fresh:
            markers.append((len(kinds), FRESH, Marker("session_start", 0, fresh)))
    warnings: list[str] = []
    if bad:
        warnings += mangled_warnings(text, _CANDIDATE, label, "Megatron", line_offset,
                                     keep=lambda m: _fields(m.group(2)) is None)
    train, nan_warning = _train_table(train_steps, train_rows, train_wall, label)
    warnings += nan_warning
    tables = [train, _val_table(val_steps, val_rows)]
    interval = _interval(train_steps)
    meta = {"log_interval": interval}
    if train.wall is not None:
        meta["wall_times"] = "from the [YYYY-mm-dd HH:MM:SS] prefix, read as UTC"
    return Parsed(NAME, np.array(kinds, dtype=np.int8), tables, markers=markers, base_step=interval,
                  warnings=warnings, meta=meta)


def _eval_key(key: str) -> str:
    return key[: -len(" value")] if key.endswith(" value") else key


def _interval(steps: list[int]) -> int:
    """The log interval (smallest step increase): a fresh run's first iteration line."""
    if not steps:
        return 1
    diffs = np.diff(np.asarray(steps, dtype=np.int64))
    positive = diffs[diffs > 0]
    return int(positive.min()) if len(positive) else max(1, steps[0])


def _nan_sign(row: dict[str, float], span: int) -> bool:
    """Why a loss field is missing: NaN, unless every iteration of the interval was skipped.

    Megatron prints a loss only when its interval mean is > 0 (NaN fails that test); an
    interval whose iterations were all skipped (fp16 overflow) has a zero mean instead.
    """
    if row.get(_NAN_COUNT, 0.0) > 0 or not math.isfinite(row.get("grad norm", 0.0)):
        return True
    return row.get("number of skipped iterations", 0.0) < span


def _train_table(steps: list[int], rows: list[dict[str, float]], wall: list[float],
                 label: str) -> tuple[Table, list[str]]:
    names: dict[str, None] = {}
    for row in rows:
        names.update(dict.fromkeys(row))
    loss_keys = [name for name in names if role_for(name) is Role.LOSS]
    columns: dict[str, Column] = {}
    unexplained = 0
    filled: dict[str, list[tuple[int, float]]] = {name: [] for name in names}
    interval = _interval(steps)
    for index, row in enumerate(rows):
        for name, value in row.items():
            filled[name].append((index, value))
        missing = [key for key in loss_keys if key not in row]
        if missing:
            span = steps[index] - steps[index - 1] if index and steps[index] > steps[index - 1] else interval
            if _nan_sign(row, span):
                for key in missing:
                    filled[key].append((index, math.nan))
            else:
                unexplained += 1
    for name, points in filled.items():
        points.sort()
        where = np.fromiter((p[0] for p in points), dtype=np.int64, count=len(points))
        values = np.fromiter((p[1] for p in points), dtype=np.float64, count=len(points))
        columns[name] = Column(values, None if len(where) == len(rows) else where)
    warnings = []
    if unexplained:
        warnings.append(f"{label}: {unexplained} iteration line(s) have no {' / '.join(loss_keys)} field and "
                        "no NaN sign (every iteration of the interval was skipped, e.g. fp16 loss-scale "
                        "warm-up); no loss point recorded for them")
    wall_array = np.asarray(wall, dtype=np.float64)
    return Table(np.asarray(steps, dtype=np.int64), columns,
                 wall_array if np.isfinite(wall_array).any() else None), warnings


def _val_table(steps: list[int], rows: list[dict[str, float]]) -> Table:
    filled: dict[str, list[tuple[int, float]]] = {}
    for index, row in enumerate(rows):
        for name, value in row.items():
            filled.setdefault(name, []).append((index, value))
    columns = {}
    for name, points in filled.items():
        where = np.asarray([p[0] for p in points], dtype=np.int64)
        role = Role.OTHER if "ppl" in name.lower() else Role.EVAL_LOSS if "loss" in name else None
        columns[name] = Column(np.asarray([p[1] for p in points], dtype=np.float64),
                               None if len(where) == len(rows) else where, role)
    return Table(np.asarray(steps, dtype=np.int64), columns)
