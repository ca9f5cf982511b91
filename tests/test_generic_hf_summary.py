"""Step-less HF Trainer dicts placed by the run's own end-of-run summary (c20 Qwen LoRA, c29
TRL DPO): `train_runtime` x `train_steps_per_second` is the run's optimizer steps."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np

from lossdoctor.api import analyze, load

STEPS_PER_EPOCH, LOGGING, EPOCHS = 94, 10, 30


def _trainer_console(tmp_path: Path, summary: bool) -> Path:
    """The console of a Trainer with logging_steps=10 and an eval per epoch, without the start-up
    banner: each record is `str(logs)` as the Trainer's ProgressCallback writes it."""
    rng = np.random.default_rng(7)
    lines = ["2025-08-20 17:20:55,772 [INFO] start fine-tuning ..."]
    total = STEPS_PER_EPOCH * EPOCHS
    for step in range(LOGGING, total + 1, LOGGING):
        epoch = step / STEPS_PER_EPOCH
        loss = 0.6 + 3.5 * math.exp(-step / 400) + float(rng.normal(0, 0.02))
        lines.append(str({"loss": round(loss, 4), "grad_norm": 1.5, "learning_rate": 2e-05, "epoch": round(epoch, 2)}))
        if step % STEPS_PER_EPOCH < LOGGING or step == total:
            done = round(epoch)
            if done and str({"epoch": float(done)}) not in "".join(lines[-3:]):
                ev = 1.78 + 0.02 * abs(done - 7)
                lines.append(str({"eval_loss": ev, "eval_runtime": 18.5, "eval_samples_per_second": 5.39,
                                  "eval_steps_per_second": 2.69, "epoch": float(done)}))
    if summary:
        runtime = 22095.2
        lines.append(str({"train_runtime": runtime, "train_samples_per_second": 2.037,
                          "train_steps_per_second": round(total / runtime, 3), "train_loss": 1.0989,
                          "epoch": float(EPOCHS)}))
    path = tmp_path / "loss.txt"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_the_summary_states_the_steps_and_the_epochs_confirm_the_stride(tmp_path: Path) -> None:
    [run] = load([_trainer_console(tmp_path, summary=True)]).runs
    loss = run.series["loss"]
    assert len(loss) == 282 and (int(loss.steps[0]), int(loss.steps[-1])) == (10, 2820)
    assert np.all(np.diff(loss.steps) == LOGGING)
    assert any("logging_steps=10" in w and "summary" in w for w in run.warnings)


def test_without_a_summary_the_dicts_are_numbered_in_order(tmp_path: Path) -> None:
    [run] = load([_trainer_console(tmp_path, summary=False)]).runs
    loss = run.series["loss"]
    assert (int(loss.steps[0]), int(loss.steps[-1])) == (0, 281)


def test_dicts_printed_after_a_bar_that_ran_ahead_go_where_their_epoch_says(tmp_path: Path) -> None:
    """nohup buffers stdout behind tqdm's stderr: TRL's DPO dicts of epochs 0.28, 0.57, 0.85 come
    out after `175/175`; the summary says 175 steps in 1 epoch: they are steps 49, 100, 149."""
    from tqdm import tqdm

    # The bar as tqdm draws it, one update per line (nohup's file keeps every redraw).
    bar = [tqdm.format_meter(i, 175, elapsed=27.05 * i) for i in range(176)]
    nan = float("nan")
    dicts = [str({"loss": loss, "learning_rate": lr, "rewards/chosen": nan, "rewards/margins": nan,
                  "logps/chosen": nan, "logits/chosen": nan, "epoch": epoch})
             for loss, lr, epoch in ((2451616399.36, 0.00025, 0.28), (0.0, 0.0005, 0.57), (0.0, 0.0005, 0.85))]
    summary = str({"train_runtime": 4730.6083, "train_samples_per_second": 0.594, "train_steps_per_second": 0.037,
                   "train_loss": 700461828.39, "epoch": 1.0})
    path = tmp_path / "train_log.log"
    path.write_text("\n".join([*bar, "Saving Model", *dicts, summary]) + "\n")
    [report] = analyze([path]).runs
    loss = report.run.series["loss"]
    assert loss.steps.tolist() == [49, 100, 149]
    [nan_finding] = [f for f in report.findings if f.kind == "nan"]
    assert nan_finding.start_step == 49 and nan_finding.severity.label == "error"
