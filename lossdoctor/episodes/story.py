"""A run's findings as a story: episodes, each finding's impact, and the order to tell them in."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Union

from lossdoctor.episodes import group, words
from lossdoctor.episodes.impact import combined, impact
from lossdoctor.model import Episode, Finding, RunReport

Item = Union[Episode, Finding]


@dataclass(frozen=True)
class Story:
    """Episodes (costliest first) and, per finding of the run in report order, its impact and episode."""

    episodes: tuple[Episode, ...]
    impacts: tuple[float, ...]
    episode_of: tuple[str | None, ...]
    _index: dict[int, int] = field(default_factory=dict, repr=False, compare=False)

    def index(self, finding: Finding) -> int:
        """The finding's position in the run's findings."""
        return self._index[id(finding)]

    def impact(self, finding: Finding) -> float:
        """The finding's own impact."""
        return self.impacts[self.index(finding)]

    def episode(self, finding: Finding) -> Episode | None:
        """The episode the finding belongs to, or None."""
        found = self.episode_of[self.index(finding)]
        return next(e for e in self.episodes if e.id == found) if found else None

    def key(self, finding: Finding) -> tuple[float, str, float, int, str, str]:
        """Sort key: the costliest episode or finding first, an episode's members together."""
        own = self.impact(finding)
        episode = self.episode(finding)
        lead = episode.impact if episode else own
        return (-lead, episode.id if episode else "", -own, finding.start_step, finding.code, finding.series)

    def ranked(self, findings: Sequence[Finding]) -> list[Finding]:
        """These findings (of this run) in impact order."""
        return sorted(findings, key=self.key)

    def items(self, findings: Sequence[Finding]) -> list[Item]:
        """Episodes and the findings outside any, costliest first, for the given findings only:
        an episode is listed when one of its members is among them."""
        chosen = {self.index(f) for f in findings}
        episodes = [e for e in self.episodes if chosen & set(e.members)]
        singles = [f for f in findings if self.episode_of[self.index(f)] is None]
        scored: list[tuple[float, int, str, Item]] = [(-e.impact, e.start_step, e.id, e) for e in episodes]
        scored += [(-self.impact(f), f.start_step, f"~{f.code}{f.series}", f) for f in singles]
        return [item for *_, item in sorted(scored, key=lambda s: s[:3])]


def span(rr: RunReport) -> tuple[int, int]:
    """First and last step of the run's primary loss (else of its findings)."""
    run = rr.run
    series = run.series.get(run.primary) if run.primary else None
    if series is not None and len(series):
        return int(series.steps[0]), int(series.steps[-1])
    steps = [f.start_step for f in rr.findings] + [f.end_step for f in rr.findings if f.end_step is not None]
    return (min(steps), max(steps)) if steps else (0, 1)


def _words(kind: str, members: list[Finding], rollbacks: int) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    if kind == "recurring_spikes":
        return words.recurring_spikes(members)
    if kind == "resume_spikes":
        return words.resume_spikes(members)
    if kind == "spike_event":
        return words.spike_event(members)
    if kind == "nan_cascade":
        return words.nan_cascade(members)
    if kind == "divergence":
        return words.divergence(members, rollbacks)
    if kind == "overfitting":
        return words.overfitting(members)
    return words.recurring(kind.removeprefix("recurring_"), members)


def _series(members: list[Finding], primary: str | None) -> tuple[str, ...]:
    """The episode's series: the run's primary loss first, then the others as its costliest
    findings name them."""
    named = list(dict.fromkeys(f.series for f in members))
    return tuple(sorted(named, key=lambda name: name != primary))


def build(rr: RunReport) -> Story:
    """The story of one run report."""
    findings = rr.findings
    first, last = span(rr)
    drafts = group.drafts(findings, first, last, rollbacks=len(rr.run.rollbacks))
    recurring = {i for d in drafts if d.kind.startswith("recurring_") for i in d.members}
    impacts = tuple(impact(f, first, last, recurring=i in recurring) for i, f in enumerate(findings))
    made = []
    for draft in drafts:
        order = sorted(draft.members, key=lambda i: (-impacts[i], findings[i].start_step))
        members = [findings[i] for i in order]
        summary, evidence, advice = _words(draft.kind, members, len(rr.run.rollbacks))
        ends = [f.end_step for f in members]
        made.append(Episode(
            id="", kind=draft.kind, severity=max(f.severity for f in members),
            start_step=min(f.start_step for f in members),
            end_step=None if any(e is None for e in ends) else max(e for e in ends if e is not None),
            summary=summary, members=draft.members,
            impact=combined([impacts[i] for i in draft.members]),
            series=_series(members, rr.run.primary), evidence=evidence, advice=advice,
            in_dead_fragment=all(f.in_dead_fragment for f in members),
        ))
    made.sort(key=lambda e: (-e.impact, e.start_step, e.kind))
    episodes = tuple(Episode(**{**e.__dict__, "id": f"E{n}"}) for n, e in enumerate(made, start=1))
    owner: list[str | None] = [None] * len(findings)
    for episode in episodes:
        for i in episode.members:
            owner[i] = episode.id
    return Story(episodes, impacts, tuple(owner), {id(f): i for i, f in enumerate(findings)})
