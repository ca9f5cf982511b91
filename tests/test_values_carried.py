"""The audit counts printed values as a person does (blind c33, devR47).

- A bar's frames printed on lines of their own (PowerShell's capture of a Lightning bar: each
  tqdm redraw a line) carry the last epoch's `train_loss` on every frame of the next epoch: one
  printed value, not one per frame (c33 brain GCN: "only 7 of the 51 loss values", a doubt on a
  right reading of 7 epochs).
- A line the reading took as an evaluation's (`Epoch 3 Validation - Loss: 18.5`: the name alone
  reads as a training loss) is the evaluation curve's value; a batch line printed once an epoch
  beside the epoch's summary (`Epoch 3, Batch 0/8, Loss: 0.09`, then `Epoch 3 Training - Loss:
  0.11`) is a sample the summary is preferred to: neither is a training value lost (c33 RF
  modulation CNN: "only 16 of the 48 loss values", a doubt on a right reading).
"""

from __future__ import annotations

import random
from pathlib import Path

from lossdoctor import api
from lossdoctor.model import Run
from lossdoctor.roles import Role

CASES = Path(__file__).parent / "realworld" / "cases"
GCN = CASES / "c33-brain-gcn-lightning-bar-powershell-utf16-stuck-at-ln2-crash-epoch-7" / "files" / "train_output.log"


def _reading(path: Path) -> tuple[list[Run], dict[str, object]]:
    runs = list(api.load([path]).runs)
    reading = runs[0].meta["reading"]
    assert isinstance(reading, dict)
    return runs, reading


def test_a_bar_postfix_carried_frame_after_frame_is_one_value() -> None:
    runs, reading = _reading(GCN)
    [run] = runs
    assert len(run.series[run.primary]) == 7
    assert reading["values_seen"] == reading["points_kept"] == 7
    assert reading["doubt"] is None


def test_frames_whose_loss_changes_each_frame_still_count_each(tmp_path: Path) -> None:
    # Negative control: a bar on lines of its own whose postfix loss changes every frame
    # (`loss=` set per step) prints as many values as frames.
    lines = []
    for epoch in range(3):
        for i in range(1, 11):
            bar = "#" * i + " " * (10 - i)
            lines.append(f"Epoch {epoch}: {i * 10:3d}%|{bar}| {i}/10 [00:{i:02d}<00:05,  1.9it/s, "
                         f"loss={2.0 / (1 + epoch * 10 + i):.4f}, v_num=0]")
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n")
    from lossdoctor.ingest.textlog.generic.scan import scan
    from lossdoctor.ingest.textlog.generic.values import values_seen

    assert values_seen(scan(path.read_text())) == 30


def _radio_log(epochs: int = 6, seed: int = 1) -> str:
    """A Python-logging training script as its statements write it: the first batch of each
    epoch, the epoch's training summary, the validation summary."""
    rng = random.Random(seed)
    out = ["2025-07-05 12:57:01,867 - __main__ - INFO - Starting training for 100 epochs..."]
    for epoch in range(1, epochs + 1):
        stamp = f"2025-07-05 12:57:{10 + epoch:02d},293 - __main__ - INFO - "
        out.append(f"{stamp}Epoch {epoch}, Batch 0/8, Loss: {2.5 / epoch ** 1.5 + rng.uniform(0, 0.01):.4f}")
        out.append(f"{stamp}Epoch {epoch} Training - Loss: {1.2 / epoch ** 1.5:.4f}, Mod Acc: 0.9, Jam Acc: 0.9, "
                   f"Time: 0.5s")
        out.append(f"{stamp}Epoch {epoch} Validation - Loss: {18 + 5 * epoch + rng.uniform(0, 1):.4f}, "
                   f"Mod Acc: 0.0000, Mod F1: 0.0000, Jam Acc: 0.2920")
    return "\n".join(out) + "\n"


def test_evaluation_and_batch_sample_values_are_no_training_values_lost(tmp_path: Path) -> None:
    path = tmp_path / "training.log"
    path.write_text(_radio_log())
    runs, reading = _reading(path)
    [run] = runs
    loss = run.series[run.primary]
    # The epoch's summary is the curve, along the epochs; the batch sample is kept beside it.
    assert loss.steps.tolist() == [1, 2, 3, 4, 5, 6]
    assert loss.values[0] == 1.2
    assert run.series["validation_Loss"].role is Role.EVAL_LOSS
    assert len(run.series["validation_Loss"]) == 6
    assert reading["values_seen"] == reading["points_kept"] == 6
    assert reading["doubt"] is None
    passed = reading["passed_over"]
    assert isinstance(passed, dict)
    assert any("one batch of each epoch" in why for why in passed)
    assert any("evaluation" in why for why in passed)


def test_batch_lines_denser_than_the_summary_stay_the_curve(tmp_path: Path) -> None:
    # Negative control: batches 0, 2, 4, 6 of each epoch are a curve of their own, four points an
    # epoch; the epoch's summary goes where its epoch ended, as before.
    rng = random.Random(2)
    out = []
    for epoch in range(1, 7):
        stamp = f"2025-07-05 12:57:{10 + epoch:02d},293 - __main__ - INFO - "
        for batch in range(0, 8, 2):
            out.append(f"{stamp}Epoch {epoch}, Batch {batch}/8, Loss: {2.5 / (epoch * 8 + batch) + rng.uniform(0, 0.01):.4f}")
        out.append(f"{stamp}Epoch {epoch} Training - Loss: {1.2 / epoch ** 1.5:.4f}, Mod Acc: 0.9, Time: 0.5s")
    path = tmp_path / "training.log"
    path.write_text("\n".join(out) + "\n")
    runs, _ = _reading(path)
    [run] = runs
    assert len(run.series[run.primary]) == 24


DEBERTA = (CASES / "c33-deberta-competition-readme-four-fenced-consoles-normal-and-abnormal-loss-jumps-to-4"
           / "files" / "README.md")


def test_stepless_dicts_placed_along_their_epoch_say_so() -> None:
    # Step-less HF Trainer dicts placed by their printed epoch × the steps per epoch the run's
    # summary states are on a step axis, not in line order: the reading says which.
    runs = list(api.load([DEBERTA]).runs)
    sources = [run.meta["reading"]["step_source"] for run in runs]  # type: ignore[index]
    assert sources[1] == {"name": "the epoch each line prints × 174.625 steps per epoch (no step printed)",
                          "unit": "steps"}
    loss = runs[1].series[runs[1].primary]
    epoch = runs[1].series["epoch"]
    assert loss.steps[-1] == round(epoch.values[-1] * 174.625)
    assert sources[2]["unit"] == "steps" and "logging_steps=32" in sources[2]["name"]
    # No summary, no banner: numbered in order, said as such.
    assert sources[3] == {"name": "the order of the lines (no step printed)", "unit": "lines"}
