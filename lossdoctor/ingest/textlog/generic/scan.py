"""Walk a console log line by line and collect its records: (kind, step, named values).

Context carries over lines: a header line's step (`[step=100/5000]`, `Epoch 3/10`) or the
training progress bar's counter gives the step of the step-less lines after it; lines
without any step are numbered in order. Consecutive records of one kind at one step are
one point (every rank printing the same line, a header and its indented block).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from lossdoctor.ingest.textlog.generic.template import EMPTY, NUMBER, Shape, interpret

_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
_BAR = re.compile(r"\|[\u2580-\u259f#█▏▎▍▌▋▊▉ ]*\|")
_LOGGING_STEPS = re.compile(r"logging_steps\W{1,4}(\d+)\b")
# Ultralytics prints a header row of names and then rows of values under it.
_HEADER = re.compile(r"^\s*(Epoch|epoch)\s+(?:[\w/()\-]+\s+){2,}[\w/()\-]+\s*$")
_ROW = re.compile(r"^\s*(\d+)/(\d+)\s+(.*?)(?::\s+(\d+)%\|.*?\|\s*(\d+)/(\d+).*)?$")
_CACHE_LIMIT = 20000

TRAIN, EVAL = 0, 1


@dataclass
class Records:
    """Rows of each kind (train, eval) and the values of every named column.

    `order` is the kind of every row in file order; `columns[(kind, name)]` is a pair of
    lists (row index within its kind, value text).
    """

    steps: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    counted: tuple[list[bool], list[bool]] = field(default_factory=lambda: ([], []))
    lines: tuple[list[int], list[int]] = field(default_factory=lambda: ([], []))
    order: list[int] = field(default_factory=list)
    columns: dict[tuple[int, str], tuple[list[int], list[str]]] = field(default_factory=dict)
    sources: dict[str, int] = field(default_factory=dict)
    logging_steps: int | None = None
    summaries: int = 0
    best_line: tuple[int, int, str] = (0, 0, "")
    values: int = 0

    def rows(self, kind: int) -> int:
        return len(self.steps[kind])


def _int(text: str) -> int | None:
    """A step value: `100`, `1,000`, `1e+06`, `99.0`; None when not a whole number."""
    try:
        return int(text)
    except ValueError:
        pass
    try:
        value = float(text.replace(",", ""))
    except ValueError:
        return None
    return int(value) if value.is_integer() else None


def _score(shape: Shape) -> int:
    """How close a line shape comes to a training line (for the error message)."""
    from lossdoctor.ingest.textlog.generic.names import role
    from lossdoctor.roles import Role

    roles = {role(name) for _, name in shape.fields}
    stepped = shape.step is not None or shape.epoch is not None or shape.counter is not None
    return (4 if Role.LOSS in roles or Role.EVAL_LOSS in roles else 0) + (3 if stepped else 0) + min(len(shape.fields), 3)


class Scanner:
    """One pass over a log's lines."""

    def __init__(self, limit_lines: int | None = None, loss_keys: Sequence[str] = ()) -> None:
        self.loss_keys = set(loss_keys)
        self.cache: dict[tuple[str, ...], Shape] = {}
        self.out = Records()
        self.ctx_step: int | None = None
        self.ctx_epoch: int | None = None
        self.max_total = 0
        self.ordinal = -1
        self.overflows = 0
        self.header: list[str] | None = None
        self.limit = limit_lines
        self.first_rank: dict[int, str] = {}
        self.lossy: dict[int, bool] = {}
        self.block_line = -2

    def _lossy(self, shape: Shape) -> bool:
        found = self.lossy.get(id(shape))
        if found is None:
            from lossdoctor.ingest.textlog.generic.names import role
            from lossdoctor.roles import Role

            found = self.lossy[id(shape)] = any(role(name) in (Role.LOSS, Role.EVAL_LOSS) or name in self.loss_keys
                                                for _, name in shape.fields)
        return found

    # -- rows ---------------------------------------------------------------------------
    def _row(self, kind: int, step: int, counted: bool, lineno: int) -> int:
        out = self.out
        steps = out.steps[kind]
        if steps and steps[-1] == step and out.order and out.counted[kind][-1] == counted:
            return len(steps) - 1
        steps.append(step)
        out.counted[kind].append(counted)
        out.lines[kind].append(lineno)
        out.order.append(kind)
        return len(steps) - 1

    def _put(self, kind: int, row: int, name: str, value: str) -> None:
        column = self.out.columns.get((kind, name))
        if column is None:
            column = self.out.columns[(kind, name)] = ([], [])
        column[0].append(row)
        column[1].append(value)

    # -- lines --------------------------------------------------------------------------
    def feed(self, text: str) -> Records:
        """Read every line of `text`."""
        if "\x1b" in text:
            text = _ANSI.sub("", text)
        if "|" in text and ("█" in text or "#|" in text or "it/s" in text):
            text = _BAR.sub("|bar|", text)
        found = _LOGGING_STEPS.search(text[:1_000_000])
        if found:
            self.out.logging_steps = int(found.group(1)) or None
        lines = text.split("\n")
        if self.limit is not None:
            lines = lines[: self.limit]
        split = NUMBER.split
        cache = self.cache
        for lineno, line in enumerate(lines, start=1):
            if "\r" in line:
                for segment in line.split("\r"):
                    if segment.strip():
                        self._line(segment, lineno, split(segment))
                continue
            if self.header is not None and self._table_row(line, lineno):
                continue
            parts = split(line)
            if len(parts) < 3:
                if self.header is not None or (len(parts) == 1 and "poch" in line and "loss" in line):
                    self._header(line)
                continue
            gaps = tuple(parts[0::2])
            shape = cache.get(gaps)
            if shape is None:
                shape = self._shape(gaps, lineno, line)
            if shape is EMPTY:
                continue
            self._record(shape, parts[1::2], lineno)
        return self.out

    def _shape(self, gaps: tuple[str, ...], lineno: int, line: str) -> Shape:
        shape = interpret(gaps)
        if not shape.useful:
            shape = EMPTY
        if len(self.cache) < _CACHE_LIMIT:
            self.cache[gaps] = shape
        if shape is not EMPTY:
            score = _score(shape)
            if score > self.out.best_line[0]:
                self.out.best_line = (score, lineno, line.strip())
        return shape

    def _line(self, line: str, lineno: int, parts: list[str]) -> None:
        if self.header is not None and self._table_row(line, lineno):
            return
        if len(parts) < 3:
            if self.header is not None or ("poch" in line and "loss" in line):
                self._header(line)
            return
        gaps = tuple(parts[0::2])
        shape = self.cache.get(gaps)
        if shape is None:
            shape = self._shape(gaps, lineno, line)
        if shape is EMPTY:
            return
        self._record(shape, parts[1::2], lineno)

    def _header(self, line: str) -> None:
        if _HEADER.match(line) and "loss" in line.lower():
            self.header = line.split()
        elif line.strip() and not line.strip().startswith(("Class", "all")):
            pass

    def _table_row(self, line: str, lineno: int) -> bool:
        """A row under a header of names (Ultralytics); kept once its epoch's bar is complete."""
        match = _ROW.match(line)
        header = self.header
        if match is None or header is None:
            return False
        if match.group(5) is not None and match.group(5) != match.group(6):
            return True
        tokens = match.group(3).split()
        names = header[1:]
        if len(tokens) < min(len(names), 2):
            return False
        step = int(match.group(1))
        row = self._row(TRAIN, step, False, lineno)
        self.out.sources["epoch column"] = self.out.sources.get("epoch column", 0) + 1
        for name, token in zip(names, tokens):
            value = token.rstrip("GMKB%")
            if NUMBER.fullmatch(value):
                self._put(TRAIN, row, name, value)
                self.out.values += 1
        self.ctx_step = step
        return True

    def _record(self, shape: Shape, nums: list[str], lineno: int) -> None:
        out = self.out
        if shape.rank is not None:
            rank = nums[shape.rank]
            first = self.first_rank.setdefault(id(shape), rank)
            if rank != first:
                return
        if shape.overflow is not None:
            if self.ctx_step is None:
                return
            self.overflows += 1
            row = self._row(TRAIN, self.ctx_step, False, lineno)
            self._put(TRAIN, row, "skipped_steps", str(self.overflows))
            if shape.overflow >= 0:
                self._put(TRAIN, row, "loss_scale", nums[shape.overflow])
            return
        if shape.summary:
            out.summaries += 1
            return
        kind = EVAL if shape.eval else TRAIN
        step: int | None = None
        counted = False
        source = ""
        epoch: int | None = None
        if shape.epoch is not None:
            text = nums[shape.epoch]
            epoch = int(text) if text.isdigit() else None
        if shape.step is not None:
            step = _int(nums[shape.step])
            source = "positional" if shape.leading else f"key {shape.step_key!r}"
        elif shape.keras:
            i, n = shape.counter if shape.counter else (0, 0)
            if shape.counter and nums[i] != nums[n]:
                return  # a running average inside an epoch: the epoch's last line has the result
            if self.ctx_epoch is not None:
                step, source = self.ctx_epoch, "epoch header"
        elif shape.counter is not None and kind == TRAIN:
            i = _int(nums[shape.counter[0]])
            n = _int(nums[shape.counter[1]])
            if i is not None and n:
                if epoch is not None:
                    step, source = epoch * n + i, f"epoch × {n} + batch"
                elif not shape.fields and (n < self.max_total or shape.label):
                    return  # an evaluation or data-loading bar, not the training one
                else:
                    self.max_total = max(self.max_total, n)
                    step, source = i, "progress bar"
        elif epoch is not None and kind == TRAIN and shape.fields and (shape.structured or self._lossy(shape)):
            step, source = epoch, "epoch"
        if step is None and epoch is not None and not shape.fields:
            self.ctx_epoch = epoch
            return
        if not shape.fields:
            if step is not None and kind == TRAIN:
                self.ctx_step = step
            self.block_line = lineno  # a header: indented `name=value` lines may follow
            return
        if step is None:
            if not shape.structured and self.ctx_step is None:
                return  # prose with a number in it, before any step: not a record
            if self.ctx_step is not None:
                if shape.block and lineno == self.block_line + 1:
                    self.block_line = lineno
                elif not (shape.structured or self._lossy(shape)):
                    return  # a stray number in prose between training lines
                step, source = self.ctx_step, "context"
            elif not self._lossy(shape):
                return  # a dict without a loss before training (a config): not a record
            elif kind == TRAIN:
                self.ordinal += 1
                step, counted, source = self.ordinal, True, "count"
            elif out.steps[TRAIN]:
                step, counted, source = out.steps[TRAIN][-1], out.counted[TRAIN][-1], "count"
            else:
                self.ordinal += 1
                step, counted, source = self.ordinal, True, "count"
        elif kind == TRAIN:
            self.ctx_step = step
        out.sources[source] = out.sources.get(source, 0) + 1
        row = self._row(kind, step, counted, lineno)
        put = self._put
        for index, name in shape.fields:
            put(kind, row, name, nums[index])
        out.values += len(shape.fields)


def scan(text: str, limit_lines: int | None = None, loss_keys: Sequence[str] = ()) -> Records:
    """The records of a whole log (or of its first `limit_lines` lines)."""
    return Scanner(limit_lines, loss_keys).feed(text)
