"""llm.c console output: `step N/T | loss X (+z)| norm G (+z)| lr ... | ... ms | ...`.

llm.c prints `step + 1` here (1-based) but writes `step` to main.log (0-based); this
reader converts to 0-based so that both files of one run give the same steps. A
`val loss X` line belongs to the step about to be trained (the steps done so far), as
in main.log's `s:N tel:X`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

import numpy as np

from lossdoctor.ingest.textlog.common import (
    FRESH, NUM, RESUME, VAL, Column, Grid, Parsed, Table, cut_pieces, empty_parsed, mangled_warnings, pieces,
    to_floats,
)
from lossdoctor.heap import give_back
from lossdoctor.ingest.textlog.floats import floats
from lossdoctor.ingest.textlog.llmc_template import Template, build
from lossdoctor.model import Marker
from lossdoctor.roles import Role

NAME = "llmc-stdout"
SNIFF = re.compile(rf"^step\s+\d+/\d+\s*[|:]\s*(?:train )?loss\s+{NUM}", re.M)

# Known field shapes of the step line, for the generic path (older llm.c, train_gpt2.py).
_FIELD = re.compile(
    rf"\s*\(?\s*(?:(?P<name>[A-Za-z][\w /]*?)\s+(?P<value>{NUM})(?:\s*\((?P<z>{NUM})z\))?"
    rf"|(?P<value2>{NUM})\s*(?P<unit>%?\s*[A-Za-z][\w /%]*?))\s*\)?\s*"
)
_STEP = (rf"^step\s+(\d+)/(\d+) \| loss\s+{VAL} \({VAL}z\)\s*\| norm\s+{VAL} \({VAL}z\)\s*"
         rf"\| lr {VAL} \| {VAL} ms \| {VAL}% \w+ MFU \| {VAL} tok/s[ \t]*$")
# `_STEP` with each value an ASCII token (no `_`) in place of `VAL`: a simpler class, matched
# about 40 % faster. A token it takes that numpy converts is one `VAL` takes too, and the
# tokens sit between delimiters they cannot hold (a space, `)`, `%`), so where every token
# converts, `_STEP` finds the same values (see `_pure`).
_TOKEN = r"([-+0-9A-Za-z.]+)"
# Its groups: the step, then the values (the total of `step N/T` is not kept).
_STEP_FAST = re.compile(_STEP.replace(VAL, _TOKEN).replace(r"/(\d+)", r"/\d+", 1), re.M)
_STRICT = re.compile(
    rf"step\s+\d+/\d+ \| loss\s+{NUM} \({NUM}z\)\s*\| norm\s+{NUM} \({NUM}z\)\s*"
    rf"\| lr {NUM} \| {NUM} ms \| {NUM}% \w+ MFU \| {NUM} tok/s[ \t]*")
_ANY_STEP = re.compile(r"^step\s+\d+/\d+[^\n]*$", re.M)
_STEP_START = re.compile(r"^step\s+\d+/\d+", re.M)
_EVAL_LINES = rf"^val loss ({NUM})[ \t]*$|^[^\n]*?HellaSwag: \d+/\d+ = ({NUM})[ \t]*$"
_LINE = re.compile(
    _STEP + rf"|^(step\s+\d+/\d+[^\n]*)$|{_EVAL_LINES}"
    r"|^\|\s*resume\s*\|\s*(\d+)\s*\|",
    re.M,
)
# `_LINE`'s eval lines alone (its groups 11 and 12): found apart from the step lines.
_EVAL = re.compile(_EVAL_LINES, re.M)
_STEP_COLUMNS = (("loss", 2, Role.LOSS), ("loss_zscore", 3, Role.OTHER), ("norm", 4, Role.GRAD_NORM),
                 ("norm_zscore", 5, Role.OTHER), ("lr", 6, Role.LR), ("time_ms", 7, Role.OTHER),
                 ("mfu", 8, Role.OTHER), ("tok/s", 9, Role.OTHER))
_GENERIC_NAMES = {"loss": "loss", "train loss": "loss", "norm": "norm", "lr": "lr", "ms": "time_ms",
                  "tok/s": "tok/s"}
_GENERIC_LINE = re.compile(r"step\s+(\d+)/\d+\s*[|:]\s*(.*)")
_SPLIT = re.compile(rf"[|,]|\((?!\s*{NUM}z\))")
# Where the text may be cut into pieces: before a step line (no match runs into one).
_CUT = re.compile(r"\n(?=step\s+\d)")
# Print formats read through a template in one log; lines of any more go field by field.
_MAX_TEMPLATES = 8


def parse(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Step lines (converted to 0-based), `val loss` and HellaSwag lines, resume flags.

    The text is matched piece by piece: only the numbers of a piece's matches are kept."""
    parsed = _parse(pieces(text, _CUT), text, label, line_offset)
    assert parsed is not None  # with the text at hand, mangled lines are said, not refused
    return parsed


def parse_chunks(chunks: Iterable[str], label: str) -> Parsed | None:
    """`parse` of a text that comes in chunks (a big log streamed: never held whole); None
    when a line is mangled, whose warning needs the whole text (the caller parses that)."""
    return _parse(cut_pieces(chunks, _CUT), None, label, 0)


def _parse(texts: Iterable[str], text: str | None, label: str, line_offset: int) -> Parsed | None:
    """`parse` of the pieces `texts` of `text` (None: not at hand, and None back when a line
    is mangled)."""
    found = _Found()
    other, templates = _Other(), list[Template]()
    total = 0
    for piece in texts:
        rows = _pure(piece, found, total, other, templates)
        if rows is None:
            grid = Grid(_LINE.findall(piece))
            found.add(grid, total, other, templates)
            rows = len(grid)
        total += rows
    if not total:
        return empty_parsed(NAME)
    fast, is_val, is_hella, is_flag = (np.concatenate(found.masks[group]) for group in (0, 11, 12, 13))
    fast_rows = np.flatnonzero(fast)
    train_columns: dict[str, np.ndarray] = {}
    bad = found.bad
    for name, index, _ in _STEP_COLUMNS:
        train_columns[name] = np.concatenate(found.values.pop(index))
        wrong = np.concatenate(found.wrong.pop(index))
        if wrong.any():
            # A value token that is not a number: the line is mangled, not read.
            bad, fast[fast_rows[wrong]] = True, False
    if bad and text is None:
        return None
    if bad and text is not None:
        warnings = mangled_warnings(text, _ANY_STEP, label, "llm.c step", line_offset,
                                    keep=lambda m: _STRICT.fullmatch(m.group(0)) is None
                                    and _generic(m.group(0)) is None)
    else:
        warnings = []
    other_ok = np.concatenate(other.ok) if other.ok else np.zeros(0, dtype=bool)
    generic_rows = np.flatnonzero(np.concatenate(found.masks[10]))[other_ok]
    is_train = fast.copy()
    is_train[generic_rows] = True
    keep = is_train | is_val | is_hella
    # 1-based step N printed after training step N-1: steps done = N.
    done = np.zeros(total, dtype=np.int64)
    surviving = fast[fast_rows]
    done[fast_rows[surviving]] = np.concatenate(found.steps)[surviving]
    done[generic_rows] = np.concatenate(other.steps)[other_ok] if other.steps else 0
    steps = np.where(is_train, done - 1, 0)
    is_eval = is_val | is_hella
    if is_eval.any():
        steps = _eval_steps(steps, done, is_train, is_eval, np.cumsum(is_flag))
    del done, is_eval
    markers: list[tuple[int, str, Marker]] = []
    # Built only when there are flags to place: each is an int64 per line of a big log.
    position = np.cumsum(keep) - keep if found.flags else keep
    kept_rows = np.flatnonzero(keep) if found.flags else keep
    for row, flag in found.flags:
        code = FRESH if flag == "0" else RESUME
        later = int(np.searchsorted(kept_rows, row + 1))
        step = int(steps[kept_rows[later]]) if later < len(kept_rows) else 0
        markers.append((int(position[row]), code, Marker(
            "session_start" if code == FRESH else "resumed", step, f"llm.c started with resume={flag}")))
    kinds = np.full(total, -1, dtype=np.int8)
    kinds[is_train], kinds[is_val], kinds[is_hella] = 0, 1, 2
    tables = [_train_table(steps, fast, fast_rows, is_train, train_columns, generic_rows, other),
              Table(steps[is_val], {"val loss": Column(np.concatenate(found.evals[11]), None, Role.EVAL_LOSS)}),
              Table(steps[is_hella], {"hellaswag": Column(np.concatenate(found.evals[12]), None, Role.OTHER)})]
    meta = {"steps": "0-based: llm.c prints step+1 on the console; converted to match main.log"}
    return Parsed(NAME, kinds[keep], tables, markers=markers, base_step=0, warnings=warnings, meta=meta)


@dataclass
class _Found:
    """What the pieces held, as numbers: each kind of line's rows (`masks`, by `_LINE` group),
    the current format's steps and values (with the tokens that are not numbers), the eval
    values and the resume flags (row, flag)."""

    masks: dict[int, list[np.ndarray]] = field(default_factory=lambda: {g: [] for g in (0, 10, 11, 12, 13)})
    steps: list[np.ndarray] = field(default_factory=list)
    values: dict[int, list[np.ndarray]] = field(default_factory=lambda: {i: [] for _, i, _ in _STEP_COLUMNS})
    wrong: dict[int, list[np.ndarray]] = field(default_factory=lambda: {i: [] for _, i, _ in _STEP_COLUMNS})
    evals: dict[int, list[np.ndarray]] = field(default_factory=lambda: {11: [], 12: []})
    flags: list[tuple[int, str]] = field(default_factory=list)
    bad: bool = False
    last_fast: bool = False  # the last piece held lines of the current format

    def add_fast(self, grid: Grid, evals: list[tuple[int, int, str]]) -> bool:
        """A piece whose step lines are all of the current format (`grid`, by `_STEP_FAST`) and
        whose other matches are eval lines, (row, `_LINE` group, value) each; False, with nothing
        kept, when a step line's value is not a number (`_LINE` then reads the piece)."""
        rows = np.arange(len(grid))
        try:
            steps = grid.ints(rows, 0)
            columns = [floats(grid.strings(rows, index - 1)) for _, index, _ in _STEP_COLUMNS]
        except (OverflowError, ValueError):
            return False
        at = np.array([row for row, _, _ in evals], dtype=np.int64)
        groups = np.array([group for _, group, _ in evals], dtype=np.int64)
        for group, masks in self.masks.items():
            mask = np.full(len(grid) + len(evals), group == 0)
            mask[at] = False
            mask[at[groups == group]] = True
            masks.append(mask)
        for group, read in self.evals.items():
            # As `add` converts them: a value NUM takes that numpy does not, converted alone.
            read.append(to_floats([value for _, kind, value in evals if kind == group])[0])
        self.last_fast = True
        self.steps.append(steps)
        for (_, index, _), values in zip(_STEP_COLUMNS, columns):
            self.values[index].append(values)
            self.wrong[index].append(np.zeros(len(rows), dtype=bool))
        return True

    def add_others(self, count: int) -> None:
        """A piece whose matches are all step lines of other formats (read into `_Other`)."""
        self._kinds(count, 10)
        self.last_fast = False

    def _kinds(self, count: int, group: int) -> None:
        for kind, masks in self.masks.items():
            masks.append(np.full(count, kind == group))
        for evals in self.evals.values():
            evals.append(np.zeros(0))

    def add(self, grid: Grid, first: int, other: _Other, templates: list[Template]) -> None:
        """One piece's matches (`first` is the row of its first)."""
        rows = np.arange(len(grid))
        for group, masks in self.masks.items():
            masks.append(grid.present(group))
        fast_rows = rows[self.masks[0][-1]]
        self.last_fast = bool(len(fast_rows))
        self.steps.append(grid.ints(fast_rows, 0))
        for _, index, _ in _STEP_COLUMNS:
            values, wrong = grid.floats(fast_rows, index)
            self.values[index].append(values)
            self.wrong[index].append(np.zeros(len(fast_rows), dtype=bool) if wrong is None else wrong)
        other_rows = rows[self.masks[10][-1]]
        if len(other_rows):
            self.bad |= not _read_others(grid.strings(other_rows, 10), other_rows + first, other, templates)
        for group, evals in self.evals.items():
            evals.append(grid.floats(rows[self.masks[group][-1]], group)[0])
        self.flags += [(row + first, grid.found[row][13]) for row in np.flatnonzero(self.masks[13][-1]).tolist()]


def _pure(piece: str, found: _Found, first: int, other: _Other, templates: list[Template]) -> int | None:
    """The count of step lines of a piece whose every line `_LINE` matches is a step line of the
    current format (or every one of the last template's shape), read with that one pattern;
    None when the piece holds other lines (`_LINE` then reads it).

    Exact: `_LINE` matches once at each step line's start, by `_STEP` when that matches there
    (a template's line never does: it holds no `z)`); so when the one pattern matches as many
    times as there are step lines, it matched each, as `_LINE` would. `_STEP_FAST` stands for
    `_STEP` when all its values convert: a token numpy converts is a number or nan/inf, which
    `VAL` takes too, and `_STEP` cuts the line into the same values (none holds the space,
    `)` or `%` that ends it)."""
    # A letter first (memchr), the word only where it is: most pieces hold no `v`, `H` or `u`.
    if "u" in piece and "resume" in piece:
        return None
    if ("v" in piece and "val loss" in piece) or ("H" in piece and "HellaSwag" in piece):
        placed = _evals(piece)
        if placed is None:
            return None
        evals, starting = placed
    else:
        evals, starting = [], piece.count("\nstep") + piece.startswith("step")
    if not starting:
        return None
    if not templates or found.last_fast:
        grid = Grid(_STEP_FAST.findall(piece))
        if ((len(grid) == starting or not evals and _all_steps(piece, len(grid), starting))
                and found.add_fast(grid, evals)):
            return len(grid) + len(evals)
    if templates and not evals:
        template = templates[-1]
        matched = template.pattern.findall(piece)
        count = len(matched)
        rows = np.arange(count)
        if (count and _all_steps(piece, count, starting)
                and _put(matched, rows, rows + first, template, np.zeros(count, dtype=bool),
                         np.zeros(count, dtype=np.int64), other, record=True)):
            found.add_others(count)
            return count
    return None


def _evals(piece: str) -> tuple[list[tuple[int, int, str]], int] | None:
    """The eval lines of a piece whose lines that start with `step` are all step lines of one
    format, as (row among `_LINE`'s matches, `_LINE` group, value), and the count of lines that
    start with `step`: each eval line comes after the step lines that start before it (counted
    as `\nstep`) and the eval lines found before it.

    `_EVAL` is tried only at the starts of the lines that hold its words (its lazy prefix would
    walk every line): a line it matches holds `val loss` or `HellaSwag`, and its matches are
    single lines, so these are the matches `finditer` finds. None when one starts with `step`
    (`_LINE` reads it as a step line)."""
    starts = set()
    for word in ("val loss", "HellaSwag"):
        at = piece.find(word)
        while at >= 0:
            starts.add(piece.rfind("\n", 0, at) + 1)
            at = piece.find(word, at + len(word))
    out: list[tuple[int, int, str]] = []
    counted, before, head = 0, 0, int(piece.startswith("step"))
    for start in sorted(starts):
        match = _EVAL.match(piece, start)
        if match is None:
            continue
        if piece.startswith("step", start):
            return None
        counted += piece.count("\nstep", before, start)
        before = start
        group, value = (11, match.group(1)) if match.group(1) is not None else (12, match.group(2))
        out.append((head + counted + len(out), group, value))
    return out, head + counted + piece.count("\nstep", before)


def _all_steps(piece: str, matched: int, starting: int) -> bool:
    """Whether `matched` matches, one per step line at most, are all the step lines of a piece
    whose lines that start with `step` are `starting`."""
    return matched == starting or matched == len(_STEP_START.findall(piece))


# Rows from which the freed pieces of each joined column are handed back at once (a 10M-line
# log's columns would otherwise be held twice, as pieces and joined, at the read's peak).
_TRIM_ROWS = 1 << 20


def _train_table(steps: np.ndarray, fast: np.ndarray, fast_rows: np.ndarray, is_train: np.ndarray,
                 fast_columns: dict[str, np.ndarray], generic_rows: np.ndarray, other: _Other) -> Table:
    """Step lines of the current print format plus other formats' lines, in file order."""
    rows = np.flatnonzero(is_train)
    roles = {name: role for name, _, role in _STEP_COLUMNS}
    if not len(generic_rows) and len(rows) == len(fast_rows):
        columns = {name: Column(fast_columns[name], None, role) for name, _, role in _STEP_COLUMNS}
        return Table(steps[rows], columns)
    # Mixed print formats (or dropped rows): each column over the rows that have it, the
    # current format's columns first, then the others' in the order their lines name them.
    # Built one column at a time, each part let go once joined: a column's size at a time.
    surviving = fast[fast_rows]
    every = bool(surviving.all())
    if not len(fast_rows) and all(name in other.ordered and sum(map(len, other.columns[name][1])) == len(rows)
                                  for name in other.columns):
        # Only other formats' lines, every field on every line in file order: each column is
        # its values as read (the common case of a big log printed by one statement).
        position = np.zeros(0, dtype=np.int64)
    else:
        position = np.cumsum(is_train) - 1
    fast_at = position[fast_rows[surviving]]
    names = [name for name, _, _ in _STEP_COLUMNS]
    names += sorted((name for name in other.columns if name not in roles), key=lambda name: other.first[name])
    columns = {}
    for name in names:
        where_parts: list[np.ndarray] = []
        data_parts: list[np.ndarray] = []
        if name in fast_columns:
            where_parts.append(fast_at)
            data_parts.append(fast_columns.pop(name) if every else fast_columns.pop(name)[surviving])
        if name in other.columns:
            found_rows, found_values = other.columns.pop(name)
            if not len(position):
                columns[name] = Column(np.concatenate(found_values).astype(np.float64, copy=False), None,
                                       roles.get(name))
                del found_values
                if len(rows) >= _TRIM_ROWS:
                    give_back()  # the column's pieces, freed below the mmap threshold: not held twice
                continue
            where_parts += [position[r] for r in found_rows]
            data_parts += found_values
        at = np.concatenate(where_parts).astype(np.int64, copy=False)
        data = np.concatenate(data_parts).astype(np.float64, copy=False)
        del where_parts, data_parts
        if len(at) > 1 and np.any(np.diff(at) < 0):
            order = np.argsort(at, kind="stable")
            at, data = at[order], data[order]
        columns[name] = Column(data, None if len(at) == len(rows) else at, roles.get(name))
    return Table(steps[rows], columns)


def _fields(body: str) -> list[tuple[str, int, int, bool]] | None:
    """Each value of a step line's body (after `step N/T |`) as (key, start, end, before a
    unit), in the order `_generic` fills its dict; None when any field is garbage."""
    out: list[tuple[str, int, int, bool]] = []
    at = 0
    for cut in [*_SPLIT.finditer(body), None]:
        end = len(body) if cut is None else cut.start()
        part, offset = body[at:end], at
        at = end if cut is None else cut.end()
        if not part.strip():
            continue
        match = _FIELD.fullmatch(part)
        if match is None:
            return None
        if match.group("name"):
            key = match.group("name").strip().lower()
            key = _GENERIC_NAMES.get(key, key)
            out.append((key, offset + match.start("value"), offset + match.end("value"), False))
            if match.group("z"):
                out.append((f"{key}_zscore", offset + match.start("z"), offset + match.end("z"), False))
        else:
            unit = match.group("unit").strip().lower()
            key = "mfu" if "mfu" in unit else _GENERIC_NAMES.get(unit, unit)
            out.append((key, offset + match.start("value2"), offset + match.end("value2"), True))
    return out


def _generic(line: str) -> tuple[int, dict[str, float]] | None:
    """Fields of a step line in another llm.c print format; None when any field is garbage."""
    match = _GENERIC_LINE.fullmatch(line.strip())
    if match is None:
        return None
    body = match.group(2)
    spans = _fields(body)
    if spans is None:
        return None
    values: dict[str, float] = {}
    for key, start, end, _ in spans:
        values[key] = float(body[start:end])
    return (int(match.group(1)), values) if "loss" in values else None


@dataclass
class _Other:
    """The step lines of other print formats: which rows read, their steps, and each field's
    rows and values; `first[name]` orders the fields as one dict filled row by row would."""

    ok: list[np.ndarray] = field(default_factory=list)
    steps: list[np.ndarray] = field(default_factory=list)
    columns: dict[str, tuple[list[np.ndarray], list[np.ndarray]]] = field(default_factory=dict)
    first: dict[str, tuple[int, int]] = field(default_factory=dict)

    # The fields whose rows came in file order, and the last row of each.
    ordered: set[str] = field(default_factory=set)
    last: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, order: int, rows: np.ndarray, values: np.ndarray) -> None:
        """Values of field `name` (its place `order` in its line) at `rows` (ascending)."""
        if len(rows) == 0:
            return
        if name not in self.columns:
            self.ordered.add(name)
        elif int(rows[0]) <= self.last[name]:
            self.ordered.discard(name)
        self.last[name] = int(rows[-1])
        where, data = self.columns.setdefault(name, ([], []))
        where.append(rows)
        data.append(values)
        here = (int(rows[0]), order)
        if name not in self.first or here < self.first[name]:
            self.first[name] = here


def _read_others(lines: list[str], rows: np.ndarray, other: _Other, templates: list[Template]) -> bool:
    """Read the other-format step `lines` (at `rows`) into `other`: all at once when the last
    template takes them all, else each through the first template that takes it or, failing
    that, `_generic`. False when a line is garbage."""
    ok = np.zeros(len(lines), dtype=bool)
    steps = np.zeros(len(lines), dtype=np.int64)
    other.ok.append(ok)
    other.steps.append(steps)
    if not templates:
        made = build(lines[0], _fields)
        templates += [made] if made is not None else []
    if templates:
        found = templates[-1].pattern.findall("\n".join(lines))
        if len(found) == len(lines) and _put(found, np.arange(len(lines)), rows, templates[-1], ok, steps, other):
            return True
    taken: dict[int, list[int]] = {}
    left: list[int] = []
    for index, line in enumerate(lines):
        for number, template in enumerate(templates):
            if template.pattern.fullmatch(line):
                taken.setdefault(number, []).append(index)
                break
        else:
            made = build(line, _fields) if len(templates) < _MAX_TEMPLATES else None
            if made is not None and made.pattern.fullmatch(line):
                taken.setdefault(len(templates), []).append(index)
                templates.append(made)
            else:
                left.append(index)
    for number, indexes in taken.items():
        template = templates[number]
        found = [template.pattern.fullmatch(lines[i]).groups() for i in indexes]  # type: ignore[union-attr]
        if not _put(found, np.array(indexes, dtype=np.int64), rows, template, ok, steps, other):
            left += indexes
    fine = True
    for index in sorted(left):
        result = _generic(lines[index])
        if result is None:
            fine = False
            continue
        ok[index], steps[index] = True, result[0]
        for order, (name, value) in enumerate(result[1].items()):
            other.add(name, order, rows[index:index + 1], np.array([value]))
    return fine


def _put(found: list[tuple[str, ...]], indexes: np.ndarray, rows: np.ndarray, template: Template,
         ok: np.ndarray, steps: np.ndarray, other: _Other, record: bool = False) -> bool:
    """The lines a template took (`found`, their groups) into `other` (`record`: with their
    `ok` and `steps`, a piece of their own); False when a number does not fit (a step past
    int64: those lines go the slow way)."""
    grid = Grid(found)
    every = np.arange(len(found))
    try:
        step = grid.ints(every, 0)
        values = [floats(grid.strings(every, 1 + order)) for order in range(len(template.names))]
    except (OverflowError, ValueError):
        return False
    ok[indexes], steps[indexes] = True, step
    if record:
        other.ok.append(ok)
        other.steps.append(steps)
    taken = rows[indexes]  # one array for every field of these lines
    for order, (name, data) in enumerate(zip(template.names, values)):
        other.add(name, order, taken, data)
    return True


def _eval_steps(steps: np.ndarray, done: np.ndarray, is_train: np.ndarray, is_eval: np.ndarray,
                session: np.ndarray) -> np.ndarray:
    """An eval line belongs to the steps done so far in its session, or (right after a
    restart, before any step line) to the first step that session trains."""
    train_rows, eval_rows = np.flatnonzero(is_train), np.flatnonzero(is_eval)
    if len(eval_rows) == 0:
        return steps
    out = steps.copy()
    before = np.searchsorted(train_rows, eval_rows) - 1
    for row, index in zip(eval_rows.tolist(), before.tolist()):
        if index >= 0 and session[train_rows[index]] == session[row]:
            out[row] = done[train_rows[index]]
        elif index + 1 < len(train_rows) and session[train_rows[index + 1]] == session[row]:
            out[row] = done[train_rows[index + 1]] - 1
        else:
            out[row] = 0
    return out
