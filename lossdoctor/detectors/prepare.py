"""The analysis view of a run: running means de-averaged, loss terms demoted to evidence.

The terms of an RL objective beside its judged total (value, entropy, policy-gradient
losses) are demoted too (`RL_TERMS`): they move with the returns and the policy.

Detectors read this view; the report keeps the run as it was logged. What was changed is
recorded in the view's meta (`MEANS`, `GROUPS`) so that `reconcile` can say so.
"""

from __future__ import annotations

from dataclasses import replace

from lossdoctor.detectors import components, rl_terms, running_mean
from lossdoctor.detectors.epochs import find_epochs
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role, is_eval
from lossdoctor.watched import as_loss, from_meta

MEANS = "lossdoctor.running_means"   # series name -> what was done with it
GROUPS = "lossdoctor.loss_groups"    # tuple of components.Group
RL_TERMS = "lossdoctor.rl_terms"     # names of RL objective terms set aside beside their total


def _running_means(run: Run, series: dict[str, Series]) -> tuple[dict[str, str], str | None]:
    """Replace running-mean losses by their batch values (or per-epoch means); the new primary."""
    notes: dict[str, str] = {}
    primary = run.primary
    losses = [s for s in series.values() if s.role is Role.LOSS and len(s) >= 16]
    for s in losses:
        epochs = find_epochs(run, s)
        if epochs is None or not running_mean.is_running_mean(s, epochs.starts):
            continue
        sibling = next((o for o in losses if o.name != s.name and len(o) == len(s)
                        and (o.steps == s.steps).all()
                        and not running_mean.is_running_mean(o, epochs.starts)), None)
        if sibling is not None:
            series[s.name] = s.with_role(Role.OTHER)
            notes[s.name] = f"a running mean since the epoch start, logged beside {sibling.name!r}"
            if primary == s.name:
                primary = sibling.name
            continue
        flat = running_mean.deaverage(s, epochs.starts)
        if flat is not None:
            series[s.name] = flat
            notes[s.name] = ("a running mean since the epoch start (epochs from " + epochs.source
                             + "); judged on the per-batch values recovered as n*M_n - (n-1)*M_(n-1)")
            continue
        series[s.name] = s.with_role(Role.OTHER)
        name = f"{s.name} (epoch means)"
        series[name] = running_mean.per_epoch(s, epochs.starts).with_role(Role.LOSS)
        series[name] = Series(name, series[name].steps, series[name].values, series[name].wall_times,
                              role=Role.LOSS, fragment=series[name].fragment)
        notes[name] = (f"the last value of each epoch of {s.name!r}, a running mean since the epoch start "
                       f"whose logged precision is too coarse to recover the batch values")
        if primary == s.name:
            primary = name
    return notes, primary


def _watched(run: Run) -> Run:
    """A run without a training loss judged on the curve watched instead, turned so that lower
    is better; an evaluation measure stays an evaluation (judged for getting worse after its best)."""
    watched = from_meta(dict(run.meta))
    if watched is None or run.primary != watched.name or watched.name not in run.series:
        return run
    original = run.series[watched.name]
    turned, label = as_loss(original, watched)
    role = Role.EVAL_LOSS if original.role is Role.EVAL_LOSS or is_eval(watched.name) else Role.LOSS
    series = dict(run.series)
    dead = dict(run.dead)
    if label != watched.name:
        series[watched.name] = original.with_role(Role.OTHER)
        if watched.name in dead:
            dead[label] = as_loss(dead[watched.name], watched)[0].with_role(role)
    elif watched.name in dead:
        dead[label] = dead[label].with_role(role)
    series[label] = turned.with_role(role)
    return replace(run, series=series, dead=dead, primary=label)


def prepare(run: Run) -> Run:
    """The run as the detectors should see it (the same object when nothing needed changing)."""
    run = _watched(run)
    series = dict(run.series)
    notes, primary = _running_means(run, series)
    view = replace(run, series=series, primary=primary) if notes else run
    found = components.groups(view)
    aside = rl_terms.terms(view, primary)
    if not found and not notes and not aside:
        return run
    dead = dict(view.dead)
    for name in aside:
        series[name] = series[name].with_role(Role.OTHER)
        if name in dead and dead[name].role is Role.LOSS:
            dead[name] = dead[name].with_role(Role.OTHER)
    if primary in aside:  # an entropy or policy term was the primary: the value term judged is
        primary = next(n for n, s in sorted(series.items()) if s.role is Role.LOSS and rl_terms.is_value_term(n))
    for group in found:
        for name in group.terms:
            if name in series and series[name].role is Role.LOSS:
                series[name] = series[name].with_role(Role.OTHER)
            if name in dead and dead[name].role is Role.LOSS:
                dead[name] = dead[name].with_role(Role.OTHER)
        if primary in group.terms:
            primary = group.total
    meta = {**view.meta, MEANS: notes, GROUPS: tuple(found), RL_TERMS: aside}
    return replace(run, series=series, dead=dead, primary=primary, meta=meta)


__all__ = ["GROUPS", "MEANS", "RL_TERMS", "prepare"]
