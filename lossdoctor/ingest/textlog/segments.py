"""Split a parsed log into trials (new runs) and resumed fragments, and build the RawRuns."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from lossdoctor.identity.decision import record
from lossdoctor.identity.false_starts import fold
from lossdoctor.identity.lengths import join_continued
from lossdoctor.identity.replay import deciding_series
from lossdoctor.identity.launches import join_replays, opening, stated_resume, states_same_job
from lossdoctor.identity.statements import Statement, resumes_at
from lossdoctor.ingest.textlog.common import FRESH, NAMED_RUN, RESUME, STARTUP_WORDS, Parsed
from lossdoctor.model import Fragment, Marker, RawRun, Series
from lossdoctor.roles import Role, is_perplexity, role_for


@dataclass
class Segment:
    """A stretch of records between restarts: which run it belongs to, and its markers."""

    run: int
    markers: list[Marker] = field(default_factory=list)
    named: bool = False  # opened by a banner naming another run: identity evidence
    opened_by: Marker | None = None  # the FRESH marker that opened it as a new run, if any


def monotone(steps: np.ndarray, kinds: np.ndarray) -> bool:
    """True when no record goes below an earlier step and no kind repeats or reverses a step."""
    if len(steps) < 2:
        return True
    if np.any(steps[1:] < np.maximum.accumulate(steps)[:-1]):
        return False
    for kind in np.unique(kinds):
        own = steps[kinds == kind]
        if len(own) > 1 and np.any(np.diff(own) <= 0):
            return False
    return True


def assign(parsed: Parsed) -> tuple[np.ndarray, list[Segment]]:
    """Segment index of every record, and the segments.

    A record starts a new segment when its step is below the highest step of the current
    segment, when it repeats or reverses the last step of its own kind (a line logged
    again after a resume), or after a restart marker. The new segment is a new trial when
    a FRESH marker says so, or (without a RESUME marker) when the step is back at the
    log's first step, or when a RESUME marker's checkpoint lies far beyond every step the
    run before it logged (`beyond_reach`); otherwise it is a resumed fragment of the same
    run. (A new trial that replays an earlier one's values is joined to it later, in `build`.)
    In a log with no loss at all (an RL loop's rewards), no value can show a resume: a counter
    going back without a RESUME marker opens a new trial wherever it goes back to.
    """
    steps, kinds = parsed.steps(), parsed.kinds
    if not parsed.markers and monotone(steps, kinds):
        return np.zeros(len(steps), dtype=np.int64), [Segment(0)]
    lossless = not _lossy(parsed)
    by_position: dict[int, list[tuple[str, Marker]]] = {}
    for position, kind, marker in parsed.markers:
        by_position.setdefault(position, []).append((kind, marker))
    segment_of = np.empty(len(steps), dtype=np.int64)
    segments = [Segment(0)]
    seg_max, count, reach = 0, 0, None
    last: dict[int, int] = {}
    for i, (step, kind) in enumerate(zip(steps.tolist(), kinds.tolist())):
        pending = by_position.get(i, [])
        resumes = [marker for code, marker in pending if code == RESUME]
        split = new_run = named = False
        opened_by: Marker | None = None
        if pending and count:
            split, new_run = True, pending[-1][0] == FRESH
            named = new_run and pending[-1][1].kind == NAMED_RUN
            opened_by = pending[-1][1] if new_run else None
            far = beyond_reach(pending[-1][1], reach) if pending[-1][0] == RESUME else None
            if far is not None:
                new_run, opened_by, resumes = True, far, []
        elif resumes:
            # Markers before a segment's first record describe that segment (every rank
            # may print the same line: keep one).
            segments[-1].markers.extend(m for m in resumes if m not in segments[-1].markers)
        if not split and count and (step < seg_max or (kind in last and step <= last[kind])):
            split, new_run = True, step <= parsed.base_step or (lossless and not resumes)
        if split:
            unique = [m for i, m in enumerate(resumes) if m not in resumes[:i]]
            segments.append(Segment(segments[-1].run + int(new_run), [] if new_run else unique, named, opened_by))
            count, last = 0, {}
        if split and new_run:
            reach = None
        segment_of[i] = len(segments) - 1
        seg_max = step if count == 0 else max(seg_max, step)
        reach = step if reach is None else max(reach, step)
        last[kind] = step
        count += 1
    return segment_of, segments


def _lossy(parsed: Parsed) -> bool:
    """Whether any table of the log holds a loss, an eval loss or a perplexity."""
    for table in parsed.tables:
        for name, column in table.columns.items():
            found = column.role if column.role is not None else role_for(name)
            if found in (Role.LOSS, Role.EVAL_LOSS) or is_perplexity(name):
                return True
    return False


# The words of the boundary that opens a run at a resume whose checkpoint the log never reached.
BEYOND_WORDS = "its checkpoint lies beyond every step the run before it logged"


def beyond_reach(marker: Marker, reach: int | None) -> Marker | None:
    """The boundary that opens a run of its own at a relaunch resumed from a checkpoint (`marker`,
    at its first step S) when the run before it in the log never got near S (`reach`, its highest
    step, short of S by more than a logging interval, `statements.resumes_at`, and by more than
    half of S, so that a sparse logger's last line before its checkpoint still reaches): the
    checkpoint is another training's, which this log does not hold (a debug launch of one step,
    then a resume of epoch 37 at step 13099), not a resume of that run. None when the run reached it."""
    if (reach is None or marker.kind == NAMED_RUN or 2 * reach >= marker.step
            or resumes_at(marker.step, reach, or_beyond=True)):
        return None
    return Marker("session_start", 0, f"{marker.detail}; {BEYOND_WORDS} (step {reach}): a training this log "
                  "does not hold, resumed, not the run before it")


RESTART_WORDS = "for a new trial"


def restart_note(source: str, name: str, runs: int) -> str:
    """The reader warning of a log whose step counter restarts for new trials."""
    return (f"{source}: the step counter restarts {runs - 1} time(s) {RESTART_WORDS}; read as {runs} runs "
            f"({name}, {name}#2, ...)")


def build(parsed: Parsed, path: Path, name: str) -> list[RawRun]:
    """RawRuns from a parsed log: one per trial, one Fragment per segment in file order."""
    if len(parsed.kinds) == 0:
        return []
    segment_of, segments = assign(parsed)
    source = str(path)
    per_table = [segment_of[parsed.kinds == index] for index in range(len(parsed.tables))]
    fragments: list[list[Fragment]] = [[] for _ in range(segments[-1].run + 1)]
    for index, segment in enumerate(segments):
        series: dict[str, Series] = {}
        wall_start: float | None = None
        for table_index, (table, seg) in enumerate(zip(parsed.tables, per_table)):
            lo, hi = np.searchsorted(seg, index, "left"), np.searchsorted(seg, index, "right")
            if lo == hi:
                continue
            wall = table.wall
            if wall is not None:
                finite = wall[lo:hi][np.isfinite(wall[lo:hi])]
                if len(finite):
                    first = float(finite[0])
                    wall_start = first if wall_start is None else min(wall_start, first)
            for column_name, column in table.columns.items():
                rows: np.ndarray | slice
                if column.rows is None:
                    # A column on every row: the table's steps (and times) as a view, one array
                    # for every such series of the segment, not a copy each.
                    rows, picked = slice(lo, hi), column.values[lo:hi]
                else:
                    a, b = np.searchsorted(column.rows, lo), np.searchsorted(column.rows, hi)
                    rows, picked = column.rows[a:b], column.values[a:b]
                if len(picked) == 0:
                    continue
                role = column.role if column.role is not None else role_for(column_name)
                # Two kinds of line may print a metric of the same name: keep both.
                key = column_name if column_name not in series else f"{column_name} ({table_index})"
                series[key] = Series(key, table.steps[rows], picked,
                                     None if wall is None else wall[rows], role=role)
        if not series:
            continue
        run_fragments = fragments[segment.run]
        fragments[segment.run].append(Fragment(
            source=source, series=series, wall_start=wall_start, order=len(run_fragments),
            markers=tuple(segment.markers), meta={"segment": index, "format": parsed.format,
                                                  # The program started again on its checkpoint: a launch
                                                  # (its points are no re-print, `identity.trials`).
                                                  **({"relaunch": True} if any(STARTUP_WORDS in m.detail
                                                                              for m in segment.markers) else {})},
        ))
    # What opened each run, when the log says so (a FRESH marker's detail): its identity.
    opened = {int(segment_of[position]): marker.detail for position, code, marker in parsed.markers
              if code == FRESH and marker.detail and position < len(segment_of)}
    named = [False] * len(fragments)
    for segment in segments:
        named[segment.run] = named[segment.run] or segment.named
    # A relaunch whose start-up lines state the checkpoint it loaded: that run's, whatever its values.
    resumed: list[Statement | None] = [None] * len(fragments)
    reruns = [False] * len(fragments)
    fresh = [False] * len(fragments)
    for segment in segments:
        if segment.opened_by is not None and resumed[segment.run] is None:
            resumed[segment.run] = stated_resume(segment.opened_by)
            reruns[segment.run] = states_same_job(segment.opened_by)
            # A fresh start the log states in words (not only its start-up printed again).
            fresh[segment.run] = (segment.opened_by.kind != NAMED_RUN and STARTUP_WORDS not in segment.opened_by.detail)
    trials, replays, joined = join_replays(fragments, named, source, resumed, reruns, fresh)
    trials, continued = join_continued(trials, [segments[int(f[0].meta.get("segment", 0))].opened_by for f in trials],
                                       deciding_series([f for frags in trials for f in frags]), source)
    before = trials
    trials, started_over = fold(before, [segments[int(f[0].meta.get("segment", 0))].opened_by is not None
                                         for f in before],
                                deciding_series([f for frags in before for f in frags]), source)
    if started_over is not None:
        # The launch the false starts joined keeps their notes and decisions, and its own.
        folded = [id(frags) for frags in before[:len(before) - len(trials) + 1]]
        replays[id(trials[0])] = [note for key in folded for note in replays.pop(key, [])]
        joined[id(trials[0])] = [*(d for key in folded for d in joined.pop(key, [])), started_over]
        continued[id(trials[0])] = [d for key in folded for d in continued.pop(key, [])]
    runs: list[RawRun] = []
    for number, frags in enumerate(trials, start=1):
        run_name = name if number == 1 else f"{name}#{number}"
        warnings = list(parsed.warnings)
        if len(trials) > 1:
            warnings.append(restart_note(source, name, len(trials)))
        meta = dict(parsed.meta)
        detail = opened.get(int(frags[0].meta.get("segment", -1)))
        notes = ([f"{source}: {detail}"] if detail else []) + replays.get(id(frags), [])
        if notes:
            meta["identity_notes"] = list(meta.get("identity_notes", [])) + notes
        decided = ([] if number == 1 else [opening(segments[int(frags[0].meta.get("segment", 0))].opened_by,
                                                   frags[0], source, parsed.base_step)]) + joined.get(id(frags), [])
        decided += continued.get(id(frags), [])
        if decided:
            record(meta, *decided)
        runs.append(RawRun(name=run_name, format=parsed.format, fragments=frags, sources=[source],
                           warnings=warnings, meta=meta))
    return runs
