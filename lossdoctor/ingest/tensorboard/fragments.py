"""Cut one file's points into fragments: where a tag's step goes back, or at SessionLog.START."""

from __future__ import annotations

from typing import Any

import numpy as np

from lossdoctor.ingest.tensorboard.assemble import FileData
from lossdoctor.ingest.tensorboard.fill import TagData


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
