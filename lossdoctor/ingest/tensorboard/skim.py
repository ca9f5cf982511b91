"""Tell non-scalar records (histograms, images, audio, text, graphs, run metadata) from the
rest without building protobuf messages: a walk over the wire format that only looks at
field numbers and lengths and leaps over the payloads.

`skim` returns what the protobuf path (`proto._event`) would record for such a record (its
wall time, and the plugin names of its values) or None when the record may hold anything
else (a scalar, a session log, hparams, file metadata, anything unusual or malformed); that
record then goes through protobuf as before, so results never differ. The one exception: the
payload of a histogram or image is not walked, so a CRC-valid record whose histogram bytes
are malformed is skipped here, where protobuf would warn that it is not an Event.
"""

from __future__ import annotations

import struct
from typing import Any

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.unaligned import unaligned

_DOUBLE = struct.Struct("<d")
_LEAP_WHAT = frozenset((4, 8, 9))  # graph_def, tagged_run_metadata, meta_graph_def
_NOT_SCALAR_KINDS = frozenset((3, 4, 5, 6))  # old-style histogram, image, histo, audio


class _Give(Exception):
    """The record needs the protobuf path."""


def _varint(data: bytes | memoryview, pos: int, end: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        if pos >= end or shift > 63:
            raise _Give
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, pos
        shift += 7


def _fields(data: bytes | memoryview, pos: int, end: int) -> list[tuple[int, int, int, int]]:
    """(field, wire type, start, stop) of each field of one message; a varint's value spans start:stop."""
    out = []
    while pos < end:
        key = data[pos]  # one-byte keys and lengths (nearly all) without a call
        if key < 0x80:
            pos += 1
        else:
            key, pos = _varint(data, pos, end)
        wire = key & 7
        if wire == 2:
            if pos >= end:
                raise _Give
            size = data[pos]
            if size < 0x80:
                pos += 1
            else:
                size, pos = _varint(data, pos, end)
            stop = pos + size
        elif wire == 0:
            stop = pos + 1 if pos < end and data[pos] < 0x80 else _varint(data, pos, end)[1]
        elif wire == 1:
            stop = pos + 8
        elif wire == 5:
            stop = pos + 4
        else:
            raise _Give
        if stop > end:
            raise _Give
        out.append((key >> 3, wire, pos, stop))
        pos = stop
    return out


def _once(fields: list[tuple[int, int, int, int]], allowed: dict[int, int]) -> dict[int, tuple[int, int]]:
    """Fields by number; gives up on a repeated or unexpected field or wire type."""
    seen: dict[int, tuple[int, int]] = {}
    for field, wire, start, stop in fields:
        if allowed.get(field) != wire or field in seen:
            raise _Give
        seen[field] = (start, stop)
    return seen


def _text(data: bytes | memoryview, span: tuple[int, int]) -> str:
    try:
        return bytes(data[span[0]:span[1]]).decode("utf-8")
    except UnicodeDecodeError:
        raise _Give from None


def _plugin(data: bytes | memoryview, span: tuple[int, int]) -> str:
    meta = _once(_fields(data, *span), {1: 2, 4: 0})  # plugin_data, data_class (strings: give up)
    if 1 not in meta:
        return ""
    plugin = _once(_fields(data, *meta[1]), {1: 2, 2: 2})
    return _text(data, plugin[1]) if 1 in plugin else ""


def _not_scalar_tensor(data: bytes | memoryview, span: tuple[int, int],
                       leaps: list[tuple[int, int]] | None = None) -> bool:
    """True when the TensorProto certainly holds no single number (tensor_scalar is None)."""
    fields = _fields(data, *span)
    numbers = {f for f, _, _, _ in fields}
    if leaps is not None:  # contents never read below: tensor_content, string_val
        leaps += [(s, e) for f, w, s, e in fields if w == 2 and f in (4, 8)]
    shape = [(s, e) for f, w, s, e in fields if f == 2 and w == 2]
    if len(shape) > 1:
        return False
    size = 1
    if shape:
        for field, wire, start, stop in _fields(data, *shape[0]):
            if field == 3 and wire == 0 and _varint(data, start, stop)[0]:
                return True  # unknown rank
            if field == 2 and wire == 2:
                dim = _once(_fields(data, start, stop), {1: 0})  # a dim's name is a string: give up
                size *= _varint(data, *dim[1])[0] if 1 in dim else 0
            elif field not in (2, 3):
                return False
    if size != 1:
        return True
    return numbers <= {1, 2, 3, 8}  # dtype, shape, version, string_val: no numeric value at all


def skim(data: bytes | memoryview, leaps: list[tuple[int, int]] | None = None
         ) -> tuple[float, list[tuple[str, str]]] | None:
    """(wall time, [(tag, plugin), ...]) of a record that holds no scalar, else None.

    `leaps` (when given) receives the spans whose bytes the answer does not depend on
    (payloads leapt over), for `Skimmer`.
    """
    try:
        top = _once(_fields(data, 0, len(data)), {1: 1, 2: 0, 4: 2, 5: 2, 8: 2, 9: 2})
        what = [f for f in top if f in _LEAP_WHAT or f == 5]
        if len(what) != 1:
            return None
        wall = _DOUBLE.unpack_from(data, top[1][0])[0] if 1 in top else 0.0
        if what[0] == 8:  # tagged_run_metadata: its tag is a string protobuf checks
            _text(data, _once(_fields(data, *top[8]), {1: 2, 2: 2}).get(1, (0, 0)))
        if what[0] != 5:
            return wall, []
        plugins = []
        for field, wire, start, stop in _fields(data, *top[5]):
            if field != 1 or wire != 2:
                return None
            value = _once(_fields(data, start, stop), {1: 2, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 2})
            kinds = [f for f in value if f in (3, 4, 5, 6, 8)]
            if len(kinds) != 1:
                return None
            # A histogram's or image's own bytes are leapt over, not walked: the record's
            # CRC checked out, and they hold no scalar whatever they say.
            if kinds[0] == 8 and not _not_scalar_tensor(data, value[8], leaps):
                return None
            if kinds[0] == 6:  # audio: its content_type is a string protobuf checks
                audio = _once(_fields(data, *value[6]), {1: 5, 2: 0, 3: 0, 4: 2, 5: 2})
                if 5 in audio:
                    _text(data, audio[5])
                if 4 in audio and leaps is not None:
                    leaps.append(audio[4])
            elif kinds[0] != 8 and leaps is not None:
                leaps.append(value[kinds[0]])
            tag = _text(data, value[1]) if 1 in value else ""
            plugin = _plugin(data, value[9]) if 9 in value else ""
            if plugin == "hparams":
                return None
            if plugin:
                plugins.append((tag, plugin))
        return wall, plugins
    except (_Give, struct.error, IndexError):
        return None


class Skimmer:
    """`skim`, remembered per record length: records laid out like one skimmed before (the
    same bytes outside the payloads skim leaps over, the wall time and the step's value)
    get its answer with their own wall time, without a walk. Histograms and images come in
    a few layouts each, so most of them cost one comparison of a few short slices.
    """

    def __init__(self) -> None:
        # length -> [(kept spans, step span, their bytes, wall offset, plugins)]
        self._known: dict[int, list[tuple[list[tuple[int, int]], tuple[int, int] | None, bytes, int | None,
                                          list[tuple[str, str]]]]] = {}

    def __call__(self, data: bytes) -> tuple[float, list[tuple[str, str]]] | None:
        known = self._known.get(len(data))
        if known:
            for kept, step, signature, wall_at, plugins in known:
                if _signature(data, kept, step) == signature:
                    return (_DOUBLE.unpack_from(data, wall_at)[0] if wall_at is not None else 0.0), plugins
        leaps: list[tuple[int, int]] = []
        found = skim(data, leaps)
        if found is None or (known is not None and len(known) >= 4):
            return found
        wall_at, step = _top_spans(data)
        if wall_at is not None:
            leaps.append((wall_at, wall_at + 8))
        if step is not None:
            leaps.append(step)
        kept, at = [], 0
        for start, stop in sorted(leaps):
            if start < at:  # overlapping spans: not a layout to remember
                return found
            kept.append((at, start))
            at = stop
        kept.append((at, len(data)))
        self._known.setdefault(len(data), []).append((kept, step, _signature(data, kept, step), wall_at, found[1]))
        return found

    def layouts(self, length: int) -> list[tuple[list[tuple[int, int]], tuple[int, int] | None, bytes, int | None,
                                                   list[tuple[str, str]]]]:
        """The layouts remembered for records of this length."""
        return self._known.get(length, [])

    def many(self, buf: FileBytes, offsets: np.ndarray, length: int) -> tuple[np.ndarray, np.ndarray,
                                                                              list[tuple[str, str]]] | None:
        """Records of this length (data offsets) laid out like the first one, compared in bulk:
        (which match, their wall times, the plugins each holds), or None when the first is not
        a record `skim` tells (their CRCs are the caller's to check)."""
        first = int(offsets[0])
        data = bytes(buf[first:first + length])
        if self(data) is None:
            return None
        for kept, step, signature, wall_at, plugins in self.layouts(length):
            if _signature(data, kept, step) != signature:
                continue
            ok = np.ones(len(offsets), dtype=bool)
            at = 0
            # The kept spans byte for byte, then the step's continuation bits (as _signature).
            spans = [(start, stop, 0xFF) for start, stop in kept] + ([(*step, 0x80)] if step is not None else [])
            for start, stop, bits in spans:
                width = stop - start
                if not width:
                    continue
                rows = unaligned(buf, f"V{width}")[offsets + start].view(np.uint8).reshape(len(offsets), width)
                expected = np.frombuffer(signature, dtype=np.uint8, count=width, offset=at)
                ok &= ((rows & np.uint8(bits)) == expected).all(axis=1)
                at += width
            walls = (unaligned(buf, "<f8")[offsets[ok] + wall_at] if wall_at is not None
                     else np.zeros(int(ok.sum())))
            return ok, walls, plugins
        return None  # a layout not remembered (more than a few of this length)


def _top_spans(data: bytes) -> tuple[int | None, tuple[int, int] | None]:
    """Offset of the wall time and span of the step of a record `skim` accepted."""
    top = _once(_fields(data, 0, len(data)), {1: 1, 2: 0, 4: 2, 5: 2, 8: 2, 9: 2})
    return (top[1][0] if 1 in top else None), top.get(2)


def _signature(data: bytes, kept: list[tuple[int, int]], step: tuple[int, int] | None) -> bytes:
    """The bytes `skim` depends on: the kept spans, and the continuation bits of the step."""
    out = b"".join([data[a:b] for a, b in kept])
    if step is not None:
        out += bytes([byte & 0x80 for byte in data[step[0]:step[1]]])
    return out


def version_event(data: bytes | memoryview) -> tuple[float, str, str] | None:
    """(wall time, file_version, writer) of a file_version event, else None (protobuf decides).

    The first record of every event file: read by hand so that a file whose other records
    the bulk paths take needs no protobuf at all (importing it costs about 0.03 s).
    """
    try:
        top = _once(_fields(data, 0, len(data)), {1: 1, 2: 0, 3: 2, 10: 2})
        if 3 not in top:
            return None
        wall = _DOUBLE.unpack_from(data, top[1][0])[0] if 1 in top else 0.0
        writer = ""
        if 10 in top:
            source = _once(_fields(data, *top[10]), {1: 2})
            writer = _text(data, source[1]) if 1 in source else ""
        return wall, _text(data, top[3]), writer
    except (_Give, struct.error, IndexError):
        return None


def scalar_event(data: bytes) -> tuple[float, int, list[tuple[str, str, str | None, float]]] | None:
    """(wall time, step, [(tag, kind, plugin, value), ...]) of an event the bulk decoder's
    layouts describe (simple values, single-number tensors), decoded alone; else None.

    For the few such records that are not in a group of their length (a writer's first
    steps, a lone eval value): the values are the bulk decoder's, which tests hold equal to
    protobuf's.
    """
    from lossdoctor.ingest.tensorboard.layout import ITEMSIZE, parse

    layout = parse(data)
    if layout is None or any(spot.plugin == "hparams" or (spot.plugin and "\ufffd" in spot.plugin)
                             for spot in layout.spots):
        return None
    wall = _DOUBLE.unpack_from(data, layout.wall)[0] if layout.wall is not None else 0.0
    step = 0
    if layout.step is not None:
        step = _varint(data, layout.step[0], layout.step[0] + layout.step[1])[0]
        if step >= 1 << 63:
            step -= 1 << 64
    values = []
    for spot in layout.spots:
        raw = bytes(data[spot.offset:spot.offset + ITEMSIZE[spot.dtype]])
        if spot.dtype == "bf16":
            value = struct.unpack("<f", b"\0\0" + raw)[0]
        elif spot.dtype == "<f2":
            value = struct.unpack("<e", raw)[0]
        else:
            value = float(struct.unpack(_STRUCT[spot.dtype], raw)[0])
        values.append((spot.tag, spot.kind, spot.plugin or None, value))
    return wall, step, values


_STRUCT = {"<f4": "<f", "<f8": "<d", "<i4": "<i", "u1": "<B", "<i2": "<h", "i1": "<b", "<i8": "<q",
           "<u2": "<H", "<u4": "<I", "<u8": "<Q"}


Hparams = tuple[float, list[tuple[str, dict[str, Any] | None]]]


def hparams_event(data: bytes) -> Hparams | None:
    """(wall time, [(tag, session start hparams or None), ...]) of an event whose values are
    all hparams summaries that hold no scalar (what `proto._event` records for them), else
    None: then protobuf decides. add_hparams and Keras' hparams callback write a handful of
    these; read by hand, a file needs no protobuf import for them (about 0.015 s). The one
    difference: an experiment or session_end_info blob is not walked, so a malformed one is
    not listed as unreadable, where protobuf would list it.
    """
    try:
        top = _once(_fields(data, 0, len(data)), {1: 1, 2: 0, 5: 2})
        if 5 not in top:
            return None
        wall = _DOUBLE.unpack_from(data, top[1][0])[0] if 1 in top else 0.0
        values = []
        for field, wire, start, stop in _fields(data, *top[5]):
            if field != 1 or wire != 2:
                return None
            value = _once(_fields(data, start, stop), {1: 2, 8: 2, 9: 2})
            if 9 not in value or (8 in value and not _not_scalar_tensor(data, value[8])):
                return None
            meta = _once(_fields(data, *value[9]), {1: 2})
            plugin = _once(_fields(data, *meta[1]), {1: 2, 2: 2}) if 1 in meta else {}
            if 1 not in plugin or _text(data, plugin[1]) != "hparams":
                return None
            tag = _text(data, value[1]) if 1 in value else ""
            values.append((tag, _session_start(data, plugin.get(2, (0, 0)))))
        return wall, values
    except (_Give, struct.error, IndexError):
        return None


def _session_start(data: bytes, span: tuple[int, int]) -> dict[str, Any] | None:
    """The hparams of an HParamsPluginData holding session_start_info, else None."""
    content = _once(_fields(data, *span), {1: 0, 2: 2, 3: 2, 4: 2})
    if len([f for f in content if f in (2, 3, 4)]) > 1:
        raise _Give  # several members of the oneof: protobuf keeps the last
    if 3 not in content:
        return None
    hparams: dict[str, Any] = {}
    for field, wire, start, stop in _fields(data, *content[3]):
        if field in (2, 3, 4) and wire == 2:
            _text(data, (start, stop))  # strings protobuf checks
        elif field == 5 and wire == 1:
            pass
        elif field != 1 or wire != 2:
            raise _Give
        else:
            entry = _once(_fields(data, start, stop), {1: 2, 2: 2})
            key = _text(data, entry[1]) if 1 in entry else ""
            if key in hparams:
                raise _Give  # a repeated key: protobuf keeps the last
            item = _once(_fields(data, *entry[2]), {1: 0, 2: 1, 3: 2, 4: 0}) if 2 in entry else {}
            if len(item) > 1:
                raise _Give
            for kind, at in item.items():
                if kind == 1:  # null_value: NULL_VALUE (0) is its only member
                    if _varint(data, *at)[0]:
                        raise _Give
                    hparams[key] = 0
                elif kind == 2:
                    hparams[key] = _DOUBLE.unpack_from(data, at[0])[0]
                elif kind == 3:
                    hparams[key] = _text(data, at)
                else:
                    hparams[key] = bool(_varint(data, *at)[0])
    return hparams


def event_tags(records: list[bytes]) -> set[str] | None:
    """The tags of the summary values of these events, or None (protobuf decides).

    For sniffing side folders (discovery): the hparams records there would otherwise cost a
    protobuf import. Payloads (histograms, images, tensors) are not walked, so a record
    malformed only inside one still counts, where protobuf would stop before it.
    """
    tags: set[str] = set()
    try:
        for data in records:
            top = _once(_fields(data, 0, len(data)), {1: 1, 2: 0, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2, 10: 2})
            if 3 in top:
                _text(data, top[3])
            if 5 not in top:
                continue
            for field, wire, start, stop in _fields(data, *top[5]):
                if field != 1 or wire != 2:
                    return None
                value = _once(_fields(data, start, stop), {1: 2, 2: 5, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2, 9: 2})
                if 7 in value:
                    _text(data, value[7])
                tags.add(_text(data, value[1]) if 1 in value else "")
    except (_Give, struct.error, IndexError):
        return None
    return tags
