"""Small helpers shared by the output formats: where a finding lies, how it reads in one line."""

from __future__ import annotations

import numpy as np

from lossdoctor.model import Finding, Run


def finding_source(run: Run, finding: Finding) -> str:
    """The file a finding's start step was read from (the run's first source when unknown)."""
    table = run.dead if finding.in_dead_fragment else run.series
    series = table.get(finding.series)
    if series is not None and series.fragment is not None and len(series):
        index = int(np.searchsorted(series.steps, finding.start_step))
        index = min(index, len(series) - 1)
        fragment = int(series.fragment[index])
        if 0 <= fragment < len(run.fragments):
            return run.fragments[fragment].source.split("#", 1)[0]
    return run.sources[0] if run.sources else run.name


def step_range(finding: Finding) -> str:
    """'step 120' or 'steps 120-340'."""
    if finding.end_step is None or finding.end_step == finding.start_step:
        return f"step {finding.start_step}"
    return f"steps {finding.start_step}-{finding.end_step}"


def plural(count: int, word: str) -> str:
    """'1 run', '2 runs'."""
    return f"{count} {word}{'' if count == 1 else 's'}"
