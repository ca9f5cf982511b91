"""An RL run that learns nothing: its loss exactly 0 while its episode reward is frozen at its worst.

A policy-gradient loss of exactly 0.0 at every update, with the mean episode reward pinned to one
value (an SB3 PPO whose every episode ends with the -100 penalty: `ep_rew_mean` -100.0 at 1902
points), is a run whose updates change nothing: a plateau of the whole remaining run. A reward
frozen at the best it ever logged is a solved task (CartPole at 200), not a stall; a reward frozen
with a loss still moving is an agent still learning its values; so both must hold, and the frozen
reward must be the lowest the run logged.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.rl_terms import is_reward
from lossdoctor.model import Run, Series

# How much of the run the frozen stretch must cover, and how many points it must hold.
MIN_SHARE = 1 / 3
MIN_POINTS = 20


@dataclass(frozen=True)
class Frozen:
    """Loss exactly 0 and the reward exactly `reward` from step `start` to `end`."""

    start: int
    end: int
    reward: float
    reward_name: str
    points: int


def _constant_tail(series: Series) -> tuple[np.ndarray, np.ndarray, int]:
    """The finite steps and values of `series`, and where its last run of one exact value begins."""
    ok = np.isfinite(series.values)
    steps, values = series.steps[ok], series.values[ok]
    if not len(values):
        return steps, values, 0
    changed = np.flatnonzero(values != values[-1])
    return steps, values, int(changed[-1]) + 1 if len(changed) else 0


def frozen_reward(run: Run) -> Frozen | None:
    """The stretch to the end where the primary loss is exactly 0 and the episode reward frozen at
    its lowest logged value; None when there is none."""
    loss = run.series.get(run.primary) if run.primary else None
    if loss is None:
        return None
    steps, values, at = _constant_tail(loss)
    if not len(values) or values[-1] != 0.0:
        return None
    for name in sorted(run.series):
        if not is_reward(name) or name == run.primary:
            continue
        r_steps, r_values, r_at = _constant_tail(run.series[name])
        if len(r_values) < MIN_POINTS or r_values[-1] > float(r_values.min()):
            continue  # frozen at its best (a solved task) or never frozen at its worst
        start = max(int(steps[at]), int(r_steps[r_at]))
        end = int(min(steps[-1], r_steps[-1]))
        span = float(max(steps[-1], r_steps[-1]) - min(steps[0], r_steps[0])) or 1.0
        points = int(((steps >= start) & (steps <= end)).sum())
        if points >= MIN_POINTS and end - start >= MIN_SHARE * span:
            return Frozen(start, end, float(r_values[-1]), name, points)
    return None
