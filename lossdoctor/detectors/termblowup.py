"""A logged loss term that blew up by many orders of magnitude beside the loss.

A VAE's `KL_loss` that goes from 13 to 1e16 while the printed loss keeps falling is a broken
model: the encoder's posterior ran off the prior, whatever the reconstruction term does. Issue
32 keeps a term the total leaves out from getting findings of its own for its ordinary moves
(its spikes, its drifts); a term whose level grew a millionfold is no ordinary move, and the one
warning says so, and whether the optimised loss contains the term.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

# A term: a name that says loss or KL. Never held-out losses, perplexities (exponential in the
# loss: a rise of 15 nats is x3e6), norms, scales or rates.
_TERM = re.compile(r"(loss|kl|kld|divergence)", re.I)
_NOT_TERM = re.compile(r"(^|[^a-z])(val|valid|validation|eval|test|dev)([^a-z]|$)|ppl|perplexity|norm|scale|"
                       r"rate|lr|acc|grad", re.I)
_ROLES = (Role.LOSS, Role.OTHER)


@dataclass(frozen=True)
class Blowup:
    """A term whose level grew by `factor` (its last half's median over its starting level)."""

    name: str
    start_step: int     # the step it left its starting level (within 2x) for good
    end_step: int       # the step it first stood `factor_min` times above its start
    base: float         # its starting level: the least of its first five points
    late: float         # the median of its last half
    peak: float         # its largest value
    peak_step: int
    contained: bool     # the loss is at least half the term there: the total holds it


def blowups(run: Run, *, factor_min: float = 1e6, above_loss: float = 1e4, head: int = 5) -> list[Blowup]:
    """The run's logged loss terms (not its primary loss) whose last half sits `factor_min` times
    above their starting level and `above_loss` times above the loss's median: a term that
    started near zero and grew to the loss's scale (a KL warming up from 1e-7) is no blow-up."""
    primary = run.series.get(run.primary or "")
    if primary is None:
        return []
    loss_values = primary.values[np.isfinite(primary.values)]
    if not len(loss_values):
        return []
    loss_level = float(np.median(np.abs(loss_values)))
    out = []
    for name, series in sorted(run.series.items()):
        if name == primary.name or series.role not in _ROLES or not _TERM.search(name) or _NOT_TERM.search(name):
            continue
        found = _blowup(name, series, factor_min=factor_min, head=head)
        if found is None or found.late < above_loss * max(loss_level, found.base):
            continue
        late_loss = _late_median(primary)
        out.append(Blowup(**{**found.__dict__, "contained": late_loss >= 0.5 * found.late}))
    return out


def _late_median(series: Series) -> float:
    values = series.values[np.isfinite(series.values)]
    return float(np.median(values[len(values) // 2:])) if len(values) else 0.0


def _blowup(name: str, series: Series, *, factor_min: float, head: int) -> Blowup | None:
    ok = np.isfinite(series.values)
    steps, values = series.steps[ok], series.values[ok]
    if len(values) < 20 or np.mean(values > 0) < 0.95:
        return None  # a signed series has no ratios
    base = float(np.min(values[:head]))
    late = float(np.median(values[len(values) // 2:]))
    if base <= 0 or late < factor_min * base:
        return None
    far = np.flatnonzero(values >= 10 * base)
    huge = np.flatnonzero(values >= factor_min * base)
    if not len(far) or not len(huge):
        return None
    # It left its start at the point after the last one within 2x of it, before it first stood 10x above.
    near = np.flatnonzero(values[:far[0]] <= 2 * base)
    start = int(near[-1]) + 1 if len(near) else 0
    top = int(np.argmax(values))
    return Blowup(name, int(steps[start]), int(steps[huge[0]]), base, late, float(values[top]),
                  int(steps[top]), False)


__all__ = ["Blowup", "blowups"]
