"""Line shapes, prefixes, NaN spellings, step-less records and negative cases of the generic reader."""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.discover import discover
from lossdoctor.errors import InputError
from lossdoctor.formats.json_report import as_dict
from lossdoctor.ingest.textlog import generic
from lossdoctor.model import RawRun
from lossdoctor.roles import Role
from stitch_helpers import fragment_points

NEGATIVE = Path(__file__).parent / "data" / "generic" / "negative"
LOSSES = [2.5, 2.4, 2.31, 2.2]


def _read(tmp_path: Path, lines: list[str], name: str = "train.log") -> list[RawRun]:
    path = tmp_path / name
    path.write_text("\n".join(["setting up", "  lr: 0.001", "  max_steps: 5000"] + lines) + "\n")
    units, rest = generic.claim([path], tmp_path)
    assert not rest, f"not claimed: {lines[:2]}"
    return generic.read(units[0])


def _series(runs: list[RawRun], name: str) -> tuple[list[int], list[float]]:
    [run] = runs
    return fragment_points(run, name)


SHAPES = {
    "key=value": ("step={s}, loss={v}, lr=1e-4", "loss"),
    "key: value": ("step: {s}  loss: {v}  grad_norm: 0.5", "loss"),
    "key value": ("iter {s} loss {v} lr 0.0001", "loss"),
    "pipes": ("| step: {s} | loss: {v} | lr: 1e-4 |", "loss"),
    "dict numbers": ("{{'step': {s}, 'loss': {v}, 'lr': 0.0001}}", "loss"),
    "dict strings": ("{{'step': '{s}', 'loss': '{v}', 'lr': '0.0001'}}", "loss"),
    "json": ('{{"global_step": {s}, "train/loss": {v}}}', "train/loss"),
    "positional": ("{s} train {v}", "train loss"),
    "postfix": ("Epoch 0:  45%|████▌     | {s}/1000 [00:30<00:36, 15.0it/s, loss={v}, v_num=0]", "loss"),
    "multi-word": ("Epoch: 0 | Step: {s} | Actor Loss: {v} | Critic Loss: 0.2", "Actor Loss"),
    "completed step": ("completed step: {s}, seconds: 1.341, TFLOP/s/device: 257.929, loss: {v}", "loss"),
}
PREFIXES = {
    "none": "",
    "timestamp": "2024-05-01 12:00:00,123 - INFO - ",
    "bracket time": "[2024-05-01 12:00:00] [INFO] ",
    "level": "INFO:__main__:",
    "absl": "I0604 12:00:00.123456 140098 train.py:123] ",
    "rank0": "[rank0]:",
    "default0": "[default0]:",
    "srun": "0: ",
    "ansi": "\x1b[32m[06/01 12:00:00 train]: \x1b[0m",
    "tqdm glued": " 10%|█         | 50/500 [00:10<01:30,  5.00it/s]",
}


# A bar glued before a bar, or before a bare number: there the bar's counter is the step.
COMBINATIONS = [(shape, prefix) for shape in sorted(SHAPES) for prefix in sorted(PREFIXES)
                if not (prefix == "tqdm glued" and shape in ("postfix", "positional"))]


@pytest.mark.parametrize(("shape", "prefix"), COMBINATIONS)
def test_line_shapes_with_any_prefix(tmp_path: Path, shape: str, prefix: str) -> None:
    template, name = SHAPES[shape]
    lines = [PREFIXES[prefix] + template.format(s=10 * (i + 1), v=v) for i, v in enumerate(LOSSES)]
    steps, values = _series(_read(tmp_path, lines), name)
    assert values == LOSSES
    assert steps == [10, 20, 30, 40]


@pytest.mark.parametrize("spelling", ["nan", "NAN", "NaN", "'nan'", "nan.0", "     nan", "-nan", "inf"])
def test_nan_spellings(tmp_path: Path, spelling: str) -> None:
    lines = [f"step: {s}  loss: {v}" for s, v in [(1, "2.5"), (2, spelling), (3, "2.3"), (4, "2.2")]]
    steps, values = _series(_read(tmp_path, lines), "loss")
    assert steps == [1, 2, 3, 4] and not math.isfinite(values[1]) and math.isfinite(values[2])


def test_running_average_in_parentheses_is_dropped(tmp_path: Path) -> None:
    lines = [f"Train: 0 [{i * 10:4d}/100 ({i * 10:3d}%)]  Loss: {v} (2.45)  Time: 0.5s,  250/s  (0.5s,  250/s)"
             for i, v in enumerate(LOSSES)]
    [run] = _read(tmp_path, lines)
    steps, values = _series([run], "Loss")
    assert values == LOSSES and steps == [0, 10, 20, 30]
    assert any("step = epoch × 100 + batch" in w for w in run.warnings)


def test_epoch_counter_derives_the_step(tmp_path: Path) -> None:
    lines = [f"Epoch {e} [{i:3d}/200]  loss: {2.5 - e * 0.1 - i / 1000:.4f}" for e in range(3) for i in (0, 100)]
    [run] = _read(tmp_path, lines)
    steps, _ = _series([run], "loss")
    assert steps == [0, 100, 200, 300, 400, 500]
    assert any("epoch × 200 + batch" in w for w in run.warnings)


def test_per_rank_lines_are_one_point(tmp_path: Path) -> None:
    lines = [f"[rank{r}]:step: {s}  loss: {v}" for s, v in zip((1, 2, 3, 4), LOSSES) for r in range(8)]
    [run] = _read(tmp_path, lines)
    assert len(run.fragments) == 1 and not run.warnings
    assert _series([run], "loss") == ([1, 2, 3, 4], LOSSES)


def test_rank_key_keeps_the_first_rank(tmp_path: Path) -> None:
    lines = [f"Epoch: 0, Step: {s}, Rank: {r}, loss = {v + r}" for s, v in zip((1, 2, 3, 4), LOSSES) for r in range(2)]
    assert _series(_read(tmp_path, lines), "loss") == ([1, 2, 3, 4], LOSSES)


def test_block_under_a_step_header(tmp_path: Path) -> None:
    lines = []
    for s, v in zip((100, 200, 300, 400), LOSSES):
        lines += [f"[batch={s}/5000]:", f"\t Train loss/train/total: {v}", "\t Train time/batch: 9"]
    steps, values = _series(_read(tmp_path, lines), "Train loss/train/total")
    assert (steps, values) == ([100, 200, 300, 400], LOSSES)


def test_records_without_step_are_numbered_and_said_so(tmp_path: Path) -> None:
    lines = [f"{{'loss': {v}, 'learning_rate': 5e-05, 'epoch': {0.1 * (i + 1):.2f}}}" for i, v in enumerate(LOSSES)]
    [run] = _read(tmp_path, lines)
    assert _series([run], "loss") == ([0, 1, 2, 3], LOSSES)
    assert any("numbered in order" in w for w in run.warnings)
    [run] = _read(tmp_path, ["TrainingArguments(logging_steps=50, output_dir=out)"] + lines, "with_config.log")
    assert _series([run], "loss")[0] == [50, 100, 150, 200]
    assert any("logging_steps=50" in w for w in run.warnings)


def test_a_regular_stepless_print_line_is_a_curve_in_line_order(tmp_path: Path) -> None:
    # `print(f"loss:{l}, accuracy:{a}")` every N batches, with no counter at all (c9 GraphNovo):
    # each line is a point in order, `key:value` without a space read as key and value.
    rng = np.random.default_rng(3)
    losses = [round(0.008 - 0.00001 * i + float(rng.normal(0, 0.0005)), 6) for i in range(60)]
    lines = [f"loss:{v}, accuracy:{0.997 + i * 1e-5:.6f}, recall:0.98{i % 7}" for i, v in enumerate(losses)]
    [run] = _read(tmp_path, lines)
    assert _series([run], "loss") == (list(range(60)), losses)
    assert any("numbered in order" in w for w in run.warnings)
    [document] = as_dict(api.analyze([tmp_path / "train.log"]))["runs"]
    assert document["reading"]["step_source"]["unit"] == "lines"
    assert document["reading"]["coverage"] == 1.0


@pytest.mark.parametrize("lines", [
    # Too few lines to be a loop's output: a few quoted results.
    [f"loss:{0.5 - i / 100}, accuracy:0.9" for i in range(5)],
    # The loss lines are a small part of what the log prints (a service reporting now and then).
    [line for i in range(30) for line in (f"loss:{0.5 - i / 100}, acc:0.9",
                                          *(f"GET /api/v{k} 200 {i * 3 + k} ms size={k * 10}" for k in range(3)))],
])
def test_stepless_lines_that_are_not_a_regular_curve_are_not_claimed(tmp_path: Path, lines: list[str]) -> None:
    path = tmp_path / "app.log"
    path.write_text("\n".join(lines) + "\n")
    with pytest.raises(InputError, match="not a training log"):
        discover([path])


def test_eval_variants_get_the_eval_role(tmp_path: Path) -> None:
    lines = []
    for s, v in zip((10, 20, 30, 40), LOSSES):
        lines += [f"step {s} loss {v}", f"valid | step {s} | loss {v + 0.1}", f"step {s} val_loss {v + 0.2}",
                  f"step {s} validation/loss {v + 0.3}", f"{{'eval_loss': {v + 0.4}, 'epoch': 1.0}}"]
    [run] = _read(tmp_path, lines)
    roles = {name: s.role for f in run.fragments for name, s in f.series.items()}
    assert roles["loss"] is Role.LOSS
    for name in ("valid_loss", "val_loss", "validation/loss", "eval_loss"):
        assert roles[name] is Role.EVAL_LOSS, name


def test_overflow_lines_become_skipped_steps(tmp_path: Path) -> None:
    lines = []
    for s, v in zip((10, 20, 30, 40), LOSSES):
        lines.append(f"[2023-08-01 12:00:00,123] [INFO] [logging.py:96:log_dist] [Rank 0] step={s}, skipped=0, "
                     "lr=[5e-05], mom=[(0.9, 0.95)]")
        lines.append(f"step {s} loss {v}")
        if s == 20:
            lines.append("[2023-08-01 12:00:00,123] [INFO] [loss_scaler.py:183:update_scale] [deepspeed] OVERFLOW! "
                         "Rank 0 Skipping step. Attempted loss scale: 65536, reducing to 32768")
    [run] = _read(tmp_path, lines)
    steps, values = _series([run], "skipped_steps")
    assert steps == [10, 20, 30, 40] and values[1] == 1.0
    assert _series([run], "loss_scale") == ([20], [32768.0])


def test_noise_before_training_is_passed_over(tmp_path: Path) -> None:
    from lossdoctor.scenarios.families import noise

    lines = noise(400) + [f"step {s} loss {v}" for s, v in zip((1, 2, 3, 4), LOSSES)]
    [run] = _read(tmp_path, lines)
    assert {n for f in run.fragments for n in f.series} == {"loss"}


@pytest.mark.parametrize("name", ["server.log", "pip.log", "pytest.log"])
def test_application_logs_are_not_training_logs(name: str) -> None:
    with pytest.raises(InputError, match="not a training log"):
        discover([NEGATIVE / name])


def test_folder_of_application_logs_has_no_training_logs() -> None:
    with pytest.raises(InputError, match="no training logs found") as caught:
        api.load([NEGATIVE])
    assert "--loss KEY" in str(caught.value)


def test_unreadable_text_quotes_the_closest_line_and_loss_key_makes_it_readable(tmp_path: Path) -> None:
    path = tmp_path / "run.log"
    path.write_text("starting\n" + "".join(f"epoch {e} objective {3 - e / 10}\n" for e in range(5)))
    with pytest.raises(InputError, match=r"line 2: 'epoch 0 objective 3.0'.*--loss KEY"):
        api.load([path])
    [run] = api.load([path], loss_keys=["objective"]).runs
    assert run.primary == "objective" and len(run.series["objective"]) == 5
    assert np.isfinite(run.series["objective"].values).all()


def test_json_lines_with_an_epoch_key_use_it(tmp_path: Path) -> None:
    """MAE's log.txt: one JSON object per epoch, with the epoch."""
    lines = [f'{{"train_lr": 0.0001, "train_loss": {v}, "epoch": {e}, "n_parameters": 111}}'
             for e, v in zip((0, 1, 2, 3), LOSSES)]
    [run] = _read(tmp_path, lines, "log.txt")
    assert _series([run], "train_loss") == ([0, 1, 2, 3], LOSSES)
    assert any("steps are the epoch number" in w for w in run.warnings)


def test_keras_reads_each_batch_and_each_epochs_result(tmp_path: Path) -> None:
    """Keras' per-batch lines are running means of the epoch so far: two thirds of the loss lines
    here, so the audit takes the reading that keeps them (issue 25), each at its batch."""
    lines = []
    for epoch, v in zip((1, 2, 3, 4), LOSSES):
        lines.append(f"Epoch {epoch}/4")
        lines += [f" {i:4d}/1875 [====>....] - ETA: 1:00 - loss: 9.9000" for i in (32, 640)]
        lines.append(f"1875/1875 [==============================] - 5s 2ms/step - loss: {v} - val_loss: {v + 1}")
    [run] = _read(tmp_path, lines)
    steps, values = _series([run], "loss")
    assert steps == [(e - 1) * 1875 + i for e in (1, 2, 3, 4) for i in (32, 640, 1875)]
    assert values[2::3] == LOSSES and set(values[0::3]) == {9.9}
    assert _series([run], "val_loss") == ([e * 1875 for e in (1, 2, 3, 4)], [v + 1 for v in LOSSES])


def test_keras_frames_redrawn_with_carriage_returns_leave_the_epochs_result(tmp_path: Path) -> None:
    """The same frames redrawn in place with `\r`: on screen each epoch's line shows its result."""
    lines = []
    for epoch, v in zip((1, 2, 3, 4), LOSSES):
        lines.append(f"Epoch {epoch}/4")
        lines.append("".join(f"\r {i:4d}/1875 [====>....] - ETA: 1:00 - loss: 9.9000" for i in (32, 640))
                     + f"\r1875/1875 [==============================] - 5s 2ms/step - loss: {v} - val_loss: {v + 1}")
    [run] = _read(tmp_path, lines)
    assert _series([run], "loss") == ([1, 2, 3, 4], LOSSES)
    assert _series([run], "val_loss") == ([1, 2, 3, 4], [v + 1 for v in LOSSES])


@pytest.mark.parametrize("name", ["gallery.txt", "gallery.json"])
def test_lossdoctor_reports_are_not_training_logs(name: str) -> None:
    """A report repeats `loss spiked 2.6x at step 1421` sentences: prose, not a log."""
    with pytest.raises(InputError, match="not a training log"):
        discover([Path(__file__).parent / "goldens" / name])


def test_step_counted_within_each_epoch_is_derived(tmp_path: Path) -> None:
    """The PyTorch tutorials' `Epoch [1/3], Step [100/600], Loss: 0.2345`."""
    lines = [f"Epoch [{e}/3], Step [{i}/600], Loss: {2.5 - e * 0.1 - i / 10000:.4f}" for e in (1, 2, 3)
             for i in (200, 400, 600)]
    [run] = _read(tmp_path, lines)
    steps, _ = _series([run], "Loss")
    # Epochs count from 1, so epoch 1's batches are steps 200..600.
    assert steps == [200, 400, 600, 800, 1000, 1200, 1400, 1600, 1800]
    assert len(run.fragments) == 1
    assert any("(epoch - 1) × 600 + batch" in w for w in run.warnings)


def test_epoch_batch_pair_of_the_pytorch_tutorials(tmp_path: Path) -> None:
    """`[1,  2000] loss: 2.304`, printed every 2000 mini-batches: steps run on across epochs."""
    lines = [f"[{e}, {i:5d}] loss: {2.3 - e * 0.1 - i / 100000:.3f}" for e in (1, 2) for i in (2000, 4000, 6000)]
    [run] = _read(tmp_path, lines)
    steps, _ = _series([run], "loss")
    assert steps == [2000, 4000, 6000, 8000, 10000, 12000] and len(run.fragments) == 1
    assert any("[epoch, batch]" in w for w in run.warnings)


def test_camel_case_validation_loss_is_the_eval_loss(tmp_path: Path) -> None:
    """Custom scripts print `TrainLoss=1.87 ... ValLoss=1.30`: the camelCase `Val` says held-out
    data as `val_` does (`IntervalLoss` does not)."""
    from lossdoctor.ingest.textlog.generic.names import role

    assert role("ValLoss") is role("validLoss") is role("TestLoss") is Role.EVAL_LOSS
    assert role("TrainLoss") is role("IntervalLoss") is Role.LOSS
    lines = [f"Epoch [{e:03d}/30] TrainLoss={2.0 / e:.4f} TrainAcc=48.54% | ValLoss={1.5 / e:.4f} | LR=1.00e-04"
             for e in range(1, 9)]
    [run] = api.load([_read_path(tmp_path, lines)]).runs
    assert run.primary == "TrainLoss" and run.series["ValLoss"].role is Role.EVAL_LOSS


def _read_path(tmp_path: Path, lines: list[str]) -> Path:
    path = tmp_path / "training.log"
    path.write_text("\n".join(lines) + "\n")
    return path


def _console(epochs: int, results: bool) -> str:
    """A tqdm console capture: a Train bar and a Val bar redrawn with \\r per epoch, and, when
    asked, the epoch's result line (`ValLoss=...`)."""
    rng = np.random.default_rng(3)
    out = []
    for e in range(1, epochs + 1):
        train = "".join(f"\r  Epoch {e:03d} [Train]: {100 * i // 20:3d}%|#| {i}/20 [00:0{i % 10}<00:01, 1.0it/s, "
                        f"acc=50.00%, loss={2.0 / e + rng.uniform(0, 0.3):.4f}]" for i in range(1, 21))
        val = "".join(f"\r  Epoch {e:03d} [Val]  : {100 * i // 5:3d}%|#| {i}/5 [00:0{i}<00:01, 1.0it/s, "
                      f"acc=60.00%, loss={rng.uniform(0.2, 3.0):.4f}]" for i in range(1, 6))
        out.append(train + val + "\r")
        if results:
            out.append(f"2026-05-08 22:49:56 | INFO | Epoch [{e:03d}/{epochs}] TrainLoss={2.0 / e + 0.15:.4f} "
                       f"TrainAcc=48.54% | ValLoss={1.0 + 0.5 / e:.4f} ValAcc=60.94% | LR=1.00e-04")
    return "\n".join(out) + "\n"


def test_an_eval_bar_beside_a_printed_result_is_not_the_eval_curve(tmp_path: Path) -> None:
    """The Val bar's last frame is the last batch's loss, not the pass's; when the log prints
    the result (`ValLoss=`), that is the eval curve and the bar's value is set aside."""
    (tmp_path / "with").mkdir()
    (tmp_path / "with" / "console.log").write_text(_console(12, results=True), encoding="utf-8")
    [report] = api.analyze([tmp_path / "with" / "console.log"]).runs
    evals = sorted(name for name, s in report.run.series.items() if s.role is Role.EVAL_LOSS)
    assert evals == ["ValLoss"]
    # Without a result line the bar's value is all there is: it stays the eval loss.
    (tmp_path / "without").mkdir()
    (tmp_path / "without" / "console.log").write_text(_console(12, results=False), encoding="utf-8")
    [report] = api.analyze([tmp_path / "without" / "console.log"]).runs
    assert [name for name, s in report.run.series.items() if s.role is Role.EVAL_LOSS]
