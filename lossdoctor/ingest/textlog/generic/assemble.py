"""Records of a generic log -> the text-log readers' Parsed tables, with roles and step notes."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.ingest.textlog.common import NUM_FULL, Column, Parsed, Table
from lossdoctor.ingest.textlog.generic.names import demote_components
from lossdoctor.ingest.textlog.generic.scan import EVAL, TRAIN, Records
from lossdoctor.roles import Role

NAME = "generic"
_STEP_WORDS = {
    "progress bar": "the progress bar's counter",
    "epoch header": "the `Epoch N/M` line before each result",
    "epoch": "the epoch number",
    "epoch column": "the Epoch column",
    "positional": "the number that starts each line",
}


def floats(strings: list[str]) -> np.ndarray:
    """Values as printed: quotes, thousands separators and `nan.0` allowed."""
    try:
        return np.array(strings, dtype=np.float64)
    except ValueError:
        pass
    out = np.full(len(strings), np.nan)
    for index, text in enumerate(strings):
        clean = text.strip("'\" ").replace(",", "")
        if clean.lower().startswith(("nan", "-nan", "+nan")):
            continue
        if NUM_FULL.fullmatch(clean):
            out[index] = float(clean)
    return out


def _columns(records: Records, kind: int, n_rows: int, taken: set[str],
             keys: Sequence[str] = ()) -> dict[str, Column]:
    names = [name for (k, name) in records.columns if k == kind]
    renamed = {name: (name if name not in taken else f"{'eval' if kind == EVAL else 'train'} {name}")
               for name in names}
    roles = demote_components(renamed.values())
    for name in names:
        if name in keys:
            roles[renamed[name]] = Role.EVAL_LOSS if kind == EVAL else Role.LOSS
    columns: dict[str, Column] = {}
    for name in names:
        rows_list, texts = records.columns[(kind, name)]
        rows = np.asarray(rows_list, dtype=np.int64)
        values = floats(texts)
        if len(rows) > 1 and np.any(np.diff(rows) <= 0):
            # Merged lines of one point: the last value printed wins.
            keep = np.r_[rows[1:] != rows[:-1], True]
            rows, values = rows[keep], values[keep]
        final = renamed[name]
        columns[final] = Column(values, None if len(rows) == n_rows else rows, roles[final])
    return columns


def step_note(records: Records, label: str) -> list[str]:
    """How steps were found, when the lines do not state them."""
    used = {source for source, count in records.sources.items() if count}
    notes = []
    derived = sorted(s for s in used if s.startswith("epoch ×"))
    if derived:
        notes.append(f"{label}: lines count batches within epochs (`Epoch N [i/n]`); step = {derived[0]}")
    for source, words in _STEP_WORDS.items():
        if source in used and records.sources[source] * 2 >= sum(records.sources.values()):
            notes.append(f"{label}: no step in the lines; steps are {words}")
    if "count" in used:
        if records.logging_steps:
            notes.append(f"{label}: records carry no step; numbered in order × logging_steps="
                          f"{records.logging_steps} (from the config line)")
        else:
            notes.append(f"{label}: records carry no step; numbered in order (0, 1, 2, ...)")
    if records.summaries:
        notes.append(f"{label}: {records.summaries} end-of-run summary line(s) not read as points")
    return notes


def to_parsed(records: Records, label: str, keys: Sequence[str] = ()) -> Parsed:
    """The records as a Parsed log (train table, eval table) for the shared segment builder."""
    tables: list[Table] = []
    taken: set[str] = set()
    for kind in (TRAIN, EVAL):
        steps = np.asarray(records.steps[kind], dtype=np.int64)
        counted = np.asarray(records.counted[kind], dtype=bool)
        if records.logging_steps and counted.any():
            steps = steps.copy()
            steps[counted] = (steps[counted] + 1) * records.logging_steps
        columns = _columns(records, kind, len(steps), taken, keys)
        taken |= set(columns)
        tables.append(Table(steps, columns))
    kinds = np.asarray(records.order, dtype=np.int8)
    parsed = Parsed(NAME, kinds, tables, base_step=_base(tables), warnings=step_note(records, label))
    parsed.meta["reader"] = NAME
    parsed.meta["roles"] = {name: column.role.value if column.role else Role.OTHER.value
                            for table in tables for name, column in table.columns.items()
                            if column.role not in (None, Role.OTHER)}
    return parsed


def _base(tables: list[Table]) -> int:
    """The first step a fresh run logs: going back to it starts a new trial."""
    firsts = [int(table.steps[0]) for table in tables if len(table.steps)]
    return min(firsts) if firsts else 0
