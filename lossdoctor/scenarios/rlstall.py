"""An RL agent that learns nothing (`detectors.rl_stall`), and the agent that learns.

- `random_agent`: a DQN whose episode loss holds 0.10-0.16 and whose per-episode score stays at a
  random policy's (Poisson, mean 1.6) for 300-500 logged episodes.
- Control `learning_agent`: the same loss, the score climbing from 1.6 to 6-12.

Not in the catalogue: the tests call them by name.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except


def _agent(seed: int, learns: bool) -> Segment:
    rng = np.random.default_rng(seed + 91_000)
    n = int(rng.integers(300, 501))
    steps = np.arange(n, dtype=np.int64) * 50
    loss = 0.13 * np.exp(rng.normal(0.0, 0.45, n))
    loss[0] = 0.0  # written before the first update
    mean = 1.6 + (float(rng.uniform(4.0, 10.0)) * np.arange(n) / n if learns else 0.0)
    reward = rng.poisson(mean, n).astype(np.float64)
    return Segment(steps, {"episode_loss": loss, "reward": reward}, EPOCH)


def random_agent(seed: int) -> Scenario:
    """The reward never leaves a random policy's level while the loss holds its own."""
    segment = _agent(seed, False)
    truth = Truth("plateau", 0, int(segment.steps[-1]), series="reward", tolerance=int(segment.steps[-1]) // 10)
    return Scenario("random_agent", seed, "DQN: reward at a random policy's level, loss flat", [segment], [truth],
                    quiet=_quiet_except("plateau"))


def learning_agent(seed: int) -> Scenario:
    """Control: the same flat loss, the reward climbing: a DQN learning as it should."""
    return Scenario("learning_agent", seed, "DQN: reward climbing, loss flat", [_agent(seed, True)], [],
                    quiet=ALL_KINDS)
