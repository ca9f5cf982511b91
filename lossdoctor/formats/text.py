"""The terminal report: verdict, a braille loss plot, findings with evidence and advice, per run."""

from __future__ import annotations

import io
import os
import shutil
import sys
from collections.abc import Sequence
from typing import Any

from rich.console import Console, Group, RenderableType
from rich.padding import Padding
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from lossdoctor.formats import describe, runfacts, sweep, verdict as judge
from lossdoctor.formats.describe import plural
from lossdoctor.formats.termplot import SEVERITY_STYLE, loss_plot
from lossdoctor.model import Episode, Finding, Report, Run, RunReport, Severity
from lossdoctor.reading import doubt

# How many findings of one code and severity are shown before "and N more".
SHOW_PER_GROUP = {Severity.INFO: 3, Severity.WARNING: 6, Severity.ERROR: 8}
SHOW_WARNINGS = 5
SHOW_SKIPS = 6
SHOW_EVIDENCE = 5  # the detectors put the numbers that matter first; JSON has them all
SHOW_ADVICE = 3
SHOW_LEAD = 3  # episodes told in a few lines at the top of a run, before its plot
DEFAULT_WIDTH = 100
COMPACT_ABOVE = 12  # with more runs than this, healthy runs get a short block without a plot


def _want_color(color: bool | None) -> bool:
    """Colour when asked; otherwise when stdout is a terminal (NO_COLOR and FORCE_COLOR respected)."""
    if color is not None:
        return color
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    return sys.stdout.isatty() and os.environ.get("TERM") != "dumb"


def _width(width: int | None) -> int:
    """The width asked for, else the terminal's (60..140), else 100 when not a terminal."""
    if width:
        return width
    if sys.stdout.isatty():
        return max(60, min(shutil.get_terminal_size((DEFAULT_WIDTH, 24)).columns, 140))
    return DEFAULT_WIDTH


def render(report: Report, *, width: int | None = None, color: bool | None = None,
           plot: Sequence[str] | None = None, **_: Any) -> str:
    """The whole report as text; ANSI colour only when asked or when stdout is a terminal."""
    color = _want_color(color)
    width = _width(width)
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, force_terminal=color, color_system="standard" if color else None,
                      no_color=not color, highlight=False, emoji=False, soft_wrap=False)
    if not report.runs:
        console.print("No runs found: no training logs under the given paths (see `lossdoctor inspect`).")
    if len(report.runs) > 1:
        console.print(summary_table(report, width))
        console.print()
    many = len(report.runs) > COMPACT_ABOVE
    for run_report in report.runs:
        for part in run_block(run_report, width, compact=many):
            console.print(part)
        console.print()
    for path in plot or ():
        console.print(Text.assemble(("plot written to ", "dim"), (str(path), "bold")))
    # Rich pads table cells to the full width; trailing blanks only make diffs noisy.
    text = "\n".join(line.rstrip() for line in buffer.getvalue().splitlines())
    return text.rstrip("\n") + "\n"


def summary_table(report: Report, width: int = DEFAULT_WIDTH) -> Table:
    """One line per run: verdict, the hyperparameters that differ (a sweep), counts, worst finding."""
    table = Table(title=f"lossdoctor: {plural(len(report.runs), 'run')}", title_justify="left",
                  title_style="bold", box=None, pad_edge=False, padding=(0, 2, 0, 0), header_style="bold dim",
                  caption="E W I: errors, warnings, info on the live curve · ↺ rollbacks",
                  caption_justify="left", caption_style="dim")
    swept = sweep.cells([rr.run.params for rr in report.runs])
    cells = []
    for index, rr in enumerate(report.runs):
        v = judge.verdict(rr)
        worst = judge.worst(rr)
        tally = judge.counts(judge.live(rr))
        frags = str(len(rr.run.fragments)) + (f" ({len(rr.run.rollbacks)}↺)" if rr.run.rollbacks else "")
        cells.append((
            rr.run.name, Text(f"{v.symbol} {v.value}", style=v.style),
            Text(swept[index], style="cyan") if swept else None,
            [_count(tally[s], SEVERITY_STYLE[s]) for s in (Severity.ERROR, Severity.WARNING, Severity.INFO)],
            Text(frags),
            Text(judge.worst_text(worst), style=SEVERITY_STYLE[worst.severity])
            if worst else Text("–", style="dim"),
        ))
    # Rich shrinks every column of a table too wide for the line, verdicts and counts too; so the
    # widths are set here: verdicts, counts and fragments whole, the run name, the params and the
    # worst finding share what is left.
    verdict_w = max(len(c[1].plain) for c in cells)
    count_w = [max(1, max(len(c[3][i].plain) for c in cells)) for i in range(3)]
    frags_w = max(5, max(len(c[4].plain) for c in cells))
    columns = 7 + bool(swept)
    left = width - verdict_w - sum(count_w) - frags_w - 2 * (columns - 1)
    run_w = max(12, max(len(c[0]) for c in cells))
    params_w = min(36, max(len(c[2].plain) for c in cells if c[2] is not None)) if swept else 0
    worst_w = max(13, max(len(c[5].plain) for c in cells))
    # The step of the worst finding is never cut: its kind's words go first, down to this.
    worst_floor = max(13, max(len(_fit_worst(c[5].plain, 0)) for c in cells))
    # Give up width in this order: the params to 14, the run name to 24, the worst finding's
    # words, the run name to 12, the params to 8.
    for column, floor in (("params", 14), ("run", 24), ("worst", worst_floor), ("run", 12), ("params", 8)):
        over = run_w + params_w + worst_w - left
        if over <= 0:
            break
        if column == "run":
            run_w = max(min(run_w, floor), run_w - over)
        elif column == "worst":
            worst_w = max(min(worst_w, floor), worst_w - over)
        elif swept:
            params_w = max(min(params_w, floor), params_w - over)
    table.add_column("run", no_wrap=True, width=run_w)
    table.add_column("verdict", no_wrap=True, width=verdict_w)
    if swept:
        table.add_column("params", no_wrap=True, overflow="ellipsis", width=params_w)
    for label, w in zip(("E", "W", "I"), count_w):
        table.add_column(label, justify="right", no_wrap=True, width=w)
    table.add_column("frags", justify="right", no_wrap=True, width=frags_w)
    table.add_column("worst finding", no_wrap=True, overflow="crop", width=worst_w)
    names = short_names([c[0] for c in cells], run_w)
    for name, (_, verdict, params, counts, frags_text, worst_text) in zip(names, cells):
        fitted = Text(_fit_worst(worst_text.plain, worst_w), style=worst_text.style)
        table.add_row(Text(name), verdict, *([params] if params is not None else []),
                      *counts, frags_text, fitted)
    return table


def _fit_worst(text: str, limit: int) -> str:
    """"E1 recurring spikes @142100" in `limit` characters: the words between the code and the
    step shrink (to "E1 … @142100" at the least); the code and the step stay whole."""
    if len(text) <= limit or " @" not in text or " " not in text.split(" @")[0]:
        return text
    head, at = text.rsplit(" @", 1)
    code, words = head.split(" ", 1)
    room = limit - len(code) - len(at) - 3
    return f"{code} {words[:max(0, room - 1)] + '…' if room > 1 else '…'} @{at}"


def short_names(names: list[str], limit: int) -> list[str]:
    """Run names that fit `limit` and can still be told apart: the prefix they all share goes
    first (up to a separator), then the middle of what is left, so that both a name's own
    beginning (augmented_char_to_token) and its end (a timestamp, a seed) stay."""
    if all(len(name) <= limit for name in names):
        return list(names)
    long = [name for name in names if len(name) > limit]
    common = _shared_prefix(long) if len(long) > 1 else ""
    out = []
    for name in names:
        if len(name) <= limit:
            out.append(name)
            continue
        rest = name[len(common):]
        shown = ("…" + rest) if common else rest
        if len(shown) > limit:
            keep = limit - 1 - (1 if common else 0)
            head = keep // 2
            shown = ("…" if common else "") + rest[:head] + "…" + rest[len(rest) - (keep - head):]
        out.append(shown)
    return out


def _shared_prefix(names: list[str]) -> str:
    """The start all names share, cut back to just after a separator (/, _, -, ., space)."""
    prefix = names[0]
    for name in names[1:]:
        while not name.startswith(prefix):
            prefix = prefix[:-1]
    cut = max((prefix.rfind(sep) for sep in "/_-. "), default=-1)
    return prefix[:cut + 1] if cut >= 0 else ""


def short_name(name: str, limit: int = 30) -> str:
    """One run name that fits one table line (see short_names for several)."""
    return short_names([name], limit)[0]


def _count(n: int, style: str) -> Text:
    return Text(str(n), style=style) if n else Text("·", style="dim")


def run_block(rr: RunReport, width: int, compact: bool = False) -> list[RenderableType]:
    """Everything about one run, top to bottom: verdict, its episodes in a few lines, the plot,
    then every episode and finding, costliest first.

    `compact` (many runs) shortens a healthy run to its verdict, header and finding count,
    so that the runs that need a person stand out.
    """
    run = rr.run
    v = judge.verdict(rr)
    live, dead = judge.ranked(rr, judge.live(rr)), judge.ranked(rr, judge.history(rr))
    items = judge.items(rr, live)
    episodes = [item for item in items if isinstance(item, Episode)]
    parts: list[RenderableType] = [Rule(Text(f" {run.name} ", style="bold"), align="left", style="dim")]
    headline = Text.assemble((f"{v.symbol} {v.value.upper()}", v.style), "  ")
    headline.append(judge.counts_text(live), style="bold")
    if episodes:
        headline.append(f" in {plural(len(episodes), 'episode')}" if len(items) == len(episodes)
                        else f" · {plural(len(episodes), 'episode')}", style="bold")
    if dead:
        headline.append(f" · {plural(len(dead), 'finding')} on abandoned attempts", style="dim")
    parts.append(headline)
    doubted = doubt(run)
    if doubted:
        parts.append(Text(f"⚠ reading in doubt: {doubted}", style="bold yellow"))
    led = episodes[:SHOW_LEAD]
    if led:
        parts.append(_lead(led, len(episodes)))
    parts.extend(_header(run))
    healthy = v in (judge.Verdict.HEALTHY, judge.Verdict.UNJUDGED)
    if compact and healthy and not dead:
        if live:
            parts.append(Text("info: " + ", ".join(f"{f.code} {f.kind} @{f.start_step}" for f in live[:6])
                              + (f", … {len(live) - 6} more" if len(live) > 6 else ""), style="dim"))
        return parts
    plot = loss_plot(run, live + dead, width, height=5 if healthy and not dead else 8)
    if plot is not None:
        parts.append(Group(*plot))
    if live:
        parts.append(Text("Episodes and findings" if episodes else "Findings", style="bold underline"))
        parts.append(_items_table(rr, items, advice=True, told={e.id for e in led}))
    if dead:
        parts.append(Text("History: what the abandoned attempts did (dead fragments)", style="bold underline"))
        parts.append(_items_table(rr, list(dead), advice=False, told=set()))
    parts.extend(_listing("Reader warnings", list(run.warnings), SHOW_WARNINGS))
    parts.extend(_listing("Skipped checks", [f"{s.code} on {s.series}: {s.reason}" for s in rr.skipped], SHOW_SKIPS))
    return parts


def _lead(episodes: list[Episode], total: int) -> Table:
    """The run's episodes in a few lines each, before anything else: what an expert says first."""
    table = Table(box=None, show_header=False, pad_edge=False, expand=True, padding=(0, 1, 0, 0))
    table.add_column("id", no_wrap=True, width=3)
    table.add_column("episode", ratio=1, overflow="fold")
    for e in episodes:
        body = Text()
        body.append(f"{e.severity.label.upper()} ", style=SEVERITY_STYLE[e.severity])
        body.append(e.kind.replace("_", " "), style="bold")
        body.append(f"  {', '.join(e.series)} · {_span(e)}", style="")
        body.append("\n" + e.summary)
        table.add_row(Text(e.id, style="bold"), body)
    if total > len(episodes):
        table.add_row("", Text(f"… and {total - len(episodes)} more episodes below", style="dim"))
    return table


def _span(e: Episode) -> str:
    if e.end_step is None:
        return f"from step {e.start_step}"
    return f"step {e.start_step}" if e.end_step == e.start_step else f"steps {e.start_step}–{e.end_step}"


def _header(run: Run) -> list[RenderableType]:
    grid = Table.grid(padding=(0, 2, 0, 0))
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")
    formats, where = runfacts.source(run)
    grid.add_row("source", Text.assemble((f"{formats}: ", "dim"), where))
    grid.add_row("run", " · ".join(runfacts.facts(run)))
    return [grid]


def _items_table(rr: RunReport, items: list[Episode | Finding], advice: bool, told: set[str]) -> Table:
    """One row per episode or finding, costliest first; advice already given for this run is
    not repeated, and an episode's summary already told at the top is not either."""
    said: set[str] = set()
    table = Table(box=None, show_header=False, pad_edge=False, expand=True, padding=(0, 1, 0, 0))
    table.add_column("severity", no_wrap=True, width=8)
    table.add_column("finding", ratio=1, overflow="fold")
    # Findings outside episodes: grouped by severity, code and series in order of first
    # appearance, so that eight fast spikes collapse together even when a dip sits between them.
    groups: dict[tuple[object, ...], list[Finding]] = {}
    order: list[Episode | tuple[object, ...]] = []
    for item in items:
        if isinstance(item, Episode):
            order.append(item)
            continue
        key = (item.severity, item.code, item.kind, item.series)
        if key not in groups:
            order.append(key)
        groups.setdefault(key, []).append(item)
    for entry in order:
        if isinstance(entry, Episode):
            table.add_row(Text(entry.severity.label.upper(), style=SEVERITY_STYLE[entry.severity]),
                          _episode_body(rr, entry, advice, said, told))
            continue
        found = groups[entry]
        shown = found[:SHOW_PER_GROUP[found[0].severity]]
        for f in shown:
            table.add_row(_badge(f), _body(f, advice, said))
        rest = found[len(shown):]
        if rest:
            steps = ", ".join(str(f.start_step) for f in rest[:12]) + (", …" if len(rest) > 12 else "")
            table.add_row("", Text(f"… and {len(rest)} more {rest[0].code} {rest[0].kind} on "
                                   f"{rest[0].series} ({rest[0].severity.label}) at steps {steps}", style="dim"))
    return table


def _episode_body(rr: RunReport, e: Episode, advice: bool, said: set[str], told: set[str]) -> Text:
    body = Text()
    body.append(f"{e.id} {e.kind.replace('_', ' ')}", style="bold")
    body.append(f"  {', '.join(e.series)} · {_span(e)} · {plural(len(e.members), 'finding')}")
    if e.id not in told:
        body.append("\n" + e.summary)
    body.append("\nmembers: " + members_text(rr, e), style="dim")
    if advice and e.severity > Severity.INFO:
        fresh = [line for line in e.advice if line not in said]
        for line in fresh[:SHOW_ADVICE]:
            body.append("\n→ " + line, style="green")
        said.update(fresh[:SHOW_ADVICE])
        said.update(a for i in e.members for a in rr.findings[i].advice)
        if len(fresh) > SHOW_ADVICE:
            more = len(fresh) - SHOW_ADVICE
            body.append(f"\n  ({more} more idea{'s' if more > 1 else ''}: lossdoctor explain {e.id} PATH)",
                        style="dim")
    return body


def members_text(rr: RunReport, e: Episode) -> str:
    """"17 LD101 spike on loss, 9 on train/loss; 9 LD503 grad norm precursor on grad_norm"."""
    counts: dict[tuple[str, str], dict[str, int]] = {}
    for i in e.members:
        f = rr.findings[i]
        per = counts.setdefault((f.code, f.kind), {})
        per[f.series] = per.get(f.series, 0) + 1
    parts = []
    for (code, kind), per in counts.items():
        series = sorted(per.items(), key=lambda item: (-item[1], item[0]))
        words = [f"{n} on {name}" for name, n in series]
        parts.append(f"{sum(per.values())} {code} {kind.replace('_', ' ')} (" + ", ".join(words) + ")"
                     if len(series) > 1 else f"{series[0][1]} {code} {kind.replace('_', ' ')} on {series[0][0]}")
    return "; ".join(parts) + f" · each one: lossdoctor explain {e.id} PATH"


def _badge(f: Finding) -> Text:
    style = "dim" if f.in_dead_fragment else SEVERITY_STYLE[f.severity]
    return Text(f.severity.label.upper(), style=style)


def _body(f: Finding, advice: bool, said: set[str], evidence_limit: int = SHOW_EVIDENCE) -> Text:
    dim = f.in_dead_fragment
    body = Text()
    body.append(f"{f.code} {f.kind.replace('_', ' ')}", style="dim bold" if dim else "bold")
    body.append(f"  {f.series} · {describe.step_range(f)}", style="dim" if dim else "")
    facts = describe.facts(f)
    if facts:
        body.append(" · " + ", ".join(facts), style="dim" if dim else "")
    body.append("\n" + f.message, style="dim" if dim else "")
    # Info findings keep to their headline and message (both carry the numbers), so that a
    # healthy run with eight harmless spikes stays a short read.
    if f.evidence and (f.severity > Severity.INFO or f.in_dead_fragment):
        body.append("\nevidence: " + describe.evidence(f.evidence, limit=evidence_limit), style="dim")
    if advice and f.severity > Severity.INFO:
        fresh = [line for line in f.advice if line not in said]
        for line in fresh[:SHOW_ADVICE]:
            body.append("\n→ " + line, style="green")
        said.update(fresh[:SHOW_ADVICE])
        if f.advice and not fresh:
            body.append("\n→ as above", style="dim green")
        elif len(fresh) > SHOW_ADVICE:
            more = len(fresh) - SHOW_ADVICE
            body.append(f"\n  ({more} more idea{'s' if more > 1 else ''}: lossdoctor explain {f.code})", style="dim")
    return body


def _listing(title: str, items: list[str], limit: int) -> list[RenderableType]:
    if not items:
        return []
    grid = Table.grid(padding=(0, 1, 0, 0))
    grid.add_column(no_wrap=True)
    grid.add_column(ratio=1, overflow="fold")
    for item in items[:limit]:
        grid.add_row("•", Text(item))
    if len(items) > limit:
        grid.add_row("", Text(f"… and {len(items) - limit} more", style="dim"))
    return [Text(f"{title} ({len(items)})", style="bold underline"), Padding(grid, (0, 0, 0, 2))]


__all__ = ["render", "run_block", "summary_table"]
