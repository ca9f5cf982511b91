"""The curve a person watches when a run logs no training loss, and which way is better on it.

An evaluation-only MLPerf log, a VAE that logs its ELBO, a W&B export of `eval_top1`: there is
no series named like a training loss, but there is a curve the person who ran it watches.
In this order: a training perplexity (exp of the training loss: the loss in another unit), an
evaluation loss (lower is better), an evaluation perplexity, then a quality measure named by
what it measures (an accuracy, AUROC, F1, mAP, BLEU, an ELBO, a score: higher is better) or an
error (lower is better); among equals the one with the most points. An RL reward or return is
not watched in place of a loss: it is the policy's outcome, noisy and free to sag and recover as
the agent explores, so a run that logs only rewards is a run with no loss (LD001 names it). The detectors judge a
loss, so a higher-is-better curve is judged turned over: a bounded measure as its complement
(`1 - x`, or `100 - x` for a percentage), an unbounded one negated; a perplexity is judged as
its log, the loss it was computed from, so that ratio tests behave as they do on a loss.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np

from lossdoctor.model import Series
from lossdoctor.roles import Role, is_eval, is_perplexity

# Quality measures by what they measure, in the order a person would watch them.
_HIGHER = (
    ("accuracy", re.compile(r"(^|[/_\-. ])(acc|accuracy|top_?1|top_?5|acc@\d+)($|[/_\-. @])")),
    ("elbo", re.compile(r"(^|[/_\-. ])elbo($|[/_\-. ])")),
    ("auc", re.compile(r"(^|[/_\-. ])(au_?roc|auc|au_?prc|ap)($|[/_\-. ])")),
    ("f1", re.compile(r"(^|[/_\-. ])(f1|f_?score|miou|iou|dice|map(50)?(-95)?)($|[/_\-. (])")),
    ("text", re.compile(r"(^|[/_\-. ])(bleu|rouge\w*|meteor|chrf)($|[/_\-. ])")),
    ("score", re.compile(r"(^|[/_\-. ])score($|[/_\-. ])")),
)
# A training loop's quality measure, higher is better (accuracy, F1, AUC, IoU, mAP): a console log
# that prints only these holds no loss (`ingest/textlog/generic/metricsonly.py`).
QUALITY = re.compile(r"(^|[/_\-. ])(acc|accuracy|top_?1|top_?5|f1|f_?score|auc|au_?roc|miou|iou|dice|map)"
                     r"($|[/_\-. @])", re.I)
# An RL loop's reward or return: never watched in place of a loss (see above), but named as such.
REWARD = re.compile(r"(^|[/_\-. ])(reward|rewards|return|returns|ep_rew_mean|ep_ret|ep_r|episode_return)($|[/_\-. ])", re.I)
_LOWER = re.compile(r"(^|[/_\-. ])(error|err|wer|cer|mse|mae|rmse|nll|bpb|bpc)($|[/_\-. ])")
# Measures that live in [0, 1] (or [0, 100] as a percentage), so that `1 - x` is their error.
_BOUNDED = frozenset({"accuracy", "auc", "f1"})


@dataclass(frozen=True)
class Watched:
    """The chosen curve, which way is better on it, and why it was chosen."""

    name: str
    higher: bool
    kind: str  # "eval loss", "perplexity", "accuracy", "elbo", ... or "error"
    why: str


def _kind(name: str) -> tuple[str, bool] | None:
    key = name.strip().lower()
    for kind, pattern in _HIGHER:
        if pattern.search(key):
            return kind, True
    if _LOWER.search(key):
        return "error", False
    return None


def _perplexity(name: str, what: str) -> Watched:
    return Watched(name, False, "perplexity", f"no training loss is logged; {name!r} is {what} "
                                             "(exp of the loss: lower is better)")


def choose(candidates: Iterable[tuple[str, Role, int]]) -> Watched | None:
    """The watched curve among (name, role, points) when no training loss has points."""
    found = [(name, role, points) for name, role, points in candidates if points > 0]
    sizes = {name: points for name, _, points in found}

    def _most(names: Iterable[str]) -> list[str]:
        return sorted(names, key=lambda name: (-sizes[name], name))

    perplexities = _most(name for name, role, _ in found if role is Role.OTHER and is_perplexity(name))
    trained = [name for name in perplexities if not is_eval(name)]
    if trained:
        return _perplexity(trained[0], "the training perplexity")
    evals = _most(name for name, role, _ in found if role is Role.EVAL_LOSS)
    if evals:
        name = evals[0]
        return Watched(name, False, "eval loss", f"no training loss is logged; {name!r} is the evaluation loss "
                                                 "(lower is better)")
    if perplexities:
        return _perplexity(perplexities[0], "the evaluation perplexity")
    ranked = []
    for name, role, points in found:
        if role is not Role.OTHER:
            continue
        named = _kind(name)
        if named is not None:
            order = [k for k, _ in _HIGHER].index(named[0]) if named[1] else len(_HIGHER)
            ranked.append((order, -points, name, named[0], named[1]))
    if not ranked:
        return None
    _, _, name, what, higher = min(ranked)
    better = "higher" if higher else "lower"
    return Watched(name, higher, what, f"no loss series is logged; {name!r} is the curve watched here "
                                       f"({what}: {better} is better)")


def as_loss(series: Series, watched: Watched) -> tuple[Series, str]:
    """The watched series as the detectors judge it (lower is better), and how it was turned."""
    values = series.values
    finite = values[np.isfinite(values)]
    if watched.kind == "perplexity" and len(finite) and finite.min() > 0:
        with np.errstate(divide="ignore", invalid="ignore"):
            logged = np.log(values)
        label = f"log({series.name})"
        out = Series(label, series.steps, logged, series.wall_times, role=series.role, fragment=series.fragment,
                     bucket_min=None if series.bucket_min is None else _log(series.bucket_min),
                     bucket_max=None if series.bucket_max is None else _log(series.bucket_max))
        return out, label
    if not watched.higher:
        return series, series.name
    if watched.kind in _BOUNDED and len(finite) and finite.min() >= 0 and finite.max() <= 1:
        turned, label = 1.0 - values, f"1 - {series.name}"
    elif watched.kind in _BOUNDED and len(finite) and finite.min() >= 0 and finite.max() <= 100:
        turned, label = 100.0 - values, f"100 - {series.name}"
    else:
        turned, label = -values, f"-{series.name}"
    out = Series(label, series.steps, turned, series.wall_times, role=series.role, fragment=series.fragment,
                 bucket_min=None if series.bucket_max is None else _turn(series.bucket_max, values, turned),
                 bucket_max=None if series.bucket_min is None else _turn(series.bucket_min, values, turned))
    return out, label


def _log(bound: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(np.where(bound > 0, bound, np.nan))


def _turn(bound: np.ndarray, values: np.ndarray, turned: np.ndarray) -> np.ndarray:
    """A bucket bound turned the way its values were (the max of x is the min of 1 - x)."""
    return turned + (values - bound)


def contradicted(series: Series, watched: Watched) -> bool:
    """Whether the curve moves steadily the wrong way from its first point (the name may lie:
    MaxText's `eval_accuracy` is a log-perplexity)."""
    values = series.values[np.isfinite(series.values)]
    if len(values) < 5:
        return False
    steps = np.diff(values) if watched.higher else -np.diff(values)
    return bool((steps < 0).mean() >= 0.8)


def notes(series: Series, watched: Watched) -> list[str]:
    """What the report says about the watched curve: which, why, how it is judged."""
    _, label = as_loss(series, watched)
    how = f", judged as {label!r} (lower is better)" if label != series.name else ""
    out = [f"{watched.why}{how}"]
    if contradicted(series, watched):
        better = "higher" if watched.higher else "lower"
        out.append(f"{series.name!r} moves steadily the other way from its first point, although its name says "
                   f"{better} is better: check what it measures")
    return out


def from_meta(meta: dict[str, object]) -> Watched | None:
    """The watched curve the stitcher recorded in a run's meta, if any."""
    found = meta.get("watched")
    if not isinstance(found, dict):
        return None
    return Watched(str(found["series"]), bool(found["higher_is_better"]), str(found["kind"]), str(found["why"]))
