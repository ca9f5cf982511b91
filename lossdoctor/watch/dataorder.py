"""Which data to skip, in the run's own data counter, when it logs one (samples or tokens consumed).

A step range is enough when the data order is deterministic (the resume replays it); a
counter such as Megatron's `consumed samples` also says exactly which samples those are,
which is what a data loader that skips by sample offset needs.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.model import Run

_SAMPLES = {"consumed_samples", "consumed_train_samples", "samples", "samples_seen", "num_samples",
            "train_samples", "total_samples"}
_TOKENS = {"consumed_tokens", "tokens", "tokens_seen", "num_input_tokens_seen", "train_tokens", "total_tokens"}


def _key(name: str) -> str:
    """`Consumed Samples`, `train/consumed_samples` -> `consumed_samples`."""
    key = re.sub(r"[\s/.\-]+", "_", name.strip().lower())
    return key[len("train_"):] if key.startswith("train_") and key[len("train_"):] else key


def counter(run: Run) -> tuple[str, str] | None:
    """(series name, "samples" or "tokens") of the run's data counter, or None."""
    for name in sorted(run.series):
        key = _key(name)
        unit = "samples" if key in _SAMPLES else "tokens" if key in _TOKENS else None
        if unit and len(run.series[name]) >= 2:
            return name, unit
    return None


def data_range(run: Run, first_step: int, last_step: int) -> tuple[str, int, int] | None:
    """(unit, first, last) of the data the steps first_step..last_step consumed, or None.

    The counter at a step is what was consumed up to and including it, so the batches of
    the range start right after the counter's value at first_step - 1. Steps past the last
    one logged are extrapolated at the latest rate (the range usually reaches past now).
    """
    found = counter(run)
    if found is None:
        return None
    series = run.series[found[0]]
    ok = np.isfinite(series.values)
    steps, values = series.steps[ok].astype(np.float64), series.values[ok]
    if len(steps) < 2 or not np.all(np.diff(values) >= 0):
        return None

    def at(step: float) -> float:
        if step > steps[-1]:
            rate = (values[-1] - values[-2]) / max(steps[-1] - steps[-2], 1.0)
            return float(values[-1] + rate * (step - steps[-1]))
        return float(np.interp(step, steps, values))

    start, end = int(round(at(first_step - 1))), int(round(at(last_step)))
    return (found[1], start, end) if end > start else None
