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
from lossdoctor.ingest.textlog.common import NAMED_RUN, STARTUP_WORDS
from lossdoctor.model import Fragment, Marker


def join_replays(fragments: list[list[Fragment]], named: list[bool],
                  source: str) -> tuple[list[list[Fragment]], dict[int, list[str]], dict[int, list[Decision]]]:
    """The trials, with each launch from scratch that replays an earlier trial's values joined
    to that trial as a rollback (issue 25: a relaunch that replays the same values is the same
    run; its earlier attempt becomes dead evidence when stitched), and the notes that say so.

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
        earlier = trials[back]
        base = len(earlier)
        # `relaunch` tells `identity.trials` that a stretch repeating earlier points is this
        # launch stopping before the launch it replays did, not a summary's re-print.
        earlier.extend([replace(f, order=base + i, meta={**f.meta, "relaunch": True}) for i, f in enumerate(frags)])
        drawn[back] = points(earlier, ref)
        said = (f"{source}: the launch from step {check.first_step} replays the values of an earlier launch "
                f"({check.steps} step(s) of {check.series}, {check.match}): a rollback of that launch, not a new run")
        notes.setdefault(id(earlier), []).append(said)
        decisions.setdefault(id(earlier), []).append(numeric("rollback", said, check.first_step))
    return trials, notes, decisions


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


__all__ = ["join_replays", "opening"]
