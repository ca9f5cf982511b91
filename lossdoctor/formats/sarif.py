"""`check --format sarif`: SARIF 2.1.0, with rules taken from the detectors' own metadata."""

from __future__ import annotations

import hashlib
import json
from typing import Any
from urllib.parse import quote

from lossdoctor import __version__
from lossdoctor.engine import Settings
from lossdoctor.detectors import RULES
from lossdoctor.formats.common import finding_source, step_range
from lossdoctor.formats.json_report import jsonable
from lossdoctor.model import Report, Severity

_LEVEL = {Severity.ERROR: "error", Severity.WARNING: "warning", Severity.INFO: "note"}


def _rule(rule: Any) -> dict[str, Any]:
    docs = rule.documentation()
    help_text = "\n\n".join(f"{title}:\n{body}" for title, body in docs.items() if body)
    return {
        "id": rule.code,
        "name": "".join(part.capitalize() for part in rule.name.split("-")),
        "shortDescription": {"text": rule.summary},
        "fullDescription": {"text": docs["What it detects"] or rule.summary},
        "help": {"text": help_text or rule.action},
        "defaultConfiguration": {"level": _LEVEL[rule.severity]},
        "properties": {"kind": rule.kind, "tags": [rule.kind], "action": rule.action},
    }


def render(report: Report, *, settings: Settings | None = None, **_: Any) -> str:
    """One SARIF run for this invocation; a result per finding, located at its source file."""
    del settings
    index = {rule.code: position for position, rule in enumerate(RULES)}
    results = []
    for run_report in report.runs:
        run = run_report.run
        for finding in run_report.findings:
            uri = quote(finding_source(run, finding).replace("\\", "/"))
            key = f"{run.name}|{finding.code}|{finding.series}|{finding.start_step}|{finding.in_dead_fragment}"
            result: dict[str, Any] = {
                "ruleId": finding.code,
                "level": _LEVEL[finding.severity],
                "message": {"text": f"{run.name} / {finding.series} @ {step_range(finding)}: {finding.message}"},
                "locations": [{
                    "physicalLocation": {"artifactLocation": {"uri": uri}},
                    "logicalLocations": [{"name": finding.series, "kind": "member",
                                          "fullyQualifiedName": f"{run.name}/{finding.series}"}],
                }],
                "partialFingerprints": {"lossdoctorFinding/v1": hashlib.sha256(key.encode()).hexdigest()[:32]},
                "properties": jsonable({
                    "run": run.name, "series": finding.series, "kind": finding.kind,
                    "start_step": finding.start_step, "peak_step": finding.peak_step,
                    "end_step": finding.end_step, "in_dead_fragment": finding.in_dead_fragment,
                    "evidence": dict(finding.evidence), "advice": list(finding.advice),
                    **dict(finding.fields),
                }),
            }
            if finding.code in index:
                result["ruleIndex"] = index[finding.code]
            results.append(result)
    doc = {
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": {"name": "lossdoctor", "version": __version__,
                                "semanticVersion": __version__,
                                "rules": [_rule(rule) for rule in RULES]}},
            "results": results,
            "columnKind": "unicodeCodePoints",
        }],
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
