"""Trend kernels: a bucketed smooth curve, robust slope test, rise onset and level shifts.

Trends live at the scale of hundreds of steps, so these kernels work on a curve reduced
to a few hundred bucket medians of log-loss: cheap on a million points, and robust to
single-batch outliers. Per-point kernels (noise, log-loss) come from `signal`.
"""

from __future__ import annotations

import math
import weakref
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.signal import diff_sigma, log_loss, row_medians
from lossdoctor.model import Series


@dataclass(frozen=True)
class Curve:
    """A series reduced to bucket medians of log-loss.

    `steps` is each bucket's median step, `level` its median log-loss, `size` its point
    count; `noise` the sigma of one bucket median, `point_noise` the sigma of one point.
    `last_step` is the last finite step; `nonfinite_tail` says whether the series ended
    in non-finite values (a blow-up to NaN or inf), with `first_bad_step` the first one.
    """

    steps: np.ndarray
    level: np.ndarray
    size: np.ndarray
    noise: float
    point_noise: float
    last_step: int
    nonfinite_tail: bool
    first_bad_step: int | None

    def __len__(self) -> int:
        return int(self.level.shape[0])

    def step_at(self, position: float) -> int:
        """The step at a fractional bucket position (linear between bucket centres)."""
        return int(round(float(np.interp(position, np.arange(len(self)), self.steps))))

    def index_of(self, step: float) -> int:
        """The first bucket whose centre is at or after `step`."""
        return min(int(np.searchsorted(self.steps, step, side="left")), len(self) - 1)


_CURVES: weakref.WeakKeyDictionary[Series, dict[int, Curve | None]] = weakref.WeakKeyDictionary()


def series_curve(series: Series, max_buckets: int) -> Curve | None:
    """`reduce_curve` of a series, computed once per series and bucket count (several
    detectors read the same long loss series)."""
    per = _CURVES.setdefault(series, {})
    if max_buckets not in per:
        per[max_buckets] = reduce_curve(series.steps, series.values, max_buckets=max_buckets)
    return per[max_buckets]


def reduce_curve(steps: np.ndarray, values: np.ndarray, max_buckets: int = 400,
                 min_size: int = 1) -> Curve | None:
    """Bucket the finite log-loss into at most `max_buckets` equal-count buckets.

    None when there are fewer than two finite points.
    """
    logs, ok = log_loss(values)
    bad = ~ok
    nonfinite_tail = bool(len(values) and bad[-1] and ok.any())
    first_bad_step = None
    if nonfinite_tail:
        last_ok = int(np.flatnonzero(ok)[-1])
        first_bad_step = int(steps[last_ok + 1])
    every = bool(ok.all())
    del bad
    # No copy of the log-loss where every point is kept; x is float64 steps either way.
    x, y = (steps if every else steps[ok]).astype(np.float64), (logs if every else logs[ok])
    n = len(y)
    if n < 2:
        return None
    n_buckets = max(1, min(max_buckets, n // max(min_size, 1)))
    size = int(math.ceil(n / n_buckets))
    n_full = n // size
    level = row_medians(y[:n_full * size].reshape(n_full, size))
    centre = row_medians(x[:n_full * size].reshape(n_full, size))
    sizes = np.full(n_full, size)
    if n_full * size < n:
        level = np.append(level, np.median(y[n_full * size:]))
        centre = np.append(centre, np.median(x[n_full * size:]))
        sizes = np.append(sizes, n - n_full * size)
    point = diff_sigma(y)
    # Bucket medians of iid noise: 1.2533 sigma / sqrt(size). Real noise drifts and
    # correlates, so the bucket-to-bucket scatter is a floor as well.
    from_points = 1.2533 * point / math.sqrt(size)
    from_buckets = diff_sigma(level) if len(level) >= 8 else from_points
    noise = max(from_points, from_buckets, 1e-6)
    return Curve(centre, level, sizes, float(noise), float(point), int(x[-1]),
                 nonfinite_tail, first_bad_step)


def normal_cdf(z: float) -> float:
    """P(Z <= z) for a standard normal."""
    return 0.5 * (1.0 + math.erf(z / math.sqrt(2.0)))


def robust_slope(x: np.ndarray, y: np.ndarray, trim: float = 0.1) -> tuple[float, float]:
    """dlib-style slope test: OLS, drop the top `trim` residuals, refit.

    Returns (slope, P(slope > 0)). dlib discards the largest values so one huge spike
    cannot make a flat stretch look like a rise.
    """
    if len(x) < 3:
        return 0.0, 0.5
    slope, icpt = np.polyfit(x, y, 1)
    resid = y - (slope * x + icpt)
    keep = resid <= np.quantile(resid, 1.0 - trim) if len(x) >= 10 else np.ones(len(x), bool)
    xs, ys = x[keep], y[keep]
    if len(xs) < 3 or np.ptp(xs) == 0:
        return float(slope), 0.5
    slope, icpt = np.polyfit(xs, ys, 1)
    resid = ys - (slope * xs + icpt)
    dof = max(len(xs) - 2, 1)
    se = math.sqrt(float(resid @ resid) / dof / float(((xs - xs.mean()) ** 2).sum()))
    if se == 0:
        return float(slope), 1.0 if slope > 0 else 0.0
    return float(slope), normal_cdf(float(slope) / se)


def rise_onset(x: np.ndarray, y: np.ndarray, lo: int, hi: int,
               powers: tuple[float, ...] = (1.0, 1.5, 2.0)) -> int:
    """Where a rise begins: the best hinge of y = a + b*log(x) + c*max(0, x - x[k])**p, k in [lo, hi).

    A continuous piecewise fit (ruptures' `clinear` idea, with convex rises allowed) puts
    the onset where the curve leaves its previous trend, not where the rise first
    exceeds the noise, which is later. The fit is repeated once without the points far
    above it, so a spike just before the rise does not drag the onset back.
    """
    lo, hi = max(lo, 0), min(hi, len(x) - 1)
    if hi <= lo:
        return lo
    span = float(x[-1] - x[0]) or 1.0
    u = (x - x[0]) / span
    # The trend before the rise is a power-law decay: linear in log(step), not in step.
    v = np.log(np.maximum(x, 1.0))
    v = (v - v.mean()) / (np.ptp(v) or 1.0)
    ks = np.arange(lo, hi)
    keep = np.ones(len(x), dtype=bool)
    k, fit = _best_hinge(u, v, y, ks, powers, keep)
    resid = y - fit
    scale = 1.4826 * float(np.median(np.abs(resid - np.median(resid)))) or 1e-12
    keep = resid < 4.0 * scale
    if keep.sum() >= 5 and not keep.all():
        k, _ = _best_hinge(u, v, y, ks, powers, keep)
    return k


def onset_near_minimum(x: np.ndarray, y: np.ndarray, lowest: int, noise: float | None = None,
                       trim_window: bool = True, hold_bottom: bool = True) -> int:
    """The onset of a rise that runs from index `lowest` (its minimum) to the end.

    The hinge is fitted over the rise and twice its length of history before it (a
    power-law decay is close to linear in log(step) only over such a window). With a
    `noise` level, the window and the onset also stay on the flat bottom around the
    minimum: while the curve was still far above it (the first descent of a run, a
    hump), the rise had not begun. `trim_window=False` keeps the long history in the fit
    (sparse, smooth eval curves need it to pin the decay). `hold_bottom=False` lets the onset
    sit anywhere on a flat bottom: an eval loss that turns up slowly (overfitting) has left
    its trend where the hinge says, often long before it last touched its minimum.
    """
    n = len(x)
    length = n - lowest
    lo = max(0, lowest - 2 * length)
    floor = 0
    if noise:
        falling = np.flatnonzero(y[:lowest] > y[lowest] + 3.0 * noise)
        if len(falling):
            floor = int(falling[-1]) + 1
            if trim_window:
                lo = max(lo, min(floor - 2, lowest - 3))
    lo = max(lo, 0)
    # On a flat bottom the noisy minimum can come long before the rise: search up to the end.
    k = lo + rise_onset(x[lo:], y[lo:], max(lowest - lo - length, 1), max(n - lo - 3, 1))
    if noise and hold_bottom:
        # Nor long before the curve last sat at its minimum: a noisy or spiky rise can pull
        # a hinge back to the start of its window.
        from lossdoctor.detectors.signal import rolling_median

        smooth = rolling_median(y, 5)
        stayed = np.flatnonzero(smooth[lowest:] <= y[lowest] + 3.0 * noise)
        end_of_bottom = lowest + int(stayed[-1]) if len(stayed) else lowest
        at_min = np.flatnonzero(smooth[:end_of_bottom + 1] <= y[lowest] + noise)
        last_min = int(at_min[-1]) if len(at_min) else lowest
        k = max(k, last_min - int(0.1 * (n - last_min)))
    return max(k, floor)


def _best_hinge(u: np.ndarray, v: np.ndarray, y: np.ndarray, ks: np.ndarray,
                powers: tuple[float, ...], keep: np.ndarray) -> tuple[int, np.ndarray]:
    """Least-squares hinge fit over candidate onsets (kept points only): (onset, fitted curve)."""
    w = keep.astype(np.float64)
    best_sse, best_k, best_fit = np.inf, int(ks[0]), np.full(len(y), float(np.median(y)))
    for p in powers:
        hinge = np.clip(u[None, :] - u[ks, None], 0.0, None) ** p  # (K, n)
        hw = hinge * w
        # Normal equations for [1, v, hinge] per candidate, solved in one batch.
        a = np.empty((len(ks), 3, 3))
        a[:, 0, 0] = w.sum()
        a[:, 0, 1] = a[:, 1, 0] = w @ v
        a[:, 1, 1] = w @ (v * v)
        a[:, 0, 2] = a[:, 2, 0] = hw.sum(axis=1)
        a[:, 1, 2] = a[:, 2, 1] = hw @ v
        a[:, 2, 2] = (hw * hinge).sum(axis=1) + 1e-12
        b = np.stack([np.full(len(ks), w @ y), np.full(len(ks), (w * v) @ y), hw @ y], axis=1)
        coef = np.linalg.solve(a, b[:, :, None])[:, :, 0]
        # The trend before the onset may fall or stay flat, never rise: where the free fit
        # wants a rising trend (a concave rise absorbed by log(step)), refit without it.
        rising = coef[:, 1] > 0
        if rising.any():
            a2 = a[rising][:, [0, 2]][:, :, [0, 2]]
            b2 = b[rising][:, [0, 2]]
            c2 = np.linalg.solve(a2, b2[:, :, None])[:, :, 0]
            coef[rising] = np.stack([c2[:, 0], np.zeros(len(c2)), c2[:, 1]], axis=1)
        fit = coef[:, :1] + coef[:, 1:2] * v[None, :] + coef[:, 2:3] * hinge
        sse = (((fit - y[None, :]) ** 2) * w[None, :]).sum(axis=1)
        sse[coef[:, 2] <= 0] = np.inf  # only rises
        j = int(np.argmin(sse))
        if sse[j] < best_sse:
            best_sse, best_k, best_fit = float(sse[j]), int(ks[j]), fit[j]
    return best_k, best_fit


def window_median(steps: np.ndarray, y: np.ndarray, lo: float, hi: float) -> float:
    """Median of the finite y with lo <= step < hi (NaN when empty)."""
    a, b = np.searchsorted(steps, lo, side="left"), np.searchsorted(steps, hi, side="left")
    part = y[a:b]
    part = part[np.isfinite(part)]
    return float(np.median(part)) if len(part) else float("nan")


def lr_change(lr_series: list, lo: float, hi: float, ratio: float = 0.7) -> float | None:
    """How far a logged learning rate moved between steps lo and hi, when it moved a lot.

    Returns min(lowest/at_lo, at_lo/highest) over the LR at lo, inside [lo, hi] and at hi
    when that is below `ratio` (a decay phase, a step drop, a warm-up), else None.
    `lr_series` is the run's LR-role series; the first one with points is used.
    """
    for series in lr_series:
        ok = np.isfinite(series.values) & (series.values > 0)
        steps, values = series.steps[ok], series.values[ok]
        if len(steps) < 2:
            continue
        at_lo, at_hi = np.interp([lo, hi], steps, values)
        inside = values[(steps >= lo) & (steps <= hi)]
        levels = np.concatenate([[at_lo, at_hi], inside])
        factor = float(min(levels.min() / at_lo, at_lo / levels.max()))
        return factor if factor < ratio else None
    return None
