"""Logs a person reads by their epochs, and files beside them (devR51, from blind c35/c36 misses).

- A python-logging loop that prints every 200th of 1600 batches with a bare counter restarting
  each epoch (`train --- Current batch:200/1600  loss:[ 0.59]`) and, per epoch, `Epoch [E]/[LAST]
  Training Phase Loss: x`: the summary is the curve, along the epochs; the batch lines sample it.
  Where `[LAST]` changes (199 -> 249 -> 299) another launch goes on with the epochs: a resume, no
  rollback (c36 cats-vs-dogs ResNet).
- tqdm bars labelled with a bare `EEE/200` (`[fold_0] 001/200:  25%|##| 1/4 [..., loss=3.97]`),
  each redraw on its own line: the label is the epoch, each epoch's last frame its point (c35
  SegFormer3D spine LOOCV).
- `Reading model parameters from ckpt/ner.ckpt` before a relaunch states its resume (c36 IDCNN-CRF).
- A headerless table of numbers beside a run read from its folder (YOLOv5's old `results.txt`
  beside its TensorBoard file) is named in a note (d8 / c2 YOLOv5).

The real files are not licensed for committing; these are variants with their lines' shape.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

from lossdoctor import api
from lossdoctor.discover import discover
from lossdoctor.formats.json_report import as_dict


def _catdog(launches: tuple[tuple[int, int], ...] = ((0, 30),), every: int = 200, size: int = 1600) -> str:
    rng = random.Random(3)
    out = []
    for first, last in launches:
        for epoch in range(first, last):
            stamp = f"2018-01-27 10:{epoch % 60:02d}:45,165 INFO    : "
            for batch in range(every, size + 1, every):
                out.append(f"{stamp}train --- Current batch:{batch}/{size}  loss:[ {rng.uniform(0.1, 0.9):.8f}]")
            train = 0.07 * math.exp(-epoch / 20) + 0.03 + rng.uniform(0, 0.002)
            out.append(f"{stamp}Epoch [{epoch}]/[{last - 1}] \t Training Phase Loss: {train:.10f} \t Accuracy: 0.8")
            out.append(f"{stamp}Save module: checkpoints/{epoch}_train_state.pth")
            out.append(f"{stamp}val --- Current batch:200/400  loss:[ {rng.uniform(0.1, 0.9):.8f}]")
            out.append(f"{stamp}val --- Current batch:400/400  loss:[ {rng.uniform(0.1, 0.9):.8f}]")
            out.append(f"{stamp}Epoch [{epoch}]/[{last - 1}] \t Validation Phase Loss: {train * 0.8:.10f} \t "
                       "Accuracy: 0.9")
        out.append("2018-01-28 02:24:49,751 INFO    : Training complete in 946m 39s")
    return "\n".join(out) + "\n"


def test_epoch_summaries_beside_a_few_batches_an_epoch_are_the_curve(tmp_path: Path) -> None:
    log = tmp_path / "resnet.log"
    log.write_text(_catdog())
    [run] = api.load([log]).runs
    assert run.primary == "Training Phase Loss"
    loss = run.series[run.primary]
    assert loss.steps.tolist() == list(range(30))
    reading = run.meta["reading"]
    assert isinstance(reading, dict) and reading["doubt"] is None
    assert "the epoch" in str(reading["step_source"])
    assert any("the same 8 batches of each epoch" in why for why in reading["passed_over"])


def test_launches_that_print_another_last_epoch_go_on_without_a_rollback(tmp_path: Path) -> None:
    log = tmp_path / "resnet.log"
    log.write_text(_catdog(((0, 30), (30, 35), (35, 40))))
    [run] = api.load([log]).runs
    assert run.series[run.primary].steps.tolist() == list(range(40))
    assert len(run.fragments) == 3
    assert not run.rollbacks


def test_dense_batch_lines_stay_the_curve(tmp_path: Path) -> None:
    # Negative control: 16 batches an epoch are no sample; the batch lines stay the loss.
    log = tmp_path / "resnet.log"
    log.write_text(_catdog(every=100))
    [run] = api.load([log]).runs
    assert run.primary == "loss"
    assert len(run.series["loss"]) == 30 * 16


def test_a_sample_beside_too_few_summaries_stays_the_curve(tmp_path: Path) -> None:
    # Negative control: ten epoch summaries make no curve of their own beside 80 batch lines.
    log = tmp_path / "resnet.log"
    log.write_text(_catdog(((0, 10),)))
    [run] = api.load([log]).runs
    assert run.primary == "loss"
    assert len(run.series["loss"]) == 80


def test_batch_lines_that_print_their_epoch_stay_the_curve(tmp_path: Path) -> None:
    # Negative control: `Epoch 3 [200/1600] loss: x` states its own place; those lines stay the
    # loss beside the epoch's summary, a few an epoch or not.
    rng = random.Random(5)
    out = []
    for epoch in range(30):
        for batch in range(200, 1601, 200):
            out.append(f"Epoch {epoch} [{batch}/1600] loss: {rng.uniform(0.1, 0.9):.6f}")
        out.append(f"Epoch [{epoch}]/[29] \t Training Phase Loss: {0.07 * math.exp(-epoch / 20) + 0.03:.8f}")
    log = tmp_path / "train.log"
    log.write_text("\n".join(out) + "\n")
    [run] = api.load([log]).runs
    assert run.primary == "loss"
    assert len(run.series["loss"]) == 30 * 8


def _fold_bars(epochs: int = 30, label: str = "[fold_0] ") -> str:
    out = ["  FOLD 0  -  val: 3441_303"]
    value = 4.0
    for epoch in range(1, epochs + 1):
        out.append(f"{label}{epoch:03d}/{epochs:03d}:   0%|          | 0/4 [00:00<?, ?it/s]")
        for batch in range(4):
            for _ in range(4):
                value *= 0.997
                out.append(f"{label}{epoch:03d}/{epochs:03d}:  {25 * batch:2d}%|##        | {batch}/4 "
                           f"[00:14<00:42, 14.14s/it, loss={value:.4f}]")
        out.append(f"{label}{epoch:03d}/{epochs:03d}: 100%|##########| 4/4 [00:17<00:00,  2.98s/it, "
                   f"loss={value:.4f}]")
    return "\n".join(out) + "\n"


def test_a_bar_labelled_with_its_epoch_is_one_point_an_epoch(tmp_path: Path) -> None:
    log = tmp_path / "train_log.txt"
    log.write_text(_fold_bars())
    [run] = api.load([log]).runs
    loss = run.series[run.primary]
    assert loss.steps.tolist() == list(range(1, 31))
    assert abs(float(loss.values[0]) - 4.0 * 0.997 ** 16) < 1e-3  # the epoch's last frame
    reading = run.meta["reading"]
    assert isinstance(reading, dict) and reading["doubt"] is None
    assert reading["values_seen"] == reading["points_kept"] == 30


def test_a_bar_labelled_epoch_with_its_word_keeps_its_batches(tmp_path: Path) -> None:
    # Negative control: `Epoch 001/030:` names the epoch; its batches compose the step as before.
    log = tmp_path / "train_log.txt"
    log.write_text(_fold_bars(label="Epoch "))
    [run] = api.load([log]).runs
    assert len(run.series[run.primary]) == 30 * 4


def _ner_launch(first: int, last: int, fresh: bool) -> list[str]:
    stamp = "2018-08-17 16:18:49,814 - log\\train.log - INFO - "
    lines = [f"{stamp}model_type     :\tidcnn", f"{stamp}batch_size     :\t60", f"{stamp}lr             :\t0.001"]
    lines.append(f"{stamp}Created model with fresh parameters." if fresh
                 else f"{stamp}Reading model parameters from ckpt\\ner.ckpt")
    lines.append(f"{stamp}start training")
    rng = random.Random(first)
    for step in range(first, last + 1, 100):
        iteration, within = divmod(step, 1687)
        loss = 0.8 + 40.0 / (1 + step / 300) + rng.uniform(0, 0.4)
        lines.append(f"{stamp}iteration:{iteration + 1} step:{within}/1687, NER loss:{loss:9.6f}")
    return lines


def test_a_relaunch_reading_its_ckpt_states_its_resume(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("\n".join(_ner_launch(100, 6200, True) + _ner_launch(5800, 9000, False)) + "\n")
    report = api.analyze([log])
    [run] = report.runs
    assert len(run.run.rollbacks) == 1
    decisions = as_dict(report)["runs"][0]["identity"]["decisions"]
    assert [(d["kind"], d["rank"]) for d in decisions] == [("rollback", "stated")]
    assert "ckpt" in decisions[0]["evidence"] or "checkpoint" in decisions[0]["evidence"]


def _results_row(epoch: int, last: int) -> str:
    return (f"{epoch:>10}/{last}     1.85G    0.1259   0.06233   0.03069    0.2189        25       416"
            "         0         0  0.009178  0.002157    0.1183   0.04673    0.0293")


def test_a_headerless_table_beside_a_run_read_is_named(tmp_path: Path) -> None:
    folder = tmp_path / "exp"
    folder.mkdir()
    (folder / "results.txt").write_text("\n".join(_results_row(e, 29) for e in range(30)) + "\n")
    (folder / "train.log").write_text("\n".join(f"step {s} loss {2.0 / (1 + s):.4f}" for s in range(1, 40)) + "\n")
    found = discover([tmp_path])
    assert any("results.txt: not read" in note and "name no column" in note for note in found.notes)
    assert not found.unread  # a note only: no doubt on the run read


def test_a_headerless_table_alone_in_its_folder_is_not_named(tmp_path: Path) -> None:
    # Negative control: a folder without a run read; and a numeric table of two columns.
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "results.txt").write_text("\n".join(_results_row(e, 29) for e in range(30)) + "\n")
    (tmp_path / "pairs.txt").write_text("\n".join(f"{i} {i * 2}" for i in range(30)) + "\n")
    (tmp_path / "train.log").write_text("\n".join(f"step {s} loss {2.0 / (1 + s):.4f}" for s in range(1, 40)) + "\n")
    found = discover([tmp_path])
    assert not any("name no column" in note for note in found.notes)


def test_a_step_word_glued_to_its_counter_is_the_step(tmp_path: Path) -> None:
    # `iteration:2 step26/174,NER loss:12.4` (a BiLSTM-CRF NER trainer): step 26 of the epoch's 174.
    stamp = "2019-09-14 11:46:55,645 - log\\train.log - INFO - "
    lines = [f"{stamp}model_type     :\tidcnn", f"{stamp}is_train       :\tTrue"]
    for step in range(100, 5001, 100):
        iteration, within = divmod(step, 174)
        lines.append(f"{stamp}iteration:{iteration + 1} step{within}/174,NER loss:{25.0 / (1 + step / 500):9.6f}")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    [run] = api.load([log]).runs
    assert run.series[run.primary].steps.tolist() == list(range(100, 5001, 100))


def test_a_word_glued_to_a_number_without_a_total_stays_a_word(tmp_path: Path) -> None:
    # Negative control: `step100.pt` names a file; the line's own counter is the step.
    log = tmp_path / "train.log"
    log.write_text("\n".join(f"iter {s} loss {3.0 / s:.4f} saved step{s}.pt" for s in range(1, 40)) + "\n")
    [run] = api.load([log]).runs
    assert run.series[run.primary].steps.tolist() == list(range(1, 40))
