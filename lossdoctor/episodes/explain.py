"""`lossdoctor explain E1 PATH...`: one episode of each run, with every member in full."""

from __future__ import annotations

import re

from lossdoctor.errors import UsageError
from lossdoctor.model import Report

_ID = re.compile(r"^E[0-9]+$", re.IGNORECASE)


def is_episode_id(code: str) -> bool:
    """Whether `code` names an episode (E1, e2) rather than a rule (LD101, loss-spike)."""
    return bool(_ID.match(code.strip()))


def render_episode(report: Report, code: str, width: int = 100) -> str:
    """The episode called `code` in every run that has one, as the text report shows it, then
    each of its findings with all its evidence and advice."""
    import io

    from rich.console import Console

    from lossdoctor.episodes import story
    from lossdoctor.formats.text import _body, members_text

    wanted = code.strip().upper()
    buffer = io.StringIO()
    console = Console(file=buffer, width=width, no_color=True, color_system=None, highlight=False,
                      emoji=False, soft_wrap=False)
    found = 0
    for rr in report.runs:
        told = story(rr)
        episode = next((e for e in told.episodes if e.id == wanted), None)
        if episode is None:
            continue
        found += 1
        span = f"{episode.start_step}" + ("" if episode.end_step is None else f"–{episode.end_step}")
        console.print(f"{rr.run.name}: {episode.id} {episode.kind.replace('_', ' ')} "
                      f"({episode.severity.label}, steps {span}, impact {episode.impact:g})")
        console.print(episode.summary)
        console.print("members: " + members_text(rr, episode).split(" · ")[0])
        for line in episode.advice:
            console.print(f"→ {line}")
        console.print()
        members = told.ranked([rr.findings[i] for i in episode.members])
        for number, finding in enumerate(members, start=1):
            console.print(f"{number:>3}. {finding.severity.label.upper()} (impact {told.impact(finding):g})")
            console.print(_body(finding, advice=True, said=set(), evidence_limit=1 << 30))
        console.print()
    if not found:
        raise UsageError(f"no episode {wanted} in {len(report.runs)} run(s); `lossdoctor analyze` lists "
                         "each run's episodes (E1 is the costliest)")
    return "\n".join(line.rstrip() for line in buffer.getvalue().splitlines()).rstrip("\n") + "\n"
