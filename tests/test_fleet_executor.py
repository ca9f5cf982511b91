"""Executors: the local pool and a 2-worker Dask LocalCluster give the same report; a failing
run becomes runs[].error; a worker killed mid-task loses no result."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import cloudpickle
import pytest

from lossdoctor.errors import UsageError
from lossdoctor.fleet.executor import DaskExecutor, Failed, LocalExecutor, executor_for
from lossdoctor.fleet.pipeline import analyze_fleet
from lossdoctor.formats.json_report import as_dict

from fleet_helpers import GALLERY, json_report, small_fleet

# Dask workers are other processes: they get this module's functions by value.
cloudpickle.register_pickle_by_value(sys.modules[__name__])

ALL = tuple(sorted(p.name for p in GALLERY.iterdir() if p.is_dir()))


@pytest.fixture(scope="module")
def dask_pool() -> Any:
    pool = DaskExecutor(workers=2)
    yield pool
    pool.close()


def test_executor_names_and_bad_spec() -> None:
    assert executor_for(None).name == "local"
    assert executor_for("local").name == "local"
    for bad in ("ray", "dask://", "threads"):
        with pytest.raises(UsageError):
            executor_for(bad)


def test_dask_report_equals_local(tmp_path: Path, dask_pool: DaskExecutor) -> None:
    fleet = small_fleet(tmp_path / "runs", ALL)
    local, local_stats = analyze_fleet([fleet], executor=LocalExecutor())
    remote, dask_stats = analyze_fleet([fleet], executor=dask_pool)
    assert as_dict(local) == as_dict(remote)
    assert local_stats.runs == dask_stats.runs == len(local.runs) >= len(ALL)
    assert dask_stats.executor == "dask" and dask_stats.errors == 0
    # The two workers both took part (one task per run).
    assert len(dask_pool.client.scheduler_info()["workers"]) == 2


def test_plain_analyze_equals_fleet_pipeline(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", ALL)
    today = json_report([str(fleet)], capsys)
    via_cache = json_report([str(fleet), "--cache", str(tmp_path / "cache")], capsys)
    assert today == via_cache


def _corrupt_fleet(tmp_path: Path) -> Path:
    fleet = small_fleet(tmp_path / "runs", ("01_healthy_one_spike", "02_fast_spikes"))
    bad = fleet / "zz_bad"
    bad.mkdir()
    (bad / "run-zzbad.wandb").write_bytes(b"not a W&B file at all, only some bytes to claim")
    return fleet


@pytest.mark.parametrize("kind", ["local", "dask"])
def test_failing_run_becomes_error_and_fleet_carries_on(tmp_path: Path, kind: str, dask_pool: DaskExecutor) -> None:
    fleet = _corrupt_fleet(tmp_path)
    pool = dask_pool if kind == "dask" else LocalExecutor()
    report, stats = analyze_fleet([fleet], executor=pool)
    by_name = {r.run.name: r for r in report.runs}
    assert stats.errors == 1 and stats.runs == 3
    assert "not a W&B run file" in (by_name["zzbad"].error or "")
    assert by_name["01_healthy_one_spike"].error is None and by_name["01_healthy_one_spike"].findings
    doc = as_dict(report)
    errors = [r for r in doc["runs"] if r.get("error")]
    assert [r["name"] for r in errors] == ["zzbad"] and errors[0]["sources"][0].endswith("run-zzbad.wandb")


def test_check_fails_on_an_unreadable_run_and_prints_the_fleet_header(tmp_path: Path,
                                                                       capsys: pytest.CaptureFixture[str]) -> None:
    from lossdoctor.cli import main

    fleet = _corrupt_fleet(tmp_path)
    assert main(["check", str(fleet), "--executor", "local", "--cache", str(tmp_path / "c")]) == 1
    out = capsys.readouterr().out
    assert out.startswith("fleet: 3 runs, 3 changed, 1 error")
    assert "error: zzbad:" in out


def _double_or_die(item: tuple[int, str]) -> int:
    """Kills its own worker process the first time it meets item 3."""
    value, marker = item
    if value == 3 and not os.path.exists(marker):
        Path(marker).write_text("died once")
        os._exit(1)
    return value * 2


def _raise_on_five(value: int) -> int:
    if value == 5:
        raise ValueError("five is not allowed")
    return value * 2


def test_worker_killed_mid_task_loses_no_result(tmp_path: Path, dask_pool: DaskExecutor) -> None:
    marker = str(tmp_path / "died")
    items = [(i, marker) for i in range(8)]
    done: list[int] = []
    results = dask_pool.map(_double_or_die, items, done=lambda: done.append(1))
    assert Path(marker).exists()  # a worker really died
    assert results == [i * 2 for i in range(8)]
    assert len(done) == 8


@pytest.mark.parametrize("kind", ["local", "dask"])
def test_exception_in_one_task_is_failed_not_raised(kind: str, dask_pool: DaskExecutor) -> None:
    pool = dask_pool if kind == "dask" else LocalExecutor()
    results = pool.map(_raise_on_five, list(range(10)))
    assert results[5] == Failed("ValueError: five is not allowed")
    assert [r for i, r in enumerate(results) if i != 5] == [i * 2 for i in range(10) if i != 5]


def test_unreachable_scheduler_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    from lossdoctor.cli import main

    assert main(["analyze", str(GALLERY / "02_fast_spikes"), "--executor", "dask://127.0.0.1:9"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "cannot reach the scheduler" in err[0]


def test_existing_scheduler_by_address(tmp_path: Path, dask_pool: DaskExecutor,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    address = dask_pool.client.scheduler.address  # tcp://127.0.0.1:PORT
    fleet = small_fleet(tmp_path / "runs", ("02_fast_spikes", "03_slow_recovery"))
    local = json_report([str(fleet)], capsys)
    remote = json_report([str(fleet), "--executor", address.replace("tcp://", "dask://")], capsys)
    assert remote == local
    # Our client is closed, the cluster we did not start keeps running.
    assert dask_pool.client.submit(abs, -3).result() == 3
