"""Runs the log itself opens: a program started again (its start-up lines), or a banner naming another run.

A job relaunched into the same log (`>>` redirection, a launcher's `workerlog.0`) prints its
start-up lines again before its first training line: import warnings, the device banner, the
config or topology dump, "loaded weights from ...". The steps alone cannot always show the
relaunch: two launches that each die after logging step 0 print step 0 twice, just as eight
ranks do. So the start-up lines are found by content and checked against the log itself:

- a start-up line is a line shape (its text without digits) that opens the log or a stretch
  after which the step is back at the log's first step, in at least two such places, and
  never appears in an ordinary stretch between training lines (where the step goes forward);
  when the log opens with lines before its first training line, a stretch's start-up begins at
  its first line of a shape printed there (a checkpoint save block that follows every N steps is
  printed by training, not start-up); from that line on, a start-up shape the preamble did not
  print counts too (a relaunch's config dump printed anew with other paths, ST-GCN's
  `Parameters:` dict), never before it (the closing lines of the run before);
- a stretch after which the step is back at the first step and that holds two distinct start-up
  shapes is a relaunch. One shape alone (an `=== Epoch N ===` banner before a counter that
  restarts each epoch) is not enough, and a stretch that names a later epoch than the run
  before it reached is an epoch boundary, whatever else it prints (a relaunch starts its
  epochs again).

A banner or command line that names the run (`--seed 2`, `Trial 3`, `Run: 50_2025...`,
`exp_name: b`) before a step that goes back says the same by its words: when it names another
seed, trial or experiment than the one named before, a new run starts there, though its first
step (10, after a first run that logged from 0) is not the log's first step.

A relaunch the start-up lines announce is then one more launch: when its start-up states that it
resumes from a checkpoint (`Resumed at step 705000`), it is that run's rollback or resume whatever
its values; otherwise, when it replays an earlier launch's values, a rollback of that launch
(`segments.build`, `identity.launches`, issue 25 and 31). A run a banner
names stays a run of its own whatever its values: the banner is identity evidence.

A relaunch that goes on with the steps (`resumed_relaunches`): a launch resumed from its
checkpoint logs on from where it saved, not from the first step, so the steps cannot show the
start-up; its lines can. A stretch before a step past the first that prints a line of the
program's start-up (a shape of the lines before the first training line, printed again only
in such stretches, never between two ordinary training lines) and a checkpoint load ("Loaded
checkpoint from ...", or a start from a later epoch stated: `starting from epoch  45`) is the
program started again on its checkpoint: a resumed fragment of the same run, where a resume spike
may start. An epoch banner loads no checkpoint. A resume that prints again the step it had reached
(Deep-MIML's epoch 50 after `starting from epoch  45`) shows no step going back either; its
start-up lines may also come back before launches from scratch, which are no ordinary stretch.

A run that ended before the steps go back (`finished_runs`): an end-of-run summary (the HF
Trainer's `{'train_runtime': ..., 'train_loss': ...}`, its `TrainOutput(global_step=...)`) says
the training before it finished; when the training lines after it start their epochs (or steps)
again below where the finished run got, and nothing states a resume, a second training started
in the same process (a fine-tuning phase after pre-training, a second `trainer.train()`): a run
of its own, though no start-up lines were printed again and its first step is past the first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from lossdoctor.identity.banners import Heard, goes_back, named_starts, names
from lossdoctor.identity.settings import Settings, stated_settings
from lossdoctor.identity.statements import statements
from lossdoctor.ingest.textlog.common import RESUME_WORDS, SAME_JOB_WORDS, STARTUP_WORDS
from lossdoctor.ingest.textlog.generic.dumps import dump_shapes, dump_words
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records
from lossdoctor.ingest.textlog.generic.sessions import banner_words, launch_banners

# Distinct start-up shapes a stretch needs before it is read as a relaunch.
MIN_SHAPES = 2
# An epoch named on a line: `Epoch 3/10`, `Epoch: [3]`, `epoch=3`, `Epoch #3:`.
_EPOCH = re.compile(r"(?i)(?<![A-Za-z])epoch\W{0,3}(\d+)")
# A checkpoint loaded (or restored) in so many words, step or not; TensorFlow's `Reading model
# parameters from ckpt/ner.ckpt` (the `ckpt` its saver's files are named by) says it too.
_LOADED = re.compile(r"(?i)\b(?:load(?:ed|ing)?|restor(?:ed|ing)|resum(?:ed|ing))\b[^\n]{0,60}\bcheckpoint"
                     r"|\b(?:load(?:ed|ing)?|restor(?:ed|ing)|read(?:ing)?)\b[^\n]{0,60}\bckpt\b"
                     r"|\bcheckpoint\b[^\n]{0,60}\b(?:loaded|restored)\b"
                     # A start from a later epoch than the first (`starting from epoch  45`).
                     r"|\bstart(?:ing|ed)? (?:training )?(?:from|at) epoch\W{0,3}0*[1-9]\d*")
# An end-of-run summary: the HF Trainer's final metrics dict or its TrainOutput.
_FINISHED = re.compile(r"""['"]?\b(?:train_runtime|total_flos)\b['"]?\s*[:=]|\bTrainOutput\(global_step=""")
FINISHED_WORDS = "the run before it printed its end-of-run summary"
# Words one of which every `_FINISHED` line holds (none has a digit: they stay in a line's shape).
_FINISHED_WORDS = (b"train_runtime", b"total_flos", b"TrainOutput(global_step=")
# What a resumed relaunch's note says: the console reader marks it as a resume, not a new run.
RESUMED_WORDS = "the program started again on a checkpoint"
# Lines looked at before each restart (the banner is near the restart; a long stack trace is not).
_LOOK_BACK = 200
# Start-up lines read for the seed and config a launch states (a preamble may hold earlier
# launches that died before training: their start-ups come first, the launch's own last).
_STARTUP_LINES = 400


def _in_line_order(records: Records, printed: bool = False,
                   ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """Every record's position, and the training records in line order: their indices, lines
    (0-based) and steps; None when the log has fewer than two or no lines. `printed`: only the
    records that print their step themselves, when two or more do (a step-less summary line
    placed at the step before it, `[Epoch Metrics] Policy Loss ...` before each `Iter N`, never
    steps back: its stretch is an ordinary one, not a restart at the first step)."""
    pos, kind, step, _ = records.arrays()
    train = np.flatnonzero(kind == TRAIN)
    if printed:
        from lossdoctor.ingest.textlog.generic.reprints import printed_steps

        own = train[printed_steps(records)[train]]
        train = own if len(own) >= 2 else train
    if len(train) < 2 or not records.lines:
        return None
    train = train[np.argsort(pos[train], kind="stable")]
    return pos, train, pos[train] // SEGMENTS - 1, step[train]


def relaunches(records: Records) -> dict[int, str]:
    """The positions of the training records that open a relaunch from scratch, announced by
    the program's start-up lines (see the module doc), and what says so."""
    ordered = _in_line_order(records, printed=True) if records.groups else None
    if ordered is None:
        return {}
    pos, train, at_line, steps = ordered
    base = int(steps[0])
    # A stretch opens a launch when the step after it is back at the log's first step (or below).
    again = np.zeros(len(train), dtype=bool)
    again[1:] = steps[1:] <= base
    if not again.any():
        return {}
    advancing = np.ones(len(train), dtype=bool)
    advancing[1:] = steps[1:] > steps[:-1]
    shape = _shape_ids(records)
    # Stretch g holds the lines between record g - 1 and record g (stretch 0: the preamble).
    line = np.arange(len(shape))
    stretch = np.searchsorted(at_line, line, side="left")
    inside = (stretch < len(train)) & ~np.isin(line, at_line) & (shape >= 0)
    clipped = np.minimum(stretch, len(train) - 1)
    opening = inside & ((stretch == 0) | again[clipped])
    ordinary = inside & (stretch > 0) & advancing[clipped] & ~again[clipped]
    seen_ordinary = np.unique(shape[ordinary])
    # Each start-up candidate once per stretch it opens.
    pairs = np.unique(np.stack([stretch[opening], shape[opening]]), axis=1)
    candidate = ~np.isin(pairs[1], seen_ordinary)
    pairs = pairs[:, candidate]
    if not pairs.size:
        return {}
    shapes, places = np.unique(pairs[1], return_counts=True)
    startup = shapes[places >= 2]
    # The program's start-up is what it printed before its first training line: a block that
    # only ever follows training (a checkpoint saved every N steps) is no start-up, however
    # often it comes back. A log cut before its first training line shows no start-up to ask.
    preamble = pairs[1][pairs[0] == 0]
    if len(preamble):
        pairs = _after_preamble_line(startup[np.isin(startup, preamble)], startup, stretch, shape, opening)
    else:
        pairs = pairs[:, np.isin(pairs[1], startup)]
    stretches, counts = np.unique(pairs[0], return_counts=True)
    # A banner stamping the launch's date is a start-up of its own (`sessions`).
    dated = startup[np.isin(startup, preamble)] if len(preamble) else startup
    banners = launch_banners(records.lines, {int(s): int(np.flatnonzero(shape == s)[0]) for s in dated.tolist()},
                             int(at_line[0]))
    stamped = np.isin(stretches, pairs[0][np.isin(pairs[1], list(banners))])
    announced = stretches[((counts >= MIN_SHAPES) | stamped) & (stretches > 0)]
    lines = records.lines
    # The preamble's settings dumped again, whatever their values (`dumps`).
    dumped = dump_shapes(lines, shape, opening, ordinary, stretch)
    announced = np.union1d(announced, np.fromiter(dumped, dtype=np.int64))
    starts = [g for g in announced.tolist() if not _next_epoch(lines, int(at_line[g - 1]), int(at_line[g]))]
    out = {}
    for index, g in enumerate(starts):
        # The launch before this one opened after the previous relaunch's stretch, or the log's preamble.
        before = starts[index - 1] if index else 0
        out[int(pos[train[g]])] = (f"line {int(at_line[g]) + 1}: a relaunch ({STARTUP_WORDS} before it, "
                                   f"from line {int(at_line[g - 1]) + 2})"
                                   + _stated(lines, int(at_line[g - 1]) + 1, int(at_line[g]))
                                   + _same_job(lines, at_line, before, g, int(steps[g - 1]))
                                   + banner_words(lines, shape, banners, int(at_line[g - 1]) + 1, int(at_line[g]))
                                   + dump_words(lines, dumped.get(g)))
    return out


def _after_preamble_line(own: np.ndarray, startup: np.ndarray, stretch: np.ndarray, shape: np.ndarray,
                         opening: np.ndarray) -> np.ndarray:
    """Each start-up shape once per stretch it opens (rows: stretch, shape), where a stretch's
    start-up begins at its first line of a shape the log's preamble printed (`own`): a start-up
    shape the preamble did not print (the config dump printed anew with other paths) counts from
    that line on, never before it (the run before's end-of-run lines are no start-up)."""
    kept = np.flatnonzero(opening & np.isin(shape, startup))
    mine = np.isin(shape[kept], own)
    first = np.full(int(stretch.max()) + 1, len(shape), dtype=np.int64)
    np.minimum.at(first, stretch[kept[mine]], kept[mine])
    kept = kept[mine | (kept > first[stretch[kept]])]
    if not len(kept):
        return np.zeros((2, 0), dtype=np.int64)
    return np.unique(np.stack([stretch[kept], shape[kept]]), axis=1)


def _startup_settings(lines: Sequence[str], at_line: np.ndarray, g: int) -> Settings:
    """What the start-up before training record g states (g 0: the log's preamble)."""
    stop = int(at_line[g])
    start = max(int(at_line[g - 1]) + 1 if g else 0, stop - _STARTUP_LINES)
    return stated_settings(list(lines[start:stop]), start + 1)


def _same_job(lines: Sequence[str], at_line: np.ndarray, before: int, g: int, reached: int) -> str:
    """The words that say the relaunch at record g states the seed (and config) of the launch
    that record `before` opened, or '' (also when that launch, at step `reached`, finished)."""
    mine, earlier = _startup_settings(lines, at_line, g), _startup_settings(lines, at_line, before)
    if not mine.same_job(earlier) or earlier.finished(reached):
        return ""
    return f", {SAME_JOB_WORDS} (seed {mine.seed}, line {mine.line})"


def resumed_relaunches(records: Records) -> dict[int, str]:
    """The positions of the training records that open a relaunch resumed from a checkpoint
    (the steps go on past the log's first step; see the module doc), and what says so."""
    ordered = _in_line_order(records) if records.groups else None
    if ordered is None:
        return {}
    pos, train, at_line, steps = ordered
    if at_line[0] <= 0:
        return {}
    lines = records.lines
    shape = _shape_ids(records)
    line = np.arange(len(shape))
    stretch = np.searchsorted(at_line, line, side="left")
    inside = (stretch < len(train)) & ~np.isin(line, at_line) & (shape >= 0)
    # Stretches (g > 0, before a step past the first) that load a checkpoint.
    loads = {int(g) for g in np.unique(stretch[inside & (stretch > 0)]).tolist()
             if steps[g] > steps[0] and any(_LOADED.search(lines[i])
                                            for i in range(int(at_line[g - 1]) + 1, int(at_line[g])))}
    if not loads:
        return {}
    load_shapes = {int(shape[i]) for g in loads for i in range(int(at_line[g - 1]) + 1, int(at_line[g]))
                   if shape[i] >= 0 and _LOADED.search(lines[i])}
    preamble = set(np.unique(shape[inside & (stretch == 0)]).tolist()) - load_shapes
    later = inside & (stretch > 0) & np.isin(shape, list(preamble))
    where: dict[int, set[int]] = {}
    for s, g in zip(shape[later].tolist(), stretch[later].tolist()):
        where.setdefault(s, set()).add(g)
    # A start-up shape comes back only in stretches that load a checkpoint.
    startup = {s for s, gs in where.items() if gs <= loads}
    # A shape may also come back before launches from scratch (the step back at the first):
    # still never between two ordinary training lines. Before a launch that loads a checkpoint it
    # is the start-up, whether the steps go on (a resume that prints the step it saved at again:
    # `level`) or go back, but not to the first (DBNet's second launch on the epoch-37 checkpoint
    # after the first logged epoch 38: a rollback the steps show and the start-up says is a
    # resume), as long as that launch prints a line of the training's own before the next one.
    level = {g for g in loads if steps[g] >= steps[g - 1]}
    fresh = {int(g) for g in np.flatnonzero(steps <= steps[0]).tolist() if g > 0}
    also = {s for s, gs in where.items() if gs <= loads | fresh and gs & loads} - startup
    # The launch goes on at its first line of the log's main training shape: a summary the
    # start-up prints again (`Epoch 3 completed. Average Training Loss: 0.0000`) is placed at
    # the step before it and is no point of the resumed launch's curve.
    # One print statement pads its numbers to their width (`step  999900 |`, `step 1000000 |`):
    # its lines are one shape whatever their widths.
    own = _shape_ids(records, padded=True)[at_line]
    main = int(np.bincount(own[own >= 0]).argmax()) if (own >= 0).any() else -1
    out: dict[int, str] = {}
    for s in sorted(startup | also):
        for g in sorted(where[s] & loads):
            first = int(at_line[g - 1]) + 2
            back = g not in level
            while g + 1 < len(train) and own[g] != main and g + 1 not in where[s]:
                g += 1
            if back and own[g] != main:
                continue  # the launch died before its first training line: the steps decide
            out.setdefault(int(pos[train[g]]),
                           f"line {int(at_line[g]) + 1}: {RESUMED_WORDS} ({STARTUP_WORDS} and a checkpoint "
                           f"loaded before it, from line {first}), going on at step {int(steps[g])}")
    return out


def finished_runs(records: Records) -> dict[int, str]:
    """The positions of the training records that open a run after an end-of-run summary, their
    epoch (or step) back below where the finished run got (see the module doc), and what says so."""
    # `assemble` builds on this module: its epoch reader is imported when used.
    from lossdoctor.ingest.textlog.generic.assemble import epoch_values

    ordered = _in_line_order(records)
    if ordered is None:
        return {}
    pos, train, at_line, steps = ordered
    counted = np.concatenate(records.counted)
    epoch = epoch_values(records, len(pos))[train]
    lines = records.lines
    # The records' clock: their `epoch` (every HF dict's) when they print one, else the steps
    # they print (not a count); one clock for all, never one record's against another's.
    clock = epoch if np.isfinite(epoch).any() else np.where(counted[train], np.nan, steps.astype(float))
    timed = np.flatnonzero(np.isfinite(clock))
    out: dict[int, str] = {}
    for end in _summary_lines(records):
        before = timed[at_line[timed] < end]
        after = timed[at_line[timed] > end]
        if not len(before) or not len(after):
            continue
        g, last = int(after[0]), int(before[-1])
        if clock[g] >= clock[last] or int(pos[train[g]]) in out:
            continue
        said = statements(list(lines[end:int(at_line[g])]), end + 1)
        if any(s.kind == "resume" for s in said):
            continue
        out[int(pos[train[g]])] = (f"line {int(at_line[g]) + 1}: a new run ({FINISHED_WORDS}, line {end + 1}: "
                                   f"{lines[end].strip()[:120]}; its clock starts again)")
    return out


def _summary_lines(records: Records) -> list[int]:
    """The lines (0-based, ascending) that print an end-of-run summary. Its words hold no digit,
    so only the lines of shapes (digit-less texts) that hold one of them are searched: a
    million-line log is not matched line by line."""
    shapes = [indices for key, indices in records.groups.items() if any(word in key for word in _FINISHED_WORDS)]
    candidates = sorted(int(i) for indices in shapes for i in indices)
    return [i for i in candidates if _FINISHED.search(records.lines[i])]


def count_per_run(records: Records, step: np.ndarray) -> np.ndarray:
    """`step` with the numbered-in-order records (no step printed) of each run `finished_runs`
    opened counted again from 0: a second training's lines are not the first one's going on."""
    pos, kind, _, counted = records.arrays()
    opened = sorted(p for p, note in records.relaunches.items() if FINISHED_WORDS in note)
    if not opened or not counted.any():
        return step
    out = np.array(step, copy=True)
    for position in opened:
        later = counted & (pos >= position)
        first = later & (kind == TRAIN)
        if first.any():
            out[later] -= int(out[first][np.argmin(pos[first])])
    return out


def _stated(lines: Sequence[str], start: int, stop: int) -> str:
    """What the relaunch's start-up lines (`start` to `stop`, 0-based) state of a resume with its
    step, the last such statement: the words the identity layer reads it from, or ''."""
    said = [s for s in statements(list(lines[start:stop]), start + 1) if s.kind == "resume" and s.step is not None]
    return f", {RESUME_WORDS} line {said[-1].line}: {said[-1].text[:160]}" if said else ""


def _next_epoch(lines: Sequence[str], before: int, at: int) -> bool:
    """Whether the lines up to line `at` name a later epoch than the last one named up to line
    `before`: an epoch banner before a counter that restarts each epoch, not a relaunch (a
    relaunch starts its epochs again too)."""
    after = _last_epoch(lines, before + 1, at + 1)
    earlier = _last_epoch(lines, max(0, before - _LOOK_BACK), before + 1)
    return after is not None and earlier is not None and after > earlier


def _last_epoch(lines: Sequence[str], start: int, stop: int) -> int | None:
    for line in reversed(lines[start:stop]):
        found = _EPOCH.findall(line)
        if found:
            return int(found[-1])
    return None


def _shape_ids(records: Records, padded: bool = False) -> np.ndarray:
    """Each line's shape as a number (-1 for blank lines and lines without a letter); with
    `padded`, shapes that differ only in the runs of blanks between words are one."""
    out = np.full(len(records.lines), -1, dtype=np.int64)
    numbers: dict[bytes, int] = {}
    for key, indices in records.groups.items():
        if any(chr(c).isalpha() for c in key[:200]):
            number = numbers.setdefault(b" ".join(key.split()) if padded else key, len(numbers))
            out[np.asarray(indices, dtype=np.int64)] = number
    return out


def named_runs(records: Records) -> dict[int, str]:
    """The positions of training records where the steps go back and before which a banner or
    command line names a seed, trial, experiment or run other than the one named before: a
    run of its own, not a resume of the run before (a step back at or below the log's first
    step is a new run anyway: the banner is its evidence), and what the banner names. The rule
    is every text reader's (`identity.banners`); this reader knows each record's line."""
    ordered = _in_line_order(records)
    if ordered is None:
        return {}
    pos, train, at_line, steps = ordered
    back = goes_back(steps)
    if not len(back):
        return {}
    lines = records.lines
    opening = names(lines[max(0, int(at_line[0]) - _LOOK_BACK):int(at_line[0])])
    heard = {index: Heard(names(lines[max(int(at_line[index - 1]) + 1, int(at_line[index]) - _LOOK_BACK):
                                      int(at_line[index])]), int(at_line[index]) + 1)
             for index in back.tolist()}
    return {int(pos[train[index]]): note for index, note in named_starts(steps, opening, heard).items()}
