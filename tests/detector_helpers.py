"""Helpers for the detector tests: runs built from arrays, scenarios stitched, real logs loaded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import numpy as np
import pytest

from lossdoctor.detectors.base import Rule
from lossdoctor.model import Finding, Fragment, RawRun, Run, Series, Skip
from lossdoctor.scenarios import generate
from lossdoctor.stitch import stitch


def power_curve(n: int, sigma: float = 0.02, seed: int = 0, every: int = 1) -> tuple[np.ndarray, np.ndarray]:
    """Steps and a noisy power-law loss (log-normal noise of `sigma`)."""
    rng = np.random.default_rng(seed)
    steps = np.arange(0, n * every, every, dtype=np.int64)
    values = (2.2 + 9.0 * (steps + 30.0) ** -0.35) * np.exp(rng.normal(0, sigma, n))
    return steps, values


def run_of(**series: Any) -> Run:
    """A one-fragment run: name=(steps, values) or name=Series."""
    built = {}
    for name, item in series.items():
        name = name.replace("__", "/")
        built[name] = item if isinstance(item, Series) else Series.named(name, item[0], item[1])
    fragment = Fragment("test", built, wall_start=1.7e9)
    return stitch(RawRun("test", "test", [fragment], ["test"]))


def scenario_run(name: str, seed: int) -> Run:
    """The stitched run of a catalogue scenario."""
    return stitch(generate(name, seed).raw_run())


def findings(rule: Rule, run: Run) -> list[Finding]:
    """Only the findings of rule.check."""
    return [item for item in rule.check(run) if isinstance(item, Finding)]


def skips(rule: Rule, run: Run) -> list[Skip]:
    """Only the skips of rule.check."""
    return [item for item in rule.check(run) if isinstance(item, Skip)]


def real_runs(realdata: Path, folder: str) -> list[Run]:
    """Stitched runs of a realdata folder (skips only when the folder itself is absent)."""
    from lossdoctor.api import load

    path = realdata / folder
    if not path.exists():
        pytest.skip(f"{path} is not present")
    runs = load([path]).runs
    assert runs, f"no reader produced runs for {folder}"
    return runs
