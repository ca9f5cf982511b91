"""Scenario families of issue 32 (judgments that fit the facts): recurring spikes that grow, a
spike with a grad-norm burst and a loss-scale drop, a signed RL objective with an outlier, and
short curves (a bump, a divergence), each with a negative control."""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, CATALOGUE, NEGATIVE, _grad_norm, _quiet_except, _recovery, _Run


def recurring_spikes_growing(seed: int) -> Scenario:
    """Spikes every few hundred steps from mid-run on, each larger than the last (x1.6 -> x6)."""
    run = _Run(seed, 8000)
    count = int(run.rng.integers(6, 10))
    first = int(run.rng.integers(2000, 3000))
    gap = (7600 - first) // count
    starts = [first + k * gap + int(run.rng.integers(0, gap // 4)) for k in range(count)]
    sizes = np.geomspace(1.6, float(run.rng.uniform(4.0, 6.0)), count)
    for at, size in zip(starts, sizes):
        run.effects.spike(at, float(size), float(run.rng.uniform(2, 8)))
    truths = [Truth("spike", at, _recovery(run, at, at)[0], at, recovery="fast", tolerance=3) for at in starts]
    return run.single("recurring_spikes_growing", "recurring fast spikes that grow over the run", truths,
                      seed, quiet=_quiet_except("spike", "instability"), allowed=("instability",))


def spike_burst_scale_drop(seed: int) -> Scenario:
    """fp16: a spike with the grad norm bursting x50-x400 and the loss scale halving a few times."""
    run = _Run(seed, 6000)
    at = int(run.rng.integers(3000, 4500))
    run.effects.spike(at, float(run.rng.uniform(2.2, 3.5)), float(run.rng.uniform(3, 10)))
    end, _ = _recovery(run, at, at)
    norm = _grad_norm(run)
    norm[at:at + 2] *= float(run.rng.uniform(50, 400))
    scale = 2.0 ** np.clip(14 + run.steps // 1000, 0, 16)
    halvings = int(run.rng.integers(2, 4))
    scale[at:] /= 2.0 ** halvings  # a few overflows at the spike, then growth again
    truths = [Truth("spike", at, end, at, recovery="fast", tolerance=3),
              Truth("grad_norm_precursor", at, end, at, series="grad_norm", tolerance=10,
                    extra={"mechanism": "explosion"})]
    return run.single("spike_burst_scale_drop", "a spike with a grad-norm burst and a loss-scale drop",
                      truths, seed, quiet=_quiet_except("spike", "grad_norm_precursor"),
                      grad_norm=norm, loss_scale=scale)


def _ppo(seed: int, outlier: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """An SB3-like PPO loss per rollout of 2048 steps: large while the value head learns, then
    settled near 0 and often below it; with one point far outside its scatter."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(250, 400))
    steps = np.arange(1, n + 1, dtype=np.int64) * 2048
    values = float(rng.uniform(10, 25)) * np.exp(-np.arange(n) / rng.uniform(5, 12)) \
        + float(rng.uniform(-0.02, 0.05)) + float(rng.uniform(0.03, 0.1)) * rng.standard_normal(n)
    at = int(rng.integers(n // 2, n - 20))
    if outlier:
        values[at] = float(rng.uniform(3.0, 5.0)) * float(values[:at].max())
    return steps, values, at


def signed_rl_outlier(seed: int) -> Scenario:
    steps, values, at = _ppo(seed, True)
    truth = Truth("spike", int(steps[at]), None, int(steps[at]), tolerance=0)
    return Scenario("signed_rl_outlier", seed, "a signed PPO loss with one value far outside its scatter",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth], quiet=_quiet_except("spike"))


def signed_rl_healthy(seed: int) -> Scenario:
    steps, values, _ = _ppo(seed, False)
    return Scenario("signed_rl_healthy", seed, "a healthy signed PPO loss", [Segment(steps, {"loss": values}, EPOCH)],
                    [], quiet=ALL_KINDS)


def _short(seed: int, bump: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """A fine-tune of 18-45 logged points (epochs or every-N-steps), falling smoothly."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(18, 46))
    every = int(rng.choice([1, 10, 50]))
    steps = np.arange(1, n + 1, dtype=np.int64) * every
    t = np.arange(n, dtype=float)
    values = (0.6 + 1.5 * np.exp(-t / rng.uniform(4, 10))) * np.exp(0.02 * rng.standard_normal(n))
    at = int(rng.integers(n // 2, n - 3))
    if bump:
        values[at] *= float(rng.uniform(3.0, 4.0))
    return steps, values, at


def short_curve_bump(seed: int) -> Scenario:
    steps, values, at = _short(seed, True)
    truth = Truth("spike", int(steps[at]), None, int(steps[at]), tolerance=0)
    return Scenario("short_curve_bump", seed, "a short fine-tune with a 3x train-loss bump",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("spike", "plateau"), allowed=("plateau",))


def short_curve_healthy(seed: int) -> Scenario:
    steps, values, _ = _short(seed, False)
    return Scenario("short_curve_healthy", seed, "a short healthy fine-tune",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=_quiet_except("plateau"),
                    allowed=("plateau",))


def short_curve_divergence(seed: int) -> Scenario:
    """A fine-tune of 14-29 logged points that falls, then rises for good from past its middle
    (x1.13-x1.35 per point: the last epochs of a run whose LR is too high)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(14, 30))
    every = int(rng.choice([1, 10, 50]))
    steps = np.arange(1, n + 1, dtype=np.int64) * every
    values = (0.6 + 1.5 * np.exp(-np.arange(n) / rng.uniform(3, 6))) * np.exp(0.02 * rng.standard_normal(n))
    at = int(rng.integers(n // 2, n - 5))
    rise = np.exp(float(rng.uniform(0.12, 0.3)) * np.arange(n - at) + 0.02 * rng.standard_normal(n - at))
    values[at:] = values[at] * rise
    truth = Truth("divergence", int(steps[at]), None, int(steps[at]), tolerance=2 * every)
    return Scenario("short_curve_divergence", seed, "a short fine-tune whose loss rises for good",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("divergence", "spike", "plateau"), allowed=("spike", "plateau"))


def _rows(seed: int, spike: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """A GAN generator's loss printed every 100 iterations (110-180 rows): falling to a level, with
    a normal scatter of 4-7 % (no heavy tail); with one row x2.2-x2.8 above it, back the next row
    (CycleGAN's g_loss 2.95 -> 6.65 -> 2.89), or else with 4-6 rows x1.6-x2.4 strewn over the run
    (a jumpy LSGAN loss, whose tail is heavy: those are its scatter)."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(110, 180))
    steps = np.arange(1, n + 1, dtype=np.int64) * 100
    t = np.arange(n, dtype=float)
    values = (3.0 + 2.6 * np.exp(-t / rng.uniform(15, 30))) * np.exp(rng.uniform(0.04, 0.07) * rng.standard_normal(n))
    at = int(rng.integers(n // 2, n - 10))
    if spike:
        values[at] *= float(rng.uniform(2.2, 2.8))
    else:
        jumpy = rng.choice(np.arange(n // 4, n), size=int(rng.integers(4, 7)), replace=False)
        values[jumpy] *= rng.uniform(1.6, 2.4, len(jumpy))
    return steps, values, at


def single_row_spike(seed: int) -> Scenario:
    steps, values, at = _rows(seed, True)
    truth = Truth("spike", int(steps[at]), None, int(steps[at]), tolerance=0)
    return Scenario("single_row_spike", seed, "one row x2.2-x2.8 above a loss of normal scatter, back the next row",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth], quiet=_quiet_except("spike"))


def jumpy_rows_healthy(seed: int) -> Scenario:
    steps, values, _ = _rows(seed, False)
    return Scenario("jumpy_rows_healthy", seed, "a jumpy loss whose scatter has a heavy tail (rows x1.6-x2.4)",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=ALL_KINDS, allowed=("spike",))


def _ppo_to_zero(seed: int, rounded: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """SB3 PPO's train/loss per rollout on an env whose return is always -100: the value head fits
    the constant return, so the loss decays from ~4500 at full float32 precision (1e-7, 1e-9...)
    to exactly 0.0 and stays there. With `rounded`, the same decay printed at HF's 4 decimals
    (0.0003, 0.0002, 0.0001, 0.0): a loss at the last printed digit, not a frozen one."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(150, 400))
    steps = np.arange(1, n + 1, dtype=np.int64) * 50
    at = int(rng.integers(n // 5, n // 2))
    tau = at / rng.uniform(28, 34)  # down to ~1e-10 of its start by `at`
    values = float(rng.uniform(3500, 4700)) * np.exp(-np.arange(n) / tau)
    values = np.round(values, 4) if rounded else values.astype(np.float32).astype(np.float64)
    values[at:] = 0.0
    first = int(np.flatnonzero(values == 0.0)[0])
    return steps, values, first


def value_fit_to_zero(seed: int) -> Scenario:
    steps, values, first = _ppo_to_zero(seed, False)
    truth = Truth("degenerate", int(steps[first]), int(steps[-1]), tolerance=0, extra={"what": "zero_loss"})
    return Scenario("value_fit_to_zero", seed, "an RL loss decaying at full precision to exactly 0.0, then stuck",
                    [Segment(steps, {"loss": values}, EPOCH)], [truth], quiet=("degenerate",))


def rounded_to_zero(seed: int) -> Scenario:
    steps, values, _ = _ppo_to_zero(seed, True)
    return Scenario("rounded_to_zero", seed, "a loss printed at 4 decimals creeping down to 0.0",
                    [Segment(steps, {"loss": values}, EPOCH)], [], quiet=("degenerate",))


FAMILIES = (recurring_spikes_growing, spike_burst_scale_drop, signed_rl_outlier, signed_rl_healthy,
            short_curve_bump, short_curve_healthy, short_curve_divergence, single_row_spike, jumpy_rows_healthy,
            value_fit_to_zero, rounded_to_zero)
CATALOGUE.update({fn.__name__: fn for fn in FAMILIES})
NEGATIVE_32 = ("signed_rl_healthy", "short_curve_healthy", "jumpy_rows_healthy", "rounded_to_zero")
