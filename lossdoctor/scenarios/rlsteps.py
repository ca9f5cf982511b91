"""An RL total loss that steps up and stays up (`divergence._rl_step_up`), and its control.

- `rl_step_up_reward_falls`: SB3 PPO's `train/loss` scattering x1.3 per rollout about a level that
  doubles or triples for good after 45-65 % of the run, while `rollout/ep_rew_mean` drifts down:
  the agent got worse as its loss rose (c42's soft robot: x2.03, reward -167k -> -183k).
- Control `rl_step_up_reward_rises`: the same step while the reward climbs: the value loss
  follows the returns' scale, no fault.

Not in the catalogue: the tests call them by name.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

ROLLOUT = 1024


def _ppo(seed: int, falls: bool) -> tuple[Segment, int]:
    rng = np.random.default_rng(seed + 4_001)
    n = int(rng.integers(150, 251))
    steps = (np.arange(n, dtype=np.int64) + 2) * ROLLOUT
    at = int(n * float(rng.uniform(0.45, 0.65)))
    level = np.where(np.arange(n) >= at, float(rng.uniform(2.0, 3.0)), 1.0)
    loss = 3e6 * level * np.exp(rng.normal(0.0, 0.3, n))
    # ep_rew_mean is a mean over the last 100 episodes: it drifts, with little scatter.
    drift = np.linspace(0.0, 1.0, n) * float(rng.uniform(0.2, 0.35))
    reward = -150_000 * np.exp(drift if falls else -drift) * np.exp(rng.normal(0.0, 0.01, n))
    return Segment(steps, {"train/loss": loss, "rollout/ep_rew_mean": reward}, EPOCH), int(steps[at])


def rl_step_up_reward_falls(seed: int) -> Scenario:
    """The total loss steps up x2-x3 and holds while the episode reward falls."""
    segment, at = _ppo(seed, True)
    truth = Truth("divergence", at, None, series="train/loss", tolerance=10 * ROLLOUT)
    return Scenario("rl_step_up_reward_falls", seed, "PPO: loss steps up, reward falls", [segment], [truth],
                    quiet=_quiet_except("divergence"))


def rl_step_up_reward_rises(seed: int) -> Scenario:
    """Control: the same step while the reward climbs: the returns' scale grew."""
    segment, _ = _ppo(seed, False)
    return Scenario("rl_step_up_reward_rises", seed, "PPO: loss steps up, reward climbs", [segment], [],
                    quiet=ALL_KINDS)
