"""A total loss logged alone through a warm-up, then as the sum of the terms of the full objective
(c9 cross-domain recommender: `avg_loss_tgt` for 9 epochs beside a warm-up-only `avg_loss_src`,
then `avg_loss_tgt` = origin + cluster + trans, the new trans term starting near 2800).

The total is what a person watches: a term's burst that throws the total up is the total's spike;
the jump where the terms start is the objective changing (info at most); a term's x60 burst the
total hardly feels, and a term the total stops adding that climbs on its own, are no alarm.

Importing this module adds its scenarios to `CATALOGUE` (and the control to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

EPOCHS = 200
WARMUP = 9


def _objective(rng: np.random.Generator, epochs: int = EPOCHS) -> dict[str, np.ndarray]:
    """The three terms from the end of the warm-up on (one value per epoch after it)."""
    t = np.arange(epochs - WARMUP, dtype=float)
    origin = (20.0 + 95.0 * (1.0 + t / float(rng.uniform(6.0, 10.0))) ** -0.6) * np.exp(rng.normal(0, 0.01, len(t)))
    cluster = (1.5 + 85.0 * np.exp(-t / 3.0)) * np.exp(rng.normal(0, 0.05, len(t)))
    trans = (0.01 + 2800.0 * np.exp(-t / 1.5)) * np.exp(rng.normal(0, 0.3, len(t)))
    return {"origin_loss": origin, "cluster_loss": cluster, "trans_loss": trans}


def _run(rng: np.random.Generator, terms: dict[str, np.ndarray], total: np.ndarray) -> Segment:
    """The segment: the total on every epoch, the warm-up's source loss and the terms sparse."""
    steps = np.arange(WARMUP + len(total), dtype=np.int64)
    warm = 300.0 * (1.0 + np.arange(WARMUP)) ** -0.5
    src = 230.0 + 260.0 * np.exp(-np.arange(WARMUP) / 3.0)
    later = steps[WARMUP:]
    sparse = {name: (later, values) for name, values in terms.items()}
    sparse["avg_loss_src"] = (steps[:WARMUP], src * np.exp(rng.normal(0, 0.01, WARMUP)))
    return Segment(steps, {"avg_loss": np.concatenate([warm, total])}, EPOCH, sparse=sparse)


def warmup_terms_burst(seed: int) -> Scenario:
    """The trans term bursts x1e4-x1e5 for a few epochs, throwing the total x20-x40 up: the
    total's spike (the terms are its evidence, not findings of their own)."""
    rng = np.random.default_rng(seed + 8317)
    terms = _objective(rng)
    at = int(rng.integers(80, 160))
    level = float(terms["origin_loss"][at - WARMUP] + terms["cluster_loss"][at - WARMUP])
    top = level * float(rng.uniform(20.0, 40.0))
    terms["trans_loss"][at - WARMUP:at - WARMUP + 3] += top * np.array([1.0, 0.3, 0.05])
    total = terms["origin_loss"] + terms["cluster_loss"] + terms["trans_loss"]
    truth = Truth("spike", at, series="avg_loss", tolerance=2)
    return Scenario("warmup_terms_burst", seed, "a term's burst throwing its total up, after a warm-up on the "
                    "total alone", [_run(rng, terms, total)], [truth],
                    quiet=_quiet_except("spike"), allowed=("spike",))


def warmup_terms_quiet(seed: int) -> Scenario:
    """Control: the total jumps where the terms start; later the trans term (near 0.01) bursts
    x30-x60 for one epoch, and from a step on the total leaves it out while it climbs x1e4: the
    total falls smoothly throughout."""
    rng = np.random.default_rng(seed + 8329)
    terms = _objective(rng)
    blip = int(rng.integers(40, 70))
    terms["trans_loss"][blip - WARMUP] *= float(rng.uniform(30.0, 60.0))
    total = terms["origin_loss"] + terms["cluster_loss"] + terms["trans_loss"]
    cut = int(rng.integers(80, 100)) - WARMUP
    total[cut:] = terms["origin_loss"][cut:] + terms["cluster_loss"][cut:]
    climb = np.linspace(0.0, 1.0, len(total) - cut)
    terms["trans_loss"][cut:] = 0.05 * 10.0 ** (4.0 * climb) * np.exp(rng.normal(0, 0.05, len(climb)))
    return Scenario("warmup_terms_quiet", seed, "terms that move on their own beside a total that falls",
                    [_run(rng, terms, total)], [], quiet=ALL_KINDS, allowed=("spike", "dip"))


def warmup_terms_switch_short(seed: int) -> Scenario:
    """Control: a short run (30-45 epochs) whose total jumps x15-x25 where the terms start and
    falls back within a few epochs: the objective changed, nothing broke."""
    rng = np.random.default_rng(seed + 8353)
    terms = _objective(rng, int(rng.integers(30, 46)))
    total = terms["origin_loss"] + terms["cluster_loss"] + terms["trans_loss"]
    return Scenario("warmup_terms_switch_short", seed, "a short run switching to its full objective after a "
                    "warm-up", [_run(rng, terms, total)], [], quiet=ALL_KINDS, allowed=("spike", "dip"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (warmup_terms_burst, warmup_terms_quiet,
                                                       warmup_terms_switch_short)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "warmup_terms_quiet", "warmup_terms_switch_short")
