"""Ranks writing one table file (issue 31): k processes appending the same steps are one run.

The fixtures (`data/tables/ranks*.jsonl`) were written by two real processes appending to one
file; their provenance is in `data/tables/README.md`.
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

DATA = Path(__file__).parent / "data" / "tables"
FIXTURE = DATA / "ranks.jsonl"


def _as(tmp_path: Path, suffix: str, fixture: Path = FIXTURE) -> Path:
    rows = [json.loads(line) for line in fixture.read_text().splitlines()]
    if suffix == ".jsonl":
        return fixture
    out = tmp_path / f"metrics{suffix}"
    with out.open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
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


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_a_rank_that_lags_a_row_or_two_is_still_a_copy(tmp_path: Path, suffix: str) -> None:
    # Rank 1's rows land up to a few rows late, so the step goes back at many rows; no resume.
    report = api.analyze([_as(tmp_path, suffix, DATA / "ranks_lag.jsonl")])
    [run] = as_dict(report)["runs"]
    assert len(run["fragments"]) == 1 and not run["rollbacks"] and run["dead_points"] == 0
    loss = next(s for s in run["series"] if s["name"] == "loss")
    assert (loss["points"], loss["first_step"], loss["last_step"]) == (200, 1, 200)
    [decision] = run["identity"]["decisions"]
    assert decision["kind"] == "duplicate" and "restart" not in decision["evidence"]


@pytest.mark.parametrize("suffix", [".jsonl", ".csv"])
def test_lagging_ranks_resumed_from_a_checkpoint_roll_back_once(tmp_path: Path, suffix: str) -> None:
    # Killed at step 160, resumed from the checkpoint of step 120: the replayed steps 121.. are
    # a restart (each already written by both ranks), not copies; one rollback, 200 live steps.
    report = api.analyze([_as(tmp_path, suffix, DATA / "ranks_resume.jsonl")])
    [run] = as_dict(report)["runs"]
    assert len(run["fragments"]) == 2
    [rollback] = run["rollbacks"]
    assert rollback["step"] == 121 and rollback["abandoned_to_step"] >= 155
    loss = next(s for s in run["series"] if s["name"] == "loss")
    assert (loss["points"], loss["first_step"], loss["last_step"]) == (200, 1, 200)
    kinds = [d["kind"] for d in run["identity"]["decisions"]]
    assert kinds == ["duplicate", "rollback"]
    assert "a restart, not a copy" in run["identity"]["decisions"][0]["evidence"]


def test_a_step_every_rank_already_wrote_is_a_restart_however_near() -> None:
    # Four ranks in lockstep, resumed 3 steps back: near in rows, but each step had its 4 copies.
    steps = np.concatenate([np.repeat(np.arange(1, 51), 4), np.repeat(np.arange(48, 101), 4)])
    loss = 3.0 - steps / 100 + np.tile([0.0, 1e-6, -1e-6, 2e-6], len(steps) // 4)
    found = copies(steps, loss)
    assert found is not None and found.writers == 4 and found.restarts == (200,)
    assert list(steps[found.kept]) == list(range(1, 51)) + list(range(48, 101))


def test_a_step_the_log_left_long_ago_is_a_restart_though_a_copy_is_missing() -> None:
    # Two ranks; rank 1 never wrote step 30. A resume back to 30, 40 steps later, is no copy.
    steps = np.repeat(np.arange(1, 71), 2)
    steps = np.delete(steps, 59)  # the second row of step 30
    steps = np.concatenate([steps, np.repeat(np.arange(30, 81), 2)])
    loss = 3.0 - steps / 100
    found = copies(steps, loss)
    assert found is not None and found.restarts == (139,)
    assert list(steps[found.kept]) == list(range(1, 71)) + list(range(30, 81))
