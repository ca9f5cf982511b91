"""Kernels for replayed data after a resume: residual cross-correlation and level steps.

A batch's loss fluctuation belongs to its data, so a dataloader that restarts and feeds
the same batches in the same order repeats the fluctuations of the steps that first saw
them. The residuals after a resume, correlated against the whole earlier history (live
points before the resume, dead points of the crashed attempt after it) at every offset,
peak at the replay offset. One FFT per window size searches every offset at once.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.signal import MAD_TO_SIGMA, rolling_median

# Window sizes (points) over which the correlation is measured: a short replay is not
# diluted by the long stretch of fresh data after it, a long one gains power.
SCALES = (64, 256, 1024)


def residuals(logs: np.ndarray, window: int = 31) -> np.ndarray:
    """Fluctuations around a rolling median, winsorised at 3 sigma (NaN stays NaN)."""
    out = np.full(len(logs), np.nan)
    ok = np.isfinite(logs)
    if ok.sum() < 3:
        return out
    y = logs[ok]
    r = y - rolling_median(y, min(window, (len(y) // 2) * 2 - 1 if len(y) > 2 else 1))
    scale = MAD_TO_SIGMA * float(np.median(np.abs(r))) or 1e-12
    out[ok] = np.clip(r / scale, -3.0, 3.0)
    return out


def on_grid(steps: np.ndarray, values: np.ndarray, origin: int, spacing: int, length: int) -> np.ndarray:
    """Values placed on a regular step grid (NaN where nothing was logged)."""
    grid = np.full(length, np.nan)
    index = (steps - origin) // spacing
    ok = (index >= 0) & (index < length) & ((steps - origin) % spacing == 0)
    grid[index[ok]] = values[ok]
    return grid


@dataclass(frozen=True)
class Match:
    """The best offset: `post[i]` repeats `ref[i - offset]` (offsets in grid points)."""

    offset: int
    correlation: float
    z: float
    points: int


def fftconvolve_valid(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """numpy's FFT convolution, 'valid' part (len(a) >= len(b)).

    Same result as scipy.signal.fftconvolve(a, b, mode="valid") to ~1e-13, without the
    0.6-1.3 s import of scipy.signal in every process that reaches a replay search.
    """
    n = len(a) + len(b) - 1
    size = 1 << (n - 1).bit_length()
    full = np.fft.irfft(np.fft.rfft(a, size) * np.fft.rfft(b, size), size)[:n]
    return full[len(b) - 1:len(a)]


def search(ref: np.ndarray, anchor: int, post: np.ndarray, min_offset: int = 1) -> Match | None:
    """Search every offset k >= min_offset: does post[i] repeat ref[anchor + i - k]?

    `ref` is the earlier history on the grid (NaN where missing), `anchor` the grid
    index in `ref` of the first post point. Returns the best offset by z-score
    (correlation * sqrt(overlap)) over the window sizes in SCALES.
    """
    best: Match | None = None
    ref_ok = np.isfinite(ref)
    r0 = np.where(ref_ok, ref, 0.0)
    for scale in SCALES:
        m = min(scale, len(post))
        if m < 32:
            continue
        w = post[:m]
        w_ok = np.isfinite(w)
        if w_ok.sum() < 0.8 * m:
            continue
        w0 = np.where(w_ok, w, 0.0)
        # c[j] = sum_i w[i] * ref[j + i]; lag k = anchor - j.
        num = fftconvolve_valid(r0, w0[::-1])
        energy = fftconvolve_valid(r0 * r0, w_ok[::-1].astype(float))
        count = fftconvolve_valid(ref_ok.astype(float), w_ok[::-1].astype(float))
        wnorm = float(w0 @ w0)
        j = np.arange(len(num))
        k = anchor - j
        valid = (k >= min_offset) & (count >= 0.8 * w_ok.sum()) & (energy > 0)
        if not valid.any() or wnorm == 0:
            continue
        rho = np.where(valid, num / np.sqrt(np.maximum(energy, 1e-12) * wnorm), -np.inf)
        z = rho * np.sqrt(np.maximum(count, 1.0))
        top = int(np.argmax(z))
        if best is None or z[top] > best.z:
            best = Match(int(k[top]), float(rho[top]), float(z[top]), int(round(count[top])))
    return best


def z_threshold(n_offsets: int, margin: float = 2.5) -> float:
    """A z that pure noise exceeds rarely across `n_offsets` tries (Bonferroni-like)."""
    return math.sqrt(2.0 * math.log(max(n_offsets, 2) * len(SCALES))) + margin


def level(steps: np.ndarray, logs: np.ndarray, lo: float, hi: float) -> tuple[float, int]:
    """Median log-loss of the finite points with lo <= step < hi, and how many there were."""
    a, b = np.searchsorted(steps, lo, "left"), np.searchsorted(steps, hi, "left")
    part = logs[a:b]
    part = part[np.isfinite(part)]
    return (float(np.median(part)), len(part)) if len(part) else (float("nan"), 0)


def biggest_step_up(steps: np.ndarray, logs: np.ndarray, lo: int, hi: int, width: int) -> tuple[int, float]:
    """The step in [lo, hi) where the median level jumps up most between the `width`
    points before and after it: (step, jump in log units)."""
    ok = np.isfinite(logs)
    s, y = steps[ok], logs[ok]
    a, b = int(np.searchsorted(s, lo, "left")), int(np.searchsorted(s, hi, "left"))
    if b - a < 2 * width + 1:
        return int(lo), 0.0
    med = rolling_median(y, 2 * (width // 2) + 1)
    idx = np.arange(max(a, width), min(b, len(y) - width))
    if not len(idx):
        return int(lo), 0.0
    jump = med[np.minimum(idx + width // 2, len(y) - 1)] - med[np.maximum(idx - 1 - width // 2, 0)]
    top = int(np.argmax(jump))
    return int(s[idx[top]]), float(jump[top])
