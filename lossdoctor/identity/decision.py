"""A run-identity decision as a record: what was decided, on what evidence, of which rank.

The ranks order the evidence (issue 31, `docs/architecture.md`): what the log or its metadata
states outranks a file or launch boundary, which outranks what the numbers suggest. A lower
rank never overrides a higher one: numbers never merge what a statement or a boundary
separates, and never split what a statement joins.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, MutableMapping
from dataclasses import dataclass
from typing import Any


class Rank(enum.IntEnum):
    """How strong a piece of identity evidence is; higher decides."""

    NUMERIC = 1  # values agree or replay, steps continue
    BOUNDARY = 2  # a file or launch boundary: a file that opens with its own launch header
    STATED = 3  # the log or its metadata says so: a checkpoint load, a resume flag, a banner

    @property
    def label(self) -> str:
        """The rank's name in the JSON report."""
        return self.name.lower()


# The decisions a report names (CONTRACT.md, additions of 2026-12-06).
KINDS = ("new run", "rollback", "resume", "writers joined", "duplicate")


@dataclass(frozen=True)
class Decision:
    """One decision about a run's fragments or its neighbours."""

    kind: str
    evidence: str
    rank: Rank
    step: int | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown identity decision {self.kind!r}; one of {', '.join(KINDS)}")

    def to_json(self) -> dict[str, Any]:
        """The record as the JSON report prints it."""
        return {"kind": self.kind, "evidence": self.evidence, "rank": self.rank.label, "step": self.step}


def stated(kind: str, evidence: str, step: int | None = None) -> Decision:
    """A decision the log states in words."""
    return Decision(kind, evidence, Rank.STATED, step)


def boundary(kind: str, evidence: str, step: int | None = None) -> Decision:
    """A decision a file or launch boundary makes."""
    return Decision(kind, evidence, Rank.BOUNDARY, step)


def numeric(kind: str, evidence: str, step: int | None = None) -> Decision:
    """A decision the numbers make (replayed values, continuity, agreement)."""
    return Decision(kind, evidence, Rank.NUMERIC, step)


def record(meta: MutableMapping[str, Any], *decisions: Decision) -> None:
    """Add decisions to a RawRun's or Run's meta, in the order they were made."""
    meta["decisions"] = [*recorded(meta), *decisions]


def recorded(meta: Mapping[str, Any]) -> list[Decision]:
    """The decisions kept in a meta mapping."""
    return [d for d in meta.get("decisions", ()) if isinstance(d, Decision)]


def merged(*metas: Mapping[str, Any]) -> list[Decision]:
    """The decisions of several metas, each once, in order (runs joined keep both lists)."""
    seen: list[Decision] = []
    for meta in metas:
        seen.extend(d for d in recorded(meta) if d not in seen)
    return seen


def strongest(decisions: Iterable[Decision]) -> Rank | None:
    """The highest rank among the decisions, None when there are none."""
    ranks = [d.rank for d in decisions]
    return max(ranks) if ranks else None


def overrides(new: Rank, against: Rank | None) -> bool:
    """Whether evidence of rank `new` may decide against evidence of rank `against`."""
    return against is None or new >= against


__all__ = ["KINDS", "Decision", "Rank", "boundary", "merged", "numeric", "overrides", "record", "recorded",
           "stated", "strongest"]
