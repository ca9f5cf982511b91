"""Real TensorBoard files (TF2 tensor scalars) read completely, with tbparse's point counts."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.tensorboard import claim
from lossdoctor.ingest.tensorboard.reader import read_file, read_unit


def _events(folder: Path) -> list[Path]:
    return sorted(folder.glob("*tfevents*"))


def test_counts_equal_tbparse_on_a_small_real_file(realdata: Path) -> None:
    from tbparse import SummaryReader

    (path,) = _events(realdata / "algoperf-diverge-criteo-gadam")
    frame = SummaryReader(str(path)).tensors  # TF2 scalars are tensors to tbparse
    theirs = frame.groupby("tag").size().to_dict()
    data = read_file(path, {})
    assert {tag: len(t.steps) for tag, t in data.tags.items()} == theirs
    assert sum(theirs.values()) == 1159
    for tag, group in frame.groupby("tag"):
        ours = data.tags[tag]
        order = np.argsort(ours.steps, kind="stable")
        np.testing.assert_array_equal(ours.steps[order], group["step"].to_numpy())
        np.testing.assert_array_equal(ours.values[order], group["value"].to_numpy(dtype=float))
    assert int(np.sum(~np.isfinite(data.tags["loss"].values))) > 0  # the divergence is kept


def test_rerun_directory_two_files_in_one_run(realdata: Path) -> None:
    folder = realdata / "algoperf-tb-rerun-resnet"
    units, rest = claim(sorted(p for p in folder.iterdir()), folder)
    assert len(units) == 1 and len(units[0].paths) == 2
    assert all("tfevents" not in p.name for p in rest)
    raw = read_unit(units[0])
    assert raw.warnings == []
    assert [len(f.series["loss"]) for f in raw.fragments] == [1851, 1867]
    assert raw.fragments[0].series["loss"].steps[-1] == 185000
    assert raw.fragments[1].series["loss"].steps[-1] == 186600
    assert raw.fragments[0].wall_start < raw.fragments[1].wall_start


def test_every_real_file_bulk_equals_protobuf(realdata: Path) -> None:
    for path in sorted(realdata.glob("algoperf-*/*tfevents*")):
        fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
        assert sorted(fast.tags) == sorted(slow.tags)
        for tag in fast.tags:
            for name in ("numbers", "steps", "walls", "values"):
                assert np.array_equal(getattr(fast.tags[tag], name), getattr(slow.tags[tag], name),
                                      equal_nan=True), (path.name, tag, name)


def test_spike_run_is_complete(realdata: Path) -> None:
    (path,) = _events(realdata / "algoperf-spike-resnet-sinv6")
    raw = read_unit(Unit("tensorboard", "sinv6", (path,)))
    loss = raw.fragments[0].series["loss"]
    assert len(loss) == 5549
    assert float(loss.values[loss.steps == 524900][0]) > 280


def test_inspect_real_run(realdata: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    folder = realdata / "algoperf-tb-rerun-resnet"
    assert main(["inspect", str(next(iter(_events(folder))))]) == 0
    assert "loss" in capsys.readouterr().out
    loaded = api.load([folder / p.name for p in _events(folder)])
    assert loaded.runs
