"""Scenarios of an RL objective's parts: SB3 PPO's signed `train/loss` beside its entropy, policy
and value terms (c21 custom env), and a DDPG critic whose loss steps up to its Q values' scale
within the first epochs and stays there (c9 drone), each beside the episode reward.

The entropy and policy terms follow the policy (entropy -7.49 -> -0.8 as the agent grows sure;
a policy-gradient term at 0 that moves to 2e-5): never a fault on their own. A critic that
steps up while the reward climbs follows its returns; one that steps up while the reward
falls is the fault.

Importing this module adds its scenarios to `CATALOGUE` (and the controls to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

UPDATES = 240
EPOCHS = 500


def ppo_policy_terms_move(seed: int) -> Scenario:
    """Control: a signed PPO total (falling from ~2250 to ~0, then small values of both signs)
    beside a value term falling with it, an entropy term flat at its maximum that rises for good
    part way (the policy grows sure), and a policy-gradient term at exactly 0 with two blips; the
    reward climbs."""
    rng = np.random.default_rng(seed + 5113)
    steps = np.arange(1, UPDATES + 1, dtype=np.int64) * 10
    t = np.arange(UPDATES, dtype=float)
    value = (4500.0 * np.exp(-t / 20.0) + 0.02) * np.exp(rng.normal(0.0, 0.1, UPDATES))
    entropy = np.full(UPDATES, -7.4911) + rng.normal(0.0, 7e-6, UPDATES)
    turn = int(rng.integers(60, 160))
    entropy[turn:] = -7.49 + 6.7 * (1.0 - np.exp(-(t[turn:] - turn) / 15.0))
    policy = np.zeros(UPDATES)
    for at in rng.choice(np.arange(turn, UPDATES - 5), size=2, replace=False):
        policy[int(at)] = float(10.0 ** rng.uniform(-5.0, -2.5))
    total = 0.5 * value + 0.01 * entropy + policy + rng.normal(0.0, 0.05, UPDATES)
    reward = -100.0 + 250.0 * (1.0 - np.exp(-t / 80.0)) + rng.normal(0.0, 8.0, UPDATES)
    series = {"train/loss": total, "train/value_loss": value, "train/entropy_loss": entropy,
              "train/policy_gradient_loss": policy, "rollout/ep_rew_mean": reward}
    return Scenario("ppo_policy_terms_move", seed, "PPO's entropy and policy terms moving as the agent learns",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS, allowed=("spike", "plateau"))


def _ddpg(rng: np.random.Generator, reward_from: float, reward_to: float) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """A critic loss near 400 for its first 20-40 epochs that steps up x30-x60 at once and
    stays at that level (noisy), an actor loss (-Q) and a reward moving from one level to another."""
    steps = np.arange(1, EPOCHS + 1, dtype=np.int64)
    t = np.arange(EPOCHS, dtype=float)
    at = int(rng.integers(20, 40))
    high = 400.0 * float(rng.uniform(30.0, 60.0))
    critic = np.where(t < at, 400.0, high) * np.exp(rng.normal(0.0, 0.2, EPOCHS))
    actor = -(200.0 + 1800.0 * (1.0 - np.exp(-t / 30.0))) + rng.normal(0.0, 30.0, EPOCHS)
    reward = reward_from + (reward_to - reward_from) * (1.0 - np.exp(-t / 120.0)) + rng.normal(0.0, 40.0, EPOCHS)
    return steps, {"train/loss_critic": critic, "train/loss_actor": actor, "rollout/return": reward}


def critic_scale_settles(seed: int) -> Scenario:
    """Control: the critic's loss steps up to its Q values' scale and stays there while the
    return climbs from -1100 to +450: info at most (the returns growing)."""
    rng = np.random.default_rng(seed + 5209)
    steps, series = _ddpg(rng, -1100.0, 450.0)
    return Scenario("critic_scale_settles", seed, "a DDPG critic's loss settling at its returns' scale",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS, allowed=("spike",))


def critic_step_up_reward_falls(seed: int) -> Scenario:
    """The same step up of the critic's loss while the return falls from +450 to -1100: a spike
    that never came back."""
    rng = np.random.default_rng(seed + 5227)
    steps, series = _ddpg(rng, 450.0, -1100.0)
    at = int(np.argmax(series["train/loss_critic"] > 4000.0))
    truth = Truth("spike", int(steps[at]), series="train/loss_critic", tolerance=3)
    return Scenario("critic_step_up_reward_falls", seed, "a DDPG critic's loss stepping up as the return falls",
                    [Segment(steps, series, EPOCH)], [truth], quiet=_quiet_except("spike", "divergence", "plateau"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (ppo_policy_terms_move, critic_scale_settles,
                                                       critic_step_up_reward_falls)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "ppo_policy_terms_move", "critic_scale_settles")
