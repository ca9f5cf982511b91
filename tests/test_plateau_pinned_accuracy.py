"""LD203 read by an accuracy pinned at 1/k: a classifier that gives every input the same class."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, run_of
from lossdoctor.detectors.accuracy_chance import pinned_accuracy, pinned_series
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.model import Finding, Run, Severity

RULE = Plateau()


def _warnings(run: Run) -> list[Finding]:
    return [f for f in findings(RULE, run) if f.severity is Severity.WARNING and f.code == "LD203"]


def _loss(seed: int, n: int) -> np.ndarray:
    """A loss that falls over its first tenth and then sits at a level with a little noise."""
    rng = np.random.default_rng(seed)
    head, level = rng.uniform(3.0, 8.0), rng.uniform(0.6, 2.0)
    x = np.arange(n, dtype=np.float64)
    return level + (head - level) * np.exp(-x / (n / 30)) + rng.normal(0, 0.002 * level, n)


def _run(loss: np.ndarray, accuracy: np.ndarray | None, name: str = "eval_acc") -> Run:
    steps = np.arange(len(loss), dtype=np.int64) * 10 + 1
    series = {"train_loss": (steps, np.asarray(loss, dtype=np.float64))}
    if accuracy is not None:
        # Evaluations indexed by epoch, as many trainers print them: not on the loss's step axis.
        series[name] = (np.arange(1, len(accuracy) + 1, dtype=np.int64), np.asarray(accuracy, dtype=np.float64))
    return run_of(**series)


def _pinned(seed: int, k: int, evals: int, percent: bool = False) -> np.ndarray:
    rng = np.random.default_rng(seed + 1)
    acc = np.full(evals, 1.0 / k)
    acc[int(rng.integers(0, evals - 1))] += float(rng.uniform(0.0, 0.03))  # one lucky evaluation
    return acc * (100.0 if percent else 1.0)


@pytest.mark.parametrize("k", [2, 3, 4, 10])
@pytest.mark.parametrize("seed", range(4))
def test_an_accuracy_at_one_over_k_is_a_plateau(seed: int, k: int) -> None:
    n, evals = 300 + 100 * seed, 7 + seed
    [f] = _warnings(_run(_loss(seed, n), _pinned(seed, k, evals, percent=seed % 2 == 1)))
    assert f.start_step < 0.2 * n * 10 and f.end_step == (n - 1) * 10 + 1
    assert f"is exactly 1/{k}" in f.message and f.evidence["classes"] == k
    assert f.evidence["evals"] == evals and f.evidence["pinned_evals"] >= evals - 1


@pytest.mark.parametrize("seed", range(4))
def test_an_accuracy_that_leaves_the_guess_is_no_stall(seed: int) -> None:
    evals = 8
    rising = np.linspace(0.5, 0.5 + 0.1 * (seed + 1), evals)  # it learns: off 1/2 and rising
    run = _run(_loss(seed, 400), rising)
    assert pinned_accuracy(run, run.series["train_loss"]) is None
    off_grid = np.full(evals, 0.292)  # pinned, but at no 1/k: a model stuck somewhere else
    run = _run(_loss(seed, 400), off_grid)
    assert pinned_series(run) is None
    last_off = _pinned(seed, 2, evals)
    last_off[-1] = 0.58  # the last evaluation found something
    assert pinned_series(_run(_loss(seed, 400), last_off)) is None


def test_too_few_evaluations_or_no_accuracy_say_nothing() -> None:
    assert pinned_series(_run(_loss(0, 300), np.full(4, 0.5))) is None
    assert pinned_series(_run(_loss(0, 300), np.full(8, 0.5), name="eval_loss_scale")) is None
    assert pinned_series(_run(_loss(0, 300), None)) is None


@pytest.mark.parametrize("seed", range(3))
def test_a_loss_still_falling_is_no_stall(seed: int) -> None:
    n = 400
    x = np.arange(n, dtype=np.float64)
    falling = 3.0 * (1 + x) ** -0.4  # a power law: still going down over its second half
    run = _run(falling, _pinned(seed, 2, 8))
    assert pinned_accuracy(run, run.series["train_loss"]) is None
