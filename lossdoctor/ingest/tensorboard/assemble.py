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

from lossdoctor.ingest.tensorboard.bulk import Routed
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


_Part = tuple[str, str | None, np.ndarray, np.ndarray, np.ndarray, np.ndarray]


def _parts(routed: Routed, proto: ProtoPoints) -> dict[str, list[_Part]]:
    parts: dict[str, list[_Part]] = {}
    for group in routed.decoded:
        for spot, values in zip(group.layout.spots, group.values):
            parts.setdefault(spot.tag, []).append(
                (spot.kind, spot.plugin, group.numbers, group.steps, group.walls, values))
    keyed: dict[tuple[str, str, str | None], list[tuple[int, int, float, float]]] = {}
    for tag, kind, plugin, number, step, wall, value in proto.points:
        keyed.setdefault((tag, kind, plugin), []).append((number, step, wall, value))
    for (tag, kind, plugin), rows in keyed.items():
        numbers, steps, walls, values = zip(*rows)
        parts.setdefault(tag, []).append((kind, plugin, np.array(numbers, dtype=np.int64),
                                          np.array(steps, dtype=np.int64), np.array(walls, dtype=np.float64),
                                          np.array(values, dtype=np.float64)))
    return parts


def _learn_plugins(parts: dict[str, list[_Part]], proto: ProtoPoints, plugins: dict[str, str]) -> None:
    first: dict[str, tuple[int, str]] = {}
    for tag, tag_parts in parts.items():
        for _, plugin, numbers, *_ in tag_parts:
            if plugin and len(numbers) and (tag not in first or numbers[0] < first[tag][0]):
                first[tag] = (int(numbers[0]), plugin)
    for tag, number, plugin in proto.plugins:
        if tag not in first or number < first[tag][0]:
            first[tag] = (number, plugin)
    for tag, (_, plugin) in first.items():
        plugins.setdefault(tag, plugin)


def _concat(tag_parts: list[_Part]) -> TagData:
    if len(tag_parts) == 1:
        _, _, numbers, steps, walls, values = tag_parts[0]
        return TagData(numbers, steps, walls.astype(np.float64, copy=False), values.astype(np.float64, copy=False))
    tag_parts = sorted(tag_parts, key=lambda p: int(p[2][0]) if len(p[2]) else -1)
    numbers = np.concatenate([p[2] for p in tag_parts])
    steps = np.concatenate([p[3] for p in tag_parts])
    walls = np.concatenate([p[4] for p in tag_parts]).astype(np.float64, copy=False)
    values = np.concatenate([p[5] for p in tag_parts]).astype(np.float64, copy=False)
    # Each part is in file order; only parts whose record ranges interleave need a merge.
    ranges = [(int(p[2][0]), int(p[2][-1])) for p in tag_parts if len(p[2])]
    if any(prev[1] >= cur[0] for prev, cur in zip(ranges, ranges[1:])):
        order = np.argsort(numbers, kind="stable")
        numbers, steps, walls, values = numbers[order], steps[order], walls[order], values[order]
    return TagData(numbers, steps, walls, values)


def assemble(path: str, records: int, routed: Routed, proto: ProtoPoints, plugins: dict[str, str]) -> FileData:
    """Per-tag arrays of every scalar in the file, with the tag classes resolved."""
    parts = _parts(routed, proto)
    _learn_plugins(parts, proto, plugins)
    out = FileData(path, records, proto=proto)
    for tag, tag_parts in parts.items():
        kept = [p for p in tag_parts if p[0] == "simple" or (p[1] or plugins.get(tag)) in (None, "scalars")]
        if kept:
            out.tags[tag] = _concat(kept)
    return out


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
