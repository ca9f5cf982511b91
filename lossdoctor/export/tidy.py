"""The stitched live history as one tidy long table: series, step, value, wall_time."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Run

COLUMNS = ("series", "step", "value", "wall_time")
"""The exported columns.

- series: the metric's name as logged (e.g. `train/loss`, `lm loss`).
- step: the training step as logged (int64), strictly increasing within a series.
- value: the live value at that step (float64; NaN and inf are kept).
- wall_time: seconds since the Unix epoch when the point was written, empty when unknown.
"""


@dataclass(frozen=True)
class Tidy:
    """Column arrays of the live history, ordered by series name, then step."""

    series: np.ndarray
    step: np.ndarray
    value: np.ndarray
    wall_time: np.ndarray
    names: tuple[str, ...]

    def __len__(self) -> int:
        return int(self.step.shape[0])


def tidy(run: Run) -> Tidy:
    """Every live point of `run`; dead points are evidence, not history, and stay out."""
    names = tuple(name for name, series in sorted(run.series.items()) if len(series))
    parts = [run.series[name] for name in names]
    if not parts:
        empty = np.zeros(0)
        return Tidy(np.zeros(0, dtype=object), empty.astype(np.int64), empty, empty, ())
    return Tidy(
        series=np.concatenate([np.full(len(s), s.name, dtype=object) for s in parts]),
        step=np.concatenate([s.steps for s in parts]),
        value=np.concatenate([s.values for s in parts]),
        wall_time=np.concatenate([s.wall_times if s.wall_times is not None else np.full(len(s), np.nan)
                                  for s in parts]),
        names=names,
    )
