"""LD205 instability: the loss thrashes far above its own best level, explosion after explosion."""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass, replace

import numpy as np

from lossdoctor.detectors import advice, gan, rl_terms, signal
from lossdoctor.detectors.base import Rule
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role

# Longer series are judged on bucket medians of this many points (stretches last thousands of steps).
LONG = 100_000
CLIP_GRADS = "clip the gradients (e.g. max-norm 1.0) so that one bad batch cannot throw the weights far"
LONGER_WARMUP = "warm up longer (e.g. 2-5% of the steps), so the LR reaches its peak only once the loss has settled"


@dataclass(frozen=True)
class Stretch:
    """One unstable stretch of a series, as indices into its finite points and what it measured."""

    lo: int            # first point far above the running best
    hi: int            # last point far above it
    explosions: int    # separate upswings far above the best
    share: float       # share of points in [lo, hi] above k x the running best
    worst: float       # largest ratio to the running best
    best: float        # the running best (loss units) when it started
    calm: int | None   # first point after the stretch when the run goes on calmly
    best_at: int = 0   # the point where the running best was reached


def calm_noise(y: np.ndarray, block: int) -> float:
    """The point noise of the run's calmest stretches (20th percentile over blocks).

    Chaos inflates any noise estimate taken over the whole curve; the quiet parts before
    and after it still show what the run's normal batch-to-batch noise is.
    """
    d = np.diff(y)
    n_blocks = len(d) // block
    if n_blocks < 3:
        return signal.diff_sigma(y)
    body = np.abs(d[:n_blocks * block]).reshape(n_blocks, block)
    per_block = signal.MAD_TO_SIGMA * np.median(body, axis=1) / math.sqrt(2.0)
    return float(np.quantile(per_block, 0.2))


def find_stretches(y: np.ndarray, *, ratio: float, z: float, min_explosions: int, min_share: float,
                   min_points: int, min_lost: float = 0.1) -> tuple[list[Stretch], float, np.ndarray]:
    """Unstable stretches of a finite log-loss array, the threshold used (log) and the running best.

    The running best is the lowest level a short centred median has reached so far; a point
    is far above when it exceeds the best by log(ratio) and by `z` calm-noise sigmas.
    Explosions are peaks of the 3-point median that stand out by half that threshold from
    the troughs around them and reach above the line. The stretch's median must also give
    back at least `min_lost` of the progress from the early loss to the best.
    """
    from scipy.signal import find_peaks

    n = len(y)
    width = int(min(51, max(5, n // 100))) | 1
    smooth = signal.rolling_median(y, width)
    best = np.minimum.accumulate(smooth)
    noise = calm_noise(y, max(20, n // 50))
    threshold = max(math.log(ratio), z * noise)
    excess = y - best
    above = excess >= threshold
    y3 = signal.rolling_median(y, 3)
    peaks, _ = find_peaks(np.concatenate([[-np.inf], y3, [-np.inf]]), prominence=0.5 * threshold)
    peaks = peaks - 1
    peaks = peaks[(peaks >= 0) & (peaks < n)]
    peaks = peaks[y3[peaks] - best[peaks] >= threshold]
    found: list[Stretch] = []
    if len(peaks) < min_explosions:
        return found, threshold, best
    gap = max(min_points, n // 20)
    groups = np.split(peaks, np.flatnonzero(np.diff(peaks) > gap) + 1)
    starts, ends = signal.runs_of(above)
    for group in groups:
        if len(group) < min_explosions:
            continue
        first, last = int(group[0]), int(group[-1])
        # Widen to the runs of far-above points that hold the first and last explosion.
        k0 = int(np.searchsorted(ends, first, side="right"))
        k1 = int(np.searchsorted(starts, last, side="right")) - 1
        lo = int(starts[k0]) if k0 < len(starts) and starts[k0] <= first else first
        hi = int(ends[k1]) - 1 if k1 >= 0 and ends[k1] > last else last
        if hi - lo + 1 < min_points:
            continue
        share = float(above[lo:hi + 1].mean())
        if share < min_share:
            continue
        # Blips of a loss memorised close to zero are large ratios but tiny losses: thrashing
        # throws away a real part of the progress made since the start.
        early = float(np.exp(np.median(y[:max(3, n // 50)])))
        level, floor = float(np.exp(np.median(y[lo:hi + 1]))), float(np.exp(best[lo]))
        if early > 1.05 * floor and (level - floor) / (early - floor) < min_lost:
            continue
        tail = n - hi - 1
        # The level climbs through the stretch and on (its last third and all after it sit x1.5 above
        # its first third): the points above the running best are a sustained rise's, which LD201
        # tells, not explosions (a VAE's reconstruction term creeping 0.02 -> 0.45 with the blips it
        # always made). A thrash throws the loss up and keeps it about there, or calms down.
        third = max(1, (hi - lo + 1) // 3)
        if float(np.median(y[hi + 1 - third:])) > float(np.median(y[lo:lo + third])) + math.log(1.5):
            continue
        calm = hi + 1 if tail >= max(5, min_points // 4) and above[hi + 1:].mean() < 0.5 * min_share else None
        found.append(Stretch(lo, hi, len(group), share, float(np.exp(excess[lo:hi + 1].max())),
                             float(np.exp(best[lo])), calm, int(np.argmin(smooth[:lo + 1]))))
    return found, threshold, best


def lr_at(run: Run, steps: list[int]) -> list[float] | None:
    """The logged learning rate at each of `steps` (interpolated), or None without an LR series."""
    for series in run.by_role(Role.LR):
        ok = np.isfinite(series.values) & (series.values > 0)
        if ok.sum() >= 2:
            return [float(v) for v in np.interp(steps, series.steps[ok], series.values[ok])]
    return None


class Instability(Rule):
    """The loss thrashes far above its own best level for a long stretch, explosion after explosion.

    What it detects:
    A stretch of a training loss in which at least `min_share` of the points lie more than
    `ratio` times above the running best (the lowest level the run had reached so far, a
    short median so one low batch does not count) and at least `min_explosions` separate
    upswings reach that high, and the stretch gives back at least a tenth of the progress
    made from the early loss to that best (blips of a loss memorised close to zero are big
    ratios of tiny numbers), and its level does not climb on (a stretch whose last third and all
    after it sit x1.5 above its first third is a sustained rise, LD201's: a term creeping up with
    the blips it always made). The threshold is also at least `z` times the noise of the
    run's calmest parts, so a noisy but stable run never qualifies, and a single spike,
    however large and however slow to recover, is one upswing, not thrashing. Reports
    when it started, when it calmed down (if it did), the worst excursion, the share of
    points above the line and whether the calm came with the learning rate decaying. An RL
    objective that thrashes while the episode reward holds up and rises (the value term
    scales with the returns) is reported at info, with `returns_grew`; so is one whose best
    came while the reward was still low and that thrashes once the reward is well above that
    level (an actor-critic total's heavy tail: A2C's loss ~10 while the return sat at -110,
    thousands with bursts to 1e5 once it held at +120). A GAN player's loss thrashing above a
    best it set while the other player's loss was higher than over the stretch is the game (the
    discriminator's 0.2 in a round the generator was losing at 2.4): info, with `gan_game`.

    Why it matters:
    This is what a too-high learning rate looks like: the run blows up within a few hundred
    steps and then thrashes at 10-100x its best loss for thousands of steps, calming only
    as the schedule decays. Every detector that measures noise from the curve itself
    takes the chaos for noise and calls such a run healthy. The steps spent thrashing are
    wasted, and the model that comes out is usually worse than a stable run's.

    Example:
    `loss` reaches 2.9 by step 400, then explodes and spends 62% of steps 412-3180 above
    2x that level, worst 41x, with 37 separate explosions; it calmed down at step 3180 as
    the LR decayed to 18% of its value at the blow-up.

    What to do:
    Lower the peak learning rate (a third of it is a common first try), warm up longer,
    clip the gradients. In a sweep, the runs that thrash mark the unstable LR range.
    """

    code = "LD205"
    name = "instability"
    kind = "instability"
    severity = Severity.ERROR
    summary = "The loss thrashes far above its own best for a long stretch (repeated explosions)"
    action = "Lower the peak LR, warm up longer, clip the gradients"

    def __init__(self, *, ratio: float = 2.0, z: float = 8.0, min_share: float = 0.3,
                 min_explosions: int = 3, min_points: int = 100) -> None:
        if ratio <= 1.0 or z <= 0 or not 0 < min_share <= 1 or min_explosions < 2 or min_points < 20:
            raise ValueError("need ratio > 1, z > 0, 0 < min_share <= 1, min_explosions >= 2, "
                             "min_points >= 20")
        self.ratio = float(ratio)
        self.z = float(z)
        self.min_share = float(min_share)
        self.min_explosions = int(min_explosions)
        self.min_points = int(min_points)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        losses = run.by_role(Role.LOSS)
        most = max((len(s) for s in losses), default=0)
        for series in losses:
            # A sparse loss measured now and then (AlgoPerf's eval-time `train/loss`) shows
            # one slow recovery as many bad points; the per-step curve is the one to judge.
            if len(series) * 2 >= most:
                yield from self._check_series(run, series)

    def _check_series(self, run: Run, series: Series) -> Iterator[Finding | Skip]:
        finite = np.isfinite(series.values)
        y, ok = signal.log_loss(series.values)
        if finite.sum() and (~ok & finite).sum() > 0.1 * finite.sum():
            if (series.values[finite] < 0).any():  # zeros alone are LD504's (a dead run)
                yield self.skip(series.name, "more than a tenth of the values are zero or negative; "
                                             "instability is judged on log scale")
            return
        if ok.sum() < self.min_points:
            return  # too short: LD101/LD201 already say so
        # Copies only when something is dropped: a long run's arrays are this check's memory.
        steps, y = (series.steps, y) if ok.all() else (series.steps[ok], y[ok])
        if len(y) > LONG:  # medians of a few points keep every stretch and make it cheap
            steps, y = signal.bucket(steps, y, LONG)
        stretches, threshold, best = find_stretches(
            y, ratio=self.ratio, z=self.z, min_explosions=self.min_explosions,
            min_share=self.min_share, min_points=max(20, min(self.min_points, len(y) // 50)))
        for stretch in stretches:
            finding = self._finding(run, series, steps, y, stretch, threshold)
            grew = rl_terms.reward_rose(run, finding.start_step, int(steps[stretch.hi])) or \
                rl_terms.reward_above_best(run, int(steps[stretch.best_at]), finding.start_step,
                                           int(steps[stretch.hi]))
            if grew is not None:
                # An RL objective thrashing while the episode reward holds up and rises is the
                # heavy tail of its rollouts (the value term scales with the returns): kept at info.
                finding = replace(finding, severity=Severity.INFO, message=f"{finding.message}; {grew}",
                                  evidence={**finding.evidence, "returns_grew": grew})
            game = gan.opponent_gained(run, series.name, int(steps[stretch.best_at]), finding.start_step,
                                       int(steps[stretch.hi]))
            if game is not None and grew is None:
                finding = replace(finding, severity=Severity.INFO, message=f"{finding.message}; {game}",
                                  evidence={**finding.evidence, "gan_game": game}, advice=())
            yield finding

    def _finding(self, run: Run, series: Series, steps: np.ndarray, y: np.ndarray,
                 stretch: Stretch, threshold: float) -> Finding:
        start, last = int(steps[stretch.lo]), int(steps[stretch.hi])
        calmed = None if stretch.calm is None else int(steps[stretch.calm])
        early = float(np.exp(np.median(y[:max(3, len(y) // 50)])))
        line = float(np.exp(threshold))
        evidence: dict[str, object] = {
            "best_before": round(stretch.best, 6), "early_loss": round(early, 6),
            "line_ratio": round(line, 3), "explosions": stretch.explosions,
            "points_in_stretch": stretch.hi - stretch.lo + 1,
            "above_early_loss": round(float(np.mean(y[stretch.lo:stretch.hi + 1] > math.log(early))), 3),
        }
        where = f"calmed down at step {calmed}" if calmed is not None else \
            f"had not calmed down when the series ended at step {int(steps[-1])}"
        with_lr = ""
        rates = lr_at(run, [start, calmed if calmed is not None else int(steps[-1])])
        lr_decayed: bool | None = None
        if rates is not None:
            fraction = rates[1] / rates[0] if rates[0] > 0 else float("nan")
            lr_decayed = bool(calmed is not None and fraction <= 0.6)
            evidence["lr_at_start"], evidence["lr_at_calm"] = rates[0], rates[1]
            if calmed is not None:
                with_lr = (f" as the LR decayed to {fraction:.0%} of its value at the blow-up" if lr_decayed
                           else f" with the LR still at {fraction:.0%} of its value at the blow-up")
        evidence["calm_with_lr_decay"] = lr_decayed
        message = (f"{series.name} blew up at step {start} and thrashed far above its best "
                   f"({stretch.best:.4g}) until step {last}: {stretch.share:.0%} of the points above "
                   f"{line:.2g}x the running best, worst x{stretch.worst:.3g}, {stretch.explosions} "
                   f"separate explosions; it {where}{with_lr}")
        tips = [f"lower the peak learning rate (try a third of it): the run was unstable from step {start}",
                LONGER_WARMUP, CLIP_GRADS]
        if calmed is not None:
            tips.append(f"steps {start}-{calmed} were spent thrashing; a rerun with a lower LR from a "
                        f"checkpoint before step {start} is cheaper than training on from there")
        tips.append(advice.Z_LOSS)
        return self.finding(
            series=series.name, start_step=start, peak_step=int(steps[stretch.lo + int(np.argmax(
                y[stretch.lo:stretch.hi + 1]))]), end_step=calmed if calmed is not None else last,
            message=message, evidence=evidence, advice=tuple(tips),
            fields={"worst": round(stretch.worst, 3), "share_above": round(stretch.share, 3),
                    "calmed_at": calmed},
        )


__all__ = ["Instability", "find_stretches"]
