"""LD206 stuck at chance: a classifier's loss sits at ln k (a uniform guess over k classes) and never goes down."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import gan
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.rl_terms import is_term
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role

# A run whose log has episode rewards is RL: its losses chase a moving target and sit anywhere.
_REWARD = re.compile(r"(^|[/_\-. ])(ep_rew_mean|rew|reward|rewards|episode_return|return)([/_\-. ]|$)", re.I)
# Losses that are no cross-entropy: an MSE that happens to sit at 0.69 says nothing about classes.
_NOT_XENT = re.compile(r"(mse|mae|rmse|l1|l2|huber|smooth|regress|recon|kl|kld|dice|iou|giou|box|dfl|ctc|"
                       r"contrastive|triplet|margin|hinge|critic|value|reward|vf)", re.I)
# A training accuracy logged beside the loss: one well above 1/k says the level is no guess, and
# none at all leaves a large k's ln k unconfirmed.
_ACCURACY = re.compile(r"(^|[/_\-. ])(acc|accuracy|top1|top_1)", re.I)
_EVAL = re.compile(r"(eval|val|valid|test|dev)", re.I)
# How many classes a ln k may name on the loss alone: ln k for a larger k is too close to its
# neighbours (ln 61 - ln 60 = 0.016) for a level near it to mean anything without an accuracy.
SMALL_K = 10


@dataclass(frozen=True)
class Stuck:
    """A loss at chance from `first` (a point index) to the end."""

    k: int
    level: float     # the median of the last stretch
    head: float      # the median of the first stretch
    settled: int     # the first point of the stretch at chance
    decline: float   # how much the stretch at chance went down, start to end, as a share of its level
    k_low: int = 0   # the class counts whose ln k lies within the level's noise (two standard errors)
    k_high: int = 0


def _robust_sd(values: np.ndarray) -> float:
    """The point-to-point noise of a curve (MAD of its differences), blind to its trend."""
    if len(values) < 3:
        return 0.0
    diffs = np.diff(values)
    return float(1.4826 * np.median(np.abs(diffs - np.median(diffs))) / math.sqrt(2.0))


def _classes(level: float) -> int:
    """The whole number k nearest a uniform guess's loss ln k (0 past any class count)."""
    return int(round(math.exp(level))) if level < 50 else 0


def accuracy_name(name: str) -> bool:
    """Whether `name` names a training accuracy (an evaluation's is no training accuracy)."""
    return bool(_ACCURACY.search(name)) and not _EVAL.search(name)


def regression_name(name: str) -> bool:
    """Whether a loss's name says it is no cross-entropy (an MSE, a KL, a box loss...)."""
    return bool(_NOT_XENT.search(name))


def training_accuracy(run: Run, start: int) -> float | None:
    """The mean training accuracy logged from step `start` on, as a share (percentages are read
    as shares), or None when the run logs none."""
    for name in sorted(run.series):
        if not accuracy_name(name):
            continue
        series = run.series[name]
        ok = np.isfinite(series.values) & (series.steps >= start)
        if ok.sum() < 3:
            continue
        values = series.values[ok]
        return float(np.mean(values)) / (100.0 if float(values.max()) > 1.5 else 1.0)
    return None


def eval_learned(run: Run, start: int, chance: float, below: float) -> bool:
    """Whether an eval loss logged beside the training loss sits, over its evals from step `start`
    on (at least 3), at a median below `below` x ln k: a model that scores that far under a uniform
    guess on held-out data learned from its inputs (a noisy epoch-mean training loss of a tiny data
    set can hover near ln k while its eval loss falls 1.7 -> 0.78 under ln 5 = 1.61)."""
    for series in run.by_role(Role.EVAL_LOSS):
        ok = np.isfinite(series.values) & (series.steps >= start)
        if ok.sum() >= 3 and float(np.median(series.values[ok])) < below * chance:
            return True
    return False


def _warming_up(run: Run, start: int, end: int) -> bool:
    """Whether the logged learning rate still climbs at the end of [start, end] (a warm-up
    that has not finished: the run never had its real learning rate)."""
    for lr in run.by_role(Role.LR):
        ok = np.isfinite(lr.values) & (lr.steps >= start) & (lr.steps <= end)
        values = lr.values[ok]
        if len(values) >= 3:
            return bool(values[-1] > 1.5 * values[0] and values[-1] >= 0.999 * values.max())
    return False


# A curve shorter than LD206's minimum (a 7-epoch GCN) is judged when an eval loss witnesses the
# same ln k: at least `WITNESS_EVALS` evaluations, every one within `WITNESS_BAND` of ln k (never
# below it by more than `below`). Two losses at one uniform guess's level, on training and on
# held-out data, are no coincidence of a few points; a model that learned anything scores below
# ln k on held-out data.
SHORT_POINTS = 5
WITNESS_EVALS = 3
WITNESS_BAND = 0.03


def _witness(run: Run, chance: float, below: float) -> bool:
    """Whether an eval loss sits at `chance` at every one of its (at least 3) evaluations."""
    for series in run.by_role(Role.EVAL_LOSS):
        values = series.values[np.isfinite(series.values)]
        if len(values) >= WITNESS_EVALS and float(values.min()) >= chance * (1 - 2 * below) and \
                float(values.max()) <= chance * (1 + WITNESS_BAND):
            return True
    return False


def short_stuck(run: Run, series: Series, min_points: int, below: float, above: float, max_start: float,
                max_decline: float) -> Stuck | None:
    """A curve of `SHORT_POINTS` to `min_points` points at ln k (k <= `SMALL_K`) from its second
    point on, its eval loss at the same ln k (`_witness`); None otherwise."""
    ok = np.isfinite(series.values)
    values, steps = series.values[ok], series.steps[ok]
    n = len(values)
    if not SHORT_POINTS <= n < min_points or (values <= 0).any() or steps[-1] <= steps[0]:
        return None
    # Seen from its start: its first point within its first logging interval (an epoch's).
    if steps[0] > 1.5 * (steps[-1] - steps[0]) / (n - 1):
        return None
    rest = values[1:]
    level = float(np.median(rest))
    k = _classes(level)
    if not 2 <= k <= SMALL_K:
        return None
    chance = math.log(k)
    if float(rest.min()) < chance * (1 - 2 * below) or level > chance * (1 + above) or \
            float(values[0]) > max_start * level:
        return None
    half = len(rest) // 2
    first, last = float(np.median(rest[:half])), float(np.median(rest[half:]))
    if abs(first - last) > max_decline * level or not _witness(run, chance, below):
        return None
    return Stuck(k, level, float(values[0]), 1, (first - last) / level, k, k)


class StuckAtChance(Rule):
    """Flags a classifier that never learns: its loss sits at ln k, the loss of a uniform guess.

    What it detects:
    The training loss of a run seen from its start sits, over its last stretch, at ln k for a
    small whole number of classes k (ln 2 = 0.693, ln 3 = 1.099, ln 10 = 2.303; ln 20 = 2.996
    or ln 60 = 4.094 only when it sat there from its very first points), never below it by more
    than the noise, and did not go down over the run (the first and last stretches at chance
    agree within `max_decline` of the level, or the noise): a cross-entropy at ln k is the loss
    of predicting 1/k for every class, whatever the input. A loss that only falls onto the level
    first (an unlucky initialisation learning the class prior) counts for k <= 10 only, and one
    whose first points lie at `max_start` (2x) the level or more learned its way down (an LM from
    ln 50257). Not judged either: RL and GAN losses, losses named as a regression (MSE, L1, box,
    KL...), batch losses that swing by more than `max_spread` of the level (confident predictions,
    not a guess), a level too noisy to tell from a quarter below chance, a logged training
    accuracy above 1/k by `margin` of the way to 1, a k > 10 without a logged training accuracy
    (every level above ln 10 is near some ln k: only an accuracy says the loss is a classifier's),
    an eval loss whose median from the stretch on lies under `eval_below` (0.75) x ln k (the model
    scores far better than a guess on held-out data), and a run whose learning rate is still warming
    up (a skip). A curve shorter than `min_points` (5 or more points, seen from its first
    logging interval) is judged for k <= 10 when an eval loss witnesses the same level: 3 or
    more evaluations, every one within 3 % above ln k and none below it by more than the noise
    allowance (`below`): a few epochs at one guess's loss on training and held-out data alike.

    Why it matters:
    The model has learned nothing from its inputs: every step of the run was wasted. The usual
    causes are a learning rate far too high (the logits collapse) or far too low, labels that do
    not match the inputs (shuffled apart, all one value), frozen layers or a detached head that
    leave nothing to train, or a data pipeline that feeds constant or empty inputs.

    Example:
    A 60-class video classifier logs loss 4.122 at epoch 0, then 4.088-4.087 for 53 epochs with
    train accuracy 0.047 at every epoch: ln 60 = 4.094, a uniform guess.

    What to do:
    Overfit one small batch first: if the loss does not fall there, the model or the labels are
    broken. Check that gradients reach the trainable layers (none frozen by mistake), that the
    labels match the inputs, and try a learning rate 10x lower and 10x higher.
    """

    code = "LD206"
    name = "stuck-at-chance"
    kind = "plateau"
    severity = Severity.WARNING
    summary = "The loss sits at ln k, a uniform guess over k classes, and never goes down"
    action = "Overfit one batch; check labels, frozen layers, the learning rate and the inputs"

    def __init__(self, *, min_points: int = 20, max_classes: int = 1000, below: float = 0.005,
                 above: float = 0.06, max_decline: float = 0.015, min_share: float = 0.6,
                 fall: float = 0.05, max_start: float = 2.0, max_doubt: float = 0.25,
                 max_spread: float = 0.3, margin: float = 0.25, eval_below: float = 0.75) -> None:
        if min_points < 8:
            raise ValueError("min_points must be at least 8")
        self.min_points = int(min_points)
        self.max_classes = int(max_classes)
        self.below = float(below)
        self.above = float(above)
        self.max_decline = float(max_decline)
        self.min_share = float(min_share)
        self.fall = float(fall)
        self.max_start = float(max_start)
        self.max_doubt = float(max_doubt)
        self.max_spread = float(max_spread)
        self.margin = float(margin)
        self.eval_below = float(eval_below)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """The primary training loss only: a classifier's objective."""
        series = run.series.get(run.primary) if run.primary else None
        if series is None or series.role is not Role.LOSS or not self._judged(run, series):
            return
        stuck = self._stuck(series)
        if stuck is None:
            stuck = short_stuck(run, series, self.min_points, self.below, self.above, self.max_start, self.max_decline)
        if stuck is None:
            return
        steps = series.steps[np.isfinite(series.values)]
        start, end = int(steps[stuck.settled]), int(steps[-1])
        accuracy = training_accuracy(run, start)
        if accuracy is not None and accuracy > 1 / stuck.k + self.margin * (1 - 1 / stuck.k):
            return  # the model scores well above a guess: the level is a coincidence, not chance
        if accuracy is None and stuck.k > SMALL_K:
            return  # any level above ln 10 is near some ln k: only a logged accuracy says it is a classifier's
        if eval_learned(run, start, math.log(stuck.k), self.eval_below):
            return  # held-out data scores far better than a guess: the model learned, the training level is no chance
        if _warming_up(run, start, end):
            yield self.skip(series.name, f"the loss sits at ln {stuck.k} but the learning rate is still "
                                         "warming up at the last step: too early to call it stuck")
            return
        chance = math.log(stuck.k)
        fell = stuck.head > stuck.level * (1 + self.fall)
        which = (f"{stuck.k} classes" if stuck.k_low == stuck.k_high else
                 f"{stuck.k} classes (any of {max(2, stuck.k_low)}-{stuck.k_high} within the noise)")
        message = (f"the loss sits at ~{stuck.level:.4g} from step {start} to the end ({end}): ln {stuck.k} = "
                   f"{chance:.4g}, the loss of a uniform guess over {which}; it did not go down "
                   f"({100 * stuck.decline:+.1f}% over that stretch)")
        if fell:
            message += f" after falling from {stuck.head:.4g}: the model learned the class prior, nothing more"
        else:
            message += ": the model has learned nothing since its first point"
        yield self.finding(
            series=series.name, start_step=start, peak_step=None, end_step=end, message=message,
            evidence={"classes": stuck.k, "classes_within_noise": [max(2, stuck.k_low), stuck.k_high], "chance_loss": round(chance, 6), "level": round(stuck.level, 6),
                      "first_level": round(stuck.head, 6), "decline": round(stuck.decline, 6),
                      "stuck_steps": end - start},
            advice=("overfit one small batch: if the loss does not fall below ln k there, the model or "
                    "the labels are broken",
                    "check that the labels match the inputs and that gradients reach the trainable layers "
                    "(no layer frozen by mistake, no detached head)",
                    "try the learning rate 10x lower and 10x higher (too high collapses the logits to "
                    "the prior, too low never leaves it)"),
        )

    def _judged(self, run: Run, series: Series) -> bool:
        """Whether the primary loss may be a classifier's cross-entropy at all."""
        if gan.player(series.name) is not None or is_term(series.name) or _NOT_XENT.search(series.name):
            return False
        names = list(run.series)
        if any(gan.player(name) is not None for name in names if run.series[name].role is Role.LOSS):
            return False
        # A loss logged beside regression terms of its own run (loss_rmse, loss_var, loss_smooth beside
        # loss_total) is their sum, or one term of a mixed objective: no uniform guess's ln k names it.
        # The terms of a total are set aside before the rules run (`prepare`): their group says so.
        from lossdoctor.detectors.prepare import GROUPS

        terms = {t for group in run.meta.get(GROUPS, ()) if group.total == series.name for t in group.terms}
        if any(_NOT_XENT.search(name) for name in names if name != series.name and not _EVAL.search(name)
               and (name in terms or run.series[name].role is Role.LOSS)):
            return False
        return not any(_REWARD.search(name) for name in names)

    def _stuck(self, series: Series) -> Stuck | None:
        """The stretch at ln k to the end of the run, or None."""
        ok = np.isfinite(series.values)
        values, steps = series.values[ok], series.steps[ok]
        n = len(values)
        if n < self.min_points or (values <= 0).any():
            return None
        # Seen from its start: a resumed or fine-tuned tail at a level says nothing of learning.
        if steps[0] > 0.05 * steps[-1]:
            return None
        m = max(5, n // 4)
        level = float(np.median(values[-m:]))
        k = _classes(level)
        if not 2 <= k <= self.max_classes:
            return None
        chance = math.log(k)
        sd = _robust_sd(values)
        se = sd / math.sqrt(m)
        # Below chance by more than a standard error is learning, however slow (a tiny learning rate
        # at 0.686 against ln 2 = 0.693); above it, a stuck model wobbles more.
        if level < chance * (1 - self.below) - 1.2533 * se or level > chance * (1 + self.above) + 2 * se:
            return None
        # A near-uniform guess scores about ln k on every batch; batch losses that swing by more
        # than `max_spread` of the level (0.23 to 4.75 around 0.71) are confident predictions,
        # right and wrong: a model that learned something, or a batch of one.
        if sd > self.max_spread * level:
            return None
        # Too noisy to tell chance from learning: a per-batch loss at 0.71 +- 0.28 may be ln 2 or
        # a 200-class model well on its way (the median's standard error is 1.25 sd / sqrt(m)).
        if level - 2 * 1.2533 * se < (1 - self.max_doubt) * chance:
            return None
        # The running level (medians of windows of w points) never beats chance.
        w = max(3, n // 20)
        windows = np.array([np.median(values[i:i + w]) for i in range(0, n - w + 1, max(1, w // 2))])
        starts = np.arange(0, n - w + 1, max(1, w // 2))
        se_w = sd / math.sqrt(w)
        if float(windows.min()) < chance * (1 - 2 * self.below) - 3 * se_w:
            return None
        band = max(self.max_decline * level, 3 * se_w)
        near = np.flatnonzero(windows <= level + band)
        if not len(near):
            return None
        settled = int(starts[near[0]])
        if steps[-1] - steps[settled] < self.min_share * (steps[-1] - steps[0]):
            return None
        head = float(np.median(values[:w]))
        if head > level * (1 + self.fall) + 3 * se_w and k > SMALL_K:
            return None  # a fall onto a large k's ln k: the level is too unspecific to name chance
        # A classifier starts near its uniform guess; one whose first points lie at twice the level
        # or more (an LM at ln 1024 = 6.93 falling to 2.0) learned its way down to the level.
        if float(np.median(values[:3])) > self.max_start * level or head > self.max_start * level:
            return None
        rest = values[settled:]
        q = max(5, len(rest) // 4)
        first = float(np.median(rest[:q]))
        decline = (first - level) / level
        # Two medians' difference, at three of its standard errors (a median's is 1.25 sd / sqrt(n)).
        se_diff = 1.2533 * sd * math.sqrt(1 / q + 1 / m)
        if first - level > max(self.max_decline * level, 3 * se_diff):
            return None  # still going down at its own pace: slow learning, not none
        if level - first > max(self.max_decline * level, 3 * se_diff):
            return None  # it was lower, then rose onto the level: a collapse, not a run that never learned
        quarters = [float(np.median(part)) for part in np.array_split(rest, 4)]
        quarter_se = 1.2533 * sd * math.sqrt(2 / max(1, len(rest) // 4))
        if quarters[0] - quarters[-1] > max(self.max_decline / 3 * level, 3 * quarter_se) and \
                all(b < a for a, b in zip(quarters, quarters[1:])):
            return None  # a steady fall, however slow, is learning
        # The message's first level: the first points' when the window hides a fall in them.
        head = max(head, float(np.median(values[:3])))
        return Stuck(k, level, head, settled, decline, _classes(level - 2 * se), _classes(level + 2 * se))
