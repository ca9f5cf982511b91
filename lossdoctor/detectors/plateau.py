"""LD203 plateau: progress stalls for a long stretch, far longer than the curve's own pace."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from lossdoctor.detectors import advice, schedule
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.frozen import Frozen, frozen_reward
from lossdoctor.detectors.rl_stall import RlStall, learned_nothing
from lossdoctor.detectors.settled import STOP_RANGE
from lossdoctor.detectors.divergence import SHORT, plain_training_loss
from lossdoctor.detectors.targets import signed
from lossdoctor.detectors.trend import Curve, lr_change, series_curve
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role


@dataclass(frozen=True)
class Stall:
    """Buckets [first, last) without a new significant low; `resumed` when one came after."""

    first: int
    last: int
    resumed: bool
    before: float   # progress per unit of log(step) before it
    after: float    # progress per unit of log(step) after it (NaN when it runs to the end)
    # Stalled from the first few points on (`Plateau._from_the_start`): the LR schedule did not
    # end it (nothing ended it), and moved within it as schedules do over a whole run.
    early: bool = False
    head: float = float("nan")  # the first logged loss, when `early`
    # Flat from its very first point (`Plateau._never_learned`), with the evidence that the run
    # was meant to learn there: it starts at its beginning, or its logged LR is zero.
    never: str = ""
    # What the message says instead of the generic words, when the reading has its own.
    note: str = ""
    # The step where a new launch took over and progress came back (`_relaunched`); -1: none.
    relaunch: int = -1


class Rates:
    """Least-squares progress (decrease of log-loss per unit of log step) over any bucket
    range [i, j], in O(1) per range from prefix sums, so every candidate stall is cheap."""

    def __init__(self, u: np.ndarray, y: np.ndarray) -> None:
        zero = np.zeros(1)
        self.su = np.concatenate([zero, np.cumsum(u)])
        self.sy = np.concatenate([zero, np.cumsum(y)])
        self.suu = np.concatenate([zero, np.cumsum(u * u)])
        self.suy = np.concatenate([zero, np.cumsum(u * y)])

    def __call__(self, i: np.ndarray | int, j: np.ndarray | int) -> np.ndarray:
        i, j = np.asarray(i), np.asarray(j)
        m = (j - i + 1).astype(np.float64)
        su, sy = self.su[j + 1] - self.su[i], self.sy[j + 1] - self.sy[i]
        suu, suy = self.suu[j + 1] - self.suu[i], self.suy[j + 1] - self.suy[i]
        var = suu - su * su / np.maximum(m, 1.0)
        with np.errstate(divide="ignore", invalid="ignore"):
            slope = np.where((m >= 3) & (var > 1e-12), (suy - su * sy / np.maximum(m, 1.0)) / var, 0.0)
        return -slope


def _kink(u: np.ndarray, y: np.ndarray, lo: int, hi: int, candidates: range, before: bool) -> int:
    """The corner k of a decay-then-flat (before=True) or flat-then-decay curve over [lo, hi]:
    least squares of y = c + s * min(u - u[k], 0) (or max(...)) over the candidates."""
    ks = np.array([k for k in candidates if lo < k < hi])
    if not len(ks):
        return int(candidates.start) if lo < candidates.start < hi else lo
    uu, yy = u[lo:hi + 1], y[lo:hi + 1]
    x = uu[None, :] - u[ks, None]
    x = np.minimum(x, 0.0) if before else np.maximum(x, 0.0)
    xm, ym = x.mean(axis=1, keepdims=True), yy.mean()
    sxx = ((x - xm) ** 2).sum(axis=1)
    slope = np.where(sxx > 0, ((x - xm) * (yy - ym)).sum(axis=1) / np.where(sxx > 0, sxx, 1.0), 0.0)
    sse = (((yy - ym) - slope[:, None] * (x - xm)) ** 2).sum(axis=1)
    return int(ks[int(np.argmin(sse))])


# A stall from the first points is a warning when the loss lost less than this share of its
# first value: stuck at a trivial solution (an LM at its unigram loss keeps ~75-80 % of ln V).
# One that lost more than half in those points has learned most of what there was, as a small
# model on an easy target does (a volatility regression, 1.6 -> 0.24 by step 34): info.
EARLY_STUCK_SHARE = 0.5


def converged_early(head: float, level: float) -> bool:
    """Whether a run that stalled from its first points had already lost most of its first loss."""
    return head > 0 and level < (1 - EARLY_STUCK_SHARE) * head


class Plateau(Rule):
    """Flags a long stretch where the loss stops improving, then (maybe) improves again.

    What it detects:
    The curve (bucket medians of log-loss) makes a new significant low every so often;
    with a power-law decay the gaps between new lows lengthen smoothly. A plateau is a
    gap at least `min_fraction` of the run long and `ratio` times longer than the gaps
    before it and, when progress resumes, after it: the natural flattening at the end of
    a power law is not a plateau, and neither is a stall that ends at a learning-rate
    drop (a step or WSD schedule) or a warm-up bump. The progress before must be new lows at
    a steady pace (not the way back down from a spike, nor one epoch-boundary drop), and the
    stall must be `min_fraction` of the run long between its corners. A stall that begins at
    an LR restart or step-up, a re-warm-up or a batch/sequence switch (within a quarter of
    its length) is the schedule's: info, with `explained_by`. A loss that sits
    `converged_factor` (1000x) below its first level is at about 0: converged, reported at info.
    A run's primary loss with fewer than `min_points` (but at least `min_short_points`) points
    has no pace to compare with: only a stall to its end is looked for there (stuck after its
    first few points), and on any curve a run flat from its first points while its logged LR
    is 0 at every point never learned. A classifier whose loss started at ln k (k <= 10, a
    uniform guess) and still keeps more than half of it, while its training accuracy has
    stood still (quarter medians within a point or the noise) well above 1/k and below 0.9
    over the last 60 % of the run, learned a little and stopped, however its loss creeps on
    (under 15 %). A classifier whose accuracy is exactly 1/k (k <= 10, to its printed
    rounding) at 80 % of 5 or more logged values, the last among them, while its loss stands
    still over the last half of its steps, gives every input the same class: stuck, at any
    pace. A stall that lasts until a new launch of the run takes over (a relaunch or resume
    within 15 % of its length of its end) was ended by nothing in the run: it is a stall to
    the end of its launch, a warning.

    Why it matters:
    Steps spent on a plateau are compute that bought nothing. A stall that later
    resumes points to an optimisation problem (too high or too low a learning rate, a
    saddle, a bad data mix); one that lasts to the end of the run is still burning
    compute now. Severity: warning while it lasts (act now), info once progress
    resumed (it is history, but worth knowing what it cost).

    Example:
    The loss falls steadily to 2.95 by step 1800, then stays at 2.95 +- noise until
    step 3900 before falling again: "no progress for 2100 steps (35 % of the run)".

    What to do:
    Check the learning rate over the stall (too low: raise it or shorten the warm-up;
    too high: lower it), the data mix of those steps, and whether the run really needs
    the remaining budget.
    """

    code = "LD203"
    name = "plateau"
    kind = "plateau"
    severity = Severity.WARNING
    summary = "Progress stalls for a long stretch relative to the run"
    action = "Check the learning rate and the data over the stall"

    def __init__(self, *, min_fraction: float = 0.15, ratio: float = 4.0, min_delta: float = 0.01,
                 delta_z: float = 3.0, min_points: int = 200, buckets: int = 200,
                 converged_factor: float = 1000.0, min_short_points: int = 24) -> None:
        if not 0 < min_fraction < 1:
            raise ValueError("min_fraction must be between 0 and 1")
        self.min_fraction = float(min_fraction)
        self.ratio = float(ratio)
        self.converged_factor = float(converged_factor)
        self.min_delta = float(min_delta)
        self.delta_z = float(delta_z)
        self.min_points = int(min_points)
        self.buckets = int(buckets)
        self.min_short_points = int(min_short_points)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """The primary loss (and every other loss series) on its live curve."""
        from lossdoctor.detectors.repeated_data import replay_windows

        windows = replay_windows(run)
        lr = run.by_role(Role.LR)
        frozen = frozen_reward(run)
        if frozen is not None:
            yield self._frozen(run, frozen)
        elif (still := learned_nothing(run)) is not None:
            yield self._rl_stall(run, still)
        for series in run.by_role(Role.LOSS):
            if frozen is not None and series.name == run.primary:
                continue  # told above: the loss at 0 is the frozen stretch's
            if (why := signed(series)) is not None:
                yield self.skip(series.name, why)
                continue
            finite = int(np.isfinite(series.values).sum())
            if plain_training_loss(run, series.name) and (stopped := self._stopped(series)) is not None:
                yield stopped
                continue
            if series.name == run.primary and plain_training_loss(run, series.name) and \
                    (zero := self._metric_zero(run, series)) is not None:
                yield zero  # judged on a few points too: the metric, not the pace, says stuck
                continue
            if series.name == run.primary and plain_training_loss(run, series.name) and \
                    (pinned := self._pinned(run, series)) is not None:
                yield pinned  # an accuracy at exactly 1/k says stuck, whatever the loss's pace
                continue
            # A short curve has no pace to compare a stall with; only a run stuck to its end
            # (from its first few points, or from its very first) is judged on it.
            short = finite < self.min_points
            if finite < self.min_short_points or (short and not plain_training_loss(run, series.name)):
                if finite >= SHORT:  # shorter ones get LD201's skip; one is enough
                    yield self.skip(series.name, f"only {finite} finite points; a plateau needs at least "
                                                 f"{self.min_points} to compare with the run's pace")
                continue
            curve = series_curve(series, self.buckets)
            if curve is None or len(curve) < 20:
                continue
            delta = max(self.min_delta, self.delta_z * curve.noise)
            stalls = [] if short else list(self._stalls(curve, delta))
            if not stalls:
                early = self._from_the_start(curve, series.values, delta)
                if early is None:
                    early = self._never_learned(curve, series, delta, lr)
                if early is None and plain_training_loss(run, series.name):
                    early = self._learned_little(curve, series)
                if early is None and plain_training_loss(run, series.name):
                    early = _accuracy_stall(run, curve, series)
                stalls = [early] if early is not None else []
            if short and not stalls:
                # Looked at for a stall to its end only; the pace test could not run.
                yield self.skip(series.name, f"only {finite} finite points; a plateau needs at least "
                                             f"{self.min_points} to compare with the run's pace")
                continue
            for stall in stalls:
                start, end = curve.step_at(stall.first), curve.step_at(min(stall.last, len(curve) - 1))
                reach = (end - start) // 4
                event = schedule.explaining(schedule.events(run), start - reach, start + reach)
                if event is not None:
                    # The schedule lifted the loss where the stall began: no new lows is its doing.
                    yield schedule.explain(self._finding(series.name, curve, stall, delta, start, end, Facts.of(run)), event,
                                           "the loss rose with it and had to come back down first")
                    continue
                if not stall.early and lr_change(lr, start - (end - start) // 2, end + (end - start)) is not None:
                    continue  # a schedule drop ended it: the stable phase is not a stall
                if any(start <= b + (b - a) and end >= a for a, b in windows):
                    continue  # levels around replayed data say nothing about progress
                if stall.resumed and (launch := _relaunched(run, start, end)) is not None:
                    # Nothing in the run ended it: it lasted to the end of its launch, and a new launch
                    # (a restart, its schedule fresh) took over: a stall to its end, as a warning says.
                    stall = replace(stall, resumed=False, relaunch=launch)
                yield self._finding(series.name, curve, stall, delta, start, end, Facts.of(run))

    def _frozen(self, run: Run, frozen: Frozen) -> Finding:
        """The RL run whose loss is exactly 0 while its reward sits at its worst (`frozen`)."""
        # On the reward: the loss at exactly 0 is LD504's finding, and the reconciler folds what
        # else is said of that series there into it; the frozen reward is the plateau itself.
        return self.finding(
            series=frozen.reward_name, start_step=frozen.start, peak_step=None, end_step=frozen.end,
            message=(f"no progress since step {frozen.start} ({frozen.end - frozen.start} steps): "
                     f"{frozen.reward_name} is frozen at {frozen.reward:.4g}, the lowest it logged, while "
                     f"{run.primary} is exactly 0 at all {frozen.points} points: the updates change "
                     "nothing, the agent learns nothing"),
            evidence={"stall_steps": frozen.end - frozen.start, "reward": frozen.reward,
                      "reward_series": frozen.reward_name, "zero_loss_points": frozen.points},
            advice=("a loss of exactly 0 means no gradient: check that the rollouts reach the learner "
                    "(every episode ending at once with one penalty gives nothing to learn from)",
                    "check the reward shaping and the termination: a reward pinned at one penalty is "
                    "the environment ending every episode the same way"),
        )

    def _rl_stall(self, run: Run, still: RlStall) -> Finding:
        """The RL run whose reward never rose while its loss held its level (`rl_stall`)."""
        q = ", ".join(f"{m:.3g}" for m in still.quarters)
        return self.finding(
            series=still.reward_name, start_step=still.start, peak_step=None, end_step=still.end,
            message=(f"no progress over the whole run (steps {still.start}-{still.end}): {still.reward_name} "
                     f"never rose (quarter means {q} over {still.points} points, far below its best "
                     f"episode {still.best:.4g}) while {run.primary} held its level: the agent learns nothing"),
            evidence={"stall_steps": still.end - still.start, "reward_series": still.reward_name,
                      "reward_quarters": [round(m, 6) for m in still.quarters], "reward_best": still.best,
                      "reward_points": still.points},
            advice=("check that the agent acts on its network (an exploration rate stuck at 1, actions not fed "
                    "to the environment) and that the transitions it learns from are the ones played",
                    "check the target-network update, the reward scale and the learning rate: a hard task "
                    "needs many steps, but the reward of an agent that learns leaves its first level early"),
        )

    def _stalls(self, curve: Curve, delta: float) -> Iterator[Stall]:
        """Long flat stretches whose pace breaks the curve's convexity (see the class docstring)."""
        from lossdoctor.detectors.signal import rolling_median

        n = len(curve)
        u = np.log(np.maximum(curve.steps, 1.0))
        y = rolling_median(curve.level, 5)  # a spike's leftovers must not look like progress
        rate = Rates(u, y)
        span = float(curve.steps[-1] - curve.steps[0]) or 1.0
        i, j = np.triu_indices(n, 3)
        keep = (i >= 0.02 * n) & (curve.steps[j] - curve.steps[i] >= self.min_fraction * span)
        i, j = i[keep], j[keep]
        width = u[j] - u[i]
        signed = rate(i, j)
        # Only flat pairs can be stalls: filter now, so the later tests do ~1/8 of the work.
        flat = np.abs(signed) * width <= delta
        i, j, width, signed = i[flat], j[flat], width[flat], signed[flat]
        during = np.maximum(signed, 0.0)
        first = np.searchsorted(u, u[i] - width)
        before = rate(first, i)
        after_end = np.minimum(np.searchsorted(u, u[j] + width), n - 1)
        after = rate(j, after_end)
        ongoing = j == n - 1
        base = self.ratio * np.maximum(during, delta / np.maximum(width, 1e-9) / 4)
        # Progress before must be new lows, not the recovery from a spike.
        lowest = np.minimum.accumulate(y)
        recovering = y[first] - lowest[first] > delta
        # ...and most of the fitted fall must be new lows: a slow spike's way back down inside
        # the window before looks like progress to a slope, not to the running minimum.
        fresh = lowest[first] - lowest[i] >= 0.5 * before * (u[i] - u[first])
        good = (before > base) & (before * width >= 1.5 * delta) & (i - first >= 3) & ~recovering & fresh
        resumed = good & ~ongoing & (after_end - j >= 4) & (after > base) & (
            after * (u[after_end] - u[j]) >= 1.25 * delta)
        stalled = good & ongoing & (before * width >= 6 * delta) & (
            curve.steps[j] - curve.steps[i] >= 1.5 * self.min_fraction * span)
        # The pace before must be steady (every quarter progressing), not one drop (an
        # epoch boundary, a grokking step) followed by the usual slow decay.
        # For a stall that resumed too: between two epoch-boundary drops the curve is flat, and
        # neither drop is a pace.
        quarter = np.maximum((i - first) // 4, 1)
        steady = np.ones(len(i), dtype=bool)
        for q in range(4):
            lo = first + q * quarter
            steady &= rate(lo, np.minimum(lo + quarter, i)) > base
        stalled &= steady
        resumed &= steady
        chosen = np.flatnonzero(resumed | stalled)
        taken = np.zeros(n, dtype=bool)
        # Longest first; the stretches reported do not overlap.
        for k in chosen[np.argsort(-(j[chosen] - i[chosen]), kind="stable")]:
            a, b = int(i[k]), int(j[k])
            if taken[a:b + 1].any():
                continue
            lo_q, hi_q = np.quantile(y[a:b + 1], [0.05, 0.95])
            if hi_q - lo_q > 1.5 * delta:
                continue  # not flat: a rise, a spike's tail or steady progress inside
            if not ongoing[k]:
                e = int(after_end[k])
                # Steady progress again, not one sudden drop (that is grokking).
                if float(y[b:e + 1].max()) > float(np.median(y[a:b + 1])) + delta:
                    continue  # it went up first: the recovery from a spike is not progress
                h = max(2, (e - b) // 10)
                drops = y[b:e + 1 - h] - y[b + h:e + 1] if e - b > h else np.array([y[b] - y[e]])
                if float(drops.max()) > 0.6 * (y[b] - y[e]):
                    continue
            taken[a:b + 1] = True
            # Place the corners where the decay stops and where it starts again.
            length = b - a
            a = _kink(u, y, int(first[k]), b, range(max(int(first[k]) + 2, a - length // 3), a + length // 3),
                      before=True)
            if not ongoing[k]:
                b = _kink(u, y, a, int(after_end[k]), range(b - length // 3, min(b + length // 4, n - 2)),
                          before=False)
            if curve.steps[b] - curve.steps[a] < self.min_fraction * span:
                continue  # between its corners the stall is shorter than a plateau must be
            yield Stall(a, b, not bool(ongoing[k]), float(before[k]),
                        float(after[k]) if not ongoing[k] else float("nan"))

    def _from_the_start(self, curve: Curve, values: np.ndarray, delta: float) -> Stall | None:
        """A run that learned only in its first few logged points and never again (a model
        stuck at its unigram loss: 4.28 at step 0, 3.31 from step 30 to 5000).

        `_stalls` measures the pace before a stall on the curve's buckets, and here the fall
        is over inside the first one or two: there is no pace to compare with. So the fall is
        taken from the first logged value instead: it must be the highest of the run and lie
        at least as far above the level as an ongoing stall's progress must (6 x the noise
        band), while every bucket from one of the first few on sits within the band (the same
        flatness test as `_stalls`) to the end of the run."""
        from lossdoctor.detectors.signal import log_loss, rolling_median

        n = len(curve)
        logs, ok = log_loss(values)
        if not ok.any() or n < 20:
            return None
        head = float(logs[ok][0])
        u = np.log(np.maximum(curve.steps, 1.0))
        y = rolling_median(curve.level, 5)
        rate = Rates(u, y)
        span = float(curve.steps[-1] - curve.steps[0]) or 1.0
        # The buckets a steady pace before a stall needs (`_stalls`): a fall inside fewer is
        # this case, a longer one is `_stalls`'.
        for a in range(0, max(3, int(0.02 * n)) + 1):
            rest = y[a:]
            lo_q, hi_q = np.quantile(rest, [0.05, 0.95])
            width = float(u[-1] - u[a])
            if hi_q - lo_q > 1.5 * delta or abs(float(rate(a, n - 1))) * width > delta:
                continue
            level = float(np.median(rest))
            if head - level < 6 * delta or head < float(np.max(y)) or \
                    curve.steps[-1] - curve.steps[a] < 1.5 * self.min_fraction * span:
                return None
            before = (head - level) / max(float(u[a]), 1.0)
            return Stall(a, n - 1, False, before, float("nan"), early=True, head=math.exp(head))
        return None

    def _stopped(self, series: Series) -> Finding | None:
        """A loss that fell at once and then did not move at all (`settled.stopped_at_once`):
        judged on few points too, since its flatness is to the printed noise."""
        from lossdoctor.detectors.settled import stopped_at_once

        settled = stopped_at_once(series.steps, series.values)
        if settled is None:
            return None
        end = int(series.steps[np.isfinite(series.values)][-1])
        length = end - settled.start
        span = float(end - series.steps[np.isfinite(series.values)][0]) or 1.0
        message = (f"no progress since step {settled.start} ({length} steps, {100 * length / span:.0f}% of the run) "
                   f"at loss ~{settled.level:.4g}: it fell from {settled.head:.4g} at once and then did not move "
                   f"at all (every later point within {100 * STOP_RANGE:.0f}% of the others, no downward drift): "
                   "the model stopped learning at its first steps (a head predicting about the mean, frozen layers)")
        return self.finding(
            series=series.name, start_step=settled.start, peak_step=None, end_step=end, message=message,
            evidence={"stall_steps": length, "fraction_of_run": round(length / span, 4),
                      "level": round(settled.level, 6), "first_loss": round(settled.head, 6),
                      "resumed": False},
            advice=(f"the last {length} steps bought nothing: check that the model's output depends on its "
                    "input (a collapsed head, frozen layers, a learning rate far too low or too high)",
                    "compare the level with the loss of predicting the mean target: equal means nothing was learned"),
        )

    def _metric_zero(self, run: Run, series: Series) -> Finding | None:
        """A run whose F1/recall/mAP is exactly 0 at every evaluation (`metric_zero`)."""
        from lossdoctor.detectors.metric_zero import metric_zero

        zero = metric_zero(run, series)
        if zero is None:
            return None
        length = zero.end - zero.start
        message = (f"no progress since step {zero.start} at loss ~{zero.level:.4g}: {zero.name} is exactly 0 at "
                   f"each of its {zero.evals} evaluations while the loss fell from {zero.head:.4g}: the model "
                   "never found a single positive (it predicts nothing), so it is stuck at the trivial answer")
        return self.finding(
            series=series.name, start_step=zero.start, peak_step=None, end_step=zero.end, message=message,
            evidence={"stall_steps": length, "level": round(zero.level, 6), "first_loss": round(zero.head, 6),
                      "metric": zero.name, "metric_zero_evals": zero.evals, "resumed": False},
            advice=("check the labels and the positive class weight: a loss dominated by the negative class "
                    "is minimised by predicting nothing",
                    "check the decoding threshold and that the metric sees the model's predictions"),
        )

    def _pinned(self, run: Run, series: Series) -> Finding | None:
        """A classifier whose accuracy is exactly 1/k at its evaluations (`accuracy_chance`)."""
        from lossdoctor.detectors.accuracy_chance import pinned_accuracy

        pinned = pinned_accuracy(run, series)
        if pinned is None:
            return None
        length = pinned.end - pinned.start
        span = float(series.steps[np.isfinite(series.values)][-1] - series.steps[np.isfinite(series.values)][0]) or 1.0
        message = (f"no progress since step {pinned.start} ({length} steps, {100 * length / span:.0f}% of the run) at "
                   f"loss ~{pinned.level:.4g}: {pinned.name} is exactly 1/{pinned.k} = {1 / pinned.k:.4g} at "
                   f"{pinned.pinned} of its {pinned.evals} values: the classifier gives every input the same class "
                   f"(a guess over {pinned.k}), so nothing it learned reaches its decisions")
        return self.finding(
            series=series.name, start_step=pinned.start, peak_step=None, end_step=pinned.end, message=message,
            evidence={"stall_steps": length, "fraction_of_run": round(length / span, 4),
                      "level": round(pinned.level, 6), "first_loss": round(pinned.head, 6),
                      "metric": pinned.name, "classes": pinned.k, "pinned_evals": pinned.pinned,
                      "evals": pinned.evals, "resumed": False},
            advice=("overfit one small batch: a model that cannot leave 1/k there has broken labels, "
                    "a detached head or collapsed logits",
                    "check the class balance the loss sees and the learning rate (too high collapses the "
                    "logits onto one class)"),
        )

    def _learned_little(self, curve: Curve, series: Series) -> Stall | None:
        """A run that kept most of its first loss and then stood still over most of its steps
        (`settled.learned_little`): a short or smooth curve the pace test cannot judge."""
        from lossdoctor.detectors.settled import learned_little, never_improved

        settled = learned_little(series.steps, series.values)
        if settled is not None:
            return Stall(curve.index_of(settled.start), len(curve) - 1, False, 0.0, float("nan"),
                         early=True, head=settled.head)
        settled = never_improved(series.steps, series.values)
        if settled is None:
            return None
        return Stall(curve.index_of(settled.start), len(curve) - 1, False, 0.0, float("nan"), early=True,
                     head=settled.head, note=(f"the run never learned: it never went below its first loss "
                                              f"({settled.head:.4g}), and stands still from there"))

    def _never_learned(self, curve: Curve, series: Series, delta: float, lr: list[Series]) -> Stall | None:
        """A run flat from its first few points to its end while its logged LR is zero at every
        point (a fine-tune whose LR was printed as 0.0: 4.13 -> 4.03 over 35 points of noise):
        it never learned at all. `_from_the_start` wants a fall before the flat stretch; here
        there is none. Flatness alone is no evidence: a log of a converged run's late steps, or
        a slow decay under a large constant (an ELBO at ~1000), is as flat; a zero LR is.
        The level must be no converged one either: a loss flat at about 0 is `degenerate`'s."""
        from lossdoctor.detectors.signal import log_loss, rolling_median

        n = len(curve)
        values = series.values[np.isfinite(series.values)]
        if not _lr_zero(lr) or n < 20 or not len(values) or float(np.ptp(values)) == 0.0:
            return None
        y = rolling_median(curve.level, 5)
        u = np.log(np.maximum(curve.steps, 1.0))
        rate = Rates(u, y)
        # From one of the first few points on (as `_from_the_start`), with no fall before worth
        # the name (less than that path's 6 x the noise band), and no peak above the band.
        for a in range(0, max(3, int(0.02 * n)) + 1):
            lo_q, hi_q = np.quantile(y[a:], [0.05, 0.95])
            width = float(u[-1] - u[a])
            if hi_q - lo_q <= 1.5 * delta and abs(float(rate(a, n - 1))) * width <= delta:
                break
        else:
            return None
        if float(np.max(y)) - float(np.median(y[a:])) > min(6.0 * delta, 3.0 * (hi_q - lo_q) + delta):
            return None
        logs, ok = log_loss(values)
        level = float(np.median(logs[ok])) if ok.any() else float("nan")
        if not np.isfinite(level) or math.exp(level) < 0.05:
            return None  # at about 0: converged or degenerate, not stuck
        return Stall(a, n - 1, False, 0.0, float("nan"), early=True, head=math.exp(float(y[0])),
                     never="its logged learning rate is 0 at every point")

    def _finding(self, name: str, curve: Curve, stall: Stall, delta: float, start: int, end: int,
                 facts: Facts) -> Finding:
        span = float(curve.steps[-1] - curve.steps[0]) or 1.0
        length = end - start
        level = math.exp(float(np.median(curve.level[stall.first:stall.last])))
        share = 100.0 * length / span
        first = math.exp(float(curve.level[0]))
        # A loss that fell a thousandfold and sits near 0 has converged; its flat tail is no stall.
        near_zero = not stall.resumed and level <= first / self.converged_factor
        if stall.relaunch >= 0 and not near_zero:
            message = (f"no progress for {length} steps ({share:.0f}% of the run) from step {start} at loss "
                       f"~{level:.4g}: the run stood still to the end of its launch; progress came back only at "
                       f"step {stall.relaunch}, where a new launch took over")
            tips = [f"the stall cost about {length} steps and only the relaunch (its schedule and optimizer "
                    f"fresh) ended it: check the learning rate around step {start} (decayed to nothing, or "
                    "too low to leave the level) before relaunching again",
                    advice.inspect_batches(start, start + 100, facts=facts)]
        elif stall.resumed:
            message = (f"no progress for {length} steps ({share:.0f}% of the run) from step {start} at loss "
                       f"~{level:.4g}; it resumed at step {end}")
            tips = [f"the stall cost about {length} steps; if it recurs, check the learning rate around "
                    f"step {start} (too low stalls, too high bounces) and the data mix of steps {start}-{end}",
                    advice.WSD]
        else:
            message = (f"no progress since step {start} ({length} steps, {share:.0f}% of the run) at loss "
                       f"~{level:.4g}")
            if near_zero:
                message += (f": it sits x{first / level:.3g} below its first loss ({first:.4g}), at about 0: "
                            "converged (memorised or solved), not stalled")
            elif stall.note:
                message += f": {stall.note}"
            elif stall.never:
                message += (f": the run never learned: flat from its first logged points, and {stall.never}")
            elif stall.early and converged_early(stall.head, level):
                message += (f": it lost most of its first loss ({stall.head:.4g}) in its first {start} steps and "
                            "learned nothing after, as a small model on an easy target converges; worth a look "
                            "only if more was expected")
            elif stall.early:
                message += (f": the run is stalled (it fell from {stall.head:.4g} in its first {start} steps, "
                            "then learned nothing)")
            else:
                message += ": the run is stalled"
            tips = [f"the last {length} steps bought nothing: raise or lower the learning rate, or "
                    f"stop and use the budget elsewhere",
                    advice.inspect_batches(start, start + 100, facts=facts)]
        quiet = stall.resumed or near_zero or (stall.early and not stall.never and converged_early(stall.head, level))
        return self.finding(
            severity=Severity.INFO if quiet else self.severity, series=name,
            start_step=int(start), peak_step=None, end_step=int(end), message=message,
            evidence={"stall_steps": int(length), "fraction_of_run": round(length / span, 4),
                      "level": round(level, 6), "min_progress": round(delta, 6),
                      "progress_before_per_log_step": round(stall.before, 6),
                      "progress_after_per_log_step": (round(stall.after, 6)
                                                      if np.isfinite(stall.after) else None),
                      "resumed": stall.resumed},
            advice=tuple(tips),
        )


def _accuracy_stall(run: Run, curve: Curve, series: Series) -> Stall | None:
    """A classifier whose training accuracy stood still well short of 1 from some step on, while its
    loss, started at chance, crept on (`accuracy_stall`): the loss's pace alone cannot tell it."""
    from lossdoctor.detectors.accuracy_stall import accuracy_stall

    still = accuracy_stall(run, series)
    if still is None:
        return None
    q = ", ".join(f"{100 * m:.1f}" for m in still.quarters)
    note = (f"the training accuracy ({still.name}) has stood at ~{100 * still.accuracy:.0f}% since then (quarter "
            f"medians {q} %) while the loss crept only {100 * (1 - math.exp(-still.fall)):.0f}% lower; it started "
            f"at {still.head:.4g}, ln {still.k} = {math.log(still.k):.4g} (a uniform guess over {still.k} classes), "
            f"and still keeps {100 * still.level / math.log(still.k):.0f}% of it: the classifier learned a little, "
            "then stopped")
    return Stall(curve.index_of(still.start), len(curve) - 1, False, 0.0, float("nan"), early=True,
                 head=still.head, note=note)


# A launch boundary ends a stall when it lies within this share of the stall's length of the stall's
# end (the kink placing the end falls a few points before the new launch's first).
RELAUNCH_REACH = 0.15


def _relaunched(run: Run, start: int, end: int) -> int | None:
    """The step of the join (a resume or a relaunch) that ended the stall [start, end], or None."""
    reach = max(1, int(RELAUNCH_REACH * (end - start)))
    joins = [j.step for j in run.joins if j.kind != "concurrent" and start < j.step and abs(j.step - end) <= reach]
    return min(joins, key=lambda j: abs(j - end)) if joins else None


def _lr_zero(lr: list[Series], tiny: float = 1e-7) -> bool:
    """Whether the first logged LR series is at most `tiny` at every finite point (a fine-tune
    whose LR was printed as 0.0: nothing can be learned)."""
    for series in lr:
        values = series.values[np.isfinite(series.values)]
        if len(values) >= 3:
            return bool((np.abs(values) <= tiny).all())
    return False
