"""Findings the new side has and the baseline does not: part of the verdict."""

from __future__ import annotations

from lossdoctor.compare.model import NewFinding
from lossdoctor.model import RunReport, Severity


def new_findings(new: list[RunReport], baseline: list[RunReport]) -> list[NewFinding]:
    """Live findings at warning or above whose rule no baseline run triggered.

    Matched by rule code, not by step: a baseline that spikes elsewhere has the same trouble.
    An error (NaN, divergence, instability, a spike that never recovers) decides `worse`.
    """
    seen = {f.code for rr in baseline for f in rr.findings if not f.in_dead_fragment}
    out = []
    for rr in new:
        for f in rr.findings:
            if f.in_dead_fragment or f.severity < Severity.WARNING or f.code in seen:
                continue
            out.append(NewFinding(rr.run.name, f, f.severity >= Severity.ERROR))
    return sorted(out, key=lambda n: (n.run, n.finding.start_step, n.finding.code))
