"""A per-epoch batch counter's restart is the next epoch when the stated epochs go on (c36 CatVSDog).

The torchvision fine-tuning loop of Haisu7025/CatVSDog logs, through Python's logging, one
batch's loss every 200 of 1600 batches (`train --- Current batch:200/1600  loss:[ 0.59]`, a
numpy array print) and, when the epoch ends, `Epoch [3]/[199] \\t Training Phase Loss: x`. The
batch counter names no epoch, so each restart after 1600 is the next epoch or a new run; told
by the single batches' level (3 of them each side), noisy batches made 13 of 300 epochs "new
runs": 13 rollbacks that never happened. The summary lines state the epoch: where it goes on,
the restart is the next epoch (a resume that goes on counting included); where it goes back to
the first, a new run starts. The lines are written here by Python's logging with the script's
format strings. (Since devR51 the summaries are the curve, the batch lines their sample.)
"""

from __future__ import annotations

import logging
from pathlib import Path

import numpy as np

from lossdoctor import api


def _write(path: Path, launches: list[tuple[int, int]], seed: int) -> None:
    """Launches of (first epoch, last epoch), each epoch 8 sampled batches and its summary."""
    rng = np.random.default_rng(seed)
    logger = logging.getLogger(f"catvsdog.{path.parent.name}")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s    : %(message)s"))
    logger.addHandler(handler)
    try:
        for first, last in launches:
            for epoch in range(first, last + 1):
                level = 0.7 * 0.98 ** epoch
                batch = level * np.exp(rng.normal(0, 0.6, 8))  # one batch of 10 images: noisy
                for i, value in enumerate(batch):
                    logger.info("train --- Current batch:%d/1600  loss:%s", 200 * (i + 1), np.array([value]))
                logger.info("Epoch [%d]/[%d] \t Training Phase Loss: %.12g \t Accuracy: %.4f",
                            epoch, last, level / 10, 0.6 + 0.001 * epoch)
                logger.info("Save module: checkpoints/%d_train_state.pth", epoch)
            logger.info("Training complete in 946m 39s")
    finally:
        logger.removeHandler(handler)
        handler.close()


def test_restarts_under_stated_epochs_that_go_on_are_epochs(tmp_path: Path) -> None:
    for seed in range(4):
        folder = tmp_path / f"resumed{seed}"
        folder.mkdir()
        _write(folder / "resnet.log", [(0, 59), (60, 79)], seed)
        [run] = api.load([folder]).runs
        # The epoch summaries are the curve (the batch lines sample them, devR51), along the
        # epochs stated: no restart read into them.
        assert not run.rollbacks and run.primary == "Training Phase Loss"
        assert run.series[run.primary].steps.tolist() == list(range(80))


def test_a_restart_whose_stated_epoch_goes_back_is_a_new_run(tmp_path: Path) -> None:
    # Negative control: the second launch counts its epochs from 0 again: not the epochs 40-59
    # of one run going on (a new run or a rollback says so), and only there.
    _write(tmp_path / "resnet.log", [(0, 39), (0, 19)], 0)
    runs = api.load([tmp_path]).runs
    assert len(runs) == 2 or sum(len(run.rollbacks) for run in runs) == 1
