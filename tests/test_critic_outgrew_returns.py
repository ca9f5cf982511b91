"""LD201 on an RL critic: growth beyond what the returns explain stays a divergence."""

from __future__ import annotations

import numpy as np

import pytest

from detector_helpers import findings, run_of, scenario_run
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.rl_terms import OUTGROWN, outgrew_returns
from lossdoctor.model import Severity

RULE = Divergence()


def _critic(seed: int, growth: float, reward_from: float, reward_to: float, start: float = 1e3) -> tuple:
    """A critic loss from `start` that grows `growth` times over 200 iterations, with noisy ups
    and downs (no monotone climb), beside an episode reward drifting from `reward_from` to
    `reward_to`."""
    rng = np.random.default_rng(seed)
    steps = np.arange(200)
    loss = start * np.exp(np.log(growth) * steps / 199 + rng.normal(0.0, 0.3, 200))
    reward = np.linspace(reward_from, reward_to, 200) + rng.normal(0.0, 0.05 * abs(reward_to), 200)
    return (steps, loss), (steps, reward)


def test_a_critic_growing_millions_of_times_while_the_returns_shrink_is_a_divergence() -> None:
    """c19 torchrl run 8: loss_critic 1.7e5 -> 1e13 while the reward goes -9.9e4 -> -6e4: it ends
    thousands of times above the returns' square."""
    for seed in range(4):
        loss, reward = _critic(seed, 6e7, -1e5, -6e4, start=1.7e5)
        [f] = findings(RULE, run_of(loss_critic=loss, reward=reward))
        assert f.severity is Severity.ERROR and "outgrew_returns" in f.evidence


def test_a_critic_growing_with_the_square_of_the_returns_stays_info() -> None:
    """A TD loss x50 while the returns grow x10 (x100 squared): the returns it regresses on."""
    for seed in range(4):
        loss, reward = _critic(seed, 50.0, 10.0, 100.0)
        [f] = findings(RULE, run_of(loss_critic=loss, reward=reward))
        assert f.severity is Severity.INFO and "returns_grew" in f.evidence


def test_outgrew_needs_a_loss_far_above_the_returns_square() -> None:
    loss, reward = _critic(0, 2.0, 10.0, 100.0)  # the returns' largest tenth is about 95
    run = run_of(loss_critic=loss, reward=reward)
    assert outgrew_returns(run, 0, 199, 5e5, 1e4) is None  # 55 times their square
    assert outgrew_returns(run, 0, 199, 5e7, 1e4) is not None  # 5500 times
    assert outgrew_returns(run, 0, 199, 5e7, OUTGROWN) is None  # risen no more than x100
    assert outgrew_returns(run_of(loss_critic=loss), 0, 199, 1e12, 1e9) is None  # no reward: nothing to say


def test_a_value_loss_bursting_from_a_zero_floor_with_rewards_near_minus_100_stays_info() -> None:
    """SB3 PPO (c21 custom env): train/value_loss collapses to ~5e-11, then bursts to ~2e4 while
    ep_rew_mean climbs from -100: x3e14 from the floor, but twice the returns' square."""
    rng = np.random.default_rng(5)
    steps = np.arange(10, 2340, 10)
    value = np.where(steps < 1060, 5.8e-11, np.where(rng.random(len(steps)) < 0.4, 1.0e4, 5.8e-11))
    value[-3:] = 2.0e4
    reward = np.linspace(-100.0, 155.0, len(steps)) + rng.normal(0, 5.0, len(steps))
    found = findings(RULE, run_of(train__value_loss=(steps, value), rollout__ep_rew_mean=(steps, reward)))
    assert all(f.severity is not Severity.ERROR for f in found if f.code == "LD201")


@pytest.mark.parametrize("seed", range(4))
def test_critic_scenarios(seed: int) -> None:
    [f] = findings(RULE, scenario_run("critic_outgrew_returns", seed))
    assert f.severity is Severity.ERROR and f.start_step <= 20 and "outgrew_returns" in f.evidence
    [g] = findings(RULE, scenario_run("critic_follows_returns", seed))
    assert g.severity is Severity.INFO and "outgrew_returns" not in g.evidence
