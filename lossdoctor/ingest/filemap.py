"""The bytes of a large binary log without copying them: a read-only memory map.

Why: copying a 200 MB event file into fresh memory costs about 0.1 s of page faults, as
much as all the decoding after it; mapping pages that are already in the page cache
costs a few milliseconds. A map is a snapshot of the file's size when it was opened, so a
log that is still being appended to reads like a copy (its tail may be torn). The one
thing a copy survives and a map does not is the file being truncated by another process
while it is read (the kernel then signals SIGBUS); event files are append-only, so only
readers of such files use this.
"""

from __future__ import annotations

import mmap
import os
import stat
from pathlib import Path

MIN_MAPPED = 4 << 20  # below this a plain read costs under a few milliseconds
FileBytes = bytes | mmap.mmap  # what file_bytes returns: sliced, searched and viewed alike


def file_bytes(path: Path, populate: bool = True) -> FileBytes:
    """The whole file: mapped when it is a regular file of at least MIN_MAPPED bytes,
    else (or when mapping fails) read. Raises OSError as `open` does. `populate=False` maps
    without faulting every page in: a scan that releases what it has passed (`saves.lines_with`)
    then never holds the whole file."""
    with path.open("rb") as handle:
        info = os.fstat(handle.fileno())
        if stat.S_ISREG(info.st_mode) and info.st_size >= MIN_MAPPED:
            try:
                if hasattr(mmap, "MAP_SHARED"):  # POSIX: map and fault every page in at once
                    return mmap.mmap(handle.fileno(), info.st_size, flags=mmap.MAP_SHARED
                                     | (getattr(mmap, "MAP_POPULATE", 0) if populate else 0),
                                     prot=mmap.PROT_READ)
                return mmap.mmap(handle.fileno(), info.st_size, access=mmap.ACCESS_READ)
            except (OSError, ValueError):  # a file system that cannot map: read it instead
                pass
        return handle.read()

