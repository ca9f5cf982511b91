"""Records of a generic log -> the text-log readers' Parsed tables, with roles and step notes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from lossdoctor.ingest.textlog.common import FRESH, NAMED_RUN, NUM_FULL, RESUME, Column, Parsed, Table
from lossdoctor.ingest.textlog.generic.barframes import frames_beside_summaries
from lossdoctor.ingest.textlog.generic.counters import (
    SUFFIX, abbreviated_ties, epoch_bars, epochs_from_one, numbered_beside_steps, settle,
)
from lossdoctor.ingest.textlog.generic.boosters import booster_starts
from lossdoctor.ingest.textlog.generic.launches import RESUMED_WORDS, count_per_run, finished_runs, named_runs, relaunches, resumed_relaunches
from lossdoctor.ingest.textlog.generic.lengths import length_changes
from lossdoctor.ingest.textlog.generic.names import demote_components, role
from lossdoctor.ingest.textlog.generic.prose import drop_prose
from lossdoctor.ingest.textlog.generic.reprints import reprints, resumed_reprints
from lossdoctor.ingest.textlog.generic.runnames import line_named_runs
from lossdoctor.ingest.textlog.generic.scan import EVAL, TRAIN, Records
from lossdoctor.ingest.textlog.generic.wraps import epoch_wraps
from lossdoctor.model import Marker
from lossdoctor.roles import Role

NAME = "generic"
_STEP_WORDS = {
    "progress bar": "the progress bar's counter",
    "epoch header": "the `Epoch N/M` line before each result",
    "epoch": "the epoch number",
    "epoch column": "the Epoch column",
    "positional": "the number that starts each line",
    "epoch pair": "`[epoch, batch]`: the batches of earlier epochs plus the batch",
}


def floats(strings: Sequence[str] | np.ndarray) -> np.ndarray:
    """Values as printed: quotes, thousands separators and `nan.0` allowed."""
    if isinstance(strings, np.ndarray):
        return strings.astype(np.float64, copy=False)
    # Thousands separators (`tps: 7,282`) in a whole column: one cleaning pass first.
    if any("," in text for text in strings[:16]):
        try:
            return np.array([text.replace(",", "") for text in strings], dtype=np.float64)
        except ValueError:
            pass
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


@dataclass
class Rows:
    """Records grouped into points: consecutive records of one kind at one step are one row."""

    steps: list[np.ndarray]        # per kind: the step of each row
    row_of: np.ndarray             # per record: its row within its kind
    rec_pos: np.ndarray            # per record: its position in the file
    kinds: np.ndarray              # the kind of every row, in file order
    first_pos: np.ndarray          # the position of every row's first record, in file order


def epoch_values(records: Records, size: int) -> np.ndarray:
    """Each training record's `epoch` value (NaN where it has none), by record id."""
    epoch = np.full(size, np.nan)
    for batch in records.batches:
        if batch.kind != TRAIN or "epoch" not in batch.names:
            continue
        index = batch.indices[batch.names.index("epoch")]
        count = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + count) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        epoch[ids] = floats(batch.rows[index] if batch.by_column else [row[index] for row in batch.rows])
    return epoch


def epoch_steps(records: Records) -> np.ndarray | None:
    """Steps of the numbered-in-order records placed by their `epoch` × steps per epoch (from
    the HF Trainer's banner); None when that cannot place every one of them, strictly in order."""
    if not records.steps_per_epoch:
        return None
    pos, kind, step, counted = records.arrays()
    train = counted & (kind == TRAIN)
    if not train.any():
        return None
    epoch = epoch_values(records, len(pos))
    ids = np.flatnonzero(train)
    ids = ids[np.argsort(pos[ids], kind="stable")]
    placed = np.rint(epoch[ids] * records.steps_per_epoch)
    if not np.isfinite(placed).all() or np.any(np.diff(placed) <= 0):
        return None  # an epoch rounded too coarsely for this run's length: keep the count
    # Each numbered record (and an eval record numbered after it) takes its training record's place.
    by_ordinal = dict(zip(step[ids].tolist(), placed.astype(np.int64).tolist()))
    out: np.ndarray = np.array(step, copy=True)
    for i in np.flatnonzero(counted):
        out[i] = by_ordinal.get(int(step[i]), out[i])
    return out


def bar_lag_steps(records: Records) -> np.ndarray | None:
    """Steps of records placed by the progress bar before them, corrected by their `epoch`
    fraction where the bar lagged; None when nothing needs it or the epochs cannot tell.

    Why: tqdm redraws at most every 0.1 s, so in a run of more than ten steps a second the
    last bar printed before an HF Trainer dict can be a few steps behind it (transformers 5,
    real output: dicts of steps 15 and 20 after bars at 14 and 15). The dict's `epoch` is
    step / steps per epoch; since a bar never runs ahead, steps per epoch is the largest
    step / epoch. It is used only when every epoch then gives a whole step (to a quarter
    step), no step moves back or by more than the usual logging interval, and the order
    holds; an eval dict right after a training dict of the same bar step moves with it."""
    if records.bar_lag is None:
        records.bar_lag = (_bar_lag_steps(records),)
    return records.bar_lag[0]


def _bar_lag_steps(records: Records) -> np.ndarray | None:
    if not records.sources.get("context") or not any(
            batch.kind == TRAIN and "epoch" in batch.names for batch in records.batches):
        return None
    pos, kind, step, counted = records.arrays()
    epoch = epoch_values(records, len(pos))
    pick = np.flatnonzero(~counted & (kind == TRAIN) & np.isfinite(epoch) & (epoch > 0))
    if len(pick) < 3:
        return None
    pick = pick[np.argsort(pos[pick], kind="stable")]
    ahead = _bar_ahead(records, pick, step, epoch)
    if ahead is not None:
        pick, placed = ahead
        return _placed_with_evals(records, pick, placed)
    spe = float(np.max(step[pick] / epoch[pick]))
    exact = epoch[pick] * spe
    placed = np.rint(exact)
    lag = placed - step[pick]
    if not lag.any() or float(np.max(np.abs(exact - placed))) > 0.25 or lag.min() < 0:
        return None
    if np.any(np.diff(placed) <= 0) or lag.max() > float(np.median(np.diff(placed))):
        return None
    return _placed_with_evals(records, pick, placed)


def _bar_ahead(records: Records, pick: np.ndarray, step: np.ndarray,
               epoch: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """The dicts a bar ran ahead of, with their places: (record ids, steps), or None.

    Under `nohup` stdout is block-buffered and the bar (stderr) is not: the dicts can all come
    out after the bar reached its end (TRL's DPO console: three dicts of epochs 0.28, 0.57,
    0.85 printed after `175/175`). Dicts of rising epochs at one bar step are not one point:
    with the steps per epoch known (the banner, or the run's summary), each goes where its
    epoch puts it, never past the bar that ran ahead, and in order."""
    if not records.steps_per_epoch or len(pick) < 2:
        return None
    tied = np.zeros(len(pick), dtype=bool)
    same = (step[pick][1:] == step[pick][:-1]) & (epoch[pick][1:] > epoch[pick][:-1])
    tied[1:] |= same
    tied[:-1] |= same
    if not tied.any():
        return None
    placed = np.where(tied, np.rint(epoch[pick] * records.steps_per_epoch), step[pick]).astype(np.int64)
    if np.any(placed[tied] > step[pick][tied] + 1) or np.any(np.diff(placed) <= 0):
        return None
    return pick, placed


def _placed_with_evals(records: Records, pick: np.ndarray, placed: np.ndarray) -> np.ndarray:
    """Every record's step, with the training records `pick` at `placed` and each eval record
    printed right after one of them at the same bar step moved with it."""
    pos, kind, step, counted = records.arrays()
    out: np.ndarray = np.array(step, copy=True)
    out[pick] = placed.astype(np.int64)
    # Eval records placed by the same bar, each right after its training record.
    evals = np.flatnonzero(~counted & (kind == EVAL))
    if len(evals):
        before = np.searchsorted(pos[pick], pos[evals]) - 1
        ok = before >= 0
        evals, before = evals[ok], before[ok]
        same = step[pick][before] == step[evals]
        out[evals[same]] = placed[before[same]].astype(np.int64)
    return out


def rows(records: Records, logging_steps: int | None = None) -> Rows:
    """Rows of each kind from the records (numbered-in-order steps scaled by logging_steps, or
    placed by their epoch when no logging_steps is known)."""
    pos, kind, step, counted = records.arrays()
    if logging_steps and counted.any():
        step = step.copy()
        step[counted] = (step[counted] + 1) * logging_steps
    elif counted.any() and records.steps_per_epoch:
        placed = epoch_steps(records)
        step = step if placed is None else placed
    else:
        lagging = bar_lag_steps(records)
        step = step if lagging is None else lagging
    step = count_per_run(records, step)
    again = reprints(records, step)
    order = np.argsort(pos, kind="stable")
    row_of = np.zeros(len(pos), dtype=np.int64)
    steps: list[np.ndarray] = []
    firsts: list[np.ndarray] = []
    kinds: list[np.ndarray] = []
    for k in (TRAIN, EVAL):
        ids = order[kind[order] == k]
        own, flag = step[ids], counted[ids]
        new = np.ones(len(ids), dtype=bool)
        new[1:] = (own[1:] != own[:-1]) | (flag[1:] != flag[:-1])
        new |= again[ids]  # a line a relaunch printed again at the same step: a point of its own
        if records.relaunches:
            # Two launches that each logged only their first step are two points, not one.
            new |= np.isin(pos[ids], np.fromiter(records.relaunches, dtype=np.int64))
        row_of[ids] = np.cumsum(new) - 1
        steps.append(own[new])
        firsts.append(pos[ids][new])
        kinds.append(np.full(int(new.sum()), k, dtype=np.int8))
    first = np.concatenate(firsts)
    by_pos = np.argsort(first, kind="stable")
    return Rows(steps, row_of, pos, np.concatenate(kinds)[by_pos], first[by_pos])


def column_values(records: Records, grouped: Rows) -> dict[tuple[int, str], tuple[np.ndarray, np.ndarray]]:
    """(kind, name) -> (row of each value, values), one value per row (the last printed)."""
    parts: dict[tuple[int, str], list[tuple[np.ndarray, np.ndarray]]] = {}
    carried: set[tuple[int, str]] = set()
    for batch in records.batches:
        size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        for index, name in zip(batch.indices, batch.names):
            texts = batch.rows[index] if batch.by_column else [row[index] for row in batch.rows]
            parts.setdefault((batch.kind, name), []).append((ids, floats(texts)))
            if batch.bar:
                carried.add((batch.kind, name))
    out: dict[tuple[int, str], tuple[np.ndarray, np.ndarray]] = {}
    placed = _placed_by_context(records)
    for key, chunks in parts.items():
        ids = np.concatenate([c[0] for c in chunks]) if len(chunks) > 1 else chunks[0][0]
        values = np.concatenate([c[1] for c in chunks]) if len(chunks) > 1 else chunks[0][1]
        rows_ = grouped.row_of[ids]
        # Rows a bar drew more than once (a `set_postfix` refresh redraws its counter).
        redrawn = (_redrawn_rows(rows_) if key in carried and len(rows_) > 1
                   else np.zeros(0, dtype=rows_.dtype))
        if len(rows_) > 1 and np.any(np.diff(rows_) <= 0):
            # Several lines make one point (ranks, a header's block): the last printed wins, but a
            # step-less loss placed at the step before it (a test loss printed after training)
            # does not replace the loss whose own line gave the step.
            own = (~placed[ids] if len(placed) and role(key[1]) in (Role.LOSS, Role.EVAL_LOSS)
                   else np.ones(len(ids), dtype=bool))
            order = np.lexsort((grouped.rec_pos[ids], own, rows_))
            rows_ = rows_[order]
            keep = np.ones(len(order), dtype=bool)
            keep[:-1] = rows_[1:] != rows_[:-1]
            values = values[order[keep]]
            rows_ = rows_[keep]
        if key in carried and len(values) > 1:
            # A bar's postfix shows every value until it is logged again (Lightning's `val_loss`
            # on every batch after the first validation): for a value that mostly repeats, only a
            # change is a new point. A training loss that repeats now and then at the printed
            # precision keeps every point.
            fresh = np.ones(len(values), dtype=bool)
            fresh[1:] = values[1:] != values[:-1]
            if fresh[1:].mean() < 0.5:
                fresh |= _refreshed(rows_, fresh, redrawn)
                rows_, values = rows_[fresh], values[fresh]
        out[key] = (rows_, values)
    return out


def _redrawn_rows(rows: np.ndarray) -> np.ndarray:
    """The rows that more than one record of a series falls on."""
    unique, counts = np.unique(rows, return_counts=True)
    return unique[counts > 1]


def _refreshed(rows: np.ndarray, changed: np.ndarray, redrawn: np.ndarray) -> np.ndarray:
    """The rows of a bar's postfix that are new values although unchanged: the bar redrawn at
    the same counter, when such redraws mostly bring a new value.

    A loop that sets the postfix every N steps (`pbar.set_postfix_str(f"loss {x:.4f}")`) redraws
    the bar at that counter: the redraw is the new value, even when it prints the one before
    (`loss 0.0001` at 350 and again at 360). Lightning redraws every counter too, with a
    `val_loss` carried unchanged: there the redraws mostly bring nothing, and only a change is
    new. The bar's last row is not one: `close()` draws the final counter again."""
    at = np.isin(rows, redrawn)
    at[0] = at[-1] = False
    if not at.any() or changed[at].mean() < 0.5:
        return np.zeros(len(rows), dtype=bool)
    return at


def _keep_apart(texts: dict[tuple[int, str], tuple[np.ndarray, np.ndarray]], kind: int,
                renamed: dict[str, str], roles: dict[str, Role]) -> None:
    """A loss is a component of a total only when they are printed together: one that shares
    under half of its rows with every total (`Epoch 1 - Batch loss: x` on each batch beside
    `Epoch 1 - Average Train Loss: y` once an epoch) is a curve of its own and stays a loss."""
    totals = [name for name in renamed if roles[renamed[name]] is Role.LOSS]
    if not totals:
        return
    for name, final in renamed.items():
        if roles[final] is not Role.OTHER or role(final) is not Role.LOSS or final.endswith(SUFFIX):
            continue
        rows_ = texts[(kind, name)][0]
        shared = max(_shared(rows_, texts[(kind, total)][0]) for total in totals)
        if shared * 2 < len(rows_):
            roles[final] = Role.LOSS


def _shared(rows: np.ndarray, other: np.ndarray) -> int:
    """How many of `rows` are in `other` (row numbers, each once): a binary search, not a hash
    of a million rows per component."""
    if len(rows) == len(other) and np.array_equal(rows, other):
        return len(rows)
    if not len(other):
        return 0
    if np.any(other[1:] < other[:-1]):
        other = np.sort(other)
    at = np.minimum(np.searchsorted(other, rows), len(other) - 1)
    return int(np.count_nonzero(other[at] == rows))


def _placed_by_context(records: Records) -> np.ndarray:
    """Per record id: whether its step is the one before it (a step-less line), not its own."""
    codes = records.sources_of()
    if "context" not in records.source_names:
        return np.zeros(len(codes), dtype=bool)
    return codes == records.source_names.index("context")


def _columns(texts: dict[tuple[int, str], tuple[np.ndarray, np.ndarray]], kind: int, n_rows: int,
             taken: set[str], keys: Sequence[str] = ()) -> dict[str, Column]:
    names = [name for (k, name) in texts if k == kind]
    renamed = {name: (name if name not in taken else f"{'eval' if kind == EVAL else 'train'} {name}")
               for name in names}
    roles = demote_components(renamed.values())
    _keep_apart(texts, kind, renamed, roles)
    for final in renamed.values():
        if final.endswith(SUFFIX):
            roles[final] = Role.OTHER  # a second counter's copy of the loss is not the loss
    for name in names:
        if name in keys:
            roles[renamed[name]] = Role.EVAL_LOSS if kind == EVAL else Role.LOSS
    columns: dict[str, Column] = {}
    for name in names:
        rows_, values = texts[(kind, name)]
        final = renamed[name]
        columns[final] = Column(values, None if len(rows_) == n_rows else rows_, roles[final])
    return columns


def step_note(records: Records, label: str) -> list[str]:
    """How steps were found, when the lines do not state them."""
    used = {source for source, count in records.sources.items() if count}
    notes = []
    derived = sorted(s for s in used if s.startswith("epoch ×"))
    if derived:
        notes.append(f"{label}: lines count batches within epochs (`Epoch N [i/n]`); step = {derived[0]}")
    for key in sorted(records.global_steps):
        notes.append(f"{label}: the step counter `{key}` goes on across epoch changes: the step as printed, "
                     "not composed with the epoch")
    restarting = sorted(s for s in used if "restarting each epoch" in s)
    if restarting:
        notes.append(f"{label}: the step counter restarts each epoch ({restarting[0]})")
    for source, words in _STEP_WORDS.items():
        if source in used and records.sources[source] * 2 >= sum(records.sources.values()):
            notes.append(f"{label}: no step in the lines; steps are {words}")
    lagging = bar_lag_steps(records)
    if lagging is not None:
        printed = records.arrays()[2]
        moved = int(np.count_nonzero(lagging != printed))
        if np.any(lagging < printed):
            notes.append(f"{label}: {moved} record(s) came out after a progress bar that ran ahead of them "
                         "(stdout buffered behind the bar's stderr); each was placed by its `epoch` × "
                         f"{records.steps_per_epoch:g} steps per epoch instead")
        else:
            notes.append(f"{label}: {moved} record(s) came after a progress bar that lagged behind them (tqdm "
                         "redraws at most every 0.1 s); each was placed by its `epoch` fraction instead")
    if "count" in used:
        said = "the run's summary: runtime × steps per second" if records.spe_from_summary else None
        if not records.logging_steps and epoch_steps(records) is not None:
            notes.append(f"{label}: records carry no step; placed by their epoch × {records.steps_per_epoch:g} "
                         f"steps per epoch (from {said or 'the trainer' + chr(39) + 's banner'})")
        elif records.logging_steps:
            notes.append(f"{label}: records carry no step; numbered in order × logging_steps="
                          f"{records.logging_steps} (from {said + ', the epochs agreeing' if said else 'the config line'})")
        else:
            notes.append(f"{label}: records carry no step; numbered in order (0, 1, 2, ...)")
    if records.summaries:
        notes.append(f"{label}: {records.summaries} end-of-run summary line(s) not read as points")
    return notes


def to_parsed(records: Records, label: str, keys: Sequence[str] = ()) -> Parsed:
    """The records as a Parsed log (train table, eval table) for the shared segment builder."""
    prose = drop_prose(records)
    # Before the counters are settled: a bar's frames beside its epoch summary are no counter.
    prose += frames_beside_summaries(records)
    bars = epoch_bars(records)
    from_one = epochs_from_one(records)
    wrapped = epoch_wraps(records)
    notes = prose + bars + from_one + wrapped + numbered_beside_steps(records) + settle(records) + abbreviated_ties(records)
    notes = records.notes + notes
    named = {**line_named_runs(records), **named_runs(records)}
    # A booster's own round counter back at its first round states a new run as a banner does:
    # it stays a run of its own whatever its values (`boosters.py`).
    boosters = booster_starts(records)
    # A line printed again past the first step is the weakest opening (a resume), then a printed
    # epoch total that changes (another launch): any other evidence at that line wins.
    records.relaunches = {**resumed_reprints(records), **length_changes(records), **resumed_relaunches(records),
                          **finished_runs(records), **relaunches(records), **boosters, **named}
    grouped = rows(records, records.logging_steps)
    texts = column_values(records, grouped)
    tables: list[Table] = []
    taken: set[str] = set()
    for kind in (TRAIN, EVAL):
        columns = _columns(texts, kind, len(grouped.steps[kind]), taken, keys)
        taken |= set(columns)
        tables.append(Table(grouped.steps[kind], columns))
    notes += _eval_bars_beside_results(records, tables, keys)
    parsed = Parsed(NAME, grouped.kinds, tables, base_step=_base(tables),
                    warnings=[w for w in step_note(records, label) if not (from_one and "step = epoch ×" in w)]
                    + [f"{label}: {note}" for note in notes])
    parsed.markers = _openings(records, grouped, set(named) | set(boosters))
    parsed.meta["passed_over"] = dict(records.passed)
    parsed.meta["reader"] = NAME
    parsed.meta["roles"] = {name: column.role.value if column.role else Role.OTHER.value
                            for table in tables for name, column in table.columns.items()
                            if column.role not in (None, Role.OTHER)}
    return parsed


def _eval_bars_beside_results(records: Records, tables: list[Table], keys: Sequence[str]) -> list[str]:
    """An evaluation bar's postfix (`Epoch 3 [Val]: 25/25 [..., loss=0.9999]`) is its running or
    last-batch value, not the pass's result; when the log also prints the result (`ValLoss=1.3028`
    in the epoch line), the bar's eval losses are set aside as evidence (role other), so that the
    result is the eval curve judged. Without a result line the bar's last frame is all there is."""
    eval_table = tables[EVAL]
    from_bars = {name if name in eval_table.columns else f"eval {name}"
                 for batch in records.batches if batch.bar and batch.kind == EVAL for name in batch.names}
    from_bars = {name for name in from_bars if name in eval_table.columns and name not in keys
                 and eval_table.columns[name].role is Role.EVAL_LOSS}
    results = [name for kind, table in enumerate(tables) for name, column in table.columns.items()
               if column.role is Role.EVAL_LOSS and not (kind == EVAL and name in from_bars)]
    if not from_bars or not results:
        return []
    for name in from_bars:
        eval_table.columns[name] = replace(eval_table.columns[name], role=Role.OTHER)
    return [f"the evaluation bar's {', '.join(sorted(from_bars))} (a running or last-batch value) set aside "
            f"beside the printed result {', '.join(sorted(results)[:3])}"]


def _openings(records: Records, grouped: Rows, named: set[int]) -> list[tuple[int, str, Marker]]:
    """A FRESH marker before each row the log itself opens as a run of its own: a banner that
    names another run (identity evidence, NAMED_RUN), or the program started again."""
    if not records.relaunches:
        return []
    opened = sorted(records.relaunches)
    pos, _, step, _ = records.arrays()
    at = np.searchsorted(grouped.first_pos, np.asarray(opened, dtype=np.int64))
    out: list[tuple[int, str, Marker]] = []
    for row, position in zip(at.tolist(), opened):
        if row >= len(grouped.first_pos):
            continue
        detail = records.relaunches[position]
        if RESUMED_WORDS in detail and position not in named:
            # Started again on its checkpoint, going on with the steps: a resume of the same run.
            out.append((int(row), RESUME, Marker("checkpoint_loaded", int(step[pos == position][0]), detail)))
            continue
        out.append((int(row), FRESH, Marker(NAMED_RUN if position in named else "session_start", 0, detail)))
    return out


def _base(tables: list[Table]) -> int:
    """The first step a fresh run logs: going back to it starts a new trial."""
    firsts = [int(table.steps[0]) for table in tables if len(table.steps)]
    return min(firsts) if firsts else 0
