"""Run discovery: event files by folder, file order, PyTorch add_scalars / add_hparams folders."""

from __future__ import annotations

import time
from pathlib import Path

from tb_helpers import event, hparams_values, scalars, value, write

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.ingest import read_unit
from lossdoctor.ingest.tensorboard import claim
from lossdoctor.ingest.tensorboard.discovery import writer_of


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def _torch_like_run(logdir: Path) -> None:
    """What torch's SummaryWriter does for add_scalar, add_scalars and add_hparams."""
    scalars(logdir, ["train/loss"], range(50), style="simple", wall0=time.time())
    for key in ("train", "val"):  # add_scalars("loss/total", {"train": .., "val": ..})
        events = [event(s, time.time() + s, [value("loss/total", "simple", s + (key == "val"))])
                  for s in range(50)]
        write(logdir / f"loss_total_{key}", events)
    hp_dir = logdir / str(time.time())
    write(hp_dir, [event(0, time.time(), hparams_values({"lr": 0.01})),
                   event(0, time.time(), [value("hparam/accuracy", "simple", 0.75)])])


def test_add_scalars_and_add_hparams_folders_join_their_parent(tmp_path: Path) -> None:
    _torch_like_run(tmp_path / "runs" / "exp1")
    (tmp_path / "runs" / "notes.txt").write_text("hello")
    files = _files(tmp_path / "runs")
    units, rest = claim(files, tmp_path / "runs")
    assert [u.name for u in units] == ["exp1"]
    assert rest == [tmp_path / "runs" / "notes.txt"]
    assert len(units[0].paths) == 4
    (raw,) = read_unit(units[0])
    assert len(raw.fragments) == 1
    series = raw.fragments[0].series
    assert sorted(series) == ["loss/total/train", "loss/total/val", "train/loss"]
    assert series["loss/total/val"].values.tolist() == [s + 1.0 for s in range(50)]
    assert raw.meta["hparams"] == {"lr": 0.01}
    assert raw.meta["hparam_metrics"] == {"hparam/accuracy": 0.75}


def test_side_folders_of_another_process_are_runs_of_their_own(tmp_path: Path) -> None:
    scalars(tmp_path, ["loss"], range(10))
    other = tmp_path / "loss_extra"
    path, _ = scalars(other, ["loss"], range(10))
    renamed = path.with_name(path.name.replace(f".{writer_of(path).split('.')[-1]}.", ".999999."))
    path.rename(renamed)
    units, _ = claim(_files(tmp_path), tmp_path)
    assert sorted(u.name for u in units) == sorted([tmp_path.name, "loss_extra"])


def test_files_are_ordered_by_first_wall_time_then_name(tmp_path: Path) -> None:
    old, _ = scalars(tmp_path / "a", ["loss"], range(0, 10), wall0=time.time())
    time.sleep(0.01)
    new, _ = scalars(tmp_path / "b", ["loss"], range(5, 15), wall0=time.time() + 100)
    run = tmp_path / "run"
    run.mkdir()
    # Name order says "new" first (…host.10.0 < …host.9.0); the first events say "old" first.
    old.rename(run / "events.out.tfevents.1700000000.host.9.0")
    new.rename(run / "events.out.tfevents.1700000000.host.10.0")
    (run / "events.out.tfevents.1700000000.host.profile-empty").write_bytes(b"")
    units, rest = claim(_files(run), run)
    assert [p.name for p in rest] == ["events.out.tfevents.1700000000.host.profile-empty"]
    (raw,) = read_unit(units[0])
    assert [Path(f.source).name for f in raw.fragments] == ["events.out.tfevents.1700000000.host.9.0",
                                                            "events.out.tfevents.1700000000.host.10.0"]
    assert [f.order for f in raw.fragments] == [0, 1]


def test_inspect_shows_a_tensorboard_run(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    scalars(tmp_path / "runs" / "a", ["train/loss", "train/lr"], range(100), style="tf2")
    assert main(["inspect", str(tmp_path / "runs")]) == 0
    out = capsys.readouterr().out
    assert "train/loss" in out and "train/lr" in out and "100" in out
    loaded = api.load([tmp_path / "runs"])
    assert len(loaded.runs[0].series["train/loss"]) == 100


def test_run_with_only_add_scalars_series(tmp_path: Path) -> None:
    logdir = tmp_path / "run"
    write(logdir, [])  # the parent writer's file: only its file_version event
    write(logdir / "acc_train", [event(s, time.time() + s, [value("acc", "simple", s / 10)]) for s in range(40)])
    units, _ = claim(_files(tmp_path), tmp_path)
    assert [u.name for u in units] == ["run"]
    (raw,) = read_unit(units[0])
    assert list(raw.fragments[0].series) == ["acc/train"]
    assert len(raw.fragments[0].series["acc/train"]) == 40
