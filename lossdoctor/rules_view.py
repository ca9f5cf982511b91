"""`lossdoctor rules` and `lossdoctor explain`: the detectors' own documentation.

Both read `rulebook.json`, a static copy of the rules' metadata, so that they start without
importing numpy and every detector (about 0.1 s). `python -m lossdoctor.rules_view` rewrites
the file from the detectors; a test fails when it is stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from lossdoctor.errors import UsageError

RULEBOOK = Path(__file__).with_name("rulebook.json")


def build_rulebook() -> list[dict[str, Any]]:
    """The rules' metadata, computed from the detector classes (imports every detector)."""
    from lossdoctor.detectors import RULES

    return [{"code": r.code, "name": r.name, "kind": r.kind, "severity": r.severity.label,
             "summary": r.summary, "action": r.action, "parameters": r.parameters(),
             "documentation": r.documentation()} for r in RULES]


def load_rulebook() -> list[dict[str, Any]]:
    """The rules' metadata from the static copy shipped with the package."""
    rules: list[dict[str, Any]] = json.loads(RULEBOOK.read_text(encoding="utf-8"))
    return rules


def render_rules(fmt: str = "text") -> str:
    """All rules as a table (text) or a list of objects (json)."""
    rules = load_rulebook()
    if fmt == "json":
        fields = ("code", "name", "kind", "severity", "summary", "action", "parameters")
        return json.dumps([{key: r[key] for key in fields} for r in rules], indent=2) + "\n"
    width = max((len(r["name"]) for r in rules), default=4)
    lines = [f"{'code':<6} {'name':<{width}} {'kind':<20} {'severity':<8} summary"]
    for r in rules:
        lines.append(f"{r['code']:<6} {r['name']:<{width}} {r['kind']:<20} {r['severity']:<8} {r['summary']}")
    return "\n".join(lines) + "\n"


def render_explain(code: str) -> str:
    """One rule's documentation in its fixed sections, plus its settings."""
    rules = load_rulebook()
    wanted = code.strip()
    rule = next((r for r in rules if r["code"] == wanted.upper() or r["name"] == wanted.lower()), None)
    if rule is None:
        known = ", ".join(r["code"] for r in rules)
        raise UsageError(f"unknown rule {code!r}; known codes: {known}")
    out = [f"{rule['code']} {rule['name']} ({rule['kind']}, default severity {rule['severity']})", "",
           rule["summary"], ""]
    for section, text in rule["documentation"].items():
        out += [f"{section}:", *(f"  {line}" if line else "" for line in text.splitlines()), ""]
    params = rule["parameters"]
    if params:
        out.append(f"Settings ([tool.lossdoctor.{rule['name']}]):")
        out += [f"  {key} = {value!r}" for key, value in params.items()]
        out.append("")
    out.append(f"Fix: {rule['action']}")
    return "\n".join(out) + "\n"


def main() -> None:
    """Rewrite rulebook.json from the detectors."""
    RULEBOOK.write_text(json.dumps(build_rulebook(), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {RULEBOOK}\n")


if __name__ == "__main__":
    main()
