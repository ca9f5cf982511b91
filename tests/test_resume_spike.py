"""LD103 resume-spikes: spikes at several resumes give one warning with their steps."""

from __future__ import annotations

import pytest

from detector_helpers import findings, scenario_run
from lossdoctor.detectors.resume_spike import ResumeSpikes
from lossdoctor.model import Severity

RULE = ResumeSpikes()


def test_spikes_at_every_resume() -> None:
    for seed in range(4):
        [f] = findings(RULE, scenario_run("resume_spikes", seed))
        assert (f.code, f.kind, f.severity, f.series) == ("LD103", "resume_spike", Severity.WARNING, "loss")
        assert f.fields["steps"] == [1500, 3000, 4500] and f.fields["count"] == 3
        assert (f.start_step, f.evidence["join_steps"]) == (1500, [1500, 3000, 4500])
        assert f.evidence["recoveries"] == ["fast"] * 3 and f.evidence["resumes_without_spike"] == []
        assert "3 of 3 resumes" in f.message and "sampler" in f.advice[0]


@pytest.mark.parametrize("name", ["correct_resume", "repeated_data", "repeated_divergence", "spike_fast",
                                  "spike_dead_attempt"])
def test_quiet_without_spikes_at_resumes(name: str) -> None:
    for seed in range(3):
        assert findings(RULE, scenario_run(name, seed)) == []


def test_min_resumes() -> None:
    run = scenario_run("resume_spikes", 0)
    assert findings(ResumeSpikes(min_resumes=4), run) == []
    with pytest.raises(ValueError):
        ResumeSpikes(min_resumes=0)
    assert all(ResumeSpikes.documentation().values())
