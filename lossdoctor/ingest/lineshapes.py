"""The shapes of a text log's lines, as the reader that read it whole saw them.

Why: after reading, the identity resolver looks for what a log states in words (a checkpoint
saved, a loss that went NaN) by searching the file's bytes for a few words; on a 200 MB log
each word is one more pass at memory speed. The generic reader has already grouped every line
by its shape, the line without its digits. A word without digits that some line holds is in
that line's shape, so a word in no shape is in no line, and its pass can be skipped.

Shapes are kept for the last few files read, each under the file's size and modification time:
a file changed since it was read is searched as before.
"""

from __future__ import annotations

import os
import threading
from collections import OrderedDict
from collections.abc import Iterable

# Files whose shapes are kept (the resolver asks about a file soon after it is read).
_FILES = 16
# Shapes of one file kept at most, in bytes: a log of a few print statements has kilobytes
# of them; one of a million different lines is searched as before.
_MAX_BYTES = 1 << 20
_DIGITS = frozenset(b"0123456789")

_lock = threading.Lock()
_known: OrderedDict[tuple[str, int, int], bytes] = OrderedDict()


def _stamp(path: str, fd: int | None = None) -> tuple[str, int, int] | None:
    try:
        info = os.fstat(fd) if fd is not None else os.stat(path)
    except OSError:
        return None
    return os.path.realpath(path), info.st_size, info.st_mtime_ns


def note(path: str, fd: int, shapes: Iterable[bytes]) -> None:
    """Keep the shapes (digit-less lines) of every line of the file `path`, open as `fd`."""
    stamp = _stamp(path, fd)
    if stamp is None:
        return
    kept: list[bytes] = []
    size = 0
    for shape in shapes:
        size += len(shape) + 1
        if size > _MAX_BYTES:
            return
        kept.append(shape)
    with _lock:
        _known[stamp] = b"\n".join(kept)
        _known.move_to_end(stamp)
        while len(_known) > _FILES:
            _known.popitem(last=False)


def absent(path: str, words: Iterable[bytes]) -> frozenset[bytes]:
    """The `words` no line of the file holds, as far as its kept shapes tell (none when its
    shapes are not kept, or the file changed since)."""
    stamp = _stamp(path)
    with _lock:
        shapes = _known.get(stamp) if stamp is not None else None
    if shapes is None:
        return frozenset()
    # A word with a digit can be in a line and not in its shape; a `\n` joins two shapes.
    return frozenset(word for word in words
                     if word and not _DIGITS.intersection(word) and b"\n" not in word and word not in shapes)


__all__ = ["absent", "note"]
