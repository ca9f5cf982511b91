"""Walk a console log and collect its records: (position, kind, step) and their named values.

Lines printed by one print statement differ only in their digits, so the line without its
digits (cut from the whole text's bytes at once) finds the line's shape and a regex made
for it. Shapes that state their own step are read in bulk, every line of the shape in one
regex call; the rest are read line by line, in order, because they depend on context: a
header line's step (`[step=100/5000]`, `Epoch 3/10`) or the training progress bar's
counter gives the step of the step-less lines after it, and lines without any step are
numbered in order.
"""

from __future__ import annotations

import re
import sys
from array import array
from itertools import groupby
from operator import itemgetter
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

from lossdoctor.ingest.epoch_counter import continued_offset
from lossdoctor.ingest.textlog.generic.evalpass import after_eval_words
from lossdoctor.ingest.textlog.generic.gaptables import GapHeader, gap_header, gap_row
from lossdoctor.ingest.textlog.generic.epochsummary import SOURCE as SUMMARY_SOURCE, UNPLACED, renamed
from lossdoctor.ingest.textlog.generic.lines import FileLines, Lines, LineSequence, joined
from lossdoctor.ingest.textlog.generic.redraws import drawn_over
from lossdoctor.ingest.textlog.generic.tally import Counting, Tally
from lossdoctor.ingest.textlog.generic.template import EMPTY, NUMBER, Shape, interpret, series_name

# A terminal's control sequence: the ESC byte's colour codes and cursor moves, or the same
# sequence echoed in caret notation (`^[[B`: an arrow key pressed while the capture ran), which
# a person reads past as they do a colour code.
_ANSI = re.compile(r"(?:\x1b|\^\[)\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07")
_ANSI_SPLIT = re.compile(r"((?:\x1b|\^\[)\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07)")


def _escaped(text: str) -> bool:
    """Whether a line may hold a control sequence (`_ANSI`), in either form."""
    return "\x1b" in text or "^[" in text


def _escaped_key(key: bytes) -> bool:
    """`_escaped` for a group's key (the line's bytes without digits)."""
    return b"\x1b" in key or b"^[" in key
_DIGIT_RUN = re.compile(r"(\d+)")
_ASCII_DIGIT_RUN = re.compile(r"([0-9]+)")
_NON_FINITE = re.compile(r"(?<![A-Za-z])(?:nan|inf)(?![A-Za-z])", re.I)
_LOGGING_STEPS = re.compile(r"logging_steps\W{1,4}(\d+)\b")
# The HF Trainer's banner: `  Num Epochs = 3`, `  Total optimization steps = 1,500`.
_NUM_EPOCHS = re.compile(r"Num Epochs = ([\d,]+)")
_TOTAL_STEPS = re.compile(r"Total optimization steps = ([\d,]+)")
# Ultralytics prints a header row of names and then rows of values under it.
_HEADER = re.compile(r"^\s*(Epoch|epoch)\s+(?:[\w/()\-]+\s+){2,}[\w/()\-]+\s*$")
# A console table's header row of names between pipes, its first the epoch or step
# (` Epoch | TrainLoss | TrainAcc |  ValLoss | ... |   Time`), and the cell of a row under it: a
# number, maybe a unit, maybe a remark (`19.6s  ← best`).
_PIPE_HEADER = re.compile(r"^\s*\|?\s*(?:Epoch|epoch|EPOCH|Step|step|Iter|iter|Iteration|iteration)\s*"
                          r"(?:\|\s*[A-Za-z_][\w/().@ \-]*?\s*){2,}\|?\s*$")
_PIPE_CELL = re.compile(r"^([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+)|nan|inf|NaN|Inf)(?:%|s|ms)?(?:\s.*)?$")
# YOLOv5 before v7.0 named its three losses `box obj cls` (`Epoch gpu_mem box obj cls labels
# img_size`; v7.0 renamed the same columns `box_loss obj_loss cls_loss`).
_YOLO_OLD = re.compile(r"^\s*Epoch\s+gpu_mem\s+box\s+obj\s+cls\s")
_YOLO_NAMES = {"box": "box_loss", "obj": "obj_loss", "cls": "cls_loss", "total": "total_loss"}
_ROW = re.compile(r"^\s*(\d+)/(\d+)\s+(.*?)(?::\s+(\d+)%\|.*?\|\s*(\d+)/(\d+).*)?$")
_CACHE_LIMIT = 20000
# A shape read in bulk needs this many lines; fewer are read one by one.
_BULK_MIN = 32
# From this many lines of one shape on, pandas' C reader parses the numbers.
_FRAME_MIN = 2000
_FRAME_IMPORT_MIN = 150_000
# How many lines of a shape `_epoch_summaries` reads for the totals its counter prints.
_TOTALS_SAMPLE = 2000
# A step-less line shape is a curve by itself from this many lines on (`Scanner._regular_stepless`).
MIN_REGULAR = 20
# ...or from this many when they are every line the file holds: a small file whose lines all
# share one shape (a trainer's `score.txt`, one line per evaluation) is stronger evidence of one
# print statement than twenty lines among many others. Not fewer than eight: five lines of
# results pasted into a file are a quote, not a loop's output.
MIN_UNIFORM = 8
# Positions: line number × SEGMENTS + the `\r` segment within the line.
SEGMENTS = 4096

TRAIN, EVAL = 0, 1
# Loss lines whose step field is no whole number (`step: 0.25`): passed over, said by the audit.
FRACTION = "loss lines whose step has a fraction (no step)"
# Evaluation lines dated long after the training's last line (`late.py`): passed over, said.
LATE = "evaluation lines dated long after training ended (another run's)"
# The step source of a tqdm bar whose label is the epoch (`template.Shape.label_epoch`).
LABEL_EPOCH = "epoch in the progress bar's label"
# Frames of bars labelled with their epoch: redraws, the last of each epoch read (said in the reading).
ONE_EPOCH_FIT = "the frames of a Keras bar of a one-epoch fit (running means of the fit so far), at the samples or batches done"
BAR_FRAMES = "frames of a progress bar labelled with its epoch (redraws: each epoch's last frame is its point)"
# The tail of a step source whose steps were printed abbreviated (`1.2K`).
ABBREVIATED = " (K/M abbreviated)"
Plan = tuple[Shape, "re.Pattern[str]"]


@dataclass
class Batch:
    """Values of records that share names: `rows[i]` are the values of record `ids[i]`."""

    kind: int
    names: tuple[str, ...]
    indices: tuple[int, ...]
    ids: list[int] = field(default_factory=list)
    rows: list[Any] = field(default_factory=list)
    first_id: int = -1  # bulk batches: ids are first_id, first_id + 1, ...
    by_column: bool = False  # bulk batches: `rows[j]` holds every value of name j
    shape: int = 0  # which line shape printed these values (one print statement)
    bar: bool = False  # a tqdm bar's postfix: a value repeated from the line before is carried, not new


@dataclass
class Records:
    """Every record (position, kind, step, numbered-in-order flag) and the batches of values."""

    pos: list[np.ndarray] = field(default_factory=list)
    kind: list[np.ndarray] = field(default_factory=list)
    step: list[np.ndarray] = field(default_factory=list)
    counted: list[np.ndarray] = field(default_factory=list)
    # Per record: the code of how its step was found (an index into `source_names`).
    source: list[np.ndarray] = field(default_factory=list)
    source_names: list[str] = field(default_factory=list)
    batches: list[Batch] = field(default_factory=list)
    sources: dict[str, int] = field(default_factory=dict)
    logging_steps: int | None = None
    steps_per_epoch: float | None = None
    summaries: int = 0
    # What the HF Trainer's end-of-run summary states: (train_runtime x train_steps_per_second,
    # the epoch it ended at), the run's optimizer steps when no banner gave them.
    summary_steps: tuple[float, float] | None = None
    spe_from_summary: bool = False
    # Lines that look like data but are not points, by reason (said in the run's `reading`).
    passed: dict[str, int] = field(default_factory=dict)
    # Lines passed over by a rule that accounts for them (an evaluation pass's progress): read.
    accounted: set[int] = field(default_factory=set)
    # The epochs of bars labelled with their epoch (`Shape.label_epoch`) whose frames printed a
    # value, once a bar: each bar is one value seen (its frames are redraws), its last frame the point.
    bar_epochs: list[int] = field(default_factory=list)
    # The log's lines grouped by their text without digits (one print statement), and the lines:
    # the audit's coverage counts by group.
    groups: dict[bytes, array[int]] = field(default_factory=dict, repr=False)
    lines: Sequence[str] = field(default_factory=list, repr=False)
    best_line: tuple[int, int, str] = (0, 0, "")
    values: int = 0
    count: int = 0
    # Positions of the training records that open a run the log itself announces, and what
    # announces it (`launches.py`).
    relaunches: dict[int, str] = field(default_factory=dict)
    # The step keys (`step=N/T` beside `epoch=E`) that go on across epoch changes: read as
    # printed, not composed with the epoch (said in the reading's notes).
    global_steps: set[str] = field(default_factory=set)
    # What the scan itself re-placed (`counters.bursts`), said in the reading's notes.
    notes: list[str] = field(default_factory=list)
    # The total that training shapes print beside their epoch-less step (`Step 10/200`), by
    # shape id; -1 when its lines print several (`wraps.py`).
    totals: dict[int, int] = field(default_factory=dict)
    # The training loss's values counted by the bulk reads, by group (`tally.py`): the audit's
    # values seen is not read again for the lines they cover.
    tallies: dict[bytes, list[Tally]] = field(default_factory=dict, repr=False)
    # `assemble.bar_lag_steps`, once worked out (a one-item tuple: its answer may be None).
    bar_lag: tuple[np.ndarray | None] | None = field(default=None, repr=False)

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """(pos, kind, step, counted) of every record, by record id."""
        if not self.pos:
            empty = np.zeros(0, dtype=np.int64)
            return empty, empty, empty, np.zeros(0, dtype=bool)
        return (np.concatenate(self.pos), np.concatenate(self.kind), np.concatenate(self.step),
                np.concatenate(self.counted))

    def code(self, source: str) -> int:
        """The code of a step source, numbered as first met."""
        if source not in self.source_names:
            self.source_names.append(source)
        return self.source_names.index(source)

    def sources_of(self) -> np.ndarray:
        """Every record's step-source code, by record id."""
        return np.concatenate(self.source) if self.source else np.zeros(0, dtype=np.int64)


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


def _step(text: str, scale: float) -> int | None:
    """A step as printed, abbreviated or not (`1.2K` with scale 1e3 is 1200)."""
    if scale == 1.0:
        return _int(text)
    try:
        value = float(text.replace(",", "")) * scale
    except ValueError:
        return None
    return int(round(value)) if value == value and abs(value) < 1e18 else None


def _scaled(texts: Sequence[str] | np.ndarray, scale: float) -> np.ndarray | None:
    """Steps printed abbreviated, as whole numbers (None when one does not read)."""
    steps = [_step(str(text), scale) for text in texts]
    return None if any(step is None for step in steps) else np.asarray(steps, dtype=np.int64)


def _abbreviated(shape: Shape) -> str:
    """The step source's tail for a step printed abbreviated (`step:1.2K`)."""
    return ABBREVIATED if shape.step_scale != 1.0 else ""


def _score(shape: Shape) -> int:
    """How close a line shape comes to a training line (for the error message)."""
    from lossdoctor.ingest.textlog.generic.names import role
    from lossdoctor.roles import Role

    roles = {role(name) for _, name in shape.fields}
    stepped = shape.step is not None or shape.epoch is not None or shape.counter is not None
    return (4 if Role.LOSS in roles or Role.EVAL_LOSS in roles else 0) + (3 if stepped else 0) + min(len(shape.fields), 3)


def _digits_literal(text: str) -> str:
    """`text` as a regex in which every run of digits may be any run of digits."""
    return "".join(r"\d+" if part.isdigit() else re.escape(part) for part in _DIGIT_RUN.split(text) if part)


def _digits_placed(text: str) -> str:
    """`text` as a regex for a line of the same digit-less text: `.{n}` for its n other
    characters, `[0-9]+` for a digit run. On lines that share their digit-less text (a group's
    key) it matches exactly what `_digits_literal` matches: the dots must take all the line's
    non-digits, as many as they count, so they take no digit. Four times faster than literals."""
    out = []
    for part in _ASCII_DIGIT_RUN.split(text):
        if part:
            out.append("[0-9]+" if part[0] in "0123456789" else "." if len(part) == 1 else f".{{{len(part)}}}")
    return "".join(out)


def _pattern(line: str, numbers: int, keep: set[int] | None = None, anchors: bool = False,
             placed: bool = False) -> re.Pattern[str] | None:
    """A regex for the lines whose digit-less text is this line's: literal text, `\\d+` for
    digit runs, one group per number (as NUMBER finds them once colour codes are gone).
    `placed`: for lines known to share that text (one group's), `_digits_placed`'s faster form.

    Such a regex is a string compare with digit loops, many times faster than a split at
    generic numbers. None when the numbers cannot be told apart from the colour codes.
    """
    digits = _digits_placed if placed else _digits_literal
    out: list[str] = []
    groups = 0
    for chunk in _ANSI_SPLIT.split(line):
        if not chunk:
            continue
        if _ANSI.fullmatch(chunk):
            out.append(digits(chunk))
            continue
        last = 0
        for match in NUMBER.finditer(chunk):
            out.append(digits(chunk[last:match.start()]))
            number = digits(match.group(1))
            # Numbers nobody reads (timestamps, asides) are matched but not captured.
            out.append(f"({number})" if keep is None or groups in keep else number)
            groups += 1
            last = match.end()
        out.append(digits(chunk[last:]))
    if groups != numbers:
        return None
    # A line of ASCII has a key of ASCII: every line of its group is ASCII, where `\d` matches
    # the same digits either way, and the ASCII matcher is a fifth faster.
    flags = re.A if line.isascii() else 0
    return re.compile("^" + "".join(out) + "$", re.M | flags) if anchors else re.compile("".join(out), flags)


def _split(pattern: re.Pattern[str], text: str, count: int, groups: int) -> list[str] | None:
    """`pattern.split(text)` when `pattern` matches each of the `count` lines of `text` whole:
    its groups in a flat list, each line's between two `\\n` (no tuple per line, as `findall`
    makes); None when some line does not match (its text is then left between two matches)."""
    parts = pattern.split(text)
    step = groups + 1
    if len(parts) != 1 + count * step or parts[0] or parts[-1] or parts[step:-1:step].count("\n") != count - 1:
        return None
    return parts


def _frame(parts: list[str], count: int, groups: int) -> list[np.ndarray] | None:
    """`_split`'s values as float columns, parsed by pandas' C reader from one text (the list
    joined in C, the lines' `\\n` already in it): no float() per value. None when a value is not
    a plain number."""
    import io

    import pandas as pd

    from lossdoctor.ingest.exact_csv import float_options

    try:
        # Joined with spaces, each line is ` v1 ... vn ` (the `\\n`s are list items): an empty
        # field at each end, passed over. Bytes: the C reader takes them as they are.
        frame = pd.read_csv(io.BytesIO(" ".join(parts).encode("utf-8")), sep=" ", header=None,
                            usecols=range(1, groups + 1), thousands=",", dtype=np.float64, engine="c",
                            na_filter=False, **float_options())
    except (ValueError, pd.errors.ParserError):
        return None
    if frame.shape != (count, groups):
        return None
    values = frame.to_numpy(dtype=np.float64)
    return [np.ascontiguousarray(values[:, j]) for j in range(groups)]


# Lines grouped at a time: the keys of a piece of the log are made and let go, never the file's.
_GROUP_LINES = 1 << 16


def _groups(lines: Sequence[str]) -> dict[bytes, array[int]]:
    """The line numbers of each key: a line's UTF-8 bytes without their digits (one print
    statement's lines differ only in their digits). Machine integers, 8 bytes a line: a list
    holds a Python int of 32 bytes for each line past 256."""
    groups: dict[bytes, array[int]] = {}
    for start in range(0, len(lines), _GROUP_LINES):
        piece = (lines.raw(start, start + _GROUP_LINES) if isinstance(lines, LineSequence)
                 else "\n".join(lines[start:start + _GROUP_LINES]).encode("utf-8", "surrogatepass"))
        _group_keys(groups, piece.translate(None, b"0123456789"), 0, -1, start)
    return groups


def _eval_names(names: Sequence[str]) -> tuple[str, ...]:
    """An evaluation record's series names: `loss` beside `eval_loss` becomes `eval loss` (the
    Estimator's own mean of the same pass), alone it becomes `eval_loss`."""
    out: list[str] = []
    for name in names:
        renamed_name = series_name(name, "eval", False)
        out.append(renamed_name if renamed_name == name or renamed_name not in names else f"eval {name}")
    return tuple(out)


def summary_steps(shape: Shape, nums: Sequence[str]) -> tuple[float, float] | None:
    """(optimizer steps, epochs) an HF Trainer summary states: `train_runtime` x
    `train_steps_per_second` (the rate printed to 3 decimals: within half a percent or so)
    and the `epoch` it ended at; None when it does not state all three."""
    named = {name: index for index, name in shape.fields}
    if shape.epoch is not None:
        named.setdefault("epoch", shape.epoch)
    try:
        runtime, rate, epoch = (float(nums[named[key]]) for key in ("train_runtime", "train_steps_per_second", "epoch"))
    except (KeyError, IndexError, ValueError):
        return None
    steps = runtime * rate
    return (steps, epoch) if steps >= 1 and epoch > 0 else None


def _digitless(key: bytes, line: str) -> bool:
    """Whether a group's line has no digit (its key is the line's UTF-8 bytes, digits taken out).
    Lengths are compared in bytes: a tqdm bar's blocks (`█`, three bytes each) would otherwise
    make up for the digits taken out, and a line of numbers would read as one with none."""
    return len(key) == len(line.encode("utf-8", "surrogatepass"))


# Lines of keys below which a stretch is split line by line rather than halved again.
_SAME_MIN = 256


def _group_keys(groups: dict[bytes, array[int]], keys: bytes, low: int, high: int, line: int) -> None:
    """Put the lines whose keys are `keys[low:high]` (`\\n`-joined; `high` -1: to the end) in their
    groups, the first of them line `line`. A log prints one shape many times in a row: a
    stretch of one key is one compare, else its halves are looked at, down to `_SAME_MIN` lines."""
    high = len(keys) if high < 0 else high
    count = keys.count(b"\n", low, high) + 1
    if count >= _SAME_MIN:
        cut = keys.find(b"\n", low, high)
        first = keys[low:cut]
        if high - low == count * (len(first) + 1) - 1 and keys[low:high] == b"\n".join([first] * count):
            group = groups.get(first)
            if group is None:
                group = groups[first] = array("q")
            group.frombytes(np.arange(line, line + count, dtype=np.int64).tobytes())
            return
        middle = keys.find(b"\n", (low + high) // 2, high)
        if middle >= 0 and count >= 2 * _SAME_MIN:
            _group_keys(groups, keys, low, middle, line)
            _group_keys(groups, keys, middle + 1, high, line + keys.count(b"\n", low, middle) + 1)
            return
    index = line
    for key, run in groupby(keys[low:high].split(b"\n")):
        size = sum(1 for _ in run)
        group = groups.get(key)
        if group is None:
            group = groups[key] = array("q")
        if size == 1:
            group.append(index)
        else:
            group.extend(range(index, index + size))
        index += size


def _in_order(parts: Sequence[tuple[Sequence[int], bytes]]) -> Iterator[tuple[bytes, np.ndarray]]:
    """The lines of groups read line by line, in line order, as runs of one group's lines in a
    row (no other group's line between them), each with its group's key."""
    if not parts:
        return
    indices = np.concatenate([np.asarray(indices, dtype=np.int64) for indices, _ in parts])
    owner = np.repeat(np.arange(len(parts)), [len(indices) for indices, _ in parts])
    order = np.argsort(indices, kind="stable")
    indices, owner = indices[order], owner[order]
    del order
    starts = np.concatenate(([0], np.flatnonzero(np.diff(owner)) + 1, [len(owner)]))
    keys = [key for _, key in parts]
    for start, stop in zip(starts[:-1].tolist(), starts[1:].tolist()):
        yield keys[int(owner[start])], indices[start:stop]


def _framed(pattern: re.Pattern[str], lines: Sequence[str], indices: Sequence[int] | np.ndarray,
            groups: int, counting: Counting | None) -> tuple[bool, list[Sequence[str] | np.ndarray] | None]:
    """(whether `pattern` matches every line at `indices`, their values as `_frame` columns),
    read `_GROUP_LINES` lines at a time: only one piece's matches (strings) are held. The
    columns are None when a piece's values do not frame (the caller then reads them whole)."""
    # Each piece's values go straight into their place: the columns are never held twice.
    out = [np.empty(len(indices), dtype=np.float64) for _ in range(groups)]
    framed = True
    for start in range(0, len(indices), _GROUP_LINES):
        chosen = indices[start:start + _GROUP_LINES]
        parts = _split(pattern, joined(lines, chosen), len(chosen), groups)
        if parts is None:
            return False, None
        if counting is not None:
            counting.add(parts[1 + counting.column::groups + 1])
        if framed:
            columns = _frame(parts, len(chosen), groups)
            framed = columns is not None
            for column, part in zip(out, columns or []):
                column[start:start + len(chosen)] = part
    if not framed:
        return True, None
    return True, list(out)


def _setting(keyed: Sequence[str], counted: Sequence[str]) -> bool:
    """Whether a step key is a setting the line repeats, not the step: the same number on every
    line of the shape (`| batch 16`, the batch size) while the `[i/N]` counter the line prints
    goes on at every line (`[000500/50000] X4K | loss 0.0488 | ... | batch 16`). A person reads
    the counter as the step; a step that never moves over three lines or more counts nothing."""
    return len(keyed) >= 3 and len(set(keyed)) == 1 and len(set(counted)) == len(counted)


def _bulk_ok(shape: Shape) -> bool:
    """Shapes whose lines need no context: their own step (a key, or a training counter such as
    a progress bar or `Epoch N [i/n]`), values, nothing per rank."""
    stepped = shape.step is not None or (shape.counter is not None and not shape.eval)
    return (stepped and bool(shape.fields) and shape.rank is None and shape.overflow is None
            and not shape.summary and not shape.keras and shape.pair is None and not shape.label_epoch)


def _counting(first: str, keep: Sequence[int]) -> Counting | None:
    """A Counting of the value `values_seen` counts in lines of `first`'s layout, when it is one
    of the numbers `keep` read (None otherwise, or when colour codes move the numbers)."""
    from lossdoctor.ingest.textlog.generic.values import loss_slot

    if _escaped(first) or "\r" in first:
        return None
    span = loss_slot(first)
    if span is None:
        return None
    number = next((n for n, m in enumerate(NUMBER.finditer(first)) if m.span(1) == span), None)
    if number is None or number not in keep:
        return None
    return Counting(first, span, list(keep).index(number))


class Scanner:
    """One pass over a log."""

    def __init__(self, limit_lines: int | None = None, loss_keys: Sequence[str] = (), batches: bool = False) -> None:
        self.loss_keys = set(loss_keys)
        # Read Keras' per-batch progress lines as points (one reading the audit may choose).
        self.batches = batches
        self.cache: dict[tuple[str, ...], Shape] = {}
        self.plans: dict[bytes, Plan | None] = {}
        self.out = Records()
        self.limit = limit_lines
        # Line-by-line state.
        self.ctx_step: int | None = None
        self.ctx_pos = -1
        self.ctx_epoch: int | None = None
        # The epoch of the last `Epoch N/M` header line, and the step-less shapes placed by it.
        self.header_epoch: int | None = None
        self.epoch_headers = False
        self.by_header: set[int] = set()
        # The step-less shapes printed at most once under each `Epoch N/M` header: an epoch's result.
        self.per_header: set[int] = set()
        # Shapes with a step of their own printed under a few of the headers only (ST-GCN's
        # `Iter 100 Done. | loss:`): placed at their header's epoch, the log's one unit.
        self.sparse_steps: set[int] = set()
        self.max_total = 0
        self.ordinal = -1
        self.overflows = 0
        self.header: list[str] | None = None
        self.pipe: list[str] | None = None  # the names of a pipe table's header row
        self.gap: GapHeader | None = None  # the header of a table set apart by spaces (spaCy's)
        self.first_rank: dict[int, str] = {}
        self.lossy: dict[int, bool] = {}
        self.block_line = -2
        self.pairs: dict[tuple[bool, tuple[str, ...]], tuple[int, int, int]] = {}
        # Steps counted within each epoch (DeepSpeed-Chat's `Epoch: 1, Step: 0`): per shape,
        # (epoch, offset, last step, first step, restarted).
        self.restarts: dict[int, tuple[int, int, int, int, bool]] = {}
        # Step-less dicts numbered in order stay numbered in order (another shape's step,
        # such as DeepSpeed's `step=2000`, does not re-place them).
        self.counting: set[int] = set()
        # Step-less shapes of a log with no counter at all that print one loss line per window,
        # again and again (`_regular_stepless`): numbered in order, as structured dicts are.
        self.regular: set[int] = set()
        # `***** Evaluating perplexity *****`: the step-less values right after are eval values.
        self.eval_banner = -10
        self.eval_pass = -10  # the last line of an evaluation pass's progress, passed over
        self.last_train: tuple[int, bool] | None = None
        # The last training record was placed by the epoch its line printed (`Epoch 3 training
        # loss: 6.03`): an evaluation line that prints its epoch goes there too.
        self.train_by_epoch = False
        self.bulk_parts: list[tuple[np.ndarray, np.ndarray]] = []
        self.bulk_pos = np.zeros(0, dtype=np.int64)
        self.bulk_step = np.zeros(0, dtype=np.int64)
        self.line_records: tuple[list[int], list[int], list[int], list[bool]] = ([], [], [], [])
        self.line_sources: list[int] = []
        self.line_batches: dict[object, Batch] = {}
        # Line-path records already made arrays (pos, kind, step, counted, source), and how many.
        self.line_chunks: list[tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]] = []
        self.line_base = 0
        # Batches of counted runs (`_counted_run`): first_id is a line-path record id until the end.
        self.run_batches: list[Batch] = []
        # Shapes whose `N/T` counter beside an epoch is the global step (`_global_counters`).
        self.global_counters: set[int] = set()
        # Evaluation shapes whose epoch-less `k/N` counts the pass's own batches (`evalpass.py`).
        self.own_eval: set[int] = set()
        # Evaluation shapes whose passes end on a running average (`evalpass.pass_ends`): the
        # lines that end a pass, and the fields' averages (number index -> its average's).
        self.pass_ends: dict[int, tuple[set[int], dict[int, int]]] = {}
        self.pass_results = 0
        # Evaluation lines dated long after the training ended (`late.py`): another run's.
        self.late: set[int] = set()
        # Shapes whose bare `i/n` counter is the epoch the iteration lines print beside their own
        # step (`epochsummary.py`): placed where their epoch ends.
        self.epoch_summaries: dict[int, frozenset[str]] = {}

    def _lossy(self, shape: Shape) -> bool:
        found = self.lossy.get(id(shape))
        if found is None:
            from lossdoctor.ingest.textlog.generic.names import watchable

            found = self.lossy[id(shape)] = any(watchable(name) or name in self.loss_keys for _, name in shape.fields)
        return found

    # -- shapes -------------------------------------------------------------------------
    def _shape(self, gaps: tuple[str, ...], lineno: int, line: str) -> Shape:
        shape = self.cache.get(gaps)
        if shape is not None:
            return shape
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

    def _plan(self, key: bytes, line: str, lineno: int) -> Plan | None:
        if key in self.plans:
            return self.plans[key]
        made: Plan | None = None
        # A bar redrawn before a printed line (`\r 10%|...|{'loss': ...}`) is one segment: the
        # shape is the segment's, the regex keeps the `\r` (lines are matched as they are).
        body = line[1:] if line.startswith("\r") and line.count("\r") == 1 else line
        if "\r" not in body:
            clean = _ANSI.sub("", body) if _escaped(body) else body
            parts = NUMBER.split(clean)
            if len(parts) >= 3:
                shape = self._shape(tuple(parts[0::2]), lineno, clean)
                if shape is not EMPTY:
                    pattern = _pattern(line, len(parts) // 2)
                    made = None if pattern is None else (shape, pattern)
        if len(self.plans) < _CACHE_LIMIT:
            self.plans[key] = made
        return made

    # -- the pass -----------------------------------------------------------------------
    def feed(self, text: str | FileLines) -> Records:
        """Read every line of `text` (a log's text, or its file's lines)."""
        head = text[:1_000_000] if isinstance(text, str) else text.head(1_000_000)
        found = _LOGGING_STEPS.search(head)
        if found:
            self.out.logging_steps = int(found.group(1)) or None
        epochs, total = _NUM_EPOCHS.search(head), _TOTAL_STEPS.search(head)
        if epochs and total and int(epochs.group(1).replace(",", "")):
            self.out.steps_per_epoch = int(total.group(1).replace(",", "")) / int(epochs.group(1).replace(",", ""))
        # The lines as places in the text: no string per line is held.
        lines = Lines(text, self.limit) if isinstance(text, str) else text
        del head
        groups = _groups(lines)
        self.out.groups, self.out.lines = groups, lines
        if isinstance(lines, FileLines) and lines.whole:
            from lossdoctor.ingest.lineshapes import note

            note(str(lines.path), lines.fd, groups)  # the resolver's word searches skip what no line holds
        # A header of names (Ultralytics) makes rows depend on it: read such logs line by line.
        tabular = any(_digitless(key, lines[idx[0]]) and (_HEADER.match(lines[idx[0]]) or _PIPE_HEADER.match(lines[idx[0]]))
                      for key, idx in groups.items() if b"poch" in key or b"|" in key) \
            or any(gap_header(lines[idx[0]]) is not None for key, idx in groups.items() if b"oss" in key or b"OSS" in key)
        self._settings(groups, lines)
        self.global_counters = self._global_counters(groups, lines)
        # Some line opens an epoch (`Epoch 3/25 (device=cuda)`): a step-only counter that goes
        # back may be counting within the epoch, read line by line under its header.
        self.epoch_headers = any(b"poch" in key for key in groups)
        self.own_eval = self._own_eval_counters(groups, lines)
        self.pass_ends = self._pass_ends(groups, lines)
        self.epoch_summaries = self._epoch_summaries(groups, lines)
        # The groups read line by line, with their keys (each line's key is its group's).
        slow: list[tuple[Sequence[int], bytes]] = []
        for key, indices in groups.items():
            first = lines[indices[0]]
            if not _escaped_key(key) and _digitless(key, first) and "\r" not in first \
                    and not _NON_FINITE.search(first):
                if tabular or ("poch" in first and "loss" in first):
                    slow.append((indices, key))
                continue  # no digits at all: nothing to read
            plan = self._plan(key, first, indices[0] + 1)
            if plan is None:
                if "\r" in first or tabular:
                    slow.append((indices, key))
                continue
            if "\r" in first and not _bulk_ok(plan[0]):
                slow.append((indices, key))  # a bar's own counter sets the context: read in order
                continue
            if tabular or len(indices) < _BULK_MIN or not _bulk_ok(plan[0]) or id(plan[0]) in self.epoch_summaries \
                    or not self._bulk(key, plan, lines, indices):
                slow.append((indices, key))
        self._finish_bulk()
        self._results_per_header(groups)
        self._regular_stepless(groups, lines)
        self.late = self._late_eval(groups, lines)
        # A run of one group's lines in a row (no other line read by line between them).
        for key, run in _in_order(slow):
            done = 0
            shape_id = self._countable(key) if len(run) > _BULK_MIN else None
            if shape_id is not None:
                # Its first lines by themselves: they decide whether the shape is numbered in order.
                while done < len(run) and shape_id not in self.counting:
                    self._slow_line(lines, int(run[done]), key)
                    done += 1
                if len(run) - done >= _BULK_MIN and self._counted_run(key, lines, run[done:]):
                    continue
            for index in run[done:].tolist():
                self._slow_line(lines, index, key)
        self._finish_lines()
        from lossdoctor.ingest.textlog.generic.counters import bursts
        from lossdoctor.ingest.textlog.generic.epochlabel import epoch_labels
        from lossdoctor.ingest.textlog.generic.summary import settle, steps_per_epoch

        steps_per_epoch(self.out)  # no banner: the steps the run's summary states
        # Before anything asks whether the records are a log: a burst read at one step is one
        # point, and an epoch printed on every batch's line is no step.
        self.out.notes += bursts(self.out) + epoch_labels(self.out)
        if self.pass_results:
            self.out.notes.append(f"{self.pass_results} evaluation passes that print no summary read at their "
                                  "last progress line's running average")
        settle(self.out)  # no banner, no config: the stride the run's summary and epochs agree on
        return self.out

    def _slow_line(self, lines: Sequence[str], index: int, key: bytes) -> None:
        """Read one line by itself (each `\\r` segment of a redrawn line on its own)."""
        line = lines[index]
        if "\r" in line:
            segments = line.split("\r")
            hidden = drawn_over(segments, self.epoch_headers)
            for segment_index, segment in enumerate(segments):
                if segment.strip() and segment_index not in hidden:
                    self._line(segment, (index + 1) * SEGMENTS + min(segment_index, SEGMENTS - 1))
        else:
            self._line(line, (index + 1) * SEGMENTS, key)

    def _settings(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]) -> None:
        """Shapes whose step key is a setting each line repeats beside the `[i/N]` counter
        (`_setting`): planned with the counter as their step, for the bulk and line paths alike."""
        for key, indices in groups.items():
            if len(indices) < 3:
                continue
            plan = self._plan(key, lines[indices[0]], indices[0] + 1)
            if plan is None or plan[0].step is None or plan[0].counter is None or plan[0].eval:
                continue
            shape, pattern = plan
            step, counted = plan[0].step, plan[0].counter[0]
            found = [pattern.fullmatch(lines[index]) for index in indices]
            if any(match is None for match in found):
                continue
            nums = [NUMBER.split(_ANSI.sub("", match.string))[1::2] for match in found if match is not None]
            if _setting([row[step] for row in nums], [row[counted] for row in nums]):
                self.plans[key] = (replace(shape, step=None, step_key=""), pattern)

    def _global_counters(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]) -> set[int]:
        """The shapes whose `N/T` counter beside an epoch is already the global step.

        `Epoch [2/10], Step [100/600]` counts batches within the epoch, so its step is epoch ×
        600 + 100; OLMo's `[step=1193/2500,epoch=1]` counts the whole run's steps (T is the
        run's total), and composing it with the epoch would throw every later epoch T steps
        ahead. Told apart by the counter itself: where the epoch goes up, a step within the
        epoch starts again, a global one goes on past the step before. Decided before any
        line is read, over every line of the shape (lines redrawn with `\r` are not looked at:
        they keep the composition)."""
        seen: dict[int, tuple[Shape, list[tuple[int, int, int]]]] = {}
        for key, indices in groups.items():
            first = lines[indices[0]]
            if b"poch" not in key or "\r" in first:
                continue
            plan = self._plan(key, first, indices[0] + 1)
            if plan is None:
                continue
            shape, pattern = plan
            at = (shape.step, shape.step_total) if shape.step is not None else shape.counter
            if shape.epoch is None or at is None or at[1] is None or shape.eval:
                continue
            found = seen.setdefault(id(shape), (shape, []))[1]
            for index in indices:
                match = pattern.fullmatch(lines[index])
                if match is None:
                    continue
                epoch, step = match.group(shape.epoch + 1), _int(match.group(at[0] + 1))
                if epoch.isdigit() and step is not None:
                    found.append((index, int(epoch), step))
        out: set[int] = set()
        for shape, found in seen.values():
            found.sort()
            epochs = np.asarray([e for _, e, _ in found], dtype=np.int64)
            steps = np.asarray([s for _, _, s in found], dtype=np.int64)
            up = np.flatnonzero(np.diff(epochs) > 0)  # a relaunch's epoch going back says nothing
            if len(up) and bool(np.all(steps[up + 1] > steps[up])):
                out.add(id(shape))
                self.out.global_steps.add(shape.step_key or "N/T")
        return out

    def _own_eval_counters(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]) -> set[int]:
        """The evaluation shapes whose epoch-less `k/N` counts the pass's own batches (see
        `evalpass.own_counters`), from every line of the shapes that print a step beside a total."""
        from lossdoctor.ingest.textlog.generic.evalpass import own_counters

        seen: dict[int, tuple[bool, list[tuple[int, int]]]] = {}
        for key, indices in groups.items():
            first = lines[indices[0]]
            if b"/" not in key or "\r" in first:
                continue
            plan = self._plan(key, first, indices[0] + 1)
            if plan is None or plan[0].epoch is not None:
                continue
            shape, pattern = plan
            at, of = shape.step, shape.step_total
            if at is None or of is None:
                continue
            found = seen.setdefault(id(shape), (shape.eval, []))[1]
            for index in indices:
                match = pattern.fullmatch(lines[index])
                done = None if match is None else _int(match.group(at + 1))
                total = None if match is None else _int(match.group(of + 1))
                if done is not None and total is not None:
                    found.append((done, total))
        return own_counters(seen)

    def _pass_ends(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]
                   ) -> dict[int, tuple[set[int], dict[int, int]]]:
        """The evaluation shapes counting their own batches whose loss is printed with its running
        average, and the lines that end their passes (`evalpass.pass_ends`)."""
        from lossdoctor.ingest.textlog.generic.evalpass import loss_word, pass_ends, running_averages
        from lossdoctor.ingest.textlog.generic.names import watchable

        # One print statement's lines may fall in several groups and shapes (`[ 0/40]`, `[20/40]`
        # pad differently): gathered by the names they print.
        seen: dict[tuple[str, ...], tuple[list[str], dict[int, int], list[tuple[int, int, int]], set[int]]] = {}
        for key, indices in groups.items():
            first = lines[indices[0]]
            if b"/" not in key or "\r" in first or _escaped(first):
                continue
            plan = self._plan(key, first, indices[0] + 1)
            if plan is None or not plan[0].eval or not self._own_counter(plan[0]):
                continue
            shape, pattern = plan
            at = (shape.step, shape.step_total) if shape.step is not None else shape.counter
            if at is None or at[1] is None:
                continue
            names = tuple(name for _, name in shape.fields)
            if names not in seen:
                gaps = NUMBER.split(first)[0::2]
                averages = running_averages(gaps, shape.fields)
                words = [w for i, name in shape.fields if i in averages
                         and (watchable(name) or name in self.loss_keys) and (w := loss_word(gaps[i])) is not None]
                seen[names] = (words, averages, [], set())
            words, averages, found, ids = seen[names]
            if not words or running_averages(NUMBER.split(first)[0::2], shape.fields) != averages:
                continue
            ids.add(id(shape))
            for index in indices:
                match = pattern.fullmatch(lines[index])
                done = None if match is None else _int(match.group(at[0] + 1))
                total = None if match is None else _int(match.group(at[1] + 1))
                if done is not None and total is not None:
                    found.append((index, done, total))
        out: dict[int, tuple[set[int], dict[int, int]]] = {}
        for words, averages, found, ids in seen.values():
            found.sort()
            ends = pass_ends([i for i, _, _ in found], [(d, t) for _, d, t in found], words, lines)
            if ends:
                out.update((shape_id, (ends, averages)) for shape_id in ids)
        return out

    def _epoch_summaries(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]) -> dict[int, frozenset[str]]:
        """The training shapes whose only step is the epoch counter that iteration lines print
        beside their own step, with those lines' value names (`epochsummary.summaries`)."""
        from lossdoctor.ingest.textlog.generic.epochsummary import CounterShape, summaries

        seen: list[CounterShape] = []
        for key, indices in groups.items():
            first = lines[indices[0]]
            if b"/" not in key or "\r" in first or _escaped(first):
                continue
            plan = self._plan(key, first, indices[0] + 1)
            if plan is None:
                continue
            shape, pattern = plan
            if shape.eval or shape.counter is None or not shape.fields or shape.epoch is not None \
                    or shape.summary or shape.keras or shape.bar:
                continue
            if shape.step is not None and not self._lossy(shape):
                continue
            totals: set[int] = set()
            # The totals of a few thousand lines spread over the shape: an epoch count is one number.
            for index in indices[:: max(1, len(indices) // _TOTALS_SAMPLE)]:
                match = pattern.fullmatch(lines[index])
                total = None if match is None else _int(match.group(shape.counter[1] + 1))
                if total is not None:
                    totals.add(total)
            prefix = tuple(NUMBER.split(first)[0::2][: shape.counter[1] + 1])
            seen.append(CounterShape(id(shape), prefix, frozenset(totals), shape.step is not None,
                                     tuple(name for _, name in shape.fields)))
        return summaries(seen)

    def _late_eval(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]) -> set[int]:
        """The step-less evaluation lines dated long after the training's last line (`late.py`)."""
        from lossdoctor.ingest.textlog.generic.late import late_lines

        training: list[int] = []
        candidates: list[int] = []
        for key, indices in groups.items():
            plan = self.plans.get(key)
            if plan is None or not plan[0].fields:
                continue
            shape = plan[0]
            placed = (shape.step is not None or shape.counter is not None or shape.epoch is not None
                      or shape.pair is not None or shape.keras)
            if shape.eval and not placed:
                candidates.extend(indices)
            elif not shape.eval and placed and self._lossy(shape):
                training.extend(indices)
        if not candidates or not training:
            return set()
        return late_lines(sorted(candidates), sorted(training), lines)

    def _own_counter(self, shape: Shape) -> bool:
        """Whether an evaluation shape's counter is its pass's own batches, not the step."""
        return shape.counter is not None or (
            shape.step_total is not None and (shape.epoch is not None or id(shape) in self.own_eval))

    def _results_per_header(self, groups: Mapping[bytes, Sequence[int]]) -> None:
        """Find the step-less shapes that print at most one line under each `Epoch N/M` header
        (an epoch's result), in a log where no line states a step of its own (a step key, a
        counter, a progress bar: those place the step-less lines, in their unit). A shape
        printed again and again under one header prints the lines of an epoch, which the
        header's number does not place."""
        headers: list[int] = []
        lines_of: dict[int, list[int]] = {}
        stepped = 0
        sparse: set[int] = set()
        for key, indices in groups.items():
            plan = self.plans.get(key)
            if plan is None:
                continue
            shape = plan[0]
            if shape.counter is not None or shape.pair is not None or shape.keras:
                return
            if shape.step is not None:
                if shape.leading and len(indices) == 1:
                    continue  # one line that opens with a number (a printed table's row index): no step
                stepped += len(indices)
                sparse.add(id(shape))
            elif shape.epoch is not None and not shape.remark and (not shape.fields or self._banner(shape)):
                headers += indices
            elif shape.fields and shape.epoch is None and not shape.structured:
                lines_of.setdefault(id(shape), []).extend(indices)
        # A line with a step of its own printed less often than the epochs open (ST-GCN's
        # `Iter 100 Done. | loss:` every `log_interval` batches, under a few of the epochs)
        # does not place the epochs' results: the headers do.
        if not headers or 2 * stepped >= len(headers):
            return
        self.sparse_steps = sparse
        starts = np.sort(np.asarray(headers, dtype=np.int64))
        for shape_id, indices in lines_of.items():
            under = np.searchsorted(starts, np.asarray(indices, dtype=np.int64), side="right")
            if len(np.unique(under)) == len(under):
                self.per_header.add(shape_id)

    def _banner(self, shape: Shape) -> bool:
        """Whether an epoch's line with values is its header: values of no loss beside the epoch,
        printed as a line (`Epoch 3/100 | depth: 2 | buffer: 110` before the epoch's loss line),
        not a record (a dict)."""
        return shape.epoch is not None and not shape.structured and not self._lossy(shape)

    def _regular_stepless(self, groups: Mapping[bytes, Sequence[int]], lines: Sequence[str]) -> None:
        """Find the step-less shapes whose lines are the curve by themselves: in a log where no
        line states a step, an epoch, a counter or a bar, a shape that carries a loss and
        prints at least `MIN_REGULAR` lines, together with its kind at least half the lines
        that say anything (`print(f"loss:{l}, accuracy:{a}")` every N batches), or at least
        `MIN_UNIFORM` lines that are every non-blank line of the file. Each line is a
        point in order. A sentence with a loss in it is printed once, never as such a run of
        lines: prose and quoted logs stay out."""
        lines_of: dict[int, int] = {}
        shapes: dict[int, Shape] = {}
        useful = 0
        for key, indices in groups.items():
            plan = self.plans.get(key)
            if plan is None:
                continue
            shape = plan[0]
            if (shape.step is not None or shape.epoch is not None or shape.counter is not None
                    or shape.pair is not None or shape.keras):
                return
            useful += len(indices)
            if shape.fields and not (shape.structured or shape.summary or shape.block) and self._lossy(shape):
                lines_of[id(shape)] = lines_of.get(id(shape), 0) + len(indices)
                shapes[id(shape)] = shape
        written = sum(len(indices) for indices in groups.values() if lines[indices[0]].strip())
        train = {k for k, n in lines_of.items()
                 if (n >= MIN_REGULAR or (n >= MIN_UNIFORM and n == written)) and not shapes[k].eval}
        if not train or 2 * sum(lines_of[k] for k in train) < useful:
            return
        # An evaluation line between them (one per epoch) goes with the training line before it.
        self.regular = train | {k for k, n in lines_of.items() if shapes[k].eval and n >= 2}

    # -- bulk ---------------------------------------------------------------------------
    def _bulk(self, key: bytes, plan: Plan, lines: Sequence[str], indices: Sequence[int]) -> bool:
        """Read every line of one shape with one regex call; False when some line differs."""
        shape, _ = plan
        if shape.eval and self._own_counter(shape):
            return False  # an evaluation pass's own batch counter: placed by context, line by line
        counter = shape.counter if shape.step is None else None
        needed = ([shape.step, shape.step_total, shape.epoch] if counter is None
                  else [*counter, *([shape.epoch] if shape.epoch is not None else [])])
        keep = sorted({*(i for i in needed if i is not None), *(i for i, _ in shape.fields)})
        first = lines[indices[0]]
        multi = _pattern(first, plan[1].groups, set(keep), anchors=True, placed=True)
        if multi is None:
            return False
        # Whether the epoch is printed as an integer is the same on every line of the shape
        # (a `.` is part of the digit-less text).
        epoch_int = None
        if shape.epoch is not None:
            clean = _ANSI.sub("", first) if _escaped(first) else first
            epoch_int = NUMBER.split(clean)[1::2][shape.epoch].isdigit()
        picked = self._read_columns(key, multi, first, keep, lines, indices)
        if picked is None:
            return False
        at = {index: position for position, index in enumerate(keep)}
        columns = {index: picked[at[index]] for index in keep}
        steps_or_none = self._bulk_steps(shape, columns, epoch_int)
        if steps_or_none is None:
            return False
        steps, source = steps_or_none
        if shape.bar and shape.fields and counter is not None:
            started = np.asarray(columns[counter[0]], dtype=np.float64) != 0
            if not started.all():
                # A bar at 0 of n: nothing trained yet in this epoch; its postfix is the last one's.
                indices = [indices[k] for k in np.flatnonzero(started).tolist()]
                columns = {k: (v[started] if isinstance(v, np.ndarray) else [t for t, s in zip(v, started) if s])
                           for k, v in columns.items()}
                steps = steps[started]
                if not indices:
                    return True
        out = self.out
        kind = 1 if shape.eval else 0
        pos = (np.asarray(indices, dtype=np.int64) + 1) * SEGMENTS
        first_id = out.count
        out.pos.append(pos)
        out.kind.append(np.full(len(pos), kind, dtype=np.int64))
        out.step.append(steps)
        out.counted.append(np.zeros(len(pos), dtype=bool))
        out.source.append(np.full(len(pos), out.code(source), dtype=np.int64))
        out.count += len(pos)
        names = tuple(name for _, name in shape.fields)
        out.batches.append(Batch(kind, names, tuple(range(len(names))), rows=[columns[i] for i, _ in shape.fields],
                                 first_id=first_id, by_column=True, shape=id(shape), bar=shape.bar))
        out.values += len(indices) * len(names)
        out.sources[source] = out.sources.get(source, 0) + len(indices)
        if kind == 0:
            self.bulk_parts.append((pos, steps))
        return True

    def _read_columns(self, key: bytes, multi: re.Pattern[str], first: str, keep: Sequence[int],
                      lines: Sequence[str], indices: Sequence[int] | np.ndarray) -> list[Sequence[str] | np.ndarray] | None:
        """The numbers `keep` (by their place among the line's numbers) of the lines at `indices`,
        one shape's lines that `multi` (made from `first`) matches, as columns; None when a line
        does not match. The training loss's values are tallied on the way (`tally.py`)."""
        counting = _counting(first, keep)
        # pandas costs a few tenths of a second to import: worth it for big shapes only.
        framed = len(indices) >= _FRAME_MIN and ("pandas" in sys.modules or len(lines) >= _FRAME_IMPORT_MIN)
        picked: list[Sequence[str] | np.ndarray] | None = None
        if framed:
            matched, columns_read = _framed(multi, lines, indices, len(keep), counting)
            if not matched:
                return None
            picked = list(columns_read) if columns_read is not None else None
        if picked is None:
            found = multi.findall(joined(lines, indices))
            if len(found) != len(indices):
                return None
            if counting is not None and not framed:
                counting.add(found if len(keep) == 1 else list(map(itemgetter(counting.column), found)))
            if found and isinstance(found[0], str):
                found = [(value,) for value in found]
            # One tuple per number, transposed in C: cheaper than picking fields row by row.
            picked = [column for column in zip(*found)]
        tally = None if counting is None else counting.done(int(indices[0]), int(indices[-1]), len(indices))
        if tally is not None:
            self.out.tallies.setdefault(key, []).append(tally)
        return picked

    def _bulk_steps(self, shape: Shape, columns: Mapping[int, Sequence[str] | np.ndarray],
                    epoch_int: bool | None) -> tuple[np.ndarray, str] | None:
        """Steps of a whole shape at once, as the line-by-line path would find them; None when
        some line needs that path (a step that is not a whole number, a mixed epoch)."""
        def whole(texts: Sequence[str] | np.ndarray) -> np.ndarray | None:
            try:
                values = np.asarray(texts, dtype=np.float64)
            except ValueError:
                return None
            ints = values.astype(np.int64)
            return ints if np.array_equal(ints, values) else None

        if shape.step is not None:
            steps = whole(columns[shape.step]) if shape.step_scale == 1.0 else _scaled(columns[shape.step],
                                                                                          shape.step_scale)
            source = "positional" if shape.leading else f"key {shape.step_key!r}{_abbreviated(shape)}"
            if steps is not None and shape.epoch is not None and shape.step_total is None and len(steps) > 1:
                epochs = whole(columns[shape.epoch])
                if epochs is None or np.any((np.diff(epochs) != 0) & (np.diff(steps) < 0)):
                    return None  # steps restart each epoch: the line path makes them continue
            if steps is not None and shape.epoch is None and shape.step_total is None and not shape.eval \
                    and self.epoch_headers and len(steps) > 1 and np.any(np.diff(steps) < 0):
                return None  # a counter going back under `Epoch N` headers: the line path reads them
            if steps is not None and shape.step_total is not None and shape.epoch is not None and epoch_int \
                    and id(shape) not in self.global_counters:
                totals, epochs = whole(columns[shape.step_total]), whole(columns[shape.epoch])
                if totals is None or epochs is None or len(np.unique(totals)) != 1:
                    return None
                return epochs * totals + steps, f"epoch × {int(totals[0])} + batch"
            if steps is not None and shape.step_total is not None and shape.epoch is None and not shape.eval:
                totals = whole(columns[shape.step_total])
                self._total(shape, -1 if totals is None or len(np.unique(totals)) != 1 else int(totals[0]))
            return None if steps is None else (steps, source)
        assert shape.counter is not None
        i, n = whole(columns[shape.counter[0]]), whole(columns[shape.counter[1]])
        if i is None or n is None or not n.all():
            return None
        if shape.epoch is not None and epoch_int and id(shape) not in self.global_counters:
            epochs = whole(columns[shape.epoch])
            if epochs is None or len(np.unique(n)) != 1:
                return None
            if shape.label_epoch:
                return epochs, LABEL_EPOCH
            return epochs * n + i, f"epoch × {int(n[0])} + batch"
        self.max_total = max(self.max_total, int(n.max()))
        return i, "progress bar"

    def _countable(self, key: bytes) -> int | None:
        """Whether a group's lines, once their shape is numbered in order, need nothing from
        their context (`_record`'s path for a step-less structured training dict: HF Trainer's
        `{'loss': ..., 'epoch': 0.12}`): each is the next number, whatever lies between. The
        shape's id when they do, else None."""
        plan = self.plans.get(key)
        if plan is None or b"\r" in key or _escaped_key(key) or self.header is not None:
            return None
        shape = plan[0]
        fits = (shape.structured and bool(shape.fields) and not shape.eval and shape.step is None
                and shape.counter is None and shape.pair is None and shape.rank is None
                and shape.overflow is None and not shape.summary and not shape.keras and not shape.bar
                and self._lossy(shape))
        return id(shape) if fits else None

    def _counted_run(self, key: bytes, lines: Sequence[str], indices: np.ndarray) -> bool:
        """Read a run of one countable group's lines (`_countable`, its shape already numbered in
        order) with one regex call, as `_record` reads them one by one: each the next ordinal.
        False, with nothing read, when a line differs from the group's pattern or prints an
        integer epoch (which would be its step)."""
        plan = self.plans[key]
        assert plan is not None
        shape = plan[0]
        first = lines[int(indices[0])]
        keep = sorted({i for i, _ in shape.fields} | ({shape.epoch} if shape.epoch is not None else set()))
        multi = _pattern(first, plan[1].groups, set(keep), anchors=True, placed=True)
        if multi is None:
            return False
        if shape.epoch is not None:
            # The digit-less text is the group's: an epoch printed with a `.` on one line is on all.
            head = plan[1].fullmatch(first)
            if head is None or head.group(shape.epoch + 1).isdigit():
                return False
        picked = self._read_columns(key, multi, first, keep, lines, indices)
        if picked is None:
            return False
        at = {index: position for position, index in enumerate(keep)}
        count = len(indices)
        steps = np.arange(self.ordinal + 1, self.ordinal + 1 + count, dtype=np.int64)
        self.ordinal += count
        self.last_train = (self.ordinal, True)
        code = self.out.code("count")
        self.out.sources["count"] = self.out.sources.get("count", 0) + count
        self._flush_lines()
        self.line_chunks.append(((np.asarray(indices, dtype=np.int64) + 1) * SEGMENTS,
                                 np.full(count, TRAIN, dtype=np.int64), steps, np.ones(count, dtype=bool),
                                 np.full(count, code, dtype=np.int64)))
        names = tuple(name for _, name in shape.fields)
        self.run_batches.append(Batch(TRAIN, names, tuple(range(len(names))),
                                      rows=[picked[at[i]] for i, _ in shape.fields], first_id=self.line_base,
                                      by_column=True, shape=hash(id(shape)), bar=shape.bar))
        self.line_base += count
        self.out.values += count * len(names)
        return True

    def _flush_lines(self) -> None:
        """Make the line path's records so far arrays (one chunk)."""
        pos, kind, step, counted = self.line_records
        if not pos:
            return
        self.line_chunks.append((np.asarray(pos, dtype=np.int64), np.asarray(kind, dtype=np.int64),
                                 np.asarray(step, dtype=np.int64), np.asarray(counted, dtype=bool),
                                 np.asarray(self.line_sources, dtype=np.int64)))
        self.line_base += len(pos)
        self.line_records, self.line_sources = ([], [], [], []), []

    def _finish_bulk(self) -> None:
        if self.bulk_parts:
            pos = np.concatenate([p for p, _ in self.bulk_parts])
            order = np.argsort(pos, kind="stable")
            self.bulk_pos = pos[order]
            self.bulk_step = np.concatenate([s for _, s in self.bulk_parts])[order]

    def _context(self, pos: int) -> int | None:
        """The step of the last training record before `pos`, from either path."""
        at = int(np.searchsorted(self.bulk_pos, pos, side="right")) - 1
        if at >= 0 and self.bulk_pos[at] > self.ctx_pos:
            return int(self.bulk_step[at])
        return self.ctx_step

    # -- line by line -------------------------------------------------------------------
    def _line(self, raw: str, pos: int, key: bytes | None = None) -> None:
        lineno = pos // SEGMENTS
        line = _ANSI.sub("", raw) if _escaped(raw) else raw
        if self.header is not None and self._table_row(line, pos):
            return
        if self.pipe is not None and self._pipe_row(line, pos):
            return
        if self.gap is not None and self._gap_row(line, pos):
            return
        if ("oss" in line or "OSS" in line) and (header := gap_header(line)) is not None:
            self.gap = header
            if "poch" in line:
                self._header(line)  # an Ultralytics header is both: its rows are read there
            return
        if key is None:
            key = raw.encode("utf-8", "surrogatepass").translate(None, b"0123456789")
        known = key in self.plans
        plan = self.plans.get(key)
        if plan is not None:
            match = plan[1].fullmatch(raw)
            if match is not None:
                self._record(plan[0], match.groups(), pos)
                return
        parts = NUMBER.split(line)
        if len(parts) < 3:
            if self.header is not None or ("poch" in line and ("loss" in line or "gpu_mem" in line)) or "|" in line:
                self._header(line)
            return
        shape = self._shape(tuple(parts[0::2]), lineno, line)
        if not known and len(self.plans) < _CACHE_LIMIT:
            pattern = _pattern(raw, len(parts) // 2) if shape is not EMPTY else None
            self.plans[key] = None if pattern is None else (shape, pattern)
        if shape is not EMPTY:
            self._record(shape, parts[1::2], pos)

    def _header(self, line: str) -> None:
        if _HEADER.match(line) and _YOLO_OLD.match(line):
            self.header = [_YOLO_NAMES.get(name, name) for name in line.split()]
        elif _HEADER.match(line) and "loss" in line.lower():
            self.header = line.split()
        elif "loss" in line.lower() and _PIPE_HEADER.match(line):
            self.pipe = [cell.strip() for cell in line.strip().strip("|").split("|")]

    def _pipe_row(self, line: str, pos: int) -> bool:
        """A row of a pipe table under its header of names: the first cell its step."""
        names = self.pipe
        assert names is not None
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != len(names) or not cells[0].isdigit():
            return False
        pairs = [(name, match.group(1)) for name, match in zip(names[1:], map(_PIPE_CELL.match, cells[1:]))
                 if match is not None]
        if not pairs:
            return False
        rid = self._add(pos, TRAIN, int(cells[0]), False, "epoch column")
        self.out.sources["epoch column"] = self.out.sources.get("epoch column", 0) + 1
        names_t = tuple(name for name, _ in pairs)
        self._put(("pipe", names_t), TRAIN, names_t, tuple(range(len(pairs))), rid, [v for _, v in pairs])
        return True

    def _gap_row(self, line: str, pos: int) -> bool:
        """A row of a table set apart by spaces under its header: its counter the step."""
        header = self.gap
        assert header is not None
        found = gap_row(header, line)
        if found is None:
            return False
        step, pairs = found
        rid = self._add(pos, TRAIN, step, False, header.source)
        self.out.sources[header.source] = self.out.sources.get(header.source, 0) + 1
        names_t = tuple(name for name, _ in pairs)
        self._put(("gap", names_t), TRAIN, names_t, tuple(range(len(pairs))), rid, [v for _, v in pairs])
        return True

    def _add(self, pos: int, kind: int, step: int, counted: bool, source: str = "") -> int:
        records = self.line_records
        self.line_sources.append(self.out.code(source))
        records[0].append(pos)
        records[1].append(kind)
        records[2].append(step)
        records[3].append(counted)
        if kind == TRAIN:
            self.last_train = (step, counted)
            self.train_by_epoch = source == "epoch"
        if kind == TRAIN and not counted and not (source == "epoch" and step < (self._context(pos) or 0)):
            # An epoch summary (`Epoch 1 completed | Avg Loss`) below a finer counter that ran
            # past it leaves the context alone: lines after it are placed by that counter.
            self.ctx_step, self.ctx_pos = step, pos
        return self.line_base + len(records[0]) - 1

    def _put(self, key: object, kind: int, names: tuple[str, ...], indices: tuple[int, ...], rid: int,
             values: Sequence[str], bar: bool = False) -> None:
        batch = self.line_batches.get(key)
        if batch is None:
            batch = self.line_batches[key] = Batch(kind, names, indices, shape=hash(key), bar=bar)
        batch.ids.append(rid)
        batch.rows.append(values)
        self.out.values += len(names)

    def _table_row(self, line: str, pos: int) -> bool:
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
        pairs = [(name, token.rstrip("GMKB%")) for name, token in zip(names, tokens)]
        pairs = [(name, value) for name, value in pairs if NUMBER.fullmatch(value)]
        rid = self._add(pos, TRAIN, int(match.group(1)), False, "epoch column")
        self.out.sources["epoch column"] = self.out.sources.get("epoch column", 0) + 1
        names_t = tuple(name for name, _ in pairs)
        self._put(("table", names_t), TRAIN, names_t, tuple(range(len(pairs))), rid, [v for _, v in pairs])
        return True

    def _record(self, shape: Shape, nums: Sequence[str], pos: int) -> None:
        out = self.out
        lineno = pos // SEGMENTS
        if shape.rank is not None:
            rank = nums[shape.rank]
            first = self.first_rank.setdefault(id(shape), rank)
            if rank != first:
                self.out.accounted.add(lineno - 1)  # another rank's copy: read, by a rule
                return
        if shape.overflow is not None:
            ctx = self._context(pos)
            if ctx is None:
                return
            self.overflows += 1
            rid = self._add(pos, TRAIN, ctx, False, "context")
            if shape.overflow >= 0:
                self._put("overflow+", TRAIN, ("skipped_steps", "loss_scale"), (0, 1), rid,
                          (str(self.overflows), nums[shape.overflow]))
            else:
                self._put("overflow", TRAIN, ("skipped_steps",), (0,), rid, (str(self.overflows),))
            return
        if shape.summary:
            out.summaries += 1
            out.summary_steps = out.summary_steps or summary_steps(shape, nums)
            out.accounted.add(lineno - 1)  # its `train_loss` repeats the run: no value seen
            return
        kind = EVAL if shape.eval else TRAIN
        # A record under words that state an evaluation's result (`evalpass.after_eval_words`):
        # words outrank the names, so its bare `loss` is the evaluation's.
        worded = kind == TRAIN and bool(shape.fields) and 0 < lineno <= len(self.out.lines) \
            and after_eval_words(self.out.lines, lineno - 1)
        if worded:
            kind = EVAL
        if kind == EVAL and lineno - 1 in self.late:
            out.passed[LATE] = out.passed.get(LATE, 0) + 1
            out.accounted.add(lineno - 1)
            return
        step: int | None = None
        counted = False
        source = ""
        epoch: int | None = None
        if shape.epoch is not None:
            text = nums[shape.epoch]
            epoch = int(text) if text.isdigit() else None
        if kind == EVAL and self._own_counter(shape):
            # An evaluation pass counts its own batches (`[Eval][Epoch 1][Iter: 10/25]`,
            # mmengine's `Iter(val) [50/500]`): not the training step. Lines before the pass's
            # last batch hold running results; the result belongs at the step training reached.
            at, total = ((shape.step, shape.step_total) if shape.step is not None
                         else shape.counter if shape.counter is not None else (None, None))
            done, of = (_int(nums[at]) if at is not None else None), (_int(nums[total]) if total is not None else None)
            ends = self.pass_ends.get(id(shape))
            if ends is not None and lineno - 1 in ends[0] and self._context(pos) is not None:
                # The pass's last line, with no summary after it: its running averages are
                # the pass's result (`evalpass.pass_ends`).
                nums = [nums[ends[1].get(i, i)] for i in range(len(nums))]
                self.pass_results += 1
                out.accounted.add(lineno - 1)  # an evaluation's values: none of the training's seen
                self.eval_pass = lineno  # its other results may follow, as after any progress line
            elif done is not None and of and done < of:
                out.passed["evaluation progress"] = out.passed.get("evaluation progress", 0) + 1
                out.accounted.add(lineno - 1)
                # The pass's result may follow on a line of its own (torchvision's MetricLogger:
                # `Test: Total time ...`, then `* Acc@1 0.74 Acc@5 2.54 loss 7.148`).
                self.eval_pass = lineno
                return
            step, source = self._context(pos), "context"
            if step is None:
                return
        elif shape.step is not None and id(shape) in self.sparse_steps and self.header_epoch is not None:
            step, source = self.header_epoch, "epoch header"
        elif shape.step is not None:
            step = _step(nums[shape.step], shape.step_scale)
            if step is None and kind == TRAIN and self._lossy(shape):
                out.passed[FRACTION] = out.passed.get(FRACTION, 0) + 1  # `step: 0.25`: no step
            source = "positional" if shape.leading else f"key {shape.step_key!r}{_abbreviated(shape)}"
            if shape.step_total is not None and epoch is not None and step is not None:
                total = _int(nums[shape.step_total])
                if total and id(shape) not in self.global_counters:
                    step, source = epoch * total + step, f"epoch × {total} + batch"
            elif shape.step_total is not None and kind == TRAIN and step is not None:
                self._total(shape, _int(nums[shape.step_total]) or -1)
            elif step is not None and (epoch is not None or (kind == TRAIN and self.header_epoch is not None)):
                # The epoch on the line, or the `Epoch N/M` header's above a `step 20: loss=`
                # line whose counter restarts each epoch (a counter going on stays as printed).
                within = epoch if epoch is not None else self.header_epoch
                step, restarted = self._epoch_step(shape, within if within is not None else 0, step)
                if restarted:
                    source = f"key {shape.step_key!r} restarting each epoch; step = earlier epochs' steps + step"
        elif shape.keras:
            done = _int(nums[shape.counter[0]]) if shape.counter else None
            size = _int(nums[shape.counter[1]]) if shape.counter else None
            if self.batches and self.ctx_epoch is not None and done is not None and size:
                # Keras' per-batch lines: running means of the epoch so far, at their batch.
                step, source = (self.ctx_epoch - 1) * size + done, "Keras batches"
            elif not self.epoch_headers and self.ctx_epoch is None and done is not None and size:
                # No line names an epoch: Keras prints `Epoch k/T` only for fits of two epochs or
                # more, so each bar is a whole one-epoch fit, and its frames (running means of the
                # fit so far) are the only curve it printed, at the samples or batches done.
                step, source = done, ONE_EPOCH_FIT
            elif shape.counter and done != size:
                # A running average inside an epoch: the epoch's last line has the result.
                out.passed["Keras per-batch running means"] = out.passed.get("Keras per-batch running means", 0) + 1
                return
            elif self.ctx_epoch is not None:
                step, source = self.ctx_epoch, "epoch header"
        elif id(shape) in self.epoch_summaries:
            # An epoch's summary among iteration lines (`epochsummary.py`): where its epoch ended.
            step, source = self._context(pos), SUMMARY_SOURCE
            if step is None:
                out.passed[UNPLACED] = out.passed.get(UNPLACED, 0) + 1
                out.accounted.add(lineno - 1)
                return
        elif shape.counter is not None and kind == TRAIN:
            i = _int(nums[shape.counter[0]])
            n = _int(nums[shape.counter[1]])
            if shape.label_epoch and epoch is not None and shape.fields:
                # A frame of the epoch's bar: a redraw, the epoch's one value is its last frame.
                out.accounted.add(lineno - 1)
                if not out.bar_epochs or out.bar_epochs[-1] != epoch:
                    out.bar_epochs.append(epoch)
                out.passed[BAR_FRAMES] = out.passed.get(BAR_FRAMES, 0) + 1
            if i == 0 and shape.bar and shape.fields:
                return  # a bar at 0 of n: nothing trained yet in this epoch; its postfix is the last one's
            if i is not None and n:
                if epoch is not None and shape.label_epoch and id(shape) not in self.global_counters:
                    step, source = epoch, LABEL_EPOCH  # the bar's last frame of the epoch is its point
                elif epoch is not None and id(shape) not in self.global_counters:
                    step, source = epoch * n + i, f"epoch × {n} + batch"
                elif not shape.fields and (n < self.max_total or shape.label):
                    return  # an evaluation or data-loading bar, not the training one
                else:
                    self.max_total = max(self.max_total, n)
                    step, source = i, "progress bar"
        elif epoch is not None and kind == TRAIN and shape.fields and (
                self._lossy(shape) or (shape.structured and self._context(pos) is not None)):
            # A dict with no loss before training is a config (`{'epochs': 100, 'lr': 0.001}`):
            # its `epochs` is how many to run, no record.
            step, source = epoch, "epoch"
        elif (epoch is not None and kind != TRAIN and shape.fields and self.train_by_epoch
              and self.last_train is not None and self.last_train[0] == epoch):
            # `Epoch 0 test loss: 6.15` under the test pass's bar (`157/157`), after `Epoch 0
            # training loss`: the epoch both print, not the bar's counter. (An evaluation printed
            # before its epoch's training line keeps its context, as it always did.)
            step, source = epoch, "epoch"
        elif shape.pair is not None and kind == TRAIN:
            step, source = self._pair_step(shape, nums), "epoch pair"
        if step is None and epoch is not None and (not shape.fields or self._banner(shape)):
            if shape.remark and self.ctx_epoch is not None:
                return  # the epoch its header opened goes on (Keras 2.0's remark counts from 0)
            self.ctx_epoch = epoch
            self.header_epoch = epoch
            if shape.eval:
                self.eval_banner = lineno
            return
        if not shape.fields:
            if step is not None and kind == TRAIN:
                self.ctx_step, self.ctx_pos = step, pos
            self.block_line = lineno  # a header: indented `name=value` lines may follow
            if shape.eval:
                self.eval_banner = lineno
            return
        names = tuple(name for _, name in shape.fields)
        if id(shape) in self.epoch_summaries:
            names = renamed(names, self.epoch_summaries[id(shape)])
        key: object = id(shape)
        if worded:
            key, names = ("after eval words", id(shape)), _eval_names(names)
        # The line right under an evaluation banner is its result, though it prints the epoch
        # (`=== validate epoch 1 ===` then `Epoch 0 | avg_loss = 0.355`, the training block's
        # line in the same shape): read as training, each epoch would print its loss twice.
        if (step is None or (source == "epoch" and lineno == self.eval_banner + 1)) and kind == TRAIN \
                and not shape.structured and (lineno == self.eval_banner + 1 or 0 < lineno - self.eval_pass <= 2):
            # DeepSpeed-Chat's `***** Evaluating perplexity, Epoch 1/2 *****` then `ppl: 4.5, loss: 1.5`.
            kind, key = EVAL, ("after eval banner", id(shape))
            names = tuple(series_name(name, "eval", False) for name in names)
        if step is None and not shape.structured:
            step = self._header_step(shape, pos)
            source = "epoch header" if step is not None else source
        if step is None:
            ctx = None if id(shape) in self.counting else self._context(pos)
            if not shape.structured and ctx is None and id(shape) not in self.regular:
                return  # prose with a number in it, before any step: not a record
            if ctx is not None:
                if shape.block and lineno == self.block_line + 1:
                    self.block_line = lineno
                elif not (shape.structured or self._lossy(shape)):
                    return  # a stray number in prose between training lines
                step, source = ctx, "context"
            elif not self._lossy(shape):
                return  # a dict without a loss before training (a config): not a record
            elif kind == TRAIN or self.last_train is None:
                self.ordinal += 1
                step, counted, source = self.ordinal, True, "count"
                self.counting.add(id(shape))
            else:
                (step, counted), source = self.last_train, "count"
        out.sources[source] = out.sources.get(source, 0) + 1
        rid = self._add(pos, kind, step, counted, source)
        self._put(key, kind, names, tuple(i for i, _ in shape.fields), rid, nums, shape.bar)

    def _total(self, shape: Shape, total: int) -> None:
        """Note the total a training shape prints beside its step (-1 once it printed two)."""
        known = self.out.totals.setdefault(id(shape), total)
        if known != total:
            self.out.totals[id(shape)] = -1

    def _header_step(self, shape: Shape, pos: int) -> int | None:
        """The epoch of the `Epoch N/M` header above a step-less loss line, in a log whose lines
        state no step of their own: a plain print loop (`Epoch 3/10`, a rule, then `train Loss:
        0.41 Acc: 0.83`). None when the log has a step elsewhere (that step places the line, and
        the units stay one), or when the shape prints again under one header (the lines of an
        epoch, not its result: see `_results_per_header`)."""
        if self.header_epoch is None or id(shape) not in self.per_header:
            return None
        if id(shape) not in self.by_header and not self.sparse_steps and (
                self._context(pos) is not None or not self._lossy(shape)):
            return None
        self.by_header.add(id(shape))
        return self.header_epoch

    def _epoch_step(self, shape: Shape, epoch: int, step: int) -> tuple[int, bool]:
        """A step counted within its epoch, made continuing once it restarts at an epoch change;
        steps that go on across epochs stay as printed."""
        last_epoch, offset, last, first, restarted = self.restarts.get(id(shape), (epoch, 0, step, step, False))
        if epoch < last_epoch:
            # The epoch goes back: another run starts (a relaunch, the next trial), counting afresh.
            offset, first = 0, step
        elif epoch != last_epoch and step < last:
            offset, restarted = continued_offset(offset, last, first), True
        self.restarts[id(shape)] = (epoch, offset, step, first, restarted)
        return offset + step, restarted

    def _pair_step(self, shape: Shape, nums: Sequence[str]) -> int | None:
        """`[epoch, batch]` lines: the step is the batches of earlier epochs plus this batch
        (an epoch's size is the last batch number it printed)."""
        assert shape.pair is not None
        epoch, batch = _int(nums[shape.pair[0]]), _int(nums[shape.pair[1]])
        if epoch is None or batch is None:
            return None
        # One print statement, whatever its padding: `[%d, %5d]` prints `[1,  2000]` and `[1,
        # 10000]`, two shapes of one counter (the PyTorch CIFAR-10 tutorial's own loop).
        key = (shape.eval, tuple(name for _, name in shape.fields))
        last_epoch, offset, last_batch = self.pairs.get(key, (epoch, 0, 0))
        if epoch != last_epoch:
            offset += last_batch
        self.pairs[key] = (epoch, offset, batch)
        return offset + batch

    def _finish_lines(self) -> None:
        out = self.out
        self._flush_lines()
        chunks = self.line_chunks
        if chunks:
            first_id = out.count
            # The chunks join the records' parts as they are (ids follow their order): no copy.
            for chunk in chunks:
                for parts, part in zip((out.pos, out.kind, out.step, out.counted, out.source), chunk):
                    parts.append(part)
            out.count += self.line_base
            for batch in self.line_batches.values():
                batch.ids = [first_id + rid for rid in batch.ids]
                out.batches.append(batch)
            for batch in self.run_batches:
                batch.first_id += first_id
                out.batches.append(batch)


def scan(text: str | FileLines, limit_lines: int | None = None, loss_keys: Sequence[str] = (), batches: bool = False) -> Records:
    """The records of a whole log (or of its first `limit_lines` lines); `batches` reads Keras'
    per-batch progress lines as points instead of passing them over."""
    return Scanner(limit_lines, loss_keys, batches).feed(text)
