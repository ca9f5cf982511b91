"""`check --format github`: GitHub Actions workflow annotations, one per finding."""

from __future__ import annotations

from typing import Any

from lossdoctor.engine import Settings
from lossdoctor.formats.common import finding_source, plural, step_range
from lossdoctor.episodes import story
from lossdoctor.formats.verdict import ranked
from lossdoctor.model import Report, Severity

_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "notice"}


def _data(text: str) -> str:
    """Escape a message as the runner expects (it unescapes %25, %0D, %0A)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    """Escape a property value: also ':' and ','."""
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def render(report: Report, *, settings: Settings | None = None, **_: Any) -> str:
    """`::error file=...,title=...::message` lines, then a plain summary line."""
    settings = settings or Settings()
    lines = []
    for run_report in report.runs:
        run = run_report.run
        told = story(run_report)
        # Costliest first: the Actions summary shows the first annotations of a step.
        for finding in ranked(run_report, list(run_report.findings)):
            title = f"{finding.code} {finding.kind} in {run.name} ({finding.series}, {step_range(finding)})"
            episode = told.episode(finding)
            if episode is not None:
                title += f" [{episode.id} {episode.kind.replace('_', ' ')}]"
            dead = "[abandoned attempt] " if finding.in_dead_fragment else ""
            advice = f" Advice: {finding.advice[0]}" if finding.advice else ""
            lines.append(
                f"::{_LEVEL[finding.severity]} file={_prop(finding_source(run, finding))},"
                f"title={_prop(title)}::{_data(dead + finding.message + advice)}"
            )
    failing = settings.failing(report)
    lines.append(f"lossdoctor: {plural(len(failing), 'finding')} at or above "
                 f"{settings.fail_on.label} in {plural(len(report.runs), 'run')}")
    return "\n".join(lines) + "\n"
