"""HF Trainer trainer_state.json snapshots and LLaMA-Factory trainer_log.jsonl."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.ingest.hf import trainer as hf_trainer
from lossdoctor.model import RawRun
from lossdoctor.roles import Role


def read_folder(folder: Path) -> list[RawRun]:
    files = sorted(p for p in folder.rglob("*") if p.is_file())
    units, _ = hf_trainer.claim(files, folder)
    return [raw for unit in units for raw in hf_trainer.read(unit)]


def train(step: int, loss: float, **extra: Any) -> dict[str, Any]:
    return {"epoch": step / 100, "grad_norm": 1.0, "learning_rate": 1e-4, "loss": loss, "step": step, **extra}


def final(step: int) -> dict[str, Any]:
    return {"epoch": step / 100, "step": step, "total_flos": 1e15, "train_loss": 2.2, "train_runtime": 100.0,
            "train_samples_per_second": 3.0, "train_steps_per_second": 0.5}


def write_state(path: Path, records: list[dict[str, Any]], global_step: int) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    doc = {"best_metric": None, "epoch": global_step / 100, "global_step": global_step,
           "log_history": records, "logging_steps": 10, "max_steps": 100, "trial_name": None}
    path.write_text(json.dumps(doc, indent=2))
    return path


def history(steps: range, base: float = 3.0) -> list[dict[str, Any]]:
    return [train(s, base - s / 100) for s in steps]


# ---- snapshots of one run ------------------------------------------------------------------

def test_checkpoint_snapshots_are_prefixes_one_run_no_rollback(tmp_path: Path) -> None:
    out = tmp_path / "out"
    full = history(range(10, 60, 10)) + [{"epoch": 0.3, "eval_loss": 2.8, "eval_runtime": 1.0, "step": 30}]
    full = full[:3] + [full[-1]] + full[3:5] + [final(50)]
    write_state(out / "checkpoint-20" / "trainer_state.json", full[:2], 20)
    write_state(out / "checkpoint-40" / "trainer_state.json", full[:5], 40)
    write_state(out / "trainer_state.json", full, 50)
    [raw] = read_folder(tmp_path)
    assert raw.name == "out" and raw.format == "hf_trainer"
    assert len(raw.fragments) == 1 and len(raw.sources) == 3
    assert raw.sources[0].endswith("out/trainer_state.json")
    assert len(raw.meta["prefix_snapshots"]) == 2
    series = raw.fragments[0].series
    assert series["loss"].steps.tolist() == [10, 20, 30, 40, 50]
    assert series["eval_loss"].steps.tolist() == [30]
    assert series["epoch"].steps.tolist() == [10, 20, 30, 40, 50]  # the eval record's epoch is not repeated
    assert "train_loss" not in series and "train_runtime" not in series
    assert raw.meta["final"]["train_loss"] == 2.2
    assert any("train_loss=2.2, the average over the whole run" in w for w in raw.warnings)
    [run] = load([tmp_path]).runs
    assert run.rollbacks == () and run.dead_points == 0


def test_a_snapshot_that_is_not_a_prefix_is_a_real_rollback(tmp_path: Path) -> None:
    out = tmp_path / "out"
    first_try = history(range(10, 50, 10))
    first_try[2]["loss"] = 40.0  # the spike at step 30 that made them resume from checkpoint-20
    write_state(out / "checkpoint-20" / "trainer_state.json", first_try[:2], 20)
    write_state(out / "checkpoint-40" / "trainer_state.json", first_try, 40)
    write_state(out / "trainer_state.json", first_try[:2] + history(range(30, 70, 10), 2.9), 60)
    [raw] = read_folder(tmp_path)
    assert [f.series["loss"].steps.tolist() for f in raw.fragments] == [[10, 20], [30, 40], [30, 40, 50, 60]]
    assert any("checkpoint-40/trainer_state.json: not a prefix of trainer_state.json: they part at "
               "log_history record 3 (step 30)" in w for w in raw.warnings)
    [run] = load([tmp_path]).runs
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(30, 40)]
    assert run.dead["loss"].values.tolist() == [40.0, 2.6]
    assert run.series["loss"].steps.tolist() == [10, 20, 30, 40, 50, 60]


def test_snapshot_files_beside_the_final_state_group_by_folder(tmp_path: Path) -> None:
    records = history(range(10, 110, 10))
    write_state(tmp_path / "run" / "checkpoint-40_trainer_state.json", records[:4], 40)
    write_state(tmp_path / "run" / "trainer_state.json", records, 100)
    write_state(tmp_path / "other" / "trainer_state.json", records[:3], 30)
    raws = read_folder(tmp_path)
    assert sorted(r.name for r in raws) == ["other", "run"]
    run = next(r for r in raws if r.name == "run")
    assert len(run.fragments) == 1 and len(run.fragments[0].series["loss"]) == 10


# ---- bad input ------------------------------------------------------------------------------------

def test_truncated_state_is_a_one_line_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write_state(tmp_path / "trainer_state.json", history(range(10, 60, 10)), 50)
    text = path.read_text()
    path.write_text(text[: len(text) // 2])
    with pytest.raises(InputError) as caught:
        read_folder(tmp_path)
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message
    assert "not valid JSON at line" in message and "(char " in message and "truncated" in message
    assert main(["inspect", str(path)]) == 2
    err = capsys.readouterr().err
    assert "not valid JSON" in err and err.count("\n") == 1


def test_a_truncated_snapshot_beside_good_ones_is_a_warning(tmp_path: Path) -> None:
    records = history(range(10, 60, 10))
    bad = write_state(tmp_path / "checkpoint-20" / "trainer_state.json", records[:2], 20)
    bad.write_text(bad.read_text()[:50])
    write_state(tmp_path / "trainer_state.json", records, 50)
    [raw] = read_folder(tmp_path)
    assert len(raw.fragments[0].series["loss"]) == 5
    assert any(w.startswith(str(bad)) and "skipped, the other snapshots are read" in w for w in raw.warnings)


def test_json_that_is_not_a_trainer_state(tmp_path: Path) -> None:
    path = tmp_path / "trainer_state.json"
    path.write_text('{"global_step": 3}')
    with pytest.raises(InputError, match="without a 'log_history' list"):
        read_folder(tmp_path)


def test_nan_values_odd_records_and_hidden_nan_evidence(tmp_path: Path) -> None:
    records: list[Any] = history(range(10, 40, 10))
    records[1]["loss"] = float("nan")
    records[2]["grad_norm"] = float("inf")  # a finite loss beside it: the filter hid something
    records.append({"loss": 1.0})  # no step
    records.append("garbage")
    records.append(train(40, 2.5, remaining_time="1h:02m", custom_metric="0.5"))
    write_state(tmp_path / "trainer_state.json", records, 40)
    [raw] = read_folder(tmp_path)
    loss = raw.fragments[0].series["loss"]
    assert loss.steps.tolist() == [10, 20, 30, 40]
    assert math.isnan(loss.values[1])
    assert raw.fragments[0].series["custom_metric"].values.tolist() == [0.5]
    assert "remaining_time" not in raw.fragments[0].series
    text = "\n".join(raw.warnings)
    assert "log_history record 4: the step 'step' is empty; row skipped" in text
    assert "log_history record 5 is a str, not an object; skipped" in text
    assert "1 record(s) have a non-finite grad_norm beside a finite loss (first at step 30)" in text
    assert "logging_nan_inf_filter" in text


# ---- real files ------------------------------------------------------------------------------------

def test_whisper_real_state(realdata: Path) -> None:
    [raw] = read_folder(realdata / "hf-whisper-ja-5k")
    series = raw.fragments[0].series
    loss = series["loss"]
    assert len(loss) == 200 and loss.steps[0] == 25 and loss.steps[-1] == 5000
    assert np.all(np.diff(loss.steps) == 25)
    assert series["eval_loss"].steps.tolist() == [1000, 2000, 3000, 4000, 5000]
    assert series["eval_loss"].role is Role.EVAL_LOSS
    assert len(series["eval_wer"]) == 5 and "train_loss" not in series
    assert not any("logging_nan_inf_filter" in w for w in raw.warnings)


def test_eagle3_real_state_with_custom_keys(realdata: Path) -> None:
    [raw] = read_folder(realdata / "hf-eagle3-star")
    series = raw.fragments[0].series
    assert len(series["loss"]) == 2000 and series["loss"].steps[-1] == 40000
    assert np.all(np.diff(series["loss"].steps) == 20)
    assert series["lr"].role is Role.LR and series["grad_norm"].role is Role.GRAD_NORM
    assert {f"train/ploss_{i}" for i in range(7)} <= set(series)
    assert "remaining_time" not in series
    assert raw.warnings == []


def test_llamafactory_real_folder(realdata: Path) -> None:
    folder = realdata / "llamafactory-mistral-translator"
    raws = {raw.name: raw for raw in read_folder(folder)}
    assert set(raws) == {"llamafactory-mistral-translator", "trainer_log.jsonl"}
    state = raws["llamafactory-mistral-translator"]
    assert len(state.fragments) == 1 and len(state.sources) == 3
    assert state.sources[0].endswith("/trainer_state.json")
    assert not any("not a prefix" in w for w in state.warnings)
    loss = state.fragments[0].series["loss"]
    assert len(loss) == 866 and loss.steps[0] == 10 and loss.steps[-1] == 8660
    log = raws["trainer_log.jsonl"]
    assert log.format == "llamafactory"
    series = log.fragments[0].series
    assert len(series["loss"]) == 866 and series["loss"].steps[-1] == 8660
    assert np.all(np.diff(series["loss"].steps) == 10)
    assert series["loss"].values.tolist() == loss.values.tolist()
    assert not {"total_steps", "percentage", "elapsed_time", "remaining_time", "current_steps"} & set(series)
    assert len(series["epoch"]) == 866  # the closing progress line adds no second point at 8660
    runs = load([folder]).runs
    assert all(run.rollbacks == () and run.dead_points == 0 for run in runs)


def test_cli_inspect_on_the_llamafactory_folder(realdata: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inspect", str(realdata / "llamafactory-mistral-translator"), "--format", "json"]) == 0
    # trainer_log.jsonl beside trainer_state.json: one run written twice, read side by side.
    [run] = json.loads(capsys.readouterr().out)["runs"]
    assert run["name"] == "llamafactory-mistral-translator" and run["primary_loss"] == "loss"
    assert {Path(s).name for s in run["sources"]} >= {"trainer_log.jsonl", "trainer_state.json"}
    assert [s["points"] for s in run["series"] if s["name"] == "loss"] == [866]


# ---- LLaMA-Factory bad input -----------------------------------------------------------------------

def test_llamafactory_junk_lines(tmp_path: Path) -> None:
    lines = [json.dumps({"current_steps": s, "total_steps": 40, "loss": 2.0 - s / 100, "learning_rate": 1e-5,
                         "epoch": s / 40, "percentage": s * 2.5, "elapsed_time": "0:00:10",
                         "remaining_time": "0:01:00"}) for s in (10, 20, 30)]
    lines.insert(1, "Traceback (most recent call last):")
    lines.append('{"current_steps": 40, "total_steps": 40, "loss": 1.')
    path = tmp_path / "trainer_log.jsonl"
    path.write_text("\n".join(lines))
    [raw] = read_folder(tmp_path)
    assert raw.fragments[0].series["loss"].steps.tolist() == [10, 20, 30]
    text = "\n".join(raw.warnings)
    assert "line 2: not valid JSON" in text and "line 5: cut off mid-write; skipped" in text


def test_empty_llamafactory_log(tmp_path: Path) -> None:
    path = tmp_path / "trainer_log.jsonl"
    path.write_text("\n\n")
    with pytest.raises(InputError, match="empty"):
        read_folder(tmp_path)


_REAL_STATE = (Path(__file__).parent / "realworld" / "cases"
               / "c24-whisper-tiny-norwegian-trainer-state-100k-steps-three-silent-resumes" / "files" / "trainer_state.json")


def test_log_history_saved_on_its_own_reads_as_the_state(tmp_path: Path) -> None:
    # `json.dump(trainer.state.log_history, f, indent=2)`: the records alone, as a JSON list (a
    # blind case, c40 BERT on DBpedia, was refused). Made from a real Trainer's state.
    state = json.loads(_REAL_STATE.read_text(encoding="utf-8"))
    whole, alone = tmp_path / "whole", tmp_path / "alone"
    whole.mkdir()
    alone.mkdir()
    (whole / "trainer_state.json").write_text(json.dumps(state), encoding="utf-8")
    (alone / "log_history.json").write_text(json.dumps(state["log_history"], indent=2), encoding="utf-8")
    [a], [b] = load([whole]).runs, load([alone]).runs
    assert set(a.series) == set(b.series)
    for name in a.series:
        assert a.series[name].steps.tolist() == b.series[name].steps.tolist()
        assert np.allclose(a.series[name].values, b.series[name].values, equal_nan=True)


def test_a_json_list_of_other_records_is_no_trainer_state(tmp_path: Path) -> None:
    # A list of records without the Trainer's `step` (a dataset, a config list) is not claimed.
    data = tmp_path / "samples.json"
    data.write_text(json.dumps([{"text": "a", "loss": 1.0, "epoch": 1}, {"text": "b", "loss": 0.5, "epoch": 2}]),
                    encoding="utf-8")
    units, rest = hf_trainer.claim([data], tmp_path)
    assert not units and rest == [data]
