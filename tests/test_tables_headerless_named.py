"""Headerless CSVs with no counter column, read as a history in row order when their name says so.

The real file is a corpus case (external): c42's monocular-depth notebook appends
`f"{loss} ,{val_loss}\\n"` to `losses.csv` every epoch (43 rows, no header, a space before each
comma). The fixtures are written the same way, and with numpy's `savetxt`; tables that are no
history (features, a confusion matrix, a loss-named file of negative numbers) stay refused.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.errors import InputError
from lossdoctor.roles import Role


def _epochs(n: int = 43, seed: int = 0) -> np.ndarray:
    rng = np.random.default_rng(seed)
    loss = np.array([0.2 + 0.4 * math.exp(-e / 12) for e in range(n)]) + rng.normal(0, 0.003, n)
    val = np.array([0.27 + 0.3 * math.exp(-e / 9) for e in range(n)]) + rng.normal(0, 0.004, n)
    return np.column_stack([loss, val])


def _appended(path: Path, rows: np.ndarray) -> None:
    """The notebook's `f.write(str(loss) + ' ,' + str(val_loss) + '\\n')`, no final newline."""
    path.write_text("\n".join(" ,".join(str(v) for v in row) for row in rows))


def test_a_loss_named_table_without_counter_is_epochs_in_row_order(tmp_path: Path) -> None:
    _appended(tmp_path / "losses.csv", _epochs())
    runs = load([tmp_path]).runs
    assert len(runs) == 1
    run = runs[0]
    assert run.primary == "loss" and len(run.series["loss"]) == 43
    # Two columns falling together on one scale: the loss and its held-out twin, no doubt.
    assert run.series["column 2"].role is Role.EVAL_LOSS
    assert not (run.meta.get("reading") or {}).get("doubt")
    assert any("file's name says it holds a loss" in w for w in run.warnings)


def test_savetxt_under_a_history_name_is_read_with_a_doubt(tmp_path: Path) -> None:
    np.savetxt(tmp_path / "train_log.csv", _epochs(30), delimiter=",", fmt="%.6f")
    run = load([tmp_path]).runs[0]
    assert len(run.series["loss"]) == 30
    assert "file's name says history" in run.meta["reading"]["doubt"]


@pytest.mark.parametrize("name, rows", [
    ("features.csv", _epochs()),                                               # no history name
    ("losses.csv", np.random.default_rng(1).integers(0, 50, (10, 10)).astype(float)),  # a confusion matrix
    ("losses.csv", -_epochs()[:, ::-1]),                                       # below zero: no loss
    ("losses.csv", np.tile(_epochs(), 6)),                                     # 12 columns: a data matrix
])
def test_tables_that_are_no_history_stay_refused(tmp_path: Path, name: str, rows: np.ndarray) -> None:
    np.savetxt(tmp_path / name, rows, delimiter=",", fmt="%.6f")
    with pytest.raises(InputError):
        load([tmp_path / name])
