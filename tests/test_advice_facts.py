"""Advice that fits the facts (issue 32): remedies checked against what the run's log shows.

No rollback before the run's first step, a loss non-finite from its first point is a set-up
problem, a saved checkpoint is named when the log shows one, and batches are named for
skipping only when the data order can be regenerated.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.api import analyze
from lossdoctor.detectors import advice
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.nan import NonFiniteLoss
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.errors import LossDoctorError
from lossdoctor.model import Finding, Fragment, Marker, RawRun, Report, Run, Series
from lossdoctor.stitch import stitch

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))

import realworld  # noqa: E402  (the corpus scorer: its cases and how a user's folder looks)

_STEP = re.compile(r"\bsteps? (\d+)(?:-(\d+))?")
_BEFORE = re.compile(r"\bbefore step (\d+)")


def _early_steps(report: Report) -> Iterator[str]:
    """Every piece of advice that points at a step before its run's first step."""
    for rr in report.runs:
        first = Facts.of(rr.run).first_step
        for finding in rr.findings:
            for tip in finding.advice:
                numbers = [int(g) for m in _STEP.finditer(tip) for g in m.groups() if g]
                befores = [int(m[1]) for m in _BEFORE.finditer(tip)]
                if any(n < first for n in numbers) or any(n <= first for n in befores):
                    yield f"{rr.run.name} {finding.code}@{finding.start_step} (first step {first}): {tip}"


def _scan(path: Path) -> list[str]:
    try:
        return list(_early_steps(analyze([path])))
    except LossDoctorError:
        return []


# --- the real runs, the corpus and the gallery -------------------------------------------------


def test_no_advice_on_the_shared_real_runs_points_before_a_run_starts(realdata: Path) -> None:
    bad = [line for case in sorted(realdata.iterdir()) if case.is_dir() for line in _scan(case)]
    assert not bad, "\n".join(bad)


def test_no_advice_on_the_gallery_points_before_a_run_starts() -> None:
    gallery = ROOT / "fixtures" / "gallery"
    bad = [line for case in sorted(gallery.iterdir()) if case.is_dir() for line in _scan(case)]
    assert not bad, "\n".join(bad)


def test_no_advice_on_the_committed_corpus_points_before_a_run_starts() -> None:
    aside = realworld.holdout_ids()
    bad: list[str] = []
    for case_id, folder, _ in realworld.load_cases(ROOT / "tests" / "realworld" / "cases", None):
        with realworld._files_of(folder) as files:
            found = _scan(files)
        if found:
            # Held-out and blind cases are named, never shown.
            blind = case_id in aside or case_id.startswith(("c10-", "c11-"))
            bad += [f"{case_id}: {len(found)} tip(s)"] if blind else [f"{case_id}: {line}" for line in found]
    assert not bad, "\n".join(bad)


# --- the preconditions, one by one ---------------------------------------------------------------


def test_a_rollback_never_points_before_the_first_step() -> None:
    facts = Facts(first_step=7000, data_order="a fixed seed")
    tip = advice.rollback_advice(7010, 100, 300, facts)
    assert "before step 7009" in tip and "steps 7009-7015" in tip
    fresh = advice.rollback_advice(0, facts=Facts())
    assert "before step 0" not in fresh and fresh.startswith("restart from the beginning")
    resumed = advice.go_back(7000, Facts(first_step=7000))
    assert resumed.startswith("go back to the checkpoint this log starts from (step 7000)")


def test_a_saved_checkpoint_is_named_and_otherwise_the_log_is_said_to_be_silent() -> None:
    named = advice.go_back(5000, Facts(first_step=0, checkpoints=(1000, 4000, 6000)))
    assert "checkpoint saved at step 4000" in named
    silent = advice.go_back(5000, Facts(first_step=0))
    assert "the log does not show which were saved" in silent


def test_batches_are_named_for_skipping_only_when_the_data_order_is_known() -> None:
    known = advice.rollback_advice(5000, 100, 300, Facts(data_order="Megatron's seeded indexed datasets"))
    assert "skip the batches of steps 4900-5300" in known
    unknown = advice.rollback_advice(5000, 100, 300, Facts())
    assert "skip the batches" not in unknown and "no batches can be named" in unknown


def _spiky(n: int = 3000, seed: int = 0, start: int = 0) -> Series:
    rng = np.random.default_rng(seed)
    steps = np.arange(start, start + n)
    values = 3.0 * np.exp(-np.arange(n) / 800) + 2.0 + 0.01 * rng.standard_normal(n)
    values[1500:] *= 1.6  # a jump that never comes back
    values[1500] *= 2.5
    return Series.named("loss", steps, values)


def run_of(series: Series, *, markers: tuple[Marker, ...] = (), params: dict[str, object] | None = None,
           fmt: str = "test") -> Run:
    """A one-fragment run of `series`, written by `fmt`, with these markers and params."""
    fragment = Fragment("test", {series.name: series}, wall_start=1.7e9, markers=markers)
    run = stitch(RawRun("test", fmt, [fragment], ["test"]))
    return dataclasses.replace(run, params=params or {})


def _findings(rule: object, run: object) -> list[Finding]:
    return [f for f in rule.check(run) if isinstance(f, Finding)]  # type: ignore[attr-defined]


def test_a_loaded_checkpoint_is_the_one_named_for_a_spike_after_it() -> None:
    series = _spiky(start=10_000)
    run = run_of(series, markers=(Marker("checkpoint_loaded", 10_000),), params={"seed": 1234})
    [spike] = [f for f in _findings(LossSpike(), run) if f.start_step >= 11_400]
    assert any("checkpoint saved at step 10000" in tip and "skip the batches" in tip for tip in spike.advice)


def test_a_spike_without_a_known_data_order_names_no_batches() -> None:
    run = run_of(_spiky(start=10_000))
    [spike] = [f for f in _findings(LossSpike(), run) if f.start_step >= 11_400]
    assert not any("skip the batches" in tip for tip in spike.advice)
    assert any("no batches can be named" in tip for tip in spike.advice)


def test_a_loss_nan_from_its_first_point_is_a_set_up_problem() -> None:
    values = np.full(200, np.nan)
    run = run_of(Series.named("loss", np.arange(1, 201), values))
    [nan] = _findings(NonFiniteLoss(), run)
    assert nan.evidence["from_first_point"] is True
    assert nan.advice[0].startswith("nothing to roll back to")
    assert not any("roll back to" in tip and "checkpoint" in tip for tip in nan.advice)


def test_a_nan_after_finite_training_still_gets_a_rollback() -> None:
    values = np.linspace(5, 2, 400)
    values[300:] = np.nan
    run = run_of(Series.named("loss", np.arange(400), values))
    [nan] = _findings(NonFiniteLoss(), run)
    assert "from_first_point" not in nan.evidence
    assert nan.advice[0].startswith("roll back to the last checkpoint saved before step 300")


def test_a_divergence_from_the_first_step_does_not_say_roll_back_before_it() -> None:
    rng = np.random.default_rng(3)
    n = 600
    values = np.exp(np.linspace(0.5, 3.0, n)) * (1 + 0.01 * rng.standard_normal(n))
    run = run_of(Series.named("loss", np.arange(100, 100 + n), values))
    found = _findings(Divergence(), run)
    assert found, "a loss rising from its first step is a divergence"
    for f in found:
        assert not any(int(m[1]) <= 100 for tip in f.advice for m in _BEFORE.finditer(tip)), f.advice
        assert "roll back before step 100" not in f.message


@pytest.mark.parametrize("fmt,known", [("megatron", True), ("nanogpt", False), ("hf_trainer", True)])
def test_the_data_order_is_known_from_the_writer(fmt: str, known: bool) -> None:
    run = run_of(_spiky(), fmt=fmt)
    assert Facts.of(run).data_order_known is known
