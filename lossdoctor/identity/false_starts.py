"""False starts: short launches a log opens with, which the launch after them starts over.

A person who sees a log open with a few short launches (ten steps, one step, a few steps
again), then a launch that starts at or before where they started and goes on for hundreds of
steps, with nothing between them but the steps going back (no start-up lines, no banner, no
statement), reads test launches of the one training that follows: the job was started, stopped
and started again. They are rollbacks of that run (their points dead), not runs of their own,
whatever their values (a per-batch loss in another data order or from another initialisation
need not replay). A launch its start-up lines printed again open (as the reader recognises
them), a banner or a statement is a launch of its own (a boundary outranks these numbers), as
are launches in other files. What the rule cannot see: one start-up line alone printed again
(`Training started on cpu...`) is no boundary the console reader recognises; the sizes guard
such logs (a sweep's launches are no tenth of the next).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from lossdoctor.identity.decision import Decision, numeric
from lossdoctor.identity.replay import points
from lossdoctor.model import Fragment

# The launch that follows goes on to at least this many times the points of the false starts
# before it together: a training, not another launch of a sweep (`identity.aborted.GOES_ON`).
GOES_ON = 10
# ... and logs at least this many loss points: beside a training of a few dozen points (a few
# dozen epochs) a launch of one point ran a whole epoch of its own, no test of the next launch.
MIN_TRAINING = 100
# The meta key of a launch's first fragment that starts over the false starts before it.
FALSE_START = "false_start"


@dataclass(frozen=True)
class Launch:
    """What the rule weighs of one launch of a file: its loss points, its first step and
    whether anything but its steps opened it (start-up lines, a banner, a statement, a file)."""

    points: int
    first: int | None
    opened: bool


def false_starts(launches: Sequence[Launch]) -> int:
    """How many launches the log opens with are false starts of the launch right after them
    (0 when none): none after the first opened by anything but its steps going back, each of
    them starting at or after the first step of the next launch, which goes on to GOES_ON times
    their points taken together and to a training of MIN_TRAINING points at least."""
    for main in range(1, len(launches)):
        after, before = launches[main], launches[:main]
        if after.opened or after.first is None or any(b.opened for b in before[1:]):
            return 0
        total = sum(b.points for b in before)
        if (after.points >= MIN_TRAINING and GOES_ON * total <= after.points
                and all(b.points > 0 and b.first is not None and b.first >= after.first for b in before)):
            return main
        if GOES_ON * total > after.points and after.points >= MIN_TRAINING:
            # A long launch after launches too long to be false starts: a sweep, not a training started over.
            return 0
    return 0


def told(source: str, launches: Sequence[Launch], count: int) -> Decision:
    """The record of `count` false starts folded into the launch after them (a numeric rollback)."""
    main = launches[count]
    sizes = ", ".join(f"{b.points} loss point(s) from step {b.first}" for b in launches[:count])
    return numeric("rollback", f"{source}: the log opens with {count} short launch(es) ({sizes}) "
                               f"that the launch from step {main.first} starts over and takes to {main.points} "
                               "points, with nothing printed between them (no start-up lines, banner or "
                               "statement): false starts of that run, rolled back, not runs of their own",
                   main.first)


def fold(trials: list[list[Fragment]], opened: Sequence[bool], ref: str | None,
         source: str) -> tuple[list[list[Fragment]], Decision | None]:
    """The launches of one file (`trials`, in file order; `opened[i]`: something but its steps
    going back opened launch i) with the false starts it opens with joined, in file order, to
    the launch after them, and the decision that says so (None when there are none). The joined
    launch is a new list; the others are the lists given."""
    if len(trials) < 2 or len({f.source for frags in trials for f in frags}) > 1:
        return trials, None
    launches = []
    for frags, was_opened in zip(trials, opened):
        drawn = points(frags, ref)
        launches.append(Launch(0 if drawn is None else len(drawn[0]),
                               None if drawn is None or not len(drawn[0]) else int(drawn[0].min()), was_opened))
    count = false_starts(launches)
    if not count:
        return trials, None
    # `false_start` tells `identity.trials` that the launch after a false start is this rollback,
    # not a trial of its own; `relaunch`, that it is no summary's re-print.
    opening = {id(frags[0]) for frags in trials[1:count + 1] if frags}
    joined = [replace(f, order=i, meta={**f.meta, **({"relaunch": True, FALSE_START: True} if id(f) in opening
                                                    else {})})
              for i, f in enumerate(f for frags in trials[:count + 1] for f in frags)]
    return [joined, *trials[count + 1:]], told(source, launches, count)


__all__ = ["FALSE_START", "GOES_ON", "Launch", "MIN_TRAINING", "false_starts", "fold", "told"]
