"""Keras 2 bars of one-epoch fits, redrawn with backspaces: each fit's frames are its curve.

Keras prints `Epoch k/T` only when a fit runs two epochs or more; a script that calls `fit`
once per model with `epochs=1` prints `Train on N samples` and one bar, redrawn in place
(backspaces over the old frame, then `\\r`). No frame but the last stays on screen, yet the
frames are the only curve the fit printed: the reading takes them at the samples done."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.ingest.textlog.generic.redraws import drawn_over


def _bar(total: int, batch: int, losses: list[float]) -> str:
    """One Keras 2.x `Progbar` (verbose=1, dynamic display) as a terminal capture holds it."""
    out, shown = "", 0
    width = 30
    for index, loss in enumerate(losses):
        done = min((index + 1) * batch, total)
        filled = int(width * done / total)
        bar = "=" * max(filled - 1, 0) + (">" if done < total else "=") + "." * (width - filled)
        tail = f" - ETA: {(total - done) // batch // 10}s" if done < total else " - 38s 333us/sample"
        frame = f"{done:6d}/{total} [{bar[:width]}]{tail} - loss: {loss:.4f}"
        out += "\b" * shown + "\r" + frame
        shown = len(frame)
    return out + "\n"


def _fits(path: Path, fits: int = 3, total: int = 20480, batch: int = 1024) -> list[list[float]]:
    rng = np.random.default_rng(7)
    curves = []
    text = "2020-08-07 10:16:35.277692: I tensorflow/core/platform/cpu_feature_guard.cc:145] start\n"
    for _ in range(fits):
        batches = np.cumsum(0.1 * np.exp(-np.arange(total // batch) / 4) + rng.normal(0, 0.002, total // batch))
        running = [float(v) for v in (batches[::-1] / np.arange(1, len(batches) + 1))]
        curves.append(running)
        text += f"Train on {total} samples\n" + _bar(total, batch, running)
    path.write_bytes(text.encode())
    return curves


def test_one_epoch_fits_are_runs_along_their_samples(tmp_path: Path) -> None:
    curves = _fits(tmp_path / "train.txt")
    runs = load([tmp_path]).runs
    assert len(runs) == 3
    for run, curve in zip(runs, curves):
        loss = run.series["loss"]
        assert loss.steps[0] == 1024 and loss.steps[-1] == 20480
        np.testing.assert_allclose(loss.values, np.round(curve, 4))


def test_frames_under_an_epoch_header_stay_drawn_over() -> None:
    frames = ["", "  1/20 [>....] - ETA: 4s - loss: 0.6", " 20/20 [=====] - 1s 5ms/step - loss: 0.4"]
    assert drawn_over(frames) == frozenset({1})
    assert drawn_over(frames, headed=False) == frozenset()
