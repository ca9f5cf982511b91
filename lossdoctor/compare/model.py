"""The nouns of a comparison: options, one series' answer, final values, the whole report."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

from lossdoctor.model import Finding


class Verdict(str, enum.Enum):
    """The answer for a series or a whole comparison, ordered from best news to worst."""

    SAME = "same"
    BETTER = "better"
    DIFFERENT = "different"
    WORSE = "worse"

    @property
    def rank(self) -> int:
        """Position in the order same < better < different < worse (the worst wins)."""
        return list(Verdict).index(self)


def worst(verdicts: list[Verdict]) -> Verdict:
    """The worst of several verdicts; `same` when there are none."""
    return max(verdicts, key=lambda v: v.rank, default=Verdict.SAME)


@dataclass(frozen=True)
class Options:
    """What the user asked for: every tunable of the comparison, with its default."""

    parity: bool = False
    tolerance: float | None = None
    series: tuple[str, ...] = ()
    axis: str = "step"
    target: float | None = None


@dataclass(frozen=True)
class Stretch:
    """A run of grid bins where the difference stays beyond the noise, in one direction."""

    start: int
    end: int  # inclusive bin index
    sign: int  # +1: new side higher than the baseline, -1: lower
    peak: float  # largest |difference / noise| inside
    weight: float  # sum of |difference / noise|: which stretch decides


@dataclass(frozen=True)
class Band:
    """A series on the common grid, for plots: both sides' means, the noise, the difference."""

    x: tuple[float, ...]
    new: tuple[float, ...]
    baseline: tuple[float, ...]
    noise: tuple[float, ...]  # one standard deviation of the difference at each grid point
    threshold: float  # |difference| / noise beyond this decides
    new_runs: tuple[tuple[float, ...], ...] = ()
    baseline_runs: tuple[tuple[float, ...], ...] = ()


@dataclass(frozen=True)
class SeriesResult:
    """One series compared: the verdict, from where, by how much, against which noise."""

    name: str
    role: str  # "loss", "eval_loss" or "series"
    verdict: Verdict
    mode: str  # "regression" or "parity"
    from_step: int | None
    to_step: int | None
    delta: float | None  # new minus baseline over the deciding stretch
    relative: float | None  # delta / the baseline's level there
    noise: float | None  # one standard deviation of that difference, by `basis`
    sigmas: float | None  # delta / noise
    peak: float | None  # the largest |difference / noise| on the deciding stretch
    threshold: float | None  # ... and the size that decides
    basis: str  # "baseline seeds", "own noise", or the parity tolerance's source
    basis_runs: int
    lower_is_better: bool
    compared: tuple[float, float]  # axis range every run covers
    points: int  # grid points compared
    also: tuple[str, ...] = ()  # other stretches worth a sentence
    tolerance: float | None = None  # parity: the tolerance at the departure
    max_delta: float | None = None  # parity: the largest departure after from_step
    band: Band | None = None


@dataclass(frozen=True)
class Side:
    """Final values of one side: each run's, their mean and spread."""

    values: tuple[float, ...]
    mean: float
    std: float | None

    @property
    def runs(self) -> int:
        """How many runs stand behind the mean."""
        return len(self.values)


@dataclass(frozen=True)
class Final:
    """Final values of a series on both sides and the test between them."""

    series: str
    step: int | None
    new: Side
    baseline: Side
    test: str | None  # "welch" or "mann-whitney"; None when there are too few runs
    p_value: float | None
    mann_whitney_p: float | None = None
    warning: str | None = None


@dataclass(frozen=True)
class Reach:
    """When one side reaches the target: steps, and tokens or seconds when logged (medians)."""

    step: float | None
    tokens: float | None = None
    seconds: float | None = None
    reached: int = 0  # runs that reached it
    runs: int = 0


@dataclass(frozen=True)
class TimeToTarget:
    """Steps each side needs to reach the target value of the primary series."""

    series: str
    target: float
    source: str  # "--target" or "baseline final"
    new: Reach
    baseline: Reach


@dataclass(frozen=True)
class NewFinding:
    """A finding the new side has and no baseline run has (same rule code)."""

    run: str
    finding: Finding
    decides: bool  # an error: it makes the verdict `worse`


@dataclass(frozen=True)
class CompareReport:
    """Everything `compare` found: the value every compare format renders."""

    verdict: Verdict
    mode: str
    axis: str
    new_runs: tuple[str, ...]
    baseline_runs: tuple[str, ...]
    series: tuple[SeriesResult, ...]
    final: tuple[Final, ...]
    time_to_target: TimeToTarget | None
    new_findings: tuple[NewFinding, ...]
    version: str
    notes: tuple[str, ...] = ()
    skipped: tuple[str, ...] = field(default_factory=tuple)
    schema: str = "lossdoctor.compare/1"
