"""The JSON report, schema `lossdoctor.report/1`, exactly as CONTRACT.md lays it out."""

from __future__ import annotations

import json
import math
from typing import Any

from lossdoctor.episodes import story
from lossdoctor.model import Episode, Finding, Report, RunReport
from lossdoctor.reading import identity, reading


def jsonable(value: Any) -> Any:
    """JSON has no NaN or inf: write them as null (numbers) so every parser accepts the file."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if hasattr(value, "item") and callable(value.item):  # numpy scalars
        return jsonable(value.item())
    return value


def finding_dict(finding: Finding) -> dict[str, Any]:
    """One finding as the contract's object: common fields, then kind-specific ones."""
    out: dict[str, Any] = {
        "code": finding.code,
        "kind": finding.kind,
        "severity": finding.severity.label,
        "series": finding.series,
        "start_step": finding.start_step,
        "peak_step": finding.peak_step,
        "end_step": finding.end_step,
    }
    out.update(finding.fields)
    out["in_dead_fragment"] = finding.in_dead_fragment
    out["message"] = finding.message
    out["evidence"] = dict(finding.evidence)
    out["advice"] = list(finding.advice)
    return out


def episode_dict(episode: Episode) -> dict[str, Any]:
    """One episode as the contract's object (added on 2026-12-06)."""
    return {
        "id": episode.id, "kind": episode.kind, "severity": episode.severity.label,
        "start_step": episode.start_step, "end_step": episode.end_step, "summary": episode.summary,
        "members": list(episode.members), "impact": episode.impact, "series": list(episode.series),
        "in_dead_fragment": episode.in_dead_fragment, "evidence": dict(episode.evidence),
        "advice": list(episode.advice),
    }


def run_dict(report: RunReport) -> dict[str, Any]:
    """One run of the report."""
    run = report.run
    told = story(report)
    out: dict[str, Any] = {
        "name": run.name,
        "sources": list(run.sources),
        "fragments": [
            {"index": f.index, "source": f.source, "start_step": f.start_step, "end_step": f.end_step,
             "points": f.points, "dead_points": f.dead_points, "wall_start": f.wall_start}
            for f in run.fragment_info
        ],
        "dead_points": run.dead_points,
        "rollbacks": [{"step": r.step, "abandoned_to_step": r.abandoned_to_step} for r in run.rollbacks],
        "series": [
            {"name": name, "role": s.role.value, "points": len(s),
             "first_step": int(s.steps[0]) if len(s) else None,
             "last_step": int(s.steps[-1]) if len(s) else None}
            for name, s in sorted(run.series.items())
        ],
        # Each finding gains `impact` and `episode` (2026-12-06), after the fields it had.
        "findings": [{**finding_dict(f), "impact": told.impacts[i], "episode": told.episode_of[i]}
                     for i, f in enumerate(report.findings)],
        "skipped": [{"code": s.code, "series": s.series, "reason": s.reason} for s in report.skipped],
        "warnings": list(run.warnings),
        # Fields added on 2026-11-24 (CONTRACT.md "Report fields").
        "primary_loss": run.primary,
        "params": dict(run.params),
        "error": report.error,
        # Fields added on 2026-11-27 (CONTRACT.md "Report fields").
        "reading": reading(run),
        "identity": identity(run),
        # Added on 2026-12-06: the findings that tell one story, costliest first.
        "episodes": [episode_dict(e) for e in told.episodes],
    }
    if report.error is not None:  # a run a fleet check could not read: the others are still reported
        out["error"] = report.error
    return out


def as_dict(report: Report) -> dict[str, Any]:
    """The whole report as plain JSON-ready data."""
    return jsonable({
        "schema": report.schema,
        "version": report.version,
        "runs": [run_dict(r) for r in report.runs],
    })


def render(report: Report, **_: Any) -> str:
    """The report as indented JSON with a trailing newline."""
    return json.dumps(as_dict(report), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
