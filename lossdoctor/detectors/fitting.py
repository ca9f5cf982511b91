"""Each finding's advice checked against the run's facts, in one place for every detector
(issue 32: a remedy that assumes text, fp16, Adam or a high LR is left out where the run shows
otherwise, and said with an "if" where the run does not say)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from lossdoctor.detectors import advice
from lossdoctor.detectors.facts import Facts
from lossdoctor.model import Finding, Run


def fit_advice(run: Run, findings: Sequence[Finding]) -> list[Finding]:
    """The findings with their advice fitted to `run` (the order of the tips is kept)."""
    facts = Facts.of(run)
    out = []
    for finding in findings:
        tips = advice.fit(tuple(finding.advice), facts, finding.start_step) if finding.advice else ()
        out.append(replace(finding, advice=tips) if tips != tuple(finding.advice) else finding)
    return out


__all__ = ["fit_advice"]
