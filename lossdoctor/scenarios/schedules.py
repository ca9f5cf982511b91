"""Scenarios where the logged schedule moves the loss: SGDR warm restarts, an LR step-up, a
re-warm-up after a resume, a real spike on top of a restart bump, and a switched-off loss term.

Importing this module adds its scenarios to `CATALOGUE` (and the controls to `NEGATIVE`).
"""

from __future__ import annotations

import numpy as np

from lossdoctor.model import Marker
from lossdoctor.scenarios import catalogue
from lossdoctor.scenarios.base import EPOCH, SECONDS_PER_STEP, Scenario, Segment, Truth
from lossdoctor.scenarios.catalogue import ALL_KINDS, _Run, _quiet_except

# What the schedule explains may show at info (with `explained_by`), never above.
EXPLAINED_KINDS = ("spike", "divergence", "plateau")


def _bump(run: _Run, at: int) -> None:
    """The loss's response to an LR rise: up 12-40 % within tens of steps, back over hundreds."""
    run.effects.spike(at, float(run.rng.uniform(1.12, 1.4)), float(run.rng.uniform(60, 150)),
                      rise=int(run.rng.integers(5, 30)))


def _sgdr(run: _Run) -> tuple[np.ndarray, list[int]]:
    """Cosine annealing with warm restarts every 1000-1600 steps, and the restart steps."""
    period = int(run.rng.integers(1000, 1600))
    phase = (run.steps % period) / period
    lr = run.params.peak_lr * (0.02 + 0.98 * 0.5 * (1 + np.cos(np.pi * phase)))
    restarts = list(range(period, run.total, period))
    for at in restarts:
        _bump(run, at)
    return lr, restarts


def sgdr_restarts(seed: int) -> Scenario:
    """SGDR: every restart lifts the loss for a few hundred steps, by design."""
    run = _Run(seed, 6000 + int(np.random.default_rng(seed).integers(0, 600)))
    lr, _ = _sgdr(run)
    return run.single("sgdr_restarts", "cosine warm restarts (SGDR): a loss bump after each restart", [], seed,
                      quiet=ALL_KINDS, allowed=EXPLAINED_KINDS, lr=lr)


def sgdr_real_spike(seed: int) -> Scenario:
    """SGDR, and a real spike 30-80 steps after one restart, far above the restart's bump."""
    run = _Run(seed, 6000)
    lr, restarts = _sgdr(run)
    at = int(run.rng.choice(restarts[:3])) + int(run.rng.integers(30, 80))
    run.effects.spike(at, float(run.rng.uniform(1.8, 3.0)), float(run.rng.uniform(3, 10)))
    truth = Truth("spike", at, None, at, recovery="fast", tolerance=3)
    return run.single("sgdr_real_spike", "a real spike on top of an SGDR restart bump", [truth], seed,
                      quiet=_quiet_except("spike"), allowed=EXPLAINED_KINDS, lr=lr)


def lr_step_up(seed: int) -> Scenario:
    """The LR is raised 2-4x mid-run: the loss rises to a higher level and decays from there."""
    run = _Run(seed, 6000)
    at = int(run.rng.integers(2500, 4000))
    factor = float(run.rng.uniform(2.0, 4.0))
    lr = run.lr("constant") * np.where(run.steps >= at, factor, 1.0)
    run.effects.spike(at, float(run.rng.uniform(1.15, 1.4)), float(run.rng.uniform(60, 150)),
                      rise=int(run.rng.integers(5, 30)), residual=float(run.rng.uniform(0.03, 0.08)))
    return run.single("lr_step_up", "the LR is raised 2-4x mid-run; the loss steps up with it", [], seed,
                      quiet=ALL_KINDS, allowed=EXPLAINED_KINDS, lr=lr)


def rewarmup_resume(seed: int) -> Scenario:
    """A resume that warms the LR up again from zero: the loss bumps while it ramps."""
    run = _Run(seed, 6000)
    resume = int(run.rng.integers(2500, 3500))
    ramp = int(run.rng.integers(20, 200))
    lr = run.lr()
    lr[resume:] *= np.clip((run.steps[resume:] - resume + 1) / ramp, 0.0, 1.0)
    # Fresh optimizer moments and a rising LR: the loss jumps 20-60 % while the LR ramps.
    run.effects.spike(resume + ramp // 4, float(run.rng.uniform(1.2, 1.6)), float(run.rng.uniform(60, 150)),
                      rise=max(3, ramp // 4))
    values = run.values()
    segments = [Segment(run.steps[:resume], {"loss": values[:resume], "lr": lr[:resume]}, EPOCH),
                Segment(run.steps[resume:], {"loss": values[resume:], "lr": lr[resume:]},
                        EPOCH + (resume + 300) * SECONDS_PER_STEP, [Marker("checkpoint_loaded", resume)])]
    return Scenario("rewarmup_resume", seed, "a resume that re-warms the LR from zero", segments, [],
                    quiet=ALL_KINDS, allowed=EXPLAINED_KINDS)


def unused_term(seed: int) -> Scenario:
    """An RLHF log: actor and critic losses train, the unsupervised term is switched off (0.0)."""
    run = _Run(seed, 3000)
    series = {"act_loss": run.values(), "cri_loss": 0.4 * run.values(), "unsup_loss": np.zeros(run.total)}
    truth = Truth("degenerate", 0, None, series="unsup_loss", tolerance=0, extra={"what": "unused term"})
    return Scenario("unused_term", seed, "act_loss and cri_loss train; unsup_loss is 0.0 at every step",
                    [Segment(run.steps, series, EPOCH)], [truth], quiet=_quiet_except("degenerate"))


catalogue.CATALOGUE.update({fn.__name__: fn for fn in (
    sgdr_restarts, sgdr_real_spike, lr_step_up, rewarmup_resume, unused_term)})
catalogue.NEGATIVE = (*catalogue.NEGATIVE, "sgdr_restarts", "lr_step_up", "rewarmup_resume")

SCENARIOS: tuple[str, ...] = ("sgdr_restarts", "sgdr_real_spike", "lr_step_up", "rewarmup_resume", "unused_term")
