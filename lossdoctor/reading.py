"""How a run was read, and why its fragments are one run: the report's `reading` and `identity`.

`reading` (CONTRACT.md, 2026-11-27): the share of training-like lines or rows that became
points, which counter is the step and in what unit, what was passed over, and a `doubt` when
no reading was plausible. The console reader audits its readings itself and leaves its verdict
in the run's meta; the readers of structured formats read every record, so their reading says
where the step came from. `identity` lists the evidence that made the fragments one run:
resume markers, replayed values, joined writers, restarts that became runs of their own.
"""

from __future__ import annotations

from typing import Any

from lossdoctor.identity.decision import Decision, numeric, recorded, stated
from lossdoctor.model import Run

# The counter each structured reader takes as the step.
_STEP_OF_FORMAT: dict[str, dict[str, str]] = {
    "tensorboard": {"name": "the events' step", "unit": "steps"},
    "wandb": {"name": "the run's step key (W&B `_step` when no other)", "unit": "steps"},
    "hf_trainer": {"name": "log_history `step`", "unit": "steps"},
    "lightning": {"name": "metrics.csv `step`", "unit": "steps"},
    "wandb_export": {"name": "the export's Step column", "unit": "steps"},
}


def reading(run: Run) -> dict[str, Any]:
    """The run's `reading`: the console reader's own audit, or what a structured reader did."""
    found = run.meta.get("reading")
    if isinstance(found, dict):
        return {key: found.get(key) for key in ("reader", "reading", "coverage", "values_seen", "points_kept",
                                                 "step_source", "passed_over", "doubt", "alternatives")}
    step = run.meta.get("step_source")
    if not isinstance(step, dict):
        step = _STEP_OF_FORMAT.get(run.format)
    passed = run.meta.get("passed_over")
    return {"reader": run.format, "reading": "as written", "coverage": None if run.primary is None else 1.0,
            "step_source": step, "passed_over": dict(passed) if isinstance(passed, dict) else {},
            "doubt": None, "alternatives": []}


def doubt(run: Run) -> str | None:
    """Why no reading of the run is plausible, or None."""
    found = run.meta.get("reading")
    return found.get("doubt") if isinstance(found, dict) else None


def identity(run: Run) -> dict[str, Any]:
    """The run's `identity`: why its fragments are one run, and why runs beside it are others."""
    evidence: list[str] = []
    for join in run.joins:
        if join.kind == "concurrent":
            evidence.append(f"fragment {join.fragment}: written at the same time as another (a second writer), "
                            "kept apart")
        elif join.marker:
            evidence.append(f"fragment {join.fragment}: {join.kind} at step {join.step}, marked by {join.marker}")
        else:
            evidence.append(f"fragment {join.fragment}: {join.kind} at step {join.step} "
                            f"(the one before reached {join.previous_end})")
    for check in run.replay_checks:
        evidence.append(f"fragment {check.fragment} replays {check.steps} step(s) of {check.series}: {check.match}")
    for writer in run.meta.get("joined_writers", []):
        evidence.append(str(writer))
    for note in run.meta.get("identity_notes", []):
        evidence.append(str(note))
    return {"fragments": len(run.fragments), "writers": list(run.meta.get("side_by_side") or [run.format]),
            "evidence": evidence, "decisions": [d.to_json() for d in decisions(run)]}


def decisions(run: Run) -> list[Decision]:
    """Every identity decision about the run: those the resolver and readers recorded, then the
    stitcher's joins (stated when a marker names them, numeric when only the steps did)."""
    found = recorded(run.meta)
    told = {(d.kind, d.step) for d in found}
    for join in run.joins:
        if join.kind not in ("resume", "rollback") or (join.kind, join.step) in told:
            continue
        source = run.fragments[join.fragment].source if join.fragment < len(run.fragments) else run.name
        if join.marker:
            found.append(stated(join.kind, f"{source}: {join.kind} at step {join.step}, stated by {join.marker}",
                                join.step))
        else:
            found.append(numeric(join.kind, f"{source}: the steps go on at {join.step} after the fragment before "
                                 f"reached {join.previous_end}", join.step))
    return found
