"""Columns of many records at once: numpy views (strided) or gathers over the file's bytes."""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.unaligned import unaligned


class Records:
    """Records of one data length: either every `stride` bytes from `base`, or at `offsets`.

    Offsets point at the first data byte of each record.
    """

    def __init__(self, buf: FileBytes | np.ndarray, length: int, *, offsets: np.ndarray | None = None,
                 base: int = 0, stride: int = 0, count: int = 0) -> None:
        self.buf, self.length = buf, length
        self.offsets = offsets
        self.base, self.stride = base, stride
        self.count = len(offsets) if offsets is not None else count

    def col(self, dtype: str, rel: int) -> np.ndarray:
        """The field of type `dtype` at byte `rel` of every record (a view when strided)."""
        if self.offsets is None:
            return np.ndarray((self.count,), dtype=dtype, buffer=self.buf, offset=self.base + rel,
                              strides=(self.stride,))
        return unaligned(self.buf, dtype)[self.offsets + rel]

    def part(self, start: int, stop: int) -> Records:
        """Records number `start` to `stop` (exclusive) of this set.

        Scattered records are copied side by side first (a few 8-byte gathers per record),
        so that every column after that is a cheap strided view, as for periodic records.
        """
        if self.offsets is not None:
            return compact(self.buf, self.length, self.offsets[start:stop])
        return Records(self.buf, self.length, base=self.base + start * self.stride, stride=self.stride,
                       count=stop - start)

    def data_offsets(self) -> np.ndarray:
        """First data byte of each record."""
        if self.offsets is not None:
            return self.offsets
        return self.base + self.stride * np.arange(self.count, dtype=np.int64)


RAW = {1: "u1", 2: "<u2", 4: "<u4", 8: "<u8"}


def field(part: Records, offset: int, width: int, out: np.ndarray | None = None) -> np.ndarray:
    """A contiguous copy of a `width`-byte field (read as one machine word when possible)."""
    size = 4 if width == 3 else width
    if size in RAW:
        column = part.col(RAW[size], offset)
        if out is None:
            return np.array(column)
        np.copyto(out, column)
        return out
    return np.stack([part.col("u1", offset + i) for i in range(width)], axis=1)


def compact(buf: FileBytes | np.ndarray, length: int, offsets: np.ndarray) -> Records:
    """The records at `offsets` (data and data CRC) copied into rows of one new buffer."""
    width = length + 4  # data and its CRC
    count = len(offsets)
    if count == 0 or width < 8:
        return Records(buf, length, offsets=offsets)
    size = -(-width // 8)
    words = unaligned(buf, "<u8")
    mat = np.empty((count, size), dtype="<u8")
    last = len(words) - 1
    for col in range(size):
        at = offsets + 8 * col
        mat[:, col] = words[np.minimum(at, last) if col == size - 1 else at]
    tail = np.flatnonzero(offsets + 8 * (size - 1) > last)  # the file's last record: its last word is short
    rows = mat.view(np.uint8)
    for row in tail.tolist():
        start = int(offsets[row])
        rows[row, :width] = np.frombuffer(bytes(buf[start:start + width]), dtype=np.uint8)
    return Records(rows, length, base=0, stride=8 * size, count=count)
