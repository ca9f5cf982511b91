"""LD101 on signed objectives (issue 32): judged against their own robust scatter, not ratios."""

from __future__ import annotations

import numpy as np
import pytest

from lossdoctor.detectors.scatter import outliers
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.model import Finding, Fragment, RawRun, Run, Series, Severity, Skip
from lossdoctor.stitch import stitch


def _run(*series: Series) -> Run:
    return stitch(RawRun("t", "test", [Fragment("t", {s.name: s for s in series}, wall_start=1.7e9)], ["t"]))


def ppo_loss(seed: int, n: int = 300, outlier: float | None = None, at: int = 200) -> Series:
    """An SB3-like PPO loss: large while the value head learns, then settled near 0 and often
    below it (one point per rollout of 2048 steps)."""
    rng = np.random.default_rng(seed)
    values = 20 * np.exp(-np.arange(n) / 8) + 0.02 + 0.08 * rng.standard_normal(n)
    if outlier is not None:
        values[at] = outlier
    return Series.named("train/loss", np.arange(1, n + 1) * 2048, values)


def gan_loss(seed: int, n: int = 2000) -> Series:
    """A WGAN critic loss: signed, swinging, with heavy-tailed noise (Student t, 5 degrees of
    freedom) and slow drifts. (With 3 degrees of freedom a point 30 sigmas out comes up now and
    then: that is a value far outside the scatter, which the rule rightly reports.)"""
    rng = np.random.default_rng(seed)
    t = np.arange(n)
    values = -2 + 1.5 * np.sin(t / 150) + 0.6 * rng.standard_t(5, n)
    return Series.named("loss_critic", t, values)


def _findings(run: Run) -> list[Finding]:
    return [f for f in LossSpike().check(run) if isinstance(f, Finding)]


@pytest.mark.parametrize("seed", range(8))
def test_a_signed_rl_loss_that_jumps_far_outside_its_scatter_is_a_spike(seed: int) -> None:
    series = ppo_loss(seed)
    big = 4 * float(np.max(series.values[:200]))  # almost 4x anything it logged before (90.6 in the issue)
    [f] = _findings(_run(ppo_loss(seed, outlier=big)))
    assert f.kind == "spike" and f.severity is Severity.WARNING
    assert f.start_step == 201 * 2048 and f.fields["recovery"] == "fast"
    assert f.fields["magnitude"] >= 2.5 and "robust scatter" in f.evidence["method"]


@pytest.mark.parametrize("seed", range(8))
def test_a_healthy_signed_rl_loss_is_not_a_spike(seed: int) -> None:
    run = _run(ppo_loss(seed))
    assert _findings(run) == []
    assert not [s for s in LossSpike().check(run) if isinstance(s, Skip)], "judged, not skipped"


@pytest.mark.parametrize("seed", range(8))
def test_a_swinging_gan_loss_with_heavy_tails_is_not_a_spike(seed: int) -> None:
    assert _findings(_run(gan_loss(seed))) == []


def test_a_jump_no_larger_than_the_recent_early_phase_is_not_a_spike() -> None:
    # 20 at the start, 18 sixty rollouts later: large against the settled scatter, but not
    # outside what the series logged in its recent past.
    assert _findings(_run(ppo_loss(0, outlier=18.0, at=60))) == []


@pytest.mark.parametrize("seed", range(4))
def test_a_blip_long_after_the_early_phase_is_judged_by_the_scatter_the_loss_has_now(seed: int) -> None:
    # An SB3 PPO loss settled near 0 for hundreds of rollouts blips to 18 (the all-time record
    # of 20 is its value head's first losses, long gone), then later to 10: both are spikes,
    # the second one though it stays under the first, which has left the recent window.
    series = ppo_loss(seed, n=700)
    values = series.values.copy()
    values[300], values[550] = 18.0, 10.0
    found = _findings(_run(Series.named("train/loss", series.steps, values)))
    assert [f.start_step for f in found] == [301 * 2048, 551 * 2048]
    assert all(f.severity is Severity.WARNING for f in found)


@pytest.mark.parametrize("seed", range(4))
def test_a_second_blip_under_a_recent_first_one_is_the_scatter(seed: int) -> None:
    series = ppo_loss(seed, n=700)
    values = series.values.copy()
    values[300], values[360] = 18.0, 10.0  # the second is within the first's recent window
    found = _findings(_run(Series.named("train/loss", series.steps, values)))
    assert [f.start_step for f in found] == [301 * 2048]


def test_a_signed_series_too_short_for_its_scatter_is_skipped_with_a_reason() -> None:
    short = ppo_loss(0, n=15, at=10, outlier=90.0)
    run = _run(Series.named("train/loss", short.steps, short.values - 5.0))
    [skip] = [s for s in LossSpike().check(run) if isinstance(s, Skip)]
    assert "signed objective" in skip.reason and "15 finite points" in skip.reason


def test_outliers_report_an_unrecovered_jump_as_none() -> None:
    steps = np.arange(200)
    values = np.r_[0.05 * np.random.default_rng(1).standard_normal(100), np.full(100, 30.0)]
    [out] = outliers(steps, values)
    assert out.recovery == "none" and out.start_step == 100
