"""Keras' CSVLogger with `append=True`: each `fit` appends its rows below the last, the header
written once, the `epoch` column counting from 0 again. A restart at the column's very first value
with values of its own is a new run appended (a launch); the same values again are a rerun of the
run (a rollback), by the one replay rule every reader follows (issue 31 item 4)."""

from __future__ import annotations

import csv
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict


def _fit(csv_path: Path, losses: np.ndarray, val: np.ndarray, first_epoch: int = 0) -> None:
    """One `model.fit(..., callbacks=[CSVLogger(path, append=True)])` as Keras 2 writes it:
    `csv.DictWriter` with `epoch` then the sorted metric keys, its default CRLF line ends, the
    header only when the file did not exist, and epochs from `initial_epoch`."""
    keys = ["acc", "loss", "val_acc", "val_loss"]
    new = not csv_path.exists()
    with csv_path.open("a", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=["epoch", *keys])
        if new:
            writer.writeheader()
        for k, (loss, val_loss) in enumerate(zip(losses, val)):
            writer.writerow({"epoch": first_epoch + k, "acc": repr(float(1 - loss / 3)), "loss": repr(float(loss)),
                             "val_acc": repr(0.75), "val_loss": repr(float(val_loss))})


def _curve(n: int, start: float, seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    steps = np.arange(n)
    loss = start * np.exp(-steps / 8) + 0.02 + rng.uniform(0, 0.01, n)
    val = 0.6 + 0.012 * np.abs(steps - 4) + rng.uniform(0, 0.02, n)
    return loss, val


def _runs(path: Path) -> list[dict[str, object]]:
    runs: list[dict[str, object]] = as_dict(api.analyze([path]))["runs"]
    return runs


def test_a_second_fit_appended_from_epoch_0_is_a_run_of_its_own(tmp_path: Path) -> None:
    path = tmp_path / "training.log"
    _fit(path, *_curve(35, 1.6, 0))
    _fit(path, *_curve(60, 0.5, 1))
    assert path.read_bytes().count(b"epoch,") == 1 and b"\r\n" in path.read_bytes()
    runs = _runs(path)
    assert len(runs) == 2
    spans = [[(s["first_step"], s["last_step"]) for s in r["series"] if s["name"] == "loss"]  # type: ignore[attr-defined]
             for r in runs]
    assert spans == [[(0, 34)], [(0, 59)]]
    assert all(r["reading"]["step_source"]["unit"] == "epochs" for r in runs)  # type: ignore[index]


def test_a_fit_run_again_with_the_same_values_is_one_run(tmp_path: Path) -> None:
    # A deterministic rerun replays the curve: a rollback of the same run, not a second one.
    path = tmp_path / "training.log"
    curve = _curve(30, 1.6, 0)
    _fit(path, curve[0][:12], curve[1][:12])
    _fit(path, *curve)
    [run] = _runs(path)
    assert run["rollbacks"]


def test_a_fit_resumed_with_initial_epoch_goes_on_as_one_run(tmp_path: Path) -> None:
    path = tmp_path / "training.log"
    loss, val = _curve(40, 1.6, 0)
    _fit(path, loss[:20], val[:20])
    _fit(path, loss[20:], val[20:], first_epoch=20)
    [run] = _runs(path)
    [span] = [(s["first_step"], s["last_step"]) for s in run["series"] if s["name"] == "loss"]  # type: ignore[attr-defined]
    assert span == (0, 39)
