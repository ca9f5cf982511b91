"""Each family's lines shaped exactly as public logs and sources show them (own numbers).

Every excerpt names where its shape was seen. The family writers
(lossdoctor/scenarios/families.py) print the same shapes at fixture scale; these short
excerpts pin the details that matter: padding, separators, NaN spelling, eval lines,
counters that restart, lines glued by a missing newline.
"""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.model import Series
from lossdoctor.roles import Role

NOISE = ["+ python train.py --config cfg.yaml", "Loading checkpoint shards: 100%|██████████| 2/2 [00:01<00:00,  1.9it/s]",
         "  lr: 0.001", "  warmup_steps: 100"]


def _load(tmp_path: Path, lines: list[str], name: str = "train.log") -> dict[str, Series]:
    path = tmp_path / name
    path.write_text("\n".join(NOISE + lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert run.primary is not None
    return {"__primary__": run.series[run.primary], **run.series}


def _check(series: Series, steps: list[int], values: list[float]) -> None:
    assert series.steps.tolist() == steps
    got = series.values
    want = np.asarray(values, dtype=float)
    assert np.array_equal(np.isnan(got), np.isnan(want)) and np.array_equal(np.isinf(got), np.isinf(want))
    finite = np.isfinite(want)
    assert np.allclose(got[finite], want[finite])


def _evals(series: dict[str, Series]) -> dict[str, Series]:
    return {name: s for name, s in series.items() if s.role is Role.EVAL_LOSS and name != "__primary__"}


# -- HF Trainer 4.x ----------------------------------------------------------------------------
# Seen in huggingface/transformers#14531 (dicts padded with spaces by tqdm, a DeepSpeed log_dist
# line glued after the bar) and DAMO-NLP-SG/VideoLLaMA2#157 (`{'loss': .., 'grad_norm': ..,
# 'learning_rate': .., 'epoch': ..}`).
def test_hf4_dicts_after_bars_with_a_deepspeed_line_glued(tmp_path: Path) -> None:
    lines = []
    for i in range(1, 9):
        bar = f"\r  {i}%|▏         | {i * 10}/1000 [00:{i:02d}<01:00,  3.33s/it]\r{' ' * 40}\r"
        if i == 4:
            lines.append(f"\r  4%|▍         | 39/1000 [00:04<01:00,  3.33s/it][2021-11-26 03:07:16,494] [INFO] "
                         "[logging.py:69:log_dist] [Rank 0] step=40, skipped=1, lr=[0.001, 0.001], mom=[0.0, 0.0]")
            lines.append("[2021-11-26 03:07:16,494] [INFO] [timer.py:181:stop] 0/40, SamplesPerSec=9.52")
        loss = "nan" if i == 6 else f"{6 - i / 4:.4f}"
        lines.append(bar + f"{{'loss': {loss}, 'grad_norm': 1.25, 'learning_rate': 0.001, 'epoch': {i / 100}}}"
                     + " " * 60)
        if i % 4 == 0:
            lines.append(f"{{'eval_loss': {6.1 - i / 4}, 'eval_runtime': 3.2, 'eval_samples_per_second': 100.0, "
                         f"'epoch': {i / 100}}}")
    series = _load(tmp_path, lines)
    _check(series["loss"], [i * 10 for i in range(1, 9)], [6 - i / 4 if i != 6 else math.nan for i in range(1, 9)])
    assert series["__primary__"] is series["loss"]
    _check(_evals(series)["eval_loss"], [40, 80], [5.1, 4.1])


# -- HF Trainer 5.x ----------------------------------------------------------------------------
# transformers' trainer_callback.py (5.x): ProgressCallback and PrinterCallback print every float as
# a string, `f"{v:.4g}"` (so a whole epoch is `'epoch': '1'`); ints stay ints. The banner before
# training says `  Num Epochs = N` and `  Total optimization steps = M`.
def _hf5_lines(config: bool) -> list[str]:
    lines = ["***** Running training *****", "  Num examples = 8,000", "  Num Epochs = 2",
             "  Total optimization steps = 500"]
    if config:
        lines.insert(0, "TrainingArguments(output_dir=out, logging_steps=5, eval_steps=25, learning_rate=5e-05,)")
    for step in range(5, 260, 5):
        loss = "nan" if step == 30 else f"{6 - step / 50:.4g}"
        lines.append(f"{{'loss': '{loss}', 'grad_norm': '1.25', 'learning_rate': '4.998e-05', "
                     f"'epoch': '{step / 250:.4g}'}}")
        if step % 25 == 0:
            lines.append(f"{{'eval_loss': '{6.1 - step / 50:.4g}', 'eval_runtime': '3.2', "
                         f"'eval_samples_per_second': '100', 'eval_steps_per_second': '12.5', 'epoch': '{step / 250:.4g}'}}")
    lines.append("{'train_runtime': '600.5', 'train_samples_per_second': '133.2', 'train_steps_per_second': '8.3', "
                 "'train_loss': '2.456', 'epoch': '2'}")
    return lines


def test_hf5_string_dicts_placed_by_their_epoch_or_logging_steps(tmp_path: Path) -> None:
    steps = list(range(5, 260, 5))
    want = [6 - s / 50 if s != 30 else math.nan for s in steps]
    for config in (False, True):
        folder = tmp_path / str(config)
        folder.mkdir()
        path = folder / "train.log"
        path.write_text("\n".join(NOISE + _hf5_lines(config)) + "\n", encoding="utf-8")
        [run] = api.load([path]).runs
        _check(run.series["loss"], steps, want)
        _check(run.series["eval_loss"], list(range(25, 260, 25)), [6.1 - s / 50 for s in range(25, 260, 25)])
        assert run.series["eval_loss"].role is Role.EVAL_LOSS and "train_loss" not in run.series
        said = " ".join(run.warnings)
        assert ("logging_steps=5" in said) if config else ("placed by their epoch" in said), said


# -- DeepSpeed's own lines -----------------------------------------------------------------
# Seen in deepspeedai/DeepSpeed#1825 (`[logging.py:69:log_dist] [Rank 0] step=40, skipped=2,
# lr=[5e-05], mom=[[0.9, 0.999]]` and the older timer `[timer.py:189:stop] 0/40, SamplesPerSec=..`),
# deepspeedai/DeepSpeed#3742 (the newer timer `epoch=0/micro_step=34/global_step=34, ...`) and
# deepspeedai/DeepSpeed PR #1934 (the pipeline engine's `steps: N loss: X iter time (s): ..`).
def test_deepspeed_log_dist_old_timer_and_pipeline_lines(tmp_path: Path) -> None:
    lines = []
    for step in range(10, 70, 10):
        lines += [f"[2022-03-11 02:06:58,985] [INFO] [logging.py:69:log_dist] [Rank 0] step={step}, skipped={step // 30}, "
                  "lr=[5e-05], mom=[[0.9, 0.999]]",
                  f"[2022-03-11 02:06:58,985] [INFO] [timer.py:189:stop] 0/{step}, SamplesPerSec=83.486, "
                  "MemAllocated=0.26GB, MaxMemAllocated=9.02GB",
                  f"steps: {step} loss: {'nan' if step == 40 else f'{3 - step / 100:0.4f}'} iter time (s): 0.512 "
                  "samples/sec: 62.500"]
    series = _load(tmp_path, lines)
    steps = list(range(10, 70, 10))
    _check(series["loss"], steps, [3 - s / 100 if s != 40 else math.nan for s in steps])
    _check(series["skipped_steps"], steps, [s // 30 for s in steps])


def test_deepspeed_newer_timer_line(tmp_path: Path) -> None:
    lines = []
    for step in range(34, 40):
        lines += [f"[2023-07-25 21:03:17,269] [INFO] [timer.py:215:stop] epoch=0/micro_step={step}/global_step={step}, "
                  "RunningAvgSamplesPerSec=7.86, CurrSamplesPerSec=8.0, MemAllocated=59.65GB, MaxMemAllocated=63.31GB",
                  f"[2023-07-25 21:03:21,037] [INFO] [logging.py:96:log_dist] [Rank 0] step={step}, skipped=0, "
                  "lr=[2.17e-06, 2.17e-06], mom=[[0.9, 0.95], [0.9, 0.95]]",
                  f"steps: {step} loss: {2 + step / 1000:0.4f} iter time (s): 4.103 samples/sec: 7.799"]
    series = _load(tmp_path, lines)
    _check(series["loss"], list(range(34, 40)), [2 + s / 1000 for s in range(34, 40)])


# -- DeepSpeed-Chat --------------------------------------------------------------------------
# Step 1 (SFT), from DeepSpeedExamples applications/DeepSpeed-Chat/training/step1_supervised_finetuning/
# main.py: with --print_loss every rank prints `Epoch: {epoch}, Step: {step}, Rank: {rank}, loss = {loss}`
# (`loss` is the tensor, printed as its repr; `step` counts micro-batches and restarts each epoch);
# after `***** Evaluating perplexity, Epoch E/N *****` it prints `ppl: {perplexity}, loss: {eval_loss}`.
def test_deepspeed_chat_sft_steps_continue_across_epochs_and_eval_follows_the_banner(tmp_path: Path) -> None:
    lines = ["***** Running training *****", "***** Evaluating perplexity, Epoch 0/2 *****", "Jump Evaluation"]
    want_steps, want_loss = [], []
    for epoch in range(2):
        lines.append(f"Beginning of Epoch {epoch + 1}/2, Total Micro Batches 4")
        for step in range(4):
            value = math.nan if (epoch, step) == (1, 2) else 3.0 - epoch - step / 10
            want_steps.append(epoch * 4 + step)
            want_loss.append(value)
            for rank in range(2):
                lines.append(f"Epoch: {epoch}, Step: {step}, Rank: {rank}, loss = tensor({value:.4f}, "
                             f"device='cuda:{rank}', dtype=torch.float16, grad_fn=<ToCopyBackward0>)")
        lines += [f"***** Evaluating perplexity, Epoch {epoch + 1}/2 *****",
                  f"ppl: {math.exp(2.5 - epoch)}, loss: {2.5 - epoch}"]
    path = tmp_path / "training.log"
    path.write_text("\n".join(NOISE + lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    _check(run.series["loss"], want_steps, want_loss)
    assert run.primary == "loss"
    _check(run.series["eval_loss"], [3, 7], [2.5, 1.5])
    assert run.series["eval_loss"].role is Role.EVAL_LOSS
    assert not any(name.startswith("cuda") for name in run.series)
    assert any("restarts each epoch" in warning for warning in run.warnings)


# Step 3 (PPO), seen in deepspeedai/DeepSpeedExamples#444 and #586:
# `epoch: 0|step: 259|ppo_ep: 1|act_loss: ..|cri_loss: ..|unsuper_loss: 0.0`, then
# `average reward score: ..` and a line of dashes; an overflowed step prints `inf`.
def test_deepspeed_chat_ppo_lines(tmp_path: Path) -> None:
    lines = []
    for step in range(6):
        act = "inf" if step == 4 else f"{0.1 - step / 50}"
        lines += ["|E2E latency=2.12s |Gather latency=0.00s (0.00%) |Generate time=1.59s (75.13%) |Training time=0.42s "
                  "(19.78%) |Others=0.11 (5.09%)|CurSamplesPerSec=1.89 |AvgSamplesPerSec=1.95",
                  f"epoch: 0|step: {step}|ppo_ep: 1|act_loss: {act}|cri_loss: {0.3 - step / 100}|unsuper_loss: 0.0",
                  f"average reward score: {0.2 + step / 100}", "-" * 85]
    series = _load(tmp_path, lines)
    _check(series["act_loss"], list(range(6)), [0.1 - s / 50 if s != 4 else math.inf for s in range(6)])
    _check(series["cri_loss"], list(range(6)), [0.3 - s / 100 for s in range(6)])


# -- OLMo --------------------------------------------------------------------------------
# Seen in allenai/OLMo#692: `<date> <host>:0  olmo.train:908  INFO    [step=1/739328,epoch=0]`, then
# indented `name=value` lines, large numbers with thousands separators.
def test_olmo_header_with_epoch_and_grouped_thousands(tmp_path: Path) -> None:
    lines = []
    for step in range(1, 7):
        lines += [f"2024-08-06 09:59:26.181 node-3:0  olmo.train:908  INFO    [step={step}/739328,epoch=0]",
                  f"    optim/total_grad_norm={1.5 - step / 10}",
                  f"    train/CrossEntropyLoss={'nan' if step == 4 else 11 - step}",
                  "    train/Perplexity=195,153", f"    throughput/total_tokens={step * 1048576:,}",
                  "    System/Peak GPU Memory (MB)=46,911"]
    series = _load(tmp_path, lines)
    _check(series["train/CrossEntropyLoss"], list(range(1, 7)), [11 - s if s != 4 else math.nan for s in range(1, 7)])
    assert series["__primary__"] is series["train/CrossEntropyLoss"]
    _check(series["throughput/total_tokens"], list(range(1, 7)), [s * 1048576 for s in range(1, 7)])


# -- OpenMMLab --------------------------------------------------------------------------
# mmengine, seen in AILab-CVC/YOLO-World#190 and open-mmlab/mmengine PR #155:
# `03/26 00:14:52 - mmengine - INFO - Epoch(train) [100][1100/4309]  base_lr: .. lr: ..  eta: ..  ...  loss: ..`
# (a date without the year). mmcv 1.x, seen in shaunyuan22/SODA-mmrotate#16:
# `... - mmrotate - INFO - Epoch [1][1250/3912]\tlr: 5.000e-03, eta: .., loss: 2.5484, grad_norm: 3.4181`.
def test_mmengine_epoch_train_lines(tmp_path: Path) -> None:
    lines = [f"03/26 00:14:52 - mmengine - INFO - Epoch(train) [3][{it}/400]  base_lr: 2.0000e-03 lr: 5.9600e-05  "
             f"eta: 11:49:00  time: 0.9560  data_time: 0.0067  memory: 8324  grad_norm: 10.2837  "
             f"loss: {'nan' if it == 150 else f'{114.3 - it / 10:.4f}'}  loss_cls: 40.7534  loss_bbox: 33.0293"
             for it in range(50, 300, 50)]
    series = _load(tmp_path, lines)
    # Epochs count from 1: epoch 3's iterations follow the 2 x 400 of the epochs before it.
    _check(series["loss"], [2 * 400 + it for it in range(50, 300, 50)],
           [114.3 - it / 10 if it != 150 else math.nan for it in range(50, 300, 50)])
    assert series["__primary__"] is series["loss"] and series["loss_cls"].role is Role.OTHER


# mmengine also pads (`Epoch(train)  [1][8600/8930]`) and may print the year and a long eta, seen in
# open-mmlab/mmdetection#10164 and AILab-CVC/YOLO-World#555; its val summary, seen in
# open-mmlab/mmdetection#11459, is `Epoch(val) [1][625/625]    coco/bbox_mAP: ..  data_time: ..  time: ..`.
def test_mmengine_padded_lines_and_val_summary(tmp_path: Path) -> None:
    lines = []
    for epoch in (1, 2):
        for it in range(50, 250, 50):
            lines.append(f"2024/02/02 17:57:34 - mmengine - INFO - Epoch(train)  [{epoch}][{it:>3d}/200]  "
                         f"lr: 1.0000e-02  eta: 2 days, 1:48:17  time: 0.8205  data_time: 0.0114  memory: 5493  "
                         f"loss: {0.5 - epoch / 10 - it / 1000:.4f}  loss_cls: 0.1500  loss_bbox: 0.0743")
        lines.append(f"2024/02/02 18:02:00 - mmengine - INFO - Epoch(val) [{epoch}][625/625]    coco/bbox_mAP: "
                     f"{0.29 + epoch / 100:.4f}  coco/bbox_mAP_50: 0.4100  data_time: 0.0028  time: 0.2048")
    series = _load(tmp_path, lines)
    _check(series["loss"], [(e - 1) * 200 + it for e in (1, 2) for it in range(50, 250, 50)],
           [0.5 - e / 10 - it / 1000 for e in (1, 2) for it in range(50, 250, 50)])
    assert not _evals(series)


def test_mmcv_epoch_lines(tmp_path: Path) -> None:
    lines = [f"2024-04-12 09:11:31,106 - mmrotate - INFO - Epoch [{1 + it // 400}][{it % 400}/400]\tlr: 5.000e-03, "
             f"eta: 3:55:18, time: 0.302, data_time: 0.005, memory: 3400, loss_cls: 0.9365, loss_bbox: 1.6119, "
             f"loss: {2.5 - it / 1000:.4f}, grad_norm: 3.4181" for it in range(100, 900, 100) if it % 400]
    series = _load(tmp_path, lines)
    its = [it for it in range(100, 900, 100) if it % 400]
    # Epochs count from 1: the step is the iteration as mmcv counts it.
    _check(series["loss"], its, [2.5 - it / 1000 for it in its])


# -- Keras fit -----------------------------------------------------------------------------
# verbose=1, seen in keras-team/keras PR #8169 and divamgupta/image-segmentation-keras#50:
# `Epoch 1/12` then `60000/60000 [====...] - 5s 87us/step - loss: .. - acc: .. - val_loss: .. - val_acc: ..`
# (`loss: nan` when it diverges); verbose=2, seen in JesperDramsch/keras-complex#22:
# `1079/1079 - 21s - loss: 0.2431 - 21s/epoch - 19ms/step`.
def test_keras_fit_verbose_1(tmp_path: Path) -> None:
    lines = []
    for epoch in range(1, 6):
        loss = "nan" if epoch == 4 else f"{0.5 - epoch / 20:.4f}"
        lines += [f"Epoch {epoch}/5", f"413/413 [==============================] - 1s 2ms/step - loss: {loss} - "
                  f"acc: 0.9000 - val_loss: {0.6 - epoch / 20:.4f} - val_acc: 0.8800"]
    series = _load(tmp_path, lines)
    _check(series["loss"], [1, 2, 3, 4, 5], [0.45, 0.4, 0.35, math.nan, 0.25])
    _check(_evals(series)["val_loss"], [1, 2, 3, 4, 5], [0.55, 0.5, 0.45, 0.4, 0.35])


def test_keras_fit_verbose_2(tmp_path: Path) -> None:
    lines = []
    for epoch in range(1, 6):
        lines += [f"Epoch {epoch}/20", f"1079/1079 - 21s - loss: {0.25 - epoch / 100:.4f} - 21s/epoch - 19ms/step"]
    series = _load(tmp_path, lines)
    _check(series["loss"], [1, 2, 3, 4, 5], [0.24, 0.23, 0.22, 0.21, 0.2])


# -- Lightning ---------------------------------------------------------------------------
# Seen in Lightning-AI/pytorch-lightning#4225 and #14094 (one bar update per line in a saved log):
# `Epoch 0:  22%|██▏       | 4/18 [00:17<01:02,  4.47s/it, loss=10.072, v_num=193315]`, with
# `Validation DataLoader 0:  46%|...| 73/157 [..]` bars in between.
def test_lightning_bars_one_per_line(tmp_path: Path) -> None:
    lines = []
    for i in range(1, 9):
        loss = "nan" if i == 5 else f"{10.5 - i / 10:.3f}"
        lines.append(f"Epoch 0:  {100 * i // 18:2d}%|██▏       | {i}/18 [00:17<01:02,  4.47s/it, loss={loss}, "
                     "v_num=193315, acc=0.875]")
        if i == 6:
            lines.append("Validation DataLoader 0:  46%|██████████████          | 73/157 [00:02<00:02, 37.48it/s]")
    series = _load(tmp_path, lines)
    _check(series["loss"], list(range(1, 9)), [10.5 - i / 10 if i != 5 else math.nan for i in range(1, 9)])
    assert "v_num" not in {n for n, s in series.items() if s.role is not Role.OTHER}


# -- Ultralytics ---------------------------------------------------------------------------
# Seen in ultralytics/ultralytics#21765: a header row of names before each epoch's row
# `      8/55      9.03G     0.1321      8.032      3.308         22        640: 100%|...| 954/954 [..]`,
# then the validation bar and `all` row.
def test_ultralytics_rows_under_their_header(tmp_path: Path) -> None:
    lines = []
    for epoch in range(1, 7):
        box = "nan" if epoch == 3 else f"{0.13 - epoch / 100:.4f}"
        lines += ["", "      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size",
                  f"       {epoch}/55      9.03G     {box}      {8 - epoch / 10:.3f}      3.308         22        640: "
                  "100%|██████████| 954/954 [11:41<00:00,  1.36it/s]",
                  "                 Class     Images  Instances      Box(P          R      mAP50  mAP50-95): 100%|"
                  "██████████| 66/66 [00:36<00:00,  1.79it/s]",
                  "                   all       1049       1164      0.764      0.776      0.739      0.526"]
    series = _load(tmp_path, lines)
    _check(series["box_loss"], list(range(1, 7)), [0.13 - e / 100 if e != 3 else math.nan for e in range(1, 7)])
    _check(series["cls_loss"], list(range(1, 7)), [8 - e / 10 for e in range(1, 7)])


# -- timm train.py -----------------------------------------------------------------------
# From huggingface/pytorch-image-models train.py: `Train: {epoch} [{batch:>4d}/{n} ({pct:>3.0f}%)]  Loss:
# {val:#.4g} ({avg:#.3g})  Time: ..s, ../s  (..s, ../s)  LR: {lr:.3e}  Data: .. (..)` and
# `Test: [{i:>4d}/{last}]  Time: .. (..)  Loss: {val:>7.4f} ({avg:>6.4f})  Acc@1: .. (..)  Acc@5: .. (..)`.
def test_timm_train_and_test_lines_keep_the_instantaneous_loss(tmp_path: Path) -> None:
    lines, steps, values = [], [], []
    for epoch in range(2):
        for batch in (0, 50, 100, 124):
            value = math.nan if (epoch, batch) == (1, 50) else 6.9 - epoch - batch / 100
            steps.append(epoch * 125 + batch)
            values.append(value)
            lines.append(f"Train: {epoch} [{batch:>4d}/125 ({100 * batch / 124:>3.0f}%)]  Loss: {value:#.4g} "
                         f"({value + 0.3:#.3g})  Time: 0.521s,  490.82/s  (0.521s,  490.82/s)  LR: 1.000e-03  "
                         "Data: 0.012 (0.012)")
        for batch in (0, 48):
            lines.append(f"Test: [{batch:>4d}/48]  Time: 1.200 (1.200)  Loss: {5.0 - epoch:>7.4f} ({5.1 - epoch:>6.4f})  "
                         "Acc@1: 12.5000 (12.5000)  Acc@5: 30.0000 (30.0000)")
    series = _load(tmp_path, lines)
    _check(series["Loss"], steps, values)
    [test] = _evals(series).values()
    assert test.steps.tolist() == [124, 249] and np.allclose(test.values, [5.0, 4.0])


# -- AlgoPerf ----------------------------------------------------------------------------
# submission_runner logs through CLU's LoggingWriter (google/CommonLoopUtils
# clu/metric_writers/logging_writer.py): absl prefix, then `[%d] ` and the scalars sorted by name
# as `k=v` joined by `, `, floats as `.6g`.
def test_algoperf_logging_writer_lines(tmp_path: Path) -> None:
    lines = []
    for step in range(0, 600, 100):
        loss = "nan" if step == 300 else f"{4 - step / 1000:.6g}"
        lines.append(f"I1016 18:31:09.158140 140098 logging_writer.py:48] [{step}] global_step={step}, grad_norm=0.5, "
                     f"loss={loss}")
        if step % 200 == 0:
            lines.append(f"I1016 18:31:19.158140 140098 logging_writer.py:48] [{step}] accumulated_eval_time=12.3, "
                         f"global_step={step}, preemption_count=0, score={step * 1.1:.6g}, train/loss={4 - step / 1000:.6g}, "
                         f"validation/loss={4.2 - step / 1000:.6g}, validation/num_examples=50000")
    series = _load(tmp_path, lines)
    steps = list(range(0, 600, 100))
    _check(series["loss"], steps, [4 - s / 1000 if s != 300 else math.nan for s in steps])
    _check(_evals(series)["validation/loss"], [0, 200, 400], [4.2, 4.0, 3.8])


# -- build-nanogpt ---------------------------------------------------------------------
# From karpathy's build-nanogpt train_gpt2.py (and its many forks): stdout
# `step {step:5d} | loss: {:.6f} | lr {:.4e} | norm: {:.4f} | dt: {:.2f}ms | tok/sec: {:.2f}`,
# `validation loss: {:.4f}`, `HellaSwag accuracy: {n}/{total}={acc:.4f}`; log.txt
# `{step} train {:.6f}`, `{step} val {:.4f}`, `{step} hella {:.4f}`.
def test_build_nanogpt_stdout_and_log_txt(tmp_path: Path) -> None:
    stdout, log = [], []
    for step in range(8):
        loss = math.nan if step == 5 else 10.9 - step / 10
        if step % 4 == 0:
            stdout += [f"validation loss: {11 - step / 10:.4f}", "HellaSwag accuracy: 2494/10042=0.2484"]
            log += [f"{step} val {11 - step / 10:.4f}", f"{step} hella 0.2484"]
        stdout.append(f"step {step:5d} | loss: {loss:.6f} | lr 6.0000e-04 | norm: 0.3123 | dt: 330.12ms | "
                      "tok/sec: 1588234.41")
        log.append(f"{step} train {loss:.6f}")
    want = [10.9 - s / 10 if s != 5 else math.nan for s in range(8)]
    out = _load(tmp_path, stdout, "train.out")
    _check(out["loss"], list(range(8)), want)
    assert _evals(out), "validation loss lines have the eval role"
    (tmp_path / "log").mkdir()
    txt = _load(tmp_path / "log", log, "log.txt")
    _check(txt["__primary__"], list(range(8)), want)
    assert [s.steps.tolist() for s in _evals(txt).values()] == [[0, 4]]


# -- GPT-NeoX / Megatron-DeepSpeed -------------------------------------------------------------
# Seen in deepspeedai/DeepSpeed#3742 (a Megatron-DeepSpeed run): ` samples/sec: 7.799 | iteration       34/
# 10000 | elapsed time per iteration (ms): 4103.1 | learning rate: 2.111E-06 | approx flops per GPU:
# 112.9TFLOPS | lm_loss: 1.118665E+01 | number of skipped iterations:   0 | number of nan iterations:   0 |`.
def test_megatron_deepspeed_iteration_lines(tmp_path: Path) -> None:
    lines = []
    for it in range(30, 38):
        loss = "nan" if it == 33 else f"{11.2 - it / 100:.6E}"
        lines.append(f" samples/sec: 7.799 | iteration {it:8d}/   10000 | elapsed time per iteration (ms): 4103.1 | "
                     f"learning rate: 2.111E-06 | approx flops per GPU: 112.9TFLOPS | lm_loss: {loss} | "
                     "number of skipped iterations:   0 | number of nan iterations:   0 |")
    series = _load(tmp_path, lines)
    _check(series["__primary__"], list(range(30, 38)), [11.2 - i / 100 if i != 33 else math.nan for i in range(30, 38)])


REAL_WRITERS = Path(__file__).parent / "data" / "generic" / "real_writers"


def test_lightning2_tqdm_postfix_is_one_run_without_carried_values() -> None:
    # Lightning 2.6's TQDM bar: each refresh twice, `0/63` with the last epoch's postfix at every
    # new epoch, `val_loss` repeated on every refresh after the first validation.
    [run] = api.load([REAL_WRITERS / "lightning2_tqdm.log"]).runs
    assert len(run.fragments) == 1 and run.dead_points == 0
    loss, val = run.series["train_loss"], run.series["val_loss"]
    assert run.primary == "train_loss" and val.role is Role.EVAL_LOSS
    assert len(loss) == 52 and np.all(np.diff(loss.steps) > 0)
    assert val.steps.tolist() == [63, 126, 189, 252]
    assert val.values.tolist() == [0.150, 0.0783, 0.0604, 0.0512]
    # The last refresh of each step wins: epoch 1 batch 5 shows 0.191 (carried), then 0.140.
    assert loss.values[loss.steps.tolist().index(68)] == 0.140


def test_keras3_progress_bar_and_epoch_lines() -> None:
    """verbose=1 redraws the bar per batch: each redraw is a point at its batch (epochs of 50);
    verbose=2 prints one line per epoch."""
    for name, last, epoch_steps in (("keras3_verbose1.log", 300, [50, 100, 150, 200, 250, 300]),
                                    ("keras3_verbose2.log", 6, [1, 2, 3, 4, 5, 6])):
        [run] = api.load([REAL_WRITERS / name]).runs
        loss = run.series["loss"]
        assert run.primary == "loss", name
        assert loss.steps[-1] == last and np.all(np.diff(loss.steps) > 0), name
        assert set(epoch_steps) <= set(loss.steps.tolist()), name
        assert run.series["val_loss"].role is Role.EVAL_LOSS, name
        assert run.series["val_loss"].steps.tolist() == epoch_steps, name
    [batches] = api.load([REAL_WRITERS / "keras3_verbose1.log"]).runs
    assert len(batches.series["loss"]) > 100 and batches.meta["reading"]["reading"] == "with Keras' per-batch lines"


def test_lightning2_rich_bar_last_frame_says_why_it_has_no_curve(capsys: Any) -> None:
    # Lightning 2.6's default RichProgressBar (rich installed), output to a file: Rich writes only
    # the bar's last frame, wrapped over two lines, so the log holds one point and no curve.
    from lossdoctor.cli import main

    path = REAL_WRITERS / "lightning2_rich.log"
    assert main(["analyze", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and str(path) in err
    assert "last frame of a Rich progress bar" in err and "TQDMProgressBar" in err


def test_a_log_without_a_rich_frame_keeps_the_closest_line_hint(tmp_path: Path, capsys: Any) -> None:
    from lossdoctor.cli import main

    path = tmp_path / "notes.log"
    path.write_text("Epoch 3/3 finished\nloss went down a lot\n")
    assert main(["analyze", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Rich progress bar" not in err and "closest to a training line" in err


def test_a_rich_frame_beside_readable_runs_is_named_in_a_note(tmp_path: Path, capsys: Any) -> None:
    import shutil

    from lossdoctor.cli import main

    for name in ("lightning2_rich.log", "lightning2_tqdm.log"):
        shutil.copy(REAL_WRITERS / name, tmp_path / name)
    assert main(["analyze", str(tmp_path), "--format", "json"]) == 0
    err = capsys.readouterr().err
    notes = [line for line in err.splitlines() if "note:" in line]
    assert len(notes) == 1 and "lightning2_rich.log: not read" in notes[0] and "Rich progress bar" in notes[0]


def test_transformers5_dicts_behind_a_lagging_bar_are_placed_by_their_epoch() -> None:
    # transformers 5.24 on a toy run: tqdm redraws at most every 0.1 s, so some dicts follow a
    # bar a step or a logging interval behind them; their `epoch` (step / 32) places them.
    [run] = api.load([REAL_WRITERS / "transformers5_tqdm.log"]).runs
    assert run.series["loss"].steps.tolist() == list(range(5, 96, 5))
    assert run.series["eval_loss"].steps.tolist() == [40, 80, 96]
    assert any("8 record(s) came after a progress bar that lagged" in w for w in run.warnings)


def _hf_behind_bars(epochs: list[str], bars: list[int]) -> list[str]:
    lines = []
    for k, (epoch, bar) in enumerate(zip(epochs, bars)):
        lines.append(f" {bar}%|          | {bar}/4000 [00:0{k % 10}<00:10, 10.00it/s]")
        lines.append(f"{{'loss': '{3 - k / 100:.3f}', 'learning_rate': '0.001', 'epoch': '{epoch}'}}")
    return lines


def test_a_bar_in_step_with_its_dicts_is_left_as_it_is(tmp_path: Path) -> None:
    steps = list(range(50, 1001, 50))
    series = _load(tmp_path, _hf_behind_bars([f"{s / 400:.4g}" for s in steps], steps))
    assert series["loss"].steps.tolist() == steps


def test_epochs_too_coarse_to_place_a_step_leave_the_bar_steps(tmp_path: Path) -> None:
    # 2 000 steps per epoch, a dict every 30 steps, epochs printed to 2 decimals (20 steps).
    steps = list(range(30, 1201, 30))
    bars = [s - (3 if k % 4 == 1 else 0) for k, s in enumerate(steps)]
    series = _load(tmp_path, _hf_behind_bars([f"{s / 2000:.2f}" for s in steps], bars))
    assert series["loss"].steps.tolist() == bars


def _metric_logger_log(epochs: int = 5) -> list[str]:
    """torchvision's reference MetricLogger as DINO, DeiT and MAE print it: `Epoch: [e] [i/n]`
    training lines, an eval pass counting its own batches from 0, then the pass's result on a
    line of its own (`* Acc@1 ... loss ...`), its names holding digits after an `@`."""
    lines = []
    for epoch in range(epochs):
        for i in (0, 20, 40, 59):
            loss = 4.0 - 0.3 * epoch - i / 200
            lines.append(f"Epoch: [{epoch}]  [{i:>2}/60]  eta: 0:00:01  lr: 0.000500  loss: {loss:.6f} ({loss + 0.1:.6f})"
                         f"  time: 0.163485  data: 0.000209  max mem: 997")
        lines.append(f"Epoch: [{epoch}] Total time: 0:02:06 (0.161968 s / it)")
        lines.append(f"Averaged stats: lr: 0.000500  loss: {4.0 - 0.3 * epoch:.6f} ({4.1 - 0.3 * epoch:.6f})")
        for i in (0, 20, 39):
            lines.append(f"Test:  [{i:>2}/40]  eta: 0:00:00  loss: 7.152440 (7.148013)  acc1: 0.781250 (0.740000)"
                         f"  acc5: 2.343750 (2.540000)  time: 0.161083  data: 0.000092  max mem: 997")
        lines.append("Test: Total time: 0:00:14 (0.180013 s / it)")
        lines.append(f"* Acc@1 {0.74 + epoch:.3f} Acc@5 {2.54 + epoch:.3f} loss {7.0 + 0.5 * epoch:.3f}")
        lines.append(f"Accuracy at epoch {epoch} of the network on the 10000 test images: 0.7%")
    return lines


def test_metric_logger_eval_result_line_is_the_eval_point(tmp_path: Path) -> None:
    path = tmp_path / "train.out"
    path.write_text("\n".join(_metric_logger_log()) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    assert len(run.series["loss"]) == 5 * 4 and run.series["loss"].role is Role.LOSS
    [evals] = [s for s in run.series.values() if s.role is Role.EVAL_LOSS]
    # Each pass's result at the step training reached in its epoch (epoch × 60 + 59).
    _check(evals, [59, 119, 179, 239, 299], [7.0, 7.5, 8.0, 8.5, 9.0])
    assert "Acc@1" in " ".join(run.series) and len(run.series[next(n for n in run.series if "Acc@1" in n)]) == 5
    report = api.analyze([path])
    assert any(f.code == "LD202" for f in report.runs[0].findings)


def test_an_epoch_summary_below_a_finer_counter_does_not_place_the_lines_after_it(tmp_path: Path) -> None:
    """A GPT-2 LoRA script's python logging: `Epoch e | Step s/n | Loss`, then `Epoch 1
    completed ... | Avg Loss`, then the evaluation's and the final results' loss lines with no
    step: they belong at the step training reached, not at step 1 (a false rollback)."""
    lines = []
    for epoch in range(2):
        for step in range(0, 100, 10):
            lines.append(f"INFO:__main__:Epoch {epoch} | Step {step:>4}/100 | Loss: {2.0 - epoch * 0.5 - step / 500:.4f}"
                         f" | PPL: 5.0 | LR: 1.0e-04 | Grad: 0.3 | Time: 0.5s")
        lines += ["INFO:__main__:Evaluation Results:", f"INFO:__main__:   Loss: {1.2 - epoch * 0.1:.4f}",
                  "INFO:__main__:   Perplexity: 3.3",
                  f"INFO:__main__:Epoch {epoch} completed in 4729.23s | Avg Loss: {1.8 - epoch * 0.5:.4f}",
                  f"INFO:__main__:Checkpoint saved: out/checkpoint_epoch_{epoch}_step_{epoch * 100}.pt"]
    lines += ["INFO:__main__:Final evaluation...", "INFO:__main__:Evaluation Results:", "INFO:__main__:   Loss: 1.0500",
              "INFO:__main__:Final Results: Loss=1.0500, PPL=2.86", "INFO:__main__:Training completed successfully!"]
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks and run.dead_points == 0
    assert len(run.series["Loss"]) == 20 and run.series["Loss"].steps[-1] == 190


def _trl_console(epochs: int = 3, per_epoch: int = 56, burst: int = 20) -> str:
    """TRL's SFTTrainer under `2>&1 | tee`: the tqdm bar redrawn with CR on stderr, the loss dicts
    (transformers 5: values as strings) buffered on stdout and flushed in bursts behind a frame;
    each epoch's eval dict (`'epoch': '1'`) heads the burst that follows it."""
    total = epochs * per_epoch * 10
    out, pending, step = [], [], 0
    for epoch in range(epochs):
        for i in range(per_epoch):
            step += 10
            loss = 3.0 * np.exp(-step / 300) + 0.6
            pending.append(f"{{'loss': '{loss:.4g}', 'grad_norm': '0.12', 'learning_rate': '1e-4', "
                           f"'epoch': '{step / (per_epoch * 10):.4g}'}}")
            if len(pending) >= burst:
                out.append("\r" + "\r".join(f"{100 * s // total:>3}%|#| {s}/{total} [00:01<00:02, 1.7s/it]"
                                            for s in range(step - 9, step + 1)))
                out += pending
                pending = []
        pending.insert(0, f"{{'eval_loss': '{0.74 - 0.02 * epoch:.4g}', 'eval_runtime': '30.28', 'epoch': '{epoch + 1}'}}")
    out.append(f"\r100%|#| {total}/{total} [00:01<00:00, 1.7s/it]")
    out += pending
    return "\n".join(out) + "\n"


def test_an_eval_dict_heading_a_burst_takes_the_step_of_the_lines_after_it(tmp_path: Path) -> None:
    path = tmp_path / "train_log.txt"
    path.write_text(_trl_console(), encoding="utf-8")
    [run] = api.load([path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    assert len(run.series["loss"]) == 3 * 56
    evals = run.series["eval_loss"]
    assert len(evals) == 3 and np.all(np.diff(evals.steps) > 0) and evals.steps[-1] <= run.series["loss"].steps[-1]


def test_wandb_run_summary_and_paths_with_numbers_are_no_points(tmp_path: Path) -> None:
    """A job's output pasted whole: W&B's start-up lines print a run folder whose path holds
    numbers (`/zhome/59/9/198225/...`: no `59/9` progress bar), and its `Run summary:` block
    prints each metric's last value once: not a point, and not a run before the first epoch."""
    lines = ["wandb: Run data is saved locally in /zhome/59/9/198225/Desktop/dl_2023/wandb/run-20231201_062218-xg7prq77",
             "/zhome/59/9/198225/Desktop/project-env/lib/python3.10/site-packages/torch/overrides.py:110: UserWarning: x",
             "wandb: Run summary:", "wandb: smoothed val loss 0.00171", "wandb:        train_loss 0.00085",
             "wandb:          val loss 0.00171", "wandb: "]
    for epoch in range(1, 41):
        lines.append(f"Epoch [{epoch}/40], Train Loss: {0.02 / epoch:.6f}, Train L1 Loss: {0.5 / epoch ** 0.5:.4f}")
        lines.append(f"Epoch [{epoch}/40], Validation Loss: {0.006 / epoch ** 0.5:.4f}, Validation L1: 0.27, "
                     f"Smoothed Validation Loss: {0.006 / epoch ** 0.5:.4f}")
    path = tmp_path / "job.out"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert run.primary == "Train Loss" and len(run.series["Train Loss"]) == 40
    assert run.series["Train Loss"].steps.tolist() == list(range(1, 41)) and len(run.series["Validation Loss"]) == 40
    # The values a person sees are the 40 training losses (not `Train L1 Loss`, not the validation ones).
    from lossdoctor.reading import doubt
    assert doubt(run) is None and run.meta.get("reading", {}).get("values_seen", 40) == 40


def test_a_pipe_table_under_its_header_row(tmp_path: Path) -> None:
    """A script's own console table (a lung-sound CNN's `train.log`): a header row of names
    between pipes, a rule, then one row per epoch with units (`50.80%`, `19.6s`) and a remark
    (`← best`); 60 epochs, so the rows are many enough for the bulk path."""
    lines = ["Starting training — 60 epochs, batch=256", "",
             " Epoch | TrainLoss | TrainAcc |  ValLoss |  ValAcc |       LR |   Time", "-" * 70]
    for epoch in range(1, 61):
        best = "  ← best" if epoch % 7 == 1 else ""
        lines.append(f"{epoch:>6} | {1.0 / epoch ** 0.3:>9.4f} | {50 + epoch / 3:>7.2f}% | {0.9 / epoch ** 0.2:>8.4f} | "
                     f"{60 + epoch / 4:>6.2f}% | {0.001:.6f} | {19.6:>5.1f}s{best}")
    lines += ["", "Test loss: 0.6021  Test acc: 77.1%"]
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert run.primary == "TrainLoss" and run.series["TrainLoss"].steps.tolist() == list(range(1, 61))
    _check(run.series["ValLoss"], list(range(1, 61)), [float(f"{0.9 / e ** 0.2:.4f}") for e in range(1, 61)])
    assert run.series["ValLoss"].role is Role.EVAL_LOSS and run.series["TrainAcc"].values[0] == pytest.approx(50.33)


def test_cyclegan_losses_at_iters_that_restart_each_epoch_at_another_phase(tmp_path: Path) -> None:
    """pix2pix/CycleGAN's `print_current_losses`: `(epoch: e, iters: i, ...)`, `iters` counted
    within the epoch but printed every 100 images overall (180 a epoch: 100; 20, 120; 40, 140 ...)."""
    lines, total = [], 0
    for epoch in range(1, 12):
        for i in range(1, 181):
            total += 1
            if total % 100 == 0:
                lines.append(f"[Rank 0] (epoch: {epoch}, iters: {i}, time: 1.294, data: 0.907) , D_A: {0.2 + 0.01 * epoch:.3f}, "
                             f"G_A: 1.631, cycle_A: 1.308, idt_A: 2.049, D_B: 0.201, G_B: 0.552, cycle_B: 4.563, idt_B: 0.499")
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert run.primary in {"D_A", "G_A", "cycle_A", "idt_A", "D_B", "G_B", "cycle_B", "idt_B"}
    loss = run.series["D_A"]
    assert len(loss) == len(lines) == 19 and np.all(np.diff(loss.steps) > 0) and not run.rollbacks
