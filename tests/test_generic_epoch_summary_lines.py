"""An epoch's summary line among per-iteration lines (issue 31, c25 dbnet).

DBNet.pytorch's trainer logs every iteration as `[38/200], [1/604], global_step: 13099, ...,
loss: 0.9737, ...` and, when the epoch ends, `[38/200], train_loss: 1.0320, time: 542.3107,
lr: ...`: the summary's only counter is the epoch the iteration lines print beside their global
step. Read as the step, it put the epoch's mean at step 38 of a curve counted in global steps (a
rollback from 13702 to 38, and a doubt). It is the epoch's mean, placed where its epoch ended.
The lines are written here by Python's logging with DBNet's format strings.
"""

from __future__ import annotations

import logging
import pprint
from pathlib import Path

from lossdoctor import api
from lossdoctor.ingest.textlog import generic
from lossdoctor.ingest.textlog.generic.epochsummary import SUFFIX
from lossdoctor.model import RawRun
from lossdoctor.roles import Role
from stitch_helpers import fragment_points

EPOCHS = 200
CONFIG = {"arch": {"backbone": {"in_channels": 3, "pretrained": True, "type": "resnet18"}, "type": "Model"},
          "trainer": {"epochs": EPOCHS, "log_iter": 1, "output_dir": "output", "resume_checkpoint": "", "seed": 2}}


class _DBNet:
    """DBNet.pytorch's trainer logging through `logging`, as `base_trainer` sets it up."""

    def __init__(self, path: Path) -> None:
        self.logger = logging.getLogger("DBNet")
        self.logger.setLevel(logging.INFO)
        self.logger.propagate = False
        self.handler = logging.FileHandler(path, encoding="utf-8")
        self.handler.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s: %(message)s"))
        self.logger.addHandler(self.handler)

    def close(self) -> None:
        self.logger.removeHandler(self.handler)
        self.handler.close()

    def start(self, resume: int | None = None) -> None:
        """A launch's start-up: the config (pprint), the device, a checkpoint resumed."""
        self.logger.info(pprint.pformat(CONFIG))
        self.logger.info("train with device cuda and pytorch 1.6.0+cu101")
        if resume is not None:
            path = "output/recall_0.523881_precision_0.739726_hmean_0.613368.pth"
            self.logger.info(f"Loading checkpoint: {path} ...")
            self.logger.info(f"resume from checkpoint {path} (epoch {resume})")
        self.logger.info("train dataset has 10 samples,604 in dataloader, validate dataset has 10 samples,10 in dataloader")

    def epoch(self, epoch: int, iters: int, first_step: int, level: float, upto: int | None = None) -> None:
        """One epoch's iteration lines (all, or the first `upto`) and, when it ends, its summary."""
        losses = []
        for i in range(iters if upto is None else upto):
            loss = level + 0.1 * ((i * 7) % 5) / 5
            losses.append(loss)
            loss_str = f"loss: {loss:.4f}, " + "".join(
                f"{key}: {value:.4f}, " for key, value in (("loss_shrink_maps", loss / 4), ("loss_threshold_maps", 0.05),
                                                           ("loss_binary_maps", loss / 5)))
            self.logger.info(
                "[{}/{}], [{}/{}], global_step: {}, speed: {:.1f} samples/sec, acc: {:.4f}, iou_shrink_map: {:.4f}, "
                "{}, lr:{:.6}, time:{:.2f}".format(epoch, EPOCHS, i + 1, iters, first_step + i, 13.2, 0.898, 0.8197,
                                                  loss_str, 0.000847883, 0.75))
        if upto is None:
            self.logger.info("[{}/{}], train_loss: {:.4f}, time: {:.4f}, lr: {}".format(
                epoch, EPOCHS, sum(losses) / len(losses), 542.3107, 0.0008478829726722045))
            self.logger.info("Saving latest checkpoint: output/checkpoint/model_latest.pth")


def _write(path: Path, launches: list[tuple[int | None, list[tuple[int, int, int, float, int | None]]]]) -> None:
    writer = _DBNet(path)
    try:
        for resume, epochs in launches:
            writer.start(resume)
            for epoch, iters, first_step, level, upto in epochs:
                writer.epoch(epoch, iters, first_step, level, upto)
    finally:
        writer.close()


def _read(path: Path) -> list[RawRun]:
    units, rest = generic.claim([path], path.parent)
    assert not rest
    return generic.read(units[0])


def test_the_epoch_summary_is_placed_where_its_epoch_ended(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    _write(log, [(None, [(1, 6, 1, 2.0, None), (2, 6, 7, 1.5, None), (3, 6, 13, 1.2, None)])])
    [run] = _read(log)
    assert len(run.fragments) == 1  # no step goes back to the epoch
    assert fragment_points(run, "loss")[0] == list(range(1, 19))
    steps, values = fragment_points(run, "train_loss")
    assert steps == [6, 12, 18]  # each epoch's mean at the global step its epoch ended
    assert values[0] == round(sum(2.0 + 0.1 * ((i * 7) % 5) / 5 for i in range(6)) / 6, 4)
    # The epoch's time and lr are the summary's own: beside the iteration's, not over them.
    assert fragment_points(run, "time")[1] == [0.75] * 18
    assert fragment_points(run, "time" + SUFFIX) == ([6, 12, 18], [542.3107] * 3)
    assert run.fragments[0].series["train_loss"].role is Role.LOSS


def test_the_primary_loss_stays_the_per_iteration_one(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    _write(log, [(None, [(1, 6, 1, 2.0, None), (2, 6, 7, 1.5, None)])])
    [run] = api.load([log]).runs
    assert run.primary == "loss" and not run.rollbacks
    assert run.series["loss"].steps.tolist() == list(range(1, 13))


def test_a_one_iteration_epoch_keeps_its_one_point(tmp_path: Path) -> None:
    # DBNet's first launch on a 1-iteration debug epoch: one iteration line, then its summary.
    # A from-scratch launch follows it in the same log.
    log = tmp_path / "train.log"
    _write(log, [(None, [(1, 1, 1, 10.8742, None)]), (None, [(1, 6, 1, 9.0, None)])])
    run = api.load([log]).runs[0]
    assert run.series["loss"].steps.tolist() == [1]
    assert run.series["train_loss"].steps.tolist() == [1]
    assert run.primary == "loss"


def test_a_launch_resumed_again_from_the_same_checkpoint_is_the_rollback(tmp_path: Path) -> None:
    # Launch 2 resumes the epoch-37 checkpoint and logs epoch 38 whole (global steps 13099..13111)
    # and its summary; launch 3 resumes the same checkpoint and restarts at 13099.
    log = tmp_path / "train.log"
    _write(log, [(None, [(1, 1, 1, 10.8742, None)]),
                 (37, [(38, 13, 13099, 1.0, None)]),
                 (37, [(38, 13, 13099, 0.9, 5)])])
    first, second = api.load([log]).runs
    assert first.series["loss"].steps.tolist() == [1]
    assert [(r.step, r.abandoned_to_step) for r in second.rollbacks] == [(13099, 13111)]
    assert second.series["loss"].steps.tolist() == list(range(13099, 13104))
    assert second.meta["reading"]["doubt"] is None


def test_a_summary_only_log_keeps_its_epochs_as_steps(tmp_path: Path) -> None:
    # No iteration line prints the counter beside a step of its own: the counter is the step.
    log = tmp_path / "train.log"
    writer = _DBNet(log)
    try:
        writer.start()
        for epoch in range(1, 6):
            writer.logger.info("[{}/{}], train_loss: {:.4f}, time: {:.4f}, lr: {}".format(
                epoch, EPOCHS, 2.0 / epoch, 540.0, 0.001))
    finally:
        writer.close()
    [run] = _read(log)
    assert fragment_points(run, "train_loss")[0] == [1, 2, 3, 4, 5]


def test_a_counter_of_other_totals_is_no_epoch_of_the_iteration_lines(tmp_path: Path) -> None:
    # A line whose counter counts out of another total than the iteration lines' epochs (a
    # warm-up stage's `[k/20]`) is not their epoch: it keeps its own counter.
    log = tmp_path / "train.log"
    writer = _DBNet(log)
    try:
        writer.start()
        for stage in range(1, 4):
            writer.logger.info("[{}/{}], warmup_loss: {:.4f}, time: {:.4f}, lr: {}".format(
                stage, 20, 3.0 / stage, 1.0, 0.001))
        writer.epoch(1, 6, 1, 2.0, None)
    finally:
        writer.close()
    runs = _read(log)
    assert fragment_points(runs[0], "warmup_loss")[0] == [1, 2, 3]  # not passed over, not moved
    assert all("warmup_loss" not in f.series for f in runs[-1].fragments)
