"""A log's lines as places in its text, or in its file: no string per line is kept.

`text.split("\\n")` holds a million strings for a million-line log, as much memory again as the
text. `Lines` keeps the text and where each line starts (8 bytes a line) and makes a line's
string when asked; lines in a row are joined by slicing the text once. `FileLines` does the same
from a plain UTF-8 file's bytes, read when asked: a big log's text (and its bytes while they
are decoded) is never held whole.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import overload

import numpy as np

# Characters looked at a time when finding the line breaks: a piece's bytes are let go.
_PIECE = 1 << 24


def _breaks(text: str) -> np.ndarray:
    """The offset of every `\\n` in `text`, in characters."""
    found: list[np.ndarray] = []
    for start in range(0, len(text), _PIECE):
        piece = text[start:start + _PIECE]
        # ASCII: one byte a character; else UTF-32, one code unit a character.
        codes = (np.frombuffer(piece.encode("ascii"), dtype=np.uint8) if piece.isascii()
                 else np.frombuffer(piece.encode("utf-32-le", "surrogatepass"), dtype=np.uint32))
        found.append(np.flatnonzero(codes == 10) + start)
    return np.concatenate(found) if found else np.zeros(0, dtype=np.int64)


class LineSequence(Sequence[str]):
    """Lines held as `bounds` (where each starts), the first `size` of them: the sequence part
    shared by `Lines` and `FileLines`, which say how a line and a stretch of lines are made."""

    bounds: np.ndarray
    size: int

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self.size)
            if step == 1:
                return self.span(start, stop).split("\n") if start < stop else []
            return [self[i] for i in range(start, stop, step)]
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError(index)
        return self._line(index)

    def __iter__(self) -> Iterator[str]:
        for index in range(self.size):
            yield self[index]

    def _line(self, index: int) -> str:
        raise NotImplementedError

    def span(self, start: int, stop: int) -> str:
        """Lines `start` to `stop - 1` joined with `\\n`."""
        raise NotImplementedError

    def raw(self, start: int, stop: int) -> bytes:
        """`span` as the bytes the lines' group keys are cut from."""
        raise NotImplementedError

    def join(self, indices: Sequence[int] | np.ndarray) -> str:
        """The lines at `indices` (ascending) joined with `\\n`."""
        raise NotImplementedError


class Lines(LineSequence):
    """The lines of `text` (as `text.split("\\n")` gives them), the first `limit` of them."""

    def __init__(self, text: str, limit: int | None = None) -> None:
        self.text = text
        # bounds[i] is where line i starts; line i ends one character before bounds[i + 1].
        self.bounds = np.concatenate(([0], _breaks(text) + 1, [len(text) + 1])).astype(np.int64)
        count = len(self.bounds) - 1
        self.size = count if limit is None else max(0, min(count, limit))

    def _line(self, index: int) -> str:
        return self.text[int(self.bounds[index]):int(self.bounds[index + 1]) - 1]

    def span(self, start: int, stop: int) -> str:
        """Lines `start` to `stop - 1` joined with `\\n`: one slice of the text."""
        stop = min(stop, self.size)
        if start >= stop:
            return ""
        return self.text[int(self.bounds[start]):int(self.bounds[stop]) - 1]

    def join(self, indices: Sequence[int] | np.ndarray) -> str:
        """The lines at `indices` (ascending) joined with `\\n`; lines in a row cost one slice."""
        if len(indices) and indices[-1] - indices[0] == len(indices) - 1:
            return self.span(indices[0], indices[-1] + 1)
        return "\n".join([self[i] for i in indices])

    def raw(self, start: int, stop: int) -> bytes:
        """`span` as UTF-8 bytes (lone surrogates kept): what the lines' group keys are cut from."""
        return self.span(start, stop).encode("utf-8", "surrogatepass")

    def head(self, size: int) -> str:
        """The text's first `size` characters."""
        return self.text[:size]


class NotPlain(Exception):
    """A file `FileLines` does not read: `decode` would change its text or warn about it."""


# Lines decoded at a time around a line asked for alone (lines read one by one come in order).
_WINDOW_LINES = 1024
_WINDOW_BYTES = 1 << 20


class FileLines(LineSequence):
    """The lines of a plain UTF-8 file (no byte-order mark, no invalid byte, no `\\r`, backspace
    or NUL: `decode` returns its bytes' text as it is), as `Lines` gives them of that text. Only
    where each line starts is held (8 bytes a line); lines are read from the file when asked.
    Raises NotPlain for any other file."""

    def __init__(self, path: Path, limit: int | None = None) -> None:
        self.path = path
        self.fd = os.open(path, os.O_RDONLY)
        self._closer = weakref.finalize(self, os.close, self.fd)
        self.bounds = np.concatenate(([0], self._breaks(path) + 1)).astype(np.int64)
        count = len(self.bounds) - 1
        self.size = count if limit is None else max(0, min(count, limit))
        self.whole = self.size == count  # every line of the file, none left past a limit
        # Lines [first, first + len(strings)) decoded last (see _WINDOW_LINES).
        self.window: tuple[int, list[str]] = (0, [])

    def _breaks(self, path: Path) -> np.ndarray:
        """The offset of every `\\n` in the file, in bytes, and one past its end; NotPlain as
        soon as a piece shows what `decode` would change."""
        import codecs

        from lossdoctor.ingest.encoding import detect

        decoder = codecs.getincrementaldecoder("utf-8")("strict")
        found: list[np.ndarray] = []
        at = 0
        while True:
            data = os.pread(self.fd, _PIECE, at)
            if not data:
                break
            if (at == 0 and (data.startswith(codecs.BOM_UTF8) or detect(data) is not None)) \
                    or b"\r" in data or b"\x08" in data or b"\x00" in data:
                raise NotPlain(str(path))
            if not data.isascii():
                try:
                    decoder.decode(data)
                except UnicodeDecodeError:
                    raise NotPlain(str(path)) from None
            found.append(np.flatnonzero(np.frombuffer(data, dtype=np.uint8) == 10) + at)
            at += len(data)
        try:
            decoder.decode(b"", final=True)
        except UnicodeDecodeError:
            raise NotPlain(str(path)) from None
        # The end of the text: the last line ends there (`split` gives it even when empty).
        found.append(np.asarray([at], dtype=np.int64))
        return np.concatenate(found)

    def close(self) -> None:
        """Let the file go; a read after this fails (its descriptor's number may be reused)."""
        self._closer()
        self.fd = -1

    def _line(self, index: int) -> str:
        first, strings = self.window
        if not first <= index < first + len(strings):
            # The lines from here on, up to a bound: lines asked for one by one come in order.
            stop = min(self.size, index + _WINDOW_LINES,
                       int(np.searchsorted(self.bounds, self.bounds[index] + _WINDOW_BYTES, side="right")) - 1)
            strings = self.span(index, max(stop, index + 1)).split("\n")
            self.window = first, strings = index, strings
        return strings[index - first]

    def raw(self, start: int, stop: int) -> bytes:
        """Lines `start` to `stop - 1` joined with `\\n`, as the file's bytes."""
        stop = min(stop, self.size)
        if start >= stop:
            return b""
        low, high = int(self.bounds[start]), int(self.bounds[stop]) - 1
        return os.pread(self.fd, high - low, low)

    def span(self, start: int, stop: int) -> str:
        """Lines `start` to `stop - 1` joined with `\\n`: one read of the file."""
        return self.raw(start, stop).decode("utf-8")

    def join(self, indices: Sequence[int] | np.ndarray) -> str:
        """The lines at `indices` (ascending) joined with `\\n`: one read of the bytes they span
        when they lie close together, else line by line."""
        if not len(indices):
            return ""
        first, last = int(indices[0]), int(indices[-1])
        if last - first == len(indices) - 1:
            return self.span(first, last + 1)
        at = np.asarray(indices, dtype=np.int64)
        starts, ends = self.bounds[at], self.bounds[at + 1] - 1
        low = int(starts[0])
        if int(ends[-1]) - low > 4 * int((ends - starts).sum()) + _WINDOW_BYTES:
            return "\n".join([self[i] for i in at.tolist()])
        data = self.raw(first, last + 1)
        return b"\n".join([data[a:b] for a, b in zip((starts - low).tolist(), (ends - low).tolist())]).decode("utf-8")

    def head(self, size: int) -> str:
        """The text's first `size` characters."""
        import codecs

        # Four bytes at most a character; the last one read may be cut in half: left out.
        return codecs.getincrementaldecoder("utf-8")("strict").decode(os.pread(self.fd, 4 * size, 0))[:size]


def joined(lines: Sequence[str], indices: Sequence[int] | np.ndarray) -> str:
    """The lines at `indices` (ascending) joined with `\\n`."""
    if isinstance(lines, LineSequence):
        return lines.join(indices)
    return "\n".join([lines[i] for i in indices])
