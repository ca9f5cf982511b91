"""Byte-matrix helpers of the bulk W&B history decoder: spans as padded rows, row hashes, numbers."""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.unaligned import unaligned


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
    words = unaligned(b, "<u8")  # word i = b[i:i+8]
    out = np.empty((len(starts), max(1, -(-width // 8))), dtype="<u8")
    for col in range(out.shape[1]):
        out[:, col] = words[starts + 8 * col]
    return out.view(np.uint8)


def distinct(values: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(distinct values ascending, index of each one's first occurrence, class of each value):
    `np.unique(return_index=True, return_inverse=True)` without importing numpy.ma (0.016 s
    of a cold start)."""
    order = np.argsort(values, kind="stable")
    ranked = values[order]
    new = np.empty(len(ranked), dtype=bool)
    new[:1] = True
    np.not_equal(ranked[1:], ranked[:-1], out=new[1:])
    inverse = np.empty(len(values), dtype=np.int64)
    inverse[order] = np.cumsum(new) - 1
    return ranked[new], order[new], inverse


def row_hash(words: np.ndarray, seed: int) -> np.ndarray:
    """An FNV-style 64-bit hash of each row of 64-bit words (equal rows, equal hashes)."""
    h = np.full(len(words), np.uint64(seed), dtype=np.uint64)
    with np.errstate(over="ignore"):
        for col in range(words.shape[1]):
            h = (h * np.uint64(0x100000001B3)) ^ words[:, col]
    return h


def values(b: np.ndarray, buf: bytes | bytearray, vs: np.ndarray, ve: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(values, ok): all value_json spans parsed as floats in one cast; ok False where not a number."""
    if len(vs) and bytes(buf[vs[0]:ve[0]]).lstrip(b"-").isdigit():  # else no column of integers
        plain = integers(b, vs, ve)
        if plain is not None:
            return plain, np.ones(len(vs), dtype=bool)
    lengths = ve - vs
    width = int(lengths.max()) if len(lengths) else 1
    if width <= 40:  # longer texts are JSON objects or strings, not numbers
        mat = gather(b, vs, lengths, width)
        repeated = _few_texts(mat)
        if repeated is not None:
            return repeated, np.ones(len(vs), dtype=bool)
        parsed, exact = decimals(b, mat, vs, ve)
        rest = np.flatnonzero(~exact)
        try:
            if len(rest):
                parsed[rest] = mat[rest].view(f"S{mat.shape[1]}").reshape(-1).astype(np.float64)
            return parsed, np.ones(len(vs), dtype=bool)
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


# Powers of ten that are exact doubles (Clinger's fast path: a mantissa below 2**53 times or
# over one of them is one correctly rounded operation, so it equals float() of the text).
_TENS = 10.0 ** np.arange(23)
_U_TENS = np.array([10**k for k in range(20)], dtype=np.uint64)
# x87 extended precision (64-bit mantissa), where numpy has it: every mantissa of up to 19
# digits and every power of ten up to 10**27 are exact there, so m * 10**s is one rounding to
# 64 bits, and rounding that to a double equals rounding the exact value unless the 64-bit
# result sits exactly halfway between two doubles (its low 11 bits 0b10000000000).
_EXTENDED = np.finfo(np.longdouble).nmant == 63 and np.dtype(np.longdouble).itemsize == 16 \
    and np.little_endian
_X_TENS = np.array([10**k for k in range(28)], dtype=np.longdouble) if _EXTENDED else _TENS


def decimals(b: np.ndarray, mat: np.ndarray, vs: np.ndarray, ve: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(values, exact): JSON numbers `-?D+(.D+)?([eE][+-]?D+)?` parsed without a text cast;
    exact False where the text has another form, more than 19 digits or a power of ten past
    27 (22 without extended precision, or a mantissa of 2**53 or more), to be cast there.

    Why: numpy's text-to-float cast costs about 300 ns a value; this is a few SWAR passes
    (see `integers`) over the integer, fraction and exponent digits and one multiply or
    divide. `mat` holds the texts as zero-padded rows (see `gather`)."""
    n = len(vs)
    every = np.arange(n)
    lengths = ve - vs
    is_dot = mat == 46
    dot = is_dot.argmax(1)
    has_dot = is_dot[every, dot]
    is_e = (mat | 0x20) == 101
    exp_at = is_e.argmax(1)
    has_e = is_e[every, exp_at]
    exp_at = np.where(has_e, exp_at, lengths)
    dot = np.where(has_dot, dot, exp_at)
    neg = mat[:, 0] == 45
    whole, ok = _digits(b, vs + neg, vs + dot)
    frac_len = np.where(has_dot, exp_at - dot - 1, 0)
    if has_dot.any():
        frac, ok_frac = _digits(b, vs + dot + 1, vs + exp_at)
        ok &= ~has_dot | (ok_frac & (dot < exp_at))
        frac[~has_dot] = 0
    else:
        frac = np.zeros(n, dtype=np.uint64)
    shift = -frac_len
    if has_e.any():
        exp_sign = mat[every, np.minimum(exp_at + 1, mat.shape[1] - 1)]
        exp_start = exp_at + 1 + ((exp_sign == 45) | (exp_sign == 43))
        power, ok_exp = _digits(b, vs + exp_start, ve)
        ok &= ~has_e | ok_exp
        power = np.minimum(power, 99).astype(np.int64)
        shift = shift + np.where(has_e, np.where(exp_sign == 45, -power, power), 0)
    ok &= dot - neg + frac_len <= 19
    mantissa = whole * _U_TENS[np.minimum(frac_len, 19)] + frac
    size = np.abs(shift)
    if _EXTENDED:
        ok &= size <= 27
        scale = _X_TENS[np.minimum(size, 27)]
        wide = mantissa.astype(np.longdouble)
        wide = np.where(shift >= 0, wide * scale, wide / scale)
        ok &= (wide.view(np.uint64)[::2] & np.uint64(0x7FF)) != np.uint64(0x400)
        value = wide.astype(np.float64)
    else:
        ok &= (size <= 22) & (mantissa <= np.uint64(1 << 53))
        scale = _TENS[np.minimum(size, 22)]
        value = mantissa.astype(np.float64)
        value = np.where(shift >= 0, value * scale, value / scale)
    return np.where(neg, -value, value), ok


def _digits(b: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(value, ok): the decimal digits at [lo, hi) as uint64, ok where 1 to 16 digits."""
    count = hi - lo
    ok = (count >= 1) & (count <= 16) & (hi >= 16)
    value = np.zeros(len(lo), dtype=np.uint64)
    if not ok.any():
        return value, ok
    hi = np.where(ok, hi, 16)
    words = unaligned(b, "<u8")
    scale = np.uint64(1)
    for k in range(2 if count[ok].max() > 8 else 1):
        word, fine = _eight(words[hi - 8 * (k + 1)], np.clip(count - 8 * k, 0, 8))
        ok &= fine
        value += word * scale
        scale = np.uint64(100_000_000)
    return value, ok


def _eight(word: np.ndarray, keep: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The last `keep` bytes of each little-endian word as a decimal number (bytes before them
    count as '0'), and whether they are all digits."""
    keep = keep.astype(np.uint64)
    lead = (np.uint64(1) << ((np.uint64(8) - keep) * np.uint64(8))) - np.uint64(1)  # bytes before the text
    lead[keep == 0] = np.uint64(0xFFFFFFFFFFFFFFFF)
    word = (word & ~lead) | (_ZEROS & lead)
    fine = ((word & np.uint64(0xF0F0F0F0F0F0F0F0))
            | (((word + np.uint64(0x0606060606060606)) & np.uint64(0xF0F0F0F0F0F0F0F0)) >> np.uint64(4))) \
        == np.uint64(0x3333333333333333)
    word = word - _ZEROS
    word = word * np.uint64(10) + (word >> np.uint64(8))
    mask = np.uint64(0x000000FF000000FF)
    word = (((word & mask) * np.uint64(100 + (1000000 << 32)))
            + (((word >> np.uint64(16)) & mask) * np.uint64(1 + (10000 << 32)))) >> np.uint64(32)
    return word, fine


_ZEROS = np.uint64(0x3030303030303030)  # eight ASCII '0'


def integers(b: np.ndarray, vs: np.ndarray, ve: np.ndarray) -> np.ndarray | None:
    """The texts at [vs, ve) as floats when every one is an integer of 1 to 16 digits with an
    optional '-' (step counters, token counts), else None.

    Why: eight ASCII digits convert in one 64-bit word with three multiplies (the SWAR
    method of simdjson and fast_float), ten times faster than numpy's text cast. The words
    are read ending at each text's end, and the bytes before the text become '0'. The
    integer then converts to float64 with one rounding, as float() rounds the text.
    """
    if not len(vs) or ve.min() < 16:  # (never in a file: the words below must not start before it)
        return None
    neg = b[vs] == 45
    digits = ve - vs - neg
    if digits.min() < 1 or digits.max() > 16:
        return None
    words = unaligned(b, "<u8")
    value = np.zeros(len(vs), dtype=np.uint64)
    scale = np.uint64(1)
    for k in range(2 if digits.max() > 8 else 1):  # the last 8 digits, then the 8 before them
        word = words[ve - 8 * (k + 1)]
        keep = np.clip(digits - 8 * k, 0, 8).astype(np.uint64)  # text bytes in this word
        lead = (np.uint64(1) << ((np.uint64(8) - keep) * np.uint64(8))) - np.uint64(1)  # bytes before the text
        lead[keep == 0] = np.uint64(0xFFFFFFFFFFFFFFFF)
        word = (word & ~lead) | (_ZEROS & lead)
        if not np.all(((word & np.uint64(0xF0F0F0F0F0F0F0F0))
                       | (((word + np.uint64(0x0606060606060606)) & np.uint64(0xF0F0F0F0F0F0F0F0)) >> np.uint64(4)))
                      == np.uint64(0x3333333333333333)):
            return None
        word -= _ZEROS
        word = word * np.uint64(10) + (word >> np.uint64(8))
        mask = np.uint64(0x000000FF000000FF)
        word = (((word & mask) * np.uint64(100 + (1000000 << 32)))
                + (((word >> np.uint64(16)) & mask) * np.uint64(1 + (10000 << 32)))) >> np.uint64(32)
        value += word * scale
        scale = np.uint64(100_000_000)
    result = value.astype(np.float64)
    return np.where(neg, -result, result)


def _few_texts(mat: np.ndarray) -> np.ndarray | None:
    """The parsed rows of `mat` when its first rows hold at most 64 distinct texts and the
    rest repeat them (constant or stepped columns: loss scale, LR, epoch), else None.

    Why: text-to-float costs more than hashing and matching the rows, so parsing each
    distinct text once pays off whenever a column mostly repeats a few values."""
    if len(mat) < 256:
        return None
    words = mat.view("<u8")
    seen, first, _ = distinct(row_hash(words[:1024], 0))
    if len(seen) > 64:
        return None
    h = row_hash(words, 0)
    at = np.minimum(np.searchsorted(seen, h), len(seen) - 1)
    if not np.array_equal(seen[at], h) or not np.array_equal(words, words[first[at]]):
        return None
    try:
        return mat[first].view(f"S{mat.shape[1]}").reshape(-1).astype(np.float64)[at]
    except ValueError:  # not all numbers: the caller's general path says which
        return None
