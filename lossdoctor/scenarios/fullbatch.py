"""Full-batch curves (issue 32, c32 beamline MLP): a glassy loss that spikes in isolation again and
again (one episode), one whose first updates blow it up by orders of magnitude before it comes
back; a per-batch loss that blows up x80-x300 for one batch again and again (c21 release-frame
CNN-TCN: one episode); controls: the same glassy curve with no spike, and a per-batch loss whose
heavy-tailed noise throws single x5-x15 batches now and then (no blow-up among them).

Importing this module adds its scenarios to `CATALOGUE` (and the controls to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _quiet_except

EPOCHS = 3000


def _glassy(rng: np.random.Generator) -> np.ndarray:
    """A full-batch loss: 0.1 falling to ~1e-4 over EPOCHS epochs, 0.05-0.3 % jitter."""
    t = np.arange(EPOCHS, dtype=float)
    level = 1e-4 + 0.1 * np.exp(-t / float(rng.uniform(400.0, 700.0)))
    return level * np.exp(float(rng.uniform(5e-4, 3e-3)) * rng.standard_normal(EPOCHS))


def _isolated(rng: np.random.Generator, values: np.ndarray, count: int, first: int) -> list[int]:
    """`count` single points x20-x1e5 over the curve from `first` on, at least 20 epochs apart."""
    picks: list[int] = []
    while len(picks) < count:
        at = int(rng.integers(first, EPOCHS - 10))
        if all(abs(at - p) >= 20 for p in picks):
            picks.append(at)
    for at in picks:
        values[at] *= 10.0 ** float(rng.uniform(1.3, 5.0))
    return sorted(picks)


def fullbatch_recurring_spikes(seed: int) -> Scenario:
    """30-80 isolated spikes on a glassy curve: one warning from the first to the last."""
    rng = np.random.default_rng(seed + 7411)
    values = _glassy(rng)
    picks = _isolated(rng, values, int(rng.integers(30, 81)), 100)
    truth = Truth("spike", picks[0], picks[-1], tolerance=1)
    return Scenario("fullbatch_recurring_spikes", seed, "a full-batch loss spiking in isolation again and again",
                    [Segment(np.arange(EPOCHS, dtype=np.int64), {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("spike"))


def fullbatch_start_blowup(seed: int) -> Scenario:
    """The first update throws the loss x1e4-x1e8 up; 40-120 epochs of chaos, then the glassy fall."""
    rng = np.random.default_rng(seed + 7523)
    values = _glassy(rng)
    values[0] *= float(rng.uniform(1.5, 3.0))
    chaos = int(rng.integers(40, 121))
    top = 10.0 ** rng.uniform(4.0, 8.0)
    fade = np.geomspace(top, 3.0, chaos)
    values[1:1 + chaos] = values[1:1 + chaos] * fade * np.exp(rng.normal(0.0, 1.0, chaos))
    truth = Truth("spike", 1, chaos, tolerance=3)
    return Scenario("fullbatch_start_blowup", seed, "a full-batch loss blown up by its first updates, then back",
                    [Segment(np.arange(EPOCHS, dtype=np.int64), {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("spike", "divergence"))


def fullbatch_quiet(seed: int) -> Scenario:
    """Control: the glassy curve with no spike."""
    rng = np.random.default_rng(seed + 7639)
    values = _glassy(rng)
    return Scenario("fullbatch_quiet", seed, "a full-batch loss with no recurring spikes",
                    [Segment(np.arange(EPOCHS, dtype=np.int64), {"loss": values}, EPOCH)], [],
                    quiet=ALL_KINDS)


def batch_heavy_tail(seed: int) -> Scenario:
    """Control: a per-batch loss in 15-30 % noise with a heavy tail (one batch in 200 at x5-x15):
    batch noise, never a glassy episode."""
    rng = np.random.default_rng(seed + 7717)
    t = np.arange(EPOCHS, dtype=float)
    level = 0.5 + 2.0 * np.exp(-t / 600.0)
    values = level * np.exp(float(rng.uniform(0.15, 0.3)) * rng.standard_normal(EPOCHS))
    hard = rng.random(EPOCHS) < 0.005
    values[hard] *= rng.uniform(5.0, 15.0, int(hard.sum()))
    return Scenario("batch_heavy_tail", seed, "a per-batch loss with heavy-tailed noise",
                    [Segment(np.arange(EPOCHS, dtype=np.int64), {"loss": values}, EPOCH)], [],
                    quiet=ALL_KINDS, allowed=("spike",))


def batch_recurring_blowups(seed: int) -> Scenario:
    """A per-batch loss in 15-25 % heavy-tailed noise (Student's t, 4 degrees of freedom, on log
    scale: no single jump is a blow-up by itself), converged, that blows up x80-x300 for one batch
    4-8 times and is back at the next: one warning from the first to the last."""
    rng = np.random.default_rng(seed + 7829)
    t = np.arange(EPOCHS, dtype=float)
    values = (0.01 + 2.0 * np.exp(-t / 300.0)) * np.exp(float(rng.uniform(0.15, 0.25)) * rng.standard_t(4, EPOCHS))
    picks: list[int] = []
    while len(picks) < int(rng.integers(4, 9)):
        at = int(rng.integers(1000, EPOCHS - 10))
        if all(abs(at - p) >= 50 for p in picks):
            picks.append(at)
    for at in picks:
        values[at] *= float(rng.uniform(80.0, 300.0))
    picks.sort()
    truth = Truth("spike", picks[0], picks[-1], tolerance=1)
    return Scenario("batch_recurring_blowups", seed, "a per-batch loss blowing up for one batch again and again",
                    [Segment(np.arange(EPOCHS, dtype=np.int64), {"loss": values}, EPOCH)], [truth],
                    quiet=_quiet_except("spike"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (fullbatch_recurring_spikes, fullbatch_start_blowup,
                                                       fullbatch_quiet, batch_heavy_tail, batch_recurring_blowups)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "fullbatch_quiet", "batch_heavy_tail")
