"""A tqdm bar's frames are transient: the epoch's own summary line is the curve a person reads.

A loop that wraps its batches in `tqdm(...)` with `set_postfix(CE=..., KL=...)` and prints
`Train - CE: 0.9504, KL: 2.6460` when the epoch ends writes, to a file, one physical line per
epoch of frames redrawn with `\\r` (`Epoch 1:  10%|█ | 5/48 [..., CE=2.023, KL=2.159]`), then
the summary on a line of its own. On screen each frame is drawn over by the next, and only the
summary stays: a single batch's value (4.576 at the first batch) is no point of the curve. Read
as one series, the frames and the summary feed one `CE` over two step units (batches within the
epoch, and the epoch's end), and the steps go back at every summary.

So when a training shape that is no bar prints a loss the `\\r`-redrawn bar's postfix prints
too, once after each bar (every summary after a bar line of its own, never two between the same
bars, two epochs at least), the bar's frames are passed over, said in the reading. The summary
and the lines placed by the bar's step with it (the epoch's evaluation) are placed at the epoch
the bar printed, else numbered 1, 2, ... in order when the bar's counter gives no rising step.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.counters import shape_of
from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.ingest.textlog.generic.prose import remove
from lossdoctor.ingest.textlog.generic.scan import EVAL, SEGMENTS, TRAIN, Batch, Records
from lossdoctor.roles import Role

# Epoch summaries needed before the bar's frames are called transient beside them.
MIN_EPOCHS = 2
PASSED = "tqdm bar frames redrawn with `\\r` (running values) beside the epoch summary printing the same loss"
# The step source of a summary placed at the epoch its bar printed.
EPOCH = "epoch"
# ...and of one numbered in order, when neither its bar nor its line gives a rising step.
ORDINAL = "epoch summaries numbered in order"


def _ids(batch: Batch) -> np.ndarray:
    size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
    return (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
            else np.asarray(batch.ids, dtype=np.int64))


def _losses(batch: Batch) -> set[str]:
    return {name for name in batch.names if role(name) is Role.LOSS}


def _redrawn(records: Records, pos: np.ndarray) -> bool:
    """Whether the records at `pos` lie on lines redrawn with `\\r` (their lines sampled)."""
    lines = np.unique(pos // SEGMENTS - 1)
    sample = lines[np.linspace(0, len(lines) - 1, num=min(len(lines), 16)).astype(np.int64)]
    return all(0 <= line < len(records.lines) and "\r" in records.lines[int(line)] for line in sample.tolist())


def frames_beside_summaries(records: Records) -> list[str]:
    """Pass over the bar frames an epoch summary makes transient (see the module doc); the note
    that says so, or none."""
    pos, kind, step, _ = records.arrays()
    if not len(pos) or not records.lines:
        return []
    bars = [batch for batch in records.batches if batch.kind == TRAIN and batch.bar and _losses(batch)]
    if not bars or any(batch.kind == EVAL and batch.bar for batch in records.batches):
        # An evaluation bar's frames keep steps of their own (batches): not mixed with epochs.
        return []
    bar_ids = np.unique(np.concatenate([_ids(batch) for batch in bars]))
    if not _redrawn(records, pos[bar_ids]):
        return []
    bar_names = set().union(*(_losses(batch) for batch in bars))
    shape = shape_of(records, len(pos))
    bar_shapes = set(np.unique(shape[bar_ids]).tolist())
    # The bar's passes: one physical line each (tqdm ends its line when the bar closes).
    bar_pos = np.sort(pos[bar_ids])
    line_of = bar_pos // SEGMENTS
    pass_starts = bar_pos[np.concatenate(([True], line_of[1:] != line_of[:-1]))]
    summary_ids = _summaries(records, bar_names, bar_shapes, shape, pos, pass_starts)
    if summary_ids is None:
        return []
    summary_ids = summary_ids[np.argsort(pos[summary_ids], kind="stable")]
    new_step, source = _epochs(records, bar_ids, summary_ids, pos, step)
    drop = np.zeros(len(pos), dtype=bool)
    drop[bar_ids] = True
    moved = _placed_by_bar(records, bar_ids, summary_ids if source else summary_ids[:0], drop, pos, step, new_step)
    _write(records, new_step, moved, source)
    kept_lines = set((pos[~drop] // SEGMENTS - 1).tolist())
    # A line of frames only, all passed over: its values are no loss the reading left out.
    records.accounted |= {line for line in (pos[bar_ids] // SEGMENTS - 1).tolist() if line not in kept_lines}
    remove(records, drop)
    records.passed[PASSED] = records.passed.get(PASSED, 0) + len(bar_ids)
    shown = {name for batch in bars for name in batch.names if name != "epoch"}
    names = ", ".join(sorted(bar_names) + sorted(shown - bar_names))
    placed = ("at the epoch the bar printed" if source == EPOCH else "numbered in order"
              if source == ORDINAL else "at the bar's last step")
    return [f"{len(bar_ids)} frame(s) of a progress bar redrawn with `\\r` passed over: transient running "
            f"values of {names}, whose loss a line of its own prints once an epoch ({len(summary_ids)} epoch "
            f"summaries, the curve read, placed {placed})"]


def _summaries(records: Records, bar_names: set[str], bar_shapes: set[int], shape: np.ndarray, pos: np.ndarray, pass_starts: np.ndarray) -> np.ndarray | None:
    """The records of the training shapes that are no bar and print a loss of the bar's once
    after each of its passes; None when there are none such, or too few."""
    found: list[np.ndarray] = []
    for batch in records.batches:
        if batch.kind != TRAIN or batch.bar or not _losses(batch) & bar_names:
            continue
        ids = _ids(batch)
        if not len(ids) or set(np.unique(shape[ids]).tolist()) & bar_shapes:
            continue
        found.append(ids)
    if not found:
        return None
    ids = np.unique(np.concatenate(found))
    ids = ids[np.argsort(pos[ids], kind="stable")]
    # One summary a pass: each after a bar line of its own (a pass that starts before it).
    passes = np.searchsorted(pass_starts, pos[ids])
    if len(ids) < MIN_EPOCHS or passes[0] < 1 or np.any(np.diff(passes) < 1):
        return None
    return ids


def _epoch_of(records: Records, size: int) -> np.ndarray:
    """Each record's printed `epoch` (NaN where it has none)."""
    from lossdoctor.ingest.textlog.generic.assemble import epoch_values

    return epoch_values(records, size)


def _epochs(records: Records, bar_ids: np.ndarray, summary_ids: np.ndarray, pos: np.ndarray,
            step: np.ndarray) -> tuple[np.ndarray, str]:
    """Every record's step with the summaries placed (see the module doc), and the source said."""
    new_step: np.ndarray = np.array(step, copy=True)
    codes = records.sources_of()
    own = "context" not in records.source_names or not np.any(
        codes[summary_ids] == records.source_names.index("context"))
    if own and np.all(np.diff(step[summary_ids]) > 0):
        return new_step, ""  # the summaries print their own rising step: kept
    bar_ids = bar_ids[np.argsort(pos[bar_ids], kind="stable")]
    last = bar_ids[np.searchsorted(pos[bar_ids], pos[summary_ids]) - 1]
    epoch = _epoch_of(records, len(pos))[last]
    if np.isfinite(epoch).all() and np.all(epoch == np.rint(epoch)) and np.all(np.diff(epoch) > 0):
        new_step[summary_ids] = epoch.astype(np.int64)
        return new_step, EPOCH
    if np.all(np.diff(step[summary_ids]) > 0):
        return new_step, ""  # the bar's step goes on across its passes: where each epoch ended
    new_step[summary_ids] = np.arange(1, len(summary_ids) + 1)
    return new_step, ORDINAL


def _placed_by_bar(records: Records, bar_ids: np.ndarray, anchors: np.ndarray, drop: np.ndarray,
                   pos: np.ndarray, step: np.ndarray, new_step: np.ndarray) -> np.ndarray:
    """The records (not frames) that took the step of the bar frame before them, moved to the
    step of the summary placed after that frame (the epoch's evaluation line goes with it)."""
    moved = np.zeros(len(pos), dtype=bool)
    moved[anchors] = True
    codes = records.sources_of()
    if "context" not in records.source_names or len(codes) != len(pos) or not len(anchors):
        return moved
    bar_ids = bar_ids[np.argsort(pos[bar_ids], kind="stable")]
    placed = np.flatnonzero(~drop & (codes == records.source_names.index("context")))
    before = np.searchsorted(pos[bar_ids], pos[placed]) - 1
    ok = before >= 0
    placed, before = placed[ok], before[ok]
    placed = placed[step[placed] == step[bar_ids[before]]]
    if len(placed):
        # The summary of the pass each placed line belongs to: the one printed after the same
        # frame (or, for a line printed ahead of it, the next one).
        at = np.searchsorted(pos[anchors], pos[placed], side="right") - 1
        frame_of = np.searchsorted(pos[bar_ids], pos[anchors])
        same = (at >= 0) & (frame_of[np.maximum(at, 0)] == np.searchsorted(pos[bar_ids], pos[placed]))
        nxt = np.minimum(at + 1, len(anchors) - 1)
        ahead = ~same & (frame_of[nxt] == np.searchsorted(pos[bar_ids], pos[placed]))
        new_step[placed[same]] = new_step[anchors[at[same]]]
        new_step[placed[ahead]] = new_step[anchors[nxt[ahead]]]
        moved[placed[same | ahead]] = True
    return moved


def _write(records: Records, new_step: np.ndarray, moved: np.ndarray, source: str) -> None:
    """Store the new steps, and the moved records' step source."""
    at = 0
    for index, part in enumerate(records.step):
        records.step[index] = new_step[at:at + len(part)]
        at += len(part)
    codes = records.sources_of()
    if not source or not moved.any() or len(codes) != len(moved):
        return
    code = records.code(source)
    for old in codes[moved].tolist():
        name = records.source_names[old]
        records.sources[name] = records.sources.get(name, 0) - 1
    records.sources[source] = records.sources.get(source, 0) + int(moved.sum())
    codes = codes.copy()
    codes[moved] = code
    records.source = [codes]
    records.bar_lag = None
