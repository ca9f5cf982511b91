"""`Loss at epoch 3 and iteration 500 is 0.21`: a sentence whose counters stand after the loss.

A training script that prints `print(f"Loss at epoch {epoch} and iteration {i} is {loss}")` (an
ASR confidence model of the corpus, `c30-asr-confidence-loss-and-nce-loss-sentences-ten-epochs`)
names the loss first and its value last, after the verb. The epoch number was read as the
`Loss` (0, 0, 0, 1, 1, 1 ...), the counter restarting each epoch cut the log into ten runs, and
the reading fell back to line order in doubt. The subject names the number after the verb; the
epoch after `at` is the epoch.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.reading import reading


def _write(path: Path) -> list[float]:
    losses = []
    with path.open("w") as out:
        for epoch in range(6):
            for iteration in (0, 500, 1000):
                loss = 8.0 if epoch == iteration == 0 else 0.2 + 0.01 * ((epoch * 7 + iteration // 500) % 5)
                losses.append(loss)
                print(f"Loss at epoch {epoch} and iteration {iteration} is {loss}", file=out)
                print(f"NCE Loss at epoch {epoch} and iteration {iteration} is {0.9 - loss / 100}", file=out)
    return losses


def test_the_subject_names_the_number_after_the_verb(tmp_path: Path) -> None:
    losses = _write(tmp_path / "loss.txt")
    [run] = api.load([tmp_path / "loss.txt"]).runs
    assert run.primary == "Loss"
    np.testing.assert_allclose(run.series["Loss"].values, losses)
    assert len(run.series["NCE Loss"]) == len(losses)
    assert reading(run).get("doubt") is None
    steps = run.series["Loss"].steps
    assert bool(np.all(np.diff(steps) > 0)) and run.series["epoch"].values[-1] == 5


def test_a_loss_printed_at_a_step_keeps_its_name() -> None:
    # Negative control: `loss at step 5 is 0.3` had its names right before, and keeps them.
    from lossdoctor.ingest.textlog.generic.template import interpret

    shape = interpret(("loss at step ", " is ", ""))
    assert shape.step == 0 and shape.fields == ((1, "loss"),)
    shape = interpret(("Epoch ", " loss ", ""))
    assert shape.epoch == 0 and (1, "loss") in shape.fields
