"""Short curves (issue 32): per-epoch losses with a steep first fall, then a slow decay with one or
two bumps of x2.2-x3.5 that last one to three epochs and come back, and the same curve without bumps
(a negative control in 1-5 % noise); a printed loss with one lone batch spike, and without; a short
session's loss that climbs from its first episode."""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, CATALOGUE, _quiet_except


def _epochs(seed: int, bumps: bool) -> tuple[np.ndarray, np.ndarray, list[Truth]]:
    """A Keras-like epoch loss (20-45 epochs, steps 0..n-1): a fall from 2-20 to a tenth or less of
    it within the first 3-5 epochs, then a slow decay in 1-3 % noise (1-5 % without bumps); with
    `bumps`, one or two bumps of 1-3 epochs each, once the fall is over, peaking x2.2-x3.5 over the curve."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(20, 46))
    steps = np.arange(n, dtype=np.int64)
    t = np.arange(n, dtype=float)
    head, floor = float(rng.uniform(2.0, 20.0)), float(rng.uniform(0.05, 0.3))
    tau = float(rng.uniform(0.6, 1.5))
    clean = floor * (1.0 - 0.4 * t / n) + (head - floor) * np.exp(-t / tau)
    sigma = float(rng.uniform(0.01, 0.03) if bumps else rng.uniform(0.01, 0.05))
    values = clean * np.exp(sigma * rng.standard_normal(n))
    truths: list[Truth] = []
    # From where the first fall is over (its excess under 2 % of the floor): a stretch still
    # falling x2 an epoch is no level to measure a bump against; four points of that level first.
    at = max(6, int(np.ceil(tau * np.log(50.0 * (head - floor) / floor)))) + 4 + int(rng.integers(0, 3))
    for _ in range(int(rng.integers(1, 3)) if bumps else 0):
        width = int(rng.integers(1, 4))
        if at + width + 1 >= n:
            break
        top = float(rng.uniform(2.2, 3.5))
        shape = np.geomspace(top ** (1.0 / width), top, width)
        values[at:at + width] = clean[at:at + width] * shape
        peak = at + width - 1
        truths.append(Truth("spike", int(steps[at]), int(steps[at + width]), int(steps[peak]), tolerance=1))
        at += width + 4 + int(rng.integers(0, 4))
    return steps, values, truths


def short_epoch_bumps(seed: int) -> Scenario:
    steps, values, truths = _epochs(seed, bumps=True)
    return Scenario("short_epoch_bumps", seed, "a short epoch loss with a steep first fall and bumps of x2.2-x3.5 "
                    "that come back", [Segment(steps, {"loss": values}, EPOCH)], truths,
                    quiet=_quiet_except("spike"))


def short_epoch_healthy(seed: int) -> Scenario:
    steps, values, _ = _epochs(seed, bumps=False)
    return Scenario("short_epoch_healthy", seed, "a short epoch loss with a steep first fall, then a slow decay in "
                    "1-5 % noise", [Segment(steps, {"loss": values}, EPOCH)], [], quiet=ALL_KINDS,
                    allowed=("plateau",))


def _printed(seed: int, spike: bool) -> tuple[np.ndarray, np.ndarray, list[Truth]]:
    """A loop's loss printed every 10 steps at 4 decimals (100-190 lines): a fast decay to ~0.001 in
    25-30 % light-tailed noise; with `spike`, one batch x14-x20 past the first third, back at the next line."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(100, 191))
    steps = 10 * np.arange(1, n + 1, dtype=np.int64)
    t = np.arange(n, dtype=float)
    values = (0.001 + 0.03 * np.exp(-t / 4)) * np.exp(float(rng.uniform(0.25, 0.3)) * rng.standard_normal(n))
    truths: list[Truth] = []
    if spike:
        at = int(rng.integers(n // 3, n - 5))
        values[at] *= float(rng.uniform(14.0, 20.0))
        truths.append(Truth("spike", int(steps[at]), int(steps[at + 1]), int(steps[at]), recovery="fast", tolerance=10))
    return steps, np.maximum(np.round(values, 4), 1e-4), truths


def printed_lone_spike(seed: int) -> Scenario:
    steps, values, truths = _printed(seed, spike=True)
    return Scenario("printed_lone_spike", seed, "a printed loss in 25-30 % noise with one batch x14-x20",
                    [Segment(steps, {"loss": values}, EPOCH)], truths, quiet=_quiet_except("spike"))


def printed_noisy_healthy(seed: int) -> Scenario:
    steps, values, _ = _printed(seed, spike=False)
    return Scenario("printed_noisy_healthy", seed, "a printed loss in 25-30 % noise, no spike",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=ALL_KINDS, allowed=("plateau",))


def _session(seed: int) -> tuple[np.ndarray, dict[str, np.ndarray], list[Truth]]:
    """A short DQN session (8-15 episodes, one loss each, epsilon decaying) whose loss climbs from a
    tiny first episode (its replay buffer empty): x15-x30 at the second, x1-x1.5 at each of the next
    one or two, then easing off in 10 % noise (0.66, 16.1, 26.9, 28.3, 41.2, 34.0, 31.2, 23.8, ...)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(8, 16))
    steps = np.arange(1, n + 1, dtype=np.int64)
    epsilon = np.maximum(0.05, 1.0 * 0.9 ** np.arange(n))
    k = int(rng.integers(2, 4))
    growth = np.concatenate([[0.0, np.log(rng.uniform(15.0, 30.0))], np.log(rng.uniform(1.0, 1.5, k - 1)),
                             np.log(rng.uniform(0.8, 1.0, n - k - 1))])
    values = float(rng.uniform(0.3, 1.0)) * np.exp(np.cumsum(growth) + 0.1 * rng.standard_normal(n))
    return steps, {"loss": values, "epsilon": epsilon}, []


def session_climb_healthy(seed: int) -> Scenario:
    steps, series, _ = _session(seed)
    return Scenario("session_climb_healthy", seed, "a short DQN session's loss climbing from its first episode",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS)


# A session that jumps for good after a level is the unrecovered-spike test's (test_spike_start_climb);
# as a family it is also the divergence rule's on so few points, which the trend families judge.
FAMILIES = (short_epoch_bumps, short_epoch_healthy, printed_lone_spike, printed_noisy_healthy, session_climb_healthy)
CATALOGUE.update({fn.__name__: fn for fn in FAMILIES})
NEGATIVE_SHORT = ("short_epoch_healthy", "printed_noisy_healthy", "session_climb_healthy")
