"""Where fragments meet: resumes, rollbacks, gaps and concurrent writers, named by their markers."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.model import NONFINITE_STATED, Join, Marker, Rollback
from lossdoctor.stitching.segments import Restart

# A rollback that re-logs at most this many points of the abandoned timeline is the
# ordinary overlap of a clean resume (the checkpoint step logged again).
SMALL_OVERLAP_POINTS = 3

# Markers that name the step training restarted from, and how far the first logged step
# is expected after it: Megatron and W&B name the last step kept, TensorBoard the first new one.
_EXPECTED_OFFSET = {"checkpoint_loaded": 1, "branch_point": 1, "session_start": 0}


@dataclass
class View:
    """What the join logic needs to know about one fragment in stitch order."""

    index: int
    source: str
    chain: int
    start: int | None
    end: int | None
    interval: int
    ref_steps: np.ndarray
    ref_alive: np.ndarray
    restarts: list[Restart] = field(default_factory=list)
    markers: tuple[Marker, ...] = ()
    # The last step of the run's training loss here (None when the fragment holds none of it),
    # and whether the fragment is an epilogue: no training loss, written at or after the last
    # training step before it (a final evaluation in a file of its own). It abandons nothing.
    loss_end: int | None = None
    epilogue: bool = False


@dataclass
class Joined:
    """The joins, rollbacks, per-join notes for inspect, and warnings."""

    joins: list[Join] = field(default_factory=list)
    rollbacks: list[Rollback] = field(default_factory=list)
    notes: list[dict[str, Any]] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)


def marker_text(marker: Marker) -> str:
    """How a marker is shown on its join: kind, step and the log's own words."""
    text = f"{marker.kind} at step {marker.step}"
    return f"{text}: {marker.detail}" if marker.detail else text


def _overlap(steps: np.ndarray, low: int, high: int) -> int:
    return int(((steps >= low) & (steps <= high)).sum())


def find_joins(views: Sequence[View], concurrent: Sequence[tuple[int, int]] = ()) -> Joined:
    """Classify every join between fragments and inside them, in stitch order."""
    out = Joined()
    last_in_chain: dict[int, View] = {}
    partners = {second: first for first, second in concurrent}
    # A fragment without training loss before the chain's first one (a launch that stopped
    # before its first step, a probe that logged only Lightning's `hp_metric`) is a prologue:
    # like an epilogue it abandons nothing, so the launch after it rolls nothing back. (A chain
    # that never holds the loss, a writer of evaluations, keeps its own rollbacks.)
    trained = {view.chain for view in views if view.loss_end is not None}
    with_loss: set[int] = set()
    for view in views:
        if view.start is None:
            continue
        candidates: list[dict[str, Any]] = []
        if view.index in partners:
            other = views[partners[view.index]]
            candidates.append(dict(fragment=view.index, step=view.start, previous_end=other.end,
                                   kind="concurrent", within_fragment=False, overlap_points=0))
        previous = last_in_chain.get(view.chain)
        if previous is not None and previous.end is not None:
            reached = previous.end
            if view.start <= reached and not view.epilogue:
                kind = "rollback"
                overlap = _overlap(previous.ref_steps[previous.ref_alive], view.start, reached)
            else:
                kind = "resume" if view.start - reached <= 2 * previous.interval else "gap"
                overlap = 0
            candidates.append(dict(fragment=view.index, step=view.start, previous_end=reached, kind=kind,
                                   within_fragment=False, overlap_points=overlap))
        begin = 0
        for restart in view.restarts:
            stretch = view.ref_steps[begin:restart.position]
            candidates.append(dict(fragment=view.index, step=restart.step, previous_end=restart.reached,
                                   kind="rollback", within_fragment=True,
                                   overlap_points=int((stretch >= restart.step).sum())))
            begin = restart.position
        _attach_markers(view, candidates, out.warnings)
        for note in candidates:
            note["small_overlap"] = note["kind"] == "rollback" and note["overlap_points"] <= SMALL_OVERLAP_POINTS
            out.notes.append(note)
            out.joins.append(Join(note["fragment"], note["step"], note["previous_end"], note["kind"], note["marker"]))
            if note["kind"] == "rollback":
                out.rollbacks.append(Rollback(note["step"], note["previous_end"], note["fragment"], note["marker"]))
        if view.loss_end is not None:
            with_loss.add(view.chain)
        prologue = view.loss_end is None and view.chain in trained and view.chain not in with_loss
        if not view.epilogue and not prologue:
            last_in_chain[view.chain] = view
    return out


def mark_epilogues(views: Sequence[View]) -> None:
    """Flag the fragments without training loss that start at or after the last training step
    written before them in their chain: an evaluation or summary written after training (HF
    writes its final evaluation into a second event file), not a restart."""
    reached: dict[int, int] = {}
    for view in views:
        if view.loss_end is not None:
            reached[view.chain] = max(reached.get(view.chain, view.loss_end), view.loss_end)
        elif view.start is not None and view.chain in reached:
            view.epilogue = view.start >= reached[view.chain]


def _attach_markers(view: View, candidates: list[dict[str, Any]], warnings: list[str]) -> None:
    """Give each marker to the join it is nearest to, and warn when it contradicts the steps."""
    for note in candidates:
        note.setdefault("marker", None)
        note.setdefault("marker_conflict", None)
    targets = [note for note in candidates if note["kind"] != "concurrent"]
    if not targets:
        return
    for marker in view.markers:
        if marker.kind == NONFINITE_STATED:
            continue  # evidence for the diagnosis, not a restart sign
        expected = marker.step + _EXPECTED_OFFSET.get(marker.kind, 0)
        note = min(targets, key=lambda n: abs(n["step"] - expected))
        text = marker_text(marker)
        note["marker"] = text if note["marker"] is None else f"{note['marker']}; {text}"
        if marker.kind not in _EXPECTED_OFFSET:
            continue
        # Readers differ on whether a marker names the last step kept or the first new one;
        # both agree with the data, anything before it or beyond one log interval does not.
        if note["step"] < marker.step or note["step"] >= expected + max(view.interval, 1):
            conflict = (f"{view.source}: the {marker.kind} marker says training restarted from step "
                        f"{marker.step}, but the fragment's steps restart at {note['step']}; "
                        f"stitched by the logged steps")
            note["marker_conflict"] = conflict
            warnings.append(conflict)
