"""Scenarios of an overfitting stretch the run later undid (`detectors.eval_stretch`): one eval
per epoch that rises at every eval for a third of the run while the training loss falls, then
drops below its old best (both losses collapse); and the control, where the same climb comes
while the training loss holds still (no parting of the curves, so no overfitting to report).

Not in the catalogue: the tests call them by name (`undone_eval_rise`, `undone_eval_rise_flat_train`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

PER_EPOCH = 250


def _rise_then_collapse(seed: int, train_falls: bool) -> tuple[Segment, int]:
    """Twelve to twenty evals: the eval loss falls to its best at eval `best`, then rises 1-2 %
    an eval for a third of the evals, then collapses below the best; the training loss falls
    3-6 % an eval over the rise (`train_falls`) or holds its level there."""
    rng = np.random.default_rng(seed + 3571)
    evals = int(rng.integers(12, 21))
    best = int(rng.integers(1, 4))
    rising = int(np.ceil(evals / 3))
    total = evals * PER_EPOCH
    steps = np.arange(total)
    k = np.arange(evals)
    level = np.where(k <= best, 5.0 * np.exp(0.4 * (best - k)), 5.0 * np.exp(rng.uniform(0.01, 0.02) * (k - best)))
    level = np.where(k > best + rising, 1.0 * np.exp(-0.05 * (k - best - rising)), level)
    eval_steps = k * PER_EPOCH + PER_EPOCH - 1
    slope = rng.uniform(0.03, 0.06) if train_falls else 0.0
    epoch = steps / PER_EPOCH
    train = np.where(epoch <= best + 1, 4.0 * np.exp(0.4 * (best + 1 - epoch)),
                     4.0 * np.exp(-slope * (epoch - best - 1)))
    train = np.where(epoch > best + rising + 1, 0.1, train) * np.exp(rng.normal(0.0, 0.02, total))
    segment = Segment(steps, {"loss": train}, EPOCH, sparse={"eval/loss": (eval_steps, level)})
    return segment, int(eval_steps[best])


def undone_eval_rise(seed: int) -> Scenario:
    """The eval loss rises at every eval over a third of the run while the training loss falls,
    then collapses below its best: overfitting over the stretch."""
    segment, at = _rise_then_collapse(seed, True)
    truth = Truth("eval_divergence", at, None, series="eval/loss", tolerance=PER_EPOCH)
    return Scenario("undone_eval_rise", seed, "an overfitting stretch, later undone", [segment], [truth],
                    quiet=_quiet_except("eval_divergence", "plateau", "divergence", "spike"))


def undone_eval_rise_flat_train(seed: int) -> Scenario:
    """Control: the same eval climb while the training loss holds still: the curves do not part."""
    segment, _ = _rise_then_collapse(seed, False)
    return Scenario("undone_eval_rise_flat_train", seed, "an eval climb under a still training loss", [segment],
                    [], quiet=ALL_KINDS)
