"""`lossdoctor inspect`: what was found and how, for people (rich tables) and scripts (JSON).

Besides series and reader warnings it shows what stitching did: the fragments in stitch
order with their dead points, every join (resume, rollback, gap, concurrent writer) with
the marker that names it, the rollbacks, and the replay checks.
"""

from __future__ import annotations

import io
import json
import math
from datetime import datetime, timezone
from typing import Any

from lossdoctor.api import Loaded
from lossdoctor.model import Run
from lossdoctor.reading import identity, reading


def _when(wall: float | None) -> str:
    if wall is None:
        return "-"
    return datetime.fromtimestamp(wall, tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def _number(value: float | None) -> float | str | None:
    """JSON-safe: infinity and NaN become strings."""
    if value is None or math.isfinite(value):
        return value
    return "NaN" if math.isnan(value) else ("Infinity" if value > 0 else "-Infinity")


def _fragment_rows(run: Run) -> list[dict[str, Any]]:
    import numpy as np

    # Dead points of every series per fragment, counted once per series.
    dead_all = np.zeros(len(run.fragments), dtype=np.int64)
    for series in run.dead.values():
        if series.fragment is not None and len(series):
            dead_all += np.bincount(series.fragment, minlength=len(run.fragments))[:len(run.fragments)]
    rows = []
    for info, fragment in zip(run.fragment_info, run.fragments):
        rows.append({
            "index": info.index, "source": info.source, "start_step": info.start_step,
            "end_step": info.end_step, "points": info.points, "dead_points": info.dead_points,
            "dead_points_all_series": int(dead_all[info.index]),
            "wall_start": fragment.wall_start, "wall_end": fragment.wall_end,
            "series": len(fragment.series),
            "markers": [{"kind": m.kind, "step": m.step, "detail": m.detail} for m in fragment.markers],
        })
    return rows


def _join_rows(run: Run) -> list[dict[str, Any]]:
    notes = list(run.meta.get("stitch", {}).get("joins", []))
    rows = []
    for position, join in enumerate(run.joins):
        note = notes[position] if position < len(notes) else {}
        rows.append({
            "fragment": join.fragment, "step": join.step, "previous_end": join.previous_end,
            "kind": join.kind, "marker": join.marker,
            "within_fragment": bool(note.get("within_fragment", False)),
            "overlap_points": int(note.get("overlap_points", 0)),
            "small_overlap": bool(note.get("small_overlap", False)),
            "marker_conflict": note.get("marker_conflict"),
        })
    return rows


def _check_row(check: Any) -> dict[str, Any]:
    row = dict(vars(check))
    row["max_abs_diff"] = _number(check.max_abs_diff)
    row["median_rel_diff"] = _number(check.median_rel_diff)
    row["correlation"] = _number(check.correlation)
    return row


def run_dict(run: Run) -> dict[str, Any]:
    """One run as inspect's JSON object."""
    return {
        "name": run.name,
        "format": run.format,
        "reader": str(run.meta.get("reader", run.format)),
        # Generic console logs: which printed key became which role.
        "key_roles": dict(run.meta.get("roles", {})),
        "sources": list(run.sources),
        "primary_loss": run.primary,
        "params": dict(run.params),
        "fragments": _fragment_rows(run),
        "joins": _join_rows(run),
        "rollbacks": [{"step": r.step, "abandoned_to_step": r.abandoned_to_step, "fragment": r.fragment,
                       "marker": r.marker} for r in run.rollbacks],
        "dead_points": run.dead_points,
        "series": [
            {"name": name, "role": s.role.value, "points": len(s),
             "dead_points": len(run.dead[name]) if name in run.dead else 0,
             "first_step": int(s.steps[0]) if len(s) else None,
             "last_step": int(s.steps[-1]) if len(s) else None,
             "non_finite": int((~_finite(s.values)).sum())}
            for name, s in sorted(run.series.items())
        ],
        "replay_checks": [_check_row(c) for c in run.replay_checks],
        "concurrent": list(run.meta.get("stitch", {}).get("concurrent", [])),
        "warnings": list(run.warnings),
        "reading": reading(run),
        "identity": identity(run),
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


def _join_note(row: dict[str, Any]) -> str:
    notes = []
    if row["within_fragment"]:
        notes.append("steps go back inside the fragment")
    if row["kind"] == "rollback":
        if row["small_overlap"]:
            notes.append(f"small overlap: {row['overlap_points']} point(s) logged again, as a clean resume does")
        else:
            notes.append(f"{row['overlap_points']} logged point(s) of the old timeline abandoned")
    if row["marker_conflict"]:
        notes.append("marker contradicts the steps")
    return "; ".join(notes)


class _Table:
    """A plain rich table whose cells are text, never markup (names may hold brackets)."""

    def __init__(self, *columns: str) -> None:
        from rich.table import Table

        self.table = Table(box=None, pad_edge=False, show_edge=False)
        for column in columns:
            self.table.add_column(column, overflow="fold")

    def add_row(self, *cells: str) -> None:
        from rich.text import Text

        self.table.add_row(*(Text(cell) for cell in cells))


def _fmt(value: float | None, spec: str) -> str:
    if value is None:
        return "-"
    return format(value, spec) if math.isfinite(value) else str(value)


def render_text(loaded: Loaded, width: int | None = None) -> str:
    """inspect for people: one block per run with fragment, join, replay and series tables."""
    from rich.console import Console

    buffer = io.StringIO()
    console = Console(file=buffer, width=width or 110, force_terminal=False, color_system=None)
    for run in loaded.runs:
        data = run_dict(run)
        from rich.markup import escape

        formats = " + ".join(run.meta.get("side_by_side") or [run.format])
        console.print(f"[bold]{escape(run.name)}[/bold]  ({escape(formats)}; {len(run.fragments)} fragment"
                      f"{'s' if len(run.fragments) != 1 else ''}, primary loss: {escape(run.primary or 'none found')}, "
                      f"dead points: {run.dead_points})", markup=True, highlight=False)
        frag = _Table("#", "source", "steps", "written (UTC)", "points", "dead", "markers")
        for row in data["fragments"]:
            steps = "-" if row["start_step"] is None else f"{row['start_step']}..{row['end_step']}"
            written = f"{_when(row['wall_start'])} .. {_when(row['wall_end'])}" if row["wall_start"] else "-"
            markers = ", ".join(f"{m['kind']}@{m['step']}" for m in row["markers"]) or "-"
            frag.add_row(str(row["index"]), row["source"], steps, written, str(row["points"]),
                         str(row["dead_points"]), markers)
        read = data["reading"]
        if read["doubt"]:
            console.print(f"  READING IN DOUBT: {read['doubt']}", markup=False, highlight=False)
        step = read["step_source"]
        coverage = "" if read["coverage"] is None else f"; {read['coverage']:.0%} of the loss lines read"
        passed = "; ".join(f"{n} {why}" for why, n in (read["passed_over"] or {}).items())
        console.print(f"  reading: {read['reading']}" + (f"; step = {step['name']} ({step['unit']})" if step else "")
                      + coverage + (f"; passed over: {passed}" if passed else ""), markup=False, highlight=False)
        if data["key_roles"]:
            roles = ", ".join(f"{key} -> {role}" for key, role in data["key_roles"].items())
            console.print(f"  read by the {data['reader']} reader; keys as roles: {roles}", markup=False,
                          highlight=False)
        if run.params:
            shown = ", ".join(f"{k}={v}" for k, v in list(run.params.items())[:8])
            more = f" (+{len(run.params) - 8} more)" if len(run.params) > 8 else ""
            console.print(f"  params: {shown}{more}", markup=False, highlight=False)
        console.print(frag.table)
        if data["joins"]:
            joins = _Table("join", "kind", "at step", "old reached", "marker", "note")
            for row in data["joins"]:
                joins.add_row(f"-> #{row['fragment']}", row["kind"], str(row["step"]), str(row["previous_end"]),
                              row["marker"] or "-", _join_note(row))
            console.print(joins.table)
        if data["replay_checks"]:
            replay = _Table("replay check", "into", "steps", "max |diff|", "median rel diff", "fluct. corr", "verdict")
            for check in run.replay_checks:
                replay.add_row(check.series, f"#{check.fragment}", f"{check.steps} ({check.first_step}..{check.last_step})",
                               _fmt(check.max_abs_diff, ".4g"), _fmt(check.median_rel_diff, ".2e"),
                               _fmt(check.correlation, ".3f"), check.match)
            console.print(replay.table)
        table = _Table("series", "role", "points", "steps", "dead", "non-finite")
        for row in data["series"]:
            steps = "-" if row["first_step"] is None else f"{row['first_step']}..{row['last_step']}"
            table.add_row(row["name"], row["role"], str(row["points"]), steps, str(row["dead_points"]),
                          str(row["non_finite"]))
        console.print(table.table)
        for warning in run.warnings:
            console.print(f"  warning: {warning}", markup=False, highlight=False)
        console.print()
    return buffer.getvalue()
