"""Replayed steps after a rollback against the dead points at the same steps: was the resume exact?"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import Fragment, ReplayCheck, Series
from lossdoctor.roles import Role, choose_primary
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
# A launch from scratch replays an earlier one only over this many common steps: one or two
# equal values (the untrained loss two seeds share, printed to a few digits) can be chance.
MIN_REPLAY_STEPS = 3
# A relaunch is compared with this many launches before it: the launches just before it are the
# ones a relaunch replays, and every pair of a sweep of hundreds would cost their square.
LOOK_BACK = 16


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


def _common(old: tuple[np.ndarray, np.ndarray], new: tuple[np.ndarray, np.ndarray], low: int,
            high: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The steps both have within [low, high], the old values there (last write per step) and
    the new ones (first write per step)."""
    old_steps, old_values = last_per_step(*old)
    new_steps, new_values = first_per_step(*new)
    common, old_at, new_at = np.intersect1d(old_steps, new_steps, assume_unique=True, return_indices=True)
    keep = (common >= low) & (common <= high)
    return common[keep], old_values[old_at[keep]], new_values[new_at[keep]]


def _differences(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
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
    common, a, b = _common(old, new, low, high)
    if len(common) == 0:
        return None
    diff, rel = _differences(a, b)
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


def deciding_series(fragments: Sequence[Fragment]) -> str | None:
    """The series that decides whether launches replay each other: the primary loss as the
    stitcher would choose it over all of `fragments`."""
    totals: dict[str, tuple[Role, int]] = {}
    for fragment in fragments:
        for name, series in fragment.series.items():
            role, count = totals.get(name, (series.role, 0))
            totals[name] = (role, count + len(series))
    return choose_primary((name, role, count) for name, (role, count) in totals.items())


def points(fragments: Sequence[Fragment], name: str | None) -> tuple[np.ndarray, np.ndarray] | None:
    """Steps and values of series `name` over `fragments`, in their order (None without any)."""
    parts = [f.series[name] for f in fragments if name in f.series and len(f.series[name])] if name else []
    if not parts:
        return None
    return np.concatenate([s.steps for s in parts]), np.concatenate([s.values for s in parts])


def replayed(earlier: Sequence[Fragment], later: Sequence[Fragment], name: str | None,
             shared: int | None = None) -> ReplayCheck | None:
    """The check that a launch from scratch (`later`) replays the values an earlier launch
    (`earlier`) logged of series `name`, or None when it draws a curve of its own.

    One rule for every reader (issue 25): a relaunch that replays the same values is a
    rollback of the launch it replays, one with values of its own is another run. The same
    values agree to CLOSE_REL in median (bit for bit, to the printed precision, or to a
    non-deterministic kernel's last digits), over at least MIN_REPLAY_STEPS common steps that
    do not all hold one value (a flat stretch proves nothing), beyond the steps up to `shared`
    that the log's distinct launches share (`shared_start`: agreeing there proves nothing either).
    """
    return replayed_points(points(earlier, name), points(later, name), name or "", shared)


def _beyond(drawn: tuple[np.ndarray, np.ndarray], step: int) -> tuple[np.ndarray, np.ndarray] | None:
    keep = drawn[0] > step
    return (drawn[0][keep], drawn[1][keep]) if keep.any() else None


def replayed_points(before: tuple[np.ndarray, np.ndarray] | None, after: tuple[np.ndarray, np.ndarray] | None,
                    name: str, shared: int | None = None) -> ReplayCheck | None:
    """`replayed` on the points of the series (steps, values), for a caller that compares one
    launch with many. Steps up to `shared` (`shared_start`: where launches of one log that draw
    curves of their own still agree) are no evidence and are left out."""
    if shared is not None:
        before = None if before is None else _beyond(before, shared)
        after = None if after is None else _beyond(after, shared)
    if before is None or after is None:
        return None
    low, high = int(after[0].min()), int(before[0].max())
    common, a, b = _common(before, after, low, high)
    # The values themselves must agree: fluctuations that move together (`compare`'s other
    # "close") are what seeds of one job on a fixed data order share too.
    if len(common) < MIN_REPLAY_STEPS or len(np.unique(b)) < 2:
        return None
    if float(np.median(_differences(a, b)[1])) > CLOSE_REL:
        return None
    return compare(name, 0, before, after, low, high)


def _agreeing_prefix(before: tuple[np.ndarray, np.ndarray], after: tuple[np.ndarray, np.ndarray]) -> int | None:
    """The last common step up to which two launches agree point by point (to CLOSE_REL) from
    their first common step, when they part afterwards; None when they never agree or never part."""
    common, a, b = _common(before, after, int(after[0].min()), int(before[0].max()))
    apart = np.flatnonzero(_differences(a, b)[1] > CLOSE_REL)
    if not len(apart) or apart[0] == 0:
        return None
    return int(common[apart[0] - 1])


def shared_start(drawn: Sequence[tuple[np.ndarray, np.ndarray] | None], look_back: int) -> int | None:
    """The last step up to which launches of one log (each one's points of the deciding series,
    in launch order, each compared with `look_back` launches before it) still agree although
    they draw curves of their own: a start every trial shares (one seed, a warm-up the
    swept settings do not touch yet). A relaunch that agrees with an earlier launch only that
    far replays nothing the log's own distinct launches do not share; None when no two
    distinct launches agree on a first step."""
    shared: int | None = None
    for index, mine in enumerate(drawn):
        if mine is None:
            continue
        for back in range(max(index - look_back, 0), index):
            earlier = drawn[back]
            if earlier is None or replayed_points(earlier, mine, "") is not None:
                continue
            prefix = _agreeing_prefix(earlier, mine)
            if prefix is not None and (shared is None or prefix > shared):
                shared = prefix
    return shared


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
