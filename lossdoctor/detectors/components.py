"""Multi-term losses: a total (`total_loss`, `loss/total`, ...) and the terms it is the sum of.

The total is the loss people watch; the terms are evidence. detectron2 logs `total_loss`
beside thirty terms, MMEngine a plain `loss` that is the sum of its `loss_*` terms, DreamerV3
`train/model_loss_mean` beside the scaled terms it adds up (`dyn` x0.5, `rep` x0.1, ...). A
logged term the total leaves out (NaN where the total is finite, or the one term the sum of the
others already matches) is no finding of its own either: it is not what the run trains.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors.rl_terms import is_term
from lossdoctor.model import Finding, Run, Series
from lossdoctor.roles import Role, is_model_loss, is_total

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


def _common(total: Series, terms: list[Series]) -> tuple[np.ndarray, np.ndarray]:
    """The total at its finite steps that every term logged finite, and the terms there (columns)."""
    steps = total.steps[np.isfinite(total.values)]
    for term in terms:
        steps = np.intersect1d(steps, term.steps[np.isfinite(term.values)])
    ref = total.values[np.searchsorted(total.steps, steps)]
    return ref, np.stack([t.values[np.searchsorted(t.steps, steps)] for t in terms], axis=1)


def _left_out(total: Series, term: Series) -> bool:
    """Whether the total is finite where the term is not, at most of the term's points: the
    total does not contain it (DreamerV3's `reward_pos_loss`, NaN with no positive reward)."""
    bad = term.steps[~np.isfinite(term.values)]
    if len(bad) * 2 < len(term):
        return False
    at = np.searchsorted(total.steps, bad)
    inside = at < len(total)
    hit = inside.copy()
    hit[inside] = total.steps[at[inside]] == bad[inside]
    return bool(hit.sum() * 2 >= len(bad) and np.isfinite(total.values[at[hit]]).all())


def _weighted_sum(total: Series, terms: list[Series], *, tolerance: float = 0.01,
                  min_points: int = 8, all_used: bool = False) -> bool:
    """Whether the total is a sum of the terms with fixed non-negative weights (a world model's
    scaled terms), within `tolerance` at the median common step: a least-squares fit of more
    points than terms, each term's weight at most slightly negative."""
    ref, cols = _common(total, terms)
    # A term logged twice under two names (DreamerV3's `dyn` and `rep` KL, `reward_loss` and
    # `reward_neg_loss` with no positive reward) is one column: the split between copies is free.
    keep: list[int] = []
    for i in range(cols.shape[1]):
        if not any(np.allclose(cols[:, i], cols[:, j], rtol=1e-6, atol=0) for j in keep):
            keep.append(i)
    cols = cols[:, keep]
    if len(ref) < max(min_points, 2 * cols.shape[1]):
        return False
    weights, *_ = np.linalg.lstsq(cols, ref, rcond=None)
    if np.any(weights < -0.01 * np.abs(weights).max()):
        return False
    if all_used and (len(keep) < len(terms) or np.any(weights < 0.01 * np.abs(weights).max())):
        return False  # a term weighed about 0, or two copies of one: not every term is in the sum
    fit = cols @ weights
    ok = np.abs(ref) > 0
    return bool(ok.sum() >= min_points and np.median(np.abs(fit[ok] - ref[ok]) / np.abs(ref[ok])) <= tolerance)


def _rescaled(total: Series, term: Series) -> bool:
    """Whether a series is the total in other units (DreamerV3's `model_opt_loss`: the model
    loss times the mixed-precision grad scale): its ratio to the total is nearly constant."""
    ref, cols = _common(total, [term])
    ok = np.abs(ref) > 0
    if ok.sum() < 3:
        return False
    ratio = cols[ok, 0] / ref[ok]
    mid = float(np.median(ratio))
    return mid != 0 and float(np.median(np.abs(ratio / mid - 1))) < 0.05


def _model_terms(run: Run, name: str) -> tuple[str, ...]:
    """The loss terms beside a world model's loss that it is a weighted sum of (all of them, the
    ones it leaves out included), or () when it is not."""
    total = run.series[name]
    # The actor and critic losses are objectives of their own (rl_terms sets them aside).
    names = [n for n in _candidates(run, name) if run.series[n].role is Role.LOSS
             and not is_term(n) and not _rescaled(total, run.series[n])]
    inside = [n for n in names if not _left_out(total, run.series[n])]
    if len(inside) < 2 or not _weighted_sum(total, [run.series[n] for n in inside]):
        return ()
    return tuple(names)


def _sums_leaving_one_out(total: Series, terms: list[Series]) -> bool:
    """Whether the terms add up to the total, all of them, or all but those the total leaves out
    (non-finite where it is finite), or all but one (a logged extra: an unweighted copy)."""
    inside = [t for t in terms if not _left_out(total, t)]
    if len(inside) >= 2 and _sums_to(total, inside):
        return True
    return len(inside) >= 3 and any(_sums_to(total, inside[:i] + inside[i + 1:]) for i in range(len(inside)))


def groups(run: Run) -> list[Group]:
    """Totals with at least two terms: named totals, world-model losses that are a weighted sum
    of the losses beside them, plain losses that are the sum of their `<loss>_*` terms
    (MMEngine `loss`, DETR `train_loss`), a term the total leaves out included, and any other
    loss that is a fixed weighted sum of the losses beside it (a PINN's `mean_loss`)."""
    out = []
    losses = sum(1 for s in run.series.values() if s.role is Role.LOSS)
    for name, series in sorted(run.series.items()):
        if series.role is not Role.LOSS:
            continue
        if is_total(name):
            terms = _candidates(run, name)
            if len(terms) >= 2:
                out.append(Group(name, tuple(terms)))
            continue
        if is_model_loss(name):
            model = _model_terms(run, name)
            if model:
                out.append(Group(name, model))
                continue
        prefix = name + "_"
        terms = [n for n, s in sorted(run.series.items())
                 if n.startswith(prefix) and s.role not in _NOT_TERMS and "unscaled" not in n.lower()]
        if len(terms) >= 2 and _sums_leaving_one_out(series, [run.series[n] for n in terms]):
            out.append(Group(name, tuple(terms)))
        elif losses <= _MAX_WEIGHED and _AGGREGATE.search(_lightning_stem(name)[0]):
            weighted = _weighted_terms(run, name)
            if weighted:
                out.append(Group(name, weighted))
    return out


# Beyond this many losses in a run, no unnamed one is tried as the weighted sum of the others.
_MAX_WEIGHED = 12
# Names that say a loss aggregates others (`mean_loss`, `avg loss`, a bare `loss`): only these
# are tried, since smooth curves of one shape can fit each other's weighted sums by chance.
_AGGREGATE = re.compile(r"(^|[/_ ])(mean|avg|average|total|sum|overall|combined|weighted|all)($|[/_ ])"
                        r"|^(train[_/ ]?)?loss$", re.I)


# Lightning's `self.log(..., on_step=True, on_epoch=True)` writes every name twice, as
# `<name>_step` and `<name>_epoch`: the stem says what the series is, the suffix how it was reduced.
_LIGHTNING_SUFFIX = re.compile(r"_(step|epoch)$")


def _lightning_stem(name: str) -> tuple[str, str]:
    """`("train_loss", "_epoch")` for `train_loss_epoch`, `(name, "")` for a name without the suffix."""
    found = _LIGHTNING_SUFFIX.search(name)
    return (name[:found.start()], found.group(0)) if found else (name, "")


def _weighted_terms(run: Run, name: str) -> tuple[str, ...]:
    """The losses beside a loss that it is a fixed weighted sum (or mean) of, whatever it
    is called: a PINN's `mean_loss` over its residual and boundary terms, `loss` over
    `Conductor_Copper_loss` and `initial_phi_port1_loss`; Lightning's `train_loss_epoch` over
    the `*_loss_epoch` terms logged beside it (the terms reduced the same way). () when it is not."""
    total = run.series[name]
    stem, suffix = _lightning_stem(name)
    # `loss_web`, `loss/code` beside `loss` are its data sources: their mean is the loss, and
    # they stay losses for the per-source rules.
    names = [n for n in _candidates(run, name) if run.series[n].role is Role.LOSS and not is_term(n)
             and not n.startswith((name + "_", name + "/", stem + "_", stem + "/"))
             and _lightning_stem(n)[1] == suffix]
    names = _logged_together(total, [run.series[n] for n in names])
    # A term that carries most of the total looks like the total rescaled: tried in the sum
    # first, then left out (a copy of the total in other units, DreamerV3's `model_opt_loss`).
    for tried in (names, [n for n in names if not _rescaled(total, run.series[n])]):
        if len(tried) >= 2 and _weighted_sum(total, [run.series[n] for n in tried], all_used=True):
            return tuple(tried)
    # A term the total stops adding part way (its weight set to 0 mid-run) throws any one fit
    # of fixed weights off; the plain sum of the others still makes the total at most steps.
    if len(names) >= 3 and _sums_leaving_one_out(total, [run.series[n] for n in names]):
        return tuple(names)
    return ()


def _logged_together(total: Series, terms: list[Series], min_points: int = 8) -> list[str]:
    """The candidates logged at the total's steps beside another candidate: a loss logged only
    where none of the others is (a warm-up's source-domain loss, before the terms of the full
    objective start) cannot be a term of the sum those others make."""
    steps = [np.intersect1d(total.steps[np.isfinite(total.values)], t.steps[np.isfinite(t.values)])
             for t in terms]
    return [t.name for i, t in enumerate(terms)
            if any(len(np.intersect1d(steps[i], other)) >= min_points
                   for j, other in enumerate(steps) if j != i)]


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
