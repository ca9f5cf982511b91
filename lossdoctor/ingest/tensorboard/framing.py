"""TFRecord framing: find every record, check length CRCs, resynchronise after damage.

A record is: uint64 length, masked CRC-32C of those 8 bytes, `length` data bytes, masked
CRC-32C of the data. Lengths chain, so boundaries are found by walking; but the records
of a training log repeat with a short period (the same tags, the same layout, step after
step), so after a few records we guess the period and verify millions of headers at
once with strided numpy views. A record that breaks the pattern (a histogram, an image,
an eval scalar) is walked alone, and the pattern resumes after it at the slot where it
broke off; an interruption that recurs makes the whole cycle the period. Data CRCs are
checked later, by the decoders, in bulk.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.tensorboard.crc import masked_crc, small_length_crcs
from lossdoctor.ingest.unaligned import unaligned

HEADER = 12  # uint64 length + uint32 masked CRC of the length
OVERHEAD = 16  # header + uint32 masked CRC of the data
_MAX_PERIOD = 64
_SLOTWISE = 8  # periods up to this many records are checked slot by slot (strided views)
_MIN_BLOCK = 32  # whole periods in a row that make a Block (fewer: listed as loose records)
# Records in whole periods of a learnt cycle (a histogram every 100 steps) that make a Block:
# the bulk decoder takes each tag's slots across all blocks of that cycle at once.
_LONG_BLOCK = 256
_MAX_CYCLE = 4096  # longest period learnt from repeating cycles
_MAX_DROPPED = 3  # cycles of one period that broke soon after being learnt: learn no more
_RESUME_TRIES = 8  # records walked one by one, trying to resume the pattern after each
_FIRST_TRY = 64
_CHUNK = 1 << 13
_SHAPES = 4  # run shapes remembered per slot: interruptions of 2-3 kinds make 3-4 shapes in turn
_HEADER = struct.Struct("<QI")


@dataclass(frozen=True)
class Block:
    """`count` repeats of a period of records with these data `lengths`, back to back."""

    first: int  # record number of the first record
    start: int  # byte offset of the first record's header
    lengths: tuple[int, ...]
    count: int

    @property
    def stride(self) -> int:
        """Bytes in one period."""
        return sum(self.lengths) + OVERHEAD * len(self.lengths)

    def slot_offsets(self) -> list[int]:
        """Byte offset, inside a period, of each slot's header."""
        offsets, at = [], 0
        for length in self.lengths:
            offsets.append(at)
            at += length + OVERHEAD
        return offsets


@dataclass
class Framing:
    """Where every intact record of a file is.

    Records in `blocks` are periodic; the rest are listed one by one in `loose_*`
    (header offset, data length, record number), in file order.
    """

    size: int
    records: int = 0
    blocks: list[Block] = field(default_factory=list)
    loose_offsets: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    loose_lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    loose_numbers: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    warnings: list[str] = field(default_factory=list)
    end: int = 0  # where framing stopped (the end of the buffer, unless a part of a longer file)


def _period(lengths: list[int]) -> int:
    """The shortest period with which the latest lengths repeat, or 0."""
    for p in range(1, min(_MAX_PERIOD, len(lengths) // 2) + 1):
        if lengths[-p:] == lengths[-2 * p:-p]:
            return p
    return 0


@lru_cache(maxsize=65536)
def _length_crc(length: int) -> int:
    return masked_crc(struct.pack("<Q", length))


class _Pattern:
    """A period of record lengths, with what speculation needs precomputed."""

    def __init__(self, lengths: tuple[int, ...], heads: list[tuple[int, int]] | None = None,
                 base: _Pattern | None = None, resume: list[int] | None = None,
                 wild: list[bool] | None = None) -> None:
        self.lengths = lengths
        self.offsets: list[int] = list(accumulate((length + OVERHEAD for length in lengths[:-1]), initial=0))
        self.stride = sum(lengths) + OVERHEAD * len(lengths)
        self.heads = heads if heads is not None else [(length, _length_crc(length)) for length in lengths]
        # A cycle learnt from a shorter period (`base`): the slot of the base each slot stands
        # for (for a record walked alone, `wild`, the slot that followed it).
        self.base, self.resume, self.wild = base, resume, wild or []
        self.used = 0  # records taken with this pattern
        self.dropped = 0  # cycles learnt from this pattern and dropped soon after
        self._rotations: dict[int, _Pattern] = {0: self}
        self.shapes: list[tuple[int, int]] = []  # (periods, extra slots) of the latest runs from here
        self._shaped: dict[tuple[int, int], tuple[np.ndarray, bytes]] = {}  # run shape -> headers
        self._rel: np.ndarray | None = None  # for long periods: slot offsets, expected headers
        self._lens = np.zeros(0, dtype="V12")
        self._grid: dict[int, np.ndarray] = {}  # count -> header offsets of `count` periods
        self._slots: np.ndarray | None = None  # per slot of each period: header as expected

    def rotation(self, phase: int) -> _Pattern:
        """The same period started at slot `phase` (made once per slot)."""
        rot = self._rotations.get(phase)
        if rot is None:
            rot = self._rotations[phase] = _Pattern(self.lengths[phase:] + self.lengths[:phase],
                                                    self.heads[phase:] + self.heads[:phase])
        return rot

    def remember(self, shape: tuple[int, int]) -> None:
        """A run of this shape was found from here: the next may have it too (`again`)."""
        self.shapes = [shape] + [s for s in self.shapes if s != shape][:_SHAPES - 1]

    def again(self, buf: FileBytes, heads: np.ndarray, pos: int) -> tuple[int, int] | None:
        """The shape of the run from `pos` when it is one of the latest from this slot, else None.

        Records between interruptions that recur (a histogram every 100 steps) come in runs
        of one or two shapes: each guess is checked by the headers of its last record and of
        the record after it (which must not continue the run, else the run is longer and
        `whole` measures it), then by one gather of all its headers.
        """
        n, size = len(buf), len(self.lengths)
        for shape in self.shapes:
            periods, extra = shape
            end = pos + periods * self.stride + (self.offsets[extra] if extra < size else self.stride)
            if end + HEADER > n or _HEADER.unpack_from(buf, end) == self.heads[extra % size]:
                continue
            last = (extra - 1) % size
            if _HEADER.unpack_from(buf, end - OVERHEAD - self.lengths[last]) != self.heads[last]:
                continue
            found = self._shaped.get(shape)
            if found is None:
                if len(self._shaped) > 64:
                    self._shaped.clear()
                slot = np.arange(periods * size + extra, dtype=np.int64)
                period, slot = slot // size, slot % size
                rel = period * self.stride + np.asarray(self.offsets, dtype=np.int64)[slot]
                words = np.zeros((len(slot), 3), dtype="<u4")
                words[:, 0] = np.asarray(self.lengths, dtype=np.int64)[slot]
                words[:, 2] = np.asarray([crc for _, crc in self.heads], dtype=np.int64)[slot]
                found = self._shaped[shape] = (rel, words.tobytes())
            rel, expected = found
            if heads[pos + rel].tobytes() == expected:  # byte compare: faster than a void ==
                if shape is not self.shapes[0]:
                    self.remember(shape)
                return shape
        return None

    def whole(self, buf: FileBytes, pos: int) -> tuple[int, int | None]:
        """How many whole periods follow `pos` with intact, matching headers; and, when the
        bulk check saw it, how many leading slots of the next period match (else None).

        The first check spans a little more than the latest runs from here when there were
        some (runs between interruptions have about the same length): one check, not three.
        """
        n = len(buf)
        accepted, trying = 0, max(2, min(_FIRST_TRY, 1024 // len(self.lengths)))
        if self.shapes:
            trying = min(_CHUNK, max(trying, max(periods for periods, _ in self.shapes) * 9 // 8 + 2))
        stride = self.stride
        while True:
            base = pos + accepted * stride
            count = min(trying, (n - base) // stride)
            if count <= 0:
                return accepted, None
            ok = self._check(buf, base, count)
            if ok is None:
                accepted += count
                trying = min(trying * 4, _CHUNK)  # chunks stay in cache across slots
                continue
            broken = int(np.argmin(ok))
            slots = self._slots
            return accepted + broken, None if slots is None else int(np.argmin(slots[broken]))

    def _check(self, buf: FileBytes, base: int, count: int) -> np.ndarray | None:
        """None when all `count` periods from `base` match, else the per-period ok mask."""
        stride = self.stride
        self._slots = None
        if len(self.lengths) <= _SLOTWISE:
            ok = np.ones(count, dtype=bool)
            for offset, (length, crc) in zip(self.offsets, self.heads):
                lens: np.ndarray = np.ndarray((count,), dtype="<u8", buffer=buf, offset=base + offset, strides=(stride,))
                crcs: np.ndarray = np.ndarray((count,), dtype="<u4", buffer=buf, offset=base + offset + 8, strides=(stride,))
                ok &= (lens == length) & (crcs == crc)
            return None if ok.all() else ok
        # Long periods (many record kinds in one cycle): every header (length and its CRC,
        # 12 bytes) in one gather, compared with the expected headers in one pass.
        if self._rel is None:
            self._rel = np.asarray(self.offsets, dtype=np.int64)
            expected = np.zeros((len(self.lengths), 3), dtype="<u4")
            expected[:, 0] = self.lengths
            expected[:, 2] = [crc for _, crc in self.heads]
            self._lens = expected.view("V12").reshape(-1)
        grid = self._grid.get(count)
        if grid is None:
            grid = self._grid[count] = (stride * np.arange(count, dtype=np.int64))[:, None] + self._rel[None, :]
        heads = unaligned(buf, "V12")
        slots = heads[base + grid] == self._lens
        ok = slots.all(axis=1)
        if ok.all():
            return None
        self._slots = slots  # the broken period's slots: `whole` reads its leading ones here
        return ok

    def leading(self, buf: FileBytes, pos: int) -> int:
        """How many leading slots of one more period follow `pos` intact (fewer than a period)."""
        n = len(buf)
        for slot, (length, crc) in enumerate(self.heads):
            at = pos + self.offsets[slot]
            if at + OVERHEAD + length > n or _HEADER.unpack_from(buf, at) != (length, crc):
                return slot
        return len(self.heads)


def _valid_at(buf: FileBytes, q: int) -> bool:
    n = len(buf)
    if q + HEADER > n:
        return False
    length, crc = _HEADER.unpack_from(buf, q)
    if q + OVERHEAD + length > n or masked_crc(buf[q:q + 8]) != crc:
        return False
    (data_crc,) = struct.unpack_from("<I", buf, q + HEADER + length)
    return masked_crc(buf[q + HEADER:q + HEADER + length]) == data_crc


def resync(buf: FileBytes, start: int) -> int | None:
    """The first offset at or after `start` where an intact record begins, or None."""
    n = len(buf)
    chunk = 1 << 20
    at = start
    while at + OVERHEAD <= n:
        count = min(chunk, n - OVERHEAD - at + 1)  # every read below stays inside buf
        lengths: np.ndarray = np.ndarray((count,), dtype="<u8", buffer=buf, offset=at, strides=(1,))
        crcs: np.ndarray = np.ndarray((count,), dtype="<u4", buffer=buf, offset=at + 8, strides=(1,))
        # A plausible header: a short length whose CRC matches (checked here in bulk, so
        # that zero-filled holes scan fast), or a long one that fits in the file.
        short = lengths < np.uint64(65536)
        table = small_length_crcs()
        match = short & (table[(lengths & np.uint64(0xFFFF)).astype(np.intp)] == crcs)
        plausible = match | (~short & (lengths <= np.uint64(n)))
        for c in np.flatnonzero(plausible).tolist():
            if _valid_at(buf, at + c):
                return at + c
        at += count
    return None


class _Runs:
    """Loose records found in bulk (short runs of a pattern), expanded to arrays at the end."""

    def __init__(self) -> None:
        self.runs: list[tuple[_Pattern, int, int, int, int]] = []  # pattern, pos, periods, extra slots, first

    def add(self, pattern: _Pattern, pos: int, periods: int, extra: int, first: int) -> None:
        self.runs.append((pattern, pos, periods, extra, first))

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Header offsets, data lengths and record numbers of every record of every run."""
        by_pattern: dict[int, list[tuple[_Pattern, int, int, int, int]]] = {}
        for run in self.runs:
            by_pattern.setdefault(id(run[0]), []).append(run)
        offsets, lengths, numbers = [], [], []
        for group in by_pattern.values():
            pattern = group[0][0]
            size = len(pattern.lengths)
            pos, periods, extra, first = (np.array([r[k] for r in group], dtype=np.int64) for k in range(1, 5))
            counts = periods * size + extra
            total = int(counts.sum())
            local = np.arange(total, dtype=np.int64) - np.repeat(np.cumsum(counts) - counts, counts)
            slot = local % size
            offsets.append(np.repeat(pos, counts) + (local // size) * pattern.stride
                           + np.asarray(pattern.offsets, dtype=np.int64)[slot])
            lengths.append(np.asarray(pattern.lengths, dtype=np.int64)[slot])
            numbers.append(np.repeat(first, counts) + local)
        if not offsets:
            empty = np.zeros(0, dtype=np.int64)
            return empty, empty, empty
        return np.concatenate(offsets), np.concatenate(lengths), np.concatenate(numbers)


def _cycle(pattern: _Pattern, cycle: list[tuple[int, int, int] | int]) -> _Pattern:
    """The pattern a repeating cycle stands for: its runs of `pattern` and the records walked
    alone between them, with the slot of `pattern` to go back to wherever it breaks."""
    lengths: list[int] = []
    resume: list[int] = []
    wild: list[bool] = []
    size = len(pattern.lengths)
    after = 0
    for item in cycle:
        if isinstance(item, int):
            lengths.append(item)
            resume.append(after)
            wild.append(True)
        else:
            phase, periods, extra = item
            slots = [(phase + k) % size for k in range(periods * size + extra)]
            lengths += [pattern.lengths[slot] for slot in slots]
            resume += slots
            wild += [False] * len(slots)
            after = (phase + extra) % size
    return _Pattern(tuple(lengths), base=pattern, resume=resume, wild=wild)


def frame(buf: FileBytes, name: str, start: int = 0, final: bool = True, base: int = 0, first: int = 0) -> Framing:
    """Find every intact record in `buf` (the bytes of the file called `name`) from `start`.

    A part of a longer file (`final` False) stops silently before a record it does not hold
    whole (`Framing.end`: where the next part starts); `base` and `first` are the file
    offset of `buf` and the file's record number of its first record, for the warnings.

    Records are walked one by one only until their lengths show a period; then whole
    periods are verified in bulk. A record that breaks the period (a histogram, an image,
    an eval scalar) is walked alone and the period resumes right after it, at the slot
    where it broke off. When the same sequence (periods and interruptions) repeats, it
    becomes the period itself, so regular interruptions cost nothing per record either.
    """
    n = len(buf)
    out = Framing(size=n)
    heads = unaligned(buf, "V12")  # every 12-byte header at once, for `_Pattern.again`
    runs = _Runs()
    singles: tuple[list[int], list[int], list[int]] = ([], [], [])
    pos = start
    recent: list[int] = []
    next_try = 8
    avg = 64.0
    pattern: _Pattern | None = None
    phase = tries = walked = 0
    # Since the pattern last resumed after an interruption: its runs as (phase, periods, extra
    # slots) and the lengths of records walked alone; and how many records that makes.
    cycle: list[tuple[int, int, int] | int] | None = []
    last_cycle: list[tuple[int, int, int] | int] | None = None
    cycle_size = 0
    while pos < n:
        if pattern is not None:
            rot = pattern.rotation(phase)
            head = _HEADER.unpack_from(buf, pos) if pos + HEADER <= n else None
            guess = rot.again(buf, heads, pos) if head == rot.heads[0] and rot.shapes else None
            if guess is not None:
                periods, extra = guess
            elif head == rot.heads[0]:
                periods, extra_or_none = rot.whole(buf, pos)
                extra = rot.leading(buf, pos + periods * rot.stride) if extra_or_none is None else extra_or_none
                if periods or extra:
                    rot.remember((periods, extra))
            else:
                periods = extra = 0
            if periods or extra:
                if walked and cycle is not None:  # resumed after an interruption: a cycle ended
                    if (cycle == last_cycle and len(pattern.lengths) < cycle_size <= _MAX_CYCLE
                            and pattern.dropped < _MAX_DROPPED):
                        pattern, phase = _cycle(pattern, cycle), 0
                        cycle, last_cycle, tries, walked, cycle_size = [], None, 0, 0, 0
                        continue
                    last_cycle, cycle, cycle_size = cycle, [], 0
                elif walked:
                    cycle, cycle_size = [], 0
                size = len(rot.lengths)
                if (periods >= _MIN_BLOCK and size <= _SLOTWISE) or (size > _SLOTWISE and periods * size >= _LONG_BLOCK):
                    out.blocks.append(Block(out.records, pos, rot.lengths, periods))
                    if extra:
                        runs.add(rot, pos + periods * rot.stride, 0, extra, out.records + periods * size)
                else:
                    runs.add(rot, pos, periods, extra, out.records)
                if cycle is not None:  # long runs are Blocks already: no need for a longer period
                    cycle_size += periods * size + extra
                    if periods < _MIN_BLOCK and cycle_size <= _MAX_CYCLE:
                        cycle.append((phase, periods, extra))
                    else:
                        cycle = None
                out.records += periods * size + extra
                pattern.used += periods * size + extra
                pos += periods * rot.stride + rot.offsets[extra] if extra < size else (periods + 1) * rot.stride
                phase = (phase + extra) % len(pattern.lengths)
                tries = walked = 0
                if pos >= n:
                    break
            else:
                if pattern.base is not None and pattern.resume and (pattern.wild[phase] or tries >= _RESUME_TRIES):
                    # A learnt cycle broke where it holds a record walked alone (a histogram of
                    # another length), or does not resume: back to the period it was learnt
                    # from, at the slot where it broke off.
                    if pattern.used < 2 * len(pattern.lengths):
                        pattern.base.dropped += 1
                    pattern, phase = pattern.base, (pattern.resume or [0])[phase]
                    cycle, last_cycle, cycle_size, tries = None, None, 0, 0
                    continue
                if tries >= _RESUME_TRIES:  # the pattern is gone: learn a new one
                    pattern, recent, next_try, cycle, last_cycle, cycle_size = None, [], 8, [], None, 0
                tries += 1
        elif len(recent) >= next_try:
            p = _period(recent)
            if p:
                pattern, phase, tries = _Pattern(tuple(recent[-p:])), 0, 0
                cycle, last_cycle, recent, cycle_size = [], None, [], 0
                continue
            next_try = len(recent) + 32
        if n - pos < HEADER:
            if not final:
                break
            out.warnings.append(f"{name}: {n - pos} bytes at byte {base + pos} end the file in the middle of a "
                                "record header (a torn write, or still being written); ignored, 1 record lost")
            break
        length, crc = _HEADER.unpack_from(buf, pos)
        if masked_crc(buf[pos:pos + 8]) != crc:
            found = resync(buf, pos + 1)
            if found is None:
                if not final:
                    break
                out.warnings.append(f"{name}: record {first + out.records} at byte {base + pos} failed its length CRC check "
                                    f"and no intact record follows; {n - pos} bytes ignored (damage or garbage "
                                    "at the end of the file)")
                break
            skipped = found - pos
            out.warnings.append(f"{name}: record {first + out.records} at byte {base + pos} failed its length CRC "
                                f"check; resynchronised at byte {base + found}, skipped {skipped} bytes, at least 1 record "
                                f"lost (about {max(1, round(skipped / avg))} by the average record size)")
            out.records += 1
            pos, recent = found, []
            pattern, next_try, cycle, last_cycle, cycle_size = None, 8, [], None, 0
            continue
        if pos + OVERHEAD + length > n:
            if not final:
                break
            out.warnings.append(f"{name}: record {first + out.records} at byte {base + pos} is cut short ({n - pos} of "
                                f"{OVERHEAD + length} bytes: a torn write, or still being written); "
                                "ignored, 1 record lost")
            break
        singles[0].append(pos)
        singles[1].append(length)
        singles[2].append(out.records)
        out.records += 1
        if pattern is None:
            recent.append(length)
        else:
            walked += 1
            if cycle is not None:
                cycle.append(length)
                cycle_size += 1
        pos += OVERHEAD + length
        avg = 0.9 * avg + 0.1 * (OVERHEAD + length)
    out.end = pos
    offsets, lengths, numbers = runs.arrays()
    offsets = np.concatenate([offsets, np.asarray(singles[0], dtype=np.int64)])
    lengths = np.concatenate([lengths, np.asarray(singles[1], dtype=np.int64)])
    numbers = np.concatenate([numbers, np.asarray(singles[2], dtype=np.int64)])
    # In file order: record numbers are unique and below out.records, so each record's place
    # is its rank among them (a few linear passes, not a sort; but a sort of the few loose
    # records when nearly all are in blocks).
    if len(numbers) == out.records:
        where = numbers
        out.loose_numbers = np.arange(out.records, dtype=np.int64)
    elif len(numbers) * 16 < out.records:
        order = np.argsort(numbers, kind="stable")
        out.loose_offsets, out.loose_lengths, out.loose_numbers = offsets[order], lengths[order], numbers[order]
        return out
    else:
        present = np.zeros(out.records, dtype=np.int8)
        present[numbers] = 1
        where = np.cumsum(present, dtype=np.int64)[numbers] - 1
        out.loose_numbers = np.flatnonzero(present).astype(np.int64, copy=False)
    out.loose_offsets = np.empty_like(offsets)
    out.loose_offsets[where] = offsets
    out.loose_lengths = np.empty_like(lengths)
    out.loose_lengths[where] = lengths
    return out
