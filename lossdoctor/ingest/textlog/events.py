"""Event logs in long form: one JSON object per line that names a metric and gives its value.

MLPerf's logger writes `:::MLLOG {"key": "train_loss", "value": 3.71, "metadata":
{"samples_count": 80}, ...}`; other loggers write `{"name": ..., "value": ..., "step": ...}`
or `{"metric": ..., "value": ...}`. Each line is one point of the series its key names; the
step comes from the object or its metadata (a step counter first, then samples, then epochs)
and, where a line has none, from the line before it. Lines whose value is not a number
(set-up facts, timings) are passed over.
"""

from __future__ import annotations

import json
import re
from typing import Any

import numpy as np

from lossdoctor.ingest.textlog.common import Parsed, Table, points_to_columns
from lossdoctor.roles import Role, role_for

NAME = "event_log"
SNIFF = re.compile(r'^[^\n{]{0,40}\{[^\n]*"(?:key|name|metric|tag)"\s*:\s*"[^"\n]+"[^\n]*"value"\s*:\s*[-+\d.]',
                   re.M)
_NAME_FIELDS = ("key", "name", "metric", "tag")
# Counters, best first, with the unit each counts in.
STEP_FIELDS: tuple[tuple[str, str], ...] = (
    ("step", "steps"), ("global_step", "steps"), ("step_num", "steps"), ("iteration", "steps"),
    ("iter", "steps"), ("samples_count", "samples"), ("epoch_num", "epochs"), ("epoch", "epochs"),
)


def _step(obj: dict[str, Any]) -> tuple[int, str] | None:
    """The record's step and the field it came from, looked up in the object and its metadata."""
    places = [obj] + [value for value in obj.values() if isinstance(value, dict)]
    for field, _ in STEP_FIELDS:
        for place in places:
            value = place.get(field)
            if isinstance(value, (int, float)) and not isinstance(value, bool) and np.isfinite(value):
                return int(value), field
    return None


def _record(line: str) -> tuple[str, float, tuple[int, str] | None] | None:
    start = line.find("{")
    if start < 0:
        return None
    try:
        obj = json.loads(line[start:])
    except ValueError:
        return None
    if not isinstance(obj, dict):
        return None
    name = next((obj[f] for f in _NAME_FIELDS if isinstance(obj.get(f), str)), None)
    value = obj.get("value")
    if name is None or isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return name, float(value), _step(obj)


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Every numeric event as a point; training and evaluation series in two tables."""
    rows: list[list[tuple[int, dict[str, float]]]] = [[], []]
    kinds: list[int] = []
    last: int | None = None
    fields: dict[str, int] = {}
    passed = 0
    for line in text.splitlines():
        if '"value"' not in line:
            continue
        found = _record(line)
        if found is None:
            passed += 1
            continue
        name, value, where = found
        if where is not None:
            last = where[0]
            fields[where[1]] = fields.get(where[1], 0) + 1
        if last is None:
            passed += 1  # a value before any counter: a set-up fact, not a point
            continue
        kind = 1 if role_for(name) is Role.EVAL_LOSS or name.startswith(("eval", "val")) else 0
        table = rows[kind]
        if not table or table[-1][0] != last or name in table[-1][1]:
            table.append((last, {}))
            kinds.append(kind)
        table[-1][1][name] = value
    tables = [_table(part) for part in rows]
    parsed = Parsed(NAME, np.asarray(kinds, dtype=np.int8), tables, base_step=0)
    if fields:
        field = max(fields, key=lambda f: fields[f])
        unit = dict(STEP_FIELDS)[field]
        parsed.meta["step_source"] = {"name": field, "unit": unit}
        if unit != "steps":
            parsed.warnings.append(f"{label}: the events count {unit} (`{field}`); steps are {unit}")
    if passed:
        parsed.meta["passed_over"] = {"events with a value that is not a number": passed}
    return parsed


def _table(rows: list[tuple[int, dict[str, float]]]) -> Table:
    points: dict[str, dict[int, float]] = {}
    for index, (_, row) in enumerate(rows):
        for name, value in row.items():
            points.setdefault(name, {})[index] = value
    roles = {name: role_for(name) for name in points}
    return Table(np.asarray([step for step, _ in rows], dtype=np.int64), points_to_columns(points, len(rows), roles))
