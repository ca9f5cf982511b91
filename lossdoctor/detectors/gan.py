"""The two players of a GAN: a generator loss and a discriminator loss move against each other.

An adversarial loss is a game's score, not a quantity the run drives down: as the
discriminator wins, its loss falls and the generator's adversarial term rises (an LSGAN
`loss_G_fake` 0.3 -> 0.9 while `loss_D` goes 0.4 -> 0.03 in a healthy AdvGAN). A rise of one
player's loss while the other's falls over the same steps is the game moving, not a divergence.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.model import Run

# `loss_G`, `loss_G_fake`, `g_loss`, `errG`, `gen_loss`, `generator_loss`, `netG/loss`.
_GEN = re.compile(r"(^|[/_\-. ]|err|net)(g|gen|generator)([/_\-. ]|$)", re.I)
_DISC = re.compile(r"(^|[/_\-. ]|err|net)(d|disc|discriminator|critic)([/_\-. ]|$)", re.I)


def player(name: str) -> str | None:
    """'generator', 'discriminator' or None, from a loss series' name."""
    if "loss" not in name.lower() and not re.search(r"err[GD]", name):
        return None
    gen, disc = bool(_GEN.search(name)), bool(_DISC.search(name))
    if gen == disc:
        return None
    return "generator" if gen else "discriminator"


def opponent_fell(run: Run, name: str, start: int, end: int, *, points: int = 5,
                  min_fall: float = 0.1) -> str | None:
    """Why a rise of GAN player `name` over [start, end] is the game moving: a loss of the other
    player fell by at least `min_fall` (a share of its level) over the same steps, judged on the
    medians of its first and last `points` there. None when `name` is no player, no opponent is
    logged, or none fell."""
    side = player(name)
    if side is None:
        return None
    for other in sorted(run.series):
        if player(other) in (None, side):
            continue
        series = run.series[other]
        inside = (series.steps >= start) & (series.steps <= end) & np.isfinite(series.values)
        values = series.values[inside]
        if len(values) < 2 * points:
            continue
        was, now = float(np.median(values[:points])), float(np.median(values[-points:]))
        if was > 0 and now < (1 - min_fall) * was:
            return (f"the {'discriminator' if side == 'generator' else 'generator'} loss {other} fell from "
                    f"{was:.4g} to {now:.4g} over the same steps: one player of a GAN gaining on the other, "
                    f"not a divergence")
    return None


__all__ = ["opponent_fell", "player"]
