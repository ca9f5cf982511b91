"""`check --format text`: one line per finding, like a linter, then a one-line verdict."""

from __future__ import annotations

from typing import Any

from lossdoctor.engine import Settings
from lossdoctor.formats.common import finding_source, plural, step_range
from lossdoctor.formats.verdict import counts, impact, ranked, worst, worst_text
from lossdoctor.model import Episode, Report, Severity


def render(report: Report, *, settings: Settings | None = None, **_: Any) -> str:
    """`source: run / series @ steps: CODE severity message` lines and a summary."""
    settings = settings or Settings()
    lines = []
    for run_report in report.runs:
        run = run_report.run
        for finding in ranked(run_report, list(run_report.findings)):
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
                     f"(of {total}: {breakdown}) in {runs}." + _worst(report, settings))
    elif total:
        lines.append(f"Passed: {plural(total, 'finding')} ({breakdown}) in {runs}, "
                     "none at or above --fail-on.")
    else:
        lines.append(f"Passed: no findings in {runs}.")
    return "\n".join(lines) + "\n"


def _worst(report: Report, settings: Settings) -> str:
    """" Worst: E1 recurring spikes @142100 in run-a: <its summary>", the costliest over the runs
    that fail."""
    failing = {id(f) for f in settings.failing(report)}
    best: tuple[float, str] | None = None
    for run_report in report.runs:
        item = worst(run_report)
        if item is None or not any(id(f) in failing for f in run_report.findings):
            continue
        score = impact(run_report, item)
        said = item.summary if isinstance(item, Episode) else item.message
        if best is None or score > best[0]:
            best = (score, f" Worst: {worst_text(item)} in {run_report.run.name}: {said}")
    return best[1] if best else ""
