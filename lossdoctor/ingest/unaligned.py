"""Integers at every byte offset of a buffer, as one numpy view."""

from __future__ import annotations

from typing import Any

import numpy as np


def unaligned(buf: Any, dtype: str) -> np.ndarray:
    """Item i = the integer of `dtype` (e.g. "<u8") stored in buf[i:i+size], as a view.

    Why: one fancy index then reads (or writes) whole header fields or 8-byte words at any
    offsets, about as fast as single bytes and with no index matrix."""
    size = np.dtype(dtype).itemsize
    count = len(buf) if not isinstance(buf, np.ndarray) else buf.nbytes
    return np.ndarray((max(0, count - size + 1),), dtype=dtype, buffer=buf, strides=(1,))
