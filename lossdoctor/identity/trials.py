"""One read, several runs: a sweep's trials appended to one log, and re-printed summaries.

A log that restarts from its first step holds either a new trial (another seed or another
learning rate: its own curve) or a rerun of the same job (the same curve again, as when a
crashed job is relaunched into the same folder). The curves tell them apart: a restart
whose values follow the earlier curve is a rollback of one run, one that does not is a new
run. A stretch that only re-prints earlier points (same steps, same values, as a final
summary does) is a duplicate, dropped with a note: neither a rollback nor a new run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from lossdoctor.identity.decision import Decision, Rank, boundary, numeric, record
from lossdoctor.identity.false_starts import FALSE_START, fold
from lossdoctor.ingest.tensorboard.discovery import writer_of
from lossdoctor.model import Fragment, RawRun
from lossdoctor.stitching.concurrent import overlaps
from lossdoctor.stitching.order import order_fragments
from lossdoctor.identity.replay import LOOK_BACK, deciding_series, points, replayed, shared_start

# Readers whose fragments are one run by construction: a W&B run id is one run, HF snapshots
# are one output folder. A TensorBoard folder is one run unless the evidence says otherwise:
# a second launch from scratch into the same folder (stable-baselines3 and Lightning reuse
# their log folder), with its own values and no sign of a resume, is a run of its own.
_ONE_RUN_FORMATS = frozenset({"wandb", "hf_trainer"})
# Markers that say a restart resumed the same job; in TensorBoard, a SessionLog.START (a writer
# told to purge the steps it rewrites) too.
_RESUME_MARKERS = frozenset({"checkpoint_loaded", "resumed", "branch_point"})
_TB_RESUME_MARKERS = _RESUME_MARKERS | {"session_start"}


@dataclass
class _Trial:
    fragments: list[Fragment]
    first: int | None  # the first step of the deciding series, once one fragment had it
    why: Decision | None = None  # what made it a run of its own


def _start(fragment: Fragment, ref: str | None) -> int | None:
    """The first step of the deciding series in `fragment`, None when it has none there."""
    series = fragment.series.get(ref) if ref else None
    return int(series.steps.min()) if series is not None and len(series) else None


def _same(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (a == b) | (np.isnan(a) & np.isnan(b))


def is_duplicate(fragment: Fragment, earlier: Sequence[Fragment]) -> bool:
    """Every point of `fragment` repeats a point written before: same series, step and value.

    A step holds at most a live and an abandoned write, so comparing with the first and the
    last earlier value at each step covers every pair.
    """
    if not any(len(s) for s in fragment.series.values()):
        return False
    for name, series in fragment.series.items():
        if not len(series):
            continue
        before = points(earlier, name)
        if before is None:
            return False
        order = np.argsort(before[0], kind="stable")
        steps, values = before[0][order], before[1][order]
        lo = np.searchsorted(steps, series.steps, side="left")
        hi = np.searchsorted(steps, series.steps, side="right")
        if not bool(np.all(hi > lo)):
            return False
        if not bool(np.all(_same(values[lo], series.values) | _same(values[hi - 1], series.values))):
            return False
    return True


def _interval(fragments: Sequence[Fragment], ref: str | None) -> int:
    """The logging interval of the deciding series over its first points (0 when unknown)."""
    drawn = points(fragments, ref)
    if drawn is None or len(drawn[0]) < 3:
        return 0
    return max(int(np.median(np.diff(drawn[0][:10]))), 0)


def _slack(fragment: Fragment, trial: _Trial, ref: str | None) -> int:
    """The first step a launch from scratch may log when it logs at another interval than the
    trial (a relaunch with a larger rollout logs its first point later): two of its intervals.
    At the trial's own interval, a later first step is a resume."""
    own = _interval([fragment], ref)
    return 2 * own if own and own != _interval(trial.fragments, ref) else 0


def _loss_less_tail(trial: _Trial, ref: str | None) -> list[Fragment]:
    """The fragments at the end of a trial that hold none of the deciding series (all of the
    trial's when none of them does)."""
    count = 0
    for fragment in reversed(trial.fragments):
        if ref is not None and ref in fragment.series and len(fragment.series[ref]):
            break
        count += 1
    return trial.fragments[len(trial.fragments) - count:] if count else []


def _first_any(fragments: Sequence[Fragment]) -> int | None:
    """The first step of any series: where a trial without the deciding series (a launch that
    died before it logged a loss) began."""
    ranges = [r for r in (f.step_range() for f in fragments) if r is not None]
    return min(r[0] for r in ranges) if ranges else None


def _writer(fragment: Fragment) -> str | None:
    """The process that wrote a fragment's file ('host.pid' in a TensorBoard file name), if named."""
    return writer_of(Path(fragment.source.split("#", 1)[0]))


def _fits_before(item: Fragment, start: int) -> bool:
    span = item.step_range()
    return span is None or span[1] < start


def _by_writer(tail: list[Fragment], trial: _Trial, fragment: Fragment) -> tuple[list[Fragment], list[list[Fragment]]]:
    """A loss-less tail shared out by the process that wrote it.

    The last launch's own files (its final evaluation) stay with it. Going back from the new
    launch, its own files and other files that fit in front of it (an evaluation at step 0)
    open it; a file of another process that logged the launch's first step again, and every
    file before it, are launches of their own that stopped before their first loss (joined,
    they would make a launch from scratch a rollback).
    """
    new = _writer(fragment)
    span = fragment.step_range()
    start = span[0] if span is not None else 0
    before = [w for f in trial.fragments if (w := _writer(f)) is not None]
    rest = list(tail)
    while rest and before and _writer(rest[0]) == before[-1] and _writer(rest[0]) != new:
        trial.fragments.append(rest.pop(0))
    cut = len(rest)
    # A file of another named process is never the new launch's opening, even at a step before
    # its start: the process stopped before its first loss (two launches that died after step 0
    # are not a rollback at step 0 of the third).
    while cut and (_writer(rest[cut - 1]) in (None, new) or new is None
                   or (_writer(rest[cut - 1]) is None and _fits_before(rest[cut - 1], start))):
        cut -= 1
    aborted: list[list[Fragment]] = []
    for item in rest[:cut]:
        if aborted and _writer(aborted[-1][-1]) == _writer(item):
            aborted[-1].append(item)
        else:
            aborted.append([item])
    return rest[cut:], aborted


def _starts_over(fragment: Fragment, trial: _Trial) -> bool:
    """Whether a file of a process of its own (its `host.pid` in the name, no fragment of the trial
    written by it) starts every series it writes again where the trial began: its first step,
    of any series, comes before the trial's second logged step. Such a file is a launch from
    scratch (a boundary, issue 31) though its loss may start later than the trial's: an RL
    loss starts once learning starts, at a step that varies from launch to launch; a resumed
    launch logs on from the step its checkpoint reached."""
    new = _writer(fragment)
    if new is None or new in {_writer(f) for f in trial.fragments}:
        return False
    span = fragment.step_range()
    opened = sorted({int(step) for f in trial.fragments for series in f.series.values()
                     for step in series.steps[:2].tolist()})
    return span is not None and len(opened) >= 2 and span[0] < opened[1]


def _why_over(fragment: Fragment, trial: _Trial, start: int | None) -> Decision:
    """The record of a launch from scratch in a file of a process of its own (`_starts_over`)."""
    span = fragment.step_range()
    began = _first_any(trial.fragments)
    return boundary("new run", f"{fragment.source}: a file of a process of its own ({_writer(fragment)}) that "
                               f"starts its series again at step {span[0] if span else '?'} (the launch before "
                               f"began at {began}): a launch from scratch, its loss from step {start}", start)


def _own_curve(fragment: Fragment, trial: _Trial, ref: str | None, shared: int | None) -> bool:
    """Whether a restart from scratch draws its own curve rather than replaying the trial's."""
    return replayed(trial.fragments, [fragment], ref, shared) is None


def _shared(fragments: Sequence[Fragment], ref: str | None) -> int | None:
    """How far launches from scratch of this folder that draw curves of their own still agree
    (`replay.shared_start`): the fragments that start at the first step any of them logs."""
    starts = [_start(f, ref) for f in fragments]
    known = [s for s in starts if s is not None]
    if len(known) < 2:
        return None
    first = min(known)
    launches = [points([f], ref) for f, s in zip(fragments, starts) if s == first]
    return shared_start(launches, LOOK_BACK) if len(launches) > 1 else None


def _console_cut(fragment: Fragment) -> bool:
    """Whether a launch of the console log beside this table starts this stretch (`identity.appended`)."""
    return isinstance(fragment.meta.get("launch_cut"), str) and isinstance(fragment.meta.get("launch_run"), str)


def _concurrent(fragments: list[Fragment]) -> set[int]:
    return {i for o in overlaps(fragments) if o.shared for i in (o.first, o.second)}


def split(raw: RawRun) -> list[RawRun]:
    """The runs one RawRun holds: its trials, with duplicate re-prints dropped."""
    if raw.format in _ONE_RUN_FORMATS or len(raw.fragments) < 2:
        return [raw]
    fragments = order_fragments(raw.fragments)
    ref = deciding_series(fragments)
    busy = _concurrent(fragments)
    shared = _shared(fragments, ref)
    resumes = _TB_RESUME_MARKERS if raw.format == "tensorboard" else _RESUME_MARKERS
    trials = [_Trial([fragments[0]], _start(fragments[0], ref))]
    notes: list[str] = []
    dropped: list[Decision] = []
    for index, fragment in enumerate(fragments[1:], start=1):
        start = _start(fragment, ref)
        trial = trials[-1]
        # A re-print lives in the file it repeats; another file with the same points is another run.
        # A relaunch is no re-print, even when it replays earlier points and stops sooner: as in
        # every reader, the newer launch is the live timeline (a rollback), the older points dead.
        same_file = [f for t in trials for f in t.fragments if f.source == fragment.source]
        if (index not in busy and same_file and not fragment.meta.get("relaunch")
                and is_duplicate(fragment, same_file)):
            span = fragment.step_range()
            what = "re-print earlier points (same steps, same values, as a final summary does)"
            notes.append(f"{fragment.source}: {sum(len(s) for s in fragment.series.values())} points at steps "
                         f"{span[0] if span else '?'}..{span[1] if span else '?'} {what}; read as duplicates, "
                         "not a rollback")
            dropped.append(numeric("duplicate", notes[-1], span[0] if span else None))
            continue
        # Only the deciding series can say "from scratch": rows of counters alone join the trial.
        first = trial.first if trial.first is not None else _first_any(trial.fragments)
        over = start is not None and _starts_over(fragment, trial)
        fresh = (start is not None and first is not None
                 and (start <= first or start <= _slack(fragment, trial, ref) or over)
                 and index not in busy
                 and not any(m.kind in resumes for m in fragment.markers))
        # A stretch a console's launch beside it starts (`identity.appended`) is a launch of its
        # own (a boundary), though it replays the one before (one seed, deterministic).
        if fresh and (raw.format == "lightning" or _console_cut(fragment)
                      or (not fragment.meta.get("rerun") and not fragment.meta.get("continued")
                          and not fragment.meta.get(FALSE_START)
                          and _own_curve(fragment, trial, ref, shared))):
            # Fragments without the loss written just before (an evaluation-only launch, one
            # that died before its first loss) open this launch rather than end the last one,
            # unless their file names say another process wrote them.
            opening = _loss_less_tail(trial, ref)
            del trial.fragments[len(trial.fragments) - len(opening):]
            opening, aborted = _by_writer(opening, trial, fragment)
            for group in aborted:
                notes.append(f"{group[0].source}: no {ref or 'loss'} point, written by a process of its own "
                             f"({_writer(group[0])}): a launch that stopped before its first loss, read as a run")
                trials.append(_Trial(group, None, boundary("new run", notes[-1], _first_any(group))))
            why = (_why_new(raw, fragment, trial, ref, start) if first is None or start is None or start <= first
                   or start <= _slack(fragment, trial, ref) else _why_over(fragment, trial, start))
            trials.append(_Trial(opening + [fragment], start, why))
        else:
            trial.fragments.append(fragment)
            if trial.first is None:
                trial.first = start
    trials = [trial for trial in trials if trial.fragments]
    if raw.format != "lightning":
        trials = _fold_false_starts(trials, ref, notes, dropped)
    if len(trials) == 1:
        if not notes:
            return [raw]
        return [_rebuilt(raw, raw.name, trials[0].fragments, raw.identity, notes, dropped)]
    out = []
    for number, trial in enumerate(trials, start=1):
        name = _trial_name(raw, trial, number)
        identity = None if raw.identity is None else f"{raw.identity}#trial{number}"
        if raw.format == "lightning":
            told = [f"{raw.name}: {len(trials)} version folders start again from the first step: a sweep, "
                    f"read as {len(trials)} runs (a version that continues or overlaps an earlier one is a "
                    "resume of that run)"]
        else:
            told = [f"{raw.sources[0] if raw.sources else raw.name}: the steps restart from the first logged step "
                    f"{len(trials) - 1} time(s) with a curve of their own: read as {len(trials)} runs, one per "
                    "trial (a rerun that repeats the same curve would be a rollback instead)"]
        out.append(_rebuilt(raw, name, trial.fragments, identity, notes + told,
                            dropped + ([trial.why] if trial.why else [])))
    return out


def _fold_false_starts(trials: list[_Trial], ref: str | None, notes: list[str],
                       dropped: list[Decision]) -> list[_Trial]:
    """The trials with the false starts a file opens with joined to the launch after them
    (`identity.false_starts`): only a restart the steps alone opened may be one."""
    folded, told = fold([t.fragments for t in trials], [t.why is not None and t.why.rank > Rank.NUMERIC
                                                        for t in trials], ref,
                        trials[0].fragments[0].source if trials and trials[0].fragments else "")
    if told is None:
        return trials
    notes.append(told.evidence)
    dropped.append(told)
    count = len(trials) - len(folded)
    return [_Trial(folded[0], trials[0].first, trials[0].why), *trials[count + 1:]]


def _why_new(raw: RawRun, fragment: Fragment, trial: _Trial, ref: str | None, start: int | None) -> Decision:
    """The record of a restart read as a run of its own."""
    if raw.format == "lightning":
        return boundary("new run", f"{fragment.source}: a version folder of its own that starts again at step "
                                   f"{start}", start)
    cut = fragment.meta.get("launch_cut")
    if isinstance(cut, str) and (fragment.meta.get("launch_file") or fragment.meta.get("launch_run")):
        # A table's stretch that an event file of its own launch starts (`identity.appended`).
        return boundary("new run", f"{fragment.source}: a launch of its own from step {start}: {cut}", start)
    end = points(trial.fragments, ref)
    reached = f" after the launch before reached {int(end[0].max())}" if end is not None and len(end[0]) else ""
    return numeric("new run", f"{fragment.source}: the {ref or 'loss'} starts again at step {start}{reached}, with "
                              "values of its own (no replay of an earlier launch) and no resume marker", start)


def _trial_name(raw: RawRun, trial: _Trial, number: int) -> str:
    version = trial.fragments[0].meta.get("version")
    if raw.format == "lightning" and version:
        return f"{raw.name}/{version}"
    return raw.name if number == 1 else f"{raw.name}#trial{number}"


def _rebuilt(raw: RawRun, name: str, fragments: list[Fragment], identity: str | None,
             notes: list[str], decided: Sequence[Decision] = ()) -> RawRun:
    sources = [s for s in raw.sources if any(f.source == s or f.source.startswith(s) for f in fragments)]
    meta = dict(raw.meta)
    # The report's `identity` says why this run stands apart from the others of its file or folder.
    meta["identity_notes"] = list(raw.meta.get("identity_notes", [])) + notes
    if decided:
        record(meta, *decided)
    if raw.format == "lightning":
        meta["versions"] = [f.meta.get("version") for f in fragments]
    return RawRun(name=name, format=raw.format, fragments=fragments, sources=sources or list(raw.sources),
                  warnings=list(raw.warnings) + notes, identity=identity, meta=meta)


def split_all(raws: Sequence[RawRun]) -> list[RawRun]:
    """Every RawRun split into the runs it holds, in order."""
    return [part for raw in raws for part in split(raw)]


__all__ = ["is_duplicate", "split", "split_all"]
