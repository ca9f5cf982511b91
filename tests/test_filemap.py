"""Mapped event files: same bytes and same points as a plain read, no view left behind, a snapshot."""

from __future__ import annotations

import gc
import mmap
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from tb_helpers import STYLES, scalars

from lossdoctor.ingest import filemap
from lossdoctor.ingest.filemap import file_bytes
from lossdoctor.ingest.tensorboard import reader
from lossdoctor.ingest.tensorboard.reader import read_file


def test_large_files_are_mapped_small_ones_read(tmp_path: Path) -> None:
    big, small = tmp_path / "big", tmp_path / "small"
    big.write_bytes(bytes(range(256)) * (filemap.MIN_MAPPED // 256 + 1))
    small.write_bytes(b"abc")
    mapped = file_bytes(big)
    assert isinstance(mapped, mmap.mmap) and mapped[:] == big.read_bytes()
    assert file_bytes(small) == b"abc"


def test_a_map_is_a_snapshot_of_a_growing_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(filemap, "MIN_MAPPED", 1)
    path = tmp_path / "log"
    path.write_bytes(b"x" * 1000)
    mapped = file_bytes(path)
    with path.open("ab") as handle:
        handle.write(b"y" * 5000)
    assert len(mapped) == 1000 and mapped[:] == b"x" * 1000


def test_a_file_system_that_cannot_map_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> mmap.mmap:
        raise OSError(19, "No such device")

    monkeypatch.setattr(filemap, "MIN_MAPPED", 1)
    monkeypatch.setattr(filemap.mmap, "mmap", refuse)
    path = tmp_path / "log"
    path.write_bytes(b"abc")
    assert file_bytes(path) == b"abc"


def _read_mapped(path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """read_file with every file mapped; checks that no array still views the map."""
    maps: list[Any] = []

    def tracked(p: Path) -> Any:
        maps.append(file_bytes(p))
        return maps[-1]

    with monkeypatch.context() as patch:
        patch.setattr(filemap, "MIN_MAPPED", 1)
        patch.setattr(reader, "file_bytes", tracked)
        data = read_file(path, {})
    gc.collect()
    for mapped in maps:
        assert isinstance(mapped, mmap.mmap)
        mapped.close()  # BufferError if a view of the file escaped into the results
    return data


def _same(a: Any, b: Any) -> None:
    assert sorted(a.tags) == sorted(b.tags) and a.warnings == b.warnings
    for tag in a.tags:
        for name in ("numbers", "steps", "walls", "values"):
            assert np.array_equal(getattr(a.tags[tag], name), getattr(b.tags[tag], name), equal_nan=True)


@pytest.mark.parametrize("style", STYLES)
def test_mapped_reads_equal_plain_reads(style: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = scalars(tmp_path, ["loss", "lr"], range(0, 3000, 3), style)
    data = bytearray(path.read_bytes())
    data[len(data) // 2] ^= 0x40  # damage in the middle: resync and the exact path run too
    path.write_bytes(bytes(data[:-5]))  # and a torn tail
    plain = read_file(path, {})
    assert plain.warnings
    _same(_read_mapped(path, monkeypatch), plain)


def test_real_files_mapped_equal_plain(realdata: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for path in sorted(realdata.glob("algoperf-*/*tfevents*")):
        _same(_read_mapped(path, monkeypatch), read_file(path, {}))
