"""Score detectors against the scenario catalogue: precision, recall, step and recovery accuracy.

A finding is a true positive for a truth when kind, series and dead/live agree and its
start step is within the truth's tolerance (the closest such finding wins; each finding
matches at most one truth). False positives are findings of a scenario's quiet kinds
(kinds listed in `allowed` only count above info) and unmatched findings of the kinds the
scenario injected. Other kinds are not judged on that scenario.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

import numpy as np

from lossdoctor.engine import analyze_run
from lossdoctor.detectors.base import Rule
from lossdoctor.model import Finding, Severity
from lossdoctor.scenarios.base import DECOY_REACH, Scenario, Truth
from lossdoctor.stitch import stitch


@dataclass
class KindScore:
    """Counts and errors for one finding kind over many scenarios."""

    tp: int = 0
    fn: int = 0
    fp: int = 0
    start_errors: list[int] = field(default_factory=list)
    recovery_right: int = 0
    recovery_total: int = 0
    misses: list[str] = field(default_factory=list)
    false: list[str] = field(default_factory=list)

    @property
    def precision(self) -> float:
        """tp / (tp + fp); 1.0 when nothing was reported."""
        return self.tp / (self.tp + self.fp) if self.tp + self.fp else 1.0

    @property
    def recall(self) -> float:
        """tp / (tp + fn); 1.0 when nothing was injected."""
        return self.tp / (self.tp + self.fn) if self.tp + self.fn else 1.0

    @property
    def median_start_error(self) -> float | None:
        """Median |start error| in steps over the true positives."""
        return float(np.median(self.start_errors)) if self.start_errors else None

    @property
    def recovery_accuracy(self) -> float | None:
        """Share of matched spikes whose recovery class is right."""
        return self.recovery_right / self.recovery_total if self.recovery_total else None


def _matches(finding: Finding, truth: Truth) -> bool:
    return (finding.kind == truth.kind and finding.series == truth.series
            and finding.in_dead_fragment == truth.in_dead_fragment
            and abs(finding.start_step - truth.start_step) <= truth.tolerance
            and ("what" not in truth.extra or finding.fields.get("what") == truth.extra["what"]))


def score_findings(scenario: Scenario, findings: Sequence[Finding],
                   scores: dict[str, KindScore]) -> None:
    """Add one scenario's matches, misses and false positives to `scores` (by kind)."""
    used: set[int] = set()
    label = f"{scenario.name}/seed{scenario.seed}"
    for truth in scenario.truths:
        score = scores.setdefault(truth.kind, KindScore())
        candidates = [(abs(f.start_step - truth.start_step), i) for i, f in enumerate(findings)
                      if i not in used and _matches(f, truth)]
        if not candidates:
            score.fn += 1
            score.misses.append(f"{label}: {truth.kind} at {truth.start_step} on {truth.series}")
            continue
        error, index = min(candidates)
        used.add(index)
        score.tp += 1
        score.start_errors.append(error)
        if truth.recovery is not None:
            score.recovery_total += 1
            got = findings[index].fields.get("recovery")
            if got == truth.recovery:
                score.recovery_right += 1
            else:
                score.misses.append(f"{label}: recovery {got} instead of {truth.recovery} at {truth.start_step}")
    injected = {t.kind for t in scenario.truths}
    for i, f in enumerate(findings):
        if i in used:
            continue
        judged = f.kind in injected or f.kind in scenario.quiet
        on_decoy = f.kind in ("spike", "resume_spike") and any(abs(f.start_step - d) <= DECOY_REACH
                                                    for d in scenario.decoys)
        if not judged or (f.kind in scenario.allowed and f.severity <= Severity.INFO and not on_decoy):
            continue
        score = scores.setdefault(f.kind, KindScore())
        score.fp += 1
        score.false.append(f"{label}: {f.kind} at {f.start_step} on {f.series} "
                           f"({f.severity.label}): {f.message}")


def evaluate(scenarios: Iterable[Scenario], rules: Sequence[Rule]) -> dict[str, KindScore]:
    """Run `rules` over every scenario and score each finding kind."""
    scores: dict[str, KindScore] = {}
    for scenario in scenarios:
        report = analyze_run(stitch(scenario.raw_run()), rules)
        score_findings(scenario, report.findings, scores)
    return scores


def table(scores: dict[str, KindScore]) -> str:
    """A plain-text precision/recall table, one line per kind."""
    lines = [f"{'kind':<22}{'TP':>5}{'FN':>5}{'FP':>5}{'precision':>11}{'recall':>8}"
             f"{'start err':>11}{'recovery':>10}"]
    for kind in sorted(scores):
        s = scores[kind]
        err = "-" if s.median_start_error is None else f"{s.median_start_error:.0f}"
        rec = "-" if s.recovery_accuracy is None else f"{s.recovery_accuracy:.2f}"
        lines.append(f"{kind:<22}{s.tp:>5}{s.fn:>5}{s.fp:>5}{s.precision:>11.3f}{s.recall:>8.3f}"
                     f"{err:>11}{rec:>10}")
    return "\n".join(lines)
