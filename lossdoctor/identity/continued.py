"""A launch whose counter starts again but whose loss goes on where the launch before stopped.

A script that resumes from its latest checkpoint without restoring its counter
(pytorch-CycleGAN's `--continue_train` with `--epoch_count` left at 1) appends a launch whose
steps start again from the first, while its losses go on at the level the launch before it
had reached: the untrained level (where the log's first launch started) is not seen again. A
new run (another seed, trial or setting started from scratch) goes back to that level; a
resumed one does not. This is numeric evidence (`decision.Rank.NUMERIC`), weighed for every
training loss the log prints. Each loss the launches before brought down (to FALL of its
untrained level or below, and by FALL_JITTER times its own step-to-step jitter) places the new
launch's first values between the untrained level (0) and the level the launch before stopped
at (1), in log scale, but only when they lie within NEAR_JITTER times that jitter of the level
reached (else at 0: a level of its own); the launch goes on where the other stopped when the
median place is NEARER or more. A launch whose loss falls again at once, by FALL_JITTER times the jitter, is a
fresh descent (a model logged per epoch has learnt much in its first epoch: its first value
already sits near the trained level), placed at 0. A banner naming another run, or a fresh
start the log states, outranks it (the caller never asks).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Fragment
from lossdoctor.roles import Role

# Points whose median makes a level (a launch's start, its end): one GAN or RL value jumps.
LEVEL_POINTS = 3
# A loss counts only when the run brought it down to this share of its untrained level or below:
# a flat or rising loss (a GAN's generator, an RL agent's TD error) places nothing.
FALL = 0.7
# ... and by this many times its own jitter (the median step-to-step change of its log): a
# noisy loss (an RL agent's, led by each episode's length) falls that far by chance.
FALL_JITTER = 3.0
# A launch goes on where the last stopped only within this many times the jitter of that level:
# a fresh run's first values may fall between the untrained level and the level reached (a
# model logged per epoch, another algorithm), but far from the latter, by the loss's own scale.
NEAR_JITTER = 5.0
# The median place (0: back at the untrained level, 1: at the level the launch before stopped)
# from which a launch is read as going on.
NEARER = 0.5


@dataclass(frozen=True)
class Continuation:
    """The evidence that a launch goes on where the one before stopped."""

    place: float  # median over the losses that fell: 0 untrained level, 1 the level reached
    losses: tuple[str, ...]  # the losses that fell, the ones weighed
    detail: str  # the levels of the first of them, in words


def _values(fragments: Sequence[Fragment], name: str) -> np.ndarray:
    parts = [f.series[name].values for f in fragments if name in f.series and len(f.series[name])]
    return np.concatenate(parts).astype(float) if parts else np.zeros(0)


def _losses(fragments: Sequence[Fragment]) -> list[str]:
    names = {name for f in fragments for name, s in f.series.items() if s.role is Role.LOSS}
    return sorted(names)


def continues(trial: Sequence[Fragment], launch: Sequence[Fragment]) -> Continuation | None:
    """Whether `launch` (a launch whose steps start again) goes on where `trial` (the launches
    before it, in order: the first one opened at the untrained level) stopped; None when it
    does not, or when no loss can say (too few points, none that fell)."""
    places: list[float] = []
    weighed: list[str] = []
    detail = ""
    for name in _losses(launch):
        before, mine = _values(trial, name), _values(launch, name)
        before, mine = before[np.isfinite(before)], mine[np.isfinite(mine)]
        if len(before) < 2 * LEVEL_POINTS or len(mine) < LEVEL_POINTS:
            continue
        untrained = float(np.median(before[:LEVEL_POINTS]))
        reached = float(np.median(before[-LEVEL_POINTS:]))
        start = float(np.median(mine[:LEVEL_POINTS]))
        if min(untrained, reached, start) <= 0 or reached > FALL * untrained or before.min() <= 0:
            continue
        jitter = float(np.median(np.abs(np.diff(np.log(before)))))
        if np.log(untrained) - np.log(reached) < FALL_JITTER * jitter:
            continue
        place = (np.log(untrained) - np.log(start)) / (np.log(untrained) - np.log(reached))
        if abs(np.log(start) - np.log(reached)) > NEAR_JITTER * jitter:
            place = 0.0  # not where the last stopped: a level of its own
        if len(mine) >= 2 * LEVEL_POINTS and mine[:2 * LEVEL_POINTS].min() > 0 and (
                np.log(start) - np.log(float(np.median(mine[LEVEL_POINTS:2 * LEVEL_POINTS]))) >= FALL_JITTER * jitter):
            # It falls again at once, faster than the loss was still falling (a fresh model that
            # learns in its first epoch, logged per epoch, starts near the trained level too).
            place = 0.0
        places.append(float(place))
        weighed.append(name)
        if not detail:
            detail = (f"{name} {untrained:.4g} at the first launch's start, {reached:.4g} where the launch "
                      f"before stopped, {start:.4g} at this one's start")
    if not places or float(np.median(places)) < NEARER:
        return None
    return Continuation(float(np.median(places)), tuple(weighed), detail)


__all__ = ["FALL", "FALL_JITTER", "LEVEL_POINTS", "NEAR_JITTER", "NEARER", "Continuation", "continues"]
