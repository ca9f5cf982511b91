"""Three logs of blind batch c45 read wrong, written small as their programs print them:

- HF Trainer dicts with no step under DeepSpeed, whose `Invalidate trace cache @ step 596` line
  at every epoch's end was read as a step: one curve cut into fragments by rollbacks
  (`counters.numbered_beside_steps`); the audit now says points kept but dead are no coverage;
- a per-step training log beside a file of evaluation lines only, one run (`identity.evallog`);
- python-logging launches that each print their config dict once, four trainings among
  validation-only and test launches (`generic.dumps`).
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.ingest.textlog.generic.audit import Audit
from lossdoctor.ingest.textlog.generic.dumps import settings_names
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.ingest.textlog.generic.values import points_dead
from lossdoctor.roles import Role

# --- HF dicts with no step, DeepSpeed's trace-cache line between epochs ----------------------

_DS_HEAD = [
    "[2024-08-19 10:27:57,181] [INFO] [real_accelerator.py:161:get_accelerator] Setting ds_accelerator to cuda",
    "[2024-08-19 10:28:13,893] [INFO] [partition_parameters.py:348:__exit__] finished initializing model",
    "Adding LoRA adapters...",
]


def _dicts(epochs: int, per_epoch: int, trace: str | None, summary: bool = True) -> list[str]:
    lines = list(_DS_HEAD)
    if summary:  # the launcher's command line states the logging interval
        lines.insert(1, "[2024-08-19 10:27:58,215] [INFO] [runner.py:571:main] cmd = python -u train.py "
                        "--lora_enable True --num_train_epochs 6 --logging_steps 1 --bf16 True")
    total = epochs * per_epoch
    for step in range(1, total + 1):
        loss = 0.05 + 3.0 * math.exp(-step / 8) + 0.004 * math.sin(step)
        lines.append(f"{{'loss': {loss:.4f}, 'learning_rate': {2e-4 * (1 - step / total):.6e}, "
                     f"'epoch': {step / per_epoch:.2f}}}")
        if step % per_epoch == 0 and trace is not None:
            lines.append(trace)
            lines.append(f"save models to /out/checkpoint-{step} ")
    if summary:
        lines.append(f"{{'train_runtime': {total * 10.0:.3f}, 'train_samples_per_second': 2.553, "
                     f"'train_steps_per_second': 0.1, 'train_loss': 0.0499, 'epoch': {epochs:.1f}}}")
    lines.append("[2024-08-19 13:43:44,264] [INFO] [launch.py:347:main] Process 1646253 exits successfully.")
    return lines


def _one(path: Path) -> tuple[int, int, int]:
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    return len(loss), len(run.fragments), len(run.rollbacks)


@pytest.mark.parametrize("summary, first", [(True, 1), (False, 0)])
def test_stepless_dicts_with_another_clocks_step_between_epochs_are_one_curve(
        tmp_path: Path, summary: bool, first: int) -> None:
    # With the command line the dicts are placed every logging step; without it (nor the
    # summary) they are numbered from 0. Either way one curve.
    path = tmp_path / "sft.log"
    trace = "Invalidate trace cache @ step 596: expected module 4, but got module 3"
    path.write_text("\n".join(_dicts(6, 40, trace, summary)) + "\n", encoding="utf-8")
    [run] = api.load([path]).runs
    loss = run.series["loss"]
    assert (len(loss), len(run.fragments), len(run.rollbacks)) == (240, 1, 0)
    assert (int(loss.steps[0]), int(loss.steps[-1])) == (first, first + 239)
    assert not run.meta.get("reading", {}).get("doubt")


def test_a_stepped_line_at_a_dicts_step_joins_that_dicts_row(tmp_path: Path) -> None:
    # An engine line at the step of the dict before it (every epoch's last step): one row, not two.
    lines = _dicts(4, 30, None)
    out: list[str] = []
    count = 0
    for line in lines:
        out.append(line)
        if line.startswith("{'loss'"):
            count += 1
            if count % 30 == 0:
                out.append(f"Invalidate trace cache @ step {count}: expected module 4, but got module 3")
    path = tmp_path / "sft.log"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    assert _one(path) == (120, 1, 0)


def test_without_the_trace_line_nothing_changes(tmp_path: Path) -> None:
    path = tmp_path / "sft.log"
    path.write_text("\n".join(_dicts(3, 30, None)) + "\n", encoding="utf-8")
    assert _one(path) == (90, 1, 0)


def _fragment(steps: list[int], marked: bool = False) -> Fragment:
    from lossdoctor.model import Marker

    values = np.linspace(2.0, 1.0, len(steps))
    series = {"loss": Series("loss", np.asarray(steps, dtype=np.int64), values, role=Role.LOSS)}
    markers = (Marker("session_start", 0, "a relaunch"),) if marked else ()
    return Fragment("log.txt", series, markers=markers)


def test_points_kept_but_dead_are_no_coverage() -> None:
    # Three fragments; the second and third go back with no line stating it.
    run = RawRun("log.txt", "generic", [_fragment(list(range(1, 60))), _fragment(list(range(30, 80))),
                                        _fragment(list(range(70, 90)))], ["log.txt"])
    dead = points_dead([run])
    assert dead == 30 + 10  # 30..59 of the first, 70..79 of the second
    audit = Audit(0, 0, [], values_seen=400, points_kept=129, dead=dead)
    assert not audit.plausible and "40 of those set aside as abandoned" in (audit.doubt() or "")
    # A stated relaunch abandons nothing unstated.
    stated = RawRun("log.txt", "generic", [_fragment(list(range(1, 60))), _fragment(list(range(30, 80)), True)],
                    ["log.txt"])
    assert points_dead([stated]) == 0


# --- a step log beside its evaluation log ---------------------------------------------------

def _step_log(steps: int) -> list[str]:
    return [f"Step {step:4d} | norm: {3.0 * math.exp(-step / 500) + 0.2:.4f} | lr: {6e-4:.6f} | "
            f"loss: {1.1 + 4.5 * math.exp(-step / 300) + 0.02 * math.sin(step):.4f} | dt: 540.12"
            for step in range(steps)]


def _eval_log(steps: int, every: int, scale: float = 1.0) -> list[str]:
    marks = sorted(set(range(0, steps, every)) | {steps - 1})
    return [f"Eval step {step:4d} | train loss {1.08 + 4.5 * math.exp(-step / 300):.4f} | "
            f"val loss {scale * (1.12 + 4.5 * math.exp(-step / 300)):.4f} | BLUE: 0.0000" for step in marks]


def test_an_eval_only_log_beside_the_step_log_is_the_runs_eval_curve(tmp_path: Path) -> None:
    (tmp_path / "step_log.txt").write_text("\n".join(_step_log(1200)) + "\n", encoding="utf-8")
    (tmp_path / "loss_log.txt").write_text("\n".join(_eval_log(1200, 100)) + "\n", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.primary == "loss" and len(run.series["loss"]) == 1200
    assert run.series["val loss"].role is Role.EVAL_LOSS and len(run.series["val loss"]) == 13
    assert any("the run's evaluation log" in w for w in run.warnings)


def test_an_eval_log_on_another_scale_or_past_the_run_stays_apart(tmp_path: Path) -> None:
    other = tmp_path / "scale"
    other.mkdir()
    (other / "step_log.txt").write_text("\n".join(_step_log(1200)) + "\n", encoding="utf-8")
    (other / "loss_log.txt").write_text("\n".join(_eval_log(1200, 100, scale=40.0)) + "\n", encoding="utf-8")
    assert len(api.load([other]).runs) == 2
    later = tmp_path / "later"
    later.mkdir()
    (later / "step_log.txt").write_text("\n".join(_step_log(600)) + "\n", encoding="utf-8")
    (later / "loss_log.txt").write_text("\n".join(_eval_log(3000, 250)) + "\n", encoding="utf-8")
    assert len(api.load([later]).runs) == 2


# --- launches that each print their config dict once ------------------------------------------

def _config(stamp: str, infer: str, load_from: str = "None", bs: int = 32) -> str:
    return (f"{stamp} - DEBUG - Running with config {{'word2vecfile': '/data/GoogleNews-vectors-negative300.bin', "
            f"'wikidataset': '/data/wiki_727', 'cuda': True, 'test': False, 'bs': {bs}, 'test_bs': 8, "
            f"'epochs': 10, 'model': 'max_sentence_embedding', 'load_from': {load_from}, 'infer': {infer}}}")


def _validation(stamp: str, kind: str, epoch: int, pk: float) -> str:
    return (f"{stamp} - INFO - {kind} Epoch: {epoch}, accuracy: 0.9477, Pk: {pk}, Windiff: {pk}, B: 0.0, "
            f"S: 0.9453 ,F1: 0.0 . ")


def _training(stamp: str, epochs: list[float]) -> list[str]:
    out = []
    for epoch, loss in enumerate(epochs, start=1):
        out.append(f"{stamp} - DEBUG - Training Epoch: {epoch}, Loss: {loss}.")
        out.append(_validation(stamp, "Validating", epoch, 0.6714))
        if epoch == 1:
            out.append(_validation(stamp, "Testing", epoch, 0.6681))
            out.append(f"{stamp} - DEBUG - \x1b[32mCurrent best model from epoch 0 with p_k 0.668 and threshold "
                       "0.5\x1b[0m")
    return out


def _textsegment() -> list[str]:
    day = "2020-11-09 1{}:{:02d}:00,000"
    lines = [_config(day.format(0, 1), "None", bs=8), _validation(day.format(0, 2), "Testing", 1, 0.6628),
             _config(day.format(0, 3), "None")]
    lines += _training(day.format(0, 4), [0.2149])
    # a validation-only launch: epochs with no training loss
    lines += [_config(day.format(1, 5), "False", "'checkpoints/best_model.t7'")]
    lines += [_validation(day.format(1, 6), "Validating", e, 0.6714) for e in (1, 2, 3)]
    for minute in range(3):  # infer launches
        lines += [_config(day.format(2, minute), "True", "'checkpoints/best_model.t7'"),
                  _validation(day.format(2, minute), "Testing", 1, 0.3372)]
    lines += [_config(day.format(3, 0), "False")]
    lines += _training(day.format(3, 1), [0.2169, 0.192, 0.1696, 0.1601])
    lines += [_config(day.format(4, 0), "True", "'checkpoints/best_model.t7'"),
              _validation(day.format(4, 1), "Testing", 1, 0.3319), _config(day.format(4, 2), "False")]
    lines += _training(day.format(5, 0), [0.2144])
    lines += [_config(day.format(6, 0), "True", "'checkpoints/best_model.t7'"),
              _validation(day.format(6, 1), "Testing", 1, 0.6681), _config(day.format(6, 2), "False")]
    lines += _training(day.format(7, 0), [0.2154])
    lines += [_config(day.format(8, 0), "False", "'checkpoints/best_model.t7'")]
    lines += [_validation(day.format(8, 1), "Validating", e, 0.2898) for e in (1, 2, 3, 4)]
    return lines


def test_launches_that_each_dump_their_config_once_are_runs_of_their_own(tmp_path: Path) -> None:
    path = tmp_path / "train.log"
    path.write_text("\n".join(_textsegment()) + "\n", encoding="utf-8")
    runs = api.load([path]).runs
    sizes = [len(run.series["Loss"]) for run in runs if "Loss" in run.series]
    assert sizes == [1, 4, 1, 1]
    assert all(not run.rollbacks for run in runs)


def test_a_settings_dump_is_told_from_a_record() -> None:
    assert settings_names("Running with config {'lr': 0.001, 'bs': 32, 'cuda': True, 'path': '/a/b', 'seed': 1}") \
        == frozenset({"lr", "bs", "cuda", "path", "seed"})
    assert settings_names("Namespace(lr=0.1, bs=32, data='/x', seed=1, epochs=10)") is not None
    # numbers only: a metrics record; a loss named: a training record; too few settings
    assert settings_names("{'acc': 0.9, 'f1': 0.5, 'pk': 0.3, 'wd': 0.6, 'epoch': 2}") is None
    assert settings_names("{'loss': 0.9, 'lr': 0.1, 'path': '/x', 'a': 'b', 'c': 'd'}") is None
    assert settings_names("{'lr': 0.1, 'path': '/x'}") is None
