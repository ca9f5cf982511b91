"""What a series detector looks at: each live series, and each dead fragment as its own attempt."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

# Live points kept before a dead stretch, so that its first steps have a baseline.
CONTEXT_POINTS = 400


@dataclass(frozen=True, eq=False)
class Target:
    """One stretch to analyse.

    For a dead fragment, `series` is the live history before it (context) followed by
    the dead points, and only events at or after `from_step` belong to it.
    """

    series: Series
    in_dead_fragment: bool = False
    fragment: int | None = None
    from_step: int | None = None
    attempt: int | None = None

    @property
    def name(self) -> str:
        """The series name findings are reported under."""
        return self.series.name

    def owns(self, step: int) -> bool:
        """Whether an event starting at `step` belongs to this target."""
        return self.from_step is None or step >= self.from_step

    def where(self) -> str:
        """Words for messages: '' for live data, ' (abandoned attempt 2, fragment 1)' for dead."""
        if not self.in_dead_fragment:
            return ""
        return f" in abandoned attempt {self.attempt} (fragment {self.fragment}, later rolled back)"


def _concat(before: Series, after: Series) -> Series:
    def cat(a: np.ndarray | None, b: np.ndarray | None, fill: float) -> np.ndarray | None:
        if a is None and b is None:
            return None
        a = np.full(len(before), fill) if a is None else a
        b = np.full(len(after), fill) if b is None else b
        return np.concatenate([a, b])

    return Series(after.name, np.concatenate([before.steps, after.steps]),
                  np.concatenate([before.values, after.values]),
                  cat(before.wall_times, after.wall_times, np.nan), role=after.role,
                  bucket_min=cat(before.bucket_min, after.bucket_min, np.nan),
                  bucket_max=cat(before.bucket_max, after.bucket_max, np.nan))


def signed(series: Series) -> str | None:
    """Why a loss that takes negative values cannot be judged by ratios, or None when it can.

    A WGAN critic, an RL policy loss or an ELBO term crosses zero: "x54 above its level" or a
    log-scale noise estimate means nothing there, and its non-positive points are not missing.
    """
    finite = series.values[np.isfinite(series.values)]
    negative = int((finite < 0).sum())
    if not negative:
        return None
    return (f"{negative} of {len(finite)} values are negative (min {float(finite.min()):.4g}): a signed "
            f"objective (a WGAN critic or generator, an RL policy loss), which ratio-based checks cannot judge")


def dead_targets(run: Run, name: str) -> Iterator[Target]:
    """Each dead fragment's stretch of series `name`, with live context before it."""
    dead = run.dead.get(name)
    if dead is None or not len(dead):
        return
    live = run.series.get(name)
    fragments = dead.fragment if dead.fragment is not None else np.zeros(len(dead), dtype=np.int32)
    for attempt, fragment in enumerate(sorted(set(fragments.tolist())), start=1):
        part = dead.select(np.flatnonzero(fragments == fragment))
        order = np.argsort(part.steps, kind="stable")
        part = part.select(order)
        first = int(part.steps[0])
        if live is not None and len(live):
            cut = int(np.searchsorted(live.steps, first, side="left"))
            context = live.select(np.arange(max(0, cut - CONTEXT_POINTS), cut))
            part = _concat(context, part) if len(context) else part
        yield Target(part, in_dead_fragment=True, fragment=int(fragment), from_step=first,
                     attempt=attempt)


def targets(run: Run, roles: tuple[Role, ...] = (Role.LOSS,), dead: bool = True) -> Iterator[Target]:
    """Every live series with one of `roles` (name order), then their dead stretches."""
    names = [name for name, s in sorted(run.series.items()) if s.role in roles]
    names += [name for name, s in sorted(run.dead.items()) if s.role in roles and name not in names]
    for name in names:
        live = run.series.get(name)
        if live is not None:
            yield Target(live)
    if dead:
        for name in names:
            yield from dead_targets(run, name)
