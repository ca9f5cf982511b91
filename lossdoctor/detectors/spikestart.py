"""A blow-up at the very start: the loss leaves its first value by orders of magnitude within the
first updates, then comes back.

The spike scan wants a level of a few points before a jump (a smoothed loss climbing through its
warm-up sets none), so a loss that goes 0.277 -> 6.3e6 at its second point is never measured. One
point is level enough for a jump of x50 within three points: no warm-up climb and no noise reaches
that, and a loss that comes back to its first value afterwards was not learning something harder:
its first updates overshot (full-batch Adam at lr 0.1 on an MLP: x1e8 at epoch 3, a hundred epochs
of chaos, back to 0.11 by epoch 100; a VAE whose KL term the first updates threw x90-x360 up, the
total back below its first value within four logged points).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal

# How far above the first value the early peak must reach. A first point logged low by an
# artefact (a sum divided by the whole interval at step 0) never comes back to it: `back` guards.
MIN_RATIO = 50.0
# The points after the first one in which the jump must happen.
EARLY_POINTS = 3
# Back: a running median of this many points at most BACK_RATIO times the first value.
BACK_POINTS = 5
BACK_RATIO = 2.0
# The least points the curve needs (a curve that is all blow-up has no "back").
MIN_POINTS = 20


@dataclass(frozen=True)
class StartBlowup:
    """The blow-up: where it jumped, its top, where the loss was back, and the first value."""

    start_step: int
    peak_step: int
    end_step: int
    first: float
    peak: float
    back_points: int

    @property
    def ratio(self) -> float:
        return self.peak / self.first


def start_blowup(steps: np.ndarray, values: np.ndarray) -> StartBlowup | None:
    """The blow-up right after the first point of a positive loss, or None (no such jump, or
    the loss never came back to its first level: a divergence, another rule's)."""
    ok = np.isfinite(values)
    s, v = np.asarray(steps)[ok], np.asarray(values, dtype=float)[ok]
    if len(v) < MIN_POINTS or (v <= 0).any():
        return None
    early = v[1:1 + EARLY_POINTS]
    if float(early.max()) < MIN_RATIO * v[0]:
        return None
    jump = 1 + int(np.flatnonzero(early >= MIN_RATIO * v[0])[0])
    y = np.log(v)
    level = signal.rolling_median(y, BACK_POINTS)
    # The running median is centred: a window reaching back into the blow-up is not yet back.
    home = np.flatnonzero(level[jump + BACK_POINTS:] <= np.log(BACK_RATIO * v[0]))
    if not len(home):
        return None
    back = jump + BACK_POINTS + int(home[0])
    peak = jump + int(np.argmax(v[jump:back]))
    return StartBlowup(int(s[jump]), int(s[peak]), int(s[back]), float(v[0]), float(v[peak]), back - jump)


__all__ = ["StartBlowup", "start_blowup"]
