"""TensorBoard's "download CSV" export: `Wall time,Step,Value`, the metric named only by the file."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.ingest import tables
from lossdoctor.ingest.tables.tb_export import tag_name
from lossdoctor.model import RawRun
from lossdoctor.roles import Role


def export(path: Path, values: list[float], lineterminator: str = "\r\n") -> Path:
    """Write the file as TensorBoard's scalars plugin does: `csv.writer` over [wall, step, value]
    rows, float wall times, float32 values widened to Python floats."""
    wall0 = 1749081254.5968268
    rows = [[wall0 + 45.19 * i + 0.0001 * i * i, 41344 + 28288 * i, float(np.float32(v))]
            for i, v in enumerate(values)]
    with path.open("w", newline="") as handle:
        writer = csv.writer(handle, lineterminator=lineterminator)
        writer.writerow(["Wall time", "Step", "Value"])
        writer.writerows(rows)
    return path


def read_file(path: Path) -> list[RawRun]:
    units, rest = tables.claim([path], path.parent)
    assert len(units) == 1 and not rest, f"{path.name} not claimed"
    return tables.read(units[0])


def _falling(n: int = 200) -> list[float]:
    return [5.0 * math.exp(-i / 60) + 0.5 + 0.05 * math.sin(i) for i in range(n)]


@pytest.mark.parametrize("name, tag", [
    ("run-ddpg_2025-06-04-tag-train_critic_loss.csv", "train_critic_loss"),
    ("run-.-tag-loss.csv", "loss"),
    ("ddpg_critic_loss_explode.csv", "ddpg_critic_loss_explode"),
    ("run-my-tag-run-tag-epoch_loss.csv", "epoch_loss"),
])
def test_tag_from_file_name(name: str, tag: str) -> None:
    assert tag_name(Path(name)) == tag


@pytest.mark.parametrize("name, terminator", [
    ("run-ddpg-tag-Loss_critic.csv", "\r\n"),
    ("ddpg_critic_loss_explode.csv", "\n"),
])
def test_loss_named_export_is_the_runs_loss(tmp_path: Path, name: str, terminator: str) -> None:
    path = export(tmp_path / name, _falling(), terminator)
    [run] = read_file(path)
    tag = tag_name(path)
    assert tag is not None and set(run.fragments[0].series) == {tag}
    series = run.fragments[0].series[tag]
    assert series.role is Role.LOSS and len(series.steps) == 200
    assert series.steps[0] == 41344 and series.wall_times is not None and series.wall_times[0] > 1.7e9
    [loaded] = load([path]).runs
    assert loaded.primary == tag and len(loaded.series[tag].steps) == 200


def test_accuracy_named_export_has_no_loss(tmp_path: Path) -> None:
    values = [min(0.99, 0.1 + i / 250) for i in range(200)]
    path = export(tmp_path / "run-resnet_cifar-tag-train_accuracy.csv", values)
    [run] = read_file(path)
    series = run.fragments[0].series["train_accuracy"]
    assert series.role is not Role.LOSS
    [loaded] = load([path]).runs
    # No loss: at most the accuracy is watched as a higher-is-better curve, never as a loss.
    assert all(s.role is not Role.LOSS for s in loaded.series.values())


def test_other_three_column_table_keeps_its_names(tmp_path: Path) -> None:
    path = tmp_path / "critic_loss.csv"
    path.write_text("time,step,value\n" + "".join(f"{1.7e9 + i},{i},{1.0 / (i + 1)}\n" for i in range(50)))
    [run] = read_file(path)
    assert "value" in run.fragments[0].series and "critic_loss" not in run.fragments[0].series
