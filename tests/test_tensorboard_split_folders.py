"""A run's TensorBoard halves under trainers' own folder names are one run (issue 31): Catalyst's
`train_log/`, `valid_log/` and `_base_log/` (one process), CatBoost's `learn/` and `test/`. A lone
`test/` folder, or a sibling of the same process that logs a loss of its own, stays a run."""

from __future__ import annotations

from pathlib import Path

import numpy as np
from tb_helpers import event, value, write

from lossdoctor import api
from lossdoctor.ingest.tensorboard import claim


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def _curve(folder: Path, tag: str, steps: range, start: float, wall: float) -> None:
    write(folder, [event(s, wall + i, [value(tag, "simple", start / (1 + i / 10))]) for i, s in enumerate(steps)])


def test_catalyst_train_valid_and_base_folders_are_one_run(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    _curve(logs / "train_log", "loss/batch", range(32, 3232, 32), 0.6, 1.7e9)
    _curve(logs / "valid_log", "loss/batch", range(1000, 3000, 100), 0.5, 1.7e9 + 5)
    write(logs / "_base_log", [event(e, 1.7e9 + e, [value("lr/epoch", "simple", 1e-3)]) for e in range(1, 11)])
    units, _ = claim(_files(tmp_path), tmp_path)
    assert [u.name for u in units] == ["logs"]
    [r] = api.analyze([tmp_path]).runs
    assert r.run.primary == "loss/batch" and len(r.run.series["loss/batch"]) == 100
    assert len(r.run.series["valid_log/loss/batch"]) == 20 and "lr/epoch" in r.run.series
    assert not r.run.rollbacks


def test_catboost_learn_and_test_folders_are_one_run(tmp_path: Path) -> None:
    info = tmp_path / "catboost_info"
    _curve(info / "learn", "Logloss", range(300), 0.6, 1.7e9)
    _curve(info / "test", "Logloss", range(300), 0.61, 1.7e9)
    [r] = api.analyze([tmp_path]).runs
    assert len(r.run.series["Logloss"]) == 300 and len(r.run.series["test/Logloss"]) == 300


def test_a_lone_test_folder_is_a_run_of_its_own(tmp_path: Path) -> None:
    _curve(tmp_path / "runs" / "test", "loss", range(50), 1.0, 1.7e9)
    _curve(tmp_path / "runs" / "baseline", "loss", range(50), 2.0, 1.7e9)
    units, _ = claim(_files(tmp_path), tmp_path)
    assert sorted(u.name for u in units) == ["runs/baseline", "runs/test"]


def test_a_sibling_with_a_loss_of_its_own_stays_a_run(tmp_path: Path) -> None:
    # One script looping over settings writes a loss into each folder: a sweep, not one run.
    _curve(tmp_path / "train", "loss", range(50), 1.0, 1.7e9)
    _curve(tmp_path / "lr_0.1", "loss", range(50), 2.0, 1.7e9)
    units, _ = claim(_files(tmp_path), tmp_path)
    assert sorted(u.name for u in units) == ["lr_0.1", "train"]
    assert np.all([len(u.paths) == 1 for u in units])
