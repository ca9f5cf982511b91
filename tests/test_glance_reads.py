"""Logs a person reads at a glance are read, never refused (blind c37/c38's five refusals).

- an epoch printed on every batch's line beside a sparse `Epoch E Batch B Loss` print
  (`generic/epochlabel.py`): the per-batch lines are the curve, numbered in order;
- one training line led by its counter (`Epoch 1/2 - Loss: 0.97655`), in a UTF-16 capture or a
  notebook whose `\\r` prints kept only the last (`generic/decide.py`): a run of one point, LD001;
- only the HF Trainer's end-of-run summaries (`generic/summaryonly.py`): a point per call;
- table cells that are scalar reprs (`tensor(3.13, device='cuda:0')`): the number inside.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from lossdoctor import api
from lossdoctor.errors import LossDoctorError
from lossdoctor.formats.json_report import as_dict
from lossdoctor.ingest.textlog.generic.reprs import cell_number
from lossdoctor.ingest.textlog.generic.summaryonly import summaries_only


def _runs(path: Path) -> list[dict[str, Any]]:
    runs: list[dict[str, Any]] = as_dict(api.analyze([path]))["runs"]
    return runs


def _points(run: dict[str, Any], name: str) -> int:
    return next(int(s["points"]) for s in run["series"] if s["name"] == name)


def _codes(run: dict[str, Any]) -> set[str]:
    return {f["code"] for f in run["findings"]}


# --- an epoch label on every batch's line, a sparse stepped print beside it -----------------

def _running_means(epochs: int, batches: int, every: int) -> str:
    lines = ["train example size: 5000"]
    for epoch in range(1, epochs + 1):
        for batch in range(batches):
            loss = 4.0 / epoch - 0.002 * batch + 0.01 * ((batch * 7) % 5)
            if batch % every == 0:
                lines.append(f"Epoch {epoch} Batch {batch} Loss {loss:.4f} Accuracy 0.1000")
            lines.append(f"Epoch {epoch} Loss {loss:.4f} Accuracy 0.1000")
            lines.append(f"Time taken for 1 epoch: {batch * 0.3 + 1:.3f} secs")
            lines.append("")
    return "\n".join(lines) + "\n"


def test_epoch_labelled_lines_beside_a_sparse_stepped_print_are_the_curve(tmp_path: Path) -> None:
    log = tmp_path / "log_train.txt"
    log.write_text(_running_means(epochs=4, batches=120, every=50))
    [run] = _runs(log)
    assert run["primary_loss"] == "Loss"
    assert _points(run, "Loss") == 480
    assert not run["rollbacks"] and run["reading"]["doubt"] is None
    # The sample keeps its values under a name of its own, at the numbered lines' steps.
    assert _points(run, "Loss (second counter)") == 12


def test_a_stepped_print_as_dense_as_the_epoch_lines_is_no_sample() -> None:
    """Every other line stepped: the epoch is not all there is, the lines are not numbered."""
    from lossdoctor.ingest.textlog.generic.scan import scan

    dense = scan(_running_means(epochs=4, batches=40, every=2))
    assert not any("numbered in the order printed" in note for note in dense.notes)
    sparse = scan(_running_means(epochs=4, batches=40, every=20))
    assert any("numbered in the order printed" in note for note in sparse.notes)


# --- one training line led by its counter ---------------------------------------------------

_CAPTURE = ("Loading and processing datasets...\r\nTraining Samples: 332816\r\nInput Shape: (332816, 12, 2)\r\n"
            "Starting Training for 2 epochs...\r\nEpoch 1/2 - Loss: 0.97655\r\n")


def test_one_epoch_line_in_a_utf16_capture_is_a_run_of_one_point(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_bytes(b"\xff\xfe" + _CAPTURE.encode("utf-16-le"))
    [run] = _runs(log)
    assert _points(run, "Loss") == 1
    assert "LD001" in _codes(run)
    assert any("only 1 point" in f["message"] for f in run["findings"] if f["code"] == "LD001")


def test_two_epoch_lines_of_two_names_are_a_run_too(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("Starting\nEpoch 1/5 - Loss: 0.97655\nEpoch 2/5 - Loss: 0.81234\n")
    [run] = _runs(log)
    assert _points(run, "Loss") == 2


@pytest.mark.parametrize("text", [
    "We trained for a while. At epoch 3 the loss was 0.5 and then it fell.\n",
    "The best loss: 0.4312 (see epoch 12)\n",
])
def test_a_sentence_that_names_a_loss_is_still_no_log(tmp_path: Path, text: str) -> None:
    log = tmp_path / "notes.txt"
    log.write_text(text)
    with pytest.raises(LossDoctorError):
        api.analyze([log])


def test_one_progress_bar_frame_is_no_run(tmp_path: Path) -> None:
    """A W&B console capture keeps a tqdm bar's last frame: a running postfix, not a point."""
    log = tmp_path / "output.log"
    log.write_text("Summoning checkpoint.\nEpoch 0:   6%|██▎      | 1249/20347 [04:14<1:04:56,  4.90it/s, "
                   "v_num=cond, loss=1.020, global_step=1248.0]\n")
    with pytest.raises(LossDoctorError):
        api.analyze([log])


def test_a_readme_quoting_one_epoch_line_is_no_log(tmp_path: Path) -> None:
    page = tmp_path / "README.md"
    page.write_text("# Model\n\nTraining prints lines such as\n\n```\nEpoch 1/2 - Loss: 0.97655\n```\n\nThat is all.\n")
    with pytest.raises(LossDoctorError):
        api.analyze([page])


def test_a_notebook_that_kept_only_its_last_overwritten_epoch_is_a_run_of_one_point(tmp_path: Path) -> None:
    notebook = {"nbformat": 4, "nbformat_minor": 0, "metadata": {}, "cells": [
        {"cell_type": "code", "execution_count": 3, "metadata": {}, "source": ["model.fit_generator(gen)"],
         "outputs": [
             {"output_type": "stream", "name": "stdout", "text": [" Epoch:   54 - loss: 0.0567 - acc: 0.9862"]},
             {"output_type": "error", "ename": "KeyboardInterrupt", "evalue": "", "traceback": ["KeyboardInterrupt"]},
         ]}]}
    path = tmp_path / "train.ipynb"
    path.write_text(json.dumps(notebook))
    [run] = _runs(path)
    assert _points(run, "loss") == 1
    assert "LD001" in _codes(run)


# --- only end-of-run summaries --------------------------------------------------------------

def _summary(loss: float, epoch: float = 1.0) -> str:
    return (f"{{'train_runtime': 9.3417, 'train_samples_per_second': 0.856, 'train_steps_per_second': 0.856, "
            f"'train_loss': {loss!r}, 'epoch': {epoch}}}")


def test_summaries_under_banners_are_a_run_per_banner(tmp_path: Path) -> None:
    log = tmp_path / "train.out"
    log.write_text("\n".join([
        "Loading checkpoint shards: 100% 2/2 [00:07<00:00,  3.54s/it]", "Training adapter1",
        _summary(1.527357816696167), "100% 8/8 [00:11<00:00,  1.40s/it]",
        _summary(1.5054534673690796), "100% 8/8 [00:09<00:00,  1.17s/it]", "Training adapter2",
        _summary(1.5291342735290527), "100% 8/8 [00:09<00:00,  1.17s/it]",
        _summary(1.5291342735290527), "100% 8/8 [00:09<00:00,  1.17s/it]"]) + "\n")
    runs = _runs(log)
    assert [_points(run, "train_loss") for run in runs] == [2, 2]
    assert all(not run["rollbacks"] and "LD001" in _codes(run) for run in runs)
    assert all(any("end-of-run summaries" in w for w in run["warnings"]) for run in runs)


def test_summaries_without_banners_go_on_with_the_epochs_trained() -> None:
    found = summaries_only(["Training", _summary(1.5), "Training", _summary(1.2, 2.0), _summary(1.1)])
    assert found is not None
    assert found.text.split("\n")[:3] == ["Epoch 1 train_loss 1.5", "Epoch 3 train_loss 1.2", "Epoch 4 train_loss 1.1"]


def test_one_summary_is_a_run_of_one_point(tmp_path: Path) -> None:
    log = tmp_path / "train.out"
    log.write_text("Training\n" + _summary(0.71, 3.0) + "\n")
    [run] = _runs(log)
    assert _points(run, "train_loss") == 1 and "LD001" in _codes(run)


def test_a_summary_quoted_inside_a_line_is_no_summary() -> None:
    assert summaries_only(["result = " + _summary(0.71)]) is None


# --- table cells that are scalar reprs ------------------------------------------------------

@pytest.mark.parametrize(("cell", "number"), [
    ("tensor(3.1304, device='cuda:0', grad_fn=<DivBackward0>)", 3.1304),
    ("np.float32(0.69)", 0.69),
    ("array(0.5, dtype=float32)", 0.5),
    ("Decimal('0.25')", 0.25),
    ("tf.Tensor(-53.4, shape=(), dtype=float32)", -53.4),
    ("tensor([1., 2.])", None),  # a vector is no scalar
    ("f(0.5)", None),
    ("adam", None),
])
def test_a_cell_that_is_a_scalar_repr_is_its_number(cell: str, number: float | None) -> None:
    assert cell_number(cell) == number


def test_a_csv_of_tensor_reprs_is_a_table_of_numbers(tmp_path: Path) -> None:
    rows = ["Epoch,Train_loss,Val_loss"] + [
        f"{e},\"tensor({3.0 / e:.4f}, device='cuda:0', grad_fn=<DivBackward0>)\",\"tensor({3.2 / e:.4f}, device='cuda:0')\""
        for e in range(1, 41)]
    path = tmp_path / "losses.csv"
    path.write_text("\n".join(rows) + "\n")
    [run] = _runs(path)
    assert _points(run, "Train_loss") == 40 and _points(run, "Val_loss") == 40
    assert run["primary_loss"] == "Train_loss"
    assert any("40 cell(s) are a scalar's repr" in w and "Train_loss" in w for w in run["warnings"])


def test_a_jsonl_of_numpy_reprs_is_read(tmp_path: Path) -> None:
    path = tmp_path / "metrics.jsonl"
    path.write_text("".join(json.dumps({"step": i, "loss": f"np.float32({2.0 / (i + 1):.4f})"}) + "\n"
                            for i in range(30)))
    [run] = _runs(path)
    assert _points(run, "loss") == 30


def test_a_text_column_stays_text(tmp_path: Path) -> None:
    path = tmp_path / "log.csv"
    path.write_text("step,loss,note\n" + "".join(f"{i},{1.0 / (i + 1):.4f},f({i})\n" for i in range(30)))
    [run] = _runs(path)
    assert "note" not in {s["name"] for s in run["series"]}


# --- the PyTorch tutorial's `[epoch, i]` print, padded by `%5d` -------------------------------

def test_the_tutorials_padded_epoch_pairs_are_one_counter(tmp_path: Path) -> None:
    """`[1,  2000]` and `[1, 10000]` are two shapes of one print statement: one run, no rollback."""
    lines = ["Files already downloaded and verified"]
    for epoch in (1, 2):
        lines += [f"[{epoch}, {i:5d}] loss: {2.2 / (epoch + i / 12000):.3f}" for i in range(2000, 12001, 2000)]
        lines.append("Files already downloaded and verified")
    log = tmp_path / "train.out"
    log.write_text("\n".join(lines) + "\n")
    [run] = _runs(log)
    assert _points(run, "loss") == 12 and not run["rollbacks"]
    [series] = [s for s in run["series"] if s["name"] == "loss"]
    assert (series["first_step"], series["last_step"]) == (2000, 24000)


# --- a name printed after its value ---------------------------------------------------------

def test_a_loss_named_after_its_value_is_read(tmp_path: Path) -> None:
    lines = [f"Epoch {e} @ {10 + e // 3:02d}:{(e * 20) % 60:02d} PM : {0.98 - 0.001 * e:.4f} C.E. Loss, "
             f"{94 + e / 10:.2f}% Accuracy" for e in range(20)]
    log = tmp_path / "train.out"
    log.write_text("[W logger.cpp:314] Warning: Cuda time stats are not collected\n" + "\n".join(lines) + "\n")
    [run] = _runs(log)
    assert run["primary_loss"] == "C.E. Loss" and _points(run, "C.E. Loss") == 20
    assert _points(run, "Accuracy") == 20


@pytest.mark.parametrize(("gaps", "names"), [
    # A key before the number keeps it: `loss 0.5 done,` is the loss, not `done`.
    (("step ", " loss ", " Accuracy, lr ", ""), {"loss", "lr"}),
    # A count before a word that names no metric is no value of it.
    (("", " samples have invalid sizes"), set()),
])
def test_a_name_after_a_number_never_takes_a_named_value(gaps: tuple[str, ...], names: set[str]) -> None:
    from lossdoctor.ingest.textlog.generic.template import interpret

    shape = interpret(gaps)
    assert {name for _, name in shape.fields} == names
