"""Seeded scenarios of losses that are a game's score: an actor-critic total whose scale grows
with the returns, a GAN whose discriminator wins a round outright, and a WGAN generator whose
signed score runs away, each with a negative control. Kept out of the detection benchmark's CATALOGUE (their truths are judged by the
detector tests): they add cases, they change no existing output."""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth


def _a2c(seed: int, returns_grow: bool) -> tuple[np.ndarray, dict[str, np.ndarray], int]:
    """An A2C total loss per episode: large at first, ~4-8 while the agent learns nothing
    (returns near -110, tiny advantages), then in the thousands with bursts x20-50 once the
    returns rise (the value term regresses on them); or with the returns flat throughout."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1600, 2400))
    steps = np.cumsum(rng.integers(8, 30, n)).astype(np.int64)
    low_end = int(n * rng.uniform(0.15, 0.25))
    level = np.where(np.arange(n) < n // 20, 1500.0, float(rng.uniform(4, 8)))
    level[low_end:] = float(rng.uniform(1500, 3000))
    loss = level * np.exp(rng.normal(0, np.where(np.arange(n) < low_end, 0.4, 0.8)))
    bursts = rng.random(n) < 0.15
    bursts[:low_end] = False
    loss[bursts] *= rng.uniform(10, 50, int(bursts.sum()))
    ret = np.full(n, -110.0)
    if returns_grow:
        ret[low_end:] = np.minimum(-110 + 2.0 * (np.arange(n - low_end) + 1), float(rng.uniform(110, 220)))
    ret = ret + rng.normal(0, 25, n)
    return steps, {"loss": loss, "return": ret, "episode": np.arange(1, n + 1, dtype=float)}, low_end


def a2c_heavy_tail_returns_grow(seed: int) -> Scenario:
    """Healthy: the actor-critic total's heavy tail appears as the returns rise from -110."""
    steps, series, _ = _a2c(seed, True)
    return Scenario("a2c_heavy_tail_returns_grow", seed, "an A2C total loss, heavy-tailed once the returns grow",
                    [Segment(steps, series, EPOCH)], [], quiet=("instability",))


def a2c_thrash_returns_flat(seed: int) -> Scenario:
    """Control: the same thrashing with the returns flat at -110 is an instability."""
    steps, series, low_end = _a2c(seed, False)
    truth = Truth("instability", int(steps[low_end]), int(steps[-1]), tolerance=int(steps[min(len(steps) - 1, low_end + 200)]
                                                                                        - steps[low_end]))
    return Scenario("a2c_thrash_returns_flat", seed, "the same A2C loss thrashing with flat returns",
                    [Segment(steps, series, EPOCH)], [truth])


def _gan(seed: int, burst: bool) -> tuple[np.ndarray, dict[str, np.ndarray], int]:
    """A StarGAN-like console: `Generator Loss` ~1.1 and `Discriminator Loss` ~1.3, each with the
    game's 30 % scatter per iteration and a few lone x2.5-3.5 iterations; with `burst`, the
    discriminator wins a round: D falls to ~0.2 and G sits at x3-5 for ~100 iterations, then
    drifts back over ~500."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(6000, 9000))
    steps = np.arange(n, dtype=np.int64)
    g_level, d_level = np.full(n, 1.1), np.full(n, 1.3)
    at = int(rng.integers(n // 4, n // 2))
    if burst:
        hold = int(rng.integers(80, 130))
        size = float(rng.uniform(3.0, 4.5))
        back = np.arange(n - at - hold)
        g_level[at:at + hold] *= size
        g_level[at + hold:] *= 1 + (size / 1.5 - 1) * np.exp(-back / float(rng.uniform(150, 300)))
        d_level[at:at + hold] *= 0.2
        d_level[at + hold:] *= 1 - 0.7 * np.exp(-back / 200.0)
    g = g_level * np.exp(rng.normal(0, 0.3, n))
    d = d_level * np.exp(rng.normal(0, 0.3, n))
    lone = rng.choice(n, 12, replace=False)
    g[lone] *= rng.uniform(2.5, 3.5, 12)
    return steps, {"Generator Loss": g, "Discriminator Loss": d}, at


def gan_discriminator_wins_burst(seed: int) -> Scenario:
    """The discriminator wins a round: the generator's level bursts x3-4.5 for ~100 iterations."""
    steps, series, at = _gan(seed, True)
    return Scenario("gan_discriminator_wins_burst", seed, "a GAN round the discriminator won outright",
                    [Segment(steps, series, EPOCH)],
                    [Truth("spike", at, None, at, series="Generator Loss", tolerance=15)])


def gan_noisy_game(seed: int) -> Scenario:
    """Control: the same game with its scatter and lone jumps only: no spike warning."""
    steps, series, _ = _gan(seed, False)
    return Scenario("gan_noisy_game", seed, "a GAN's noisy game with lone jumps, no burst",
                    [Segment(steps, series, EPOCH)], [], quiet=("spike",))


def _wgan(seed: int, runs_away: bool) -> tuple[np.ndarray, dict[str, np.ndarray], int]:
    """A WGAN-GP log line every ~45 steps: `G_loss` (= -mean D(fake)) scattering +-30 about ~10
    and crossing zero, `D_loss` (critic + GP) at -40 +- 12; with `runs_away`, the generator's
    score climbs to 150-250 from 40-55 % of the run on and stays there."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(80, 400))
    steps = np.cumsum(rng.integers(20, 70, n)).astype(np.int64)
    at = int(n * rng.uniform(0.4, 0.55))
    g = 10.0 + 15.0 * np.sin(np.arange(n) / rng.uniform(5, 20)) + rng.normal(0, 30, n)
    if runs_away:
        top = float(rng.uniform(150, 250))
        g[at:] += np.minimum(1.0, (np.arange(n - at) + 1) / (0.15 * n)) * top
    d = -40.0 + rng.normal(0, 12, n)
    return steps, {"G_loss": g, "D_loss": d}, at


def wgan_generator_runs_away(seed: int) -> Scenario:
    """The critic wins for good: the generator's signed score runs away to 150-250."""
    steps, series, at = _wgan(seed, True)
    span = int(steps[min(len(steps) - 1, at + len(steps) // 5)] - steps[at])
    return Scenario("wgan_generator_runs_away", seed, "a WGAN generator score that runs away",
                    [Segment(steps, series, EPOCH)],
                    [Truth("divergence", int(steps[at]), int(steps[-1]), series="G_loss", tolerance=span)])


def wgan_generator_holds(seed: int) -> Scenario:
    """Control: the same game, the generator's score wandering about its level: no divergence."""
    steps, series, _ = _wgan(seed, False)
    return Scenario("wgan_generator_holds", seed, "a WGAN generator score that wanders and holds",
                    [Segment(steps, series, EPOCH)], [], quiet=("divergence",))


def _early_round(seed: int, generator_losing: bool) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """StarGAN's first epoch: `Discriminator Loss` falls to ~0.2 within a hundred iterations, then
    plays at ~1.2 with bursts of a few iterations at x2-4 for the rest of the run; with
    `generator_losing`, `Generator Loss` sat at ~2.4 in that early round and ~1.1 after it,
    otherwise ~1.1 throughout."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(5000, 8000))
    steps = np.arange(n, dtype=np.int64)
    early = int(rng.integers(60, 90))
    d_level = np.full(n, 1.2)
    d_level[:early] = 2.0
    d_level[early:early + 100] = float(rng.uniform(0.15, 0.25))
    g_level = np.full(n, 1.1)
    if generator_losing:
        g_level[early:early + 100] = float(rng.uniform(2.2, 2.8))
    d = d_level * np.exp(rng.normal(0, 0.15, n))
    for at in rng.choice(np.arange(early + 200, n - 3), int(n * 0.01), replace=False):
        d[at:at + 3] *= float(rng.uniform(2, 4))  # bursts of a few iterations
    g = g_level * np.exp(rng.normal(0, 0.3, n))
    return steps, {"Generator Loss": g, "Discriminator Loss": d}


def gan_discriminator_early_round(seed: int) -> Scenario:
    """Healthy: the discriminator's best was a round the generator was losing; its level after is the game."""
    steps, series = _early_round(seed, True)
    return Scenario("gan_discriminator_early_round", seed, "a discriminator's early round won, then the game",
                    [Segment(steps, series, EPOCH)], [], quiet=("instability",))


def gan_discriminator_thrash(seed: int) -> Scenario:
    """Control: the same discriminator with the generator flat throughout is no game to blame."""
    steps, series = _early_round(seed, False)
    return Scenario("gan_discriminator_thrash", seed, "a discriminator thrashing with the generator flat",
                    [Segment(steps, series, EPOCH)], [])


def _few_lines(seed: int, names: tuple[str, ...]) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """pix2pix stopped early: 4-7 loss lines of a GAN's terms (`G_GAN`, `G_L1`, `D_real`,
    `D_fake`), the discriminator's `D_real` leaping x8-15 at the last lines as the generator
    catches up; with other `names`, the same numbers under a plain training loss's names."""
    rng = np.random.default_rng(seed)
    n = int(rng.integers(4, 8))
    steps = np.arange(1, n + 1, dtype=np.int64) * 20
    d_real = np.linspace(0.17, 0.1, n) * rng.uniform(0.95, 1.05, n)
    jump = float(rng.uniform(8, 15))
    d_real[n - 2:] *= (jump, jump * float(rng.uniform(0.3, 0.6)))  # c35's D_real 0.10 -> 1.65 -> 0.56
    values = (rng.uniform(2.3, 2.5, n) * np.linspace(1, 0.45, n), 54.0 * np.linspace(1, 0.35, n),
              d_real, rng.uniform(0.11, 0.19, n))
    return steps, dict(zip(names, values))


def gan_few_lines_game(seed: int) -> Scenario:
    """Healthy: a discriminator's term leaping on the last of a handful of GAN loss lines."""
    steps, series = _few_lines(seed, ("G_GAN", "G_L1", "D_real", "D_fake"))
    return Scenario("gan_few_lines_game", seed, "four to seven loss lines of a GAN's game",
                    [Segment(steps, series, EPOCH)], [], quiet=("spike",))


def plain_few_lines_jump(seed: int) -> Scenario:
    """Control: the same jump on a handful of a plain training loss's lines is a spike."""
    steps, series = _few_lines(seed, ("acc", "lr", "loss", "aux"))
    return Scenario("plain_few_lines_jump", seed, "the same jump on a few lines of a plain loss",
                    [Segment(steps, series, EPOCH)],
                    [Truth("spike", int(steps[-2]), None, int(steps[-2]), series="loss", tolerance=20)])


GAMES: dict[str, Callable[[int], Scenario]] = {
    fn.__name__: fn for fn in (a2c_heavy_tail_returns_grow, a2c_thrash_returns_flat,
                               gan_discriminator_wins_burst, gan_noisy_game,
                               wgan_generator_runs_away, wgan_generator_holds,
                               gan_discriminator_early_round, gan_discriminator_thrash,
                               gan_few_lines_game, plain_few_lines_jump)}

__all__ = ["GAMES"]
