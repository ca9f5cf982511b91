"""`compare --format markdown`: a pull-request comment."""

from __future__ import annotations

from lossdoctor.compare.model import CompareReport, Verdict
from lossdoctor.compare.render import words

MARK = {Verdict.SAME: "✅", Verdict.BETTER: "🟢", Verdict.DIFFERENT: "🟠", Verdict.WORSE: "🔴"}


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render(report: CompareReport) -> str:
    """A heading with the verdict, a table of series, then finals, target and new findings."""
    out = [f"### {MARK[report.verdict]} lossdoctor compare: **{report.verdict.value}**", "",
           f"{words.sides(report)} · {report.mode} on the {report.axis} axis · "
           f"{words.QUESTION[report.mode]}", "",
           "| series | verdict | from step | delta | relative | noise | × noise | basis |",
           "|---|---|---|---|---|---|---|---|"]
    for s in report.series:
        rel = f"{s.relative * 100:+.2f}%" if s.relative is not None else "–"
        times = f"{abs(s.sigmas):.1f}" if s.sigmas is not None else "–"
        out.append("| " + " | ".join(_cell(c) for c in (
            s.name, f"{MARK[s.verdict]} {s.verdict.value}", "–" if s.from_step is None else str(s.from_step),
            words.signed(s.delta), rel, words.num(s.noise, 2), times, words.basis(s))) + " |")
    notes = [f"- {s.name}: {note}" for s in report.series for note in s.also]
    if notes:
        out += [""] + notes
    if report.final or report.time_to_target:
        out.append("")
        out += [f"- {_cell(words.final_line(f))}" for f in report.final]
        if report.time_to_target:
            out.append(f"- {_cell(words.target_line(report.time_to_target))}")
    out.append("")
    if report.new_findings:
        out.append(f"**New findings** (the baseline has none of these rules): {len(report.new_findings)}")
        out += [f"- {_cell(words.finding_line(n))}" for n in report.new_findings]
    else:
        out.append("New findings: none.")
    extra = [f"skipped: {s}" for s in report.skipped] + [f"note: {n}" for n in report.notes]
    if extra:
        out += ["", "<details><summary>notes</summary>", ""] + [f"- {_cell(e)}" for e in extra] + ["", "</details>"]
    out += ["", f"<sub>new: {_cell(', '.join(report.new_runs))} · baseline: "
            f"{_cell(', '.join(report.baseline_runs))} · lossdoctor {report.version}</sub>"]
    return "\n".join(out) + "\n"
