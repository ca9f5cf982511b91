"""A text file of a few space-separated numbers a line, no header (`loss.txt`: a NeRF trainer
writes `<loss_pc> <loss_rgb> <total>` every epoch): a curve per column in line order, the total
of the terms read as the loss; a text file whose columns do not behave so stays no table."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.headerless import LINE_ORDER, layout


def _nerf_loss_txt(path: Path, epochs: int = 300, seed: int = 0) -> np.ndarray:
    """Rewrite `loss.txt` the way the trainer does after every epoch (`open(..., 'w')`, one
    `f"{a} {b} {c}\\n"` line per epoch so far): two terms and their weighted total."""
    rng = np.random.default_rng(seed)
    t = np.arange(epochs)
    a = 0.05 + 0.04 * np.exp(-t / 80) + rng.normal(0, 0.002, epochs)
    b = 0.11 + 0.05 * np.exp(-t / 60) + rng.normal(0, 0.002, epochs)
    total = 0.45 + 2 * a + b + 0.1 * np.exp(-t / 50)
    rows = np.column_stack([a, b, total])
    with path.open("w") as f:
        for row in rows:
            f.write(f"{row[0]} {row[1]} {row[2]}\n")
    return rows


def test_three_column_loss_txt_is_one_run_its_total_the_loss(tmp_path: Path) -> None:
    rows = _nerf_loss_txt(tmp_path / "loss.txt")
    [run] = load([tmp_path]).runs
    assert run.primary == "loss" and len(run.fragments) == 1 and not run.rollbacks
    loss = run.series["loss"]
    assert len(loss) == 300 and int(loss.steps[0]) == 0 and int(loss.steps[-1]) == 299
    assert np.allclose(loss.values, rows[:, 2])
    assert {"column 1", "column 2"} <= set(run.series)
    said = " ".join(run.warnings)
    assert "line order" in said and "column 3 is at least every other column" in said


def test_text_tables_that_are_no_loss_history_stay_unread(tmp_path: Path) -> None:
    rng = np.random.default_rng(1)
    # Rising numbers (a PSNR, an accuracy) in three columns: nothing falls as a loss does.
    rising = np.cumsum(rng.random((200, 3)), axis=0)
    (tmp_path / "metrics.txt").write_text("\n".join(" ".join(str(v) for v in row) for row in rising) + "\n")
    with pytest.raises(InputError):
        load([tmp_path / "metrics.txt"])
    # A few rows: a summary, not a history.
    (tmp_path / "few.txt").write_text("0.5 0.4 0.9\n0.4 0.3 0.7\n")
    with pytest.raises(InputError):
        load([tmp_path / "few.txt"])


def test_layout_in_line_order_and_the_total_rule() -> None:
    t = np.arange(100, dtype=float)
    falling = np.exp(-t / 30)
    table = np.column_stack([falling * 0.2, falling * 0.3, falling + 0.6])
    assert isinstance(layout(table), str)  # a CSV needs a counter column
    found = layout(table, in_order=True)
    assert not isinstance(found, str)
    assert found.step == LINE_ORDER and found.loss == 2 and found.total
    # No column above the others on every row: the first falling column, not a total.
    crossing = np.column_stack([falling, falling[::-1] * 0.1 + falling * 0.5, falling * 0.8 + 0.05])
    found = layout(crossing, in_order=True)
    assert not isinstance(found, str) and not found.total and found.loss == 0
