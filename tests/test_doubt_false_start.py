"""Doubt D8 false-start: a run of a few points right before a launch of the same file from the
same first step, whose values it matches: an aborted start of that job, or a run of its own."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.doubts import false_start
from lossdoctor.identity.facts import RunFacts
from lossdoctor.reading import doubt


def _loss(step: int, seed: int) -> float:
    """An LM pre-training loss from ln(vocab), the same curve for one seed."""
    noise = np.random.default_rng([seed, step]).normal(0, 0.002)
    return float(2.2 + 6.36 * np.exp(-step / 400) + noise)


def _launch(path: Path, steps: range, seed: int) -> None:
    """Rank 0 of the script appends `json.dumps` of its metrics every 20 steps; usd restarts."""
    with path.open("a", encoding="utf-8") as handle:
        for n, step in enumerate(steps):
            handle.write(json.dumps({"step": step, "loss": _loss(step, seed), "lr": 6e-4,
                                     "tokens": step * 524288, "usd": 0.075 + 0.002 * n}) + "\n")


def test_a_false_start_before_the_launch_it_matches_is_in_doubt(tmp_path: Path) -> None:
    log = tmp_path / "metrics.jsonl"
    _launch(log, range(20, 60, 20), seed=1)  # two rows, then the job is relaunched
    _launch(log, range(20, 2020, 20), seed=2)
    runs = api.load([tmp_path]).runs
    assert [len(run.series["loss"]) for run in runs] == [2, 100]
    assert "aborted start of the same job" in (doubt(runs[0]) or "")
    assert doubt(runs[1]) is None


def test_a_short_launch_after_the_long_one_or_off_its_values_is_no_false_start() -> None:
    steps = np.arange(20, 2020, 20)
    long = RunFacts("m", "table", ("m.jsonl",), "loss", steps, np.array([_loss(int(s), 2) for s in steps]))
    short = RunFacts("m#2", "table", ("m.jsonl",), "loss", steps[:2], long.values[:2] * 1.003)
    assert list(false_start([short, long])) == [0]
    # A later launch that died after two prints: no doubt.
    assert false_start([long, short]) == {}
    # Its own values (5 % off the long run's): a short run of its own.
    off = RunFacts("m#2", "table", ("m.jsonl",), "loss", steps[:2], long.values[:2] * 1.05)
    assert false_start([off, long]) == {}
    # In another file: no doubt either.
    apart = RunFacts("n", "table", ("n.jsonl",), "loss", steps[:2], long.values[:2])
    assert false_start([apart, long]) == {}
