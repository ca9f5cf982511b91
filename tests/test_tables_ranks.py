"""Ranks writing one table file (issue 31): k processes appending the same steps are one run.

The fixture (`data/tables/ranks.jsonl`) was written by two real processes appending to one
file; its provenance is in `data/tables/README.md`.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict
from lossdoctor.ingest.tables.ranks import copies

FIXTURE = Path(__file__).parent / "data" / "tables" / "ranks.jsonl"


def _as(tmp_path: Path, suffix: str) -> Path:
    rows = [json.loads(line) for line in FIXTURE.read_text().splitlines()]
    if suffix == ".jsonl":
        return FIXTURE
    out = tmp_path / f"metrics{suffix}"
    with out.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=["step", "loss", "lr"])
        writer.writeheader()
        writer.writerows(rows)
    return out


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_two_ranks_appending_to_one_file_are_one_run_and_a_duplicate(tmp_path: Path, suffix: str) -> None:
    report = api.analyze([_as(tmp_path, suffix)])
    [run] = as_dict(report)["runs"]
    assert len(run["fragments"]) == 1 and not run["rollbacks"] and run["dead_points"] == 0
    loss = next(s for s in run["series"] if s["name"] == "loss")
    assert (loss["points"], loss["first_step"], loss["last_step"]) == (417, 1, 417)
    [decision] = run["identity"]["decisions"]
    assert (decision["kind"], decision["rank"]) == ("duplicate", "numeric")
    assert "2 processes" in decision["evidence"] and "417 repeated row(s)" in decision["evidence"]


def test_two_seeds_interleaved_are_not_copies() -> None:
    # Two writers whose losses differ beyond a hair are not one run written twice.
    steps = np.repeat(np.arange(1, 101), 2)
    loss = np.where(np.arange(200) % 2 == 0, 3.0, 3.2) - steps / 100
    assert copies(steps, loss) is None


def test_a_relaunch_that_replays_every_step_is_not_copies() -> None:
    # Steps 1..100 then 1..100 again with the same values: one step back, to the start, a relaunch.
    steps = np.concatenate([np.arange(1, 101), np.arange(1, 101)])
    loss = np.concatenate([3.0 - np.arange(100) / 100] * 2)
    assert copies(steps, loss) is None


def test_ranks_in_lockstep_are_copies() -> None:
    steps = np.repeat(np.arange(0, 500, 10), 4)
    loss = 3.0 - steps / 1000 + np.tile([0.0, 1e-6, -1e-6, 2e-6], 50)
    found = copies(steps, loss)
    assert found is not None and found.writers == 4 and found.dropped == 150
