"""Is the new side better, the same within noise, or worse, and from which bin of the grid?"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from lossdoctor.compare import noise
from lossdoctor.compare.grid import moving_mean
from lossdoctor.compare.model import Stretch, Verdict

WINDOWS = 40  # the grid is smoothed over 1/40 of its length: from_step is found to ~2.5%
END_SHARE = 10  # a stretch ending in the last tenth of the compared range lasts to the end


@dataclass(frozen=True)
class Judgement:
    """The difference of the two sides on the grid, its noise, and what decides."""

    verdict: Verdict
    decisive: Stretch | None
    others: tuple[Stretch, ...]
    difference: np.ndarray  # new mean minus baseline mean, smoothed
    noise: np.ndarray  # one standard deviation of `difference`
    new_mean: np.ndarray
    baseline_mean: np.ndarray
    threshold: float
    basis: str


def window_for(bins: int) -> int:
    """The smoothing window in bins (odd)."""
    return max(1, bins // WINDOWS) | 1


def judge(new_bins: np.ndarray, base_bins: np.ndarray, lower_is_better: bool) -> Judgement:
    """Compare two stacks of bin averages (runs x bins), at a fine window, then a coarse one.

    The fine window places the change to ~2.5% of the range. A sparse or noisy curve (a run
    logged every 50 steps: a few points a window) can hide a lasting difference there that a
    window four times wider shows; its start is then placed by the change point of the raw
    bin differences near the coarse stretch's start.
    """
    bins = new_bins.shape[1]
    fine = _judge_at(new_bins, base_bins, lower_is_better, window_for(bins))
    coarse_window = 4 * window_for(bins) + 1
    if fine.decisive is not None or bins < 3 * coarse_window:
        return fine
    coarse = _judge_at(new_bins, base_bins, lower_is_better, coarse_window)
    if coarse.decisive is None:
        return fine
    s = coarse.decisive
    raw = new_bins.mean(axis=0) - base_bins.mean(axis=0)
    lo, hi = max(0, s.start - coarse_window), min(bins - 1, s.start + 2 * coarse_window)
    start = lo + change_point(raw[lo:hi + 1])
    moved = Stretch(start, max(start, s.end), s.sign, s.peak, s.weight)
    return replace(coarse, decisive=moved)


def change_point(values: np.ndarray) -> int:
    """Index where the mean of `values` shifts (the largest excursion of the centred cumulative sum)."""
    if len(values) < 3:
        return 0
    walk = np.cumsum(values - values.mean())
    return int(np.argmax(np.abs(walk[:-1]))) + 1


def _judge_at(new_bins: np.ndarray, base_bins: np.ndarray, lower_is_better: bool, window: int) -> Judgement:
    """The judgement with the curves smoothed over `window` bins."""
    bins = new_bins.shape[1]
    new_s = np.stack([moving_mean(row, window) for row in new_bins])
    base_s = np.stack([moving_mean(row, window) for row in base_bins])
    n_new, n_base = len(new_s), len(base_s)
    own_new = _rms([noise.own_noise(row, window) for row in new_bins])
    own_base = _rms([noise.own_noise(row, window) for row in base_bins])
    if n_base >= 2:
        basis = noise.SEEDS
        # The spread of a few seeds can be small by chance: never below what each curve's own
        # roughness already shows.
        seeds = noise.seeds_noise(base_s, window)
        se = np.sqrt(np.maximum(seeds, own_new) ** 2 / n_new + np.maximum(seeds, own_base) ** 2 / n_base)
    else:
        basis = noise.OWN
        se = np.sqrt(own_new ** 2 / n_new + own_base ** 2 / n_base)
    new_mean, base_mean = new_s.mean(axis=0), base_s.mean(axis=0)
    diff = new_mean - base_mean
    floor = 1e-12 * np.maximum(np.abs(base_mean), 1e-12)
    se = np.maximum(se, floor)
    threshold = noise.threshold(basis, n_base)
    worse_sign = 1 if lower_is_better else -1
    found = stretches(diff / se, threshold, min_length=max(2, window))
    decisive = _decisive(found, bins, worse_sign)
    verdict = Verdict.SAME if decisive is None else Verdict.WORSE if decisive.sign == worse_sign else Verdict.BETTER
    others = tuple(s for s in found if s is not decisive)
    return Judgement(verdict, decisive, others, diff, se, new_mean, base_mean, threshold, basis)


def _decisive(found: list[Stretch], bins: int, worse_sign: int) -> Stretch | None:
    """The stretch that answers: the one that lasts to the end of training, else the worst.

    Where training ends is what a run delivers: a recipe that is behind for a while and ends
    ahead is better (the earlier stretch is still reported), and one that ends behind is worse.
    A worse stretch that does not last (an instability that recovered) is still worse. A lead
    that does not last is only reported: it is as often the baseline's bad luck (a spike the
    new side happened to miss) as the new side's merit.
    """
    at_end = [s for s in found if s.end >= bins - 1 - max(1, bins // END_SHARE)]
    if at_end:
        return max(at_end, key=lambda s: s.end)
    worse = [s for s in found if s.sign == worse_sign]
    return max(worse, key=lambda s: s.weight) if worse else None


def stretches(z: np.ndarray, threshold: float, *, min_length: int) -> list[Stretch]:
    """Runs of bins beyond ENTER deviations in one direction that reach `threshold` somewhere."""
    sign = np.where(z > noise.ENTER, 1, np.where(z < -noise.ENTER, -1, 0))
    out = []
    change = np.flatnonzero(np.diff(sign) != 0) + 1
    starts = np.concatenate(([0], change))
    ends = np.concatenate((change, [len(z)])) - 1
    for start, end in zip(starts.tolist(), ends.tolist()):
        if sign[start] == 0 or end - start + 1 < min_length:
            continue
        part = np.abs(z[start:end + 1])
        peak = float(part.max())
        if peak >= threshold:
            out.append(Stretch(start, end, int(sign[start]), peak, float(part.sum())))
    return out


def _rms(rows: list[np.ndarray]) -> np.ndarray:
    return np.sqrt(np.mean(np.square(np.stack(rows)), axis=0))
