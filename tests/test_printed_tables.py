"""Console logs a new user met in scout d21, read as a person reads them:

- tables printed under a header row of names (pandas' `DataFrame.to_string()` of a Keras
  history, appended by several launches): each table a run, its rows points
  (`generic/headed.py`);
- a loss written as a comma-separated field of its own, its value the next field (`epoch 1,
  phase train, step 10, loss_train, 0.838`): the loss is read (`generic/template.py`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from lossdoctor import api
from lossdoctor.errors import LossDoctorError
from lossdoctor.formats.json_report import as_dict
from lossdoctor.ingest.textlog.generic.headed import MIN_ROWS, headed


def _runs(path: Path) -> list[dict[str, Any]]:
    runs: list[dict[str, Any]] = as_dict(api.analyze([path]))["runs"]
    return runs


def _points(run: dict[str, Any], name: str) -> int:
    return next(int(s["points"]) for s in run["series"] if s["name"] == name)


def _table(header: str, rows: list[list[float]], index: bool = False) -> list[str]:
    lines = [header]
    for number, row in enumerate(rows):
        cells = "  ".join(f"{value:9.6f}" for value in row)
        lines.append(f"{number:>2}  {cells}" if index else f"  {cells}")
    return lines


def _history(epochs: int, start: float) -> list[list[float]]:
    return [[start / (1 + e), 0.4 + 0.02 * e, 0.5 + 0.04 * e, start / (1 + e) + 0.1] for e in range(epochs)]


# --- header-row tables --------------------------------------------------------------------

def test_tables_appended_by_launches_are_a_run_each(tmp_path: Path) -> None:
    lines = ["=" * 40, "Train start time: Fri Jul 27 09:56:51 2018", "HYPERPARAMETERS:", "learning-rate =0.001",
             "Training Summary:"]
    lines += _table("train loss   val_acc  train_acc   val_loss", _history(10, 1.2))
    lines += ["Remarks: still overfitting", "", "=" * 40, "Train start time: Fri Jul 27 10:52:46 2018",
              "Training Summary:"]
    lines += _table("train loss   val_acc  train_acc   val_loss", _history(7, 1.4))
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    runs = _runs(tmp_path)
    assert len(runs) == 2
    assert [_points(run, "train_loss") for run in runs] == [10, 7]


def test_a_pandas_index_is_the_step(tmp_path: Path) -> None:
    lines = ["history:"] + _table("       loss  accuracy  val_loss  val_accuracy", _history(12, 2.0), index=True)
    (tmp_path / "out.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (run,) = _runs(tmp_path)
    assert _points(run, "loss") == 12
    rewritten = headed(lines)
    assert rewritten is not None and rewritten.text.splitlines()[0].startswith("step 0 loss 2.0")


def test_tables_without_a_loss_or_too_short_are_not_training_logs(tmp_path: Path) -> None:
    no_loss = ["results:"] + _table("acc  f1  precision  recall", _history(10, 0.9))
    short = ["best:"] + _table("loss  val_loss  acc  val_acc", _history(MIN_ROWS - 1, 0.9))
    assert headed(no_loss) is None and headed(short) is None
    for name, lines in (("a.log", no_loss), ("b.log", short)):
        folder = tmp_path / name
        folder.mkdir()
        (folder / name).write_text("\n".join(lines) + "\n", encoding="utf-8")
        with pytest.raises(LossDoctorError):
            api.analyze([folder])


def test_a_table_under_lines_of_numbers_is_found_once() -> None:
    # Rows are looked for only under a line of names: a long body of numbers stays cheap.
    lines = [f"{i} {i * 0.5}" for i in range(5000)] + _table("loss  val_loss  acc  val_acc", _history(5, 1.0))
    rewritten = headed(lines)
    assert rewritten is not None and len(rewritten.text.splitlines()) == 5


# --- a loss as a comma-separated field ------------------------------------------------------

def test_a_loss_named_in_its_own_comma_field_is_read(tmp_path: Path) -> None:
    lines = []
    for step in range(10, 310, 10):
        if step % 100 == 0:
            lines.append(f"epoch {step // 100} | val_loss: {0.7 - step / 1000:.4f}")
        lines.append(f"epoch {step // 100 + 1}, phase train, step {step}, loss_train, {0.9 - step / 500:.3f}")
    (tmp_path / "train.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (run,) = _runs(tmp_path)
    assert run["primary_loss"] == "loss_train" and _points(run, "loss_train") == 30


def test_a_label_before_a_number_in_a_results_line_is_no_loss(tmp_path: Path) -> None:
    lines = [f"model_{i}, {0.9 - i / 100:.3f}" for i in range(20)]
    (tmp_path / "results.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(LossDoctorError):
        api.analyze([tmp_path])


# --- `EP` beside a reward: an RL loop's episodes -------------------------------------------

def _episodes(path: Path, line: str, count: int = 31) -> None:
    path.write_text("".join(line.format(n=n, v=-900 + (n * 37) % 250) + "\n" for n in range(1, count + 1)),
                    encoding="utf-8")


def test_ep_beside_a_return_and_no_loss_counts_episodes(tmp_path: Path) -> None:
    _episodes(tmp_path / "train.log", "[EP {n}] len=110 R={v}.5 danger=3 blocked=0")
    [report] = api.analyze([tmp_path]).runs
    assert report.run.primary is None and len(report.run.series["R"]) == 31
    [finding] = [f for f in report.findings if f.code == "LD001"]
    assert "RL log of rewards (R)" in finding.message


def test_ep_beside_a_loss_or_without_a_return_is_no_episode(tmp_path: Path) -> None:
    _episodes(tmp_path / "train.log", "Ep {n} loss={n}.5e-3")
    [run] = [r.run for r in api.analyze([tmp_path]).runs]
    assert run.primary == "loss" and len(run.series["loss"]) == 31
    other = tmp_path / "other"
    other.mkdir()
    _episodes(other / "train.log", "[EP {n}] len=110 acc={v}.5")
    with pytest.raises(LossDoctorError):
        api.analyze([other])
