"""mmcv's JSON log: `iter` counts within the epoch, `mode: val` rows are the epoch's evaluation.

The fixture stands for the real case c11-mmcls-mobilenetv2-flower-four-launches-log-and-json
(an mmcls work_dir, unlicensed, so not committed): each launch of mmcv 1.x's runner writes
`<timestamp>.log` (the text logger's `Epoch [e][i/N]\tlr: ..., loss: x` lines) and
`<timestamp>.log.json`, the JSON lines of the same TextLoggerHook: a first line with the
environment and config, then `{"mode": "train", "epoch": e, "iter": i, "lr": ..., "memory": ...,
"data_time": ..., "loss": ..., "time": ...}` every `interval` iterations (iter back to 10 when
the epoch goes up) and `{"mode": "val", "epoch": e, "iter": <val batches>, "lr": ...,
"accuracy_top-1": ...}` after each epoch. Keys in the hook's order (mode, epoch, iter, lr,
memory, then the log buffer's outputs), floats rounded to 5 places as `_round_float` does. Own
numbers, generated here.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np

from lossdoctor import api

_PER_EPOCH, _EVERY, _VAL_BATCHES = 72, 10, 18


def _loss(launch: int, epoch: int, it: int) -> float:
    step = (epoch - 1) * _PER_EPOCH + it
    return round(0.25 + 0.9 * math.exp(-step / 20) + 0.05 * math.sin(step + launch), 5)


def _write_launch(folder: Path, stamp: str, launch: int, epochs: int, last_iter: int = 70) -> None:
    """One launch's two files; the last epoch stops after `last_iter` (no evaluation then)."""
    text = ["2023-02-05 19:41:28,001 - mmcls - INFO - Environment info:",
            "------------------------------------------------------------",
            "sys.platform: linux",
            "2023-02-05 19:41:28,100 - mmcls - INFO - Distributed training: False",
            f"2023-02-05 19:41:30,200 - mmcls - INFO - workflow: [('train', 1)], max: {epochs} epochs"]
    rows: list[dict[str, object]] = [{"env_info": "sys.platform: linux\nPython: 3.7.10", "config": "model = dict()",
                                      "seed": 1234, "exp_name": "flower.py"}]
    for epoch in range(1, epochs + 1):
        lr = round(5e-3 * (1 - (epoch - 1) / 50), 5)
        stop = last_iter if epoch == epochs else _PER_EPOCH
        for it in range(_EVERY, stop + 1, _EVERY):
            loss = _loss(launch, epoch, it)
            text.append(f"2023-02-05 19:41:{38 + it // 10:02d},315 - mmcls - INFO - Epoch [{epoch}][{it}/{_PER_EPOCH}]\t"
                        f"lr: {lr:.3e}, eta: 0:03:57, time: 0.086, data_time: 0.003, memory: 2456, loss: {loss:.4f}")
            rows.append({"mode": "train", "epoch": epoch, "iter": it, "lr": lr, "memory": 2456,
                         "data_time": 0.00265, "loss": loss, "time": 0.08616})
        if stop == _PER_EPOCH:
            top1 = round(88 + epoch * 0.7, 5)
            text.append(f"2023-02-05 19:41:45,394 - mmcls - INFO - Epoch(val) [{epoch}][{_VAL_BATCHES}]\t"
                        f"accuracy_top-1: {top1:.4f}, accuracy_top-5: 100.0000")
            rows.append({"mode": "val", "epoch": epoch, "iter": _VAL_BATCHES, "lr": lr,
                         "accuracy_top-1": top1, "accuracy_top-5": 100.0})
    (folder / f"{stamp}.log").write_text("\n".join(text) + "\n", encoding="utf-8")
    (folder / f"{stamp}.log.json").write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")


def test_json_log_alone_is_one_run_along_the_epochs(tmp_path: Path) -> None:
    _write_launch(tmp_path, "20230205_194128", 4, epochs=5)
    (tmp_path / "20230205_194128.log").unlink()
    [run] = api.load([tmp_path / "20230205_194128.log.json"]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    loss = run.series["loss"]
    assert len(loss) == 35
    # iter counts within the epoch: the step goes on along the epochs.
    assert np.all(np.diff(loss.steps) > 0) and int(loss.steps[0]) == 10
    assert np.allclose(loss.values, [_loss(4, e, i) for e in range(1, 6) for i in range(10, 71, 10)])
    # The evaluation rows are at the epoch's end, in series of their own; their lr is training's.
    top1 = run.series["val/accuracy_top-1"]
    # (The last epoch stops before its evaluation.)
    assert len(top1) == 4 and np.array_equal(top1.steps, loss.steps[6::7][:4])
    assert "val/lr" not in run.series and len(run.series["lr"]) == 35


def test_each_launch_log_and_json_log_are_one_run(tmp_path: Path) -> None:
    # Three launches that died at the end of their first epoch, then one of 10 epochs.
    for launch, stamp in enumerate(("20230205_193526", "20230205_193719", "20230205_193913")):
        _write_launch(tmp_path, stamp, launch, epochs=1)
    _write_launch(tmp_path, "20230205_194128", 3, epochs=10)
    runs = api.load([tmp_path]).runs
    assert len(runs) == 4
    sizes = sorted(len(run.series["loss"]) for run in runs)
    assert sizes == [7, 7, 7, 70]
    for run in runs:
        assert len(run.sources) == 2 and len(run.fragments) == 1 and not run.rollbacks
