"""Lightning's `X_step`/`X_epoch` pair: the denser half is the loss, alike over sibling runs."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

from lossdoctor.api import load
from lossdoctor.roles import Role, choose_primary, denser_of_pair, step_epoch_pair
from tests.test_lightning import write_version

_REAL = Path(__file__).parent / "realworld" / "cases" / "d7-pinn-pendulum-lightning-csv-five-versions" / "files"


def _rows(epochs: int, per_epoch: int, every: int = 50) -> list[dict[str, Any]]:
    """CSVLogger rows of `self.log("train_loss", on_step=True, on_epoch=True)`: a step row every
    `every` global steps, an epoch row at each epoch's last step (keys as the logger writes them)."""
    rows: list[dict[str, Any]] = []
    for epoch in range(epochs):
        for batch in range(per_epoch):
            step = epoch * per_epoch + batch
            if (step + 1) % every == 0:
                rows.append({"epoch": epoch, "step": step, "train_loss_step": 2.0 / (1 + step / 100)})
        last = (epoch + 1) * per_epoch - 1
        rows.append({"epoch": epoch, "step": last, "train_loss_epoch": 2.0 / (1 + last / 100), "val_loss": 1.5})
    return rows


def test_pair_names() -> None:
    assert step_epoch_pair("train_loss_step") == ("train_loss_step", "train_loss_epoch")
    assert step_epoch_pair("train_loss_epoch") == ("train_loss_step", "train_loss_epoch")
    assert step_epoch_pair("loss") is None and step_epoch_pair("_step") is None


def test_denser_half_wins() -> None:
    assert denser_of_pair("train_loss_step", {"train_loss_step": 30, "train_loss_epoch": 50}) == "train_loss_epoch"
    assert denser_of_pair("train_loss_step", {"train_loss_step": 126, "train_loss_epoch": 100}) == "train_loss_step"
    assert denser_of_pair("train_loss_step", {"train_loss_step": 30}) == "train_loss_step"
    picked = choose_primary([("train_loss_step", Role.LOSS, 30), ("train_loss_epoch", Role.LOSS, 50),
                             ("val_loss", Role.EVAL_LOSS, 50)])
    assert picked == "train_loss_epoch"
    # A tie keeps the per-step loss; the user's --loss still wins.
    assert choose_primary([("train_loss_step", Role.LOSS, 50), ("train_loss_epoch", Role.LOSS, 50)]) == "train_loss_step"
    assert choose_primary([("train_loss_step", Role.LOSS, 30), ("train_loss_epoch", Role.LOSS, 50)],
                          ("train_loss_step",)) == "train_loss_step"


def test_short_epochs_read_on_the_epoch_means(tmp_path: Path) -> None:
    """30-step epochs, the step loss every 50 steps: 30 step points against 50 epoch means."""
    logger = tmp_path / "lightning_logs" / "optuna"
    for version in range(3):
        write_version(logger, version, _rows(50, 30))
    runs = load([tmp_path]).runs
    assert len(runs) == 3
    assert {run.primary for run in runs} == {"train_loss_epoch"}
    assert all(len(run.series["train_loss_epoch"]) == 50 for run in runs)


def test_long_epochs_read_on_the_step_losses(tmp_path: Path) -> None:
    logger = tmp_path / "lightning_logs"
    write_version(logger, 0, _rows(20, 120))
    (run,) = load([tmp_path]).runs
    assert run.primary == "train_loss_step" and len(run.series["train_loss_step"]) == 48


def test_siblings_read_alike_on_the_real_versions(tmp_path: Path) -> None:
    """The real PINN folder: version_10's 32-batch epochs make its epoch means the denser half,
    yet its four siblings are per-step curves: all five read on `train_loss_step`."""
    runs = load([_REAL]).runs
    assert {run.name.rsplit("/", 1)[-1] for run in runs} == {f"version_{v}" for v in (0, 1, 2, 3, 10)}
    assert {run.primary for run in runs} == {"train_loss_step"}
    alone = tmp_path / "lightning_logs"
    shutil.copytree(_REAL / "lightning_logs" / "version_10", alone / "version_10")
    (run,) = load([tmp_path]).runs
    assert run.primary == "train_loss_epoch"  # on its own, the denser half


def test_sparse_hint_is_not_forced(tmp_path: Path) -> None:
    """A sibling whose own choice the reading's half would thin out to under half keeps its own."""
    logger = tmp_path / "lightning_logs"
    write_version(logger, 0, _rows(50, 30))
    write_version(logger, 1, _rows(50, 30))
    write_version(logger, 2, _rows(2, 2000))  # 80 step points, 2 epoch means
    runs = {run.name.rsplit("/", 1)[-1]: run for run in load([tmp_path]).runs}
    assert runs["version_2"].primary == "train_loss_step"
    assert runs["version_0"].primary == runs["version_1"].primary == "train_loss_epoch"
