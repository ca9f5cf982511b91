"""One file's decoded records -> per-tag arrays in file order, with tag classes resolved.

Plugin metadata arrives only with a tag's first value per writer, so the class of a
tensor without metadata is the class its tag was first seen with (carried across the
files of a run in `plugins`). The file's fragments are cut in `fragments`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from lossdoctor.ingest.tensorboard.bulk import Routed
from lossdoctor.ingest.tensorboard.fill import (Alloc, Failures, Part, Placed, TagData, Target, arrays_part,
                                                decode_targets, fill, finish, part_numbers, place)
from lossdoctor.ingest.tensorboard.proto import ProtoPoints


@dataclass
class FileData:
    """Everything read from one event file."""

    path: str
    records: int
    tags: dict[str, TagData] = field(default_factory=dict)
    proto: ProtoPoints = field(default_factory=ProtoPoints)
    warnings: list[str] = field(default_factory=list)
    # Record numbers of tensor points kept only because their tag's class was still unknown:
    # a later part of a long file may learn it (reader._read_parts drops them then).
    provisional: dict[str, list[np.ndarray]] = field(default_factory=dict)


def _parts(routed: Routed, proto: ProtoPoints) -> dict[str, list[Part]]:
    parts: dict[str, list[Part]] = {}
    for group in routed.decoded:
        if len(group.numbers):
            for spot, column in zip(group.layout.spots, group.values):
                parts.setdefault(spot.tag, []).append(
                    arrays_part(spot.kind, spot.plugin, group.numbers, group.steps, group.walls, column))
    for pending in routed.pending:
        spot = pending.layout.spots[0]
        parts.setdefault(spot.tag, []).append(
            Part(spot.kind, spot.plugin, pending.first, pending.last, pending.records.count, pending=pending))
    keyed: dict[tuple[str, str, str | None], list[tuple[int, int, float, float]]] = {}
    for tag, kind, plugin, number, step, wall, value in proto.points:
        keyed.setdefault((tag, kind, plugin), []).append((number, step, wall, value))
    for (tag, kind, plugin), rows in keyed.items():
        numbers, steps, walls, values = zip(*rows)
        parts.setdefault(tag, []).append(arrays_part(
            kind, plugin, np.array(numbers, dtype=np.int64), np.array(steps, dtype=np.int64),
            np.array(walls, dtype=np.float64), np.array(values, dtype=np.float64)))
    return parts


def _learn_plugins(parts: dict[str, list[Part]], proto: ProtoPoints, plugins: dict[str, str]) -> None:
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


def _keep(tag: str, part: Part, plugins: dict[str, str]) -> bool:
    return part.kind == "simple" or (part.plugin or plugins.get(tag)) in (None, "scalars")


def assemble(path: str, records: int, routed: Routed, proto: ProtoPoints, plugins: dict[str, str],
             failures: Failures, alloc: Alloc | None = None) -> FileData:
    """Per-tag arrays of every scalar in the file, with the tag classes resolved.

    Records of Pending slots that turn out not to match their template are added to
    `failures`, for the caller to decode another way and `merge`.
    """
    parts = _parts(routed, proto)
    _learn_plugins(parts, proto, plugins)
    out = FileData(path, records, proto=proto)
    targets: list[Target] = []
    placed: dict[str, Placed] = {}
    for tag, tag_parts in parts.items():
        kept = [p for p in tag_parts if _keep(tag, p, plugins)]
        if kept:
            placed[tag] = place(kept, targets, alloc, tag)
        if tag not in plugins:
            unsure = [part_numbers(p) for p in kept if p.kind == "tensor" and not p.plugin]
            if unsure:
                out.provisional[tag] = unsure
    decode_targets(targets)
    for tag, (kept, arrays, mine) in placed.items():
        out.tags[tag] = finish(kept, arrays, mine, failures)
    return out


def merge(data: FileData, routed: Routed, proto: ProtoPoints, plugins: dict[str, str]) -> None:
    """Add points decoded later (records that failed their bulk template) in file order."""
    parts = _parts(routed, proto)
    for tag, tag_parts in parts.items():
        kept = [p for p in tag_parts if _keep(tag, p, plugins)]
        if tag in data.tags:
            have = data.tags[tag]
            if len(have.numbers):
                kept.append(arrays_part("simple", None, have.numbers, have.steps, have.walls, have.values))
        if kept:
            data.tags[tag] = fill(kept, [])
    data.proto.markers += proto.markers
    data.proto.walls += proto.walls
    data.proto.plugins += proto.plugins
    data.proto.markers.sort()
    data.proto.walls.sort()
