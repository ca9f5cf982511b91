"""Replayed steps after a rollback against the dead points at the same steps: was the resume exact?"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import Fragment, ReplayCheck, Series
from lossdoctor.roles import Role
from lossdoctor.stitching import segments
from lossdoctor.stitching.joins import Joined, View

# Values stored as float32 (TensorBoard simple_value) agree to about 6e-8 relative.
EXACT_REL = 1e-6
# Below this median relative difference the replay is close whatever the noise says.
CLOSE_REL = 1e-3
# Fluctuations this correlated mean the same data came in the same order.
CLOSE_CORRELATION = 0.8
# Correlation needs enough points to mean anything.
MIN_POINTS_FOR_CORRELATION = 8


def last_per_step(steps: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """One value per step, the last one written, sorted by step."""
    unique, index = np.unique(steps[::-1], return_index=True)
    return unique, values[::-1][index]


def first_per_step(steps: np.ndarray, values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """One value per step, the first one written, sorted by step."""
    unique, index = np.unique(steps, return_index=True)
    return unique, values[index]


def _detrend(values: np.ndarray) -> np.ndarray:
    """The fluctuations: values minus a centred moving average (edges, which have no
    full window, are left out)."""
    window = max(3, (len(values) // 10) | 1)
    half = window // 2
    # A running sum keeps this linear in the number of points whatever the window.
    sums = np.concatenate([[0.0], np.cumsum(values)])
    smooth = (sums[window:] - sums[:-window]) / window
    return values[half:len(values) - half] - smooth


def _fluctuations(a: np.ndarray, b: np.ndarray) -> tuple[float | None, float]:
    """Correlation of the two curves' fluctuations (None when too few points or flat),
    and the typical size of the abandoned curve's fluctuations."""
    if len(a) < MIN_POINTS_FOR_CORRELATION:
        return None, 0.0
    ra, rb = _detrend(a), _detrend(b)
    noise = float(np.median(np.abs(ra)))
    if np.std(ra) == 0 or np.std(rb) == 0:
        return None, noise
    return float(np.corrcoef(ra, rb)[0, 1]), noise


def common_steps(old: tuple[np.ndarray, np.ndarray], new: tuple[np.ndarray, np.ndarray], low: int,
            high: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The steps both have within [low, high], the old values there (last write per step) and
    the new ones (first write per step)."""
    old_steps, old_values = last_per_step(*old)
    new_steps, new_values = first_per_step(*new)
    common, old_at, new_at = np.intersect1d(old_steps, new_steps, assume_unique=True, return_indices=True)
    keep = (common >= low) & (common <= high)
    return common[keep], old_values[old_at[keep]], new_values[new_at[keep]]


def differences(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Absolute and relative differences of two value arrays (two NaNs agree; a NaN against a
    number is infinitely far)."""
    both_nan = np.isnan(a) & np.isnan(b)
    same = (a == b) | both_nan
    diff = np.where(same, 0.0, np.abs(a - b))
    diff = np.where(np.isnan(diff), np.inf, diff)
    scale = np.maximum(np.abs(a), np.abs(b))
    with np.errstate(divide="ignore", invalid="ignore"):
        rel = np.where(diff == 0, 0.0, diff / np.where(scale > 0, scale, np.inf))
    return diff, np.where(np.isnan(rel), np.inf, rel)


def compare(series: str, fragment: int, old: tuple[np.ndarray, np.ndarray],
            new: tuple[np.ndarray, np.ndarray], low: int, high: int) -> ReplayCheck | None:
    """Compare the abandoned points `old` (last write per step wins) with the replay `new`
    (first write per step) on the steps both have within [low, high]; None when none."""
    common, a, b = common_steps(old, new, low, high)
    if len(common) == 0:
        return None
    diff, rel = differences(a, b)
    finite = np.isfinite(a) & np.isfinite(b)
    correlation, noise = _fluctuations(a[finite], b[finite])
    median_rel = float(np.median(rel))
    # Same data in the same order: the fluctuations move together and the replay stays
    # within the curve's own noise (a non-deterministic but faithful resume).
    same_data = (correlation is not None and correlation >= CLOSE_CORRELATION
                 and float(np.median(diff)) <= noise)
    if float(rel.max()) <= EXACT_REL:
        match = "exact"
    elif median_rel <= CLOSE_REL or same_data:
        match = "close"
    else:
        match = "differs"
    return ReplayCheck(
        series=series, fragment=fragment, steps=len(common), first_step=int(common[0]),
        last_step=int(common[-1]), max_abs_diff=float(diff.max()), median_rel_diff=median_rel,
        correlation=correlation, match=match,
    )


def _loss_names(fragments: Sequence[Fragment], primary: str | None) -> list[str]:
    names = sorted({n for f in fragments for n, s in f.series.items() if s.role is Role.LOSS})
    if primary is not None:
        names = [primary] + [n for n in names if n != primary]
    return names


def replay_checks(fragments: Sequence[Fragment], views: Sequence[View], joined: Joined,
                   primary: str | None) -> list[ReplayCheck]:
    """After each rollback, the replayed points of each loss series against the dead ones."""
    checks: list[ReplayCheck] = []
    names = _loss_names(fragments, primary)
    for note in joined.notes:
        if note["kind"] != "rollback" or note["within_fragment"]:
            continue
        index, low, high = note["fragment"], note["step"], note["previous_end"]
        earlier = [fragments[v.index] for v in views[:index] if v.chain == views[index].chain]
        for name in names:
            if name not in fragments[index].series:
                continue
            old = [f.series[name] for f in earlier if name in f.series]
            if not old:
                continue
            new = fragments[index].series[name]
            before = (np.concatenate([s.steps for s in old]), np.concatenate([s.values for s in old]))
            check = compare(name, index, before, (new.steps, new.values), low, high)
            if check is not None:
                checks.append(check)
    for view in views:
        for restart in view.restarts:
            for name in names:
                series = fragments[view.index].series.get(name)
                if series is None:
                    continue
                split = _split_at(series, restart)
                if split is None:
                    continue
                before = (series.steps[:split], series.values[:split])
                after = (series.steps[split:], series.values[split:])
                check = compare(name, view.index, before, after, restart.step, restart.reached)
                if check is not None:
                    checks.append(check)
    return checks


def _split_at(series: Series, restart: segments.Restart) -> int | None:
    """Where this series restarted at the reference series' restart: its own backward
    step nearest in step, else (with wall times) the restart's wall time."""
    steps = series.steps
    back = np.flatnonzero(steps[1:] < steps[:-1]) + 1
    if len(back):
        return int(back[np.argmin(np.abs(steps[back] - restart.step))])
    if restart.wall is not None and series.wall_times is not None:
        position = int(np.searchsorted(series.wall_times, restart.wall, side="left"))
        return position if 0 < position < len(series) else None
    return None
