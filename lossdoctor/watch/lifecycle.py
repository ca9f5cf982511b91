"""Findings with a stable identity across polls: new, updated when their verdict changes, resolved.

Each poll re-analyses a bounded window, so the same event comes back with slightly moved
numbers. A finding is matched to the one already known by rule, series and step (onset
within a few steps, or overlapping ranges); its id is fixed when first reported. Only a
change of verdict (severity, recovery, pending, dead) is an update; new magnitudes or
counts are not.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from lossdoctor.model import Finding, Severity

NEAR_STEPS = 25
# A finding is resolved when analyses no longer find it, well inside the window, for this many
# polls in a row and over the recovery horizon: a detector's verdict may flicker near a threshold.
MISSING_POLLS = 3
SPIKE = "LD101"
ENDED = "run ended before it came back"


@dataclass
class Tracked:
    """A finding already reported, and its current verdict."""

    id: str
    run: str
    finding: Finding
    pending: bool
    status: str = "open"  # open / resolved
    missing: int = 0
    seen_at: int | None = None  # the newest step analysed when it was last found
    # The finding and pending flag as last reported: later polls refine numbers silently.
    said: tuple[Finding, bool] | None = None


@dataclass(frozen=True)
class Change:
    """One event to report."""

    event: str  # new / update / resolved
    tracked: Tracked


@dataclass
class Settings:
    """What is judged how: spikes wait `rise_steps` to be confirmed and escalate after `horizon_steps`."""

    rise_steps: int = 20
    horizon_steps: int = 1000


def _told(event: str, tracked: Tracked) -> Change:
    """The change to report, remembering what it says."""
    tracked.said = (tracked.finding, tracked.pending)
    return Change(event, tracked)


def _pending(finding: Finding) -> bool:
    return (finding.code == SPIKE and not finding.in_dead_fragment and finding.fields.get("recovery") == "none"
            and finding.evidence.get("recovery_reason") == ENDED)


def _verdict(finding: Finding, pending: bool) -> tuple[object, ...]:
    return finding.severity, finding.fields.get("recovery"), pending, finding.in_dead_fragment


def _matches(known: Finding, found: Finding) -> bool:
    if known.code != found.code or known.series != found.series:
        return False
    if abs(known.start_step - found.start_step) <= NEAR_STEPS:
        return True
    a0, a1 = known.start_step, known.end_step if known.end_step is not None else known.start_step
    b0, b1 = found.start_step, found.end_step if found.end_step is not None else found.start_step
    return a0 <= b1 and b0 <= a1 and known.code != SPIKE


@dataclass
class Lifecycle:
    """The findings of one run across polls."""

    run: str
    settings: Settings = field(default_factory=Settings)
    tracked: list[Tracked] = field(default_factory=list)

    def observe(self, findings: Iterable[Finding], last_step: int | None, edge: int | None,
                first: bool = False) -> list[Change]:
        """Compare one analysis with what is known; return the events it makes.

        `last_step` is the newest live step analysed; `edge` the step before which the
        window is too short for the detectors to be trusted (None: the whole run was read).
        `first` is the first analysis: findings on abandoned attempts are reported then only.
        """
        changes: list[Change] = []
        seen: set[int] = set()
        for found in findings:
            pending = _pending(found)
            if pending and last_step is not None and last_step - found.start_step >= self.settings.horizon_steps:
                found = self._escalated(found)
                pending = False
            elif pending:
                found = replace(found, severity=Severity.WARNING,
                                message=found.message + "; recovery pending")
            index = next((i for i, t in enumerate(self.tracked)
                          if i not in seen and _matches(t.finding, found)), None)
            if index is None:
                if found.in_dead_fragment and not first:
                    continue  # an abandoned attempt's history, first met after a rollback
                if edge is not None and found.start_step < edge:
                    continue  # the window's edge: the detectors lacked context there
                if pending and last_step is not None and last_step < found.start_step + self.settings.rise_steps:
                    continue  # not confirmed until the rise window has passed
                changes.append(self._add(found, pending, seen, last_step))
                continue
            seen.add(index)
            tracked = self.tracked[index]
            tracked.missing, tracked.seen_at = 0, last_step
            old = _verdict(tracked.finding, tracked.pending)
            was_pending_escalated = tracked.finding.severity is Severity.ERROR and tracked.finding.fields.get(
                "recovery") == "none" and not tracked.pending
            if was_pending_escalated and pending:
                continue  # escalated by the horizon; the detector still says "not back yet"
            if found.in_dead_fragment and not tracked.finding.in_dead_fragment:
                tracked.finding, tracked.pending, tracked.status = found, False, "resolved"
                changes.append(_told("resolved", tracked))
                continue
            tracked.finding, tracked.pending = found, pending
            if tracked.status == "resolved" and not found.in_dead_fragment:
                tracked.status = "open"
                changes.append(_told("update", tracked))
            elif _verdict(found, pending) != old:
                changes.append(_told("update", tracked))
        for index, tracked in enumerate(self.tracked):
            if index in seen or tracked.status != "open" or tracked.finding.in_dead_fragment:
                continue
            if edge is not None and tracked.finding.start_step < edge:
                continue  # left the window: its last verdict stands
            tracked.missing += 1
            away = (last_step - tracked.seen_at) if last_step is not None and tracked.seen_at is not None else 0
            if tracked.missing >= MISSING_POLLS and away >= self.settings.horizon_steps:
                tracked.status = "resolved"
                changes.append(_told("resolved", tracked))
        return changes

    def rename(self, run: str) -> None:
        """The run is called `run` from now on (its findings keep their ids)."""
        self.run = run
        for tracked in self.tracked:
            tracked.run = run

    def settle(self, findings: Iterable[Finding]) -> list[Change]:
        """Take a whole-run analysis (what `analyze` says of the same files) as the last word.

        Each known finding takes the analysed one, an `update` when its verdict changes (a
        pending spike is judged as the ended series it is); a finding never reported is `new`;
        an open one the analysis no longer finds is `resolved`.
        """
        changes: list[Change] = []
        seen: set[int] = set()
        for found in findings:
            index = self._nearest(found, seen)
            if index is None:
                changes.append(self._add(found, False, seen, None))
                continue
            seen.add(index)
            tracked = self.tracked[index]
            said, was_pending = tracked.said or (tracked.finding, tracked.pending)
            old = _verdict(said, was_pending)
            # The onset is part of the last word too: a count may have gained an earlier one.
            moved = abs(said.start_step - found.start_step) > NEAR_STEPS
            was_open, was_dead = tracked.status == "open", said.in_dead_fragment
            tracked.finding, tracked.pending, tracked.missing = found, False, 0
            if found.in_dead_fragment and not was_dead:
                tracked.status = "resolved"
                changes.append(_told("resolved", tracked))
            elif not found.in_dead_fragment and not was_open:
                tracked.status = "open"
                changes.append(_told("update", tracked))
            elif _verdict(found, False) != old or moved:
                changes.append(_told("update", tracked))
        for index, tracked in enumerate(self.tracked):
            # Findings on abandoned attempts are never resolved by absence (as in `observe`).
            if index not in seen and tracked.status == "open" and not tracked.finding.in_dead_fragment:
                tracked.status = "resolved"
                changes.append(_told("resolved", tracked))
        return changes

    def _add(self, found: Finding, pending: bool, seen: set[int], last_step: int | None) -> Change:
        """Track a finding first met now (marked seen); its `new` event."""
        tracked = Tracked(self._id(found), self.run, found, pending, seen_at=last_step)
        self.tracked.append(tracked)
        seen.add(len(self.tracked) - 1)
        return _told("new", tracked)

    def _nearest(self, found: Finding, taken: set[int]) -> int | None:
        """The known finding `found` is, preferring open ones, then the nearest onset."""
        matches = [i for i, t in enumerate(self.tracked) if i not in taken and _matches(t.finding, found)]
        return min(matches, default=None, key=lambda i: (self.tracked[i].status != "open",
                                                         abs(self.tracked[i].finding.start_step - found.start_step)))

    def _escalated(self, found: Finding) -> Finding:
        horizon = self.settings.horizon_steps
        message = found.message.replace(
            "had not come back when the series ended", "had not come back")
        return replace(found, severity=Severity.ERROR,
                       message=f"{message}; not back within the recovery horizon of {horizon} steps",
                       evidence={**found.evidence, "recovery_reason": f"not back within {horizon} steps"})

    def _id(self, finding: Finding) -> str:
        return f"{self.run}:{finding.code}:{finding.series}:{finding.start_step}"
