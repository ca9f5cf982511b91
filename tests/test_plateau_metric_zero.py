"""LD203 read by a task metric that never left 0: an F1/recall/mAP exactly 0 at every evaluation."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, run_of
from lossdoctor.detectors.metric_zero import metric_zero
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.model import Finding, Run, Severity

RULE = Plateau()


def _warnings(run: Run) -> list[Finding]:
    return [f for f in findings(RULE, run) if f.severity is Severity.WARNING and f.code == "LD203"]


def _epochs(seed: int, n: int) -> np.ndarray:
    """A loss that falls hard at its first epoch and then settles: 437 -> 64 -> 63 and the like."""
    rng = np.random.default_rng(seed)
    head = rng.uniform(50, 500)
    level = head * rng.uniform(0.1, 0.3)
    loss = level * (1 + rng.uniform(0.0, 0.03, n)) * np.linspace(1.0, 0.97, n)
    loss[0] = head
    return loss


def _run(loss: np.ndarray, metric: np.ndarray | None, name: str = "f1") -> Run:
    steps = np.arange(len(loss), dtype=np.int64)
    series = {"loss": (steps, np.asarray(loss, dtype=np.float64))}
    if metric is not None:
        series[name] = (steps[:len(metric)], np.asarray(metric, dtype=np.float64))
        series["precision"] = (steps[:len(metric)], np.ones(len(metric)))
    return run_of(**series)


@pytest.mark.parametrize("name", ["f1", "eval/recall", "val_mAP", "dev_f1_score"])
@pytest.mark.parametrize("seed", range(6))
def test_a_metric_zero_at_every_evaluation_is_a_plateau(seed: int, name: str) -> None:
    n = 3 + seed % 4
    [f] = _warnings(_run(_epochs(seed, n), np.zeros(n), name=name))
    assert f.start_step == 1 and f.end_step == n - 1
    assert f"{name} is exactly 0" in f.message and f.evidence["metric_zero_evals"] == n


@pytest.mark.parametrize("seed", range(6))
def test_a_metric_that_found_something_is_no_stall(seed: int) -> None:
    n = 3 + seed % 4
    rng = np.random.default_rng(seed)
    metric = np.zeros(n)
    metric[rng.integers(0, n)] = rng.uniform(0.001, 0.6)  # one evaluation found a positive
    assert _warnings(_run(_epochs(seed, n), metric)) == []


def test_too_few_evaluations_or_only_a_precision_say_nothing() -> None:
    loss = _epochs(0, 4)
    assert metric_zero(_run(loss, np.zeros(2)), _run(loss, np.zeros(2)).series["loss"]) is None
    run = _run(loss, np.zeros(4), name="precision_at_k")
    assert metric_zero(run, run.series["loss"]) is None
    run = _run(loss, None)
    assert metric_zero(run, run.series["loss"]) is None


def test_zeros_only_at_the_start_say_nothing_of_the_end() -> None:
    loss = np.concatenate([[400.0], np.linspace(80.0, 10.0, 19)])
    steps = np.arange(20, dtype=np.int64)
    run = run_of(loss=(steps, loss), f1=(np.array([0, 1, 2], dtype=np.int64), np.zeros(3)))
    assert metric_zero(run, run.series["loss"]) is None


def test_a_loss_still_falling_or_a_long_curve_is_no_stall() -> None:
    run = _run(np.array([400.0, 200.0, 100.0, 50.0]), np.zeros(4))
    assert metric_zero(run, run.series["loss"]) is None
    run = _run(np.array([0.121, 0.119, 0.118]), np.zeros(3), name="metrics/recall")  # never fell: warm-up
    assert metric_zero(run, run.series["loss"]) is None
    run = _run(_epochs(0, 40), np.zeros(40))  # the pace tests judge a curve this long
    assert metric_zero(run, run.series["loss"]) is None
