"""Series that count epochs beside series that count batches (AllenNLP's TensorboardWriter):
each epoch value lands at the last batch written before it, on the batches' axis."""

from __future__ import annotations

from pathlib import Path

from lossdoctor.api import load
from tb_helpers import event, value, write

BATCHES = 475  # one epoch
EPOCHS = 10
T0 = 1.66e9


def _allennlp(tmp_path: Path, every: int = 100) -> Path:
    log = tmp_path / "log"
    wall = lambda batch: T0 + batch * 0.9  # noqa: E731 - one clock for both folders
    train = [event(b, wall(b), [value("loss/loss_train", "simple", 0.7 - 0.3 * b / (BATCHES * EPOCHS))])
             for b in range(every, BATCHES * EPOCHS + 1, every)]
    train += [event(e, wall(e * BATCHES) + 0.5, [value("loss", "simple", 0.5 - 0.01 * e)]) for e in range(1, EPOCHS + 1)]
    train.sort(key=lambda e: e.wall_time)
    write(log / "train", train)
    write(log / "validation", [event(e, wall(e * BATCHES) + 0.6, [value("loss", "simple", 0.5 + 0.02 * e)])
                               for e in range(1, EPOCHS + 1)])
    return tmp_path


def test_epoch_counted_series_move_onto_the_batch_axis(tmp_path: Path) -> None:
    [run] = load([_allennlp(tmp_path)]).runs
    val = run.series["validation/loss"]
    assert len(val) == EPOCHS and int(val.steps[0]) == 400 and int(val.steps[-1]) == 4700
    assert int(run.series["loss"].steps[0]) == 400
    assert len(run.series["loss/loss_train"]) == 47
    assert any("count epochs" in warning for warning in run.warnings)


def test_series_on_one_axis_stay_where_they_are(tmp_path: Path) -> None:
    log = tmp_path / "log"
    write(log / "train", [event(s, T0 + s, [value("loss", "simple", 1.0 / s)]) for s in range(1, 200)])
    write(log / "validation", [event(s, T0 + s, [value("loss", "simple", 1.2 / s)]) for s in range(10, 200, 10)])
    [run] = load([tmp_path]).runs
    assert run.series["validation/loss"].steps.tolist() == list(range(10, 200, 10))
