"""Scenarios of a VAE's KL term beside its falling loss: one that blows up a trillionfold (a
warning on the term, whether or not the loss holds it) and one that warms up from nearly zero
to the loss's own scale (no fault, however large its ratio).

Importing this module adds its scenarios to `CATALOGUE` (and the control to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

ITERATIONS = 600
ONSET = 120


def _vae(seed: int, kl: np.ndarray) -> tuple[np.ndarray, dict[str, np.ndarray]]:
    """A reconstruction loss falling from 8 to 2.5 with a little noise, beside the given KL."""
    rng = np.random.default_rng(seed + 9151)
    steps = np.arange(ITERATIONS, dtype=np.int64)
    loss = 2.5 + 5.5 * np.exp(-steps / 150.0) + rng.normal(0.0, 0.03, ITERATIONS)
    return steps, {"loss": loss, "kl_div": kl}


def kl_term_exploded(seed: int) -> Scenario:
    """Bayou's program VAE (c32): its KL term (`KL_loss` there) ~13 for its first steps, then up by 1e12-1e15 within
    a hundred steps and kept there (up and down by orders of magnitude), while the printed loss,
    which does not contain it, keeps falling."""
    rng = np.random.default_rng(seed + 6203)
    steps = np.arange(ITERATIONS)
    top = float(rng.uniform(12.0, 15.0))
    climb = np.clip((steps - ONSET) / 100.0, 0.0, 1.0)
    kl = 13.0 * 10.0 ** (top * climb + rng.normal(0.0, 0.3, ITERATIONS) * (climb > 0)) + rng.normal(0, 0.1, ITERATIONS)
    steps, series = _vae(seed, kl)
    truth = Truth("divergence", ONSET, None, series="kl_div", tolerance=20)
    return Scenario("kl_term_exploded", seed, "a VAE's KL term exploding beside a falling loss",
                    [Segment(steps, series, EPOCH)], [truth], quiet=_quiet_except("divergence", "spike"))


def kl_start_blowup(seed: int) -> Scenario:
    """A VAE's total loss logged every 30 steps (c34 3D VAE): its first updates throw the KL term,
    and the total with it, x60-x400 above the first point; within a few logged points the total is
    back below that first value and falls on, noisy, for hundreds more."""
    rng = np.random.default_rng(seed + 7109)
    count = int(rng.integers(150, 500))
    steps = np.arange(count, dtype=np.int64) * 30
    first = float(rng.uniform(2.0, 500.0))
    low = first / float(rng.uniform(50.0, 500.0))
    loss = low * (1.0 + 4.0 * np.exp(-np.arange(count) / 60.0)) * np.exp(rng.normal(0.0, 0.2, count))
    loss[0] = first
    top = first * float(rng.uniform(60.0, 400.0))
    fall = int(rng.integers(2, 5))
    loss[1:1 + fall] = np.geomspace(top, first * 0.5, fall)
    truth = Truth("spike", int(steps[1]), int(steps[fall]), tolerance=30)
    return Scenario("kl_start_blowup", seed, "a VAE's loss thrown x60-x400 up by its first updates, then back",
                    [Segment(steps, {"loss": loss}, EPOCH)], [truth], quiet=_quiet_except("spike"))


def kl_term_warmed_up(seed: int) -> Scenario:
    """Control: a KL term from 1e-7 (posterior equal to the prior at initialisation) up to ~2
    by the end, x1e7 but at the loss's own scale: a VAE learning to use its latent."""
    rng = np.random.default_rng(seed + 6871)
    steps = np.arange(ITERATIONS)
    kl = 1e-7 + float(rng.uniform(1.5, 3.0)) * (1.0 - np.exp(-steps / 80.0)) * np.exp(rng.normal(0, 0.05, ITERATIONS))
    steps, series = _vae(seed, kl)
    return Scenario("kl_term_warmed_up", seed, "a VAE's KL term warming up from nearly zero",
                    [Segment(steps, series, EPOCH)], [], quiet=ALL_KINDS)


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (kl_term_exploded, kl_term_warmed_up, kl_start_blowup)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "kl_term_warmed_up")
