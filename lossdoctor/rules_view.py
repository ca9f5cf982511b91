"""`lossdoctor rules` and `lossdoctor explain`: the detectors' own documentation."""

from __future__ import annotations

import json

from lossdoctor.detectors import RULES, rule_by_code
from lossdoctor.detectors.base import DOC_SECTIONS
from lossdoctor.errors import UsageError


def render_rules(fmt: str = "text") -> str:
    """All rules as a table (text) or a list of objects (json)."""
    if fmt == "json":
        return json.dumps([
            {"code": r.code, "name": r.name, "kind": r.kind, "severity": r.severity.label,
             "summary": r.summary, "action": r.action, "parameters": r.parameters()}
            for r in RULES
        ], indent=2) + "\n"
    width = max((len(r.name) for r in RULES), default=4)
    lines = [f"{'code':<6} {'name':<{width}} {'kind':<20} {'severity':<8} summary"]
    for r in RULES:
        lines.append(f"{r.code:<6} {r.name:<{width}} {r.kind:<20} {r.severity.label:<8} {r.summary}")
    return "\n".join(lines) + "\n"


def render_explain(code: str) -> str:
    """One rule's documentation in its fixed sections, plus its settings."""
    rule = rule_by_code(code) or next((r for r in RULES if r.name == code.strip().lower()), None)
    if rule is None:
        known = ", ".join(r.code for r in RULES)
        raise UsageError(f"unknown rule {code!r}; known codes: {known}")
    docs = rule.documentation()
    out = [f"{rule.code} {rule.name} ({rule.kind}, default severity {rule.severity.label})", "",
           rule.summary, ""]
    for section in DOC_SECTIONS:
        out += [f"{section}:", *(f"  {line}" if line else "" for line in docs[section].splitlines()), ""]
    params = rule.parameters()
    if params:
        out.append(f"Settings ([tool.lossdoctor.{rule.name}]):")
        out += [f"  {key} = {value!r}" for key, value in params.items()]
        out.append("")
    out.append(f"Fix: {rule.action}")
    return "\n".join(out) + "\n"
