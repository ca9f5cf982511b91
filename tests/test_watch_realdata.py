"""Real logs replayed into a growing file in torn chunks: the watch must read exactly what `load` reads."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from watch_helpers import watcher

CASES = [
    "mnGPT-llmc-main/main.log",
    "llmc-stdout-hector/gpt2_train.11685414.log",
    "nanogpt-text-druidowm-owt/jqe8zy9r_output.log",
    "megatron-bigscience-chronicles/meg_gpt2_base_n8_dp1_tp4_pp8-1809562.out",
    "mmengine-scalars-dfine-concatenated-restarts/vis_data/scalars.json",
    "lightning-csv-genrisk-gan-nan-runs/lightning_logs/version_6/metrics.csv",
    "llamafactory-trainer-log-3epoch-drops/trainer_log.jsonl",
    "timm-summary-csv-adan-vit-resnet/CV/timm/exp_results/ResNet/Res50/summary_res50_100.csv",
    "algoperf-wmt-csv/measurements.csv",
    "wandb-offline-nanogpt-druidowm/run-jnyhr7aj.wandb",
]


def _tb_case(realdata: Path) -> list[str]:
    found = sorted((realdata / "algoperf-spike-resnet-sinv6").rglob("*tfevents*"))
    return [str(found[0].relative_to(realdata))] if found else []


@pytest.mark.parametrize("case", CASES + ["tensorboard"])
def test_replayed_in_torn_chunks(realdata: Path, tmp_path: Path, case: str) -> None:
    if case == "tensorboard":
        names = _tb_case(realdata)
        if not names:
            pytest.skip("no event file in the realdata folder")
        case = names[0]
    original = realdata / case
    if not original.exists():
        pytest.skip(f"{case} is not in ../shared/realdata")
    expected = api.load([_copy(original, tmp_path / "whole" / "run")]).runs
    data = original.read_bytes()
    target = tmp_path / "growing" / "run" / original.name
    target.parent.mkdir(parents=True)
    events: list = []
    w = watcher([target.parent], events, window=10**8)
    cuts = sorted(set(np.random.default_rng(5).integers(1, len(data), 12).tolist())) + [len(data)]
    written = 0
    with target.open("wb") as handle:
        for cut in cuts:
            handle.write(data[written:cut])
            handle.flush()
            written = cut
            w.poll()
    w.poll()
    got = {r.name: r for run in w.runs.values() for r in run.stitched.values()}
    assert sorted(got) == sorted(r.name for r in expected)
    for want in expected:
        have = got[want.name]
        assert have.primary == want.primary
        assert [(r.step, r.abandoned_to_step) for r in have.rollbacks] == \
            [(r.step, r.abandoned_to_step) for r in want.rollbacks]
        for name, series in want.series.items():
            assert name in have.series, name
            assert np.array_equal(have.series[name].steps, series.steps), name
            assert np.allclose(have.series[name].values, series.values, equal_nan=True), name


def _copy(path: Path, folder: Path) -> Path:
    folder.mkdir(parents=True)
    return Path(shutil.copy(path, folder / path.name))


def test_trainer_state_rewritten_whole(realdata: Path, tmp_path: Path) -> None:
    import json

    original = realdata / "hf-whisper-ja-5k" / "trainer_state.json"
    if not original.exists():
        pytest.skip("hf-whisper-ja-5k is not in ../shared/realdata")
    state = json.loads(original.read_text())
    target = tmp_path / "out" / "trainer_state.json"
    target.parent.mkdir()
    events: list = []
    w = watcher([target.parent], events)
    history = state["log_history"]
    for upto in (len(history) // 3, 2 * len(history) // 3, len(history)):
        # The Trainer rewrites the whole file at every save.
        target.write_text(json.dumps({**state, "log_history": history[:upto]}, indent=2))
        w.poll()
    expected = api.load([_copy(original, tmp_path / "whole" / "out")]).runs
    got = {r.name: r for run in w.runs.values() for r in run.stitched.values()}
    assert len(got) == len(expected) == 1
    (have,) = got.values()
    for name, series in expected[0].series.items():
        assert np.array_equal(have.series[name].steps, series.steps), name
    assert not have.rollbacks


def test_trainer_snapshots_in_new_checkpoint_folders_are_one_run(realdata: Path, tmp_path: Path) -> None:
    import json

    original = realdata / "hf-whisper-ja-5k" / "trainer_state.json"
    if not original.exists():
        pytest.skip("hf-whisper-ja-5k is not in ../shared/realdata")
    state = json.loads(original.read_text())
    history = state["log_history"]
    out = tmp_path / "whisper"
    out.mkdir()
    events: list = []
    w = watcher([out], events)
    steps = sorted({int(row["step"]) for row in history})
    for save in steps[len(steps) // 4::len(steps) // 4][:3]:
        # The Trainer writes checkpoint-N/trainer_state.json at every save.
        snapshot = {**state, "global_step": save, "log_history": [r for r in history if r["step"] <= save]}
        (out / f"checkpoint-{save}").mkdir()
        (out / f"checkpoint-{save}" / "trainer_state.json").write_text(json.dumps(snapshot))
        w.poll()
    (out / "trainer_state.json").write_text(json.dumps(state))
    w.poll()
    assert len(w.runs) == 1
    (have,) = next(iter(w.runs.values())).stitched.values()
    expected = api.load([out]).runs[0]
    for name, series in expected.series.items():
        assert np.array_equal(have.series[name].steps, series.steps), name
    # Each finding once: a new snapshot re-reads the history, it does not repeat its findings.
    ids = [e.id for e in events if e.event == "new"]
    assert ids and len(ids) == len(set(ids))
    assert len({(e.finding.code, e.finding.series, e.finding.start_step) for e in events if e.event == "new"}) \
        == len(ids)
