"""Launches a console log holds: which are runs of their own, which replay an earlier one.

A text reader finds the evidence (markers: a fresh start the program states, start-up lines
printed again, a banner naming another run); the decision, by rank, is made here, for every
text reader alike (issue 31).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from lossdoctor.identity.continued import continues
from lossdoctor.identity.decision import Decision, boundary, numeric, stated
from lossdoctor.identity.lengths import LENGTH_WORDS
from lossdoctor.identity.replay import (LOOK_BACK, deciding_series, parted_at_first, points, replayed_points,
                                       shared_start)
from lossdoctor.identity.statements import Statement, resumes_at, statement
from lossdoctor.ingest.textlog.common import NAMED_RUN, RESUME_WORDS, SAME_JOB_WORDS, STARTUP_WORDS
from lossdoctor.model import Fragment, Marker
from lossdoctor.roles import Role
from lossdoctor.stitching.replay import CLOSE_REL, common_steps, differences

# A rerun's loss agrees with the launch it reruns to this share in median over their common
# steps: the same seed and settings on other kernels or another data order stay this close,
# while other settings move the curve further.
RERUN_REL = 0.25
# The words a stated rerun's rollback adds when its first loss, written to many digits, parts from
# the attempt's: the statement decides, and the reading is in doubt (`identity.audit`).
PARTED_WORDS = "though its first loss parts from that launch's"


def stated_resume(marker: Marker | None) -> Statement | None:
    """The resume with its step that a relaunch's start-up lines state (`Resumed at step 705000`),
    as the console reader quoted it in the relaunch's marker; None when they state none."""
    if marker is None or marker.kind == NAMED_RUN or RESUME_WORDS not in marker.detail:
        return None
    where, _, text = marker.detail.split(RESUME_WORDS, 1)[1].partition(": ")
    said = statement(text, int(where.split()[-1]) if where.split() and where.split()[-1].isdigit() else 0)
    return said if said is not None and said.kind == "resume" and said.step is not None else None


def states_same_job(marker: Marker | None) -> bool:
    """Whether a relaunch's start-up states the seed (and config) of the launch before it, as
    the console reader noted in its marker (`identity.settings`)."""
    return marker is not None and marker.kind != NAMED_RUN and SAME_JOB_WORDS in marker.detail


def _not_contradicted(before: list[Fragment], drawn: tuple[np.ndarray, np.ndarray] | None,
                      frags: list[Fragment], mine: tuple[np.ndarray, np.ndarray] | None) -> bool:
    """Whether a relaunch's numbers leave the statement that it reruns the job of `before`
    standing: its loss within RERUN_REL of the earlier launch's in median over their common
    steps (a rerun's kernels and data order may differ; a sweep's settings move the curve), and
    its learning rate the same wherever both print one (a schedule is deterministic)."""
    if drawn is None or mine is None:
        return False
    common, a, b = common_steps(drawn, mine, int(mine[0].min()), int(drawn[0].max()))
    if not len(common) or float(np.median(differences(a, b)[1])) > RERUN_REL:
        return False
    lrs = {name for f in before for name, s in f.series.items() if s.role is Role.LR}
    for name in lrs:
        old, new = points(before, name), points(frags, name)
        if old is None or new is None:
            continue
        steps, x, y = common_steps(old, new, int(new[0].min()), int(old[0].max()))
        if len(steps) and float(np.max(differences(x, y)[1])) > CLOSE_REL:
            return False
    return True


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
                 resumed: list[Statement | None] | None = None, reruns: list[bool] | None = None,
                 fresh: list[bool] | None = None,
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

    A relaunch whose start-up states the seed and config of the launch just before it
    (`reruns`) is that job run again: a rollback of it, a stated decision, unless its numbers
    contradict the statement (`_not_contradicted`).

    A launch that replays nothing but whose loss goes on at the level the launch before it
    stopped, not back at the untrained level (`identity.continued`), is that training resumed
    with its counter reset: joined to it (a numeric decision), unless a banner names it or the
    log states a fresh start for it (`fresh`).
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
        if (reruns is not None and reruns[number] and not named[number] and trials
                and _not_contradicted(trials[-1], drawn[-1], frags, mine)):
            assert mine is not None
            first = int(mine[0].min())
            told = (f"{source}: the launch from step {first} states the seed and config of the launch before it "
                    "(its start-up lines, printed again): the same job run again, a rollback of that launch")
            parted = parted_at_first(drawn[-1], mine)
            if parted is not None:
                told += (f", {PARTED_WORDS} at step {parted[0]} ({parted[2]!r} against {parted[1]!r}, where a "
                         "replay prints the same digits): perhaps a run of its own")
            _join(trials, drawn, len(trials) - 1, frags, ref, rerun=True)
            notes.setdefault(id(trials[-1]), []).append(told)
            decisions.setdefault(id(trials[-1]), []).append(stated("rollback", told, first))
            continue
        if not named[number] and mine is not None:
            for back in range(len(trials) - 1, max(len(trials) - LOOK_BACK, 0) - 1, -1):
                check = replayed_points(drawn[back], mine, ref or "", shared)
                if check is not None:
                    joined = back, check
                    break
        if joined is None and trials and not named[number] and not (fresh is not None and fresh[number]):
            if _continued(trials, drawn, frags, ref, source, notes, decisions):
                continue
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


def _continued(trials: list[list[Fragment]], drawn: list[tuple[np.ndarray, np.ndarray] | None],
               frags: list[Fragment], ref: str | None, source: str, notes: dict[int, list[str]],
               decisions: dict[int, list[Decision]]) -> bool:
    """Join a launch whose loss goes on where the last trial stopped (`identity.continued`) to
    that trial, with the note and the numeric decision that say so; whether it was joined."""
    found = continues(trials[-1], frags)
    if found is None:
        return False
    spans = [r for r in (f.step_range() for f in frags) if r is not None]
    first = min(r[0] for r in spans) if spans else None
    told = (f"{source}: the launch from step {first} starts its step counter again, but its losses go on where "
            f"the launch before it stopped, not at the untrained level ({found.detail}; "
            f"{len(found.losses)} loss(es) weighed, median place {found.place:.2f} of the way down): "
            "the same training resumed with its counter reset")
    _join(trials, drawn, len(trials) - 1, frags, ref, continued=True)
    notes.setdefault(id(trials[-1]), []).append(told)
    decisions.setdefault(id(trials[-1]), []).append(numeric("resume", told, first))
    return True


def _reached(drawn: tuple[np.ndarray, np.ndarray] | None, trial: list[Fragment], step: int | None) -> bool:
    """Whether a trial logged its loss at or beyond `step` (a resume from there replays it)."""
    if drawn is not None and len(drawn[0]):
        return step is not None and int(drawn[0].max()) >= step
    ends = [r[1] for r in (f.step_range() for f in trial) if r is not None]
    return step is not None and bool(ends) and max(ends) >= step


def _join(trials: list[list[Fragment]], drawn: list[tuple[np.ndarray, np.ndarray] | None], back: int,
          frags: list[Fragment], ref: str | None, marker: Marker | None = None, rerun: bool = False,
          continued: bool = False) -> None:
    """Join a relaunch's fragments to trial `back`, with the checkpoint load it states on its first
    (`rerun`: it states the job's seed and config, a rollback whatever its values replay)."""
    earlier = trials[back]
    base = len(earlier)
    # `relaunch` tells `identity.trials` that a stretch repeating earlier points is this
    # launch stopping before the launch it replays did, not a summary's re-print; `rerun`, that
    # a restart from scratch is this stated rollback, not a trial of its own; `continued`, that
    # it is this launch going on where the last stopped (`identity.continued`).
    added = [replace(f, order=base + i, meta={**f.meta, "relaunch": True, **({"rerun": True} if rerun else {}),
                                              **({"continued": True} if continued else {})})
             for i, f in enumerate(frags)]
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
    if STARTUP_WORDS in marker.detail or LENGTH_WORDS in marker.detail:
        return boundary("new run", f"{source}: {marker.detail}", step)
    return stated("new run", f"{source}: a fresh start, stated by {marker.detail!r}", step)


__all__ = ["PARTED_WORDS", "RERUN_REL", "join_replays", "opening", "stated_resume", "states_same_job"]
