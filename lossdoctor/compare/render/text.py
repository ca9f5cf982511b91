"""`compare --format text`: the answer for people at a terminal."""

from __future__ import annotations

from lossdoctor.compare.model import CompareReport
from lossdoctor.compare.render import words


def render(report: CompareReport) -> str:
    """Verdict, one line per series (and its other stretches), finals, target, new findings."""
    lines = [f"lossdoctor compare: {words.headline(report)}",
             f"  new:      {', '.join(report.new_runs)}",
             f"  baseline: {', '.join(report.baseline_runs)}", ""]
    for s in report.series:
        lines.append(words.series_line(s))
        lines += [f"    {note}" for note in s.also]
    if report.final:
        lines.append("")
        lines += [words.final_line(f) for f in report.final]
    if report.time_to_target:
        lines.append(words.target_line(report.time_to_target))
    lines.append("")
    if report.new_findings:
        lines.append(f"new findings (the baseline has none of these rules): {len(report.new_findings)}")
        lines += [f"  {words.finding_line(n)}" for n in report.new_findings]
    else:
        lines.append("new findings: none (nothing the new side has that the baseline does not)")
    lines += [f"skipped: {s}" for s in report.skipped]
    lines += [f"note: {n}" for n in report.notes]
    return "\n".join(lines) + "\n"
