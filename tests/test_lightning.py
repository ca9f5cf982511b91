"""Lightning CSVLogger folders: versions are fragments of one run, ordered by version number."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from typing import Any

import pytest

from lossdoctor.api import load
from lossdoctor.cli import main
from lossdoctor.ingest import lightning, tables


def write_version(logger: Path, version: int | str, rows: list[dict[str, Any]], hparams: bool = True) -> Path:
    """Write metrics.csv the way CSVLogger's ExperimentWriter does: union of keys sorted
    alphabetically as the header, one DictWriter row per log call, '' where a key is missing."""
    folder = logger / (f"version_{version}" if isinstance(version, int) else version)
    folder.mkdir(parents=True)
    keys = sorted({key for row in rows for key in row})
    path = folder / "metrics.csv"
    with path.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=keys)
        writer.writeheader()
        writer.writerows(rows)
    if hparams:
        (folder / "hparams.yaml").write_text("lr: 0.001\nbatch_size: 32\n")
    return path


def train_rows(steps: range, epoch: int, base: float) -> list[dict[str, Any]]:
    return [{"epoch": epoch, "step": s, "train_loss_step": base - s / 1000} for s in steps]


@pytest.fixture
def resumed(tmp_path: Path) -> Path:
    """version_0 runs to step 249 and blows up; version_1 resumes from the step-149 checkpoint."""
    logger = tmp_path / "lightning_logs"
    rows = train_rows(range(49, 250, 50), 0, 3.0)
    rows[-1]["train_loss_step"] = 9.5  # the spike that made someone roll back
    rows.insert(2, {"epoch": 0, "step": 99, "val_loss": 2.95})
    rows.insert(3, {"epoch": 0, "step": 99, "train_loss_epoch": 2.97, "epoch_time": 155.4})
    write_version(logger, 0, rows)
    write_version(logger, 1, train_rows(range(149, 400, 50), 1, 2.9)
                  + [{"epoch": 1, "step": 399, "val_loss": 2.5}])
    return tmp_path


def test_versions_are_fragments_of_one_run_with_a_rollback(resumed: Path) -> None:
    files = sorted(p for p in resumed.rglob("*") if p.is_file())
    units, rest = lightning.claim(files, resumed)
    assert rest == []  # hparams.yaml files are taken too
    [unit] = units
    assert unit.name == "lightning_logs"
    [raw] = lightning.read(unit)
    assert raw.format == "lightning" and len(raw.fragments) == 2
    assert raw.identity == f"lightning:{(resumed / 'lightning_logs').resolve()}"
    assert [f.meta["version"] for f in raw.fragments] == ["version_0", "version_1"]
    assert all(f.wall_start is None for f in raw.fragments)
    first = raw.fragments[0].series
    assert first["train_loss_step"].steps.tolist() == [49, 99, 149, 199, 249]
    assert first["val_loss"].steps.tolist() == [99] and first["epoch_time"].values.tolist() == [155.4]
    assert first["epoch"].steps.tolist() == [49, 99, 149, 199, 249]  # one epoch per step
    [run] = load([resumed]).runs
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(149, 249)]
    assert run.primary == "train_loss_step"
    assert run.series["train_loss_step"].steps.tolist() == [49, 99, 149, 199, 249, 299, 349, 399]
    assert run.dead["train_loss_step"].values.tolist()[-1] == 9.5
    assert run.dead_points == 3


def test_version_10_comes_after_version_9(tmp_path: Path) -> None:
    logger = tmp_path / "logs" / "model"
    for version, start in ((10, 200), (2, 0), (9, 100)):
        write_version(logger, version, train_rows(range(start, start + 200, 50), 0, 3.0))
    files = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    [unit], _ = lightning.claim(files, tmp_path)
    assert [p.parent.name for p in unit.paths] == ["version_2", "version_9", "version_10"]
    [raw] = lightning.read(unit)
    assert [f.order for f in raw.fragments] == [0, 1, 2]
    [run] = load([tmp_path]).runs
    assert run.name == "logs/model"
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(100, 150), (200, 250)]


def test_header_only_and_junk_versions(tmp_path: Path) -> None:
    logger = tmp_path / "lightning_logs"
    path = write_version(logger, 0, train_rows(range(0, 200, 50), 0, 3.0))
    with path.open("a") as handle:
        handle.write("0,250,2.5,extra\n0,3")  # a wrong row, then a crash mid-line
    crashed = write_version(logger, 1, [])
    crashed.write_text("epoch,step,train_loss_step\n")
    files = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    [unit], _ = lightning.claim(files, tmp_path)
    [raw] = lightning.read(unit)
    assert len(raw.fragments) == 1
    assert raw.fragments[0].series["train_loss_step"].steps.tolist() == [0, 50, 100, 150]
    text = "\n".join(raw.warnings)
    assert "line 6: 4 fields where the header has 3; skipped" in text
    assert "line 7: cut off mid-write (2 of 3 fields); skipped" in text
    assert "version_1 logged nothing" in text


def test_a_named_version_and_a_plain_metrics_csv(tmp_path: Path) -> None:
    write_version(tmp_path / "logs", "baseline", train_rows(range(0, 200, 50), 0, 3.0))
    plain = tmp_path / "other" / "metrics.csv"
    plain.parent.mkdir()
    plain.write_text("step,loss\n1,2.0\n2,1.9\n")
    files = sorted(p for p in tmp_path.rglob("*") if p.is_file())
    units, rest = lightning.claim(files, tmp_path)
    assert [u.name for u in units] == ["logs/baseline"]
    assert rest == [plain]
    assert [u.name for u in tables.claim(rest, tmp_path)[0]] == ["other/metrics.csv"]


def test_one_version_file_named_alone(tmp_path: Path) -> None:
    path = write_version(tmp_path / "lightning_logs", 3, train_rows(range(0, 100, 50), 0, 3.0))
    [run] = load([path]).runs
    assert run.name == "lightning_logs"
    assert run.series["train_loss_step"].steps.tolist() == [0, 50]


def test_cli_inspect_json(resumed: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inspect", str(resumed), "--format", "json"]) == 0
    [run] = json.loads(capsys.readouterr().out)["runs"]
    assert run["format"] == "lightning"
    assert [f["start_step"] for f in run["fragments"]] == [49, 149]
    assert [(r["step"], r["abandoned_to_step"]) for r in run["rollbacks"]] == [(149, 249)]


def test_hp_metric_row_ahead_of_the_validation_row_opens_no_fragment(tmp_path: Path) -> None:
    """Lightning logs `hp_metric` at the step after an epoch's last, then the validation row at
    that last step: the step column goes back by one, but no column does. One fragment, every
    loss point live; a loss that itself goes back (a relaunch appended) is still a fragment."""
    logger = tmp_path / "lightning_logs"
    rows: list[dict[str, Any]] = [{"hp_metric": 30.2, "step": 0}]
    for epoch in range(4):
        rows += train_rows(range(epoch * 500 + 49, epoch * 500 + 500, 50), epoch, -6.0 - epoch)
        last = epoch * 500 + 499
        rows += [{"hp_metric": -12.0 - epoch, "step": last + 1}, {"epoch": epoch, "step": last, "val_loss": -12.0 - epoch}]
    write_version(logger, 0, rows)
    [run] = load([tmp_path]).runs
    assert len(run.fragments) == 1 and not run.rollbacks and run.dead_points == 0
    assert len(run.series["train_loss_step"]) == 40 and len(run.series["val_loss"]) == 4
    relaunched = tmp_path / "relaunched" / "lightning_logs"
    write_version(relaunched, 0, rows + train_rows(range(249, 1000, 50), 9, -7.5))
    [run] = load([tmp_path / "relaunched"]).runs
    assert len(run.rollbacks) == 1 and run.rollbacks[0].step == 249


def test_probe_versions_that_logged_only_hp_metric_roll_nothing_back(tmp_path: Path) -> None:
    """Launches stopped before their first training step (batch-size probes) leave a version
    holding only the `hp_metric` placeholder at step 0: the real run's version after them
    rolls nothing back."""
    logger = tmp_path / "lightning_logs"
    for version, metric in enumerate((16.2, 20.6, 21.8)):
        write_version(logger, version, [{"hp_metric": metric, "step": 0}])
    write_version(logger, 3, [{"hp_metric": 30.2, "step": 0}] + train_rows(range(49, 1000, 50), 0, 3.0))
    [run] = load([tmp_path]).runs
    assert not run.rollbacks and len(run.series["train_loss_step"]) == 20
