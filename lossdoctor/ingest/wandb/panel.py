"""W&B line-plot panel CSV exports: one RawRun per run column group, bucket min/max kept."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.model import Fragment, RawRun, Series

_SUFFIXES = {"__MIN": "min", "__MAX": "max"}


def numbers(cells: np.ndarray) -> tuple[np.ndarray, np.ndarray, int]:
    """(present mask, float values, non-numeric count) of an object array of CSV cells.

    A blank cell is no point; 'nan', 'inf', 'NaN', 'Infinity' are values. A cell that is
    not a number counts as non-numeric and is no point either.
    """
    stripped = np.char.strip(cells.astype(str))
    present = stripped != ""
    values = np.full(len(cells), np.nan)
    try:
        values[present] = stripped[present].astype(np.float64)
        return present, values, 0
    except ValueError:
        pass
    bad = 0
    for index in np.flatnonzero(present):
        try:
            values[index] = float(stripped[index])
        except ValueError:
            present[index] = False
            bad += 1
    return present, values, bad


def split_header(cell: str) -> tuple[str, str, str]:
    """'<run> - <key>[__MIN|__MAX]' -> (run, key, ''|'min'|'max'), splitting on the last ' - '."""
    run, key = cell.rsplit(" - ", 1)
    for suffix, kind in _SUFFIXES.items():
        if key.endswith(suffix):
            return run, key[: -len(suffix)], kind
    return run, key, ""


def _table(path: Path) -> tuple[list[str], np.ndarray, list[str]]:
    warnings: list[str] = []
    try:
        with path.open("r", encoding="utf-8-sig", errors="replace", newline="") as handle:
            rows = list(csv.reader(handle))
    except (OSError, csv.Error) as exc:
        raise InputError(f"{path}: cannot read the CSV ({exc})") from None
    header, body = rows[0], rows[1:]
    width = len(header)
    good = []
    for line, row in enumerate(body, start=2):
        if len(row) == width:
            good.append(row)
        elif not row:
            continue
        else:
            warnings.append(f"{path.name}: line {line} has {len(row)} cells, not {width}; skipped")
    cells = np.array(good, dtype=object).reshape(len(good), width)
    return header, cells, warnings


def read_panel(path: Path) -> list[RawRun]:
    """Every run of a panel export, in column order."""
    header, cells, file_warnings = _table(path)
    x_name = header[0].strip()
    x_present, x_values, _ = numbers(cells[:, 0])
    groups: dict[str, dict[str, dict[str, int]]] = {}
    for column, cell in enumerate(header[1:], start=1):
        run, key, kind = split_header(cell.strip())
        groups.setdefault(run, {}).setdefault(key, {})[kind] = column
    x_whole = bool(x_present.any()) and bool(np.all(x_values[x_present] == np.round(x_values[x_present])))
    runs = []
    for order, (run, keys) in enumerate(groups.items()):
        warnings = list(file_warnings)
        run_steps = _run_steps(cells, keys, x_name, x_present, x_values, x_whole, run, path, warnings)
        series: dict[str, Series] = {}
        for key, columns in keys.items():
            if key == "_step" or (key == x_name and x_whole):
                continue
            made = _series(cells, key, columns, run_steps, x_present, path, run, warnings)
            if made is not None:
                series[key] = made
        warnings.append(
            f"{path.name}#{run}: a bucketed W&B panel export (each point is the last value in its "
            "x-axis bucket; spikes survive only in __MAX and dips in __MIN); for every point use the "
            "run's .wandb file or its parquet history export")
        runs.append(RawRun(
            name=run, format="wandb_export",
            fragments=[Fragment(source=f"{path}#{run}", series=series, order=order,
                                meta={"export": "panel", "x": x_name})],
            sources=[str(path)], warnings=warnings, meta={"export": "panel", "x": x_name},
        ))
    return runs


def _run_steps(cells: np.ndarray, keys: dict[str, dict[str, int]], x_name: str, x_present: np.ndarray,
               x_values: np.ndarray, x_whole: bool, run: str, path: Path, warnings: list[str]) -> np.ndarray:
    """One step per row for this run: the x column when it holds whole numbers, else the
    run's exported `_step` column, else the row number (with a warning)."""
    if x_whole:
        steps = np.zeros(len(cells), dtype=np.int64)
        steps[x_present] = np.round(x_values[x_present]).astype(np.int64)
        return steps
    step_column = keys.get("_step", {}).get("")
    if step_column is not None:
        present, values, _ = numbers(cells[:, step_column])
        steps = np.zeros(len(cells), dtype=np.int64)
        steps[present] = np.round(values[present]).astype(np.int64)
        warnings.append(f"{path.name}#{run}: x axis {x_name!r} is not a step count; steps are the exported _step")
        return steps
    warnings.append(f"{path.name}#{run}: x axis {x_name!r} is not a step count and no _step column was "
                    "exported; steps are row numbers")
    return np.arange(len(cells), dtype=np.int64)


def _series(cells: np.ndarray, key: str, columns: dict[str, int], steps: np.ndarray, x_present: np.ndarray,
            path: Path, run: str, warnings: list[str]) -> Series | None:
    main = columns.get("", columns.get("max", columns.get("min")))
    if main is None:
        return None
    if "" not in columns:
        warnings.append(f"{path.name}#{run}: {key!r} was exported with only its bucket min/max; "
                        "values are the bucket max")
    present, values, bad = numbers(cells[:, main])
    if bad:
        warnings.append(f"{path.name}#{run}: {key!r} has {bad} non-numeric cells; skipped")
    present &= x_present
    bounds = {}
    for kind in ("min", "max"):
        column = columns.get(kind)
        bounds[kind] = None if column is None else numbers(cells[:, column])[1][present]
    return Series.named(key, steps[present], values[present], None,
                        bucket_min=bounds["min"], bucket_max=bounds["max"])
