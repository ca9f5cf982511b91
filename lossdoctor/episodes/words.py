"""An episode in words: its one-sentence summary, its evidence and its advice."""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from typing import Any

from lossdoctor.model import Finding, Severity

SHOW_ADVICE = 5
LARGEST = 2  # the spikes a recurring episode names
GROWTH = 1.5  # second-half over first-half median size from which spikes are "growing"
FIRST_STEP = "first_step"


def step(value: int) -> str:
    """A step as people read it: 524,900."""
    return f"{value:,}"


def times(ratio: float) -> str:
    """×390, ×5.3."""
    return f"×{ratio:.0f}" if ratio >= 10 else f"×{ratio:.1f}"


def steps_short(count: float) -> str:
    """16k steps, 250 steps."""
    if count >= 10_000:
        return f"{count / 1000:.0f}k steps"
    if count >= 1000:
        return f"{count / 1000:.1f}k steps"
    return f"{count:.0f} steps"


_NO_ACTION = "no action needed"


def magnitude(f: Finding) -> float:
    """A spike's peak ratio (1 when unknown)."""
    found = f.fields.get("magnitude")
    return float(found) if isinstance(found, (int, float)) and not isinstance(found, bool) else 1.0


def _merge_advice(lead: Sequence[str], members: Sequence[Finding]) -> tuple[str, ...]:
    """The episode's own advice, then its members' (costliest first), each said once. "No action
    needed" is a recovered spike's verdict on itself: in an episode that asks for attention (a
    warning or worse) it would contradict the episode, so it is left out there."""
    serious = any(f.severity >= Severity.WARNING for f in members)
    out: list[str] = []
    for line in [*lead, *(a for f in members for a in f.advice)]:
        if line not in out and not (serious and line.startswith(_NO_ACTION)):
            out.append(line)
    return tuple(out[:SHOW_ADVICE])


def _attached(members: Sequence[Finding]) -> dict[str, list[Finding]]:
    out: dict[str, list[Finding]] = {}
    for f in members:
        out.setdefault(f.kind, []).append(f)
    return out


def _recovered(spikes: Sequence[Finding]) -> str:
    classes = [f.fields.get("recovery") for f in spikes]
    never = sum(c == "none" for c in classes)
    took = [int(f.fields["recovery_steps"]) for f in spikes
            if isinstance(f.fields.get("recovery_steps"), (int, float))]
    if never == 0:
        if all(c == "fast" for c in classes):
            return ("each recovered fast" if len(spikes) > 1 else "recovered fast") + (
                f" (within {step(max(took))} steps)" if took else "")
        slow = sum(c == "slow" for c in classes)
        span = f" ({step(min(took))} to {step(max(took))} steps)" if len(took) > 1 else ""
        return ("each recovered" if len(spikes) > 1 else "recovered") + (
            f", slowly{span}" if slow == len(spikes) else f", {slow} slowly{span}" if slow else "")
    if never == len(spikes):
        return "never recovered" if len(spikes) == 1 else "none recovered"
    return f"{len(spikes) - never} recovered, {never} never did"


def _consequences(parts: dict[str, list[Finding]], of: int) -> list[str]:
    """'grad-norm bursts before 9 of them', 'NaN after 1', ..."""
    out = []
    norms = parts.get("grad_norm_precursor", [])
    bursts = [f for f in norms if "collapse" not in str(f.fields.get("mechanism", ""))]
    collapses = [f for f in norms if f not in bursts]
    for group, word in ((bursts, "grad-norm bursts"), (collapses, "a grad-norm collapse")):
        if group:
            out.append(f"{word} before {len(group)} of them" if of > 1 else
                       f"{word.removeprefix('a ').replace('bursts', 'burst')} before it")
    scales = parts.get("loss_scale_collapse", [])
    if scales:
        out.append(f"the loss scale dropped at step {step(scales[0].start_step)}")
    nans = parts.get("nan", [])
    if nans:
        out.append(f"NaN from step {step(min(f.start_step for f in nans))}")
    divergences = parts.get("divergence", [])
    if divergences:
        out.append(f"then the loss diverged from step {step(min(f.start_step for f in divergences))}")
    return out


def recurring_spikes(members: Sequence[Finding]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'26 loss spikes from step 142,100 to 552,747 (about one every 16k steps), growing: ...'."""
    parts = _attached(members)
    spikes = sorted(parts.pop("spike"), key=lambda f: (f.start_step, f.series))
    starts = sorted({f.start_step for f in spikes})
    gaps = [b - a for a, b in zip(starts, starts[1:])]
    every = statistics.median(gaps) if gaps else 0
    sizes = [magnitude(f) for f in spikes]
    half = len(sizes) // 2
    early, late = statistics.median(sizes[:half] or sizes), statistics.median(sizes[half:])
    trend = "growing" if late >= GROWTH * early else "shrinking" if early >= GROWTH * late else "steady"
    largest = sorted(spikes, key=lambda f: (-magnitude(f), f.start_step))[:LARGEST]
    named = " and ".join(f"{times(magnitude(f))} at {step(f.peak_step or f.start_step)}" for f in largest)
    series = sorted({f.series for f in spikes})
    head = (f"{len(spikes)} spikes from step {step(starts[0])} to {step(starts[-1])}"
            + (f" (about one every {steps_short(every)})" if every else ""))
    trend_words = {"growing": f"growing (median {times(early)} early, {times(late)} late)",
                   "shrinking": f"shrinking (median {times(early)} early, {times(late)} late)",
                   "steady": f"of steady size (median {times(statistics.median(sizes))})"}[trend]
    clauses = [f"{head}, {trend_words}", f"the largest {named}", _recovered(spikes),
               *_consequences(parts, len(spikes))]
    summary = "; ".join(clauses)
    evidence: dict[str, Any] = {
        "spikes": len(spikes), "series": series, FIRST_STEP: starts[0], "last_step": starts[-1],
        "every_steps": int(every), "trend": trend, "median_early": round(early, 3),
        "median_late": round(late, 3),
        "largest": [f"{times(magnitude(f))} at {f.peak_step or f.start_step} ({f.series})" for f in largest],
        "recovered": sum(f.fields.get("recovery") in ("fast", "slow") for f in spikes),
        "grad_norm_precursors": len(parts.get("grad_norm_precursor", [])),
        "loss_scale_drops": len(parts.get("loss_scale_collapse", [])),
        "nan": len(parts.get("nan", [])),
    }
    lead = ("the spikes recur (" + step(len(spikes)) + f" over {steps_short(starts[-1] - starts[0])}"
            + (", growing" if trend == "growing" else "") + "): rolling back past each one does not remove "
            "their cause; treat it for the whole run (clip gradients by global norm, lower the peak learning "
            "rate or lengthen the warm-up) and read the largest spikes' batches first")
    all_fast = all(f.fields.get("recovery") == "fast" for f in spikes) and not parts
    # A single spike's "roll back past it" is the wrong cure for a pattern: the next one comes anyway.
    members_advice = [a for f in (*largest, *members) for a in f.advice if "roll back" not in a]
    advice = () if all_fast else _merge_advice([lead, *members_advice], [])
    return summary, evidence, advice


def spike_event(members: Sequence[Finding]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'loss spike ×5.3 at step 213,300 (0.8563 -> 4.574), recovered, slowly ...; a grad-norm burst before it'."""
    parts = _attached(members)
    spike = parts.pop("spike")[0]
    baseline, peak = spike.evidence.get("baseline"), spike.evidence.get("peak")
    values = (f" ({baseline:.4g} → {peak:.4g})" if isinstance(baseline, (int, float))
              and isinstance(peak, (int, float)) else "")
    at = spike.peak_step or spike.start_step
    summary = "; ".join([f"{spike.series} spike {times(magnitude(spike))} at step {step(at)}{values}",
                         _recovered([spike]), *_consequences(parts, 1)])
    evidence = {"spike_step": at, "magnitude": magnitude(spike), "recovery": spike.fields.get("recovery"),
                **{kind: [f.start_step for f in found] for kind, found in sorted(parts.items())}}
    return summary, evidence, _merge_advice([], members)


def nan_cascade(members: Sequence[Finding]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'non-finite values from step 3,120 in loss (14 points) and grad_norm; ...'."""
    parts = _attached(members)
    nans = sorted(parts.pop("nan"), key=lambda f: (f.start_step, f.series))
    counts = [f"{f.series} ({f.fields.get('count', '?')} points)" for f in nans]
    summary = f"non-finite values from step {step(nans[0].start_step)} in " + ", ".join(counts)
    before = [f for found in parts.values() for f in found]
    words = {"loss_scale_collapse": "the loss scale collapsed", "degenerate": "the grad norm was non-finite",
             "grad_norm_precursor": "the grad norm exploded"}
    for f in sorted(before, key=lambda f: f.start_step):
        summary += f"; {words.get(f.kind, f.kind.replace('_', ' '))} from step {step(f.start_step)}"
    evidence = {"first_nan": nans[0].start_step, "series": [f.series for f in nans],
                **{kind: [f.start_step for f in found] for kind, found in sorted(parts.items())}}
    return summary, evidence, _merge_advice([], [*nans, *before])


def divergence(members: Sequence[Finding], rollbacks: int) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'the loss diverged from step 4,150; 2 abandoned attempts diverged too; NaN from step 4,900'."""
    live = [f for f in members if not f.in_dead_fragment]
    dead = [f for f in members if f.in_dead_fragment]
    diverging = [f for f in live if f.kind in ("divergence", "instability")]
    clauses = []
    if diverging:
        first = min(diverging, key=lambda f: f.start_step)
        after = " after a spike" if first.fields.get("after_spike") else ""
        clauses.append(f"{first.series} diverged from step {step(first.start_step)}{after}")
    dead_div = [f for f in dead if f.kind == "divergence"]
    if dead_div:
        attempts = f"{len(dead_div)} abandoned attempt{'s' if len(dead_div) > 1 else ''}"
        clauses.append(f"{attempts} diverged" + (" too" if diverging else "") + " (at steps "
                       + ", ".join(step(f.start_step) for f in dead_div) + ")")
    other_dead = [f for f in dead if f.kind != "divergence"]
    if other_dead:
        clauses.append(f"{len(other_dead)} more finding{'s' if len(other_dead) > 1 else ''} on abandoned attempts")
    if rollbacks:
        clauses.append(f"{rollbacks} rollback{'s' if rollbacks > 1 else ''}")
    nans = [f for f in live if f.kind == "nan"]
    if nans:
        clauses.append(f"NaN from step {step(min(f.start_step for f in nans))}")
    if any(f.kind == "repeated_divergence" for f in live) and not dead_div:
        clauses.append("restarting did not fix the cause")
    evidence = {"live": len(live), "abandoned": len(dead), "rollbacks": rollbacks,
                "onsets": sorted({f.start_step for f in diverging + dead_div})}
    return "; ".join(clauses) or "a divergence and its attempts", evidence, _merge_advice([], members)


def overfitting(members: Sequence[Finding]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'eval loss rising since step 150,496 (test/loss +33%; validation/loss since 180,472, +29%) ...'."""
    ordered = sorted(members, key=lambda f: (f.start_step, f.series))
    parts = []
    for index, f in enumerate(ordered):
        low, end = f.evidence.get("eval_low"), f.evidence.get("eval_end")
        rise = (f", +{(end / low - 1):.0%}" if isinstance(low, (int, float)) and isinstance(end, (int, float))
                and low > 0 else "")
        parts.append(f"{f.series}{rise}" if index == 0 else f"{f.series} since {step(f.start_step)}{rise}")
    summary = (f"eval loss rising since step {step(ordered[0].start_step)} (" + "; ".join(parts)
               + ") while the training loss keeps falling: overfitting")
    evidence = {"series": [f.series for f in ordered], "since": [f.start_step for f in ordered]}
    return summary, evidence, _merge_advice([], ordered)


def recurring(kind: str, members: Sequence[Finding]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'4 dips on loss from step 1,200 to 4,800'."""
    ordered = sorted(members, key=lambda f: f.start_step)
    series = sorted({f.series for f in ordered})
    summary = (f"{len(ordered)} {kind.replace('_', ' ')} findings on {', '.join(series)} from step "
               f"{step(ordered[0].start_step)} to {step(ordered[-1].start_step)}")
    evidence = {"count": len(ordered), "steps": [f.start_step for f in ordered]}
    return summary, evidence, _merge_advice([], ordered)


def resume_spikes(members: Sequence[Finding]) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """'the loss spiked at 3 resumes (1,500, 3,000, 4,500), up to ×1.9; each recovered fast'."""
    parts = _attached(members)
    lead = parts.pop("resume_spike")[0]
    spikes = sorted(parts.pop("spike", []), key=lambda f: f.start_step)
    sizes = [magnitude(f) for f in spikes]
    steps = ", ".join(step(f.start_step) for f in spikes)
    summary = "; ".join([f"{lead.series} spiked at {len(spikes)} resume{'s' if len(spikes) > 1 else ''} "
                         f"({steps}), up to {times(max(sizes))}", _recovered(spikes),
                         *_consequences(parts, len(spikes))])
    evidence = {"resumes": [f.start_step for f in spikes], "largest": max(sizes)}
    return summary, evidence, _merge_advice([], [lead, *spikes])
