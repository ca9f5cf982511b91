"""The generic table reader: CSV/TSV/JSONL/parquet, junk rows, steps going back, AlgoPerf."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lossdoctor.api import load
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.ingest import tables
from lossdoctor.ingest.tables.columns import column_from_strings, find_step_column
from lossdoctor.model import RawRun
from lossdoctor.roles import Role
from stitch_helpers import fragment_points as series


def read_file(path: Path) -> list[RawRun]:
    units, rest = tables.claim([path], path.parent)
    assert len(units) == 1 and not rest, f"{path.name} not claimed"
    return tables.read(units[0])




def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


# ---- columns and step names -------------------------------------------------------------------

@pytest.mark.parametrize("names, expected", [
    (["loss", "step"], "step"),
    (["_step", "trainer/global_step", "loss"], "trainer/global_step"),
    (["_step", "train/loss"], "_step"),
    (["Step", "x"], "Step"),
    (["ITERATION", "lm loss"], "ITERATION"),
    (["time/iter", "loss"], None),
    (["epoch", "loss"], None),
    (["iter", "global_step"], "global_step"),
])
def test_step_column_names(names: list[str], expected: str | None) -> None:
    assert find_step_column(names) == expected


def test_strings_keep_nan_and_inf_as_values_and_find_junk() -> None:
    column = column_from_strings(["1.5", " 2 ", "nan", "NaN", "inf", "-Infinity", "1e400", None, "", "abc"])
    assert column.present.tolist() == [True, True, True, True, True, True, True, False, False, False]
    assert column.text.tolist() == [False] * 9 + [True]
    assert column.values[:2].tolist() == [1.5, 2.0]
    assert np.isnan(column.values[2:4]).all()
    assert column.values[4:7].tolist() == [math.inf, -math.inf, math.inf]
    assert column.example == "abc"


# ---- CSV -----------------------------------------------------------------------------------------

def test_csv_values_empty_cells_nan_inf_and_unicode(tmp_path: Path) -> None:
    path = write(tmp_path / "m.csv",
                 "step,loss,lr,Verlust/ü\n0,2.5,0.1,1\n1,nan,,2\n2,,0.1,3\n3,inf,0.1,\n4,1e400,0.1,5\n")
    [run] = read_file(path)
    assert run.format == "csv" and run.name == "m.csv"
    assert len(run.fragments) == 1
    steps, values = series(run, "loss")
    assert steps == [0, 1, 3, 4]  # the empty cell at step 2 is no point; 'nan' is a NaN point
    assert values[0] == 2.5 and math.isnan(values[1]) and values[2:] == [math.inf, math.inf]
    assert series(run, "lr")[0] == [0, 2, 3, 4]
    assert series(run, "Verlust/ü") == ([0, 1, 2, 4], [1.0, 2.0, 3.0, 5.0])
    assert run.fragments[0].series["loss"].role is Role.LOSS
    assert run.fragments[0].series["lr"].role is Role.LR
    assert run.warnings == []


def test_csv_junk_rows_are_skipped_with_their_line_numbers(tmp_path: Path) -> None:
    path = write(tmp_path / "junk.csv", "\n".join([
        "step,loss,lr",       # 1
        "0,2.0,0.1",          # 2
        "1,1.9,0.1",          # 3
        "",                   # 4 blank: ignored silently
        "2,1.8",              # 5 too few fields
        "Traceback (most recent call last):",  # 6
        "3,1.7,0.1,9",        # 7 too many
        "x4,1.6,0.1",         # 8 step not a number
        "5,oops,0.1",         # 9 junk cell
        "6,1.4,0.1",          # 10
        "7,1.",               # 11 cut off, no newline
    ]))
    [run] = read_file(path)
    assert series(run, "loss") == ([0, 1, 6], [2.0, 1.9, 1.4])
    assert series(run, "lr")[0] == [0, 1, 5, 6]
    text = "\n".join(run.warnings)
    assert "line 5: 2 fields where the header has 3; skipped" in text
    assert "line 6: 1 field where the header has 3; skipped" in text
    assert "line 7: 4 fields where the header has 3; skipped" in text
    assert "line 8: the step 'step' is not a number; row skipped" in text
    assert "column 'loss': 1 cell(s) hold text, not a number (first 'oops' at line 9)" in text
    assert "line 11: cut off mid-write (2 of 3 fields); skipped" in text
    assert all(w.startswith(str(path)) for w in run.warnings)


def test_big_csv_with_a_blank_and_a_junk_line_keeps_exact_line_numbers(tmp_path: Path) -> None:
    rows = ["step,loss"] + [f"{i},{1.0 + i / 1e5}" for i in range(50_000)]
    rows.insert(1000, "")
    rows.insert(40_000, "12,13,14")
    rows.insert(45_000, "zz,1.0")
    path = write(tmp_path / "big.csv", "\n".join(rows) + "\n")
    [run] = read_file(path)
    steps, _ = series(run, "loss")
    assert len(steps) == 50_000 and steps[-1] == 49_999
    assert any("line 40001: 3 fields" in w for w in run.warnings)
    assert any("line 45001: the step 'step' is not a number" in w for w in run.warnings)


def test_tsv_is_sniffed_by_content_without_an_extension(tmp_path: Path) -> None:
    path = write(tmp_path / "metrics", "iteration\ttrain loss\tgrad norm\n10\t3.0\t1.0\n20\t2.9\t1.1\n")
    [run] = read_file(path)
    assert run.format == "tsv"
    assert series(run, "train loss") == ([10, 20], [3.0, 2.9])
    assert run.fragments[0].series["grad norm"].role is Role.GRAD_NORM


def test_quoted_csv_with_delimiters_inside_names(tmp_path: Path) -> None:
    path = write(tmp_path / "q.csv", '"step","loss, smoothed","acc"\n"1","2.5","0.1"\n"2","2.4","0.2"\n')
    [run] = read_file(path)
    assert series(run, "loss, smoothed") == ([1, 2], [2.5, 2.4])


def test_no_step_column_uses_the_row_number_and_says_so(tmp_path: Path) -> None:
    [run] = read_file(write(tmp_path / "n.csv", "loss,acc\n3.0,0.1\n2.0,0.2\n1.0,0.3\n"))
    assert series(run, "loss") == ([0, 1, 2], [3.0, 2.0, 1.0])
    assert any("no step column" in w and "row number" in w for w in run.warnings)


def test_whole_number_epoch_is_the_step_when_nothing_else_is(tmp_path: Path) -> None:
    [run] = read_file(write(tmp_path / "keras.csv", "epoch,loss,val_loss\n0,3.0,3.1\n1,2.0,2.5\n2,1.0,2.4\n"))
    assert series(run, "val_loss")[0] == [0, 1, 2]
    assert "epoch" not in run.fragments[0].series
    assert any("'epoch' as the step" in w for w in run.warnings)


def test_backward_steps_split_fragments_and_duplicates_are_kept(tmp_path: Path) -> None:
    text = "step,loss\n" + "".join(f"{s},{v}\n" for s, v in
                                   [(0, 5.0), (10, 4.0), (20, 3.0), (20, 3.1), (30, 9.0), (40, 20.0),
                                    (20, 3.05), (30, 2.9), (40, 2.8)])
    path = write(tmp_path / "resumed.csv", text)
    [raw] = read_file(path)
    assert len(raw.fragments) == 2
    assert raw.fragments[0].series["loss"].steps.tolist() == [0, 10, 20, 20, 30, 40]
    assert raw.fragments[1].series["loss"].steps.tolist() == [20, 30, 40]
    assert any("step goes back from 40 to 20 at line 8" in w for w in raw.warnings)
    [run] = load([path]).runs
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(20, 40)]
    assert run.series["loss"].steps.tolist() == [0, 10, 20, 30, 40]
    assert run.series["loss"].values.tolist() == [5.0, 4.0, 3.05, 2.9, 2.8]
    assert len(run.dead["loss"]) == 4  # 20, 20, 30, 40 of the abandoned attempt


def test_restart_at_zero_is_a_new_trial_run(tmp_path: Path) -> None:
    # The second trial draws a curve of its own: the same values again would be a rerun of the
    # first (a rollback, `identity.replay`, the rule of every reader; `test_tables_appended_fits`).
    rows = [(s, 3.0 - s / 1000) for s in range(0, 1001, 100)] + [(s, 2.5 - s / 2000) for s in range(0, 1001, 100)]
    path = write(tmp_path / "trials.csv", "step,loss\n" + "".join(f"{s},{v}\n" for s, v in rows))
    runs = read_file(path)
    assert [r.name for r in runs] == ["trials.csv", "trials.csv#trial2"]
    assert [len(series(r, "loss")[0]) for r in runs] == [11, 11]
    assert any("restarts at 0 at line 13 after reaching 1000" in w for w in runs[0].warnings)
    assert runs[1].warnings == [f"{path}: trial 2 of 2, from line 13"]


def test_a_relaunch_appended_under_one_header_counting_from_zero_is_a_new_trial(tmp_path: Path) -> None:
    # A custom PPO script's csv.writer: 4 updates of 5120 timesteps, then the relaunch with 1280
    # per update appends below the same header (blind batch c13). Both count from 0.
    rows = [(5120 * k, 0.36 - 0.04 * k) for k in range(1, 5)] + [(1280 * k, 0.05 - 0.0005 * k) for k in range(1, 31)]
    path = write(tmp_path / "progress.csv", "num_episodes,total_loss,total timesteps\n"
                 + "".join(f"{i},{v},{s}\n" for i, (s, v) in enumerate(rows)))
    runs = read_file(path)
    assert [len(series(r, "total_loss")[0]) for r in runs] == [4, 30]
    # A resume from a checkpoint comes back to a step past its own interval: one run, a rollback.
    resumed = [(1280 * k, 1.0 / k) for k in range(1, 11)] + [(1280 * k, 0.9 / k) for k in range(6, 16)]
    path = write(tmp_path / "resumed.csv", "total timesteps,total_loss\n" + "".join(f"{s},{v}\n" for s, v in resumed))
    [raw] = read_file(path)
    assert len(raw.fragments) == 2


def test_text_and_empty_columns_are_not_series(tmp_path: Path) -> None:
    path = write(tmp_path / "t.csv", "step,loss,accuracy,note,unused\n1,2.0,high,a,\n2,1.9,low,b,\n")
    [run] = read_file(path)
    assert set(run.fragments[0].series) == {"loss"}
    assert any("column 'accuracy' holds text" in w for w in run.warnings)
    assert not any("'note'" in w for w in run.warnings)  # not metric-like: not worth a warning


def test_wall_clock_column_becomes_wall_times(tmp_path: Path) -> None:
    path = write(tmp_path / "w.csv", "step,timestamp,loss\n1,1700000000.5,2.0\n2,1700000010.5,1.9\n")
    [run] = read_file(path)
    fragment = run.fragments[0]
    assert fragment.wall_start == 1700000000.5
    assert fragment.series["loss"].wall_times.tolist() == [1700000000.5, 1700000010.5]
    assert "timestamp" not in fragment.series


# ---- JSONL and parquet --------------------------------------------------------------------------

def test_jsonl_nested_keys_nan_and_junk_lines(tmp_path: Path) -> None:
    path = write(tmp_path / "log.jsonl", "\n".join([
        '{"step": 0, "loss": 2.5, "eval": {"loss": 3.0}, "tag": "a"}',
        '{"step": 1, "loss": NaN}',
        'this is not json',
        '',
        '{"step": 2, "loss": Infinity}',
        '[1, 2]',
        '{"step": "abc", "loss": 1.0}',
        '{"step": 3, "loss": 1e400, "eval": {"loss": 2.0}}',
        '{"step": 4, "loss": 1.5',
    ]))
    [run] = read_file(path)
    assert run.format == "jsonl"
    steps, values = series(run, "loss")
    assert steps == [0, 1, 2, 3]
    assert values[0] == 2.5 and math.isnan(values[1]) and values[2:] == [math.inf, math.inf]
    assert series(run, "eval.loss") == ([0, 3], [3.0, 2.0])
    assert "tag" not in run.fragments[0].series
    text = "\n".join(run.warnings)
    assert "line 3: not valid JSON" in text
    assert "line 6: a JSON list, not an object; skipped" in text
    assert "line 7: the step 'step' is not a number; row skipped" in text
    assert "line 9: cut off mid-write; skipped" in text


def test_clean_jsonl_takes_the_fast_path(tmp_path: Path) -> None:
    lines = [json.dumps({"global_step": i * 2, "train/loss": 1.0 / (i + 1)}) for i in range(1000)]
    [run] = read_file(write(tmp_path / "h.jsonl", "\n".join(lines) + "\n"))
    steps, values = series(run, "train/loss")
    assert steps[:3] == [0, 2, 4] and len(steps) == 1000 and values[-1] == pytest.approx(0.001)
    assert run.warnings == []


def test_parquet(tmp_path: Path) -> None:
    import pyarrow as pa
    import pyarrow.parquet as pq

    path = tmp_path / "history.parquet"
    pq.write_table(pa.table({"step": [0, 1, 2], "loss": pa.array([3.0, float("nan"), 1.0]),
                             "lr": [None, 0.1, 0.1], "eval": [{"loss": 2.0}, None, {"loss": 1.5}]}), path)
    [run] = read_file(path)
    assert run.format == "parquet"
    steps, values = series(run, "loss")
    assert steps == [0, 1, 2] and math.isnan(values[1])
    assert series(run, "eval.loss") == ([0, 2], [2.0, 1.5])
    assert series(run, "lr")[0] == [1, 2]


# ---- what is not a log -----------------------------------------------------------------------------

def test_folder_walk_passes_over_files_that_are_not_histories(tmp_path: Path) -> None:
    write(tmp_path / "config.json", json.dumps({"lr": 0.1, "layers": 12}, indent=2))
    write(tmp_path / "one.json", json.dumps({"lr": 0.1}) + "\n")
    write(tmp_path / "summary.csv", "name,loss\nrun-a,2.3\n")
    write(tmp_path / "header.csv", "step,loss\n")
    write(tmp_path / "words.csv", "name,colour\nbob,red\nann,blue\n")
    write(tmp_path / "train.log", "step,loss\n1,2.0\n2,1.9\n")  # a table under a log's name
    write(tmp_path / "console.log", "epoch 1, loss 2.0\nepoch 2, loss 1.9\nepoch 3, loss 1.8\n")
    write(tmp_path / "notes.md", "a,b\n1,2\n3,4\n")
    good = write(tmp_path / "metrics.csv", "step,loss\n1,2.0\n2,1.9\n")
    files = sorted(tmp_path.iterdir())
    units, rest = tables.claim(files, tmp_path)
    assert [u.paths for u in units] == [(good,), (tmp_path / "train.log",)]
    assert len(rest) == len(files) - 2


@pytest.mark.parametrize("text, reason", [
    ("step,loss\n", "a header and no data rows"),
    # One row of final numbers with no step: a summary (one row under a step is a run's first point).
    ("final_loss,best_acc\n0.2,0.9\n", "only one data row"),
    ("name,colour\nbob,red\nann,blue\n", "no column holds numbers"),
])
def test_a_named_table_that_is_no_history_is_one_line_error(tmp_path: Path, text: str, reason: str) -> None:
    path = write(tmp_path / "x.csv", text)
    units, _ = tables.claim([path], tmp_path)
    with pytest.raises(InputError) as caught:
        tables.read(units[0])
    message = str(caught.value)
    assert message.startswith(str(path)) and reason in message and "\n" not in message


def test_cli_exit_codes_on_bad_tables(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    header = write(tmp_path / "header.csv", "step,loss\n")
    assert main(["inspect", str(header)]) == 2
    err = capsys.readouterr().err
    assert "a header and no data rows" in err and err.count("\n") == 1
    empty = tmp_path / "empty.csv"
    empty.write_bytes(b"")
    assert main(["inspect", str(empty)]) == 2
    assert "empty" in capsys.readouterr().err


def test_cli_inspect_json_on_a_junk_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "j.csv", "step,loss\n0,2.0\n1,garbage,x\n2,1.8\n")
    assert main(["inspect", str(path), "--format", "json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    [run] = doc["runs"]
    assert run["primary_loss"] == "loss"
    assert [s["points"] for s in run["series"] if s["name"] == "loss"] == [2]
    assert any("line 3: 3 fields where the header has 2" in w for w in run["warnings"])


# ---- AlgoPerf ------------------------------------------------------------------------------------------

def test_algoperf_preemption_marks_a_resume(tmp_path: Path) -> None:
    path = write(tmp_path / "measurements.csv", "\n".join([
        "global_step,grad_norm,loss,train/loss,validation/loss,preemption_count",
        "0,5.0,11.0,,,",
        "1,,,11.1,11.2,0.0",
        "100,0.3,9.0,,,",
        "200,0.2,8.5,,,",
        "200,,,8.4,8.6,0.0",
        "150,0.25,8.8,,,",
        "160,,,8.7,8.8,1.0",
        "300,0.2,8.0,,,",
    ]) + "\n")
    [run] = read_file(path)
    assert run.format == "algoperf"
    assert len(run.fragments) == 2
    assert run.fragments[1].markers[0].kind == "resumed"
    assert run.fragments[1].markers[0].step == 150  # where the resumed job started again
    assert "preemption_count 0 -> 1 at line 8" in run.fragments[1].markers[0].detail
    assert run.fragments[0].series["train/loss"].role is Role.EVAL_LOSS
    [stitched] = load([path]).runs
    [join] = stitched.joins
    assert (join.step, join.kind) == (150, "rollback") and "preemption_count 0 -> 1" in (join.marker or "")


def test_algoperf_wmt_real_file(realdata: Path) -> None:
    folder = realdata / "algoperf-wmt-csv"
    files = sorted(folder.iterdir())
    units, rest = tables.claim(files, folder)
    assert [u.paths for u in units] == [(folder / "measurements.csv", folder / "eval_measurements.csv")]
    assert sorted(p.name for p in rest) == ["SOURCE.txt", "hparams.json"]
    [run] = tables.read(units[0])
    steps, values = series(run, "loss")
    assert len(steps) == 1334 and steps[0] == 0 and steps[-1] == 133300
    assert values[0] == pytest.approx(11.156319)
    assert len(series(run, "validation/loss")[0]) == 57
    assert series(run, "validation/loss")[0][-1] == 133333
    assert run.sources[1].endswith("eval_measurements.csv")
    assert not any(m for f in run.fragments for m in f.markers)
    [stitched] = load([folder / "measurements.csv"]).runs
    assert stitched.primary == "loss"


def test_algoperf_divergence_keeps_the_inf(realdata: Path) -> None:
    [run] = read_file(realdata / "algoperf-diverge-criteo-gadam" / "measurements.csv")
    steps, values = series(run, "loss")
    assert len(steps) == 74 and steps[-1] == 73 and values[-1] == math.inf


def test_jsonl_whose_columns_change_type_and_shape(tmp_path: Path) -> None:
    lines = [json.dumps({"step": i, "loss": 2.0 - i / 100}) for i in range(30)]
    lines[20] = json.dumps({"step": 20, "loss": "n/a", "eval_loss": 1.5})
    lines[25] = json.dumps({"step": 25, "eval_loss": 1.4, "extra": {"a": 1}})
    [run] = read_file(write(tmp_path / "shape.jsonl", "\n".join(lines) + "\n"))
    steps, _ = series(run, "loss")
    assert len(steps) == 28 and 20 not in steps and 25 not in steps
    assert series(run, "eval_loss") == ([20, 25], [1.5, 1.4])
    assert series(run, "extra.a") == ([25], [1.0])
    assert any("column 'loss': 1 cell(s) hold text, not a number (first 'n/a' at line 21)" in w
               for w in run.warnings)


def test_csv_whose_rows_do_not_fit_the_header(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "wrong.csv", "step,loss\n1,2.0,5\n2,1.9,5\n3,1.8,5\n")
    assert tables.claim([path], tmp_path) == ([], [path])
    assert main(["inspect", str(path)]) == 2
    assert "not a training log" in capsys.readouterr().err
    mostly = write(tmp_path / "mostly.csv", "step,loss\n1,2.0,5\n2,1.9\n3,1.8,5\n4,1.7\n")
    [run] = read_file(mostly)
    assert series(run, "loss") == ([2, 4], [1.9, 1.7])
    assert sum("3 fields where the header has 2" in w for w in run.warnings) == 2


def test_bom_and_crlf(tmp_path: Path) -> None:
    path = tmp_path / "win.csv"
    path.write_bytes(b"\xef\xbb\xbfstep,loss\r\n1,2.0\r\n\r\n2,bad,\r\n3,1.8\r\n")
    [run] = read_file(path)
    assert series(run, "loss") == ([1, 3], [2.0, 1.8])
    assert any("line 4: 3 fields where the header has 2" in w for w in run.warnings)


def test_a_stray_summary_beside_other_logs_never_stops_the_walk(tmp_path: Path) -> None:
    summary = write(tmp_path / "summary.csv", "name,loss\nrun-a,2.3\n")
    write(tmp_path / "train.log", "hello\n")
    assert tables.claim([summary], tmp_path) == ([], [summary])


_ALPHABET = "0123456789,,,\t\n\n\r\"{}[]:.-eE+ nanifstepoloss_\x00é"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.text(alphabet=_ALPHABET, max_size=400), st.sampled_from(["x.csv", "x.jsonl", "x.tsv", "x"]))
def test_any_bytes_read_or_fail_with_one_input_error(tmp_path: Path, text: str, name: str) -> None:
    folder = tmp_path / "fuzz"
    folder.mkdir(exist_ok=True)
    path = folder / name
    path.write_text(("step,loss\n" if text[:1].isdigit() else "") + text, encoding="utf-8")
    units, _ = tables.claim([path], folder)
    for unit in units:
        try:
            runs = tables.read(unit)
        except InputError as exc:
            assert "\n" not in str(exc)
            continue
        for run in runs:
            for fragment in run.fragments:
                for item in fragment.series.values():
                    assert len(item.steps) == len(item.values)
