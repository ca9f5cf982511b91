"""Launches appended to one console log, each its own `=== training epoch 1 ===` block (c43).

A script that prints `Epoch E | avg_loss = x` in both its training and its validation block
(each under its own banner) appends every launch to one `log.txt`. Read as training, every
epoch printed its loss twice, the epoch became a label and the launches one run; and launches
from scratch that meet on one plateau (0.313 for 47 epochs) read as replays of each other,
though their first losses (0.540, 0.508, 0.531) part far beyond their three printed digits.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.replay import replayed_points
from lossdoctor.model import Run, Series

LAUNCHES = ((30, 0.540), (20, 0.508), (25, 0.531))


def _log(launches: tuple[tuple[int, float], ...] = LAUNCHES) -> str:
    out: list[str] = []
    for day, (epochs, first) in enumerate(launches):
        for e in range(epochs):
            train = first if e == 0 else max(0.313, round(0.313 + (first - 0.313) * 0.2 ** e, 3))
            out += [f"2022-04-0{day + 3} 15:34:{e % 60:02d}", f"{'=' * 22}training epoch {e + 1}{'=' * 22}",
                    f"Epoch {e} | avg_loss = {train:.3f}", "Training consumes 0.14 second", "",
                    f"{'=' * 22}validate epoch {e + 1}{'=' * 22}", f"Epoch {e} | avg_loss = {train + 0.01:.3f}",
                    "Validation consumes 0.02 second", ""]
    return "\n".join(out) + "\n"


def _runs(tmp_path: Path, text: str) -> list[Run]:
    (tmp_path / "log.txt").write_text(text)
    return api.load([tmp_path]).runs


def _loss(run: Run) -> Series:
    assert run.primary is not None
    return run.series[run.primary]


def test_each_launch_is_a_run_with_its_validation_apart(tmp_path: Path) -> None:
    runs = _runs(tmp_path, _log())
    assert [len(_loss(run)) for run in runs] == [n for n, _ in LAUNCHES]
    for run, (_, first) in zip(runs, LAUNCHES):
        assert float(_loss(run).values[0]) == first
        assert not run.rollbacks
        evals = [s for name, s in run.series.items() if name != run.primary and "avg_loss" in name]
        assert evals and float(evals[0].values[0]) == round(first + 0.01, 3)


def test_a_launch_printing_the_same_first_loss_again_is_still_a_replay(tmp_path: Path) -> None:
    # The same first values (a seeded rerun to the printed digits) stay a rollback of the launch.
    runs = _runs(tmp_path, _log(((30, 0.540), (30, 0.540))))
    assert len(runs) == 1


def _points(values: list[float]) -> tuple[np.ndarray, np.ndarray]:
    return np.arange(len(values), dtype=np.int64), np.asarray(values, dtype=np.float64)


def test_first_losses_parting_beyond_their_printed_digits_are_no_replay() -> None:
    plateau = [0.313] * 40
    assert replayed_points(_points([0.540, 0.330, 0.315, *plateau]), _points([0.531, 0.321, 0.314, *plateau]), "l") is None
    # One unit of the last printed digit is rounding: still a replay.
    assert replayed_points(_points([0.540, 0.330, 0.315, *plateau]), _points([0.541, 0.330, 0.315, *plateau]),
                           "l") is not None
