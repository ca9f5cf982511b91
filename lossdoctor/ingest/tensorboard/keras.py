"""Keras' two step axes: `batch_*` summaries count batches, `epoch_*` summaries count epochs.

With `update_freq="batch"` (or a number) the Keras TensorBoard callback writes `batch_loss`
at the global batch number and `epoch_loss` (and the validation folder's `epoch_*`) at the
epoch number, into one run. On one axis a validation loss at "step 3" would sit beside the
third batch. Each epoch summary is written when its epoch ends, so it is placed at the last
batch written before it (by wall time), and every series shares the batch axis.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.model import Fragment, Series


def _kind(name: str) -> str:
    last = name.rsplit("/", 1)[-1]
    return "batch" if last.startswith("batch_") else "epoch" if last.startswith("epoch_") else ""


def align_epochs(fragments: list[Fragment]) -> tuple[list[Fragment], bool]:
    """Fragments with `epoch_*` series moved onto the batch axis; whether anything moved."""
    moved = False
    out = []
    for fragment in fragments:
        batch = [s for n, s in fragment.series.items() if _kind(n) == "batch" and s.wall_times is not None
                 and len(s) and np.isfinite(s.wall_times).all()]
        if not batch:
            out.append(fragment)
            continue
        walls = np.concatenate([s.wall_times for s in batch if s.wall_times is not None])
        steps = np.concatenate([s.steps for s in batch])
        order = np.argsort(walls, kind="stable")
        walls, steps = walls[order], np.maximum.accumulate(steps[order])
        series = dict(fragment.series)
        for name, s in fragment.series.items():
            if _kind(name) != "epoch" or s.wall_times is None or not len(s):
                continue
            where = np.searchsorted(walls, s.wall_times, side="right") - 1
            placed = np.where(where >= 0, steps[np.clip(where, 0, None)], 0)
            series[name] = Series(name, placed, s.values, s.wall_times, role=s.role, fragment=s.fragment,
                                  bucket_min=s.bucket_min, bucket_max=s.bucket_max)
            moved = True
        out.append(Fragment(fragment.source, series, fragment.wall_start, fragment.order, fragment.markers,
                            fragment.meta))
    return out, moved


# An epoch axis is this many times shorter than the batch axis at least.
_EPOCH_RATIO = 20


def _epoch_counted(series: Series, batch: Series) -> bool:
    """Whether `series` counts epochs beside `batch`: its steps 0..E-1 or 1..E one by one, far
    below the batch axis's last step, and its points written all along the batches' time."""
    steps = series.steps
    if len(steps) < 2 or series.wall_times is None or batch.wall_times is None \
            or not np.isfinite(series.wall_times).all() or int(steps[0]) not in (0, 1) \
            or not np.array_equal(np.diff(steps), np.ones(len(steps) - 1, dtype=steps.dtype)):
        return False
    if int(steps[-1]) * _EPOCH_RATIO > int(batch.steps.max()):
        return False
    span = float(np.nanmax(batch.wall_times) - np.nanmin(batch.wall_times))
    return span > 0 and float(series.wall_times[-1] - series.wall_times[0]) >= 0.5 * span


def align_epoch_counters(fragments: list[Fragment]) -> tuple[list[Fragment], list[str]]:
    """Fragments whose series that count epochs (AllenNLP's epoch `loss` and its `validation/`
    folder, at steps 1..E) are moved onto the batch axis of the run's longest-stepped series,
    each point at the last batch written before it; the names of the series moved."""
    moved: list[str] = []
    out = []
    for fragment in fragments:
        timed = [s for s in fragment.series.values() if s.wall_times is not None and len(s)
                 and np.isfinite(s.wall_times).all()]
        if not timed:
            out.append(fragment)
            continue
        batch = max(timed, key=lambda s: int(s.steps.max()))
        assert batch.wall_times is not None
        order = np.argsort(batch.wall_times, kind="stable")
        walls, steps = batch.wall_times[order], np.maximum.accumulate(batch.steps[order])
        series = dict(fragment.series)
        for name, s in fragment.series.items():
            if s is batch or not _epoch_counted(s, batch) or s.wall_times is None:
                continue
            where = np.searchsorted(walls, s.wall_times, side="right") - 1
            placed = np.where(where >= 0, steps[np.clip(where, 0, None)], steps[0])
            series[name] = Series(name, placed, s.values, s.wall_times, role=s.role, fragment=s.fragment,
                                  bucket_min=s.bucket_min, bucket_max=s.bucket_max)
            moved.append(name)
        out.append(fragment if len(series) == len(fragment.series) and not moved else
                   Fragment(fragment.source, series, fragment.wall_start, fragment.order, fragment.markers,
                            fragment.meta))
    return out, moved
