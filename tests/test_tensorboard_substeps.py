"""Per-batch points logged at the epoch's step (Ultralytics): read in file order as sub-steps."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.reading import reading
from tb_helpers import event, value, write


def _ultralytics(logdir: Path, epochs: int = 3, batches: int = 50, copies: bool = False) -> Path:
    """Each epoch: a running mean per batch at step=epoch, then the validation loss."""
    rng = np.random.default_rng(0)
    events = []
    wall = 1.7e9
    for epoch in range(1, epochs + 1):
        level = 2.0 / epoch
        for batch in range(batches):
            wall += 1.0
            x = level if copies else level + float(rng.normal(0, 0.05))
            events.append(event(epoch, wall, [value("train/box_loss", "simple", x)]))
        wall += 1.0
        events.append(event(epoch, wall, [value("val/box_loss", "simple", level * 1.1)]))
    return write(logdir, events)


def test_a_series_written_per_batch_at_the_epoch_step_is_read_as_successive_points(tmp_path: Path) -> None:
    _ultralytics(tmp_path)
    [run] = load([tmp_path]).runs
    loss = run.series["train/box_loss"]
    assert len(loss) == 150 and not run.rollbacks and run.dead_points == 0
    assert loss.steps.tolist()[:3] == [100, 101, 102] and loss.steps.tolist()[-1] == 349
    # Each epoch's evaluation sits at the last batch of its epoch.
    assert run.series["val/box_loss"].steps.tolist() == [149, 249, 349]
    assert reading(run)["step_source"]["unit"] == "sub-steps"
    assert any("successive sub-steps" in w for w in run.warnings)


def test_the_same_value_written_again_at_one_step_is_a_copy_not_sub_steps(tmp_path: Path) -> None:
    _ultralytics(tmp_path, copies=True)
    [run] = load([tmp_path]).runs
    assert run.series["train/box_loss"].steps.tolist() == [1, 2, 3]
    assert not any("sub-steps" in w for w in run.warnings)


def test_two_writes_of_one_step_stay_a_double_write(tmp_path: Path) -> None:
    events = [event(step, 1.7e9 + 2 * step + k, [value("loss", "simple", 1.0 + 0.01 * k + 1.0 / (1 + step))])
              for step in range(20) for k in range(2)]
    write(tmp_path, events)
    [run] = load([tmp_path]).runs
    assert run.series["loss"].steps.tolist() == list(range(20))
