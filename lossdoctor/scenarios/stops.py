"""A short epoch log that falls at once and then does not move (`settled.stopped_at_once`), and
the healthy short log that falls at once and goes on falling.

- `stopped_at_once`: 8-20 epochs; epoch 1 at 0.5-2.0, epoch 2 x5-x100 lower, then the same level
  +-1.5 % (printed to six decimals) to the end.
- Control `falls_on`: the same drop, then 2-6 % lower every epoch (a healthy fine-tune).

Not in the catalogue: the tests call them by name.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except


def _drop(seed: int, decay: float) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed + 92_000)
    n = int(rng.integers(8, 21))
    steps = np.arange(1, n + 1, dtype=np.int64)
    first = float(rng.uniform(0.5, 2.0))
    landed = first / float(rng.uniform(5.0, 100.0))
    rest = landed * np.exp(-decay * np.arange(n - 1)) * (1 + rng.uniform(-0.015, 0.015, n - 1))
    values = np.concatenate([[first], rest]).round(6)
    return steps, values


def stopped_at_once(seed: int) -> Scenario:
    """Falls x5-x100 at epoch 2, then holds +-1.5 % to the end: stopped learning."""
    steps, values = _drop(seed, 0.0)
    truth = Truth("plateau", 2, int(steps[-1]), tolerance=1)
    return Scenario("stopped_at_once", seed, "falls at once, then does not move", [Segment(steps, {"loss": values}, EPOCH)],
                    [truth], quiet=_quiet_except("plateau"))


def falls_on(seed: int) -> Scenario:
    """Control: the same drop, then 2-6 % lower every epoch: still learning."""
    rng = np.random.default_rng(seed + 93_000)
    steps, values = _drop(seed, float(rng.uniform(0.02, 0.06)))
    return Scenario("falls_on", seed, "falls at once, then goes on falling", [Segment(steps, {"loss": values}, EPOCH)],
                    [], quiet=ALL_KINDS)
