"""Shared pieces of the text-log readers: decoding, the number syntax, and the parsed-log shape."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from operator import itemgetter
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.model import Marker
from lossdoctor.roles import Role

# A number as the training scripts print it, including C's "-nan" and Python's "inf".
NUM = r"[-+]?(?:(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|(?i:nan|inf(?:inity)?))"
NUM_FULL = re.compile(rf"\s*{NUM}\s*")

_BACKSPACES = re.compile("\x08+\r?")

# Marker codes in a parsed stream (data tables use 0, 1, 2, ...).
RESUME = "resume"
FRESH = "fresh"
# The kind of a FRESH marker's Marker when a banner or command line names the run it opens
# (another seed, trial or experiment): identity evidence, which a replay of the same values
# does not overrule.
NAMED_RUN = "run_named"
# The words of a FRESH marker's detail when the program's start-up lines, printed again, open a
# launch (a launch boundary, not a statement): `generic/launches.py` writes them.
STARTUP_WORDS = "the program's start-up lines printed again"
# The words before the line a relaunch's start-up states its resume in (`Resumed at step 705000`):
# the identity layer reads the step from that line (`identity.launches.stated_resume`).
RESUME_WORDS = "and it states a resume at"
# The words of a relaunch's detail when its start-up states the seed (and config) the launch
# before it stated: the same job run again (`identity.settings`, `identity.launches.join_replays`).
SAME_JOB_WORDS = "and it states the seed the launch before it stated"


@dataclass
class Column:
    """One metric of a table: `rows` (None = every row) and its values."""

    values: np.ndarray
    rows: np.ndarray | None = None
    role: Role | None = None


@dataclass
class Table:
    """One family of lines (training lines, validation lines...) as numpy columns, file order."""

    steps: np.ndarray
    columns: dict[str, Column]
    wall: np.ndarray | None = None


@dataclass
class Parsed:
    """A whole log as a stream of records: `kinds[i]` is the table of the i-th data line.

    `markers` are (position, kind, Marker): the marker sits before data record `position`;
    kind is RESUME (a checkpoint was loaded) or FRESH (the program started from scratch).
    `base_step` is the first step a fresh run logs: a step going back to it or below
    starts a new trial rather than a resumed fragment.
    """

    format: str
    kinds: np.ndarray
    tables: list[Table]
    markers: list[tuple[int, str, Marker]] = field(default_factory=list)
    base_step: int = 0
    warnings: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def steps(self) -> np.ndarray:
        """Every record's step in file order."""
        out = np.empty(len(self.kinds), dtype=np.int64)
        for index, table in enumerate(self.tables):
            out[self.kinds == index] = table.steps
        return out


def empty_parsed(fmt: str) -> Parsed:
    """A log with no records."""
    return Parsed(fmt, np.zeros(0, dtype=np.int8), [])


def decode(data: bytes, label: str, warnings: list[str]) -> str:
    """UTF-8 text (UTF-16/32 transcoded first); invalid bytes become U+FFFD with one warning,
    never an exception."""
    from lossdoctor.ingest.encoding import note, to_utf8

    data, encoding = to_utf8(data)
    warnings.extend(note(label, encoding))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        text = data.decode("utf-8", errors="replace")
        bad = text.count("\ufffd") - data.count(b"\xef\xbf\xbd")
        warnings.append(f"{label}: invalid UTF-8 from byte {exc.start} on ({max(bad, 1)} bytes replaced); "
                        "lines with replaced bytes that no longer parse are skipped")
    if "\x00" in text:
        # A log truncated while its writer kept its offset (`> train.log` under nohup) reads back
        # a hole of NUL bytes where the cut part was; NUL is never part of a log line.
        count = text.count("\x00")
        text = text.replace("\x00", "")
        warnings.append(f"{label}: {count} NUL bytes passed over (a hole left where the file was cut "
                        "while it was being written)")
    if "\x08" in text:
        # Keras' dynamic progress bar erases its line with backspaces before each redraw: each
        # redraw is a segment, as after a lone \r.
        text = _BACKSPACES.sub("\r", text)
    if "\r" in text:
        # Windows line ends would break the end-of-line anchors; lone \r (progress bars) stays.
        text = text.replace("\r\n", "\n")
    return text


def read_bytes(path: Path) -> bytes:
    """The file's bytes, or an InputError naming it."""
    try:
        return path.read_bytes()
    except OSError as exc:
        raise InputError(f"{path}: cannot read the file ({exc.strerror or exc})") from None


def line_of(text: str, offset: int) -> int:
    """1-based line number of a character offset."""
    return text.count("\n", 0, offset) + 1


def mangled_warnings(text: str, pattern: re.Pattern[str], label: str, what: str,
                     line_offset: int = 0, keep: Callable[[re.Match[str]], bool] | None = None,
                     limit: int = 20) -> list[str]:
    """One warning per line `pattern` finds (and `keep` confirms): lines that start like
    data but do not parse, named by line number."""
    out: list[str] = []
    matches = [m for m in pattern.finditer(text) if keep is None or keep(m)]
    for match in matches[:limit]:
        line = line_of(text, match.start()) + line_offset
        shown = match.group(0).strip()
        shown = shown if len(shown) <= 90 else shown[:87] + "..."
        out.append(f"{label}: line {line}: mangled {what} line skipped, not read: {shown!r}")
    if len(matches) > limit:
        out.append(f"{label}: {len(matches) - limit} more mangled {what} lines skipped")
    return out


# A value token for the fast whole-file regexes; float conversion then validates it.
VAL = r"([-+]?[\w.]+(?:[-+]\d+)?)"


def to_floats(strings: list[str]) -> tuple[np.ndarray, np.ndarray | None]:
    """Float values and a mask of the strings that are not numbers (None when all are)."""
    try:
        return np.array(strings, dtype=np.float64), None
    except ValueError:
        pass
    values = np.full(len(strings), np.nan)
    bad = np.zeros(len(strings), dtype=bool)
    for index, text in enumerate(strings):
        if NUM_FULL.fullmatch(text):
            values[index] = float(text)
        else:
            bad[index] = True
    return values, bad


# Characters matched at a time by the readers that read a log in pieces: its matches (Python
# strings, ten times the text's size) are kept for one piece, then only their numbers.
PIECE = 1 << 21


def pieces(text: str, cut: re.Pattern[str], size: int = PIECE) -> Iterator[str]:
    """`text` in pieces of about `size` characters, each cut right after the newline that
    `cut` finds: a reader whose matches never run across such a line break (the line after it
    starts a record of its own) finds in the pieces what it finds in the whole text."""
    start = 0
    while start < len(text):
        found = cut.search(text, start + size) if start + size < len(text) else None
        end = len(text) if found is None else found.start() + 1
        yield text[start:end]
        start = end


class NotPlain(Exception):
    """A file that `plain_chunks` does not stream: it needs `decode` whole."""


# Bytes read and decoded at a time when a log is streamed.
READ_BYTES = 1 << 24


def plain_chunks(path: Path) -> Iterator[str]:
    """The text of a plain UTF-8 file (no byte-order mark, no invalid byte, no `\r`, no
    backspace), READ_BYTES at a time, as `decode` would give it whole; raises NotPlain at the
    first sign of anything `decode` would change or warn about. The file's bytes and its text
    are never held whole."""
    import codecs

    from lossdoctor.ingest.encoding import detect

    decoder = codecs.getincrementaldecoder("utf-8")("strict")
    try:
        with path.open("rb") as handle:
            data = handle.read(READ_BYTES)
            if data.startswith(codecs.BOM_UTF8) or detect(data) is not None:
                raise NotPlain(str(path))
            while data:
                if b"\r" in data or b"\x08" in data or b"\x00" in data:
                    raise NotPlain(str(path))
                try:
                    text = decoder.decode(data)
                except UnicodeDecodeError:
                    raise NotPlain(str(path)) from None
                if text:
                    yield text
                data = handle.read(READ_BYTES)
            decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        raise NotPlain(str(path)) from None
    except OSError as exc:
        raise InputError(f"{path}: cannot read the file ({exc.strerror or exc})") from None


def cut_pieces(chunks: Iterable[str], cut: re.Pattern[str]) -> Iterator[str]:
    """Text that comes in chunks, as pieces cut right after a newline that `cut` finds (as
    `pieces` cuts a whole text): a piece never ends inside a record. `cut` starts with the
    newline (`\\n(?=...)`)."""
    buffer = ""
    for chunk in chunks:
        buffer += chunk
        at = buffer.rfind("\n")
        while at >= 0 and cut.match(buffer, at) is None:
            at = buffer.rfind("\n", 0, at)
        if at >= 0:
            yield from pieces(buffer[:at + 1], cut)
            buffer = buffer[at + 1:]
    if buffer:
        yield buffer


def interleave(text: str, prefix: str, n_main: int, few: list[tuple[int, int]]) -> np.ndarray | None:
    """Record kinds in file order when `n_main` lines start with `prefix` (kind 0) and a few
    other records sit at known offsets (`few` = (offset, kind)); None when the count of
    `prefix` lines is not `n_main` (some did not parse: take the slow path)."""
    needle = "\n" + prefix
    head = int(text.startswith(prefix))
    if text.count(needle) + head != n_main:
        return None
    kinds = np.zeros(n_main + len(few), dtype=np.int8)
    counted, start = 0, 0
    for index, (offset, kind) in enumerate(few):
        # Occurrences wholly inside [start, offset): the main lines between two few lines.
        counted += text.count(needle, start, offset)
        start = offset
        kinds[head + counted + index] = kind
    return kinds


class Grid:
    """A findall result read column by column: far cheaper than one 2-D string array."""

    def __init__(self, found: list[tuple[str, ...]]) -> None:
        self.found = found

    def __len__(self) -> int:
        return len(self.found)

    def present(self, index: int) -> np.ndarray:
        """Rows where group `index` matched."""
        return np.fromiter((bool(m[index]) for m in self.found), bool, len(self.found))

    def strings(self, rows: np.ndarray, index: int) -> list[str]:
        """Group `index` of the chosen rows."""
        found = self.found
        if len(rows) == len(found):
            # Every row (the rows asked for are ascending and distinct): taken in C.
            return list(map(itemgetter(index), found))
        return [found[row][index] for row in rows.tolist()]

    def ints(self, rows: np.ndarray, index: int) -> np.ndarray:
        """Group `index` of the chosen rows as int64."""
        return np.array(self.strings(rows, index), dtype=np.int64).reshape(-1)

    def floats(self, rows: np.ndarray, index: int) -> tuple[np.ndarray, np.ndarray | None]:
        """Group `index` of the chosen rows as float64, and a mask of the non-numbers."""
        return to_floats(self.strings(rows, index))


def points_to_columns(points: dict[str, dict[int, float]], n_rows: int,
                      roles: dict[str, Role] | None = None) -> dict[str, Column]:
    """Columns from {name: {row: value}} (rows ascending), for lines read one by one."""
    columns = {}
    for name, by_row in points.items():
        where = np.fromiter(by_row.keys(), dtype=np.int64, count=len(by_row))
        values = np.fromiter(by_row.values(), dtype=np.float64, count=len(by_row))
        if len(where) > 1 and np.any(np.diff(where) < 0):
            order = np.argsort(where, kind="stable")
            where, values = where[order], values[order]
        columns[name] = Column(values, None if len(where) == n_rows else where,
                               (roles or {}).get(name))
    return columns
