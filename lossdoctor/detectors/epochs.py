"""Epoch boundaries: from an `epoch` series, from steps-per-epoch in the run's config, or from
drops of the loss that recur at a fixed period."""

from __future__ import annotations

import math
import re
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from lossdoctor.detectors import running_mean, signal
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

_EPOCH_NAME = re.compile(r"^((train|trainer|training)[/_.])?epochs?$", re.I)
# Config keys that give the number of optimizer steps in one epoch.
_SPE_KEYS = ("steps_per_epoch", "num_update_steps_per_epoch", "iters_per_epoch", "iterations_per_epoch",
             "num_steps_per_epoch", "batches_per_epoch", "epoch_length", "num_batches_per_epoch")
# Fewer logged points than this per epoch: one point per epoch or close to it, nothing to split.
MIN_POINTS_PER_EPOCH = 5


@dataclass(frozen=True)
class Epochs:
    """Where epochs start (the first step of each epoch after the first) and how that is known."""

    starts: tuple[int, ...]
    source: str
    length: float | None = None  # steps per epoch, when regular
    first: int = 1  # the 1-based number of the epoch the series starts in

    def near(self, step: int, margin: float) -> int | None:
        """The boundary within `margin` steps of `step` (the closest), or None."""
        close = [s for s in self.starts if abs(step - s) <= margin]
        return min(close, key=lambda s: abs(step - s)) if close else None

    def number(self, start: int) -> int:
        """The 1-based number of the epoch that begins at boundary `start`."""
        return self.first + self.starts.index(start) + 1


def epoch_series(run: Run) -> Series | None:
    """The run's epoch counter (`epoch`, `train/epoch`, ...), when it logs one."""
    for name, series in sorted(run.series.items()):
        if _EPOCH_NAME.match(name.strip()) and len(series) >= 2:
            return series
    return None


def epoch_index(epoch: Series) -> tuple[np.ndarray, np.ndarray]:
    """(steps, 0-based epoch of each point) of an epoch counter.

    Integer counters (Lightning: 0, 0, 1, 1, ...) change at the first step of the new epoch.
    Fractional ones (HF: 0.99, 1.0, 1.0044) reach the integer at the last step of the old
    epoch, so a point belongs to epoch ceil(e) - 1 (and HF's rounded 0.0 to epoch 0).
    """
    ok = np.isfinite(epoch.values)
    steps, values = epoch.steps[ok], epoch.values[ok]
    integer = bool(np.all(np.abs(values - np.round(values)) < 1e-9))
    index = np.round(values) if integer else np.maximum(np.ceil(values - 1e-6) - 1, 0)
    return steps, index


def from_epoch_series(epoch: Series, first: int, last: int) -> tuple[int, ...]:
    """First step of each new epoch inside (first, last]: where the epoch index moves on."""
    steps, index = epoch_index(epoch)
    if len(steps) < 2:
        return ()
    moved = np.flatnonzero(np.diff(index) > 0) + 1
    return tuple(int(steps[i]) for i in moved if first < int(steps[i]) <= last)


def _lookup(tables: list[Mapping[str, Any]], key: str) -> float | None:
    for table in tables:
        value = table.get(key)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value > 0:
            return float(value)
    return None


def configured_length(run: Run) -> tuple[float, str] | None:
    """Steps per epoch from the run's config (hparams, trainer arguments), with the key used."""
    tables: list[Mapping[str, Any]] = [run.params, run.meta]
    for extra in (run.meta.get("hparams"), run.meta.get("config")):
        if isinstance(extra, Mapping):
            tables.append(extra)
    tables += [f.meta for f in run.fragments]
    for key in _SPE_KEYS:
        value = _lookup(tables, key)
        if value is not None:
            return value, key
    steps, epochs = _lookup(tables, "max_steps"), _lookup(tables, "num_train_epochs")
    if steps is not None and epochs is not None and epochs >= 2:
        return steps / epochs, "max_steps / num_train_epochs"
    return None


def regular(first: int, last: int, length: float, origin: int = 0) -> tuple[int, ...]:
    """Multiples of `length` steps after `origin` that fall inside (first, last], leaving out one
    in the last quarter epoch (too little of that epoch was logged to judge it)."""
    k0 = max(1, int(math.floor((first - origin) / length)) + 1)
    out = []
    k = k0
    while origin + k * length <= last - 0.25 * length:
        out.append(int(round(origin + k * length)))
        k += 1
    return tuple(s for s in out if s > first)


def point_noise(y: np.ndarray) -> float:
    """Point-to-point noise sigma from the steps that moved (a frozen stretch is not quiet data)."""
    d = np.diff(y[np.isfinite(y)])
    d = d[d != 0]
    return float(signal.MAD_TO_SIGMA * np.median(np.abs(d)) / math.sqrt(2.0)) if len(d) else 0.0


def level_drops(steps: np.ndarray, y: np.ndarray, half: int, z: float) -> list[tuple[int, float]]:
    """Sharp lasting drops of a log-loss: (index, depth) where the median of `half` points after
    falls below the median before by `z` noise sigmas of such medians, local maxima only."""
    n = len(y)
    if n < 4 * half + 2:
        return []
    before = signal.lagged_median(y, 2 * half + 1, 0)
    after = signal.lagged_median(y[::-1], 2 * half + 1, 0)[::-1]
    # before[i]: median of the points before i; after[i] (once shifted): median from i on.
    after = np.concatenate([[np.nan], after[:-1]])
    depth = before - after
    # A curve that keeps falling drops as much everywhere: only the excess over the typical
    # drop around a point is a step down.
    finite = np.isfinite(depth)
    typical = signal.rolling_median(np.where(finite, depth, 0.0), 8 * half + 1)
    depth = np.where(finite, depth - np.maximum(typical, 0.0), np.nan)
    sigma = max(point_noise(y), 1e-6) * 1.2533 / math.sqrt(half) * math.sqrt(2.0)
    noise = max(signal.mad_sigma(depth[np.isfinite(depth)]), sigma)
    score = np.where(np.isfinite(depth) & (depth >= z * noise), depth, -np.inf)
    found = []
    while np.isfinite(score).any():  # deepest first; one drop per 2 * half points
        i = int(np.argmax(score))
        found.append((i, float(depth[i])))
        score[max(0, i - 2 * half):i + 2 * half + 1] = -np.inf
    return sorted(found)


def sharpest(y: np.ndarray, i: int, half: int) -> int:
    """Where exactly a drop found near index i happens: the split of the 4 * half points
    around it into two flat levels with the least absolute deviation (a step fit)."""
    lo, hi = max(0, i - 2 * half), min(len(y), i + 2 * half + 1)
    seg = y[lo:hi]
    best, where = np.inf, i
    for j in range(2, len(seg) - 1):
        left, right = seg[:j], seg[j:]
        cost = float(np.abs(left - np.median(left)).sum() + np.abs(right - np.median(right)).sum())
        if cost < best:
            best, where = cost, lo + j
    return where


def periodic_drops(series: Series, origin: int = 0,
                   lr: Sequence[Series] = ()) -> tuple[float, tuple[int, ...]] | None:
    """A period P such that the loss drops sharply at origin + P, origin + 2P, ... (a staircase).

    Needs at least two such drops and at least half of the boundaries inside the run. Drops
    where the logged learning rate steps down are the schedule's (a step decay every 30
    epochs is periodic too), not data repetition.
    """
    from lossdoctor.detectors.trend import lr_change

    y, ok = signal.log_loss(series.values)
    if not ok.all():  # no copies of a long series where nothing is dropped
        steps, y = series.steps[ok], y[ok]
    else:
        steps = series.steps
    if len(y) > 4000:  # bucket medians keep the drops and make a long series cheap
        steps, y = signal.bucket(steps, y, 2000)
    n = len(y)
    if n < 60:
        return None
    half = max(3, n // 50)
    # The steep start of training is a drop of its own, not an epoch boundary.
    drops = [(i, d) for i, d in level_drops(steps, y, half, 4.0) if i >= n // 10]
    # A staircase steps down from the lowest level so far; the fall back from a spike or
    # from a thrashing stretch starts from above it.
    level = signal.rolling_median(y, 2 * half + 1)
    lowest = np.minimum.accumulate(level)
    drops = [(i, d) for i, d in drops if level[max(i - half - 1, 0)] - lowest[max(i - half - 1, 0)] <= 0.3 * d]
    # ...and lands below everything seen before it: a spike shorter than the median window
    # falls back to where it started, a staircase step goes lower.
    drops = [(i, d) for i, d in drops
             if float(np.median(y[i:i + half])) <= lowest[max(i - 2 * half - 1, 0)] - 0.5 * d]
    if lr:
        reach = 2 * half * signal.spacing(steps)
        drops = [(i, d) for i, d in drops if lr_change(list(lr), steps[i] - reach, steps[i] + reach) is None]
    if len(drops) < 2 or len(drops) > 40:
        return None
    at = np.array([steps[sharpest(y, i, half)] for i, _ in drops], dtype=float)
    span = float(steps[-1] - origin)
    tolerance = 3 * signal.spacing(steps) + 2 * half * signal.spacing(steps)
    best: tuple[int, float] | None = None
    for candidate in sorted({float(a - origin) for a in at} | {float(b - a) for a in at for b in at if b > a}):
        if candidate <= 0 or candidate > span / 2 or candidate < MIN_POINTS_PER_EPOCH * signal.spacing(steps):
            continue
        expected = int(math.floor(span / candidate))
        phase = (at - origin) / candidate
        hit = (np.abs(phase - np.round(phase)) * candidate <= tolerance) & (np.round(phase) >= 1)
        matched = len(set(np.round(phase[hit]).astype(int).tolist()))
        if matched >= max(2, math.ceil(0.5 * expected)) and matched >= 0.6 * len(at):
            if best is None or matched > best[0]:
                best = (matched, candidate)
    if best is None:
        return None
    # Refit the period on the matched drops, and keep each matched drop's own step.
    phase = (at - origin) / best[1]
    k = np.round(phase)
    hit = (np.abs(phase - k) * best[1] <= tolerance) & (k >= 1)
    length = float(np.sum(k[hit] * (at[hit] - origin)) / np.sum(k[hit] ** 2))
    starts = list(regular(int(steps[0]), int(steps[-1]), length, origin))
    for kk, step in zip(k[hit].astype(int), at[hit]):
        if 1 <= kk <= len(starts):
            starts[kk - 1] = int(step)
    return length, tuple(starts)


def find_epochs(run: Run, loss: Series | None = None) -> Epochs | None:
    """The run's epoch boundaries inside the loss series' span, or None when unknown.

    Sources, in order of trust: an epoch series; steps per epoch in the run's config; a
    per-epoch loss next to a per-step one (Keras `epoch_loss` beside `batch_loss`);
    drops of the loss recurring at a fixed period.
    """
    loss = loss if loss is not None else (run.series.get(run.primary) if run.primary else None)
    if loss is None or len(loss) < 2:
        return None
    first, last = int(loss.steps[0]), int(loss.steps[-1])
    points = len(loss)
    epoch = epoch_series(run)
    if epoch is not None:
        starts = from_epoch_series(epoch, first, last)
        if starts and points / (len(starts) + 1) >= MIN_POINTS_PER_EPOCH:
            gaps = np.diff((first, *starts))
            length = float(np.median(gaps[1:])) if len(gaps) > 1 else None
            steps, index = epoch_index(epoch)
            at_start = int(index[min(int(np.searchsorted(steps, first)), len(index) - 1)])
            return Epochs(starts, f"the {epoch.name!r} series", length, first=at_start + 1)
        if starts:
            return None  # one or two points per epoch: nothing inside an epoch to compare
    configured = configured_length(run)
    if configured is not None and configured[0] > 0:
        length, key = configured
        starts = regular(first, last, length)
        if starts and points / (len(starts) + 1) >= MIN_POINTS_PER_EPOCH:
            return Epochs(starts, f"{key} = {length:g} in the run's config", length,
                          first=int(max(first, 0) // length) + 1)
    per_epoch = _per_epoch_loss(run, loss)
    if per_epoch is not None:
        count = per_epoch
        length = (last - first + signal.spacing(loss.steps)) / count
        starts = regular(first, last, length, origin=first)
        if starts:
            return Epochs(starts, f"{count} per-epoch points beside the per-step loss", length)
    return _from_curve(loss, tuple(run.by_role(Role.LR)))


_FROM_CURVE: weakref.WeakKeyDictionary[Series, Epochs | None] = weakref.WeakKeyDictionary()


def _from_curve(loss: Series, lr: tuple[Series, ...]) -> Epochs | None:
    """Epochs read off the loss curve alone (running-mean resets, periodic drops), once per series:
    the analysis view, LD302 and the reconciliation all ask."""
    if loss in _FROM_CURVE:
        return _FROM_CURVE[loss]
    found: Epochs | None = None
    resets = running_mean.resets(loss)
    if resets is not None:
        length, starts = resets
        found = Epochs(starts, f"resets of a running mean every {length:.0f} steps", length)
    else:
        drops = periodic_drops(loss, lr=lr)
        if drops is not None and drops[1]:
            found = Epochs(drops[1], f"drops of the loss recurring every {drops[0]:.0f} steps", drops[0])
    _FROM_CURVE[loss] = found
    return found


def _per_epoch_loss(run: Run, loss: Series) -> int | None:
    """The epoch count when a loss is also logged once per epoch on an epoch axis (Keras)."""
    for name, series in run.series.items():
        if name == loss.name or series.role not in (Role.LOSS, Role.OTHER) or "epoch" not in name.lower():
            continue
        if "loss" not in name.lower() or len(series) < 2:
            continue
        steps = series.steps
        if int(steps[0]) in (0, 1) and np.all(np.diff(steps) == 1) and len(series) * MIN_POINTS_PER_EPOCH <= len(loss):
            return len(series)
    return None


__all__ = ["Epochs", "epoch_index", "epoch_series", "find_epochs", "periodic_drops", "point_noise"]
