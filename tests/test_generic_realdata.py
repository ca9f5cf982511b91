"""Public console and text logs in ../shared/realdata read as their INDEX.md measured them."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.discover import discover
from lossdoctor.roles import Role

REAL = Path(__file__).resolve().parent.parent.parent / "shared" / "realdata"
FAIRSEQ = REAL / "fairseq-hydra-bert-adam-vs-adan-fp16-resume" / "NLP" / "BERT" / "exp_results" / "pretrain"
D2 = REAL / "detectron2-cdfsod-restarts-same-outdir" / "output" / "vitb"
DETR = REAL / "detr-r50-500ep-jsonl-lr-step" / "detr-r50_log.txt"

pytestmark = pytest.mark.skipif(not REAL.is_dir(), reason="../shared/realdata is not present")


@pytest.mark.parametrize(("name", "rows", "first", "last", "valid"), [
    ("hydra_train-adam.log", 5000, 200, 1_000_000, 23),
    ("hydra_train-adan.log", 4037, 200, 807_400, 19),
    ("hydra_train-adan-2.log", 1000, 800_200, 1_000_000, 4),
])
def test_fairseq_hydra_train_inner_and_valid(name: str, rows: int, first: int, last: int, valid: int) -> None:
    path = FAIRSEQ / name
    assert [unit.reader for unit in discover([path]).units] == ["generic"]
    [run] = api.load([path]).runs
    assert run.primary == "loss"
    loss = run.series["loss"]
    # Every train_inner row, steps from num_updates (the last one printed as "1e+06").
    assert (len(loss), int(loss.steps[0]), int(loss.steps[-1])) == (rows, first, last)
    assert run.series["valid_loss"].role is Role.EVAL_LOSS and len(run.series["valid_loss"]) == valid
    assert run.series["loss_scale"].role is Role.LOSS_SCALE
    assert run.series["gnorm"].role is Role.GRAD_NORM


def test_fairseq_adan_loss_scale_falls_to_a_sixteenth() -> None:
    [run] = api.load([FAIRSEQ / "hydra_train-adan.log"]).runs
    scale = run.series["loss_scale"]
    assert float(scale.values.min()) == 0.0625
    assert int(scale.steps[np.argmax(scale.values == 0.0625)]) == 265_000


def test_detectron2_console_restarts_into_one_log() -> None:
    [run] = api.load([D2 / "artaxor_10shot" / "log.txt"]).runs
    # Three launches into one output folder, each from iteration 19 (resume=False). They replay
    # the same values (6.146, 5.585/5.582, 5.277/5.275, ... : within 3 units of the 4th digit
    # printed), so they are reruns of one run, two abandoned (issue 25), as the folder's event
    # files read (tests/test_runs_realdata.py); this test expected three runs before.
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(19, 171), (19, 199)]
    loss = run.series["total_loss"]
    assert run.primary == "total_loss" and int(loss.steps[0]) == 19 and int(loss.steps[-1]) == 199
    assert abs(float(loss.values[0]) - 6.146) < 1e-3 and len(run.fragments) == 3


def test_detr_log_txt_lines_are_epochs() -> None:
    assert [unit.reader for unit in discover([DETR]).units] == ["generic"]
    [run] = api.load([DETR]).runs
    train, test = run.series["train_loss"], run.series["test_loss"]
    assert run.primary == "train_loss" and test.role is Role.EVAL_LOSS
    assert len(train) == len(test) == 500 and int(train.steps[-1]) == 499
    assert abs(float(train.values[0]) - 25.996) < 1e-3 and abs(float(train.values[-1]) - 6.093) < 1e-3
    lr = run.series["train_lr"]
    assert lr.role is Role.LR
    # The LR step at line 401 (epoch 400).
    assert float(lr.values[399]) > 5e-5 > float(lr.values[400])
    assert any("numbered in order" in warning for warning in run.warnings)


def test_text_tables_of_the_batch_read_whole() -> None:
    """mmengine scalars.json, Ultralytics and timm CSVs: other readers take them, whole."""
    mm = api.load([REAL / "mmengine-scalars-dfine-concatenated-restarts" / "vis_data" / "scalars.json"]).runs
    assert sum(len(run.series["loss"]) for run in mm) == 300
    [yolo] = api.load([REAL / "ultralytics-classify-results-csv-overfit" / "runs" / "classify" / "train"
                       / "results.csv"]).runs
    assert len(yolo.series["train/loss"]) == 20 and yolo.series["val/loss"].role is Role.EVAL_LOSS
    [timm] = api.load([REAL / "timm-summary-csv-adan-vit-resnet" / "CV" / "timm" / "exp_results" / "ResNet"
                       / "Res50" / "summary_res50_100.csv"]).runs
    assert len(timm.series["train_loss"]) == 110 and timm.series["eval_loss"].role is Role.EVAL_LOSS
