"""Calibrated doubt (issue 31): self-checks that tell a likely wrong reading from a right one.

Each rule is one idea about a whole reading (every run of one `analyze`), judged on the
reading's own numbers (`identity.facts`), never on a truth. A rule names the runs it doubts,
each with one line that says what is uncertain and where. They were calibrated on old wrong
readings of the real-world corpus and on today's right ones (`benchmarks/doubt_calibration.py`,
figures in `docs/architecture.md`): a rule that fired on right readings was narrowed or left out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import PurePath

import numpy as np

from lossdoctor.identity.aborted import aborted_start_apart
from lossdoctor.identity.facts import RunFacts
from lossdoctor.identity.false_starts import MIN_TRAINING
from lossdoctor.identity.lossname import loss_named_without_loss
from lossdoctor.identity.passes import passes_as_runs
from lossdoctor.identity.restarts import counter_restarts

Doubts = dict[int, str]

# Two writers of one run print the same values: equal within this relative tolerance (a text
# table rounds to 3 significant digits what a binary writer keeps in full) at this share of
# their points.
SAME_VALUE = 5e-3
SAME_SHARE = 0.9
# Two writers of one run that print a value to the same places print the same digits: within
# half a unit of the coarser value's last printed place (plus float32's own error), never more
# than SAME_VALUE. Two launches of one seed (GPU non-determinism) part in the last places
# (c26: HF loss dicts and another launch's trainer_state.json, 6% of 121 values equal).
_PLACES = 9
_FLOAT32 = 1e-6
# A curve this short proves nothing by its values.
FEW = 5
# The first this many values of a curve are enough to tell a capture of another curve.
_CHECKED = 200
# This many rollbacks of a logged step or two are repeated lines, not restarts.
MANY = 10


@dataclass(frozen=True)
class DoubtRule:
    """One self-check: a code, a kebab-case name, and the runs of a reading it doubts."""

    code: str
    name: str
    check: Callable[[Sequence[RunFacts]], Doubts]
    # The doubt is about which runs there are, not about a run's curve: each doubted run's loss
    # is still read right (two writers that agree on it vouch for it), so its curve is judged.
    judged: bool = False


def _files(run: RunFacts) -> set[str]:
    return {p.source for p in run.pieces} or set(run.sources)


def _first(run: RunFacts) -> int | None:
    return int(run.steps[0]) if run.points else None


def _last(run: RunFacts) -> int | None:
    return int(run.steps[-1]) if run.points else None


def lossless_beside(runs: Sequence[RunFacts]) -> Doubts:
    """A run with no live loss point beside runs that have a curve: an empty or metrics-free
    file, or a launch whose points all went to another run, read as a run of its own. A launch
    whose exit record says it crashed is reported on purpose (`grouping.lossless`), unless a run
    beside it was read from its own folder (its console capture held the points). An RL launch
    that logged its rewards and no loss (aborted after its first rollout) is no empty file."""
    with_loss = [r for r in runs if r.points >= FEW]
    if not with_loss:
        return {}
    return {i: (f"{run.name}: no live loss point, beside {len(with_loss)} run(s) with a curve: an empty or "
                "metrics-free file, or a launch whose points went elsewhere, read as a run of its own")
            for i, run in enumerate(runs) if run.points == 0 and not run.rewards
            and (not run.crashed or _folder_shared(run, runs))}


def _folder_shared(run: RunFacts, runs: Sequence[RunFacts]) -> bool:
    folders = {PurePath(s).parent for s in run.sources}
    return any(other is not run and any(PurePath(s).is_relative_to(f) for s in other.sources for f in folders)
               for other in runs)


def twin_writers(runs: Sequence[RunFacts]) -> Doubts:
    """Two runs from files of different formats whose loss values are the same, point for point or
    at the steps both hold: one run written twice (a console and a history, a text log and its
    JSON), read as two runs."""
    out: Doubts = {}
    for i, a in enumerate(runs):
        for j in range(i + 1, len(runs)):
            b = runs[j]
            # Two files of one format are two launches (issue 31), however alike their values
            # (one seed run again): only writers of different formats can be one run's two.
            if a.points < FEW or b.points < FEW or a.reader == b.reader or _files(a) & _files(b):
                continue
            if not (_telling(a.values) and _telling(b.values)):
                continue
            if not (_same_curve(a.values, b.values) or _same_at_steps(a, b) or _subsequence(a.values, b.values)):
                continue
            out.setdefault(i, f"{a.name} and {b.name} hold the same loss values ({min(a.points, b.points)} or more "
                              "points): one run written twice (two writers, or a copied folder), read as two runs")
            out.setdefault(j, out[i])
    return out


def _telling(values: np.ndarray) -> bool:
    """Whether a curve's values tell it from another: most of its steps move by more than the
    tolerance. A smooth curve matches any curve of its shape, in order, within the tolerance."""
    v = values[np.isfinite(values)]
    if len(v) < FEW:
        return False
    moves = np.abs(np.diff(v)) > 2 * SAME_VALUE * np.maximum(np.abs(v[1:]), 1e-12)
    return float(moves.mean()) >= 0.5


def _same_curve(a: np.ndarray, b: np.ndarray) -> bool:
    n = min(len(a), len(b))
    if n < FEW or abs(len(a) - len(b)) > max(2, 0.02 * max(len(a), len(b))):
        return False
    if not _close(a[:n:max(1, n // (4 * FEW))], b[:n:max(1, n // (4 * FEW))]):
        return False  # a look at a few points first: most pairs part there
    x, y = a[:n], b[:n]
    finite = np.isfinite(x) & np.isfinite(y)
    if finite.sum() < FEW or np.ptp(x[finite]) == 0:
        return False  # a constant curve matches any other constant one
    close = _agree(x, y)
    return float(close[finite].mean()) >= SAME_SHARE


def _same_at_steps(a: RunFacts, b: RunFacts) -> bool:
    """The same values at the steps both curves hold, over most of the shorter one (a console
    capture that lost rows beside the full history)."""
    short, long_ = (a, b) if a.points <= b.points else (b, a)
    # A look at a few of the shorter curve's steps first: most pairs part there, cheaply.
    probe = short.steps[np.linspace(0, short.points - 1, min(short.points, 4 * FEW)).astype(int)]
    where = np.clip(np.searchsorted(long_.steps, probe), 0, long_.points - 1)
    hit = long_.steps[where] == probe
    mine = np.clip(np.searchsorted(short.steps, probe), 0, short.points - 1)
    if int(hit.sum()) < FEW or not _close(short.values[mine][hit], long_.values[where][hit]):
        return False
    common, ia, ib = np.intersect1d(a.steps, b.steps, return_indices=True)
    if len(common) < max(FEW, 0.5 * min(a.points, b.points)):
        return False
    return _same_curve(a.values[ia], b.values[ib])


def _subsequence(a: np.ndarray, b: np.ndarray) -> bool:
    """The shorter curve's first values, in order, are among the longer's (a capture that
    dropped rows and counts its own steps): each found a little after the one before. A chance
    match of dozens of values in order is unlikely unless the longer curve is many times longer."""
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    short, long_ = short[np.isfinite(short)], long_[np.isfinite(long_)]
    if len(short) < 4 * FEW or np.ptp(short) == 0 or len(long_) > 10 * len(short):
        return False
    reach = 3 * (len(long_) // len(short)) + 10  # how far after the last match the next may be
    short = short[:_CHECKED]
    at = missed = checked = 0
    allowed = (1 - SAME_SHARE) * len(short)
    for index, value in enumerate(short):
        if at >= len(long_):
            break  # one writer stopped sooner (a buffered file cut at a kill): judged on what both hold
        window = long_[at:at + reach]
        hits = np.flatnonzero(_agree(window, np.full(len(window), value)))
        if len(hits):
            checked += 1
            at += int(hits[0]) + 1
            continue
        if at + reach >= len(long_):
            break  # the longer curve ends here: what comes after it was never in it
        checked += 1
        missed += 1
        if missed > allowed or (index < 2 * FEW and missed > 1):  # unrelated curves part within a few values
            return False
    return checked >= 4 * FEW and missed <= (1 - SAME_SHARE) * checked


def _close(x: np.ndarray, y: np.ndarray) -> bool:
    """Whether most of these values agree (NaN agrees with nothing)."""
    close = _agree(x, y)
    return bool(len(close)) and float(close.mean()) >= SAME_SHARE


def _places(values: np.ndarray) -> np.ndarray:
    """The decimal places each value was printed to (the fewest that hold it exactly), or
    _PLACES + 1 for a value held in full (a binary writer's float)."""
    out = np.full(values.shape, _PLACES + 1, dtype=np.int64)
    left = np.isfinite(values)
    for places in range(_PLACES + 1):
        scaled = values * 10.0 ** places
        exact = left & (np.abs(scaled - np.round(scaled)) <= 1e-7 * np.maximum(np.abs(scaled), 1.0))
        out[exact] = places
        left &= ~exact
    return out


def _agree(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Whether each pair is one value as two writers print it (see _PLACES)."""
    size = np.maximum(np.abs(x), np.abs(y))
    unit = 0.5 * 10.0 ** -np.minimum(_places(x), _places(y)).astype(float)
    unit = np.where(np.minimum(_places(x), _places(y)) > _PLACES, 0.0, unit)
    tolerance = np.minimum(SAME_VALUE * size, unit * (1 + 1e-9) + _FLOAT32 * size) + 1e-9
    return np.abs(x - y) <= tolerance


def resumed_as_new(runs: Sequence[RunFacts]) -> Doubts:
    """A run cut from a file that holds another run and starting where that one stopped (or
    far from step 0): a resume or a relaunch that goes on, read as a run of its own."""
    files = [_files(run) for run in runs]
    strides = [_stride(run) for run in runs]
    out: Doubts = {}
    for i, run in enumerate(runs):
        first = _first(run)
        if first is None:
            continue
        for j, other in enumerate(runs):
            end, start = _last(other), _first(other)
            if j == i or end is None or start is None or not files[i] & files[j]:
                continue
            if _another_scale(run, other, first):
                continue
            if start < first and 0 < first - end <= 3 * strides[j]:
                out[i] = (f"{run.name} starts at step {first}, right after {other.name} stopped at {end}, in the "
                          "same file: a resume read as a run of its own")
                break
            # Far from step 0 by the runs' own stride; two single points give none to measure by
            # (mmseg's first record of each launch is at its logging interval, `Iter [50/...]`).
            known = [strides[k] for k in (i, j) if runs[k].points > 1]
            if j < i and known and first > 10 * max(known) and start <= first <= end:
                out[i] = (f"{run.name} starts at step {first}, inside the steps {start}-{end} of {other.name} in "
                          "the same file and far from step 0: a resume that replays, read as a run of its own")
                break
    return out


# A run whose first loss is this many times the other's where it starts (or the reverse) draws
# a loss on another scale: another loss function or model, no resume of that run (c24: 110 after 0.69).
OTHER_SCALE = 20.0


def _another_scale(run: RunFacts, other: RunFacts, first: int) -> bool:
    """Whether `run`'s first loss and `other`'s last loss at or before step `first` are on
    scales a resume cannot join (OTHER_SCALE apart, both positive)."""
    if not run.points or not other.points:
        return False
    at = int(np.searchsorted(other.steps, first, side="right")) - 1
    mine, theirs = float(run.values[0]), float(other.values[max(at, 0)])
    if not (mine > 0 and theirs > 0) or not np.isfinite(mine) or not np.isfinite(theirs):
        return False
    return max(mine, theirs) / min(mine, theirs) >= OTHER_SCALE


def _stride(run: RunFacts) -> int:
    """The run's usual distance between logged steps (1 for a point or none)."""
    return max(1, int(np.median(np.diff(run.steps)))) if run.points > 1 else 1


def silent_restart(runs: Sequence[RunFacts]) -> Doubts:
    """A run of several files whose counter goes back to its very first step with no line that
    states it: another file's launch from scratch read as a rollback of this run."""
    out: Doubts = {}
    for i, run in enumerate(runs):
        starts = [p.start for p in run.pieces if p.start is not None]
        if len({p.source for p in run.pieces}) < 2 or not starts:
            continue
        restarts = [b for b in run.backs if not b.stated and b.step <= min(starts)]
        if restarts:
            out[i] = (f"{run.name}: the step counter goes back to {restarts[0].step}, its first step, in another file, "
                      "with no stated resume, read as a rollback: that file may be a launch from scratch, a run of "
                      "its own")
    return out


def unstated_restarts(runs: Sequence[RunFacts]) -> Doubts:
    """Rollbacks no line of the log states, whose abandoned line outgrows what is kept live: the
    counter went back, and the reading chose which launch is the run by numbers alone."""
    out: Doubts = {}
    for i, run in enumerate(runs):
        silent = [b for b in run.backs if not b.stated]
        if not silent or run.dead <= run.points:
            continue
        out[i] = (f"{run.name}: the step counter goes back {len(silent)} time(s) with no stated resume, and "
                  f"{run.dead} loss points are set aside as abandoned against {run.points} kept live: separate "
                  "launches or a second writer may have been read as rollbacks of one run")
    return out


def short_restart(runs: Sequence[RunFacts]) -> Doubts:
    """A short run whose counter goes back to its very first step with no stated resume, in one
    file, after a launch of a few points (FEW at most): a launch from scratch with the same seed
    replays the one before to the digit, as a rerun of that job does; below a training's length
    (`false_starts.MIN_TRAINING` live points, where test launches are told by size) nothing but a
    statement tells the two apart. (A relaunch that replays a launch of dozens of points and goes
    further, its patience raised, is read as its rollback on purpose, and not doubted.)"""
    out: Doubts = {}
    for i, run in enumerate(runs):
        first = _first(run)
        if first is None or run.points >= MIN_TRAINING or len(_files(run)) != 1 or run.decided:
            continue
        restarts = [b for b in run.backs if not b.stated and b.step <= first]
        if restarts and 0 < run.dead <= FEW:
            out[i] = (f"{run.name}: the step counter goes back to {restarts[0].step}, its first step, after "
                      f"{run.dead} loss point(s), with no stated resume, in a run of {run.points} points: a launch "
                      "from scratch (a run of its own, the same seed replays the same values) or a rollback; "
                      "the log does not say")
    return out


def stuttering_steps(runs: Sequence[RunFacts]) -> Doubts:
    """Dozens of rollbacks no line states, each of one or two logged steps: two writers of one
    file, or lines printed twice, read as restarts."""
    out: Doubts = {}
    for i, run in enumerate(runs):
        stride = _stride(run)
        small = [b for b in run.backs if not b.stated and b.abandoned_to - b.step <= 2 * stride]
        if len(small) >= MANY:
            out[i] = (f"{run.name}: {len(small)} rollbacks of one or two logged steps ({stride} steps apart) with no "
                      "stated resume: two writers of one file, or lines printed twice, read as restarts")
    return out


def interleaved_restarts(runs: Sequence[RunFacts]) -> Doubts:
    """Rollbacks no line states, each back over more than two logged steps, that abandon no loss
    point at all: the old timeline reached that far only by another series' line (an eval dict
    placed ahead of the training lines it came with) or a second counter, not by the loss."""
    out: Doubts = {}
    for i, run in enumerate(runs):
        stride = _stride(run)
        wide = [b for b in run.backs if not b.stated and b.abandoned_to - b.step > 2 * stride]
        if wide and run.dead == 0 and run.points >= FEW:
            out[i] = (f"{run.name}: the step counter goes back {len(wide)} time(s) (first from {wide[0].abandoned_to} "
                      f"to {wide[0].step}) with no stated resume, yet no loss point is abandoned: another series' "
                      "lines placed ahead of the loss, or a second counter, may have been read as restarts")
    return out


RULES: tuple[DoubtRule, ...] = (
    DoubtRule("D1", "lossless-run-beside-curves", lossless_beside),
    DoubtRule("D2", "twin-writers", twin_writers, judged=True),
    DoubtRule("D3", "resume-read-as-new-run", resumed_as_new),
    DoubtRule("D4", "unstated-restarts", unstated_restarts),
    DoubtRule("D5", "silent-restart", silent_restart),
    DoubtRule("D6", "stuttering-steps", stuttering_steps),
    DoubtRule("D7", "interleaved-restarts", interleaved_restarts),
    DoubtRule("D8", "aborted-start-apart", aborted_start_apart, judged=True),
    DoubtRule("D9", "counter-starts-again", counter_restarts),
    DoubtRule("D10", "loss-named-file-without-loss", loss_named_without_loss),
    DoubtRule("D12", "short-run-started-over", short_restart),
    DoubtRule("D13", "bar-passes-read-as-runs", passes_as_runs),
)


def doubts(runs: Sequence[RunFacts], rules: Sequence[DoubtRule] = RULES) -> Doubts:
    """Each doubted run of a reading with the first rule's reason (rules in order)."""
    out: Doubts = {}
    for rule in rules:
        for index, why in rule.check(runs).items():
            out.setdefault(index, why)
    return out


__all__ = ["RULES", "DoubtRule", "doubts"]
