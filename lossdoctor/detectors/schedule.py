"""What the logged schedule does to the loss: LR restarts, step-ups and re-warm-ups, and
batch-size or sequence-length switches, and how much of a loss bump each one explains.

A rise of the learning rate (or a switch of the batch size or sequence length) makes the
loss rise for a while by design. Detectors ask here whether an event they found sits on
such a schedule event, and the spike detector takes the smooth part of the loss response
away, so that a sudden spike on top of a restart bump is still judged on its own.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.model import Finding, Run, Series, Severity
from lossdoctor.roles import Role

# An LR move up by this factor is a schedule event; smaller wiggles are rounding or noise.
MIN_RISE = 1.5
# A rise completed within this many logged points is a jump (restart, step-up); longer is a ramp.
JUMP_POINTS = 3
# The LR had fallen this far below its earlier peak before jumping: a warm restart.
RESTART_FALL = 1.3
# Other-role series whose change is a schedule event, by their name without a namespace.
_SWITCHES = (
    (re.compile(r"^(batch_size|bs|global_batch_size|train_batch_size|effective_batch_size)$"),
     "batch-size switch"),
    (re.compile(r"^(seq_len|seqlen|sequence_length|seq_length|max_seq_len)$"), "sequence-length switch"),
)
# The total logged alone for this many points before its terms start: a warm-up phase of its own.
MIN_ALONE = 3
# The smooth response to an event, from a centred median over about this many steps.
RESPONSE_STEPS = 120


@dataclass(frozen=True)
class Event:
    """One schedule event: where it happened, on which series, and what it was."""

    series: str
    step: int
    what: str   # "warm restart", "lr step-up", "re-warm-up", "batch-size switch", "sequence-length switch",
    #             "objective switch"
    until: int  # the step where the next event begins (or the end of the logs)

    def as_field(self) -> dict[str, Any]:
        """The finding's `explained_by` object."""
        return {"series": self.series, "step": self.step, "what": self.what}


_EVENTS: weakref.WeakKeyDictionary[Run, tuple[Event, ...]] = weakref.WeakKeyDictionary()


def events(run: Run) -> tuple[Event, ...]:
    """Every schedule event of the run in step order, computed once per run."""
    if run not in _EVENTS:
        found = [*_lr_events(run.by_role(Role.LR)), *_switches(run), *_new_terms(run)]
        found.sort(key=lambda e: e.step)
        end = max((int(s.steps[-1]) + 1 for s in run.series.values() if len(s)), default=0)
        _EVENTS[run] = tuple(replace(e, until=next((o.step for o in found if o.step > e.step), end))
                             for e in found)
    return _EVENTS[run]


def _lr_events(lr_series: Sequence[Series]) -> list[Event]:
    """Rises of the first usable LR series, after its initial warm-up."""
    for series in lr_series:
        ok = np.isfinite(series.values) & (series.values > 0)
        # Copies only when something is dropped: at 10M points each is 80 MB.
        steps, logs = (series.steps, np.log(series.values)) if ok.all() else (series.steps[ok],
                                                                               np.log(series.values[ok]))
        del ok
        if len(steps) < 4:
            continue
        rising = np.diff(logs) > 1e-9
        starts, ends = signal.runs_of(rising)
        out = []
        for a, b in zip(starts.tolist(), ends.tolist()):
            # Diff index a is the move from point a to a + 1: the rise spans points a..b.
            earlier = float(np.max(logs[:a + 1]))
            fell = earlier - logs[a] >= np.log(RESTART_FALL)
            if logs[b] - logs[a] < np.log(MIN_RISE) or (a <= max(2, len(logs) // 20) and not fell):
                continue  # too small, or the run's own warm-up (after at most a flat start)
            if b - a <= JUMP_POINTS:
                what = "warm restart" if fell else "lr step-up"
            else:
                what = "re-warm-up"
            out.append(Event(series.name, int(steps[a + 1]) if b - a <= JUMP_POINTS else int(steps[a]),
                             what, 0))
        return out
    return []


def _switches(run: Run) -> list[Event]:
    """Steps where a logged batch size or sequence length changes."""
    out = []
    for name, series in sorted(run.series.items()):
        if series.role is not Role.OTHER:
            continue
        key = name.strip().lower().rsplit("/", 1)[-1]
        what = next((label for pattern, label in _SWITCHES if pattern.match(key)), None)
        if what is None:
            continue
        ok = np.isfinite(series.values) & (series.values > 0)
        steps, values = series.steps[ok], series.values[ok]
        moved = np.flatnonzero(np.abs(np.log(values[1:] / values[:-1])) > np.log(1.05)) + 1
        if len(moved) > max(20, len(values) // 10):
            continue  # it changes all the time: a per-batch measurement (packing), not a schedule
        out += [Event(name, int(steps[i]), what, 0) for i in moved.tolist()]
    return out


def _new_terms(run: Run) -> list[Event]:
    """The step where a total's terms start to be logged after the total ran alone for a while
    (a warm-up on one loss, then the full objective with its added terms): the total jumps there
    by design, the new terms in plain sight beside it."""
    from lossdoctor.detectors.prepare import GROUPS  # prepare builds the groups this reads
    out = []
    for group in run.meta.get(GROUPS) or ():
        total = run.series.get(group.total)
        terms = [run.series[n] for n in group.terms if n in run.series]
        if total is None or len(terms) < 2:
            continue
        firsts = [int(t.steps[np.isfinite(t.values)][0]) for t in terms if np.isfinite(t.values).any()]
        if len(firsts) < 2:
            continue
        start = min(firsts)
        before = int((np.isfinite(total.values) & (total.steps < start)).sum())
        if before >= MIN_ALONE and firsts.count(start) >= 2:
            out.append(Event(terms[firsts.index(start)].name, start, "objective switch", 0))
    return out


def explaining(found: Sequence[Event], lo: float, hi: float) -> Event | None:
    """The last event with its step in [lo, hi]: callers choose the window their finding allows."""
    inside = [event for event in found if lo <= event.step <= hi]
    return inside[-1] if inside else None


def explain(finding: Finding, event: Event, detail: str) -> Finding:
    """The finding at info, with `explained_by` and a message that says why."""
    message = (f"{finding.message}; explained by the {event.what} at step {event.step} "
               f"({event.series}): {detail}")
    return replace(finding, severity=Severity.INFO, message=message,
                   fields={**finding.fields, "explained_by": event.as_field()},
                   advice=(f"nothing to do if the {event.what} at step {event.step} was intended: the "
                           f"loss responds to it by design",))


@dataclass(frozen=True)
class Response:
    """The smooth rise of the loss after each event (log units, 0 elsewhere), per point of a
    series, and which event each point's rise belongs to (-1: none)."""

    excess: np.ndarray
    owner: np.ndarray

    def adjusted(self, series: Series) -> Series:
        """The series with the explained rise taken out: what is left is not the schedule's."""
        values = series.values * np.exp(-self.excess)
        return Series(series.name, series.steps, values, series.wall_times, role=series.role,
                      fragment=series.fragment,
                      bucket_min=None if series.bucket_min is None else series.bucket_min * np.exp(-self.excess),
                      bucket_max=None if series.bucket_max is None else series.bucket_max * np.exp(-self.excess))


def response(series: Series, found: Sequence[Event]) -> Response | None:
    """The smooth part of the loss rise after each event: a centred median of the log-loss
    from the event on (wide enough that a spike of a few dozen steps does not move it),
    above the level just before the event, until it is back at that level or the next event
    begins. None when no event rose the loss."""
    if not found:
        return None  # nothing to respond to: no per-point arrays
    y, ok = signal.log_loss(series.values)
    steps = series.steps
    excess = np.zeros(len(y))
    owner = np.full(len(y), -1)
    size = max(5, signal.points_for_steps(steps, RESPONSE_STEPS) | 1)
    for k, event in enumerate(found):
        a = signal.index_of_step(steps, event.step)
        b = signal.index_of_step(steps, event.until)
        before = y[max(0, a - 20):a][ok[max(0, a - 20):a]]
        inside = np.flatnonzero(ok[a:b]) + a
        if len(before) < 3 or len(inside) < 5:
            continue
        level = float(np.median(before))
        smooth = signal.rolling_median(y[inside], size) - level
        if len(inside) > size:
            # At the far end a shrinking window is one noisy point: hold the last full window.
            smooth[-(size // 2):] = float(np.median(y[inside[-size:]])) - level
        down = np.flatnonzero(smooth <= 0)
        top = int(np.argmax(smooth))
        back = down[down > top]
        stop = int(back[0]) if len(back) else len(inside)
        part = inside[:stop]
        excess[part] = np.maximum(smooth[:stop], 0.0)
        owner[part] = k
    if not excess.any():
        return None
    return Response(excess, owner)


__all__ = ["Event", "Response", "events", "explain", "explaining", "response"]
