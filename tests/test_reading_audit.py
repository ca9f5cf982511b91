"""The readers audit their own reading (issue 25): ambiguous logs get the plausible reading, or
"not judged", and never an implausible structure reported as fact.

Each test writes a log with the shape a real writer gives (the real files are in the corpus,
tests/realworld); these add the variants and pin the behaviour down.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.formats.json_report import as_dict


def _write(path: Path, text: str, encoding: str = "utf-8") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode(encoding))
    return path


def _paddle_log(epochs: int = 6, iters: int = 98) -> str:
    """PaddleClas: per-iteration lines, a per-epoch `[Avg]` line (a second counter) and eval
    lines that count their own batches."""
    lines = []
    for epoch in range(1, epochs + 1):
        for it in range(0, iters, 10):
            loss = 6.9 - 0.2 * epoch - it / 1000
            lines.append(f"[2022/10/07 21:46:40] ppcls INFO: [Train][Epoch {epoch}/{epochs}][Iter: {it}/{iters}]"
                         f"lr(LinearWarmup): 0.00000204, CELoss: {loss:.5f}, loss: {loss:.5f}, batch_cost: 0.49s, "
                         f"ips: 260.2 samples/s, eta: 5:22:17")
        lines.append(f"[2022/10/07 21:47:28] ppcls INFO: [Train][Epoch {epoch}/{epochs}][Avg]CELoss: 6.1, loss: 6.1")
        for it in (0, 10, 20):
            lines.append(f"[2022/10/07 21:47:33] ppcls INFO: [Eval][Epoch {epoch}][Iter: {it}/25]CELoss: 6.8, "
                         f"loss: 6.8, top1: 0.1, batch_cost: 4.8s")
        lines.append(f"[2022/10/07 21:47:50] ppcls INFO: [Eval][Epoch {epoch}][Avg]CELoss: {6.9 - 0.1 * epoch:.4f}, "
                     f"loss: {6.9 - 0.1 * epoch:.4f}, top1: 0.2")
    return "\n".join(lines) + "\n"


def test_interleaved_counters_and_eval_batches_make_one_run(tmp_path: Path) -> None:
    log = _write(tmp_path / "train.log", _paddle_log())
    [run] = api.load([log]).runs
    loss = run.series["loss"]
    assert len(loss) == 6 * 10 and not run.rollbacks and len(run.fragments) == 1
    # Epochs count from 1: epoch 1's iterations are steps 0..90.
    assert loss.steps[0] == 0 and loss.steps[9] == 90 and loss.steps[10] == 98
    assert np.all(np.diff(loss.steps) > 0)
    # The eval result of each epoch is placed where training stood, not at its own batch counter.
    assert len(run.series["eval_loss"]) == 6
    reading = as_dict(api.analyze([log]))["runs"][0]["reading"]
    assert reading["doubt"] is None
    assert reading["passed_over"]["evaluation progress"] == 18
    assert "second step counter" in " ".join(reading["passed_over"])


def _keras_log(dynamic: bool) -> str:
    out = []
    for epoch in range(1, 4):
        out.append(f"Epoch {epoch}/3")
        frames = []
        for batch in range(1, 51):
            loss = 2.0 / epoch - batch / 1000 + (3.0 if (epoch, batch) == (2, 30) else 0.0)
            tail = f" - val_loss: {1.9 / epoch:.4f}" if batch == 50 else ""
            frames.append(f"{batch:>2}/50 [==============================] - ETA: 1s - loss: {loss:.4f}{tail}")
        out.append(("\b" * 60).join(frames) if dynamic else "\n".join(frames))
    return "\n".join(out) + "\n"


def test_keras_per_batch_lines_are_read_when_the_epoch_lines_leave_most_out(tmp_path: Path) -> None:
    log = _write(tmp_path / "train.log", _keras_log(dynamic=False))
    [run] = api.load([log]).runs
    loss = run.series["loss"]
    assert len(loss) == 150
    assert run.meta["reading"]["reading"] == "with Keras' per-batch lines"
    assert run.meta["reading"]["coverage"] == 1.0
    # The spike in epoch 2's 30th batch is a point now.
    assert float(loss.values[loss.steps == 80][0]) > 3.0
    assert len(run.series["val_loss"]) == 3


def test_keras_frames_redrawn_in_place_leave_the_epochs_result(tmp_path: Path) -> None:
    """The same frames redrawn over each other (backspaces): a person sees each epoch's last frame."""
    log = _write(tmp_path / "train.log", _keras_log(dynamic=True))
    [run] = api.load([log]).runs
    loss = run.series["loss"]
    assert loss.steps.tolist() == [1, 2, 3]
    assert run.meta["reading"]["reading"] == "as printed" and run.meta["reading"]["coverage"] == 1.0
    assert len(run.series["val_loss"]) == 3


def _keras_console_capture() -> str:
    """A Keras 2.0 `fit_generator` run as a console kept it (apacha/MusicSymbolClassifier, in the
    corpus as c5-keras2-pycharm-console-*): of each redrawn bar, the frame at batch 190 glued to
    the ModelCheckpoint message, then the epoch's result; ReduceLROnPlateau and EarlyStopping
    remarks (`Epoch 00002: ...`, numbered from 0) between epochs."""
    out = []
    for epoch in range(1, 5):
        loss = 1.6 / epoch
        out.append(f"Epoch {epoch}/200")
        note = (f"val_acc improved from {0.5 + epoch / 100:.5f} to {0.5 + epoch / 50:.5f}, saving model to vgg4.h5"
                if epoch % 2 else "val_acc did not improve")
        out.append(f"190/191 [============================>.] - ETA: 0s - loss: {loss + 0.01:.4f} - acc: 0.6301"
                   f"Epoch {epoch - 1:05d}: {note}")
        if epoch == 3:
            out += ["", f"Epoch {epoch - 1:05d}: reducing learning rate to 0.0005000000237487257."]
        out.append(f"191/191 [==============================] - 71s - loss: {loss:.4f} - acc: 0.6310 - "
                   f"val_loss: {loss + 0.3:.4f} - val_acc: 0.5267")
    out.append("Epoch 00003: early stopping")
    return "\n".join(out) + "\n"


def test_keras_console_frames_are_read_at_their_batch_and_remarks_keep_the_epoch(tmp_path: Path) -> None:
    log = _write(tmp_path / "2017-05-28_vgg4.txt", _keras_console_capture())
    [run] = api.load([log]).runs
    loss = run.series["loss"]
    # Half the loss lines are running means at batch 190: still the curve (issue 25).
    assert run.meta["reading"]["reading"] == "with Keras' per-batch lines"
    assert loss.steps.tolist() == [(e - 1) * 191 + b for e in range(1, 5) for b in (190, 191)]
    assert np.allclose(loss.values[1::2], [1.6 / e for e in range(1, 5)], atol=1e-4)
    # The remark `Epoch 00002: reducing learning rate` does not send epoch 3's result back to epoch 2,
    # and the glued `val_acc improved` message does not make a frame a validation value.
    assert run.series["val_loss"].steps.tolist() == [191 * e for e in range(1, 5)]
    assert not run.rollbacks and len(run.fragments) == 1


def test_a_test_loss_printed_after_training_does_not_replace_the_last_point(tmp_path: Path) -> None:
    """The corpus's c5-keras2-powershell-transcript-*: after the fit, the script prints the restored
    model's test loss as a bare `loss: 0.22596`; placed at the last training step it must not
    replace the epoch's result there (it read as a 2.7x spike at the end of a healthy run)."""
    text = _keras_console_capture() + ("Loading best model from check-point and testing...\n"
                                       "    avg / total       0.97      0.97      0.97      1515\n\n"
                                       "loss: 0.92596\nTotal Accuracy: 97.29373%\n")
    [run] = api.load([_write(tmp_path / "transcript.txt", text)]).runs
    loss = run.series["loss"]
    assert len(loss) == 8 and loss.steps[-1] == 4 * 191
    assert abs(float(loss.values[-1]) - 0.4) < 1e-4


def test_an_implausible_reading_is_not_judged(tmp_path: Path) -> None:
    """A log whose only loss lines restart their counter every second line: no reading makes it
    one plausible run, so the report says so and the gate does not pass it."""
    lines = []
    for block in range(15):
        lines += [f"iter {i} loss {5.0 + (block * 7 + i) % 11 / 3:.2f}" for i in range(1, 5)]
    log = _write(tmp_path / "odd.log", "\n".join(lines) + "\n")
    report = as_dict(api.analyze([log]))
    doubts = [run["reading"]["doubt"] for run in report["runs"]]
    assert all(doubts) and "no reading of this log is plausible" in doubts[0]
    assert all(any(f["code"] == "LD001" and f["severity"] == "error" for f in run["findings"])
               for run in report["runs"])
    assert main(["check", str(log)]) == 1
    assert main(["check", str(log), "--allow-unjudged"]) == 0


def test_utf16_crlf_log_reads_as_its_utf8_twin(tmp_path: Path) -> None:
    text = "".join(f"step {s}: loss {3.0 - s / 100:.4f}, lr 0.001\r\n" for s in range(0, 500, 10))
    plain = api.load([_write(tmp_path / "a" / "log.txt", text)]).runs[0]
    wide = api.load([_write(tmp_path / "b" / "log.txt", "\ufeff" + text, "utf-16-le")]).runs[0]
    assert np.array_equal(plain.series["loss"].values, wide.series["loss"].values)
    assert any("UTF-16" in w for w in wide.warnings)


def test_keras_csvlogger_named_training_log(tmp_path: Path) -> None:
    rows = "".join(f"{e},{0.5 + e / 100:.4f},{2.0 - e / 10:.4f},{2.1 - e / 12:.4f}\n" for e in range(12))
    log = _write(tmp_path / "training.log", "epoch,accuracy,loss,val_loss\n" + rows)
    [run] = api.load([tmp_path]).runs
    assert run.primary == "loss" and len(run.series["loss"]) == 12
    assert as_dict(api.analyze([log]))["runs"][0]["reading"]["step_source"]["name"] == "column 'epoch'"


def test_progress_string_step_and_rl_timesteps(tmp_path: Path) -> None:
    rows = [json.dumps({"loss": 2.0 - i / 100, "global_step/max_steps": f"{i}/200", "lr": 1e-4})
            for i in range(1, 201, 5)]
    [swift] = api.load([_write(tmp_path / "swift" / "logging.jsonl", "\n".join(rows) + "\n")]).runs
    assert swift.series["loss"].steps.tolist() == list(range(1, 201, 5))
    header = "rollout/ep_rew_mean,time/total_timesteps,train/loss\n"
    body = "".join(f"{i * 0.5},{i * 2048},{1.0 / i:.5f}\n" for i in range(1, 30))
    [sb3] = api.load([_write(tmp_path / "sb3" / "progress.csv", header + body)]).runs
    assert sb3.series["train/loss"].steps[-1] == 29 * 2048
    step = as_dict(api.analyze([tmp_path / "sb3"]))["runs"][0]["reading"]["step_source"]
    assert step == {"name": "column 'time/total_timesteps'", "unit": "timesteps"}


def test_mlperf_event_log(tmp_path: Path) -> None:
    events = ['{"key": "run_start", "value": null, "metadata": {}}']
    events += [json.dumps({"namespace": "", "event_type": "POINT_IN_TIME", "key": "train_loss",
                           "value": 3.0 - i / 50, "metadata": {"samples_count": 80 * i}}) for i in range(1, 40)]
    log = _write(tmp_path / "result_0.txt", "".join(f":::MLLOG {e}\n" for e in events))
    [run] = api.load([log]).runs
    assert run.primary == "train_loss" and len(run.series["train_loss"]) == 39
    assert run.series["train_loss"].steps[0] == 80


def test_notebook_cells_are_runs(tmp_path: Path) -> None:
    def cell(epochs: int, scale: float) -> dict:  # type: ignore[type-arg]
        text = []
        for e in range(1, epochs + 1):
            text += [f"Epoch {e}/{epochs}\n", f"100/100 [==============================] - 8s - loss: "
                     f"{scale / e:.4f} - acc: 0.5 - val_loss: {scale / e + 0.1:.4f} - val_acc: 0.5\n"]
        return {"cell_type": "code", "outputs": [{"output_type": "stream", "name": "stdout", "text": text}]}

    notebook = {"cells": [cell(10, 1.0), {"cell_type": "markdown", "source": []}, cell(8, 3.0)], "nbformat": 4}
    path = _write(tmp_path / "train.ipynb", json.dumps(notebook))
    runs = api.load([path]).runs
    assert [len(r.series["loss"]) for r in runs] == [10, 8]
    assert not any(r.rollbacks for r in runs)


def test_stream_record_array_is_the_console_it_wraps(tmp_path: Path) -> None:
    """A Kaggle log download: a JSON array of {stream_name, time, data} records whose `data`
    is the console text, cut mid-line; pip's download bars (`0.0/527.0 kB`) before training
    are no step, and HF's dicts print their values as strings."""
    writes = [("stdout", "Collecting trl\n"),
              ("stdout", "   \x1b[90m━━━━━━━━━━\x1b[0m \x1b[32m0.0/527.0 kB\x1b[0m eta -:--:--\r"),
              ("stdout", "   \x1b[90m━━━━━━━━━━\x1b[0m \x1b[32m527.0/527.0 kB\x1b[0m 12 MB/s eta 0:00:00\n"),
              ("stderr", "Unsloth: Will smartly offload gradients\n")]
    for step in range(1, 61):
        writes.append(("stderr", f"\r {step * 100 // 60:3d}%|██      | {step}/60 [00:{step:02d}<00:10, 1.0s/it]"))
        if step % 5 == 0:
            loss = 2.0 / (1 + step / 10)
            # One dict split over two writes, mid-line, as the host recorded it.
            writes.append(("stdout", f"\r{{'loss': '{loss:.4f}', 'grad_norm': '0.5"))
            writes.append(("stdout", f"12', 'learning_rate': '1e-05', 'epoch': '{step / 60:.2f}'}}\n"))
    records = [{"stream_name": name, "time": 7.0 + i, "data": data} for i, (name, data) in enumerate(writes)]
    path = _write(tmp_path / "kernel.log", "[" + "\n,".join(json.dumps(r) for r in records) + "]")
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    assert list(loss.steps) == list(range(5, 61, 5))
    assert abs(loss.values[0] - 2.0 / 1.5) < 1e-3
    assert any("stream records" in w for w in run.warnings)
    # An array of other records (rows of a table) is no console: not unwrapped.
    from lossdoctor.ingest.notebook import looks_wrapped, unwrap

    assert unwrap(json.dumps([{"stream_name": "x", "data": "a"}, {"loss": 1.0}]).encode()) is None
    # The keys in another order (a long `data` first) still open such an array.
    assert looks_wrapped(json.dumps([{"data": "x" * 600, "stream_name": "stdout", "time": 1.0}]).encode())


def test_relaunch_from_scratch_is_a_new_run_and_a_replay_stays_a_rollback(tmp_path: Path) -> None:
    """Two launches into one TensorBoard folder: from scratch with other values, no resume
    marker, is a run of its own; a relaunch that replays the same values is a rollback."""
    from tb_helpers import event, value, write

    def launch(folder: Path, suffix: str, wall: float, scale: float) -> None:
        write(folder, [event(s, wall + s, [value("train/loss", "simple", scale / (1 + s / 100))])
                       for s in range(0, 1000, 50)], suffix)

    launch(tmp_path / "new", ".1", 1.7e9, 3.0)
    launch(tmp_path / "new", ".2", 1.7e9 + 5000, 5.0)
    runs = api.load([tmp_path / "new"]).runs
    assert len(runs) == 2 and not any(r.rollbacks or r.dead_points for r in runs)
    launch(tmp_path / "replay", ".1", 1.7e9, 3.0)
    launch(tmp_path / "replay", ".2", 1.7e9 + 5000, 3.0)
    [run] = api.load([tmp_path / "replay"]).runs
    assert len(run.rollbacks) == 1
    evidence = as_dict(api.analyze([tmp_path / "replay"]))["runs"][0]["identity"]["evidence"]
    assert any("replays" in e for e in evidence)


def test_config_dumps_of_loss_weights_are_not_loss_lines(tmp_path: Path) -> None:
    """A config dump repeated by every launch (`LOSS_WEIGHT: 0.2`: one number, no counter) is
    not a line that prints a loss: the detectron2 dior_1shot trials were doubted for 15 such
    lines beside 11 read loss lines. A real loss line the reading leaves out still counts."""
    from lossdoctor.ingest.textlog.generic.audit import _loss_line

    assert not _loss_line("  BG_CLS_LOSS_WEIGHT: 0.2")
    assert not _loss_line("  LOSS_SCALE: 1e-4")
    assert _loss_line("iter: 19  total_loss: 8.13  lr: 0.0001")
    assert _loss_line("step 3 loss 2.5")
    lines = []
    for launch in range(3):
        lines += ["MODEL:", "  ROI_HEADS:"] + [f"    {k}_LOSS_WEIGHT: 0.{n + 1}" for n, k in enumerate(
            ("BG_CLS", "FG", "BOX", "MASK", "AUX", "GIOU", "L1", "DICE", "BCE", "CLS"))]
        lines += [f"iter: {i}  total_loss: {8.0 - i / 40 + launch * 0.01:.3f}  lr: 0.0001" for i in range(19, 120, 20)]
    log = _write(tmp_path / "log.txt", "\n".join(lines) + "\n")
    report = as_dict(api.analyze([log]))
    assert report["runs"] and all(not run["reading"].get("doubt") for run in report["runs"])
    assert all(not any(f["code"] == "LD001" for f in run["findings"]) for run in report["runs"])
