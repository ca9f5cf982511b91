"""Many runs are read and analysed in worker processes, with the same results as serially."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.api import analyze
from lossdoctor.formats import render
from lossdoctor.parallel import MIN_ITEMS, jobs, ordered_map
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.writers import write


def _square(x: int) -> int:
    return x * x


def test_ordered_map_keeps_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "2")
    items = list(range(MIN_ITEMS * 3))
    ticks: list[int] = []
    assert ordered_map(_square, items, warm=(0, 5), done=lambda: ticks.append(1)) == [x * x for x in items]
    assert len(ticks) == len(items)


def test_jobs_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "1")
    assert jobs() == 1
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "nonsense")
    assert 1 <= jobs() <= 2


def test_parallel_and_serial_reports_are_identical(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    names = ["clean", "spike_slow", "nan_fp16", "dip", "grokking", "spike_fast", "divergence_slow",
             "repeated_data", "resume_spikes", "correct_resume"]
    for index, name in enumerate(names):
        write(generate(name, index), "csv" if index % 2 else "tensorboard", tmp_path / f"{index:02d}")
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "1")
    serial = render("json", analyze([tmp_path]))
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "2")
    parallel = render("json", analyze([tmp_path]))
    assert parallel == serial
    assert serial.count('"name"') >= len(names)


def _arrays(n: int) -> dict[str, object]:
    import numpy as np

    return {"rows": np.arange(n), "values": np.linspace(0, 1, n), "text": "x" * 10}


@pytest.mark.parametrize("room", [0, 100, 1 << 20])  # pipe only; too small (pipe); shared memory
def test_both_cores_returns_both_results(room: int) -> None:
    import numpy as np

    from lossdoctor.parallel import both_cores

    mine, theirs = both_cores(lambda: _arrays(5), lambda: _arrays(20000), room)
    assert np.array_equal(mine["rows"], np.arange(5))  # type: ignore[call-overload]
    assert np.array_equal(theirs["rows"], np.arange(20000))  # type: ignore[call-overload]
    assert np.array_equal(theirs["values"], np.linspace(0, 1, 20000)) and theirs["text"] == "x" * 10  # type: ignore[call-overload]
    theirs["values"][0] = 5.0  # type: ignore[index]  # arrays in shared memory are ordinary, writable arrays


def test_both_cores_redoes_failed_work_here() -> None:
    import os

    from lossdoctor.parallel import both_cores

    parent = os.getpid()

    def there() -> int:
        if os.getpid() != parent:
            raise RuntimeError("worker failure")
        return 42

    assert both_cores(lambda: 1, there) == (1, 42)


def _split_in_worker(_: int) -> bool:
    from lossdoctor.parallel import split_work

    return split_work()


def test_work_is_not_split_again_inside_a_pool_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    from lossdoctor.parallel import split_work

    monkeypatch.setenv("LOSSDOCTOR_JOBS", "2")
    assert split_work()
    assert ordered_map(_split_in_worker, list(range(MIN_ITEMS * 2)), warm=()) == [False] * (MIN_ITEMS * 2)
    monkeypatch.setenv("LOSSDOCTOR_JOBS", "1")
    assert not split_work()
