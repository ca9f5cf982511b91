"""Decode the records of one `.wandb` file: history rows into columns, plus run metadata."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from lossdoctor.ingest.wandb.history import NEVER_USED, Columns
from lossdoctor.ingest.wandb.log import Framed
from lossdoctor.ingest.wandb import paging

if TYPE_CHECKING:
    from lossdoctor.ingest.wandb.fastdecode import Aside

# Record oneof field numbers (wandb_internal.proto): history rows are decoded in bulk,
# these types (summary, output, stats, ...) are skipped unparsed, the rest parsed fully.
_HISTORY = 2
_SKIPPED = [3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 20, 22, 23, 24, 25, 26, 27]


@dataclass
class Decoded:
    """One file's history table and what its run, exit and header records said."""

    table: Columns = field(default_factory=Columns)
    meta: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


_PROTOS: list[Any] = []


def wandb_protos() -> Any:
    """wandb's `wandb_internal_pb2` module, without running the wandb package's __init__.

    That __init__ (settings, the SDK) takes about 0.35 s; the generated protobuf modules it
    holds take 0.03 s. They are loaded under a bare stand-in for the package, which is then
    taken out of sys.modules with them, so that a later `import wandb` runs in full (the
    protobuf classes it makes are the same ones: the descriptor pool keeps them).
    """
    import sys

    if _PROTOS:
        return _PROTOS[0]
    if "wandb" in sys.modules:
        from wandb.proto import wandb_internal_pb2

        _PROTOS.append(wandb_internal_pb2)
        return wandb_internal_pb2
    import importlib.util
    import types

    spec = importlib.util.find_spec("wandb")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("the wandb package is not installed")
    stand_in = types.ModuleType("wandb")
    stand_in.__path__ = list(spec.submodule_search_locations)
    stand_in.__spec__ = spec
    sys.modules["wandb"] = stand_in
    try:
        from wandb.proto import wandb_internal_pb2
    finally:
        for name in [n for n in sys.modules if n == "wandb" or n.startswith("wandb.")]:
            del sys.modules[name]
    _PROTOS.append(wandb_internal_pb2)
    return wandb_internal_pb2


def record_kinds(framed: Framed, aside: Aside | None = None) -> np.ndarray:
    """Each record's type field number (Record oneof), read from its first bytes.

    Writers emit fields in number order, so after `num` (field 1) comes the type field
    unless `control` (16) precedes it; -1 or an unexpected number means "parse fully".
    Given `aside`, the history records of the file's own buffer
    are offered to it window by window, while their pages are mapped.
    """
    from lossdoctor.ingest.wandb.fastdecode import kinds

    starts = np.asarray(framed.starts, dtype=np.int64)
    ends = np.asarray(framed.ends, dtype=np.int64)
    out = np.empty(len(starts), dtype=np.int64)
    for index, buf, base in _by_part(framed, starts):
        b = np.frombuffer(buf, dtype=np.uint8)
        at, to = starts[index] - base, ends[index] - base
        records = np.arange(len(starts))[index] if aside is not None and base == 0 else None
        picked = out[index]
        for lo, hi in paging.windows(at, to):
            picked[lo:hi] = kinds(b, at[lo:hi], to[lo:hi])
            if aside is not None and records is not None:
                history = lo + np.flatnonzero(picked[lo:hi] == _HISTORY)
                aside.take(buf, at[history], to[history], records[history])
            paging.release(buf, int(at[lo]), int(to[hi - 1]))
        out[index] = picked
    return out


def _by_part(framed: Framed, starts: np.ndarray) -> list[tuple[np.ndarray | slice, Any, int]]:
    """(which of `starts`, buffer, its base) for each part of `framed` that holds some."""
    parts = framed.parts()
    if len(parts) == 1:
        return [(slice(None), parts[0][0], 0)]
    split = parts[1][1]
    inside = starts < split
    return [(np.flatnonzero(pick), buf, base) for pick, (buf, base) in zip((inside, ~inside), parts) if pick.any()]


def decode(framed: Framed, label: str, fast: bool = True) -> Decoded:
    """History rows and run metadata from framed record payloads.

    History records go through the vectorised decoder (`wandb.fastdecode`) unless
    `fast` is False; whatever it cannot handle is decoded here, exactly, with protobuf.
    """
    from google.protobuf.message import DecodeError

    pb = wandb_protos()
    out = Decoded()
    from_string = pb.Record.FromString

    def parse(data: bytes | bytearray) -> Any:
        # protobuf 4.21-4.x (upb) takes only bytes; the file buffer is a bytearray.
        return from_string(bytes(data))

    aside: Aside | None = None
    if fast:
        from lossdoctor.ingest.wandb.fastdecode import Aside, decode_fast

        aside = Aside()
    kind = record_kinds(framed, aside)
    payload = framed.payload
    is_history = kind == _HISTORY
    history_index = np.flatnonzero(is_history).tolist()  # row -> record index
    bad: list[int] = []  # file offsets of records protobuf rejects
    for index in np.flatnonzero(~is_history & ~np.isin(kind, _SKIPPED)).tolist():
        try:
            record = parse(payload(index))
        except DecodeError:
            bad.append(framed.offsets[index])
            continue
        which = record.WhichOneof("record_type")
        if which == "history":  # an unusual field order; keep the row in file order
            history_index.append(index)
        elif which in ("run", "exit", "header"):
            _meta(out.meta, which, getattr(record, which))
        elif which == "config":  # wandb.config updates after init
            _config(out.meta, record.config)
    history_index.sort()

    def row_payload(row: int) -> bytes | bytearray:
        return payload(history_index[row])

    table = out.table
    table.rows = len(history_index)
    slow_rows: list[int] = list(range(len(history_index)))
    found: Any = None  # wandb.fastdecode.Fast
    if fast:
        rows = np.asarray(history_index, dtype=np.int64)
        starts = np.asarray(framed.starts, dtype=np.int64)[rows]
        ends = np.asarray(framed.ends, dtype=np.int64)[rows]
        for index, buf, base in _by_part(framed, starts):
            if base == 0 and aside is not None and aside.records:
                # The records set aside (all in the file's own buffer) as rows of this part.
                history_rows = np.searchsorted(rows, np.concatenate(aside.records))
                aside.rows = history_rows if isinstance(index, slice) else np.searchsorted(index, history_rows)
            part = decode_fast(buf, starts[index] - base, ends[index] - base, aside if base == 0 else None)
            if isinstance(index, np.ndarray):
                part.renumber(index)
            found = part if found is None else found.extend(part)
        slow_rows = found.slow_records.tolist() if found is not None else []
    for row in slow_rows:
        try:
            _items(table, row, parse(row_payload(row)).history.item)
        except DecodeError:
            bad.append(framed.offsets[history_index[row]])
    if found is not None:
        _add_found(table, found, lambda raw: pb.HistoryItem.FromString(bytes(raw)))
        bad.extend(framed.offsets[history_index[row]] for row in found.bad_rows)
    _missing_steps(table, row_payload, parse)
    _in_row_order(table)
    if bad:
        out.warnings.append(f"{label}: {len(bad)} records failed to decode as wandb_internal.Record "
                            f"(first at byte {min(bad)}); skipped")
    return out


def _add_found(table: Columns, found: Any, parse_item: Any) -> None:
    """Add what the bulk decoder found; a row protobuf would reject loses all its items,
    as it does in the exact path (found.bad_rows grows with them)."""
    from google.protobuf.message import DecodeError

    items = []
    for row, raw in found.slow_items:
        try:
            items.append((row, parse_item(raw)))
        except DecodeError:
            found.bad_rows.add(row)
    bad_rows = found.bad_rows
    for row, item in items:
        if row not in bad_rows:
            _items(table, row, [item])
    for key, row, text in found.odd_values:
        if row not in bad_rows:
            table.add_json(key, row, text)
    dropped = np.asarray(sorted(bad_rows), dtype=np.int64)
    for key, parts in found.skipped.items():
        skipped_rows = np.concatenate(parts)
        count = int(np.count_nonzero(~np.isin(skipped_rows, dropped))) if dropped.size else len(skipped_rows)
        if count:
            table.skipped[key] = table.skipped.get(key, 0) + count
    for key in {**found.keys, **found.aside}:
        bulk, apart = found.keys.get(key, ([], [])), found.aside.get(key, ([], []))
        rows, values = bulk[0] + apart[0], bulk[1] + apart[1]
        if dropped.size:
            keep = [~np.isin(r, dropped) for r in rows]
            rows = [r[k] for r, k in zip(rows, keep)]
            values = [v[k] for v, k in zip(values, keep)]
        if sum(len(r) for r in rows):
            _merge(table, key, rows, values)


def _items(table: Columns, row: int, items: Any) -> None:
    """Add HistoryItems of one row: path = nested_key if non-empty else [key], joined by '.'."""
    for item in items:
        nested = item.nested_key
        key = (nested[0] if len(nested) == 1 else ".".join(nested)) if nested else item.key
        if key in NEVER_USED:
            continue
        text = item.value_json
        if text:
            table.add_json(key, row, text)
        else:
            _typed(table, key, row, item)


def _merge(table: Columns, key: str, rows: list[Any], values: list[Any]) -> None:
    """Join arrays of (rows, values) with what the table already holds, in row order."""
    old = table.keys.get(key)
    if old is not None:
        rows = [*rows, np.asarray(old[0], dtype=np.int64)]
        values = [*values, np.asarray(old[1], dtype=np.float64)]
    all_rows = np.concatenate(rows).astype(np.int64, copy=False)
    all_values = np.concatenate(values).astype(np.float64, copy=False)
    table.keys[key] = _by_row(all_rows, all_values)


# Up to this many runs already in row order are merged two at a time; more are sorted.
MERGED_RUNS = 16


def _by_row(rows: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(rows, values) in row order, stably.

    Why not a stable argsort: the parts that come out of order (records split over blocks,
    rows set aside by the bulk decoder) are each in order, and merging a few runs costs a
    fraction of an argsort and its two gathers."""
    down = np.flatnonzero(rows[1:] < rows[:-1])
    if not down.size:
        return rows, values
    if down.size >= MERGED_RUNS:
        order = np.argsort(rows, kind="stable")
        return rows[order], values[order]
    bounds = [0, *(down + 1).tolist(), len(rows)]
    runs = [(rows[lo:hi], values[lo:hi]) for lo, hi in zip(bounds[:-1], bounds[1:])]
    while len(runs) > 1:  # the neighbours with the fewest rows first, so large runs move once
        i = min(range(len(runs) - 1), key=lambda k: len(runs[k][0]) + len(runs[k + 1][0]))
        runs[i:i + 2] = [_interleave(*runs[i], *runs[i + 1])]
    return runs[0]


def _interleave(rows: np.ndarray, values: np.ndarray, later_rows: np.ndarray, later_values: np.ndarray
                ) -> tuple[np.ndarray, np.ndarray]:
    """Two runs in row order merged into one; on equal rows, `rows` come first."""
    at = np.searchsorted(rows, later_rows, side="right")
    at += np.arange(len(later_rows))
    size = len(rows) + len(later_rows)
    out_rows, out_values = np.empty(size, dtype=rows.dtype), np.empty(size, dtype=values.dtype)
    held = np.ones(size, dtype=bool)
    held[at] = False
    out_rows[at] = later_rows
    out_rows[held] = rows
    out_values[at] = later_values
    out_values[held] = values
    return out_rows, out_values


def _in_row_order(table: Columns) -> None:
    """Points added by several paths (bulk, exact, odd values) back in row order."""
    for key, (rows, values) in list(table.keys.items()):
        row_array = np.asarray(rows, dtype=np.int64)
        if row_array.size > 1 and np.any(np.diff(row_array) < 0):
            order = np.argsort(row_array, kind="stable")
            table.keys[key] = (row_array[order], np.asarray(values, dtype=np.float64)[order])


def _missing_steps(table: Columns, row_payload: Any, parse: Any) -> None:
    """Rows without a `_step` item take HistoryRecord.step.num (old writers)."""
    import numpy as np
    from google.protobuf.message import DecodeError

    have = np.zeros(table.rows, dtype=bool)
    column = table.column("_step")
    if column is not None:
        have[column[0]] = True
    missing = np.flatnonzero(~have).tolist()
    rows, values = [], []
    for row in missing:
        try:
            values.append(float(parse(row_payload(row)).history.step.num))
        except DecodeError:
            continue
        rows.append(row)
    if rows:
        _merge(table, "_step", [np.asarray(rows)], [np.asarray(values)])


def _typed(table: Columns, key: str, row: int, item: Any) -> None:
    """A value written in the typed form (`x_history_value_encoding="typed"`)."""
    which = item.WhichOneof("value")
    if which in ("number", "integer"):
        table.add(key, row, float(getattr(item, which)))
    elif which == "json":
        table.add_json(key, row, item.json)
    elif which is not None:
        table.skipped[key] = table.skipped.get(key, 0) + 1


def _config(meta: dict[str, Any], message: Any) -> None:
    """The run's config (its hyperparameters): `wandb.init(config=...)` and later updates."""
    import json

    config = meta.setdefault("config", {})
    for item in message.update:
        key = item.key or ".".join(item.nested_key)
        if not key or key.startswith("_"):
            continue  # `_wandb`: the SDK's own telemetry
        try:
            config[key] = json.loads(item.value_json)
        except ValueError:
            continue
    for item in message.remove:
        config.pop(item.key or ".".join(item.nested_key), None)


def _meta(meta: dict[str, Any], which: str, message: Any) -> None:
    if which == "header":
        meta["producer"] = message.version_info.producer or None
    elif which == "exit":
        meta["exit_code"] = int(message.exit_code)
        meta["runtime"] = int(message.runtime)
    elif which == "run":
        # A run record may be sent again with more fields; later non-empty values win.
        for key, value in (
            ("id", message.run_id), ("name", message.display_name), ("project", message.project),
            ("entity", message.entity), ("group", message.run_group),
        ):
            if value or key not in meta:
                meta[key] = value or meta.get(key)
        if message.HasField("config"):
            _config(meta, message.config)
        if message.HasField("start_time"):
            meta["start_time"] = message.start_time.seconds + message.start_time.nanos / 1e9
        meta["starting_step"] = int(message.starting_step)
        meta["resumed"] = bool(message.resumed)
        meta["resume_requested"] = bool(message.resume)
        meta["forked"] = bool(message.forked)
        point = message.branch_point
        if point.run:
            meta["branch_point"] = {"run": point.run, "value": float(point.value),
                                    "metric": point.metric or "_step"}
