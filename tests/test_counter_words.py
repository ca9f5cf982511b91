"""Counters a person reads by their words and places (blind c35, c36; devR49).

- `[000500/50000] X4K | loss 0.0488 | ... | batch 16`: the `[i/N]` counter the line opens with
  is the step; `batch 16` is the batch size, the same on every line (c35 VFI: refused).
- `[E2] step 910 loss 15.21`: the `E` glued to the number in brackets is the epoch, so a step
  counter that starts again each epoch is one run counted on, not five launches (c35 LoRA).
- `iteration:37 step:768/1687, NER loss: 1.00`: the iteration is the pass over the 1687 steps,
  so a resume from a checkpoint replays the steps it stands on, which are dead (c36 IDCNN-CRF).
"""

from __future__ import annotations

import logging
import random
from pathlib import Path

import numpy as np

from lossdoctor import api


def _vfi_log(points: int = 100, seed: int = 5) -> str:
    """A frame-interpolation trainer's lines as its print statement writes them: a step beside
    its total, the batch's dataset, then `| key value |` cells ending on the batch size."""
    rng = random.Random(seed)
    out = ["Unified training started", "Batch=16 | Workers=10 | LR=5e-05", "-" * 90]
    for k in range(points):
        name = rng.choice(["X4K", "WMS", "VIMEO"])
        loss = (0.04 if k < 10 else 0.12) * rng.uniform(0.6, 1.4)
        out.append(f"[{k * 500:06d}/50000] {name:<6} | loss {loss:.4f} | VRAM 9.8/15.9GB (62%) | "
                   f"GPU {rng.randint(80, 100)}% | {rng.uniform(2.8, 3.2):.2f} it/s | "
                   f"ETA {rng.uniform(100, 300):.1f} min | batch 16")
    out.append("Training complete.")
    return "\n".join(out) + "\n"


def test_a_batch_size_on_every_line_is_no_step(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    path.write_text(_vfi_log())
    [run] = api.load([path]).runs
    steps = np.asarray(run.series["loss"].steps)
    assert len(steps) == 100
    assert steps[0] == 0 and steps[-1] == 49500


def test_a_batch_counter_that_moves_stays_the_step(tmp_path: Path) -> None:
    lines = [f"[1/3] batch {b * 50} | loss {1.0 / (b + 1):.4f}" for b in range(1, 40)]
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n")
    [run] = api.load([path]).runs
    steps = np.asarray(run.series["loss"].steps)
    assert steps[0] == 50 and steps[-1] == 39 * 50


def _lora_log(epochs: int = 5, per_epoch: int = 150, seed: int = 7) -> str:
    """A LoRA fine-tuning loop's lines: `[E<epoch>] step <s> loss <x>` every 10 steps, the step
    counted within the epoch, and each epoch's average."""
    rng = random.Random(seed)
    out = ["Starting training...", f"총 학습 스텝 수: {per_epoch * 10}"]
    for epoch in range(1, epochs + 1):
        for k in range(per_epoch):
            out.append(f"[E{epoch}] step {k * 10} loss {rng.uniform(0.1, 1.0) / epoch:.4f}")
        out.append(f"Epoch {epoch} avg-loss {0.5 / epoch:.4f}")
    out.append("Training completed!")
    return "\n".join(out) + "\n"


def test_a_step_restarting_under_the_e_of_its_epoch_is_one_run(tmp_path: Path) -> None:
    path = tmp_path / "train_log.txt"
    path.write_text(_lora_log())
    [run] = api.load([path]).runs
    steps = np.asarray(run.series["loss"].steps)
    assert len(steps) == 750
    assert np.all(np.diff(steps) > 0)


def test_a_global_step_under_the_e_stays_as_printed(tmp_path: Path) -> None:
    lines = [f"[E{1 + k // 100}] step {k * 10} loss {1.0 / (k + 1):.4f}" for k in range(300)]
    path = tmp_path / "train_log.txt"
    path.write_text("\n".join(lines) + "\n")
    [run] = api.load([path]).runs
    steps = np.asarray(run.series["loss"].steps)
    assert steps[0] == 0 and steps[-1] == 2990


def _ner_launch(path: Path, start: int, stop: int, per_epoch: int, fresh: bool, seed: int) -> None:
    """One launch of an IDCNN-CRF trainer through Python's logging, as it writes its file: the
    start-up lines, then `iteration:I step:S/N, NER loss:x` every 100 global steps from `start`
    (I = the epoch, S = the step within it)."""
    logger = logging.getLogger(f"log\\train.log#{seed}")
    logger.setLevel(logging.INFO)
    handler = logging.FileHandler(path, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s - log\\train.log - %(levelname)s - %(message)s"))
    logger.addHandler(handler)
    rng = random.Random(seed)
    logger.info("batch_size     :\t60")
    logger.info("Created model with fresh parameters." if fresh else "Reading model parameters from ckpt\\ner.ckpt")
    logger.info("start training")
    for step in range(start, stop + 1, 100):
        epoch, within = divmod(step, per_epoch)
        logger.info(f"iteration:{epoch + 1} step:{within}/{per_epoch}, NER loss:{rng.uniform(0.8, 1.2):>9.6f}")
    logger.removeHandler(handler)
    handler.close()


def test_an_iteration_beside_a_step_of_its_total_is_the_epoch(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    _ner_launch(path, 100, 20000, 1687, True, 1)
    _ner_launch(path, 18500, 30000, 1687, False, 2)  # resumed from the checkpoint at 18500
    [run] = api.load([path]).runs
    live = np.asarray(run.series["NER loss"].steps)
    assert live[0] == 100 and live[-1] == 30000
    assert len(np.unique(live)) == len(live) == 300
    dead = np.asarray(run.dead["NER loss"].steps)  # the first launch's points the resume replayed
    assert len(dead) == 16 and dead[0] == 18500 and dead[-1] == 20000
