"""LD202 eval-divergence: the eval loss rises while the training loss keeps falling."""

from __future__ import annotations

import math
from collections.abc import Iterator

import numpy as np

from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.eval_stretch import rising_stretch
from lossdoctor.detectors.eval_level import lasting_rise, resolution, train_flat
from lossdoctor.detectors.signal import MAD_TO_SIGMA, diff_sigma, log_loss, rolling_median
from lossdoctor.detectors.trend import normal_cdf, onset_near_minimum, series_curve, window_median
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role, is_eval, is_perplexity
from lossdoctor.watched import Watched, as_loss


# Longer eval series are reduced to this many bucket medians (the tests are O(n^2)).
MAX_POINTS = 300
# The trend test needs this many evals after the minimum; fewer go to `lasting_rise`.
TREND_AFTER = 3
# A best this close to the end is judged on the evals as logged, even when they are many.
LEVEL_RAW_AFTER = 3
# A slow creep is judged on this many evals from the smoothed best at least, as logged.
CREEP_POINTS = 20
# ... and must trend up at this p (Mann-Kendall on the raw evals), a fifth of `alpha`.
CREEP_ALPHA_SHARE = 0.2


def mann_kendall(y: np.ndarray) -> float:
    """One-sided p-value that y trends upward (Mann-Kendall S with continuity correction)."""
    n = len(y)
    if n < 3:
        return 1.0
    s = float(np.sign(y[None, :] - y[:, None])[np.triu_indices(n, 1)].sum())
    var = n * (n - 1) * (2 * n + 5) / 18.0
    z = (s - math.copysign(1.0, s)) / math.sqrt(var) if s else 0.0
    return 1.0 - normal_cdf(z)


def _noise(z: np.ndarray) -> float:
    """The eval curve's noise sigma: from first differences, or from second differences when
    those say less. An eval every epoch moves the curve by a real amount between points (val
    loss 1.80 -> 1.54 -> 1.45 -> ...), which first differences count as noise; second
    differences cancel the local slope (white noise gives the same sigma either way)."""
    first = diff_sigma(z)
    if len(z) < 4:
        return first
    second = np.diff(z[np.isfinite(z)], 2)
    curved = float(MAD_TO_SIGMA * np.median(np.abs(second)) / math.sqrt(6.0))
    return min(first, curved) if np.isfinite(first) else curved


def _swing(raw: np.ndarray, best: int) -> float:
    """The largest rise from one eval to the next before the best (log units; 0 for a curve that
    only fell): with too few evals for a noise estimate, how far an eval swings on its own. A
    fine-tune's val 2.23, 2.34, 2.54, 2.02, 2.53, 2.09, 2.27, then 1.88 and 2.28: the rise after
    that lucky low is no larger than the swings before it."""
    ups = np.diff(raw[:best + 1])
    ups = ups[np.isfinite(ups) & (ups > 0)]
    return float(ups.max()) if len(ups) else 0.0


# Evals up to the best that measure its scatter on their own.
CALM_POINTS = 6


def _calm_noise(raw: np.ndarray, best: int, noise: float, alpha: float, floor: float) -> float:
    """The noise a rise after the best is measured against: the scatter of the evals up to the
    best when they are enough and the evals after it trend up on their own (raw, Mann-Kendall),
    else `noise`. An overfitting eval loss gets erratic as it climbs (0.25 -> 0.33, 0.40, 0.30,
    0.65, 0.54): those swings are the divergence, not the noise it must stand out of. Never
    below `floor` (the smallest rise the rule counts): a smooth decline to the best has next to
    no scatter, and a drift of a few percent after it is no climb (0.399 -> 0.41-0.43)."""
    if not noise or best + 1 < CALM_POINTS or len(raw) - best <= TREND_AFTER:
        return noise
    if mann_kendall(raw[best:]) >= alpha:
        return noise
    calm = _noise(raw[:best + 1])
    return min(noise, max(calm, floor)) if np.isfinite(calm) else noise


def theil_sen_rise(y: np.ndarray) -> float:
    """The rise over y's span by its Theil-Sen slope (median pairwise slope times the span): a
    level change that single noisy evals do not move."""
    n = len(y)
    if n < 2:
        return 0.0
    i, j = np.triu_indices(n, 1)
    return float(np.median((y[j] - y[i]) / (j - i)) * (n - 1))


def creep(raw: np.ndarray, lowest: int, min_rise: float, alpha: float) -> float | None:
    """The rise of an eval loss that creeps up from its smoothed best through noise larger than the
    rise (log units), or None. A person sees it in the mean of many evals, not in any single one
    (val 0.147-0.160 around the best, then 0.156-0.165 for the last eight while the training loss
    still falls): at least `CREEP_POINTS` evals from the best, trending up as logged (Mann-Kendall
    p < a fifth of `alpha`), by a Theil-Sen rise of at least `min_rise`. Point noise says nothing
    against it: the trend test already weighs every pair of evals. The stretch must hold a third of
    the evals too."""
    after = raw[lowest:]
    # A third of the evals at least: a creep over the last few of a long run is its tail's scatter
    # (a detector's objectness term 0.0496 -> 0.0554 over its last 20 of 100 epochs).
    if (len(after) < max(CREEP_POINTS, len(raw) / 3.0)
            or mann_kendall(after) >= alpha * CREEP_ALPHA_SHARE):
        return None
    rise = theil_sen_rise(after)
    return rise if rise >= min_rise else None


def _best_checkpoint(raw: np.ndarray, smooth: np.ndarray, lowest: int, noise: float, stop: int) -> int:
    """The lowest eval on the flat bottom around the smoothed minimum (index).

    The smoothed curve places its minimum anywhere on a flat bottom (a tie goes to the first
    point); the checkpoint to keep is the lowest eval actually logged there. The bottom is
    the stretch around `lowest` within one noise sigma of it, so a lucky eval far from the
    turn does not move the best checkpoint.
    """
    if raw is smooth:
        return lowest
    near = smooth[:stop] <= smooth[lowest] + noise
    lo, hi = lowest, lowest
    while lo > 0 and near[lo - 1]:
        lo -= 1
    while hi + 1 < stop and near[hi + 1]:
        hi += 1
    return lo + int(np.argmin(raw[lo:hi + 1]))


def _eval_perplexities(run: Run) -> list[Series]:
    """A run that evaluates only a perplexity (OpenNMT's `Validation perplexity`): its log is
    the eval loss."""
    out = []
    for name, series in run.series.items():
        if series.role is Role.OTHER and len(series) and is_perplexity(name) and is_eval(name):
            out.append(as_loss(series, Watched(name, False, "perplexity", ""))[0])
    return out


def _term(name: str) -> str:
    """A loss term's name without its train/eval part (`val/cls_loss` and `train/cls_loss`: `cls_loss`)."""
    key = name.lower()
    tail = key[key.rfind("/") + 1:]
    return tail if "/" in key else key


def _train_of(run: Run, series: Series, primary: Series | None) -> Series | None:
    """The training loss an eval loss is held against: the primary, unless it is no curve to compare
    with (every value zero or negative: YOLO's `train/box_loss` of 0 on a run with no boxes) and the
    eval term has a training twin of the same name that is (`train/cls_loss` for `val/cls_loss`)."""
    if primary is None or int(log_loss(primary.values)[1].sum()) >= 2 or "/" not in series.name:
        return primary
    for other in run.by_role(Role.LOSS):
        if (other.name != series.name and not is_eval(other.name) and "/" in other.name
                and _term(other.name) == _term(series.name) and int(log_loss(other.values)[1].sum()) >= 2):
            return other
    return primary


class EvalDivergence(Rule):
    """Flags an eval loss that rises while the training loss falls or holds (overfitting).

    What it detects:
    The eval (validation) loss turns up after its minimum and keeps rising to the end of
    the run (Mann-Kendall trend test, p < `alpha`, rise of at least `min_rise` in log
    units and `min_z` noise sigmas when the series is long enough to estimate its noise)
    while the training loss over the same steps keeps falling or stays flat (no higher than
    over the eval interval that ended at the best eval, within twice its noise). Mostly
    evaluated sparsely, so it works on a handful of points: when too few evals follow the
    minimum for a trend (an early stop two evals after the best) or the eval jumps and stays
    up, a lasting rise counts too: every eval after the best above it by `min_rise`, their
    median by twice that, by `min_z` sigmas of their scatter and by more than two units of
    the printed resolution; half those sigmas when every eval after the best ranks above the
    two or more evals of the descent into it (a chance under `alpha` for exchangeable evals: the
    curve turned, and its swings are the overfitting). An eval loss that creeps up from its best
    under the scatter of a single eval counts when the evals say so together (`creep`: 20 evals
    and a third of them at least from the smoothed best, a Mann-Kendall p under a fifth of `alpha`
    on the evals as logged, a Theil-Sen rise of `min_rise`). A primary training loss that is no
    curve (0 at every point) gives way to the eval term's training twin (`train/cls_loss` for
    `val/cls_loss`). A training loss that "stays flat" must have
    come down to that level (its first points above it). The onset is where the eval curve leaves its trend (a hinge fit),
    but never before its best checkpoint (the lowest eval logged on the flat bottom): until
    then it improved. Below 12 evals there is no noise estimate to fit a hinge with, and the
    onset is the best checkpoint.

    Why it matters:
    The model is memorising the training set: every further step makes it worse on
    unseen data, and the best checkpoint is already behind you. Repeated data (many
    epochs, a dataloader that replays) makes this happen early.

    Example:
    Whisper fine-tuned for 38 epochs on 5k samples: the train loss falls from 0.30 to
    0.0002 while the eval loss rises 0.321 -> 0.358 -> 0.394 -> 0.412 -> 0.420. OpenNMT
    stopping early: validation perplexity 1.047 at step 1200, then 1.091 and 1.100 while the
    training xent holds at 0.02-0.05.

    What to do:
    Keep the checkpoint with the lowest eval loss, stop earlier, train on more (or less
    repeated) data, or regularise (weight decay, dropout, a smaller learning rate).
    """

    code = "LD202"
    name = "eval-divergence"
    kind = "eval_divergence"
    severity = Severity.WARNING
    summary = "The eval loss rises while the training loss falls (overfitting)"
    action = "Keep the checkpoint with the lowest eval loss; more data or regularisation"

    def __init__(self, *, min_points: int = 3, min_rise: float = 0.03, alpha: float = 0.05,
                 min_z: float = 4.0) -> None:
        if min_points < 3:
            raise ValueError("min_points must be at least 3")
        self.min_points = int(min_points)
        self.min_rise = float(min_rise)
        self.alpha = float(alpha)
        self.min_z = float(min_z)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """Each eval-loss series against the primary training loss; silent without eval."""
        evals = run.by_role(Role.EVAL_LOSS) or _eval_perplexities(run)
        primary = run.series.get(run.primary) if run.primary else None
        for series in evals:
            train = _train_of(run, series, primary)
            logs, ok = log_loss(series.values)
            steps, z = series.steps[ok], logs[ok]
            if len(z) > MAX_POINTS:
                curve = series_curve(series, MAX_POINTS)
                if curve is not None:
                    steps, z = curve.steps, curve.level
            if len(z) < self.min_points:
                yield self.skip(series.name, f"only {len(z)} finite eval points; need {self.min_points} "
                                             f"to see a trend")
                continue
            if train is None or len(train) < 2:
                yield self.skip(series.name, "no training loss to compare the eval loss with")
                continue
            # A run that logs no training loss is watched on its evaluation: judged alone.
            finding = self._judge(series, steps, z, None if train.name == series.name else train)
            if finding is None and train.name != series.name:
                finding = self._undone(series, steps, z, train)
            if finding is not None and train.name != series.name:
                held = self._sum_held(run, series, finding, train)
                if held is not None:
                    yield self.skip(series.name, held)
                    continue
            if finding is not None:
                yield finding

    def _sum_held(self, run: Run, series: Series, finding: Finding, train: Series) -> str | None:
        """Why an eval loss's rise is no overfitting: it is one term of an eval loss logged in parts
        (YOLO's `val/box_loss`, `val/obj_loss`, `val/cls_loss`) and the sum of the parts does not
        rise by this rule's own test (objectness up 10 % while the box loss falls and mAP climbs).
        None when it has no sibling terms, or their sum rises too."""
        space = series.name[:series.name.rfind("/") + 1] if "/" in series.name else ""
        parts = [s for s in run.by_role(Role.EVAL_LOSS) if s.name.startswith(space) and "/" not in s.name[len(space):]
                 and "loss" in s.name.lower()]
        if len(parts) < 2 or series.name not in {s.name for s in parts}:
            return None
        steps = parts[0].steps[np.isfinite(parts[0].values)]
        for part in parts[1:]:
            steps = np.intersect1d(steps, part.steps[np.isfinite(part.values)])
        if len(steps) < self.min_points:
            return None
        total = np.zeros(len(steps))
        for part in parts:
            total += part.values[np.searchsorted(part.steps, steps)]
        logs, ok = log_loss(total)
        if not ok.all():
            return None
        summed = Series("+".join(p.name for p in parts), steps, total, None, role=Role.EVAL_LOSS)
        if self._judge(summed, steps, logs, train) is not None or self._undone(summed, steps, logs, train) is not None:
            return None
        others = ", ".join(p.name for p in parts if p.name != series.name)
        return (f"it rose from step {finding.start_step}, but it is one part of the eval loss beside {others}, "
                f"and their sum did not rise: the parts traded places, the model did not get worse")

    def _judge(self, series: Series, steps: np.ndarray, z: np.ndarray, train: Series | None) -> Finding | None:
        n = len(z)
        noise = _noise(z) if n >= 12 else 0.0
        raw = z
        if n >= 15:
            # Frequent evals are noisy: a single lucky eval must not set the minimum.
            z = rolling_median(z, 5)
        # The trend test sees the minimum and at least three evals after it.
        stop = max(n - TREND_AFTER, 1)
        lowest = int(np.argmin(z[:stop]))
        best = _best_checkpoint(raw, z, lowest, noise, stop)
        after = z[lowest:]
        tail = max(1, len(after) // 10)
        rise = float(np.median(after[-tail:]) - z[lowest])
        if tail < 3 <= len(after) // 3:
            # A tenth of a dozen evals is the last one: when it fell back (after an lr cut) the
            # last three say where the curve ended better than it does.
            rise = max(rise, float(np.median(after[-3:]) - z[lowest]))
        p = mann_kendall(after) if len(after) > TREND_AFTER else 1.0
        calm = _calm_noise(raw, best, noise, self.alpha, self.min_rise)
        crept = creep(raw, lowest, self.min_rise, self.alpha) if calm and rise < self.min_z * calm else None
        if crept is not None:
            rise, p = max(rise, crept), mann_kendall(raw[lowest:])
        if rise >= self.min_rise and p < self.alpha and (crept is not None or not (calm and rise < self.min_z * calm)):
            start = best
            if len(after) >= 6 and noise:
                start = onset_near_minimum(steps.astype(np.float64), z, lowest, noise, trim_window=False,
                                          hold_bottom=False)
                # It rises from where it left its trend, but not before its best checkpoint:
                # until then the eval loss was still improving.
                start = max(start, best)
        else:
            # Too few evals after the best for a trend, or a jump that stays up: every eval
            # after the best above it, clearly (`lasting_rise`); the rise dates from the best.
            # On many evals, the smoothed curve's best unless it comes in the last few: one
            # lucky low eval is no best.
            lowest = int(np.argmin(raw[:n - 2]))
            if z is not raw and lowest < n - LEVEL_RAW_AFTER - 1:
                lowest = int(np.argmin(z[:n - 2]))
            else:
                z = raw
            level = lasting_rise(z, lowest, self.min_rise, noise, self.min_z, resolution(raw, lowest), self.alpha)
            if level is None or (not noise and level <= _swing(raw, lowest)):
                return None
            near = max(0, lowest - 2)
            best = lowest if z is raw else near + int(np.argmin(raw[near:lowest + 3]))
            after, rise, start = z[lowest:], level, best
            p = mann_kendall(after)
        first, last = int(steps[start]), int(steps[-1])
        if train is None:
            return self._alone(series, steps, z, lowest, first, last, rise, p, noise)
        train_logs, _ = log_loss(train.values)
        quarter = max((last - first) / 4.0, 1.0)
        t_first = window_median(train.steps, train_logs, first, first + quarter)
        t_last = window_median(train.steps, train_logs, last - quarter, last + 1)
        if not (np.isfinite(t_first) and np.isfinite(t_last)):
            return None
        trend = "keeps falling"
        if t_last >= t_first:
            # Not falling: flat is overfitting too, a rise is a training problem.
            before = float(steps[best - 1]) if best else float(steps[0]) - float(np.diff(steps[:2])[0])
            held = train_flat(train.steps, train_logs, before, float(steps[best]), last)
            if held is None:
                return None
            t_first, trend = held, "stays flat"
        lo, hi = math.exp(z[lowest]), math.exp(float(z[lowest]) + rise)
        message = (f"eval loss rising since step {first} ({lo:.4g} -> {hi:.4g}, +{(hi / lo - 1) * 100:.0f}%) "
                   f"while the training loss {trend} ({math.exp(t_first):.4g} -> {math.exp(t_last):.4g}): "
                   f"overfitting; the best checkpoint is near step {int(steps[best])}")
        return self.finding(
            series=series.name, start_step=first, peak_step=None, end_step=last, message=message,
            evidence={"eval_low": round(lo, 6), "eval_end": round(hi, 6), "eval_low_step": int(steps[best]),
                      "mann_kendall_p": round(p, 6), "eval_points_rising": len(after),
                      "train_start": round(math.exp(t_first), 6), "train_end": round(math.exp(t_last), 6),
                      "noise": round(noise, 6)},
            advice=(f"keep the checkpoint nearest step {int(steps[best])} (lowest eval loss {lo:.4g}); "
                    f"training further only memorises the training set",
                    "stop earlier or train fewer epochs; add data or deduplicate it",
                    "regularise: weight decay, dropout, or a smaller learning rate"),
        )

    def _undone(self, series: Series, steps: np.ndarray, z: np.ndarray, train: Series) -> Finding | None:
        """An overfitting stretch the run later undid (`eval_stretch`): the eval loss is not worse
        at the end, but it rose at every eval over a quarter of them while the training loss fell."""
        train_logs, _ = log_loss(train.values)
        noise = _noise(z) if len(z) >= 12 else 0.0
        stretch = rising_stretch(steps, z, train.steps, train_logs, self.min_rise, self.min_z * noise)
        if stretch is None:
            return None
        first, last = int(steps[stretch.first]), int(steps[stretch.last])
        lo, hi = math.exp(z[stretch.first]), math.exp(z[stretch.last])
        later = int(np.argmin(z[stretch.last:])) + stretch.last
        message = (f"eval loss rising at every evaluation from step {first} to {last} ({lo:.4g} -> {hi:.4g}, "
                   f"+{(hi / lo - 1) * 100:.0f}%) while the training loss fell (x{math.exp(-stretch.train_fall):.3g}):"
                   f" overfitting over that stretch; the best checkpoint of it is near step {first}")
        message += (f" (the eval loss later fell far below it, to {math.exp(z[later]):.4g} at step "
                    f"{int(steps[later])}: check what changed there)")
        return self.finding(
            series=series.name, start_step=first, peak_step=None, end_step=last, message=message,
            evidence={"eval_low": round(lo, 6), "eval_end": round(hi, 6), "eval_low_step": first,
                      "mann_kendall_p": round(mann_kendall(z[stretch.first:stretch.last + 1]), 6),
                      "eval_points_rising": stretch.last - stretch.first + 1,
                      "train_fall_ratio": round(math.exp(stretch.train_fall), 6), "undone_step": int(steps[later])},
            advice=(f"keep the checkpoint nearest step {first} (lowest eval loss {lo:.4g} before the rise)",
                    "stop earlier or train fewer epochs; add data or deduplicate it",
                    "regularise: weight decay, dropout, or a smaller learning rate"),
        )

    def _alone(self, series: Series, steps: np.ndarray, z: np.ndarray, lowest: int, first: int, last: int,
               rise: float, p: float, noise: float) -> Finding:
        """The finding on an evaluation watched without a training loss: worse since its best."""
        lo, hi = math.exp(z[lowest]), math.exp(z[lowest] + rise)
        message = (f"{series.name} worse since step {first} ({lo:.4g} -> {hi:.4g}, +{(hi / lo - 1) * 100:.0f}%) "
                   f"after its best at step {int(steps[lowest])}; no training loss is logged to compare with")
        return self.finding(
            series=series.name, start_step=first, peak_step=None, end_step=last, message=message,
            evidence={"eval_low": round(lo, 6), "eval_end": round(hi, 6), "eval_low_step": int(steps[lowest]),
                      "mann_kendall_p": round(p, 6), "noise": round(noise, 6)},
            advice=(f"keep the checkpoint nearest step {int(steps[lowest])} (the best evaluation)",
                    "log the training loss too: it tells overfitting from a training problem"),
        )
