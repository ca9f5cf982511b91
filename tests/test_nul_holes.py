"""A text log cut while it was written (`> train.log` under nohup) starts with a hole of NUL
bytes; the log after the hole is read, and the hole is said (blind batch c14 was refused)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.errors import InputError

SSD = Path(__file__).parent / "realworld" / "cases" / "c12-ssd-vgg16-ship-voc-iter-loss-warning-flood" / "files"


def _holed(tmp_path: Path, before: int, inside: int = 0) -> Path:
    data = (SSD / "train.log").read_bytes()
    middle = data.index(b"\n", len(data) // 2) + 1
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / "train.log").write_bytes(b"\x00" * before + data[:middle] + b"\x00" * inside + data[middle:])
    return folder


def test_a_log_after_a_hole_of_nul_bytes_is_read_whole(tmp_path: Path) -> None:
    [run] = api.load([_holed(tmp_path, 11363)]).runs  # bigger than the sniff's first read
    assert len(run.series["Loss"]) == 1400 and run.series["Loss"].steps[-1] == 13990
    assert any("11363 NUL bytes passed over" in w for w in run.warnings)


def test_a_hole_inside_the_log_loses_no_point(tmp_path: Path) -> None:
    [run] = api.load([_holed(tmp_path, 0, 4096)]).runs
    assert len(run.series["Loss"]) == 1400


def test_binary_after_a_hole_stays_unread(tmp_path: Path) -> None:
    folder = tmp_path / "bin"
    folder.mkdir()
    (folder / "train.log").write_bytes(b"\x00" * 20000 + bytes(range(256)) * 100)
    with pytest.raises(InputError, match="no training logs found"):
        api.load([folder])
