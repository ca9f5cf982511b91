"""`--results FILE.parquet`: one row per run per check, and the findings in a sibling table.

FILE.parquet gets one row per run: time, run, sources, verdict, counts, worst finding.
FILE.findings.parquet (beside it) gets one row per finding, with the same time and run, so
the two join on (time, run). Both are appended to: the old rows are read, the new ones
added, and the whole written to a temporary file renamed into place (never torn).
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lossdoctor.errors import OutputError
from lossdoctor.model import Report, RunReport, Severity

if TYPE_CHECKING:
    from lossdoctor.engine import Settings


def findings_path(path: Path) -> Path:
    """The findings table beside FILE.parquet: FILE.findings.parquet."""
    stem = path.name[: -len(".parquet")] if path.name.endswith(".parquet") else path.name
    return path.with_name(f"{stem}.findings.parquet")


def verdict(run_report: RunReport, settings: Settings) -> str:
    """error (unreadable), fail (a live finding at the run's fail-on level) or pass."""
    if run_report.error is not None:
        return "error"
    level = settings.for_run(run_report.run).fail_on
    return "fail" if any(f.severity >= level for f in run_report.findings) else "pass"


def _rows(report: Report, settings: Settings, when: dt.datetime) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    runs, findings = [], []
    for rr in report.runs:
        live = [f for f in rr.findings if not f.in_dead_fragment]
        worst = max(live, key=lambda f: (int(f.severity), -f.start_step), default=None)
        counts = {level: sum(1 for f in live if f.severity is level) for level in Severity}
        runs.append({
            "time": when, "run": rr.run.name, "sources": list(rr.run.sources), "verdict": verdict(rr, settings),
            "findings": len(rr.findings), "errors": counts[Severity.ERROR], "warnings": counts[Severity.WARNING],
            "infos": counts[Severity.INFO], "dead_findings": len(rr.findings) - len(live),
            "dead_points": rr.run.dead_points,
            "worst_code": worst.code if worst else None, "worst_kind": worst.kind if worst else None,
            "worst_severity": worst.severity.label if worst else None,
            "worst_step": worst.start_step if worst else None, "worst_message": worst.message if worst else None,
            "error": rr.error,
        })
        for f in rr.findings:
            findings.append({
                "time": when, "run": rr.run.name, "code": f.code, "kind": f.kind, "severity": f.severity.label,
                "series": f.series, "start_step": f.start_step, "peak_step": f.peak_step, "end_step": f.end_step,
                "in_dead_fragment": f.in_dead_fragment, "message": f.message,
            })
    return runs, findings


def _append(path: Path, rows: list[dict[str, Any]], columns: list[str]) -> None:
    import pandas as pd

    from lossdoctor.remote.stage import atomic_write

    new = pd.DataFrame(rows, columns=columns)
    if path.exists():
        try:
            old = pd.read_parquet(path)
        except Exception as exc:  # noqa: BLE001 - pyarrow raises several types for a bad file
            raise OutputError(f"{path}: exists but is not a results table lossdoctor can append to "
                              f"({type(exc).__name__}); choose another --results file") from None
        new = pd.concat([old, new], ignore_index=True) if len(new) else old
    import io

    buffer = io.BytesIO()
    new.to_parquet(buffer, index=False)
    atomic_write(path, buffer.getvalue())


RUN_COLUMNS = ["time", "run", "sources", "verdict", "findings", "errors", "warnings", "infos", "dead_findings",
               "dead_points", "worst_code", "worst_kind", "worst_severity", "worst_step", "worst_message", "error"]
FINDING_COLUMNS = ["time", "run", "code", "kind", "severity", "series", "start_step", "peak_step", "end_step",
                   "in_dead_fragment", "message"]


def append_results(path: Path, report: Report, settings: Settings, when: dt.datetime | None = None) -> None:
    """Append this check's rows to FILE.parquet and FILE.findings.parquet."""
    moment = when or dt.datetime.now(dt.timezone.utc)
    runs, findings = _rows(report, settings, moment)
    _append(path, runs, RUN_COLUMNS)
    _append(findings_path(path), findings, FINDING_COLUMNS)
