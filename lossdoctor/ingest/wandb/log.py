"""The LevelDB-log framing of W&B `.wandb` run files: header, 32 KiB blocks, CRC-checked chunks."""

from __future__ import annotations

import mmap
import os
import struct
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from lossdoctor.ingest.wandb import paging
from lossdoctor.ingest.wandb.logscan import Scan, scan

HEADER = b":W&B" + struct.pack("<HB", 0xBEE1, 0)
HEADER_SIZE = len(HEADER)  # 7
BLOCK = 32768
CHUNK_HEADER = 7  # crc32 u32 LE | length u16 LE | type u8
PAD = 64  # zero bytes after the payloads in Framed.buf, for bulk decoders' look-ahead
FULL, FIRST, MIDDLE, LAST = 1, 2, 3, 4

_unpack = struct.Struct("<IHB").unpack_from
# CRC-32 (IEEE) of the type byte alone, the seed of each chunk's CRC over type + data.
_TYPE_SEED = {kind: zlib.crc32(bytes([kind])) for kind in (FULL, FIRST, MIDDLE, LAST)}


def header_problem(head: bytes | bytearray) -> str | None:
    """Why these first bytes are not a `.wandb` header, or None when they are one."""
    if len(head) == 0:
        return "the file is empty (header is 0 bytes instead of the expected 7); it may still be being written"
    if len(head) < HEADER_SIZE:
        return f"the header is cut short ({len(head)} of 7 bytes)"
    if head[:4] != HEADER[:4]:
        return "not a W&B run file (it does not start with ':W&B')"
    if head[:HEADER_SIZE] != HEADER:
        magic, version = struct.unpack_from("<HB", head, 4)
        return f"unsupported W&B log header (magic {magic:#06x}, version {version}; expected 0xbee1, 0)"
    return None


@dataclass
class Framed:
    """The records of one file as spans of `buf`, then of `extra`.

    `buf` is either the file read into a bytearray, followed by the joined payloads of
    multi-chunk records and PAD zero bytes (so bulk decoders can look ahead safely), with
    `extra` empty; or the file's bytes as given (a read-only mapping), with those joined
    payloads, copies of the records that end within PAD bytes of the file's end, and the PAD
    zero bytes in `extra`, whose spans count from len(buf) on."""

    buf: bytes | bytearray | mmap.mmap = bytes(PAD)
    # Per record: file offset of its first chunk, and its payload span in `buf` (int64 arrays).
    offsets: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    starts: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    ends: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    warnings: list[str] = field(default_factory=list)
    lost_bytes: int = 0
    extra: bytearray = field(default_factory=bytearray)

    def parts(self) -> list[tuple[bytes | bytearray | mmap.mmap, int]]:
        """(buffer, offset of its first byte in span terms) for `buf`, and `extra` if used;
        each ends with PAD zero bytes or is followed by more than PAD bytes of records."""
        return [(self.buf, 0), (self.extra, len(self.buf))] if self.extra else [(self.buf, 0)]

    def payload(self, index: int) -> bytes | bytearray:
        """The serialized record `index`."""
        start, end = int(self.starts[index]), int(self.ends[index])
        split = len(self.buf)
        if end <= split:
            return self.buf[start:end]
        return self.extra[start - split:end - split]

    @property
    def records(self) -> list[tuple[int, bytes | bytearray]]:
        """Every record as (file offset of its first chunk, payload)."""
        return [(offset, self.payload(i)) for i, offset in enumerate(self.offsets.tolist())]


def read_file(path: Path) -> bytearray:
    """The bytes of `path` as it is now (a file still being written may grow meanwhile),
    read straight into the mutable buffer `records` works in."""
    with path.open("rb") as f:
        buf = bytearray(os.fstat(f.fileno()).st_size)
        got = f.readinto(buf)
    del buf[got:]
    return buf


MAP_AT_LEAST = 1 << 20  # smaller files are read: a mapping saves too little there
POPULATE_UP_TO = 2 * paging.WINDOW


def map_file(path: Path) -> bytearray | mmap.mmap:
    """The bytes of `path` as it is now: a read-only mapping of a large file (POSIX), else
    `read_file`.

    Why: reading 100 MB into a fresh buffer costs the kernel a zeroed page per 4 KiB
    (0.1 s, and several times that on a busy machine); a mapping shares the page cache."""
    flags = getattr(mmap, "MAP_PRIVATE", None)
    if flags is None:
        return read_file(path)
    with path.open("rb") as f:
        size = os.fstat(f.fileno()).st_size
        if size < MAP_AT_LEAST:
            return read_file(path)
        # A file of a few windows is faulted in at once (faster); a larger one page by page
        # as each pass comes to it, since the passes hand its pages back (`wandb.paging`).
        populate = getattr(mmap, "MAP_POPULATE", 0) if size <= POPULATE_UP_TO else 0
        try:
            return mmap.mmap(f.fileno(), size, flags=flags | populate, prot=mmap.PROT_READ)
        except (OSError, ValueError):
            return read_file(path)


def records(data: bytes | bytearray | mmap.mmap, label: str) -> Framed:
    """Split a whole `.wandb` file (header included) into record payloads.

    A bytearray (see `read_file`) becomes `Framed.buf` itself, saving a copy of the file;
    do not use it afterwards. Other buffers (bytes, a mapping: see `map_file`) are only
    read, and become `Framed.buf` with `Framed.extra` beside them.

    Corruption never raises: a chunk with a bad CRC, length or type costs the rest of its
    block (LevelDB's recovery: resume at the next block boundary), continuation chunks
    whose record start was lost are dropped with that loss, zero-filled blocks (writer
    pre-allocation) are skipped silently, and a cut-off last record is a torn tail.
    """
    out = Framed()
    buf = data
    size = len(buf)
    pos = HEADER_SIZE
    pending: list[bytes | bytearray] = []
    pending_at = -1
    orphan = False  # inside a record whose start was lost in a skipped block
    crc32 = zlib.crc32
    view = memoryview(buf)
    joined: list[bytes] = []
    joined_size = 0
    # Records come as runs (array slices from the scan) and singles (lists) in file order.
    runs: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    offsets: list[int] = []
    starts: list[int] = []
    ends: list[int] = []
    add_offset, add_start, add_end = offsets.append, starts.append, ends.append
    found = scan(buf)
    locate = found.pos.searchsorted
    while pos < size:
        block_end = (pos // BLOCK + 1) * BLOCK
        if not pending:
            # Leap over a stretch of intact chunks that make whole records (nearly the whole
            # file), found and CRC-checked by the vectorised scan.
            i = int(locate(pos))
            if i < len(found.pos) and found.pos[i] == pos and found.leap[i] > i:
                j = int(found.leap[i])
                if offsets:
                    runs.append((np.array(offsets), np.array(starts), np.array(ends)))
                    offsets.clear()
                    starts.clear()
                    ends.clear()
                joined_size = _take(found, i, j, view, size + joined_size, joined, runs) - size
                pos = int(found.end[j - 1])
                orphan = False
                continue
        room = block_end - pos
        if room < CHUNK_HEADER:
            # Trailer padding (zeros) at the end of a block.
            pos = block_end
            continue
        if size - pos < CHUNK_HEADER:
            if any(data[pos:]):
                out.warnings.append(f"{label}: torn tail: {size - pos} bytes of a chunk header at byte {pos}; ignored")
                out.lost_bytes += size - pos
            break
        crc, length, kind = _unpack(data, pos)
        start = pos + CHUNK_HEADER
        end = start + length
        if kind == 0 and length == 0 and crc == 0:
            # Pre-allocated zeros: skip the block, but say so if it hides data.
            stop = min(block_end, size)
            if any(data[pos:stop]):
                out.warnings.append(
                    f"{label}: zeroed chunk header at byte {pos} in a block that holds data; "
                    f"skipped to byte {stop} ({stop - pos} bytes lost)")
                out.lost_bytes += stop - pos
            if pending:
                orphan = True
            pending = []
            pos = block_end
            continue
        if end > size and end <= block_end:
            out.warnings.append(
                f"{label}: torn tail: the chunk at byte {pos} needs {length} bytes but the file ends "
                f"after {size - start}; the last record is incomplete and was dropped")
            out.lost_bytes += size - pos
            pending = []
            break
        bad = None
        if kind not in _TYPE_SEED:
            bad = f"has an unknown chunk type {kind}"
        elif end > block_end:
            bad = f"claims {length} bytes, past the end of its block"
        elif crc32(view[start:end], _TYPE_SEED[kind]) != crc:
            bad = "failed its CRC check"
        if bad is not None:
            stop = min(block_end, size)
            lost = " and a record begun earlier" if pending else ""
            out.warnings.append(
                f"{label}: chunk at byte {pos} {bad}; skipped to the next block at byte {stop} "
                f"(records in {stop - pos} bytes{lost} lost)")
            out.lost_bytes += stop - pos
            pending = []
            orphan = True
            pos = block_end
            continue
        pos = end
        if kind == FULL:
            if pending:
                out.warnings.append(
                    f"{label}: a record begun at byte {pending_at} has no last chunk before byte "
                    f"{start - CHUNK_HEADER}; dropped")
                pending = []
            orphan = False
            add_offset(start - CHUNK_HEADER)
            add_start(start)
            add_end(end)
        elif kind == FIRST:
            if pending:
                out.warnings.append(
                    f"{label}: a record begun at byte {pending_at} has no last chunk before byte "
                    f"{start - CHUNK_HEADER}; dropped")
            orphan = False
            pending = [data[start:end]]
            pending_at = start - CHUNK_HEADER
        elif not pending:
            if not orphan:
                out.warnings.append(
                    f"{label}: chunk at byte {start - CHUNK_HEADER} continues a record whose start "
                    "is missing; dropped")
            if kind == LAST:
                orphan = False
        elif kind == MIDDLE:
            pending.append(data[start:end])
        else:
            pending.append(data[start:end])
            whole = b"".join(pending)
            offsets.append(pending_at)
            starts.append(size + joined_size)
            joined_size += len(whole)
            ends.append(size + joined_size)
            joined.append(whole)
            pending = []
    if pending:
        out.warnings.append(
            f"{label}: torn tail: the record begun at byte {pending_at} has no last chunk; "
            "the last record is incomplete and was dropped")
    del view  # a live export would forbid growing the bytearray
    runs.append((np.array(offsets, dtype=np.int64), np.array(starts, dtype=np.int64),
                 np.array(ends, dtype=np.int64)))
    out.offsets, out.starts, out.ends = (np.concatenate(part).astype(np.int64, copy=False)
                                         for part in zip(*runs))
    if isinstance(buf, bytearray):
        tail = b"".join([*joined, bytes(PAD)])
        try:
            buf += tail
        except BufferError:
            # Another view of the file's bytes is still alive (an array in a reference cycle
            # that a throttled garbage collector, as in a Dask worker, has not freed yet): a
            # bytearray with exports cannot grow, so the padded buffer is a copy this once.
            buf = buf + tail
        out.buf = buf
        return out
    # Records that end near the end of a buffer without padding are copied beside the joined
    # ones, where PAD zero bytes follow them.
    near = np.flatnonzero((out.ends > size - PAD) & (out.starts < size))
    at = size + joined_size
    for index in near.tolist():
        start, end = int(out.starts[index]), int(out.ends[index])
        joined.append(bytes(buf[start:end]))
        out.starts[index], out.ends[index] = at, at + end - start
        at += end - start
    out.buf = buf
    out.extra = bytearray(b"".join([*joined, bytes(PAD)]))
    paging.release(buf, 0, size)  # what the walk above touched again (odd chunks, joined records)
    return out


def _take(found: Scan, i: int, j: int, view: memoryview, at: int, joined: list[bytes],
          runs: list[tuple[np.ndarray, np.ndarray, np.ndarray]]) -> int:
    """Add the records of chunks [i, j) (whole records, all intact) to `runs`; the payloads
    of multi-chunk records are joined onto `joined`, the first at buffer offset `at`.
    Returns the offset after the last one joined."""
    kind = found.kind[i:j]
    heads = i + np.flatnonzero((kind == FULL) | (kind == FIRST))
    start, end = found.pos[heads] + CHUNK_HEADER, found.end[heads]
    firsts = np.flatnonzero(kind[heads - i] == FIRST)
    if firsts.size:
        lasts = (i + np.flatnonzero(kind == LAST)).tolist()
        done = int(found.pos[i])  # pages before this are handed back (a mapping's; see wandb.paging)
        for slot, first, last in zip(firsts.tolist(), heads[firsts].tolist(), lasts):
            whole = b"".join([view[p + CHUNK_HEADER:q] for p, q
                              in zip(found.pos[first:last + 1].tolist(), found.end[first:last + 1].tolist())])
            joined.append(whole)
            start[slot], end[slot] = at, at + len(whole)
            at += len(whole)
            if found.pos[first] - done > paging.WINDOW:
                paging.release(view.obj, done, int(found.pos[first]))
                done = int(found.pos[first])
    runs.append((found.pos[heads], start, end))
    return at


def frame(payloads: list[bytes], start: bytes = HEADER) -> bytes:
    """Write payloads in the same framing (for benchmarks and corruption tests)."""
    out = bytearray(start)
    for payload in payloads:
        first = True
        rest = memoryview(payload)
        while True:
            room = BLOCK - len(out) % BLOCK
            if room < CHUNK_HEADER:
                out += bytes(room)
                continue
            take = min(room - CHUNK_HEADER, len(rest))
            last = take == len(rest)
            kind = FULL if first and last else FIRST if first else LAST if last else MIDDLE
            piece = bytes(rest[:take])
            out += struct.pack("<IHB", zlib.crc32(piece, _TYPE_SEED[kind]), take, kind) + piece
            rest = rest[take:]
            first = False
            if last:
                break
    return bytes(out)
