"""Loss arrays saved with numpy: `np.save('train_losses.npy', losses)`, `np.savez('losses.npz',
train=..., val=...)`.

A script keeps its losses in a list and saves it as an array: one value per epoch or step, no
step and often no name but the file's. A person plots it at a glance: a 1-D array is a curve
along its index; a 2-D array of a few columns (`[loss, acc_train, acc_val]` per epoch) is a
table with no header, read by what its columns do (`headerless.layout`: a counter is the step,
the first falling column the loss); a few long rows are the same table transposed; the arrays
of an `.npz` are columns named by their keys. What makes a file a history is its name (or an
array's) saying loss, as for a printed list (`pylists`): a folder of feature arrays is no run.
Nothing is unpickled: arrays of Python objects are refused (`allow_pickle=False`).
"""

from __future__ import annotations

import zipfile
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.columns import Column
from lossdoctor.ingest.tables.parse import ParsedTable
from lossdoctor.roles import Role, role_for

KIND = "numpy"
SUFFIXES = frozenset({".npy", ".npz"})
# A saved loss history is small; a larger array is data.
MAX_BYTES = 256 << 20
# A 2-D history is this many columns wide at most (more is a data matrix).
MAX_WIDTH = 8
_LOSSES = (Role.LOSS, Role.EVAL_LOSS)


def _named_loss(name: str) -> bool:
    return role_for(name) in _LOSSES


def _arrays(path: Path) -> dict[str, np.ndarray]:
    """The file's arrays by name (an `.npy`'s under its file's stem); InputError when numpy
    cannot read them without unpickling."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise InputError(f"{path}: a numpy file of {path.stat().st_size >> 20} MB: data, not a saved history")
        loaded = np.load(path, allow_pickle=False)
        if isinstance(loaded, np.ndarray):
            return {path.stem: loaded}
        with loaded as archive:
            return {key: archive[key] for key in archive.files}
    except InputError:
        raise
    except ValueError as exc:
        if "pickle" in str(exc).lower():
            raise InputError(f"{path}: holds Python objects (pickled); not unpickled, not read") from None
        raise InputError(f"{path}: not a readable numpy file ({exc})") from None
    except (OSError, EOFError, zipfile.BadZipFile, KeyError) as exc:
        raise InputError(f"{path}: not a readable numpy file ({exc})") from None


def _positional(name: str) -> bool:
    """`np.savez(f, a, b)` names its arrays `arr_0`, `arr_1`: no names at all."""
    return name.startswith("arr_") and name[4:].isdigit()


def _columns(name: str, array: np.ndarray, alone: bool = False) -> tuple[dict[str, np.ndarray], str] | None:
    """One array's columns and how they were cut, or None when it is no history's shape. The
    columns of a file's only 2-D array are `column N` (as a person counts), else `<key> column N`."""
    if array.dtype.kind not in "fiu" or array.ndim == 0 or array.size < 2:
        return None
    if array.ndim == 1:
        return {name: array.astype(np.float64)}, f"'{name}' is one value per element"
    if array.ndim != 2:
        return None
    rows, width = array.shape
    said = ""
    if width > MAX_WIDTH and rows <= MAX_WIDTH:
        array, (rows, width), said = array.T, (width, rows), f" (saved as {rows} rows of {width}: read transposed)"
    if width > MAX_WIDTH:
        return None
    if width == 1:
        return {name: array[:, 0].astype(np.float64)}, f"'{name}' is one value per row"
    prefix = "" if alone else f"{name} "
    return ({f"{prefix}column {j + 1}": array[:, j].astype(np.float64) for j in range(width)},
            f"'{name}' is a table of {width} columns with no names{said}")


def history(path: Path) -> tuple[dict[str, np.ndarray], list[str]]:
    """The file's columns of one length and what was said about them; InputError when it is
    no loss history."""
    arrays = _arrays(path)
    columns: dict[str, np.ndarray] = {}
    said: list[str] = []
    for name, array in arrays.items():
        cut = _columns(name, array, alone=len(arrays) == 1)
        if cut is None:
            said.append(f"'{name}' ({array.dtype}, shape {array.shape}) passed over")
            continue
        columns.update(cut[0])
        said.append(cut[1])
    if not columns:
        raise InputError(f"{path}: no array of numbers shaped like a history (one or a few columns)")
    if not (_named_loss(path.stem) or any(_named_loss(name) for name in arrays)):
        raise InputError(f"{path}: neither the file nor its arrays are named as a loss; not read as a history")
    lengths = {len(values) for values in columns.values()}
    if len(lengths) > 1:
        longest = max(lengths)
        dropped = [name for name, values in columns.items() if len(values) != longest]
        said.append(f"{', '.join(repr(n) for n in dropped)} not {longest} long: passed over")
        columns = {name: values for name, values in columns.items() if len(values) == longest}
    return columns, said


def parse_arrays(source: str, path: Path) -> ParsedTable:
    """The arrays as one table; unnamed columns named by what they do, the loss found by the
    headerless layout (its first falling column), else by position with a doubt."""
    from lossdoctor.ingest.tables.headerless import LINE_ORDER, layout

    columns, said = history(path)
    names = list(columns)
    values = np.column_stack([columns[name] for name in names])
    rows = values.shape[0]
    roles: list[tuple[str, Role]] = []
    doubt = None
    unnamed = [name for name in names if name.startswith("column ") or " column " in name or _positional(name)]
    if unnamed and not any(_named_loss(name) for name in names if name not in unnamed):
        found = layout(values[:, [names.index(n) for n in unnamed]], in_order=True)
        if isinstance(found, str):
            loss, step = unnamed[0], None
            doubt = (f"no names and no column that falls as a loss does: {loss!r} is read as the loss by "
                     "position (the file's name says it holds losses)")
        else:
            loss = unnamed[found.loss]
            step = None if found.step == LINE_ORDER else unnamed[found.step]
            said.append(f"{loss!r} falls, read as the loss" + (f"; {step!r} counts up, the step" if step else ""))
            if len(found.falling) > 1 and not found.total:
                others = ", ".join(repr(unnamed[j]) for j in found.falling[1:])
                doubt = f"no names: {loss!r} and {others} all fall; the first, {loss!r}, is read as the loss"
        # A column is named by what it does, not by the file's word for all of them.
        roles += [(name, Role.LOSS if name == loss else Role.OTHER) for name in unnamed if name != step]
        if step is not None:
            columns = {("step" if name == step else name): v for name, v in columns.items()}
            names = list(columns)
    elif len(names) == 1 and not _named_loss(names[0]):
        roles.append((names[0], Role.LOSS))  # the file's name says loss
    else:
        # `np.savez("losses.npz", train=..., val=...)`: a key that names no role by itself is
        # the file's word qualified by it (`train` losses, `val` losses).
        stem = Path(source).stem
        roles += [(name, role_for(f"{name}_{stem}")) for name in names
                  if role_for(name) is Role.OTHER and role_for(f"{name}_{stem}") is not Role.OTHER]
    table: dict[str, Column] = {
        # NaN and inf are values the loss took (the NaN rule reads them), not empty cells.
        name: Column(v, np.ones(rows, bool), np.zeros(rows, bool)) for name, v in columns.items()}
    why = (f"{source}: numpy arrays of {rows} rows ({'; '.join(said)}); "
           + ("'step' gives each row's step" if "step" in table else
              "no step: the index is the row, from 0 (one row an epoch or step, as saved)"))
    meta: dict[str, object] = {"writer": "numpy", "why": why, "roles": tuple(roles),
                               "step_source": None if "step" in table else {
                                   "name": "the array index (one value per row, from 0)", "unit": "rows"}}
    if doubt:
        meta["doubt"] = doubt
    lines = np.arange(1, rows + 1)
    return ParsedTable(source, table, rows, "row", [why], lambda: lines, meta)


__all__ = ["KIND", "SUFFIXES", "history", "parse_arrays"]
