"""`check --format junit`: one test case per detector per run, passing when the detector is silent."""

from __future__ import annotations

from typing import Any
from xml.etree import ElementTree as ET

from lossdoctor.engine import Settings
from lossdoctor.detectors import RULES
from lossdoctor.formats.common import step_range
from lossdoctor.model import Report


def render(report: Report, *, settings: Settings | None = None, **_: Any) -> str:
    """A JUnit XML document (Jenkins/GitLab/GitHub test-report style)."""
    settings = settings or Settings()
    root = ET.Element("testsuites", name="lossdoctor")
    totals = {"tests": 0, "failures": 0, "skipped": 0}
    for run_report in report.runs:
        run = run_report.run
        effective = settings.for_run(run)
        suite = ET.SubElement(root, "testsuite", name=run.name)
        counts = {"tests": 0, "failures": 0, "skipped": 0}
        for rule in RULES:
            if not effective.enabled(rule.code):
                continue
            counts["tests"] += 1
            case = ET.SubElement(suite, "testcase", classname=f"lossdoctor.{run.name}",
                                 name=f"{rule.code} {rule.name}", time="0")
            found = [f for f in run_report.findings if f.code == rule.code]
            failing = [f for f in found if f.severity >= effective.fail_on]
            skips = [s for s in run_report.skipped if s.code == rule.code]
            if failing:
                counts["failures"] += 1
                first = failing[0]
                failure = ET.SubElement(case, "failure", type=first.severity.label,
                                        message=f"{first.series} @ {step_range(first)}: {first.message}")
                failure.text = "\n".join(
                    f"[{f.severity.label}] {f.series} @ {step_range(f)}: {f.message}"
                    + "".join(f"\n  advice: {a}" for a in f.advice)
                    for f in failing
                )
            elif skips and not found:
                counts["skipped"] += 1
                ET.SubElement(case, "skipped", message="; ".join(f"{s.series}: {s.reason}" for s in skips))
            below = [f for f in found if f.severity < effective.fail_on]
            if below:
                out = ET.SubElement(case, "system-out")
                out.text = "\n".join(f"[{f.severity.label}] {f.series} @ {step_range(f)}: {f.message}"
                                     for f in below)
        for key, value in counts.items():
            suite.set(key, str(value))
            totals[key] += value
        suite.set("errors", "0")
        suite.set("time", "0")
    for key, value in totals.items():
        root.set(key, str(value))
    root.set("errors", "0")
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
