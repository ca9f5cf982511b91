"""Resumes a log states in words with an epoch, and a resume from a checkpoint the log never
reached (blind batch c25, `c25-dbnet-ocr-...` in the corpus).

DBNet.pytorch's trainer logs with python `logging` ('%(asctime)s DBNet INFO: %(message)s'): the
config dict (pprint), 'train with device ...', 'Loading checkpoint: x.pth ...' and
'resume from checkpoint x.pth (epoch 37)' when it resumes, then one line per iteration
('[e/200], [i/n], global_step: g, ..., loss: x, ...') and '[e/200], train_loss: x, ...' per epoch.
A debug launch of one step, then two launches resumed from the epoch-37 checkpoint of another
training (global_step 13099 on): the resumed launches are one run (a rollback), the debug launch
a run of its own, not the run they resume.
"""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.identity.statements import statement

_CKPT = "C:/Users/u/Desktop/output/recall_0.523881_precision_0.739726_hmean_0.613368.pth"


def _stamp(minute: int, second: int = 0) -> str:
    day, rest = divmod(minute, 24 * 60)
    return f"2020-12-{6 + day:02d} {rest // 60:02d}:{rest % 60:02d}:{second % 60:02d},629 DBNet INFO: "


def _launch(minute: int, first_step: int, steps: int, per_epoch: int, resume: str = "", seed: float = 0.0,
            every: int = 1) -> list[str]:
    """One launch as DBNet prints it: its config, its start-up, then `steps` iterations (one
    line `every` iterations, its `log_iter`)."""
    lines = [_stamp(minute) + "{'arch': {'backbone': {'in_channels': 3,",
             "                       'pretrained': True,",
             "                       'type': 'resnet18'},",
             "          'type': 'Model'},",
             " 'trainer': {'epochs': 200,",
             "             'log_iter': 1,",
             f"             'resume_checkpoint': '{resume}',",
             "             'seed': 2,",
             "             'show_images_iter': 1}}",
             _stamp(minute) + "train with device cuda and pytorch 1.6.0+cu101"]
    if resume:
        lines += [_stamp(minute) + f"Loading checkpoint: {resume} ...",
                  _stamp(minute, 2) + f"resume from checkpoint {resume} (epoch 37)"]
    lines.append(_stamp(minute, 2) + f"train dataset has 6034 samples,{per_epoch} in dataloader, "
                 "validate dataset has 2000 samples,2000 in dataloader")
    epoch = 1 + (first_step - 1) // per_epoch
    for index in range(steps):
        step = first_step + index * every
        loss = (1.0 if resume else 2.0 + 8.0 / (1 + index)) + 0.1 * math.sin(step + seed)
        lines.append(_stamp(minute + 1 + index // 60, index) + f"[{epoch}/200], [{index * every + 1}/{per_epoch}], "
                     f"global_step: {step}, speed: 13.8 samples/sec, acc: 0.9348, iou_shrink_map: 0.8448, "
                     f"loss: {loss:.4f}, loss_shrink_maps: 0.2057, loss_threshold_maps: 0.0516, "
                     f"loss_binary_maps: 0.1589, , lr:0.000847883, time:0.73")
    return lines


@pytest.mark.parametrize(("line", "epoch"), [
    ("2020-12-07 21:16:02,629 DBNet INFO: resume from checkpoint C:/out/best.pth (epoch 37)", 37),
    ("Resuming from epoch 12", 12),
    ("Resuming training from epoch 3/10", 3),
    ("Loaded checkpoint checkpoints/last.pt (epoch 5)", 5),
    ("starting from epoch  45", 45),
])
def test_a_resume_stated_with_its_epoch(line: str, epoch: int) -> None:
    said = statement(line, 1)
    assert said is not None and said.kind == "resume" and said.epoch == epoch and said.step is None


@pytest.mark.parametrize("line", ["starting from epoch  0", "Loading checkpoint: x.pth ...",
                                  "Epoch 3: loss from epoch start 0.5", "resume from checkpoint x.pth"])
def test_no_resume_with_an_epoch_is_read_where_none_is_stated(line: str) -> None:
    said = statement(line, 1)
    assert said is None or said.epoch is None


def test_a_resume_from_a_checkpoint_the_log_never_reached_is_a_run_of_its_own(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(9 * 60, 1, 1, 1) + _launch(45 * 60, 13099, 60, 604, _CKPT)
                             + _launch(46 * 60, 13099, 20, 604, _CKPT, seed=1.0)) + "\n", encoding="utf-8")
    debug, resumed = api.load([log]).runs
    assert debug.series["loss"].steps.tolist() == [1]
    assert len(resumed.fragments) == 2 and len(resumed.rollbacks) == 1
    assert resumed.series["loss"].steps.tolist() == list(range(13099, 13119))
    [opened] = [d for d in resumed.meta["decisions"] if d.kind == "new run"]
    assert "beyond every step the run before it logged" in opened.evidence


def test_a_resume_from_where_the_log_got_to_stays_that_run(tmp_path: Path) -> None:
    # The first launch reached step 600 and saved; the relaunch resumes it at 601: one run.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(9 * 60, 1, 600, 604) + _launch(45 * 60, 601, 60, 604, _CKPT)) + "\n",
                   encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.fragments) == 2 and not run.rollbacks
    assert run.series["loss"].steps.tolist() == list(range(1, 661))


def test_a_sparse_logger_resumed_past_its_last_line_stays_that_run(tmp_path: Path) -> None:
    # One line every 100 iterations up to 3901, then a resume at 6001 (a checkpoint saved after
    # the last line the log kept): within twice the step the run reached, the same run.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(9 * 60, 1, 40, 10000, every=100) + _launch(45 * 60, 6001, 30, 10000, _CKPT,
                                                                            every=100)) + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.fragments) == 2 and not run.rollbacks
    assert len(run.series["loss"]) == 70
