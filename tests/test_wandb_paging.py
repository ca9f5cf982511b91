"""Paging of large mapped `.wandb` files: every pass hands its window's pages back, and what
is read is exactly what a plain read gives."""

from __future__ import annotations

import mmap
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
from wandb_helpers import sdk_runs  # noqa: F401  (fixture)

from lossdoctor.ingest.wandb import fastdecode, log, paging
from lossdoctor.ingest.wandb.records import decode

REAL = "wandb-offline-nanogpt-druidowm"


def _paged(path: Path, spans: list[tuple[int, int]]) -> tuple[log.Framed, Any]:
    """Frame and decode `path` mapped lazily, with windows of two pages and the history
    decoded in small batches, recording each range handed back."""
    release = paging.release

    def spy(buf: object, start: int, end: int) -> None:
        if isinstance(buf, mmap.mmap):
            spans.append((start, end))
        release(buf, start, end)

    with mock.patch.object(log, "MAP_AT_LEAST", 0), mock.patch.object(log, "POPULATE_UP_TO", -1), \
            mock.patch.object(paging, "WINDOW", 2 * mmap.PAGESIZE), mock.patch.object(paging, "release", spy), \
            mock.patch.object(fastdecode, "CHUNK_BYTES", 512):
        mapped = log.map_file(path)
        assert isinstance(mapped, mmap.mmap)
        framed = log.records(mapped, path.name)
        return framed, decode(framed, "x")


def _files(root: Path, realdata: Path) -> list[Path]:
    paths = sorted((root / "wandb").glob("offline-run-*/run-*.wandb"))
    return [*paths, realdata / REAL / "run-jnyhr7aj.wandb"]


def test_a_paged_file_reads_exactly_as_a_read_one(sdk_runs: dict[str, Any], realdata: Path) -> None:  # noqa: F811
    for path in _files(Path(sdk_runs["root"]), realdata):
        spans: list[tuple[int, int]] = []
        framed, paged = _paged(path, spans)
        read = log.records(log.read_file(path), path.name)
        exact = decode(read, "x", fast=False)
        assert framed.records == read.records and framed.warnings == read.warnings
        assert paged.table.rows == exact.table.rows and paged.meta == exact.meta
        assert set(paged.table.keys) == set(exact.table.keys) and paged.table.skipped == exact.table.skipped
        for key in exact.table.keys:
            (pr, pv), (er, ev) = paged.table.column(key), exact.table.column(key)
            assert pr.tolist() == er.tolist() and np.array_equal(pv, ev, equal_nan=True), key
        if path.stat().st_size > 8 * mmap.PAGESIZE:  # several windows: each pass hands them back
            size = path.stat().st_size
            covered = np.zeros(size, dtype=bool)
            for start, end in spans:
                covered[max(start, 0):min(end, size)] = True
            assert covered[log.HEADER_SIZE:].all()
            assert len(spans) > 3


def test_a_damaged_paged_file_warns_as_a_read_one(tmp_path: Path, realdata: Path) -> None:
    """Bad CRCs and a torn tail are found, and reported, the same whether paged or read."""
    data = bytearray((realdata / REAL / "run-jnyhr7aj.wandb").read_bytes())
    for at in (3 * log.BLOCK + 100, len(data) // 2, len(data) - 5000):
        data[at] ^= 0xFF
    path = tmp_path / "run-damaged.wandb"
    path.write_bytes(bytes(data[:-300]))
    framed, paged = _paged(path, [])
    read = log.records(log.read_file(path), path.name)
    assert framed.warnings == read.warnings and len(framed.warnings) >= 3
    assert framed.records == read.records
    assert paged.warnings == decode(read, "x").warnings


def test_release_keeps_the_bytes_and_ignores_what_it_cannot_drop(tmp_path: Path) -> None:
    path = tmp_path / "blob"
    content = bytes(range(256)) * (8 * mmap.PAGESIZE // 256 + 3)
    path.write_bytes(content)
    with path.open("rb") as f:
        mapped = mmap.mmap(f.fileno(), 0, flags=mmap.MAP_PRIVATE, prot=mmap.PROT_READ)
    assert mapped[:] == content
    paging.release(mapped, 1, 5 * mmap.PAGESIZE + 7)  # unaligned ends: only whole pages inside
    paging.release(mapped, -10, 10 * len(content))  # out of range: clipped
    paging.release(mapped, 100, 50)  # empty
    assert mapped[:] == content  # pages handed back are mapped again from the page cache
    paging.release(bytearray(content), 0, len(content))  # not a mapping: nothing to do
    mapped.close()


def test_windows_split_records_by_bytes() -> None:
    starts = np.arange(0, 10 * paging.WINDOW, paging.WINDOW // 4, dtype=np.int64)
    ends = starts + 100
    spans = list(paging.windows(starts, ends))
    assert spans[0][0] == 0 and spans[-1][1] == len(starts)
    assert all(a[1] == b[0] for a, b in zip(spans, spans[1:]))
    assert all(hi - lo == 4 for lo, hi in spans)
    assert list(paging.windows(starts[:0], ends[:0])) == []
