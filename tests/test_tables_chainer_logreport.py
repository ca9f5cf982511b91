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
