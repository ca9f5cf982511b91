"""Free memory handed back to the system between the stages of a big read and its analysis.

glibc keeps freed heap memory for reuse: the pieces of a 10M-line log, each a few arrays
below its mmap threshold, leave some 400 MB of free heap after they are joined, held until
the process ends and counted in its resident size. `malloc_trim` returns it. Elsewhere (macOS,
musl, Windows) this is a no-op.
"""

from __future__ import annotations

import ctypes
import ctypes.util
from collections.abc import Callable
from functools import cache


@cache
def _malloc_trim() -> Callable[[int], int] | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None)
    except OSError:
        return None
    trim: Callable[[int], int] | None = getattr(libc, "malloc_trim", None)
    return trim


def give_back() -> None:
    """Return the heap's free pages to the system (glibc), so that later stages start from
    what is really held."""
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


__all__ = ["give_back"]
