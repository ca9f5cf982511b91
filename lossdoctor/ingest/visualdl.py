"""VisualDL's record files (PaddlePaddle's TensorBoard: `vdlrecords.<time>.log`, often renamed).

A file is a sequence of records, each an 8-byte little-endian length and then a protobuf
`Record` whose `values` (field 1) are `Value`s: `id` (1, the step), `tag` (2), `timestamp`
(3, milliseconds) and, for a scalar, `value` (4, a float32). Other kinds of value (images,
histograms, the `meta_data_tag` record a writer opens with) carry no float and are passed
over. Files are recognised by content, whatever their name: the first record must decode.
One file is one run; a record cut short at the end (a run stopped while writing) ends it.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import role_for

NAME = "visualdl"

# A first record longer than this is no VisualDL record (a text file's first 8 bytes read as a length).
_MAX_FIRST = 1 << 20
_LENGTH = struct.Struct("<Q")
_FLOAT = struct.Struct("<f")


def _varint(data: bytes, at: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if at >= len(data) or shift > 63:
            raise ValueError("varint runs past the record")
        byte = data[at]
        at += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, at


def _fields(data: bytes) -> list[tuple[int, int, int | bytes]]:
    """(field number, wire type, value) for each field of one protobuf message."""
    out: list[tuple[int, int, int | bytes]] = []
    at = 0
    while at < len(data):
        key, at = _varint(data, at)
        number, wire = key >> 3, key & 7
        value: int | bytes
        if wire == 0:
            value, at = _varint(data, at)
        elif wire == 1:
            value, at = data[at:at + 8], at + 8
        elif wire == 2:
            size, at = _varint(data, at)
            value, at = data[at:at + size], at + size
        elif wire == 5:
            value, at = data[at:at + 4], at + 4
        else:
            raise ValueError(f"wire type {wire}")
        if at > len(data) or number == 0:
            raise ValueError("field runs past the record")
        out.append((number, wire, value))
    return out


def _values(record: bytes) -> list[tuple[str, int, float | None, int]]:
    """(tag, step, scalar or None, timestamp in ms) for each value of one record."""
    out = []
    for number, wire, value in _fields(record):
        if number != 1 or wire != 2 or not isinstance(value, bytes):
            raise ValueError("not a VisualDL record")
        tag, step, scalar, stamp = "", 0, None, 0
        for field_number, field_wire, field in _fields(value):
            if field_number == 1 and field_wire == 0 and isinstance(field, int):
                step = field
            elif field_number == 2 and field_wire == 2 and isinstance(field, bytes):
                tag = field.decode("utf-8")
            elif field_number == 3 and field_wire == 0 and isinstance(field, int):
                stamp = field
            elif field_number == 4 and field_wire == 5 and isinstance(field, bytes):
                scalar = _FLOAT.unpack(field)[0]
        if not tag:
            raise ValueError("a value without a tag")
        out.append((tag, step, scalar, stamp))
    return out


def sniff(path: Path) -> bool:
    """Whether the file opens with a VisualDL record that decodes."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(8)
            if len(head) < 8:
                return False
            (size,) = _LENGTH.unpack(head)
            if not 0 < size <= _MAX_FIRST:
                return False
            record = handle.read(size)
    except OSError:
        return False
    if len(record) < size or record[:1] != b"\x0a":
        return False
    try:
        return bool(_values(record))
    except (ValueError, UnicodeDecodeError):
        return False


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take every VisualDL record file, one unit (one run) each."""
    units: list[Unit] = []
    rest: list[Path] = []
    for path in files:
        if path.suffix.lower() in (".log", "") or path.name.startswith("vdlrecords"):
            if sniff(path):
                units.append(Unit(NAME, run_name(path, root), (path,)))
                continue
        rest.append(path)
    return units, rest


def read(unit: Unit) -> list[RawRun]:
    """The scalars of one record file, one series per tag."""
    path = unit.paths[0]
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc})") from exc
    points: dict[str, tuple[list[int], list[float], list[float]]] = {}
    warnings: list[str] = []
    at = 0
    while at + 8 <= len(data):
        (size,) = _LENGTH.unpack_from(data, at)
        record = data[at + 8:at + 8 + size]
        if len(record) < size:
            warnings.append(f"{path.name}: the last record is cut short (the writer stopped while writing)")
            break
        at += 8 + size
        try:
            values = _values(record)
        except (ValueError, UnicodeDecodeError):
            warnings.append(f"{path.name}: a record at byte {at - 8 - size} does not decode; the rest is passed over")
            break
        for tag, step, scalar, stamp in values:
            if scalar is None:
                continue
            steps, vals, walls = points.setdefault(tag, ([], [], []))
            steps.append(step)
            vals.append(scalar)
            walls.append(stamp / 1000.0)
    if not points:
        raise InputError(f"{path}: a VisualDL record file with no scalar values")
    series = {tag: Series(tag, np.asarray(s, np.int64), np.asarray(v, np.float64), np.asarray(w, np.float64),
                          role=role_for(tag))
              for tag, (s, v, w) in points.items()}
    starts = [float(s.wall_times[0]) for s in series.values() if s.wall_times is not None and len(s)]
    fragment = Fragment(str(path), series, wall_start=min(starts) if starts else None)
    run = RawRun(unit.name, NAME, [fragment], [str(path)], warnings=warnings)
    run.meta["step_source"] = {"name": "the VisualDL value id (the step the writer was given)", "unit": "steps"}
    return [run]
