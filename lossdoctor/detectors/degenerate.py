"""LD504 degenerate-training: a run that logs but does not train (constant loss, NaN grad norms,
a loss scale stuck at its floor)."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace

import numpy as np

from lossdoctor.detectors import advice, signal
from lossdoctor.detectors.base import Rule
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role

CHECK_LABELS = advice.CHECK_LABELS
CHECK_STEPS = ("check that optimizer steps happen: a NaN/inf gradient norm at every step means the "
               "scaler (or the NaN guard) skips them all and the weights never change")
CHECK_GRAPH = ("check that the loss is connected to the trainable parameters (frozen model, detached "
               "loss, a learning rate of 0, every parameter excluded from the optimizer)")


def constant_runs(values: np.ndarray, min_points: int) -> list[tuple[int, int]]:
    """Index ranges [a, b) of at least `min_points` consecutive identical finite values."""
    finite = np.isfinite(values)
    same = np.zeros(len(values), dtype=bool)
    if len(values) > 1:
        same[1:] = (values[1:] == values[:-1]) & finite[1:] & finite[:-1]
    starts, ends = signal.runs_of(same)
    # A run of k equal neighbours spans k + 1 points (it starts one point earlier).
    return [(int(a) - 1, int(b)) for a, b in zip(starts, ends) if b - a + 1 >= min_points]


class DegenerateTraining(Rule):
    """The run logs numbers, but it is not training.

    What it detects:
    - a loss that is exactly constant (0.0 or any fixed value) for at least `min_points`
      consecutive logged points and `min_share` of the series;
    - a gradient norm that is NaN or inf at `nonfinite_share` of its points or more (every
      optimizer step skipped);
    - an fp16 loss scale pinned at its minimum (at or below `scale_floor`, or `min_halvings`
      halvings under its maximum) for `min_points` points and `min_share` of the series,
      while the grad norm or the loss is non-finite at most of those steps (the steps are
      being skipped; a low scale under which steps go through is LD502's collapse).
    A few non-finite grad norms in an fp16 run are normal (the scaler skips the step and
    halves the scale): they are only evidence, never a finding on their own.
    The error is about the primary (or total) loss. A loss component that is constantly 0.0
    while the primary loss moves (an RLHF log's `unsup_loss` with unsupervised training
    off) is a term switched off: info, `what: "unused term"` (`"constant term"` for another
    fixed value).

    Why it matters:
    An HF Trainer run that logs `{'loss': 0.0, 'grad_norm': nan}` at every step looks calm
    and every other check passes, but no weight changes. The usual causes are labels that
    are all masked, a loss detached from the parameters, a learning rate of 0 or an fp16
    scaler that overflows on every step.

    Example:
    `loss` is exactly 0.0 at all 480 points from step 10 to step 4800, and `grad_norm` is
    NaN at 480 of 480 points: every optimizer step was skipped.

    What to do:
    Stop the run. Check the labels (how many tokens are not -100 per batch), that the loss
    requires grad and reaches the trainable parameters, the learning rate, and for fp16 the
    loss scaler (or switch to bf16).
    """

    code = "LD504"
    name = "degenerate-training"
    kind = "degenerate"
    severity = Severity.ERROR
    summary = "The run is not training: constant loss, non-finite grad norm at most steps, or a pinned loss scale"
    action = "Stop the run; check labels, the loss graph, the LR and the fp16 scaler"

    def __init__(self, *, min_points: int = 30, min_share: float = 0.1, nonfinite_share: float = 0.5,
                 scale_floor: float = 1.0, min_halvings: float = 8.0) -> None:
        if min_points < 3 or not 0 < min_share <= 1 or not 0 < nonfinite_share <= 1:
            raise ValueError("need min_points >= 3, 0 < min_share <= 1, 0 < nonfinite_share <= 1")
        self.min_points = int(min_points)
        self.min_share = float(min_share)
        self.nonfinite_share = float(nonfinite_share)
        self.scale_floor = float(scale_floor)
        self.min_halvings = float(min_halvings)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        evidence = self._grad_evidence(run)
        found = [self._as_term(run, f) for series in run.by_role(Role.LOSS)
                 for f in self._constant(series, evidence)]
        found += [f for series in run.by_role(Role.LOSS_SCALE) if (f := self._scale(run, series, evidence))]
        yield from found
        for series in run.by_role(Role.GRAD_NORM):
            finding = self._grad_norm(series)
            # One event, one finding: a constant loss or a pinned scale already names its
            # non-finite grad norms.
            if finding is not None and not any(_overlap(finding, f) for f in found):
                yield finding

    def _grad_evidence(self, run: Run) -> dict[str, object]:
        """How many grad norms are non-finite: evidence for the other findings."""
        out: dict[str, object] = {}
        for series in run.by_role(Role.GRAD_NORM):
            bad = int((~np.isfinite(series.values)).sum())
            if not bad:
                continue
            out["grad_norm_series"] = series.name
            out["grad_norm_nonfinite"] = f"{bad} of {len(series)}"
            break
        return out

    def _constant(self, series: Series, extra: dict[str, object]) -> Iterator[Finding]:
        n = len(series)
        need = max(self.min_points, int(math.ceil(self.min_share * n)))
        runs = constant_runs(series.values, need)
        quantum = _quantum(series.values) if runs else 0.0  # a sort: only when needed
        for a, b in runs:
            value = float(series.values[a])
            before = series.values[:a][np.isfinite(series.values[:a])]
            if len(before) and quantum and abs(float(before[-1]) - value) <= 20 * quantum:
                # It crept down to the last printed digit (HF rounds to 4 decimals): a
                # memorising run at the logging precision, not a frozen one.
                continue
            first, last = int(series.steps[a]), int(series.steps[b - 1])
            whole = a == 0 and b == n
            if value == 0.0:
                what, why = "zero_loss", "a loss of exactly 0 means nothing is being learned (no unmasked labels?)"
                tips = [CHECK_LABELS, CHECK_STEPS, CHECK_GRAPH]
            else:
                what, why = "constant_loss", "a real loss always moves a little from batch to batch"
                tips = [CHECK_GRAPH, CHECK_STEPS, CHECK_LABELS]
            span = f"at all {n} logged points" if whole else f"at {b - a} consecutive points from step {first} to step {last}"
            message = (f"{series.name} is exactly {value:.6g} {span}: the run "
                       f"is not training ({why})")
            if extra.get("grad_norm_nonfinite"):
                message += f"; {extra['grad_norm_series']} is non-finite at {extra['grad_norm_nonfinite']} points"
            yield self.finding(
                series=series.name, start_step=first, peak_step=None, end_step=last, message=message,
                evidence={"value": value, "points": b - a, "of_points": n, **extra},
                advice=tuple(tips), fields={"what": what},
            )

    @staticmethod
    def _as_term(run: Run, finding: Finding) -> Finding:
        """A constant component beside a primary loss that moves is a term switched off (info):
        the run trains, only that part of the objective does not."""
        primary = run.series.get(run.primary) if run.primary else None
        if primary is None or finding.series == primary.name or not _moves(primary, finding):
            return finding
        value = float(finding.evidence.get("value", 0.0))
        unused = value == 0.0
        what = "unused term" if unused else "constant term"
        how = ("is switched off (0.0 at every step)" if unused
               else f"does not change ({value:.6g} at every step)")
        message = (f"{finding.series} {how} from step {finding.start_step} to step {finding.end_step} while "
                   f"{primary.name} trains: that term of the objective contributes nothing")
        return replace(finding, severity=Severity.INFO, message=message, fields={"what": what},
                       advice=(f"nothing to do if {finding.series} is off on purpose (e.g. unsupervised "
                               f"training disabled); otherwise check its coefficient and its inputs",))

    def _grad_norm(self, series: Series) -> Finding | None:
        n = len(series)
        bad = ~np.isfinite(series.values)
        count = int(bad.sum())
        if n < self.min_points // 3 or count < max(3, self.nonfinite_share * n):
            return None
        idx = np.flatnonzero(bad)
        first, last = int(series.steps[idx[0]]), int(series.steps[idx[-1]])
        message = (f"{series.name} is NaN/inf at {count} of {n} points (steps {first}-{last}): the optimizer "
                   f"skips every such step, so the weights barely change")
        return self.finding(
            series=series.name, start_step=first, peak_step=None, end_step=last, message=message,
            evidence={"nonfinite": count, "points": n, "share": round(count / n, 3)},
            advice=(CHECK_STEPS, advice.BF16, CHECK_LABELS, advice.LOWER_LR),
            fields={"what": "nonfinite_grad_norm"},
        )

    def _scale(self, run: Run, series: Series, extra: dict[str, object]) -> Finding | None:
        ok = np.isfinite(series.values) & (series.values > 0)
        steps, scale = series.steps[ok], series.values[ok]
        n = len(scale)
        if n < self.min_points:
            return None
        low, high = float(scale.min()), float(scale.max())
        if low == high or not (low <= self.scale_floor or math.log2(high / low) >= self.min_halvings):
            return None  # a constant scale (bf16 logs 1.0) or one that never fell far
        need = max(self.min_points, int(math.ceil(self.min_share * n)))
        at_floor = scale == low
        starts, ends = signal.runs_of(at_floor)
        longest = int(np.argmax(ends - starts))
        a, b = int(starts[longest]), int(ends[longest])
        if b - a < need:
            return None
        first, last = int(steps[a]), int(steps[b - 1])
        skipped = _skipped_share(run, first, last)
        if skipped < 0.5:
            return None  # the scaler sits low but steps go through: LD502 reports the collapse
        message = (f"{series.name} is pinned at its minimum {low:g} for {b - a} points (steps {first}-{last}, "
                   f"down from {high:g}): fp16 overflow on every step, so every step is skipped")
        if extra.get("grad_norm_nonfinite"):
            message += f"; {extra['grad_norm_series']} is non-finite at {extra['grad_norm_nonfinite']} points"
        return self.finding(
            series=series.name, start_step=first, peak_step=None, end_step=last, message=message,
            evidence={"scale_min": low, "scale_max": high, "points": b - a, "of_points": n, **extra},
            advice=(advice.BF16, CHECK_STEPS, advice.LOWER_LR, advice.Z_LOSS),
            fields={"what": "loss_scale_pinned"},
        )


def _quantum(values: np.ndarray, on_grid: float = 0.9, finest: float = 1e-9) -> float:
    """The logging precision: the smallest step between distinct finite values, when it is one
    (HF's 4 decimals): at least `finest` of the largest value, and at least `on_grid` of the
    values it can resolve are whole multiples of it. A loss logged at full float precision has
    no such grid (4e-7, 4e-8, 5e-10, then 0.0 under a start of 4500): 0.0 then."""
    distinct = np.unique(values[np.isfinite(values)])
    gaps = np.diff(distinct)
    gaps = gaps[gaps > 0]
    if not len(gaps):
        return 0.0
    quantum = float(gaps.min())
    if quantum < finest * float(np.max(np.abs(distinct))):
        return 0.0
    units = distinct / quantum
    units = units[np.abs(units) <= 1e6]  # beyond, a float cannot tell a grid from none
    on = np.abs(units - np.round(units)) <= 1e-3
    return quantum if len(units) and float(on.mean()) >= on_grid else 0.0


def _skipped_share(run: Run, first: int, last: int) -> float:
    """The share of steps in [first, last] with a non-finite grad norm or loss: the steps the
    scaler skipped (0 when neither is logged there)."""
    best = 0.0
    for series in [*run.by_role(Role.GRAD_NORM), *run.by_role(Role.LOSS)]:
        inside = (series.steps >= first) & (series.steps <= last)
        if inside.sum() >= 3:
            best = max(best, float((~np.isfinite(series.values[inside])).mean()))
    return best


def _moves(series: Series, over: Finding) -> bool:
    """Whether a series takes several distinct finite values over a finding's steps."""
    end = over.start_step if over.end_step is None else over.end_step
    inside = (series.steps >= over.start_step) & (series.steps <= end) & np.isfinite(series.values)
    return len(np.unique(series.values[inside])) >= 3


def _overlap(a: Finding, b: Finding) -> bool:
    a_end = a.start_step if a.end_step is None else a.end_step
    b_end = b.start_step if b.end_step is None else b.end_step
    return a.start_step <= b_end and b.start_step <= a_end


__all__ = ["DegenerateTraining", "constant_runs"]
