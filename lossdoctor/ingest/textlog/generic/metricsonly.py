"""A console log that prints only quality measures: a training history with no loss (issue 31).

A framework's default logging may carry no loss at all: MXNet's `Module.fit` prints
`Epoch[0] Batch [100]  Speed: 43383.55 samples/sec  accuracy=0.837921` and `Train-accuracy=`,
a Keras script may print only its accuracy each epoch. A person reads such a log at a glance as a
training log: its runs are read, their measures kept as series, and the report says there is no
loss to judge, never "no training logs found". The measures are not watched in place of a loss
(`watched.py` does that for structured exports whose evaluation is the point): the log shows how
well the model does, not what it minimised. The line shape must be one a training loop prints: a
step counter, a training (not held-out) accuracy, F1, AUC, IoU or mAP among its names, printed
again and again with the step going forward and the measure changing.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.names import is_eval_name
from lossdoctor.ingest.textlog.generic.rewards import moving_curve
from lossdoctor.ingest.textlog.generic.scan import TRAIN, Records
from lossdoctor.watched import QUALITY

# The run meta key of a run read from such a log: its measures are not watched as a loss.
METRICS_ONLY = "metrics_only"


def quality_names(records: Records) -> list[str]:
    """The training quality measures of the records' history with no loss (see the module), in
    the order printed; empty when the records are no such history."""
    from lossdoctor.ingest.textlog.generic.assemble import floats

    if not records.batches:
        return []
    _, _, steps, _ = records.arrays()
    printed: dict[tuple[str, ...], tuple[str, list[np.ndarray], list[np.ndarray]]] = {}
    for batch in records.batches:
        if batch.kind != TRAIN:
            continue
        found = [(index, name) for index, name in zip(batch.indices, batch.names)
                 if QUALITY.search(name) and not is_eval_name(name)]
        if not found:
            continue
        size = len(batch.rows[0]) if batch.by_column else len(batch.rows)
        ids = (np.arange(batch.first_id, batch.first_id + size) if batch.first_id >= 0
               else np.asarray(batch.ids, dtype=np.int64))
        index, name = found[0]
        values = floats(batch.rows[index] if batch.by_column else [row[index] for row in batch.rows])
        entry = printed.setdefault(tuple(batch.names), (name, [], []))
        entry[1].append(ids)
        entry[2].append(values)
    names: list[str] = []
    for name, parts_ids, parts_values in printed.values():
        if name not in names and moving_curve(parts_ids, parts_values, steps):
            names.append(name)
    return names


def metrics_only(records: Records) -> bool:
    """Whether the records are a training history of quality measures and no loss."""
    return bool(quality_names(records))


__all__ = ["METRICS_ONLY", "QUALITY", "metrics_only", "quality_names"]
