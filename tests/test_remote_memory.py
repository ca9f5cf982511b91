"""fsspec sources, on fsspec's memory:// file system: same report as local disk, one listing,
retries on transient errors, 403/404 named, a file changing mid-read reported, missing extras."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import fsspec
import pytest
from fsspec.implementations.memory import MemoryFileSystem

import lossdoctor.remote.fs as remote_fs
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.remote.fs import RemoteFile, fetch, list_prefix

from fleet_helpers import GALLERY, json_report, small_fleet, without_sources

ALL = tuple(sorted(p.name for p in GALLERY.iterdir() if p.is_dir()))


def upload(fs: Any, folder: Path, prefix: str) -> None:
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            fs.pipe_file(f"{prefix}/{path.relative_to(folder).as_posix()}", path.read_bytes())


@pytest.fixture
def memfs() -> Any:
    fs = fsspec.filesystem("memory")
    fs.store.clear()
    fs.pseudo_dirs.clear()
    fs.pseudo_dirs.append("")
    yield fs
    fs.store.clear()


def test_memory_prefix_gives_the_local_report(tmp_path: Path, memfs: Any, capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "fleet", ALL)
    upload(memfs, fleet, "/bucket/fleet")
    (tmp_path / "ckpt").mkdir()
    memfs.pipe_file("/bucket/fleet/01_healthy_one_spike/model.safetensors", b"\0" * 1000)  # never fetched
    local = json_report([str(fleet)], capsys)
    remote = json_report(["memory://bucket/fleet"], capsys)
    assert without_sources(remote, "memory://bucket/fleet") == without_sources(local, str(fleet))
    sources = [s for run in remote["runs"] for s in run["sources"]]
    assert sources and all(s.startswith("memory://bucket/fleet/") for s in sources)


def test_one_object_url(tmp_path: Path, memfs: Any, capsys: pytest.CaptureFixture[str]) -> None:
    upload(memfs, GALLERY / "02_fast_spikes", "/bucket/one")
    local = json_report([str(GALLERY / "02_fast_spikes" / "main.log")], capsys)
    remote = json_report(["memory://bucket/one/main.log"], capsys)
    assert remote["runs"][0]["name"] == local["runs"][0]["name"] == "main.log"
    assert remote["runs"][0]["sources"] == ["memory://bucket/one/main.log"]


class CountingFS(MemoryFileSystem):
    """A memory file system that counts listings and reads, and can fail on purpose."""

    protocol = ("countmem",)
    root_marker = "/"
    finds = 0
    infos = 0
    failures: dict[str, list[BaseException]] = {}

    @classmethod
    def _strip_protocol(cls, path: str) -> str:
        if path.startswith("countmem://"):
            path = path[len("countmem://"):]
        return MemoryFileSystem._strip_protocol(path)

    def find(self, path: str, *args: Any, **kwargs: Any) -> Any:
        type(self).finds += 1
        return super().find(path, *args, **kwargs)

    def info(self, path: str, **kwargs: Any) -> Any:
        type(self).infos += 1
        return super().info(path, **kwargs)

    def cat_file(self, path: str, start: Any = None, end: Any = None, **kwargs: Any) -> Any:
        queue = type(self).failures.get(self._strip_protocol(path), [])
        if queue:
            raise queue.pop(0)
        return super().cat_file(path, start, end, **kwargs)


@pytest.fixture
def countfs(monkeypatch: pytest.MonkeyPatch) -> Any:
    fsspec.register_implementation("countmem", CountingFS, clobber=True)
    fs = CountingFS()
    CountingFS.store = {}
    CountingFS.pseudo_dirs = [""]
    CountingFS.finds = CountingFS.infos = 0
    CountingFS.failures = {}
    monkeypatch.setattr(remote_fs, "BACKOFF", 0.001)
    yield fs


def test_discovery_is_one_listing_with_sizes_and_versions(tmp_path: Path, countfs: Any) -> None:
    upload(countfs, small_fleet(tmp_path / "f", ALL), "/b/f")
    root, files = list_prefix("countmem://b/f")
    assert CountingFS.finds == 1 and CountingFS.infos == 0
    assert root == "countmem://b/f" and len(files) >= len(ALL)
    assert all(f.size > 0 and f.version for _, f in files)
    assert [rel for rel, _ in files] == sorted(rel for rel, _ in files)


def test_analyze_makes_no_request_per_file_for_discovery(tmp_path: Path, countfs: Any,
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    upload(countfs, small_fleet(tmp_path / "f", ALL), "/b/f")
    json_report(["countmem://b/f"], capsys)
    assert CountingFS.finds == 1 and CountingFS.infos == 0


def test_transient_errors_are_retried(countfs: Any) -> None:
    countfs.pipe_file("/b/x.log", b"hello\n")
    CountingFS.failures["/b/x.log"] = [ConnectionResetError(104, "Connection reset by peer"),
                                       OSError("SlowDown: please reduce your request rate")]
    assert fetch(RemoteFile("countmem://b/x.log", 6, "v")) == b"hello\n"
    assert CountingFS.failures["/b/x.log"] == []


def test_persistent_transient_error_gives_up_with_one_line(countfs: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(remote_fs, "RETRIES", 2)
    countfs.pipe_file("/b/x.log", b"hello\n")
    CountingFS.failures["/b/x.log"] = [TimeoutError("read timed out")] * 5
    with pytest.raises(InputError, match=r"countmem://b/x.log: still failing after 3 tries"):
        fetch(RemoteFile("countmem://b/x.log", 6, "v"))


def test_403_and_404_name_the_object_and_are_not_retried(countfs: Any) -> None:
    countfs.pipe_file("/b/x.log", b"hello\n")
    CountingFS.failures["/b/x.log"] = [PermissionError("AccessDenied"), PermissionError("AccessDenied")]
    with pytest.raises(InputError, match=r"^countmem://b/x.log: access denied \(403"):
        fetch(RemoteFile("countmem://b/x.log", 6, "v"))
    assert len(CountingFS.failures["/b/x.log"]) == 1  # tried once
    with pytest.raises(InputError, match=r"^countmem://b/gone.log: not found \(404"):
        fetch(RemoteFile("countmem://b/gone.log", 6, "v"))


def test_a_file_grown_since_the_listing_is_reported(countfs: Any) -> None:
    countfs.pipe_file("/b/x.log", b"hello\n")
    listed = RemoteFile("countmem://b/x.log", 6, "v")
    countfs.pipe_file("/b/x.log", b"hello\nmore\n")  # appended after the listing
    with pytest.raises(InputError, match="changed while it was read"):
        fetch(listed)


def test_a_file_rewritten_between_ranges_is_reported(countfs: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(remote_fs, "RANGE_BYTES", 4)
    countfs.pipe_file("/b/x.log", b"hello world\n")
    version = remote_fs.version_of(countfs.info("/b/x.log"))
    real = CountingFS.cat_file

    def rewrite(self: Any, path: str, start: Any = None, end: Any = None, **kw: Any) -> Any:
        data = real(self, path, start, end, **kw)
        if start == 4:
            MemoryFileSystem.pipe_file(self, path, b"HELLO WORLD\n")  # same size, new version
        return data

    monkeypatch.setattr(CountingFS, "cat_file", rewrite)
    import time

    time.sleep(0.01)
    with pytest.raises(InputError, match="changed while it was read"):
        fetch(RemoteFile("countmem://b/x.log", 12, version))


def test_a_403_object_is_skipped_and_named_the_others_are_read(tmp_path: Path, countfs: Any,
                                                              capsys: pytest.CaptureFixture[str]) -> None:
    upload(countfs, small_fleet(tmp_path / "f", ("01_healthy_one_spike", "02_fast_spikes")), "/b/f")
    CountingFS.failures["/b/f/02_fast_spikes/main.log"] = [PermissionError("AccessDenied")]
    capsys.readouterr()
    assert main(["analyze", "countmem://b/f", "-f", "json"]) == 0
    captured = capsys.readouterr()
    assert "countmem://b/f/02_fast_spikes/main.log: access denied (403" in captured.err
    assert [r["name"] for r in json.loads(captured.out)["runs"]] == ["01_healthy_one_spike"]


def test_a_burst_that_outlasts_every_try_loses_no_fragment(tmp_path: Path, countfs: Any,
                                                             monkeypatch: pytest.MonkeyPatch,
                                                             capsys: pytest.CaptureFixture[str]) -> None:
    # Two of a resumed W&B run's three files time out on every try of the parallel downloads
    # (a busy store, a loaded machine): left out, the run came back with one fragment and
    # without its rollbacks. Each gets one more series of tries, so the run is read whole.
    monkeypatch.setattr(remote_fs, "RETRIES", 2)
    fleet = small_fleet(tmp_path / "f", ("02_fast_spikes", "05_divergence_rollbacks"))
    upload(countfs, fleet, "/b/f")
    local = json_report([str(fleet)], capsys)
    resumes = sorted(p.relative_to(fleet).as_posix() for p in fleet.rglob("*.wandb"))[1:]
    for relative in resumes:
        CountingFS.failures[f"/b/f/{relative}"] = [TimeoutError("read timed out")] * 3
    capsys.readouterr()
    assert main(["analyze", "countmem://b/f", "-f", "json"]) == 0
    captured = capsys.readouterr()
    assert all(queue == [] for queue in CountingFS.failures.values())
    assert "still failing" not in captured.err
    remote = json.loads(captured.out)
    run = next(r for r in remote["runs"] if r["name"] == "tr8-104b")
    assert len(run["fragments"]) == 3 and len(run["rollbacks"]) == 2
    assert without_sources(remote, "countmem://b/f") == without_sources(local, str(fleet))


def test_a_store_that_keeps_failing_leaves_the_object_out_and_says_so(tmp_path: Path, countfs: Any,
                                                                     monkeypatch: pytest.MonkeyPatch,
                                                                     capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(remote_fs, "RETRIES", 1)
    upload(countfs, small_fleet(tmp_path / "f", ("01_healthy_one_spike", "02_fast_spikes")), "/b/f")
    CountingFS.failures["/b/f/02_fast_spikes/main.log"] = [TimeoutError("read timed out")] * 4
    capsys.readouterr()
    assert main(["analyze", "countmem://b/f", "-f", "json"]) == 0
    captured = capsys.readouterr()
    assert "countmem://b/f/02_fast_spikes/main.log: still failing after 2 tries" in captured.err
    assert CountingFS.failures["/b/f/02_fast_spikes/main.log"] == []  # two series of two tries


def test_a_run_read_without_a_left_out_file_says_so(tmp_path: Path, countfs: Any,
                                                     monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    # The store never answers for two of tr8-104b's three files: the run is read from the one
    # left, and its own entry says which files it was read without (the JSON report has no
    # fleet notes, so a note alone left a run that looked whole, without its rollbacks).
    monkeypatch.setattr(remote_fs, "RETRIES", 0)
    fleet = small_fleet(tmp_path / "f", ("02_fast_spikes", "05_divergence_rollbacks", "09_two_sources"))
    (fleet / "top.log").write_text("not a training log\n")
    upload(countfs, fleet, "/b/f")
    resumes = sorted(p.relative_to(fleet).as_posix() for p in fleet.rglob("*.wandb"))[1:]
    for relative in [*resumes, "top.log"]:
        CountingFS.failures[f"/b/f/{relative}"] = [TimeoutError("read timed out")] * 2
    remote = json_report(["countmem://b/f"], capsys)
    said = {r["name"]: [w for w in r["warnings"] if w.startswith("not read: ")] for r in remote["runs"]}
    assert said["02_fast_spikes/main.log"] == said["09_two_sources/log.jsonl"] == []
    assert said["tr8-104b"] == [f"not read: countmem://b/f/{relative}: still failing after 1 tries (read timed out); "
                                "this run is read without that file" for relative in resumes]
    run = next(r for r in remote["runs"] if r["name"] == "tr8-104b")
    assert len(run["fragments"]) == 1 and run["rollbacks"] == []


@pytest.mark.parametrize(("url", "extra"), [("gs://bucket/runs", "gcs"), ("az://container/runs", "azure"),
                                            ("hf://datasets/x/y", "hf")])
def test_missing_backend_names_the_extra(url: str, extra: str, capsys: pytest.CaptureFixture[str]) -> None:
    import importlib.util

    module = {"gcs": "gcsfs", "azure": "adlfs", "hf": "huggingface_hub"}[extra]
    if importlib.util.find_spec(module) is not None:
        # Installed here: the message is tested on a scheme whose backend surely is not.
        url, extra = "abfss://c/x", "azure"
    assert main(["analyze", url]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"lossdoctor[{extra}]" in err[0]


def test_missing_prefix_is_one_line(memfs: Any, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", "memory://nothing/here"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["lossdoctor: error: memory://nothing/here: no such object or prefix"]


def test_remote_with_cache_fetches_only_what_changed(tmp_path: Path, countfs: Any,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    upload(countfs, small_fleet(tmp_path / "f", ("01_healthy_one_spike", "02_fast_spikes", "03_slow_recovery")),
           "/b/f")
    cache = str(tmp_path / "cache")
    args = ["analyze", "countmem://b/f", "--cache", cache]
    assert main(args) == 0
    assert "3 changed" in capsys.readouterr().out
    reads: list[str] = []
    real = CountingFS.cat_file

    def counted(self: Any, path: str, *a: Any, **kw: Any) -> Any:
        reads.append(path)
        return real(self, path, *a, **kw)

    CountingFS.cat_file = counted  # type: ignore[method-assign]
    try:
        assert main(args) == 0
        assert "0 changed" in capsys.readouterr().out and reads == []
        countfs.pipe_file("/b/f/03_slow_recovery/metrics.csv",
                          (tmp_path / "f" / "03_slow_recovery" / "metrics.csv").read_bytes() + b"\n")
        assert main(args) == 0
        out = capsys.readouterr().out
        assert "1 changed" in out and "1 files fetched" in out
        assert {p.rsplit("/", 1)[-1] for p in reads} == {"metrics.csv"}
    finally:
        CountingFS.cat_file = real  # type: ignore[method-assign]


def test_inspect_and_stitch_take_urls(tmp_path: Path, memfs: Any, capsys: pytest.CaptureFixture[str]) -> None:
    upload(memfs, GALLERY / "07_resume_spikes", "/bucket/07_resume_spikes")
    capsys.readouterr()
    assert main(["inspect", "memory://bucket/07_resume_spikes", "-f", "json"]) == 0
    remote = json.loads(capsys.readouterr().out)
    assert main(["inspect", str(GALLERY / "07_resume_spikes"), "-f", "json"]) == 0
    local = json.loads(capsys.readouterr().out)
    assert without_sources(remote, "memory://bucket/07_resume_spikes") == without_sources(local, str(GALLERY / "07_resume_spikes"))
    out = tmp_path / "stitched.csv"
    assert main(["stitch", "memory://bucket/07_resume_spikes", "-o", str(out)]) == 0
    assert out.stat().st_size > 0
    assert main(["stitch", "wandb://lab/gpt", "-o", str(tmp_path / "x.csv")]) == 2
    assert "wandb:// runs work with analyze and check" in capsys.readouterr().err


def test_a_worker_without_the_mirror_fetches_its_own_files(tmp_path: Path, memfs: Any) -> None:
    """A task run on another machine (here: its mirror deleted) reads its objects itself."""
    import shutil

    from lossdoctor.engine import Settings
    from lossdoctor.fleet.pipeline import _remote
    from lossdoctor.fleet.tasks import Task, run_task
    from lossdoctor.remote.fs import list_prefix

    upload(memfs, GALLERY / "02_fast_spikes", "/bucket/w")
    found = _remote("memory://bucket/w", list_prefix("memory://bucket/w"), None, tmp_path / "mirror")
    (unit,) = found.units
    task = Task((unit,), Settings(), relabel=found.relabel, remote=found.remote)
    here = run_task(task)
    shutil.rmtree(tmp_path / "mirror")
    there = run_task(task)
    assert [r.run.sources for r in there.reports] == [r.run.sources for r in here.reports] == \
        [("memory://bucket/w/main.log",)]
    assert [len(r.findings) for r in there.reports] == [len(r.findings) for r in here.reports]
