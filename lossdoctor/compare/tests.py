"""Two-sample tests on final values: Welch's t and Mann-Whitney U, as scipy.stats computes them.

Written out here, with the t distribution from its incomplete beta function, because
`import scipy.stats` alone costs 1.5 s (and scipy.special 0.4 s), more than the budget of a
whole comparison (0.5 s); tests/test_compare_stats.py checks every figure against scipy.
"""

from __future__ import annotations

import math

import numpy as np

EXACT_MAX = 8  # scipy's `method="auto"`: exact U distribution when a side has at most 8 and no ties


def welch(a: np.ndarray, b: np.ndarray) -> float:
    """Two-sided p-value of Welch's t-test (unequal variances), as scipy's ttest_ind(equal_var=False)."""
    va, vb = np.var(a, ddof=1) / len(a), np.var(b, ddof=1) / len(b)
    if va + vb == 0:
        return 1.0 if np.mean(a) == np.mean(b) else 0.0
    t = (np.mean(a) - np.mean(b)) / math.sqrt(va + vb)
    df = (va + vb) ** 2 / (va ** 2 / (len(a) - 1) + vb ** 2 / (len(b) - 1))
    # Two-sided tail of Student's t: P(|T| > t) = I_{df / (df + t^2)}(df / 2, 1 / 2).
    return float(min(1.0, _betainc(df / 2.0, 0.5, df / (df + t * t))))


def mann_whitney(a: np.ndarray, b: np.ndarray) -> float:
    """Two-sided p-value of the Mann-Whitney U test, as scipy's mannwhitneyu(method="auto")."""
    n1, n2 = len(a), len(b)
    both = np.concatenate((a, b))
    ranks = _ranks(both)
    u1 = float(ranks[:n1].sum() - n1 * (n1 + 1) / 2)
    u = max(u1, n1 * n2 - u1)
    _, counts = np.unique(both, return_counts=True)
    ties = bool(np.any(counts > 1))
    if max(n1, n2) <= EXACT_MAX and not ties:
        return float(min(1.0, 2.0 * _exact_sf(n1, n2, int(round(u)))))
    n = n1 + n2
    tie_term = float(np.sum(counts ** 3 - counts)) / (n * (n - 1))
    sd = math.sqrt(n1 * n2 / 12.0 * ((n + 1) - tie_term))
    if sd == 0:
        return 1.0
    z = (u - n1 * n2 / 2.0 - 0.5) / sd
    return float(min(1.0, math.erfc(z / math.sqrt(2.0))))


def _ranks(values: np.ndarray) -> np.ndarray:
    """Ranks from 1, ties getting their average rank."""
    order = np.argsort(values, kind="mergesort")
    ranks = np.empty(len(values), dtype=np.float64)
    ranks[order] = np.arange(1, len(values) + 1)
    for value in np.unique(values):
        same = values == value
        if same.sum() > 1:
            ranks[same] = ranks[same].mean()
    return ranks


def _exact_sf(n1: int, n2: int, u: int) -> float:
    """P(U >= u) under the null: counts of U over all orderings, by the usual recursion."""
    # ways[i][j] is the distribution of U for samples of i and j (a vector over u values).
    ways = [[np.ones(1) for _ in range(n2 + 1)] for _ in range(n1 + 1)]
    for i in range(1, n1 + 1):
        for j in range(1, n2 + 1):
            left = np.concatenate((np.zeros(j), ways[i - 1][j]))  # the largest value is from a: +j
            right = ways[i][j - 1]
            size = max(len(left), len(right))
            ways[i][j] = np.pad(left, (0, size - len(left))) + np.pad(right, (0, size - len(right)))
    dist = ways[n1][n2]
    return float(dist[u:].sum() / dist.sum())


def _betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b), by its continued fraction (Lentz)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    if x > (a + 1.0) / (a + b + 2.0):  # the fraction converges fast only below the mean
        return 1.0 - _betainc(b, a, 1.0 - x)
    log_front = (math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b)
                 + a * math.log(x) + b * math.log1p(-x))
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1.0)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 500):
        for numerator in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                          -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + numerator * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + numerator / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return math.exp(log_front) * h / a
