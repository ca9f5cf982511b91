"""DeepSpeed's engine lines between a trainer's own lines: one run, no rollbacks (own numbers,
shapes as DeepSpeed prints them: `[Rank 0] step=10, skipped=0, lr=[...], mom=[...]` from
`log_dist`, and the timer's `epoch=0/micro_step=10/global_step=10, ...SamplesPerSec=...`)."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api

_HEAD = ["[2024-01-10 12:00:00,001] [INFO] [real_accelerator.py:161:get_accelerator] Setting ds_accelerator to cuda",
         "[2024-01-10 12:00:02,500] [INFO] [config.py:988:print]   steps_per_print .............. 10"]


def _loss(step: int) -> float:
    return 2.0 + 3.0 * math.exp(-step / 300) + 0.01 * math.sin(step)


def _engine(step: int, loss: float | None) -> list[str]:
    extra = "" if loss is None else f", loss={loss:.4f}"
    return [f"[2024-01-10 12:{step // 60 % 60:02d}:{step % 60:02d},123] [INFO] [logging.py:96:log_dist] [Rank 0] "
            f"step={step}, skipped=0, lr=[{3e-4 * min(1, step / 100):.6e}], mom=[(0.9, 0.999)]{extra}",
            f"[2024-01-10 12:{step // 60 % 60:02d}:{step % 60:02d},124] [INFO] [timer.py:260:stop] "
            f"epoch=0/micro_step={step}/global_step={step}, RunningAvgSamplesPerSec=101.2, "
            f"CurrSamplesPerSec=100.9, MemAllocated=2.1GB, MaxMemAllocated=7.8GB"]


def _log(steps: int, every: int, engine_loss: bool = False, accumulation: int = 1) -> list[str]:
    """`engine.step()` prints its line (optimizer steps from 1) before the script prints its own
    line for that step (counted from 0, or in micro-batches under gradient accumulation)."""
    lines = list(_HEAD)
    for step in range(1, steps + 1):
        if step % every == 0:
            lines += _engine(step, _loss(step) if engine_loss else None)
        for micro in range(accumulation):
            count = (step - 1) * accumulation + micro
            lines.append(f"Epoch 1 Step {count} loss {_loss(step):.4f}" if accumulation > 1
                         else f"step: {step - 1}, loss: {_loss(step):.4f}")
    return lines


@pytest.mark.parametrize("steps, every, engine_loss, accumulation", [
    (600, 10, False, 1),   # the case: 60 engine lines, one step ahead of the trainer's
    (600, 10, True, 1),    # the engine prints the loss too
    (600, 1, False, 1),    # steps_per_print 1
    (300, 10, False, 4),   # the script counts micro-batches: 4 per engine step
    (250, 100, False, 1),  # two engine lines only
    (150, 100, False, 1),  # one engine line only
])
def test_engine_lines_between_the_trainers_are_one_run_without_rollbacks(
        tmp_path: Path, steps: int, every: int, engine_loss: bool, accumulation: int) -> None:
    path = tmp_path / "train.log"
    path.write_text("\n".join(_log(steps, every, engine_loss, accumulation)) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    loss = run.series["loss"]
    assert len(loss) == steps * accumulation and np.all(np.diff(loss.steps) > 0)
    if engine_loss:
        # The engine's own loss stays a series of its own, never merged into the trainer's.
        assert run.primary == "loss" and len(run.series["loss (second counter)"]) == steps // every


def test_a_transcript_pasted_with_its_command_line(tmp_path: Path) -> None:
    body = _log(300, 10)
    for sub in ("a", "b"):
        (tmp_path / sub).mkdir()
    (tmp_path / "a" / "session.txt").write_text("\n".join(
        ["user@gpu01:~/proj$ deepspeed --num_gpus 1 train.py --deepspeed ds_config.json"] + body
        + ["user@gpu01:~/proj$ "]) + "\n", encoding="utf-8")
    (tmp_path / "b" / "RUN.md").write_text("\n".join(
        ["# Fine-tuning run", "", "```", "$ deepspeed train.py --deepspeed ds_config.json", "```", "", "Output:", "",
         "```"] + body + ["```", ""]) + "\n", encoding="utf-8")
    runs = {run.name: run for run in api.load([tmp_path / "a", tmp_path / "b"]).runs}
    assert set(runs) == {"session.txt", "RUN.md#L10"}
    for run in runs.values():
        assert len(run.fragments) == 1 and not run.rollbacks and len(run.series["loss"]) == 300


def test_markdown_prose_with_a_command_is_not_a_log(tmp_path: Path) -> None:
    (tmp_path / "README.md").write_text("# Usage\n\n```\n$ deepspeed train.py --steps 100\n```\n\nLoss 2.3 at step 5.\n",
                                        encoding="utf-8")
    (tmp_path / "metrics.csv").write_text("step,loss\n" + "".join(f"{s},{_loss(s)}\n" for s in range(50)))
    assert [run.name for run in api.load([tmp_path]).runs] == ["metrics.csv"]


def _hf_log(steps: int, logging_steps: int, every: int, scale: float = 1) -> list[str]:
    """The HF Trainer's step-less `{'loss': ...}` dicts every `logging_steps`, and the engine's
    `step=` lines every `every` steps (times `scale`: a counter in other units)."""
    lines = list(_HEAD)
    for step in range(1, steps + 1):
        if step % every == 0:
            lines += _engine(int(step * scale), None)
        if step % logging_steps == 0:
            lines.append(f"{{'loss': {_loss(step):.4f}, 'learning_rate': 0.0003, 'epoch': {step / steps:.2f}}}")
    return lines


def test_step_less_dicts_between_engine_lines_are_placed_by_the_engines_steps(tmp_path: Path) -> None:
    # Seen in a FATE-LLM guide's DeepSpeed output: dicts every 5 steps, `step=10` lines every 10.
    path = tmp_path / "guest.log"
    path.write_text("\n".join(_hf_log(400, 5, 10)) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    assert run.series["loss"].steps.tolist() == list(range(5, 401, 5))
    assert any("place them every 5 steps" in w for w in run.warnings)


def test_when_the_engines_steps_do_not_place_the_dicts_its_lines_follow_them(tmp_path: Path) -> None:
    path = tmp_path / "guest.log"
    # Engine steps 1.5 times the trainer's: no whole logging interval fits them all.
    path.write_text("\n".join(_hf_log(400, 5, 10, scale=1.5)) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    assert run.series["loss"].steps.tolist() == list(range(80))
    assert any("placed at the number of the record before them" in w for w in run.warnings)


def test_a_log_saved_under_a_markdown_name_without_fences_is_read_whole(tmp_path: Path) -> None:
    # nlpia2 keeps PyTorch word_language_model logs as `checkpoint_notes/*.md`, raw lines, no fence.
    lines = ["Namespace(batch_size=20, bptt=35, epochs=3, lr=20, model='LSTM')"]
    for epoch in range(1, 4):
        for batch in range(200, 3000, 200):
            value = _loss((epoch - 1) * 3000 + batch)
            lines.append(f"| epoch {epoch:3d} | {batch:5d}/ 2983 batches | lr 20.00 | ms/batch 12.01 | "
                         f"loss {value:5.2f} | ppl {math.exp(value):8.2f}")
        lines += ["-" * 89, f"| end of epoch {epoch:3d} | time: 36.93s | valid loss 5.53 | valid ppl 252.86", "-" * 89]
    (tmp_path / "model_LSTM_notes.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.name == "model_LSTM_notes.md" and run.primary == "loss" and len(run.series["loss"]) == 42
