"""Columns of many records at once: numpy views (strided) or gathers over the file's bytes."""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.unaligned import unaligned


class Records:
    """Records of one data length: either every `stride` bytes from `base`, or at `offsets`.

    Offsets point at the first data byte of each record. Strided records may also repeat
    in `reps` runs of `count // reps` records, each run `rep_stride` bytes after the last
    (periodic blocks cut by the same interruption, e.g. an eval scalar every 1000 steps).
    """

    def __init__(self, buf: FileBytes | np.ndarray, length: int, *, offsets: np.ndarray | None = None,
                 base: int = 0, stride: int = 0, count: int = 0, reps: int = 1, rep_stride: int = 0) -> None:
        self.buf, self.length = buf, length
        self.offsets = offsets
        self.base, self.stride = base, stride
        self.reps, self.rep_stride = reps, rep_stride
        self.inner = count
        self.count = len(offsets) if offsets is not None else count * reps

    def col(self, dtype: str, rel: int) -> np.ndarray:
        """The field of type `dtype` at byte `rel` of every record (a view when strided in one run)."""
        if self.offsets is None:
            if self.reps > 1:  # one strided copy: far cheaper than a gather
                return np.ndarray((self.reps, self.inner), dtype=dtype, buffer=self.buf, offset=self.base + rel,
                                  strides=(self.rep_stride, self.stride)).reshape(-1)
            return np.ndarray((self.count,), dtype=dtype, buffer=self.buf, offset=self.base + rel,
                              strides=(self.stride,))
        return unaligned(self.buf, dtype)[self.offsets + rel]

    def chunk_size(self, chunk: int) -> int:
        """About `chunk` records, cut at whole runs when the records repeat in runs."""
        return max(1, chunk // self.inner) * self.inner if self.reps > 1 else chunk

    def part(self, start: int, stop: int) -> Records:
        """Records number `start` to `stop` (exclusive) of this set.

        Scattered records are copied side by side first (a few 8-byte gathers per record),
        so that every column after that is a cheap strided view, as for periodic records.
        """
        if self.offsets is not None:
            return compact(self.buf, self.length, self.offsets[start:stop])
        if self.reps > 1:
            if start % self.inner or (stop % self.inner and stop != self.count):
                return compact(self.buf, self.length, self.data_offsets()[start:stop])
            reps = -(-(stop - start) // self.inner)
            return Records(self.buf, self.length, base=self.base + start // self.inner * self.rep_stride,
                           stride=self.stride, count=self.inner, reps=reps, rep_stride=self.rep_stride)
        return Records(self.buf, self.length, base=self.base + start * self.stride, stride=self.stride,
                       count=stop - start)

    def subset(self, rows: np.ndarray) -> Records:
        """The records at positions `rows`, copied side by side (compact rows) or listed."""
        if self.offsets is not None:
            return Records(self.buf, self.length, offsets=self.offsets[rows])
        if isinstance(self.buf, np.ndarray) and self.base == 0 and self.reps == 1 and self.buf.ndim == 2:
            matrix = self.buf
            if matrix.shape[1] % 8 == 0 and matrix.flags.c_contiguous:
                # Rows taken as 8-byte words: several times faster than byte by byte.
                picked = np.take(matrix.view("<u8"), rows, axis=0).view(np.uint8)
            else:
                picked = matrix[rows]
            return Records(picked, self.length, base=0, stride=self.stride, count=len(rows))
        return Records(self.buf, self.length, offsets=self.data_offsets()[rows])

    def data_offsets(self) -> np.ndarray:
        """First data byte of each record."""
        if self.offsets is not None:
            return self.offsets
        if self.reps > 1:
            return (self.base + self.rep_stride * np.arange(self.reps, dtype=np.int64)[:, None]
                    + self.stride * np.arange(self.inner, dtype=np.int64)[None, :]).reshape(-1)
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
    # Whole rows in one gather: a view whose item i is the `8 * size` bytes from byte i
    # (numpy copies each as one block; about 6x faster than a gather per 8-byte word).
    total = len(buf) if not isinstance(buf, np.ndarray) else buf.nbytes
    rows_view: np.ndarray = np.ndarray((max(0, total - 8 * size + 1),), dtype=f"V{8 * size}", buffer=buf, strides=(1,))
    last = len(rows_view) - 1
    if last < 0:  # a buffer shorter than one padded row: every row is copied below
        rows_view, last = np.zeros(1, dtype=f"V{8 * size}"), -1
    tail = np.flatnonzero(offsets > last)  # the file's last record: its last word is short
    mat = rows_view[np.clip(offsets, 0, max(last, 0)) if len(tail) else offsets]
    rows = mat.view(np.uint8).reshape(count, 8 * size)
    for row in tail.tolist():
        start = int(offsets[row])
        rows[row, :] = 0
        rows[row, :width] = np.frombuffer(bytes(buf[start:start + width]), dtype=np.uint8)
    return Records(rows, length, base=0, stride=8 * size, count=count)
