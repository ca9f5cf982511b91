"""The console reader audits its own reading: coverage, then plausibility.

A reading is what the scanner made of a log: records, then runs and fragments. It can be
wrong in ways no single line shows: a counter taken for the step that is not one, lines of
the loss passed over by the thousand, a log cut into dozens of runs. So every reading is
checked before it is reported:

- coverage: of the lines that print a loss-like number beside a counter, the share that the
  reading turned into points (a line of a shape that gave points counts as read: ranks that
  print one line eight times are one point);
- plausibility: runs per file, fragments that each hold a handful of points, one-step
  rollbacks by the dozen.

The reader tries its alternatives when a reading fails either check and keeps the best one;
when none passes, the reading carries a `doubt`, and the run is not judged (LD001).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

import numpy as np

from lossdoctor.ingest.textlog.generic.redraws import drawn_over
from lossdoctor.ingest.textlog.generic.scan import ABBREVIATED, SEGMENTS, Records
from lossdoctor.model import RawRun
from lossdoctor.roles import Role

# A loss-like name followed by a number: `loss: 2.31`, `'train_loss': 2.3`, `xent = 7.6`.
# `nll` and `xent` start a word (`val_nll`), not end one (`conll2003` is a dataset's name).
# A setting named after the loss (`loss_scale`, `loss_weight`, `loss_type`) is no loss value: a
# config line that prints one is no loss line the reading left out.
LOSSY = re.compile(r"(?i)(?:loss|(?<![a-z])xent|(?<![a-z])nll)(?!_?(?:scale|weight|type|fn|coef))[\w/]*['\"]?\s*[:=]?\s*['\"]?\s*"
                   r"[-+]?(?:\d|\.\d|nan|inf)")
_DIGITS = re.compile(r"\d+")
# A number as printed (`0.2`, `1e-4`, `12`): one number, where `_DIGITS` sees `0.2` as two runs.
_NUMBER = re.compile(r"\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+")
# Below this share of the loss lines read, a reading has left most of the log out.
MIN_COVERAGE = 0.5
# Plausibility limits, for a log a person reads as one or a few runs.
_MANY = 5
_HANDFUL = 10


@dataclass
class Audit:
    """What the checks found of one reading."""

    covered: int = 0
    candidates: int = 0
    reasons: list[str] = field(default_factory=list)
    # Loss values in the log's lines, and loss points in the runs built (`values.py`).
    values_seen: int = 0
    points_kept: int = 0
    # Of the points kept, those a newer fragment abandons with no line stating it: kept, but dead
    # (no coverage where the lines print no step: `numbered_rollbacks`).
    dead: int = 0

    @property
    def coverage(self) -> float | None:
        """The share of the loss values seen that became points; without a value seen (a loss
        named by `--loss KEY`, a perplexity), the share of loss lines read; None when the log
        prints neither. (Points a rollback no line states abandons are said in the doubt, and
        judged by `numbered_rollbacks` where the lines print no step.)"""
        if self.values_seen:
            return min(1.0, self.points_kept / self.values_seen)
        return None if not self.candidates else min(1.0, self.covered / self.candidates)

    @property
    def plausible(self) -> bool:
        """Whether the reading can be reported as fact."""
        return not self.reasons and (self.coverage is None or self.coverage >= MIN_COVERAGE)

    def score(self) -> tuple[int, float]:
        """Higher is better: fewer implausibilities first, then more coverage."""
        return (-len(self.reasons), self.coverage if self.coverage is not None else 1.0)

    def doubt(self) -> str | None:
        """One sentence saying why the reading is not plausible, or None when it is."""
        parts = list(self.reasons)
        coverage = self.coverage
        if coverage is not None and coverage < MIN_COVERAGE and self.values_seen:
            dead = f"; {self.dead} of those set aside as abandoned by rollbacks no line states" if self.dead else ""
            parts.append(f"only {self.points_kept} of the {self.values_seen} loss values the log prints became "
                         f"points ({coverage:.0%}{dead}): the others were lost to repeated steps or lines no reading took")
        elif coverage is not None and coverage < MIN_COVERAGE:
            parts.append(f"only {self.covered} of {self.candidates} lines that print a loss became points "
                         f"({coverage:.0%})")
        return "; ".join(parts) or None


def coverage(text: str | Sequence[str], records: Records) -> tuple[int, int]:
    """(loss lines read, loss lines) of a log: a line counts as read when it, or a line of its
    shape (its text without digits, one print statement), gave a record.

    Counted per shape, not per line (a million-line log has a few dozen shapes); only lines with
    `\r` redraws are looked at segment by segment.
    """
    lines = records.lines or (text.split("\n") if isinstance(text, str) else text)
    positions = records.arrays()[0]
    read_line = np.zeros(len(lines) + 1, dtype=bool)
    read_line[np.clip(positions // SEGMENTS - 1, 0, len(lines))] = True
    read_line[list(records.accounted)] = True
    groups: Mapping[bytes, Sequence[int]] = records.groups or {_DIGITS.sub("", line).encode(): [i] for i, line in enumerate(lines)}
    redrawn: list[int] = []
    candidates = covered = 0
    for key, indices in groups.items():
        if b"\r" in key:
            redrawn += indices
            continue
        was_read = bool(read_line[indices[0]] or read_line[np.asarray(indices)].any())
        # A loss alone on its line (`    train/CrossEntropyLoss=4.117` in a block under a
        # `[step=N/T]` header) has no counter beside it, but once read it is a loss line too:
        # else a config line that names a loss is the only candidate, and the audit's share is
        # that line's.
        if not (_loss_line(lines[indices[0]]) or (was_read and LOSSY.search(lines[indices[0]]))):
            continue
        candidates += len(indices)
        if was_read:
            covered += len(indices)
    if redrawn:
        read = set(positions.tolist()) | {(line + 1) * SEGMENTS for line in records.accounted}
        headed = any(b"poch" in key for key in records.groups)
        done, seen = _redraws(lines, redrawn, read, headed)
        covered, candidates = covered + done, candidates + seen
    return covered, candidates


def _loss_line(text: str) -> bool:
    """A loss-like number beside at least one other number (a counter). Numbers, not digit
    runs: a config line `LOSS_WEIGHT: 0.2` prints one number and no counter."""
    return LOSSY.search(text) is not None and len(_NUMBER.findall(text)) >= 2


def _redraws(lines: Sequence[str], indices: Sequence[int], read: set[int], headed: bool = True) -> tuple[int, int]:
    """Coverage of lines a progress bar redrew with `\r`: segment by segment (`headed`: some
    line names an epoch, `redraws.drawn_over`)."""
    read_shapes = set()
    for index in indices:
        parts = lines[index].split("\r")
        for number, part in enumerate(parts):
            if (index + 1) * SEGMENTS + min(number, SEGMENTS - 1) in read:
                read_shapes.add(_DIGITS.sub("", part))
    candidates = covered = 0
    for index in indices:
        segments = lines[index].split("\r")
        hidden = drawn_over(segments, headed)
        for number, segment in enumerate(segments):
            if number in hidden or not _loss_line(segment):
                continue
            candidates += 1
            at = (index + 1) * SEGMENTS + min(number, SEGMENTS - 1)
            if at in read or _DIGITS.sub("", segment) in read_shapes:
                covered += 1
    return covered, candidates


def plausibility(runs: Sequence[RawRun], relaunched: int = 0) -> list[str]:
    """Why the runs and fragments of a reading are not what a person sees, if they are not.

    `relaunched` counts the runs the log itself opens with its program's start-up lines
    (`launches.py`): when most restarts are announced so, short runs are short launches (each
    crashed or was stopped early), not one curve cut into pieces by a wrong counter.
    """
    reasons = []
    sizes = [_points(run.fragments) for run in runs]
    announced = relaunched > 0 and relaunched * 2 >= len(runs) - 1
    if len(runs) > _MANY and np.median(sizes) < _HANDFUL and not announced and _continuing(runs):
        reasons.append(f"the log reads as {len(runs)} runs of {int(np.median(sizes))} points each (median), "
                       "each taking up the curve where the one before left it")
    # A launch is a fragment of its own: only the fragments within launches say something more.
    fragments = [fragment for run in runs if not announced or len(run.fragments) > 1 for fragment in run.fragments]
    # A fragment with no loss at all (a feature-importance table printed after a booster, its row
    # numbers read as steps) is no piece of the curve: when others hold the loss, it says nothing.
    lossy = [fragment for fragment in fragments if _has_loss(fragment)]
    fragments = lossy or fragments
    per_fragment = [_points([fragment]) for fragment in fragments]
    if len(fragments) > _MANY and np.median(per_fragment) < _HANDFUL:
        reasons.append(f"{len(fragments)} fragments of {int(np.median(per_fragment))} points each (median)")
    small = sum(_small_rollbacks(run) for run in runs)
    if small > _MANY:
        reasons.append(f"{small} rollbacks of one or two logged steps (two counters interleave)")
    return reasons


def numbered_rollbacks(records: Records, dead: int) -> list[str]:
    """Why a reading whose loss lines print no step (numbered in line order) is implausible when
    its runs go back with no line stating it: lines in order are one curve, so another counter's
    steps (or a misplaced line) cut it, and the points it abandons are no coverage."""
    if not dead:
        return []
    used = {source: count for source, count in records.sources.items() if count and source != "context"}
    if not used or not max(used, key=lambda source: used[source]).startswith("count"):
        return []
    return [f"{dead} loss points set aside as abandoned though the loss lines print no step: lines numbered "
            "in order go back only where the log states a relaunch"]


def step_fields(records: Records) -> list[str]:
    """Why the step field is no step, when many loss lines print one with a fraction."""
    from lossdoctor.ingest.textlog.generic.scan import FRACTION

    fractions = records.passed.get(FRACTION, 0)
    if fractions * 10 < sum(records.sources.values()) + fractions:
        return []
    return [f"{fractions} loss lines print their step field with a fraction (`0.25`), which is no step"]


def _continuing(runs: Sequence[RawRun]) -> bool:
    """Whether most runs start near where the run before ended rather than where the first run
    started: one curve cut into pieces (a wrong step counter), not relaunches from scratch."""
    ends = [_first_last(run) for run in runs]
    known = [(a, b) for a, b in zip(ends, ends[1:]) if a is not None and b is not None]
    if not known or ends[0] is None:
        return False
    start = ends[0][0]
    went_on = sum(1 for before, after in known if abs(after[0] - before[1]) < abs(after[0] - start))
    return went_on * 2 >= len(known)


def _first_last(run: RawRun) -> tuple[float, float] | None:
    """The first and last finite value of the run's most logged loss-like series."""
    from lossdoctor.roles import Role

    best = None
    for fragment in run.fragments:
        for series in fragment.series.values():
            if series.role is Role.LOSS and (best is None or len(series) > len(best)):
                best = series
    if best is None:
        return None
    finite = best.values[np.isfinite(best.values)]
    return (float(finite[0]), float(finite[-1])) if len(finite) else None


def _has_loss(fragment: object) -> bool:
    """Whether a fragment holds a training or evaluation loss series."""
    return any(s.role in (Role.LOSS, Role.EVAL_LOSS) for s in getattr(fragment, "series", {}).values())


def _points(fragments: Sequence[object]) -> int:
    best = 0
    for fragment in fragments:
        series = getattr(fragment, "series", {})
        best = max(best, max((len(s) for s in series.values()), default=0))
    return best


def _small_rollbacks(run: RawRun) -> int:
    """Joins where a fragment starts one or two logging intervals behind the step the one
    before it reached."""
    count = 0
    for before, after in zip(run.fragments, run.fragments[1:]):
        span, start = before.step_range(), after.step_range()
        if span is None or start is None:
            continue
        interval = _interval(before)
        if interval and span[1] - 2 * interval <= start[0] <= span[1]:
            count += 1
    return count


def _interval(fragment: object) -> int:
    series = max(getattr(fragment, "series", {}).values(), key=len, default=None)
    if series is None or len(series) < 2:
        return 0
    return int(np.median(np.diff(np.sort(series.steps))))


# How each step source of the scanner reads in the report, and its unit.
_SOURCES: tuple[tuple[str, str, str], ...] = (
    ("key ", "{name}", "steps"),
    ("epoch × ", "the batch within its epoch ({name})", "steps"),
    ("Keras batches", "epoch and batch of Keras' progress bar", "steps"),
    ("progress bar", "the progress bar's counter", "steps"),
    ("epoch header", "the `Epoch N/M` line before each result", "epochs"),
    ("epoch column", "the Epoch column", "epochs"),
    ("epoch pair", "`[epoch, batch]`", "steps"),
    ("epoch", "the epoch number", "epochs"),
    ("positional", "the number that starts each line", "steps"),
    ("the order of loss lines that came in bursts", "{name}", "steps"),
    ("count placed", "the order of the lines, every N steps as another counter's lines place them", "steps"),
    ("count", "the order of the lines (no step printed)", "lines"),
    ("line order", "the order of the lines (the printed counter did not read as one curve)", "lines"),
    ("context", "the step of the training line before", "steps"),
)


def step_source(records: Records) -> dict[str, str] | None:
    """Which counter is the step, and its unit: the source most records took their step from."""
    used = {source: count for source, count in records.sources.items() if count and source != "context"}
    if not used:
        # Every record placed by the line before it (a progress bar's counter, its `epoch`).
        return step_source_named("context") if records.sources.get("context") else None
    main = max(used, key=lambda source: used[source])
    if main == "count":
        placed = _count_placed(records)
        if placed is not None:
            return placed
    if main.endswith(ABBREVIATED):
        found = step_source_named(main[: -len(ABBREVIATED)])
        return {"name": f"{found['name']}, printed abbreviated (K = 1,000, M = 1,000,000)", "unit": found["unit"]}
    return step_source_named(main)


def _count_placed(records: Records) -> dict[str, str] | None:
    """Where step-less records numbered in order went, when the reading placed them on a step
    axis (`assemble.rows`): every `logging_steps`, or along the epoch each prints (HF Trainer
    dicts: `'epoch': 6.144` times the steps per epoch its banner or summary states). The count
    alone is no step; None when it is what the steps are."""
    from lossdoctor.ingest.textlog.generic.assemble import epoch_steps

    if records.logging_steps:
        return {"name": f"the order of the lines every logging_steps={records.logging_steps} steps (no step printed)",
                "unit": "steps"}
    if records.steps_per_epoch and epoch_steps(records) is not None:
        return {"name": f"the epoch each line prints × {records.steps_per_epoch:g} steps per epoch (no step printed)",
                "unit": "steps"}
    return None


def step_source_named(main: str) -> dict[str, str]:
    """The report's words and unit for one step source of the scanner."""
    for prefix, words, unit in _SOURCES:
        if main.startswith(prefix):
            return {"name": words.format(name=main[len(prefix):].strip("'") if prefix == "key " else main),
                    "unit": unit}
    return {"name": main, "unit": "steps"}


def reading_of(audit: Audit, label: str, records: Records, others: list[tuple[str, str | None]]) -> dict[str, object]:
    """The run's `reading` (CONTRACT.md): coverage, step source, lines passed over, doubt."""
    passed = dict(records.passed)
    if records.summaries:
        passed["end-of-run summary lines"] = records.summaries
    unread = audit.candidates - audit.covered
    if unread > 0:
        passed["lines with a loss of a shape no reading took"] = unread
    doubt = audit.doubt()
    why = (f"the first reading failed its audit ({'; '.join(d for _, d in others if d)})"
           if others and label != "as printed" else "")
    return {
        "reader": "console",
        "reading": label,
        "coverage": None if audit.coverage is None else round(audit.coverage, 4),
        "values_seen": audit.values_seen,
        "points_kept": audit.points_kept,
        "step_source": step_source(records),
        "passed_over": passed,
        "doubt": None if doubt is None else f"no reading of this log is plausible: {doubt}",
        "alternatives": [{"reading": name, "doubt": d} for name, d in others],
        "why": why,
    }
