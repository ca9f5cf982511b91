"""--cache: unchanged runs are not read again, one changed run is re-analysed alone, entries
survive concurrent writers and crashes, and a schema or settings change is a miss."""

from __future__ import annotations

import multiprocessing
import os
import pickle
import time
from pathlib import Path
from typing import Any

import pytest

import lossdoctor.fleet.tasks as tasks
from lossdoctor.engine import Settings
from lossdoctor.fleet import cache as cache_module
from lossdoctor.fleet.cache import ReportCache
from lossdoctor.fleet.executor import LocalExecutor
from lossdoctor.fleet.pipeline import analyze_fleet
from lossdoctor.formats.json_report import as_dict

from fleet_helpers import small_fleet

NAMES = ("01_healthy_one_spike", "02_fast_spikes", "03_slow_recovery", "04_never_recovers",
         "05_divergence_rollbacks", "09_two_sources")


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every unit a reader reads, by name (in this process: LOSSDOCTOR_JOBS=1)."""
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "1")
    seen: list[str] = []
    real = tasks.read_unit

    def counting(unit: Any) -> Any:
        seen.append(unit.name)
        return real(unit)

    monkeypatch.setattr(tasks, "read_unit", counting)
    return seen


def test_unchanged_runs_are_not_read_again(tmp_path: Path, reads: list[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES)
    first, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert stats.changed == len(reads) == len(NAMES) and stats.cached == 0
    reads.clear()
    second, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert reads == [] and stats.changed == 0 and stats.cached == len(NAMES)
    assert as_dict(first) == as_dict(second)


def test_one_changed_run_is_reanalysed_alone(tmp_path: Path, reads: list[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES)
    analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    reads.clear()
    log = fleet / "02_fast_spikes" / "main.log"
    lines = log.read_text().splitlines(keepends=True)
    log.write_text("".join(lines[: len(lines) // 2]))  # the run shrank: a different history
    report, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert reads == ["02_fast_spikes/main.log"] and stats.changed == 1
    changed = next(r for r in report.runs if r.run.name == "02_fast_spikes/main.log")
    assert changed.run.series["trl"].steps[-1] < 5000


def test_settings_and_schema_are_part_of_the_key(tmp_path: Path, reads: list[str],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES[:2])
    cache = tmp_path / "cache"
    analyze_fleet([fleet], cache=ReportCache(cache))
    reads.clear()
    analyze_fleet([fleet], cache=ReportCache(cache), settings=Settings(ignore=("LD101",)))
    assert sorted(reads) == sorted(["01_healthy_one_spike", "02_fast_spikes/main.log"])
    reads.clear()
    # Where the settings were read from is not part of the key.
    analyze_fleet([fleet], cache=ReportCache(cache), settings=Settings(ignore=("LD101",), origin="elsewhere"))
    assert reads == []
    monkeypatch.setattr(cache_module, "FORMAT", cache_module.FORMAT + 1)
    analyze_fleet([fleet], cache=ReportCache(cache), settings=Settings(ignore=("LD101",)))
    assert len(reads) == 2  # a schema bump reads everything again
    monkeypatch.setattr(cache_module, "SCHEMA", "lossdoctor.report/2")
    reads.clear()
    analyze_fleet([fleet], cache=ReportCache(cache), settings=Settings(ignore=("LD101",)))
    assert len(reads) == 2


def _entries(cache: Path) -> list[Path]:
    return sorted((cache / "reports").rglob("*.pkl"))


def test_torn_or_foreign_entry_is_a_miss_not_an_error(tmp_path: Path, reads: list[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES[:1])
    cache = tmp_path / "cache"
    analyze_fleet([fleet], cache=ReportCache(cache))
    (entry,) = _entries(cache)
    entry.write_bytes(entry.read_bytes()[:100])  # as a crash would leave it without os.replace
    (whole,) = sorted((cache / "fleets").rglob("*.pkl"))  # the whole check's entry, torn alike
    whole.write_bytes(whole.read_bytes()[:100])
    reads.clear()
    report, stats = analyze_fleet([fleet], cache=ReportCache(cache))
    assert reads == ["01_healthy_one_spike"] and stats.errors == 0 and report.runs[0].findings
    # ... and the entries are whole again.
    assert pickle.loads(entry.read_bytes())[0] == cache_module.FORMAT
    assert pickle.loads(whole.read_bytes())[0] == cache_module.FORMAT


def _crash_while_writing(folder: str) -> None:
    """Dies inside the write, after the temporary file is half written and before the rename."""
    import lossdoctor.remote.stage as stage

    real_replace = os.replace

    def die(*args: Any) -> None:
        os._exit(3)

    stage.os.replace = die  # type: ignore[assignment]
    try:
        ReportCache(Path(folder)).put("ab" + "0" * 62, tasks.TaskResult(reports=()))
    finally:
        stage.os.replace = real_replace  # type: ignore[assignment]


def test_crash_mid_write_leaves_no_entry(tmp_path: Path) -> None:
    context = multiprocessing.get_context("fork")
    process = context.Process(target=_crash_while_writing, args=(str(tmp_path),))
    process.start()
    process.join()
    assert process.exitcode == 3
    assert ReportCache(tmp_path).get("ab" + "0" * 62) is None
    assert not list((tmp_path / "reports").rglob("*.pkl"))  # only a stray temporary file, never an entry


def _writer(args: tuple[str, int]) -> int:
    folder, seed = args
    cache = ReportCache(Path(folder))
    key = "cd" + "1" * 62
    result = tasks.TaskResult(reports=(), identities=tuple(f"id{seed}-{i}" for i in range(2000)))
    deadline = time.time() + 1.0
    torn = 0
    while time.time() < deadline:
        cache.put(key, result)
        got = cache.get(key)
        if got is None or len(got.identities) != 2000:
            torn += 1
    return torn


def test_concurrent_writers_never_tear_an_entry(tmp_path: Path) -> None:
    context = multiprocessing.get_context("fork")
    with context.Pool(3) as pool:
        torn = pool.map(_writer, [(str(tmp_path), seed) for seed in range(3)])
    assert torn == [0, 0, 0]
    assert len(list((tmp_path / "reports").rglob("*.tmp"))) == 0


def test_check_reads_the_cache_folder_from_the_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    from lossdoctor.cli import main

    fleet = small_fleet(tmp_path / "runs", NAMES[:2])
    (tmp_path / "lossdoctor.toml").write_text('cache = ".ld-cache"\n')
    monkeypatch.chdir(tmp_path)
    assert main(["check", str(fleet)]) == 0
    assert capsys.readouterr().out.startswith("fleet: 2 runs, 2 changed, 0 errors")
    assert _entries(tmp_path / ".ld-cache")
    assert main(["check", str(fleet)]) == 0
    assert capsys.readouterr().out.startswith("fleet: 2 runs, 0 changed, 2 from the cache")


def test_the_cache_folder_must_be_writable(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from lossdoctor.cli import main

    blocker = tmp_path / "file"
    blocker.write_text("x")
    fleet = small_fleet(tmp_path / "runs", NAMES[:1])
    assert main(["analyze", str(fleet), "--cache", str(blocker / "sub")]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cache folder" in err[0]


def test_local_executor_is_the_default(tmp_path: Path) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES[:1])
    _, stats = analyze_fleet([fleet], executor=LocalExecutor())
    assert stats.executor == "local"


def test_an_unchanged_fleet_is_one_listing_and_one_load(tmp_path: Path, reads: list[str],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The whole check is kept: a re-check discovers, stages and looks up nothing more."""
    from lossdoctor.fleet import pipeline

    fleet = small_fleet(tmp_path / "runs", NAMES[:3])
    first, _ = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))

    def untouched(*args: Any) -> Any:
        raise AssertionError("an unchanged fleet was discovered again")

    with monkeypatch.context() as patch:
        patch.setattr(pipeline, "_analyse", untouched)
        again, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert as_dict(again) == as_dict(first)
    assert stats.changed == 0 and stats.cached == 3 and stats.runs == len(first.runs)
    # Another setting, or one file touched, and the whole check is looked for again.
    analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"), settings=Settings(ignore=("LD101",)))
    log = next(p for p in fleet.rglob("*.log"))
    os.utime(log, ns=(time.time_ns(), time.time_ns()))
    reads.clear()
    _, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert len(reads) == 1 and stats.changed == 1


def test_a_check_with_a_failed_run_is_not_kept_whole(tmp_path: Path, reads: list[str]) -> None:
    """A run that could not be read is tried again at the next check, not served from the cache."""
    fleet = small_fleet(tmp_path / "runs", NAMES[:2])
    (fleet / "zz_broken").mkdir()
    (fleet / "zz_broken" / "trainer_state.json").write_text("{not json")
    _, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert stats.errors == 1
    assert not list((tmp_path / "cache" / "fleets").rglob("*.pkl"))
    reads.clear()
    _, stats = analyze_fleet([fleet], cache=ReportCache(tmp_path / "cache"))
    assert reads == ["zz_broken"] and stats.errors == 1
