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
    """The run's `reading`: the console reader's own audit, or what a structured reader did,
    with the loss values the input held and the points that reached the run."""
    seen, kept = survived(run)
    found = run.meta.get("reading")
    if isinstance(found, dict):
        out = {key: found.get(key) for key in ("reader", "reading", "coverage", "step_source", "passed_over",
                                                "doubt", "alternatives")}
    else:
        step = run.meta.get("step_source")
        if not isinstance(step, dict):
            step = _STEP_OF_FORMAT.get(run.format)
        passed = run.meta.get("passed_over")
        out = {"reader": run.format, "reading": "as written", "coverage": None if run.primary is None else 1.0,
               "step_source": step, "passed_over": dict(passed) if isinstance(passed, dict) else {},
               "doubt": None, "alternatives": []}
    out["values_seen"], out["points_kept"] = seen, kept
    out["doubt"] = doubt(run)
    if seen and kept is not None:
        # Coverage counts what survived: the share of the input's loss values that are points.
        out["coverage"] = round(min(kept / seen, 1.0), 4)
    return out


def survived(run: Run) -> tuple[int | None, int | None]:
    """(loss values in the input, loss points in the run, live or abandoned), or Nones without a loss.

    The input's values are the reader's points of the loss in every fragment of the run, plus
    the loss values its text reader saw in a file but placed in no run (`meta["unplaced"]`, per
    file): each run of the file owns the share its own points are of the file's."""
    name = run.primary
    if name is None or name not in run.series:
        return None, None
    seen = sum(len(fragment.series[name]) for fragment in run.fragments if name in fragment.series)
    unplaced = run.meta.get("unplaced")
    if isinstance(unplaced, dict):
        for source, (lost, read) in unplaced.items():
            mine = sum(len(f.series[name]) for f in run.fragments if f.source == source and name in f.series)
            seen += round(lost * mine / read) if read else int(lost)
    kept = len(run.series[name]) + (len(run.dead[name]) if name in run.dead else 0)
    return max(seen, kept), kept


def doubt(run: Run) -> str | None:
    """Why no reading of the run is plausible (its reader's audit, else the audit every run gets
    after identity, `identity.audit`), or None."""
    found = run.meta.get("reading")
    said = found.get("doubt") if isinstance(found, dict) else None
    audit = run.meta.get("audit_doubt")
    return said or (audit if isinstance(audit, str) else None)


def untrusted(run: Run) -> str | None:
    """Why the run's curve cannot be judged: its `doubt`, unless that doubt is only about which
    runs there are (twin writers that agree on the curve, `identity.audit`)."""
    found = run.meta.get("reading")
    if isinstance(found, dict) and found.get("doubt"):
        return str(found["doubt"])
    return None if run.meta.get("audit_doubt_judged") else doubt(run)


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
