"""Vectorised scan of `.wandb` chunk headers: every 32 KiB block walked in parallel, CRCs checked per block.

`wandb.log.records` keeps the exact chunk-by-chunk state machine, but leaps over the
stretches of intact chunks found here (whole records, those split over blocks included),
so Python runs once per damaged or odd spot instead of once per record or block.
"""

from __future__ import annotations

import mmap
import zlib
from dataclasses import dataclass

import numpy as np

from lossdoctor.ingest.unaligned import unaligned
from lossdoctor.ingest.wandb import paging

# Same values as in wandb.log (which imports this module, so they cannot come from there).
BLOCK = 32768
CHUNK_HEADER = 7
FULL, FIRST, MIDDLE, LAST = 1, 2, 3, 4


def _solver(columns: list[int]) -> dict[int, tuple[int, int]]:
    """An XOR basis of 32-bit `columns` (pivot = highest bit -> (vector, columns used))."""
    basis: dict[int, tuple[int, int]] = {}
    for k, vec in enumerate(columns):
        combo = 1 << k
        for bit in range(31, -1, -1):
            if not vec >> bit & 1:
                continue
            if bit in basis:
                vec ^= basis[bit][0]
                combo ^= basis[bit][1]
            else:
                basis[bit] = (vec, combo)
                break
    return basis


def _solve(basis: dict[int, tuple[int, int]], target: int) -> int:
    combo = 0
    for bit in range(31, -1, -1):
        if target >> bit & 1:
            target ^= basis[bit][0]
            combo ^= basis[bit][1]
    return combo


def _reset_tables() -> tuple[int, list[np.ndarray]]:
    """Tables for y(s): the 4 bytes with zlib.crc32(b"\\0\\0" + y, s) == 0.

    CRC-32 is affine over GF(2), so y(s) = y0 ^ T(s) for a fixed 32x32 bit matrix T;
    T is applied one byte of `s` at a time through 256-entry tables.
    """
    zeros = bytes(6)
    c0 = zlib.crc32(zeros, 0)
    basis = _solver([zlib.crc32(b"\0\0" + (1 << k).to_bytes(4, "little"), 0) ^ c0 for k in range(32)])
    y0 = _solve(basis, c0)
    cols = [_solve(basis, zlib.crc32(zeros, 1 << k) ^ c0) for k in range(32)]
    tables = []
    for byte in range(4):
        table = np.zeros(256, dtype=np.uint32)
        for bit in range(8):
            table[np.arange(256) >> bit & 1 == 1] ^= np.uint32(cols[8 * byte + bit])
        tables.append(table)
    return y0, tables


_Y0, _TABLES = _reset_tables()


@dataclass
class Scan:
    """Chunk headers found by walking each block from its start (file order)."""

    pos: np.ndarray  # file offset of each chunk header
    end: np.ndarray  # offset just past its data
    kind: np.ndarray  # chunk type (FULL, FIRST, MIDDLE, LAST, or anything else)
    ok: np.ndarray  # a known type, inside its block, and its CRC holds
    # For a chunk where reading may leap: the end (exclusive index) of the longest stretch
    # from it of intact chunks, linked block to block, forming whole records; else -1.
    leap: np.ndarray


def _walk(b: np.ndarray, size: int, from_block: int = 0, to_block: int = -1) -> tuple[np.ndarray, np.ndarray]:
    """Chunk header offsets and their first 8 bytes as little-endian words (CRC, length,
    type, one more byte), in file order: all blocks (from `from_block` to before `to_block`)
    walked at once, each until its chain leaves the block or meets an impossible chunk type
    (the state machine in `wandb.log` handles whatever lies beyond). `size` must be at least 8."""
    if to_block < 0:
        to_block = -(-size // BLOCK)
    count = to_block - from_block
    if count <= 0:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.uint64)
    cur = np.arange(from_block, to_block, dtype=np.int64) * BLOCK
    if from_block == 0:
        cur[0] = CHUNK_HEADER  # the file header takes the first 7 bytes
    stop = np.minimum(cur - cur % BLOCK + BLOCK, size)
    block = np.arange(count)
    words = unaligned(b, "<u8")
    last = size - 8
    found, blocks, heads = [], [], []
    while True:
        live = cur + CHUNK_HEADER <= stop
        if not live.all():
            cur, stop, block = cur[live], stop[live], block[live]
        if not cur.size:
            break
        # One 8-byte read per header (the whole header is in one cache line); a header in
        # the file's last 7 bytes (only ever in the last block: cur[-1]) is read from one
        # byte earlier and shifted down.
        if cur[-1] > last:
            at = np.minimum(cur, last)
            head = words[at] >> ((cur - at) * 8).astype(np.uint64)
        else:
            head = words[cur]
        found.append(cur)
        blocks.append(block)
        heads.append(head)
        go = ((head >> np.uint64(48)) & np.uint64(0xFF)) - np.uint64(1) < np.uint64(4)  # types 1-4
        nxt = (((head >> np.uint64(32)) & np.uint64(0xFFFF)) + np.uint64(CHUNK_HEADER)).view(np.int64)
        nxt += cur
        if go.all():
            cur = nxt
        else:
            cur, stop, block = nxt[go], stop[go], block[go]
    if not found:
        return np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.uint64)
    # Found in (step, block) order; the k-th chunk of block j goes to first[j] + k.
    per_block = np.bincount(np.concatenate(blocks), minlength=count)
    first = np.concatenate(([0], np.cumsum(per_block)[:-1]))
    total = int(per_block.sum())
    out, out_head = np.empty(total, dtype=np.int64), np.empty(total, dtype=np.uint64)
    for step, (at, blk, head) in enumerate(zip(found, blocks, heads)):
        where = first[blk] + step
        out[where] = at
        out_head[where] = head
    return out, out_head


# Everything after the walk runs a segment of the file at a time, so that its arrays and
# the bytes it alters and checks stay in the CPU caches (twice as fast on a 600 MB file).
SEGMENT = 128 * BLOCK


# Files of at least this many blocks (64 MiB) are scanned in two halves at once, the second
# in a forked process (see `parallel.both_cores`): blocks are walked and checked alone.
SPLIT_BLOCKS = 2048


def scan(buf: bytes | bytearray | mmap.mmap) -> Scan:
    """Walk every block's chunks and check their CRCs (one zlib call per block when intact).

    `buf` holds the whole file; it is only read (a read-only mapping of the file will do).
    """
    size = len(buf)
    count = -(-size // BLOCK)
    from lossdoctor import parallel

    if count >= SPLIT_BLOCKS and parallel.split_work():
        half = count // 2
        # Room for the second half's arrays: 18 bytes per chunk of at least 7 bytes.
        first, second = parallel.both_cores(lambda: _scan_windows(buf, 0, half),
                                            lambda: _scan_windows(buf, half, count), 3 * (size - half * BLOCK))
        pos, end, kind, ok = (np.concatenate(pair) for pair in zip(first, second))
    else:
        pos, end, kind, ok = _scan_windows(buf, 0, count)
    return Scan(pos, end, kind, ok, _leaps(pos, end, kind, ok))


def _scan_windows(buf: bytes | bytearray | mmap.mmap, first: int, last: int
                  ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """`_scan_blocks` over blocks [first, last), a paging window at a time, each window's
    pages of a mapped file dropped once scanned (see `wandb.paging`)."""
    step = max(1, paging.WINDOW // BLOCK)
    if last - first <= step:
        return _scan_blocks(buf, first, last)
    parts = []
    for lo in range(first, last, step):
        hi = min(lo + step, last)
        parts.append(_scan_blocks(buf, lo, hi))
        paging.release(buf, lo * BLOCK, hi * BLOCK)
    pos, end, kind, ok = (np.concatenate(part) for part in zip(*parts))
    return pos, end, kind, ok


def _scan_blocks(buf: bytes | bytearray | mmap.mmap, first: int, last: int
                 ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(pos, end, kind, ok) of Scan for the chunks of blocks [first, last).

    Blocks are independent here: a chain never leaves its block (records that span blocks
    are put together later, from these chunks, by `wandb.log.records`)."""
    size = len(buf)
    b = np.frombuffer(buf, dtype=np.uint8)
    if size > CHUNK_HEADER:
        pos, head = _walk(b, size, first, last)
    else:
        pos, head = np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.uint64)
    del b  # a live export would forbid the caller from growing the bytearray
    end = np.empty(len(pos), dtype=np.int64)
    kind = np.empty(len(pos), dtype=np.uint8)
    ok = np.zeros(len(pos), dtype=bool)
    cuts = np.searchsorted(pos, np.arange(first * BLOCK, last * BLOCK + SEGMENT, SEGMENT)).tolist()
    view = memoryview(buf)
    scratch = bytearray(min(size, SEGMENT + 2 * BLOCK))  # one segment's bytes at a time, altered there
    for lo, hi in zip(cuts[:-1], cuts[1:]):
        if lo == hi:
            continue
        at, word = pos[lo:hi], head[lo:hi]
        kind[lo:hi] = here = ((word >> np.uint64(48)) & np.uint64(0xFF)).astype(np.uint8)
        end[lo:hi] = stop = at + CHUNK_HEADER + ((word >> np.uint64(32)) & np.uint64(0xFFFF)).astype(np.int64)
        block = at // BLOCK
        sound = (here >= 1) & (here <= 4) & (stop <= np.minimum((block + 1) * BLOCK, size))
        stored = (word & np.uint64(0xFFFFFFFF)).astype(np.uint32)
        ok[lo:hi] = sound & _check(view, scratch, at, stop, block, sound, stored)
    del view
    return pos, end, kind, ok


def _leaps(pos: np.ndarray, end: np.ndarray, kind: np.ndarray, ok: np.ndarray) -> np.ndarray:
    """Scan.leap: where `wandb.log.records` may take many chunks at once, and how many.

    Reading goes from chunk i to chunk i+1 either inside a block, or across a block
    boundary after a trailer of under 7 bytes. Along such links, intact chunks must come as
    FULL, or FIRST MIDDLE* LAST; a leap ends after the last whole record before anything
    else (a bad chunk, a broken link, a continuation out of place).
    """
    n = len(pos)
    leap = np.full(n, -1, dtype=np.int64)
    if not n:
        return leap
    block = pos // BLOCK
    linked = (block[1:] == block[:-1]) | ((block[1:] == block[:-1] + 1) & (pos[1:] == block[1:] * BLOCK)
                                          & ((block[:-1] + 1) * BLOCK - end[:-1] < CHUNK_HEADER))
    head = (kind == FULL) | (kind == FIRST)
    delta = (kind == FIRST).astype(np.int8) - (kind == LAST)
    if head[0] and linked.all() and ok.all():
        # One stretch, nearly always: it holds whole records iff every head comes with no record
        # open and every other chunk with one open; it then ends after the last FULL or LAST.
        before = np.cumsum(delta, dtype=np.int32) - delta
        if np.array_equal(before, ~head):
            closes = (kind == FULL) | (kind == LAST)
            if not closes.any():  # one record, cut short
                return leap
            end_at = n - int(np.argmax(closes[::-1]))
            leap[:end_at][head[:end_at]] = end_at
            return leap
    begins = np.concatenate(([True], ~linked | ~ok[:-1]))  # a stretch can start here, not continue
    index = np.arange(n)
    # A stretch that starts inside a record whose start was lost starts again after its end.
    lasts = np.minimum.accumulate(np.where(kind == LAST, index, n)[::-1])[::-1]
    resume = lasts[np.flatnonzero(begins & ~head)] + 1
    begins[resume[resume < n]] = True
    # Open records before each chunk, counted from the start of its stretch.
    delta = delta.astype(np.int64)
    before = np.cumsum(delta) - delta
    opened = before - before[np.maximum.accumulate(np.where(begins, index, 0))]
    bad = ~ok | (head & (opened != 0)) | (~head & (opened != 1))
    # A stretch from i takes chunks up to (not including) the next one after i that is bad
    # or cannot be reached from its predecessor, and ends after the last whole record.
    cut = np.minimum.accumulate(np.where(bad | begins, index, n)[::-1])[::-1]
    stop = np.concatenate((cut[1:], [n]))
    closes = np.flatnonzero(((kind == FULL) | (kind == LAST)) & ~bad) + 1
    if not closes.size:
        return leap
    k = np.searchsorted(closes, stop, side="right") - 1
    reach = np.where(k >= 0, closes[np.maximum(k, 0)], -1)
    usable = head & ~bad & (reach > index)
    leap[usable] = reach[usable]
    return leap


def _check(view: memoryview, scratch: bytearray, pos: np.ndarray, end: np.ndarray, block: np.ndarray,
           sound: np.ndarray, stored: np.ndarray) -> np.ndarray:
    """Whether each sound chunk's CRC (over type byte + data) matches its stored one (chunks
    of whole blocks of the file `view`; their bytes are copied into `scratch` and altered there).

    Why batched: a zlib call per chunk costs more in Python than the CRC itself. The 6
    header bytes between consecutive chunks of a block are replaced by bytes that bring
    the CRC state back to its initial value whenever the previous chunk's CRC matched, so
    one call over a block's chunks returns the last stored CRC iff all matched (a wrong one
    changes the result: the error term passes through an invertible map). Blocks that fail
    are checked chunk by chunk, in the file's own bytes. The copy (about 4 MB at a time, in
    the CPU caches) leaves the file's buffer untouched: a read-only mapping of it will do.
    """
    ok = np.zeros(len(pos), dtype=bool)
    idx = np.flatnonzero(sound)
    if not idx.size:
        return ok
    base = int(pos[idx[0]])
    span = int(end[idx[-1]]) - base
    if span > len(scratch):  # (never with segments of whole blocks; a guard)
        scratch = bytearray(span)
    scratch[:span] = view[base:base + span]
    b = np.frombuffer(scratch, dtype=np.uint8)
    same_block = block[idx[1:]] == block[idx[:-1]]
    chained = idx[1:][same_block]  # a sound chunk right after another in its block
    s = stored[chained - 1]
    y = np.uint32(_Y0) ^ _TABLES[0][s & 0xFF] ^ _TABLES[1][(s >> 8) & 0xFF] \
        ^ _TABLES[2][(s >> 16) & 0xFF] ^ _TABLES[3][s >> 24]
    # The 6 bytes before each chained chunk's type byte become 0, 0, then y little-endian.
    at = pos[chained] - base
    low, high = unaligned(b, "<u2"), unaligned(b, "<u4")
    low[at], high[at + 2] = 0, y
    first = idx[np.concatenate(([True], ~same_block))]  # per block: its first and last sound chunk
    last = idx[np.concatenate((~same_block, [True]))]
    crc32 = zlib.crc32
    local = memoryview(scratch)
    block_ok = np.array([crc32(local[i:j]) == want for i, j, want
                         in zip((pos[first] + 6 - base).tolist(), (end[last] - base).tolist(),
                                stored[last].tolist())], dtype=bool)
    del local, low, high, b  # exports of `scratch` would forbid resizing it
    ok[idx] = block_ok[np.cumsum(np.concatenate(([True], ~same_block))) - 1]
    for j in np.flatnonzero(~block_ok).tolist():  # chunk by chunk where a block failed
        for k in range(int(first[j]), int(last[j]) + 1):
            ok[k] = crc32(view[pos[k] + 6:end[k]]) == stored[k]
    return ok
