"""The text-log readers against the real logs in ../shared/realdata (counts checked by hand)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.ingest import textlog
from lossdoctor.ingest.base import Unit
from lossdoctor.model import RawRun
from lossdoctor.roles import Role


def _read(path: Path) -> list[RawRun]:
    units, rest = textlog.claim([path], path.parent)
    assert not rest, f"{path.name} was not claimed"
    return textlog.read(units[0])


def _series(run: RawRun, name: str) -> tuple[np.ndarray, np.ndarray]:
    assert len(run.fragments) == 1
    series = run.fragments[0].series[name]
    return series.steps, series.values


def test_llmc_main_log(realdata: Path) -> None:
    (run,) = _read(realdata / "mnGPT-llmc-main" / "main.log")
    steps, values = _series(run, "trl")
    assert len(steps) == 19560 and steps[0] == 0 and steps[-1] == 19559
    assert values[0] == pytest.approx(11.0091) and values[-1] == pytest.approx(3.2217)
    tel_steps, tel = _series(run, "tel")
    assert len(tel) == 80 and tel_steps[-1] == 19560 and tel[-1] == pytest.approx(3.2722)
    assert run.fragments[0].series["norm"].role is Role.GRAD_NORM
    assert run.warnings == []


def test_llmc_stdout_mangled_error_line(realdata: Path) -> None:
    (run,) = _read(realdata / "llmc-stdout-hector" / "gpt2_train.11685414.log")
    steps, values = _series(run, "loss")
    # 19560 step lines; the one at step 19528 (0-based 19527) has an error message spliced in.
    assert len(steps) == 19559 and steps[0] == 0 and steps[-1] == 19559
    assert 19527 not in steps and values[0] == pytest.approx(11.009662)
    assert any("line 19761" in w and "mangled" in w for w in run.warnings)
    val_steps, val = _series(run, "val loss")
    assert len(val) == 80 and val_steps[0] == 0 and val_steps[-1] == 19560
    assert run.meta["steps"].startswith("0-based")


def test_llmc_stdout_nan_and_time_limit(realdata: Path) -> None:
    (run,) = _read(realdata / "llmc-stdout-hector" / "gpt2_train.11679010.log")
    steps, values = _series(run, "loss")
    # 100 step lines; step 100 is cut off by the SLURM time limit and not read.
    assert len(steps) == 99 and np.isnan(values).all()
    assert any("line 168" in w for w in run.warnings)


@pytest.mark.parametrize("name, steps, vals", [
    ("87bd51fd-6203-4c88-b3aa-8a849a6a83ca.txt", 20344, 164),
    ("ad8d7ae5-7b2d-4ee9-bc52-f912e9174d7a.txt", 20344, 164),
    ("c0078066-c8c9-49c8-868a-ff4d4f32e615.txt", 15258, 124),
])
def test_modded_nanogpt(realdata: Path, name: str, steps: int, vals: int) -> None:
    (run,) = _read(realdata / "mnGPT-scaleup1b" / name)
    train_steps, train = _series(run, "train_loss")
    assert len(train) == steps and train_steps[0] == 1 and train_steps[-1] == steps
    val_steps, _ = _series(run, "val_loss")
    assert len(val_steps) == vals and val_steps[0] == 0
    assert run.fragments[0].series["val_loss"].role is Role.EVAL_LOSS


def test_modded_nanogpt_drop(realdata: Path) -> None:
    (run,) = _read(realdata / "mnGPT-scaleup1b" / "87bd51fd-6203-4c88-b3aa-8a849a6a83ca.txt")
    steps, values = _series(run, "train_loss")
    assert values[steps == 17106][0] == pytest.approx(0.907, abs=1e-3)


@pytest.mark.parametrize("folder, name, iters, evals", [
    ("nanogpt-text-druidowm-owt", "jqe8zy9r_output.log", 2547, 13),
    ("wandb-offline-nanogpt-druidowm", "jnyhr7aj_output.log", 2156, 11),
])
def test_nanogpt(realdata: Path, folder: str, name: str, iters: int, evals: int) -> None:
    (run,) = _read(realdata / folder / name)
    steps, _ = _series(run, "loss")
    assert len(steps) == iters and steps[-1] == iters - 1
    val_steps, _ = _series(run, "val loss")
    assert len(val_steps) == evals and val_steps[0] == 0
    assert run.fragments[0].series["mfu"].values[0] == -100.0


def test_megatron_out_files(realdata: Path) -> None:
    folder = realdata / "megatron-bigscience-chronicles"
    (run,) = _read(folder / "meg_ds_3d_gpt2_perf_n16-ds-off.out")
    steps, values = _series(run, "lm loss")
    assert len(steps) == 62 and steps[0] == 1 and values[0] == pytest.approx(12.44238)
    assert run.fragments[0].series["loss scale"].role is Role.LOSS_SCALE
    (run,) = _read(folder / "meg_gpt2_base_n8_dp1_tp4_pp8-1809562.out")
    frag = run.fragments[0]
    # 20 iteration lines; iteration 10 has no lm loss because all 10 iterations were skipped.
    assert len(frag.series["loss scale"]) == 20 and len(frag.series["lm loss"]) == 19
    assert list(frag.series["lm loss validation"].steps) == [100, 200]
    assert frag.series["lm loss validation"].role is Role.EVAL_LOSS
    assert any("no lm loss field" in w for w in run.warnings)


def test_markdown_excerpts(realdata: Path) -> None:
    folder = realdata / "megatron-bigscience-chronicles"
    runs = {run.name.rsplit("#", 1)[1]: run for run in _read(folder / "tr8-104B-wide_chronicles.md")}
    steps, values = _series(runs["L24"], "lm loss")
    assert list(steps) == [7000, 7010, 7220] and values[:2] == pytest.approx([6.444662, 11.42026])
    assert list(runs["L24"].fragments[0].series["lm loss validation"].steps) == [7000]
    _, diverged = _series(runs["L940"], "lm loss")
    assert diverged[0] == pytest.approx(7.02458) and np.isnan(diverged[1])
    runs = {run.name.rsplit("#", 1)[1]: run for run in _read(folder / "tr8b-104B_chronicles.md")}
    steps, values = _series(runs["L446"], "lm loss")
    scale = runs["L446"].fragments[0].series["loss scale"].values
    jump = list(steps).index(17062)
    assert values[jump - 1] == pytest.approx(2.667121) and values[jump] == pytest.approx(4.374269)
    assert scale[jump + 1] == scale[jump] / 2
    assert any("line 256" in w and "mangled" in w for w in runs["L256"].warnings)
    reshaping = _read(folder / "reshaping-log.md")
    assert len(reshaping) == 7 and all(run.name.startswith("reshaping-log.md#L") for run in reshaping)


def test_readme_source_and_index_not_claimed(realdata: Path) -> None:
    files = [realdata / "INDEX.md", realdata / "mnGPT-llmc-main" / "README.md",
             realdata / "mnGPT-llmc-main" / "SOURCE.txt", realdata / "wandb-offline-nanogpt-druidowm" /
             "jnyhr7aj_config.yaml", realdata / "algoperf-wmt-csv" / "measurements.csv"]
    units, rest = textlog.claim(files, realdata)
    assert units == [] and rest == files


def test_unit_is_format_tagged(realdata: Path) -> None:
    path = realdata / "mnGPT-llmc-main" / "main.log"
    units, _ = textlog.claim([path], realdata)
    assert units == [Unit("textlog", "mnGPT-llmc-main/main.log", (path,), {"format": "llmc-main"})]
