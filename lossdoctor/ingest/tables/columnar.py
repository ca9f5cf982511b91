"""One JSON object of columns: a Keras `history.history` dumped with `json.dump`, pandas'
`DataFrame.to_json()`, and histories nested per split.

People keep a fit's history as the dict Keras returns (`{"loss": [...], "val_loss": [...]}`),
as a DataFrame written with `to_json()` (`{"loss": {"0": 0.9, "1": 0.7}}`, or `orient="index"`
/ `"split"`), or as dicts per split (`{"train": {"loss": [...]}, "val": {"loss": [...]}}`).
A person reads them at a glance: lists of one length are columns of one table whose row is the
epoch, or the step when a step or epoch list is given. Nested names are dotted (`train.loss`),
settings (scalars, strings) and lists of records are passed over, and a list of another length
is placed at the end of each equal stretch of the table when the table's length is a multiple
of its own (a per-epoch validation beside a per-batch loss), else passed over; each is said.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.columns import Column, column_from_python, find_step_column
from lossdoctor.ingest.tables.parse import ParsedTable
from lossdoctor.roles import Role, role_for

KIND = "jsoncolumns"
# A saved history is small; a larger JSON object is data, not read whole to find out.
MAX_BYTES = 256 << 20
_MAX_LISTED = 6
_LOSSES = (Role.LOSS, Role.EVAL_LOSS)


@dataclass
class Columns:
    """The lists found in one JSON object, by dotted name, and what was passed over."""

    lists: dict[str, list[Any]] = field(default_factory=dict)
    passed: list[str] = field(default_factory=list)
    shape: str = "a dict of lists"
    # pandas columns by row number: padded to the frame's length once every column is seen.
    indexed: dict[str, dict[int, Any]] = field(default_factory=dict)
    flattened: list[str] = field(default_factory=list)


def _index_keys(value: Mapping[str, Any]) -> list[int] | None:
    """The row numbers of a pandas column written by `to_json()` (keys "0", "1", ...), or None."""
    if not value:
        return None
    try:
        keys = [int(key) for key in value]
    except (TypeError, ValueError):
        return None
    return keys if all(k >= 0 for k in keys) else None


def _numberish(value: Any) -> bool:
    return value is None or (isinstance(value, (int, float, str)) and not isinstance(value, bool))


def _collect(value: Mapping[str, Any], prefix: str, found: Columns, depth: int = 0) -> None:
    for key, item in value.items():
        name = f"{prefix}{key}"
        if isinstance(item, list):
            if item and all(isinstance(cell, Mapping) for cell in item):
                found.passed.append(f"'{name}' (a list of {len(item)} records)")
            elif item and all(isinstance(cell, list) and all(_numberish(v) for v in cell) for cell in item):
                # One list per epoch of its batches' values: the batches in order, said.
                found.lists[name] = [value for cell in item for value in cell]
                found.flattened.append(f"'{name}' ({len(item)} lists, one after the other)")
            elif any(isinstance(cell, (list, Mapping)) for cell in item):
                found.passed.append(f"'{name}' (a list of lists)")
            else:
                found.lists[name] = item
        elif isinstance(item, Mapping):
            rows = _index_keys(item)
            if rows is not None and all(_numberish(cell) for cell in item.values()):
                found.indexed[name] = dict(zip(rows, item.values()))
                found.shape = "pandas' to_json (a dict of columns keyed by row number)"
            elif depth < 4:
                _collect(item, name + ".", found, depth + 1)


def _index_rows(found: Columns) -> None:
    """Columns keyed by whole numbers as lists over the keys every column uses, in order: a
    sparse column (NaN rows dropped by pandas) keeps its rows; keys that are not the row numbers
    0..n-1 (`{"loss": {"100": 2.3, "200": 2.1}}`) are the steps, a `step` column of their own."""
    if not found.indexed:
        return
    keys = sorted({key for cells in found.indexed.values() for key in cells})
    for name, cells in found.indexed.items():
        found.lists[name] = [cells.get(key) for key in keys]
    if keys != list(range(len(keys))) and "step" not in found.lists:
        found.lists["step"] = list(keys)
        found.shape = "a dict of columns keyed by step"


def _from_records(rows: list[Any], names: list[Any] | None = None) -> dict[str, list[Any]] | None:
    """Columns of row records (`orient="index"`: dicts; `"split"`: lists under `names`)."""
    out: dict[str, list[Any]] = {}
    for index, row in enumerate(rows):
        cells = dict(zip(names, row)) if names is not None and isinstance(row, list) else row
        if not isinstance(cells, Mapping) or not all(_numberish(v) for v in cells.values()):
            return None
        for key, cell in cells.items():
            out.setdefault(str(key), [None] * len(rows))[index] = cell
    return out


def columns_of(value: Any) -> Columns | None:
    """The lists of a decoded JSON object, or None when it holds no list of numbers."""
    if not isinstance(value, Mapping):
        return None
    found = Columns()
    rows = _index_keys(value)
    if rows is not None and all(isinstance(item, Mapping) for item in value.values()):
        records = _from_records([value[key] for key in value])
        if records is not None:
            found.lists, found.shape = records, "pandas' to_json(orient='index') (a record per row number)"
            if rows != list(range(len(rows))) and "step" not in records:
                found.lists["step"], found.shape = rows, "a record per step (keyed by the step)"
    elif {"columns", "data"} <= set(value) and isinstance(value["data"], list) and isinstance(value["columns"], list):
        records = _from_records(value["data"], value["columns"])
        if records is not None:
            found.lists, found.shape = records, "pandas' to_json(orient='split')"
    else:
        _collect(value, "", found)
        _index_rows(found)
    numeric = {name: cells for name, cells in found.lists.items()
               if len(cells) >= 1 and any(_is_number(cell) for cell in cells)}
    found.passed += [f"'{name}' (no numbers)" for name in found.lists if name not in numeric]
    found.lists = numeric
    return found if numeric else None


def _is_number(cell: Any) -> bool:
    if isinstance(cell, bool) or cell is None:
        return False
    if isinstance(cell, (int, float)):
        return True
    try:
        float(cell)
    except (TypeError, ValueError):
        return False
    return True


def decode(raw: bytes) -> Any:
    """The JSON value of a whole file, or None when it is no JSON (NaN and Infinity allowed,
    as Python's `json.dump` writes them)."""
    if len(raw) > MAX_BYTES:
        return None
    try:
        return json.loads(raw.decode("utf-8", errors="replace").lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return None


def main_length(lists: Mapping[str, list[Any]]) -> int:
    """The table's length: that of the lists holding a loss (the longest such group, and the
    most lists), else of the most lists."""
    lengths: dict[int, list[str]] = {}
    for name, cells in lists.items():
        lengths.setdefault(len(cells), []).append(name)
    with_loss = [n for n, names in lengths.items() if any(role_for(name) in _LOSSES for name in names)]
    pool = with_loss or list(lengths)
    return max(pool, key=lambda n: (any(role_for(x) is Role.LOSS for x in lengths[n]), len(lengths[n]), n))


def names_a_loss(lists: Mapping[str, list[Any]]) -> bool:
    """Whether some list is named as a training or evaluation loss."""
    return any(role_for(name) in _LOSSES for name in lists)


def parse_columns(source: str, raw: bytes) -> ParsedTable:
    """The object's lists as one table, a row per list element; the reading said in warnings
    and in `meta["why"]`."""
    found = columns_of(decode(raw))
    if found is None:
        raise InputError(f"{source}: not a JSON object of lists of numbers")
    rows = main_length(found.lists)
    columns: dict[str, Column] = {}
    placed: list[str] = []
    passed = list(found.passed)
    for name, cells in found.lists.items():
        if len(cells) == rows:
            columns[name] = column_from_python(cells)
        elif len(cells) >= 2 and rows % len(cells) == 0:
            # A per-epoch list beside a per-batch one: each value where its stretch ends.
            stride = rows // len(cells)
            spread: list[Any] = [None] * rows
            for index, cell in enumerate(cells):
                spread[(index + 1) * stride - 1] = cell
            columns[name] = column_from_python(spread)
            placed.append(f"'{name}' ({len(cells)} values, one at the end of every {stride} rows)")
        else:
            passed.append(f"'{name}' ({len(cells)} values, not {rows})")
    step = find_step_column(columns) or next((n for n in columns if n.strip().lower() == "epoch"), None)
    row_is = (f"the list '{step}' gives each row's step" if step else
              "no step or epoch list: the list index is the row, from 0 (for a Keras History one row an epoch)")
    why = f"{source}: {found.shape} of {rows} rows; {row_is}"
    if found.flattened:
        why += "; read as one list each: " + ", ".join(found.flattened[:_MAX_LISTED])
    if placed:
        why += "; " + ", ".join(placed[:_MAX_LISTED])
    if passed:
        why += "; passed over: " + ", ".join(passed[:_MAX_LISTED]) + (", ..." if len(passed) > _MAX_LISTED else "")
    warnings = [why]
    bad = [n for n, c in columns.items() if c.present.any() and not np.isfinite(c.values[c.present]).all()]
    if bad:
        warnings.append(f"{source}: non-finite values (NaN or Infinity) in {', '.join(repr(n) for n in bad[:_MAX_LISTED])}")
    lines = np.arange(1, rows + 1)
    meta: dict[str, object] = {"writer": "json columns", "why": why,
                               "step_source": None if step else {
                                   "name": "the list index (one value per element, from 0)", "unit": "rows"}}
    return ParsedTable(source, columns, rows, "element", warnings, lambda: lines, meta)


def sniff_columns(raw: bytes) -> tuple[tuple[str, ...], str | None] | None:
    """(column names, why it is no history or None) for a file that is one JSON object of
    lists, or None when it is not one."""
    found = columns_of(decode(raw))
    if found is None:
        return None
    names = tuple(found.lists)
    if not names_a_loss(found.lists):
        return names, "a JSON object of lists, none named as a loss"
    return names, None


__all__ = ["KIND", "Columns", "columns_of", "decode", "main_length", "names_a_loss", "parse_columns", "sniff_columns"]
