"""`check --format text`: one line per finding, like a linter, then a one-line verdict."""

from __future__ import annotations

from typing import Any

from lossdoctor.engine import Settings
from lossdoctor.formats.common import finding_source, plural, step_range
from lossdoctor.formats.verdict import counts
from lossdoctor.model import Report, Severity


def render(report: Report, *, settings: Settings | None = None, **_: Any) -> str:
    """`source: run / series @ steps: CODE severity message` lines and a summary."""
    settings = settings or Settings()
    lines = []
    for run_report in report.runs:
        run = run_report.run
        for finding in run_report.findings:
            dead = " (abandoned attempt)" if finding.in_dead_fragment else ""
            lines.append(
                f"{finding_source(run, finding)}: {run.name} / {finding.series} @ {step_range(finding)}: "
                f"{finding.code} {finding.severity.label}{dead} {finding.message}"
            )
        for warning in run.warnings:
            lines.append(f"{run.name}: reader warning: {warning}")
    tally = counts([finding for run_report in report.runs for finding in run_report.findings])
    failing = settings.failing(report)
    total = sum(tally.values())
    breakdown = ", ".join(plural(tally[s], s.label) for s in sorted(Severity, reverse=True) if tally[s])
    runs = plural(len(report.runs), "run")
    if failing:
        lines.append(f"Failed: {plural(len(failing), 'finding')} at or above --fail-on "
                     f"(of {total}: {breakdown}) in {runs}.")
    elif total:
        lines.append(f"Passed: {plural(total, 'finding')} ({breakdown}) in {runs}, "
                     "none at or above --fail-on.")
    else:
        lines.append(f"Passed: no findings in {runs}.")
    return "\n".join(lines) + "\n"
