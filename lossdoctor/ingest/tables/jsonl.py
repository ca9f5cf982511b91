"""JSON-lines files (pyarrow fast path, per-line fallback that names junk lines), parquet,
and lists of JSON records (HF `log_history`) as parsed tables."""

from __future__ import annotations

import io
import json
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.columns import Column, column_from_arrow, column_from_python, concat_columns
from lossdoctor.ingest.tables.parse import ParsedTable

_BLOCK_LINES = 20_000
_MAX_LISTED = 8


def flatten(record: Mapping[str, Any], prefix: str = "") -> dict[str, Any]:
    """Nested dicts as dotted keys, the way W&B shows them (`eval.loss`)."""
    flat: dict[str, Any] = {}
    for key, value in record.items():
        name = f"{prefix}{key}"
        if isinstance(value, Mapping):
            flat.update(flatten(value, name + "."))
        else:
            flat[name] = value
    return flat


def _arrow_columns(table: Any) -> dict[str, Column]:
    import pyarrow as pa

    while any(pa.types.is_struct(f.type) for f in table.schema):
        table = table.flatten()
    return {name: column_from_arrow(table.column(i)) for i, name in enumerate(table.column_names)}


def records_table(source: str, records: Sequence[Mapping[str, Any]], numbers: Sequence[int],
                  unit: str = "record") -> ParsedTable:
    """Decoded JSON objects as a table; `numbers` says which line or record each one was."""
    flat = [flatten(record) for record in records]
    names = list(dict.fromkeys(key for record in flat for key in record))
    columns = {name: column_from_python([record.get(name) for record in flat]) for name in names}
    lines = np.asarray(numbers, np.int64)
    return ParsedTable(source, columns, len(flat), unit, [], lambda: lines)


def record_array(raw: bytes) -> list[dict[str, Any]] | None:
    """The objects of a file that is one JSON array of objects (Chainer's LogReport `log`), or
    None when the file is anything else."""
    try:
        value = json.loads(raw.decode("utf-8", errors="replace").lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, list) or not value or not all(isinstance(item, dict) for item in value):
        return None
    return value


def parse_record_array(source: str, raw: bytes) -> ParsedTable:
    """A JSON array of records as a table, a row per record (numbered from 1)."""
    records = record_array(raw)
    if records is None:
        raise InputError(f"{source}: not a JSON array of objects")
    table = records_table(source, records, range(1, len(records) + 1), unit="record")
    table.meta["writer"] = "json records"
    return table


def parse_jsonl(source: str, raw: bytes, reload: Callable[[], bytes] | None = None) -> ParsedTable:
    """Read JSON lines; a line that is not a JSON object is skipped with a warning naming it.

    `reload` gives the same bytes again: the table then finds its line numbers (for a warning)
    without holding the whole file for as long as it lives.
    """
    import pyarrow as pa
    import pyarrow.json as pj

    try:
        table = pj.read_json(io.BytesIO(raw), read_options=pj.ReadOptions(block_size=1 << 24))
    except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError):
        return _parse_blocks(source, raw)
    again = _bytes_of(raw) if reload is None else reload
    return ParsedTable(source, _arrow_columns(table), table.num_rows, "line", [],
                       lambda: _content_lines(again().split(b"\n")))


def _bytes_of(raw: bytes) -> Callable[[], bytes]:
    return lambda: raw


def _content_lines(lines: Sequence[bytes], first: int = 1) -> np.ndarray:
    return np.asarray([first + i for i, line in enumerate(lines) if line.strip()], np.int64)


def _parse_blocks(source: str, raw: bytes) -> ParsedTable:
    """Blocks of lines with pyarrow; blocks that fail go line by line to find the junk."""
    import pyarrow as pa
    import pyarrow.json as pj

    lines = raw.split(b"\n")
    torn = not raw.endswith(b"\n")
    parts: list[tuple[int, dict[str, Column]]] = []
    numbers: list[np.ndarray] = []
    problems: list[tuple[int, str]] = []
    for start in range(0, len(lines), _BLOCK_LINES):
        block = lines[start:start + _BLOCK_LINES]
        try:
            table = pj.read_json(io.BytesIO(b"\n".join(block) + b"\n"),
                                 read_options=pj.ReadOptions(block_size=1 << 24))
            parts.append((table.num_rows, _arrow_columns(table)))
            numbers.append(_content_lines(block, start + 1))
            continue
        except (pa.ArrowInvalid, pa.ArrowNotImplementedError, pa.ArrowTypeError):
            pass
        records: list[dict[str, Any]] = []
        where: list[int] = []
        for offset, line in enumerate(block):
            number = start + offset + 1
            if not line.strip():
                continue
            try:
                value = json.loads(line)
                if isinstance(value, dict):
                    value = flatten(value)
            except (ValueError, RecursionError) as exc:
                last = torn and number == len(lines)
                problems.append((number, "cut off mid-write" if last else f"not valid JSON ({_short(exc)})"))
                continue
            if not isinstance(value, dict):
                problems.append((number, f"a JSON {type(value).__name__}, not an object"))
                continue
            records.append(value)
            where.append(number)
        table_part = records_table(source, records, where)
        parts.append((table_part.rows, table_part.columns))
        numbers.append(np.asarray(where, np.int64))
    notes = [f"{source}: line {number}: {what}; skipped" for number, what in problems[:_MAX_LISTED]]
    if len(problems) > _MAX_LISTED:
        more = ", ".join(str(n) for n, _ in problems[_MAX_LISTED:_MAX_LISTED + 5])
        notes.append(f"{source}: {len(problems) - _MAX_LISTED} more lines that are not JSON objects "
                     f"skipped (lines {more}{', ...' if len(problems) > _MAX_LISTED + 5 else ''})")
    all_lines = np.concatenate(numbers) if numbers else np.zeros(0, np.int64)
    rows = int(sum(count for count, _ in parts))
    return ParsedTable(source, concat_columns(parts), rows, "line", notes, lambda: all_lines)


def _short(exc: BaseException) -> str:
    return str(exc).split("\n", 1)[0]


def parse_parquet(source: str, path: Path) -> ParsedTable:
    """A parquet file (W&B history artifacts, pandas exports); rows are counted from 1."""
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        table = pq.read_table(path)
    except (OSError, pa.ArrowException) as exc:
        raise InputError(f"{source}: not a readable parquet file ({_short(exc)})") from None
    rows = table.num_rows
    return ParsedTable(source, _arrow_columns(table), rows, "row", [], lambda: np.arange(1, rows + 1))
