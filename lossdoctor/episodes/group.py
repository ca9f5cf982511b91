"""Which findings tell one story: the grouping rules, as plain index lists.

Rules, applied in order, each to the findings the earlier ones left:
1. consequences and precursors go to the nearest spike: a grad-norm burst at it, a loss-scale
   drop shortly before or after it, NaN or a divergence after it;
2. the spikes at the resumes LD103 names are one `resume_spikes` episode with it; of the others,
   three or more spikes are one `recurring_spikes` episode, with everything attached to them;
   fewer, a spike with something attached is a `spike_event`;
3. a divergence (live or on abandoned attempts) with the attempts, rollbacks and NaN that
   followed is one `divergence`;
4. NaN with the loss-scale collapse, the non-finite grad norm or the grad-norm burst around it
   is a `nan_cascade`;
5. eval losses that turn up are one `overfitting`;
6. three or more findings of one other kind are `recurring_<kind>`.
A finding belongs to at most one episode; one left alone stays a finding.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from lossdoctor.model import Finding

RECURRING = 3  # spikes (or other events) from which a pattern is one episode
WINDOW_SHARE = 0.01  # the nearness window: 1% of the run, at least MIN_WINDOW steps
MIN_WINDOW = 20
DIVERGING = ("divergence", "repeated_divergence", "instability")
NUMERIC_DEGENERATE = ("nonfinite_grad_norm", "loss_scale_pinned")


@dataclass(frozen=True)
class Draft:
    """An episode before it has words: its kind and its members (indexes into the findings)."""

    kind: str
    members: tuple[int, ...]


def window(first: int, last: int) -> int:
    """How near, in steps, a precursor or consequence must be to its spike."""
    return max(MIN_WINDOW, int(WINDOW_SHARE * max(0, last - first)))


def _end(f: Finding) -> int:
    return f.start_step if f.end_step is None else max(f.start_step, f.end_step)


def _distance(item: Finding, spike: Finding, near: int) -> int | None:
    """Steps between a spike and a finding that may belong to it, or None when it does not."""
    start = spike.start_step
    if item.kind == "grad_norm_precursor":
        at = item.fields.get("loss_step", item.peak_step if item.peak_step is not None else item.start_step)
        gap = abs(int(at) - start) if isinstance(at, (int, float)) else None
        return gap if gap is not None and gap <= near else None
    if item.kind == "loss_scale_collapse":
        inside = start - 5 * near <= item.start_step <= _end(spike) + near
        return abs(item.start_step - start) if inside else None
    if item.kind == "nan":
        inside = start <= item.start_step <= _end(spike) + 5 * near
        return item.start_step - start if inside else None
    if item.kind == "divergence" and item.fields.get("after_spike"):
        inside = start <= item.start_step <= _end(spike) + 10 * near
        return item.start_step - start if inside else None
    return None


def attach(findings: Sequence[Finding], spikes: list[int], free: set[int], near: int) -> dict[int, list[int]]:
    """spike index -> the free findings nearest to it (on the same side of any rollback)."""
    out: dict[int, list[int]] = {s: [] for s in spikes}
    for index in sorted(free):
        item = findings[index]
        best: tuple[int, int] | None = None
        for s in spikes:
            spike = findings[s]
            if spike.in_dead_fragment != item.in_dead_fragment:
                continue
            gap = _distance(item, spike, near)
            if gap is not None and (best is None or gap < best[0]):
                best = (gap, s)
        if best is not None:
            out[best[1]].append(index)
    return out


def drafts(findings: Sequence[Finding], first: int, last: int, rollbacks: int = 0) -> list[Draft]:
    """The episodes of one run's findings (see the module docstring)."""
    near = window(first, last)
    free = set(range(len(findings)))
    out: list[Draft] = []

    def live(kinds: Sequence[str]) -> list[int]:
        return [i for i in sorted(free) if findings[i].kind in kinds and not findings[i].in_dead_fragment]

    def take(kind: str, members: list[int]) -> None:
        out.append(Draft(kind, tuple(sorted(members))))
        free.difference_update(members)

    for index in live(("resume_spike",)):
        # The spikes at the resumes LD103 names are its own events, not a pattern of their own.
        at = findings[index].fields.get("steps") or []
        mine = [i for i in live(("spike",)) if any(abs(findings[i].start_step - int(s)) <= near for s in at)]
        if mine:
            extra = attach(findings, mine, free - set(mine) - {index}, near)
            take("resume_spikes", [index, *mine, *(i for s in mine for i in extra[s])])
    spikes = live(("spike",))
    attached = attach(findings, spikes, free - set(spikes), near)
    if len(spikes) >= RECURRING:
        take("recurring_spikes", spikes + [i for s in spikes for i in attached[s]])
    else:
        for s in spikes:
            if attached[s]:
                take("spike_event", [s, *attached[s]])
    diverging = live(DIVERGING)
    dead = [i for i in sorted(free) if findings[i].in_dead_fragment]
    if diverging or any(findings[i].kind in DIVERGING for i in dead):
        onset = min((findings[i].start_step for i in diverging), default=None)
        after = [i for i in live(("nan",)) if onset is not None and findings[i].start_step >= onset]
        members = diverging + dead + after
        if len(members) >= 2 or (members and rollbacks):
            take("divergence", members)
    nans = live(("nan",))
    if nans:
        first_nan = min(findings[i].start_step for i in nans)
        numeric = [i for i in live(("grad_norm_precursor",))
                   if first_nan - 5 * near <= findings[i].start_step <= first_nan]
        numeric += live(("loss_scale_collapse",)) + [
            i for i in live(("degenerate",)) if findings[i].fields.get("what") in NUMERIC_DEGENERATE]
        if len(nans) + len(numeric) >= 2:
            take("nan_cascade", nans + numeric)
    evals = live(("eval_divergence",))
    if len(evals) >= 2:
        take("overfitting", evals)
    kinds = sorted({findings[i].kind for i in free if not findings[i].in_dead_fragment})
    for kind in kinds:
        same = live((kind,))
        if len(same) >= RECURRING and kind != "not_judged":
            take(f"recurring_{kind}", same)
    return out
