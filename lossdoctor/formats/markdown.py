"""The report as Markdown for pull requests and wiki pages: summary, findings tables, advice, plots."""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lossdoctor.episodes import story
from lossdoctor.formats import describe, sweep, verdict as judge
from lossdoctor.formats.describe import plural
from lossdoctor.model import Episode, Finding, Report, RunReport

_BADGE = {"error": "🔴 error", "warning": "🟠 warning", "info": "🔵 info"}
_VERDICT = {
    judge.Verdict.HEALTHY: "✅ healthy", judge.Verdict.ATTENTION: "⚠️ needs attention",
    judge.Verdict.BROKEN: "❌ broken", judge.Verdict.UNJUDGED: "❔ not judged",
}
SHOW_LIST = 10
SHOW_EVIDENCE = 6  # the JSON report has all of it


def cell(text: object) -> str:
    """Text made safe for one table cell: pipes escaped, no line breaks."""
    return str(text).replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ").strip()


def render(report: Report, *, plot: Sequence[str] | None = None, **_: Any) -> str:
    """The whole report as GitHub-flavoured Markdown."""
    plots = [str(p) for p in plot or ()]
    per_run = len(plots) == len(report.runs) and len(plots) > 1
    out = ["# lossdoctor report", ""]
    if not report.runs:
        out += ["No runs found under the given paths.", ""]
    else:
        out += _summary(report)
    if plots and not per_run:
        out += [_image(path, "loss curves") for path in plots] + [""]
    for index, rr in enumerate(report.runs):
        out += _run(rr, plots[index] if per_run else None)
    out.append(f"<sub>lossdoctor {report.version} · schema {report.schema}</sub>")
    return "\n".join(out).rstrip("\n") + "\n"


def _image(path: str, alt: str) -> str:
    # A relative path keeps the link working when the markdown is committed next to the PNG.
    shown = path if not os.path.isabs(path) else Path(path).name
    return f"![{cell(alt)}]({shown.replace(' ', '%20')})"


def _summary(report: Report) -> list[str]:
    swept = sweep.cells([rr.run.params for rr in report.runs])
    lines = ["| run | verdict | " + ("params | " if swept else "")
             + "worst finding | errors | warnings | info | steps | fragments |",
             "|---|---|" + ("---|" if swept else "") + "---|---:|---:|---:|---|---:|"]
    for index, rr in enumerate(report.runs):
        worst = judge.worst(rr)
        tally = judge.counts(judge.live(rr))
        series = rr.run.series.get(rr.run.primary) if rr.run.primary else None
        steps = f"{int(series.steps[0])}–{int(series.steps[-1])}" if series is not None and len(series) else "–"
        frags = str(len(rr.run.fragments)) + (f" ({plural(len(rr.run.rollbacks), 'rollback')})" if rr.run.rollbacks else "")
        worst_text = "–" if worst is None else (
            f"{worst.id} {worst.kind.replace('_', ' ')} from step {worst.start_step}" if isinstance(worst, Episode)
            else f"`{worst.code}` {worst.kind} at step {worst.start_step}")
        params = f"{cell(swept[index])} | " if swept else ""
        lines.append(f"| {cell(rr.run.name)} | {_VERDICT[judge.verdict(rr)]} | {params}{cell(worst_text)} | "
                     + " | ".join(str(n) for n in tally.values()) + f" | {steps} | {frags} |")
    return lines + [""]


def _run(rr: RunReport, plot: str | None) -> list[str]:
    run = rr.run
    live, dead = judge.ranked(rr, judge.live(rr)), judge.ranked(rr, judge.history(rr))
    episodes = [item for item in judge.items(rr, live) if isinstance(item, Episode)]
    out = [f"## {cell(run.name)}", "", f"**{_VERDICT[judge.verdict(rr)]}** — {judge.counts_text(live)}"
           + (f" in {plural(len(episodes), 'episode')}" if episodes else "")
           + (f"; {plural(len(dead), 'finding')} on abandoned attempts" if dead else ""), ""]
    if episodes:
        out += _episodes(rr, episodes)
    out += _facts(rr) + [""]
    if plot:
        out += [_image(plot, f"{run.name} loss"), ""]
    if live:
        out += ["### Findings" + (" (episode members with their episode, costliest first)" if episodes else ""),
                ""] + _table(live, rr) + [""]
        out += _advice(rr, live, episodes)
    if dead:
        out += ["### History: what the abandoned attempts did", "",
                "These happened on dead fragments (a later attempt rolled back past them).", ""]
        out += _table(dead, rr) + [""]
    out += _details(f"Reader warnings ({len(run.warnings)})", list(run.warnings))
    out += _details(f"Skipped checks ({len(rr.skipped)})",
                    [f"`{s.code}` on {s.series}: {s.reason}" for s in rr.skipped])
    return out


def _facts(rr: RunReport) -> list[str]:
    run = rr.run
    formats = " + ".join(run.meta.get("side_by_side") or [run.format])
    facts = [f"- **format:** {formats}; **sources:** "
             + ", ".join(f"`{cell(s)}`" for s in run.sources[:3])
             + (f" and {len(run.sources) - 3} more" if len(run.sources) > 3 else "")]
    series = run.series.get(run.primary) if run.primary else None
    if series is not None and len(series):
        facts.append(f"- **loss:** `{cell(run.primary)}`, steps {int(series.steps[0])}–{int(series.steps[-1])}, "
                     f"{plural(len(series), 'live point')}")
    joins = f"- **fragments:** {len(run.fragments)}"
    if run.rollbacks:
        joins += "; rollbacks " + ", ".join(f"{r.abandoned_to_step} → {r.step}" for r in run.rollbacks)
    resumes = [j.step for j in run.joins if j.kind in ("resume", "gap")]
    if resumes:
        joins += "; resumes at " + ", ".join(str(s) for s in resumes)
    if run.dead_points:
        joins += f"; {plural(run.dead_points, 'dead point')}"
    return facts + [joins]


def _episodes(rr: RunReport, episodes: list[Episode]) -> list[str]:
    """The run's episodes first: what happened, in one sentence each."""
    lines = ["### Episodes", ""]
    for e in episodes:
        end = "" if e.end_step is None else f"–{e.end_step}"
        lines.append(f"- **{e.id} {e.kind.replace('_', ' ')}** ({_BADGE[e.severity.label]}; "
                     f"{cell(', '.join(e.series))}; steps {e.start_step}{end}; {plural(len(e.members), 'finding')}): "
                     f"{cell(e.summary)}")
    return lines + [""]


def _table(findings: list[Finding], rr: RunReport) -> list[str]:
    told = story(rr)
    lines = ["| severity | episode | code | kind | series | steps | message | evidence |",
             "|---|---|---|---|---|---|---|---|"]
    for f in findings:
        numbers = " · ".join(part for part in (", ".join(describe.facts(f)),
                                               describe.evidence(f.evidence, limit=SHOW_EVIDENCE)) if part)
        episode = told.episode_of[told.index(f)] or "–"
        lines.append(f"| {_BADGE[f.severity.label]} | {episode} | `{f.code}` | {f.kind} | {cell(f.series)} | "
                     f"{cell(describe.step_range(f))} | {cell(f.message)} | {cell(numbers)} |")
    return lines


def _advice(rr: RunReport, findings: list[Finding], episodes: list[Episode]) -> list[str]:
    """What to do, once per distinct piece of advice, costliest episode or finding first."""
    seen: set[str] = set()
    lines: list[str] = []
    for e in episodes:
        if e.severity.label == "info":
            continue
        for item in e.advice:
            if item not in seen:
                seen.add(item)
                lines.append(f"- **{e.id} {e.kind.replace('_', ' ')}:** {item}")
    told = story(rr)
    for f in findings:
        if told.episode_of[told.index(f)] is not None:
            continue  # its episode's advice above is the one to follow
        if f.severity.label == "info":
            continue
        for item in f.advice:
            if item not in seen:
                seen.add(item)
                lines.append(f"- **`{f.code}` {describe.step_range(f)}:** {item}")
    return (["### What to do", ""] + lines + [""]) if lines else []


def _details(title: str, items: list[str]) -> list[str]:
    if not items:
        return []
    shown = [f"- {item.replace(chr(10), ' ')}" for item in items[:SHOW_LIST]]
    if len(items) > SHOW_LIST:
        shown.append(f"- … and {len(items) - SHOW_LIST} more")
    return ["<details>", f"<summary>{title}</summary>", ""] + shown + ["", "</details>", ""]
