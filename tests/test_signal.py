"""The shared numeric kernels: exact on simple inputs, causal where they claim to be."""

from __future__ import annotations

import numpy as np
import pytest

from lossdoctor.detectors import signal


def test_log_loss_masks_non_finite_and_non_positive() -> None:
    y, ok = signal.log_loss(np.array([1.0, np.e, np.nan, np.inf, 0.0, -1.0]))
    assert ok.tolist() == [True, True, False, False, False, False]
    assert y[:2] == pytest.approx([0.0, 1.0])
    assert np.isnan(y[2:]).all()


def test_spacing_and_points_for_steps() -> None:
    steps = np.arange(0, 1000, 25)
    assert signal.spacing(steps) == 25
    assert signal.points_for_steps(steps, 250) == 10
    assert signal.points_for_steps(steps, 5, minimum=2) == 2
    assert signal.spacing(np.array([7])) == 1.0
    assert signal.index_of_step(steps, 30) == 2
    assert signal.index_of_step(steps, 5000) == len(steps)


def test_rolling_median_keeps_a_line_exact_even_at_the_edges() -> None:
    x = np.arange(500, dtype=float) * 0.5
    assert np.allclose(signal.rolling_median(x, 51), x)
    assert np.allclose(signal.rolling_median(x[:30], 51), x[:30])  # shorter than the window


def test_rolling_median_removes_single_outliers() -> None:
    x = np.zeros(200)
    x[100] = 50.0
    assert signal.rolling_median(x, 5).max() == 0.0


def test_lagged_median_is_causal_with_its_lag() -> None:
    rng = np.random.default_rng(1)
    x = rng.normal(size=400)
    base = signal.lagged_median(x, 21, lag=2)
    changed = x.copy()
    changed[300:] += 100.0  # the future must not move the baseline before it
    moved = signal.lagged_median(changed, 21, lag=2)
    assert np.array_equal(base[:303], moved[:303], equal_nan=True)
    assert moved[303] != base[303]
    assert np.isnan(base[:3]).all() and np.isfinite(base[3:]).all()
    # index 350: the median of the 21 points ending 3 before it
    assert base[350] == pytest.approx(np.median(x[350 - 3 - 20:350 - 2]))


def test_noise_estimates_on_gaussian_noise() -> None:
    rng = np.random.default_rng(2)
    noise = rng.normal(0, 0.05, 20_000)
    trend = np.linspace(3, 1, 20_000)
    assert signal.mad_sigma(noise) == pytest.approx(0.05, rel=0.05)
    assert signal.diff_sigma(trend + noise) == pytest.approx(0.05, rel=0.05)
    local = signal.local_sigma(np.concatenate([noise[:10_000], noise[10_000:] * 4]), block=500)
    assert local[1000] == pytest.approx(0.05, rel=0.15)
    assert local[-1000] == pytest.approx(0.2, rel=0.15)
    assert signal.tail_sigma(noise, upper=False) == pytest.approx(0.05, rel=0.2)


def test_tail_sigma_sees_heavy_tails() -> None:
    rng = np.random.default_rng(3)
    t3 = rng.standard_t(3, 20_000)
    assert signal.tail_sigma(t3, upper=True) / signal.mad_sigma(t3) > 2.0
    assert np.isnan(signal.tail_sigma(t3[:10], upper=True))


def test_runs_of_and_merge_runs() -> None:
    starts, ends = signal.runs_of(np.array([0, 1, 1, 0, 0, 1, 0, 1, 1], dtype=bool))
    assert starts.tolist() == [1, 5, 7] and ends.tolist() == [3, 6, 9]
    merged = signal.merge_runs(starts, ends, gap=1)  # one missing point between 6 and 7
    assert merged[0].tolist() == [1, 5] and merged[1].tolist() == [3, 9]
    merged = signal.merge_runs(starts, ends, gap=2)
    assert merged[0].tolist() == [1] and merged[1].tolist() == [9]
    merged = signal.merge_runs(starts, ends, gap=0)
    assert merged[0].tolist() == [1, 5, 7]


def test_bucket_reduces_long_series() -> None:
    steps = np.arange(10)
    values = np.arange(10, dtype=float)
    out_steps, out = signal.bucket(steps, values, 4, how="max")
    assert out_steps.tolist() == [0, 3, 6, 9] and out.tolist() == [2, 5, 8, 9]
    same = signal.bucket(steps, values, 20)
    assert same[1] is values


def _reference_rolling_median(x: np.ndarray, size: int) -> np.ndarray:
    """The plain definition: a symmetric window shrinking at the ends, one np.median each."""
    n, half = len(x), max(1, int(size) | 1) // 2
    return np.array([np.median(x[i - min(i, n - 1 - i, half):i + min(i, n - 1 - i, half) + 1])
                     for i in range(n)])


@pytest.mark.parametrize("n, size", [(1, 5), (2, 5), (6, 7), (7, 7), (50, 51), (52, 51), (300, 21), (2000, 101)])
def test_rolling_median_matches_its_definition(n: int, size: int) -> None:
    from lossdoctor.detectors.signal import rolling_median

    x = np.random.default_rng(n).standard_t(3, n)
    assert np.allclose(rolling_median(x, size), _reference_rolling_median(x, size))
    x[n // 2] = np.nan
    got, want = rolling_median(x, size), _reference_rolling_median(x, size)
    assert np.array_equal(np.isnan(got[: size // 2]), np.isnan(want[: size // 2]))


def test_lagged_median_in_place_is_the_copy() -> None:
    rng = np.random.default_rng(3)
    for n in (1, 5, 12, 40, 1000):
        x = rng.normal(size=n)
        for size, lag in ((5, 0), (7, 3), (101, 2)):
            med = signal.rolling_median(x, size)
            expected = signal.lagged_median(x, size, lag, centred=med)
            assert np.array_equal(signal.lagged_median(x, size, lag), expected, equal_nan=True)
            assert np.array_equal(signal.lagged_median(x, size, lag, centred=med.copy(), spent=True), expected,
                                  equal_nan=True)


def test_exceeds_and_local_sigma_into_a_given_array_match_the_whole_array_forms(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(signal, "SLICE", 7)
    rng = np.random.default_rng(4)
    base, a, b, limit = (rng.normal(size=100) for _ in range(4))
    base[:5] = np.nan
    expected = np.isfinite(base) & ((a - base > 0.5 * limit) | (b - base > 0.5 * np.abs(limit)))
    assert np.array_equal(signal.exceeds(base, ((a, limit, 0.5), (b, np.abs(limit), 0.5))), expected)
    resid = rng.normal(size=5000)
    expected_sigma = signal.local_sigma(resid.copy(), block=404, floor=0.1)
    assert np.array_equal(signal.local_sigma(resid, block=404, floor=0.1, out=resid), expected_sigma)
