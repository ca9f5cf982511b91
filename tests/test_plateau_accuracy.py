"""LD203 read by the accuracy beside the loss: a classifier that left chance a little and stopped."""

from __future__ import annotations

import math

import numpy as np
import pytest

from detector_helpers import findings, run_of, scenario_run
from lossdoctor.detectors.accuracy_stall import accuracy_stall
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.model import Finding, Run, Severity
from lossdoctor.scenarios import generate

RULE = Plateau()


def _warnings(run: Run) -> list[Finding]:
    return [f for f in findings(RULE, run) if f.severity is Severity.WARNING]


def _run(loss: np.ndarray, accuracy: np.ndarray | None, name: str = "train_acc") -> Run:
    steps = np.arange(1, len(loss) + 1, dtype=np.int64)
    series = {"loss": (steps, np.asarray(loss, dtype=np.float64))}
    if accuracy is not None:
        series[name] = (steps, np.asarray(accuracy, dtype=np.float64))
    return run_of(**series)


def _creeping(n: int = 250, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    """The minitorch picture: 0.70 -> 0.53 in 30 epochs, then 0.53 -> 0.49; accuracy 50 -> 70 %."""
    rng = np.random.default_rng(seed)
    x = np.arange(n, dtype=np.float64)
    reach = 1 - np.exp(-x / 10.0)
    loss = (0.7023 - 0.17 * reach) * (1 - 0.08 * x / n) * np.exp(rng.normal(0, 0.015, n))
    loss[0] = 0.7023
    accuracy = 100 * (0.5 + 0.2 * reach) + rng.normal(0, 1.5, n)
    return loss, accuracy


@pytest.mark.parametrize("seed", range(8))
def test_scenario_accuracy_stall_is_a_warning(seed: int) -> None:
    truth = generate("accuracy_stall", seed).truths[0]
    [f] = _warnings(scenario_run("accuracy_stall", seed))
    assert f.code == "LD203" and abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.end_step == truth.end_step and "training accuracy" in f.message


@pytest.mark.parametrize("name", ["accuracy_climbs", "accuracy_saturated"])
@pytest.mark.parametrize("seed", range(8))
def test_learning_or_solved_classifiers_are_no_stall(name: str, seed: int) -> None:
    assert _warnings(scenario_run(name, seed)) == []


def test_reads_the_numbers_a_person_reads() -> None:
    loss, accuracy = _creeping()
    still = accuracy_stall(_run(loss, accuracy), _run(loss, accuracy).series["loss"])
    assert still is not None and still.k == 2 and 0.65 < still.accuracy < 0.75
    assert 15 <= still.start <= 50 and still.fall < 0.15
    [f] = _warnings(_run(loss, accuracy))
    assert "ln 2" in f.message and abs(f.start_step - still.start) <= 5  # at its bucket's centre


def test_needs_an_accuracy_and_a_start_at_chance() -> None:
    loss, accuracy = _creeping()
    assert accuracy_stall(_run(loss, None), _run(loss, None).series["loss"]) is None
    # An evaluation accuracy is no training accuracy: the rule reads what the model fits.
    run = _run(loss, accuracy, name="val_acc")
    assert accuracy_stall(run, run.series["loss"]) is None
    # A loss of unknown scale (an LM from ln 50257, a regression at 3.1) is never read this way,
    # however flat the accuracy beside it.
    for scale in (10.8 / 0.7023, 3.1 / 0.7023):
        run = _run(loss * scale, accuracy)
        assert accuracy_stall(run, run.series["loss"]) is None


def test_a_power_law_lm_with_a_slow_token_accuracy_is_no_stall() -> None:
    # A slow but real late fall: ln 50257 -> 3.3 down a power law, token accuracy 0 -> 0.4 creeping.
    x = np.arange(1, 2001, dtype=np.float64)
    loss = 3.0 + 7.8 * x ** -0.35
    accuracy = 0.42 * (1 - x ** -0.3)
    assert _warnings(_run(loss, accuracy, name="token_acc")) == []


def test_accuracy_at_the_top_or_at_chance_or_a_falling_loss_is_not_this() -> None:
    loss, accuracy = _creeping()
    for other in (accuracy * 0 + 97.0 + np.sin(np.arange(250)),   # solved: at the ceiling
                  accuracy * 0 + 50.0 + np.sin(np.arange(250))):  # at 1/k: LD206's stuck at chance
        run = _run(loss, other)
        assert accuracy_stall(run, run.series["loss"]) is None
    # The accuracy stands still but the loss falls on by a third: more confident, still learning.
    x = np.arange(250, dtype=np.float64)
    falling = loss * np.exp(-0.45 * x / 250)
    run = _run(falling, accuracy)
    assert accuracy_stall(run, run.series["loss"]) is None
    # An accuracy still climbing (50 -> 70 -> 80 %) is learning, whatever the loss does.
    climbing = accuracy + 10 * x / 250
    run = _run(loss, climbing)
    assert accuracy_stall(run, run.series["loss"]) is None


def test_odd_inputs_give_no_reading() -> None:
    loss, accuracy = _creeping(30)
    nan = accuracy.copy()
    nan[::3] = np.nan
    for acc in (nan, np.full(30, np.nan), -accuracy, accuracy * 1e3):
        run = _run(loss, acc)
        accuracy_stall(run, run.series["loss"])  # no exception
    short = _run(loss[:10], accuracy[:10])
    assert accuracy_stall(short, short.series["loss"]) is None
    assert math.isfinite(float(_creeping()[0][0]))
