"""LD203 on a short log that falls at once and then does not move (`settled.stopped_at_once`)."""

from __future__ import annotations

import pytest

from detector_helpers import findings
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.model import Severity
from lossdoctor.scenarios.stops import falls_on, stopped_at_once
from lossdoctor.stitch import stitch

RULE = Plateau()


@pytest.mark.parametrize("seed", range(10))
def test_a_drop_then_nothing_is_a_plateau(seed: int) -> None:
    scenario = stopped_at_once(seed)
    [truth] = scenario.truths
    [f] = findings(RULE, stitch(scenario.raw_run()))
    assert f.severity is Severity.WARNING and abs(f.start_step - truth.start_step) <= truth.tolerance
    assert "did not move at all" in f.message


@pytest.mark.parametrize("seed", range(10))
def test_a_drop_then_a_steady_fall_is_quiet(seed: int) -> None:
    assert [f for f in findings(RULE, stitch(falls_on(seed).raw_run())) if f.severity is not Severity.INFO] == []
