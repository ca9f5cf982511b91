"""A tqdm bar whose postfix is set every N steps: each value is one point, at the counter where
it was set, and the audit counts the values a person sees, not every redraw.

The logs are written by tqdm itself to a file (stderr saved as the console log): `\\r` before
every frame, the postfix repeated on every frame until it is set again, `set_postfix` /
`set_postfix_str` redrawing the counter where it was called, and `close()` drawing the last
frame once more.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from tqdm import tqdm

from lossdoctor import api

# A collapse to ~0 printed at 4 decimals: equal values in a row (0.0003 three times, 0.0001 twice).
VALUES = [6.0530, 0.4931, 0.3190, 0.0427, 0.0118, 0.0041, 0.0003, 0.0003, 0.0003, 0.0001, 0.0001, 0.0000]


def _log(path: Path, total: int, every: int, show: Callable[[tqdm, float], None],
         values: list[float]) -> Path:
    with path.open("w", encoding="utf-8") as out:
        out.write("Device: mps\nEntraînement SFT: 2000 examples × 3 epochs = 375 steps\n\n")
        bar = tqdm(total=total, desc="SFT", file=out, mininterval=0, ascii=False)
        for step in range(1, total + 1):
            bar.update(1)
            if step % every == 0:
                show(bar, values[step // every - 1])
        bar.close()
        out.write("\nSauvegarde du modèle SFT: checkpoints/sft_model.pt\nDone!\n")
    return path


def _string(bar: tqdm, value: float) -> None:
    bar.set_postfix_str(f"loss {value:.4f}")


def _colon(bar: tqdm, value: float) -> None:
    bar.set_postfix_str(f"loss: {value:.4f}")


def _pairs(bar: tqdm, value: float) -> None:
    bar.set_postfix(loss=f"{value:.4f}")


@pytest.mark.parametrize("show", [_string, _colon, _pairs])
def test_a_postfix_set_every_ten_steps_is_one_point_each(tmp_path: Path, show: Callable[[tqdm, float], None]) -> None:
    path = _log(tmp_path / "sft.log", 125, 10, show, VALUES)
    [run] = api.load([path]).runs
    loss = run.series[run.primary]
    # Every value where it was set, the repeated ones too (the bar redrew its counter for them).
    assert loss.steps.tolist() == list(range(10, 130, 10))
    assert np.allclose(loss.values, VALUES)
    reading = run.meta["reading"]
    assert (reading["values_seen"], reading["points_kept"]) == (12, 12) and reading["doubt"] is None


def test_a_postfix_set_every_step_keeps_every_step(tmp_path: Path) -> None:
    values = [2.0 * 0.97 ** i for i in range(60)]
    path = _log(tmp_path / "train.log", 60, 1, _string, values)
    [run] = api.load([path]).runs
    loss = run.series[run.primary]
    assert loss.steps.tolist() == list(range(1, 61))
    assert np.allclose(loss.values, [round(v, 4) for v in values])
    assert run.meta["reading"]["values_seen"] == run.meta["reading"]["points_kept"] == 60


def test_a_bar_without_a_postfix_value_is_no_curve_of_redraws(tmp_path: Path) -> None:
    # The rate and the timings change on every frame; they are not a loss and make no points.
    path = tmp_path / "data.log"
    with path.open("w", encoding="utf-8") as out:
        out.write("epoch 1 loss: 2.50\n")
        for _ in tqdm(range(40), desc="SFT", file=out, mininterval=0):
            pass
        out.write("epoch 2 loss: 2.10\nepoch 3 loss: 1.90\n")
    [run] = api.load([path]).runs
    assert run.series[run.primary].values.tolist() == [2.5, 2.1, 1.9]
