"""A tqdm bar redrawn with `\\r` beside an epoch summary that prints the same loss: the summary is
the curve, the bar's frames are transient (issue 31, the c28 circuit-graph VAE's Windows console:
3171 points and 10 rollbacks of one `CE` fed by both, where a person reads 100 epochs).

The logs are written the way such a script writes them: the real tqdm, drawing to a file, with
`set_postfix` on every batch, and `print()` to the same file when the epoch ends."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from tqdm import tqdm

from lossdoctor import api

EPOCHS = 12
BATCHES = 24


def _batch_ce(epoch: int, batch: int) -> float:
    """A single batch's cross-entropy: falling over the run, noisy from batch to batch."""
    return 3.0 * math.exp(-(epoch - 1 + batch / BATCHES) / 3) + 0.05 + 0.2 * ((batch * 7919) % 13) / 13


def _write_log(path: Path, summary: str | None) -> list[float]:
    """A console log of EPOCHS epochs; `summary` is the line printed when an epoch ends
    (formatted with the epoch's mean CE and KL), or None. Returns the epochs' means."""
    means: list[float] = []
    with path.open("w", encoding="utf-8") as stream:
        print("Training", file=stream)
        for epoch in range(1, EPOCHS + 1):
            values = []
            bar = tqdm(range(BATCHES), desc=f"Epoch {epoch}", file=stream, mininterval=0, ncols=100)
            for batch in bar:
                ce = _batch_ce(epoch, batch)
                kl = 1.0 + 0.01 * batch
                values.append(ce)
                bar.set_postfix(CE=f"{ce:.3f}", KL=f"{kl:.3f}", acc=f"{90 + batch / 10:.1f}%")
            bar.close()
            means.append(round(float(np.mean(values)), 4))
            if summary is not None:
                print(f"\nEpoch {epoch}", file=stream)
                print(summary.format(ce=means[-1], kl=1.1), file=stream)
                print(f"  Val   - CE: {means[-1] * 0.9:.4f}, KL: 1.2000, acc: 95.0%", file=stream)
    return means


def test_the_epoch_summary_is_the_curve_and_the_frames_are_passed_over(tmp_path: Path) -> None:
    log = tmp_path / "train_log.txt"
    means = _write_log(log, "  Train - CE: {ce:.4f}, KL: {kl:.4f}, acc: 93.0%")
    assert log.read_bytes().count(b"\r") > EPOCHS * BATCHES  # the bar was redrawn
    [run] = api.load([log]).runs
    assert run.primary == "CE"
    ce = run.series["CE"]
    assert list(map(int, ce.steps)) == list(range(1, EPOCHS + 1))
    assert np.allclose(ce.values, means)
    assert not run.rollbacks
    assert any("passed over: transient running values of CE" in w for w in run.warnings)
    # The epoch's evaluation goes with its summary.
    val = next(series for name, series in run.series.items() if "CE" in name and name != "CE")
    assert list(map(int, val.steps)) == list(range(1, EPOCHS + 1))


def test_without_a_summary_the_bar_frames_are_the_curve(tmp_path: Path) -> None:
    log = tmp_path / "train_log.txt"
    _write_log(log, None)
    [run] = api.load([log]).runs
    assert run.primary == "CE"
    assert len(run.series["CE"]) > EPOCHS * BATCHES // 2
    assert not any("passed over: transient" in w for w in run.warnings)


def test_a_summary_of_another_loss_leaves_the_frames(tmp_path: Path) -> None:
    log = tmp_path / "train_log.txt"
    # The epoch line prints no loss of the bar's (only a learning rate): the frames stay the curve.
    _write_log(log, "  Train - lr: {kl:.4f}")
    [run] = api.load([log]).runs
    assert run.primary == "CE"
    assert len(run.series["CE"]) > EPOCHS * BATCHES // 2
    assert not any("passed over: transient" in w for w in run.warnings)
