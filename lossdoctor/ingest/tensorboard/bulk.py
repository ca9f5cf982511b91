"""Route every framed record to bulk decoding by template, or to the protobuf fallback."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.tensorboard.columns import Records
from lossdoctor.ingest.tensorboard.fastdecode import Decoded, constant_part, decode, template_at
from lossdoctor.ingest.tensorboard.framing import HEADER, Block, Framing
from lossdoctor.ingest.tensorboard.layout import Layout

# Below these sizes numpy's per-call overhead costs more than protobuf per record.
MIN_STRIDED = 32
MIN_GROUP = 8
LONG_PERIOD = 8  # blocks of learnt cycles (many slots, few periods each): never decoded slot by slot in place
MIN_ALONE = 4096  # records of a periodic slot decoded in place, unless its blocks repeat (Records.reps)
# Distinct templates tried per group of equal-length records before giving up on it; fewer
# for long records (histograms, images: never scalar events, and each try costs a CRC).
MAX_TEMPLATES = 16
LONG = 512
MAX_LONG_TEMPLATES = 2


@dataclass(frozen=True)
class Pending:
    """Many one-value records of one layout, decoded later straight into their tag's arrays:
    a big periodic slot (strided records), or the slots of one length gathered from many
    short blocks (listed records, `listed` their record numbers)."""

    records: Records
    block: int  # slots with one block number (listed: < 0, one per shape and slot count) are decoded side by side
    first: int  # record number of the first record
    period: int  # record numbers advance by this much
    template: bytes
    layout: Layout
    rep_step: int = 0  # record numbers from one run of blocks to the next (Records.reps)
    listed: np.ndarray | None = None
    # Listed records may hold another tag of the same length: each chunk is put through
    # `matching` first, and the records that fail it are handed back like damaged ones.
    match: bool = False

    @property
    def last(self) -> int:
        """Record number of the last record."""
        if self.listed is not None:
            return int(self.listed[-1])
        return self.first + self.rep_step * (self.records.reps - 1) + self.period * (self.records.inner - 1)

    def numbers(self) -> np.ndarray:
        """Record numbers of all records."""
        if self.listed is not None:
            return self.listed
        return _numbers(self.first, self.period, self.records, self.rep_step)


def _numbers(first: int, period: int, records: Records, rep_step: int) -> np.ndarray:
    inner = first + period * np.arange(records.inner, dtype=np.int64)
    if records.reps == 1:
        return inner
    return (rep_step * np.arange(records.reps, dtype=np.int64)[:, None] + inner[None, :]).reshape(-1)


@dataclass
class Routed:
    """Bulk-decoded groups, and the records left for the protobuf fallback (data offsets)."""

    decoded: list[Decoded] = field(default_factory=list)
    pending: list[Pending] = field(default_factory=list)
    rest_offsets: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    rest_lengths: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))
    rest_numbers: np.ndarray = field(default_factory=lambda: np.zeros(0, np.int64))


class _Loose:
    """Records that go to grouping by length, collected from everywhere."""

    def __init__(self) -> None:
        self.offsets: list[np.ndarray] = []
        self.lengths: list[np.ndarray] = []
        self.numbers: list[np.ndarray] = []

    def add(self, offsets: np.ndarray, length: int | np.ndarray, numbers: np.ndarray) -> None:
        """Queue records (data offsets, one length or one per record, record numbers)."""
        self.offsets.append(np.asarray(offsets, dtype=np.int64))
        self.lengths.append(np.broadcast_to(np.asarray(length, dtype=np.int64), offsets.shape))
        self.numbers.append(np.asarray(numbers, dtype=np.int64))

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Everything queued, in file order: data offsets, lengths, record numbers."""
        if not self.offsets:
            empty = np.zeros(0, np.int64)
            return empty, empty, empty
        numbers = np.concatenate(self.numbers) if len(self.numbers) > 1 else self.numbers[0]
        if bool((numbers[1:] > numbers[:-1]).all()):  # in file order already
            if len(self.numbers) == 1:  # one source (the framing's loose records): no copy
                return self.offsets[0], np.asarray(self.lengths[0]), numbers
            return np.concatenate(self.offsets), np.concatenate(self.lengths), numbers
        order = np.argsort(numbers, kind="stable")
        return np.concatenate(self.offsets)[order], np.concatenate(self.lengths)[order], numbers[order]


def _runs(blocks: list[Block]) -> list[tuple[int, Block, int, int, int]]:
    """Consecutive blocks of one shape at equal distances, as (index, first block, reps,
    bytes and records from one to the next): each slot of a run is then one set of records."""
    out: list[tuple[int, Block, int, int, int]] = []
    for index, block in enumerate(blocks):
        if out:
            at, head, reps, gap, step = out[-1]
            last = blocks[at + reps - 1]
            if block.lengths == head.lengths and block.count == head.count:
                if reps == 1 and block.start > head.start:
                    out[-1] = (at, head, 2, block.start - head.start, block.first - head.first)
                    continue
                if block.start - last.start == gap and block.first - last.first == step:
                    out[-1] = (at, head, reps + 1, gap, step)
                    continue
        out.append((index, block, 1, 0, 0))
    return out


def _chain(firsts: np.ndarray, count: np.ndarray, step: int) -> np.ndarray:
    """firsts[i] + step * j for j < count[i], for every i in turn: one cumulative sum, so no
    temporary the size of the result besides the result itself."""
    out = np.full(int(count.sum()), step, dtype=np.int64)
    heads = np.cumsum(count) - count
    out[0] = firsts[0]
    out[heads[1:]] = firsts[1:] - firsts[:-1] - step * (count[:-1] - 1)
    return np.cumsum(out, out=out)


def _short(buf: FileBytes, blocks: list[Block], out: Routed, rest: list[tuple[np.ndarray, int, np.ndarray]]) -> None:
    """Every record of short lone blocks, gathered slot by slot across all blocks of one period
    shape: each slot's records are one tag in file order, so there is no sort by length, no
    merge with other records and no set of another tag to take out of the rows. Many records
    of one length wait as a listed Pending slot (decoded into place later); fewer, or several
    tags of that length, are decoded by template now."""
    by_shape: dict[tuple[int, ...], list[Block]] = {}
    for block in blocks:
        if block.count:
            by_shape.setdefault(block.lengths, []).append(block)
    for lengths, group in by_shape.items():
        size = len(lengths)
        rel = np.asarray(group[0].slot_offsets(), dtype=np.int64) + HEADER
        start, count, first = (np.array([getattr(b, k) for b in group], dtype=np.int64)
                               for k in ("start", "count", "first"))
        at = _chain(start, count, group[0].stride)  # each period's first byte
        number = _chain(first, count, size)  # and its first record number
        # The slots of one length (a learnt cycle holds each tag in several) go together, in
        # file order: period by period, slot by slot. Lengths with as many slots have as many
        # records, row i of each from the same period: they are decoded side by side, chunk by
        # chunk, so each stretch of the file is fetched from memory once for all of them.
        sides: dict[int, int] = {}
        for length in dict.fromkeys(lengths):
            slots = [k for k, other in enumerate(lengths) if other == length]
            if len(slots) == 1:
                offsets, numbers = at + rel[slots[0]], number + slots[0]
            else:
                offsets = (at[:, None] + rel[slots][None, :]).reshape(-1)
                numbers = (number[:, None] + np.array(slots, dtype=np.int64)[None, :]).reshape(-1)
            if len(offsets) < MIN_GROUP:
                rest.append((offsets, length, numbers))
            elif len(offsets) < MIN_ALONE or not _listed(buf, length, len(slots), offsets, numbers, out,
                                                         sides.setdefault(len(slots), -1 - len(out.pending))):
                _group(buf, length, offsets, numbers, out, rest)


def _listed(buf: FileBytes, length: int, slots: int, offsets: np.ndarray, numbers: np.ndarray, out: Routed,
            side: int) -> bool:
    """Queue many records of one length as a listed Pending slot, decoded later straight into
    their tag's arrays (no decoded copy to place), when their first period is one tag's
    one-value layout in every slot."""
    template, layout = template_at(buf, int(offsets[0]), length)
    if layout is None or len(layout.spots) != 1:
        return False
    constant = constant_part(layout, template)
    for k in range(1, slots):
        data, other = template_at(buf, int(offsets[k]), length)
        if other != layout or constant_part(layout, data) != constant:
            return False
    records = Records(buf, length, offsets=offsets)
    out.pending.append(Pending(records, side, int(numbers[0]), 0, template, layout,
                               listed=numbers, match=True))
    return True


def _blocks(buf: FileBytes, framing: Framing, out: Routed, loose: _Loose,
            rest: list[tuple[np.ndarray, int, np.ndarray]]) -> None:
    known: dict[int, list[tuple[bytes, Layout]]] = {}  # layouts met in earlier blocks, by length
    short: list[Block] = []
    for index, block, reps, gap, step in _runs(framing.blocks):
        period = len(block.lengths)
        if (reps == 1 and block.count < MIN_ALONE) or period > LONG_PERIOD:
            # A lone short block costs a dozen numpy calls per slot decoded in place; gathered
            # with every block of its shape, it costs a row copy. So do the blocks of a learnt
            # cycle (dozens of slots, a few periods each), equally spaced or not.
            short += framing.blocks[index:index + reps]
            continue
        for slot, (rel, length) in enumerate(zip(block.slot_offsets(), block.lengths)):
            base = block.start + rel + HEADER
            records = Records(buf, length, base=base, stride=block.stride, count=block.count, reps=reps,
                              rep_stride=gap)
            small = block.count < MIN_STRIDED
            template, layout = template_at(buf, base, length, known) if not small else (b"", None)
            numbers = _numbers(block.first + slot, period, records, step)
            if layout is None:
                loose.add(records.data_offsets(), length, numbers)
                continue
            if len(layout.spots) == 1:
                out.pending.append(Pending(records, index, block.first + slot, period, template, layout, step))
                continue
            decoded, bad = decode(records, numbers, template, layout)
            out.decoded.append(decoded)
            if bad.any():
                loose.add(records.data_offsets()[bad], length, numbers[bad])
    _short(buf, short, out, rest)


def _group(buf: FileBytes, length: int, offsets: np.ndarray, numbers: np.ndarray, out: Routed,
           rest: list[tuple[np.ndarray, int, np.ndarray]]) -> None:
    tries = 0
    most = MAX_TEMPLATES if length <= LONG else MAX_LONG_TEMPLATES
    while len(offsets) >= MIN_GROUP and tries < most:
        tries += 1
        template, layout = template_at(buf, int(offsets[0]), length)
        if layout is None:
            rest.append((offsets[:1], length, numbers[:1]))
            offsets, numbers = offsets[1:], numbers[1:]
            continue
        # Each cache-sized chunk is copied side by side once, then sorted by `matching` (so that
        # records of another tag of this length do not fail the chunk's bulk check) and decoded
        # while in cache; the copies go back to the allocator chunk by chunk, so a large group
        # never costs a fresh, page-faulted copy of itself.
        decoded, bad = decode(Records(buf, length, offsets=offsets), numbers, template, layout, match=True)
        if len(decoded.numbers):
            out.decoded.append(decoded)
        if not bad.any():
            return
        offsets, numbers = offsets[bad], numbers[bad]
    if len(offsets):
        rest.append((offsets, length, numbers))


def route(buf: FileBytes, framing: Framing) -> Routed:
    """Plan bulk decoding: periodic slots wait (Pending), the rest is grouped by length."""
    out = Routed()
    loose = _Loose()
    rest: list[tuple[np.ndarray, int, np.ndarray]] = []
    if len(framing.loose_offsets):
        starts = np.asarray(framing.loose_offsets, dtype=np.int64) + HEADER
        loose.add(starts, np.asarray(framing.loose_lengths, dtype=np.int64),
                  np.asarray(framing.loose_numbers, dtype=np.int64))
    _blocks(buf, framing, out, loose, rest)
    route_loose(buf, *loose.arrays(), out, rest)
    return out


def _by_length(lengths: np.ndarray) -> np.ndarray:
    """Positions sorted by length, file order kept inside each length (16-bit keys sort by
    radix, several times faster than 64-bit ones; the few longer records are sorted apart)."""
    if not len(lengths) or int(lengths.max()) < 0xFFFF:
        return np.argsort(lengths.astype(np.uint16), kind="stable")
    order = np.argsort(np.minimum(lengths, 0xFFFF).astype(np.uint16), kind="stable")
    long = int(np.searchsorted(lengths[order] >= 0xFFFF, True))
    tail = order[long:]
    order[long:] = tail[np.argsort(lengths[tail], kind="stable")]
    return order


def route_loose(buf: FileBytes, offsets: np.ndarray, lengths: np.ndarray, numbers: np.ndarray, out: Routed,
                rest: list[tuple[np.ndarray, int, np.ndarray]] | None = None) -> None:
    """Decode loose records (data offsets, in file order) by template; leave the rest (and
    `rest`, records set aside before) for protobuf."""
    rest = [] if rest is None else rest
    if len(lengths):
        order = _by_length(lengths)
        cuts = np.flatnonzero(np.diff(lengths[order])) + 1
        for group in np.split(order, cuts):
            length = int(lengths[group[0]])
            if len(group) < MIN_GROUP:
                rest.append((offsets[group], length, numbers[group]))
            else:
                _group(buf, length, offsets[group], numbers[group], out, rest)
    if rest:
        r_off = np.concatenate([r[0] for r in rest])
        r_len = np.concatenate([np.full(len(r[0]), r[1], dtype=np.int64) for r in rest])
        r_num = np.concatenate([r[2] for r in rest])
        order = np.argsort(r_num, kind="stable")
        out.rest_offsets, out.rest_lengths, out.rest_numbers = r_off[order], r_len[order], r_num[order]


def unrouted(framing: Framing) -> Routed:
    """Every record left for the protobuf path (to check the bulk decoder against it)."""
    loose = _Loose()
    if len(framing.loose_offsets):
        loose.add(np.asarray(framing.loose_offsets, dtype=np.int64) + HEADER,
                  np.asarray(framing.loose_lengths, dtype=np.int64),
                  np.asarray(framing.loose_numbers, dtype=np.int64))
    for block in framing.blocks:
        period = len(block.lengths)
        for slot, (rel, length) in enumerate(zip(block.slot_offsets(), block.lengths)):
            base = block.start + rel + HEADER
            loose.add(base + block.stride * np.arange(block.count, dtype=np.int64), length,
                      block.first + slot + period * np.arange(block.count, dtype=np.int64))
    out = Routed()
    out.rest_offsets, out.rest_lengths, out.rest_numbers = loose.arrays()
    return out
