"""Tail state of one growing file: what was consumed, and whether it was replaced or truncated.

A poll reads only the bytes after `offset`. The decoder says how many of them form whole
records (a torn tail is "not yet written" and is read again next time). A file whose
inode changed, that got shorter, or whose first bytes changed was replaced by a restart:
it is read again from the start, as a new fragment.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

HEAD = 64  # bytes compared to notice a file rewritten in place to the same size or larger


@dataclass
class Change:
    """What one poll found in a file: new bytes from `start`, and whether it restarted."""

    data: bytes
    start: int
    restarted: bool


@dataclass
class Tail:
    """Where the next read of `path` starts."""

    path: Path
    offset: int = 0
    ino: tuple[int, int] | None = None
    head: bytes = b""
    gone: bool = False

    def poll(self, max_bytes: int | None = None) -> Change | None:
        """The bytes written since the last poll, or None when nothing changed."""
        try:
            info = os.stat(self.path)
        except OSError:
            self.gone = True
            return None
        self.gone = False
        ino = (info.st_dev, info.st_ino)
        restarted = False
        if self.ino is not None and (ino != self.ino or info.st_size < self.offset):
            restarted = True
        elif self.offset and self.head and info.st_size >= len(self.head) and self._head_changed():
            restarted = True
        if restarted:
            self.offset, self.head = 0, b""
        self.ino = ino
        if info.st_size <= self.offset:
            return Change(b"", self.offset, True) if restarted else None
        try:
            with self.path.open("rb") as handle:
                handle.seek(self.offset)
                data = handle.read(max_bytes if max_bytes is not None else -1)
        except OSError:
            return None
        if not self.head and self.offset == 0:
            self.head = data[:HEAD]
        return Change(data, self.offset, restarted)

    def consumed(self, count: int) -> None:
        """`count` bytes of the last change were whole records: start after them next time."""
        self.offset += count

    def _head_changed(self) -> bool:
        try:
            with self.path.open("rb") as handle:
                return handle.read(len(self.head)) != self.head
        except OSError:
            return False
