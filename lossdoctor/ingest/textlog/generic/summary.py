"""Steps of step-less HF Trainer dicts from the run's own end-of-run summary.

The HF Trainer's console prints `{'loss': ..., 'epoch': 0.11}` every `logging_steps` steps and
no step; without the start-up banner (`Total optimization steps = 2,820`) or the config's
`logging_steps` the dicts could only be numbered in order (0, 1, 2, ...). Its summary
`{'train_runtime': 22095.2, 'train_steps_per_second': 0.128, ..., 'epoch': 30.0}` states the
run's optimizer steps (runtime x rate, within the rate's 3 printed decimals). When the dicts
are evenly spaced, the stride is that total over their number, rounded, and each dict's
printed epoch confirms it (dict j at j x L steps, L over the steps per epoch): the dicts are
placed as a config's `logging_steps` would place them. Otherwise they are placed by their
epoch x steps per epoch (`assemble.epoch_steps`, or `counters.bursts` and `assemble.bar_lag_steps`
for dicts printed behind a bar). Only when no line of the log states a step of its own: an
engine's `step=50` or a `global_step` is better evidence than a rate printed to 3 decimals.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from lossdoctor.ingest.textlog.generic.scan import Records

# The summary's rate is printed to 3 decimals: its total is good to about half a percent.
_RATE_SLACK = 0.005
# How the records got their steps when no line states one: numbered in order, or at the
# progress bar's step before them.
_STEPLESS = frozenset({"count", "context"})
# A dict's epoch is printed to 2 decimals.
_EPOCH_PLACE = 0.005


def steps_per_epoch(records: Records) -> None:
    """Steps per epoch from the summary, when no banner gave them (before the dicts are placed)."""
    if records.steps_per_epoch or not records.summary_steps:
        return
    if any(count and source not in _STEPLESS for source, count in records.sources.items()):
        return  # a line that states its step (an engine's `step=50`) is better evidence than a rate
    total, epochs = records.summary_steps
    records.steps_per_epoch = round(total) / epochs
    records.spe_from_summary = True


def settle(records: Records) -> None:
    """The logging stride, when the summary states the steps and the dicts' epochs confirm it."""
    if not records.spe_from_summary or records.logging_steps or not records.summary_steps:
        return
    from lossdoctor.ingest.textlog.generic.assemble import epoch_values
    from lossdoctor.ingest.textlog.generic.scan import TRAIN

    total, _ = records.summary_steps
    assert records.steps_per_epoch is not None
    pos, kind, step, counted = records.arrays()
    train = np.flatnonzero(counted & (kind == TRAIN))
    if len(train) < 3:
        return
    train = train[np.argsort(pos[train], kind="stable")]
    epoch = epoch_values(records, len(pos))[train]
    if not np.isfinite(epoch).all():
        return
    stride = round(total / len(train))
    if stride < 1:
        return
    placed = np.arange(1, len(train) + 1) * stride / records.steps_per_epoch
    if np.all(np.abs(placed - epoch) <= _EPOCH_PLACE + _RATE_SLACK * epoch + 1e-9):
        records.logging_steps = stride
