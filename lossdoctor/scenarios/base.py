"""A scenario: a synthetic run's fragments plus the truth a detector should find in it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.model import Fragment, Marker, RawRun, Series

# Wall time of the first step of every scenario: fixed so that outputs are reproducible.
EPOCH = 1_760_000_000.0
SECONDS_PER_STEP = 2.0


@dataclass(frozen=True)
class Truth:
    """One pattern injected into a scenario, as the report should describe it.

    `tolerance` is how many steps a detector's start step may be off by.
    """

    kind: str
    start_step: int
    end_step: int | None = None
    peak_step: int | None = None
    recovery: str | None = None
    series: str = "loss"
    in_dead_fragment: bool = False
    tolerance: int = 25
    extra: dict[str, Any] = field(default_factory=dict)


@dataclass
class Segment:
    """One fragment of a scenario: what one writer wrote between two restarts."""

    steps: np.ndarray
    series: dict[str, np.ndarray]
    wall_start: float
    markers: list[Marker] = field(default_factory=list)
    # Series logged on their own step grid (e.g. eval every 100 steps): name -> (steps, values).
    sparse: dict[str, tuple[np.ndarray, np.ndarray]] = field(default_factory=dict)

    def wall_times(self) -> np.ndarray:
        """Wall time of each step: SECONDS_PER_STEP apart from the segment's start."""
        return self.wall_start + (self.steps - self.steps[0]) * SECONDS_PER_STEP


DECOY_REACH = 10


@dataclass
class Scenario:
    """A named synthetic run with known truth.

    `quiet` lists kinds that must NOT be reported (negative controls), `allowed` kinds that
    may appear at info level without counting as false positives. `decoys` are the steps of
    injected bumps that lie within the run's noise: no spike may be reported within
    `DECOY_REACH` steps of one, not even at info.
    """

    name: str
    seed: int
    description: str
    segments: list[Segment]
    truths: list[Truth] = field(default_factory=list)
    quiet: tuple[str, ...] = ()
    allowed: tuple[str, ...] = ()
    decoys: tuple[int, ...] = ()

    @property
    def positive(self) -> bool:
        """Whether anything was injected."""
        return bool(self.truths)

    def raw_run(self) -> RawRun:
        """The scenario as a reader would hand it over: one fragment per segment."""
        fragments = []
        for index, segment in enumerate(self.segments):
            walls = segment.wall_times()
            series = {name: Series.named(name, segment.steps, values, walls)
                      for name, values in segment.series.items()}
            for name, (steps, values) in segment.sparse.items():
                sparse_walls = segment.wall_start + (steps - segment.steps[0]) * SECONDS_PER_STEP
                series[name] = Series.named(name, steps, values, sparse_walls)
            fragments.append(Fragment(
                source=f"{self.name}/segment-{index}", series=series, wall_start=float(walls[0]),
                order=index, markers=tuple(segment.markers),
            ))
        return RawRun(name=self.name, format="synthetic", fragments=fragments,
                      sources=[f.source for f in fragments])
