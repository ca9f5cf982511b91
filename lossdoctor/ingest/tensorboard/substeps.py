"""One step value written many times: per-batch points logged at the epoch's step, read in file order.

Ultralytics (8.x) writes its per-batch running means (`train/box_loss`, ...) with the epoch
as the step, so each epoch holds a few hundred points at one step. Read by the stitch rule
("a repeated step keeps its last write") each epoch would be one point. A person sees the
points one after the other. When a whole series is written that way (most steps repeat, and
the values differ within a step: not a copy written twice), each write becomes a sub-step,
`step x scale + write index`, with `scale` the power of ten above the most writes of one step,
so `5123` reads "step 5, write 123". Other series of the fragment (the epoch's evaluation) are
placed at the last write of their step made before them.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import Fragment, Series

# A series is written per sub-step when it holds at least this many writes per step on
# average and nearly all of its points share their step with another point. Two writes a
# step is a double write (two ranks, an eval row), not a per-batch stream.
MIN_PER_STEP = 3
MIN_SHARED = 0.9


def _groups(steps: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Each point's index within the run of points sharing its step, and the run lengths."""
    starts = np.flatnonzero(np.r_[True, steps[1:] != steps[:-1]])
    lengths = np.diff(np.r_[starts, len(steps)])
    index = np.arange(len(steps)) - np.repeat(starts, lengths)
    return index, lengths


def repeated(series: Series) -> bool:
    """Whether the series writes its step over and over, with values of their own."""
    steps, values = series.steps, series.values
    if len(steps) < MIN_PER_STEP or not bool(np.all(np.diff(steps) >= 0)):
        return False
    _, lengths = _groups(steps)
    if len(steps) < MIN_PER_STEP * len(lengths) or lengths[lengths > 1].sum() < MIN_SHARED * len(steps):
        return False
    changed = np.r_[False, (steps[1:] == steps[:-1]) & (values[1:] != values[:-1])]
    return bool(changed.any())


def _scale(fragments: Sequence[Fragment], names: set[str]) -> int:
    most = max(int(_groups(f.series[n].steps)[1].max()) for f in fragments for n in names
               if n in f.series and len(f.series[n]))
    return int(10 ** np.ceil(np.log10(most + 1)))


def _placed(series: Series, clock: Series, clock_steps: np.ndarray, scale: int) -> np.ndarray:
    """Sub-steps of a series written once a step: the last clock write of its step made before
    it (by wall time), its step's first sub-step when none was; without wall times, the
    last write of its step (an epoch's evaluation follows the epoch)."""
    out = series.steps * scale
    lo = np.searchsorted(clock.steps, series.steps, side="left")
    hi = np.searchsorted(clock.steps, series.steps, side="right")
    has = hi > lo
    if clock.wall_times is None or series.wall_times is None:
        out[has] = clock_steps[hi[has] - 1]
        return out
    walls = np.maximum.accumulate(np.nan_to_num(clock.wall_times, nan=-np.inf))
    last = np.minimum(np.searchsorted(walls, series.wall_times, side="right") - 1, hi - 1)
    take = has & (last >= lo)
    out[take] = clock_steps[last[take]]
    return out


def _spread_names(fragments: Sequence[Fragment]) -> set[str]:
    """The series written per sub-step over the run: repeated in the fragments holding nearly
    all of their points."""
    total: dict[str, int] = {}
    written: dict[str, int] = {}
    for fragment in fragments:
        for name, series in fragment.series.items():
            total[name] = total.get(name, 0) + len(series)
            if repeated(series):
                written[name] = written.get(name, 0) + len(series)
    return {name for name, count in written.items() if count >= MIN_SHARED * total[name]}


def step_source(scale: int) -> dict[str, str]:
    """The reading's `step_source` on the sub-step axis."""
    return {"name": f"the events' step, each write of a repeated step a sub-step (logged step x {scale} "
                    "+ write index)", "unit": "sub-steps"}


def spread(fragments: list[Fragment]) -> tuple[list[Fragment], list[str], int]:
    """Fragments whose per-write series are spread over sub-steps, what was said about it, and
    the scale (1 when nothing moved).

    Every fragment moves to the sub-step axis, so that the run's fragments still compare.
    """
    names = _spread_names(fragments)
    if not names:
        return fragments, [], 1
    scale = _scale(fragments, names)
    out: list[Fragment] = []
    notes: list[str] = []
    for fragment in fragments:
        mine = names & set(fragment.series)
        clock = max((fragment.series[n] for n in mine), key=lambda s: (len(s), s.name)) if mine else None
        clock_steps = clock.steps * scale + _groups(clock.steps)[0] if clock is not None else None
        series: dict[str, Series] = {}
        for name, s in fragment.series.items():
            if name in mine:
                sub = s.steps * scale + _groups(s.steps)[0]
            elif clock is not None and clock_steps is not None:
                sub = _placed(s, clock, clock_steps, scale)
            else:
                sub = s.steps * scale
            series[name] = Series(name, sub, s.values, s.wall_times, role=s.role, fragment=s.fragment,
                                  bucket_min=s.bucket_min, bucket_max=s.bucket_max)
        out.append(Fragment(fragment.source, series, fragment.wall_start, fragment.order, fragment.markers,
                            fragment.meta))
        if clock is not None:
            steps = np.unique(clock.steps)
            notes.append(f"{fragment.source}: {', '.join(sorted(mine))} wrote {len(clock)} points at only "
                         f"{len(steps)} step value{'s' * (len(steps) != 1)} ({int(steps[0])}..{int(steps[-1])}), "
                         f"with values of their own: read in file order as successive sub-steps, "
                         f"step = logged step x {scale} + write index")
    return out, notes, scale
