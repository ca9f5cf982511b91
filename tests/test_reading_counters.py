"""One step counter per log, when that counter is a progress bar whose frames differ in their
digits' widths (the real case: tests/realworld, c2-pytorch-logging-tqdm-cp1252-resume-rollback)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api


def _tqdm_log(epochs: int = 6, batches: int = 120) -> str:
    """A PyTorch script's console: a tqdm bar per epoch redrawn with `\r` (`  9/120`, ` 10/120`,
    `100/120`: three shapes of one counter), then a logging line with the epoch's result."""
    lines = []
    for epoch in range(1, epochs + 1):
        frames = [f"  Epoch {epoch:03d} [Train]:   0%|          | 0/{batches} [00:00<?, ?it/s]"]
        for batch in range(1, batches + 1):
            loss = 2.0 / epoch + (batch % 7) / 50
            pct = 100 * batch // batches
            frames.append(f"  Epoch {epoch:03d} [Train]: {pct:3d}%|#####     | {batch}/{batches} "
                          f"[00:{batch % 60:02d}<00:10,  3.55s/it, acc=12.50%, loss={loss:.4f}]")
        lines.append("\r".join(frames) + "\r")
        lines.append(f"2026-05-08 22:49:56 | INFO | Epoch [{epoch:03d}/{epochs}] TrainLoss={2.0 / epoch:.4f} "
                     f"TrainAcc=48.54% | ValLoss={1.5 / epoch:.4f} ValAcc=60.94% | LR=1.00e-04 | Time=480.3s")
    return "\n".join(lines) + "\n"


def test_epoch_lines_take_the_step_of_the_last_bar_frame_whatever_its_width(tmp_path: Path) -> None:
    log = tmp_path / "console.log"
    log.write_text(_tqdm_log())
    [run] = api.load([log]).runs
    # The epoch line after `120/120` is placed at that frame's step, not at the last frame of
    # the bar's most common width (`99/120`): no rollback at every epoch.
    assert not run.rollbacks and len(run.fragments) == 1
    loss = run.series["loss"]
    assert len(loss) == 6 * 120 and np.all(np.diff(loss.steps) > 0)
    assert run.series["TrainLoss"].steps.tolist() == [120 * e for e in range(1, 7)]


def _epoch_bar_log(epochs: int = 8, lag_last: bool = True) -> str:
    """A notebook's `for epoch in tqdm(range(50))`: the bar's frame and the epoch's printed
    lines share a line (`  2%|▏ | 1/50 [...]Epoch: 01 | Time: 0m 27s`); the last frame may lag
    one epoch behind its line."""
    out = ["Test data shape: 1000", ""]
    for epoch in range(1, epochs + 1):
        counter = epoch - 1 if (lag_last and epoch == epochs) else epoch
        out.append(f"\r  {2 * counter:2d}%|▏         | {counter}/50 [00:27<22:23, 27.42s/it]"
                   f"Epoch: {epoch:02d} | Time: 0m 27s")
        out.append(f"\tTrain Loss: {5.0 / epoch:.3f} | Train PPL: {2.0 ** (5.0 / epoch):7.3f}")
        out.append(f"\t Val. Loss: {4.0 / epoch + 0.1 * epoch:.3f} |  Val. PPL: {7.5:7.3f}")
    out.append("Test Loss: 2.071 | Test PPL:   7.932")
    return "\n".join(out) + "\n"


def test_a_bar_over_the_epochs_gives_the_epoch_as_the_step(tmp_path: Path) -> None:
    for lag_last in (False, True):
        log = tmp_path / f"lag-{lag_last}" / "notebook.txt"
        log.parent.mkdir()
        log.write_text(_epoch_bar_log(lag_last=lag_last))
        [run] = api.load([log]).runs
        # Not `epoch × 50 + counter` (51, 102, ... and a rollback where the bar lags).
        assert run.series["Train Loss"].steps.tolist() == list(range(1, 9)), lag_last
        assert not run.rollbacks and len(run.fragments) == 1
        assert run.meta["reading"]["step_source"]["unit"] == "epochs"


def test_batches_within_epochs_stay_batches(tmp_path: Path) -> None:
    """`Epoch N [i/n]` lines whose counter happens to equal the epoch on some lines are batches."""
    lines = [f"Epoch {e} [{i}/100] loss: {3.0 - e / 10 - i / 1000:.4f}" for e in range(1, 5) for i in (e, 50, 99)]
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    [run] = api.load([log]).runs
    assert len(run.series["loss"]) == 12 and run.series["loss"].steps[-1] > 300


def test_one_epoch_summary_after_its_iterations_is_not_a_new_run(tmp_path: Path) -> None:
    """A run that stopped after one epoch: its summary line (`| Epoch: [1] Losses summary`)
    counts epochs only and goes back once behind the iterations: a second counter, not a restart."""
    lines = ["Epoch 1, Learning rate 0.0001"]
    for it in range(30, 151, 30):
        lines.append(f" | Epoch (train): [1][{it}/150]")
        lines.append(f"Scale 0: mask: 0.0866, Scale 0: rho: 0.1358, [Total Loss: {5.3 - it / 3000:.4f}]")
    lines.append(" | Epoch: [1] Losses summary: Scale 0: mask: 0.0873, Scale 0: rho: 0.1479, [Total Loss: 5.2443]")
    log = tmp_path / "output.log"
    log.write_text("\n".join(lines) + "\n")
    [run] = api.load([log]).runs
    assert run.series["Total Loss"].steps.tolist() == [30, 60, 90, 120, 150]
    assert not run.rollbacks


def _block_log(steps: int = 60, epoch_size: int = 25, total: int = 100, global_step: bool = True) -> str:
    """OLMo's console: a config dump that names a loss, then a `[step=N/T,epoch=E]` header per
    step with the metrics on indented lines below it (the loss alone on its line). The data runs
    out every `epoch_size` steps and the epoch goes up; the step is the run's (`global_step`) or
    starts again within each epoch."""
    lines = ["2025-12-11 00:26:10.823\thost:0\ttrain:98\tINFO\tTrainConfig(seed=6198, z_loss=1e-05, "
             "max_duration=100, lr=0.0004, warmup=2500)"]
    for step in range(1, steps + 1):
        epoch = (step - 1) // epoch_size
        shown = step if global_step else (step - 1) % epoch_size + 1
        lines.append(f"2025-12-11 07:45:{step % 60:02d}.576\thost:0\tolmo.train:979\tINFO\t"
                     f"[step={shown}/{total if global_step else epoch_size},epoch={epoch}]")
        lines += [f"    optim/total_grad_norm={0.9 + step / 1000:.4f}",
                  f"    train/CrossEntropyLoss={11.0 / (1 + step / 10):.4f}",
                  f"    throughput/total_tokens={8_388_608 * step:,}"]
        if step % epoch_size == 0:
            lines.append("2025-12-11 07:45:13.576\thost:0\tolmo.train:1349\tINFO\tTraining epoch complete")
    return "\n".join(lines) + "\n"


def test_a_step_that_goes_on_across_epochs_is_not_composed_with_the_epoch(tmp_path: Path) -> None:
    """`[step=1193/2500,epoch=1]` counts the run's steps: the epoch going up does not move it
    (real case: c6-olmo-1b-console-log-stopped-2003-of-2500); the loss alone on its line under
    the header is a loss line the audit counts, so a config line that names a loss does not
    leave the reading in doubt."""
    log = tmp_path / "train.log"
    log.write_text(_block_log())
    [run] = api.load([log]).runs
    loss = run.series["train/CrossEntropyLoss"]
    assert loss.steps.tolist() == list(range(1, 61))
    assert not run.rollbacks and len(run.fragments) == 1
    assert run.meta["reading"].get("doubt") is None
    assert any("goes on across epoch changes" in w for w in run.warnings)
    # The same header counting steps within each epoch is composed with the epoch.
    log.write_text(_block_log(global_step=False))
    [run] = api.load([log]).runs
    assert run.series["train/CrossEntropyLoss"].steps.tolist() == list(range(1, 61))
    assert not any("goes on across epoch changes" in w for w in run.warnings)
