"""LD502 loss-scale-collapse: the fp16 dynamic loss scale halves again and again (overflows)."""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np

from lossdoctor.detectors import advice
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.signal import log_loss, runs_of
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role


def trailing_max(x: np.ndarray, size: int) -> np.ndarray:
    """Max of the `size` points ending at each index (inclusive)."""
    from scipy.ndimage import maximum_filter1d

    size = max(1, int(size))
    return maximum_filter1d(x, size=size, origin=(size - 1) // 2, mode="nearest")


def loss_event(loss: Series | None, lo: int, hi: int) -> str:
    """Words for what the loss did between steps lo and hi: NaN/inf, a jump, or nothing."""
    if loss is None or not len(loss):
        return ""
    inside = (loss.steps >= lo) & (loss.steps <= hi)
    if not inside.any():
        return ""
    bad = inside & ~np.isfinite(loss.values)
    if bad.any():
        first = int(loss.steps[np.flatnonzero(bad)[0]])
        return f"; the loss is NaN/inf from step {first} ({int(bad.sum())} points in this window)"
    logs, _ = log_loss(loss.values)
    before = logs[(loss.steps < lo) & np.isfinite(logs)][-50:]
    part = np.where(inside, logs, -np.inf)
    peak = int(np.argmax(part))
    if len(before) and np.isfinite(part[peak]) and part[peak] - np.median(before) > math.log(1.3):
        return (f"; the loss jumps to {loss.values[peak]:.4g} at step {int(loss.steps[peak])} "
                f"(x{math.exp(part[peak] - np.median(before)):.1f})")
    return ""


def _burst_start(level: np.ndarray, at: int, window: int, gap: int = 50) -> int:
    """The point before the first halving of the burst of halvings that reaches index `at`.

    A healthy scaler halves rarely; a collapse halves again and again. Halvings less
    than `gap` points apart belong to one burst.
    """
    lo = max(0, at - window)
    falls = lo + np.flatnonzero(np.diff(level[lo:at + 1]) < 0)
    if not len(falls):
        return at
    first = len(falls) - 1
    while first > 0 and falls[first] - falls[first - 1] <= gap:
        first -= 1
    return int(falls[first])


class LossScaleCollapse(Rule):
    """Flags an fp16 loss scale that collapses: repeated halving to a tiny value.

    What it detects:
    Dynamic loss scaling halves the scale on every overflow and grows it back slowly.
    A healthy scaler saw-tooths within a few halvings of its level; a collapse is a fall
    of at least `min_halvings` halvings below its maximum over the previous
    `window_points` points (or down to `floor` and below), which means overflow on step
    after step: the gradients (and usually the loss) are blowing up. The halvings of the
    first `settle_points` points are the scaler calibrating from its initial value
    (2^32 in DeepSpeed), not a collapse.

    Why it matters:
    Every overflowed step is skipped, so training silently stalls, and the collapse
    usually precedes NaN losses or a divergence. It is the classic fp16 failure (the
    BLOOM 104B attempts; tr8b-104B's loss jumped 2.7 -> 4.4 while the scale halved).

    Example:
    The scale falls from 65536 to 1 in 80 steps from step 2950, and the loss is NaN from
    step 3000: "loss scale collapsed 65536 -> 1 (16 halvings)".

    What to do:
    Train in bf16 instead of fp16; failing that, roll back before the collapse, lower
    the learning rate, and look for the layer whose gradients overflow (embedding
    gradients, attention logits: z-loss helps).
    """

    code = "LD502"
    name = "loss-scale-collapse"
    kind = "loss_scale_collapse"
    severity = Severity.WARNING
    summary = "The fp16 loss scale collapses (repeated halving: overflow on step after step)"
    action = "Switch to bf16, or roll back and lower the LR"

    def __init__(self, *, min_halvings: float = 6.0, window_points: int = 500, floor: float = 1.0,
                 settle_points: int = 20) -> None:
        if min_halvings <= 0:
            raise ValueError("min_halvings must be positive")
        self.min_halvings = float(min_halvings)
        self.window_points = int(window_points)
        self.floor = float(floor)
        self.settle_points = int(settle_points)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """Each loss-scale series; silent when the run logs none."""
        loss = run.series.get(run.primary) if run.primary else None
        for series in run.by_role(Role.LOSS_SCALE):
            ok = np.isfinite(series.values) & (series.values > 0)
            if ok.sum() < 3:
                continue  # two values cannot show repeated halving; not worth a skip line
            steps, scale = series.steps[ok], series.values[ok]
            level = np.log2(scale)
            ref = trailing_max(level, self.window_points)
            fallen = ref - level
            mask = (fallen >= self.min_halvings) | ((scale <= self.floor) & (fallen >= 1.0))
            # Stretches that go back to one burst of halvings are one collapse: the scale
            # creeping back over the line between overflows does not start a new one.
            bursts: dict[int, tuple[int, int]] = {}
            for a, b in zip(*runs_of(mask)):
                first = _burst_start(level, int(a), self.window_points)
                if first < self.settle_points:
                    continue  # the scaler calibrating from its initial value at the start of training
                bursts[first] = (bursts.get(first, (int(a), int(b)))[0], int(b))
            for a, b in bursts.values():
                yield self._finding(series.name, steps, scale, level, ref, a, b, loss, Facts.of(run))

    def _finding(self, name: str, steps: np.ndarray, scale: np.ndarray, level: np.ndarray,
                 ref: np.ndarray, a: int, b: int, loss: Series | None, facts: Facts) -> Finding:
        top = float(ref[a])
        first = _burst_start(level, a, self.window_points)
        top = max(top if first >= a else float(level[first]), float(level[first]))
        low = first + int(np.argmin(level[first:b]))
        halvings = int((np.diff(level[first:low + 1]) < 0).sum())
        start, bottom = int(steps[first]), int(steps[low])
        ongoing = bool(level[-1] <= top - self.min_halvings or scale[-1] <= self.floor)
        lasted = int(steps[-1]) if ongoing else int(steps[b - 1])
        event = loss_event(loss, start, max(lasted, bottom))
        message = (f"loss scale collapsed {2 ** top:.6g} -> {scale[low]:.6g} ({top - level[low]:.0f} halvings) "
                   f"between steps {start} and {bottom}{' and never recovered' if ongoing else ''}{event}: "
                   f"fp16 overflow on step after step")
        tips = [advice.BF16,
                f"if fp16 must stay, {advice.go_back(start, facts)} and {advice.LOWER_LR}",
                advice.Z_LOSS, advice.SHRINK_EMBED_GRAD]
        return self.finding(
            series=name, start_step=start, peak_step=bottom, end_step=lasted, message=message,
            evidence={"scale_before": 2 ** top, "scale_min": float(scale[low]),
                      "halvings": halvings, "log2_fall": round(float(top - level[low]), 3),
                      "ongoing": ongoing},
            advice=tuple(tips),
        )
