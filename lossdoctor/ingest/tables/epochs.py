"""Tables whose step counts iterations within each epoch, and rows of another mode.

mmcv's TextLoggerHook writes JSON lines `{"mode": "train", "epoch": 2, "iter": 10, ...}`: `iter`
counts the iterations within the epoch (back to 10 when the epoch goes up), and `{"mode": "val",
"epoch": 2, "iter": 18, ...}` rows are the evaluation at the epoch's end, whose `iter` counts the
evaluation's own batches. Read with `iter` as the step, every epoch went back to the start: a new
trial per epoch. A person reads one run along the epochs:

- rows whose `mode` is not the training one (`val`, `test`) are that pass's results, at the step
  training had reached; their values become `val/<name>` series, and a value repeated from the
  training row before them (the learning rate) is the training's state, not theirs;
- a step column that goes back every time the epoch goes up counts within the epoch: the step is
  (epoch - first epoch) × N + step, N the largest step seen in an epoch (mmcv does not write
  the epoch's length; at least this many iterations were done in an epoch).
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

import numpy as np

from lossdoctor.ingest.tables.columns import Column, find_step_column
from lossdoctor.ingest.tables.parse import ParsedTable, read_bytes
from lossdoctor.ingest.tables.runs import TableOptions

_MODE = "mode"
_TRAIN = "train"
_EPOCH = "epoch"


def _named(table: ParsedTable, wanted: str) -> str | None:
    return next((name for name in table.columns if name.strip().lower() == wanted), None)


def _modes(table: ParsedTable, path: Path | None) -> np.ndarray | None:
    """Per row, the mode its line states ('' where none), or None unless some rows state the
    training mode and others another one. A text column keeps no cells, so the rows' lines are
    read again for it (only in a file with a text `mode` column)."""
    name = _named(table, _MODE)
    column = table.columns.get(name) if name else None
    if path is None or column is None or column.is_numeric or not column.text.any():
        return None
    table.where(0)  # settles the row -> line map
    lines = table._lines
    if lines is None or len(lines) != table.rows:
        return None
    pattern = re.compile(rb'"' + re.escape(str(name).encode()) + rb'"\s*:\s*"([^"]*)"')
    texts = read_bytes(path).split(b"\n")
    modes = np.full(table.rows, "", dtype=object)
    for row in np.flatnonzero(column.text).tolist():
        number = int(lines[row]) - 1
        found = pattern.search(texts[number]) if 0 <= number < len(texts) else None
        if found:
            modes[row] = found.group(1).decode("utf-8", "replace").strip().lower()
    return modes if np.any(modes == _TRAIN) and np.any((modes != _TRAIN) & (modes != "")) else None


def _whole(column: Column, rows: np.ndarray) -> bool:
    values = column.values[rows]
    return bool(column.present[rows].all()) and bool(np.all(values == np.floor(values)))


def within_epochs(table: ParsedTable, options: TableOptions,
                  path: Path | None = None) -> tuple[ParsedTable, TableOptions, list[str]]:
    """The table with evaluation rows' values as their own series and a step composed with the
    epoch when it counts within it (see the module doc); the options that read it so; notes."""
    if options.step_column is not None:
        return table, options, []
    modes = _modes(table, path)
    step_name = find_step_column(table.columns)
    epoch_name = _named(table, _EPOCH)
    if step_name is None or epoch_name is None or step_name == epoch_name:
        return table, options, []
    step_col, epoch_col = table.columns[step_name], table.columns[epoch_name]
    # The training rows (a header row of the config or the environment states neither).
    stated = step_col.present & epoch_col.present
    train = np.flatnonzero(stated if modes is None else stated & (modes == _TRAIN))
    if not len(train):
        return table, options, []
    if not (_whole(step_col, train) and _whole(epoch_col, train)):
        return table, options, []
    steps, epochs = step_col.values[train], epoch_col.values[train]
    up = np.flatnonzero(np.diff(epochs) > 0) + 1
    restarts = bool(len(up)) and bool(np.all(steps[up] <= steps[up - 1]))
    if not restarts and modes is None:
        return table, options, []
    columns = dict(table.columns)
    notes: list[str] = []
    if modes is not None:
        notes.append(_split_modes(table, columns, modes, {step_name, epoch_name}))
    composed = step_col.values.copy()
    if restarts:
        size = int(steps.max())
        first = int(epochs.min())
        composed = (epoch_col.values - first) * size + step_col.values
        notes.append(f"{table.source}: '{step_name}' starts again every time '{epoch_name}' goes up: it counts "
                     f"within the epoch; step = ({epoch_name} - {first}) × {size} + {step_name} "
                     f"({size}, the largest '{step_name}' logged, is taken as the epoch's length)")
    present = np.zeros(table.rows, bool)
    present[train] = True
    if modes is not None:
        # An evaluation row is at the step training had reached: its own counter is its batches'.
        others = np.flatnonzero((modes != _TRAIN) & (modes != ""))
        before = np.searchsorted(train, others) - 1
        placed = before >= 0
        composed[others[placed]] = composed[train[before[placed]]]
        present[others[placed]] = True
    name = f"({epoch_name} - {int(epochs.min())}) × {int(steps.max())} + {step_name}" if restarts else step_name
    columns[name] = Column(np.where(present, composed, np.nan), present, np.zeros(table.rows, bool))
    exclude = set(options.exclude) | ({step_name} if restarts else set())
    return (replace(table, columns=columns, warnings=table.warnings + notes),
            replace(options, step_column=name, exclude=frozenset(exclude)), notes)


def _split_modes(table: ParsedTable, columns: dict[str, Column], modes: np.ndarray, keys: set[str]) -> str:
    """Move each evaluation row's values to `<mode>/<name>` columns (in `columns`); the note."""
    mode_name = _named(table, _MODE)
    train = modes == _TRAIN
    order = np.arange(table.rows)
    last_train = np.maximum.accumulate(np.where(train, order, -1))
    kinds = sorted({str(m) for m in modes.tolist() if m not in (_TRAIN, "")})
    for name, column in list(table.columns.items()):
        if name in keys or name == mode_name:
            continue
        moved = ~train & (modes != "") & column.present
        if not moved.any():
            continue
        # A value the training row before repeats is the training's state (its learning rate).
        prior = last_train >= 0
        same = np.zeros(table.rows, bool)
        rows = np.flatnonzero(moved & prior)
        same[rows] = column.present[last_train[rows]] & (column.values[last_train[rows]] == column.values[rows])
        for kind in kinds:
            own = moved & (modes == kind) & ~same
            if own.any():
                columns[f"{kind}/{name}"] = Column(np.where(own, column.values, np.nan), own,
                                                   np.zeros(table.rows, bool))
        keep = column.present & ~moved
        columns[name] = Column(np.where(keep, column.values, np.nan), keep, column.text & ~moved, column.example)
    return (f"{table.source}: rows of mode {', '.join(repr(k) for k in kinds)} are evaluations: their values "
            f"read as '{kinds[0]}/<name>' at the step training had reached")
