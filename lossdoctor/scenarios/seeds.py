"""Seeded runs of one recipe, for `compare`: seeds differ by step noise and by a slow drift.

log L(t) = log(floor + scale * (t + t0) ** -exponent) + drift_seed(t) + noise_seed(t)

The drift is what real seeds show beyond step noise (init and data order move a run a little
above or below its siblings for thousands of steps): a sum of a few slow random waves, about
0.15% of the loss. A change of the recipe multiplies the loss by (1 + shift) from a step on;
a departure adds a constant from a step on (a deterministic copy that stops being one).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Fragment, RawRun, Run, Series
from lossdoctor.scenarios.curves import CurveParams, base_curve
from lossdoctor.stitch import stitch


@dataclass(frozen=True)
class Recipe:
    """The shape and noise every seed shares."""

    steps: int = 10_000
    every: int = 1
    eval_every: int = 100
    floor: float = 2.2
    scale: float = 9.0
    exponent: float = 0.35
    t0: float = 30.0
    step_sigma: float = 0.02
    drift_sigma: float = 0.0015
    eval_sigma: float = 0.002
    tokens_per_step: int = 0  # > 0: a `tokens` counter is logged
    seconds_per_step: float = 0.0  # > 0: wall times are logged


def values(recipe: Recipe, seed: int, *, shift: float = 0.0, shift_from: int = 0,
           departure: float = 0.0, depart_from: int = 0, eval_loss: bool = False) -> tuple[np.ndarray, np.ndarray]:
    """Steps and loss values of one seed (the eval loss with `eval_loss`)."""
    every = recipe.eval_every if eval_loss else recipe.every
    steps = np.arange(0, recipe.steps + 1, every, dtype=np.int64)
    t = steps.astype(np.float64)
    rng = np.random.default_rng([seed, 7])
    drift = np.zeros_like(t)
    for period in (0.5, 0.25, 0.12):  # slow waves over the run, of random phase and size
        wave = rng.normal(0, recipe.drift_sigma / np.sqrt(3))
        drift += wave * np.sin(2 * np.pi * t / (period * recipe.steps) + rng.uniform(0, 2 * np.pi))
    noise_rng = np.random.default_rng([seed, 11 if eval_loss else 13])
    sigma = recipe.eval_sigma if eval_loss else recipe.step_sigma
    # The clean power law every scenario shares (`curves.base_curve`), then this seed's drift and noise.
    log_loss = base_curve(steps, CurveParams(floor=recipe.floor, scale=recipe.scale, exponent=recipe.exponent,
                                             t0=recipe.t0))
    loss = np.exp(log_loss + drift + noise_rng.normal(0, sigma, len(t)))
    loss = np.where(steps >= shift_from, loss * (1 + shift), loss) if shift else loss
    loss = np.where(steps >= depart_from, loss + departure, loss) if departure else loss
    return steps, loss


def seed_run(recipe: Recipe, seed: int, *, name: str | None = None, **change: float) -> Run:
    """One seed as a stitched run: `loss`, `eval_loss`, and `tokens` / wall times when asked."""
    steps, loss = values(recipe, seed, **change)  # type: ignore[arg-type]
    eval_steps, eval_values = values(recipe, seed, eval_loss=True, **change)  # type: ignore[arg-type]
    wall = (1.7e9 + steps * recipe.seconds_per_step) if recipe.seconds_per_step else None
    eval_wall = (1.7e9 + eval_steps * recipe.seconds_per_step) if recipe.seconds_per_step else None
    series = {"loss": Series.named("loss", steps, loss, wall),
              "eval_loss": Series.named("eval_loss", eval_steps, eval_values, eval_wall)}
    if recipe.tokens_per_step:
        series["tokens"] = Series.named("tokens", steps, steps * recipe.tokens_per_step, wall)
    label = name or f"seed{seed}"
    raw = RawRun(name=label, format="synthetic", fragments=[Fragment(source=label, series=series)],
                 sources=[label])
    return stitch(raw)
