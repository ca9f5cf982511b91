"""Recurring isolated spikes of a glassy curve: one instability episode, not a finding per point.

A full-batch loss (no batch noise: every epoch sees the whole data set) moves by well under 1 %
from one point to the next around its running level. One point ten times above its neighbours on
both sides, which are themselves calm, is then no noise of any kind: the update there went wrong
and the next one undid it. A curve that does this again and again (a beamline-intensity MLP under
full-batch Adam at lr 0.1: x10-x1e6 single points a hundred times over 5000 epochs, each gone at
the next epoch) has an unstable optimiser, however well its level keeps falling: one episode,
told once with how many and the worst ones.

The whole-curve spike scan cannot see them: its tail factor is measured on every residual, and a
start-up that is chaos for a hundred epochs (values of 1e2-1e7 on a level of 0.1) inflates it a
thousandfold. Here each point is judged only against its own ten neighbours, on the part of the
curve that has settled (the neighbours within a quarter of one another), so the chaotic start
neither hides the later spikes nor counts as them.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal

# The curve's robust scatter around its running level (log) below which it has no batch noise.
GLASSY_SCATTER = float(np.log(1.01))
# A point this many times above the median of its neighbours is an isolated spike.
MIN_RATIO = 10.0
# Points on each side a spike is measured against.
NEIGHBOURS = 5
# The neighbours' own robust scatter (log) above which they are no settled level to stand out of
# (a start-up's chaos, or a spike's neighbour spikes): a quarter.
CALM_NEIGHBOURS = float(np.log(1.25))
# Spikes at most this many points apart are one (a two-point spike: x15000, then x3000).
JOIN_POINTS = 2
# The least spikes that recur: fewer are single events, the per-point rules' to judge.
MIN_SPIKES = 3
# The least points a curve needs for its scatter to say it is glassy.
MIN_POINTS = 100
# Running level window (points) the curve's scatter is measured around.
LEVEL_POINTS = 11


@dataclass(frozen=True)
class Isolated:
    """One isolated spike: its step, its value and how far above its neighbours it stood."""

    step: int
    value: float
    ratio: float


@dataclass(frozen=True)
class Episode:
    """Recurring isolated spikes of one glassy curve."""

    spikes: tuple[Isolated, ...]
    scatter: float  # the curve's robust scatter around its running level (log)

    @property
    def start_step(self) -> int:
        return self.spikes[0].step

    @property
    def end_step(self) -> int:
        return self.spikes[-1].step

    @property
    def worst(self) -> tuple[Isolated, ...]:
        """The spikes, largest ratio first."""
        return tuple(sorted(self.spikes, key=lambda s: -s.ratio))


def glassy_scatter(values: np.ndarray) -> float | None:
    """The robust scatter (log) of a positive curve around its running level, or None when the
    curve is too short or takes values at or below zero."""
    v = np.asarray(values, dtype=float)
    v = v[np.isfinite(v)]
    if len(v) < MIN_POINTS or (v <= 0).any():
        return None
    y = np.log(v)
    return signal.mad_sigma(y - signal.rolling_median(y, LEVEL_POINTS))


def isolated_spikes(steps: np.ndarray, values: np.ndarray) -> list[Isolated]:
    """The points at least MIN_RATIO above the median of their NEIGHBOURS on each side, where
    those neighbours are calm (their scatter under CALM_NEIGHBOURS); neighbours within
    JOIN_POINTS are one spike, its highest point."""
    ok = np.isfinite(values) & (values > 0)
    s, y = np.asarray(steps)[ok], np.log(np.asarray(values, dtype=float)[ok])
    n, k = len(y), NEIGHBOURS
    if n < 2 * k + 1:
        return []
    idx = np.arange(k, n - k)
    around = np.concatenate([np.stack([y[idx - j] for j in range(1, k + 1)], axis=1),
                             np.stack([y[idx + j] for j in range(1, k + 1)], axis=1)], axis=1)
    ref = np.median(around, axis=1)
    spread = signal.MAD_TO_SIGMA * np.median(np.abs(around - ref[:, None]), axis=1)
    hit = (y[idx] - ref >= np.log(MIN_RATIO)) & (spread <= CALM_NEIGHBOURS)
    found: list[Isolated] = []
    last = -10 * JOIN_POINTS
    for i, r in zip(idx[hit], ref[hit]):
        spike = Isolated(int(s[i]), float(np.exp(y[i])), float(np.exp(y[i] - r)))
        if found and i - last <= JOIN_POINTS:
            if spike.ratio > found[-1].ratio:
                found[-1] = Isolated(found[-1].step, spike.value, spike.ratio)
        else:
            found.append(spike)
        last = int(i)
    return found


def episode(steps: np.ndarray, values: np.ndarray) -> Episode | None:
    """The recurring isolated spikes of a glassy curve (at least MIN_SPIKES), or None."""
    scatter = glassy_scatter(values)
    if scatter is None or not np.isfinite(scatter) or scatter >= GLASSY_SCATTER:
        return None
    spikes = isolated_spikes(steps, values)
    if len(spikes) < MIN_SPIKES:
        return None
    return Episode(tuple(spikes), float(scatter))


__all__ = ["Episode", "Isolated", "episode", "glassy_scatter", "isolated_spikes"]
