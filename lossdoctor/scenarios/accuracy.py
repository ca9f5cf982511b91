"""Classifiers read by the accuracy beside their loss: one that learned a little and stopped, and controls.

- `accuracy_stall`: a k-class loss from ln k falls to 65-85 % of it within its first epochs and
  then creeps 2-8 % lower to the end, while the training accuracy stands at 1/k + 0.15 .. 0.85
  (the plateau a person reads off the accuracy; LD203).
- Controls: `accuracy_climbs` (the loss falls on to a third of ln k and the accuracy climbs with
  it: slow, real learning) and `accuracy_saturated` (the accuracy stands at 0.95-0.99: solved).
"""

from __future__ import annotations

import math

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except


def _setting(rng: np.random.Generator) -> tuple[np.ndarray, int, np.ndarray]:
    """Epoch steps (100-300 epochs), the class count and the epoch index."""
    n = int(rng.integers(100, 301))
    steps = np.arange(1, n + 1, dtype=np.int64)
    return steps, int(rng.choice([2, 3, 5])), np.arange(n, dtype=np.float64)


def _accuracy(rng: np.random.Generator, clean: np.ndarray) -> np.ndarray:
    """Epoch accuracies as printed, percent or share, with the wobble of a finite data set."""
    acc = np.clip(clean + rng.normal(0.0, float(rng.uniform(0.005, 0.02)), len(clean)), 0.0, 1.0)
    return np.round(100 * acc, 2) if rng.random() < 0.5 else np.round(acc, 4)


def accuracy_stall(seed: int) -> Scenario:
    """Falls from ln k to 65-85 % of it in its first 5-15 % of epochs, then creeps 2-8 % lower
    while the training accuracy stands still at 1/k + 0.15 .. 0.85."""
    rng = np.random.default_rng(seed + 76_000)
    steps, k, x = _setting(rng)
    n, chance = len(steps), math.log(k)
    settle = max(3, int(n * float(rng.uniform(0.05, 0.15))))
    level, creep = chance * float(rng.uniform(0.65, 0.85)), float(rng.uniform(0.02, 0.08))
    first = chance * float(rng.uniform(1.0, 1.02))
    reach = 1 - np.exp(-x / (settle / 3.0))
    loss = (first + (level - first) * reach) * (1 - creep * x / n)
    loss *= np.exp(rng.normal(0.0, float(rng.uniform(0.005, 0.02)), n))
    loss[0] = first
    top = float(rng.uniform(1 / k + 0.15, 0.85))
    truth = Truth("plateau", int(steps[settle]), int(steps[-1]), tolerance=n // 4)
    return Scenario("accuracy_stall", seed, f"a {k}-class loss stops at {level:.3g}, accuracy ~{top:.2f}",
                    [Segment(steps, {"loss": np.round(loss, 5),
                                     "train_acc": _accuracy(rng, 1 / k + (top - 1 / k) * reach)}, EPOCH)],
                    [truth], quiet=_quiet_except("plateau"))


def accuracy_climbs(seed: int) -> Scenario:
    """From ln k the loss keeps falling to a fifth to a third of it, the accuracy climbing with it."""
    rng = np.random.default_rng(seed + 77_000)
    steps, k, x = _setting(rng)
    chance = math.log(k)
    end = float(rng.uniform(0.2, 0.35))
    share = end ** ((x / x[-1]) ** float(rng.uniform(0.4, 0.7)))  # of ln k, 1 -> end all along
    loss = chance * share * np.exp(rng.normal(0.0, 0.005, len(x)))
    loss[0] = chance
    return Scenario("accuracy_climbs", seed, f"a {k}-class loss falling to {end:.2f} ln k",
                    [Segment(steps, {"loss": np.round(loss, 5), "train_acc": _accuracy(rng, 1 - (1 - 1 / k) * share)},
                             EPOCH)], [], quiet=ALL_KINDS)


def accuracy_saturated(seed: int) -> Scenario:
    """From ln k down a power law to 3-10 % of it, the accuracy at 0.95-0.99 from its first tenth on."""
    rng = np.random.default_rng(seed + 78_000)
    steps, k, x = _setting(rng)
    chance = math.log(k)
    end, tau = float(rng.uniform(0.03, 0.1)), len(x) / 30.0
    # A power law down to `end` of ln k: a solved task's loss goes on creeping towards 0.
    share = (1 + x / tau) ** (math.log(end) / math.log(1 + x[-1] / tau))
    loss = chance * share * np.exp(rng.normal(0.0, 0.01, len(x)))
    loss[0] = chance
    top = float(rng.uniform(0.95, 0.99))
    reach = np.minimum(1.0, (1 - share) / (1 - 2 * end))
    return Scenario("accuracy_saturated", seed, f"a {k}-class classifier solved at {top:.2f}",
                    [Segment(steps, {"loss": np.round(loss, 5),
                                     "train_acc": _accuracy(rng, 1 / k + (top - 1 / k) * reach)}, EPOCH)],
                    [], quiet=_quiet_except("degenerate"), allowed=("plateau",))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (accuracy_stall, accuracy_climbs, accuracy_saturated)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "accuracy_climbs", "accuracy_saturated")

SCENARIOS: tuple[str, ...] = ("accuracy_stall", "accuracy_climbs", "accuracy_saturated")
