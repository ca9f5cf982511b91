"""Vectorised scan of `.wandb` chunk headers: every 32 KiB block walked in parallel, CRCs checked per block.

`wandb_log.records` keeps the exact chunk-by-chunk state machine, but jumps over runs of
intact FULL chunks found here, so Python runs once per block boundary or odd chunk
instead of once per record.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

import numpy as np

# Same values as in wandb_log (which imports this module, so they cannot come from there).
BLOCK = 32768
CHUNK_HEADER = 7
FULL = 1


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
    full_ok: np.ndarray  # a FULL chunk inside its block whose CRC holds
    stoppers: np.ndarray  # indices where a run of full_ok chunks cannot continue


def _unaligned(b: np.ndarray, dtype: str) -> np.ndarray:
    """Item i = the little-endian integer in b[i:i+size] (a view): one 1-D fancy index then
    reads or writes whole header fields at any offsets."""
    size = np.dtype(dtype).itemsize
    return np.ndarray((max(0, len(b) - size + 1),), dtype=dtype, buffer=b, strides=(1,))


def _walk(b: np.ndarray, size: int) -> np.ndarray:
    """Chunk header offsets: all blocks walked at once, each until its chain leaves the
    block or meets an impossible chunk type (the state machine in `wandb_log` handles
    whatever lies beyond)."""
    count = -(-size // BLOCK)
    cur = np.arange(count, dtype=np.int64) * BLOCK
    cur[0] = CHUNK_HEADER  # the file header takes the first 7 bytes
    stop = np.minimum(cur - cur % BLOCK + BLOCK, size)
    block = np.arange(count)
    lengths = _unaligned(b, "<u2")
    found, blocks = [], []
    while True:
        live = cur + CHUNK_HEADER <= stop
        if not live.all():
            cur, stop, block = cur[live], stop[live], block[live]
        if not cur.size:
            break
        found.append(cur)
        blocks.append(block)
        kind = b[cur + 6]
        go = (kind >= 1) & (kind <= 4)
        nxt = cur + CHUNK_HEADER + lengths[cur + 4]
        cur, stop, block = nxt[go], stop[go], block[go]
    if not found:
        return np.zeros(0, dtype=np.int64)
    # Found in (step, block) order; the k-th chunk of block j goes to first[j] + k.
    per_block = np.bincount(np.concatenate(blocks), minlength=count)
    first = np.concatenate(([0], np.cumsum(per_block)[:-1]))
    out = np.empty(int(per_block.sum()), dtype=np.int64)
    for step, (at, blk) in enumerate(zip(found, blocks)):
        out[first[blk] + step] = at
    return out


def scan(buf: bytearray) -> Scan:
    """Walk every block's chunks and check their CRCs (one zlib call per block when intact).

    `buf` holds the whole file; it is altered during the check and restored.
    """
    size = len(buf)
    b = np.frombuffer(buf, dtype=np.uint8)
    pos = _walk(b, size) if size > CHUNK_HEADER else np.zeros(0, dtype=np.int64)
    kind = b[pos + 6]
    end = pos + CHUNK_HEADER + _unaligned(b, "<u2")[pos + 4]
    block = pos // BLOCK
    sound = (kind >= 1) & (kind <= 4) & (end <= np.minimum((block + 1) * BLOCK, size))
    stored = _unaligned(b, "<u4")[pos]
    crc_ok = _check(buf, pos, end, block, sound, stored)
    full_ok = sound & crc_ok & (kind == FULL)
    stoppers = np.flatnonzero(~full_ok | np.concatenate(([True], block[1:] != block[:-1])))
    return Scan(pos, end, full_ok, stoppers)


def _check(buf: bytearray, pos: np.ndarray, end: np.ndarray, block: np.ndarray, sound: np.ndarray,
           stored: np.ndarray) -> np.ndarray:
    """Whether each sound chunk's CRC (over type byte + data) matches its stored one.

    Why batched: a zlib call per chunk costs more in Python than the CRC itself. The 6
    header bytes between consecutive chunks of a block are replaced by bytes that bring
    the CRC state back to its initial value whenever the previous chunk's CRC matched (and
    put back afterwards), so one call over a block's chunks returns the last stored CRC iff
    all matched (a wrong one changes the result: the error term passes through an
    invertible map). Blocks that fail are checked chunk by chunk, over bytes that were
    never replaced (a chunk's type byte and data).
    """
    ok = np.zeros(len(pos), dtype=bool)
    idx = np.flatnonzero(sound)
    if not idx.size:
        return ok
    chained = idx[1:][(block[idx[1:]] == block[idx[:-1]])]  # a sound chunk right after another
    s = stored[chained - 1]
    y = np.uint32(_Y0) ^ _TABLES[0][s & 0xFF] ^ _TABLES[1][(s >> 8) & 0xFF] \
        ^ _TABLES[2][(s >> 16) & 0xFF] ^ _TABLES[3][s >> 24]
    # The 6 bytes before each chained chunk's type byte become 0, 0, then y little-endian.
    b = np.frombuffer(buf, dtype=np.uint8)
    low, high = _unaligned(b, "<u2"), _unaligned(b, "<u4")
    at = pos[chained]
    # What goes back afterwards: the stored CRC's low half, then its high half and the length.
    saved_low = (stored[chained] & 0xFFFF).astype(np.uint16)
    saved_high = (stored[chained] >> 16) | ((end[chained] - at - CHUNK_HEADER).astype(np.uint32) << 16)
    low[at] = 0
    high[at + 2] = y
    view = memoryview(buf)
    first = idx[np.concatenate(([True], block[idx[1:]] != block[idx[:-1]]))]
    last = idx[np.concatenate((block[idx[1:]] != block[idx[:-1]], [True]))]
    crc32 = zlib.crc32
    for lo, hi in zip(first.tolist(), last.tolist()):
        if crc32(view[pos[lo] + 6:end[hi]]) == stored[hi]:
            ok[lo:hi + 1] = True
        else:
            for k in range(lo, hi + 1):
                ok[k] = crc32(view[pos[k] + 6:end[k]]) == stored[k]
    del view  # a live export would forbid the caller from growing the bytearray
    low[at], high[at + 2] = saved_low, saved_high
    return ok
