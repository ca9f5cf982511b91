"""Write a scenario as the console log of a training framework, set-up noise and prefixes included.

Each family's lines follow what that framework prints (learned from public issue threads
and committed logs); values come from the scenario. Evaluation points are the scenario's
sparse `eval_loss`, or one every `eval_every` steps derived from the loss. Resumed segments
are appended, as a `tee`d console would show them.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator
from pathlib import Path

from lossdoctor.scenarios.base import Scenario
from lossdoctor.scenarios.writers import _rows

Row = tuple[int, float, dict[str, float]]
_ESC = "\x1b"


def _num(value: float, spec: str, nan: str = "nan") -> str:
    if math.isnan(value):
        return nan
    if math.isinf(value):
        return "inf" if value > 0 else "-inf"
    return format(value, spec)


def _all_rows(scenario: Scenario) -> Iterator[Row]:
    for segment in scenario.segments:
        yield from _rows(segment)


def _eval(row: dict[str, float], step: int, every: int) -> float | None:
    """The eval loss logged at this step, if any."""
    if "eval_loss" in row:
        return row["eval_loss"]
    loss = row.get("loss", float("nan"))
    if step > 0 and step % every == 0 and math.isfinite(loss):
        return loss * 1.05 + 0.01
    return None


def noise(count: int = 150) -> list[str]:
    """Set-up lines every real log opens with: commands, warnings, device probes, config dumps."""
    lines = ["+ torchrun --nproc_per_node=8 train.py --config configs/base.yaml --lr 3e-4 --max_steps 5000",
             "W1122 10:00:00.123456 140098 torch/distributed/run.py:793] Setting OMP_NUM_THREADS to 1",
             "/usr/lib/python3.10/site-packages/torch/utils/data/dataloader.py:558: UserWarning: This DataLoader "
             "will create 16 worker processes in total. Our suggested max number of worker is 8.",
             "NCCL INFO Bootstrap : Using eth0:10.0.0.1<0>",
             "GPU available: True (cuda), used: True",
             "Map: 100%|██████████| 10000/10000 [00:01<00:00, 8000.00 examples/s]",
             "Downloading data: 100%|██████████| 1.2G/1.2G [00:30<00:00, 40.0MB/s]",
             "{'model': {'d_model': 768, 'n_layers': 12}, 'optim': {'lr': 0.0003, 'loss_scale': 1.0}}",
             "Config: lr = 0.0003, warmup = 100, loss_weight = 1.0"]
    for index in range(count - len(lines)):
        lines.append(f"  config.option_{index}: {index * 7 % 13}" if index % 3 else
                     f"INFO: loading shard {index}/{count} (0.{index:03d} s)")
    return lines


def _nanogpt_log(scenario: Scenario, folder: Path) -> Path:
    """build-nanogpt `log.txt`: `N train X`, `N val X`, `N hella X`."""
    out = []
    for step, _, row in _all_rows(scenario):
        ev = _eval(row, step, 250)
        if ev is not None:
            out += [f"{step} val {_num(ev, '.4f')}", f"{step} hella 0.2500"]
        out.append(f"{step} train {_num(row.get('loss', math.nan), '.6f')}")
    return _write(folder / scenario.name / "log.txt", out)


def _nanogpt_stdout(scenario: Scenario, folder: Path) -> Path:
    """build-nanogpt stdout: `step N | loss: X | lr .. | norm: .. | dt: ..ms | tok/sec: ..`."""
    out = noise(120) + ["using device: cuda", "total desired batch size: 524288",
                        "=> calculated gradient accumulation steps: 32", "found 99 shards for split train"]
    for step, _, row in _all_rows(scenario):
        ev = _eval(row, step, 250)
        if ev is not None:
            out += [f"validation loss: {_num(ev, '.4f')}", "HellaSwag accuracy: 2494/10042=0.2484"]
        out.append(f"step {step:5d} | loss: {_num(row.get('loss', math.nan), '.6f')} | lr {row.get('lr', 6e-4):.4e} | "
                   f"norm: {row.get('grad_norm', 0.3):.4f} | dt: 330.12ms | tok/sec: 1588234.41")
    return _write(folder / f"{scenario.name}.out", out)


def _hf(scenario: Scenario, folder: Path, strings: bool, bar: bool) -> Path:
    """HF Trainer stdout: progress bar, `{'loss': ...}` dicts, eval dicts and the final summary.

    transformers 4.x prints the floats as they are (the loss rounded to 4 places, the epoch to 2);
    5.x's callbacks print every float as a string, `f"{v:.4g}"` (transformers trainer_callback.py).
    """
    rows = list(_all_rows(scenario))
    total = max(step for step, _, _ in rows) + 1
    out = noise(100) + ["***** Running training *****", "  Num examples = 80,000", "  Num Epochs = 3",
                        f"  Total optimization steps = {total:,}", "  Number of trainable parameters = 124,439,808"]
    if not bar:
        out.insert(40, "TrainingArguments(output_dir=out, logging_steps=1, eval_steps=250, learning_rate=5e-05,)")

    def fmt(value: float, places: int | None = None) -> str:
        if strings:
            return f"'{value:.4g}'"
        return repr(round(value, places) if places is not None and math.isfinite(value) else value)

    def line(record: dict[str, float], places: dict[str, int]) -> str:
        return "{" + ", ".join(f"'{k}': {fmt(v, places.get(k))}" for k, v in record.items()) + "}"

    for step, _, row in rows:
        epoch = step / total * 3
        text = line({"loss": row.get("loss", math.nan), "grad_norm": row.get("grad_norm", 1.0),
                     "learning_rate": row.get("lr", 5e-5), "epoch": epoch}, {"loss": 4, "epoch": 2})
        if bar:
            pct = int(100 * step / total)
            out.append(f"\r{pct:3d}%|{'█' * (pct // 10):<10}| {step}/{total} [00:10<01:30,  4.80it/s]" + text)
        else:
            out.append(text)
        ev = _eval(row, step, 250)
        if ev is not None:
            if bar:
                out.append("\r100%|██████████| 8/8 [00:00<00:00, 30.12it/s]\r" + " " * 40 + "\r")
            out.append(line({"eval_loss": ev, "eval_runtime": 1.2345, "eval_samples_per_second": 200.5,
                             "eval_steps_per_second": 16.2, "epoch": epoch}, {"epoch": 2}))
    out.append(line({"train_runtime": 600.5, "train_samples_per_second": 133.2, "train_steps_per_second": 8.3,
                     "train_loss": 2.456, "epoch": 3.0}, {}))
    return _write(folder / f"{scenario.name}.log", out)


def _torchtitan(scenario: Scenario, folder: Path) -> Path:
    out = [f"[rank0]:{line}" for line in noise(100)]
    stamp = "[rank0]:[titan] 2025-06-16 22:30:48,735 - root - INFO - "
    for step, _, row in _all_rows(scenario):
        loss = _num(row.get("loss", math.nan), "7.4f", "    nan")
        out.append(f"{stamp}{_ESC}[31mstep: {step:2d}  {_ESC}[32mloss: {loss}  {_ESC}[33mgrad_norm: "
                   f"{row.get('grad_norm', 0.5):7.4f}  {_ESC}[34mmemory: 49.66GiB(52.28%)  {_ESC}[35mtps: 5,856  "
                   f"{_ESC}[36mtflops: 339.16  {_ESC}[35mmfu: 34.29%{_ESC}[39m")
        if step % 50 == 0:
            out.append(f"{stamp}[GC] Peforming periodical GC collection. 0.06 seconds.")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f"{stamp}{_ESC}[33mvalidate step: {step:2d}  {_ESC}[32mloss: {_num(ev, '7.4f')}  "
                       f"{_ESC}[33mmemory: 49.66GiB(52.28%){_ESC}[39m")
    return _write(folder / f"{scenario.name}.log", out)


def _fairseq(scenario: Scenario, folder: Path) -> Path:
    """fairseq plain: `| train_inner | epoch 001:  100 / 1000 loss=..., num_updates=100` and `| valid |`."""
    out = noise(120)
    stamp = "2020-10-06 12:00:00 | INFO | "
    for step, _, row in _all_rows(scenario):
        epoch = step // 1000 + 1
        loss = _num(row.get("loss", math.nan), ".3f")
        out.append(f"{stamp}train_inner | epoch {epoch:03d}:    {step % 1000:4d} / 1000 loss={loss}, nll_loss={loss}, "
                   f"ppl=940.12, wps=12345, ups=1.2, wpb=8000, bsz=32, num_updates={step}, "
                   f"lr={row.get('lr', 1e-4):.6g}, gnorm={row.get('grad_norm', 2.3):.3f}, loss_scale=128, "
                   "train_wall=80, gb_free=10.1, wall=90")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f"{stamp}valid | epoch {epoch:03d} | valid on 'valid' subset | loss {ev:.3f} | "
                       f"nll_loss {ev:.3f} | ppl 550.1 | wps 1234 | wpb 8000 | bsz 32 | num_updates {step} | "
                       f"best_loss {ev:.3f}")
    return _write(folder / f"{scenario.name}.log", out)


def _fairseq_hydra(scenario: Scenario, folder: Path) -> Path:
    """fairseq hydra: `[time][train_inner][INFO] - {"epoch": 1, "loss": "15.078", ..., "num_updates": "200"}`."""
    out = ["[2022-08-04 15:15:46,666][fairseq_cli.train][INFO] - {'_name': None, 'common': {'log_interval': 200, "
           "'fp16': True}, 'optimization': {'lr': [0.001], 'max_update': 1000000}}"]
    out += [f"[2022-08-04 15:15:51,531][fairseq_cli.train][INFO] - {line}" for line in noise(100)]
    for step, _, row in _all_rows(scenario):
        record = {"epoch": step // 1000 + 1, "update": round(step / 1000, 3),
                  "loss": _num(row.get("loss", math.nan), ".3f"), "ppl": "4", "wps": "166079",
                  "num_updates": str(step), "lr": f"{row.get('lr', 2e-4):.6g}",
                  "gnorm": f"{row.get('grad_norm', 0.8):.3f}", "loss_scale": "2", "wall": "0"}
        out.append(f"[2022-08-04 15:18:38,274][train_inner][INFO] - {json.dumps(record)}")
        if step % 97 == 0:
            out.append("[2022-08-04 15:56:43,810][fairseq.trainer][INFO] - NOTE: gradient overflow detected, "
                       "ignoring gradient, setting loss scale to: 8.0")
        ev = _eval(row, step, 250)
        if ev is not None:
            valid = {"epoch": step // 1000 + 1, "valid_loss": f"{ev:.3f}", "valid_ppl": "3.66",
                     "valid_num_updates": str(step), "valid_best_loss": f"{ev:.3f}"}
            out.append(f"[2022-08-04 19:50:26,988][valid][INFO] - {json.dumps(valid)}")
    return _write(folder / "hydra_train.log", out, scenario.name)


def _detr(scenario: Scenario, folder: Path) -> Path:
    """DETR/MAE `log.txt`: one JSON object per epoch, no step key (the line number is the epoch)."""
    out = []
    for step, _, row in _all_rows(scenario):
        loss = row.get("loss", math.nan)
        ev = row.get("eval_loss", loss * 1.2 + 0.3 if math.isfinite(loss) else math.nan)
        out.append(json.dumps({"train_lr": row.get("lr", 1e-4), "train_class_error": 12.5, "train_loss": loss,
                               "train_loss_ce": loss / 10, "test_class_error": 20.0, "test_loss": ev,
                               "test_loss_ce": ev / 10, "test_coco_eval_bbox": [0.379, 0.58, 0.4],
                               "n_parameters": 41302368}))
    return _write(folder / "log.txt", out, scenario.name)


def _megatron_neox(scenario: Scenario, folder: Path) -> Path:
    out = noise(120)
    for step, _, row in _all_rows(scenario):
        loss = _num(row.get("loss", math.nan), ".6E", "nan")
        out.append(f" samples/sec: 35.123 | iteration {step:8d}/  320000 | elapsed time per iteration (ms): 3645.1 |"
                   f" learning rate: {row.get('lr', 1.5e-5):.3E} | approx flops per GPU: 120.5TFLOPS | lm_loss: {loss} |"
                   " loss scale: 65536.0 | number of skipped iterations:   0 | number of nan iterations:   0 |")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f" validation results at iteration {step} | lm_loss value: {ev:.6E} | lm_loss_ppl value: 3.01E+01 |")
    return _write(folder / f"{scenario.name}.log", out)


def _deepspeed(scenario: Scenario, folder: Path) -> Path:
    """DeepSpeed's own lines: log_dist step lines, timers, OVERFLOW, the pipeline engine's loss line."""
    out = noise(120)
    ds = "[2023-08-01 12:00:00,123] [INFO] "
    skipped = 0
    for step, _, row in _all_rows(scenario):
        if step % 113 == 57:
            skipped += 1
            out.append(f"{ds}[loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! Rank 0 Skipping step. "
                       "Attempted loss scale: 65536, reducing to 32768")
        out.append(f"{ds}[logging.py:96:log_dist] [Rank 0] step={step}, skipped={skipped}, "
                   f"lr=[{row.get('lr', 5e-5):.6g}, {row.get('lr', 5e-5):.6g}], mom=[[0.9, 0.95], [0.9, 0.95]]")
        out.append(f"{ds}[timer.py:260:stop] epoch=0/micro_step={step * 4}/global_step={step}, "
                   "RunningAvgSamplesPerSec=12.3, CurrSamplesPerSec=12.5, MemAllocated=5.1GB, MaxMemAllocated=7.9GB")
        # The pipeline engine's own progress line (deepspeed/runtime/pipe/engine.py).
        out.append(f"steps: {step} loss: {_num(row.get('loss', math.nan), '0.4f')} iter time (s): 0.512 "
                   "samples/sec: 62.500")
    return _write(folder / f"{scenario.name}.log", out)


def _olmo(scenario: Scenario, folder: Path) -> Path:
    """OLMo: a `[step=N/T,epoch=E]` header, then indented `name=value` lines (thousands with commas)."""
    out = noise(120)
    for step, _, row in _all_rows(scenario):
        loss = row.get("loss", math.nan)
        ppl = f"{math.exp(min(loss, 50)):,.0f}" if math.isfinite(loss) else "nan"
        out.append(f"2024-08-06 09:59:26.181 node-17:0  olmo.train:908  INFO    [step={step}/739328,epoch=0]")
        out += [f"    optim/total_grad_norm={row.get('grad_norm', 0.5):.4f}",
                f"    train/CrossEntropyLoss={_num(loss, '.4f')}", f"    train/Perplexity={ppl}",
                f"    throughput/total_tokens={step * 1048576:,}", "    throughput/device/tokens_per_second=26,668",
                "    System/Peak GPU Memory (MB)=46,911"]
        ev = _eval(row, step, 250)
        if ev is not None:
            out += [f"2024-08-06 10:50:09.215 node-17:0  olmo.train:870  INFO    [eval_step={i}/10]" for i in range(1, 4)]
            out += ["2024-08-06 10:50:19.215 node-17:0  olmo.train:1009  INFO    v3-small-c4_en-validation",
                    f"    eval/v3-small-c4_en-validation/CrossEntropyLoss={ev:.4f}",
                    f"    eval/v3-small-c4_en-validation/Perplexity={math.exp(min(ev, 50)):.2f}"]
    return _write(folder / f"{scenario.name}.log", out)


def _composer(scenario: Scenario, folder: Path) -> Path:
    """Composer/llm-foundry console: `[batch=N/T]:` then tab-indented `Train name: value` lines."""
    out = [f"2024-01-19 15:51:44,402: rank0[11406][MainThread]: INFO: composer.trainer.trainer: {line}"
           for line in noise(100)]
    rows = list(_all_rows(scenario))
    total = max(step for step, _, _ in rows)
    for step, _, row in rows:
        loss = _num(row.get("loss", math.nan), ".4f")
        out += [f"[batch={step}/{total}]:", f"\t Train time/batch: {step}", f"\t Train time/token: {step * 4096}",
                f"\t Train loss/train/total: {loss}", f"\t Train metrics/train/LanguageCrossEntropy: {loss}",
                "\t Train metrics/train/LanguagePerplexity: 114977.1562", f"\t Train lr-DecoupledAdamW/group0: {row.get('lr', 6e-4):.4e}",
                "\t Train memory/allocated_mem: 6.8051", "\t Train throughput/batches_per_sec: 1.2"]
        ev = _eval(row, step, 250)
        if ev is not None:
            out += [f"[eval batch={i}/10] Eval on eval data:" for i in (1, 5, 10)]
            out += [f"[batch={step}/{total}]:", f"\t Eval metrics/eval/LanguageCrossEntropy: {ev:.4f}",
                    "\t Eval metrics/eval/LanguagePerplexity: 11.0"]
    return _write(folder / f"{scenario.name}.log", out)


def _maxtext(scenario: Scenario, folder: Path) -> Path:
    out = noise(120)
    for step, _, row in _all_rows(scenario):
        out.append(f"completed step: {step}, seconds: 1.341, TFLOP/s/device: 257.929, Tokens/s/device: 36653.244, "
                   f"total_weights: 196608, loss: {_num(row.get('loss', math.nan), '.3f')}")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f"eval metrics after step: {step}, loss={ev:.3f}, total_weights=98304")
    return _write(folder / f"{scenario.name}.log", out)


def _timm(scenario: Scenario, folder: Path) -> Path:
    """timm train.py: `Train: E [ i/n (p%)]  Loss: x (avg)` and `Test: [ i/n]` lines."""
    out = noise(120) + ["Model resnet50 created, param count:25557032", "Scheduled epochs: 20"]
    per_epoch = 250
    total, count = 0.0, 0
    for step, _, row in _all_rows(scenario):
        epoch, batch = divmod(step, per_epoch)
        value = row.get("loss", math.nan)
        total, count = (0.0, 0) if batch == 0 else (total, count)
        total, count = total + value, count + 1  # timm's running average over the epoch (a NaN stays)
        out.append(f"Train: {epoch} [{batch:>4d}/{per_epoch} ({100 * batch / (per_epoch - 1):>3.0f}%)]  "
                   f"Loss: {_num(value, '#.4g')} ({_num(total / count, '#.3g')})  "
                   "Time: 0.521s,  490.82/s  (0.521s,  490.82/s)  "
                   f"LR: {row.get('lr', 1e-3):.3e}  Data: 0.012 (0.012)")
        ev = _eval(row, step, 250)
        if ev is not None:
            for i in (0, 24, 48):
                out.append(f"Test: [{i:>4d}/48]  Time: 1.200 (1.200)  Loss: {ev:>7.4f} ({ev + 0.01:>6.4f})  "
                           "Acc@1: 83.5938 (83.5938)  Acc@5: 96.0938 (96.0938)")
            out.append(f"Current checkpoints:\n ('./output/train/checkpoint-{epoch}.pth.tar', 76.1)")
    return _write(folder / f"{scenario.name}.log", out)


def _mmengine(scenario: Scenario, folder: Path) -> Path:
    out = [f"06/01 12:00:00 - mmengine - INFO - {line}" for line in noise(100)]
    per_epoch = 500
    for step, _, row in _all_rows(scenario):
        epoch, batch = divmod(step, per_epoch)
        out.append(f"06/01 12:00:00 - mmengine - INFO - Epoch(train) [{epoch + 1}][{batch}/{per_epoch}]  "
                   f"base_lr: 1.0000e-02 lr: {row.get('lr', 1e-2):.4e}  eta: 1:00:00  time: 0.5000  data_time: 0.0100  "
                   f"memory: 3000  grad_norm: {row.get('grad_norm', 5.0):.4f}  loss: {_num(row.get('loss', math.nan), '.4f')}"
                   "  loss_cls: 1.0000  loss_bbox: 0.5000")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f"06/01 12:00:00 - mmengine - INFO - Epoch(val) [{epoch + 1}][100/100]    "
                       f"coco/bbox_mAP: {0.3 + 1 / (1 + ev):.4f}  coco/bbox_mAP_50: 0.4100  data_time: 0.0100  "
                       "time: 0.1000")  # mmengine's val summary holds metrics, no loss
    return _write(folder / f"{scenario.name}.log", out)


def _detectron2(scenario: Scenario, folder: Path) -> Path:
    out = [f"[06/01 12:00:00 d2.engine.defaults]: {line}" for line in noise(100)]
    for step, _, row in _all_rows(scenario):
        loss = _num(row.get("loss", math.nan), ".4g")
        out.append(f"{_ESC}[32m[06/01 12:00:00 d2.utils.events]: {_ESC}[0m eta: 0:10:00  iter: {step}  "
                   f"total_loss: {loss}  loss_cls: 0.5  loss_box_reg: 0.3  time: 0.5000  data_time: 0.0100  "
                   f"lr: {row.get('lr', 2e-4):.5g}  max_mem: 2000M")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f"[06/01 12:00:00 d2.evaluation.evaluator]: Inference done 11/346. Dataloading: 0.0013 s / iter. "
                       "Inference: 0.7237 s / iter. Eval: 0.0003 s / iter. Total: 0.7253 s / iter. ETA=0:04:02")
            out.append(f"[06/01 12:00:00 d2.utils.events]:  iter: {step}  validation_loss: {ev:.4f}")
    return _write(folder / f"{scenario.name}.log", out)


def _deepspeed_chat(scenario: Scenario, folder: Path) -> Path:
    """DeepSpeed-Chat SFT (`--print_loss`): every rank prints `Epoch: E, Step: S, Rank: r, loss = <tensor>`,
    the step counting micro-batches within the epoch; `ppl: X, loss: Y` after the evaluation banner."""
    rows = list(_all_rows(scenario))
    per_epoch = 100
    epochs = rows[-1][0] // per_epoch + 1
    out = noise(120) + ["***** Running training *****", f"***** Evaluating perplexity, Epoch 0/{epochs} *****",
                        "Jump Evaluation"]
    for step, _, row in rows:
        epoch, micro = divmod(step, per_epoch)
        if micro == 0:
            out.append(f"Beginning of Epoch {epoch + 1}/{epochs}, Total Micro Batches {per_epoch}")
        if step % 113 == 57:
            out.append("[2023-04-18 12:00:00,123] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! "
                       "Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768")
        loss = _num(row.get("loss", math.nan), ".4f")
        for rank in range(2):
            out.append(f"Epoch: {epoch}, Step: {micro}, Rank: {rank}, loss = tensor({loss}, device='cuda:{rank}', "
                       "dtype=torch.float16, grad_fn=<ToCopyBackward0>)")
        ev = _eval(row, step, 250)
        if ev is not None:
            out += [f"***** Evaluating perplexity, Epoch {epoch + 1}/{epochs} *****",
                    f"ppl: {math.exp(min(ev, 50))}, loss: {ev}"]
    return _write(folder / f"{scenario.name}.log", out)


KERAS_BATCHES = 50


def _keras(scenario: Scenario, folder: Path) -> Path:
    """Keras fit, verbose=1, its display not dynamic (a Windows console, PyCharm's copy): `Epoch
    N/M`, then one frame a line per batch (`i/50 [==>..] - loss: x`, the running mean Keras shows),
    the last with the epoch's val_loss. Scenario step s is batch s % 50 + 1 of epoch s // 50 + 1.
    (A dynamic display redraws the frames in place, where only each epoch's last stays:
    tests/test_keras_progbar_redraws.py.)"""
    out = noise(100)
    rows = list(_all_rows(scenario))
    epochs = rows[-1][0] // KERAS_BATCHES + 1
    for step, _, row in rows:
        epoch, batch = divmod(step, KERAS_BATCHES)
        if batch == 0:
            out.append(f"Epoch {epoch + 1}/{epochs}")
        done = batch + 1
        bar = "=" * (29 * done // KERAS_BATCHES) + (">" if done < KERAS_BATCHES else "=")
        frame = f"{done:2d}/{KERAS_BATCHES} [{bar:.<30}] - ETA: 1s - loss: {_num(row.get('loss', math.nan), '.4f')}"
        if done == KERAS_BATCHES:
            ev = _eval(row, step, 1)
            val = ev if ev is not None else row.get("loss", math.nan) * 1.1
            frame += f" - accuracy: 0.9150 - val_loss: {_num(val, '.4f')} - val_accuracy: 0.9580"
        out.append(frame)
    return _write(folder / f"{scenario.name}.log", out)


def _lightning(scenario: Scenario, folder: Path) -> Path:
    """Lightning progress bars: `Epoch E:  45%|...| i/n [..., v_num=0, train_loss_step=x]`, one \\r per update."""
    out = noise(100) + ["GPU available: True (cuda), used: True", "  | Name  | Type | Params", "0 | model | GPT  | 124 M"]
    per_epoch = 100
    line = ""
    for step, _, row in _all_rows(scenario):
        epoch, batch = divmod(step, per_epoch)
        pct = 100 * (batch + 1) // per_epoch
        loss = _num(row.get("loss", math.nan), ".3f")
        line += (f"\rEpoch {epoch}:  {pct:3d}%|{'█' * (pct // 10):<10}| {batch + 1}/{per_epoch} "
                 f"[00:30<00:36, 15.00it/s, v_num=0, train_loss_step={loss}]")
        if batch + 1 == per_epoch:
            ev = _eval(row, step, 1)
            line += "\rValidation DataLoader 0: 100%|██████████| 10/10 [00:00<00:00, 50.00it/s]"
            line += (f"\rEpoch {epoch}: 100%|██████████| {per_epoch}/{per_epoch} [00:30<00:00, 15.00it/s, v_num=0, "
                     f"train_loss_step={loss}, val_loss={_num(ev if ev is not None else math.nan, '.3f')}]")
            out.append(line)
            line = ""
    if line:
        out.append(line)
    return _write(folder / f"{scenario.name}.log", out)


def _ultralytics(scenario: Scenario, folder: Path) -> Path:
    """Ultralytics: a header row of names, then one row per epoch under it (a bar per batch)."""
    out = noise(100) + ["Ultralytics YOLOv8.0.20 🚀 Python-3.10.12 torch-2.0.1+cu118 CUDA:0 (Tesla T4, 15102MiB)",
                        "Starting training for 100 epochs..."]
    rows = list(_all_rows(scenario))
    total = rows[-1][0]
    for step, _, row in rows:
        loss = _num(row.get("loss", math.nan), ".4g")
        out.append("")
        out.append("      Epoch    GPU_mem   box_loss   cls_loss   dfl_loss  Instances       Size")
        bar = "".join(f"\r{step:>6}/{total}      2.61G      {loss:>5}      1.234      1.456         32        640: "
                      f"{p:3d}%|{'█' * (p // 10):<10}| {p * 8 // 100}/8 [00:02<00:00,  3.10it/s]" for p in (50, 100))
        out.append(bar)
        out.append("                 Class     Images  Instances      Box(P          R      mAP50  mAP50-95): "
                   "100%|██████████| 4/4 [00:00<00:00,  8.00it/s]")
        out.append("                   all        128        929      0.640      0.535      0.601      0.454")
    return _write(folder / f"{scenario.name}.log", out)


def _algoperf(scenario: Scenario, folder: Path) -> Path:
    """AlgoPerf submission_runner logs: absl prefix, `logging_writer.py] [N] global_step=N, ...`."""
    head = "I1016 18:31:09.158140 140098 "
    out = [f"{head}submission_runner.py:{100 + i}] {line}" for i, line in enumerate(noise(100))]
    for step, _, row in _all_rows(scenario):
        out.append(f"{head}logging_writer.py:48] [{step}] global_step={step}, "
                   f"grad_norm={row.get('grad_norm', 0.5):.6g}, loss={_num(row.get('loss', math.nan), '.6g')}")
        ev = _eval(row, step, 250)
        if ev is not None:
            out.append(f"{head}logging_writer.py:48] [{step}] accumulated_eval_time=12.3, global_step={step}, "
                       f"preemption_count=0, score={step * 1.1:.1f}, train/loss={row.get('loss', 0):.6g}, "
                       f"validation/loss={ev:.6g}, validation/num_examples=50000")
    return _write(folder / f"{scenario.name}.log", out)


def _write(path: Path, lines: list[str], folder_name: str | None = None) -> Path:
    if folder_name is not None:
        path = path.parent / folder_name / path.name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


FAMILIES: dict[str, Callable[[Scenario, Path], Path]] = {
    "hf4": lambda s, f: _hf(s, f, strings=False, bar=True),
    "hf5": lambda s, f: _hf(s, f, strings=True, bar=False),
    "build_nanogpt_log": _nanogpt_log,
    "build_nanogpt_stdout": _nanogpt_stdout,
    "torchtitan": _torchtitan,
    "fairseq": _fairseq,
    "fairseq_hydra": _fairseq_hydra,
    "detr_jsonl": _detr,
    "gpt_neox": _megatron_neox,
    "deepspeed": _deepspeed,
    "olmo": _olmo,
    "composer": _composer,
    "maxtext": _maxtext,
    "timm": _timm,
    "mmengine": _mmengine,
    "detectron2": _detectron2,
    "deepspeed_chat": _deepspeed_chat,
    "keras": _keras,
    "lightning": _lightning,
    "ultralytics": _ultralytics,
    "algoperf": _algoperf,
}


def write(scenario: Scenario, family: str, folder: Path) -> Path:
    """Write `scenario` as `family`'s console log under `folder`; returns the file."""
    return FAMILIES[family](scenario, Path(folder))


__all__ = ["FAMILIES", "noise", "write"]
