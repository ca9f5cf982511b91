"""Scenarios of an eval loss logged in parts (YOLO's `val/box_loss`, `val/obj_loss`,
`val/cls_loss`, one eval per epoch): the objectness part rising 5-15 % after its best while the
box part falls by more (the sum holds: no overfitting, c27 gas-leak YOLOv5n), and every part
rising after the best (overfitting, reported on the parts).

Importing this module adds its scenarios to `CATALOGUE` (and the control to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _Run, _quiet_except

PER_EPOCH = 100


def _parts(seed: int, rise_box: bool) -> tuple[Segment, int, int]:
    """A falling training loss and three eval parts, one eval per epoch: box falling from 0.08
    to about 0.055 (or turning up after the best epoch too), objectness falling to its best at
    epoch `best` then rising 5-15 % to the end, cls exactly 0 (one class)."""
    rng = np.random.default_rng(seed + 6151)
    epochs = int(rng.integers(30, 71))
    run = _Run(seed, epochs * PER_EPOCH)
    steps = np.arange(1, epochs + 1) * PER_EPOCH - 1
    t = np.arange(epochs, dtype=float)
    best = int(rng.integers(6, epochs // 3))
    after = np.clip(t - best, 0, None) / max(epochs - 1 - best, 1)
    obj = 0.0125 * np.exp(0.08 * np.clip(best - t, 0, None) / best + float(rng.uniform(0.05, 0.15)) * after)
    box = 0.055 + 0.025 * np.exp(-t / 4.0) - float(rng.uniform(0.002, 0.004)) * after
    if rise_box:
        box = 0.055 + 0.025 * np.exp(-t / 4.0) + float(rng.uniform(0.008, 0.015)) * after
    noise = lambda: np.exp(rng.normal(0.0, 0.002, epochs))  # noqa: E731  (a fresh draw per part)
    sparse = {"val/box_loss": (steps, box * noise()), "val/obj_loss": (steps, obj * noise()),
              "val/cls_loss": (steps, np.zeros(epochs))}
    segment = Segment(run.steps, {"loss": run.values()}, EPOCH, sparse=sparse)
    return segment, int(steps[best]), int(steps[int(np.argmin(box))])


def eval_parts_trade(seed: int) -> Scenario:
    """Control: the objectness part rises after its best while the box part falls by more."""
    segment, _, _ = _parts(seed, rise_box=False)
    return Scenario("eval_parts_trade", seed, "an eval loss's parts trading places, their sum holding",
                    [segment], [], quiet=ALL_KINDS)


def eval_parts_all_rise(seed: int) -> Scenario:
    """Both parts rise after their best: the sum rises, the model overfits (found on each part)."""
    segment, best, box_best = _parts(seed, rise_box=True)
    truths = [Truth("eval_divergence", best, series="val/obj_loss", tolerance=10 * PER_EPOCH),
              Truth("eval_divergence", box_best, series="val/box_loss", tolerance=10 * PER_EPOCH)]
    return Scenario("eval_parts_all_rise", seed, "every part of an eval loss rising after its best",
                    [segment], truths, quiet=_quiet_except("eval_divergence"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (eval_parts_trade, eval_parts_all_rise)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "eval_parts_trade")
