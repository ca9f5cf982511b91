"""Give a mapped `.wandb` file's pages back to the kernel as each pass finishes with them.

Why: a read-only mapping's pages count in the process's resident memory once touched, so
a 645 MB file read through a mapping held 645 MB of it to the end, on top of what was
decoded (1.26 GB peak). Each pass over the file (chunk scan, record kinds, history decode)
now walks it a window at a time and drops each window's pages when done. They stay in the
page cache: touching them again only maps them back, at about 0.1 s per GB.
"""

from __future__ import annotations

import mmap
from collections.abc import Iterator

import numpy as np

WINDOW = 64 << 20  # bytes of the file a pass holds mapped at once
PAGE = mmap.PAGESIZE


def release(buf: object, start: int, end: int) -> None:
    """Drop the whole pages of [start, end) of `buf` from this process when `buf` is a file
    mapping (anything else: nothing to do). Safe whatever comes next: a page touched again
    is mapped back from the page cache."""
    if not isinstance(buf, mmap.mmap):
        return
    lo = -(-max(start, 0) // PAGE) * PAGE
    hi = min(end, len(buf)) // PAGE * PAGE
    if hi <= lo:
        return
    try:
        buf.madvise(mmap.MADV_DONTNEED, lo, hi - lo)
    except (AttributeError, OSError, ValueError):  # no madvise here: the pages simply stay
        pass


def windows(starts: np.ndarray, ends: np.ndarray) -> Iterator[tuple[int, int]]:
    """[lo, hi) index ranges of records in file order, each spanning about WINDOW bytes."""
    n = len(starts)
    if n == 0:
        return
    cuts = np.searchsorted(starts, np.arange(int(starts[0]) + WINDOW, int(ends[-1]), WINDOW))
    bounds = [0, *sorted(set(cuts.tolist()) - {0, n}), n]
    yield from zip(bounds[:-1], bounds[1:])
