"""Multi-term losses: a total (`total_loss`, `loss/total`, ...) and the terms it is the sum of.

The total is the loss people watch; the terms are evidence. detectron2 logs `total_loss`
beside thirty terms, MMEngine a plain `loss` that is the sum of its `loss_*` terms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Finding, Run, Series
from lossdoctor.roles import Role, is_total

# Roles a term can never have: these are not parts of the training loss.
_NOT_TERMS = (Role.EVAL_LOSS, Role.LR, Role.GRAD_NORM, Role.LOSS_SCALE)
# Beside `train/total`, these live in the same namespace but are not loss terms.
_NOT_TERM_WORDS = re.compile(r"(epoch|step|acc|time|lr|rate|norm|scale|ppl|perplexity|token|sample|speed|mem)",
                             re.I)


@dataclass(frozen=True)
class Group:
    """A total and its terms (series names)."""

    total: str
    terms: tuple[str, ...]


def _namespace(name: str) -> str:
    """`train/` for `train/total`, `Train loss/train/` for `Train loss/train/total`, '' at top level."""
    return name[:name.rfind("/") + 1] if "/" in name else ""


def _candidates(run: Run, total: str) -> list[str]:
    space = _namespace(total)
    out = []
    for name, series in sorted(run.series.items()):
        if name == total or series.role in _NOT_TERMS or not name.startswith(space):
            continue
        rest = name[len(space):]
        if "/" in rest or is_total(name):
            continue
        if "loss" in rest.lower() or (total.lower().endswith("/total") and not _NOT_TERM_WORDS.search(rest)):
            out.append(name)
    return out


def _sums_to(total: Series, terms: list[Series]) -> bool:
    """Whether the terms add up to the total (within 3% at the median common step)."""
    steps = total.steps
    for term in terms:
        steps = np.intersect1d(steps, term.steps)
    if len(steps) < 3:
        return False
    picked = np.zeros(len(steps))
    for term in terms:
        picked += term.values[np.searchsorted(term.steps, steps)]
    ref = total.values[np.searchsorted(total.steps, steps)]
    ok = np.isfinite(picked) & np.isfinite(ref) & (np.abs(ref) > 0)
    if ok.sum() < 3:
        return False
    return bool(np.median(np.abs(picked[ok] - ref[ok]) / np.abs(ref[ok])) <= 0.03)


def groups(run: Run) -> list[Group]:
    """Totals with at least two terms: named totals, and plain losses that are the sum of their
    `<loss>_*` terms (MMEngine `loss`, DETR `train_loss`)."""
    out = []
    for name, series in sorted(run.series.items()):
        if series.role is not Role.LOSS:
            continue
        if is_total(name):
            terms = _candidates(run, name)
            if len(terms) >= 2:
                out.append(Group(name, tuple(terms)))
            continue
        prefix = name + "_"
        terms = [n for n, s in sorted(run.series.items())
                 if n.startswith(prefix) and s.role not in _NOT_TERMS and "unscaled" not in n.lower()]
        if len(terms) >= 2 and _sums_to(series, [run.series[n] for n in terms]):
            out.append(Group(name, tuple(terms)))
    return out


def drivers(run: Run, group: Group, finding: Finding, share: float = 0.1, most: int = 5) -> list[tuple[str, float]]:
    """The terms that moved the total in a finding, largest change first: (name, change).

    The change is each term's value at the finding's peak (or start) minus its median
    over the points just before the start; terms that moved at least `share` of the
    total's own change, in the same direction, are named (at most `most`).
    """
    at = finding.peak_step if finding.peak_step is not None else finding.start_step
    changes = []
    for name in (group.total, *group.terms):
        series = run.series.get(name)
        if series is None or not len(series):
            continue
        ok = np.isfinite(series.values)
        steps, values = series.steps[ok], series.values[ok]
        i = int(np.searchsorted(steps, finding.start_step, side="left"))
        j = int(np.searchsorted(steps, at, side="left"))
        if i < 1 or j >= len(steps):
            continue
        before = float(np.median(values[max(0, i - 20):i]))
        changes.append((name, float(values[j]) - before))
    if not changes or changes[0][0] != group.total:
        return []
    total_change = changes[0][1]
    if total_change == 0:
        return []
    same_sign = sorted(((n, c) for n, c in changes[1:] if c * total_change > 0), key=lambda item: -abs(item[1]))
    return [(name, change) for name, change in same_sign if abs(change) >= share * abs(total_change)][:most]


__all__ = ["Group", "drivers", "groups"]
