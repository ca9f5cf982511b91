"""One step counter per log: settle lines whose counters interleave.

A log may print two kinds of training line, each with its own counter: PaddleClas prints
`[Train][Epoch 3/400][Iter: 40/98]` lines and, after each epoch, a `[Train][Epoch 3/400][Avg]`
line whose only counter is the epoch; DeepSpeed's engine prints `step=10, skipped=0` lines
between a trainer's `step: 9` lines. Read as one timeline, the steps run backwards at every
such line, and the segment builder sees a rollback, or a new run, each time.

The audit: when the training lines of several shapes interleave and their steps go backwards
only because they are merged, the shape that carries the loss and has the most lines is the
step counter. The other shapes' lines are placed at the step that counter had reached (their
values are kept as series of their own; a name they share with the counter's lines gets a
suffix), and evaluation lines placed after them move with them. One exception: a shape that
prints the same batch of every epoch (`Epoch 3, Batch 0/8, Loss: ...`, one line an epoch) is no
denser than the epoch's summary beside it (`Epoch 3 Training - Loss: ...`): the summary, the
whole epoch's value, is the counter and the curve, and each sample line goes with its epoch.
So is a shape that prints the same few batches of every epoch with a counter that restarts
each epoch and names no epoch (`train --- Current batch:200/1600 loss:[ 0.59]` every 200 of 1600
batches beside `Epoch [0]/[199] Training Phase Loss: 0.0699`), once the summaries, which name
their epoch and a training-phase loss, make a curve of their own: a handful of single batches an
epoch sample what the summary states for the whole epoch. Batch lines that print their epoch
themselves stay the curve. The sample's losses are renamed (a second counter's) whatever their
names, so they are no candidate for the primary.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

import numpy as np

from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.ingest.textlog.generic.scan import ABBREVIATED, EVAL, TRAIN, Records
from lossdoctor.roles import Role

# Backward steps that merging adds before the counters are called interleaved.
_MIN_ADDED = 3
SUFFIX = " (second counter)"
# The reading's words for per-batch lines passed over for their epoch's summary.
SAMPLED = "lines that print one batch of each epoch, the epoch's summary read as the curve"
SAMPLED_FEW = "lines that print the same {each} batches of each epoch, the epoch's summary read as the curve"
# A step composed of the epoch and the batch within it (`scan`), with its batches per epoch.
_COMPOSED = re.compile(r"epoch × (\d+) \+ batch")
# The step source of numbered records placed by another counter's steps.
PLACED = "count placed by another counter"


def _backwards(steps: np.ndarray) -> int:
    return int(np.count_nonzero(np.diff(steps) < 0)) if len(steps) > 1 else 0


def shape_of(records: Records, size: int) -> np.ndarray:
    """The printing shape of each record (-1 where none printed values)."""
    shape = np.full(size, -1, dtype=np.int64)
    for index, batch in enumerate(records.batches):
        count = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + count) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        if len(ids):
            shape[ids] = batch.shape if batch.shape else index
    return shape


def lossy_shape(records: Records, shape: int) -> bool:
    return any(role(name) is Role.LOSS for batch in records.batches
               if batch.kind == TRAIN and batch.shape == shape for name in batch.names)


def _names(records: Records, shape: int) -> tuple[str, ...]:
    """The value names a printing shape carries (the first of its batches')."""
    return next((batch.names for batch in records.batches if batch.shape == shape), ())


def _bystander(records: Records, shape: int, main_step: np.ndarray) -> bool:
    """Whether a shape's lines can only be another counter's, however few: they carry no loss
    and the main counter never goes back on its own. A DeepSpeed engine printing `step=100,
    skipped=0` once before the trainer's `step: 99` is not a rollback; a rollback shows in the
    loss's own counter."""
    return not lossy_shape(records, shape) and _backwards(main_step) == 0


def _by_epoch(records: Records, ids: np.ndarray) -> bool:
    """Whether these lines count epochs only (`| Epoch: [1] Losses summary: ...`): each going
    back behind the main counter is an epoch's summary, however short the log (one epoch)."""
    codes = records.sources_of()
    if len(codes) <= int(ids.max()):
        return False
    names = {records.source_names[code] for code in np.unique(codes[ids]).tolist()}
    return names == {"epoch"}


def _summary_over_sample(records: Records, train: np.ndarray, shape: np.ndarray,
                         candidates: list[tuple[int, int, int]], main: int) -> tuple[int, int]:
    """The epoch's summary line as the main counter, when the shape with the most lines prints
    the same few batches of each epoch only (`Epoch 3, Batch 0/8, Loss: 0.09` each epoch, beside
    `Epoch 3 Training - Loss: 0.11`): a sample of what the summary states for the whole epoch,
    as a person reads it (see the module doc); with the sample's lines an epoch. `main` and 0
    otherwise."""
    ids = train[shape[train] == main]
    each = _batches_each(records, ids)
    if not each:
        return main, 0
    epochs = -(-len(ids) // each)
    for count, _, other in sorted(candidates, reverse=True):
        summary = train[shape[train] == other]
        if other == main or count + 1 < epochs or not _by_epoch(records, summary):
            continue
        if each == 1 or (count >= _SUMMARY_CURVE and _unnamed_epochs(records, ids)
                         and _training_phase(records, other)):
            return other, each
    return main, 0


# A summary's loss named for the training phase (`Training Phase Loss`, `train_loss`).
_TRAINING = re.compile(r"(?i)(?:^|[^a-z])train(?:ing)?(?:[^a-z]|$)")


def _unnamed_epochs(records: Records, ids: np.ndarray) -> bool:
    """Whether these lines print no epoch: their epochs are counted where their batch counter
    restarts (`wraps.epoch_wraps`), so only the summary says which epoch a batch belongs to."""
    codes = records.sources_of()
    names = {records.source_names[code] for code in np.unique(codes[ids]).tolist()}
    return all("epochs counted where the counter restarts" in name for name in names)


def _training_phase(records: Records, shape: int) -> bool:
    """Whether a summary shape names its loss for the training phase (`Training Phase Loss`)."""
    return any(role(name) is Role.LOSS and _TRAINING.search(name) is not None
               for batch in records.batches if batch.shape == shape and batch.kind == TRAIN for name in batch.names)


# At most this many lines of the same batches every epoch are a sample beside the epoch's summary.
_SAMPLE_MAX = 10
# A summary beside a sample of several batches an epoch is the curve once it has this many epochs.
_SUMMARY_CURVE = 20


def _batches_each(records: Records, ids: np.ndarray) -> int:
    """How many lines an epoch these lines print, when they count `epoch × N + batch` and print
    the same batches (at most `_SAMPLE_MAX`) of every whole epoch; 0 otherwise."""
    codes = records.sources_of()
    if len(ids) < 2 or len(codes) <= int(ids.max()):
        return 0
    names = {records.source_names[code] for code in np.unique(codes[ids]).tolist()}
    sizes = {int(found.group(1)) for name in names for found in [_COMPOSED.match(name)] if found}
    if len(sizes) != 1 or len(names) != 1:
        return 0
    size = sizes.pop()
    steps = records.arrays()[2][ids]
    if size <= 0:
        return 0
    # Batches counted from 0 (`0/1600` .. `1599/1600`) or from 1 (`200/1600` .. `1600/1600`).
    return max(_same_batches(steps - first, size) for first in (0, 1))


def _same_batches(steps: np.ndarray, size: int) -> int:
    """Lines an epoch when `steps` (epoch × size + batch) print the same few batches of every
    epoch (an epoch cut short by the end of a launch prints the first of them), else 0."""
    epoch, batch = np.divmod(steps, size)
    starts = np.flatnonzero(np.r_[True, np.diff(epoch) != 0])
    lengths = np.diff(np.r_[starts, len(steps)])
    each = int(lengths.max())
    if each > _SAMPLE_MAX:
        return 0
    pattern = batch[starts[int(np.argmax(lengths))]:][:each]
    place = np.arange(len(steps)) - np.repeat(starts, lengths)
    return each if np.array_equal(batch, pattern[place]) else 0


def settle(records: Records) -> list[str]:
    """Re-place the lines of every counter but the main one (see the module doc); the notes
    that say so, or none when the counters do not interleave."""
    pos, kind, step, counted = records.arrays()
    shape = shape_of(records, len(pos))
    train = np.flatnonzero((kind == TRAIN) & ~counted & (shape != -1))
    train = train[np.argsort(pos[train], kind="stable")]
    shapes, sizes = np.unique(shape[train], return_counts=True)
    if len(shapes) < 2:
        return []
    merged = _backwards(step[train])
    alone = sum(_backwards(step[train[shape[train] == s]]) for s in shapes.tolist())
    if merged == alone:
        return []
    # Fewer backward steps than _MIN_ADDED settle only epoch summaries (a one-epoch log).
    few = merged - alone < _MIN_ADDED
    # The most lines make the main counter; a tie goes to the shape printed first (a shape's id
    # is an object's address: ordering by it would change the reading from run to run).
    first = {int(s): int(pos[train[shape[train] == s]].min()) for s in shapes.tolist()}
    candidates = [(int(n), -first[int(s)], int(s)) for s, n in zip(shapes.tolist(), sizes.tolist())
                  if lossy_shape(records, int(s))]
    if not candidates:
        return []
    densest = max(candidates)[2]
    main, each = _summary_over_sample(records, train, shape, candidates, densest)
    main_ids = train[shape[train] == main]
    main_step = step[main_ids]
    moved_shapes: set[int] = set()
    for other in shapes.tolist():
        if other == main:
            continue
        ids = train[shape[train] == other]
        both = np.concatenate([main_ids, ids])
        both = both[np.argsort(pos[both], kind="stable")]
        added = _backwards(step[both]) - _backwards(main_step) - _backwards(step[ids])
        if (few or added < _MIN_ADDED) and not (added == len(ids) and _by_epoch(records, ids)) \
                and not (added and _bystander(records, int(other), main_step)):
            continue  # this shape follows the main counter: nothing to settle
        moved_shapes.add(int(other))
    if not moved_shapes:
        return []
    # The main counter is every shape that follows it (a progress bar's frames differ in their
    # digits' widths: `99%| 114/115` and `100%| 115/115` are two shapes of one counter), so a
    # moved line takes the step of the last such line before it, whichever its shape.
    moving = np.isin(shape[train], list(moved_shapes))
    kept_ids = train[~moving]
    kept_pos, kept_step = pos[kept_ids], step[kept_ids]
    ids = train[moving]
    new_step = step.copy()
    # Lines before the main counter's first line go with its first step.
    at = np.maximum(np.searchsorted(kept_pos, pos[ids], side="right") - 1, 0)
    if main != densest:
        # A batch sample goes with its epoch's summary, printed after it (the last cut short
        # of its summary with the last one printed).
        at = np.minimum(np.searchsorted(kept_pos, pos[ids], side="left"), len(kept_pos) - 1)
    new_step[ids] = kept_step[at]
    moved = int(np.count_nonzero(np.isin(shape[train], list(moved_shapes))))
    _write(records, _follow(pos, kind, step, new_step, train))
    main_names = {name for batch in records.batches if batch.shape == main for name in batch.names}
    for batch in records.batches:
        if batch.shape in moved_shapes and batch.kind == TRAIN:
            # A sample's loss is the summary's evidence, whatever its name (see the module doc).
            batch.names = tuple(name + SUFFIX if name in main_names or (main != densest and batch.shape == densest
                                                                      and role(name) is Role.LOSS) else name
                                for name in batch.names)
    if main != densest:
        _placed_by_summary(records, train[shape[train] == densest], main_ids)
        records.passed[SAMPLED if each == 1 else SAMPLED_FEW.format(each=each)] = moved
        said = "one batch" if each == 1 else f"the same {each} batches"
        return [f"{moved} line(s) print {said} of each epoch beside the epoch's summary: the summary is "
                f"the curve, each batch line kept at its epoch (its losses get '{SUFFIX.strip()}')"]
    records.passed["lines of a second step counter, placed at the main counter's step"] = moved
    return [f"two step counters interleave: {moved} line(s) of another shape placed at the step of "
            f"the main counter's line before them (names they share with it get '{SUFFIX.strip()}')"]


def _placed_by_summary(records: Records, sample: np.ndarray, summary: np.ndarray) -> None:
    """The sample's lines take their step from the summary's counter (the epoch): said so in
    the step sources, so the reading names the epoch as the step, not the batch."""
    codes = records.sources_of()
    if len(codes) <= max(int(sample.max()), int(summary.max())):
        return
    target = records.source_names[int(codes[summary[0]])]
    for code, count in zip(*np.unique(codes[sample], return_counts=True)):
        source = records.source_names[int(code)]
        if source in records.sources:
            records.sources[source] -= int(count)
    records.sources[target] = records.sources.get(target, 0) + len(sample)
    codes[sample] = records.code(target)
    records.source = [codes]


def numbered_beside_steps(records: Records) -> list[str]:
    """Step-less loss records numbered in order (the HF Trainer's `{'loss': ...}` dicts) with
    another shape's stepped lines between them (DeepSpeed's engine `step=10, skipped=0`): read
    as one timeline, the count 0, 1, 2 runs back behind `step=10` at every engine line.

    The dicts are printed every `logging_steps` steps: dict j at step (j + 1) × L. An engine
    line of step S printed after k dicts says k × L <= S <= (k + 1) × L; when every engine line
    leaves one whole L, the dicts are placed at their steps (as a config's `logging_steps`
    would). Otherwise the engine lines are placed at the number of the dict before them.

    When the dicts' steps are known already (a `logging_steps`, their epochs), the stepped lines
    go to the dict before them too: one that does not fall between the steps of the dicts around
    it is another clock's (DeepSpeed's `Invalidate trace cache @ step 596` at every epoch's end),
    and one that does would only repeat a dict's step. Dicts in line order are one curve; only a
    stated relaunch cuts them."""
    from lossdoctor.ingest.textlog.generic.assemble import epoch_steps

    placed = (None if not (records.logging_steps or records.steps_per_epoch)
              else _numbered_placed(records, epoch_steps))
    if placed is None and (records.logging_steps or (records.steps_per_epoch and epoch_steps(records) is not None)):
        return []  # the numbers become steps already (an epoch printed too coarsely does not)
    pos, kind, step, counted = records.arrays()
    shape = shape_of(records, len(pos))
    train = np.flatnonzero((kind == TRAIN) & (shape != -1))
    train = train[np.argsort(pos[train], kind="stable")]
    # Each shape asked once, its answer spread to its records by index: a million records, a few shapes.
    shapes, which = np.unique(shape[train], return_inverse=True)
    lossy = np.array([lossy_shape(records, s) for s in shapes.tolist()], dtype=bool)[which.reshape(-1)]
    numbered = counted[train] & lossy
    stepped = ~counted[train]
    if not numbered.any() or not stepped.any() or lossy[stepped].any():
        return []
    if placed is not None:
        # Even where they fit, they go with the dict before them: a row of their own at a dict's
        # step would read as that step logged twice.
        fits = _fits(placed[train], numbered, stepped, step[train])
        return _to_record_before(records, train, numbered, stepped, "" if fits else
                                 "(they fall outside the steps of the records around them: another clock's)")
    if not np.any(np.diff(step[train]) <= 0):
        return []  # counted from 0 beside an engine counting from 1, a tie is as wrong as a step back
    before = np.cumsum(numbered)[stepped]  # dicts printed before each stepped line
    at = step[train][stepped].astype(float)
    low = float(np.max(at / (before + 1)))
    high = float(np.min(at[before > 0] / before[before > 0])) if (before > 0).any() else math.inf
    whole = [n for n in range(max(1, math.ceil(low)), int(min(high, low + 2)) + 1)]
    if len(whole) == 1 and int(before.max()) >= 2:
        # As a config's `logging_steps` would place them (assemble.rows), and one timeline with
        # the stepped lines: a dict and an engine line of one step are one row.
        new_step = np.where(counted, (step + 1) * whole[0], step)
        _write(records, new_step)
        _set_counted(records, np.zeros(len(counted), dtype=bool))
        if "count" in records.sources:
            records.sources[PLACED] = records.sources.pop("count")
        return [f"the loss records carry no step; the {int(stepped.sum())} stepped line(s) of another shape "
                f"between them place them every {whole[0]} steps"]
    return _to_record_before(records, train, numbered, stepped)


def _numbered_placed(records: Records, epoch_steps: Callable[[Records], np.ndarray | None]) -> np.ndarray | None:
    """Every record's step once the numbered ones are placed as `assemble.rows` will place them
    (every `logging_steps`, or by their epoch), or None when they will not be placed."""
    _, _, step, counted = records.arrays()
    if records.logging_steps:
        return np.where(counted, (step + 1) * records.logging_steps, step)
    return epoch_steps(records) if records.steps_per_epoch else None


def _fits(placed: np.ndarray, numbered: np.ndarray, stepped: np.ndarray, step: np.ndarray) -> bool:
    """Whether every stepped line (in line order) prints a step between the placed steps of the
    numbered records around it."""
    numbered_at = np.flatnonzero(numbered)
    for index in np.flatnonzero(stepped).tolist():
        k = int(np.searchsorted(numbered_at, index))
        low = placed[numbered_at[k - 1]] if k > 0 else -math.inf
        high = placed[numbered_at[k]] if k < len(numbered_at) else math.inf
        if not low <= step[index] <= high:
            return False
    return True


def _to_record_before(records: Records, train: np.ndarray, numbered: np.ndarray, stepped: np.ndarray,
                      why: str = "") -> list[str]:
    """The stepped lines placed at the number of the numbered record before them (they go where
    it goes), and the reading's note."""
    pos, _, step, counted = records.arrays()
    new_step = step.copy()
    ids = train[stepped]
    numbered_ids = train[numbered]
    index = np.maximum(np.searchsorted(pos[numbered_ids], pos[ids], side="right") - 1, 0)
    new_step[ids] = step[numbered_ids][index]
    counted_now = counted.copy()
    counted_now[ids] = True
    _write(records, new_step)
    _set_counted(records, counted_now)
    return [f"{int(stepped.sum())} line(s) of another step counter between loss records numbered in order: "
            "placed at the number of the record before them" + (f" {why}" if why else "")]


_EPOCH_BATCH = re.compile(r"^epoch × (\d+) \+ batch$")
# A bar over the epochs needs this many epochs before its counter is called the epoch's.
_EPOCH_BAR_MIN = 3


def epoch_bars(records: Records) -> list[str]:
    """Steps of lines where a progress bar over the epochs meets the epoch's own line
    (`  2%|▏ | 1/50 [00:27<22:23]Epoch: 01 | Time: 0m 27s`, a notebook's `for epoch in
    tqdm(range(50))`): the bar counts epochs, not batches within one, so the step is the epoch.

    Told apart from `Epoch 3 [i/n]` batch lines by the counter itself: on every line it is the
    epoch, or the epoch before it (a bar redrawn after the epoch's line is printed lags one
    behind), one line per epoch. The lines that took their step from such a line move with it."""
    pos, kind, step, _ = records.arrays()
    codes = records.sources_of()
    if len(codes) != len(pos):
        return []
    new_step = step.copy()
    moved = np.zeros(len(pos), dtype=bool)
    for code, source in enumerate(list(records.source_names)):
        match = _EPOCH_BATCH.match(source)
        ids = np.flatnonzero((codes == code) & (kind == TRAIN)) if match else np.zeros(0, np.int64)
        size = int(match.group(1)) if match else 0
        if len(ids) < _EPOCH_BAR_MIN or not size:
            continue
        epoch, counter = np.divmod(step[ids], size)
        lag = counter - epoch
        if len(np.unique(epoch)) != len(ids) or not np.all((lag == 0) | (lag == -1)):
            continue
        new_step[ids] = epoch
        moved[ids] = True
        if source in records.sources:
            records.sources["epoch"] = records.sources.get("epoch", 0) + records.sources.pop(source)
        records.source_names[code] = "epoch"
    if not moved.any():
        return []
    _write(records, _carry(pos, step, new_step, moved))
    return ["a progress bar over the epochs (its counter is the epoch on every line): step = the epoch"]


def _carry(pos: np.ndarray, step: np.ndarray, new_step: np.ndarray, moved: np.ndarray) -> np.ndarray:
    """`new_step`, with every record that took its step from a moved record before it (the
    loss lines after an epoch's line) moved with it."""
    order = np.argsort(pos, kind="stable")
    anchors = order[moved[order]]
    rest = np.flatnonzero(~moved)
    before = np.searchsorted(pos[anchors], pos[rest], side="right") - 1
    ok = before >= 0
    rest, before = rest[ok], before[ok]
    same = step[rest] == step[anchors[before]]
    out = new_step.copy()
    out[rest[same]] = new_step[anchors[before[same]]]
    return out


def epochs_from_one(records: Records) -> list[str]:
    """Steps `epoch × n + batch` for logs that count epochs from 1 (`Epoch(train) [1][50/6]`,
    `[Epoch 1/400][Iter: 0/98]`): the first epoch's batches start at step 0, not at n."""
    pos, kind, step, _ = records.arrays()
    codes = records.sources_of()
    if len(codes) != len(pos):
        return []
    new_step = step.copy()
    shifted: list[int] = []
    for code, source in enumerate(records.source_names):
        match = _EPOCH_BATCH.match(source)
        ids = np.flatnonzero((codes == code) & (kind == TRAIN)) if match else np.zeros(0, np.int64)
        if not len(ids):
            continue
        size = int(match.group(1)) if match else 0
        if size and int(step[ids].min()) // size >= 1:
            new_step[ids] -= size
            shifted.append(size)
            if source in records.sources:
                records.sources[f"epoch × {size} + batch, epochs from 1"] = records.sources.pop(source)
    if not shifted:
        return []
    train = np.flatnonzero(kind == TRAIN)
    train = train[np.argsort(pos[train], kind="stable")]
    _write(records, _follow(pos, kind, step, new_step, train))
    return [f"lines count batches within epochs (`Epoch N [i/n]`), from epoch 1; "
            f"step = (epoch - 1) × {shifted[0]} + batch"]


# The step source of loss lines re-placed by `bursts`.
BURSTS = "the order of loss lines that came in bursts behind a progress bar: "
# Step-less loss lines that share the step before them this often arrived in bursts.
_BURST_SHARE = 0.5


def bursts(records: Records) -> list[str]:
    """Step-less loss lines placed at the progress bar's step before them, when most of them
    share that step with the line before: stdout flushed in bursts behind a tqdm bar on stderr
    (`python train.py 2>&1 | tee log`), so each burst sits after one bar frame. Placed so, a
    burst is one point. They are placed along the epoch they print when it places each at a
    whole step of the bar, else in line order: every `T / n` steps when the `n` lines divide
    the bar's `T` steps evenly, else numbered 0, 1, 2, ..."""
    pos, kind, step, counted = records.arrays()
    codes = records.sources_of()
    if len(codes) != len(pos) or "context" not in records.source_names:
        return []
    shape = shape_of(records, len(pos))
    placed = (codes == records.source_names.index("context")) & (kind == TRAIN) & ~counted
    lossy = [int(s) for s in np.unique(shape[placed]).tolist() if lossy_shape(records, int(s))]
    # One print statement may show as two shapes: the first line of a burst glued behind the
    # bar frame (`200/8264 [23:37<...]{'loss': 12.4, ...}`) and the lines after it.
    if len(lossy) < 1 or len({_names(records, shape_id) for shape_id in lossy}) != 1:
        return []
    names = _names(records, lossy[0])
    same = [int(s) for s in np.unique(shape[kind == TRAIN]).tolist() if s != -1 and _names(records, int(s)) == names]
    glued = (codes == records.source_names.index("progress bar")) if "progress bar" in records.source_names \
        else np.zeros(len(pos), dtype=bool)
    ids = np.flatnonzero((placed | (glued & (kind == TRAIN))) & np.isin(shape, same))
    ids = ids[np.argsort(pos[ids], kind="stable")]
    if len(ids) < 3 or np.count_nonzero(np.diff(step[ids]) == 0) < _BURST_SHARE * len(ids):
        return []
    others = np.flatnonzero((kind == TRAIN) & ~np.isin(np.arange(len(pos)), ids) & (shape != -1)
                            & ~np.isin(shape, same))
    if len(others) and any(lossy_shape(records, int(s)) for s in np.unique(shape[others]).tolist()):
        return []  # another shape states the loss's step: this one is a second counter's
    new_step = step.copy()
    along = _along_epoch(records, ids, float(step[ids].max()))
    period = float(step[ids].max()) / len(ids)
    every = int(round(period))
    even = every >= 1 and abs(period - every) <= 0.05 * period
    if along is not None:
        new_step[ids], name = along, BURSTS + "placed along the epoch they print"
    elif even:
        new_step[ids], name = (np.arange(len(ids)) + 1) * every, f"{BURSTS}one line every {every} steps of the bar"
    else:
        new_step[ids], name = np.arange(len(ids)), BURSTS + "numbered 0, 1, 2, ..."
    train = np.flatnonzero(kind == TRAIN)
    train = train[np.argsort(pos[train], kind="stable")]
    _write(records, _follow(pos, kind, step, new_step, train))
    records.sources[name] = records.sources.get(name, 0) + len(ids)
    records.sources["context"] = records.sources.get("context", 0) - len(ids)
    codes[ids] = records.code(name)
    records.source = [codes]
    if along is None and not even:
        flags = counted.copy()
        flags[ids] = True
        _set_counted(records, flags)
    return [f"{len(ids)} loss lines without a step came in bursts behind the progress bar (stdout buffered "
            f"behind a bar on stderr): {name[len(BURSTS):]}"]


def _along_epoch(records: Records, ids: np.ndarray, last: float) -> np.ndarray | None:
    """Steps of records placed by their `epoch` fraction (HF's `'epoch': 0.25`) times the
    steps per epoch that the bar's last step gives; None unless every one lands on a whole step
    (to a quarter step), strictly in order."""
    from lossdoctor.ingest.textlog.generic.assemble import epoch_values

    epoch = epoch_values(records, int(ids.max()) + 1)[ids]
    if not np.all(np.isfinite(epoch)) or epoch.max() <= 0:
        return None
    if records.steps_per_epoch:
        # The steps per epoch the banner or the run's summary states: the last line need not
        # be the bar's last step (TRL logs every 50 steps of 175). An epoch printed to two
        # places puts a line within half a hundredth of an epoch.
        exact = epoch * records.steps_per_epoch
        placed = np.rint(exact)
        slack = max(0.25, 0.005 * records.steps_per_epoch)
        if float(np.max(np.abs(exact - placed))) > slack or np.any(np.diff(placed) <= 0) or placed.max() > last:
            return None
        return placed.astype(np.int64)
    exact = epoch * (last / float(epoch.max()))
    placed = np.rint(exact)
    if float(np.max(np.abs(exact - placed))) > 0.25 or np.any(np.diff(placed) <= 0):
        return None
    return placed.astype(np.int64)


def abbreviated_ties(records: Records) -> list[str]:
    """Steps printed abbreviated (`step:1.2K`) are rounded as printed: lines of several steps
    can print one (1,210 and 1,240 both print `1.2K`). Each run of such lines is spread in line
    order between its printed step and the next one, so the steps stay increasing and no value
    is lost to a repeated step."""
    pos, kind, step, _ = records.arrays()
    codes = records.sources_of()
    wanted = [code for code, name in enumerate(records.source_names) if name.endswith(ABBREVIATED)]
    if len(codes) != len(pos) or not wanted:
        return []
    ids = np.flatnonzero(np.isin(codes, wanted) & (kind == TRAIN))
    ids = ids[np.argsort(pos[ids], kind="stable")]
    steps = step[ids]
    if len(ids) < 2 or not np.any(np.diff(steps) == 0):
        return []
    forward = np.diff(steps)[np.diff(steps) > 0]
    usual = int(np.median(forward)) if len(forward) else 1
    new = steps.copy()
    start = 0
    for end in range(1, len(steps) + 1):
        if end < len(steps) and steps[end] == steps[start]:
            continue
        size = end - start
        if size > 1:
            top = int(steps[end]) if end < len(steps) and steps[end] > steps[start] else int(steps[start]) + usual
            new[start:end] = steps[start] + (np.arange(size) * (top - int(steps[start]))) // size
        start = end
    new_step = step.copy()
    new_step[ids] = new
    train = np.flatnonzero(kind == TRAIN)
    train = train[np.argsort(pos[train], kind="stable")]
    _write(records, _follow(pos, kind, step, new_step, train))
    spread = int(np.count_nonzero(new != steps))
    return [f"{spread} line(s) print the step abbreviated and rounded (`1.2K`) as the line before them: "
            "spread in line order up to the next printed step"]


# How many training lines back an evaluation line looks for the one whose step it took.
_FOLLOW_BACK = 3


def _follow(pos: np.ndarray, kind: np.ndarray, step: np.ndarray, new_step: np.ndarray,
            train: np.ndarray) -> np.ndarray:
    """`new_step`, with each evaluation line that took the step of the training line before
    it moved with that line (or with one of the few before it: an epoch summary between them,
    `[Train][Epoch 1/6][Avg]`, states no step of the main counter; or, failing those, with the
    training line right after it that shares its step)."""
    evals = np.flatnonzero(kind == EVAL)
    if len(evals) and len(train):
        last = np.searchsorted(pos[train], pos[evals], side="right") - 1
        todo = np.ones(len(evals), dtype=bool)
        for back in range(_FOLLOW_BACK):
            before = last - back
            can = todo & (before >= 0)
            can[can] = step[evals[can]] == step[train[before[can]]]
            new_step[evals[can]] = new_step[train[before[can]]]
            todo &= ~can
        # At the head of a burst behind a bar frame (HF's eval dict, then the buffered training
        # dicts it came before), it took the frame's step with the training lines after it.
        after = last + 1
        can = todo & (after < len(train))
        can[can] = step[evals[can]] == step[train[after[can]]]
        new_step[evals[can]] = new_step[train[after[can]]]
    return new_step


def _set_counted(records: Records, counted: np.ndarray) -> None:
    at = 0
    for index, part in enumerate(records.counted):
        records.counted[index] = counted[at:at + len(part)]
        at += len(part)


def _write(records: Records, new_step: np.ndarray) -> None:
    records.bar_lag = None  # worked out from the old steps (the sniff's `accepted` asks for it)
    at = 0
    for index, part in enumerate(records.step):
        records.step[index] = new_step[at:at + len(part)]
        at += len(part)
