"""Replayed steps after a rollback compared with the dead points at the same steps."""

from __future__ import annotations

import numpy as np

from lossdoctor.model import Series, Fragment
from lossdoctor.stitch import stitch
from stitch_helpers import frag, raw


def _curve(steps: np.ndarray, noise: np.ndarray) -> np.ndarray:
    return 3.0 * np.exp(-steps / 400.0) + 1.0 + noise


def _run(new_noise_for, steps_a=np.arange(0, 1000), steps_b=np.arange(600, 1200)):  # type: ignore[no-untyped-def]
    rng = np.random.default_rng(0)
    noise = rng.normal(0, 0.05, size=1200)
    a = frag("a", steps_a, _curve(steps_a, noise[steps_a]), wall0=0.0)
    b = frag("b", steps_b, _curve(steps_b, new_noise_for(noise, steps_b)), wall0=5000.0)
    return stitch(raw(a, b))


def test_exact_replay() -> None:
    run = _run(lambda noise, steps: noise[steps])
    (check,) = run.replay_checks
    assert (check.series, check.fragment, check.steps, check.first_step, check.last_step) == ("loss", 1, 400, 600, 999)
    assert check.match == "exact" and check.max_abs_diff == 0.0
    assert check.correlation is not None and check.correlation > 0.999


def test_nondeterministic_but_same_data_is_close() -> None:
    jitter = np.random.default_rng(1).normal(0, 0.005, size=1200)
    run = _run(lambda noise, steps: noise[steps] + jitter[steps])
    (check,) = run.replay_checks
    assert check.match == "close"
    assert 0.9 < check.correlation < 1.0
    assert 0 < check.max_abs_diff < 0.05


def test_changed_data_order_differs() -> None:
    other = np.random.default_rng(2).normal(0, 0.05, size=1200)
    run = _run(lambda noise, steps: other[steps])
    (check,) = run.replay_checks
    assert check.match == "differs"
    assert abs(check.correlation) < 0.3
    assert check.median_rel_diff > 0.01


def test_replay_inside_one_fragment_and_for_every_loss_series() -> None:
    steps = np.concatenate([np.arange(0, 50), np.arange(30, 60)])
    values = np.concatenate([np.arange(0, 50) * 1.0, np.arange(30, 60) * 1.0])
    loss = Series.named("loss", steps, values)
    aux = Series.named("token_loss", steps, values + np.where(np.arange(len(steps)) >= 50, 0.5, 0.0))
    run = stitch(raw(Fragment("main.log", {"loss": loss, "token_loss": aux})))
    by_series = {c.series: c for c in run.replay_checks}
    assert by_series["loss"].match == "exact" and by_series["loss"].steps == 20
    assert (by_series["loss"].first_step, by_series["loss"].last_step) == (30, 49)
    assert by_series["token_loss"].match == "differs"
    assert by_series["token_loss"].max_abs_diff == 0.5


def test_single_point_overlap_checks_the_checkpoint_step() -> None:
    a = frag("a", range(0, 11), [float(s) for s in range(11)], wall0=0.0)
    b = frag("b", range(10, 20), [10.0] + [float(s) for s in range(11, 20)], wall0=100.0)
    (check,) = stitch(raw(a, b)).replay_checks
    assert (check.steps, check.match, check.correlation) == (1, "exact", None)


def test_nan_on_one_side_differs() -> None:
    a = frag("a", range(0, 11), [1.0] * 11, wall0=0.0)
    b = frag("b", range(5, 20), [float("nan")] + [1.0] * 14, wall0=100.0)
    (check,) = stitch(raw(a, b)).replay_checks
    assert check.match == "close"  # one NaN in 6 common steps: median still agrees
    assert check.max_abs_diff == float("inf")


# `replayed`: the one test of "a relaunch from scratch replays an earlier launch's values" that
# TensorBoard launches (identity.trials) and console-log launches (identity.launches) share.

def test_a_launch_that_prints_the_same_values_replays_the_earlier_one() -> None:
    from lossdoctor.identity.replay import replayed

    steps = np.arange(0, 200, 10)
    values = _curve(steps, np.random.default_rng(1).normal(0, 0.05, len(steps)))
    rounded = np.round(values * (1 + 2e-6), 5)  # a GPU's last digits, printed to 5 decimals
    check = replayed([frag("a", steps[:8], values[:8])], [frag("b", steps, rounded)], "loss")
    assert check is not None and check.steps == 8 and check.match in ("exact", "close")


def test_correlated_noise_alone_is_not_the_same_values() -> None:
    # Seeds of one job on a fixed data order: the same batch-to-batch noise, other values.
    from lossdoctor.identity.replay import replayed

    steps = np.arange(0, 400, 10)
    noise = np.random.default_rng(2).normal(0, 0.2, len(steps))
    first, second = _curve(steps, noise), _curve(steps, noise) * 1.02
    assert replayed([frag("a", steps[:20], first[:20])], [frag("b", steps, second)], "loss") is None


def test_two_equal_values_or_a_flat_stretch_are_not_a_replay() -> None:
    from lossdoctor.identity.replay import MIN_REPLAY_STEPS, replayed

    assert MIN_REPLAY_STEPS == 3
    early = frag("a", [0, 10], [6.9078, 6.5])
    assert replayed([early], [frag("b", [0, 10, 20, 30], [6.9078, 6.5, 6.1, 5.9])], "loss") is None
    flat = frag("a", [0, 10, 20, 30], [0.6931] * 4)
    assert replayed([flat], [frag("b", [0, 10, 20, 30, 40], [0.6931] * 4 + [0.6])], "loss") is None


def test_an_aborted_start_replayed_to_many_digits_is_a_rollback() -> None:
    """A pre-training launch that died after its first metrics row, started again with the same
    seed: 8.560447 then 8.560443 at step 20 (non-deterministic kernels' last digits)."""
    from lossdoctor.identity.replay import replayed

    aborted = frag("a", [20], [8.560447])
    again = frag("b", [20, 40, 60, 80], [8.560443, 8.1123, 7.7351, 7.2209])
    check = replayed([aborted], [again], "loss")
    assert check is not None
    # A value printed to few digits, or one that differs, proves nothing.
    assert replayed([frag("a", [50], [0.0002])], [frag("b", [50, 100, 150], [0.0002, 0.0003, 0.0004])], "loss") is None
    assert replayed([frag("a", [20], [8.560447])], [frag("b", [20, 40, 60], [8.5525, 8.1, 7.7])], "loss") is None
