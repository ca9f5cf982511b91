"""The analysis engine: Run -> RunReport, running the selected detectors with their settings."""

from __future__ import annotations

import fnmatch
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from lossdoctor.detectors import RULES
from lossdoctor.detectors.base import Rule
from lossdoctor.errors import ConfigError
from lossdoctor.model import Finding, Report, Run, RunReport, Severity, Skip


@dataclass(frozen=True)
class Override:
    """Settings for runs whose name or a source matches a glob (config `per-path`)."""

    pattern: str
    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] | None = None
    fail_on: Severity | None = None
    params: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)

    def matches(self, run: Run) -> bool:
        """Whether the glob matches the run's name or any of its sources."""
        candidates = [run.name, *run.sources]
        return any(fnmatch.fnmatch(text, self.pattern) or fnmatch.fnmatch(text, f"*/{self.pattern}")
                   for text in candidates)


@dataclass(frozen=True)
class Settings:
    """Which rules run, with which keyword arguments, and what fails a CI gate.

    `select`/`ignore` match rule codes by prefix (`LD1` selects LD101, LD102, ...).
    `params` maps a rule's name to its keyword arguments. `overrides` apply per run.
    """

    select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()
    params: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    fail_on: Severity = Severity.ERROR
    overrides: tuple[Override, ...] = ()
    origin: str = "defaults"
    # A run whose loss could not be judged (LD001) fails the gate unless this is set.
    allow_unjudged: bool = False
    # `cache = "DIR"` in the config: where `check` keeps per-run reports (--cache wins).
    cache: str | None = None

    def enabled(self, code: str) -> bool:
        """Whether a rule code survives --select and --ignore.

        LD001 (not judged) runs whatever --select says: selecting some loss checks must not
        let a run through that none of them could judge. Only --ignore turns it off.
        """
        if code == UNJUDGED_CODE:
            return not any(code.startswith(prefix) for prefix in self.ignore)
        if self.select and not any(code.startswith(prefix) for prefix in self.select):
            return False
        return not any(code.startswith(prefix) for prefix in self.ignore)

    def for_run(self, run: Run) -> Settings:
        """The settings that apply to one run: matching per-path overrides, in file order."""
        current = self
        for override in self.overrides:
            if not override.matches(run):
                continue
            params = {name: dict(values) for name, values in current.params.items()}
            for name, values in override.params.items():
                params.setdefault(name, {}).update(values)
            current = replace(
                current,
                select=override.select if override.select is not None else current.select,
                ignore=override.ignore if override.ignore is not None else current.ignore,
                fail_on=override.fail_on or current.fail_on,
                params=params,
                overrides=(),
            )
        return current

    def failing(self, report: Report) -> list[Finding]:
        """Findings at or above each run's --fail-on level: what makes `check` exit 1."""
        return [finding for run_report in report.runs
                for finding in run_report.findings
                if finding.severity >= self.for_run(run_report.run).fail_on
                and not (self.allow_unjudged and finding.code == UNJUDGED_CODE)]

    def settle(self, findings: Sequence[Finding]) -> tuple[Finding, ...]:
        """The findings as these settings report them: with --allow-unjudged, LD001 is info."""
        if not self.allow_unjudged:
            return tuple(findings)
        return tuple(replace(f, severity=Severity.INFO) if f.code == UNJUDGED_CODE else f
                     for f in findings)


UNJUDGED_CODE = "LD001"


def validate_params(params: Mapping[str, Mapping[str, Any]]) -> None:
    """Raise ConfigError for an unknown rule name or keyword, naming the valid ones."""
    by_name = {rule.name: rule for rule in RULES}
    for name, kwargs in params.items():
        if name not in by_name:
            raise ConfigError(f"unknown detector {name!r}; valid names: {', '.join(sorted(by_name))}")
        valid = by_name[name].parameters()
        for key in kwargs:
            if key not in valid:
                raise ConfigError(
                    f"unknown setting {key!r} for detector {name!r}; valid: {', '.join(sorted(valid))}"
                )


def build_rules(settings: Settings) -> list[Rule]:
    """Instantiate the enabled rules with their configured keyword arguments."""
    validate_params(settings.params)
    rules = []
    for cls in RULES:
        if settings.enabled(cls.code):
            try:
                rules.append(cls(**dict(settings.params.get(cls.name, {}))))
            except (TypeError, ValueError) as exc:
                raise ConfigError(f"detector {cls.name!r}: {exc}") from None
    return rules


def analyze_run(run: Run, rules: Sequence[Rule]) -> RunReport:
    """All findings and skips for one run, most severe first, then by step."""
    from lossdoctor.detectors.fitting import fit_advice
    from lossdoctor.detectors.prepare import prepare
    from lossdoctor.detectors.reconcile import reconcile
    from lossdoctor.heap import give_back

    give_back()  # what reading and stitching freed: the detectors start from what is held
    findings: list[Finding] = []
    skipped: list[Skip] = []
    view = prepare(run)  # running means de-averaged, loss terms demoted to evidence
    for rule in rules:
        for item in rule.check(view):
            if isinstance(item, Finding):
                findings.append(item)
            else:
                skipped.append(item)
    findings = reconcile(view, findings)
    findings = fit_advice(view, findings)
    findings, skipped = _unjudged(run, findings, skipped)
    if view.primary != run.primary and view.primary in run.series:
        run = replace(run, primary=view.primary)  # a total of loss terms, as logged
    findings.sort(key=lambda f: (f.in_dead_fragment, -int(f.severity), f.start_step, f.code, f.series))
    skipped.sort(key=lambda s: (s.code, s.series))
    return RunReport(run=run, findings=tuple(findings), skipped=tuple(skipped))


# What a run in doubt still reports: that it was not judged, and values that are not finite
# (read as written, whatever the runs and steps around them).
_IN_DOUBT_KEPT = frozenset({UNJUDGED_CODE, "LD501"})


def _unjudged(run: Run, findings: list[Finding], skipped: list[Skip]) -> tuple[list[Finding], list[Skip]]:
    """A run whose reading is in doubt is not judged: its curve's findings become skips that
    say so (LD001 names the doubt), so no verdict stands on a reading the audit rejects."""
    from lossdoctor.reading import untrusted

    if untrusted(run) is None:
        return findings, skipped
    kept = [f for f in findings if f.code in _IN_DOUBT_KEPT]
    held = sorted({(f.code, f.series) for f in findings if f.code not in _IN_DOUBT_KEPT})
    return kept, skipped + [Skip(code, series, "not judged: the reading of this run is in doubt (LD001 says why)")
                            for code, series in held]


def diagnose(run: Run, settings: Settings) -> RunReport:
    """One run under the settings that apply to it: its rules' findings, LD001 settled."""
    own = settings.for_run(run)
    report = analyze_run(run, build_rules(own))
    return replace(report, findings=own.settle(report.findings))
