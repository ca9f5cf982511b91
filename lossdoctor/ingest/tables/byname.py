"""A table named after its losses whose columns name the models, not the loss.

A script that saves its losses with pandas writes `losses.csv` as `,discriminator,Generator`:
pandas' index column (its name left blank) and one column per model trained, each that model's
loss. A person reads it at a glance: the file's name says the numbers are losses, the index is
the row's number, not a step of its own. Only when no column names a loss: then every column of
numbers with fractions (no counter, accuracy, rate or time by its name) is a loss series. Of a
GAN's two, the generator's is the run's loss (what the kept model trains on); the
discriminator's is evidence beside it. Several other columns leave the choice in doubt.

pandas' index is told by its blank name (`Unnamed: 0`) and its whole numbers counting by one
from 0; when it starts again at 0 (frames `pd.concat`-ed under the rows read back, the file
written again) the rows still go on in order, which is said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import numpy as np

from lossdoctor.ingest.tables.columns import find_step_column
from lossdoctor.ingest.tables.headerless import name_says_history
from lossdoctor.ingest.tables.parse import ParsedTable
from lossdoctor.roles import Role, is_eval, role_for

# Names of what a loss is not: a counter, a metric, a rate, a time.
_NOT_LOSS = re.compile(r"(acc|accuracy|score|f1|auc|map|iou|precision|recall|bleu|rouge|lr|learning|rate|time|"
                       r"epoch|step|iter|batch|count|size|seed|id|index|wall|sec|ms)", re.I)
_GENERATOR = re.compile(r"(?:net)?(?:g|gen|generator)(?:[_ ]?(?:total|all))?", re.I)
_DISCRIMINATOR = re.compile(r"(?:net)?(?:d|disc|discriminator|critic)(?:[_ ]?(?:total|all))?", re.I)


@dataclass
class ByName:
    """The table with pandas' index left out, the roles given, the primary and what was said."""

    table: ParsedTable
    roles: tuple[tuple[str, Role], ...] = ()
    primary: str | None = None
    notes: list[str] = field(default_factory=list)
    doubt: str | None = None


def _is_index(name: str, values: np.ndarray) -> list[int] | None:
    """The rows where pandas' index starts again at 0 when `name` is one (blank name, whole
    numbers counting by one from 0), else None."""
    if name.strip() not in ("", "Unnamed: 0") or len(values) < 2 or not np.all(np.isfinite(values)):
        return None
    steps = np.diff(values)
    restarts = values[1:][steps != 1]
    if values[0] != 0 or np.any(restarts != 0):
        return None
    return [int(row) + 1 for row in np.flatnonzero(steps != 1)]


def read_by_name(table: ParsedTable, source: str) -> ByName:
    """The table read as losses by its file's name (see the module doc), or as it was."""
    if name_says_history(source) != "loss" or any(
            role_for(name) in (Role.LOSS, Role.EVAL_LOSS) for name in table.columns):
        return ByName(table)
    columns = dict(table.columns)
    notes: list[str] = []
    for name, column in list(columns.items()):
        restarts = _is_index(name, np.where(column.present, column.values, np.nan))
        if restarts is None:
            continue
        del columns[name]
        said = f"{source}: column {name!r} is pandas' index (a blank name, whole numbers counting by one from 0): no series"
        if restarts:
            rows = ", ".join(str(row) for row in restarts[:3]) + (", ..." if len(restarts) > 3 else "")
            said += (f"; it starts again at 0 at row {rows} (frames concatenated and written again): the rows go "
                     "on in order")
        notes.append(said)
    step = find_step_column(columns)
    losses = [name for name, column in columns.items()
              if name != step and column.is_numeric and not _NOT_LOSS.search(name)
              and np.any(column.present) and not np.all(column.values[column.present] == np.floor(column.values[column.present]))]
    if not losses:
        return ByName(table)
    generators = [n for n in losses if _GENERATOR.fullmatch(n.strip())]
    discriminators = [n for n in losses if _DISCRIMINATOR.fullmatch(n.strip())]
    trains = [n for n in losses if not is_eval(n)]
    roles = tuple((n, Role.EVAL_LOSS if is_eval(n) else Role.LOSS) for n in losses)
    doubt = None
    if len(generators) == 1 and discriminators:
        primary = generators[0]
        why = (f"{primary!r} is the generator's, the run's loss; {', '.join(map(repr, discriminators))} the "
               "discriminator's, evidence beside it (a GAN's two models)")
        roles = tuple((n, Role.OTHER if n in discriminators else role) for n, role in roles)
    elif trains:
        primary = trains[0]
        why = f"{primary!r} is read as the loss" + (f" ({len(trains) - 1} other column(s) beside it)" if len(trains) > 1 else "")
        if len(trains) > 1:
            doubt = (f"{source}: no column names a loss; the file's name says its {len(trains)} columns are losses "
                     f"and the first, {primary!r}, is read as the run's loss")
    else:
        return ByName(table)
    notes.append(f"{source}: no column names a loss, and the file's name says it holds losses: "
                 f"{', '.join(map(repr, losses))} are loss series; {why}")
    kept = ParsedTable(table.source, columns, table.rows, table.unit, table.warnings + notes, table.line_map,
                       dict(table.meta))
    return ByName(kept, roles, primary, notes, doubt)


__all__ = ["ByName", "read_by_name"]
