"""What a finding cost the run, as one number: size, recovery, duration and place in the run.

The number only ranks; its scale means nothing on its own. Each factor is a plain multiplier so
that a reader of the JSON can retrace it: severity sets the order of magnitude (an error outranks
a warning unless the warning is far larger), and within one severity a larger, slower, longer
and later event costs more. Late events cost more because more compute is at stake when a run
that has trained for months is thrown off than when one stumbles in its first hours.
"""

from __future__ import annotations

import math

from lossdoctor.model import Finding, Severity

SEVERITY_WEIGHT = {Severity.INFO: 1.0, Severity.WARNING: 4.0, Severity.ERROR: 16.0}
RECOVERY_WEIGHT = {"fast": 1.0, "slow": 1.5, "none": 2.0}
# Kinds without a magnitude: how large such an event usually is, on the scale 1 + log2(ratio).
KIND_SIZE = {
    "nan": 6.0, "divergence": 6.0, "instability": 6.0, "degenerate": 6.0, "repeated_data": 5.0,
    "repeated_divergence": 5.0, "loss_scale_collapse": 4.0, "eval_divergence": 3.0, "plateau": 3.0,
    "resume_spike": 2.5, "grad_norm_precursor": 2.0, "not_judged": 2.0, "grokking": 1.0,
    "epoch_boundary": 1.0,
}
# Kinds that by their nature do not come back on their own.
UNRECOVERED = {"divergence", "nan", "repeated_data", "degenerate", "repeated_divergence", "eval_divergence"}
DEFAULT_SIZE = 2.0
LATE_WEIGHT = 0.5  # the last step of the run costs 1.5x the first
DEAD_WEIGHT = 0.5  # history on abandoned attempts: the rollback already paid for it
RECURRING_WEIGHT = 1.25  # one of many: the cause is still there


def size(finding: Finding) -> float:
    """1 + |log2| of the peak (or low) ratio when there is one, else the kind's usual size."""
    ratio = finding.fields.get("magnitude", finding.fields.get("worst"))
    if isinstance(ratio, (int, float)) and not isinstance(ratio, bool) and math.isfinite(ratio) and ratio > 0:
        # A dip's magnitude is below 1: 0.5x the baseline is as far off as 2x.
        return 1.0 + abs(math.log2(float(ratio)))
    return KIND_SIZE.get(finding.kind, DEFAULT_SIZE)


def recovery(finding: Finding) -> float:
    """Fast, slow or never: a spike's own class, else what its kind implies."""
    found = finding.fields.get("recovery")
    if isinstance(found, str) and found in RECOVERY_WEIGHT:
        return RECOVERY_WEIGHT[found]
    if finding.kind == "instability":
        return RECOVERY_WEIGHT["none" if finding.fields.get("calmed_at") is None else "slow"]
    return RECOVERY_WEIGHT["none"] if finding.kind in UNRECOVERED else 1.0


def impact(finding: Finding, first: int, last: int, recurring: bool = False) -> float:
    """The finding's cost to a run that spans steps `first`..`last` (rounded: formats stay stable)."""
    span = max(1, last - first)
    end = last if finding.end_step is None else finding.end_step
    duration = 1.0 + min(1.0, max(0, end - finding.start_step) / span)
    position = 1.0 + LATE_WEIGHT * min(1.0, max(0.0, (finding.start_step - first) / span))
    value = SEVERITY_WEIGHT[finding.severity] * size(finding) * recovery(finding) * duration * position
    if finding.in_dead_fragment:
        value *= DEAD_WEIGHT
    if recurring:
        value *= RECURRING_WEIGHT
    return round(value, 3)


def combined(impacts: list[float]) -> float:
    """An episode's impact: its costliest member plus a quarter of the others (they add up, but
    the worst event decides most of the cost)."""
    if not impacts:
        return 0.0
    ranked = sorted(impacts, reverse=True)
    return round(ranked[0] + 0.25 * sum(ranked[1:]), 3)
