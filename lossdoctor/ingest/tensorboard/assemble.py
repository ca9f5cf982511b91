"""One file's decoded records -> per-tag arrays in file order -> fragments.

Plugin metadata arrives only with a tag's first value per writer, so the class of a
tensor without metadata is the class its tag was first seen with (carried across the
files of a run in `plugins`). A file becomes one fragment, split where some tag's step
goes backwards (an append after a restart) or where a SessionLog.START was written.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.ingest.tensorboard.bulk import Pending, Routed
from lossdoctor.ingest.tensorboard.fastdecode import CHUNK, Decoder
from lossdoctor.ingest.tensorboard.proto import ProtoPoints


@dataclass
class TagData:
    """One tag's points in the order they were written."""

    numbers: np.ndarray
    steps: np.ndarray
    walls: np.ndarray
    values: np.ndarray


@dataclass
class FileData:
    """Everything read from one event file."""

    path: str
    records: int
    tags: dict[str, TagData] = field(default_factory=dict)
    proto: ProtoPoints = field(default_factory=ProtoPoints)
    warnings: list[str] = field(default_factory=list)


@dataclass
class _Part:
    """Some of a tag's points: decoded arrays, or a Pending slot not decoded yet."""

    kind: str
    plugin: str | None
    first: int
    last: int
    size: int
    arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None  # numbers, steps, walls, values
    pending: Pending | None = None


Failures = list[tuple[np.ndarray, int, np.ndarray]]  # data offsets, length, record numbers


def _arrays_part(kind: str, plugin: str | None, numbers: np.ndarray, steps: np.ndarray, walls: np.ndarray,
                 values: np.ndarray) -> _Part:
    return _Part(kind, plugin, int(numbers[0]), int(numbers[-1]), len(numbers), (numbers, steps, walls, values))


def _parts(routed: Routed, proto: ProtoPoints) -> dict[str, list[_Part]]:
    parts: dict[str, list[_Part]] = {}
    for group in routed.decoded:
        if len(group.numbers):
            for spot, values in zip(group.layout.spots, group.values):
                parts.setdefault(spot.tag, []).append(
                    _arrays_part(spot.kind, spot.plugin, group.numbers, group.steps, group.walls, values))
    for pending in routed.pending:
        spot = pending.layout.spots[0]
        parts.setdefault(spot.tag, []).append(
            _Part(spot.kind, spot.plugin, pending.first, pending.last, pending.records.count, pending=pending))
    keyed: dict[tuple[str, str, str | None], list[tuple[int, int, float, float]]] = {}
    for tag, kind, plugin, number, step, wall, value in proto.points:
        keyed.setdefault((tag, kind, plugin), []).append((number, step, wall, value))
    for (tag, kind, plugin), rows in keyed.items():
        numbers, steps, walls, values = zip(*rows)
        parts.setdefault(tag, []).append(_arrays_part(
            kind, plugin, np.array(numbers, dtype=np.int64), np.array(steps, dtype=np.int64),
            np.array(walls, dtype=np.float64), np.array(values, dtype=np.float64)))
    return parts


def _learn_plugins(parts: dict[str, list[_Part]], proto: ProtoPoints, plugins: dict[str, str]) -> None:
    first: dict[str, tuple[int, str]] = {}
    for tag, tag_parts in parts.items():
        for part in tag_parts:
            if part.plugin and (tag not in first or part.first < first[tag][0]):
                first[tag] = (part.first, part.plugin)
    for tag, number, plugin in proto.plugins:
        if tag not in first or number < first[tag][0]:
            first[tag] = (number, plugin)
    for tag, (_, plugin) in first.items():
        plugins.setdefault(tag, plugin)


@dataclass
class _Target:
    """Where a Pending slot's rows go: slices of its tag's final arrays."""

    pending: Pending
    at: int  # first row in the tag's arrays
    window: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]  # numbers, steps, walls, values
    ok: np.ndarray | None = None


def _place(tag_parts: list[_Part], targets: list[_Target]) -> tuple[list[_Part], tuple[np.ndarray, ...], list[_Target]]:
    """Allocate one tag's final arrays, copy decoded parts in, and mark where Pending slots go."""
    tag_parts = sorted(tag_parts, key=lambda p: p.first)
    total = sum(p.size for p in tag_parts)
    out = (np.empty(total, np.int64), np.empty(total, np.int64), np.empty(total, np.float64),
           np.empty(total, np.float64))
    mine: list[_Target] = []
    at = 0
    for part in tag_parts:
        window = tuple(array[at:at + part.size] for array in out)
        if part.arrays is not None:
            for target, source in zip(window, part.arrays):
                target[:] = source
        elif part.pending is not None:
            mine.append(_Target(part.pending, at, window))  # type: ignore[arg-type]
        at += part.size
    targets += mine
    return tag_parts, out, mine


def _decode_targets(targets: list[_Target]) -> None:
    """Decode Pending slots; the slots of one block go chunk by chunk side by side, so each
    chunk of the file is read from memory once for all its slots."""
    by_block: dict[int, list[_Target]] = {}
    for target in targets:
        by_block.setdefault(target.pending.block, []).append(target)
    for group in by_block.values():
        decoders = [Decoder(t.pending.records, t.pending.template, t.pending.layout) for t in group]
        count = group[0].pending.records.count
        for target in group:
            target.window[0][:] = target.pending.numbers()
        for start in range(0, count, CHUNK):
            stop = min(count, start + CHUNK)
            for target, decoder in zip(group, decoders):
                _, steps, walls, values = target.window
                ok = decoder.chunk(start, stop, steps[start:stop], walls[start:stop], [values[start:stop]])
                if ok is not None:
                    if target.ok is None:
                        target.ok = np.ones(count, dtype=bool)
                    target.ok[start:stop] = ok


def _finish(tag_parts: list[_Part], out: tuple[np.ndarray, ...], mine: list[_Target],
            failures: Failures) -> TagData:
    numbers, steps, walls, values = out
    bad = [t for t in mine if t.ok is not None]
    if bad:
        keep = np.ones(len(numbers), dtype=bool)
        for target in bad:
            assert target.ok is not None
            failed = ~target.ok
            failures.append((target.pending.records.data_offsets()[failed], target.pending.records.length,
                             target.window[0][failed].copy()))
            keep[target.at:target.at + len(failed)] &= target.ok
        numbers, steps, walls, values = numbers[keep], steps[keep], walls[keep], values[keep]
    # Parts whose record ranges interleave (rare: odd layouts, damage) need a merge.
    if any(a.last >= b.first for a, b in zip(tag_parts, tag_parts[1:])):
        order = np.argsort(numbers, kind="stable")
        numbers, steps, walls, values = numbers[order], steps[order], walls[order], values[order]
    return TagData(numbers, steps, walls, values)


def _fill(tag_parts: list[_Part], failures: Failures) -> TagData:
    """One tag's points in file order, decoded straight into their final arrays."""
    targets: list[_Target] = []
    placed = _place(tag_parts, targets)
    _decode_targets(targets)
    return _finish(*placed, failures)


def _keep(tag: str, part: _Part, plugins: dict[str, str]) -> bool:
    return part.kind == "simple" or (part.plugin or plugins.get(tag)) in (None, "scalars")


def assemble(path: str, records: int, routed: Routed, proto: ProtoPoints, plugins: dict[str, str],
             failures: Failures) -> FileData:
    """Per-tag arrays of every scalar in the file, with the tag classes resolved.

    Records of Pending slots that turn out not to match their template are added to
    `failures`, for the caller to decode another way and `merge`.
    """
    parts = _parts(routed, proto)
    _learn_plugins(parts, proto, plugins)
    out = FileData(path, records, proto=proto)
    targets: list[_Target] = []
    placed = {}
    for tag, tag_parts in parts.items():
        kept = [p for p in tag_parts if _keep(tag, p, plugins)]
        if kept:
            placed[tag] = _place(kept, targets)
    _decode_targets(targets)
    for tag, (kept, arrays, mine) in placed.items():
        out.tags[tag] = _finish(kept, arrays, mine, failures)
    return out


def merge(data: FileData, routed: Routed, proto: ProtoPoints, plugins: dict[str, str]) -> None:
    """Add points decoded later (records that failed their bulk template) in file order."""
    parts = _parts(routed, proto)
    for tag, tag_parts in parts.items():
        kept = [p for p in tag_parts if _keep(tag, p, plugins)]
        if tag in data.tags:
            have = data.tags[tag]
            if len(have.numbers):
                kept.append(_arrays_part("simple", None, have.numbers, have.steps, have.walls, have.values))
        if kept:
            data.tags[tag] = _fill(kept, [])
    data.proto.markers += proto.markers
    data.proto.walls += proto.walls
    data.proto.plugins += proto.plugins
    data.proto.markers.sort()
    data.proto.walls.sort()


def boundaries(data: FileData) -> list[int]:
    """Record numbers where a new fragment starts (besides record 0)."""
    candidates: list[tuple[int, int, bool]] = [(number, number, True) for number, _, _ in data.proto.markers]
    for tag in data.tags.values():
        back = np.flatnonzero(tag.steps[1:] < tag.steps[:-1]) + 1
        candidates += zip(tag.numbers[back].tolist(), tag.numbers[back - 1].tolist(), [False] * len(back))
    candidates.sort()
    cuts: list[int] = []
    last = 0
    for number, previous, is_marker in candidates:
        if number == last and cuts:
            continue
        # A step below the tag's previous step only counts when that previous point lies
        # in the current fragment: after a cut, every tag starts afresh.
        if is_marker or previous >= last:
            if number > 0:
                cuts.append(number)
                last = number
    return cuts


def split(data: FileData) -> list[dict[str, Any]]:
    """The file's fragments as plain pieces: record range, per-tag arrays, markers, first wall."""
    cuts = boundaries(data)
    edges = [0, *cuts, data.records + 1]
    pieces = []
    for lo, hi in zip(edges[:-1], edges[1:]):
        tags: dict[str, TagData] = {}
        first: tuple[int, float] | None = None
        for name, tag in data.tags.items():
            a, b = np.searchsorted(tag.numbers, [lo, hi], side="left")
            if b > a:
                tags[name] = TagData(tag.numbers[a:b], tag.steps[a:b], tag.walls[a:b], tag.values[a:b])
                if first is None or int(tag.numbers[a]) < first[0]:
                    first = (int(tag.numbers[a]), float(tag.walls[a]))
        for number, wall in data.proto.walls:
            if lo <= number < hi and (first is None or number < first[0]):
                first = (number, wall)
        markers = [(step, number) for number, step, _ in data.proto.markers if lo <= number < hi]
        pieces.append({"range": (lo, hi), "tags": tags, "markers": markers,
                       "wall_start": first[1] if first else None})
    return pieces
