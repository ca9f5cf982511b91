"""Hand-built fragments for the stitcher tests."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import Fragment, Marker, RawRun, Series


def frag(source: str, steps: Sequence[int] | np.ndarray, values: Sequence[float] | np.ndarray | None = None,
         wall0: float | None = None, name: str = "loss", extra: dict[str, tuple] | None = None,
         markers: Sequence[Marker] = (), order: int = 0, dt: float = 1.0) -> Fragment:
    """One fragment with a `loss` series (and optional extra series as name -> (steps, values))."""
    steps = np.asarray(steps, dtype=np.int64)
    values = np.asarray(values if values is not None else steps * 1.0, dtype=np.float64)
    wall = None if wall0 is None else wall0 + dt * np.arange(len(steps))
    series = {name: Series.named(name, steps, values, wall)}
    for other, (s, v) in (extra or {}).items():
        s = np.asarray(s, dtype=np.int64)
        w = None if wall0 is None else wall0 + dt * np.arange(len(s))
        series[other] = Series.named(other, s, v, w)
    return Fragment(source, series, wall_start=wall0, order=order, markers=tuple(markers))


def raw(*fragments: Fragment, name: str = "run") -> RawRun:
    return RawRun(name=name, format="test", fragments=list(fragments), sources=[f.source for f in fragments])


def fragment_points(run: RawRun, name: str) -> tuple[list[int], list[float]]:
    """Steps and values of series `name` over a raw run's fragments, in fragment order."""
    steps: list[int] = []
    values: list[float] = []
    for fragment in run.fragments:
        if name in fragment.series:
            steps += fragment.series[name].steps.tolist()
            values += fragment.series[name].values.tolist()
    return steps, values
