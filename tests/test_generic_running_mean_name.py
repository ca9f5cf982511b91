"""A running mean named as a person reads it: `avg loss so far is x` is the training loss (c26
PredNet), not a series called `far` beside an evaluation loss taken for the loss."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.ingest.textlog.generic.template import _key


def _prednet(epochs: int, steps: int = 125, every: int = 25) -> str:
    """The PaddlePaddle PredNet script's print() loop, line for line: a running mean of the epoch
    so far every 25 steps (the step restarts each epoch), then the epoch's val and test lines."""
    rng = np.random.default_rng(3)
    out = ["Start training!"]
    for epoch in range(epochs):
        out.append(f"Starting epoch {epoch} current lr is {0.001 if epoch < epochs // 2 else 0.0001}")
        level = 0.02 + 0.05 / (1 + epoch)
        batches: list[float] = []
        for step in range(1, steps + 1):
            batches.append(level * (1 + 0.1 * rng.standard_normal()))
            if step % every == 0:
                used = 0.27 * (epoch * steps + step)
                out.append(f"Epoch {epoch}, Step {step}, total used time {used} (s), "
                           f"avg loss so far is {float(np.mean(batches))}")
        out.append(f"Epoch {epoch}, val loss is {level * 1.4}, val mse is {level * 0.7}.")
        out.append(f"Epoch {epoch}, test mse is {level * 0.5}.")
    return "\n".join(out) + "\n"


def test_avg_loss_so_far_is_the_training_loss(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    path.write_text(_prednet(8), encoding="utf-8")
    (report,) = api.analyze([path]).runs
    run = report.run
    assert run.primary == "loss" and len(run.series["loss"]) == 8 * 5
    assert run.series["loss"].steps[0] == 25 and run.series["loss"].steps[-1] == 8 * 125
    assert "far" not in run.series
    assert not [f for f in report.findings if f.code == "LD001"]


def test_so_far_names_the_mean_only_of_a_metric() -> None:
    assert _key(", avg loss so far is ", False) == ("loss", "key")
    assert _key(", mean acc so far is ", False) == ("acc", "key")
    # A count so far is no running mean: its name is left as before, never a step's.
    assert _key(", steps so far is ", False)[0] != "steps"
    assert _key(", samples seen so far: ", False)[0] != "samples"
