"""The byte layout of one serialized scalar Event, so that records like it can be decoded in bulk.

A hand-written walk of the protobuf wire format, done once per template record. It
accepts only what the fast path can decode exactly (wall_time, step, summary values
holding `simple_value` or a single-element numeric tensor) and returns None for
anything else, which then goes through the protobuf fallback.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

# TensorFlow DataType -> how one element is stored in `tensor_content` (little-endian).
CONTENT_DTYPES: dict[int, str] = {
    1: "<f4", 2: "<f8", 3: "<i4", 4: "u1", 5: "<i2", 6: "i1", 9: "<i8", 10: "u1",
    14: "bf16", 17: "<u2", 19: "<f2", 22: "<u4", 23: "<u8",
}
ITEMSIZE = {"<f4": 4, "<f8": 8, "<i4": 4, "u1": 1, "<i2": 2, "i1": 1, "<i8": 8, "bf16": 2,
            "<u2": 2, "<f2": 2, "<u4": 4, "<u8": 8}


@dataclass(frozen=True)
class Spot:
    """Where one scalar value sits in the record, and how it is stored."""

    tag: str
    offset: int
    dtype: str
    kind: str  # "simple" (simple_value) or "tensor"
    plugin: str | None  # plugin_name of metadata on this value, if it has any


@dataclass(frozen=True)
class Layout:
    """Offsets of the fields that change from one record to the next."""

    length: int
    wall: int | None
    step: tuple[int, int] | None  # offset and width of the step varint
    spots: tuple[Spot, ...]

    def variable_bytes(self) -> list[int]:
        """Byte positions that may differ between records of this layout."""
        out: list[int] = []
        if self.wall is not None:
            out += range(self.wall, self.wall + 8)
        if self.step is not None:
            out += range(self.step[0], self.step[0] + self.step[1])
        for spot in self.spots:
            out += range(spot.offset, spot.offset + ITEMSIZE[spot.dtype])
        return out


class _Reject(Exception):
    """The record is not a layout the fast path handles."""


def _varint(data: bytes, pos: int, end: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= end or shift > 63:
            raise _Reject
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, pos
        shift += 7


def _fields(data: bytes, pos: int, end: int) -> Iterator[tuple[int, int, int, int, int | None]]:
    """Yield (field, wire_type, start, stop, value) over one message."""
    while pos < end:
        key, pos = _varint(data, pos, end)
        field, wire = key >> 3, key & 7
        if wire == 0:
            start = pos
            value, pos = _varint(data, pos, end)
            yield field, wire, start, pos, value
        elif wire == 1:
            yield field, wire, pos, pos + 8, None
            pos += 8
        elif wire == 5:
            yield field, wire, pos, pos + 4, None
            pos += 4
        elif wire == 2:
            size, pos = _varint(data, pos, end)
            yield field, wire, pos, pos + size, None
            pos += size
        else:
            raise _Reject
        if pos > end:
            raise _Reject


def _plugin(data: bytes, start: int, end: int) -> str | None:
    for field, wire, s, e, _ in _fields(data, start, end):
        if field == 1 and wire == 2:  # plugin_data
            for f2, w2, s2, e2, _ in _fields(data, s, e):
                if f2 == 1 and w2 == 2:
                    return data[s2:e2].decode("utf-8", "replace")
    return None


def _tensor(data: bytes, start: int, end: int) -> tuple[int, str]:
    dtype = 0
    found: list[tuple[int, str]] = []
    for field, wire, s, e, value in _fields(data, start, end):
        if field == 1 and wire == 0:
            dtype = int(value or 0)
        elif field == 2 and wire == 2:  # tensor_shape: every dim must be 1
            for f2, w2, s2, e2, _ in _fields(data, s, e):
                if f2 == 2 and w2 == 2:
                    sizes = [v for f3, w3, _, _, v in _fields(data, s2, e2) if f3 == 1 and w3 == 0]
                    if sizes and sizes[0] != 1:
                        raise _Reject
                elif f2 == 3 and w2 == 0 and value:  # unknown_rank
                    raise _Reject
        elif field == 3 and wire == 0:
            pass  # version_number
        elif field == 4 and wire == 2:
            found.append((s, "content"))
            if e - s != ITEMSIZE.get(CONTENT_DTYPES.get(dtype, ""), -1):
                raise _Reject
        elif field == 5 and ((wire == 2 and e - s == 4) or wire == 5):
            found.append((s, "<f4"))
        elif field == 6 and ((wire == 2 and e - s == 8) or wire == 1):
            found.append((s, "<f8"))
        else:
            raise _Reject
    if len(found) != 1:
        raise _Reject
    offset, how = found[0]
    if how == "content":
        if dtype not in CONTENT_DTYPES:
            raise _Reject
        return offset, CONTENT_DTYPES[dtype]
    return offset, how


def _value(data: bytes, start: int, end: int) -> Spot:
    tag: str | None = None
    plugin: str | None = None
    spot: tuple[int, str, str] | None = None
    for field, wire, s, e, _ in _fields(data, start, end):
        if field == 1 and wire == 2:
            tag = data[s:e].decode("utf-8")
        elif field == 2 and wire == 5:
            spot = (s, "<f4", "simple")
        elif field == 8 and wire == 2:
            offset, dtype = _tensor(data, s, e)
            spot = (offset, dtype, "tensor")
        elif field == 9 and wire == 2:
            plugin = _plugin(data, s, e)
        else:
            raise _Reject
    if tag is None or spot is None:
        raise _Reject
    return Spot(tag, spot[0], spot[1], spot[2], plugin)


def parse(data: bytes) -> Layout | None:
    """The layout of one serialized Event, or None when the fast path cannot take it."""
    try:
        wall: int | None = None
        step: tuple[int, int] | None = None
        spots: list[Spot] = []
        seen: set[int] = set()
        for field, wire, s, e, _ in _fields(data, 0, len(data)):
            if field in seen:
                return None
            seen.add(field)
            if field == 1 and wire == 1:
                wall = s
            elif field == 2 and wire == 0:
                step = (s, e - s)
            elif field == 5 and wire == 2:
                for f2, w2, s2, e2, _ in _fields(data, s, e):
                    if f2 != 1 or w2 != 2:
                        return None
                    spots.append(_value(data, s2, e2))
            else:
                return None
        if not spots:
            return None
        return Layout(len(data), wall, step, tuple(spots))
    except (_Reject, UnicodeDecodeError):
        return None
