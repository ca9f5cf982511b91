"""Table columns as numpy arrays, and which column is the step or the wall clock."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from lossdoctor.roles import Role, role_for

# Step columns by preference: the framework's own optimizer step beats W&B's `_step`,
# which keeps counting across rollbacks (FORMATS 2c).
_STEP_NAMES: tuple[tuple[str, ...], ...] = (
    # ms-swift writes `"global_step/max_steps": "1/2353"`: the progress string's numerator.
    ("global_step", "globalstep", "global-step", "global step", "global_steps", "global_step/max_steps"),
    ("step", "steps", "current_steps", "iteration", "iter", "iters", "it", "optimizer_step"),
    # Reinforcement learning counts environment steps (stable-baselines3 `time/total_timesteps`,
    # RLlib `timesteps_total`, CleanRL `global_step` is above): the row number is no step there.
    ("total_timesteps", "total timesteps", "timesteps_total", "num_timesteps", "timesteps", "total_env_steps",
     "num_env_steps_sampled", "num_env_steps_trained", "env_steps", "frames", "total_frames"),
    ("_step",),
)
# Prefixes allowed before a step name of each rank (None: any prefix, the name is unambiguous).
_STEP_PREFIXES = ("train", "trainer", "training", "progress")
_ANY_PREFIX_RANKS = (0, 2)
# The unit of each rank's counter, said in the report's `reading.step_source`.
STEP_UNITS = ("steps", "steps", "timesteps", "steps")
_WALL_NAMES = ("_timestamp", "timestamp", "wall_time", "walltime", "wall", "unix_time", "time")
# Unix seconds between 2001 and 2096: anything else is a duration, not a wall clock.
_WALL_RANGE = (1.0e9, 4.0e9)


@dataclass(frozen=True, eq=False)
class Column:
    """One column: `present` cells hold a number (NaN/inf included) in `values`;
    `text` cells held something that is not a number; all other cells were empty."""

    values: np.ndarray
    present: np.ndarray
    text: np.ndarray
    example: str | None = None
    # Cells read as the number inside a scalar repr (`tensor(3.13, device='cuda:0')`), and one.
    reprs: int = 0
    repr_example: str | None = None

    def __len__(self) -> int:
        return int(self.values.shape[0])

    @property
    def numeric_count(self) -> int:
        """Cells that hold a number."""
        return int(self.present.sum())

    @property
    def text_count(self) -> int:
        """Cells that hold text that is not a number."""
        return int(self.text.sum())

    @property
    def is_numeric(self) -> bool:
        """A column of numbers, perhaps with a few junk cells, rather than a text column."""
        return self.numeric_count > 0 and self.numeric_count >= self.text_count


def empty_column(rows: int) -> Column:
    """A column with no cell filled in."""
    return Column(np.full(rows, np.nan), np.zeros(rows, bool), np.zeros(rows, bool))


def column_from_strings(cells: Any) -> Column:
    """A column of strings (None/NaN = empty) as numbers, keeping 'nan' and 'inf' as values.

    Arrow's string-to-double cast reads 'nan', 'inf', 'Infinity' and '1e400' (as inf) in C;
    only a column that also holds junk takes the slower regex path that finds the junk cells.
    """
    import pyarrow as pa
    import pyarrow.compute as pc

    array = _string_array(cells)
    filled = ~np.asarray(array.is_null().to_numpy(zero_copy_only=False), bool)
    try:
        numbers = pc.cast(array, pa.float64())
        return Column(_floats(numbers), filled, np.zeros(len(filled), bool))
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        pass
    trimmed = pc.utf8_trim_whitespace(array)
    # A progress string `12/2353` (ms-swift's `global_step/max_steps`) counts as its numerator.
    progress = pc.fill_null(pc.match_substring_regex(trimmed, _PROGRESS), False)
    if pc.any(progress).as_py():
        trimmed = pc.if_else(progress, pc.replace_substring_regex(trimmed, r"\s*/.*$", ""), trimmed)
    ok = pc.fill_null(pc.match_substring_regex(trimmed, _NUMBER, ignore_case=True), False)
    numbers = pc.cast(pc.if_else(ok, trimmed, pa.scalar(None, pa.string())), pa.float64())
    present = filled & np.asarray(ok.to_numpy(zero_copy_only=False), bool)
    blank = np.asarray(pc.fill_null(pc.equal(trimmed, ""), False).to_numpy(zero_copy_only=False), bool)
    junk = filled & ~present & ~blank
    values = _floats(numbers)
    reprs, repr_example = 0, None
    if junk.any():
        values = values.copy()  # arrow's buffer is read-only
        before = junk.copy()
        _unwrap_reprs(array, values, present, junk)
        read = np.flatnonzero(before & ~junk)
        if read.size:
            reprs, repr_example = int(read.size), str(array[int(read[0])].as_py())
    example = str(array[int(np.flatnonzero(junk)[0])].as_py()) if junk.any() else None
    return Column(values, present, junk, example, reprs, repr_example)


def _unwrap_reprs(array: Any, values: np.ndarray, present: np.ndarray, junk: np.ndarray) -> None:
    """Read in place the junk cells that are one scalar repr (`tensor(3.13, device='cuda:0',
    grad_fn=<DivBackward0>)`, `np.float32(0.69)`: a script wrote its framework's value, not the
    number), as a person reads them: the number inside (`generic/reprs.py`)."""
    from lossdoctor.ingest.textlog.generic.reprs import cell_number

    where = np.flatnonzero(junk)
    if cell_number(str(array[int(where[0])].as_py())) is None:
        return  # the first junk cell is no repr: a text column, not asked cell by cell
    for index, cell in zip(where.tolist(), array.take(where).to_pylist()):
        number = cell_number(str(cell))
        if number is not None:
            values[index], present[index], junk[index] = number, True, False


_NUMBER = r"^[+-]?((\d+\.?\d*|\.\d+)(e[+-]?\d+)?|nan|inf|infinity)$"
_PROGRESS = r"^\d+\s*/\s*\d+$"


def _floats(array: Any) -> np.ndarray:
    return np.asarray(array.fill_null(np.nan).to_numpy(zero_copy_only=False), np.float64)


def _string_array(cells: Any) -> Any:
    import pyarrow as pa

    if isinstance(cells, pa.ChunkedArray):
        return cells.combine_chunks()
    if isinstance(cells, pa.Array):
        return cells
    try:
        return pa.array(cells, type=pa.string(), from_pandas=True)
    except (pa.ArrowInvalid, pa.ArrowTypeError):
        # Mixed objects (pandas' chunked reader may mix floats and strings in one column).
        return pa.array([None if c is None or c != c else str(c) for c in cells], type=pa.string())


def column_from_pandas(series: Any) -> Column:
    """A pandas column read with only '' as NA, so that NaN means an empty cell."""
    import pandas as pd

    if pd.api.types.is_bool_dtype(series.dtype):
        return _text_column(series.notna().to_numpy(bool), str(series.dropna().iloc[0]) if series.notna().any() else None)
    if pd.api.types.is_numeric_dtype(series.dtype):
        values = series.to_numpy(np.float64, na_value=np.nan)
        return Column(values, ~np.isnan(values), np.zeros(len(values), bool))
    return column_from_strings(series)


def column_from_arrow(array: Any) -> Column:
    """A pyarrow column: nulls are empty cells, NaN is a value."""
    import pyarrow as pa
    import pyarrow.compute as pc

    if isinstance(array, pa.ChunkedArray):
        array = array.combine_chunks() if array.num_chunks != 1 else array.chunk(0)
    kind = array.type
    valid = ~np.asarray(array.is_null().to_numpy(zero_copy_only=False), bool)
    if pa.types.is_integer(kind) or pa.types.is_floating(kind) or pa.types.is_decimal(kind):
        values = np.asarray(pc.cast(array, pa.float64()).fill_null(np.nan).to_numpy(zero_copy_only=False),
                            np.float64)
        return Column(values, valid, np.zeros(len(values), bool))
    if pa.types.is_null(kind):
        return empty_column(len(array))
    if pa.types.is_string(kind) or pa.types.is_large_string(kind):
        return column_from_strings(array.cast(pa.string()))
    first = next((str(v) for v in array.to_pylist() if v is not None), None)
    return _text_column(valid, first)


def column_from_python(cells: Sequence[Any]) -> Column:
    """A column of decoded JSON values (None = empty, bools and lists are text)."""
    rows = len(cells)
    values = np.full(rows, np.nan)
    present = np.zeros(rows, bool)
    junk = np.zeros(rows, bool)
    example: str | None = None
    for index, cell in enumerate(cells):
        if cell is None:
            continue
        number = _number(cell)
        if number is None:
            junk[index] = True
            if example is None:
                example = str(cell)
        else:
            values[index] = number
            present[index] = True
    return Column(values, present, junk, example)


def _number(cell: Any) -> float | None:
    if isinstance(cell, bool):
        return None
    if isinstance(cell, (int, float)):
        try:
            return float(cell)
        except OverflowError:  # ints beyond float range
            return math.copysign(math.inf, cell)
    if isinstance(cell, str):
        try:
            return float(cell.strip())
        except ValueError:
            from lossdoctor.ingest.textlog.generic.reprs import cell_number

            return cell_number(cell) if "(" in cell else None
    return None


def _text_column(filled: np.ndarray, example: str | None) -> Column:
    rows = len(filled)
    return Column(np.full(rows, np.nan), np.zeros(rows, bool), filled.copy(), example)


def concat_columns(parts: Sequence[tuple[int, Mapping[str, Column]]]) -> dict[str, Column]:
    """Stack blocks of rows whose columns may differ; missing columns are empty cells."""
    names: dict[str, None] = {}
    for _, columns in parts:
        names.update(dict.fromkeys(columns))
    merged: dict[str, Column] = {}
    for name in names:
        pieces = [columns.get(name) or empty_column(rows) for rows, columns in parts]
        example = next((p.example for p in pieces if p.example is not None), None)
        merged[name] = Column(np.concatenate([p.values for p in pieces]),
                              np.concatenate([p.present for p in pieces]),
                              np.concatenate([p.text for p in pieces]), example)
    return merged


def _normal(name: str) -> str:
    return name.strip().lower()


def find_step_column(names: Iterable[str]) -> str | None:
    """The step column among `names` (case-insensitive; `trainer/global_step` style
    prefixes allowed), the framework's own step first and W&B's `_step` last."""
    listed = list(names)
    for rank, group in enumerate(_STEP_NAMES):
        for name in listed:
            key = _normal(name)
            prefix, _, last = key.rpartition("/")
            # "time/iter" is a duration, so a prefix is only allowed where it names the trainer.
            if key in group or (prefix and last in group and (rank in _ANY_PREFIX_RANKS or prefix in _STEP_PREFIXES)):
                return name
    return None


def step_unit(name: str) -> str:
    """The unit of a step column found by `find_step_column` (epochs for an epoch column)."""
    key = _normal(name)
    last = key.rpartition("/")[2]
    if last == "epoch" or key == "epoch":
        return "epochs"
    for rank, group in enumerate(_STEP_NAMES):
        if key in group or last in group:
            return STEP_UNITS[rank]
    return "steps"


def find_wall_column(columns: Mapping[str, Column]) -> str | None:
    """A column of unix times in seconds (checked by range, since 'time' is often a duration)."""
    for wanted in _WALL_NAMES:
        for name, column in columns.items():
            if _normal(name) != wanted or not column.is_numeric:
                continue
            values = column.values[column.present]
            finite = values[np.isfinite(values)]
            if finite.size and finite.min() >= _WALL_RANGE[0] and finite.max() <= _WALL_RANGE[1]:
                return name
    return None


_METRIC_WORDS = re.compile(r"(loss|acc|ppl|perplexity|norm|lr|learning|score|metric|reward|error|bleu|wer)",
                           re.IGNORECASE)


def looks_like_metric(name: str) -> bool:
    """Whether a column name suggests a training metric (used to explain text columns)."""
    return role_for(name) is not Role.OTHER or bool(_METRIC_WORDS.search(name))
