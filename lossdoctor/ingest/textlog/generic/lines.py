"""A log's lines as places in its text: no string per line is kept.

`text.split("\\n")` holds a million strings for a million-line log, as much memory again as the
text. `Lines` keeps the text and where each line starts (8 bytes a line) and makes a line's
string when asked; lines in a row are joined by slicing the text once.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
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


class Lines(Sequence[str]):
    """The lines of `text` (as `text.split("\\n")` gives them), the first `limit` of them."""

    def __init__(self, text: str, limit: int | None = None) -> None:
        self.text = text
        # bounds[i] is where line i starts; line i ends one character before bounds[i + 1].
        self.bounds = np.concatenate(([0], _breaks(text) + 1, [len(text) + 1])).astype(np.int64)
        count = len(self.bounds) - 1
        self.size = count if limit is None else max(0, min(count, limit))

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(self.size))]
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError(index)
        return self.text[int(self.bounds[index]):int(self.bounds[index + 1]) - 1]

    def __iter__(self) -> Iterator[str]:
        for index in range(self.size):
            yield self[index]

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


def joined(lines: Sequence[str], indices: Sequence[int] | np.ndarray) -> str:
    """The lines at `indices` (ascending) joined with `\\n`."""
    if isinstance(lines, Lines):
        return lines.join(indices)
    return "\n".join([lines[i] for i in indices])
