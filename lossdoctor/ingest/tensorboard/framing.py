"""TFRecord framing: find every record, check length CRCs, resynchronise after damage.

A record is: uint64 length, masked CRC-32C of those 8 bytes, `length` data bytes, masked
CRC-32C of the data. Lengths chain, so boundaries are found by walking; but the records
of a training log repeat with a short period (the same tags, the same layout, step after
step), so after a few records we guess the period and verify millions of headers at
once with strided numpy views. Anything that breaks the pattern is walked one by one.
Data CRCs are checked later, by the decoders, in bulk.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.tensorboard.crc import masked_crc, small_length_crcs

HEADER = 12  # uint64 length + uint32 masked CRC of the length
OVERHEAD = 16  # header + uint32 masked CRC of the data
_MAX_PERIOD = 24
_FIRST_TRY = 64
_CHUNK = 1 << 13
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
    loose_offsets: list[int] = field(default_factory=list)
    loose_lengths: list[int] = field(default_factory=list)
    loose_numbers: list[int] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def _period(lengths: list[int]) -> int:
    """The shortest period with which the latest lengths repeat, or 0."""
    for p in range(1, min(_MAX_PERIOD, len(lengths) // 2) + 1):
        if lengths[-p:] == lengths[-2 * p:-p]:
            return p
    return 0


def _speculate(buf: FileBytes, pos: int, lengths: list[int]) -> int:
    """How many whole periods of `lengths` follow `pos` with intact, matching headers."""
    n = len(buf)
    offsets, at = [], 0
    for length in lengths:
        offsets.append(at)
        at += length + OVERHEAD
    stride = at
    expected = [(length, masked_crc(struct.pack("<Q", length))) for length in lengths]
    accepted, trying = 0, _FIRST_TRY
    while True:
        base = pos + accepted * stride
        count = min(trying, (n - base) // stride)
        if count <= 0:
            return accepted
        ok = np.ones(count, dtype=bool)
        for offset, (length, crc) in zip(offsets, expected):
            lens = np.ndarray((count,), dtype="<u8", buffer=buf, offset=base + offset, strides=(stride,))
            crcs = np.ndarray((count,), dtype="<u4", buffer=buf, offset=base + offset + 8, strides=(stride,))
            ok &= (lens == length) & (crcs == crc)
        if ok.all():
            accepted += count
            trying = min(trying * 4, _CHUNK)  # chunks stay in cache across slots
            continue
        return accepted + int(np.argmin(ok))


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
        lengths = np.ndarray((count,), dtype="<u8", buffer=buf, offset=at, strides=(1,))
        crcs = np.ndarray((count,), dtype="<u4", buffer=buf, offset=at + 8, strides=(1,))
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


def frame(buf: FileBytes, name: str) -> Framing:
    """Find every intact record in `buf` (the bytes of the file called `name`)."""
    n = len(buf)
    out = Framing(size=n)
    pos = 0
    recent: list[int] = []
    next_try = 8
    avg = 64.0
    while pos < n:
        if len(recent) >= next_try:
            p = _period(recent)
            count = _speculate(buf, pos, recent[-p:]) if p else 0
            if count >= 2:
                block = Block(out.records, pos, tuple(recent[-p:]), count)
                out.blocks.append(block)
                out.records += count * p
                pos += count * block.stride
                recent, next_try = [], 8
                continue
            next_try = len(recent) + 32
        if n - pos < HEADER:
            out.warnings.append(f"{name}: {n - pos} bytes at byte {pos} end the file in the middle of a "
                                "record header (a torn write, or still being written); ignored, 1 record lost")
            break
        length, crc = _HEADER.unpack_from(buf, pos)
        if masked_crc(buf[pos:pos + 8]) != crc:
            found = resync(buf, pos + 1)
            if found is None:
                out.warnings.append(f"{name}: record {out.records} at byte {pos} failed its length CRC check "
                                    f"and no intact record follows; {n - pos} bytes ignored (damage or garbage "
                                    "at the end of the file)")
                break
            skipped = found - pos
            out.warnings.append(f"{name}: record {out.records} at byte {pos} failed its length CRC check; "
                                f"resynchronised at byte {found}, skipped {skipped} bytes, at least 1 record "
                                f"lost (about {max(1, round(skipped / avg))} by the average record size)")
            out.records += 1
            pos, recent = found, []
            continue
        if pos + OVERHEAD + length > n:
            out.warnings.append(f"{name}: record {out.records} at byte {pos} is cut short ({n - pos} of "
                                f"{OVERHEAD + length} bytes: a torn write, or still being written); "
                                "ignored, 1 record lost")
            break
        out.loose_offsets.append(pos)
        out.loose_lengths.append(length)
        out.loose_numbers.append(out.records)
        out.records += 1
        recent.append(length)
        pos += OVERHEAD + length
        avg = 0.9 * avg + 0.1 * (OVERHEAD + length)
    return out
