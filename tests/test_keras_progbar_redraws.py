"""Keras' progress bar as `model.fit(verbose=1)` writes it: redrawn in place (backspaces, then
`\\r`) on a terminal or under `nohup`, one frame a line when the display is not dynamic.

`_progbar` follows `tf.keras.utils.Progbar.update` (Keras 2.x) write for write; the corpus case
c18-wavedecompnet-keras-progbar-backspaces-* is a real file of the redrawn kind.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api

_WIDTH = 30


def _progbar(target: int, values: list[tuple[int, float]], val_loss: float, dynamic: bool) -> str:
    """One epoch's writes of Keras' Progbar: a frame at each (batch, running loss), then the last
    frame with the epoch's time and `val_loss`."""
    out, prev = [], 0
    digits = len(str(target))
    for number, (current, loss) in enumerate(values):
        final = number == len(values) - 1
        out.append("\b" * prev + "\r" if dynamic else "\n")
        bar = f"{current:{digits}d}/{target} ["
        filled = int(_WIDTH * current / target)
        if filled > 0:
            bar += "=" * (filled - 1) + (">" if current < target else "=")
        bar += "." * (_WIDTH - filled) + "]"
        info = " - 6s 19ms/step" if final else " - ETA: 5s"
        info += f" - loss: {loss:.4f}"
        if final:
            info += f" - val_loss: {val_loss:.4f}"
        width = len(bar) + len(info)
        if prev > width:
            info += " " * (prev - width)
        prev = width
        out.append(bar + info + ("\n" if final else ""))
    return "".join(out)


def _fit_log(epochs: int, dynamic: bool, spike: tuple[int, int] | None = None) -> str:
    """`model.summary()`'s last lines, then `Epoch k/N` and the bar of each epoch (293 batches,
    a frame every third)."""
    text = ["Total params: 2,312,131\nTrainable params: 2,309,059\nNon-trainable params: 3,072\n"]
    for epoch in range(1, epochs + 1):
        text.append(f"Epoch {epoch}/600\n")
        frames = [(batch, 0.2 / epoch + 0.01 / batch + (2.0 if (epoch, batch) == spike else 0.0))
                  for batch in list(range(1, 293, 3)) + [293]]
        bar = _progbar(293, frames, 0.15 / epoch, dynamic)
        text.append(bar if dynamic else bar[1:])  # no newline before a frame right after the header
    return "".join(text)


def test_a_bar_redrawn_with_backspaces_is_read_per_epoch(tmp_path: Path) -> None:
    log = tmp_path / "running_log.txt"
    log.write_text(_fit_log(12, dynamic=True, spike=(5, 100)), encoding="utf-8")
    assert "\b" in log.read_text(encoding="utf-8")
    [run] = api.load([log]).runs
    loss = run.series["loss"]
    assert loss.steps.tolist() == list(range(1, 13))
    # The epoch's result (its last frame), never a running mean a later frame drew over.
    assert np.allclose(loss.values, [0.2 / e + 0.01 / 293 for e in range(1, 13)], atol=1e-4)
    assert run.series["val_loss"].steps.tolist() == list(range(1, 13))
    reading = run.meta["reading"]
    assert reading["coverage"] == 1.0 and reading["doubt"] is None


def test_frames_a_line_each_are_still_read_per_batch(tmp_path: Path) -> None:
    log = tmp_path / "running_log.txt"
    log.write_text(_fit_log(3, dynamic=False, spike=(2, 100)), encoding="utf-8")
    [run] = api.load([log]).runs
    loss = run.series["loss"]
    assert run.meta["reading"]["reading"] == "with Keras' per-batch lines"
    assert len(loss) == 3 * 99
    # Every frame shows on its own line: the spike at epoch 2's batch 100 is a point.
    assert float(loss.values[loss.steps == 293 + 100][0]) > 2.0
