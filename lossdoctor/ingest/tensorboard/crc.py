"""Masked CRC-32C as TFRecord uses it, per record and vectorised over many records."""

from __future__ import annotations

from functools import lru_cache

import google_crc32c
import numpy as np

MASK_DELTA = 0xA282EAD8
_POLY = 0x82F63B78  # CRC-32C (Castagnoli), reflected


def masked_crc(data: bytes) -> int:
    """TFRecord's masked CRC-32C of `data`."""
    crc = google_crc32c.value(data)
    return (((crc >> 15) | (crc << 17)) + MASK_DELTA) & 0xFFFFFFFF


def unmask(masked: np.ndarray) -> np.ndarray:
    """Undo the TFRecord mask on an array of stored CRCs (uint32)."""
    rot = np.subtract(masked, np.uint32(MASK_DELTA), dtype=np.uint32)
    high = rot << np.uint32(15)
    np.right_shift(rot, np.uint32(17), out=rot)
    np.bitwise_or(rot, high, out=rot)
    return rot


def crc(data: bytes) -> int:
    """Plain CRC-32C of `data`."""
    return int(google_crc32c.value(data))


@lru_cache(maxsize=1)
def _byte_table() -> np.ndarray:
    table = np.arange(256, dtype=np.uint32)
    for _ in range(8):
        table = np.where(table & 1, (table >> np.uint32(1)) ^ np.uint32(_POLY), table >> np.uint32(1))
    return table.astype(np.uint32)


_SHIFTED: list[np.ndarray] = []


def shifted_table(distance: int) -> np.ndarray:
    """The CRC register contribution of each byte value followed by `distance` bytes.

    CRC is linear over GF(2): for messages of one length, crc(x) ^ crc(t) depends only
    on x ^ t, byte by byte. That lets us check millions of same-layout records against
    one template with a table lookup per variable byte instead of a full CRC each.
    """
    if not _SHIFTED:
        _SHIFTED.append(_byte_table())
    table = _byte_table()
    while len(_SHIFTED) <= distance:
        prev = _SHIFTED[-1]
        _SHIFTED.append(table[prev & np.uint32(0xFF)] ^ (prev >> np.uint32(8)))
    return _SHIFTED[distance]


@lru_cache(maxsize=1)
def small_length_crcs() -> np.ndarray:
    """Masked CRC of the 8-byte little-endian length for every length below 65536.

    Lets a scan for the next intact header test millions of offsets at once.
    """
    base = crc(bytes(8))
    values = np.arange(65536, dtype=np.uint32)
    raw = np.uint32(base) ^ shifted_table(7)[values & np.uint32(0xFF)] ^ shifted_table(6)[values >> np.uint32(8)]
    rotated = (raw >> np.uint32(15)) | (raw << np.uint32(17))
    return np.add(rotated, np.uint32(MASK_DELTA), dtype=np.uint32)
