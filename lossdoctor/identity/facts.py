"""What the doubt rules look at: a run's reading in plain numbers (`RunFacts`).

The doubt rules (`identity.doubts`) judge a reading by itself, never by a truth: how its
fragments, rollbacks, runs per file and points sit. They read `RunFacts`, not `Run`, so that
the same rules score a reading made by any version of lossdoctor
(`benchmarks/doubt_calibration.py` applies them to old readings). This module imports nothing
of lossdoctor: a `Run` is read by its attributes.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.identity.decision import Rank, recorded

# W&B's exit code for a run stopped by Ctrl-C: no crash.
_CTRL_C = 255
# An RL loop's reward or return (`watched.REWARD`, kept here: this module imports no lossdoctor).
_REWARD = re.compile(r"(^|[/_\-. ])(reward|rewards|return|returns|ep_rew_mean|ep_ret|episode_return)($|[/_\-. ])",
                     re.I)


@dataclass(frozen=True)
class Piece:
    """One fragment of a run: its file, its steps and its loss points (live and abandoned)."""

    source: str
    start: int | None
    end: int | None
    points: int
    dead: int


@dataclass(frozen=True)
class Back:
    """One rollback: the step the run went back to, how far the abandoned line had gone, and
    whether the log stated it (a marker)."""

    step: int
    abandoned_to: int
    stated: bool


@dataclass(frozen=True)
class RunFacts:
    """A run's reading in numbers: what the doubt rules judge."""

    name: str
    reader: str
    sources: tuple[str, ...]
    primary: str | None
    steps: np.ndarray = field(repr=False)
    values: np.ndarray = field(repr=False)
    pieces: tuple[Piece, ...] = ()
    backs: tuple[Back, ...] = ()
    resumes: int = 0
    stated_resumes: int = 0
    seen: int = 0
    # The run's own exit record says it crashed (a W&B launch that died before its first
    # value is reported on purpose, `grouping.lossless`).
    crashed: bool = False
    # A run with no loss: the points of the rewards it logged (an RL loop's outcome, 0 if none).
    rewards: int = 0
    # The counters the log writes beside the loss (an `epoch` or `episode` column): each one's
    # name, its values in the run's step order (`identity.restarts` reads where they start again).
    counters: tuple[tuple[str, tuple[int, ...]], ...] = ()
    # Rollbacks a higher rank than the numbers decided (a stated rerun: the same seed and
    # settings printed again; a boundary), as the run's identity records them.
    decided: int = 0

    @property
    def points(self) -> int:
        """The live loss points."""
        return len(self.steps)

    @property
    def dead(self) -> int:
        """The loss points on abandoned lines."""
        return sum(p.dead for p in self.pieces)

    def to_json(self) -> dict[str, Any]:
        """The facts as plain JSON (the calibration keeps old readings this way)."""
        return {"name": self.name, "reader": self.reader, "sources": list(self.sources), "primary": self.primary,
                "steps": self.steps.tolist(), "values": [None if not np.isfinite(v) else float(v)
                                                         for v in self.values],
                "pieces": [[p.source, p.start, p.end, p.points, p.dead] for p in self.pieces],
                "backs": [[b.step, b.abandoned_to, b.stated] for b in self.backs],
                "resumes": self.resumes, "stated_resumes": self.stated_resumes, "seen": self.seen,
                "crashed": self.crashed, "rewards": self.rewards,
                "counters": [[name, list(values)] for name, values in self.counters], "decided": self.decided}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> RunFacts:
        """Facts kept by `to_json`."""
        values = np.array([np.nan if v is None else v for v in data["values"]], dtype=float)
        return cls(name=str(data["name"]), reader=str(data["reader"]), sources=tuple(data["sources"]),
                   primary=data["primary"], steps=np.asarray(data["steps"], dtype=np.int64), values=values,
                   pieces=tuple(Piece(*p) for p in data["pieces"]),
                   backs=tuple(Back(int(b[0]), int(b[1]), bool(b[2])) for b in data["backs"]),
                   resumes=int(data["resumes"]), stated_resumes=int(data["stated_resumes"]),
                   seen=int(data["seen"]), crashed=bool(data.get("crashed", False)),
                   rewards=int(data.get("rewards", 0)),
                   counters=tuple((str(c[0]), tuple(int(v) for v in c[1])) for c in data.get("counters", ())),
                   decided=int(data.get("decided", 0)))


def facts_of(run: Any) -> RunFacts:
    """A run's facts, read by attribute (a `Run` of this version or an older one)."""
    name = run.primary
    series = run.series.get(name) if name else None
    steps = np.asarray(series.steps, dtype=np.int64) if series is not None else np.zeros(0, dtype=np.int64)
    values = np.asarray(series.values, dtype=float) if series is not None else np.zeros(0)
    pieces = tuple(Piece(str(f.source), _int(f.start_step), _int(f.end_step), int(f.points), int(f.dead_points))
                   for f in getattr(run, "fragment_info", ()))
    backs = tuple(Back(int(r.step), int(r.abandoned_to_step), bool(getattr(r, "marker", None)))
                  for r in run.rollbacks)
    joins = [j for j in getattr(run, "joins", ()) if j.kind == "resume"]
    seen = sum(len(f.series[name]) for f in run.fragments if name and name in f.series)
    unplaced = run.meta.get("unplaced")
    if isinstance(unplaced, dict):
        # A file's values that reached no run are shared among its runs by their points (as
        # `reading.survived` counts them).
        for source, (lost, read) in unplaced.items():
            mine = sum(len(f.series[name]) for f in run.fragments if f.source == source and name in f.series)
            seen += round(lost * mine / read) if read else int(lost)
    code = run.meta.get("exit_code")
    crashed = isinstance(code, int) and code not in (0, _CTRL_C)
    # A run of an RL loop's log of outcomes (`rl_outcomes_only`: rewards or scores) counts them all.
    outcomes = bool(run.meta.get("rl_outcomes_only") or run.meta.get("metrics_only"))
    rewards = 0 if series is not None else max(
        (len(s) for key, s in run.series.items() if outcomes or _REWARD.search(str(key))), default=0)
    return RunFacts(name=str(run.name), reader=str(run.format), sources=tuple(str(s) for s in run.sources),
                    primary=name, steps=steps, values=values, pieces=pieces, backs=backs, resumes=len(joins),
                    stated_resumes=sum(bool(j.marker) for j in joins), seen=seen, crashed=crashed,
                    rewards=rewards, counters=_counters(run.series), decided=_decided(run.meta))


def _decided(meta: Mapping[str, Any]) -> int:
    """How many rollbacks of the run a statement or a boundary decided (`identity.decision`)."""
    return sum(d.kind == "rollback" and d.rank > Rank.NUMERIC for d in recorded(meta))


# A column or key that counts the run's progress in whole numbers (`epoch`, `Episode`,
# `total timesteps`, SB3's `time/episodes`): its last word. A within-epoch `iter` or `batch` is
# left out: it starts again every epoch by design.
_COUNTER = re.compile(r"(^|[/ _.])(epoch|epochs|episode|episodes|timesteps|total_timesteps|global_step)$", re.I)


# A statistic over the episodes of one rollout (`Rewards/min_episodes`, `Len/mean_episodes`,
# `num_episodes` finished in it) ends in the counter's word but counts nothing: it goes up and down.
_STATISTIC = re.compile(r"(^|[/ _.])(min|max|mean|avg|average|median|std|num|n)[ _.]?(episodes?)$|"
                        r"(^|/)(rewards?|returns?|len|lengths?|scores?)/", re.I)
# A counter goes up at (almost) every record; launches appended restart it a few times at most.
_RISING_SHARE = 0.9


def _counters(series: Mapping[str, Any]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The whole-number counters among a run's series, with their values in step order."""
    out = []
    for key, found in series.items():
        if not _COUNTER.search(str(key).strip()) or _STATISTIC.search(str(key).strip()):
            continue
        values = np.asarray(found.values, dtype=float)
        if len(values) < 2 or not np.all(np.isfinite(values)) or np.any(values != np.round(values)):
            continue  # a Trainer's fractional epoch is no counter that restarts
        if float(np.mean(np.diff(values) >= 0)) < _RISING_SHARE:
            continue  # a value that wanders (an episode statistic) counts nothing
        out.append((str(key), tuple(int(v) for v in values)))
    return tuple(out)


def _int(value: Any) -> int | None:
    return None if value is None else int(value)


def all_facts(runs: Sequence[Any]) -> list[RunFacts]:
    """The facts of every run of a reading."""
    return [facts_of(run) for run in runs]


__all__ = ["Back", "Piece", "RunFacts", "all_facts", "facts_of"]
