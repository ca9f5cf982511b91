"""Scenarios for the at-a-glance diagnoses: thrashing instability, degenerate training, epoch
boundaries, running means and multi-component losses, with their negative controls.

Importing this module adds its scenarios to `CATALOGUE` (and the controls to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _Run, _quiet_except
from lossdoctor.scenarios.curves import CurveParams

# Kinds the spike-family detectors must not report inside a thrashing or dead stretch.
NOISY_KINDS = ("spike", "dip", "grokking", "divergence", "plateau", "repeated_data")

# Peak excursion ranges (ratio to the best loss) by severity.
SEVERITY = {"mild": (2.5, 6.0), "moderate": (5.0, 20.0), "severe": (10.0, 100.0)}


def _thrash(run: _Run, start: int, calm: int | None, peaks: tuple[float, float]) -> np.ndarray:
    """The log excess of a run that blows up at `start` and thrashes until `calm`.

    Bursts arrive every 5-40 steps; each jumps to a random multiple of the loss (log-uniform
    in `peaks`) and decays with a time constant of 10-60 steps. Their size shrinks towards
    `calm` (the schedule decaying), and the excess is gone after it.
    """
    total = run.total
    stop = total if calm is None else calm
    excess = np.zeros(total)
    at = start
    while at < stop:
        progress = (at - start) / max(stop - start, 1)
        fade = 1.0 if calm is None else 1.0 - 0.6 * progress
        peak = float(run.rng.uniform(np.log(peaks[0]), np.log(peaks[1]))) * fade
        tau = float(run.rng.uniform(10, 60))
        dt = np.arange(total - at, dtype=np.float64)
        burst = peak * np.exp(-dt / tau)
        excess[at:] = np.maximum(excess[at:], burst)
        at += int(run.rng.integers(5, 40))
    if calm is not None:
        # After the calm the model is a little worse than its best before the blow-up.
        tail = np.arange(total) >= calm
        excess[tail] = np.log(float(run.rng.uniform(1.05, 1.3))) * np.exp(-(np.arange(total)[tail] - calm) / 800.0)
    return excess


def _instability(seed: int, severity: str, calms: bool = True) -> Scenario:
    run = _Run(seed, 6000)
    start = int(run.rng.integers(300, 1500))
    calm = int(run.rng.integers(start + 1500, 5200)) if calms else None
    run.effects.log_delta += _thrash(run, start, calm, SEVERITY[severity])
    lr = run.lr("cosine")
    truth = Truth("instability", start, calm, tolerance=60,
                  extra={"severity": severity, "end_tolerance": 400})
    name = f"instability_{severity}" + ("" if calms else "_to_end")
    return run.single(name, f"a run that blows up and thrashes ({severity})", [truth], seed,
                      quiet=_quiet_except("instability", *NOISY_KINDS, "nan"), lr=lr)


def instability_mild(seed: int) -> Scenario:
    """Thrashing at 2.5-6x the best loss, calming as the LR decays."""
    return _instability(seed, "mild")


def instability_moderate(seed: int) -> Scenario:
    """Thrashing at 5-20x the best loss."""
    return _instability(seed, "moderate")


def instability_severe(seed: int) -> Scenario:
    """Thrashing at 10-100x the best loss for thousands of steps."""
    return _instability(seed, "severe")


def instability_to_end(seed: int) -> Scenario:
    """Thrashing that never calms down before the run ends."""
    return _instability(seed, "moderate", calms=False)


def noisy_stable(seed: int) -> Scenario:
    """Control: a very noisy but stable run (small batches, heavy tails)."""
    rng = np.random.default_rng(seed + 30_000)
    params = CurveParams(data_sigma=float(rng.uniform(0.15, 0.3)), step_sigma=0.05, heavy_tails=True)
    run = _Run(seed, 6000, params)
    return run.single("noisy_stable", "a very noisy but stable run", [], seed,
                      quiet=ALL_KINDS, allowed=("spike", "dip"), lr=run.lr())


def one_recovered_spike(seed: int) -> Scenario:
    """Control: one big spike (up to 30x) that takes a few hundred steps to come back."""
    run = _Run(seed, 6000)
    at = int(run.rng.integers(1500, 4000))
    run.effects.spike(at, float(run.rng.uniform(5.0, 30.0)), float(run.rng.uniform(20, 120)))
    return run.single("one_recovered_spike", "a single large spike that recovers", [], seed,
                      quiet=("instability", "degenerate", "epoch_boundary"), lr=run.lr())


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (
    instability_mild, instability_moderate, instability_severe, instability_to_end,
    noisy_stable, one_recovered_spike)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "noisy_stable", "one_recovered_spike")
