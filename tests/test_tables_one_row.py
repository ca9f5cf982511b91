"""A table with one data row: a run that logged one point (YOLOv5 stopped after epoch 0), or a
summary (final numbers, no step; or one row beside the history it sums up)."""

from __future__ import annotations

from pathlib import Path

from lossdoctor.api import analyze, load
from lossdoctor.ingest import tables

KEYS = ["train/box_loss", "train/obj_loss", "train/cls_loss", "metrics/precision", "metrics/recall",
        "metrics/mAP_0.5", "metrics/mAP_0.5:0.95", "val/box_loss", "val/obj_loss", "val/cls_loss",
        "x/lr0", "x/lr1", "x/lr2"]


def on_fit_epoch_end(file: Path, epoch: int, vals: list[float]) -> None:
    """YOLOv5's `Loggers.on_fit_epoch_end`: the header once, then one padded row per epoch."""
    n = len(KEYS) + 1
    s = "" if file.exists() else (("%20s," * n % tuple(["epoch"] + KEYS)).rstrip(",") + "\n")
    with open(file, "a") as f:
        f.write(s + ("%20.5g," * n % tuple([epoch] + vals)).rstrip(",") + "\n")


def yolo_run(folder: Path, epochs: int, start: float = 0.087) -> Path:
    folder.mkdir(parents=True)
    (folder / "opt.yaml").write_text("epochs: 100\nbatch_size: 8\n", encoding="utf-8")
    for epoch in range(epochs):
        box = start * (0.97 ** epoch)
        on_fit_epoch_end(folder / "results.csv", epoch,
                         [box, 0.041, 0.033, 0.26, 0.31, 0.24, 0.07, 0.063, 0.027, 0.017, 0.07, 0.0033, 0.0033])
    return folder / "results.csv"


def test_an_exp_folder_with_one_epoch_is_a_run_of_one_point(tmp_path: Path) -> None:
    runs_dir = tmp_path / "runs" / "train"
    yolo_run(runs_dir / "exp", 30)
    (runs_dir / "exp2").mkdir()
    (runs_dir / "exp2" / "opt.yaml").write_text("epochs: 100\n", encoding="utf-8")  # ended before epoch 0
    yolo_run(runs_dir / "exp3", 1)
    yolo_run(runs_dir / "exp7", 22)
    loaded = load([runs_dir])
    points = {run.name: len(run.series[run.primary]) for run in loaded.runs if run.primary}
    assert points == {"exp/results.csv": 30, "exp3/results.csv": 1, "exp7/results.csv": 22}
    report = analyze([runs_dir])
    [one] = [r for r in report.runs if r.run.name == "exp3/results.csv"]
    assert [f.code for f in one.findings] == ["LD001"]


def test_a_one_row_history_named_alone_is_read(tmp_path: Path) -> None:
    path = yolo_run(tmp_path / "exp3", 1)
    units, rest = tables.claim([path], path.parent)
    [run] = tables.read(units[0])
    assert len(run.fragments[0].series["train/box_loss"]) == 1


def test_a_one_row_table_beside_a_history_is_its_summary(tmp_path: Path) -> None:
    history = tmp_path / "metrics.csv"
    history.write_text("epoch,train_loss\n0,2.0\n1,1.8\n2,1.7\n", encoding="utf-8")
    summary = tmp_path / "best.csv"
    summary.write_text("epoch,train_loss\n2,1.7\n", encoding="utf-8")
    units, rest = tables.claim([summary, history], tmp_path)
    assert [u.paths for u in units] == [(history,)] and rest == [summary]


def test_a_one_row_table_without_a_step_or_a_loss_stays_a_summary(tmp_path: Path) -> None:
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    no_step = tmp_path / "a" / "results.csv"
    no_step.write_text("final_loss,best_acc\n0.2,0.9\n", encoding="utf-8")
    no_loss = tmp_path / "b" / "results.csv"
    no_loss.write_text("epoch,accuracy\n9,0.9\n", encoding="utf-8")
    units, rest = tables.claim([no_step, no_loss], tmp_path)
    assert units == [] and rest == [no_step, no_loss]
