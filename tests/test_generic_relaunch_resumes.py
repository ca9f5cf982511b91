"""Launches in one text log that the steps alone do not show (blind batch c19): a relaunch that
goes on from its checkpoint, a second Trainer after the first one's end-of-run summary, and
notebook cell runs that each start at iteration 0.

The real files are `c19-t5-scalingdown-...`, `c19-bert-wikitext-lm-then-classifier-...` and
`c19-torchrl-hppo-...` in the corpus; these are variants written the way those programs print
(python `logging` with '%(asctime)s - %(levelname)s - %(message)s', the HF Trainer's printed
dicts, loguru's default format).
"""

from __future__ import annotations

import math
from pathlib import Path

from lossdoctor import api


def _stamp(minute: int) -> str:
    day, rest = divmod(minute, 24 * 60)
    return f"2024-11-{5 + day:02d} {rest // 60:02d}:{rest % 60:02d}:05,205"


def _t5_launch(first: int, last: int, epoch: int, minute: int, resumed: bool, loads: bool = True) -> list[str]:
    """One launch of a python-logging training loop appended to `training.log`."""
    lines = [f"{_stamp(minute)} - INFO - PyTorch version 2.5.0 available."]
    if not resumed:
        lines.append(f"{_stamp(minute)} - INFO - No checkpoint found. Starting from scratch.")
    elif loads:
        lines += [f"{_stamp(minute)} - INFO - Scheduler state loaded from checkpoint.",
                  f"{_stamp(minute)} - INFO - Loaded checkpoint from checkpoints/checkpoint.pth.",
                  f"{_stamp(minute)} - INFO - Checkpoint saved to checkpoints/epoch_checkpoint_{epoch - 1}.pth",
                  f"{_stamp(minute)} - INFO - Epoch {epoch - 1} completed. Average Training Loss: 0.0000"]
    for number, batch in enumerate(range(first, last + 1, 5)):
        minute += 3
        loss = 9.0 if resumed and number == 0 else 2.5 + 8.0 / (1 + batch / 50) + 0.05 * math.sin(batch)
        lines.append(f"{_stamp(minute)} - INFO - Epoch {epoch}, Global Batch {batch}, Training Loss: {loss:.4f}, "
                     f"Validation Loss: {0.45 + 0.01 * math.cos(batch):.4f}, Validation Accuracy: 0.0000")
        if number % 2:
            lines.append(f"{_stamp(minute)} - INFO - Checkpoint saved to checkpoints/checkpoint.pth")
    return lines


def test_relaunches_that_load_a_checkpoint_and_go_on_are_resumes(tmp_path: Path) -> None:
    log = tmp_path / "training.log"
    log.write_text("\n".join(_t5_launch(5, 1000, 1, 0, False) + _t5_launch(1005, 1100, 2, 4000, True)
                             + _t5_launch(1100, 2000, 3, 8000, True)) + "\n")
    report = api.analyze([log])
    assert len(report.runs) == 1
    run = report.runs[0].run
    assert len(run.fragments) == 3
    assert [r.step for r in run.rollbacks] == [1100]  # the third launch logs 1100 again
    spikes = [f for f in report.runs[0].findings if f.kind == "resume_spike"]
    assert len(spikes) == 1
    assert spikes[0].evidence["spike_steps"] == [1005, 1100]


def test_a_start_up_line_without_a_checkpoint_load_opens_no_resume(tmp_path: Path) -> None:
    # The same program's banner printed again, but nothing loaded: no resume is read into it.
    log = tmp_path / "training.log"
    log.write_text("\n".join(_t5_launch(5, 1000, 1, 0, False) + _t5_launch(1005, 1100, 2, 4000, True, loads=False)
                             ) + "\n")
    run = api.analyze([log]).runs[0].run
    assert len(run.fragments) == 1
    assert not run.rollbacks


def _hf_dicts(epochs: int, per_epoch: int, every: int, start_loss: float) -> list[str]:
    """One HF Trainer's printed dicts, as `trainer.train()` prints them to stdout."""
    lines, total = [], epochs * per_epoch
    for step in range(1, total + 1):
        epoch = round(step / per_epoch, 2)
        if step % every == 0:
            lines.append(f"{{'loss': {start_loss / (1 + step / 100):.4f}, 'learning_rate': "
                         f"{2e-5 * (1 - step / total)}, 'epoch': {epoch}}}")
        if step % per_epoch == 0:
            lines.append(f"{{'eval_loss': {start_loss / (2 + step / 100)}, 'eval_runtime': 16.8658, "
                         f"'eval_samples_per_second': 113.899, 'eval_steps_per_second': 14.289, "
                         f"'epoch': {float(step // per_epoch)}}}")
    lines.append(f"{{'train_runtime': 2331.9715, 'train_samples_per_second': 23.863, 'train_steps_per_second': "
                 f"2.983, 'train_loss': 0.1268128219462339, 'epoch': {float(epochs)}}}")
    return lines


def test_a_second_trainer_after_the_first_ones_summary_is_a_run_of_its_own(tmp_path: Path) -> None:
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(["Model size: 109.5M parameters"] + _hf_dicts(3, 400, 100, 1.6) + [
        "Perplexity: 1.00", "Num of classes: 19",
        "Some weights of BertForSequenceClassification were not initialized from the model checkpoint at "
        "./esha-bert and are newly initialized: ['classifier.weight', 'classifier.bias']",
    ] + _hf_dicts(4, 226, 250, 0.3)) + "\n")
    report = api.analyze([log])
    assert [len(r.run.series["loss"]) for r in report.runs] == [12, 3]
    assert all(not r.run.rollbacks for r in report.runs)
    assert not [f for r in report.runs for f in r.findings if f.severity.label == "error"]


def test_training_that_goes_on_after_a_summary_stays_one_run(tmp_path: Path) -> None:
    # `trainer.train()` called again to train further: its epochs go on, not back.
    first = _hf_dicts(2, 400, 100, 1.6)
    more = [line.replace("'epoch': ", "'epoch': 2") if "'epoch': 0." in line else line for line in first]
    more = [line for line in more if "'epoch': 2" in line and "eval" not in line]
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(first + more) + "\n")
    report = api.analyze([log])
    assert len(report.runs) == 1


def _loguru(minute: int, text: str, where: str = "__main__:<module>:22") -> str:
    return f"2025-11-22 21:{minute:02d}:39.544 | INFO     | {where} - {text}"


def _cell_run(minute: int, critics: list[float], ess: float, session: bool = True, seed: int | None = None) -> list[str]:
    """One notebook cell run: a new logger session (optional; `seed`: its settings line states
    it), then one line per iteration."""
    stated = f"seed={seed} " if seed is not None else ""
    lines = [_loguru(minute, "Logger initialized (level=INFO, file=logs/train.log)", "__main__:<module>:18"),
             _loguru(minute, f"Config ready | {stated}frames_per_batch=4096 horizon=256 num_envs=8"),
             _loguru(minute, "TorchRL env constructed (observation=torch.Size([8, 141]), num_envs=8)")] if session else []
    lines.append(_loguru(minute, "Starting notebook PPO run"))
    for index, critic in enumerate(critics):
        lines.append(_loguru(minute, f"iter={index:04d} reward=520.7729 ESS={ess:.4f} clip_fraction=0.1094 "
                                     f"loss_critic={critic:.4f} loss_entropy=0.0576 loss_objective=0.0011",
                             "__main__:_log_metrics:20"))
    return lines


def test_notebook_runs_that_start_near_each_other_are_runs_of_their_own(tmp_path: Path) -> None:
    # A one-iteration run, then a run whose first critic loss is close (same env seed) but not the
    # same to its printed digits; then two one-iteration runs that print the same numbers.
    long = [3589.9534 + 400 * math.sin(i) for i in range(30)]
    log = tmp_path / "train.log"
    log.write_text("\n".join(_cell_run(11, [3589.5933], 0.9565) + _cell_run(14, long, 0.8928)
                             + _cell_run(40, [177965.2656], 0.9355) + _cell_run(43, [177965.2656], 0.9355)
                             + _cell_run(48, [1000.0 + 10 * i + 3 * math.sin(i) for i in range(20)], 0.85)) + "\n")
    report = api.analyze([log])
    assert [len(r.run.series["loss_critic"]) for r in report.runs] == [1, 30, 1, 1, 20]
    assert all(not r.run.rollbacks for r in report.runs)


def test_notebook_runs_that_state_the_same_seed_and_settings_are_the_job_run_again(tmp_path: Path) -> None:
    # The same cells, each stating its seed and the same settings: a cell run again is that job run
    # again (`identity.settings`), its earlier attempt a rollback; the two cells stating seed 7 are
    # another job, run twice.
    long = [3589.9534 + 400 * math.sin(i) for i in range(30)]
    log = tmp_path / "train.log"
    log.write_text("\n".join(_cell_run(11, [3589.5933], 0.9565, seed=42) + _cell_run(14, long, 0.8928, seed=42)
                             + _cell_run(40, [177965.2656], 0.9355, seed=7) + _cell_run(43, [177965.2656], 0.9355, seed=7)) + "\n")
    report = api.analyze([log])
    assert [len(r.run.series["loss_critic"]) for r in report.runs] == [30, 1]
    assert [len(r.run.rollbacks) for r in report.runs] == [1, 1]


def test_an_aborted_start_printed_again_to_the_digit_is_a_rollback(tmp_path: Path) -> None:
    # The same first value to every printed digit, and the relaunch goes on: the start killed
    # after its first line and launched again (issue 25), one run.
    long = [3589.5933 + 400 * math.sin(i) for i in range(30)]
    log = tmp_path / "train.log"
    log.write_text("\n".join(_cell_run(11, [3589.5933], 0.9565) + _cell_run(14, long, 0.9565)) + "\n")
    report = api.analyze([log])
    assert len(report.runs) == 1
    assert len(report.runs[0].run.rollbacks) == 1
