"""W&B history rows as columns, and the choice of step axis that turns them into series.

Shared by the `.wandb` reader and the history-export reader (CSV/JSONL/parquet): both
produce a `Columns` (per key: the rows where it was logged and its values) and call
`to_series`.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from lossdoctor.model import Series

# The framework's own step counters, most specific first. They beat W&B's `_step`, which
# only counts `log()` calls and keeps rising across a rollback (FORMATS.md 2c).
STEP_KEYS: tuple[str, ...] = (
    "train/global_step", "trainer/global_step", "global_step", "iter", "iteration", "step",
)
# W&B's own bookkeeping columns: row facts, not metrics.
INTERNAL = frozenset({"_step", "_runtime", "_timestamp"})
# W&B's own `_runtime` (seconds since start) is logged on every row and never becomes a series
# or a wall time (`_timestamp` does): both decoders skip it, a ninth of the conversion work.
NEVER_USED = frozenset({"_runtime"})


@dataclass
class Columns:
    """A sparse history table: `rows` logged values, each key with its own row list."""

    rows: int = 0
    # Lists while rows are added one by one; numpy arrays when a bulk reader fills a key.
    keys: dict[str, tuple[list[int], list[float]] | tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)
    skipped: dict[str, int] = field(default_factory=dict)  # key -> non-numeric values seen

    def add(self, key: str, row: int, value: float) -> None:
        """Record one numeric value of `key` at `row`."""
        entry = self.keys.get(key)
        if entry is None:
            rows: list[int] = []
            values: list[float] = []
            self.keys[key] = (rows, values)
        else:
            rows, values = entry  # type: ignore[assignment]  # only bulk readers store arrays, never mixed with add()
        rows.append(row)
        values.append(value)

    def add_json(self, key: str, row: int, text: str) -> None:
        """Record a JSON-encoded value: numbers (NaN/Infinity too) become points,
        nested dicts are flattened with '.', anything else is counted as non-numeric."""
        try:
            self.add(key, row, float(text))  # fast path: float() reads NaN/Infinity/-Infinity
            return
        except ValueError:
            pass
        try:
            value = json.loads(text)
        except ValueError:
            self.skipped[key] = self.skipped.get(key, 0) + 1
            return
        self.add_value(key, row, value)

    def add_value(self, key: str, row: int, value: object) -> None:
        """Record a decoded value (flattening plain dicts; media dicts carry `_type`)."""
        if isinstance(value, bool) or value is None:
            self.skipped[key] = self.skipped.get(key, 0) + 1
        elif isinstance(value, (int, float)):
            self.add(key, row, float(value))
        elif isinstance(value, dict) and "_type" not in value:
            for sub, inner in value.items():
                self.add_value(f"{key}.{sub}", row, inner)
        else:
            self.skipped[key] = self.skipped.get(key, 0) + 1

    def column(self, key: str) -> tuple[np.ndarray, np.ndarray] | None:
        """(rows, values) of one key as arrays, or None when it was never logged."""
        entry = self.keys.get(key)
        if entry is None:
            return None
        return np.asarray(entry[0], dtype=np.int64), np.asarray(entry[1], dtype=np.float64)


def _integral(values: np.ndarray) -> bool:
    finite = values[np.isfinite(values)]
    return bool(finite.size) and bool(np.all(finite == np.round(finite))) and bool(np.all(np.abs(finite) < 2**62))


def choose_step_key(tables: Sequence[Columns]) -> str:
    """The first framework step key logged with whole numbers in any of `tables`, else `_step`."""
    for key in STEP_KEYS:
        parts = [t.column(key) for t in tables]
        values = [p[1] for p in parts if p is not None]
        if values and _integral(np.concatenate(values)):
            return key
    return "_step"


def row_steps(table: Columns, key: str, label: str, warnings: list[str]) -> np.ndarray | None:
    """One step per row from `key`, or None when this table never logged it.

    A row without the key takes the value of the latest earlier row that had it (what
    W&B's own `define_metric(step_sync=True)` fills in); rows before the first one take
    that first value, so they never stretch the fragment's step range.
    """
    column = table.column(key)
    if column is None:
        return None
    rows, values = column
    keep = np.isfinite(values)
    rows, values = rows[keep], values[keep]
    if rows.size == 0:
        return None
    where = np.full(table.rows, -1, dtype=np.int64)
    where[rows] = np.arange(rows.size)  # a repeated row keeps its last value
    present = where >= 0
    filled = np.maximum.accumulate(where)
    filled[filled < 0] = 0
    steps = np.round(values[filled]).astype(np.int64)
    missing = int((~present).sum())
    if missing and key != "_step":
        before = int(np.argmax(present))
        warnings.append(
            f"{label}: {missing} of {table.rows} history rows have no {key!r}; each took the "
            f"previous row's value ({before} rows before the first one took the first value)")
    return steps


def to_series(table: Columns, steps: np.ndarray, label: str, warnings: list[str],
              step_key: str) -> dict[str, Series]:
    """Every numeric key of `table` as a Series at the given per-row steps.

    The step key itself and W&B's internal columns are axes, not metrics.
    """
    wall = table.column("_timestamp")
    row_wall = None
    if wall is not None:
        row_wall = np.full(table.rows, np.nan)
        row_wall[wall[0]] = wall[1]
    media = media_prefixes(table)
    series: dict[str, Series] = {}
    for key in table.keys:
        if key in INTERNAL or key == step_key or key.startswith("_wandb."):
            continue
        if any(key.startswith(prefix) for prefix in media):
            continue
        rows, values = table.column(key)  # type: ignore[misc]
        series[key] = Series.named(key, steps[rows], values,
                                   None if row_wall is None else row_wall[rows])
    for key, count in sorted(table.skipped.items()):
        if key.endswith("._type"):
            warnings.append(f"{label}: {key[:-6]!r} is a logged media object (image, table or "
                            f"figure; {count} values); its metadata keys are not series")
        elif key not in series and not key.startswith("_") and not any(key.startswith(p) for p in media):
            warnings.append(f"{label}: {key!r} holds {count} non-numeric values (text, media or "
                            "booleans); not a series")
    return series


def media_prefixes(table: Columns) -> tuple[str, ...]:
    """"preds." for every "preds._type" key: a logged image, table or figure.

    Since wandb 0.24 such a value leaves numeric metadata beside its `_type` (`preds.nrows`,
    `fig.width`, `img.size`); every key under that prefix describes the object, not a metric.
    """
    typed = [key[:-len("_type")] for key in (*table.keys, *table.skipped) if key.endswith("._type")]
    return tuple(sorted(set(typed)))


def first_wall(table: Columns) -> float | None:
    """The first finite `_timestamp` of the table: when the fragment was written."""
    wall = table.column("_timestamp")
    if wall is None:
        return None
    finite = wall[1][np.isfinite(wall[1])]
    return float(finite[0]) if finite.size else None

