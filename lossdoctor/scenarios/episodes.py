"""Seeded scenarios whose findings tell one story each: the episodes' test cases.

Kept out of the detection benchmark's CATALOGUE: their truths are episodes (which findings go
together and what the sentence says), not one finding per injected event.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from lossdoctor.scenarios.base import Scenario, Truth
from lossdoctor.scenarios.catalogue import _grad_norm, _recovery, _Run
# The growing spikes are one scenario for both uses: the detection benchmark scores each spike,
# the episode tests that they are told as one recurring, growing story.
from lossdoctor.scenarios.judgment import recurring_spikes_growing


def spike_precursor_scale(seed: int) -> Scenario:
    """One spike with a grad-norm burst at it and the fp16 loss scale halving just before it."""
    run = _Run(seed, 6000)
    at = int(run.rng.integers(3500, 4500))
    run.effects.spike(at, float(run.rng.uniform(3.0, 5.0)), float(run.rng.uniform(5, 15)))
    end, recovery = _recovery(run, at, at)
    norm = _grad_norm(run)
    norm[(run.steps >= at) & (run.steps < at + 3)] *= float(run.rng.uniform(40, 200))
    scale = np.full(run.total, 2.0 ** 16)
    scale[at - 30:] = 2.0 ** np.clip(16 - np.arange(run.total - at + 30) // 3, 4, 16)
    truths = [Truth("spike", at, end, at, recovery=recovery, tolerance=3),
              Truth("grad_norm_precursor", at, end, at, series="grad_norm", tolerance=5),
              Truth("loss_scale_collapse", at - 30, None, series="loss_scale", tolerance=20)]
    return run.single("spike_precursor_scale", "a spike with a grad-norm burst and a loss-scale drop",
                      truths, seed, grad_norm=norm, loss_scale=scale)


def nan_cascade(seed: int) -> Scenario:
    """fp16 overflow: the loss scale collapses, then the loss and the grad norm turn NaN."""
    run = _Run(seed, 5000)
    at = int(run.rng.integers(2500, 3500))
    nan_at = at + 50
    count = int(run.rng.integers(20, 60))
    run.effects.set_nan(nan_at, count)
    scale = 2.0 ** np.clip(14 + run.steps // 500, 0, 17)
    scale[at:] = scale[at] / 2.0 ** np.clip(1 + (run.steps[at:] - at) // 4, 0, 40)
    norm = _grad_norm(run)
    norm[(run.steps >= nan_at) & (run.steps < nan_at + count)] = np.nan
    truths = [Truth("loss_scale_collapse", at, None, series="loss_scale", tolerance=10),
              Truth("nan", nan_at, nan_at + count - 1, tolerance=0, extra={"count": count})]
    return run.single("nan_cascade", "the loss scale collapses, then NaN in the loss and grad norm",
                      truths, seed, loss_scale=np.maximum(scale, 1.0), grad_norm=norm)


EPISODES: dict[str, Callable[[int], Scenario]] = {
    fn.__name__: fn for fn in (recurring_spikes_growing, spike_precursor_scale, nan_cascade)}
