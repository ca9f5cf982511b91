"""`Epoch N/M` on a line of its own, then the epoch's results without a step (c7 batch).

A plain PyTorch loop (the torchvision tutorial's shape) prints `Epoch 3/10`, a rule, and then
`train Loss: 0.41 Acc: 0.83` / `val Loss: ...`: the header is the only step the log has. Two
real files of this class were not read at all: a Python `logging` file (`Train Loss: x, Train
MAE: y` under `Epoch N/100`, `c7-python-logging-boneage-six-launches-replays`) and a console
pasted into Markdown (`c7-pytorch-md-resnet-18-34-50-three-runs`). The two-word keys were never
the problem; the step-less result lines had no step to stand at.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.ingest.textlog import generic
from lossdoctor.model import RawRun
from lossdoctor.roles import Role
from stitch_helpers import fragment_points

EPOCHS = 12
LOGGING = "2026-04-09 19:20:05,730 - INFO - "


def _train(epoch: int) -> float:
    return round(2.5 * 0.85 ** epoch + 0.01 * (epoch % 3), 4)


def _valid(epoch: int) -> float:
    return round(2.6 * 0.87 ** epoch + 0.02 * (epoch % 2), 4)


# Result lines, as people print them: (format, train loss name, eval loss name).
RESULTS = {
    "colon": (["Train Loss: {t}, Train MAE: {a}", "Valid Loss: {v}, Valid MAE: {a}"], "Train Loss", "Valid Loss"),
    "equals": (["Train Loss = {t}  Valid Loss = {v}"], "Train Loss", "Valid Loss"),
    "space": (["Train loss {t} Valid loss {v}"], "Train loss", "Valid loss"),
    "pipes": (["Training Loss: {t} | Val Acc: {a} | Validation Loss: {v}"], "Training Loss", "Validation Loss"),
    "torchvision": (["train Loss: {t} Acc: {a}", "val Loss: {v} Acc: {a}"], "train Loss", "val Loss"),
}
HEADERS = {
    "counted": ["Epoch {e}/{n}", "----------"],
    "banner": ["=== Epoch {e} ==="],
    "named model": ["resnet-50 - Epoch {e}/{n}", "----------", "lr: [0.001]"],
    "starting": ["Starting epoch {e}"],
}


def _log(results: list[str], header: list[str], prefix: str = "", epochs: int = EPOCHS,
         scale: float = 1.0) -> list[str]:
    lines = [prefix + "Training on device: cpu", prefix + "Training samples: 80"]
    for epoch in range(1, epochs + 1):
        lines += [prefix + line.format(e=epoch, n=epochs) for line in header]
        lines += [prefix + line.format(t=round(scale * _train(epoch), 4), v=round(scale * _valid(epoch), 4),
                                       a=50 + epoch) for line in results]
    return lines


def _read(tmp_path: Path, lines: list[str], name: str = "train.log") -> list[RawRun]:
    path = tmp_path / name
    path.write_text("\n".join(lines) + "\n")
    units, rest = generic.claim([path], tmp_path)
    assert not rest, f"not claimed: {lines[:4]}"
    return generic.read(units[0])


@pytest.mark.parametrize("prefix", ["", LOGGING], ids=["bare", "logging"])
@pytest.mark.parametrize("header", list(HEADERS), ids=list(HEADERS))
@pytest.mark.parametrize("results", list(RESULTS), ids=list(RESULTS))
def test_results_under_an_epoch_header_stand_at_its_epoch(tmp_path: Path, results: str, header: str,
                                                          prefix: str) -> None:
    formats, loss, eval_loss = RESULTS[results]
    [run] = _read(tmp_path, _log(formats, HEADERS[header], prefix))
    epochs = list(range(1, EPOCHS + 1))
    assert fragment_points(run, loss) == (epochs, [_train(e) for e in epochs])
    assert fragment_points(run, eval_loss) == (epochs, [_valid(e) for e in epochs])
    series = run.fragments[0].series
    assert series[loss].role is Role.LOSS and series[eval_loss].role is Role.EVAL_LOSS
    assert any("`Epoch N/M` line before each result" in w for w in run.warnings)


def test_the_epoch_starting_again_under_another_model_opens_another_run(tmp_path: Path) -> None:
    # The Markdown case's file: three models trained one after another, each from `Epoch 1/N`.
    lines: list[str] = []
    # Each model has values of its own (the same values again would be a replay: a rollback).
    for scale, model in zip((1.0, 1.1, 1.2), ("resnet-50", "resnet-34", "resnet-18")):
        lines += _log(["train Loss: {t} Acc: {a}", "test Loss: {v} Acc: {a}"],
                      [model + " - Epoch {e}/{n}", "----------"], scale=scale)
        lines.append(f"train {model} done")
    runs = _read(tmp_path, lines)
    assert len(runs) == 3
    assert all(fragment_points(run, "train Loss")[0] == list(range(1, EPOCHS + 1)) for run in runs)


def test_a_console_pasted_into_markdown_is_read(tmp_path: Path) -> None:
    lines = ["# Training log", "", "```", "$ python train.py"]
    lines += _log(["train Loss: {t} Acc: {a}", "val Loss: {v} Acc: {a}"], HEADERS["counted"])
    lines += ["```", ""]
    path = tmp_path / "log.md"
    path.write_text("\n".join(lines) + "\n")
    [result] = api.analyze([path]).runs
    assert result.run.series["train Loss"].steps.tolist() == list(range(1, EPOCHS + 1))


def test_lines_printed_again_and_again_under_one_header_are_not_placed_at_its_epoch(tmp_path: Path) -> None:
    # Ten `loss:` lines per epoch are the epoch's batches: the header's number would pile them on
    # one step each, so it does not place them; with nothing else to place them, they are a curve
    # in line order (`generic/paired.py`), never a refusal.
    lines: list[str] = []
    value = 3.0
    for epoch in range(1, 6):
        lines.append(f"Epoch {epoch}/5")
        for _ in range(10):
            value *= 0.97
            lines.append(f"loss: {value:.4f}")
    path = tmp_path / "train.log"
    path.write_text("\n".join(lines) + "\n")
    [run] = api.load([path]).runs
    assert run.series["loss"].steps.tolist() == list(range(50))
    assert any("line order" in w for w in run.warnings)


def test_a_log_with_steps_of_its_own_keeps_them_for_its_step_less_lines(tmp_path: Path) -> None:
    # `End of epoch N` between step lines: the eval line after it stands at the step training
    # reached, not at the epoch's number (one unit on the axis).
    lines: list[str] = []
    for epoch in range(1, 6):
        lines.append(f"Epoch {epoch}/5")
        lines += [f"step {(epoch - 1) * 100 + s} loss {3.0 / (epoch + s / 100):.4f}" for s in range(10, 101, 10)]
        lines.append(f"val loss: {_valid(epoch)}")
    [run] = _read(tmp_path, lines)
    steps, _ = fragment_points(run, "val loss")
    assert steps == [100, 200, 300, 400, 500]


def test_an_evaluation_before_the_first_step_does_not_put_epochs_on_the_step_axis(tmp_path: Path) -> None:
    # An evaluation under each epoch's banner, before that epoch's steps (DeepSpeed-Chat evaluates
    # before training): the log has steps of its own, so the banner's epoch places nothing; the
    # evaluation stands at the step training reached (the first, before any step, is passed over).
    lines: list[str] = []
    for epoch in range(0, 4):
        lines += [f"***** Evaluating perplexity, Epoch {epoch}/4 *****",
                  f"ppl: {9.0 - epoch:.2f}, loss: {_valid(epoch + 1)}"]
        lines += [f"Epoch: {epoch}, Step: {s}, loss = {3.0 / (epoch + 1 + s / 100):.4f}" for s in range(0, 100, 10)]
    [run] = _read(tmp_path, lines)
    steps, _ = fragment_points(run, "eval_loss")
    assert steps == [90, 181, 272]  # the step training reached, never the epoch's number


def test_top_1_and_top_5_are_two_series(tmp_path: Path) -> None:
    """`Top-1 Acc` and `Top-5 Acc` on one line are two names, not `Top-` glued to a number: one
    used to overwrite the other as `Acc`."""
    lines = _log(["Train Loss: {t}, Top-1 Acc: {a}, Top-5 Acc: 9{a}"], HEADERS["counted"])
    [run] = _read(tmp_path, lines)
    series = run.fragments[0].series
    assert {"Train Loss", "Top-1 Acc", "Top-5 Acc"} <= set(series)
    assert fragment_points(run, "Top-5 Acc")[1][:2] == [951.0, 952.0]
