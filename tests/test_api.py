"""The notebook API: analyze() returns the report object; runs convert to a tidy DataFrame."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

import lossdoctor
from lossdoctor.model import Report
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.writers import write
from lossdoctor.stitch import stitch


def test_to_frame_is_tidy_with_dead_points() -> None:
    run = stitch(generate("repeated_divergence", 0).raw_run())
    frame = lossdoctor.to_frame(run)
    assert list(frame.columns) == ["run", "series", "step", "value", "wall_time", "fragment", "dead"]
    live = frame[~frame["dead"]]
    dead = frame[frame["dead"]]
    assert len(live) == len(run.series["loss"]) and len(dead) == run.dead_points
    assert set(dead["fragment"]) == {0, 1}
    assert np.all(np.diff(live["step"].to_numpy()) > 0)


def test_analyze_returns_the_report_object(tmp_path: Path) -> None:
    path = write(generate("clean", 0), "csv", tmp_path)
    report = lossdoctor.analyze(path)
    assert isinstance(report, Report) and report.schema == "lossdoctor.report/1"
    assert report.runs[0].run.primary == "loss"
    assert report.runs[0].run.series["loss"].steps[-1] == 4999


def test_loss_override_missing_is_a_note(tmp_path: Path) -> None:
    path = write(generate("clean", 0), "csv", tmp_path)
    loaded = lossdoctor.load([path], loss_keys=["nope"])
    assert any("--loss 'nope'" in note for note in loaded.notes)


def test_version_is_exposed() -> None:
    assert lossdoctor.__version__ == "0.1.0"
    with pytest.raises(AttributeError):
        lossdoctor.no_such_thing  # noqa: B018
