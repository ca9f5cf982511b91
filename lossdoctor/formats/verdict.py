"""One word per run: healthy, needs attention or broken, from the live findings."""

from __future__ import annotations

import enum
from collections import Counter

from lossdoctor.episodes import Item, story
from lossdoctor.model import Episode, Finding, RunReport, Severity


class Verdict(str, enum.Enum):
    """What a person should make of a run at a glance."""

    HEALTHY = "healthy"
    ATTENTION = "needs attention"
    BROKEN = "broken"
    UNJUDGED = "not judged"

    @property
    def style(self) -> str:
        """The rich style the terminal report uses for this verdict."""
        return _STYLES[self]

    @property
    def symbol(self) -> str:
        """A one-character mark that reads without colour."""
        return _SYMBOLS[self]


_STYLES = {
    Verdict.HEALTHY: "bold green",
    Verdict.ATTENTION: "bold yellow",
    Verdict.BROKEN: "bold red",
    Verdict.UNJUDGED: "bold",
}
_SYMBOLS = {Verdict.HEALTHY: "✔", Verdict.ATTENTION: "▲", Verdict.BROKEN: "✖", Verdict.UNJUDGED: "?"}


def verdict(report: RunReport) -> Verdict:
    """Broken on any live error, needs attention on any live warning, else healthy.

    Findings on dead fragments are history (the run was rolled back past them), so they never
    change the verdict. A run whose loss could not be judged (LD001, or no loss series at all)
    is "not judged" unless something else already makes it broken or worth attention.
    """
    others = [f for f in live(report) if f.kind != "not_judged"]
    worst = max((f.severity for f in others), default=None)
    if worst is Severity.ERROR:
        return Verdict.BROKEN
    if worst is Severity.WARNING:
        return Verdict.ATTENTION
    unjudged = any(f.kind == "not_judged" for f in live(report))
    if unjudged or (report.run.primary is None and not report.findings):
        return Verdict.UNJUDGED
    return Verdict.HEALTHY


def live(report: RunReport) -> list[Finding]:
    """Findings on the surviving timeline, in report order (most severe first)."""
    return [f for f in report.findings if not f.in_dead_fragment]


def history(report: RunReport) -> list[Finding]:
    """Findings on abandoned (dead) fragments, in report order."""
    return [f for f in report.findings if f.in_dead_fragment]


def ranked(report: RunReport, findings: list[Finding]) -> list[Finding]:
    """The costliest first (see lossdoctor.episodes.impact), an episode's members together:
    the order every format shows."""
    return story(report).ranked(findings)


def items(report: RunReport, findings: list[Finding]) -> list[Item]:
    """Episodes and the findings outside any, costliest first."""
    return story(report).items(findings)


def worst(report: RunReport) -> Item | None:
    """The live episode or finding a person should read first, or None."""
    found = [item for item in items(report, live(report))
             if not (isinstance(item, Finding) and item.kind == "not_judged")]
    unjudged = [f for f in live(report) if f.kind == "not_judged"]
    if unjudged and (not found or found[0].severity < unjudged[0].severity):
        return unjudged[0]
    return found[0] if found else None


def impact(report: RunReport, item: Item) -> float:
    """An episode's or a finding's impact (see lossdoctor.episodes.impact)."""
    return item.impact if isinstance(item, Episode) else story(report).impact(item)


def worst_text(item: Item) -> str:
    """"E1 recurring spikes @142100" or "LD101 spike @142100"."""
    if isinstance(item, Episode):
        return f"{item.id} {item.kind.replace('_', ' ')} @{item.start_step}"
    return f"{item.code} {item.kind} @{item.start_step}"


def ordered(findings: list[Finding]) -> list[Finding]:
    """Most severe first, then by step, code and series (the order before episodes; see ranked)."""
    # "Not judged" comes after what was judged at the same severity: it is the lesser news.
    return sorted(findings, key=lambda f: (-int(f.severity), f.kind == "not_judged", f.start_step, f.code,
                                           f.series))


def worst_finding(report: RunReport) -> Finding | None:
    """The live finding a person should read first, or None."""
    found = ranked(report, live(report))
    return found[0] if found else None


def counts(findings: list[Finding]) -> dict[Severity, int]:
    """How many findings of each severity (every severity present as a key)."""
    tally = Counter(f.severity for f in findings)
    return {severity: tally.get(severity, 0) for severity in (Severity.ERROR, Severity.WARNING, Severity.INFO)}


def counts_text(findings: list[Finding]) -> str:
    """"2 errors, 1 warning, 3 info" (zero counts left out), or "no findings"."""
    words = {Severity.ERROR: ("error", "errors"), Severity.WARNING: ("warning", "warnings"),
             Severity.INFO: ("info", "info")}
    parts = [f"{n} {words[s][0] if n == 1 else words[s][1]}" for s, n in counts(findings).items() if n]
    return ", ".join(parts) if parts else "no findings"
