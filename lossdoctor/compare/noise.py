"""How much one run's smoothed curve wanders by chance: the yardstick of every difference.

With two or more baseline runs, the spread between them (base-vs-base), bin by bin, is the
run-to-run noise: it holds everything a new seed changes (init, data order, kernels), including
slow drifts that no single curve shows. One baseline run cannot show that spread: each curve's
own bin-to-bin roughness is used instead, and the report says that this basis is weaker.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.compare.grid import moving_mean

SEEDS = "baseline seeds"
OWN = "own noise"
# Beyond this many standard deviations a difference decides. Fewer baseline runs measure the
# spread less surely (a Student t with few degrees of freedom has heavy tails): ask for more.
THRESHOLD = {2: 6.0, 3: 5.0, 4: 5.0}
THRESHOLD_MANY = 4.5
THRESHOLD_OWN = 6.0
ENTER = 2.5  # a stretch extends over neighbours beyond this many standard deviations
MAD = 0.6745
COARSE_MIN = 3


def threshold(basis: str, runs: int) -> float:
    """How many standard deviations of the difference decide, for this basis."""
    if basis == OWN:
        return THRESHOLD_OWN
    return THRESHOLD.get(runs, THRESHOLD_MANY)


def own_noise(bins: np.ndarray, window: int) -> np.ndarray:
    """One curve's noise per bin, after smoothing over `window` bins, from its own roughness.

    Measured at two scales, the larger counting: bin to bin (step noise, which averaging over
    `window` bins shrinks by sqrt(window)), and window to window (slow wander that averaging
    does not remove, as a seed's drift). The second difference removes the trend (up to its
    curvature, which only overstates the noise); a running median keeps a spike from counting.
    """
    fine = _roughness(bins) / np.sqrt(max(window, 1))
    # Even on a short grid (a sparse eval loss), wander is read over blocks of a few bins.
    block = max(window, COARSE_MIN)
    if len(bins) < 3 * block:
        return fine
    blocks = moving_mean(bins, block)[::block]
    coarse = np.interp(np.arange(len(bins)), np.arange(len(blocks)) * block, _roughness(blocks))
    return np.maximum(fine, coarse)


def _roughness(values: np.ndarray) -> np.ndarray:
    """Local noise of a sequence from the running median size of its second differences."""
    n = len(values)
    if n < 3:
        return np.full(n, np.inf)
    second = np.abs(values[1:-1] - 0.5 * (values[:-2] + values[2:])) * np.sqrt(2.0 / 3.0)
    second = np.concatenate(([second[0]], second, [second[-1]]))
    return _running_median(second, min(n, 9) | 1) / MAD


def seeds_noise(smoothed: np.ndarray, window: int) -> np.ndarray:
    """Run-to-run noise per bin from several baseline runs' smoothed curves (runs x bins).

    The variance across runs is averaged over a wide window (more degrees of freedom from only
    a few runs) and over a narrow one (a local bump of spread, early in training, is kept): the
    larger of the two counts.
    """
    var = np.var(smoothed, axis=0, ddof=1)
    wide = moving_mean(var, max(5, len(var) // 8) | 1)
    narrow = moving_mean(var, max(1, window) | 1)
    return np.sqrt(np.maximum(wide, narrow))


def _running_median(values: np.ndarray, width: int) -> np.ndarray:
    """Centred running median."""
    from numpy.lib.stride_tricks import sliding_window_view

    half = width // 2
    if len(values) <= width:
        return np.full(len(values), float(np.median(values)))
    # Edges repeat the end values (np.median is several times faster than np.nanmedian).
    padded = np.concatenate((np.full(half, values[0]), values, np.full(half, values[-1])))
    return np.median(sliding_window_view(padded, width), axis=1)
