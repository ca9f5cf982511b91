"""A W&B run and the same training's TensorBoard events are one run when their values agree,
in whatever unit each counts its steps (fixtures written by the real SDKs)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load

pytest.importorskip("wandb")
pytest.importorskip("tensorboardX")

SCRIPT = Path(__file__).resolve().parent / "runs_wandb_tensorboard.py"


def _write(folder: Path, mode: str) -> Path:
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off", WANDB_DIR=str(folder))
    subprocess.run([sys.executable, str(SCRIPT), str(folder), mode], check=True, env=env, timeout=300)
    return folder


def _formats(run: object) -> list[str]:
    return sorted(getattr(run, "meta")["side_by_side"])


def test_wandb_step_counter_beside_the_events_global_step_is_one_run(tmp_path: Path) -> None:
    [run] = load([_write(tmp_path, "script")]).runs
    assert _formats(run) == ["tensorboard", "wandb"] and run.params["lr"] == 3e-4
    loss = run.series["train/loss"]
    assert loss.steps.tolist() == list(range(0, 2000, 10))
    assert any("in another step unit" in w for w in run.warnings)


def test_sync_tensorboard_run_its_copy_and_the_events_are_one_run(tmp_path: Path) -> None:
    [run] = load([_write(tmp_path, "sync")]).runs
    # W&B's copy of the event file in files/ is written by a watcher thread: there or not, one run.
    assert _formats(run) in (["tensorboard", "wandb"], ["tensorboard", "tensorboard", "wandb"])
    assert len(run.series["train/loss"]) == 200 and not run.rollbacks


def test_a_killed_run_with_torn_files_is_one_run(tmp_path: Path) -> None:
    [run] = load([_write(tmp_path, "killed")]).runs
    assert _formats(run) == ["tensorboard", "wandb"]
    loss = run.series["train/loss"]
    # The events lost their last record; W&B's torn tail loses a record or a block, depending on
    # where its chunk boundary falls. A point only W&B kept is mapped on at the events' rate.
    assert len(loss) >= 199 and np.all(np.diff(loss.steps) > 0) and set(loss.steps.tolist()) <= set(range(0, 2000, 10))


def test_two_launches_each_a_wandb_run_beside_one_events_folder_are_one_run(tmp_path: Path) -> None:
    [run] = load([_write(tmp_path, "relaunch")]).runs
    assert _formats(run) == ["tensorboard", "wandb", "wandb"]
    assert len(run.fragments) == 2 and len(run.rollbacks) == 1
    assert len(run.series["train/loss"]) == 200


def test_two_trainings_each_launched_from_its_own_folder_stay_two_runs(tmp_path: Path) -> None:
    _write(tmp_path / "a", "script")
    runs = load([tmp_path / "a", _write(tmp_path / "b", "sync")]).runs
    # Same values in both folders, but each W&B run is launched from its own folder.
    assert len(runs) == 2
