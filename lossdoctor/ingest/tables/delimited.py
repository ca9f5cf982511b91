"""CSV/TSV files with pandas' C engine, finding junk lines exactly with a numpy pre-scan."""

from __future__ import annotations

import csv
import io
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.columns import column_from_pandas
from lossdoctor.ingest.tables.parse import ParsedTable

_BOM = b"\xef\xbb\xbf"
# Past this size the pure-Python record scan of quoted files costs more than it tells.
_QUOTED_SCAN_LIMIT = 64 * 1024 * 1024
_MAX_LISTED = 8


@dataclass(frozen=True)
class Layout:
    """Records of a file: 1-based start line, field count, and which are blank."""

    line: np.ndarray
    fields: np.ndarray
    blank: np.ndarray


def numpy_layout(body: bytes, delimiter: str) -> Layout:
    """Field counts per physical line, vectorised (exact when the file has no quotes)."""
    data = np.frombuffer(body, np.uint8)
    newlines = np.flatnonzero(data == 10)
    ends = newlines if body.endswith(b"\n") else np.append(newlines, data.size)
    delims = np.flatnonzero(data == ord(delimiter))
    fields = np.diff(np.searchsorted(delims, ends), prepend=0) + 1
    blank = np.zeros(len(ends), bool)
    # Only a line without a delimiter can be blank; in a table of 2+ columns those are few.
    starts = np.concatenate(([0], ends[:-1] + 1))
    for index in np.flatnonzero(fields == 1):
        blank[index] = not body[starts[index]:ends[index]].strip()
    return Layout(np.arange(1, len(ends) + 1), fields, blank)


def csv_layout(body: bytes, delimiter: str) -> Layout:
    """Field counts per record with the csv module (quotes may hide delimiters and newlines)."""
    text = body.decode("utf-8", errors="replace")
    starts: list[int] = []
    counts: list[int] = []
    blanks: list[bool] = []
    reader = csv.reader(io.StringIO(text, newline=""), delimiter=delimiter)
    previous = 0
    try:
        for record in reader:
            starts.append(previous + 1)
            counts.append(len(record))
            blanks.append(not record or all(not cell.strip() for cell in record) and len(record) <= 1)
            previous = reader.line_num
    except csv.Error:
        pass  # an unclosed quote at the end: pandas will say what it makes of it
    return Layout(np.asarray(starts, np.int64), np.asarray(counts, np.int64), np.asarray(blanks, bool))


def _quick_check(body: bytes, delimiter: str, width: int) -> bool:
    """True when every non-blank line surely has `width` fields (a C-speed count)."""
    lines = body.count(b"\n") + (0 if body.endswith(b"\n") else 1)
    if b"\n\n" in body or b"\n\r\n" in body or b"\n " in body:
        return False
    return body.count(delimiter.encode()) == (width - 1) * lines


def _layout(body: bytes, delimiter: str, quoted: bool) -> Layout:
    return csv_layout(body, delimiter) if quoted else numpy_layout(body, delimiter)


def _read_frame(source: str, body: bytes, delimiter: str, skip: list[int]) -> tuple[Any, list[str]]:
    """pandas' C engine; returns the frame and its 'Skipping line N: ...' messages."""
    import pandas as pd

    from lossdoctor.ingest.exact_csv import float_options

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            frame = pd.read_csv(
                io.BytesIO(body), sep=delimiter, engine="c", keep_default_na=False, na_values=[""],
                skiprows=skip or None, on_bad_lines="warn", encoding="utf-8", encoding_errors="replace",
                **float_options(),
            )
        except (ValueError, pd.errors.ParserError) as exc:
            raise InputError(f"{source}: not a readable {_kind(delimiter)} file ({_first_line(exc)})") from None
    return frame, [str(w.message).strip() for w in caught if "Skipping line" in str(w.message)]


def parse_csv(source: str, raw: bytes, delimiter: str, reload: Callable[[], bytes] | None = None,
              comments: int = 0) -> ParsedTable:
    """Read a delimited file; wrong-width rows are skipped with a warning naming their line.

    `reload` gives the same bytes again: the table then finds its line numbers (for a warning)
    without holding the whole file for as long as it lives. `comments` `#` lines above the
    header are no part of the table.
    """
    body = blank_comments(_without_bom(raw), comments)
    quoted = b'"' in body
    width = _header_width(body, delimiter)
    layout: Layout | None = None
    if (quoted and len(body) <= _QUOTED_SCAN_LIMIT) or (not quoted and not _quick_check(body, delimiter, width)):
        layout = _layout(body, delimiter, quoted)
    notes: list[str] = []
    skip: list[int] = []
    if layout is not None:
        notes, skip = _bad_lines(source, layout, width, body)
    frame, late = _read_frame(source, body, delimiter, skip)
    if late and layout is None and not quoted:
        # A long row and a short row can cancel out in the quick count: scan, then read again.
        layout = _layout(body, delimiter, quoted)
        notes, skip = _bad_lines(source, layout, width, body)
        frame, late = _read_frame(source, body, delimiter, skip)
    for message in late[:_MAX_LISTED]:
        notes.append(f"{source}: {message.replace('Skipping line', 'line')}; skipped")
    if len(late) > _MAX_LISTED:
        notes.append(f"{source}: {len(late) - _MAX_LISTED} more malformed lines skipped")
    columns = {str(name).strip(): column_from_pandas(frame[name]) for name in frame.columns}
    rows = len(frame)
    del frame
    dropped = set(skip) | {_late_line(message) - 1 for message in late}
    again = _body_of(body) if reload is None else lambda: blank_comments(_without_bom(reload()), comments)
    return ParsedTable(source, columns, rows, "line", notes, _line_map(again, layout, delimiter, quoted, dropped, rows))


def blank_comments(body: bytes, count: int) -> bytes:
    """The body with its first `count` `#` lines emptied (their line ends kept, so every row
    keeps its line number; blank lines are no rows)."""
    if count <= 0:
        return body
    out, at = [], 0
    while count and at < len(body):
        end = body.find(b"\n", at)
        end = len(body) if end < 0 else end + 1
        line = body[at:end]
        if line.lstrip().startswith(b"#"):
            out.append(b"\n" if line.endswith(b"\n") else b"")
            count -= 1
        elif line.strip():
            break  # the header: no comment above it is left
        else:
            out.append(line)
        at = end
    return b"".join(out) + body[at:]


def _body_of(body: bytes) -> Callable[[], bytes]:
    return lambda: body


def _without_bom(raw: bytes) -> bytes:
    return raw[len(_BOM):] if raw.startswith(_BOM) else raw


def _line_map(body: Callable[[], bytes], layout: Layout | None, delimiter: str, quoted: bool, dropped: set[int],
              rows: int) -> Callable[[], np.ndarray | None]:
    """The 1-based line of every row, found when first asked (only a warning asks)."""

    def lines() -> np.ndarray | None:
        shape = layout if layout is not None else _layout(body(), delimiter, quoted)
        content = np.flatnonzero(~shape.blank)[1:]
        starts = shape.line[content]
        kept = starts[~np.isin(starts - 1, list(dropped))] if dropped else starts
        return kept if len(kept) == rows else None

    return lines


def _bad_lines(source: str, layout: Layout, width: int, body: bytes) -> tuple[list[str], list[int]]:
    """Warnings for rows of the wrong width, and their 0-based line indices for pandas to skip."""
    content = np.flatnonzero(~layout.blank)
    bad = content[1:][layout.fields[content[1:]] != width]
    return _bad_line_notes(source, layout, bad, width, body), [int(layout.line[i]) - 1 for i in bad]


def _late_line(message: str) -> int:
    try:
        return int(message.split("line", 1)[1].split(":", 1)[0])
    except (IndexError, ValueError):
        return -1


def _header_width(body: bytes, delimiter: str) -> int:
    for line in body[:1 << 20].splitlines():
        if line.strip():
            try:
                return len(next(csv.reader([line.decode("utf-8", errors="replace")], delimiter=delimiter)))
            except csv.Error:
                return line.count(delimiter.encode()) + 1
    return 0


def _bad_line_notes(source: str, layout: Layout, bad: np.ndarray, width: int, body: bytes) -> list[str]:
    notes = []
    last_line = int(layout.line[-1]) if len(layout.line) else 0
    torn_tail = not body.endswith(b"\n")
    for index in bad[:_MAX_LISTED]:
        line, count = int(layout.line[index]), int(layout.fields[index])
        if line == last_line and torn_tail and count < width:
            what = f"cut off mid-write ({count} of {width} fields)"
        else:
            what = f"{count} field{'' if count == 1 else 's'} where the header has {width}"
        notes.append(f"{source}: line {line}: {what}; skipped")
    if len(bad) > _MAX_LISTED:
        more = ", ".join(str(int(layout.line[i])) for i in bad[_MAX_LISTED:_MAX_LISTED + 5])
        notes.append(f"{source}: {len(bad) - _MAX_LISTED} more lines with the wrong number of fields "
                     f"skipped (lines {more}{', ...' if len(bad) > _MAX_LISTED + 5 else ''})")
    return notes


def _kind(delimiter: str) -> str:
    return {"\t": "TSV", ",": "CSV"}.get(delimiter, f"'{delimiter}'-delimited")


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return text[0] if text else type(exc).__name__
