"""Running means since the epoch start (Keras `batch_loss`, the `loss` Keras `fit` prints, timm's
bracketed average): recognised, and de-averaged where the per-batch values can be recovered.

A running mean M_n over the n batches of an epoch so far moves by (x_n - M_{n-1}) / n: its
steps shrink like 1/n and it resets when a new epoch starts. The batch values come back as
x_n = n M_n - (n-1) M_{n-1} (over several batches when logged every g steps).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.model import Series

# Below this slope of log|step| against log(n) the steps shrink like a running mean's (-1).
SLOPE = -0.6
# A recovered batch value the printed rounding could move by more than this share of the
# running mean is left out: it is no measurement (the smallest dip or spike judged is 1.25x).
ROUNDING = 0.2


@dataclass(frozen=True)
class Segments:
    """Index ranges [a, b) of one series, one per epoch, and n (batches so far) at each point."""

    bounds: tuple[tuple[int, int], ...]
    n: np.ndarray


def segments(steps: np.ndarray, starts: tuple[int, ...]) -> Segments:
    """Split a series at the epoch starts; n counts steps from the epoch's first logged step,
    plus the batches that first point already averages.

    Those are the steps since the last logged point before it (a progress bar prints batch 1
    of each epoch, one step after the last batch of the previous one), at most the usual
    logging interval (when the previous epoch's last batch was not logged). The first epoch's
    first point averages an interval, or s batches when printed alone at step s well before it.
    """
    gap = signal.spacing(steps)
    cuts = [0, *[int(np.searchsorted(steps, s, side="left")) for s in starts], len(steps)]
    bounds = tuple((a, b) for a, b in zip(cuts[:-1], cuts[1:]) if b > a)
    n = np.empty(len(steps))
    for a, b in bounds:
        if a > 0:
            first = max(1.0, min(gap, float(steps[a] - steps[a - 1])))
        else:  # a lone early print (batch 1 of a bar printed every few batches), else an interval
            first = max(1.0, float(steps[a])) if steps[a] < 0.5 * gap else gap
        n[a:b] = steps[a:b] - steps[a] + first
    return Segments(bounds, n)


def _slope(values: np.ndarray, n: np.ndarray) -> float | None:
    """Slope of log(trimmed mean |step|) against log(n), in bins of log(n)."""
    d = np.abs(np.diff(values))
    ok = np.isfinite(d)
    x, y = np.log(n[1:][ok]), d[ok]
    if len(x) < 8 or np.ptp(x) < math.log(4):
        return None
    # Zeros count (a mean printed with few decimals mostly does not move late in an epoch),
    # the largest 5% (spikes) do not.
    edges = np.linspace(x.min(), x.max() + 1e-9, 8)
    centres, levels = [], []
    for lo, hi in zip(edges[:-1], edges[1:]):
        inside = (x >= lo) & (x < hi)
        if inside.sum() >= 2:
            part = np.sort(y[inside])[:max(1, int(np.ceil(0.95 * inside.sum())))]
            level = float(part.mean())
            if level > 0:
                centres.append(float(np.median(x[inside])))
                levels.append(math.log(level))
    if len(centres) < 3:
        return None
    return float(np.polyfit(centres, levels, 1)[0])


def decay_slopes(values: np.ndarray, parts: Segments) -> list[float]:
    """The slope of log|step| against log(n) in every epoch but the first.

    A raw per-batch loss has steps of the same size all through an epoch (slope ~0); a
    running mean's steps shrink like 1/n (slope ~-1). The first epoch is left out because
    the steep start of training shrinks the steps of any curve.
    """
    out = []
    for a, b in parts.bounds[1:]:
        if b - a >= 8:
            slope = _slope(values[a:b], parts.n[a:b])
            if slope is not None:
                out.append(slope)
    return out


def is_running_mean(series: Series, starts: tuple[int, ...]) -> bool:
    """Whether the series behaves like a mean since each epoch start (needs two epochs or more)."""
    if len(starts) < 1:
        return False
    slopes = decay_slopes(series.values, segments(series.steps, starts))
    # Every epoch must shrink its steps, not just one (a spike's decay does too, once).
    return bool(slopes) and float(np.median(slopes)) <= SLOPE and float(np.mean(np.array(slopes) <= SLOPE / 2)) >= 0.75


def deaverage(series: Series, starts: tuple[int, ...]) -> Series | None:
    """The per-batch (or per-interval) values behind a running mean, or None when rounding in
    the log makes them unrecoverable (n M_n amplifies the last printed digit n times)."""
    parts = segments(series.steps, starts)
    m = series.values
    out = np.empty(len(m))
    for a, b in parts.bounds:
        n = parts.n[a:b]
        seg = m[a:b]
        out[a] = seg[0]
        if b - a > 1:
            out[a + 1:b] = (n[1:] * seg[1:] - n[:-1] * seg[:-1]) / (n[1:] - n[:-1])
    finite = np.isfinite(out)
    if not finite.any() or np.mean(out[finite] <= 0) > 0.01:
        return None
    distinct = np.unique(m[np.isfinite(m)])
    gaps = np.diff(distinct)
    quantum = float(gaps[gaps > 0].min()) if (gaps > 0).any() else 0.0
    y, ok = signal.log_loss(out)
    noise = signal.diff_sigma(y[ok]) if ok.sum() > 10 else float("nan")
    level = float(np.median(out[finite]))
    if quantum and np.isfinite(noise) and float(np.median(parts.n)) * quantum > 0.5 * noise * level:
        return None
    # A recovered value at or below 0 is the printed rounding, not a batch: it is left out, never
    # turned into a NaN the log never printed (LD501 would call a healthy run broken). A NaN the
    # running mean itself held stays. So is one the rounding alone could move by more than
    # ROUNDING of the curve's level: late in an epoch one batch's value is n times the printed
    # digit's change (at n = 285, a 4-decimal mean leaves it uncertain by +-0.028).
    keep = (out > 0) | ~np.isfinite(m)
    if quantum:
        keep &= ~(rounding(parts, quantum) > ROUNDING * np.abs(m))
    recovered = Series(series.name, series.steps, np.where(np.isfinite(m), out, m), series.wall_times,
                       role=series.role, fragment=series.fragment)
    return recovered.select(keep)


def rounding(parts: Segments, quantum: float) -> np.ndarray:
    """How far the printed rounding (half of `quantum`) can move each recovered value:
    (n_k + n_(k-1)) / (n_k - n_(k-1)) half-quanta; the first point of an epoch is printed as is."""
    out = np.full(len(parts.n), 0.5 * quantum)
    for a, b in parts.bounds:
        n = parts.n[a:b]
        if b - a > 1:
            out[a + 1:b] = 0.5 * quantum * (n[1:] + n[:-1]) / np.maximum(n[1:] - n[:-1], 1e-9)
    return out


def per_epoch(series: Series, starts: tuple[int, ...]) -> Series:
    """The last running-mean value of each epoch (the epoch's mean loss) at its last step."""
    parts = segments(series.steps, starts)
    idx = np.array([b - 1 for _, b in parts.bounds], dtype=np.int64)
    return series.select(idx)


def resets(series: Series, ratio: float = 20.0) -> tuple[float, tuple[int, ...]] | None:
    """(steps per epoch, first step of each later epoch) when the series resets like a running
    mean at a fixed period, else None.

    Late in an epoch a running mean barely moves (its steps shrink like 1/n); the reset to a
    single batch's value is a step `ratio` times larger than the mean of the 20 before.
    """
    v = series.values
    ok = np.isfinite(v) & (v > 0)
    # Built in place, and compared a slice at a time: at 10M points each array is 80 MB.
    steps, y = (series.steps, np.log(v)) if ok.all() else (series.steps[ok], np.log(v[ok]))
    del ok
    if len(y) < 40:
        return None
    d = np.diff(y)
    del y
    np.abs(d, out=d)
    # Mean of the 20 steps before each one (a cumulative sum: cheap on a million points).
    total = np.empty(len(d) + 1)
    total[0] = 0.0
    np.cumsum(d, out=total[1:])
    base = np.full(len(d), np.nan)
    np.subtract(total[20:-1], total[:-21], out=base[20:])
    del total
    base[20:] /= 20.0
    parts = []
    with np.errstate(divide="ignore", invalid="ignore"):
        for at in range(0, len(d), signal.SLICE):
            here, moved = base[at:at + signal.SLICE], d[at:at + signal.SLICE]
            parts.append(at + np.flatnonzero(np.isfinite(here) & (moved > ratio * np.maximum(here, 1e-12))
                                             & (moved > 0)))
    del base, d
    big = np.concatenate(parts)
    if len(big) < 2:
        return None
    # The first big step of each cluster (n = 1, 2, 3 after a reset all move a lot).
    first = big[np.concatenate([[True], np.diff(big) > 5])] + 1
    at = steps[first].astype(np.float64)
    gaps = np.diff(at)
    if len(gaps) < 1:
        return None
    length = float(np.median(gaps))
    at = at[at - steps[0] >= 0.5 * length]  # the first few batches of training move a lot too
    gaps = np.diff(at)
    # Three resets at least: two big steps some distance apart are as likely two spikes.
    if len(gaps) < 2 or length < 8 * signal.spacing(steps):
        return None
    if np.mean(np.abs(gaps - length) <= 0.02 * length + 1) < 0.8:
        return None
    if not at[0] - steps[0] <= length * 1.5:
        return None  # the first reset must come one epoch after the start
    # A reset whose first batch happens to sit near the old mean shows one step late: put
    # every boundary on the regular grid the majority defines.
    k = np.round((at - steps[0]) / length)
    origin = float(np.median(at - k * length))
    grid = origin + length * np.arange(1, int((steps[-1] - origin) // length) + 1)
    return length, tuple(int(round(g)) for g in grid if g <= steps[-1])


__all__ = ["decay_slopes", "deaverage", "is_running_mean", "per_epoch", "resets", "rounding", "segments"]
