"""numpy `savetxt` tables: a `# name, name, ...` comment header over whitespace-separated numbers.

DeepXDE's `dde.saveplot` / `save_loss_history` writes `loss.dat` this way, with the header
`# step, loss_train, loss_test, metrics_test` over rows that hold more columns than the header
names: `loss_train` and `loss_test` are one column per loss term (the PDE residual, then each
boundary/initial condition and observation set, weighted as trained), `metrics_test` one per
metric (often none). The row holds `1 + 2k + m` numbers; the header does not say `k` or `m`.
Read as a person reads it:

- the train and test terms come in the same order, and a term's test value tracks its train
  value (a boundary term on the same points is often the very same number; a term with no test
  points is 0 on the test side): `k` is the largest split whose term pairs agree so, the metrics
  the columns left over;
- `loss_train` is the sum of the train terms (the loss DeepXDE minimises and plots), the terms
  are `loss_train_0 .. loss_train_{k-1}` beside it; `loss_test` and `loss_test_i` the same on the
  test points (the evaluation; the test terms are kept as evidence, role `other`, so that no
  single test term is held against the train total); `metrics_test` (or `metrics_test_0 ..`) the metrics.

Any other header that names every column is a plain table of those names.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from lossdoctor.ingest.tables.columns import Column, column_from_strings, find_step_column
from lossdoctor.ingest.tables.parse import ParsedTable
from lossdoctor.roles import Role, role_for

_MAX_LISTED = 8
# A column name of a plain header row: a word, not a number (`Critic_Loss`, `Adv_Weights_Min`).
_NAME = re.compile(r"[A-Za-z_][\w/.()\-]*")
_DEEPXDE = ("loss_train", "loss_test")
# A train term and its test twin agree within this many decades at the median row.
_AGREE_DECADES = 1.0
# One side 0 and the other not: as far apart as this many decades.
_APART_DECADES = 3.0


def header_names(comment: str) -> list[str]:
    """The names of a savetxt header line (without its `#`): comma-separated, else by whitespace."""
    text = comment.strip().lstrip("#").strip()
    parts = text.split(",") if "," in text else text.split()
    return [part.strip() for part in parts if part.strip()]


def is_deepxde(names: Sequence[str]) -> bool:
    """Whether a header is DeepXDE's `step, loss_train, loss_test[, metrics_test]` (or a copy's
    `iteration`/`epoch`/`steps` first)."""
    lowered = [name.lower() for name in names]
    if len(lowered) not in (3, 4) or tuple(lowered[1:3]) != _DEEPXDE:
        return False
    if len(lowered) == 4 and lowered[3] != "metrics_test":
        return False
    return find_step_column(lowered[:1]) is not None or lowered[0] == "epoch"


def float_cells(cells: Sequence[str]) -> bool:
    """Whether every cell reads as a number (`float` accepts nan/inf, as the tables do)."""
    try:
        for cell in cells:
            float(cell)
    except ValueError:
        return False
    return True


@dataclass(frozen=True)
class Shape:
    """What a sample of a savetxt file shows: its header names, row width and data rows seen."""

    names: tuple[str, ...]
    width: int
    rows: int


def sniff_savetxt(lines: Sequence[str]) -> Shape | None:
    """A savetxt table's shape from its first lines (blank lines already dropped), or None.

    The file starts with `#` comment lines, the last of them naming the columns; every data row
    is whitespace-separated numbers, as wide as the header names or (DeepXDE) wider."""
    comments = 0
    while comments < len(lines) and lines[comments].lstrip().startswith("#"):
        comments += 1
    if comments == 0:
        return None
    names = header_names(lines[comments - 1])
    data = [line.split() for line in lines[comments:comments + 60]]
    if len(names) < 2 or any("," in line for line in lines[comments:comments + 60]):
        return None
    return _body(names, data)


def sniff_plain(lines: Sequence[str]) -> Shape | None:
    """A whitespace-aligned table with a plain header row (no `#`), or None: `np.savetxt` with
    `comments=''`, or the rllab-style loggers (AWR, DeepMimic) that write their names once,
    padded into columns, and then a row of numbers per iteration. A first line of names and then
    nothing but rows of numbers, every one exactly as wide as the names: a person reads it at a
    glance, and so does this, with no row of another width let through."""
    names = lines[0].split() if lines else []
    data = [line.split() for line in lines[1:61]]
    if len(names) < 2 or not all(_NAME.fullmatch(name) for name in names) or not data:
        return None
    if any("," in line for line in lines[:61]) or any(len(cells) != len(names) for cells in data):
        return None
    return _body(names, data)


def _body(names: Sequence[str], data: Sequence[Sequence[str]]) -> Shape | None:
    """The shape of a header's table from its first data rows (split), or None when they are
    not rows of numbers under it."""
    if not data:
        # Comment lines alone are a table's header only when they name DeepXDE's groups or a loss.
        named = is_deepxde(names) or any(role_for(name) in (Role.LOSS, Role.EVAL_LOSS) for name in names)
        return Shape(tuple(names), len(names), 0) if named else None
    widths = [len(cells) for cells in data]
    width = max(set(widths), key=widths.count)
    if width < 2 or widths.count(width) < 0.8 * len(widths) or not all(float_cells(c) for c in data):
        return None
    if width != len(names) and not (is_deepxde(names) and width >= 3):
        return None
    return Shape(tuple(names), width, widths.count(width))


def parse_savetxt(source: str, raw: bytes) -> ParsedTable:
    """Read a savetxt table; rows of another width are skipped with a note naming their line."""
    text = raw.decode("utf-8", errors="replace").lstrip("\ufeff")
    header = ""
    rows: list[list[str]] = []
    lines: list[int] = []
    odd: list[tuple[int, int]] = []
    width = 0
    split_lines = text.splitlines()
    for number, line in enumerate(split_lines, 1):
        stripped = line.strip()
        if not stripped:
            continue
        if stripped.startswith("#"):
            if not rows:
                header = stripped
            continue
        fields = stripped.split()
        if not rows and not header and not float_cells(fields):
            header = stripped  # a plain header row of names (`sniff_plain`)
            continue
        if not width:
            width = len(fields)
        if len(fields) != width:
            odd.append((number, len(fields)))
            continue
        rows.append(fields)
        lines.append(number)
    names = header_names(header)
    meta: dict[str, object] = {}
    notes = _odd_notes(source, odd, width, torn=not raw.endswith(b"\n"), last=len(split_lines))
    cells = [column_from_strings([row[i] for row in rows]) for i in range(width)]
    if is_deepxde(names) and width >= 3:
        columns, said, doubt = _deepxde_columns(names[0], cells)
        notes.append(f"{source}: {said}")
        # The test total is the evaluation people watch; each test term beside it is evidence, not
        # an eval loss of its own to hold against the train total (its twin is `loss_train_i`).
        terms = tuple((name, Role.OTHER) for name in columns if name.startswith("loss_test_"))
        meta = {"writer": "deepxde", "doubt": doubt, "roles": terms}
    elif len(names) == width:
        columns = dict(zip(names, cells))
    else:
        columns = {(names[i] if i < len(names) else f"column_{i}"): cell for i, cell in enumerate(cells)}
        notes.append(f"{source}: the header names {len(names)} columns, the rows hold {width}; "
                     f"the columns past the names are read as column_{len(names)}..")
    found = np.asarray(lines, np.int64)
    return ParsedTable(source, columns, len(rows), "line", notes, _lines_of(found), meta=meta)


def _lines_of(found: np.ndarray) -> Callable[[], np.ndarray | None]:
    return lambda: found


def _odd_notes(source: str, odd: Sequence[tuple[int, int]], width: int, torn: bool, last: int) -> list[str]:
    notes = []
    for number, count in odd[:_MAX_LISTED]:
        if number == last and torn and count < width:
            notes.append(f"{source}: line {number}: cut off mid-write ({count} of {width} numbers); skipped")
        else:
            notes.append(f"{source}: line {number}: {count} numbers where the rows have {width}; skipped")
    if len(odd) > _MAX_LISTED:
        notes.append(f"{source}: {len(odd) - _MAX_LISTED} more lines with another number of fields skipped")
    return notes


def _distance(train: Column, test: Column) -> float | None:
    """Decades between a train column and a test column at the median row (None: no row has
    both), or -1 when the test side is 0 everywhere (a term with no test points)."""
    both = train.present & test.present & np.isfinite(train.values) & np.isfinite(test.values)
    if not both.any():
        return None
    a, b = np.abs(train.values[both]), np.abs(test.values[both])
    if not b.any() and a.any():
        return -1.0
    with np.errstate(divide="ignore", invalid="ignore"):
        gap = np.abs(np.log10(a) - np.log10(b))
    gap = np.where(a == b, 0.0, np.where((a == 0) | (b == 0), _APART_DECADES, gap))
    return float(np.median(gap))


def split_terms(cells: Sequence[Column]) -> tuple[int, str | None]:
    """The number of loss terms `k` among DeepXDE's value columns (train terms, test terms,
    metrics), and a doubt when no split, or more than one of different size, fits as well."""
    n = len(cells)
    fits: list[tuple[float, int]] = []
    for k in range(n // 2, 0, -1):
        gaps = [_distance(cells[i], cells[k + i]) for i in range(k)]
        known = [g for g in gaps if g is not None]
        if not known or not any(g >= 0 for g in known):
            fits.append((0.0, k))
            continue
        agree = sum(1 for g in known if g < 0 or g <= _AGREE_DECADES)
        fits.append((agree / len(known), k))
        if agree == len(known):
            return k, None
    if n // 2 <= 1:
        return 1, None
    share, k = max(fits, key=lambda item: (item[0], item[1]))
    return k, (f"no split of the {n} loss.dat columns into train terms, test terms and metrics has every "
               f"test term within a factor 10 of its train term; read as {k} terms ({share:.0%} agree)")


def _sum(parts: Sequence[Column]) -> Column:
    values = np.sum(np.stack([part.values for part in parts]), axis=0)
    present = np.logical_and.reduce([part.present for part in parts])
    text = np.logical_or.reduce([part.text for part in parts]) & ~present
    example = next((part.example for part in parts if part.example is not None), None)
    return Column(values, present, text, example)


def _deepxde_columns(step: str, cells: Sequence[Column]) -> tuple[dict[str, Column], str, str | None]:
    """DeepXDE's columns named and summed (see the module doc), the note that says so, and the
    doubt about the split."""
    values = cells[1:]
    k, doubt = split_terms(values)
    m = len(values) - 2 * k
    columns: dict[str, Column] = {step: cells[0]}
    for side, offset in (("loss_train", 0), ("loss_test", k)):
        terms = values[offset:offset + k]
        columns[side] = terms[0] if k == 1 else _sum(terms)
        if k > 1:
            columns.update({f"{side}_{i}": term for i, term in enumerate(terms)})
    metrics = values[2 * k:]
    columns.update({("metrics_test" if m == 1 else f"metrics_test_{i}"): cell for i, cell in enumerate(metrics)})
    said = (f"DeepXDE loss history: {k} loss term{'s' * (k != 1)} on the training points, the same "
            f"{k} on the test points, {m} metric{'s' * (m != 1)}")
    if k > 1:
        said += (f"; 'loss_train' is the sum of the terms 'loss_train_0'..'loss_train_{k - 1}' (the loss "
                 f"DeepXDE minimises), 'loss_test' the sum of 'loss_test_0'..'loss_test_{k - 1}'")
    return columns, said + (f"; {doubt}" if doubt else ""), doubt

