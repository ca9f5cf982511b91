"""Pickled loss lists, and files of one number a line, read as one run's series.

The real files are two corpus cases (external): c42's AlphaZero trainer `pickle.dump`s its
per-epoch train and validation losses into `train_loss.txt` and `val_loss.txt` (binary, protocol
4), and c42's SNN notebook writes `train_loss.txt`, `test_loss.txt`, `train_acc.txt` and
`test_acc.txt`, one float a line. The fixtures are written the same way, with `pickle.dump` and
`f.write`; a pickle that names a global must be refused without running it.
"""

from __future__ import annotations

import math
import os
import pickle
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.ingest.pickled import Refused, load_plain, read_pickled
from lossdoctor.roles import Role


def _losses(epochs: int, start: float, seed: int = 0) -> list[float]:
    rng = np.random.default_rng(seed)
    return [float(start * (0.5 + 0.5 * math.exp(-e / 15)) + rng.normal(0, 0.01)) for e in range(epochs)]


def _dumped(path: Path, value: object) -> None:
    """train.py's `with open(path, 'wb') as f: pickle.dump(value, f)`."""
    with open(path, "wb") as handle:
        pickle.dump(value, handle)


class _Planted:
    """An object whose unpickling would make a folder: proof that something ran."""

    def __init__(self, marker: Path) -> None:
        self.marker = marker

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return os.mkdir, (str(self.marker),)


def test_pickled_lists_named_txt_are_one_run_train_and_eval(tmp_path: Path) -> None:
    _dumped(tmp_path / "train_loss.txt", _losses(100, 4.4))
    _dumped(tmp_path / "val_loss.txt", _losses(100, 4.5, 1))
    runs = api.load([tmp_path]).runs
    assert len(runs) == 1
    run = runs[0]
    assert run.primary == "train_loss" and len(run.series["train_loss"]) == 100
    assert run.series["val_loss"].role is Role.EVAL_LOSS
    reading = run.meta["reading"]
    assert reading["reader"] == "python pickle" and "pickle" in reading["why"]


def test_a_pickled_history_dict_is_its_lists_by_key(tmp_path: Path) -> None:
    _dumped(tmp_path / "history.pkl", {"loss": _losses(30, 2.0), "val_loss": _losses(30, 2.1, 1),
                                       "accuracy": [0.1 * e for e in range(30)], "epochs": 30})
    run = api.load([tmp_path]).runs[0]
    assert set(run.series) == {"loss", "val_loss", "accuracy"}
    assert run.primary == "loss" and run.series["val_loss"].role is Role.EVAL_LOSS


def test_a_pickle_naming_a_global_is_refused_without_running(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    path = tmp_path / "train_loss.pkl"
    _dumped(path, [1.0, 0.5, _Planted(marker)])
    with pytest.raises(Refused, match="never loaded"):
        load_plain(path)
    assert read_pickled(path) is None
    with pytest.raises(InputError, match="no training logs found"):
        api.load([tmp_path])
    assert not marker.exists()
    # A numpy array needs a global too: refused, never built.
    _dumped(path, np.arange(5.0))
    assert read_pickled(path) is None


def test_damaged_pickles_are_exit_2_without_a_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = pickle.dumps(_losses(50, 1.0))
    (tmp_path / "train_loss.txt").write_bytes(data[: len(data) // 2])
    (tmp_path / "val_loss.pkl").write_bytes(b"\x80\x04garbage")
    assert main(["analyze", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "no training logs found" in err


def test_files_of_one_number_a_line_are_one_run_named_by_their_files(tmp_path: Path) -> None:
    """The SNN notebook's four records, `f.write(str(v) + '\\n')` per epoch."""
    series = {"train_loss": _losses(64, 0.014), "test_loss": _losses(64, 0.005, 1),
              "train_acc": [0.93 + 0.001 * e for e in range(64)], "test_acc": [0.979 + 0.0002 * e for e in range(64)]}
    for name, values in series.items():
        with open(tmp_path / f"{name}.txt", "w") as handle:
            for value in values:
                handle.write(str(value) + "\n")
    runs = api.load([tmp_path]).runs
    assert len(runs) == 1
    run = runs[0]
    assert run.primary == "train_loss" and set(run.series) == set(series)
    assert run.series["test_loss"].role is Role.EVAL_LOSS
    # An accuracy is never a loss, nor a run of its own.
    assert run.series["train_acc"].role is Role.OTHER and run.series["test_acc"].role is Role.OTHER


def test_one_file_of_one_number_a_line_stays_the_bare_readers(tmp_path: Path) -> None:
    with open(tmp_path / "train_loss.txt", "w") as handle:
        handle.writelines(f"{v}\n" for v in _losses(40, 1.0))
    # An accuracy of another length, or unrelated by name, does not join.
    with open(tmp_path / "seeds.txt", "w") as handle:
        handle.writelines(f"{v}\n" for v in range(40))
    runs = api.load([tmp_path]).runs
    assert [r.meta.get("reader") for r in runs] == ["generic"]
    assert set(runs[0].series) == {"loss"}
