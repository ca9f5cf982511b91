"""LD302 epoch-boundary: the loss drops where an epoch begins, because the data repeats."""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.epochs import Epochs, find_epochs, point_noise
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role


def boundary_drop(steps: np.ndarray, y: np.ndarray, at: int, width: int,
                  trend_points: int) -> tuple[float, float, float] | None:
    """(level before, level after, trend-corrected drop) of a log-loss across the step `at`.

    The level before is the median of `width` points before the boundary, the level after
    the median of `width` points from it. The drop is measured against the level before
    moved on by the slope of the epoch's last `trend_points` points (only when falling),
    so an ordinary falling curve has no drop.
    """
    from lossdoctor.detectors.trend import robust_slope

    i = int(np.searchsorted(steps, at, side="left"))
    if i < width or i + width > len(y):
        return None
    before = float(np.median(y[i - width:i]))
    after = float(np.median(y[i:i + width]))
    lo = max(0, i - trend_points)
    slope, _ = robust_slope(steps[lo:i].astype(np.float64), y[lo:i])
    distance = float(np.median(steps[i:i + width]) - np.median(steps[i - width:i]))
    trend = min(0.0, slope * distance)  # falling: expect it to go on falling as much
    drop = (before + trend) - after
    if i + 2 * width <= len(y):
        # Memorised data stays easier all epoch: the next stretch must still sit low.
        later = float(np.median(y[i + width:i + 2 * width]))
        drop = min(drop, (before + 2 * trend) - later)
    return before, after, drop


def eval_note(run: Run, at: int, end: int | None) -> dict[str, object]:
    """The eval loss around one boundary: its last value before and its best during the epoch."""
    evals = [s for s in run.by_role(Role.EVAL_LOSS) if np.isfinite(s.values).sum() >= 2]
    if not evals:
        return {}
    ev = evals[0]
    ok = np.isfinite(ev.values)
    steps, values = ev.steps[ok], ev.values[ok]
    before = values[steps <= at]
    inside = values[(steps > at) & ((steps <= end) if end is not None else True)]
    out: dict[str, object] = {"eval_series": ev.name}
    if len(before):
        out["eval_before"] = round(float(before[-1]), 6)
    if len(inside):
        out["eval_after"] = round(float(inside[-1]), 6)
        if len(before):
            out["eval_worse"] = bool(inside[-1] > before[-1])
    return out


class EpochBoundary(Rule):
    """Names the drop of the training loss at an epoch boundary for what it is: repeated data.

    What it detects:
    A drop of the primary training loss right where a new epoch starts, at least `min_drop`
    (relative) and `z` noise sigmas deeper than the trend of the epoch before. Epoch
    boundaries come from an `epoch` series, from steps per epoch in the run's config, from
    a per-epoch loss logged beside the per-step one (Keras), or from drops that recur at a
    fixed period. Other rules never call such a drop grokking, a dip or a spike's recovery.

    Why it matters:
    In the second epoch the model sees data it has already been trained on; the loss on
    memorised data is lower, so the training loss steps down at each boundary (a
    staircase). It is not progress, and it is the first sign of overfitting: the eval loss
    is the honest metric from here on.

    Example:
    A 3-epoch fine-tune: `loss` goes 1.739 -> 1.612 at step 2260, the start of epoch 2,
    while the eval loss only moves 1.58 -> 1.56; in epoch 3 the eval loss rises.

    What to do:
    Nothing is broken. Judge the run by its eval loss; if that rises after a boundary,
    stop earlier (fewer epochs), add regularisation or more data.
    """

    code = "LD302"
    name = "epoch-boundary"
    kind = "epoch_boundary"
    severity = Severity.INFO
    summary = "The loss drops at an epoch boundary because the data repeats (not progress)"
    action = "Judge the run by its eval loss; fewer epochs if it rises"

    def __init__(self, *, min_drop: float = 0.02, z: float = 2.5) -> None:
        if min_drop <= 0 or z <= 0:
            raise ValueError("min_drop and z must be positive")
        self.min_drop = float(min_drop)
        self.z = float(z)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        loss = run.series.get(run.primary) if run.primary else None
        if loss is None:
            return
        epochs = find_epochs(run, loss)
        if epochs is None:
            return
        yield from self._drops(run, loss, epochs)

    def _drops(self, run: Run, loss: Series, epochs: Epochs) -> Iterator[Finding]:
        y, ok = signal.log_loss(loss.values)
        steps, y = loss.steps[ok], y[ok]
        if len(y) < 20:
            return
        bounds = (int(steps[0]), *epochs.starts, int(steps[-1]) + 1)
        sizes = [int(np.searchsorted(steps, b)) - int(np.searchsorted(steps, a))
                 for a, b in zip(bounds[:-1], bounds[1:])]
        per_epoch = int(np.median(sizes))  # the last epoch may be cut short
        width = int(min(50, max(3, per_epoch // 5)))
        # The difference of two medians of `width` points: 1.2533 sigma * sqrt(2 / width).
        noise = max(point_noise(y), 1e-6) * 1.2533 * math.sqrt(2.0 / width)
        quantum = _quantum(loss.values)
        for k, at in enumerate(epochs.starts):
            measured = boundary_drop(steps, y, at, width, max(width, int(0.4 * per_epoch)))
            if measured is None:
                continue
            before, after, drop = measured
            if drop < max(math.log1p(self.min_drop), self.z * noise):
                continue
            if math.exp(before) - math.exp(after) <= 3 * quantum:
                continue  # 0.0002 -> 0.0001: the last printed digit, not a drop
            end = epochs.starts[k + 1] if k + 1 < len(epochs.starts) else None
            number = epochs.number(at)
            b, a = math.exp(before), math.exp(after)
            evidence: dict[str, object] = {"before": round(b, 6), "after": round(a, 6),
                                           "drop_log": round(drop, 6), "epochs_from": epochs.source,
                                           "points_compared": width}
            if epochs.length:
                evidence["steps_per_epoch"] = round(epochs.length, 2)
            evidence.update(eval_note(run, at, end))
            honest = ""
            if "eval_after" in evidence and "eval_before" in evidence:
                verb = "rose" if evidence.get("eval_worse") else "moved"
                honest = (f"; {evidence['eval_series']} {verb} {evidence['eval_before']:.4g} -> "
                          f"{evidence['eval_after']:.4g} over that epoch")
            message = (f"{loss.name} drops {b:.4g} -> {a:.4g} ({1 - a / b:.1%}) at step {at}, where epoch "
                       f"{number} begins: the data repeats and the model has memorised it, so this is not "
                       f"progress; the eval loss is the honest metric{honest}")
            tips = ["judge the run by its eval loss from here on: the training loss on repeated data "
                    "under-reports the error"]
            if "eval_series" not in evidence:
                tips.append("log an eval loss on held-out data (e.g. every few hundred steps): without it "
                            "nothing shows whether the later epochs still help")
            elif evidence.get("eval_worse"):
                tips.append(f"the eval loss got worse during epoch {number}: keep the checkpoint from the end of "
                            f"epoch {number - 1} and train fewer epochs, or add regularisation / more data")
            else:
                tips.append("if the eval loss turns up in a later epoch, stop there (fewer epochs)")
            tips.append("the steps shrink with a lower learning rate or with weight decay / dropout: "
                        "memorising the repeated data is what makes them")
            yield self.finding(
                series=loss.name, start_step=int(at), peak_step=None,
                end_step=int(steps[min(int(np.searchsorted(steps, at)) + width - 1, len(steps) - 1)]),
                message=message, evidence=evidence, advice=tuple(tips),
                fields={"epoch": number, "drop": [round(b, 6), round(a, 6)]},
            )


def _quantum(values: np.ndarray) -> float:
    """The logging precision: the smallest step between distinct finite values."""
    distinct = np.unique(values[np.isfinite(values)])
    gaps = np.diff(distinct)
    gaps = gaps[gaps > 0]
    return float(gaps.min()) if len(gaps) else 0.0


__all__ = ["EpochBoundary"]
