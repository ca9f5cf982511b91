"""The two players of a GAN: a generator loss and a discriminator loss move against each other.

An adversarial loss is a game's score, not a quantity the run drives down: as the
discriminator wins, its loss falls and the generator's adversarial term rises (an LSGAN
`loss_G_fake` 0.3 -> 0.9 while `loss_D` goes 0.4 -> 0.03 in a healthy AdvGAN). A rise of one
player's loss while the other's falls over the same steps is the game moving, not a divergence.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.model import Run, Series

# `loss_G`, `loss_G_fake`, `g_loss`, `errG`, `gen_loss`, `generator_loss`, `netG/loss`.
_GEN = re.compile(r"(^|[/_\-. ]|err|net)(g|gen|generator)([/_\-. ]|$)", re.I)
_DISC = re.compile(r"(^|[/_\-. ]|err|net)(d|dis|disc|discriminator|critic)([/_\-. ]|$)", re.I)
# A player whose loss ends two orders of magnitude above its falling opponent's has lost the
# game: the other won outright (a DCGAN discriminator at 0.1 against a generator loss of 13), no
# balance moving (an LSGAN's 0.03 against 0.9 is still a game).
LOST = 100.0


def player(name: str) -> str | None:
    """'generator', 'discriminator' or None, from a loss series' name."""
    if "loss" not in name.lower() and not re.search(r"err[GD]", name):
        return None
    gen, disc = bool(_GEN.search(name)), bool(_DISC.search(name))
    if gen == disc:
        return None
    return "generator" if gen else "discriminator"


def _opponents(run: Run, side: str) -> Iterator[tuple[str, Series]]:
    """The other player's logged losses (name, series), in name order."""
    for other in sorted(run.series):
        if player(other) not in (None, side):
            yield other, run.series[other]


def opponent_fell(run: Run, name: str, start: int, end: int, *, points: int = 5,
                  min_fall: float = 0.1) -> str | None:
    """Why a rise of GAN player `name` over [start, end] is the game moving: a loss of the other
    player fell by at least `min_fall` (a share of its level) over the same steps, judged on the
    medians of its first and last `points` there. None when `name` is no player, no opponent is
    logged, or none fell."""
    side = player(name)
    if side is None:
        return None
    mine = run.series.get(name)
    for other, series in _opponents(run, side):
        inside = (series.steps >= start) & (series.steps <= end) & np.isfinite(series.values)
        values = series.values[inside]
        if len(values) < 2 * points:
            continue
        was, now = float(np.median(values[:points])), float(np.median(values[-points:]))
        theirs = _end_level(series, start, end, points)
        if mine is not None and theirs > 0 and _end_level(mine, start, end, points) > LOST * theirs:
            continue  # the opponent won outright: this player's rise is the game lost, not moving
        if was > 0 and now < (1 - min_fall) * was:
            return (f"the {'discriminator' if side == 'generator' else 'generator'} loss {other} fell from "
                    f"{was:.4g} to {now:.4g} over the same steps: one player of a GAN gaining on the other, "
                    f"not a divergence")
    return None


def _end_level(series: Series, start: int, end: int, points: int) -> float:
    """The median of a series' last tenth of finite points within [start, end], at least `points`
    of them (a steadier level than a few points, past a discriminator's one-point bumps); nan
    when none."""
    inside = (series.steps >= start) & (series.steps <= end) & np.isfinite(series.values)
    values = series.values[inside]
    values = values[-max(points, len(values) // 10):]
    return float(np.median(values)) if len(values) else float("nan")


def opponent_gained(run: Run, name: str, best_step: int, start: int, end: int, *, points: int = 10,
                    min_fall: float = 0.1) -> str | None:
    """Why GAN player `name` thrashing over [start, end] far above the best it set at `best_step`
    is the game: a loss of the other player was higher around that best (the `points` points on
    each side) than over the stretch by at least `min_fall` of it and by more than its scatter (the best was a round the other
    player was losing, not a level this one can hold). None when `name` is no player or no
    opponent gained."""
    side = player(name)
    if side is None:
        return None
    for other, series in _opponents(run, side):
        ok = np.isfinite(series.values)
        steps, values = series.steps[ok], series.values[ok]
        at = int(np.searchsorted(steps, best_step))
        near = values[max(0, at - points):at + points]
        inside = values[(steps >= start) & (steps <= end)]
        if len(near) < points or len(inside) < points:
            continue
        was, now = float(np.median(near)), float(np.median(inside))
        # ...and by more than the scatter of its points about those levels: twenty noisy
        # iterations of a flat opponent drift a tenth now and then.
        spread = 1.4826 * float(np.median(np.concatenate([np.abs(near - was), np.abs(inside - now)])))
        if was > 0 and now < (1 - min_fall) * was and was - now > spread:
            return (f"the {'discriminator' if side == 'generator' else 'generator'} loss {other} was {was:.4g} when "
                    f"{name} set its best and {now:.4g} over the stretch: that best was a round of the GAN game "
                    f"the other player was losing, not a level to hold")
    return None


@dataclass(frozen=True)
class Runaway:
    """A signed player's loss that left its early level for good, on linear scale."""

    onset_step: int   # where the running median last sat near the early level
    end_step: int
    early: float      # median of the first third of the points
    late: float       # median of the last quarter
    sigma: float      # robust scatter about the running median


def runaway(series: Series, *, min_sigmas: float = 4.0, min_points: int = 24) -> Runaway | None:
    """A WGAN player's signed loss that ran away upward: the median of its last quarter at least
    `min_sigmas` robust scatters (MAD about a running median of a tenth of the points) above the
    median of its first third, and above every level the running median held in that third.
    Ratios mean nothing for a loss that crosses zero; its own scatter is the scale."""
    ok = np.isfinite(series.values)
    steps, y = series.steps[ok], series.values[ok]
    n = len(y)
    if n < min_points:
        return None
    level = signal.rolling_median(y, max(5, n // 10) | 1)
    sigma = 1.4826 * float(np.median(np.abs(y - level)))
    early, late = float(np.median(y[:n // 3])), float(np.median(y[-(n // 4):]))
    if sigma <= 0 or late - early < min_sigmas * sigma or late <= float(level[:n // 3].max()):
        return None
    low = np.flatnonzero(level <= early + 0.25 * (late - early))
    onset = int(low[-1]) + 1 if len(low) else 0
    if onset >= n - n // 4:
        return None  # it came back down: a bump, not a runaway
    return Runaway(int(steps[onset]), int(steps[-1]), early, late, sigma)


__all__ = ["Runaway", "opponent_fell", "opponent_gained", "player", "runaway"]
