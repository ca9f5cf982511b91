"""A loss printed bare, a number that names nothing (issue 31): the repeated numeric line under
`Epoch: N` lines is read as the loss, its step made from the counters it has, and the run says
what was assumed; numbers that do not behave like a loss, or a few quoted ones, stay no log.

The real files are `c28-bert4rec-ml20m-headerless-loss-batch-pairs-epoch-lines-stuck-at-ln-26745`
(not committed: no licence) and `c28-etci-flood-unet-print-log-two-runs-bare-val-dice-every-5-epochs-no-train-loss`.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError


def _notebook_log(path: Path, epochs: int, losses: np.ndarray) -> None:
    """A notebook's own log, as `log.write(str(l.item()) + ", " + str(idx))` every 100 batches
    under `log.write(f"Epoch: {epoch}")`, each write a line."""
    with path.open("w") as log:
        for epoch in range(epochs):
            log.write(f"Epoch: {epoch}\n")
            for idx in range(0, 900, 100):
                log.write(str(float(losses[epoch * 9 + idx // 100])) + ", " + str(idx) + "\n")


def _print_log(path: Path, values: list[float]) -> None:
    """`print("start")`, `print(f"epoch: {epoch}")` every epoch and, every 5th, `print(loss)` of
    the evaluation pass then `print("losses:", meter)`; `print("finish")`."""
    lines = ["start", "{0: 1000}", "<utils.sampler_utils.DistributedSamplerWrapper object at 0x0000024F8C7CE850>"]
    for epoch in range(5 * len(values)):
        lines.append(f"epoch: {epoch}")
        if epoch % 5 == 0:
            lines += [str(values[epoch // 5]), "losses: <utils.metric_utils.AvgMeter object at 0x0000024F8C7CED30>"]
    path.write_text("\n".join([*lines, "finish"]))


def test_bare_loss_and_batch_pairs_under_epoch_lines_are_the_loss(tmp_path: Path) -> None:
    rng = np.random.default_rng(3)
    losses = np.linspace(10.19, 10.10, 45) + rng.normal(0, 0.004, 45)
    _notebook_log(tmp_path / "train_log.txt", 5, losses)
    [run] = api.load([tmp_path / "train_log.txt"]).runs
    loss = run.series["loss"]
    assert len(loss) == 45 and len(run.fragments) == 1 and not run.rollbacks
    # The batch index restarts every epoch: the step is epoch x (last index + one interval) + index.
    assert int(loss.steps[0]) == 0 and int(loss.steps[9]) == 900 and int(loss.steps[-1]) == 4 * 900 + 800
    assert np.allclose(loss.values, losses)
    assert any("name nothing" in w and "900 assumed" in w for w in run.warnings)


def test_a_bare_value_after_every_fifth_epoch_line_two_launches(tmp_path: Path) -> None:
    path = tmp_path / "train_log.txt"
    _print_log(path, [0.181, 0.126, 0.083])
    with path.open("a") as handle:
        handle.write("\n\n")
    first = path.read_text()
    _print_log(path, [0.170, 0.082, 0.080, 0.067])
    path.write_text(first + path.read_text())
    runs = api.load([path]).runs
    assert [len(run.series["loss"]) for run in runs] == [3, 4]
    assert [list(map(int, run.series["loss"].steps)) for run in runs] == [[0, 5, 10], [0, 5, 10, 15]]


@pytest.mark.parametrize("values", [
    [0.52, 0.61, 0.70, 0.78, 0.83, 0.88],  # an accuracy climbing: no loss
    [0.5, 0.5, 0.5, 0.5],  # a constant
    [-0.2, -0.4, -0.6, -0.8],  # below zero
])
def test_bare_numbers_that_are_no_loss_stay_no_log(tmp_path: Path, values: list[float]) -> None:
    path = tmp_path / "train_log.txt"
    _print_log(path, values)
    with pytest.raises(InputError):
        api.load([path])


def test_a_few_bare_numbers_in_a_text_are_no_log(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("Results of the sweep\n\nWe measured the three settings below.\n0.25\n0.31\n"
                    "Then we stopped and wrote the report for the group meeting.\nIt took a week.\n"
                    "The numbers were fine.\nNothing else to say.\n")
    with pytest.raises(InputError):
        api.load([path])
