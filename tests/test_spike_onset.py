"""LD101's bursts that start mid-run after a long calm stretch (`spikeonset`): one warning episode."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, run_of
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.detectors.spikeonset import onset
from lossdoctor.model import Finding, Run, Severity
from lossdoctor.scenarios.bursts import bursts_throughout, collapse_hard_batches, late_bursts, noisy_batches
from lossdoctor.stitch import stitch

RULE = LossSpike()


def _episodes(run: Run) -> list[Finding]:
    return [f for f in findings(RULE, run) if f.severity >= Severity.WARNING
            and "calm_points" in f.evidence]


@pytest.mark.parametrize("seed", range(4))
def test_bursts_after_a_calm_stretch_are_one_warning_episode(seed: int) -> None:
    """c42 photonic MLP: 9,900 calm epochs, then 17 bursts of x3-x12 at a constant LR."""
    scenario = late_bursts(seed)
    [truth] = scenario.truths
    [f] = _episodes(stitch(scenario.raw_run()))
    assert f.code == "LD101" and f.kind == "spike" and f.severity is Severity.WARNING
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.end_step is not None and f.end_step >= truth.end_step - truth.tolerance
    assert f.evidence["chance"] < 1e-3 and "turned unstable" in f.message
    # The fast info spikes inside its span are its members, not findings beside it.
    assert not [x for x in findings(RULE, stitch(scenario.raw_run())) if x.severity is Severity.INFO
                and f.start_step <= x.start_step <= f.end_step]


@pytest.mark.parametrize("seed", range(4))
def test_bursts_from_the_start_after_a_collapse_or_in_a_noisy_tail_are_no_onset(seed: int) -> None:
    assert _episodes(stitch(bursts_throughout(seed).raw_run())) == []
    assert _episodes(stitch(collapse_hard_batches(seed).raw_run())) == []
    assert _episodes(stitch(noisy_batches(seed).raw_run())) == []


def test_short_curves_and_too_few_bursts_are_none() -> None:
    rng = np.random.default_rng(3)
    steps = np.arange(800)
    values = 0.01 * np.exp(rng.normal(0.0, 0.1, 800))
    values[500::50] *= 6.0
    assert onset(steps, values) is None  # under 1,000 points
    steps = np.arange(4000)
    values = 0.01 * np.exp(rng.normal(0.0, 0.1, 4000))
    values[[3000, 3300, 3600, 3900]] *= 6.0
    assert onset(steps, values) is None  # four bursts
    values[[3100, 3200, 3400, 3500, 3700, 3800]] *= 6.0
    found = onset(steps, values)
    assert found is not None and len(found.bursts) == 10 and found.start_step == 3000
    assert onset(steps, np.full(4000, np.nan)) is None
    # As a run: one warning, the bursts its members.
    [f] = [x for x in findings(RULE, run_of(loss=(steps, values))) if x.severity is Severity.WARNING]
    assert f.start_step == 3000 and f.evidence["spikes"] == 10
