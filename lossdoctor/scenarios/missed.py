"""Scenario families of issue 32 that a person reports and the detectors missed: a loss that steps
up for good (above where the run began), a short run stuck after its first fall, a run flat from
its first point while its logged LR is 0, and an RL critic that rises at every iteration while
the reward creeps up; each with a negative control."""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, CATALOGUE, _quiet_except


def _level(seed: int, decay: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """A fine-tune's per-step loss (400-900 steps, 8-15 % noise) with one lasting step up of
    x1.15-x1.35 at 35-60 % of the run: flat before it (a LoRA SFT that never falls), or, with
    `decay`, decaying as a power law from ~3 with the step staying far below the first loss (a harder
    data phase of a healthy run)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(400, 900))
    steps = np.arange(1, n + 1, dtype=np.int64)
    t = np.arange(n, dtype=float)
    if decay:
        # Its floor below ln 2: a level near some ln k would be LD206's (stuck at chance).
        base = 0.3 + 2.7 * (1 + t / rng.uniform(5, 20)) ** -float(rng.uniform(0.4, 0.7))
    else:
        base = np.full(n, float(rng.uniform(1.4, 2.2)))
    values = base * np.exp(float(rng.uniform(0.08, 0.15)) * rng.standard_normal(n))
    at = int(rng.integers(int(0.35 * n), int(0.6 * n)))
    values[at:] *= float(rng.uniform(1.15, 1.35) if not decay else rng.uniform(1.12, 1.2))
    return steps, values, at


def lasting_step_up(seed: int) -> Scenario:
    steps, values, at = _level(seed, decay=False)
    truth = Truth("divergence", int(steps[at]), None, int(steps[at]), tolerance=max(25, len(steps) // 20))
    return Scenario("lasting_step_up", seed, "a flat fine-tune loss that steps up x1.15-x1.35 and stays up",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("divergence", "spike", "plateau"), allowed=("spike", "plateau"))


def step_up_in_decay(seed: int) -> Scenario:
    steps, values, _ = _level(seed, decay=True)
    return Scenario("step_up_in_decay", seed, "a decaying loss that steps up a little and stays far below its start",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=_quiet_except("spike", "plateau"),
                    allowed=("spike", "plateau"))


def _epochs(seed: int, stuck: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """Epoch-mean losses every 10 epochs (30-120 points, smooth): with `stuck`, a fall of 8-15 %
    over the first 2-3 points, then flat within 0.3 % to the end (a classifier that outputs the
    same scores for every input); else a healthy decay to 20-35 % of the first loss that keeps
    going slowly (a power law)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(30, 120))
    steps = np.arange(1, n + 1, dtype=np.int64) * 10
    noise = np.exp(0.0005 * rng.standard_normal(n))
    if stuck:
        k = int(rng.integers(2, 4))
        # Below ln 2: a level at some ln k is stuck at chance, LD206's finding.
        level = float(rng.uniform(0.2, 0.6))
        head = level / float(rng.uniform(0.85, 0.92))
        values = np.full(n, level) * (1.0 - float(rng.uniform(0.0, 0.003)) * np.arange(n) / n)
        values[:k] = np.geomspace(head, level * 1.01, k)
        return steps, values * noise, k
    floor, head = float(rng.uniform(0.2, 0.35)), float(rng.uniform(0.5, 3.0))
    decay = (1.0 + np.arange(n, dtype=np.float64)) ** -float(rng.uniform(0.4, 0.8))
    values = head * (floor + (1 - floor) * decay)
    return steps, values * noise, 0


def short_stuck_after_fall(seed: int) -> Scenario:
    steps, values, k = _epochs(seed, stuck=True)
    truth = Truth("plateau", int(steps[k]), int(steps[-1]), tolerance=int(steps[k]) + 20)
    return Scenario("short_stuck_after_fall", seed, "a short run stuck after a first fall of 8-15 %",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth], quiet=_quiet_except("plateau"))


def short_decay_healthy(seed: int) -> Scenario:
    steps, values, _ = _epochs(seed, stuck=False)
    return Scenario("short_decay_healthy", seed, "a short healthy run decaying to a fifth or a third of its first loss",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=ALL_KINDS, allowed=("plateau",))


def _flat(seed: int, zero_lr: bool) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """A fine-tune logged every 50 steps (30-150 points) whose loss is flat in 3-6 % noise from
    its first point; its LR printed at 4 significant decimals: 0.0 (a tiny LR rounded away) with
    `zero_lr`, else a normal 1e-5-3e-4 (the loss is flat because there is nothing left to learn)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(30, 150))
    steps = int(rng.integers(0, 40000)) + np.arange(1, n + 1, dtype=np.int64) * 50
    values = float(rng.uniform(0.5, 4.5)) * np.exp(float(rng.uniform(0.03, 0.06)) * rng.standard_normal(n))
    lr = np.zeros(n) if zero_lr else np.full(n, float(rng.uniform(1e-5, 3e-4)))
    return steps, {"loss": values, "lr": lr}


def zero_lr_flat(seed: int) -> Scenario:
    steps, series = _flat(seed, zero_lr=True)
    truth = Truth("plateau", int(steps[0]), int(steps[-1]), tolerance=4 * 50)
    return Scenario("zero_lr_flat", seed, "a fine-tune flat from its first point with its logged LR 0.0",
                    [Segment(steps, series, EPOCH)], [truth], quiet=_quiet_except("plateau"))


def flat_with_lr_healthy(seed: int) -> Scenario:
    steps, series = _flat(seed, zero_lr=False)
    return Scenario("flat_with_lr_healthy", seed, "a fine-tune flat in its noise with a normal LR",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS)


def _critic(seed: int, relentless: bool) -> tuple[np.ndarray, dict[str, np.ndarray], int]:
    """A torchrl-style actor-critic log, one row per iteration (30-120 rows): `loss_critic` at
    ~1e3-1e5 in 30 % noise, and `reward` creeping up. With `relentless`, from 10-30 % of the run
    the critic loss grows x1.2-x1.6 at every iteration (a critic blowing up); else it grows x30
    over the run in its noise, as a value loss does when the returns it regresses on grow."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(30, 120))
    steps = np.arange(n, dtype=np.int64)
    level = float(10 ** rng.uniform(3, 5))
    reward = float(rng.uniform(-1e5, -1e3)) * (1 - 0.4 * np.arange(n) / n) * np.exp(0.03 * rng.standard_normal(n))
    at = int(rng.integers(int(0.1 * n), int(0.3 * n)))
    if relentless:
        growth = np.concatenate([np.zeros(at), np.cumsum(rng.uniform(np.log(1.2), np.log(1.6), n - at))])
        values = level * np.exp(growth) * np.exp(0.02 * rng.standard_normal(n))
    else:
        values = level * np.exp(np.log(30.0) * np.arange(n) / n + 0.3 * rng.standard_normal(n))
        reward = np.abs(reward[::-1])  # the returns grow: the agent earns more
    return steps, {"loss_critic": values, "reward": reward}, at


def critic_blowup(seed: int) -> Scenario:
    steps, series, at = _critic(seed, relentless=True)
    truth = Truth("divergence", int(steps[at]), None, int(steps[at]), series="loss_critic", tolerance=3)
    return Scenario("critic_blowup", seed, "an RL critic loss that rises at every iteration while the reward creeps up",
                    [Segment(steps, series, EPOCH)], [truth], quiet=_quiet_except("divergence", "spike", "instability"),
                    allowed=("spike", "instability"))


def critic_follows_returns(seed: int) -> Scenario:
    steps, series, _ = _critic(seed, relentless=False)
    return Scenario("critic_follows_returns", seed, "an RL critic loss that grows in its noise as the returns grow",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS, allowed=("divergence", "spike", "instability"))


FAMILIES = (lasting_step_up, step_up_in_decay, short_stuck_after_fall, short_decay_healthy, zero_lr_flat,
            flat_with_lr_healthy, critic_blowup, critic_follows_returns)
CATALOGUE.update({fn.__name__: fn for fn in FAMILIES})
NEGATIVE_MISSED = ("step_up_in_decay", "short_decay_healthy", "flat_with_lr_healthy", "critic_follows_returns")
