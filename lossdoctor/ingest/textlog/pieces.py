"""Whole-line pieces of a log's text, so a reader's per-line matches never pile up for the whole file.

A regex `findall` over a million lines holds a million tuples of strings at once (about a
kilobyte a line for Megatron); read piece by piece, only the numbers kept outlive a piece.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from itertools import chain

import numpy as np

from lossdoctor.ingest.textlog.common import Column, Parsed, Table

# Characters of text per piece: ~7k Megatron lines, about ten MB of match tuples at most.
PIECE = 1 << 21
_LISTED = 20  # the mangled lines `common.mangled_warnings` names one by one


def pieces(text: str, size: int | None = None) -> Iterator[tuple[int, int]]:
    """(start, end) offsets covering `text`, each starting at a line start and ending after a
    newline (or at the end): patterns anchored to lines match the same inside each piece."""
    start, n, size = 0, len(text), size or PIECE
    while start < n:
        cut = text.find("\n", min(start + size, n) - 1)
        end = n if cut < 0 else cut + 1
        yield start, end
        start = end


def streamed_pieces(chunks: Iterable[str], size: int | None = None) -> Iterator[str]:
    """The pieces `pieces` cuts a text into, from that text in chunks (a file streamed): the
    same cuts, with no more than a piece and a chunk held at a time."""
    size = size or PIECE
    buffer = ""
    for chunk in chunks:
        buffer += chunk
        while len(buffer) >= size:
            cut = buffer.find("\n", size - 1)
            if cut < 0:
                break  # the piece's last line goes on in the next chunk
            yield buffer[:cut + 1]
            buffer = buffer[cut + 1:]
    for start, end in pieces(buffer, size):
        yield buffer[start:end]


def parse_chunks(parse: Callable[[str, str, int], Parsed], chunks: Iterable[str], label: str,
                 size: int | None = None) -> Parsed | None:
    """`parse_in_pieces` of a text that comes in chunks, never held whole: the same pieces and
    the same answer, or None where `parse_in_pieces` would parse the whole text once (the
    caller then reads it whole)."""
    texts = streamed_pieces(chunks, size)
    first = next(texts, "")
    second = next(texts, None)
    if second is None:
        return parse(first, label, 0)  # one piece: the whole text
    parts: list[Parsed] = []
    warnings: list[str] = []
    before = 0
    for piece in chain((first, second), texts):
        part = parse(piece, label, before)
        warnings += part.warnings
        if len(warnings) > _LISTED:
            return None
        if len(part.kinds) or part.markers:
            parts.append(part)
        before += piece.count("\n")
    joined = _joined(parts)
    if joined is not None:
        joined.warnings = warnings
    return joined


def parse_in_pieces(parse: Callable[[str, str, int], Parsed], text: str, label: str, line_offset: int = 0,
                    size: int | None = None) -> Parsed:
    """`parse` of a reader whose lines stand alone (no state carried from line to line), applied
    piece by piece and joined: the same records, steps, values, markers and warnings as one call.

    `parse`'s warnings must be one `common.mangled_warnings` list: one line per mangled line,
    numbered from `line_offset`, so the pieces' lists joined are one call's while they hold no
    more than its limit. Past that (its "N more" count), or when the pieces disagree on their
    base step, metadata or tables, the whole text goes through `parse` once instead.
    """
    spans = list(pieces(text, size))
    if len(spans) <= 1:
        return parse(text, label, line_offset)
    parts: list[Parsed] = []
    warnings: list[str] = []
    before = line_offset
    for start, end in spans:
        part = parse(text[start:end], label, before)
        warnings += part.warnings
        if len(warnings) > _LISTED:
            return parse(text, label, line_offset)
        if len(part.kinds) or part.markers:
            parts.append(part)
        before += text.count("\n", start, end)
    joined = _joined(parts)
    if joined is None:
        return parse(text, label, line_offset)
    joined.warnings = warnings
    return joined


@dataclass(frozen=True)
class Pieced:
    """A dedicated reader's `parse` and `parse_chunks`, both made of its whole-text parse: read
    piece by piece (a long log's matches never pile up), or from a streamed log's chunks."""

    whole: Callable[[str, str, int], Parsed]

    def parse(self, text: str, label: str, line_offset: int = 0) -> Parsed:
        """The log's records, read piece by piece."""
        return parse_in_pieces(self.whole, text, label, line_offset)

    def parse_chunks(self, chunks: Iterable[str], label: str) -> Parsed | None:
        """`parse` of a text that comes in chunks (a big log streamed, never held whole); None
        when the whole text is needed (the caller then reads it whole)."""
        return parse_chunks(self.whole, chunks, label)


def _joined(parts: list[Parsed]) -> Parsed | None:
    """The parts as one Parsed, or None when they disagree on anything but their records."""
    if not parts:
        return None
    first = parts[0]
    if any(p.format != first.format or p.base_step != first.base_step or p.meta != first.meta
           or len(p.tables) != len(first.tables) for p in parts):
        return None
    tables = [_joined_table([p.tables[index] for p in parts]) for index in range(len(first.tables))]
    if any(table is None for table in tables):
        return None
    markers = []
    records = 0
    for part in parts:
        markers += [(position + records, kind, marker) for position, kind, marker in part.markers]
        records += len(part.kinds)
    return Parsed(first.format, np.concatenate([p.kinds for p in parts]), [t for t in tables if t is not None],
                  markers=markers, base_step=first.base_step, warnings=[], meta=dict(first.meta))


def _joined_table(tables: list[Table]) -> Table | None:
    sizes = [len(table.steps) for table in tables]
    total = sum(sizes)
    columns: dict[str, Column] = {}
    for name in dict.fromkeys(name for table in tables for name in table.columns):
        present = [(offset, table.columns[name]) for offset, table in zip(np.cumsum([0, *sizes[:-1]]), tables)
                   if name in table.columns]
        roles = {column.role for _, column in present}
        if len(roles) > 1:
            return None
        values = np.concatenate([column.values for _, column in present])
        rows = None
        if len(values) != total:
            rows = np.concatenate([offset + (np.arange(len(column.values)) if column.rows is None else column.rows)
                                   for offset, column in present])
        columns[name] = Column(values, rows, roles.pop())
    walls = [table.wall for table in tables if table.wall is not None]
    if walls and len(walls) < len(tables):
        return None
    wall = np.concatenate(walls) if walls else None
    return Table(np.concatenate([table.steps for table in tables]), columns, wall)


__all__ = ["PIECE", "parse_chunks", "parse_in_pieces", "pieces", "streamed_pieces"]
