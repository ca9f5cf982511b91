"""The report as one self-contained HTML page: the text report's content and zoomable curves.

Everything the page needs is inside it: styles, the plotting library, the script and every
point of every curve (packed by html_data.py). It makes no network request, so it opens from a
CI artifact, an e-mail or a wiki attachment. Without JavaScript the text still reads in full.

Anchors: `#run-N` is the N-th run of the report (from 1, in report order); `#run-N-CODE-K` is
that run's K-th finding with rule CODE, counting its findings with that code by start step
(live before dead at one step), from 1. `report.html#run-3-LD101-2` opens at the second LD101
of the third run and zooms its plot there. `#run-N-E1` is the run's costliest episode.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from functools import cache
from html import escape
from importlib.resources import files
from typing import Any

from lossdoctor.episodes import story
from lossdoctor.formats import describe, runfacts, sweep, verdict as judge
from lossdoctor.formats.describe import plural
from lossdoctor.formats.html_data import pack
from lossdoctor.formats.text import members_text
from lossdoctor.model import Episode, Finding, Report, Run, RunReport, Severity
from lossdoctor.reading import doubt, identity, reading

SYMBOL = {Severity.ERROR: "✖", Severity.WARNING: "▲", Severity.INFO: "●"}
VERDICT_CLASS = {judge.Verdict.HEALTHY: "healthy", judge.Verdict.ATTENTION: "attention",
                 judge.Verdict.BROKEN: "broken", judge.Verdict.UNJUDGED: "unjudged"}
SCRIPTS = ("curves", "plot", "report")  # ours, in html_assets/: unpacking, plots, the page
SHOW_ALL = 1 << 30  # the page shows all evidence: nothing to scroll past in a terminal


@cache
def asset(name: str) -> str:
    """A file shipped in html_assets/.

    The plotting library is vendored there, not fetched: uPlot 1.6.32 (MIT, 51 KB, from the npm
    registry, its licence beside it) draws a million points smoothly on a canvas, where SVG
    charting libraries slow down at tens of thousands, and the larger canvas libraries (Plotly,
    ECharts) would add megabytes to every report.
    """
    return files("lossdoctor.formats").joinpath("html_assets").joinpath(name).read_text(encoding="utf-8")


def anchors(rr: RunReport, index: int) -> dict[int, str]:
    """id(finding) -> its anchor (see the module docstring)."""
    out: dict[int, str] = {}
    seen: dict[str, int] = {}
    for f in sorted(rr.findings, key=lambda f: (f.start_step, f.in_dead_fragment, f.series, f.kind)):
        seen[f.code] = seen.get(f.code, 0) + 1
        out[id(f)] = f"run-{index}-{f.code}-{seen[f.code]}"
    return out


def render(report: Report, **_: Any) -> str:
    """The whole page."""
    runs = [(index, rr, anchors(rr, index)) for index, rr in enumerate(report.runs, start=1)]
    title = report.runs[0].run.name if len(report.runs) == 1 else plural(len(report.runs), "run")
    body = [_masthead(report)]
    body += [f'<p class="note">{escape(note)}</p>' for note in report.notes]
    if not report.runs:
        body.append('<p class="empty">No runs found: no training logs under the given paths '
                    "(see <code>lossdoctor inspect</code>).</p>")
    if len(report.runs) > 1:
        body.append(_summary(runs))
    for index, rr, ids in runs:
        body.append(_run(index, rr, ids))
    body.append(_footer(report))
    data = [_data(index, rr, ids) for index, rr, ids in runs]
    return "\n".join([
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="color-scheme" content="light dark">',
        '<meta name="generator" content="lossdoctor">',
        # No favicon request: the page must not reach for anything outside itself.
        '<link rel="icon" href="data:,">',
        f"<title>lossdoctor: {escape(title)}</title>",
        f'<style id="ld-style-uplot">\n{asset("uPlot.min.css")}\n</style>',
        f'<style id="ld-style-report">\n{asset("report.css")}\n</style>',
        "</head>",
        '<body class="no-js">',
        *body,
        *data,
        f'<script id="ld-script-uplot">\n{asset("uPlot.iife.min.js")}\n</script>',
        *(f'<script id="ld-script-{name}">\n{asset(name + ".js")}\n</script>' for name in SCRIPTS),
        "</body>",
        "</html>",
    ]) + "\n"


def _masthead(report: Report) -> str:
    live = [f for rr in report.runs for f in judge.live(rr)]
    return (
        '<header class="masthead">'
        f'<h1>lossdoctor report <span class="sub">{escape(plural(len(report.runs), "run"))} · '
        f"{escape(judge.counts_text(live))}</span></h1>"
        '<div class="tools"><button type="button" id="ld-theme" title="Switch between the system, light '
        'and dark themes">theme: auto</button></div>'
        "</header>"
    )


def _verdict(rr: RunReport) -> str:
    v = judge.verdict(rr)
    return f'<span class="verdict {VERDICT_CLASS[v]}">{v.symbol} {escape(v.value)}</span>'


def _summary(runs: Sequence[tuple[int, RunReport, dict[int, str]]]) -> str:
    swept = sweep.cells([rr.run.params for _, rr, _ in runs])
    head = ["#", "run", "verdict"] + (["params"] if swept else []) + ["E", "W", "I", "steps", "frags",
                                                                         "worst finding"]
    rows = []
    for position, (index, rr, ids) in enumerate(runs):
        tally = judge.counts(judge.live(rr))
        worst = judge.worst(rr)
        span = runfacts.span(rr.run)
        frags = str(len(rr.run.fragments)) + (f" ({len(rr.run.rollbacks)}↺)" if rr.run.rollbacks else "")
        target = "" if worst is None else (f"run-{index}-{worst.id}" if isinstance(worst, Episode) else ids[id(worst)])
        worst_cell = (f'<a href="#{target}" class="sev-{worst.severity.label}">{SYMBOL[worst.severity]} '
                      f"{escape(judge.worst_text(worst))}</a>" if worst else "–")
        cells = [f'<a href="#run-{index}">{index}</a>', f'<a href="#run-{index}">{escape(rr.run.name)}</a>',
                 _verdict(rr)]
        if swept:
            cells.append(f"<code>{escape(swept[position])}</code>")
        cells += [f'<span class="n sev-{s.label}">{n}</span>' if n else '<span class="zero">·</span>'
                  for s, n in tally.items()]
        cells += [f"{span[0]}–{span[1]}" if span else "–", escape(frags), worst_cell]
        rows.append("<tr>" + "".join(f'<td data-head="{h}">{c}</td>' for h, c in zip(head, cells)) + "</tr>")
    return (
        '<section id="summary"><div class="wide"><table class="summary"><thead><tr>'
        + "".join(f"<th>{h}</th>" for h in head) + "</tr></thead><tbody>\n" + "\n".join(rows)
        + '\n</tbody></table></div><p class="caption">E W I: errors, warnings, info on the live curve · '
        "↺ rollbacks</p></section>"
    )


def _run(index: int, rr: RunReport, ids: dict[int, str]) -> str:
    run = rr.run
    live, dead = judge.ranked(rr, judge.live(rr)), judge.ranked(rr, judge.history(rr))
    episodes = [item for item in judge.items(rr, list(rr.findings)) if isinstance(item, Episode)]
    formats, where = runfacts.source(run)
    counts = escape(judge.counts_text(live)) + (f" in {plural(len(episodes), 'episode')}" if episodes else "") + (
        f' <span class="dim">· {plural(len(dead), "finding")} on abandoned attempts</span>' if dead else "")
    parts = [
        f'<section class="run" id="run-{index}" data-run="{index}">',
        f'<h2><a class="anchor" href="#run-{index}">#{index}</a> {escape(run.name)}</h2>',
        f'<p class="headline">{_verdict(rr)} {counts}</p>',
        '<dl class="facts">'
        f'<dt>source</dt><dd><span class="dim">{escape(formats)}:</span> {escape(where)}</dd>'
        f'<dt>run</dt><dd>{escape(" · ".join(runfacts.facts(run)))}</dd>'
        + (f'<dt>params</dt><dd><code>{escape(_params(run.params))}</code></dd>' if run.params else "")
        + "</dl>",
    ]
    if rr.error:
        parts.append(f'<p class="note failed">could not be read or analysed: {escape(rr.error)}</p>')
    doubted = doubt(run)
    if doubted:
        parts.append(f'<p class="note failed">reading in doubt: {escape(doubted)}</p>')
    if episodes:
        parts += ['<h3>Episodes</h3>', _episodes(index, rr, episodes, ids)]
    if run.primary is not None and run.primary in run.series and len(run.series[run.primary]):
        parts.append(_plot(index))
    if live:
        told = story(rr)
        tags = {id(f): told.episode_of[told.index(f)] for f in rr.findings}
        parts += ['<h3>Findings' + (' <span class="dim">(costliest first; each with its episode)</span>'
                                     if episodes else '') + '</h3>', _findings(live, ids, advice=True, tags=tags)]
    if dead:
        parts += ['<h3>History: what the abandoned attempts did</h3>',
                  '<p class="dim">These happened on dead fragments: a later attempt rolled back past them.</p>',
                  _findings(dead, ids, advice=False)]
    parts.append(_listing("How it was read", _reading_lines(run)))
    parts.append(_listing("Reader warnings", list(run.warnings)))
    parts.append(_listing("Skipped checks", [f"{s.code} on {s.series}: {s.reason}" for s in rr.skipped]))
    parts.append("</section>")
    return "\n".join(p for p in parts if p)


def _reading_lines(run: Run) -> list[str]:
    """The run's `reading` and `identity` in words."""
    read = reading(run)
    step = read.get("step_source")
    lines = [f"reading: {read.get('reading')}" + (f"; step = {step['name']} ({step['unit']})" if step else "")
             + ("" if read.get("coverage") is None else f"; {read['coverage']:.0%} of the loss lines read")]
    lines += [f"passed over: {count} {why}" for why, count in (read.get("passed_over") or {}).items()]
    lines += list(identity(run)["evidence"])
    return lines


def _params(params: Any) -> str:
    return " ".join(f"{k}={sweep.short(v)}" for k, v in sorted(params.items()))


def _plot(index: int) -> str:
    return (
        f'<figure class="plot" id="plot-{index}" data-run="{index}">'
        '<div class="controls">'
        f'<label><input type="checkbox" class="log"> log scale</label>'
        '<button type="button" class="reset">reset zoom</button>'
        '<span class="hint">drag or scroll to zoom · shift-scroll to pan · double-click to reset · click a finding to zoom to it</span>'
        '</div>'
        '<div class="readout" aria-live="polite"></div>'
        '<div class="panels"></div>'
        '<div class="legend"></div>'
        '<noscript><p>The interactive plot needs JavaScript; the findings below are complete without it.</p></noscript>'
        "</figure>"
    )


def _episodes(index: int, rr: RunReport, episodes: list[Episode], ids: dict[int, str]) -> str:
    """One item per episode, costliest first: what happened, what to do, and its members."""
    items = []
    for e in episodes:
        sev = e.severity.label
        anchor = f"run-{index}-{e.id}"
        where = f"from step {e.start_step}" if e.end_step is None else f"steps {e.start_step}–{e.end_step}"
        members = "".join(f'<li><a href="#{ids[id(f)]}">{escape(f.code)} {escape(f.kind.replace("_", " "))}</a> '
                          f'<span class="dim">{escape(f.series)} · {escape(describe.step_range(f))}</span></li>'
                          for f in story(rr).ranked([rr.findings[i] for i in e.members]))
        lines = [
            f'<div class="head"><a class="anchor" href="#{anchor}" title="link to this episode">#</a>'
            f'<span class="badge sev-{sev}">{SYMBOL[e.severity]} {sev.upper()}</span> '
            f'<b>{escape(e.id)} {escape(e.kind.replace("_", " "))}</b> '
            f'<span class="where">{escape(", ".join(e.series))} · {escape(where)}</span></div>',
            f'<p class="summary">{escape(e.summary)}</p>',
        ]
        if e.advice:
            lines.append('<ul class="advice">' + "".join(f"<li>{escape(a)}</li>" for a in e.advice) + "</ul>")
        lines.append(f'<details class="members"><summary>{escape(members_text(rr, e).split(" · ")[0])}</summary>'
                     f'<ol>{members}</ol></details>')
        end = e.end_step if e.end_step is not None else ""
        items.append(f'<li class="episode sev-{sev}" id="{anchor}" data-start="{e.start_step}" '
                     f'data-end="{end}" tabindex="0">' + "".join(lines) + "</li>")
    return '<ol class="episodes">\n' + "\n".join(items) + "\n</ol>"


def _findings(findings: list[Finding], ids: dict[int, str], advice: bool,
              tags: dict[int, str | None] | None = None) -> str:
    """One item per finding; advice already given for this run is not repeated."""
    said: set[str] = set()
    items = []
    for f in findings:
        anchor = ids[id(f)]
        sev = f.severity.label
        head = (f'<a class="anchor" href="#{anchor}" title="link to this finding">#</a>'
                f'<span class="badge sev-{sev}">{SYMBOL[f.severity]} {sev.upper()}</span> '
                f'<b>{escape(f.code)} {escape(f.kind.replace("_", " "))}</b> '
                f'<span class="where">{escape(f.series)} · {escape(describe.step_range(f))}</span>')
        tag = (tags or {}).get(id(f))
        if tag:
            head += f' <a class="episode-tag" href="#{ids[id(f)].rsplit("-", 2)[0]}-{tag}">{escape(tag)}</a>'
        facts = describe.facts(f)
        lines = [f'<div class="head">{head}</div>']
        if facts:
            lines.append(f'<div class="facts">{escape(", ".join(facts))}</div>')
        lines.append(f'<p class="message">{escape(f.message)}</p>')
        if f.evidence:
            lines.append(f'<p class="evidence"><span class="dim">evidence:</span> '
                         f"{escape(describe.evidence(f.evidence, limit=SHOW_ALL))}</p>")
        if advice and f.advice:
            fresh = [line for line in f.advice if line not in said]
            said.update(fresh)
            if fresh:
                lines.append('<ul class="advice">' + "".join(f"<li>{escape(a)}</li>" for a in fresh) + "</ul>")
            else:
                lines.append('<p class="advice same">→ as above</p>')
        end = f.end_step if f.end_step is not None else ""
        dead = " dead" if f.in_dead_fragment else ""
        items.append(f'<li class="finding sev-{sev}{dead}" id="{anchor}" data-start="{f.start_step}" '
                     f'data-end="{end}" tabindex="0">' + "".join(lines) + "</li>")
    return '<ol class="findings">\n' + "\n".join(items) + "\n</ol>"


def _listing(title: str, items: list[str]) -> str:
    if not items:
        return ""
    return (f'<h3>{escape(title)} ({len(items)})</h3><ul class="listing">'
            + "".join(f"<li>{escape(item)}</li>" for item in items) + "</ul>")


def _footer(report: Report) -> str:
    return (f'<footer>lossdoctor {escape(report.version)} · schema {escape(report.schema)} · '
            "plots drawn with uPlot (MIT licence, Leon Sorokin), included in this page</footer>")


def _data(index: int, rr: RunReport, ids: dict[int, str]) -> str:
    """The run's manifest and its packed curves (see html_data.py)."""
    run = rr.run
    told = story(rr)
    steps, series, blob = pack(run)
    findings = [{
        "id": ids[id(f)], "code": f.code, "kind": f.kind, "severity": f.severity.label, "series": f.series,
        "start": f.start_step, "peak": f.peak_step, "end": f.end_step, "dead": f.in_dead_fragment,
        "events": describe.events(f), "episode": told.episode_of[told.index(f)], "impact": told.impact(f),
    } for f in judge.ranked(rr, list(rr.findings))]
    episodes = [{
        "id": f"run-{index}-{e.id}", "episode": e.id, "kind": e.kind, "severity": e.severity.label,
        "start": e.start_step, "end": e.end_step, "dead": e.in_dead_fragment, "impact": e.impact,
        "label": f"{e.id} {e.kind.replace('_', ' ')}",
        "members": [ids[id(rr.findings[i])] for i in e.members],
    } for e in told.episodes]
    joins = [{"step": j.step, "kind": j.kind, "from": j.previous_end}
             for j in run.joins if j.kind in ("rollback", "resume", "gap")]
    manifest = {"run": index, "name": run.name, "primary": run.primary, "steps": steps, "series": series,
                "findings": findings, "episodes": episodes, "joins": joins}
    # No "<" at all: nothing a run or series is called can close or confuse the script element.
    text = json.dumps(manifest, separators=(",", ":"), ensure_ascii=False).replace("<", "\\u003c")
    return (f'<script type="application/json" class="ld-manifest" data-run="{index}">{text}</script>\n'
            f'<script type="application/octet-stream" class="ld-data" data-run="{index}">{blob}</script>')


__all__ = ["anchors", "asset", "render"]
