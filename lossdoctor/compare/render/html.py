"""`compare --html FILE`: one self-contained page, both sides overlaid with the noise band drawn
and the difference beneath, per series; drawn by the uPlot vendored for the report page.

The page carries the grid averages (at most 400 points a run and series), not every logged
point: the verdict is read on that grid, and the page shows what was judged.
"""

from __future__ import annotations

import json
from html import escape

from lossdoctor.compare.model import CompareReport, SeriesResult
from lossdoctor.compare.render import words
from lossdoctor.formats.html import asset
from lossdoctor.formats.json_report import jsonable

VERDICT_CLASS = {"same": "healthy", "better": "healthy", "different": "attention", "worse": "broken"}


def render(report: CompareReport) -> str:
    """The whole page."""
    body = [
        '<header class="masthead"><h1>lossdoctor compare '
        f'<span class="verdict {VERDICT_CLASS[report.verdict.value]}">{escape(report.verdict.value)}</span> '
        f'<span class="sub">{escape(words.sides(report))} · {escape(report.mode)} on the '
        f"{escape(report.axis)} axis</span></h1></header>",
        f'<p class="headline">{escape(words.QUESTION[report.mode])}</p>',
        '<dl class="facts">'
        f"<dt>new</dt><dd>{escape(', '.join(report.new_runs))}</dd>"
        f"<dt>baseline</dt><dd>{escape(', '.join(report.baseline_runs))}</dd></dl>",
    ]
    for index, s in enumerate(report.series, start=1):
        body.append(_series(index, s, report.axis))
    facts = [words.final_line(f) for f in report.final]
    if report.time_to_target:
        facts.append(words.target_line(report.time_to_target))
    body.append(_listing("Final values and time to target", facts))
    body.append(_listing("New findings (the baseline has none of these rules)",
                         [words.finding_line(n) for n in report.new_findings]) or
                "<h3>New findings</h3><p>none</p>")
    body.append(_listing("Notes", [f"skipped: {s}" for s in report.skipped] + list(report.notes)))
    body.append(f"<footer>lossdoctor {escape(report.version)} · schema {escape(report.schema)} · "
                "plots drawn with uPlot (MIT licence, Leon Sorokin), included in this page</footer>")
    data = [_data(index, s, report.axis) for index, s in enumerate(report.series, start=1) if s.band]
    return "\n".join([
        "<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="color-scheme" content="light dark">', '<meta name="generator" content="lossdoctor">',
        '<link rel="icon" href="data:,">',
        f"<title>lossdoctor compare: {escape(report.verdict.value)}</title>",
        f'<style id="ld-style-uplot">\n{asset("uPlot.min.css")}\n</style>',
        f'<style id="ld-style-report">\n{asset("report.css")}\n</style>',
        "</head>", '<body class="no-js">', *body, *data,
        f'<script id="ld-script-uplot">\n{asset("uPlot.iife.min.js")}\n</script>',
        f'<script id="ld-script-compare">\n{asset("compare.js")}\n</script>',
        "</body>", "</html>"]) + "\n"


def _series(index: int, s: SeriesResult, axis: str) -> str:
    notes = "".join(f"<li>{escape(n)}</li>" for n in s.also)
    plot = "" if s.band is None else (
        f'<figure class="plot" id="plot-{index}"><div class="overlay"></div><div class="difference"></div>'
        f'<figcaption class="dim">faint: each run · bold: each side\'s mean · shaded: the baseline '
        f"± {s.band.threshold:g} × the noise of the difference (leaving it decides) · beneath: new − "
        f"baseline · dashed: from_step · on the {escape(axis)} axis, averaged over "
        f"{len(s.band.x)} bins</figcaption>"
        "<noscript><p>The plots need JavaScript; the answer above is complete without them.</p></noscript>"
        "</figure>")
    return (f'<section class="run" id="series-{index}"><h2>{escape(s.name)} '
            f'<span class="verdict {VERDICT_CLASS[s.verdict.value]}">{escape(s.verdict.value)}</span></h2>'
            f'<p class="message">{escape(words.series_line(s))}</p>'
            + (f'<ul class="listing">{notes}</ul>' if notes else "") + plot + "</section>")


def _listing(title: str, items: list[str]) -> str:
    if not items:
        return ""
    return (f"<h3>{escape(title)}</h3><ul class=\"listing\">"
            + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>")


def _data(index: int, s: SeriesResult, axis: str) -> str:
    band = s.band
    assert band is not None
    payload = {"index": index, "name": s.name, "axis": axis, "from": s.from_step if axis == "step" else None,
               "x": band.x, "new": band.new, "baseline": band.baseline, "noise": band.noise,
               "threshold": band.threshold, "new_runs": band.new_runs, "baseline_runs": band.baseline_runs}
    # No "<" at all: nothing a series is called can close the script element.
    text = json.dumps(jsonable(payload), separators=(",", ":")).replace("<", "\\u003c")
    return f'<script type="application/json" class="ld-compare">{text}</script>'



__all__ = ["render"]
