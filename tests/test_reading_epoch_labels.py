"""An epoch printed on every batch's line is a label, not the step: one point per line.

The fixture stands for the real case c10-rwkv-reward-model-deepspeed-stepless-plateau-oom (a
W&B console capture of an RWKV reward model, unlicensed, so not committed): a print loop
`Epoch {e}, Loss: {loss}, Positive Score: ..., Negative Score: ..., N_POS:..|N_NEG:..` inside
the batch loop, whose `e` goes up every 21 batches, with DeepSpeed's engine and timer lines
(`[Rank 0] step=10, skipped=0, lr=[...]`, `epoch=0/micro_step=10/global_step=10, ...`) every
10 optimizer steps and PyTorch warnings between them. Own numbers, generated here.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.model import Run

_HEAD = ["[2025-01-01 10:00:00,100] [INFO] [checkpointing.py:529:forward] Activation Checkpointing Information",
         "[2025-01-01 10:00:00,100] [INFO] [checkpointing.py:534:forward] ----Profiling time in checkpointing False"]


def _loss(step: int) -> float:
    # bf16-looking values: multiples of 1/256.
    return round((0.4 + 0.6 * math.exp(-step / 150) + 0.05 * math.sin(step * 1.3)) * 256) / 256


def _log(steps: int, per_epoch: int = 21, engine_every: int | None = 10) -> list[str]:
    lines = list(_HEAD)
    for step in range(1, steps + 1):
        loss = _loss(step)
        lines.append(f"Epoch {(step - 1) // per_epoch}, Loss: {loss}, Positive Score: {0.5 + loss / 4:.6f}, "
                     f"Negative Score: {0.5 - loss / 5:.6f}, N_POS:0|N_NEG:0")
        if step == 1:
            lines += ["/opt/conda/lib/python3.11/site-packages/torch/autograd/__init__.py:266: UserWarning: "
                      "c10d::broadcast_: an autograd kernel was not registered to the Autograd key(s)",
                      "  Variable._execution_engine.run_backward(  # Calls into the C++ engine to run the backward pass"]
        if engine_every and step % engine_every == 0:
            lines += [f"[2025-01-01 10:{step // 60 % 60:02d}:{step % 60:02d},762] [INFO] [logging.py:96:log_dist] "
                      f"[Rank 0] step={step}, skipped=0, lr=[1e-06, 1e-06], mom=[(0.9, 0.99), (0.9, 0.99)]",
                      f"[2025-01-01 10:{step // 60 % 60:02d}:{step % 60:02d},770] [INFO] [timer.py:215:stop] "
                      f"epoch=0/micro_step={step}/global_step={step}, RunningAvgSamplesPerSec=0.68, "
                      f"CurrSamplesPerSec=0.98, MemAllocated=5.02GB, MaxMemAllocated=12.52GB"]
    return lines


def _run(tmp_path: Path, lines: list[str]) -> Run:
    path = tmp_path / "output.log"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    return run


def test_epoch_labelled_batch_lines_between_engine_steps_are_one_point_each(tmp_path: Path) -> None:
    run = _run(tmp_path, _log(745))
    assert len(run.fragments) == 1 and not run.rollbacks
    loss = run.series["Loss"]
    # Loss line k is optimizer step k: the engine's `step=N` follows the N-th line.
    assert np.array_equal(loss.steps, np.arange(1, 746))
    assert np.allclose(loss.values, [_loss(step) for step in range(1, 746)])
    reading = run.meta["reading"]
    # (A value printed again unchanged on the next line is seen once: bf16 losses repeat.)
    assert reading["points_kept"] == 745 >= reading["values_seen"]
    assert reading["doubt"] is None


def test_epoch_labelled_batch_lines_alone_are_read_in_line_order(tmp_path: Path) -> None:
    run = _run(tmp_path, _log(300, per_epoch=25, engine_every=None))
    loss = run.series["Loss"]
    assert len(loss.steps) == 300 and np.all(np.diff(loss.steps) == 1)
    assert np.allclose(loss.values, [_loss(step) for step in range(1, 301)])


def test_one_line_per_epoch_keeps_the_epoch_as_its_step(tmp_path: Path) -> None:
    run = _run(tmp_path, _log(30, per_epoch=1, engine_every=None))
    assert np.array_equal(run.series["Loss"].steps, np.arange(0, 30))
