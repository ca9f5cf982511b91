"""Decode a tag's points straight into its final arrays, in file order.

Big periodic slots and the slots gathered from many short blocks (Pending) are decoded in
place, chunk by chunk and side by side with the other slots of their block or shape, so
each chunk of the file is read from memory once and no point is copied twice. A few records
walked alone between them cut a slot's rows into stretches, each decoded to its own place
(no sort afterwards). Rows that fail their template are cut out and handed back.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
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


Arrays = tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]  # numbers, steps, walls, values
Failures = list[tuple[np.ndarray, int, np.ndarray]]  # data offsets, length, record numbers


def arrays_part(kind: str, plugin: str | None, numbers: np.ndarray, steps: np.ndarray, walls: np.ndarray,
                 values: np.ndarray) -> Part:
    """A part made of already decoded arrays."""
    return Part(kind, plugin, int(numbers[0]), int(numbers[-1]), len(numbers), (numbers, steps, walls, values))


@dataclass
class Target:
    """Where a Pending slot's rows go in its tag's final arrays: in stretches, each row of
    stretch i (rows starts[i] up to the next start) at dests[i] + (row - starts[i])."""

    pending: Pending
    out: Arrays
    starts: list[int]
    dests: list[int]
    ok: np.ndarray | None = None

    def pieces(self, start: int, stop: int) -> list[tuple[int, int, int]]:
        """The stretches that rows start..stop fall in: (first row, end row, where the first goes)."""
        first = bisect_right(self.starts, start) - 1
        last = bisect_left(self.starts, stop)
        ends = [*self.starts[first + 1:last], stop]
        return [(max(start, self.starts[i]), end, self.dests[i] + max(start, self.starts[i]) - self.starts[i])
                for i, end in zip(range(first, last), ends)]

    def places(self, rows: np.ndarray) -> np.ndarray:
        """Where rows (of the slot's order) sit in the tag's arrays."""
        which = np.searchsorted(np.array(self.starts), rows, side="right") - 1
        return rows + (np.array(self.dests) - np.array(self.starts))[which]


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
    mine: list[Target] = []
    if any(a.last >= b.first for a, b in zip(tag_parts, tag_parts[1:])):
        # Parts that interleave (a slot decoded in bulk, the same tag's records walked alone
        # between interruptions): each row goes straight to its place in file order, rather
        # than being copied side by side and then gathered again in sorted order.
        if _place_merged(tag_parts, out, mine):
            targets += mine
            return [], out, mine
        if all(p.arrays is not None for p in tag_parts):
            _place_sorted(tag_parts, out)
            return [arrays_part("simple", None, *out)] if total else [], out, []
    at = 0
    for part in tag_parts:
        end = at + part.size
        if part.arrays is not None:
            for target, source in zip(out, part.arrays):
                target[at:end] = source
        elif part.pending is not None:
            out[0][at:end] = part.pending.numbers()
            mine.append(Target(part.pending, out, [0], [at]))
        at += part.size
    targets += mine
    return tag_parts, out, mine


# The merge below copies whole stretches of the big parts; past this many loose records
# cutting them, a sort of every record number is cheaper than the Python loop over stretches.
MAX_STRETCHES = 1024
MAX_SPINE_PARTS = 64  # (the spine is chosen by comparing parts pairwise)


def _spine(tag_parts: list[Part]) -> tuple[list[Part], list[Part]]:
    """The biggest parts whose record ranges do not overlap (in file order), and the rest."""
    spine: list[Part] = []
    extras: list[Part] = []
    for part in sorted(tag_parts, key=lambda p: -p.size):
        if any(part.first <= other.last and other.first <= part.last for other in spine):
            extras.append(part)
        else:
            spine.append(part)
    return sorted(spine, key=lambda p: p.first), extras


def _ascending(numbers: np.ndarray) -> bool:
    return len(numbers) < 2 or bool((numbers[1:] > numbers[:-1]).all())


def part_numbers(part: Part) -> np.ndarray:
    """Record numbers of a part's points, decoded or not."""
    if part.arrays is not None:
        return part.arrays[0]
    assert part.pending is not None
    return part.pending.numbers()


def _place_merged(tag_parts: list[Part], out: Arrays, targets: list[Target]) -> bool:
    """Place interleaving parts by merging: a few small decoded parts (records walked alone
    between interruptions) cut the big ones into stretches that are copied (or, for Pending
    slots, decoded) whole, so no sort of every record number, no index per row and no
    scattered writes. False, with nothing written, when the parts do not suit: many small
    records, many parts, small parts not decoded yet, or numbers not strictly increasing."""
    if len(tag_parts) > MAX_SPINE_PARTS:
        return False
    spine, extras = _spine(tag_parts)
    if any(p.arrays is None for p in extras):
        return False
    loose = np.concatenate([part_numbers(p) for p in extras])
    if len(loose) > MAX_STRETCHES:
        return False
    order = np.argsort(loose, kind="stable")
    loose = loose[order]
    if not _ascending(loose):
        return False
    plans = []
    for part in spine:
        numbers = part_numbers(part)
        if not _ascending(numbers):
            return False
        cut = np.searchsorted(numbers, loose)
        if bool((numbers[np.minimum(cut, len(numbers) - 1)] == loose).any()):  # a number twice
            return False
        plans.append((part, numbers, cut))
    base = 0
    for part, numbers, cut in plans:
        size = len(numbers)
        # Row i goes to base + i + (loose records before it) = base + i + #(cut <= i).
        # (cut is sorted; np.unique would import numpy.ma, 8 ms, on a read that needs nothing of it)
        starts = [0, *dict.fromkeys(cut[(cut > 0) & (cut < size)].tolist())]
        shifts = np.searchsorted(cut, starts, side="right").tolist()
        dests = [base + lo + shift for lo, shift in zip(starts, shifts)]
        sources = part.arrays if part.arrays is not None else (numbers,)
        for lo, hi, at in zip(starts, [*starts[1:], size], dests):
            for target, source in zip(out, sources):
                target[at:at + hi - lo] = source[lo:hi]
        if part.pending is not None:
            targets.append(Target(part.pending, out, starts, dests))
        base += size
    # A loose record goes after every loose record before it and every spine record below it.
    rows = np.arange(len(loose), dtype=np.int64) + sum(cut for _, _, cut in plans)
    for index, target in enumerate(out):
        target[rows] = np.concatenate([p.arrays[index] for p in extras if p.arrays is not None])[order]
    return True


def _place_sorted(tag_parts: list[Part], out: Arrays) -> None:
    """Place interleaving decoded parts by a stable sort of every record number."""
    total = len(out[0])
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


def decode_targets(targets: list[Target]) -> None:
    """Decode Pending slots; the slots of one block go chunk by chunk side by side, so each
    chunk of the file is read from memory once for all its slots."""
    by_block: dict[int, list[Target]] = {}
    for target in targets:
        by_block.setdefault(target.pending.block, []).append(target)
    for group in by_block.values():
        decoders = [Decoder(t.pending.records, t.pending.template, t.pending.layout, match=t.pending.match)
                    for t in group]
        count = group[0].pending.records.count
        step = group[0].pending.records.chunk_size(CHUNK)
        for start in range(0, count, step):
            stop = min(count, start + step)
            for target, decoder in zip(group, decoders):
                ok = _decode_chunk(target, decoder, start, stop)
                if ok is not None:
                    if target.ok is None:
                        target.ok = np.ones(count, dtype=bool)
                    target.ok[start:stop] = ok


def _decode_chunk(target: Target, decoder: Decoder, start: int, stop: int) -> np.ndarray | None:
    """Rows start..stop of a slot into their place: straight in when they are one stretch,
    else through a chunk-sized buffer (in cache) copied out stretch by stretch."""
    _, steps, walls, values = target.out
    pieces = target.pieces(start, stop)
    if len(pieces) == 1:
        at = pieces[0][2]
        end = at + stop - start
        return decoder.chunk(start, stop, steps[at:end], walls[at:end], [values[at:end]])
    size = stop - start
    buffers = (np.empty(size, np.int64), np.empty(size, np.float64), np.empty(size, np.float64))
    ok = decoder.chunk(start, stop, buffers[0], buffers[1], [buffers[2]])
    for lo, hi, at in pieces:
        for array, buffer in zip((steps, walls, values), buffers):
            array[at:at + hi - lo] = buffer[lo - start:hi - start]
    return ok


def finish(tag_parts: list[Part], out: tuple[np.ndarray, ...], mine: list[Target],
            failures: Failures) -> TagData:
    """The tag's arrays once its slots are decoded: failed rows cut out, file order kept."""
    numbers, steps, walls, values = out
    bad = [t for t in mine if t.ok is not None]
    if bad:
        keep = np.ones(len(numbers), dtype=bool)
        for target in bad:
            assert target.ok is not None
            failed = np.flatnonzero(~target.ok)
            failures.append((target.pending.records.data_offsets()[failed], target.pending.records.length,
                             target.pending.numbers()[failed].copy()))
            keep[target.places(failed)] = False
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
