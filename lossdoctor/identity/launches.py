"""Launches a console log holds: which are runs of their own, which replay an earlier one.

A text reader finds the evidence (markers: a fresh start the program states, start-up lines
printed again, a banner naming another run); the decision, by rank, is made here, for every
text reader alike (issue 31).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from lossdoctor.identity.decision import Decision, boundary, numeric, stated
from lossdoctor.identity.replay import LOOK_BACK, deciding_series, points, replayed_points, shared_start
from lossdoctor.identity.statements import Statement, resumes_at, statement
from lossdoctor.ingest.textlog.common import NAMED_RUN, RESUME_WORDS, STARTUP_WORDS
from lossdoctor.model import Fragment, Marker


def stated_resume(marker: Marker | None) -> Statement | None:
    """The resume with its step that a relaunch's start-up lines state (`Resumed at step 705000`),
    as the console reader quoted it in the relaunch's marker; None when they state none."""
    if marker is None or marker.kind == NAMED_RUN or RESUME_WORDS not in marker.detail:
        return None
    where, _, text = marker.detail.split(RESUME_WORDS, 1)[1].partition(": ")
    said = statement(text, int(where.split()[-1]) if where.split() and where.split()[-1].isdigit() else 0)
    return said if said is not None and said.kind == "resume" and said.step is not None else None


def _resumed_trial(trials: list[list[Fragment]], said: Statement, start: int | None) -> int | None:
    """The trial a relaunch that states a resume from step S continues: the latest one that
    began at or before S and reached it (a checkpoint is saved where a launch got to), when the
    relaunch's own first step comes right after S."""
    if start is None or not resumes_at(said.step, start):
        return None
    for back in range(len(trials) - 1, -1, -1):
        spans = [r for r in (f.step_range() for f in trials[back]) if r is not None]
        if spans and min(r[0] for r in spans) <= start and resumes_at(said.step, max(r[1] for r in spans),
                                                                            or_beyond=True):
            return back
    return None


def join_replays(fragments: list[list[Fragment]], named: list[bool], source: str,
                 resumed: list[Statement | None] | None = None,
                 ) -> tuple[list[list[Fragment]], dict[int, list[str]], dict[int, list[Decision]]]:
    """The trials, with each launch from scratch that states a resume (`resumed`: a stated
    decision, whatever the values) or replays an earlier trial's values (a numeric one) joined
    to that trial as a rollback (issue 25: a relaunch that replays the same values is the same
    run; its earlier attempt becomes dead evidence when stitched), and the notes that say so.

    A relaunch whose start-up lines say it loaded the checkpoint of step S joins the launch
    that reached S (issue 31: a stated resume joins the run whatever the values; a per-batch
    loss replayed after a resume need not repeat its first pass's values, as with a data order
    that is not restored).

    The test is the one TensorBoard launches get (`identity.replay.replayed`, on the series
    that decides for the whole log, as `identity.trials` takes it for a folder), over the steps
    beyond the start the log's distinct launches share (`replay.shared_start`). A trial a
    banner opened by naming another seed, trial or experiment stays a run of its own whatever
    its values: the banner is identity evidence.
    """
    trials: list[list[Fragment]] = []
    drawn: list[tuple[np.ndarray, np.ndarray] | None] = []  # each trial's points of `ref`
    notes: dict[int, list[str]] = {}
    decisions: dict[int, list[Decision]] = {}
    ref = deciding_series([f for frags in fragments for f in frags])
    # Sweeps often share their first steps to the last digit (one seed, a warm-up): agreeing
    # there is no sign of a rerun, only agreeing beyond where distinct launches part is.
    shared = shared_start([points(frags, ref) for frags in fragments], LOOK_BACK)
    for number, frags in enumerate(fragments):
        if not frags:
            continue
        mine = points(frags, ref)
        joined = None
        claim = resumed[number] if resumed is not None else None
        if claim is not None and not named[number]:
            span = [r for r in (f.step_range() for f in frags) if r is not None]
            back = _resumed_trial(trials, claim, min(r[0] for r in span) if span else None)
            if back is not None:
                kind = "rollback" if _reached(drawn[back], trials[back], claim.step) else "resume"
                told = (f"{source}: the launch from step {claim.step} states that it resumes (line {claim.line}: "
                        f"{claim.text[:160]!r}): a {kind} of the run it continues, whatever its values")
                _join(trials, drawn, back, frags, ref, Marker("checkpoint_loaded", claim.step or 0, claim.text[:160]))
                notes.setdefault(id(trials[back]), []).append(told)
                decisions.setdefault(id(trials[back]), []).append(stated(kind, told, claim.step))
                continue
        if not named[number] and mine is not None:
            for back in range(len(trials) - 1, max(len(trials) - LOOK_BACK, 0) - 1, -1):
                check = replayed_points(drawn[back], mine, ref or "", shared)
                if check is not None:
                    joined = back, check
                    break
        if joined is None:
            trials.append(list(frags))
            drawn.append(mine)
            continue
        back, check = joined
        _join(trials, drawn, back, frags, ref)
        earlier = trials[back]
        said = (f"{source}: the launch from step {check.first_step} replays the values of an earlier launch "
                f"({check.steps} step(s) of {check.series}, {check.match}): a rollback of that launch, not a new run")
        notes.setdefault(id(earlier), []).append(said)
        decisions.setdefault(id(earlier), []).append(numeric("rollback", said, check.first_step))
    return trials, notes, decisions


def _reached(drawn: tuple[np.ndarray, np.ndarray] | None, trial: list[Fragment], step: int | None) -> bool:
    """Whether a trial logged its loss at or beyond `step` (a resume from there replays it)."""
    if drawn is not None and len(drawn[0]):
        return step is not None and int(drawn[0].max()) >= step
    ends = [r[1] for r in (f.step_range() for f in trial) if r is not None]
    return step is not None and bool(ends) and max(ends) >= step


def _join(trials: list[list[Fragment]], drawn: list[tuple[np.ndarray, np.ndarray] | None], back: int,
          frags: list[Fragment], ref: str | None, marker: Marker | None = None) -> None:
    """Join a relaunch's fragments to trial `back`, with the checkpoint load it states on its first."""
    earlier = trials[back]
    base = len(earlier)
    # `relaunch` tells `identity.trials` that a stretch repeating earlier points is this
    # launch stopping before the launch it replays did, not a summary's re-print.
    added = [replace(f, order=base + i, meta={**f.meta, "relaunch": True}) for i, f in enumerate(frags)]
    if marker is not None and added:
        # The stated load, where every later step (`identity.trials`, the stitcher) reads a resume.
        added[0] = replace(added[0], markers=(*added[0].markers, marker))
    earlier.extend(added)
    drawn[back] = points(earlier, ref)


def opening(marker: Marker | None, first: Fragment, source: str, base_step: int) -> Decision:
    """Why a run after the log's first starts at this segment, ranked: a banner naming another
    run or a fresh start the program states, a launch its start-up lines open, or only the
    steps going back to the first step."""
    span = first.step_range()
    step = span[0] if span else None
    if marker is None:
        return numeric("new run", f"{source}: the steps go back to {step} (the log's first step is {base_step}) "
                       "with values of their own, and nothing says the run resumed", step)
    if marker.kind == NAMED_RUN:
        return stated("new run", f"{source}: {marker.detail}", step)
    if STARTUP_WORDS in marker.detail:
        return boundary("new run", f"{source}: {marker.detail}", step)
    return stated("new run", f"{source}: a fresh start, stated by {marker.detail!r}", step)


__all__ = ["join_replays", "opening", "stated_resume"]
