"""Decode a tag's points straight into its final arrays, in file order.

Big periodic slots (Pending) are decoded in place, chunk by chunk and side by side with
the other slots of their block, so each chunk of the file is read from memory once and
no point is copied twice. Rows that fail their template are cut out and handed back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from lossdoctor.ingest.tensorboard.bulk import Pending
from lossdoctor.ingest.tensorboard.fastdecode import CHUNK, Decoder


@dataclass
class TagData:
    """One tag's points in the order they were written."""

    numbers: np.ndarray
    steps: np.ndarray
    walls: np.ndarray
    values: np.ndarray


@dataclass
class Part:
    """Some of a tag's points: decoded arrays, or a Pending slot not decoded yet."""

    kind: str
    plugin: str | None
    first: int
    last: int
    size: int
    arrays: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None = None  # numbers, steps, walls, values
    pending: Pending | None = None


Failures = list[tuple[np.ndarray, int, np.ndarray]]  # data offsets, length, record numbers


def arrays_part(kind: str, plugin: str | None, numbers: np.ndarray, steps: np.ndarray, walls: np.ndarray,
                 values: np.ndarray) -> Part:
    """A part made of already decoded arrays."""
    return Part(kind, plugin, int(numbers[0]), int(numbers[-1]), len(numbers), (numbers, steps, walls, values))


@dataclass
class Target:
    """Where a Pending slot's rows go: slices of its tag's final arrays."""

    pending: Pending
    at: int  # first row in the tag's arrays
    window: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]  # numbers, steps, walls, values
    ok: np.ndarray | None = None


def _split_around(tag_parts: list[Part]) -> list[Part]:
    """Cut decoded parts where a Pending slot's records start, so parts follow each other.

    A group of loose records of one length may hold records from before and after a
    periodic block; cut in two, neither overlaps the block and no merge sort is needed.
    """
    firsts = np.array(sorted(p.first for p in tag_parts if p.pending is not None), dtype=np.int64)
    if not len(firsts):
        return tag_parts
    out: list[Part] = []
    for part in tag_parts:
        if part.arrays is None or part.size < 2:
            out.append(part)
            continue
        where = np.searchsorted(firsts, part.arrays[0], side="right")
        cuts = (np.flatnonzero(np.diff(where)) + 1).tolist()
        if not cuts:
            out.append(part)
            continue
        for lo, hi in zip([0, *cuts], [*cuts, part.size]):
            numbers, steps, walls, values = (array[lo:hi] for array in part.arrays)
            out.append(arrays_part(part.kind, part.plugin, numbers, steps, walls, values))
    return out


Placed = tuple[list[Part], tuple[np.ndarray, ...], list[Target]]
# Where a tag's arrays go: (tag, points) -> numbers, steps, walls, values of that length.
Alloc = Callable[[str, int], tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]]


def new_arrays(total: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Fresh arrays for `total` points: numbers, steps, walls, values."""
    return (np.empty(total, np.int64), np.empty(total, np.int64), np.empty(total, np.float64),
            np.empty(total, np.float64))


def place(tag_parts: list[Part], targets: list[Target], alloc: Alloc | None = None, tag: str = "") -> Placed:
    """Allocate one tag's final arrays, copy decoded parts in, and mark where Pending slots go."""
    tag_parts = sorted(_split_around(tag_parts), key=lambda p: p.first)
    total = sum(p.size for p in tag_parts)
    out = alloc(tag, total) if alloc is not None else new_arrays(total)
    if all(p.arrays is not None for p in tag_parts) and any(a.last >= b.first for a, b in zip(tag_parts, tag_parts[1:])):
        # Parts that interleave (a slot decoded in bulk, the same tag's records walked alone
        # between interruptions): each row goes straight to its place in file order, rather
        # than being copied side by side and then gathered again in sorted order.
        numbers = np.concatenate([p.arrays[0] for p in tag_parts if p.arrays is not None])
        where = np.empty(total, dtype=np.int64)
        where[np.argsort(numbers, kind="stable")] = np.arange(total, dtype=np.int64)
        at = 0
        for part in tag_parts:
            assert part.arrays is not None
            rows = where[at:at + part.size]
            for target, source in zip(out, part.arrays):
                target[rows] = source
            at += part.size
        return [arrays_part("simple", None, *out)] if total else [], out, []
    mine: list[Target] = []
    at = 0
    for part in tag_parts:
        end = at + part.size
        window = (out[0][at:end], out[1][at:end], out[2][at:end], out[3][at:end])
        if part.arrays is not None:
            for target, source in zip(window, part.arrays):
                target[:] = source
        elif part.pending is not None:
            mine.append(Target(part.pending, at, window))
        at += part.size
    targets += mine
    return tag_parts, out, mine


def decode_targets(targets: list[Target]) -> None:
    """Decode Pending slots; the slots of one block go chunk by chunk side by side, so each
    chunk of the file is read from memory once for all its slots."""
    by_block: dict[int, list[Target]] = {}
    for target in targets:
        by_block.setdefault(target.pending.block, []).append(target)
    for group in by_block.values():
        decoders = [Decoder(t.pending.records, t.pending.template, t.pending.layout) for t in group]
        count = group[0].pending.records.count
        for target in group:
            target.window[0][:] = target.pending.numbers()
        step = group[0].pending.records.chunk_size(CHUNK)
        for start in range(0, count, step):
            stop = min(count, start + step)
            for target, decoder in zip(group, decoders):
                _, steps, walls, values = target.window
                ok = decoder.chunk(start, stop, steps[start:stop], walls[start:stop], [values[start:stop]])
                if ok is not None:
                    if target.ok is None:
                        target.ok = np.ones(count, dtype=bool)
                    target.ok[start:stop] = ok


def finish(tag_parts: list[Part], out: tuple[np.ndarray, ...], mine: list[Target],
            failures: Failures) -> TagData:
    """The tag's arrays once its slots are decoded: failed rows cut out, file order kept."""
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
    # Parts whose record ranges interleave (records walked alone between blocks of one
    # shape, odd layouts, damage) need a merge: only over the stretch out of order, in place.
    if any(a.last >= b.first for a, b in zip(tag_parts, tag_parts[1:])):
        _sort_stretch(numbers, (numbers, steps, walls, values))
    return TagData(numbers, steps, walls, values)


def _sort_stretch(numbers: np.ndarray, arrays: tuple[np.ndarray, ...]) -> None:
    """Stable-sort `arrays` by `numbers` in place, touching only the stretch out of order:
    before it every number is at most the smallest after it, and after it at least the
    largest before it (ties keep their order, as a stable sort of everything would)."""
    descents = np.flatnonzero(numbers[1:] < numbers[:-1])
    if not len(descents):
        return
    first, last = int(descents[0]) + 1, int(descents[-1]) + 1
    lo = int(np.searchsorted(numbers[:first], numbers[first:].min(), side="right"))
    hi = last + int(np.searchsorted(numbers[last:], numbers[:last].max(), side="left"))
    order = np.argsort(numbers[lo:hi], kind="stable")
    for array in arrays:
        array[lo:hi] = array[lo:hi][order]


def fill(tag_parts: list[Part], failures: Failures) -> TagData:
    """One tag's points in file order, decoded straight into their final arrays."""
    targets: list[Target] = []
    placed = place(tag_parts, targets)
    decode_targets(targets)
    return finish(*placed, failures)
