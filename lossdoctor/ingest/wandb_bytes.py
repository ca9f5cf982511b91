"""Byte-matrix helpers of the bulk W&B history decoder: spans as padded rows, row hashes, numbers."""

from __future__ import annotations

import numpy as np


def gather(b: np.ndarray, starts: np.ndarray, lengths: np.ndarray, width: int) -> np.ndarray:
    """Bytes [start, start+length) of each span as rows of a zero-padded uint8 matrix of
    `width` rounded up to a multiple of 8 columns (see `rows`)."""
    out = rows(b, starts, width)
    out *= np.arange(out.shape[1], dtype=np.int64)[None, :] < lengths[:, None]
    return out


def rows(b: np.ndarray, starts: np.ndarray, width: int) -> np.ndarray:
    """Bytes [start, start+W) of each start as rows of an (n, W) uint8 matrix, W = `width`
    rounded up to a multiple of 8.

    Copied as unaligned little-endian 64-bit words: numpy gathers one 8-byte item about as
    fast as one byte, and no index matrix is built. `b` must hold W bytes after every
    start (callers' buffers end with zero padding).
    """
    words = np.ndarray((len(b) - 7,), dtype="<u8", buffer=b, strides=(1,))  # word i = b[i:i+8]
    out = np.empty((len(starts), max(1, -(-width // 8))), dtype="<u8")
    for col in range(out.shape[1]):
        out[:, col] = words[starts + 8 * col]
    return out.view(np.uint8)


def row_hash(words: np.ndarray, seed: int) -> np.ndarray:
    """An FNV-style 64-bit hash of each row of 64-bit words (equal rows, equal hashes)."""
    h = np.full(len(words), np.uint64(seed), dtype=np.uint64)
    with np.errstate(over="ignore"):
        for col in range(words.shape[1]):
            h = (h * np.uint64(0x100000001B3)) ^ words[:, col]
    return h


def values(b: np.ndarray, buf: bytes | bytearray, vs: np.ndarray, ve: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(values, ok): all value_json spans parsed as floats in one cast; ok False where not a number."""
    lengths = ve - vs
    width = int(lengths.max()) if len(lengths) else 1
    if width <= 40:  # longer texts are JSON objects or strings, not numbers
        mat = gather(b, vs, lengths, width)
        repeated = _few_texts(mat)
        if repeated is not None:
            return repeated, np.ones(len(vs), dtype=bool)
        try:
            return mat.view(f"S{mat.shape[1]}").reshape(-1).astype(np.float64), np.ones(len(vs), dtype=bool)
        except ValueError:
            pass
    values = np.full(len(vs), np.nan)
    ok = np.ones(len(vs), dtype=bool)
    for i, (lo, hi) in enumerate(zip(vs.tolist(), ve.tolist())):
        try:
            values[i] = float(buf[lo:hi])
        except ValueError:
            ok[i] = False
    return values, ok


def _few_texts(mat: np.ndarray) -> np.ndarray | None:
    """The parsed rows of `mat` when its first rows hold at most 64 distinct texts and the
    rest repeat them (constant or stepped columns: loss scale, LR, epoch), else None.

    Why: text-to-float costs more than hashing and matching the rows, so parsing each
    distinct text once pays off whenever a column mostly repeats a few values."""
    if len(mat) < 256:
        return None
    words = mat.view("<u8")
    h = row_hash(words, 0)
    seen, first = np.unique(h[:1024], return_index=True)
    if len(seen) > 64:
        return None
    at = np.minimum(np.searchsorted(seen, h), len(seen) - 1)
    if not np.array_equal(seen[at], h) or not np.array_equal(words, words[first[at]]):
        return None
    try:
        return mat[first].view(f"S{mat.shape[1]}").reshape(-1).astype(np.float64)[at]
    except ValueError:  # not all numbers: the caller's general path says which
        return None
