"""Megatron-LM / Megatron-DeepSpeed: `iteration N/ T | name: value | ... |` lines and friends.

Every numeric field becomes a series under its own name. Megatron omits a loss field
when the interval's loss was NaN (`if avg > 0.0`), so a line missing a loss key that the
file uses elsewhere gets a NaN point unless every iteration of its interval was skipped
(see `megatron_fields.train_table`). `validation loss at iteration N` blocks become eval
series; `successfully loaded checkpoint ... at iteration N` marks a resume and "could not
find the metadata file" a fresh start. A `[YYYY-mm-dd HH:MM:SS]` prefix gives wall times.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from operator import itemgetter
from warnings import catch_warnings, simplefilter

import numpy as np

from lossdoctor.ingest.textlog.common import FRESH, RESUME, Parsed, Table, mangled_warnings, points_to_columns
from lossdoctor.ingest.textlog.megatron_fields import fields, read_fields, shape_pattern, train_table
from lossdoctor.ingest.textlog.pieces import pieces, streamed_pieces
from lossdoctor.model import Marker
from lossdoctor.roles import Role

NAME = "megatron"
_PREFIX = r"^[ \t]*((?:\[[^\]\n]*\]:?[ \t]*)*)"
SNIFF = re.compile(_PREFIX + r"iteration[ \t]+\d+[ \t]*/[ \t]*\d+[ \t]*\|[^\n]*\w+: ", re.M)

_LINE = re.compile(
    _PREFIX + r"(?:iteration[ \t]+(\d+)[ \t]*/[ \t]*(\d+)[ \t]*\|([^\n]*)"
    r"|validation(?: \w+)? loss at iteration (\d+)( on \w+ set)?[ \t]*\|([^\n]*)"
    r"|[^\n]*?(successfully loaded checkpoint[^\n]*? at iteration[ \t]+(\d+))"
    r"|[^\n]*?(could not find the metadata file|will not load any checkpoints))",
    re.M,
)
_CANDIDATE = re.compile(
    _PREFIX + r"(?:iteration[ \t]+\d+[ \t]*/[ \t]*\d+|validation(?: \w+)? loss at iteration \d+(?: on \w+ set)?)"
    r"[ \t]*\|([^\n]*)$", re.M)
_TIME = re.compile(r"(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d:\d\d(?:[.,]\d+)?)")


def _wall(prefix: str) -> float:
    match = _TIME.search(prefix)
    if match is None:
        return math.nan
    # Megatron prints local time without a zone; read as UTC, which keeps the order.
    try:
        stamp = np.datetime64(f"{match.group(1)}T{match.group(2).replace(',', '.')}", "us")
    except ValueError:
        # An impossible date (month 13, hour 25): no wall time for the line, not a failed read.
        return math.nan
    return float(stamp.astype(np.int64)) / 1e6


def _pattern(text: str) -> tuple[re.Pattern[str], list[str]]:
    """_LINE, preceded by a fast alternative for lines shaped like the first iteration line.

    One regex pass then both checks the shape and captures every value.
    """
    pattern, shape, _ = _settled_pattern(text)
    return pattern, shape


def _settled_pattern(text: str) -> tuple[re.Pattern[str], list[str], bool]:
    """`_pattern`, and whether `text` settled it (a first shape found, or 51 candidates seen)
    so that any text that starts with `text` gets the same."""
    first = None
    settled = False
    for count, match in enumerate(_CANDIDATE.finditer(text)):
        first = fields(match.group(2))
        if first or count >= 50:
            settled = True
            break
    if not first:
        return _LINE, [], settled
    fast = _PREFIX + r"iteration[ \t]+(\d+)[ \t]*/[ \t]*\d+[ \t]*\|" + shape_pattern(first)
    return re.compile(fast + "|" + _LINE.pattern, re.M), list(first), True


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Iteration lines, validation blocks and checkpoint markers, in file order.

    Read piece by piece (`pieces`): only the numbers of a piece outlive it.
    """
    pattern, shape = _pattern(text)
    acc = _Accumulated()
    for start, end in pieces(text):
        _read_piece(pattern.findall(text, start, end), shape, acc)
    warnings: list[str] = []
    if acc.mangled or acc.bad_val:
        warnings += mangled_warnings(text, _CANDIDATE, label, "Megatron", line_offset,
                                     keep=lambda m: fields(m.group(2)) is None)
    return _finished(acc, label, warnings)


def parse_chunks(chunks: Iterable[str], label: str) -> Parsed | None:
    """`parse` of a text that comes in chunks (a big log streamed, never held whole); None
    when the whole text is needed: a mangled line to name, or no line shape settled in the
    first piece (the caller then reads it whole)."""
    texts = streamed_pieces(chunks)
    first = next(texts, "")
    pattern, shape, settled = _settled_pattern(first)
    following = next(texts, None)
    if following is not None and not settled:
        return None  # the whole text's first 50 candidates reach past this piece
    acc = _Accumulated()
    for piece in chain((first,), () if following is None else chain((following,), texts)):
        _read_piece(pattern.findall(piece), shape, acc)
        if acc.mangled or acc.bad_val:
            return None
    return _finished(acc, label, [])


def _finished(acc: _Accumulated, label: str, warnings: list[str]) -> Parsed:
    """The pieces' numbers as one Parsed, after `warnings` (the mangled lines')."""
    steps = _joined(acc.steps, np.int64)
    interval = _interval(steps)
    wall = _joined_walls(acc.walls, acc.sizes)
    columns = {name: (_joined(rows, np.int64), _joined(values, np.float64))
               for name, (rows, values) in acc.columns.items()}
    train, nan_warning = train_table(steps, columns, wall, interval, label)
    warnings += nan_warning
    meta: dict[str, object] = {"log_interval": interval}
    if wall is not None:
        meta["wall_times"] = "from the [YYYY-mm-dd HH:MM:SS] prefix, read as UTC"
    return Parsed(NAME, _joined(acc.kinds, np.int8), [train, _val_table(acc.val_steps, acc.val_rows)],
                  markers=acc.markers, base_step=interval, warnings=warnings, meta=meta)


@dataclass
class _Accumulated:
    """What the pieces read so far keep: numbers, and counts that place the next piece's rows."""

    steps: list[np.ndarray] = field(default_factory=list)
    walls: list[np.ndarray | None] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    kinds: list[np.ndarray] = field(default_factory=list)
    columns: dict[str, tuple[list[np.ndarray], list[np.ndarray]]] = field(default_factory=dict)
    val_steps: list[int] = field(default_factory=list)
    val_rows: list[dict[str, float]] = field(default_factory=list)
    markers: list[tuple[int, str, Marker]] = field(default_factory=list)
    records: int = 0  # data records (iteration and validation lines) before this piece
    mangled: bool = False
    bad_val: int = 0


def _read_piece(found: list[tuple[str, ...]], shape: list[str], acc: _Accumulated) -> None:
    """One piece's matches into `acc`: rows and marker positions continue the pieces before."""
    # Group layout: [prefix, step, values...] of the fast shape (when there is one), then _LINE's.
    off = 2 + len(shape) if shape else 0
    n = len(found)
    fast = np.fromiter(map(bool, map(itemgetter(1), found)), bool, n) if shape else np.zeros(n, bool)
    codes = np.zeros(n, dtype=np.int8)
    # Only lines off the fast shape need a look in Python; they are few in a real log.
    for row in np.flatnonzero(~fast).tolist():
        match = found[row]
        codes[row] = 0 if match[off + 1] else 1 if match[off + 4] else 2
    iteration = np.flatnonzero(codes == 0)
    columns, ok = read_fields(found, iteration, shape, 2, off + 3)
    codes[iteration[~ok]] = -1
    is_data = (codes == 0) | (codes == 1)
    data_before = np.cumsum(is_data) - is_data + acc.records
    for row in np.flatnonzero(codes >= 1).tolist():
        vstep, vsuffix, vrest, loaded, lstep, fresh = found[row][off + 4:off + 10]
        if vstep:
            parsed = fields(vrest)
            if parsed is None:
                # Dropped: later markers must not count it as a record.
                codes[row] = -1
                data_before[row + 1:] -= 1
                acc.bad_val += 1
                continue
            where = vsuffix.strip().split(" ")[1] if vsuffix else "validation"
            acc.val_steps.append(int(vstep))
            acc.val_rows.append({f"{_eval_key(key)} {where}": value for key, value in parsed.items()})
        elif loaded:
            marker = Marker("checkpoint_loaded", int(lstep), loaded.strip())
            acc.markers.append((int(data_before[row]), RESUME, marker))
        elif fresh:
            acc.markers.append((int(data_before[row]), FRESH, Marker("session_start", 0, fresh)))
    acc.mangled |= not ok.all()
    good = iteration[ok]
    good_fast = fast[good]
    before = sum(acc.sizes)
    for name, (rows, values) in columns.items():
        kept_rows, kept_values = acc.columns.setdefault(name, ([], []))
        kept_rows.append(rows + before)
        kept_values.append(values)
    acc.steps.append(np.fromiter(map(int, _pick(found, good, good_fast, 1, off + 1)), np.int64, len(good)))
    acc.walls.append(_walls(_pick(found, good, good_fast, 0, off)))
    acc.sizes.append(len(good))
    kinds = codes[(codes == 0) | (codes == 1)]
    acc.kinds.append(kinds)
    acc.records += len(kinds)


def _joined(parts: list[np.ndarray], dtype: type) -> np.ndarray:
    return np.concatenate(parts) if parts else np.zeros(0, dtype=dtype)


def _joined_walls(parts: list[np.ndarray | None], sizes: list[int]) -> np.ndarray | None:
    """The pieces' wall times; a piece without stamps has NaN walls, none at all gives None."""
    if all(part is None for part in parts):
        return None
    return np.concatenate([np.full(size, math.nan) if part is None else part for part, size in zip(parts, sizes)])


def _pick(found: list[tuple[str, ...]], rows: np.ndarray, fast: np.ndarray, fast_index: int,
          slow_index: int) -> list[str]:
    """Group `fast_index` of the chosen fast-shape rows, `slow_index` of the others."""
    chosen = found if len(rows) == len(found) else [found[row] for row in rows.tolist()]
    out = list(map(itemgetter(fast_index), chosen))
    for at in np.flatnonzero(~fast).tolist():
        out[at] = chosen[at][slow_index]
    return out


def _walls(prefixes: list[str]) -> np.ndarray | None:
    """Wall times from the `[YYYY-mm-dd HH:MM:SS]` prefixes (vectorised), or None."""
    if not any(prefixes):
        return None
    try:
        with catch_warnings():
            # A zone suffix makes numpy warn (a UserWarning, a DeprecationWarning before numpy 2);
            # such stamps take the careful path below.
            simplefilter("error")
            stamps = _aligned_stamps(prefixes)
            if stamps is None:
                stamps = np.array([p[p.find("[") + 1:p.find("]")].replace(",", ".") for p in prefixes])
            else:
                # numpy 1.24.0 crashes (SIGSEGV) casting unparseable *bytes* to datetime64;
                # text raises ValueError as it should.
                stamps = stamps.astype(f"U{stamps.itemsize}")
            parsed = stamps.astype("datetime64[us]")
        # A line without a stamp among stamped ones is NaT: NaN, as `_wall` gives it (not -9.2e12).
        return np.where(np.isnat(parsed), math.nan, parsed.astype(np.int64) / 1e6)
    except (ValueError, Warning):
        walls = np.array([_wall(p) for p in prefixes], dtype=np.float64)
        return walls if np.isfinite(walls).any() else None


def _aligned_stamps(prefixes: list[str]) -> np.ndarray | None:
    """The bracketed stamps cut out with numpy, or None unless every prefix has the first's layout.

    The usual case (one `[YYYY-mm-dd HH:MM:SS]` per line) then costs no per-line Python.
    """
    first = prefixes[0]
    width, lo, hi = len(first), first.find("["), first.find("]")
    if lo < 0 or hi <= lo + 1:
        return None
    if not (np.fromiter(map(len, prefixes), np.int64, len(prefixes)) == width).all():
        return None
    try:
        raw = "".join(prefixes).encode("ascii")
    except UnicodeEncodeError:
        return None
    grid = np.frombuffer(raw, np.uint8).reshape(len(prefixes), width)
    # Same cut as the per-line `find`: the first "[" and first "]" of every prefix.
    if not ((grid[:, lo] == ord("[")).all() and (grid[:, hi] == ord("]")).all()
            and (grid[:, :lo] != ord("[")).all() and (grid[:, :hi] != ord("]")).all()):
        return None
    stamps = np.array(grid[:, lo + 1:hi])  # a writable copy, even of one contiguous row
    stamps[stamps == ord(",")] = ord(".")
    return stamps.view(f"S{hi - lo - 1}").reshape(-1)


def _eval_key(key: str) -> str:
    return key[: -len(" value")] if key.endswith(" value") else key


def _interval(steps: np.ndarray) -> int:
    """The log interval (smallest step increase): a fresh run's first iteration line."""
    if len(steps) == 0:
        return 1
    diffs = np.diff(steps)
    positive = diffs[diffs > 0]
    return int(positive.min()) if len(positive) else 1


def _val_table(steps: list[int], rows: list[dict[str, float]]) -> Table:
    points: dict[str, dict[int, float]] = {}
    for index, row in enumerate(rows):
        for name, value in row.items():
            points.setdefault(name, {})[index] = value
    roles = {name: Role.OTHER if "ppl" in name.lower() else Role.EVAL_LOSS for name in points}
    return Table(np.asarray(steps, dtype=np.int64), points_to_columns(points, len(rows), roles))
