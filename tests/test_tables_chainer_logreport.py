"""Chainer's LogReport `log`: one JSON array of records in a file with no extension, read by its
content. The fixture `tests/data/tables/chainer_logreport/gan/log` was written by Chainer 7.8.1's
own LogReport (`tests/data/tables/make_chainer_logreport.py`, a toy GAN, a record every 10
iterations)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import load
from lossdoctor.errors import InputError

FIXTURE = Path(__file__).parent / "data" / "tables" / "chainer_logreport"


def test_logreport_log_is_a_run_of_its_iterations() -> None:
    [run] = load([FIXTURE]).runs
    assert len(run.fragments) == 1 and not run.rollbacks
    assert {"gen/loss", "dis/loss"} <= set(run.series)
    assert run.primary in {"gen/loss", "dis/loss"}
    gen = run.series["gen/loss"]
    assert len(gen) == 40 and int(gen.steps[0]) == 10 and int(gen.steps[-1]) == 400
    assert np.all(np.diff(gen.steps) == 10)


def test_json_arrays_that_are_no_history_are_not_read(tmp_path: Path) -> None:
    # A list of names, a one-record array, and a console log that opens with a bracket.
    (tmp_path / "a").mkdir()
    (tmp_path / "a" / "log").write_text('["gen", "dis"]\n')
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "log").write_text('[\n    {"iteration": 100, "main/loss": 0.5}\n]\n')
    for folder in ("a", "b"):
        with pytest.raises(InputError):
            load([tmp_path / folder])


def test_a_console_stream_saved_as_a_json_array_is_no_table(tmp_path: Path) -> None:
    """Kaggle saves a notebook's output as `[{"stream_name", "time", "data": "<a line>"}, ...]`:
    records mostly of text are a console stream, left to the console reader."""
    from lossdoctor.ingest.tables.parse import sniff

    lines = [f'{{"stream_name":"stdout","time":{7.4 + i},"data":"step {i} loss {1 / (i + 1):.3f}\\n"}}' for i in range(20)]
    (tmp_path / "run.log").write_text("[" + "\n,".join(lines) + "]\n")
    assert sniff(tmp_path / "run.log") is None
    (tmp_path / "log").write_text("[" + ",".join(f'{{"iteration": {i}, "main/loss": {1 / (i + 1)}}}' for i in range(1, 20)) + "]")
    found = sniff(tmp_path / "log")
    assert found is not None and found.kind == "jsonarray" and found.reason is None


def test_one_logreport_record_is_a_run_stopped_after_its_first_report(tmp_path: Path) -> None:
    # LogReport's bookkeeping (epoch, iteration, elapsed_time) beside the loss: a run of one point
    # (a training that hung after its first report), where a bare record stays no history (above).
    (tmp_path / "result").mkdir()
    (tmp_path / "result" / "log").write_text(
        '[\n    {\n        "elapsed_time": 4.84, \n        "iteration": 1, \n        "main/loss": 1.07, \n'
        '        "main/accuracy": 0.49, \n        "epoch": 0\n    }\n]')
    [run] = load([tmp_path]).runs
    assert run.primary == "main/loss" and len(run.series["main/loss"]) == 1
