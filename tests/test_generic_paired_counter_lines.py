"""A loss line with no step, its counter on the line before it (issue 31).

AlphaZero_Gomoku's trainer (`train.py`) prints per self-play batch `batch i:N, episode_len:L`
(the fork behind `c29-alphazero-gobang-selfplay-train-log-3000-batches-loss-line-after-batch-line-win-ratio-evals`
prefixes a timestamp) and, once the buffer holds a batch, the update's line
`kl:..,lr_multiplier:..,loss:..,entropy:..,explained_var_old:..,explained_var_new:..` with no
step of its own. A person reads the pairs: batch N, then its loss. Failing such a counter, a
repeated loss line with no step is a curve in line order, never a refusal.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError


def _alphazero_log(path: Path, batches: int, losses: np.ndarray, check_freq: int = 50,
                   stamped: bool = True) -> None:
    """The trainer's prints, as its `run()` loop makes them (batch 1 has no update: the buffer
    is still filling), with the evaluation block every `check_freq` batches."""
    rng = np.random.default_rng(1)
    clock = datetime(2025, 6, 4, 19, 53, 31)
    lines: list[str] = []
    for i in range(batches):
        clock += timedelta(seconds=int(rng.integers(10, 20)))
        head = f"{clock:%Y-%m-%d %H:%M:%S}, " if stamped else ""
        lines.append(f"{head}batch i:{i + 1}, episode_len:{int(rng.integers(20, 50))}")
        if i > 0:
            loss = float(losses[i - 1])
            entropy = loss - 1.0 + float(rng.normal(0, 0.01))
            lines.append(("kl:{:.5f},lr_multiplier:{:.3f},loss:{},entropy:{},explained_var_old:{:.3f},"
                          "explained_var_new:{:.3f}").format(float(rng.uniform(0.005, 0.03)), 1.5, loss, entropy,
                                                             float(rng.uniform(-0.1, 0.6)), float(rng.uniform(0, 0.8))))
        if (i + 1) % check_freq == 0:
            lines.append(f"current self-play batch: {i + 1}")
            lines.append(f"num_playouts:1000, win: {int(rng.integers(0, 11))}, lose: 0, tie:0")
            if i + 1 == 2 * check_freq:
                lines.append("New best policy!!!!!!!!")
    path.write_text("\n".join(lines) + "\n")


def _losses(n: int) -> np.ndarray:
    rng = np.random.default_rng(0)
    return 5.3 * np.exp(-np.arange(n) / 60.0) + 2.2 + rng.normal(0, 0.03, n)


@pytest.mark.parametrize("stamped", [True, False])
def test_each_loss_line_takes_the_batch_of_the_counter_line_before_it(tmp_path: Path, stamped: bool) -> None:
    path = tmp_path / "train.log"
    losses = _losses(299)
    _alphazero_log(path, 300, losses, stamped=stamped)
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    assert len(run.fragments) == 1 and not run.rollbacks
    assert len(loss) == 299
    assert list(map(int, loss.steps)) == list(range(2, 301))
    assert np.allclose(loss.values, losses)
    assert any("'batch i:N'" in w and "line printed just before" in w for w in run.warnings)


def test_loss_lines_with_no_counter_are_a_curve_in_line_order(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    losses = _losses(120)
    _alphazero_log(path, 121, losses)
    # The same trainer with its batch line removed: nothing counts the updates.
    kept = [line for line in path.read_text().splitlines() if "batch i:" not in line]
    path.write_text("\n".join(kept) + "\n")
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    # Numbered in line order (the numbered-records reading counts from 0): never a refusal.
    assert len(loss) == 120 and np.all(np.diff(loss.steps) == 1)
    assert np.allclose(loss.values, losses)


def test_a_counter_line_that_does_not_rise_is_no_step(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    losses = _losses(60)
    _alphazero_log(path, 61, losses, stamped=False)
    # Every update printed after the same line: its number counts nothing.
    text = "\n".join("batch i:7, episode_len:30" if line.startswith("batch i:") else line
                     for line in path.read_text().splitlines())
    path.write_text(text + "\n")
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    assert list(map(int, loss.steps)) == list(range(60))
    assert any("line order" in w for w in run.warnings)


def test_two_loss_lines_are_no_log(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    _alphazero_log(path, 3, _losses(2), stamped=False)
    with pytest.raises(InputError):
        api.load([path])


def test_a_loss_that_never_changes_is_no_log(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    _alphazero_log(path, 40, np.full(39, 0.0), stamped=False)
    with pytest.raises(InputError):
        api.load([path])


def test_a_second_launch_starts_the_counter_again(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    _alphazero_log(path, 80, _losses(79))
    first = path.read_text()
    _alphazero_log(path, 60, _losses(59) + 0.5)
    path.write_text(first + path.read_text())
    runs = api.load([path]).runs
    # Kept as printed: the batch counter back at 1 is the second launch, not line order.
    steps = [int(s) for run in runs for s in run.series["loss"].steps]
    assert steps == list(range(2, 81)) + list(range(2, 61))
    assert all("line order" not in w for run in runs for w in run.warnings)


def test_tqdm_final_bars_between_epoch_prints_are_a_curve_in_line_order(tmp_path: Path) -> None:
    """ClipCap's `train.py`: `print(f">>> Training epoch {epoch}")` then a tqdm bar with
    `set_postfix({'loss': ...})` whose final state alone was kept, the first bar with no print
    before it (`c30-clipcap-prefix-tqdm-final-bars-ten-epochs-last-batch-loss`)."""
    values = [2.66, 2.45, 2.85, 1.98, 1.71, 1.72, 1.75, 1.38, 1.81, 1.73]
    lines: list[str] = []
    for epoch, value in enumerate(values):
        if epoch:
            lines.append(f">>> Training epoch {epoch}")
        width = 40 if epoch == 0 else 56  # the terminal was narrower at the first bar
        lines.append(f"coco_prefix: 100%|{'█' * width}| 6395/6395 [24:14<00:00,  4.40it/s, loss={value}]")
    path = tmp_path / "loss.txt"
    path.write_text("\n".join(lines) + "\n")
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    assert list(map(int, loss.steps)) == list(range(10))
    assert np.allclose(loss.values, values)
