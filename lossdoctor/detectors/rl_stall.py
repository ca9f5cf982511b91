"""An RL run that learned nothing: its episode reward never rose and its loss never moved.

A DQN's TD loss is no progress measure: it chases a moving target and holds a level on a healthy
run too. The reward is the measure. A Keras DQN on Breakout logs its episode loss at 0.10-0.16
(window medians) and its episode reward at 1.2-2.2 (a random policy's score) for 18,000
episodes: the agent learned nothing. The rule a person uses: over many reward points, no
quarter of the run scores above its first quarter (or below it: that is a collapse) by more than
the reward's noise, the reward sits far below the best episode it ever logged (a solved task sits at its best: CartPole at
200), no other reward series logged beside it rose, and the loss held its level (no quarter's
median off the others' by more than `LOSS_BAND`: a loss that climbs or falls tells of learning,
or of a divergence, not of a stall).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.rl_terms import is_reward
from lossdoctor.model import Run

# Enough reward points for four quarters' means to be compared (a short log says nothing).
MIN_POINTS = 200
# "Rose": a quarter's mean above the first quarter's by this many standard errors of their difference.
RISE_SE = 3.0
# "Far below its best": the last quarter's mean this many standard deviations under the best episode.
BELOW_BEST_SD = 2.0
# The loss holds its level: every quarter's median within this share of the others'.
LOSS_BAND = 0.25


@dataclass(frozen=True)
class RlStall:
    """The reward `reward_name` never rose from `start` to `end`; quarter means and the best episode."""

    start: int
    end: int
    reward_name: str
    quarters: tuple[float, float, float, float]
    best: float
    points: int


def _quarters(values: np.ndarray) -> list[float]:
    return [float(np.mean(part)) for part in np.array_split(values, 4)]


def _rose(values: np.ndarray, sign: float = 1.0) -> bool:
    """Whether some quarter's mean stands above the first quarter's (below it, with `sign` -1)
    by `RISE_SE` standard errors of the difference of two quarters' means."""
    means = [sign * m for m in _quarters(values)]
    se = float(np.std(values)) * np.sqrt(2.0 / max(1, len(values) // 4))
    return max(means[1:]) > means[0] + RISE_SE * se


def learned_nothing(run: Run) -> RlStall | None:
    """The whole-run stall of an RL agent (see the module docstring), or None."""
    loss = run.series.get(run.primary) if run.primary else None
    if loss is None:
        return None
    lv = loss.values[np.isfinite(loss.values)]
    if len(lv) < MIN_POINTS or (lv < 0).any() or float(np.ptp(lv)) == 0.0:
        return None  # a signed loss says nothing of its level; an exactly constant one is `frozen`'s
    medians = [float(np.median(part)) for part in np.array_split(lv, 4)]
    if min(medians) <= 0 or max(medians) > (1 + LOSS_BAND) * min(medians):
        return None
    rewards = []
    for name in sorted(run.series):
        series = run.series[name]
        if not is_reward(name) or name == run.primary:
            continue
        ok = np.isfinite(series.values)
        if ok.sum() >= MIN_POINTS:
            rewards.append((name, series.steps[ok], series.values[ok]))
    if not rewards or any(_rose(values) for _, _, values in rewards):
        return None
    name, steps, values = rewards[0]
    if _rose(values, sign=-1.0):
        return None  # a reward that fell is an agent getting worse (a collapse), not one that learned nothing
    means = _quarters(values)
    best = float(values.max())
    if means[-1] > best - BELOW_BEST_SD * float(np.std(values)):
        return None  # at its best: a solved task holds its score
    start = int(min(loss.steps[0], steps[0]))
    end = int(max(loss.steps[-1], steps[-1]))
    return RlStall(start, end, name, (means[0], means[1], means[2], means[3]), best, len(values))
