"""The nouns every stage shares: series, fragments, runs, findings and reports."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.roles import Role, role_for


class Severity(enum.IntEnum):
    """How bad a finding is; ordered so that comparisons mean 'at least as bad'."""

    INFO = 1
    WARNING = 2
    ERROR = 3

    @property
    def label(self) -> str:
        """The lower-case name used in JSON, config and on the command line."""
        return self.name.lower()

    @classmethod
    def parse(cls, text: str) -> Severity:
        """Read 'info', 'warning' or 'error' (any case)."""
        try:
            return cls[text.strip().upper()]
        except KeyError:
            raise ValueError(f"unknown severity {text!r}; use info, warning or error") from None


def _as_array(values: Any, dtype: type) -> np.ndarray:
    array: np.ndarray = np.asarray(values, dtype=dtype)
    if array.ndim != 1:
        array = array.reshape(-1)
    return array


@dataclass(frozen=True, eq=False)
class Series:
    """One named metric as numpy arrays, in the order its points were written.

    Readers never sort, dedupe or resample: `steps` may repeat or go backwards inside a
    fragment, and `values` keep NaN and inf. After stitching, a run's live series are
    sorted by step with unique steps, and `fragment` says which fragment each point
    came from.
    """

    name: str
    steps: np.ndarray
    values: np.ndarray
    wall_times: np.ndarray | None = None
    role: Role = Role.OTHER
    fragment: np.ndarray | None = None
    # W&B panel exports keep only one value per bucket; the bucket's min and max
    # are the only evidence of spikes and dips left, so they travel with the series.
    bucket_min: np.ndarray | None = None
    bucket_max: np.ndarray | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "steps", _as_array(self.steps, np.int64))
        object.__setattr__(self, "values", _as_array(self.values, np.float64))
        for name in ("wall_times", "bucket_min", "bucket_max"):
            array = getattr(self, name)
            if array is not None:
                object.__setattr__(self, name, _as_array(array, np.float64))
        if self.fragment is not None:
            object.__setattr__(self, "fragment", _as_array(self.fragment, np.int32))
        if len(self.steps) != len(self.values):
            raise ValueError(f"series {self.name!r}: {len(self.steps)} steps but {len(self.values)} values")

    @classmethod
    def named(cls, name: str, steps: Any, values: Any, wall_times: Any = None, **kw: Any) -> Series:
        """A series whose role is guessed from its name."""
        return cls(name, steps, values, wall_times, role=role_for(name), **kw)

    def __len__(self) -> int:
        return int(self.steps.shape[0])

    def select(self, mask: np.ndarray) -> Series:
        """The points where `mask` (boolean or index array) holds, as a new series."""

        def pick(array: np.ndarray | None) -> np.ndarray | None:
            return None if array is None else array[mask]

        return Series(
            self.name,
            self.steps[mask],
            self.values[mask],
            pick(self.wall_times),
            role=self.role,
            fragment=pick(self.fragment),
            bucket_min=pick(self.bucket_min),
            bucket_max=pick(self.bucket_max),
        )

    def with_role(self, role: Role) -> Series:
        """The same points under another role."""
        return Series(
            self.name, self.steps, self.values, self.wall_times, role=role,
            fragment=self.fragment, bucket_min=self.bucket_min, bucket_max=self.bucket_max,
        )


NONFINITE_STATED = "nonfinite_stated"  # the Marker kind of a NaN stated in words


@dataclass(frozen=True)
class Marker:
    """An explicit restart sign found in a log: it confirms and names a join.

    kind is one of: "session_start" (TensorBoard SessionLog.START / purge_step),
    "branch_point" (W&B rewind or fork), "checkpoint_loaded" (Megatron and others),
    "resumed" (a tracker's own resume flag), "run_named" (a console banner naming another
    seed, trial or experiment: it opens a run of its own), "nonfinite_stated" (a line saying
    the training stopped on a NaN or inf loss: evidence for LD501, not for the identity).
    """

    kind: str
    step: int
    detail: str = ""


@dataclass(frozen=True, eq=False)
class Fragment:
    """One contiguous stretch of one writer: a file, an export column or a log segment."""

    source: str
    series: Mapping[str, Series]
    wall_start: float | None = None
    order: int = 0
    markers: tuple[Marker, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)

    @property
    def wall_end(self) -> float | None:
        """The last wall time seen in any series, when known."""
        ends = [float(np.nanmax(s.wall_times)) for s in self.series.values()
                if s.wall_times is not None and len(s) and not np.all(np.isnan(s.wall_times))]
        return max(ends) if ends else None

    def step_range(self) -> tuple[int, int] | None:
        """First and last logged step over all series, or None when empty."""
        firsts = [int(s.steps.min()) for s in self.series.values() if len(s)]
        lasts = [int(s.steps.max()) for s in self.series.values() if len(s)]
        return (min(firsts), max(lasts)) if firsts else None


@dataclass(eq=False)
class RawRun:
    """What a reader found: one run's fragments in the order they were read.

    `identity` joins RawRuns found in different places into one run (for example
    several W&B folders with one run id); None means the run stands alone.
    """

    name: str
    format: str
    fragments: list[Fragment]
    sources: list[str]
    warnings: list[str] = field(default_factory=list)
    identity: str | None = None
    meta: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Join:
    """Where a newer fragment meets the history before it.

    kind: "resume" (starts right after the previous end), "rollback" (starts at or
    before a step already reached), "gap" (starts later than expected),
    "concurrent" (wall times overlap: two writers, kept apart, not stitched).
    """

    fragment: int
    step: int
    previous_end: int
    kind: str
    marker: str | None = None


@dataclass(frozen=True)
class Rollback:
    """A join where training went back: `step` is where it restarted,
    `abandoned_to_step` the step the abandoned timeline had reached."""

    step: int
    abandoned_to_step: int
    fragment: int
    marker: str | None = None


@dataclass(frozen=True)
class FragmentInfo:
    """The report's view of one fragment after stitching."""

    index: int
    source: str
    start_step: int | None
    end_step: int | None
    points: int
    dead_points: int
    wall_start: float | None


@dataclass(frozen=True)
class ReplayCheck:
    """Replayed steps after a rollback compared with the dead points at the same steps.

    `match` is "exact" (values agree to float precision), "close" (within noise),
    or "differs" (a non-deterministic resume or a changed data order).
    """

    series: str
    fragment: int
    steps: int
    first_step: int
    last_step: int
    max_abs_diff: float
    median_rel_diff: float
    correlation: float | None
    match: str


@dataclass(frozen=True, eq=False)
class Run:
    """One training job after stitching: live curves plus the dead points as evidence."""

    name: str
    format: str
    sources: tuple[str, ...]
    fragments: tuple[Fragment, ...]
    fragment_info: tuple[FragmentInfo, ...]
    series: Mapping[str, Series]
    dead: Mapping[str, Series]
    joins: tuple[Join, ...] = ()
    rollbacks: tuple[Rollback, ...] = ()
    replay_checks: tuple[ReplayCheck, ...] = ()
    primary: str | None = None
    warnings: tuple[str, ...] = ()
    meta: Mapping[str, Any] = field(default_factory=dict)
    # Hyperparameters read from beside the logs (hparams.yaml, config files, W&B config...).
    params: Mapping[str, Any] = field(default_factory=dict)

    @property
    def dead_points(self) -> int:
        """Points dropped from the primary loss series."""
        if self.primary is None or self.primary not in self.dead:
            return 0
        return len(self.dead[self.primary])

    def by_role(self, role: Role) -> list[Series]:
        """Live series with this role, in name order."""
        return [s for _, s in sorted(self.series.items()) if s.role is role]

    def join_steps(self) -> list[int]:
        """Steps where a later fragment took over (resumes and rollbacks)."""
        return [j.step for j in self.joins if j.kind != "concurrent"]


@dataclass(frozen=True)
class Finding:
    """One diagnosis: what happened, where, on what evidence, and what to do.

    `fields` holds the kind-specific report fields (recovery, recovery_steps,
    magnitude, at_resume, after_spike, drop, replay_offset, count, ...).
    """

    code: str
    kind: str
    severity: Severity
    series: str
    start_step: int
    peak_step: int | None
    end_step: int | None
    message: str
    evidence: Mapping[str, Any] = field(default_factory=dict)
    advice: tuple[str, ...] = ()
    in_dead_fragment: bool = False
    fields: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Episode:
    """Findings that tell one story (recurring spikes, a spike with its precursors, a NaN
    cascade, a divergence with its attempts): one verdict, one sentence, one place in the ranking.

    `members` are indexes into the run's findings; `impact` ranks it against the other
    episodes and the findings outside any episode (higher: it cost the run more).
    """

    id: str
    kind: str
    severity: Severity
    start_step: int
    end_step: int | None
    summary: str
    members: tuple[int, ...]
    impact: float
    series: tuple[str, ...] = ()
    evidence: Mapping[str, Any] = field(default_factory=dict)
    advice: tuple[str, ...] = ()
    in_dead_fragment: bool = False


@dataclass(frozen=True)
class Skip:
    """A check that could not judge, and why: shown to the user, never silent."""

    code: str
    series: str
    reason: str


@dataclass(frozen=True, eq=False)
class RunReport:
    """A run with what the detectors said about it."""

    run: Run
    findings: tuple[Finding, ...]
    skipped: tuple[Skip, ...] = ()
    # Set instead of findings when the run could not be read or analysed (fleet runs).
    error: str | None = None

    @property
    def worst(self) -> Severity | None:
        """The most severe finding on live data, or None when there is none."""
        live = [f.severity for f in self.findings if not f.in_dead_fragment]
        return max(live) if live else None


@dataclass(frozen=True, eq=False)
class Report:
    """Everything `analyze` found, the value every output format renders."""

    runs: tuple[RunReport, ...]
    version: str
    schema: str = "lossdoctor.report/1"
    notes: tuple[str, ...] = ()
