"""A parsed table (columns plus where each row came from), and sniffing tables by content."""

from __future__ import annotations

import csv
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.columns import Column

SAMPLE_BYTES = 64 * 1024
_DELIMITERS = (",", "\t", ";", "|")
# Text logs belong to the textlog reader even when their lines happen to hold delimiters.
TEXT_LOG_SUFFIXES = frozenset({".log", ".out", ".txt", ".md", ".err", ".rst"})
_MARKUP_SUFFIXES = frozenset({".md", ".rst"})
_NOT_TABLE_SUFFIXES = frozenset({
    ".py", ".sh", ".yaml", ".yml", ".toml", ".ini", ".cfg", ".html", ".xml", ".ipynb", ".js", ".css",
    ".png", ".jpg", ".jpeg", ".gif", ".svg", ".pdf", ".pt", ".pth", ".bin", ".ckpt", ".safetensors",
    ".npy", ".npz", ".pkl", ".gz", ".zip", ".tar", ".wandb", ".h5", ".lock",
})


@dataclass(eq=False)
class ParsedTable:
    """Columns of one file, `rows` long, and a way back from a row to its line."""

    source: str
    columns: dict[str, Column]
    rows: int
    unit: str = "line"
    warnings: list[str] = field(default_factory=list)
    line_map: Callable[[], np.ndarray | None] | None = None
    # What the parser knew about the writer (`writer`, a `doubt` about its reading).
    meta: dict[str, object] = field(default_factory=dict)
    _lines: np.ndarray | None = None

    def where(self, row: int) -> str:
        """'line 17' (1-based, as an editor shows it), or 'row 17' when lines are unknown."""
        if self._lines is None and self.line_map is not None:
            self._lines = self.line_map()
            self.line_map = None
        if self._lines is not None and 0 <= row < len(self._lines):
            return f"{self.unit} {int(self._lines[row])}"
        return f"data row {row + 1}"


@dataclass(frozen=True)
class Sniff:
    """What the first bytes of a file say: a table kind, or why it is not a training log."""

    kind: str
    delimiter: str = ","
    columns: tuple[str, ...] = ()
    reason: str | None = None
    # One data row under a step and a loss column: a run that logged one point, not a summary.
    single: bool = False
    # `#` lines above the header row that are no part of the table (the JSON line an RL
    # `Monitor` writes first: `# {"t_start": ..., "env_id": ...}`), passed over when read.
    comments: int = 0


def read_bytes(path: Path) -> bytes:
    """The whole file as UTF-8 (UTF-16/32 transcoded), or an InputError naming it."""
    from lossdoctor.ingest.encoding import to_utf8

    try:
        return to_utf8(path.read_bytes())[0]
    except OSError as exc:
        raise InputError(f"{path}: cannot read ({exc.strerror})") from None


def _sample(path: Path) -> bytes | None:
    try:
        with path.open("rb") as handle:
            head = handle.read(SAMPLE_BYTES)
    except OSError:
        return None
    from lossdoctor.ingest.encoding import to_utf8

    return to_utf8(head, partial=len(head) == SAMPLE_BYTES)[0]


def sniff(path: Path) -> Sniff | None:
    """Is `path` a CSV/TSV, JSONL or parquet table, judged by content? None when it is not one.

    A table that is not a training history (header only, one row, no numbers) comes back
    with a `reason`, so a caller can skip it in a folder or explain it when it was named.
    """
    suffix = path.suffix.lower()
    if suffix in (".npy", ".npz"):
        return _sniff_numpy(path)
    if suffix in _MARKUP_SUFFIXES or suffix in _NOT_TABLE_SUFFIXES:
        return None
    head = _sample(path)
    if not head:
        return None
    if head.startswith(b"PAR1"):
        return Sniff("parquet")
    if b"\x00" in head[:8192]:
        return None
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff")
    lines = text.splitlines()
    if len(head) == SAMPLE_BYTES and lines:
        lines = lines[:-1]  # the sample cut the last line short
    lines = [line for line in lines if line.strip()]
    if not lines:
        return None
    if lines[0].lstrip().startswith("{"):
        # JSON lines under a console log's name are the console reader's (DETR's `log.txt`).
        if suffix in TEXT_LOG_SUFFIXES:
            return None
        found = _sniff_jsonl(lines)
        if found is None or (found.reason or "").startswith("only one JSON object"):
            # One object (a line, or indented): a history's columns (`json.dump(history.history)`).
            return _sniff_columns(path) or found
        return found
    if lines[0].strip() == "[" or lines[0].lstrip().startswith("[{"):
        # A JSON array of records in a file of any other name: Chainer's LogReport writes its
        # `log` (no extension) as one indented array, a record every trigger. Under `.json`
        # only records that name a loss (pandas' `to_json(orient="records")` of a history):
        # a `.json` array is more often data.
        found = _sniff_record_array(path)
        if suffix == ".json":
            return found if found is not None and found.reason is None and names_a_loss(found) else None
        return found
    if suffix == ".json":
        return None
    if lines[0].lstrip().startswith("#"):
        from lossdoctor.ingest.tables.savetxt import sniff_savetxt

        shape = sniff_savetxt(lines)
        if shape is not None:
            table = Sniff("savetxt", " ", shape.names, _rows_reason(shape.rows, shape.names),
                          single=shape.rows == 1 and one_point_history(shape.names))
            text_log = suffix in TEXT_LOG_SUFFIXES
            return table if not text_log or (table.reason is None and names_a_loss(table)) else None
    found = _sniff_delimited(lines)
    if found is None and lines[0].lstrip().startswith("#"):
        found, lines = _under_comments(lines)
    if found is None:
        from lossdoctor.ingest.tables.headerless import SUFFIXES, sniff_headerless
        from lossdoctor.ingest.tables.savetxt import sniff_plain

        # A plain header row of names over whitespace-aligned rows of numbers (AWR's `log.txt`).
        plain = sniff_plain(lines)
        if plain is not None:
            table = Sniff("savetxt", " ", plain.names, _rows_reason(plain.rows, plain.names),
                          single=plain.rows == 1 and one_point_history(plain.names))
            return table if table.reason is None and names_a_loss(table) else None

        # A first line of numbers: a table with no header (pandas' `header=False`), or a text
        # file of a few space-separated numbers a line (`loss.txt`: `loss_a loss_b total`).
        if suffix in SUFFIXES:
            return sniff_headerless(lines, source=path.name)
        if suffix in TEXT_LOG_SUFFIXES or not suffix:
            found = sniff_headerless(lines, text=True)
            if found is None:
                # `f.write(f"{epoch},{loss}\n")` to `loss_log.txt`: comma-separated numbers whose
                # first column counts up are a table (a loss printed first, a counter after it,
                # stays the bare-number reader's).
                found = sniff_headerless(lines, source=path.name)
                return found if found is not None and found.reason is None and found.columns[:1] == ("step",) else None
            return found if found.reason is None else None
        return None
    if suffix in TEXT_LOG_SUFFIXES:
        # Keras' CSVLogger writes `training.log`: a table under a console log's name. Only a
        # strict table is taken from a text log (a loss column, every row as wide as the
        # header), so a console log whose lines happen to hold commas stays a console log.
        return found if _strict_table(found, lines) else None
    return found


# A JSON object up to this size is parsed whole to see whether it holds a history's lists.
_PARSE_FREELY = 4 << 20


def _sniff_columns(path: Path) -> Sniff | None:
    """A whole file that is one JSON object of lists (a Keras History, pandas' `to_json()`),
    or None when it is no such object."""
    from lossdoctor.ingest.tables.columnar import KIND, MAX_BYTES, sniff_columns

    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None
        if size > _PARSE_FREELY:
            head = _sample(path) or b""
            if b"loss" not in head.lower():
                return None  # a large JSON object that names no loss early: data, not parsed whole
        found = sniff_columns(read_bytes(path))
    except (InputError, OSError):
        return None
    return None if found is None else Sniff(KIND, columns=found[0], reason=found[1])


def _sniff_numpy(path: Path) -> Sniff | None:
    """An `.npy`/`.npz` whose name (or an array's) says loss: a history of saved arrays, or why
    not; None for arrays named otherwise (data, features), passed over in silence."""
    import zipfile

    from lossdoctor.ingest.tables.arrays import KIND, history
    from lossdoctor.roles import Role, role_for

    names = [path.stem]
    if path.suffix.lower() == ".npz":
        try:
            with zipfile.ZipFile(path) as archive:
                names += [name.removesuffix(".npy") for name in archive.namelist()]
        except (OSError, zipfile.BadZipFile):
            return None
    if not any(role_for(name) in (Role.LOSS, Role.EVAL_LOSS) for name in names):
        return None
    try:
        columns, _ = history(path)
    except InputError as exc:
        return Sniff(KIND, reason=str(exc).split(": ", 1)[-1])
    return Sniff(KIND, columns=tuple(columns))


# What a training loop writes into every record of its log besides the values (Chainer's LogReport).
_LOOP_KEYS = frozenset({"epoch", "iteration", "elapsed_time"})


def _sniff_record_array(path: Path) -> Sniff | None:
    """A whole file that is one JSON array of objects with numbers (Chainer's LogReport `log`),
    judged by its content; None when it is no such array."""
    from lossdoctor.ingest.tables.jsonl import record_array

    try:
        records = record_array(read_bytes(path))
    except InputError:
        return None
    if records is None:
        return None
    keys = tuple(dict.fromkeys(k for obj in records for k in obj))
    leaves = [v for obj in records[:200] for v in _leaves(obj)]
    # Records mostly of numbers are metrics; records mostly of text are a console stream in JSON
    # (Kaggle's `{"stream_name", "time", "data": "<a printed line>"}`), the console reader's.
    if sum(_is_number(v) for v in leaves) * 2 < len(leaves):
        return None
    if len(records) < 2:
        if one_point_history(keys) and len({k.lower() for k in keys} & _LOOP_KEYS) >= 2:
            # An array is a log by its shape, one record a trigger: with a training loss and the
            # loop's own bookkeeping (LogReport's epoch, iteration and elapsed_time, which no
            # summary written by hand carries), one record is a run stopped after its first
            # report, as a one-row results.csv is.
            return Sniff("jsonarray", columns=keys, single=True)
        return Sniff("jsonarray", columns=keys, reason="only one JSON object: a summary or config, not a history")
    return Sniff("jsonarray", columns=keys)


def _sniff_jsonl(lines: list[str]) -> Sniff | None:
    objects = []
    for line in lines[:200]:
        try:
            value = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if isinstance(value, dict):
            objects.append(value)
    checked = min(len(lines), 200)
    if not objects or len(objects) < 0.6 * checked:
        return None
    keys = tuple(dict.fromkeys(k for obj in objects for k in obj))
    numeric = any(_is_number(v) for obj in objects for v in _leaves(obj))
    if len(objects) < 2:
        return Sniff("jsonl", columns=keys, reason="only one JSON object: a summary or config, not a history")
    if not numeric:
        return Sniff("jsonl", columns=keys, reason="no field holds a number")
    return Sniff("jsonl", columns=keys)


def _leaves(obj: object) -> list[object]:
    if isinstance(obj, dict):
        return [leaf for value in obj.values() for leaf in _leaves(value)]
    return [obj]


def _is_number(value: object) -> bool:
    if isinstance(value, bool):
        return False
    if isinstance(value, (int, float)):
        return True
    if isinstance(value, str):
        try:
            float(value)
        except ValueError:
            # A scalar repr (`tensor(3.13, device='cuda:0')`) is read as its number too.
            from lossdoctor.ingest.textlog.generic.reprs import cell_number

            return "(" in value and cell_number(value) is not None
        return True
    return False


def _under_comments(lines: list[str]) -> tuple[Sniff | None, list[str]]:
    """The table under the `#` comment lines that open a file (a Monitor's JSON line over its
    `r,l,t` header), and the lines from its header on; (None, lines) when there is none."""
    count = next((i for i, line in enumerate(lines) if not line.lstrip().startswith("#")), len(lines))
    rest = lines[count:]
    found = _sniff_delimited(rest) if len(rest) >= 2 else None
    if found is None:
        return None, lines
    return replace(found, comments=count), rest


def _sniff_delimited(lines: list[str]) -> Sniff | None:
    try:
        return _sniff_rows(lines)
    except csv.Error:  # e.g. a field beyond the csv module's size limit: not a metrics table
        return None


def _sniff_rows(lines: list[str]) -> Sniff | None:
    best: tuple[float, str, list[str]] | None = None
    for delimiter in _DELIMITERS:
        rows = list(csv.reader(lines[:60], delimiter=delimiter))
        header = rows[0]
        if len(header) < 2 or not _header_ok(header):
            continue
        data = rows[1:]
        agree = sum(1 for row in data if len(row) == len(header)) / len(data) if data else 1.0
        if agree < 0.5:
            continue
        if best is None or agree > best[0]:
            best = (agree, delimiter, header)
    if best is None:
        return None
    _, delimiter, header = best
    data = [row for row in csv.reader(lines[1:60], delimiter=delimiter) if len(row) == len(header)]
    columns = tuple(name.strip() for name in header)
    if not data:
        return Sniff("csv", delimiter, columns, reason=_rows_reason(0, columns))
    if not any(_is_number(cell) for row in data for cell in row):
        return Sniff("csv", delimiter, columns, reason="no column holds numbers")
    return Sniff("csv", delimiter, columns, _rows_reason(len(data), columns),
                 single=len(data) == 1 and one_point_history(columns))


def _rows_reason(rows: int, columns: Sequence[str]) -> str | None:
    """Why a table of `rows` data rows is no history, or None."""
    if rows == 0:
        return "a header and no data rows"
    if rows == 1 and not one_point_history(columns):
        return "only one data row: a summary, not a history"
    return None


def one_point_history(columns: Sequence[str]) -> bool:
    """Whether one data row under these columns is a run's first logged point (a step or epoch
    column beside a training loss: YOLOv5's results.csv after one epoch) rather than a summary
    (final metrics, no step)."""
    from lossdoctor.ingest.tables.columns import find_step_column
    from lossdoctor.roles import Role, role_for

    steps = find_step_column(columns) is not None or any(c.strip().lower() == "epoch" for c in columns)
    return steps and any(role_for(c) is Role.LOSS for c in columns)


def _strict_table(found: Sniff | None, lines: list[str]) -> bool:
    if found is None or found.reason:
        return False
    if found.kind == "csv":
        if found.delimiter not in {",", "\t", ";"}:
            return False
        rows = list(csv.reader(lines[:60], delimiter=found.delimiter))
        if len(rows) < 3 or any(len(row) != len(rows[0]) for row in rows):
            return False
    return names_a_loss(found)


def names_a_loss(found: Sniff) -> bool:
    """Whether a sniffed table names a training or evaluation loss column."""
    from lossdoctor.roles import Role, role_for

    return any(role_for(name) in {Role.LOSS, Role.EVAL_LOSS} for name in found.columns)


def _header_ok(header: list[str]) -> bool:
    """A header names columns: no numbers, no 'key: value' pairs, nothing long."""
    import re

    cells = [cell.strip() for cell in header]
    # pandas' `to_csv()` leaves its index column's name blank (`,d_loss,g_loss`): a name.
    blank = sum(1 for cell in cells[1:] if not cell)
    if blank > len(cells) * 0.3:
        return False
    if any(len(cell) > 120 or _is_number(cell) for cell in cells):
        return False
    # `loss: 2.3` cells are a log line, not names; one `mAP_0.5:0.95` among names is a name.
    pairs = sum(1 for cell in cells if re.search(r"[:=]\s*[-+]?\d", cell))
    return pairs * 2 < len(cells)
