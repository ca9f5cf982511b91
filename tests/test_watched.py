"""Runs without a training loss: the curve a person watches instead, and which way is better."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import analyze, load
from lossdoctor.roles import Role
from lossdoctor.watched import choose


def _csv(path: Path, header: str, rows: list[tuple[int, float]]) -> Path:
    path.write_text(header + "\n" + "".join(f"{s},{v}\n" for s, v in rows), encoding="utf-8")
    return path


def test_the_watched_curve_is_an_eval_loss_then_a_named_quality_measure() -> None:
    assert choose([("val_loss", Role.EVAL_LOSS, 10), ("accuracy", Role.OTHER, 50)]).name == "val_loss"
    picked = choose([("eval_auroc_classification", Role.OTHER, 43), ("eval_top1", Role.OTHER, 43),
                     ("time/fps", Role.OTHER, 99)])
    assert picked is not None and (picked.name, picked.higher) == ("eval_top1", True)
    elbo = choose([("train_elbo", Role.OTHER, 510)])
    assert elbo is not None and elbo.higher
    assert choose([("throughput", Role.OTHER, 60)]) is None


def test_an_accuracy_only_run_is_judged_on_its_accuracy_and_says_so(tmp_path: Path) -> None:
    steps = np.arange(0, 400, 4)
    acc = 0.95 - 0.6 * np.exp(-steps / 80) + np.random.default_rng(0).normal(0, 0.003, len(steps))
    source = _csv(tmp_path / "metrics.csv", "step,accuracy", list(zip(steps.tolist(), acc.tolist())))
    [report] = analyze([source]).runs
    assert report.run.primary == "accuracy"
    assert not [f for f in report.findings if f.code == "LD001"]
    assert not [f for f in report.findings if f.severity.label == "error"]
    assert any("'accuracy' is the curve watched here" in w and "'1 - accuracy'" in w for w in report.run.warnings)


def test_an_evaluation_getting_worse_after_its_best_is_reported_without_a_training_loss(tmp_path: Path) -> None:
    # eval_top1 in percent climbs to its best at step 6, then loses 4 points (the mkirchhof export).
    top1 = [28.0, 74.8, 78.6, 79.0, 79.3, 79.5, 79.8] + list(np.linspace(79.3, 75.8, 21)) + [76.0] * 15
    source = _csv(tmp_path / "val.csv", "epoch,val_top1", list(enumerate(top1)))
    [report] = analyze([source]).runs
    found = [f for f in report.findings if f.code == "LD202"]
    assert found and found[0].series == "100 - val_top1" and 4 <= found[0].start_step <= 8
    assert "no training loss" in found[0].message


def test_a_name_the_data_contradict_is_said(tmp_path: Path) -> None:
    # MaxText logs an eval log-perplexity under the name `eval_accuracy`.
    values = list(np.linspace(2.748, 2.690, 24))
    source = _csv(tmp_path / "eval.csv", "step,eval_accuracy", list(zip(range(0, 2400, 100), values)))
    [run] = load([source]).runs
    assert run.primary == "eval_accuracy"
    assert any("moves steadily the other way" in w for w in run.warnings)


def _panel(path: Path, run: str, metric: str, values: list[float]) -> Path:
    lines = [f"Step,{run} - {metric},{run} - {metric}__MIN,{run} - {metric}__MAX"]
    lines += [f"{i},{v},{v},{v}" for i, v in enumerate(values)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_chart_exports_of_one_run_one_metric_each_are_one_run(tmp_path: Path) -> None:
    top1 = list(np.linspace(30, 80, 20))
    _panel(tmp_path / "sweep_r1.csv", "flowing-sweep-1", "eval_top1", top1)
    _panel(tmp_path / "sweep_auroc.csv", "flowing-sweep-1", "eval_auroc", list(np.linspace(0.6, 0.8, 20)))
    _panel(tmp_path / "other_r1.csv", "leafy-sweep-1", "eval_top1", top1[::-1])
    runs = load([tmp_path]).runs
    assert sorted(run.name for run in runs) == ["flowing-sweep-1", "leafy-sweep-1"]
    flowing = next(run for run in runs if run.name == "flowing-sweep-1")
    assert {"eval_top1", "eval_auroc"} <= set(flowing.series) and len(flowing.sources) == 2
    assert not flowing.rollbacks and flowing.primary == "eval_top1"


def test_a_perplexity_is_watched_like_the_loss_it_was_computed_from() -> None:
    train = choose([("val_loss", Role.EVAL_LOSS, 10), ("train ppl", Role.OTHER, 200), ("accuracy", Role.OTHER, 300)])
    assert train is not None and (train.name, train.kind, train.higher) == ("train ppl", "perplexity", False)
    # An evaluation perplexity is the evaluation loss in another unit: the loss itself comes first.
    evals = choose([("eval_ppl", Role.OTHER, 10), ("eval_loss", Role.EVAL_LOSS, 10)])
    assert evals is not None and evals.name == "eval_loss"
    alone = choose([("eval_ppl", Role.OTHER, 10), ("eval_acc", Role.OTHER, 10)])
    assert alone is not None and (alone.name, alone.kind) == ("eval_ppl", "perplexity")


def test_a_perplexity_is_judged_as_its_log(tmp_path: Path) -> None:
    steps = np.arange(0, 2000, 10)
    loss = 2.0 + 3.0 * np.exp(-steps / 300) + np.random.default_rng(1).normal(0, 0.02, len(steps))
    source = _csv(tmp_path / "metrics.csv", "step,PPL", list(zip(steps.tolist(), np.exp(loss).tolist())))
    [report] = analyze([source]).runs
    assert report.run.primary == "PPL"
    assert any("'log(PPL)'" in w and "perplexity" in w for w in report.run.warnings)
    # exp(5) falling to exp(2) is a healthy loss curve, not a divergence or a sudden drop.
    assert not [f for f in report.findings if f.severity.label in ("error", "warning")]
    assert not [f for f in report.findings if f.code == "LD001"]


def test_a_perplexity_that_blows_up_is_a_divergence(tmp_path: Path) -> None:
    steps = np.arange(0, 2000, 10)
    loss = 2.0 + 3.0 * np.exp(-steps / 300) + np.random.default_rng(2).normal(0, 0.02, len(steps))
    loss[150:] += np.linspace(0, 6, len(steps) - 150)
    source = _csv(tmp_path / "metrics.csv", "step,train_ppl", list(zip(steps.tolist(), np.exp(loss).tolist())))
    [report] = analyze([source]).runs
    found = [f for f in report.findings if f.code.startswith("LD2")]
    assert found and found[0].series == "log(train_ppl)" and found[0].start_step >= 1300
