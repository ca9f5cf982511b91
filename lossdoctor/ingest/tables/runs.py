"""A parsed table -> fragments and runs: pick the step, skip junk rows, split where steps go back."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

import numpy as np

from lossdoctor.ingest.tables.columns import Column, find_step_column, find_wall_column, looks_like_metric, step_unit
from lossdoctor.identity.decision import numeric, record
from lossdoctor.ingest.tables.parse import ParsedTable
from lossdoctor.ingest.tables.ranks import copies
from lossdoctor.model import Fragment, Marker, RawRun, Series
from lossdoctor.roles import Role, role_for

_MAX_LISTED = 8
# Steps beyond 2**62 are junk, and would not survive the cast to int64.
_STEP_LIMIT = float(2**62)


@dataclass(frozen=True)
class TableOptions:
    """How to read one table: a forced step column, columns that are not series, a column whose
    increments mark resumes (AlgoPerf `preemption_count`), and whether a restart at step 0 is a
    new trial (a separate run) or just another fragment. `roles` overrides the role guessed
    from a column's name."""

    step_column: str | None = None
    exclude: frozenset[str] = frozenset()
    resume_counter: str | None = None
    split_trials: bool = True
    roles: tuple[tuple[str, Role], ...] = ()


@dataclass
class TableRead:
    """Fragments of one table grouped by trial, with the reader's notes about it."""

    trials: list[list[Fragment]]
    trial_starts: list[str]
    notes: list[str] = field(default_factory=list)
    meta: dict[str, object] = field(default_factory=dict)


def _listed(table: ParsedTable, rows: Sequence[int], what: str) -> list[str]:
    notes = [f"{table.source}: {table.where(row)}: {what}; row skipped" for row in rows[:_MAX_LISTED]]
    if len(rows) > _MAX_LISTED:
        more = ", ".join(table.where(row) for row in rows[_MAX_LISTED:_MAX_LISTED + 3])
        notes.append(f"{table.source}: {len(rows) - _MAX_LISTED} more rows where {what}; skipped ({more}, ...)")
    return notes


def _steps(table: ParsedTable, options: TableOptions, notes: list[str]) -> tuple[str | None, np.ndarray, np.ndarray]:
    """The step column's name, the steps of kept rows, and the kept row indices."""
    name = options.step_column if options.step_column in table.columns else find_step_column(table.columns)
    column = table.columns.get(name) if name else None
    if column is not None and not column.is_numeric:
        notes.append(f"{table.source}: step column '{name}' holds text (e.g. {column.example!r}); "
                     "using the row number as the step")
        column, name = None, None
    if column is None:
        column, name = _integer_epoch(table)
        if column is not None:
            notes.append(f"{table.source}: no step column; using the whole-number column '{name}' as the step")
    if column is None:
        notes.append(f"{table.source}: no step column (looked for step, global_step, iteration, iter, "
                     "_step, ...); using the row number, from 0, as the step")
        return None, np.arange(table.rows, dtype=np.int64), np.arange(table.rows)
    with np.errstate(invalid="ignore"):
        finite = column.present & (np.abs(column.values) < _STEP_LIMIT)
    notes += _listed(table, np.flatnonzero(column.text).tolist(), f"the step '{name}' is not a number")
    notes += _listed(table, np.flatnonzero(column.present & ~finite).tolist(),
                     f"the step '{name}' is not finite or too large for a step")
    notes += _listed(table, np.flatnonzero(~column.present & ~column.text).tolist(), f"the step '{name}' is empty")
    keep = np.flatnonzero(finite)
    values = column.values[keep]
    fractional = np.flatnonzero(values != np.floor(values))
    if fractional.size:
        notes.append(f"{table.source}: {fractional.size} steps are not whole numbers (first "
                     f"{values[fractional[0]]:g} at {table.where(int(keep[fractional[0]]))}); rounded down")
    return name, np.floor(values).astype(np.int64), keep


def _integer_epoch(table: ParsedTable) -> tuple[Column | None, str | None]:
    """An `epoch` column of whole numbers that counts up, or starts again at its very first value
    (0 or 1): Keras' CSVLogger with `append=True`, a new `fit` appended below the last (a fit that
    resumes with `initial_epoch` goes on counting). Where it starts again, `_boundaries` tells a
    new trial from a fragment, as for any step column."""
    for name, column in table.columns.items():
        if name.strip().lower() != "epoch" or not column.is_numeric or column.text.any():
            continue
        values = column.values
        if not column.present.all() or not np.all(values == np.floor(values)):
            continue
        back = np.flatnonzero(np.diff(values) < 0) + 1
        if not back.size or (values[0] <= 1 and np.all(values[back] == values[0])):
            return column, name
    return None, None


# A cell that is a Python or JSON list of numbers: `[0.6109, 0.6471]`.
_LISTED = re.compile(r"^\s*\[\s*[-+]?(?:\d|\.\d)")


def _describe_columns(table: ParsedTable, skip: set[str], keep: np.ndarray,
                      notes: list[str], meta: dict[str, object]) -> list[str]:
    """The series columns; text and empty columns are set aside and, when they matter, explained."""
    chosen: list[str] = []
    text_columns: list[str] = []
    empty: list[str] = []
    for name, column in table.columns.items():
        if name in skip:
            continue
        if not column.is_numeric:
            if column.text.any():
                text_columns.append(name)
                if looks_like_metric(name):
                    notes.append(f"{table.source}: column '{name}' holds text, not numbers "
                                 f"(e.g. {column.example!r}); not read as a series")
                if _LISTED.match(str(column.example)) and role_for(name) in (Role.LOSS, Role.EVAL_LOSS) \
                        and meta.get("step_column") is None and "doubt" not in table.meta:
                    # A loss column whose cells are lists of losses, in rows no step numbers: each
                    # row holds something's losses (a repeat's, a fold's, a model's per-layer terms),
                    # the table of results of separate trainings rather than one history.
                    table.meta["doubt"] = (f"column '{name}' holds a list of losses in each row (e.g. "
                                           f"{column.example!r}) and no step column orders the rows: each row may be "
                                           "a training of its own (a repeat, fold or configuration with its "
                                           "results), not a step of one history")
            else:
                empty.append(name)
            continue
        if not column.present[keep].any():
            empty.append(name)
            continue
        junk = np.flatnonzero(column.text[keep])
        if junk.size:
            first = table.where(int(keep[junk[0]]))
            notes.append(f"{table.source}: column '{name}': {junk.size} cell(s) hold text, not a number "
                         f"(first {column.example!r} at {first}); those cells skipped")
        if column.reprs:
            notes.append(f"{table.source}: column '{name}': {column.reprs} cell(s) are a scalar's repr "
                         f"(first {column.repr_example!r}); read as the number inside")
        chosen.append(name)
    meta["text_columns"] = text_columns
    meta["empty_columns"] = empty
    return chosen


def _columns_go_back(steps: np.ndarray, back: Sequence[int], present: dict[str, np.ndarray]) -> list[int]:
    """The rows of `back` (where the table's step goes back) where some column's own step goes
    back too: in the rows from there to the next such row, a column holds a value at a step below
    one it held since the fragment began. Lightning's `metrics.csv` logs `hp_metric` at the step
    after an epoch's last, then the validation row at that last step: the step column goes back by
    one, but no column does, and it is no relaunch. A launch that died at its first step logs its
    counters again at step 0: they go back, and it stays a fragment of its own."""
    highest = dict.fromkeys(present, -np.inf)  # each column's highest step since the fragment began
    kept: list[int] = []
    previous = 0
    for n, index in enumerate(back):
        end = back[n + 1] if n + 1 < len(back) else len(steps)
        before = {name: mask[previous:index] for name, mask in present.items()}
        for name, mask in before.items():
            if mask.any():
                highest[name] = max(highest[name], float(steps[previous:index][mask].max()))
        after = {name: mask[index:end] for name, mask in present.items()}
        if any(mask.any() and float(steps[index:end][mask].min()) < highest[name] for name, mask in after.items()):
            kept.append(index)
            highest = dict.fromkeys(present, -np.inf)
        previous = index
    return kept


def _boundaries(table: ParsedTable, steps: np.ndarray, keep: np.ndarray, options: TableOptions,
                notes: list[str], present: dict[str, np.ndarray] | None = None) -> tuple[list[int], set[int]]:
    """Row positions (in kept rows) where a fragment starts, and which of them start a trial."""
    back = (np.flatnonzero(steps[1:] < steps[:-1]) + 1).tolist()
    if present:
        interleaved = [index for index in back if index not in set(_columns_go_back(steps, back, present))]
        back = [index for index in back if index not in set(interleaved)]
        if interleaved:
            first = interleaved[0]
            notes.append(f"{table.source}: {len(interleaved)} time(s) a row of other columns is logged at a step "
                         f"ahead of the rows after it (first {int(steps[first - 1])} then {int(steps[first])} at "
                         f"{table.where(int(keep[first]))}) while no column's own step goes back: rows of two "
                         "kinds interleaved, no new fragment")
    starts: list[int] = [0]
    trials: set[int] = set()
    trial_first, reached = (int(steps[0]), int(steps[0])) if len(steps) else (0, 0)
    trial_gap = _first_gap(steps, 0)
    previous = 0
    for index in back:
        reached = max(reached, int(steps[previous:index].max()))
        step, where = int(steps[index]), table.where(int(keep[index]))
        # A restart at the trial's own first step (0 or 1, or tiny next to how far it got) is a
        # new trial; so is one where both count from 0, each logging first after one interval of
        # its own, and the intervals differ (5120, 10240, ... then 1280, 2560, ...: a relaunch with
        # another setting appended under one header). At the same interval a rerun may replay
        # the same curve: a rollback of one run, which the stitcher tells by the values.
        gap = _first_gap(steps, index)
        from_zero = trial_first == trial_gap and step == gap and step <= trial_first and gap != trial_gap
        if options.split_trials and step <= trial_first and (trial_first <= max(1, reached // 100) or from_zero):
            trials.add(len(starts))
            notes.append(f"{table.source}: step restarts at {step} at {where} after reaching {reached}: "
                         "a new trial, read as a separate run")
            trial_first, reached, trial_gap = step, step, _first_gap(steps, index)
        else:
            notes.append(f"{table.source}: step goes back from {int(steps[index - 1])} to {step} at {where}; "
                         "a new fragment starts there")
        starts.append(index)
        previous = index
    return starts, trials


def _first_gap(steps: np.ndarray, index: int) -> int:
    """The step interval a segment starting at `index` logs at (its first two rows), or -1."""
    return int(steps[index + 1] - steps[index]) if index + 1 < len(steps) else -1


def read_table(table: ParsedTable, options: TableOptions = TableOptions()) -> TableRead:
    """Fragments of one parsed table: every numeric column a series, split where the step goes back."""
    notes = list(table.warnings)
    meta: dict[str, object] = {"rows": table.rows}
    step_name, steps, keep = _steps(table, options, notes)
    meta["step_column"] = step_name
    meta["step_source"] = ({"name": f"column {step_name!r}", "unit": step_unit(step_name)} if step_name
                           else {"name": "the row number (no step column)", "unit": "rows"})
    wall_name = find_wall_column({k: v for k, v in table.columns.items() if k != step_name})
    skip = {n for n in (step_name, wall_name) if n} | set(options.exclude)
    names = _describe_columns(table, skip, keep, notes, meta)
    steps, keep = _one_writer(table, steps, keep, names, options, notes, meta)
    wall = table.columns[wall_name].values[keep] if wall_name else None
    if wall is not None and np.isfinite(wall).any() and np.nanmax(wall) > 1e11:
        wall = wall / 1000.0  # milliseconds
    starts, trial_starts = _boundaries(table, steps, keep, options, notes,
                                       {name: table.columns[name].present[keep] for name in names})
    ends = starts[1:] + [len(steps)]
    markers = _resume_markers(table, options.resume_counter, steps, keep, starts)
    roles = dict(options.roles)
    every: list[dict[str, Series]] = [{} for _ in starts]
    # Column by column: only one column's kept cells exist beside the series at a time.
    for name in names:
        present, values = table.columns[name].present[keep], table.columns[name].values[keep]
        for index, (start, end) in enumerate(zip(starts, ends)):
            mask = np.flatnonzero(present[start:end]) + start
            if mask.size:
                every[index][name] = Series(name, steps[mask], values[mask], None if wall is None else wall[mask],
                                            role=roles.get(name) or role_for(name))
        del present, values
    trials: list[list[Fragment]] = []
    firsts: list[str] = []
    for index, (start, end) in enumerate(zip(starts, ends)):
        if index == 0 or index in trial_starts:
            trials.append([])
            # Only later trials need their first line named (finding lines may cost a file scan).
            firsts.append(table.where(int(keep[start])) if index and len(keep) else "start")
        series = every[index]
        seg_wall = wall[start:end] if wall is not None else None
        finite_wall = seg_wall[np.isfinite(seg_wall)] if seg_wall is not None else np.zeros(0)
        trials[-1].append(Fragment(
            source=table.source, series=series,
            wall_start=float(finite_wall[0]) if finite_wall.size else None,
            order=len(trials[-1]),
            markers=tuple(m for row, m in markers if start <= row < end),
            meta={"data_rows": (int(keep[start]) + 1, int(keep[end - 1]) + 1) if end > start else None},
        ))
    if not trials:
        trials.append([Fragment(source=table.source, series={})])
        firsts.append("start")
    trials, firsts = _replays_joined(table, trials, firsts, notes)
    return TableRead(trials, firsts, notes, meta)


def _replays_joined(table: ParsedTable, trials: list[list[Fragment]], firsts: list[str],
                    notes: list[str]) -> tuple[list[list[Fragment]], list[str]]:
    """The trials with each restart that replays the values of the trial before it joined to it
    (a rollback), by the rule every reader follows (`identity.replay.replayed`): a restart from
    the first step with values of its own is a new run, one with the same values a rerun of it."""
    if len(trials) < 2:
        return trials, firsts
    from lossdoctor.identity.replay import deciding_series, replayed

    ref = deciding_series([f for trial in trials for f in trial])
    kept, kept_firsts = [trials[0]], [firsts[0]]
    for trial, first in zip(trials[1:], firsts[1:]):
        if replayed(kept[-1], trial, ref) is not None:
            notes.append(f"{table.source}: the restart at {first} replays the {ref} values of the rows before it: "
                         "a rerun of the same run (a rollback), not a new trial")
            kept[-1] = kept[-1] + [replace(f, order=len(kept[-1]) + n) for n, f in enumerate(trial)]
            continue
        kept.append(trial)
        kept_firsts.append(first)
    return kept, kept_firsts


def _one_writer(table: ParsedTable, steps: np.ndarray, keep: np.ndarray, names: Sequence[str],
                options: TableOptions, notes: list[str], meta: dict[str, object]) -> tuple[np.ndarray, np.ndarray]:
    """The rows of one writer when several processes appended the same steps to the file
    (`ranks.copies`): the first row of each step of each launch; the others are counted, not read
    as rollbacks. A restart the copies show (a resume) stays a step back, for the stitcher."""
    roles = dict(options.roles)
    loss_name = next((n for n in names if (roles.get(n) or role_for(n)) is Role.LOSS), None)
    loss = None
    if loss_name is not None:
        column = table.columns[loss_name]
        loss = np.where(column.present[keep], column.values[keep], np.nan)
    found = copies(steps, loss)
    if found is None:
        return steps, keep
    said = (f"{table.source}: every step is written {found.writers} times, the rows interleaved and the "
            f"{loss_name} copies a hair apart (median relative difference {found.spread:.1e}): "
            f"{found.writers} processes (ranks) appending to one file; the first row of each step read, "
            f"{found.dropped} repeated row(s) set aside as duplicates")
    if found.restarts:
        back = ", ".join(f"to {int(steps[row])} at {table.where(int(keep[row]))}" for row in found.restarts[:3])
        said += (f"; the step comes back after every rank wrote it, or long after the log went beyond it "
                 f"({back}{', ...' if len(found.restarts) > 3 else ''}): a restart, not a copy, "
                 f"its rows read as a launch of their own")
    notes.append(said)
    record(meta, numeric("duplicate", said))
    return steps[found.kept], keep[found.kept]


def _resume_markers(table: ParsedTable, counter: str | None, steps: np.ndarray, keep: np.ndarray,
                    starts: Sequence[int]) -> list[tuple[int, Marker]]:
    """(kept-row position, marker) for each resume a counter such as AlgoPerf's `preemption_count`
    reveals. The counter only shows up in eval rows, so the resume lies after the last row with
    the old count: at the fragment start where the step went back, if there is one in between,
    else at the first row after the old count."""
    column = table.columns.get(counter) if counter else None
    if column is None or not column.is_numeric:
        return []
    present = np.flatnonzero(column.present[keep] & np.isfinite(column.values[keep]))
    values = column.values[keep][present]
    found: list[tuple[int, Marker]] = []
    for i in np.flatnonzero(values[1:] > values[:-1]) + 1:
        before, after = int(present[i - 1]), int(present[i])
        jumps = [start for start in starts if before < start <= after]
        row = jumps[-1] if jumps else before + 1
        found.append((row, Marker("resumed", int(steps[row]),
                                  f"{counter} {values[i - 1]:g} -> {values[i]:g} at {table.where(int(keep[after]))}")))
    return found


def table_runs(table: ParsedTable, name: str, fmt: str, options: TableOptions = TableOptions(),
               identity: str | None = None) -> list[RawRun]:
    """One RawRun per trial of the table (`name`, `name#trial2`, ...)."""
    read = read_table(table, options)
    runs: list[RawRun] = []
    for index, (fragments, first) in enumerate(zip(read.trials, read.trial_starts)):
        label = name if index == 0 else f"{name}#trial{index + 1}"
        warnings = list(read.notes) if index == 0 else [
            f"{table.source}: trial {index + 1} of {len(read.trials)}, from {first}"]
        runs.append(RawRun(label, fmt, fragments, [table.source], warnings,
                           identity=None if identity is None else (identity if index == 0 else f"{identity}#{index + 1}"),
                           meta=dict(read.meta)))
    return runs
