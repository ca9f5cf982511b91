"""A table file that every launch appends to, cut where its launches start.

A trainer that writes its metrics to one table in its output folder (detectron2's
`metrics.json`) appends one stretch per launch; the table reader cuts it only where the step
goes back. Two launches that each stopped after their first logging step write that step twice
in a row, and a launch that logs its first point later than the one before it (19 after a
one-point launch at 9) goes forward. The launches are found by two rules, before the trials are
split (`identity.trials` then decides, by its own rules, which stretch is a run of its own):

- boundary: an event file of its own per launch lies beside the table (TensorBoard writes a new
  file per writer, `...<host>.<pid>.<n>`): where the table holds the first point of such a file
  (same step, same value of the same series), that file's launch starts;
- numeric: a stretch that logs its first step again, and repeats no other step, holds a launch
  per time it logs it (a repeated later step is something else: micro-batches, ranks).

A console log beside the table that prints its start-up again for every launch (or a banner)
tells the same (`_by_console`): the table's stretch whose first point is a console launch's
first loss is that launch, a run of its own though it replays the one before (two launches
from scratch with one seed agree to the digit). This is what parts it from a false start
(`identity.false_starts`), which nothing but its steps going back opened.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import PurePath

import numpy as np

from lossdoctor.identity.decision import Rank, recorded
from lossdoctor.identity.replay import deciding_series, points
from lossdoctor.model import Fragment, RawRun, Series

# Table formats a run's launches may all append to.
_TABLES = frozenset({"csv", "tsv", "jsonl"})
# Two writers' copies of one value agree this closely (a float32 event beside a float64 row).
_SAME = 1e-6
# ... and a console's print of a row's value (`loss:  7.4792` beside `7.4792351`): four or five
# significant digits.
_PRINTED = 1e-4


def _path(source: str) -> PurePath:
    return PurePath(source.split("#", 1)[0])


def _sorted(fragment: Fragment) -> bool:
    return all(len(s) < 2 or bool(np.all(np.diff(s.steps) >= 0)) for s in fragment.series.values())


def _slice(series: Series, lo: int, hi: int) -> Series:
    def part(array: np.ndarray | None) -> np.ndarray | None:
        return None if array is None else array[lo:hi]
    return replace(series, steps=series.steps[lo:hi], values=series.values[lo:hi], wall_times=part(series.wall_times),
                   fragment=part(series.fragment), bucket_min=part(series.bucket_min),
                   bucket_max=part(series.bucket_max))


def _launch_starts(raws: Sequence[RawRun], table: RawRun, ref: str) -> list[tuple[int, float, str]]:
    """(step, value, file) of the first point of `ref` in each event file beside the table."""
    folder = _path(table.sources[0]).parent
    out = []
    for raw in raws:
        if raw.format != "tensorboard":
            continue
        for fragment in raw.fragments:
            series = fragment.series.get(ref)
            if series is not None and len(series) and _path(fragment.source).parent == folder:
                out.append((int(series.steps[0]), float(series.values[0]), fragment.source))
    return out


def _console_launches(raws: Sequence[RawRun], table: RawRun) -> list[tuple[int, float, str]]:
    """(step, value, run name and file on two lines) of the first training loss of each launch a console log beside
    the table was cut into at a boundary or a statement (start-up lines printed again, a banner:
    `identity.launches`), the file's first launch included: the launches that appended to the
    table too. None when the log holds one launch (a console that only repeats the table)."""
    folder = _path(table.sources[0]).parent
    by_file: dict[str, list[RawRun]] = {}
    for raw in raws:
        if raw.format in _TABLES or raw.format == "tensorboard" or len(raw.sources) != 1:
            continue
        if _path(raw.sources[0]).parent == folder and raw.fragments:
            by_file.setdefault(raw.sources[0], []).append(raw)
    out = []
    for launches in by_file.values():
        opened = [any(d.kind == "new run" and d.rank > Rank.NUMERIC for d in recorded(raw.meta))
                  for raw in launches[1:]]
        if len(launches) < 2 or not all(opened):
            continue
        for raw in launches:
            drawn = points(raw.fragments, deciding_series(raw.fragments))
            if drawn is not None and len(drawn[0]):
                order = np.argsort(drawn[0], kind="stable")
                out.append((int(drawn[0][order[0]]), float(drawn[1][order[0]]), f"{raw.name}\n{raw.sources[0]}"))
    return out


def _cuts(series: Series, starts: list[tuple[int, float, str]], close: float = _SAME) -> dict[int, str]:
    """Positions in `series` where the launch of an event file beside it starts: the file."""
    steps, values = series.steps, series.values
    cuts: dict[int, str] = {}
    for step, value, source in starts:
        lo, hi = int(np.searchsorted(steps, step, "left")), int(np.searchsorted(steps, step, "right"))
        same = np.flatnonzero(np.abs(values[lo:hi] - value) <= close * max(abs(value), 1.0))
        if len(same) == 1:
            cuts[lo + int(same[0])] = source
    return cuts


def _again(series: Series, lo: int, hi: int) -> dict[int, str]:
    """Positions in series[lo:hi] that log its first step again, when no other step repeats."""
    steps = series.steps[lo:hi]
    if len(steps) < 2:
        return {}
    repeats = np.flatnonzero(np.diff(steps) == 0) + 1
    if not len(repeats) or np.any(steps[repeats] != steps[0]):
        return {}
    return {lo + int(i): f"step {int(steps[0])} logged again: a launch that stopped after its first logging step "
                         "before it" for i in repeats.tolist()}


def _cut(fragment: Fragment, raws: Sequence[RawRun], table: RawRun, ref: str) -> list[Fragment]:
    series = fragment.series.get(ref)
    if series is None or len(series) < 2 or not _sorted(fragment):
        return [fragment]
    files = _cuts(series, _launch_starts(raws, table, ref))
    cuts = {at: f"the first point of {source}, an event file of its own launch" for at, source in files.items() if at}
    bounds = [0, *sorted(cuts), len(series)]
    for lo, hi in zip(bounds[:-1], bounds[1:]):
        cuts.update(_again(series, lo, hi))
    if not cuts:
        return [replace(fragment, meta={**fragment.meta, "launch_file": files[0]})] if 0 in files else [fragment]
    # Every series is cut at the same (step, n-th point at that step) as the deciding one.
    keys = [(int(series.steps[p]), p - int(np.searchsorted(series.steps, series.steps[p], "left")))
            for p in sorted(cuts)]
    pieces = []
    edges: dict[str, list[int]] = {}
    for name, other in fragment.series.items():
        at = [min(int(np.searchsorted(other.steps, step, "left")) + nth,
                  int(np.searchsorted(other.steps, step, "right"))) for step, nth in keys]
        edges[name] = [0, *at, len(other)]
    at = [0, *sorted(cuts)]
    for index, position in enumerate(at):
        part = {name: _slice(s, edges[name][index], edges[name][index + 1]) for name, s in fragment.series.items()}
        part = {name: s for name, s in part.items() if len(s)}
        if part:
            meta = dict(fragment.meta)
            if position:
                meta["launch_cut"] = cuts[position]
            if position in files:
                # The event file whose launch wrote this stretch too (`identity.writers` joins them).
                meta["launch_file"] = files[position]
            pieces.append(replace(fragment, series=part, markers=fragment.markers if not index else (), meta=meta))
    return pieces


def _by_console(raw: RawRun, raws: Sequence[RawRun], ref: str) -> list[Fragment]:
    """The table's fragments, each that a console's launch beside it starts (its first point is
    that launch's first loss, at the console's printed precision; the launches are taken in order,
    as the table's stretches are) told so: `launch_cut` (a boundary: the console printed its
    start-up again there) and `launch_run`, the console's run of it (its name and file)."""
    starts = _console_launches(raws, raw)
    if len(starts) < 2:
        return raw.fragments
    out = []
    launches = iter(starts)
    taken = next(launches, None)
    for index, fragment in enumerate(raw.fragments):
        series = fragment.series.get(ref)
        if series is None or not len(series) or taken is None:
            out.append(fragment)
            continue
        step, value, run = taken
        name = run.split("\n", 1)[0]
        first = float(series.values[0])
        if int(series.steps[0]) == step and abs(first - value) <= _PRINTED * max(abs(value), 1e-12):
            meta = {**fragment.meta, "launch_run": run}
            if index:
                meta["launch_cut"] = f"the first loss of {name}, a launch the console beside opened"
            out.append(replace(fragment, meta=meta))
            taken = next(launches, None)
        else:
            out.append(fragment)
    return out


def cut_appended(raws: list[RawRun]) -> list[RawRun]:
    """Every table RawRun of one file with its fragments cut where a launch starts (module doc)."""
    for raw in raws:
        if raw.format not in _TABLES or len({str(_path(s)) for s in raw.sources}) != 1 or not raw.fragments:
            continue
        ref = deciding_series(raw.fragments)
        if ref is None:
            continue
        fragments = [piece for fragment in raw.fragments for piece in _cut(fragment, raws, raw, ref)]
        if len(fragments) != len(raw.fragments):
            raw.fragments = [replace(f, order=i) for i, f in enumerate(fragments)]
        raw.fragments = _by_console(raw, raws, ref)
    return raws


__all__ = ["cut_appended"]
