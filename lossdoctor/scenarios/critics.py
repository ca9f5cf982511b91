"""Scenarios of an RL critic's loss beside the episode reward: one that outgrows anything the
returns explain (a divergence) and one that grows with the square of the returns (no fault).

Importing this module adds its scenarios to `CATALOGUE` (and the control to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

ITERATIONS = 200


def _critic(seed: int, start: float, growth: float, reward_from: float,
            reward_to: float) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """A critic loss from `start` that grows `growth` times over the iterations, up and down from
    one to the next (no monotone climb), beside an episode reward drifting from `reward_from` to
    `reward_to`."""
    rng = np.random.default_rng(seed + 7727)
    steps = np.arange(ITERATIONS, dtype=np.int64)
    frac = steps / (ITERATIONS - 1)
    critic = start * np.exp(np.log(growth) * frac + rng.normal(0.0, 0.15, ITERATIONS))
    reward = reward_from + (reward_to - reward_from) * frac + rng.normal(0.0, 0.03 * abs(reward_to), ITERATIONS)
    return steps, {"loss_critic": critic, "reward": reward}


def critic_outgrew_returns(seed: int) -> Scenario:
    """torchrl HPPO (c19 run 8): the critic's loss from 1.7e5 up x3e7-3e8 over the run while the
    reward's magnitude shrinks (-1e5 -> -6e4): it ends hundreds of times above the returns'
    square; the critic is blowing up."""
    rng = np.random.default_rng(seed + 3301)
    growth = float(10.0 ** rng.uniform(7.5, 8.5))
    steps, series = _critic(seed, 1.7e5, growth, -1e5, -6e4)
    truth = Truth("divergence", 0, None, series="loss_critic", tolerance=ITERATIONS // 10)
    return Scenario("critic_outgrew_returns", seed, "an RL critic's loss far beyond its returns' growth",
                    [Segment(steps, series, EPOCH)], [truth], quiet=_quiet_except("divergence", "spike"))


def critic_follows_returns(seed: int) -> Scenario:
    """Control: a TD loss x20-x60 while the returns grow tenfold (a squared error grows with their
    square): reported at info only, as the returns growing."""
    rng = np.random.default_rng(seed + 4409)
    steps, series = _critic(seed, 1e3, float(rng.uniform(20.0, 60.0)), 10.0, 100.0)
    return Scenario("critic_follows_returns", seed, "an RL critic's loss growing with its returns",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS, allowed=("divergence",))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (critic_outgrew_returns, critic_follows_returns)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "critic_follows_returns")
