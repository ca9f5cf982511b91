"""One W&B history, several writers named by a key suffix: a federated server's clients are runs."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.identity.clients import split_writers
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import role_for

pytest.importorskip("wandb")

# A Flower-style server: each round two of three clients send their fit result (one history row
# each: loss_<id>, lr_<id>, dice_<id>), then the round's global evaluation gets a row of its own.
_SERVER = textwrap.dedent("""
    import sys, wandb
    run = wandb.init(project="fl", mode="offline", dir=sys.argv[1], id="flrun01")
    clients = ["4b95", "9d07", "f801"]
    for r in range(12):
        for c in (clients[r % 3], clients[(r + 1) % 3]):
            run.log({f"loss_{c}": 3.0 / (1 + r) + 0.01 * len(c), f"lr_{c}": 1e-4, f"dice_{c}": 0.5 + r / 100})
        run.log({"Round": r + 1, "Global Dice": 0.6 + r / 200})
    run.finish()
""")


@pytest.fixture(scope="module")
def server_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("fl")
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true",
               WANDB_CONSOLE="off")
    subprocess.run([sys.executable, "-c", _SERVER, str(folder)], check=True, env=env, timeout=300)
    return folder


def test_each_client_is_a_run(server_run: Path) -> None:
    runs = load([server_run]).runs
    assert sorted(run.primary or "" for run in runs) == ["loss_4b95", "loss_9d07", "loss_f801"]
    for run in runs:
        assert len(run.series[run.primary or ""]) == 8  # each client sampled in 8 of 12 rounds
        assert "Global Dice" in run.series  # the round's evaluation goes with every client
        assert not run.rollbacks and len(run.fragment_info) == 1


def _raw(series: dict[str, list[int]]) -> RawRun:
    made = {name: Series(name, np.asarray(steps, dtype=np.int64), np.linspace(2, 1, len(steps)), role=role_for(name))
            for name, steps in series.items()}
    return RawRun(name="r", format="wandb", fragments=[Fragment("f.wandb", made)], sources=["f.wandb"], identity="w:r")


def test_terms_of_one_loss_stay_one_run() -> None:
    # Terms logged at the same steps, and the Lightning pair (ids without a digit), are one run.
    assert len(split_writers(_raw({"loss_t1": [0, 1, 2], "acc_t1": [0, 1, 2],
                                   "loss_t2": [0, 1, 2], "acc_t2": [0, 1, 2]}))) == 1
    assert len(split_writers(_raw({"train_loss_step": [49, 99], "val_loss_step": [49, 99],
                                   "train_loss_epoch": [29, 59], "val_loss_epoch": [29, 59]}))) == 1
    # A loss no writer owns makes the suffixed ones its terms or evidence.
    assert len(split_writers(_raw({"loss": [0, 1, 2, 3], "loss_c1": [0, 2], "lr_c1": [0, 2],
                                   "loss_c2": [1, 3], "lr_c2": [1, 3]}))) == 1
    # A loss alone per id (no other metric of that writer) is no writer's row.
    assert len(split_writers(_raw({"loss_c1": [0, 2], "loss_c2": [1, 3]}))) == 1
    # A name that reads as no loss (`loss_acc1`: an accuracy) names no writer, and says so quietly.
    assert len(split_writers(_raw({"loss_acc1": [0, 2], "lr_acc1": [0, 2], "loss_c2": [1, 3], "lr_c2": [1, 3],
                                   "loss_c3": [4], "lr_c3": [4]}))) == 2


def test_disjoint_writers_split() -> None:
    parts = split_writers(_raw({"loss_c1": [0, 2], "lr_c1": [0, 2], "loss_c2": [1, 3], "lr_c2": [1, 3],
                                "Round": [4]}))
    assert [p.identity for p in parts] == ["w:r#c1", "w:r#c2"]
    assert all("Round" in p.fragments[0].series for p in parts)
