"""A stretch of a text log with no loss after the training is another stage, not a rollback.

A script that trains and then runs another stage in the same process or the same output file
(DINO's linear probe followed by its k-NN evaluation, `[390/782] eta ... time ... max mem`)
prints a counter that starts low again with no loss on it. Taken as a fragment of the run, its
steps going back made a rollback that set every loss point of the training aside as abandoned.
A fragment after the first that holds no loss, eval-loss or perplexity point, carries no restart marker and
starts below the steps already reached is set aside with a note; no loss value is lost.
"""

from __future__ import annotations

from lossdoctor.model import Fragment, RawRun
from lossdoctor.roles import Role, is_perplexity

# The console reader: its fragments are cut where a printed counter goes back, whatever printed
# it. Tables, event files and W&B runs hold one writer's rows, whose restarts are its own.
_CONSOLE = frozenset({"generic"})
_LOSSES = (Role.LOSS, Role.EVAL_LOSS)


def without_stages(raw: RawRun) -> RawRun:
    """The raw without the loss-less fragments of another stage that would read as rollbacks."""
    if raw.format not in _CONSOLE or len(raw.fragments) < 2:
        return raw
    if not any(_lossy(fragment) for fragment in raw.fragments):
        # A log with no loss anywhere (an RL loop's rewards) has no training for a stretch to
        # be a stage after: its counter going back is a launch (`segments.assign`).
        return raw
    kept = [raw.fragments[0]]
    reached = _last(raw.fragments[0])
    for fragment in raw.fragments[1:]:
        span = fragment.step_range()
        # A perplexity is the loss in another unit (a script may print only `ppl`).
        lossless = not _lossy(fragment)
        if lossless and not fragment.markers and span is not None and reached is not None and span[0] < reached:
            names = ", ".join(sorted(fragment.series))
            raw.warnings.append(f"{fragment.source}: a stretch with no loss after step {reached} (steps {span[0]}.."
                                f"{span[1]} of {names}) is another stage's counter, not a rollback: set aside")
            continue
        kept.append(fragment)
        last = _last(fragment)
        if last is not None:
            reached = last if reached is None else max(reached, last)
    raw.fragments = kept
    return raw


def _lossy(fragment: Fragment) -> bool:
    """Whether a fragment holds a loss, eval-loss or perplexity point."""
    return any(len(s) and (s.role in _LOSSES or is_perplexity(name)) for name, s in fragment.series.items())


def _last(fragment: Fragment) -> int | None:
    span = fragment.step_range()
    return None if span is None else int(span[1])


__all__ = ["without_stages"]
