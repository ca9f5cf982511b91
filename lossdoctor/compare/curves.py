"""Each run's curve of one series on the chosen axis: steps, tokens, samples or seconds."""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lossdoctor.errors import UsageError
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

AXES = ("step", "tokens", "samples", "time")
# Counters frameworks log beside the loss (Megatron, HF Trainer, LLaMA-Factory, torchtitan...).
_COUNTER = {
    "tokens": re.compile(r"(^|[/_.\- ])((num_)?(input_)?tokens(_seen|_consumed|_processed|_trained)?|"
                         r"consumed[_\- ]tokens|tokens[_\- ]seen|total[_\- ]tokens)$"),
    "samples": re.compile(r"(^|[/_.\- ])((num_)?samples(_seen|_consumed)?|consumed[_\- ]samples|"
                          r"samples[_\- ]seen|examples[_\- ]seen)$"),
}
_HIGHER_BETTER = re.compile(r"(acc|accuracy|score|bleu|rouge|map|auc|f1|reward|top[_\-]?[15]|"
                            r"precision|recall|iou|return)", re.IGNORECASE)


@dataclass(frozen=True)
class Curve:
    """One run's finite points of one series, sorted on the axis, with the step at each."""

    run: Run
    x: np.ndarray
    y: np.ndarray
    steps: np.ndarray


def lower_is_better(name: str, role: str) -> bool:
    """Losses, perplexities and errors go down; accuracies, scores and rewards go up."""
    return role != "series" or not _HIGHER_BETTER.search(name)


def train_loss(run: Run) -> Series | None:
    """The run's primary training loss."""
    return run.series.get(run.primary) if run.primary else None


def eval_loss(run: Run) -> Series | None:
    """The run's held-out loss: the first `val`-named one, else the first eval loss."""
    found = [s for s in run.by_role(Role.EVAL_LOSS) if len(s)]
    named = [s for s in found if "val" in s.name.lower()]
    chosen = named or found
    return chosen[0] if chosen else None


def _counter(run: Run, axis: str) -> Series | None:
    hits = [s for name, s in sorted(run.series.items()) if _COUNTER[axis].search(name.lower()) and len(s)]
    return hits[0] if hits else None


def axis_values(run: Run, series: Series, axis: str) -> np.ndarray:
    """The axis value at each point of `series` (NaN where it is not known)."""
    steps = series.steps.astype(np.float64)
    if axis == "step":
        return steps
    if axis == "time":
        if series.wall_times is None or not np.isfinite(series.wall_times).any():
            raise UsageError(f"--axis time: {run.name} logged no wall-clock time; use --axis step")
        start = min(float(np.nanmin(s.wall_times)) for s in run.series.values()
                    if s.wall_times is not None and np.isfinite(s.wall_times).any())
        return series.wall_times - start
    counter = _counter(run, axis)
    if counter is None:
        raise UsageError(f"--axis {axis}: {run.name} logged no {axis} counter "
                         f"(a series such as consumed_{axis}); use --axis step")
    order = np.argsort(counter.steps, kind="stable")
    cx, cy = counter.steps[order].astype(np.float64), counter.values[order]
    keep = np.isfinite(cy)
    # Between two logged counts the counter grows linearly with the step (a fixed batch).
    return np.interp(steps, cx[keep], cy[keep], left=np.nan, right=np.nan)


def curve(run: Run, series: Series, axis: str) -> Curve:
    """The run's finite points on the axis, sorted; an axis that goes back is an error."""
    x = axis_values(run, series, axis)
    keep = np.isfinite(x) & np.isfinite(series.values)
    x, y, steps = x, series.values, series.steps
    if not keep.all():
        x, y, steps = x[keep], y[keep], steps[keep]
    if len(x) > 1 and np.any(np.diff(x) < 0):  # stitched steps are sorted already: sort only others
        order = np.argsort(x, kind="stable")
        x, y, steps = x[order], y[order], steps[order]
    if axis != "step" and len(steps) > 1 and np.any(np.diff(steps) < 0):
        raise UsageError(f"--axis {axis}: in {run.name} the {axis} counter goes back while steps go on; "
                         "use --axis step")
    if len(x) > 1 and np.any(np.diff(x) <= 0):
        # Repeated axis values (a counter logged coarser than the loss): keep the last point of each.
        last = np.append(np.diff(x) > 0, True)
        x, y, steps = x[last], y[last], steps[last]
    return Curve(run=run, x=x, y=y, steps=steps)
