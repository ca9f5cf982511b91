"""Classifiers at chance: a loss stuck at ln k from the start, and a slow learner near ln 2 (control)."""

from __future__ import annotations

import math

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

# Per-batch cross-entropy of a model that guesses: ln k, with the batch-to-batch wobble of a
# guess that is never exactly uniform (the 4000-step binary runs of a real sweep: sd ~0.09).
_WOBBLE = (0.06, 0.1)


def _batches(rng: np.random.Generator, level: np.ndarray) -> np.ndarray:
    """Per-batch losses a little above `level`, skewed upward as a cross-entropy's are: a guess
    that is not exactly uniform pays for it, so its batches sit at or above ln k (the median of
    the real stuck runs: ln 2 - 0.2 % to + 1.5 %)."""
    wobble = float(rng.uniform(*_WOBBLE))
    return level * np.exp(rng.normal(0.5 * wobble ** 2, wobble, len(level)))


def stuck_at_chance(seed: int) -> Scenario:
    """A k-class classifier (k = 2, 3, 5 or 10) whose loss falls onto ln k in its first few
    percent (it learns the class prior) and sits there to the end."""
    rng = np.random.default_rng(seed + 60_000)
    total = int(rng.integers(2000, 4000))
    k = int(rng.choice([2, 3, 5, 10]))
    steps = np.arange(total, dtype=np.int64)
    settle = int(rng.integers(20, max(21, total // 20)))
    start = math.log(k) * float(rng.uniform(1.05, 1.35))
    level = math.log(k) + (start - math.log(k)) * np.exp(-steps / (settle / 3.0))
    truth = Truth("plateau", settle, total - 1, tolerance=total // 2)
    return Scenario("stuck_at_chance", seed, f"a {k}-class loss stuck at ln {k} from step ~{settle}",
                    [Segment(steps, {"loss": _batches(rng, level)}, EPOCH)], [truth],
                    quiet=_quiet_except("plateau"))


def slow_binary(seed: int) -> Scenario:
    """A binary classifier with a tiny learning rate: 0.70 -> 0.66-0.68, near ln 2 but going down
    all along (a control: learning, however slow, is not chance)."""
    rng = np.random.default_rng(seed + 61_000)
    total = int(rng.integers(3000, 4500))
    steps = np.arange(total, dtype=np.int64)
    end = float(rng.uniform(0.66, 0.68))
    level = 0.705 - (0.705 - end) * (steps / total) ** 0.8
    return Scenario("slow_binary", seed, f"a binary loss near ln 2 falling slowly to {end:.3f}",
                    [Segment(steps, {"loss": _batches(rng, level)}, EPOCH)], [],
                    quiet=ALL_KINDS)


def total_beside_terms(seed: int, regression: bool) -> Scenario:
    """`stuck_at_chance`'s loss logged as `loss_total` beside two terms of the same run: regression
    terms (`loss_rmse`, `loss_smooth`: a sum of objectives near ln k by chance, no classifier's
    guess; a control) or cross-entropies (`loss_cls`, `loss_aux`: still a classifier at chance).
    Not in the catalogue: `tests/test_chance.py` calls it."""
    base = stuck_at_chance(seed)
    [segment] = base.segments
    total = segment.series["loss"]
    names = ("loss_rmse", "loss_smooth") if regression else ("loss_cls", "loss_aux")
    series = {"loss_total": total, names[0]: 0.6 * total, names[1]: 0.4 * total}
    what = "regression terms" if regression else "cross-entropy terms"
    return Scenario(f"total_beside_terms_{'regression' if regression else 'xent'}", seed,
                    f"a loss at ln k logged as the total of {what}", [Segment(segment.steps, series, EPOCH)],
                    [] if regression else list(base.truths), quiet=ALL_KINDS if regression else base.quiet)


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (stuck_at_chance, slow_binary)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "slow_binary")

SCENARIOS: tuple[str, ...] = ("stuck_at_chance", "slow_binary")
