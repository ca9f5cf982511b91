"""`compare --format github`: GitHub Actions annotations, one per series and new finding."""

from __future__ import annotations

from lossdoctor.compare.model import CompareReport, Verdict
from lossdoctor.compare.render import words

LEVEL = {Verdict.SAME: "notice", Verdict.BETTER: "notice", Verdict.DIFFERENT: "warning", Verdict.WORSE: "error"}


def _data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _prop(text: str) -> str:
    return _data(text).replace(":", "%3A").replace(",", "%2C")


def render(report: CompareReport) -> str:
    """`::error title=...::message` lines, then one plain summary line."""
    lines = []
    for s in report.series:
        title = f"lossdoctor compare: {s.name} {s.verdict.value}"
        lines.append(f"::{LEVEL[s.verdict]} title={_prop(title)}::{_data(words.series_line(s))}")
    for f in report.final:
        if f.warning:
            lines.append(f"::notice title={_prop('lossdoctor compare: final values')}::{_data(words.final_line(f))}")
    for n in report.new_findings:
        level = "error" if n.decides else "warning"
        title = f"lossdoctor compare: new {n.finding.kind} in {n.run}"
        lines.append(f"::{level} title={_prop(title)}::{_data(words.finding_line(n))}")
    lines.append(f"lossdoctor compare: {words.headline(report)}")
    return "\n".join(lines) + "\n"
