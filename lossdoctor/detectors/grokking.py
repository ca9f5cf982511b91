"""LD301 grokking: a sudden large drop of the loss after slow, steady progress."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.divergence import SHORT
from lossdoctor.detectors.grokking_eval import EvalGrok, eval_grok
from lossdoctor.detectors.signal import rolling_median
from lossdoctor.detectors.targets import signed
from lossdoctor.detectors.trend import Curve, lr_change, series_curve
from lossdoctor.model import Finding, Run, Severity, Skip
from lossdoctor.roles import Role


@dataclass(frozen=True)
class Drop:
    """A lasting drop: bucket index of its middle, the levels around it and what came before."""

    at: int
    before: float   # log-loss level before
    after: float    # log-loss level after
    prior: float    # progress (log) over the long stretch before
    first: int      # bucket where the drop starts
    last: int       # bucket where it is complete


def drops(curve: Curve, *, persist: int, width: int, history: int, min_drop: float, min_z: float,
          ratio: float) -> list[Drop]:
    """Lasting downward level shifts that beat all the progress of the `history` buckets before.

    Level before: median of `persist` buckets ending at i; after: median of `persist`
    buckets starting `width` later. Non-maximum suppression keeps drops `history` apart.
    """
    y = curve.level
    n = len(y)
    med = rolling_median(y, persist)
    half = persist // 2
    i = np.arange(n)
    ok = (i - persist - history - half >= 0) & (i + width + persist + half < n)
    if not ok.any():
        return []
    idx = i[ok]
    pre = med[idx - half - 1]
    post = med[idx + width + half]
    later = med[np.minimum(idx + width + persist + half, n - 1)]
    prior = med[idx - history - half - 1] - pre
    drop = pre - post
    # Before the drop the curve sat at its lowest level so far: slow progress, not the
    # recovery from a spike (which falls from above the earlier level).
    elevated = pre - np.minimum.accumulate(med)[idx - half - 1]
    good = ((drop >= min_drop) & (drop >= min_z * curve.noise) & (drop >= ratio * np.maximum(prior, 0.0))
            & (pre - later >= 0.7 * drop) & (elevated <= np.maximum(0.2 * drop, 3.0 * curve.noise)))
    found: list[Drop] = []
    score = np.where(good, drop, -np.inf)
    while np.isfinite(score).any():
        k = int(np.argmax(score))
        c = int(idx[k])
        first, last = _transition(y, c, width, float(pre[k]), float(post[k]), curve.noise)
        found.append(Drop(c, float(pre[k]), float(post[k]), float(prior[k]), first, last))
        score[np.abs(idx - c) <= history] = -np.inf
    return sorted(found, key=lambda f: f.at)


def _transition(y: np.ndarray, at: int, width: int, before: float, after: float,
                noise: float) -> tuple[int, int]:
    """Where the fall starts (leaves the level before) and ends (reaches the level after)."""
    depth = before - after
    margin = min(max(0.15 * depth, 3.0 * noise), 0.4 * depth)
    lo, hi = max(at - width, 0), min(at + 2 * width + 1, len(y))
    seg = y[lo:hi]
    below = np.flatnonzero(seg < before - margin)
    first = lo + max(int(below[0]) - 1, 0) if len(below) else at
    reached = np.flatnonzero(seg[max(first - lo, 0):] <= after + margin)
    last = first + int(reached[0]) if len(reached) else min(at + width, len(y) - 1)
    return first, max(last, first)


class Grokking(Rule):
    """Points out a sudden large drop of the loss after slow, steady progress.

    What it detects:
    A lasting downward level shift of the log-loss, at least `min_drop` (log units) and
    `min_z` noise sigmas deep, completed within `width_fraction` of the run, and larger
    than `ratio` times all the progress of the `history_fraction` of the run before it.
    The steep descent at the start of every run is excluded (its earlier progress is
    larger), and so is a drop explained by the logged learning rate (a WSD decay phase,
    a step schedule) or by a resume. Drops that repeat at a regular interval are named
    as epoch boundaries instead.
    On the eval side (the grokking of Power et al., 2022): an eval loss that falls by
    `eval_min_drop` (log units: 1.6 is about x5) and stays there, starting long after the
    training loss converged (at least `eval_min_delay` times the steps the training loss took
    to converge, and a tenth of the run), faster than it waited. The delay and the size are
    given. An eval loss that falls with the training loss is not grokking.

    Why it matters:
    Good news, usually: the model found a better solution (llama-2-7b from scratch with
    a tiny batch: 4 to 2.5 in about 60 steps). Worth knowing when comparing runs or
    choosing checkpoints, and worth checking that it is not an artefact (a change of
    data mix, a bug fix mid-run, repeated data).

    Example:
    The loss creeps from 3.70 to 3.62 over 3000 steps, then falls to 2.35 between steps
    3884 and 3927 and stays there: "sudden drop 3.62 -> 2.35 within 43 steps".

    What to do:
    Nothing is wrong. Keep checkpoints from both sides of the drop; if it coincides with
    an epoch boundary, a data change or a resume, check that repeated data is not
    making the loss look better than it is.
    """

    code = "LD301"
    name = "grokking"
    kind = "grokking"
    severity = Severity.INFO
    summary = "A sudden large drop after slow steady progress, not explained by the LR schedule"
    action = "Nothing wrong; keep checkpoints from both sides and rule out data effects"

    def __init__(self, *, min_drop: float = 0.1, min_z: float = 8.0, ratio: float = 2.0,
                 width_fraction: float = 0.02, history_fraction: float = 0.15,
                 min_points: int = 200, eval_min_drop: float = 1.6, eval_min_delay: float = 1.0) -> None:
        if not 0 < width_fraction < history_fraction < 1:
            raise ValueError("need 0 < width_fraction < history_fraction < 1")
        self.min_drop = float(min_drop)
        self.min_z = float(min_z)
        self.ratio = float(ratio)
        self.width_fraction = float(width_fraction)
        self.history_fraction = float(history_fraction)
        self.min_points = int(min_points)
        self.eval_min_drop = float(eval_min_drop)
        self.eval_min_delay = float(eval_min_delay)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """Each live loss series; drops at LR changes, resumes or replays are left out."""
        from lossdoctor.detectors.repeated_data import replay_windows

        lr = run.by_role(Role.LR)
        joins = run.join_steps()
        windows = replay_windows(run)
        for series in run.by_role(Role.LOSS):
            if (why := signed(series)) is not None:
                yield self.skip(series.name, why)
                continue
            finite = int(np.isfinite(series.values).sum())
            if finite < self.min_points:
                if finite >= SHORT:  # shorter ones get LD201's skip; one is enough
                    yield self.skip(series.name, f"only {finite} finite points; a sudden drop needs at least "
                                                 f"{self.min_points} to tell it from the run's own pace")
                continue
            curve = series_curve(series, 1000)
            if curve is None or len(curve) < 50:
                continue
            n = len(curve)
            found = drops(curve, persist=max(3, int(0.03 * n)) | 1, width=max(2, int(self.width_fraction * n)),
                          history=max(5, int(self.history_fraction * n)), min_drop=self.min_drop,
                          min_z=self.min_z, ratio=self.ratio)
            kept = []
            for drop in found:
                lo, hi = curve.step_at(drop.first), curve.step_at(drop.last)
                margin = max(hi - lo, int(0.02 * (curve.steps[-1] - curve.steps[0])))
                if lr_change(lr, lo - margin, hi + margin) is not None:
                    continue  # the schedule did it (step drop, WSD decay)
                if any(lo - margin <= j <= hi + margin for j in joins):
                    continue  # a resume did it: see repeated-data
                if any(a - margin <= lo <= b + margin for a, b in windows):
                    continue
                kept.append((drop, lo, hi))
            if kept:
                quantum = _quantum(series.values)
                # Values rounded to a few decimals (0.0002 -> 0.0001) are not a drop.
                kept = [(d, lo, hi) for d, lo, hi in kept if math.exp(d.before) - math.exp(d.after) > 3 * quantum]
            period = _period([lo for _, lo, _ in kept])
            for drop, lo, hi in kept:
                yield self._finding(series.name, drop, lo, hi, period, bool(lr))
        yield from self._eval_side(run)

    def _eval_side(self, run: Run) -> Iterator[Finding]:
        """Each eval loss that fell long after the training loss converged (Power et al.'s grokking)."""
        losses = run.by_role(Role.LOSS)
        train = run.series.get(run.primary) if run.primary else None
        if train is None or train.role is not Role.LOSS:
            train = losses[0] if losses else None
        if train is None or signed(train) is not None:
            return
        lr = run.by_role(Role.LR)
        for series in run.by_role(Role.EVAL_LOSS):
            found = eval_grok(train, series, min_drop=self.eval_min_drop, min_delay=self.eval_min_delay)
            if found is None:
                continue
            margin = max(found.end_step - found.start_step, 1)
            if lr_change(lr, found.start_step - margin, found.end_step + margin) is not None:
                continue  # the schedule did it
            yield self._eval_finding(series.name, train.name, found)

    def _eval_finding(self, name: str, train: str, g: EvalGrok) -> Finding:
        factor = g.before / g.after
        message = (f"{name} fell {g.before:.4g} -> {g.after:.4g} (x{factor:.3g} lower) between steps {g.start_step} "
                   f"and {g.end_step}, {g.delay} steps after {train} had converged (by step {g.converged_step}), "
                   f"and stayed there: grokking on the eval side, the model generalised long after it fitted "
                   f"the training data")
        return self.finding(
            series=name, start_step=g.start_step, peak_step=None, end_step=g.end_step, message=message,
            evidence={"before": round(g.before, 6), "after": round(g.after, 6), "factor": round(factor, 3),
                      "train_series": train, "train_converged_step": g.converged_step,
                      "delay_steps": g.delay, "steps": g.end_step - g.start_step},
            advice=("nothing is wrong: keep checkpoints from both sides of the drop; the ones before it "
                    "memorised, the ones after it generalise",
                    f"if you stop on the training loss, you would have stopped {g.delay} steps too early: "
                    f"stop on the eval loss or accuracy instead"),
            fields={"drop": [round(g.before, 6), round(g.after, 6)], "drop_steps": g.end_step - g.start_step,
                    "delay_steps": g.delay},
        )

    def _finding(self, name: str, drop: Drop, lo: int, hi: int, period: int | None, has_lr: bool) -> Finding:
        before, after = math.exp(drop.before), math.exp(drop.after)
        steps = max(hi - lo, 1)
        if period:
            message = (f"sudden drop {before:.4g} -> {after:.4g} within {steps} steps at step {lo}; such drops "
                       f"repeat every ~{period} steps: likely epoch boundaries (memorising repeated data)")
        else:
            prior = (1 - math.exp(-max(drop.prior, 0.0))) * 100
            message = (f"sudden drop {before:.4g} -> {after:.4g} within {steps} steps at step {lo}, after slow "
                       f"progress (only {prior:.1f}% before): a grokking-like "
                       f"moment{'' if has_lr else ' (no learning-rate series was logged to rule out a schedule)'}")
        tips = ["nothing is wrong: keep checkpoints from both sides of the drop",
                f"check what changed around step {lo} (data mix, epoch boundary, code) before crediting the model"]
        if period:
            tips.append("if the data repeats every epoch, watch the eval loss for overfitting")
        return self.finding(
            series=name, start_step=int(lo), peak_step=None, end_step=int(hi), message=message,
            evidence={"before": round(before, 6), "after": round(after, 6),
                      "drop_log": round(drop.before - drop.after, 6), "steps": int(steps),
                      "prior_progress_log": round(drop.prior, 6), "period_steps": period},
            fields={"drop": [round(before, 6), round(after, 6)], "drop_steps": int(steps)},
        )


def _period(starts: list[int]) -> int | None:
    """A common spacing when three or more drops come at near-regular intervals."""
    if len(starts) < 2:
        return None
    gaps = np.diff(sorted(starts)).astype(float)
    if len(gaps) >= 1 and np.ptp(gaps) <= 0.15 * gaps.mean() and len(starts) >= 3:
        return int(round(gaps.mean()))
    return None


def _quantum(values: np.ndarray) -> float:
    """The smallest step between distinct logged values (the logging precision)."""
    v = np.unique(values[np.isfinite(values)])
    gaps = np.diff(v)
    gaps = gaps[gaps > 0]
    return float(gaps.min()) if len(gaps) else 0.0
