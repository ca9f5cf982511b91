"""Keras callbacks' messages between the epochs of `model.fit(verbose=1)`: ModelCheckpoint's
`Epoch 1: val_loss improved from inf to 13.81771, saving model to ...` and `did not improve from`,
EarlyStopping's and ReduceLROnPlateau's lines. The numbers in them are the best value so far
(`inf` before the first epoch), printed again: never a point of a series (a Colab capture of
the corpus, c2-keras-colab-notebook-four-fits-plus-csvlogger, got an LD501 error on that `inf`).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api


def _console(epochs: int, old_style: bool) -> tuple[str, list[float], list[float]]:
    """A fit with ModelCheckpoint(save_best_only=True, verbose=1), as Keras 2.x (`Epoch 00001:`)
    or Keras >= 2.9 (`Epoch 1:`) prints it; the train and validation losses of each epoch."""
    lines, train, val = [], [], []
    best = float("inf")
    for epoch in range(1, epochs + 1):
        loss, val_loss = 1.2 / epoch + 0.05, 1.3 / epoch + 0.08 + (0.2 if epoch == 6 else 0.0)
        train.append(round(loss, 4))
        val.append(round(val_loss, 4))
        lines.append(f"Epoch {epoch}/{epochs}")
        lines.append(f"359/359 [==============================] - ETA: 0s - loss: {loss:.4f} - accuracy: 0.5000")
        label = f"Epoch {epoch:05d}" if old_style else f"Epoch {epoch}"
        if val_loss < best:
            lines.append(f"{label}: val_loss improved from {best:.5f} to {val_loss:.5f}, saving model to /content/m.keras")
            best = val_loss
        else:
            lines.append(f"{label}: val_loss did not improve from {best:.5f}")
        lines.append(f"359/359 [==============================] - 25s 70ms/step - loss: {loss:.4f} - accuracy: 0.5000"
                     f" - val_loss: {val_loss:.4f} - val_accuracy: 0.5000 - lr: 1.0000e-04")
    return "\n".join(lines) + "\n", train, val


def test_a_checkpoints_best_so_far_is_no_point(tmp_path: Path) -> None:
    for old_style in (False, True):
        text, train, val = _console(12, old_style)
        assert "improved from inf" in text and "did not improve from" in text
        log = tmp_path / f"cell_{old_style}.txt"
        log.write_text(text, encoding="utf-8")
        [run] = api.load([log]).runs
        for series in run.series.values():
            assert np.isfinite(series.values).all(), series.name
        assert np.allclose(run.series["loss"].values, train, atol=1e-4)
        assert run.series["val_loss"].steps.tolist() == list(range(1, 13))
        assert np.allclose(run.series["val_loss"].values, val, atol=1e-4)
        # The checkpoint's messages make no series of their own.
        assert not [name for name in run.series if "val_loss" in name and name != "val_loss"]
        [report] = api.analyze([log]).runs
        assert not [f for f in report.findings if f.code == "LD501"]
