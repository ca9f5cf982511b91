"""W&B exports: panel CSVs, history exports (CSV/JSONL/parquet) and runs-table CSVs."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from wandb_helpers import pairs, sdk_runs  # noqa: F401  (fixture)

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.ingest.wandb import export as wandb_export
from lossdoctor.ingest.wandb import run as wandb_run
from lossdoctor.ingest.wandb.panel import split_header
from lossdoctor.model import RawRun

PANEL = "wandb-csv-nanogpt-druidowm"
OFFLINE = "wandb-offline-nanogpt-druidowm"


def read(path: Path, *others: Path) -> list[RawRun]:
    """Claim `path` (offered alone, or with `others` as in a folder walk) and read it."""
    files = sorted([path, *others])
    units, _ = wandb_export.claim(files, path.parent)
    units = [u for u in units if u.paths == (path,)]
    assert len(units) == 1, f"{path.name} was not claimed"
    return wandb_export.read(units[0])


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


# --- panel exports ------------------------------------------------------------------------------

def test_split_header_uses_the_last_separator() -> None:
    assert split_header("a - b - train/loss__MAX") == ("a - b", "train/loss", "max")
    assert split_header("Group: g1 - train/loss") == ("Group: g1", "train/loss", "")
    assert split_header("model.flag: false - test_loss__MIN") == ("model.flag: false", "test_loss", "min")


def test_real_panel_export(realdata: Path) -> None:
    runs = read(realdata / PANEL / "wandb_export.csv")
    assert len(runs) == 8
    counts = {run.name: len(run.fragments[0].series["train/loss"]) for run in runs}
    assert min(counts.values()) == 51 and counts["gpt2"] == 386
    for run in runs:
        (fragment,) = run.fragments
        assert fragment.source.endswith(f"wandb_export.csv#{run.name}")
        loss = fragment.series["train/loss"]
        assert set(fragment.series) == {"train/loss"} and loss.role.value == "loss"
        assert loss.bucket_min is not None and loss.bucket_max is not None
        assert np.all(loss.bucket_min <= loss.values) and np.all(loss.values <= loss.bucket_max)
        assert any("bucketed W&B panel export" in w and "__MAX" in w for w in run.warnings)
        assert run.identity is None and run.format == "wandb_export"
    unstable = next(r for r in runs if r.name == "gpt2_char_to_token1729534595.422701")
    loss = unstable.fragments[0].series["train/loss"]
    at = int(np.flatnonzero(loss.steps == 61)[0])
    assert loss.values[at] > 8.4 and loss.values[at - 1] < 5.0


def test_panel_ragged_groups_custom_names_and_min_max(tmp_path: Path) -> None:
    path = write(tmp_path / "wandb_export_2024-12-27T01_42_23.467+01_00.csv", "\n".join([
        '"Step","my - run - train/loss","my - run - train/loss__MIN","my - run - train/loss__MAX",'
        '"Group: g1 - train/loss","Group: g1 - train/loss__MIN","Group: g1 - train/loss__MAX"',
        '"0","5","5","5","6","5.5","6.5"',
        '"10","4","3.5","9.5","",""," "',
        '"20","","","","nan","nan","nan"',
        '"30","Infinity","1","Infinity","2","1","3"',
    ]) + "\n")
    runs = {run.name: run for run in read(path)}
    assert list(runs) == ["my - run", "Group: g1"]
    mine = runs["my - run"].fragments[0].series["train/loss"]
    assert pairs(mine) == [[0, 5.0], [10, 4.0], [30, math.inf]]
    assert mine.bucket_max.tolist() == [5.0, 9.5, math.inf] and mine.bucket_min.tolist() == [5.0, 3.5, 1.0]
    group = runs["Group: g1"].fragments[0].series["train/loss"]
    assert group.steps.tolist() == [0, 20, 30] and math.isnan(group.values[1])


def test_panel_with_custom_x_axis_uses_exported_step(tmp_path: Path) -> None:
    path = write(tmp_path / "export.csv", "\n".join([
        'epoch,"r1 - _step","r1 - _step__MIN","r1 - _step__MAX","r1 - train/loss"',
        '0.5,"100","100","100","2.5"',
        '1.5,"200","200","200","2.0"',
    ]) + "\n")
    (run,) = read(path)
    assert set(run.fragments[0].series) == {"train/loss"}
    assert pairs(run.fragments[0].series["train/loss"]) == [[100, 2.5], [200, 2.0]]
    assert any("x axis 'epoch' is not a step count" in w for w in run.warnings)


# --- history exports ------------------------------------------------------------------------

def test_real_history_jsonl_matches_the_wandb_file(realdata: Path) -> None:
    folder = realdata / OFFLINE
    (history,) = read(folder / "run-jnyhr7aj.history.jsonl")
    units, _ = wandb_run.claim([folder / "run-jnyhr7aj.wandb"], folder)
    (binary,) = wandb_run.read(units[0])
    got, want = history.fragments[0].series, binary.fragments[0].series
    assert set(got) == set(want) == {"train/loss", "val/loss", "lr", "mfu"}
    for key in got:
        assert pairs(got[key]) == pairs(want[key])
        assert np.allclose(got[key].wall_times, want[key].wall_times)
    assert history.format == "wandb_history" and history.meta["step_key"] == "iter"


HISTORY_ROWS = [
    {"_step": 0, "_runtime": 1.0, "_timestamp": 1700000000.0, "train/loss": 3.0, "eval": {"loss": 3.5}},
    {"_step": 1, "_runtime": 2.0, "_timestamp": 1700000001.0, "train/loss": float("nan")},
    {"_step": 2, "_runtime": 3.0, "_timestamp": 1700000002.0, "train/loss": float("inf"), "media": {"_type": "image-file"}},
    {"_step": 3, "_runtime": 4.0, "_timestamp": 1700000003.0, "eval": {"loss": 2.5}, "note": "hi"},
]


def test_history_jsonl_sparse_nested_and_non_finite(tmp_path: Path) -> None:
    path = write(tmp_path / "history.jsonl", "".join(json.dumps(row) + "\n" for row in HISTORY_ROWS) + "junk\n")
    (run,) = read(path)
    series = run.fragments[0].series
    assert set(series) == {"train/loss", "eval.loss"}
    assert series["train/loss"].steps.tolist() == [0, 1, 2]
    assert math.isnan(series["train/loss"].values[1]) and series["train/loss"].values[2] == math.inf
    assert pairs(series["eval.loss"]) == [[0, 3.5], [3, 2.5]]
    assert run.fragments[0].wall_start == 1700000000.0
    assert any("1 lines are not JSON objects (first: line 5)" in w for w in run.warnings)
    assert any("'media' holds 1 non-numeric" in w for w in run.warnings)


def test_history_csv_blank_is_missing_and_framework_step(tmp_path: Path) -> None:
    path = write(tmp_path / "history.csv", "\n".join([
        ",_step,_runtime,_timestamp,train/global_step,train/loss,eval/loss",
        "0,0,1.0,1700000000,100,3.0,",
        "1,1,2.0,1700000001,200,nan,",
        "2,2,3.0,1700000002,,,2.5",
        "3,3,4.0,1700000003,300,inf,",
    ]) + "\n")
    (run,) = read(path)
    series = run.fragments[0].series
    assert set(series) == {"train/loss", "eval/loss"}
    assert series["train/loss"].steps.tolist() == [100, 200, 300]
    assert math.isnan(series["train/loss"].values[1]) and series["train/loss"].values[2] == math.inf
    assert pairs(series["eval/loss"]) == [[200, 2.5]]  # carried forward from the previous row
    assert run.warnings[0] == "history.csv: steps are the logged 'train/global_step', not W&B's internal _step"


def test_history_parquet_with_structs(tmp_path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    table = pa.table({
        "_step": pa.array([0, 1, 2], pa.int64()),
        "_runtime": [0.5, 1.5, 2.5],
        "_timestamp": [1.7e9, 1.7e9 + 1, 1.7e9 + 2],
        "train/loss": pa.array([2.0, None, float("nan")], pa.float64()),
        "eval": pa.array([{"loss": 1.5}, None, {"loss": 1.25}], pa.struct([("loss", pa.float64())])),
        "caption": ["a", "b", "c"],
    })
    path = tmp_path / "run-abc-history.parquet"
    pq.write_table(table, path)
    (run,) = read(path)
    series = run.fragments[0].series
    assert set(series) == {"train/loss", "eval.loss"}
    assert series["train/loss"].steps.tolist() == [0, 2] and math.isnan(series["train/loss"].values[1])
    assert pairs(series["eval.loss"]) == [[0, 1.5], [2, 1.25]]


def test_non_history_files_are_left_alone(tmp_path: Path) -> None:
    plain = write(tmp_path / "metrics.csv", "step,loss\n0,1\n")
    lines = write(tmp_path / "log.jsonl", '{"step": 0, "loss": 1}\n')
    units, rest = wandb_export.claim([plain, lines], tmp_path)
    assert units == [] and rest == [plain, lines]


# --- runs-table and summary files -------------------------------------------------------------

RUNS_TABLE = ('"Name","Agent","State","Notes","User","Tags","Created","Runtime","Sweep","batch_size","val_loss"\n'
              '"unetr_1763027298","","failed","-","","","2025-11-13T09:48:11.000Z","9910","1wfhjnkh","8","0.5"\n')


def test_runs_table_named_alone_is_one_clear_error(tmp_path: Path) -> None:
    path = write(tmp_path / "runs.csv", RUNS_TABLE)
    with pytest.raises(InputError) as caught:
        read(path)
    message = str(caught.value)
    assert message == (f"{path}: a W&B runs-table export holds one summary row per run, not a training "
                       "history; export the run's history (parquet) or point lossdoctor at the run folder")


def test_runs_table_in_a_folder_is_a_note_not_a_run(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(tmp_path / "runs.csv", RUNS_TABLE)
    write(tmp_path / "notes.txt", "hello\n")
    write(tmp_path / "train.csv", "step,loss\n0,3.0\n1,2.9\n2,2.8\n")
    assert main(["inspect", str(tmp_path), "--format", "json"]) == 0
    out, err = capsys.readouterr()
    assert [run["name"] for run in json.loads(out)["runs"]] == ["train.csv"]
    assert "runs.csv: a W&B runs-table export holds one summary row per run" in err and "skipped" in err


def test_summary_json_is_not_a_history(realdata: Path) -> None:
    summary = realdata / OFFLINE / "jnyhr7aj_wandb-summary.json"
    with pytest.raises(InputError, match="wandb-summary.json holds each metric's last value"):
        read(summary)


def test_cli_inspect_panel_and_runs_table(realdata: Path, tmp_path: Path,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inspect", str(realdata / PANEL / "wandb_export.csv"), "--format", "json"]) == 0
    runs = json.loads(capsys.readouterr().out)["runs"]
    assert len(runs) == 8 and all(run["primary_loss"] == "train/loss" for run in runs)
    assert all(any("bucketed" in w for w in run["warnings"]) for run in runs)
    table = write(tmp_path / "runs.csv", RUNS_TABLE)
    assert main(["inspect", str(table)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "runs-table export" in err


def test_a_run_folders_own_summary_is_no_note(sdk_runs: dict[str, Any], realdata: Path,  # noqa: F811
                                              tmp_path: Path) -> None:
    """A W&B run folder as a synced run leaves it: the SDK's offline run (`run-<id>.wandb`, the
    history) with the `files/wandb-summary.json` W&B writes beside it (a real one). A sweep of 30
    such folders printed 30 notes about their summaries. A summary alone in a folder walk is still
    named."""
    summary = realdata / OFFLINE / "jnyhr7aj_wandb-summary.json"
    runs = sorted(Path(sdk_runs["root"]).rglob("run-*.wandb"))[:3]
    for run_file in runs:
        folder = shutil.copytree(run_file.parent, tmp_path / "sweep" / run_file.parent.name)
        shutil.copyfile(summary, folder / "files" / "wandb-summary.json")
    loaded = api.load([tmp_path / "sweep"])
    assert len(loaded.runs) == len(runs)
    assert not [n for n in loaded.notes if "wandb-summary.json" in n]
    alone = tmp_path / "copied" / "files"
    alone.mkdir(parents=True)
    shutil.copyfile(summary, alone / "wandb-summary.json")
    write(tmp_path / "copied" / "train.csv", "step,loss\n0,3.0\n1,2.9\n2,2.8\n")
    notes = api.load([tmp_path / "copied"]).notes
    assert any("wandb-summary.json: a W&B wandb-summary.json holds each metric's last value" in n for n in notes)
