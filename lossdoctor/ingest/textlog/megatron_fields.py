"""The `name: value |` fields of Megatron iteration lines, fast when lines share one shape.

Lines of one run nearly always print the same fields in the same order, so one regex
built from the first line reads them all in a single pass; other lines (a NaN interval
without `lm loss`, a changed field set) fall back to splitting on `|`.
"""

from __future__ import annotations

import math
import re
from operator import itemgetter

import numpy as np

from lossdoctor.ingest.textlog.common import NUM_FULL, Column, Table, to_floats
from lossdoctor.roles import Role, role_for

_NAN_COUNT = "number of nan iterations"
_SKIPPED = "number of skipped iterations"
Columns = dict[str, tuple[np.ndarray, np.ndarray]]
# common.VAL in ASCII classes with possessive quantifiers (nothing to backtrack into:
# the token must end at a space or `|`): `\w` is a Unicode category test per character,
# and both together made the whole-file regex ~25 % slower. A non-ASCII number misses
# the fast shape and takes the `fields` path, which reads it the same way.
_VAL = r"([-+]?+[0-9A-Za-z_.]++(?:[-+][0-9]++)?+)"


def fields(rest: str) -> dict[str, float] | None:
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


def shape_pattern(first: dict[str, float]) -> str:
    """A regex body for lines with the same fields as `first`: one group per value."""
    return "".join(rf"[ \t]*+{re.escape(name)}:[ \t]*+{_VAL}[ \t]*+\|" for name in first) + r"[ \t]*$"


def read_fields(found: list[tuple[str, ...]], rows: np.ndarray, shape: list[str], value_index: int,
                rest_index: int) -> tuple[Columns, np.ndarray]:
    """Columns (name -> (row among the parsed lines, values)) and which lines parsed.

    `rows` are the iteration lines in `found`; a line that matched the fast shape has its
    values in groups `value_index...`, any other line its raw fields in `rest_index`.
    """
    n = len(rows)
    ok = np.ones(n, dtype=bool)
    # map/itemgetter index the match tuples in C: per-line Python dominated this step.
    lines = found if n == len(found) else [found[row] for row in rows.tolist()]
    fast = (np.fromiter(map(bool, map(itemgetter(value_index - 1), lines)), bool, n) if shape
            else np.zeros(n, bool))
    columns: Columns = {}
    fast_at = np.flatnonzero(fast)
    if len(fast_at):
        chosen = lines if len(fast_at) == n else [lines[at] for at in fast_at.tolist()]
        wrong = np.zeros(len(fast_at), dtype=bool)
        parsed_values: list[np.ndarray] = []
        for index in range(len(shape)):
            column, bad = _floats(list(map(itemgetter(value_index + index), chosen)))
            parsed_values.append(column)
            if bad is not None:
                wrong |= bad
        # A token of the fast shape that is not a number: the line is mangled.
        ok[fast_at[wrong]] = False
        if wrong.any():
            parsed_values = [column[~wrong] for column in parsed_values]
        kept = fast_at[~wrong]
        columns = {name: (kept, column) for name, column in zip(shape, parsed_values)}
    points: dict[str, tuple[list[int], list[float]]] = {}
    for at in np.flatnonzero(~fast).tolist():
        parsed = fields(lines[at][rest_index])
        if parsed is None:
            ok[at] = False
            continue
        for name, value in parsed.items():
            where, values = points.setdefault(name, ([], []))
            where.append(at)
            values.append(value)
    for name, (where, values) in points.items():
        extra_rows, extra = np.asarray(where, dtype=np.int64), np.asarray(values, dtype=np.float64)
        if name in columns:
            old_rows, data = columns[name]
            merged_rows = np.concatenate([old_rows, extra_rows])
            order = np.argsort(merged_rows, kind="stable")
            columns[name] = (merged_rows[order], np.concatenate([data, extra])[order])
        else:
            columns[name] = (extra_rows, extra)
    if not ok.all():
        # Row numbers count the lines that parsed, as the caller's steps do.
        position = np.cumsum(ok) - 1
        columns = {name: (position[where], values) for name, (where, values) in columns.items()}
    return columns, ok


def _floats(strings: list[str]) -> tuple[np.ndarray, np.ndarray | None]:
    """`to_floats`, converting each distinct string once when the column repeats itself.

    Megatron prints batch size, loss scale and the skip counts verbatim line after line,
    and a dict lookup costs about half a string-to-float conversion.
    """
    head = strings[:1024]
    if len(set(head)) * 4 > len(head):
        return to_floats(strings)
    distinct = dict.fromkeys(strings)
    if len(distinct) * 4 > len(strings):
        return to_floats(strings)
    values, bad = to_floats(list(distinct))
    position = dict(zip(distinct, range(len(distinct))))
    at = np.fromiter(map(position.__getitem__, strings), np.intp, len(strings))
    return values[at], None if bad is None else bad[at]


def _full(columns: Columns, name: str, n: int, default: float) -> np.ndarray:
    out = np.full(n, default)
    if name in columns:
        rows, values = columns[name]
        out[rows] = values
    return out


def train_table(steps: np.ndarray, columns: Columns, wall: np.ndarray | None, interval: int,
                label: str) -> tuple[Table, list[str]]:
    """The iteration table; a loss key missing on a line with NaN signs gets a NaN point.

    Megatron prints a loss only when its interval mean is > 0, which NaN fails; an
    interval whose iterations were all skipped (fp16 overflow) has a zero mean instead,
    so a missing loss is NaN when nan iterations > 0, the grad norm is not finite, or
    fewer iterations were skipped than the interval holds. Only loss keys printed on at
    least half of the lines are filled in this way.
    """
    n = len(steps)
    # Only keys printed on most lines: an occasional field (an aux loss logged now and
    # then) is absent for its own reasons, not because it was NaN.
    loss_keys = [name for name in columns if role_for(name) is Role.LOSS and 2 * len(columns[name][0]) >= n]
    unexplained = np.zeros(n, dtype=bool)
    if loss_keys and any(len(columns[key][0]) < n for key in loss_keys):
        span = np.diff(steps, prepend=steps[0] - interval) if n else steps
        span = np.where(span > 0, span, interval)
        nan_sign = ((_full(columns, _NAN_COUNT, n, 0.0) > 0) | ~np.isfinite(_full(columns, "grad norm", n, 0.0))
                    | (_full(columns, _SKIPPED, n, 0.0) < span))
        for key in loss_keys:
            rows, values = columns[key]
            missing = np.ones(n, dtype=bool)
            missing[rows] = False
            add = np.flatnonzero(missing & nan_sign)
            unexplained |= missing & ~nan_sign
            merged = np.concatenate([rows, add])
            order = np.argsort(merged, kind="stable")
            columns[key] = (merged[order], np.concatenate([values, np.full(len(add), math.nan)])[order])
    table = Table(steps, {name: Column(values, None if len(rows) == n else rows)
                          for name, (rows, values) in columns.items()}, wall)
    warnings = []
    if unexplained.any():
        warnings.append(f"{label}: {int(unexplained.sum())} iteration line(s) have no {' / '.join(loss_keys)} "
                        "field and no NaN sign (every iteration of the interval was skipped, e.g. fp16 "
                        "loss-scale warm-up); no loss point recorded for them")
    return table, warnings
