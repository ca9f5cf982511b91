"""A sweep side by side: each run's hyperparameters from beside its logs, the differing ones shown."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import analyze, load
from lossdoctor.cli import main
from lossdoctor.formats import json_report, markdown, text
from lossdoctor.formats.sweep import cells, differing
from tb_helpers import event, hparams_values, value, write

HERE = Path(__file__).resolve().parent


def _lightning_version(logger: Path, version: int, lr: float, blow_up: bool) -> None:
    folder = logger / f"version_{version}"
    folder.mkdir(parents=True)
    steps = np.arange(0, 300, 10)
    loss = 2.0 + 3.0 * np.exp(-steps * lr / 2.4)
    if blow_up:
        loss[15:] = 1e6
    lines = ["epoch,step,train_loss"] + [f"{s // 100},{s},{v}" for s, v in zip(steps.tolist(), loss.tolist())]
    (folder / "metrics.csv").write_text("\n".join(lines) + "\n")
    # What Lightning's save_hparams_to_yaml writes, Python-tagged values included.
    (folder / "hparams.yaml").write_text(
        f"lr: {lr}\nbatch_size: 64\nmodel: !!python/name:builtins.dict ''\noptim:\n  name: adam\n  betas:\n  - 0.9\n"
        "  - 0.999\n")


@pytest.fixture
def lr_sweep(tmp_path: Path) -> Path:
    logger = tmp_path / "lightning_logs"
    for version, lr in enumerate((0.3, 0.03, 0.003)):
        _lightning_version(logger, version, lr, blow_up=lr >= 0.3)
    return tmp_path


def test_lightning_sweep_is_three_runs_with_their_params(lr_sweep: Path) -> None:
    runs = load([lr_sweep]).runs
    assert [r.name for r in runs] == [f"lightning_logs/version_{v}" for v in range(3)]
    assert [r.params["lr"] for r in runs] == [0.3, 0.03, 0.003]
    assert runs[0].params["optim.betas"] == [0.9, 0.999] and runs[0].params["model"] is None
    assert all(r.rollbacks == () for r in runs)


def test_summary_shows_the_params_that_differ(lr_sweep: Path) -> None:
    report = analyze([lr_sweep])
    shown = text.render(report, width=140, color=False)
    table = shown.split("\n\n")[0]
    assert "params" in table and "lr=0.3" in table and "lr=0.003" in table
    assert "batch_size" not in table  # the same in every run
    md = markdown.render(report)
    assert "| params |" in md and "lr=0.03" in md
    data = json.loads(json_report.render(report))
    assert [r["params"]["lr"] for r in data["runs"]] == [0.3, 0.03, 0.003]
    assert all(r["primary_loss"] == "train_loss" and r["error"] is None for r in data["runs"])


def test_cli_json_carries_params(lr_sweep: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(lr_sweep), "--format", "json"]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert {r["params"]["lr"] for r in runs} == {0.3, 0.03, 0.003}


def test_wandb_offline_sweep_params_from_the_run_file(tmp_path: Path) -> None:
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off", WANDB_DIR=str(tmp_path))
    subprocess.run([sys.executable, str(HERE / "runs_wandb_sweep.py"), str(tmp_path)], check=True, env=env,
                   timeout=300)
    runs = load([tmp_path]).runs
    assert sorted(r.params["lr"] for r in runs) == [0.003, 0.3]
    assert all(r.params["optimizer.name"] == "adamw" and r.params["batch_size"] == 32 for r in runs)
    assert not any(key.startswith("_") for r in runs for key in r.params)
    assert cells([r.params for r in runs]) is not None
    assert differing([r.params for r in runs])[:2] == ["lr", "seed"]


def test_tensorboard_hparams_records(tmp_path: Path) -> None:
    for name, lr in (("a", 0.1), ("b", 0.01)):
        events = [event(0, 1.7e9, hparams_values({"lr": lr, "opt": "sgd"}))]
        events += [event(s, 1.7e9 + s, [value("loss", "simple", 2.0 - s / 100)]) for s in range(0, 50, 5)]
        write(tmp_path / name, events)
    runs = load([tmp_path]).runs
    assert [(r.name, r.params.get("lr")) for r in runs] == [("a", pytest.approx(0.1)), ("b", pytest.approx(0.01))]


def test_hf_trial_params_and_nested_configs(tmp_path: Path) -> None:
    for trial, lr in ((0, 5e-5), (1, 1e-4)):
        out = tmp_path / f"run-{trial}"
        out.mkdir()
        history = [{"epoch": s / 100, "loss": 2.0 - s / 200, "step": s} for s in range(10, 110, 10)]
        (out / "trainer_state.json").write_text(json.dumps({
            "global_step": 100, "log_history": history, "max_steps": 100, "num_train_epochs": 1,
            "train_batch_size": 8, "trial_params": {"learning_rate": lr}, "trial_name": f"run-{trial}"}))
    runs = load([tmp_path]).runs
    assert [r.params["learning_rate"] for r in runs] == [5e-5, 1e-4]
    assert differing([r.params for r in runs]) == ["learning_rate"]


def test_noise_settings_never_count_as_differing() -> None:
    params = [{"lr": 0.1, "output_dir": "/a", "run_name": "x", "seed": 1, "lora_rank": 8},
              {"lr": 0.1, "output_dir": "/b", "run_name": "y", "seed": 2, "lora_rank": 16}]
    assert differing(params) == ["seed", "lora_rank"]
    assert cells([{"lr": 1}, {"lr": 1}]) is None
    assert differing([{"x": 1}, {"x": 1.0}]) == []  # a YAML int and a JSON float of one value
