"""The general path: decode single records with tensorboard's own Event protobuf.

Used for everything the bulk decoder does not take: the first event of a file, session
logs, hparams, images, damaged records, rare layouts. It must give exactly the values
the bulk decoder gives for the same records (tests check this).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.tensorboard.crc import masked_crc
from lossdoctor.ingest.tensorboard.layout import CONTENT_DTYPES

if TYPE_CHECKING:
    from lossdoctor.ingest.tensorboard.skim import Skimmer

_START = 1  # SessionLog.START


@dataclass
class ProtoPoints:
    """Points and events found by the protobuf path, as plain lists (few records go here)."""

    # (tag, kind, plugin, number, step, wall, value)
    points: list[tuple[str, str, str | None, int, int, float, float]] = field(default_factory=list)
    # tag -> (record number, plugin) of values that carried plugin metadata but no scalar
    plugins: list[tuple[str, int, str]] = field(default_factory=list)
    markers: list[tuple[int, int, float]] = field(default_factory=list)  # number, step, wall
    walls: list[tuple[int, float]] = field(default_factory=list)  # every event's number, wall_time
    meta: dict[str, Any] = field(default_factory=dict)
    hparams: dict[str, Any] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)


def _from_content(tensor: Any) -> float | None:
    code = CONTENT_DTYPES.get(int(tensor.dtype))
    if code is None:
        return None
    content = tensor.tensor_content
    if code == "bf16":
        if len(content) != 2:
            return None
        bits = np.frombuffer(content, dtype="<u2").astype(np.uint32) << np.uint32(16)
        return float(bits.view(np.float32)[0])
    array = np.frombuffer(content, dtype=code)
    return float(array[0]) if array.size == 1 else None


def tensor_scalar(tensor: Any) -> float | None:
    """The value of a single-element numeric tensor, or None when it is not one."""
    shape = tensor.tensor_shape
    if shape.unknown_rank or math.prod(d.size for d in shape.dim) != 1:
        return None
    if tensor.tensor_content:
        return _from_content(tensor)
    dtype = int(tensor.dtype)
    if dtype == 19 and len(tensor.half_val) == 1:  # DT_HALF: float16 bits in an int32
        return float(np.array([tensor.half_val[0]], dtype=np.uint16).view(np.float16)[0])
    if dtype == 14 and len(tensor.half_val) == 1:  # DT_BFLOAT16 uses half_val too
        bits = np.array([tensor.half_val[0]], dtype=np.uint32) << np.uint32(16)
        return float(bits.view(np.float32)[0])
    for name in ("float_val", "double_val", "int_val", "int64_val", "bool_val", "uint32_val", "uint64_val"):
        values = getattr(tensor, name)
        if len(values) == 1:
            if name == "float_val":
                return float(np.float32(values[0]))
            return float(values[0])
    return None


def _hparams(value: Any, sink: dict[str, Any]) -> None:
    from tensorboard.plugins.hparams import plugin_data_pb2

    try:
        data = plugin_data_pb2.HParamsPluginData.FromString(value.metadata.plugin_data.content)
    except Exception:  # noqa: BLE001 - a damaged hparams blob is reported, not fatal
        sink.setdefault("_unreadable", []).append(value.tag)
        return
    if data.WhichOneof("data") == "session_start_info":
        for key, item in data.session_start_info.hparams.items():
            kind = item.WhichOneof("kind")
            if kind is not None:
                sink[key] = getattr(item, kind)


def decode_records(buf: FileBytes, offsets: np.ndarray, lengths: np.ndarray, numbers: np.ndarray,
                   name: str, out: ProtoPoints, skim: bool = True, base: int = 0, first: int = 0) -> None:
    """Decode records one by one; offsets point at data. Damaged records become warnings.

    With `skim`, records that hold no scalar (histograms, images, graphs...) are told apart
    by `skim.skim` and never parsed into messages; `skim=False` parses every record.
    """
    from lossdoctor.ingest.tensorboard.skim import hparams_event, scalar_event, version_event
    from lossdoctor.ingest.tensorboard.skim import Skimmer

    skimmed = Skimmer()
    grouped = False  # records skimmed in bulk were listed first
    if skim and len(offsets) >= MIN_SKIMMED:
        taken = _skim_groups(buf, offsets, lengths, numbers, skimmed, out)
        grouped = bool(taken.any())
        if grouped:
            offsets, lengths, numbers = offsets[~taken], lengths[~taken], numbers[~taken]

    parse: Any = None  # protobuf, imported at the first record skimming cannot tell (0.02 s)
    for offset, length, number in zip(offsets.tolist(), lengths.tolist(), numbers.tolist()):
        data = buf[offset:offset + length]
        stored = int.from_bytes(buf[offset + length:offset + length + 4], "little")
        if masked_crc(data) != stored:
            out.warnings.append(f"{name}: record {first + number} at byte {base + offset - 12} failed its data CRC check; "
                                "skipped, 1 record lost")
            continue
        if skim:
            found = skimmed(data)
            if found is not None:
                out.walls.append((number, found[0]))
                out.plugins += [(tag, number, plugin) for tag, plugin in found[1]]
                continue
            version = version_event(data)
            if version is not None:
                out.walls.append((number, version[0]))
                if "file_version" not in out.meta:
                    out.meta["file_version"] = version[1]
                    if version[2]:
                        out.meta["writer"] = version[2]
                continue
            scalars = scalar_event(data)
            if scalars is not None:
                wall, step, values = scalars
                out.walls.append((number, wall))
                out.points += [(tag, kind, plugin, number, step, wall, value) for tag, kind, plugin, value in values]
                continue
            hparams = hparams_event(data)
            if hparams is not None:
                out.walls.append((number, hparams[0]))
                for tag, start in hparams[1]:
                    if start is not None:
                        out.hparams.update(start)
                    out.plugins.append((tag, number, "hparams"))
                continue
        if parse is None:
            from google.protobuf.message import DecodeError
            from tensorboard.compat.proto import event_pb2

            parse = event_pb2.Event.FromString
        try:
            event = parse(data)
        except DecodeError:
            out.warnings.append(f"{name}: record {first + number} at byte {base + offset - 12} passed its CRC checks but is "
                                "not a TensorBoard Event; skipped, 1 record lost")
            continue
        _event(event, number, out)
    if grouped:  # back to file order
        out.walls.sort()
        out.plugins.sort(key=lambda item: item[1])


# Records of one length told apart in bulk (histograms and images of a fixed size), from
# this many on: one numpy comparison per span of their layout instead of a walk each.
MIN_SKIMMED = 8


def _skim_groups(buf: FileBytes, offsets: np.ndarray, lengths: np.ndarray, numbers: np.ndarray,
                 skimmed: Skimmer, out: ProtoPoints) -> np.ndarray:
    """Skim groups of same-length records at once; the mask of those taken. A record is
    taken only when laid out like a record `skim` told and its data CRC checks out; the rest
    (other layouts, damage) go through the record-by-record path, which words the warnings."""
    from lossdoctor.ingest.unaligned import unaligned

    taken = np.zeros(len(offsets), dtype=bool)
    order = np.argsort(lengths, kind="stable")
    cuts = np.flatnonzero(np.diff(lengths[order])) + 1
    stored = unaligned(buf, "<u4")
    for group in np.split(order, cuts):
        length = int(lengths[group[0]])
        for _ in range(4):  # a few layouts per length (Skimmer remembers as many)
            group = group[~taken[group]]
            if len(group) < MIN_SKIMMED:
                break
            first = int(offsets[group[0]])
            if masked_crc(buf[first:first + length]) != int(stored[first + length]):
                group = group[1:]  # damaged: no layout is learnt from it
                continue
            found = skimmed.many(buf, offsets[group], length)
            if found is None:
                break
            ok, walls, plugins = found
            rows = group[ok]
            crcs = stored[offsets[rows] + length].tolist()
            good = [masked_crc(buf[at:at + length]) == crc for at, crc in zip(offsets[rows].tolist(), crcs)]
            keep = np.array(good, dtype=bool)
            rows, walls = rows[keep], walls[keep]
            taken[rows] = True
            kept = numbers[rows].tolist()
            out.walls += zip(kept, walls.tolist())
            out.plugins += [(tag, number, plugin) for number in kept for tag, plugin in plugins]
            if not ok.any():
                break
    return taken


def _event(event: Any, number: int, out: ProtoPoints) -> None:
    wall, step = float(event.wall_time), int(event.step)
    out.walls.append((number, wall))
    what = event.WhichOneof("what")
    if what == "file_version" and "file_version" not in out.meta:
        out.meta["file_version"] = event.file_version
        if event.source_metadata.writer:
            out.meta["writer"] = event.source_metadata.writer
    elif what == "session_log" and event.session_log.status == _START:
        out.markers.append((number, step, wall))
    elif what == "summary":
        for value in event.summary.value:
            _value(value, number, step, wall, out)


def _value(value: Any, number: int, step: int, wall: float, out: ProtoPoints) -> None:
    plugin = value.metadata.plugin_data.plugin_name if value.HasField("metadata") else ""
    kind = value.WhichOneof("value")
    if plugin == "hparams":
        _hparams(value, out.hparams)
    if kind == "simple_value":
        out.points.append((value.tag, "simple", plugin or None, number, step, wall,
                           float(np.float32(value.simple_value))))
        return
    scalar = tensor_scalar(value.tensor) if kind == "tensor" else None
    if scalar is not None:
        out.points.append((value.tag, "tensor", plugin or None, number, step, wall, scalar))
    elif plugin:
        out.plugins.append((value.tag, number, plugin))
