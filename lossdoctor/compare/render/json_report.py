"""`compare --format json`: schema `lossdoctor.compare/1`, as CONTRACT.md lays it out."""

from __future__ import annotations

import json
from typing import Any

from lossdoctor.compare.model import CompareReport, Final, Reach, SeriesResult, Side
from lossdoctor.formats.json_report import finding_dict, jsonable


def series_dict(s: SeriesResult) -> dict[str, Any]:
    """One series' answer (the plot band is for the HTML page, not here)."""
    return {"name": s.name, "role": s.role, "verdict": s.verdict.value, "mode": s.mode,
            "from_step": s.from_step, "to_step": s.to_step, "delta": s.delta, "relative": s.relative,
            "noise": s.noise, "sigmas": s.sigmas, "peak": s.peak, "threshold": s.threshold, "basis": s.basis, "basis_runs": s.basis_runs,
            "tolerance": s.tolerance, "max_delta": s.max_delta, "lower_is_better": s.lower_is_better,
            "compared": {"from": s.compared[0], "to": s.compared[1], "points": s.points},
            "notes": list(s.also)}


def _side(side: Side) -> dict[str, Any]:
    return {"mean": side.mean, "std": side.std, "runs": side.runs, "values": list(side.values)}


def final_dict(f: Final) -> dict[str, Any]:
    return {"series": f.series, "step": f.step, "new": _side(f.new), "baseline": _side(f.baseline),
            "test": f.test, "p_value": f.p_value, "mann_whitney_p": f.mann_whitney_p, "warning": f.warning}


def _reach(r: Reach) -> dict[str, Any]:
    return {"step": r.step, "tokens": r.tokens, "seconds": r.seconds, "reached": r.step is not None,
            "runs": r.runs}


def document(report: CompareReport) -> dict[str, Any]:
    """The report as plain JSON values."""
    t = report.time_to_target
    return jsonable({
        "schema": report.schema, "version": report.version, "verdict": report.verdict.value,
        "mode": report.mode, "axis": report.axis,
        "new": list(report.new_runs), "baseline": list(report.baseline_runs),
        "series": [series_dict(s) for s in report.series],
        "final": [final_dict(f) for f in report.final],
        "time_to_target": None if t is None else {
            "series": t.series, "target": t.target, "source": t.source,
            "new": _reach(t.new), "baseline": _reach(t.baseline)},
        "new_findings": [{"run": n.run, "decides": n.decides, **finding_dict(n.finding)}
                         for n in report.new_findings],
        "skipped": list(report.skipped), "notes": list(report.notes),
    })


def render(report: CompareReport) -> str:
    return json.dumps(document(report), indent=2, ensure_ascii=False) + "\n"
