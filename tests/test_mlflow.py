"""MLflow's file store: one file per metric in a run folder, and the run's own TensorBoard artifacts."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import load
from tb_helpers import event, value, write

T0 = 1_628_697_792_090


def _run(folder: Path, losses: list[float], *, steps: bool = True, key: str = "loss") -> Path:
    (folder / "metrics" / key).parent.mkdir(parents=True, exist_ok=True)
    (folder / "meta.yaml").write_text(f"run_id: {folder.name}\nstatus: 3\n")
    (folder / "params").mkdir(exist_ok=True)
    (folder / "params" / "epochs").write_text(str(len(losses)))
    lines = [f"{T0 + 3500 * i} {v}" + (f" {i}" if steps else "") for i, v in enumerate(losses)]
    (folder / "metrics" / key).write_text("\n".join(lines) + "\n")
    return folder


LOSSES = [332.68, 297.6, 270.32, 248.31, 239.03, 238.03, 235.68, 235.41, 235.13, 234.80, 234.5, 234.2]


def test_a_metric_file_steps_by_its_step_column_not_its_timestamp(tmp_path: Path) -> None:
    run_dir = _run(tmp_path / "mlruns" / "1" / "ed05f9", LOSSES)
    (run_dir / "metrics" / "val_loss").write_text("\n".join(f"{T0 + i} {v * 1.1} {i}" for i, v in enumerate(LOSSES)))
    [run] = load([tmp_path]).runs
    assert run.format == "mlflow" and run.primary == "loss"
    assert run.series["loss"].steps.tolist() == list(range(len(LOSSES)))
    assert "val_loss" in run.series


def test_old_metric_files_without_a_step_are_in_line_order(tmp_path: Path) -> None:
    _run(tmp_path / "0" / "abc", LOSSES, steps=False, key="train/loss")
    [run] = load([tmp_path]).runs
    assert run.primary == "train/loss" and run.series["train/loss"].steps.tolist()[:3] == [0, 1, 2]


def test_metric_files_without_a_run_folder_are_not_mlflow(tmp_path: Path) -> None:
    (tmp_path / "metrics").mkdir()
    (tmp_path / "metrics" / "loss").write_text("\n".join(f"{T0 + i} {v} {i}" for i, v in enumerate(LOSSES)))
    assert all(run.format != "mlflow" for run in load([tmp_path]).runs)


def test_the_runs_tensorboard_artifacts_are_the_same_run(tmp_path: Path) -> None:
    run_dir = _run(tmp_path / "mlruns" / "1" / "ed05f9", LOSSES)
    steps = np.arange(len(LOSSES))
    events = [event(int(s), 1.6e9 + i, [value("epoch_loss", "tf2", float(np.float32(LOSSES[i])))])
              for i, s in enumerate(steps.tolist())]
    write(run_dir / "artifacts" / "tensorboard_logs" / "train", events, ".v2")
    [run] = load([tmp_path]).runs
    assert run.meta["side_by_side"] == ["tensorboard", "mlflow"]
    assert len(run.series[run.primary]) == len(LOSSES)
