"""Spikes on a run whose schedule moves the loss: the smooth rise after an LR restart (or
step-up, re-warm-up, batch-size or sequence-length switch) is the schedule's; only what
stands above it is a spike of its own."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import numpy as np

from lossdoctor.detectors import schedule, signal
from lossdoctor.detectors.spikecontext import coincide
from lossdoctor.detectors.spikefind import Scan, Spike, SpikeParams, scan
from lossdoctor.model import Series


@dataclass(frozen=True)
class Judged:
    """A spike, the schedule event that explains it, or the one whose bump it stands on."""

    spike: Spike
    explained_by: schedule.Event | None = None
    on_bump: schedule.Event | None = None


def judged(series: Series, raw: Scan, params: SpikeParams, found: Sequence[schedule.Event]) -> list[Judged]:
    """The spikes of a series, each with the schedule event that explains it (or None).

    The series is scanned again with the schedule's smooth response taken out: the spikes
    found there are real, at their own size above the bump. The first scan's spikes that
    start inside a response, where no real spike starts, are the bump itself: explained.
    """
    response = schedule.response(series, found)
    if response is None:
        return [Judged(spike) for spike in raw.spikes]
    adjusted = scan(response.adjusted(series), params)
    steps = series.steps
    out = []
    for spike in adjusted.spikes if adjusted is not None else []:
        start = signal.index_of_step(steps, spike.start_step)
        peak = signal.index_of_step(steps, spike.peak_step)
        owner = int(response.owner[min(start, len(steps) - 1)])
        out.append(Judged(replace(spike, baseline=spike.baseline * float(np.exp(response.excess[start])),
                                  peak=spike.peak * float(np.exp(response.excess[peak]))),
                          on_bump=found[owner] if owner >= 0 else None))
    real = [item.spike for item in out]
    for spike in raw.spikes:
        start = min(signal.index_of_step(steps, spike.start_step), len(steps) - 1)
        owner = int(response.owner[start])
        if owner < 0 or any(coincide(spike.start_step, r.start_step, raw.spacing) for r in real):
            continue
        out.append(Judged(_bump(spike, response, owner, steps), explained_by=found[owner]))
    out.sort(key=lambda item: item.spike.start_step)
    return out


def _bump(spike: Spike, response: schedule.Response, owner: int, steps: np.ndarray) -> Spike:
    """The raw spike resized to the schedule's response alone (a real spike on top of it is
    reported on its own)."""
    mine = np.flatnonzero(response.owner == owner)
    top = int(mine[np.argmax(response.excess[mine])])
    return replace(spike, peak_step=int(steps[top]),
                   peak=spike.baseline * float(np.exp(response.excess[top])))


__all__ = ["Judged", "judged"]
