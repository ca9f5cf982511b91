"""Trend kernels: bucketed curves, the robust slope test, rise onsets, LR changes."""

from __future__ import annotations

import numpy as np
import pytest

from lossdoctor.detectors.trend import (
    lr_change, onset_near_minimum, reduce_curve, rise_onset, robust_slope, series_curve, window_median,
)
from lossdoctor.model import Series


def test_reduce_curve_buckets_and_tail() -> None:
    steps = np.arange(1000)
    values = np.exp(np.linspace(1.0, 0.0, 1000))
    values[990:] = np.nan
    curve = reduce_curve(steps, values, max_buckets=99)
    assert curve is not None and len(curve) == 99 and curve.size.sum() == 990
    assert curve.nonfinite_tail and curve.first_bad_step == 990 and curve.last_step == 989
    assert curve.level[0] == pytest.approx(np.median(np.linspace(1.0, 0.0, 1000)[:10]))
    assert reduce_curve(steps[:1], values[:1]) is None


def test_series_curve_is_computed_once() -> None:
    series = Series.named("loss", np.arange(500), np.linspace(3, 2, 500))
    assert series_curve(series, 50) is series_curve(series, 50)
    assert series_curve(series, 50) is not series_curve(series, 60)


def test_robust_slope_ignores_one_huge_spike() -> None:
    rng = np.random.default_rng(0)
    x = np.arange(200.0)
    flat = rng.normal(0, 0.01, 200)
    flat[150] = 5.0  # dlib issue #2153: one spike must not make a flat stretch a rise
    assert robust_slope(x, flat)[1] < 0.99
    slope, p = robust_slope(x, flat + 0.001 * x)
    assert p > 0.999 and slope == pytest.approx(0.001, rel=0.2)


def test_rise_onset_on_a_hinge() -> None:
    x = np.arange(1.0, 301.0)
    y = 1.0 - 0.1 * np.log(x) + 0.002 * np.clip(x - 200, 0, None)
    assert abs(rise_onset(x, y, 100, 280) - 199) <= 2
    assert abs(onset_near_minimum(x, y, int(np.argmin(y))) - 199) <= 2


def test_lr_change() -> None:
    lr = [Series.named("lr", np.arange(1000), np.where(np.arange(1000) < 600, 1e-3, 1e-4))]
    assert lr_change(lr, 550, 650) == pytest.approx(0.1)
    assert lr_change(lr, 100, 300) is None
    assert lr_change([], 0, 10) is None


def test_window_median() -> None:
    steps = np.arange(10)
    assert window_median(steps, steps.astype(float), 2, 5) == 3.0
    assert np.isnan(window_median(steps, steps.astype(float), 20, 30))
