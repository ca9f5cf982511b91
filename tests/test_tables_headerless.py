"""Headerless numeric CSVs (pandas `to_csv(header=False)`): columns named by what they do."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from lossdoctor.api import load
from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.headerless import continued, layout


def _reward_model(folder: Path, epochs: int = 3, steps_per_epoch: int = 1525, seed: int = 0,
                  restart_values: bool = False) -> Path:
    """Append rows the way ColossalAI-Chat's `RewardModelTrainer.fit` does: every 100 steps a
    one-row DataFrame `[step_bar.n, loss.item(), dist, acc]` to `log_<datetime>.csv`, and at each
    epoch's end the same four values to `log.csv`, with `mode='a', header=False, index=False`.
    `step_bar` is the epoch's own bar, so the step starts at 99 again every epoch."""
    folder.mkdir(parents=True, exist_ok=True)
    rng = np.random.default_rng(seed)
    path = folder / "log_2023-04-21 11:33:49.061499.csv"
    done = 0
    for epoch in range(epochs):
        for n in range(99, steps_per_epoch, 100):
            t = n if restart_values else done + n
            # A trial of its own starts over, each lower (another learning rate) than the last.
            lower = 0.1 * epoch if restart_values else 0.0
            loss = (0.69 - lower) * np.exp(-t / 6000) + 0.3 - lower / 2 + rng.normal(0, 0.15)
            dist, acc = 0.6 * (1 - np.exp(-t / 3000)), 0.6 + 0.08 * (1 - np.exp(-t / 3000))
            log = pd.DataFrame([[n, float(loss), dist, acc]], columns=["step", "loss", "dist", "acc"])
            log.to_csv(path, mode="a", header=False, index=False)
        done += steps_per_epoch
        log = pd.DataFrame([[steps_per_epoch, float(rng.random()), 0.4 + epoch / 20, 0.64]],
                           columns=["step", "loss", "dist", "acc"])
        log.to_csv(folder / "log.csv", mode="a", header=False, index=False)
    return path


def test_headerless_reward_model_log_is_one_run_across_its_epochs(tmp_path: Path) -> None:
    """The step column counts up and restarts at 99 each epoch while the values go on: one run
    whose step goes on from the last step each epoch printed; `log.csv`'s few epoch rows, whose
    step never counts up, are no history beside it."""
    _reward_model(tmp_path)
    [run] = load([tmp_path]).runs
    loss = run.series["loss"]
    assert len(loss) == 45 and not run.rollbacks and len(run.fragments) == 1
    assert loss.steps[:2].tolist() == [99, 199] and loss.steps[15] == 1499 + 99 and np.all(np.diff(loss.steps) > 0)
    assert {"column 3", "column 4"} <= set(run.series)
    assert any("no header; column 1 counts up, read as the step; column 2 falls" in w for w in run.warnings)
    assert any("a counter that restarts each epoch" in w for w in run.warnings)


def test_headerless_trials_that_start_over_stay_trials(tmp_path: Path) -> None:
    """The same counter restarting, but every column starting over from where the first began:
    trials of their own, not epochs of one run."""
    _reward_model(tmp_path, steps_per_epoch=15252, restart_values=True)
    runs = load([tmp_path]).runs
    assert len(runs) == 3 and all(len(run.series["loss"]) == 152 for run in runs)


def test_headerless_tables_that_are_no_history_are_refused(tmp_path: Path) -> None:
    """A data file (no column counts up), or a few summary rows, named alone, are explained."""
    rng = np.random.default_rng(1)
    data = tmp_path / "features.csv"
    pd.DataFrame(rng.random((50, 4))).to_csv(data, header=False, index=False)
    with pytest.raises(InputError, match="no column counts up"):
        load([data])
    flat = tmp_path / "flat" / "counts.csv"
    flat.parent.mkdir()
    pd.DataFrame({"i": range(50), "x": rng.random(50) + 1.0}).to_csv(flat, header=False, index=False)
    with pytest.raises(InputError, match="no column falls"):
        load([flat])
    _reward_model(tmp_path / "rm", epochs=5)
    alone = tmp_path / "alone" / "log.csv"
    alone.parent.mkdir()
    alone.write_bytes((tmp_path / "rm" / "log.csv").read_bytes())
    with pytest.raises(InputError, match="too few"):
        load([alone])


def test_layout_and_counter_rules() -> None:
    """The step is the first column that counts up; the loss the first that falls (a second
    falling column is a doubt); a restart that goes back below where the counter began, or
    epochs of different lengths, are not one counter restarting."""
    steps = np.tile(np.arange(10, 410, 10), 2).astype(float)
    falling = np.linspace(2.0, 1.0, 80)
    found = layout(np.column_stack([falling, steps, falling * 3]))
    assert not isinstance(found, str) and (found.step, found.loss, found.falling) == (1, 0, (0, 2))
    others = np.column_stack([falling])
    assert continued(steps, others)[1] is not None
    assert continued(steps, others)[0].tolist()[40] == 400 + 10
    assert continued(steps, np.column_stack([np.tile(falling[:40], 2)]))[1] is None  # starts over
    cut = np.concatenate([np.arange(10, 410, 10), np.arange(10, 210, 10)]).astype(float)
    assert continued(cut, np.column_stack([np.linspace(2.0, 1.0, 60)]))[1] is not None  # the last may be cut
    uneven = np.concatenate([np.arange(10, 210, 10), np.arange(10, 410, 10), np.arange(10, 410, 10)]).astype(float)
    assert continued(uneven, np.column_stack([np.linspace(2.0, 1.0, 100)]))[1] is None
