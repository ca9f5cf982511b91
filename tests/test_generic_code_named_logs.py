"""Training logs under source-code names: a console saved as `.py`, or pasted into a string of a
script that plots it, is a log; a real source that merely prints its loss is not.

The real files are `c21-torchvision-maskrcnn-metriclogger-log-in-py-string-10-epochs-6-iters`
(corpus, not committed) and `c22-mmseg-swin-upernet-five-logs-saved-as-py-ten-launches-eight-with-iters`.
"""

from __future__ import annotations

import statistics
from collections import deque
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.ingest.textlog.generic.writeup import pasted_into_source

PLOT_SCRIPT = '''import numpy as np


log = LOG.split("\\n")[:-1]

# drop every 7th line
log = [log[i] for i in range(len(log)) if i % 7 != 6]

lrs = np.array([float(x.split("lr: ")[1].split("  loss")[0]) for x in log])
lrs /= max(lrs)
losses = np.array([float(x.split("loss: ")[1].split(" (")[0]) for x in log])
losses /= max(losses)


import matplotlib.pyplot as plt

plt.plot(lrs, label="Learning Rate")
plt.plot(losses, label="Loss")
plt.xlabel('Iterations')
plt.ylabel('Normalized Value')
plt.legend()
fig = plt.gcf()
fig.set_size_inches(10, 5)
plt.savefig('rcnn-train.svg')
'''


def metric_logger(epochs: int = 10, iters: int = 6) -> list[str]:
    """torchvision references/detection `MetricLogger.log_every` lines, as `train_one_epoch` prints
    them: the loss meter a `SmoothedValue` (window 20) shown as `median (global_avg)`."""
    lines = []
    for epoch in range(epochs):
        window: deque[float] = deque(maxlen=20)
        total = 0.0
        for i in range(iters):
            loss = 1.4 + 6.0 / (1 + 6 * epoch + i)
            window.append(loss)
            total += loss
            lr = 0.005 * (0.1 ** (epoch // 3))
            lines.append("  ".join([f"Epoch: [{epoch}]", f"[{i}/{iters}]", "eta: 0:00:03", f"lr: {lr:.6f}",
                                    f"loss: {statistics.median(window):.4f} ({total / (i + 1):.4f})",
                                    f"loss_classifier: {loss / 4:.4f} ({total / 4 / (i + 1):.4f})",
                                    "time: 0.6090", "data: 0.2715", "max mem: 2944"]))
        lines.append(f"Epoch: [{epoch}] Total time: 0:00:03 (0.5841 s / it)")
    return lines


def test_a_metric_logger_console_pasted_into_a_plotting_script_is_read(tmp_path: Path) -> None:
    script = tmp_path / "traingraph.py"
    script.write_text('LOG = """' + "\n".join(metric_logger()) + '\n"""\n' + PLOT_SCRIPT)
    assert pasted_into_source(script)
    [run] = api.load([tmp_path]).runs
    assert len(run.series["loss"]) == 60


def mmseg_log(iters: int = 40) -> list[str]:
    """An mmseg 0.x console (mmcv 1.x TextLoggerHook through python logging), with the config dump
    it starts with."""
    lines = ["2021-08-20 10:12:01,551 - mmseg - INFO - Environment info:",
             "------------------------------------------------------------",
             "sys.platform: linux", "Python: 3.7.10 (default, Feb 26 2021, 18:47:35) [GCC 7.3.0]",
             "CUDA available: True", "PyTorch: 1.7.1", "MMCV: 1.3.8", "MMSegmentation: 0.11.0+a9d8b02",
             "------------------------------------------------------------", "",
             "2021-08-20 10:12:01,552 - mmseg - INFO - Distributed training: False",
             "2021-08-20 10:12:02,034 - mmseg - INFO - Config:",
             "norm_cfg = dict(type='SyncBN', requires_grad=True)", "model = dict(",
             "    type='EncoderDecoder',", "    pretrained=None,", "    backbone=dict(",
             "        type='SwinTransformer',", "        embed_dim=96,", "        depths=[2, 2, 6, 2],",
             "        num_heads=[3, 6, 12, 24],", "        window_size=7),",
             "    decode_head=dict(type='UPerHead', in_channels=[96, 192, 384, 768], num_classes=150))",
             "optimizer = dict(type='AdamW', lr=6e-05, betas=(0.9, 0.999), weight_decay=0.01)",
             "runner = dict(type='IterBasedRunner', max_iters=320000)",
             "checkpoint_config = dict(by_epoch=False, interval=16000)",
             "evaluation = dict(interval=16000, metric='mIoU')", "work_dir = './work_dirs/upernet_swin'",
             "gpu_ids = range(0, 1)", "",
             "2021-08-20 10:12:09,870 - mmseg - INFO - Start running, host: user@node, work_dir: /work_dirs/upernet_swin",
             "2021-08-20 10:12:09,871 - mmseg - INFO - workflow: [('train', 1)], max: 320000 iters"]
    for k in range(1, iters + 1):
        seg, aux = 4.1 - 1.5 * k / iters, 1.6 - 0.5 * k / iters
        lines.append(f"2021-08-20 10:{13 + k // 60:02d}:{k % 60:02d},{k:03d} - mmseg - INFO - Iter [{50 * k}/320000]\t"
                     f"lr: {6e-5 * k / iters:.3e}, eta: 3 days, 1:02:03, time: 0.842, data_time: 0.019, "
                     f"memory: 9032, decode.loss_seg: {seg:.4f}, decode.acc_seg: 21.3071, aux.loss_seg: {aux:.4f}, "
                     f"aux.acc_seg: 19.0532, loss: {seg + aux:.4f}")
    return lines


def test_an_mmseg_console_saved_under_a_py_name_is_read(tmp_path: Path) -> None:
    log = tmp_path / "bisa_norm_0-5.py"
    log.write_text("\n".join(mmseg_log()) + "\n")
    [run] = api.load([tmp_path]).runs
    assert len(run.series["loss"]) == 40 and list(run.series["loss"].steps[:2]) == [50, 100]


TRAIN_SCRIPT = '''"""Train a small detector.

Prints, every iteration:

    Epoch: [0]  [0/6]  eta: 0:00:25  lr: 0.001004  loss: 8.2773 (8.2773)  time: 4.1973
    Epoch: [0]  [1/6]  eta: 0:00:11  lr: 0.002003  loss: 7.5953 (7.9363)  time: 2.2824
    Epoch: [0]  [2/6]  eta: 0:00:06  lr: 0.003002  loss: 7.5953 (6.1116)  time: 1.6292
    Epoch: [0]  [3/6]  eta: 0:00:03  lr: 0.004001  loss: 2.4622 (5.1459)  time: 1.3037
"""
import argparse

import torch
from torch import nn


def build(num_classes: int) -> nn.Module:
    return nn.Sequential(nn.Conv2d(3, 16, 3), nn.ReLU(), nn.Flatten(), nn.LazyLinear(num_classes))


def train(model, loader, epochs, lr):
    opt = torch.optim.SGD(model.parameters(), lr=lr, momentum=0.9)
    for epoch in range(epochs):
        for i, (images, targets) in enumerate(loader):
            loss = nn.functional.cross_entropy(model(images), targets)
            opt.zero_grad()
            loss.backward()
            opt.step()
            print(f"Epoch: [{epoch}]  [{i}/{len(loader)}]  lr: {lr:.6f}  loss: {loss.item():.4f}")
        print(f"Epoch: [{epoch}] Total time: done")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--epochs", type=int, default=10)
    parser.add_argument("--lr", type=float, default=0.005)
    args = parser.parse_args()
    train(build(2), [], args.epochs, args.lr)
'''


@pytest.mark.parametrize("name", ["train.py", "train.sh"])
def test_a_real_source_that_prints_its_loss_is_not_a_log(tmp_path: Path, name: str) -> None:
    source = tmp_path / name
    source.write_text(TRAIN_SCRIPT)
    assert not pasted_into_source(source)
    with pytest.raises(InputError):
        api.load([tmp_path])


def test_a_test_module_with_a_short_log_string_is_not_a_log(tmp_path: Path) -> None:
    source = tmp_path / "test_reader.py"
    log = "\n".join(metric_logger(epochs=1, iters=6))
    body = "\n".join(f"def test_case_{k}(tmp_path):\n    path = tmp_path / 'log_{k}.txt'\n"
                     f"    path.write_text(LOG)\n    assert read(path) is not None\n" for k in range(6))
    source.write_text(f'"""Tests of the reader."""\nfrom reader import read\n\nLOG = """{log}\n"""\n\n\n{body}')
    assert not pasted_into_source(source)
