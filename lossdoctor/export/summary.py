"""What `lossdoctor stitch` prints: what was joined, what was dropped, what was written where."""

from __future__ import annotations

from pathlib import Path

from lossdoctor.export.tidy import Tidy
from lossdoctor.model import Run


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 or word.endswith('s') else 's'}"


def summarize(run: Run, table: Tidy, out: Path, to: str) -> str:
    """A few lines for people: fragments, joins, rollbacks, dead points, what was written."""
    kinds: dict[str, int] = {}
    for join in run.joins:
        kinds[join.kind] = kinds.get(join.kind, 0) + 1
    joined = ", ".join(f"{_plural(n, kind)}" for kind, n in sorted(kinds.items())) or "nothing to join"
    lines = [f"stitched {_plural(len(run.fragments), 'fragment')} of {run.name!r}: {joined}"]
    for rollback in run.rollbacks:
        marker = f" [{rollback.marker}]" if rollback.marker else ""
        lines.append(f"  rollback to step {rollback.step} (the abandoned timeline had reached "
                     f"{rollback.abandoned_to_step}), fragment {rollback.fragment}{marker}")
    dropped = sum(len(s) for s in run.dead.values())
    if run.primary:
        lines.append(f"  dead points of the main loss {run.primary!r}: {run.dead_points}")
        lines.append(f"  per fragment (points and dead points of {run.primary!r}):")
    else:
        lines.append(f"  no main loss found; dead points of all series: {dropped}")
        lines.append("  per fragment (points and dead points of all series):")
    for info in run.fragment_info:
        steps = "" if info.start_step is None else f" (steps {info.start_step}..{info.end_step})"
        lines.append(f"    #{info.index} {info.source}{steps}: {info.points} points, {info.dead_points} dead")
    if dropped:
        lines.append(f"  dropped {_plural(dropped, 'dead point')} over all series (kept out of the output)")
    for check in run.replay_checks:
        lines.append(f"  replay after the rollback into fragment {check.fragment}, {check.series}: "
                     f"{check.match} over {_plural(check.steps, 'step')}")
    # An export must say what it could not carry: every reader warning, as inspect shows them.
    for warning in run.warnings:
        kind = "note" if warning.startswith("concurrent writers") or "kept apart" in warning else "reader warning"
        lines.append(f"  {kind}: {warning}")
    lines.append(f"wrote {_plural(len(table.names), 'series')} and {_plural(len(table), 'point')} "
                 f"to {out} ({to})")
    return "\n".join(lines)
