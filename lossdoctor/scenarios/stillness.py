"""Runs that stop learning, as a person sees it, and the healthy runs that look like them.

- `learned_little`: a short epoch log that falls a few percent, then moves less than 0.3 % over
  most of the run (a multi-label audio model printing the same scores for every clip).
- `frozen_reward`: an RL run whose loss falls to exactly 0 while every episode ends with the same
  penalty: the episode reward pinned at its lowest.
- Controls: `slow_power_tail` (a short power law whose tail keeps improving at its head's pace in
  log steps), `converged_tail` (lost most of its first loss, then flat: converged, not stuck) and
  `solved_reward` (the reward pinned at the best it logged: a solved task).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except


def _printed(values: np.ndarray) -> np.ndarray:
    """Values as a console prints them, to four decimals."""
    return np.round(values, 4)


def _epochs(rng: np.random.Generator) -> np.ndarray:
    """The steps of a short epoch log: every `every` epochs, 30 to 80 displays."""
    every = int(rng.choice([1, 5, 10]))
    return np.arange(1, int(rng.integers(30, 81)) + 1, dtype=np.int64) * every


def _near_chance(level: float) -> bool:
    """Whether `level` lies within 3 % of ln k for some class count k (2..1000)."""
    return bool(np.any(np.abs(level / np.log(np.arange(2, 1001)) - 1.0) < 0.03))


def learned_little(seed: int) -> Scenario:
    """Falls 2-6 % over its first 10-15 % of displays, then drifts less than 0.3 % to the end."""
    rng = np.random.default_rng(seed + 70_000)
    steps = _epochs(rng)
    n = len(steps)
    first = float(rng.uniform(0.5, 3.0))
    fall = float(rng.uniform(0.02, 0.06))
    while _near_chance(first * (1 - fall)):  # a level at ln k is LD206's "stuck at chance", not this
        first = float(rng.uniform(0.5, 3.0))
    settle = max(2, int(n * float(rng.uniform(0.08, 0.12))))
    x = np.arange(n, dtype=np.float64)
    level = first * (1 - fall * (1 - np.exp(-x / (settle / 3.0))))
    level *= 1 - float(rng.uniform(0.0, 0.0025)) * x / n  # the tail's drift
    values = _printed(level * np.exp(rng.normal(0.0, 2e-4, n)))
    truth = Truth("plateau", int(steps[settle]), int(steps[-1]), tolerance=int(steps[-1]) // 3)
    return Scenario("learned_little", seed, f"{first:.3g} falls {100 * fall:.1f} % then stands still",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth], quiet=_quiet_except("plateau"))


def slow_power_tail(seed: int) -> Scenario:
    """A short power law (t^-0.1 to t^-0.3): its tail is slow in steps, not in log steps."""
    rng = np.random.default_rng(seed + 71_000)
    steps = _epochs(rng)
    alpha = float(rng.uniform(0.1, 0.3))
    level = float(rng.uniform(0.5, 3.0)) * (steps / steps[0]) ** -alpha
    values = _printed(level * np.exp(rng.normal(0.0, 2e-4, len(steps))))
    return Scenario("slow_power_tail", seed, f"a short power law t^-{alpha:.2f}",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=ALL_KINDS)


def converged_tail(seed: int) -> Scenario:
    """Loses 60-90 % of its first loss over its first fifth, then sits at the floor: converged."""
    rng = np.random.default_rng(seed + 72_000)
    steps = _epochs(rng)
    n = len(steps)
    first, kept = float(rng.uniform(0.5, 3.0)), float(rng.uniform(0.1, 0.4))
    x = np.arange(n, dtype=np.float64)
    level = first * (kept + (1 - kept) * np.exp(-x / (n / 15.0)))
    values = _printed(level * np.exp(rng.normal(0.0, 2e-4, n)))
    return Scenario("converged_tail", seed, f"{first:.3g} converges to {kept:.0%} of it",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=_quiet_except("degenerate"),
                    allowed=("plateau",))


def _rl(rng: np.random.Generator, reward: np.ndarray, zero_from: int) -> dict[str, np.ndarray]:
    """PPO's logged series: a loss falling to exactly 0 from `zero_from`, and the episode reward."""
    n = len(reward)
    x = np.arange(n, dtype=np.float64)
    loss = float(rng.uniform(3000, 5000)) * np.exp(-x / max(zero_from / 6.0, 1.0)) * np.exp(rng.normal(0, 0.05, n))
    loss[zero_from:] = 0.0
    return {"train/loss": loss, "rollout/ep_rew_mean": reward}


def frozen_reward(seed: int) -> Scenario:
    """PPO whose every episode ends with the -100 penalty: loss exactly 0 from a twentieth of the
    run on, `ep_rew_mean` -100.0 from its first updates."""
    rng = np.random.default_rng(seed + 73_000)
    n = int(rng.integers(150, 600))
    steps = np.arange(1, n + 1, dtype=np.int64) * 50
    reward = np.full(n, -100.0)
    reward[:3] = -100.0 + rng.uniform(2, 6, 3)
    zero_from = int(rng.integers(n // 20, n // 5))
    truth = Truth("plateau", int(steps[zero_from]), int(steps[-1]), series="rollout/ep_rew_mean",
                  tolerance=int(steps[-1]) // 10)
    return Scenario("frozen_reward", seed, "PPO: loss exactly 0, reward pinned at -100",
                    [Segment(steps, _rl(rng, reward, zero_from), EPOCH)], [truth],
                    quiet=_quiet_except("plateau", "degenerate"))


def solved_reward(seed: int) -> Scenario:
    """PPO that solves its task: the reward climbs to the cap (200) and stays there, the loss at 0."""
    rng = np.random.default_rng(seed + 74_000)
    n = int(rng.integers(150, 600))
    steps = np.arange(1, n + 1, dtype=np.int64) * 50
    solved = int(rng.integers(n // 10, n // 4))
    reward = np.minimum(200.0, 20.0 + 180.0 * np.arange(n) / solved)
    return Scenario("solved_reward", seed, "PPO: reward pinned at its cap, the task solved",
                    [Segment(steps, _rl(rng, reward, solved), EPOCH)], [],
                    quiet=_quiet_except("degenerate"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (learned_little, slow_power_tail, converged_tail,
                                                       frozen_reward, solved_reward)})
# `solved_reward` is no NEGATIVE control: its loss at exactly 0 is LD504's finding, by design.
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "slow_power_tail", "converged_tail")

SCENARIOS: tuple[str, ...] = ("learned_little", "slow_power_tail", "converged_tail", "frozen_reward",
                              "solved_reward")
