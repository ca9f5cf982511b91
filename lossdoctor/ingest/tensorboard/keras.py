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
