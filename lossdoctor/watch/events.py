"""Events as the contract's JSON objects (`lossdoctor.event/1`) and as lines for people."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any

from lossdoctor.formats.json_report import finding_dict, jsonable
from lossdoctor.watch.checkpoints import Checkpoint, margin, skip_range
from lossdoctor.model import Finding
from lossdoctor.watch.lifecycle import Tracked

SCHEMA = "lossdoctor.event/1"


@dataclass(frozen=True)
class Event:
    """One report about one finding: new, update or resolved, with where to roll back to."""

    event: str
    time: float
    run: str
    id: str
    finding: Finding
    pending: bool
    checkpoint: Checkpoint | None
    data: tuple[str, int, int] | None = None  # the skip range in samples or tokens, when logged
    # The finding's `impact` and `episode` in the report of the run as it stands at this poll.
    ranked: tuple[float, str | None] | None = None

    @classmethod
    def of(cls, event: str, time: float, tracked: Tracked, checkpoint: Checkpoint | None,
           data: tuple[str, int, int] | None = None, ranked: tuple[float, str | None] | None = None) -> Event:
        """A snapshot of `tracked` as it is now (it changes with later polls)."""
        return cls(event, time, tracked.run, tracked.id, tracked.finding, tracked.pending, checkpoint, data, ranked)

    def skip(self) -> tuple[int, int] | None:
        """Steps whose batches to skip after rolling back (not for findings on abandoned data)."""
        finding = self.finding
        if finding.in_dead_fragment or self.event == "resolved":
            return None
        return skip_range(finding.start_step)

    def as_dict(self) -> dict[str, Any]:
        """The contract's object; `pending` and `skip_steps` are additions."""
        skip = self.skip()
        out: dict[str, Any] = jsonable({
            "schema": SCHEMA, "event": self.event, "time": self.time, "run": self.run,
            "id": self.id, "finding": {**finding_dict(self.finding), **self._ranked()},
            "checkpoint": None if self.checkpoint is None else
            {"path": self.checkpoint.path, "step": self.checkpoint.step},
            "pending": self.pending,
            "skip_steps": None if skip is None else {
                "first": skip[0], "last": skip[1],
                **({self.data[0]: [self.data[1], self.data[2]]} if self.data else {})},
        })
        return out

    def _ranked(self) -> dict[str, Any]:
        """`impact` and `episode` as the report gives them (a finding object exactly as in the
        report, CONTRACT.md); a finding no longer in the run's report keeps neither."""
        return {} if self.ranked is None else {"impact": self.ranked[0], "episode": self.ranked[1]}

    def json_line(self) -> str:
        return json.dumps(self.as_dict(), ensure_ascii=False, allow_nan=False)

    def action(self) -> str:
        """Where to roll back to and what to skip, in words."""
        if self.event == "resolved" or self.finding.in_dead_fragment:
            return ""
        skip = self.skip()
        skipping = f"; skip the batches of steps {skip[0]}-{skip[1]}" if skip else ""
        if skip and self.data:
            skipping += f" ({self.data[0]} {self.data[1]}-{self.data[2]})"
        if self.checkpoint is None:
            limit = self.finding.start_step - margin(self.finding.start_step)
            return f"no checkpoint from step {limit} or earlier found beside the run{skipping}"
        return f"roll back to {self.checkpoint.path} (step {self.checkpoint.step}){skipping}"

    def text(self) -> str:
        """One or two lines for a person: what, where, and what to do."""
        finding = self.finding
        clock = time.strftime("%H:%M:%S", time.localtime(self.time))
        label = {"new": "NEW", "update": "UPDATE", "resolved": "RESOLVED"}[self.event]
        head = f"[{clock}] {self.run}: {label} {finding.severity.label} {finding.code} {finding.kind}"
        if self.event == "resolved":
            why = ("the run was rolled back past it" if finding.in_dead_fragment
                   else "no longer seen in the newest data")
            return f"{head} at step {finding.start_step}: resolved ({why})"
        line = f"{head} at step {finding.start_step}: {finding.message}"
        action = self.action()
        return f"{line}\n    -> {action}" if action else line
