"""LD202 eval-divergence: eval loss rising while the training loss falls."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, power_curve, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.eval_divergence import EvalDivergence, mann_kendall
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = EvalDivergence()


@pytest.mark.parametrize("seed", range(6))
def test_overfitting_scenario(seed: int) -> None:
    truth = generate("eval_divergence", seed).truths[0]
    [f] = findings(RULE, scenario_run("eval_divergence", seed))
    assert (f.code, f.kind, f.severity, f.series) == ("LD202", "eval_divergence", Severity.WARNING, "eval/loss")
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.end_step == 4900
    assert f.evidence["train_end"] < f.evidence["train_start"]
    assert f.evidence["eval_end"] > 1.15 * f.evidence["eval_low"]
    assert f.evidence["mann_kendall_p"] < 0.05
    assert "while the training loss keeps falling" in f.message
    assert any(f"nearest step {f.evidence['eval_low_step']}" in tip for tip in f.advice)


def _eval_of(train: tuple[np.ndarray, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
    steps = np.arange(0, len(train[0]), 100)
    return steps, np.interp(steps, *train) * 1.05


def test_eval_following_train_down_is_quiet() -> None:
    train = power_curve(5000, 0.02, 1)
    assert findings(RULE, run_of(loss=train, eval__loss=_eval_of(train))) == []


def test_eval_rising_with_train_rising_is_not_overfitting() -> None:
    steps, values = power_curve(5000, 0.01, 2)
    values = values * np.exp(0.5 * np.clip(steps - 2500, 0, None) / 2500)
    train = (steps, values)
    assert findings(RULE, run_of(loss=train, eval__loss=_eval_of(train))) == []


def test_few_evals_and_missing_eval() -> None:
    train = power_curve(5000, 0.02, 3)
    eval_steps = np.array([1000, 2000, 3000])
    [skip] = skips(RULE, run_of(loss=train, eval__loss=(eval_steps, np.array([1.0, 1.1, 1.2]))))
    assert skip.code == "LD202" and "only 3 finite eval points" in skip.reason
    assert list(RULE.check(run_of(loss=train))) == []  # no eval at all: nothing to say


def test_five_monotone_evals_are_enough() -> None:
    train = power_curve(5000, 0.02, 4)
    evals = (np.array([1000, 2000, 3000, 4000, 5000]), np.array([0.321, 0.358, 0.394, 0.412, 0.420]))
    [f] = findings(RULE, run_of(loss=train, eval__loss=evals))
    assert f.start_step == 1000 and f.end_step == 5000
    assert mann_kendall(evals[1]) < 0.05 and mann_kendall(evals[1][::-1]) > 0.95


def test_realdata_whisper_overfits(realdata: Path) -> None:
    [run] = real_runs(realdata, "hf-whisper-ja-5k")
    [f] = findings(RULE, run)
    assert f.series == "eval_loss" and f.start_step == 1000 and f.end_step == 5000
    assert f.evidence["eval_low"] == pytest.approx(0.321, abs=1e-3)
    assert f.evidence["eval_end"] == pytest.approx(0.420, abs=1e-3)


def test_realdata_clean_llmc_eval_is_quiet(realdata: Path) -> None:
    for run in real_runs(realdata, "mnGPT-llmc-main"):
        assert findings(RULE, run) == []


def test_an_eval_per_epoch_that_turns_up_is_flagged_though_each_epoch_moves_it() -> None:
    """15 evals, one per epoch (Keras `fit` on a small data set, the real case:
    c4-agetooo-powershell-utf16-keras3-progbar): the curve falls by a real amount between
    evals, so first differences overstate its noise; the 13% rise over the last five epochs,
    while the per-batch training loss falls, is overfitting."""
    val = np.array([1.796, 1.539, 1.448, 1.318, 1.267, 1.269, 1.148, 1.167, 1.150, 1.111,
                    1.176, 1.181, 1.237, 1.288, 1.301])
    val_steps = np.arange(1, 16) * 24
    steps = np.arange(1, 361)
    train = 2.0 * np.exp(-steps / 250) + 0.02 * np.sin(steps)
    [f] = findings(RULE, run_of(loss=(steps, train), val_loss=(val_steps, val)))
    assert f.start_step <= 264 <= f.end_step and f.evidence["eval_end"] > 1.1 * f.evidence["eval_low"]


def _epoch_evals(seed: int, values: list[float]) -> tuple[tuple[np.ndarray, np.ndarray], tuple[np.ndarray, np.ndarray]]:
    """A catalogue training curve and one eval per 'epoch' (every 250 steps) with these values."""
    train = scenario_run("clean", seed).series["loss"]
    steps = np.arange(1, len(values) + 1) * 250 - 1
    return (train.steps, train.values), (steps, np.asarray(values))


@pytest.mark.parametrize("seed", range(3))
def test_onset_is_the_lowest_eval_on_a_flat_bottom(seed: int) -> None:
    """Twenty epochs, a flat bottom at epochs 5-7 (4.017, 4.0135, 4.024) before a steady
    rise: the smoothed minimum ties on the bottom's first point, the best checkpoint is the
    lowest eval logged there (epoch 6)."""
    values = [4.38, 4.166, 4.068, 4.029, 4.017, 4.0135, 4.024, 4.040, 4.070, 4.085, 4.112, 4.136, 4.153,
              4.171, 4.194, 4.209, 4.232, 4.259, 4.269, 4.294]
    train, evals = _epoch_evals(seed, values)
    [f] = findings(RULE, run_of(loss=train, eval__loss=evals))
    assert f.start_step == int(evals[0][5]) and f.evidence["eval_low_step"] == int(evals[0][5])
    # Negative control: the same evals without the rise stay quiet.
    flat = values[:7] + [4.02 + 0.004 * (-1) ** i for i in range(13)]
    train, evals = _epoch_evals(seed, flat)
    assert findings(RULE, run_of(loss=train, eval__loss=evals)) == []


@pytest.mark.parametrize("seed", range(3))
def test_few_noisy_evals_rise_from_their_best(seed: int) -> None:
    """Ten noisy epochs (no noise estimate): no hinge is fitted; the rise is dated at the best eval."""
    values = [0.3593, 0.3329, 0.3863, 0.3471, 0.3346, 0.3621, 0.3438, 0.389, 0.3626, 0.4639]
    train, evals = _epoch_evals(seed, values)
    [f] = findings(RULE, run_of(loss=train, eval__loss=evals))
    assert f.start_step == int(evals[0][1])


def test_an_eval_perplexity_alone_is_judged_as_its_log() -> None:
    """OpenNMT prints `Validation perplexity: 2.39` and no eval loss: log(ppl) is the eval loss."""
    train = power_curve(5000, 0.02, 5)
    ppl = (np.array([1000, 2000, 3000, 4000, 5000]), np.exp(np.array([0.87, 0.89, 0.96, 1.02, 1.08])))
    [f] = findings(RULE, run_of(loss=train, **{"Validation perplexity": ppl}))
    assert f.code == "LD202" and f.series == "log(Validation perplexity)"
    assert f.start_step == 1000


def test_an_eval_perplexity_that_falls_or_a_training_perplexity_is_quiet() -> None:
    train = power_curve(5000, 0.02, 6)
    steps = np.array([1000, 2000, 3000, 4000, 5000])
    falling = np.exp(np.array([1.08, 1.02, 0.96, 0.89, 0.87]))
    rising = falling[::-1]
    assert findings(RULE, run_of(loss=train, **{"Validation perplexity": (steps, falling)})) == []
    assert findings(RULE, run_of(loss=train, ppl=(steps, rising))) == []  # a training perplexity
