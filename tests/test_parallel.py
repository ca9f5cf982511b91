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
