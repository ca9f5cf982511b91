"""W&B history exports (`run.history()`/`scan_history()` as CSV or JSONL, parquet history) -> a run.

All three become a sparse `Columns` table (a key is present only in the rows that logged
it), and then the same step-key choice and series building as the `.wandb` reader.
In a CSV a blank cell is "not logged" and `nan`/`inf` are values; note that pandas'
`to_csv` writes a logged NaN as a blank too, so such NaNs cannot be told apart.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import run_name
from lossdoctor.ingest.wandb.history import Columns, choose_step_key, first_wall, row_steps, to_series
from lossdoctor.model import Fragment, RawRun

# A pandas index written by `to_csv` without index=False.
_INDEX_COLUMNS = {"", "Unnamed: 0", "index"}


def _from_csv(path: Path, warnings: list[str]) -> Columns:
    from lossdoctor.ingest.wandb.panel import _table, numbers

    header, cells, bad_lines = _table(path)
    warnings.extend(bad_lines)
    table = Columns(rows=len(cells))
    for column, key in enumerate(header):
        key = key.strip()
        if key in _INDEX_COLUMNS:
            continue
        present, values, bad = numbers(cells[:, column])
        if bad:
            table.skipped[key] = bad
        if present.any():
            table.keys[key] = (np.flatnonzero(present).tolist(), values[present].tolist())
    return table


def _from_jsonl(path: Path, warnings: list[str]) -> Columns:
    table = Columns()
    junk: list[int] = []
    with path.open("r", encoding="utf-8", errors="replace") as handle:
        for line_number, line in enumerate(handle, start=1):
            line = line.strip()
            if not line:
                continue
            try:
                row = json.loads(line)
            except ValueError:
                junk.append(line_number)
                continue
            if not isinstance(row, dict):
                junk.append(line_number)
                continue
            index = table.rows
            table.rows += 1
            for key, value in row.items():
                table.add_value(key, index, value)
    if junk:
        warnings.append(f"{path.name}: {len(junk)} lines are not JSON objects (first: line {junk[0]}); skipped")
    return table


def _from_parquet(path: Path, warnings: list[str]) -> Columns:
    import pyarrow as pa
    import pyarrow.parquet as pq

    try:
        arrow = pq.read_table(path)
    except (OSError, pa.ArrowException) as exc:
        raise InputError(f"{path}: cannot read the parquet file ({exc})") from None
    # Nested dicts arrive as structs; flatten gives 'a.b' names, one level per call.
    while any(pa.types.is_struct(field.type) for field in arrow.schema):
        arrow = arrow.flatten()
    table = Columns(rows=arrow.num_rows)
    for name, column in zip(arrow.column_names, arrow.columns):
        kind = column.type
        if not (pa.types.is_integer(kind) or pa.types.is_floating(kind) or pa.types.is_decimal(kind)):
            count = arrow.num_rows - column.null_count
            if count:
                table.skipped[name] = count
            continue
        valid = np.asarray(column.is_valid().to_numpy(zero_copy_only=False), dtype=bool)
        values = column.cast(pa.float64()).to_numpy(zero_copy_only=False)
        if valid.any():
            table.keys[name] = (np.flatnonzero(valid), np.asarray(values, dtype=np.float64)[valid])
    return table


def read_history(path: Path, root: Path) -> list[RawRun]:
    """One history export file as one run with one fragment."""
    warnings: list[str] = []
    suffix = path.suffix.lower()
    try:
        if suffix in (".parquet", ".pq"):
            table = _from_parquet(path, warnings)
        elif suffix in (".csv", ".tsv"):
            table = _from_csv(path, warnings)
        else:
            table = _from_jsonl(path, warnings)
    except OSError as exc:
        raise InputError(f"{path}: cannot read the file ({exc.strerror})") from None
    step_key = choose_step_key([table])
    steps = row_steps(table, step_key, path.name, warnings)
    if steps is None:
        steps = np.arange(table.rows, dtype=np.int64)
    series = to_series(table, steps, path.name, warnings, step_key)
    if step_key != "_step":
        warnings.insert(0, f"{path.name}: steps are the logged {step_key!r}, not W&B's internal _step")
    meta = {"export": "history", "step_key": step_key, "rows": table.rows}
    fragment = Fragment(source=str(path), series=series, wall_start=first_wall(table), meta=meta)
    return [RawRun(name=run_name(path, root), format="wandb_history", fragments=[fragment],
                   sources=[str(path)], warnings=warnings, meta=dict(meta))]
