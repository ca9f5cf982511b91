"""Shared numeric kernels for the detectors: log-loss, robust noise, lagged baselines, runs.

Everything here is vectorised numpy (scipy is imported inside the functions that need it,
so the CLI starts fast). Windows are counted in points; callers turn steps into points
with `points_for_steps`, because logging intervals differ from run to run. The median
filters mishandle NaN: pass finite arrays (`log_loss` gives the mask to select them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

# 1.4826 * MAD estimates a Gaussian sigma.
MAD_TO_SIGMA = 1.4826
# Global statistics (MAD, tail quantiles) of longer series use an even subsample of this
# size: the estimate is as good and a million-point series stays fast.
SAMPLE = 200_000


# Points per slice where a per-point temporary is built a slice at a time.
SLICE = 1 << 20


def _sample(x: np.ndarray) -> np.ndarray:
    return x if len(x) <= SAMPLE else x[::int(np.ceil(len(x) / SAMPLE))]


def log_loss(values: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """log(values) where the value is finite and positive (NaN elsewhere), and that mask."""
    values = np.asarray(values, dtype=np.float64)
    ok = np.isfinite(values) & (values > 0)
    out = np.full(values.shape, np.nan)
    np.log(values, out=out, where=ok)
    return out, ok


def spacing(steps: np.ndarray) -> float:
    """The typical number of steps between two logged points (median; at least 1)."""
    if len(steps) < 2:
        return 1.0
    gaps = np.diff(steps)
    positive = gaps > 0
    if not positive.all():
        gaps = gaps[positive]
    del positive
    # `gaps` is this function's own: the median may reorder it rather than copy it.
    return float(np.median(gaps, overwrite_input=True)) if len(gaps) else 1.0


def points_for_steps(steps: np.ndarray, n_steps: float, minimum: int = 1) -> int:
    """How many points cover `n_steps` steps in this series (at least `minimum`)."""
    return max(minimum, int(round(n_steps / spacing(steps))))


def index_of_step(steps: np.ndarray, step: int) -> int:
    """Index of the first point at or after `step` (len(steps) when none)."""
    return int(np.searchsorted(steps, step, side="left"))


def rolling_median(x: np.ndarray, size: int) -> np.ndarray:
    """Centred rolling median over `size` points (odd), without edge padding bias.

    Near the ends the window shrinks symmetrically, so the value at index i only uses
    points in [0, 2i] (or the mirror at the end): a trending curve is not flattened
    by repeated edge values as scipy's padding modes would do.
    """
    from scipy.ndimage import median_filter

    n = len(x)
    size = max(1, int(size) | 1)
    if n == 0 or size == 1:
        return np.array(x, dtype=np.float64, copy=True)
    half = size // 2
    values = np.asarray(x, dtype=np.float64)
    if n <= size:
        # Short series: point i uses the symmetric window of half-width min(i, n-1-i).
        head = _odd_prefix_medians(values, (n + 1) // 2)
        tail = _odd_prefix_medians(values[::-1], (n + 1) // 2)
        i = np.arange(n)
        return np.where(i <= (n - 1) - i, head[np.minimum(i, len(head) - 1)],
                        tail[np.minimum(n - 1 - i, len(tail) - 1)])
    out = median_filter(values, size=size, mode="nearest")
    # The `half` edge points on each side: medians of the growing odd-length prefixes.
    out[:half] = _odd_prefix_medians(values, half)
    out[n - half:] = _odd_prefix_medians(values[::-1], half)[::-1]
    return out


def _odd_prefix_medians(x: np.ndarray, count: int) -> np.ndarray:
    """median(x[:2k+1]) for k < count, in one pass with two heaps (not one sort per k)."""
    import heapq

    out = np.empty(count)
    if count and not np.all(np.isfinite(x[:2 * count - 1])):
        # Heaps cannot order NaN; keep np.median's NaN semantics on such (rare) input.
        for k in range(count):
            out[k] = np.median(x[:2 * k + 1])
        return out
    low: list[float] = []   # max-heap (negated) of the smaller half
    high: list[float] = []  # min-heap of the larger half
    data = x[:2 * count - 1].tolist()
    for k in range(count):
        for value in (data[2 * k - 1], data[2 * k]) if k else (data[0],):
            if low and value > -low[0]:
                heapq.heappush(high, value)
            else:
                heapq.heappush(low, -value)
            if len(low) > len(high) + 1:
                heapq.heappush(high, -heapq.heappop(low))
            elif len(high) > len(low):
                heapq.heappush(low, -heapq.heappop(high))
        out[k] = -low[0]
    return out


def lagged_median(x: np.ndarray, size: int, lag: int, centred: np.ndarray | None = None,
                  spent: bool = False) -> np.ndarray:
    """Causal baseline: median of the `size` points ending `lag` points before each index.

    Built by shifting a centred median, so it costs one median filter. NaN where there is
    no history yet. Pass `centred` (rolling_median(x, size)) to reuse one already computed;
    `spent` when the caller no longer needs it: it is then shifted in place, not copied.
    """
    size = max(1, int(size) | 1)
    own = centred is None or spent
    med = rolling_median(x, size) if centred is None else centred
    shift = lag + 1 + size // 2
    n = len(x)
    if not own or shift >= n:
        out = np.full(n, np.nan)
        if shift < n:
            out[shift:] = med[:n - shift]
    else:
        out = med
        # From the end down, a slice at a time through a slice-sized copy: each slice's source
        # lies below it, not yet overwritten (the same values as a copy, without a second array).
        for stop in range(n, shift, -SLICE):
            start = max(shift, stop - SLICE)
            out[start:stop] = med[start - shift:stop - shift].copy()
    if shift < n:
        # Before a full window exists, the shrunken centred windows are still causal.
        early = np.arange(lag + 1, min(shift, n))
        if len(early):
            centre = (early - lag - 1) // 2
            out[early] = med[centre]
        out[:min(lag + 1, n)] = np.nan
    return out


def exceeds(base: np.ndarray, pairs: tuple[tuple[np.ndarray, np.ndarray, float], ...]) -> np.ndarray:
    """Where `base` is finite and any `level - base > scale * limit` of `pairs` (level, limit,
    scale) holds: computed a slice at a time, so no temporary is the run's length."""
    out = np.empty(len(base), dtype=bool)
    for at in range(0, len(base), SLICE):
        part = slice(at, at + SLICE)
        here = base[part]
        hit = np.zeros(len(here), dtype=bool)
        for level, limit, scale in pairs:
            hit |= level[part] - here > (limit[part] if scale == 1.0 else scale * limit[part])
        out[part] = np.isfinite(here) & hit
    return out


def mad_sigma(x: np.ndarray) -> float:
    """Robust sigma of a sample: 1.4826 * median absolute deviation (NaN ignored)."""
    x = _sample(x)
    x = x[np.isfinite(x)]
    if len(x) == 0:
        return float("nan")
    return float(MAD_TO_SIGMA * np.median(np.abs(x - np.median(x))))


def diff_sigma(y: np.ndarray) -> float:
    """Noise sigma from first differences: robust to trends and level shifts."""
    finite = np.isfinite(y)
    if not finite.all():
        y = y[finite]
    del finite
    m = len(y) - 1
    if m > SAMPLE:
        # `_sample(np.diff(y))` without the whole difference array: the same subtractions.
        every = int(np.ceil(m / SAMPLE))
        d = y[1::every] - y[:-1:every]
    else:
        d = np.diff(y)
    if len(d) == 0:
        return float("nan")
    return float(MAD_TO_SIGMA * np.median(np.abs(d)) / np.sqrt(2.0))


def row_medians(rows: np.ndarray) -> np.ndarray:
    """np.median(rows, axis=1) of a 2-D array, a slice of rows at a time: the median's sorted
    copy is never the whole array."""
    count = max(1, SLICE // max(1, rows.shape[1]))
    if rows.shape[0] <= count:
        return np.median(rows, axis=1)
    return np.concatenate([np.median(rows[at:at + count], axis=1) for at in range(0, rows.shape[0], count)])


def local_sigma(resid: np.ndarray, block: int = 200, floor: float = 0.0,
                out: np.ndarray | None = None) -> np.ndarray:
    """Per-point robust noise level: MAD of residuals in blocks, smoothed over neighbours.

    Noise changes along a run (LR schedule, batch size), so one global sigma would make
    the quiet part over-sensitive or the noisy part blind. `out` (float64, `resid`'s length;
    may be `resid` itself, a caller's spent temporary) receives it instead of a new array.
    """
    n = len(resid)
    block = max(10, int(block))
    if n <= block:
        return np.full(n, max(mad_sigma(resid), floor))
    n_blocks = n // block
    body = resid[:n_blocks * block].reshape(n_blocks, block)
    if block > 100:  # a block's MAD needs no more than ~100 of its points
        body = body[:, ::block // 100]
    body = np.abs(body)  # of the points kept only
    per_block = MAD_TO_SIGMA * row_medians(body)
    if n_blocks >= 3:
        padded = np.concatenate([per_block[:1], per_block, per_block[-1:]])
        per_block = np.median(np.stack([padded[:-2], padded[1:-1], padded[2:]]), axis=0)
    centres = np.arange(n_blocks) * block + block / 2.0
    out = np.empty(n) if out is None else out  # `resid` is not read past this point
    # In slices: the positions interpolated at are never a second array of the run's length.
    for at in range(0, n, SLICE):
        stop = min(n, at + SLICE)
        out[at:stop] = np.interp(np.arange(at, stop), centres, per_block)
    np.maximum(out, floor, out=out)
    return out


def tail_sigma(resid: np.ndarray, upper: bool, quantile: float = 0.999) -> float:
    """Sigma implied by one tail of the residuals (Gaussian: equals sigma).

    Heavy-tailed noise makes this larger than the MAD sigma. Callers measure the tail
    opposite to what they look for (spikes: the lower tail), so the events themselves do
    not inflate it.
    """
    from scipy.special import ndtri

    r = _sample(resid)
    r = r[np.isfinite(r)]
    if len(r) < 50:
        return float("nan")
    side = r if upper else -r
    q = min(quantile, 1.0 - 5.0 / len(r))  # need a few points beyond the quantile
    centre = float(np.median(r)) if upper else -float(np.median(r))
    return float((np.quantile(side, q) - centre) / ndtri(q))


def runs_of(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end (exclusive) indices of each run of True in a boolean array."""
    m = np.concatenate([[False], np.asarray(mask, dtype=bool), [False]])
    edges = np.flatnonzero(m[1:] != m[:-1])
    return edges[0::2], edges[1::2]


def merge_runs(starts: np.ndarray, ends: np.ndarray, gap: int) -> tuple[np.ndarray, np.ndarray]:
    """Join runs separated by at most `gap` points (a spike may dip under the line briefly)."""
    if len(starts) <= 1:
        return starts, ends
    keep = np.concatenate([[True], starts[1:] - ends[:-1] > gap])
    new_starts = starts[keep]
    group_end = np.concatenate([np.flatnonzero(keep)[1:], [len(starts)]]) - 1
    return new_starts, ends[group_end]


def bucket(steps: np.ndarray, values: np.ndarray, max_points: int,
           how: str = "median") -> tuple[np.ndarray, np.ndarray]:
    """Reduce a long series to at most `max_points` buckets of equal point count.

    `how` is "median", "max", "min" or "mean"; a bucket keeps its first step. Only for
    analyses on very long series (the readers and the stitcher never resample).
    """
    n = len(values)
    if n <= max_points:
        return steps, values
    size = int(np.ceil(n / max_points))
    n_full = n // size
    body = values[:n_full * size].reshape(n_full, size)
    reducers: dict[str, Callable[..., Any]] = {
        "median": np.nanmedian, "max": np.nanmax, "min": np.nanmin, "mean": np.nanmean}
    reduce = reducers[how]
    reduced = reduce(body, axis=1)
    out_steps = steps[:n_full * size:size]
    if n_full * size < n:
        tail = values[n_full * size:]
        reduced = np.append(reduced, reduce(tail))
        out_steps = np.append(out_steps, steps[n_full * size])
    return out_steps, reduced


def smooth(x: np.ndarray, points: int) -> np.ndarray:
    """A short centred median to judge levels (recovery) without single-point noise."""
    return rolling_median(x, points) if points > 1 else x.copy()
