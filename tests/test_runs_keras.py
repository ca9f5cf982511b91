"""Keras/TF2 and Estimator layouts: training and evaluation folders are one run."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.api import load
from lossdoctor.roles import Role
from tb_helpers import event, value, write


def _keras_fit(run: Path, epochs: int = 10, wall0: float = 1.7e9, folder: str = "validation") -> None:
    """What tf.keras.callbacks.TensorBoard writes: epoch_* tags in train/ and validation/."""
    train, evaluation = [], []
    for epoch in range(epochs):
        wall = wall0 + 30 * epoch
        train.append(event(epoch, wall, [value("epoch_loss", "tf2", 2.0 / (epoch + 1)),
                                          value("epoch_accuracy", "tf2", 0.5 + epoch / 30),
                                          value("epoch_learning_rate", "tf2", 1e-3)]))
        evaluation.append(event(epoch, wall + 20, [value("epoch_loss", "tf2", 2.4 / (epoch + 1) + 0.1),
                                                   value("epoch_accuracy", "tf2", 0.5 + epoch / 40)]))
    write(run / "train", train, ".v2")
    write(run / folder, evaluation, ".v2")


@pytest.mark.parametrize("folder", ["validation", "eval", "val"])
def test_train_and_validation_folders_are_one_run(tmp_path: Path, folder: str) -> None:
    _keras_fit(tmp_path / "logs" / "fit" / "20240101-120000", folder=folder)
    [run] = load([tmp_path / "logs"]).runs
    assert run.name == "fit/20240101-120000"
    assert run.primary == "epoch_loss"
    evaluation = run.series[f"{folder}/epoch_loss"]
    assert evaluation.role is Role.EVAL_LOSS and len(evaluation) == 10
    assert run.series[f"{folder}/epoch_accuracy"].role is Role.OTHER
    assert len(run.sources) == 2 and run.rollbacks == ()
    assert not any("concurrent" in w for w in run.warnings)


def test_two_keras_runs_stay_two(tmp_path: Path) -> None:
    _keras_fit(tmp_path / "fit" / "a")
    _keras_fit(tmp_path / "fit" / "b", wall0=1.8e9)
    runs = load([tmp_path]).runs
    assert [r.name for r in runs] == ["fit/a", "fit/b"]
    assert all("validation/epoch_loss" in r.series for r in runs)


def test_estimator_eval_folder_joins_the_model_dir(tmp_path: Path) -> None:
    model_dir = tmp_path / "model"
    write(model_dir, [event(s, 1.7e9 + s, [value("loss", "simple", 3.0 - s / 1000)]) for s in range(0, 1000, 100)])
    write(model_dir / "eval", [event(s, 1.7e9 + s + 50, [value("loss", "simple", 3.1 - s / 1000)])
                               for s in range(0, 1000, 500)])
    [run] = load([tmp_path]).runs
    assert run.name == "model"
    assert run.primary == "loss" and run.series["eval/loss"].role is Role.EVAL_LOSS
    assert len(run.series["loss"]) == 10 and len(run.series["eval/loss"]) == 2


def test_batch_and_epoch_axes_are_aligned(tmp_path: Path) -> None:
    """update_freq="batch": batch_loss per batch (100 a epoch), epoch_* per epoch, in both folders."""
    run_dir = tmp_path / "fit" / "run1"
    train, evaluation = [], []
    wall = 1.7e9
    for epoch in range(4):
        for batch in range(100):
            step = epoch * 100 + batch
            wall += 0.1
            train.append(event(step, wall, [value("batch_loss", "tf2", 2.0 / (1 + step / 100))]))
        wall += 0.5
        train.append(event(epoch, wall, [value("epoch_loss", "tf2", 2.0 / (epoch + 1))]))
        evaluation.append(event(epoch, wall + 1, [value("epoch_loss", "tf2", 2.2 / (epoch + 1)),
                                                  value("evaluation_loss_vs_iterations", "tf2", 2.2 / (epoch + 1))]))
        wall += 2
    write(run_dir / "train", train, ".v2")
    write(run_dir / "validation", evaluation, ".v2")
    [run] = load([tmp_path]).runs
    assert run.primary == "batch_loss"
    assert run.series["validation/epoch_loss"].steps.tolist() == [99, 199, 299, 399]
    assert run.series["epoch_loss"].steps.tolist() == [99, 199, 299, 399]
    assert run.series["validation/evaluation_loss_vs_iterations"].role is Role.OTHER
    assert [s.name for s in run.by_role(Role.EVAL_LOSS)] == ["validation/epoch_loss"]
    assert any("share the batch axis" in w for w in run.warnings)
