"""One event, one finding: what the detectors said, reconciled across rules.

- Inside a thrashing stretch (LD205) or a dead one (LD504), the spikes, dips, drops and
  rises other rules see are that one event: they are folded into it.
- A drop at an epoch boundary is data repetition (LD302), never grokking or a dip.
- A finding on a total loss names the terms that drove it.
- A finding on a de-averaged running mean says so.
- Non-finite grad norms inside a loss event (fp16 skipped steps) are its evidence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from lossdoctor.detectors import components, signal
from lossdoctor.detectors.epochs import Epochs, find_epochs
from lossdoctor.detectors.prepare import GROUPS, MEANS
from lossdoctor.model import Finding, Run, Severity
from lossdoctor.roles import Role

# Kinds that a thrashing or dead stretch of the same series explains.
NOISE_KINDS = ("spike", "dip", "grokking", "divergence", "plateau", "resume_spike", "source_spike",
               "epoch_boundary")
# Kinds whose finding on a total is worth naming the terms that drove it.
DRIVEN_KINDS = ("spike", "dip", "divergence", "instability", "grokking", "nan", "degenerate")


def _end(f: Finding) -> int:
    return f.start_step if f.end_step is None else f.end_step


def _absorb(findings: list[Finding], host: Finding, lo: int, hi: int, series: Sequence[str] | None,
            kinds: Sequence[str]) -> tuple[list[Finding], Finding]:
    """Drop the live findings of `kinds` on `series` (None: any) starting in [lo, hi]; note them on host."""
    kept, absorbed = [], []
    for f in findings:
        if (f is not host and not f.in_dead_fragment and f.kind in kinds
                and (series is None or f.series in series) and lo <= f.start_step <= hi):
            absorbed.append(f)
        else:
            kept.append(f)
    if not absorbed:
        return findings, host
    counts: dict[str, int] = {}
    for f in absorbed:
        counts[f.code] = counts.get(f.code, 0) + 1
    note = ", ".join(f"{code} x{n}" if n > 1 else code for code, n in sorted(counts.items()))
    new_host = replace(host, evidence={**host.evidence, "folded_in": note})
    return [new_host if f is host else f for f in kept], new_host


def _span(run: Run, name: str) -> float:
    series = run.series.get(name)
    if series is None or len(series) < 2:
        return 1.0
    return float(series.steps[-1] - series.steps[0]) or 1.0


def _gap(run: Run, name: str) -> float:
    series = run.series.get(name)
    return signal.spacing(series.steps) if series is not None else 1.0


def _instability(run: Run, findings: list[Finding]) -> list[Finding]:
    for host in [f for f in findings if f.kind == "instability" and not f.in_dead_fragment]:
        length = _end(host) - host.start_step
        margin = max(0.1 * length, 5 * _gap(run, host.series))
        # The fall back to normal when it calms down is part of the event too.
        findings, _ = _absorb(findings, host, int(host.start_step - margin), int(_end(host) + margin),
                              [host.series], NOISE_KINDS)
    return findings


def _degenerate(run: Run, findings: list[Finding]) -> list[Finding]:
    losses = [s.name for s in run.by_role(Role.LOSS)]
    for host in [f for f in findings if f.kind == "degenerate" and not f.in_dead_fragment]:
        what = host.fields.get("what")
        if what in ("zero_loss", "constant_loss"):
            findings, _ = _absorb(findings, host, host.start_step, _end(host), [host.series], NOISE_KINDS)
        else:  # every step skipped: a flat loss and a silent grad norm are the same event
            lo = host.start_step - int(0.1 * (_end(host) - host.start_step))
            findings, _ = _absorb(findings, host, lo, _end(host), losses, ("plateau",))
            findings, _ = _absorb(findings, host, lo, _end(host), None, ("grad_norm_precursor",))
    return findings


def _nonfinite(run: Run, findings: list[Finding]) -> list[Finding]:
    """A loss that is NaN (LD501) and a grad norm that is NaN at the same steps are one event."""
    for host in [f for f in findings if f.kind == "nan" and not f.in_dead_fragment]:
        findings, _ = _absorb_degenerate(findings, host, "nonfinite_grad_norm")
    return findings


def _absorb_degenerate(findings: list[Finding], host: Finding, what: str) -> tuple[list[Finding], Finding]:
    inside = [f for f in findings if f.kind == "degenerate" and f.fields.get("what") == what
              and f.start_step <= _end(host) and host.start_step <= _end(f)]
    if not inside:
        return findings, host
    new_host = replace(host, evidence={**host.evidence, "folded_in": ", ".join(
        f"{f.code} ({f.series} non-finite too)" for f in inside)})
    return [new_host if f is host else f for f in findings if not any(f is g for g in inside)], new_host


def _epochs(run: Run, findings: list[Finding]) -> list[Finding]:
    """Drops at epoch boundaries are LD302's: grokking and dips there are dropped (a grokking
    drop becomes the LD302 finding when LD302 did not report that boundary itself)."""
    cache: dict[str, Epochs | None] = {}
    out: list[Finding] = []
    boundary_findings = [f for f in findings if f.kind == "epoch_boundary"]
    for f in findings:
        if f.kind not in ("grokking", "dip") or f.in_dead_fragment:
            out.append(f)
            continue
        series = run.series.get(f.series)
        if series is None or series.role is not Role.LOSS:
            out.append(f)
            continue
        if f.series not in cache:
            cache[f.series] = find_epochs(run, series)
        epochs = cache[f.series]
        if epochs is None:
            out.append(f)
            continue
        gap = _gap(run, f.series)
        if f.kind == "grokking":
            margin = max(0.02 * _span(run, f.series), 3 * gap)
            at = next((b for b in epochs.starts if f.start_step - margin <= b <= _end(f) + margin), None)
        else:
            at = epochs.near(f.start_step, 3 * gap + 0.01 * (epochs.length or 0.0))
        if at is None:
            out.append(f)
            continue
        if f.kind == "grokking" and not any(b.series == f.series and abs(b.start_step - at) <= 3 * gap
                                            for b in boundary_findings):
            out.append(_as_boundary(run, f, at, epochs))
    return out


def _as_boundary(run: Run, grok: Finding, at: int, epochs: Epochs) -> Finding:
    """A grokking drop that sits on an epoch boundary, reported as LD302 would."""
    from lossdoctor.detectors.epoch_boundary import EpochBoundary, eval_note

    drop = grok.fields.get("drop")
    before, after = (drop[0], drop[1]) if isinstance(drop, (list, tuple)) and len(drop) == 2 else (None, None)
    number = epochs.number(at)
    k = epochs.starts.index(at)
    end = epochs.starts[k + 1] if k + 1 < len(epochs.starts) else None
    evidence: dict[str, object] = {"before": before, "after": after, "epochs_from": epochs.source,
                                   **eval_note(run, at, end)}
    sized = f" {before:.4g} -> {after:.4g}" if before is not None and after is not None else ""
    message = (f"{grok.series} drops{sized} at step {grok.start_step}, where epoch {number} begins (step {at}): "
               f"the data repeats and the model has memorised it, so this is not grokking; the eval loss is "
               f"the honest metric")
    return Finding(code=EpochBoundary.code, kind=EpochBoundary.kind, severity=Severity.INFO,
                   series=grok.series, start_step=grok.start_step, peak_step=None, end_step=grok.end_step,
                   message=message, evidence=evidence,
                   advice=("judge the run by its eval loss from here on: the training loss on repeated data "
                           "under-reports the error",),
                   fields={"epoch": number, "drop": [before, after]})


def _drivers(run: Run, findings: list[Finding]) -> list[Finding]:
    groups = run.meta.get(GROUPS) or ()
    by_total = {g.total: g for g in groups}
    out = []
    for f in findings:
        group = by_total.get(f.series)
        if group is None or f.kind not in DRIVEN_KINDS or f.in_dead_fragment:
            out.append(f)
            continue
        named = components.drivers(run, group, f)
        if not named:
            out.append(replace(f, evidence={**f.evidence, "terms": len(group.terms)}))
            continue
        text = ", ".join(f"{name} ({change:+.3g})" for name, change in named)
        out.append(replace(f, message=f"{f.message}; driven by {text}",
                           evidence={**f.evidence, "terms": len(group.terms),
                                     "driven_by": [name for name, _ in named]}))
    return out


def _skipped_steps(run: Run, findings: list[Finding]) -> list[Finding]:
    """Non-finite grad norms (steps an fp16 scaler skipped) inside a loss event: evidence."""
    norms = run.by_role(Role.GRAD_NORM)
    if not norms:
        return findings
    norm = norms[0]
    bad_steps = norm.steps[~np.isfinite(norm.values)]
    if not len(bad_steps):
        return findings
    out = []
    for f in findings:
        if f.kind in ("spike", "divergence", "instability", "nan", "dip") and not f.in_dead_fragment:
            count = int(((bad_steps >= f.start_step) & (bad_steps <= _end(f))).sum())
            if count:
                f = replace(f, evidence={**f.evidence, "nonfinite_grad_norms": count})
        out.append(f)
    return out


def _means(run: Run, findings: list[Finding]) -> list[Finding]:
    notes = run.meta.get(MEANS) or {}
    return [replace(f, evidence={**f.evidence, "series_note": notes[f.series]}) if f.series in notes else f
            for f in findings]


def reconcile(run: Run, findings: Sequence[Finding]) -> list[Finding]:
    """The findings of all rules on one (prepared) run, each event reported once."""
    out = list(findings)
    if not out:
        return out
    out = _instability(run, out)
    out = _degenerate(run, out)
    out = _nonfinite(run, out)
    out = _epochs(run, out)
    out = _drivers(run, out)
    out = _skipped_steps(run, out)
    return _means(run, out)


__all__ = ["reconcile"]
