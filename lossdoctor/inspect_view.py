"""`lossdoctor inspect`: what was found and how, for people (rich tables) and scripts (JSON)."""

from __future__ import annotations

import io
import json
from datetime import datetime, timezone
from typing import Any

from lossdoctor.api import Loaded
from lossdoctor.model import Run


def _when(wall: float | None) -> str:
    if wall is None:
        return "-"
    return datetime.fromtimestamp(wall, tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def _fragment_rows(run: Run) -> list[dict[str, Any]]:
    rows = []
    for info, fragment in zip(run.fragment_info, run.fragments):
        rows.append({
            "index": info.index, "source": info.source, "start_step": info.start_step,
            "end_step": info.end_step, "points": info.points, "dead_points": info.dead_points,
            "wall_start": fragment.wall_start, "wall_end": fragment.wall_end,
            "series": len(fragment.series),
            "markers": [{"kind": m.kind, "step": m.step, "detail": m.detail} for m in fragment.markers],
        })
    return rows


def run_dict(run: Run) -> dict[str, Any]:
    """One run as inspect's JSON object."""
    return {
        "name": run.name,
        "format": run.format,
        "sources": list(run.sources),
        "primary_loss": run.primary,
        "fragments": _fragment_rows(run),
        "joins": [{"fragment": j.fragment, "step": j.step, "previous_end": j.previous_end,
                   "kind": j.kind, "marker": j.marker} for j in run.joins],
        "rollbacks": [{"step": r.step, "abandoned_to_step": r.abandoned_to_step} for r in run.rollbacks],
        "dead_points": run.dead_points,
        "series": [
            {"name": name, "role": s.role.value, "points": len(s),
             "dead_points": len(run.dead[name]) if name in run.dead else 0,
             "first_step": int(s.steps[0]) if len(s) else None,
             "last_step": int(s.steps[-1]) if len(s) else None,
             "non_finite": int((~_finite(s.values)).sum())}
            for name, s in sorted(run.series.items())
        ],
        "replay_checks": [vars(c) for c in run.replay_checks],
        "warnings": list(run.warnings),
    }


def _finite(values: Any) -> Any:
    import numpy as np

    return np.isfinite(values)


def render_json(loaded: Loaded) -> str:
    """inspect --format json."""
    doc = {"runs": [run_dict(run) for run in loaded.runs], "notes": list(loaded.notes)}
    return json.dumps(doc, indent=2, default=_jsonable, allow_nan=False) + "\n"


def _jsonable(value: Any) -> Any:
    if hasattr(value, "item"):
        return value.item()
    raise TypeError(type(value).__name__)


def render_text(loaded: Loaded, width: int | None = None) -> str:
    """inspect for people: one block per run with fragment and series tables."""
    from rich.console import Console
    from rich.table import Table

    buffer = io.StringIO()
    console = Console(file=buffer, width=width or 110, force_terminal=False, color_system=None)
    for run in loaded.runs:
        data = run_dict(run)
        console.print(f"[bold]{run.name}[/bold]  ({run.format}; {len(run.fragments)} fragment"
                      f"{'s' if len(run.fragments) != 1 else ''}, primary loss: {run.primary or 'none found'})")
        frag = Table(box=None, pad_edge=False, show_edge=False)
        for column in ("#", "source", "steps", "written (UTC)", "points", "dead"):
            frag.add_column(column, overflow="fold")
        for row in data["fragments"]:
            steps = "-" if row["start_step"] is None else f"{row['start_step']}..{row['end_step']}"
            frag.add_row(str(row["index"]), row["source"], steps,
                         f"{_when(row['wall_start'])} .. {_when(row['wall_end'])}" if row["wall_start"] else "-",
                         str(row["points"]), str(row["dead_points"]))
        console.print(frag)
        for join in run.joins:
            mark = f" [{join.marker}]" if join.marker else ""
            console.print(f"  join -> fragment {join.fragment}: {join.kind} at step {join.step} "
                          f"(previous reached {join.previous_end}){mark}")
        table = Table(box=None, pad_edge=False, show_edge=False)
        for column in ("series", "role", "points", "steps", "dead", "non-finite"):
            table.add_column(column, overflow="fold")
        for row in data["series"]:
            steps = "-" if row["first_step"] is None else f"{row['first_step']}..{row['last_step']}"
            table.add_row(row["name"], row["role"], str(row["points"]), steps, str(row["dead_points"]),
                          str(row["non_finite"]))
        console.print(table)
        for warning in run.warnings:
            console.print(f"  warning: {warning}", markup=False)
        console.print()
    return buffer.getvalue()
