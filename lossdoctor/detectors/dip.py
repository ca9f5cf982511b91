"""LD102 loss-dip: a sudden short drop well below the curve (degenerate batches)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import advice, gan, rl_terms, schedule, signal
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.spikecontext import too_short
from lossdoctor.detectors.targets import Target, signed, targets
from lossdoctor.model import Finding, Run, Series, Severity, Skip

# Tail factor above which the noise counts as heavy-tailed: a lone low batch is then
# plausible noise, so dips are reported as info only.
HEAVY_TAIL = 1.5
# Quantile of the lower tail measured for the noise: rare enough to be noise, common enough
# that a handful of dips in a long run do not set it.
LOWER_QUANTILE = 0.99


@dataclass(frozen=True)
class Dip:
    """One dip: steps, trough and baseline in loss units, and its size in noise units."""

    start_step: int
    trough_step: int
    end_step: int
    baseline: float
    trough: float
    z: float
    noise: float

    @property
    def magnitude(self) -> float:
        """baseline / trough (> 1): how many times lower the loss fell."""
        return self.baseline / self.trough


def lower_tail(resid: np.ndarray, floor: float) -> float:
    """Sigma implied by the lower tail of the residuals, left of which nothing below `floor`
    counts: those are the dip candidates themselves (a long configured dip is 4 % of a run)."""
    return signal.tail_sigma(resid[resid > floor], upper=False, quantile=LOWER_QUANTILE)


def find_dips(series: Series, z: float, min_ratio: float, max_steps: int, window_points: int,
              min_points: int) -> tuple[list[Dip], float] | None:
    """Dips of one series and its tail factor, or None when too short.

    The reference is the lower of a lagged median before and a leading median after each
    point: on a falling curve the later level is lower, so the steep start of training,
    LR-decay drops and other lasting level changes never look like dips; only a short
    excursion below both sides does.
    """
    y, ok = signal.log_loss(series.values)
    ydet = y
    if series.bucket_min is not None:
        ymin, okmin = signal.log_loss(series.bucket_min)
        ydet = np.where(okmin, np.fmin(y, ymin), y)
    if not ok.all():  # nothing dropped: no copies of a long run's arrays
        steps, y, ydet = series.steps[ok], y[ok], ydet[ok]
    else:
        steps = series.steps
    n = len(y)
    if n < min_points:
        return None
    w = min(window_points, max(5, (n // 4) | 1))
    med = signal.rolling_median(y, w)
    resid = y - med
    sigma = signal.mad_sigma(resid)
    if not np.isfinite(sigma) or sigma <= 0:
        sigma = max(signal.diff_sigma(y), 1e-6)
    # The tail a dip lives in is the lower one: a per-batch loss bounded by 0 (a classifier's
    # all-correct batch, a pairwise loss of well-ranked pairs) often has a long lower tail in log
    # units while its upper one is Gaussian. It is measured at the 1 % quantile without the points
    # already past the threshold, so real dips cannot set it; the upper tail (at 0.1 %) stays a floor.
    upper = signal.tail_sigma(resid, upper=True)
    heavy = max(1.0, upper / sigma) if np.isfinite(upper) else 1.0
    lower = lower_tail(resid, -z * heavy * sigma)
    if np.isfinite(lower):
        heavy = max(heavy, lower / sigma)
    local = signal.local_sigma(resid, block=max(200, 4 * w), floor=0.5 * sigma, out=resid)  # resid is spent
    del resid
    local *= heavy
    threshold = z * local
    np.maximum(threshold, np.log(min_ratio), out=threshold)
    lag = 2
    before = signal.lagged_median(y, w, lag, centred=med)
    after = signal.lagged_median(y[::-1], w, lag, centred=med[::-1])[::-1]
    del med
    ref = np.fmin(before, after, out=before)  # fmin: either side alone where the other is missing
    del after
    below = np.isfinite(ref) & (ref - ydet > threshold)
    starts, ends = signal.merge_runs(*signal.runs_of(below), gap=1)
    dips = []
    for i0, i1 in zip(starts[:500], ends[:500]):
        i0, i1 = int(i0), int(i1)
        if steps[i1 - 1] - steps[i0] >= max_steps:
            continue  # a lasting change of level, not a short dip
        if i1 >= n or i0 == 0:
            continue  # cannot see it come back, or nothing before it
        edge = 0.5 * threshold[i0]
        if ref[i0 - 1] - ydet[i0 - 1] > edge or ref[i1] - ydet[i1] > edge:
            continue  # it slid into and out of the low: a V-shaped trough, not a sudden dip
        trough = i0 + int(np.argmin(ydet[i0:i1]))
        # An ordinary batch as low within the window means this is the noise's lower tail
        # (a per-batch loss at 0.19 whose batches reach 0.11 now and then), not an excursion.
        near = np.arange(max(0, i0 - w // 2), min(n, i1 + w // 2))
        ordinary = near[~below[near]]
        if len(ordinary) and float(np.min(ydet[ordinary])) <= float(ydet[trough]):
            continue
        b = float(ref[trough])
        dips.append(Dip(int(steps[i0]), int(steps[trough]), int(steps[i1 - 1]), float(np.exp(b)),
                        float(np.exp(ydet[trough])), float((b - ydet[trough]) / local[trough]),
                        float(local[trough])))
    return dips, heavy


def not_batches(run: Run) -> str | None:
    """Why a low point of this run's loss cannot be a few degenerate batches, or None.

    A point logged once per epoch is the mean over the whole data set; in an RL run the
    batches are the agent's own rollouts and the total holds a policy term that swings
    through zero.
    """
    from lossdoctor.reading import reading

    step = reading(run).get("step_source")
    if isinstance(step, dict) and step.get("unit") == "epochs":
        return (f"one point per epoch ({step.get('name')}): each is a mean over the whole data set, "
                f"so a low one is not a few degenerate batches")
    rl = sorted(name for name in run.series if rl_terms.is_term(name))
    if rl:
        return (f"an RL objective (it logs {', '.join(rl[:3])}): its batches are the agent's rollouts, "
                f"so a low loss is an easy rollout, not bad data")
    return None


def _switch_after(run: Run, series: Series, dip: Dip) -> schedule.Event | None:
    """The objective switch that ends a dip: the loss "came back" because terms were added to it
    at the next logged point (a warm-up on the total alone is lower than the full objective)."""
    after = series.steps[series.steps > dip.end_step]
    if not len(after):
        return None
    return next((e for e in schedule.events(run) if e.what == "objective switch"
                 and dip.start_step < e.step <= int(after[0])), None)


class LossDip(Rule):
    """The loss drops sharply below its curve for a few steps, then comes back.

    What it detects:
    A short excursion (at most `max_steps` steps) of the loss below both its recent and its
    following level, by at least `min_ratio` times and `z` times the run's robust noise.
    Lasting drops (LR decay, the steep start of training, epoch boundaries) and V-shaped
    troughs are not dips. The noise is measured on the low side too (the residuals' 1 %
    quantile, without the points already past the threshold): a per-batch loss bounded by 0
    (a classifier's all-correct batches) has a long lower tail, and its lows are its noise.
    Not judged: a loss logged once per epoch (each point is a mean over
    the whole data set) and the losses of an RL run (one that logs value, entropy or policy
    terms: its batches are the agent's own rollouts, and its total holds a policy term that
    swings through zero). Dips longer than about half of `window_points` are invisible.
    `magnitude` is baseline / trough, so 2.0 means the loss halved.

    Why it matters:
    A model cannot suddenly get much better for one batch: an unusually low loss usually
    means degenerate data, such as batches of empty lines, repeated tokens or padding, that
    the model predicts trivially. They waste compute and hint at a broken data source.

    Example:
    `loss` falls from 2.91 to 1.40 at steps 3120-3122 and is back at 2.90 at step 3123:
    a dip of magnitude 2.1.

    What to do:
    Regenerate and inspect the batches of those steps; clean or filter the data source
    (de-duplicate, drop near-empty documents).
    """

    code = "LD102"
    name = "loss-dip"
    kind = "dip"
    severity = Severity.WARNING
    summary = "A sudden short drop of the loss below its curve (degenerate data)"
    action = "Inspect the batches of the dip and clean the data source"

    def __init__(self, *, z: float = 6.0, min_ratio: float = 1.25, max_steps: int = 50,
                 window_points: int = 51, min_points: int = 20) -> None:
        if z <= 0 or min_ratio <= 1.0 or max_steps <= 0 or window_points < 3 or min_points < 5:
            raise ValueError("z and max_steps must be positive, min_ratio > 1, window_points >= 3, "
                             "min_points >= 5")
        self.z, self.min_ratio, self.max_steps = z, min_ratio, max_steps
        self.window_points, self.min_points = window_points, min_points

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        seen = False
        why_not = not_batches(run)
        for target in targets(run):
            seen = True
            if why_not is not None:
                if not target.in_dead_fragment:
                    yield self.skip(target.name, why_not)
                continue
            if (why := signed(target.series)) is not None:
                if not target.in_dead_fragment:
                    yield self.skip(target.name, why)
                continue
            result = find_dips(target.series, self.z, self.min_ratio, self.max_steps,
                               self.window_points, self.min_points)
            if result is None:
                if not target.in_dead_fragment:
                    yield self.skip(target.name, too_short(target.series, self.min_points))
                continue
            dips, heavy = result
            for dip in dips:
                if target.owns(dip.start_step):
                    finding = self._finding(target, dip, heavy, Facts.of(run))
                    switch = _switch_after(run, target.series, dip)
                    yield finding if switch is None else schedule.explain(
                        finding, switch, "the loss before it was a different objective (its terms not yet "
                                         "added), so the curve after it is no level to fall below")
        if not seen:
            yield self.skip("loss", "the run has no loss series")

    def _finding(self, target: Target, dip: Dip, heavy: float, facts: Facts) -> Finding:
        span = advice.step_range(dip.start_step, dip.end_step)
        message = (f"{target.name} dropped {dip.magnitude:.2f}x below its curve "
                   f"({dip.baseline:.4g} -> {dip.trough:.4g}) at {span}{target.where()} and came back")
        severity = self.severity
        side = gan.player(target.name)
        if heavy >= HEAVY_TAIL:
            severity = Severity.INFO
            message += "; the noise is heavy-tailed, so this may be an ordinary outlier batch"
        elif side is not None:
            # A GAN player's loss is a game's score: one round the player won is no degenerate batch.
            severity = Severity.INFO
            message += f"; it is the {side} loss of a GAN, whose sudden lows are rounds of the game it won"
        return self.finding(
            severity=severity, series=target.name, start_step=dip.start_step,
            peak_step=dip.trough_step, end_step=dip.end_step, message=message,
            evidence={"baseline": round(dip.baseline, 6), "trough": round(dip.trough, 6),
                      "z_score": round(dip.z, 1), "noise_sigma_log": round(dip.noise, 4),
                      "heavy_tail_factor": round(heavy, 2)},
            advice=(advice.inspect_batches(dip.start_step, dip.end_step, facts=facts), advice.CLEAN_DATA),
            in_dead_fragment=target.in_dead_fragment,
            fields={"magnitude": round(dip.magnitude, 3)},
        )
