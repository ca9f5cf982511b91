"""Fragments -> one Run: order by write time, drop abandoned timelines, keep them as evidence."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.model import Fragment, FragmentInfo, RawRun, Run, Series
from lossdoctor.roles import Role, choose_primary, primary_reason
from lossdoctor.stitching import segments
from lossdoctor.stitching.concurrent import chains, describe, overlaps
from lossdoctor.stitching.frozen import moving_primary
from lossdoctor.stitching.joins import View, find_joins, mark_epilogues
from lossdoctor.stitching.order import order_fragments
from lossdoctor.stitching.replay import replay_checks
from lossdoctor.watched import choose as choose_watched
from lossdoctor.watched import notes as watch_notes

_NEVER = np.iinfo(np.int64).max


def stitch(raw: RawRun, loss_keys: Sequence[str] = ()) -> Run:
    """Apply the stitch rule to one run's fragments.

    Every point of an older fragment at a step at or after the first step of a newer
    fragment is dead: dropped from the live curve, kept in `Run.dead` tagged with its
    fragment. Inside one fragment a point is dead when a later point of the same series
    logs a step at or below it (a repeated step keeps its last write). Fragments written
    at the same time (concurrent writers) never kill each other's points; `api.load`
    splits them into separate runs before stitching (see `split_concurrent`).
    """
    fragments = [_without_copies(_with_loss_roles(f, loss_keys)) for f in order_fragments(raw.fragments)]
    totals: dict[str, tuple[Role, int]] = {}
    for fragment in fragments:
        for name, series in fragment.series.items():
            role, count = totals.get(name, (series.role, 0))
            totals[name] = (role, count + len(series))
    guess = choose_primary(((n, r, c) for n, (r, c) in totals.items()), tuple(loss_keys))

    found = overlaps(fragments)
    chain_of = chains(fragments, found)
    concurrent = [describe(fragments, o) for o in found]
    warnings = list(raw.warnings) + [w for w in concurrent if w not in raw.warnings]

    views, inner = zip(*(_view(i, f, chain_of[i], guess) for i, f in enumerate(fragments))) if fragments else ((), ())
    mark_epilogues(views)
    live, dead, dead_count = _apply_rule(fragments, inner, _cutoffs(views, {(o.first, o.second) for o in found}))
    # A reader's hint (the primary of the other runs of its file) comes after the user's `--loss`.
    hinted = raw.meta.get("primary_hint")
    preferred = tuple(loss_keys) + ((hinted,) if isinstance(hinted, str) and not loss_keys else ())
    primary = choose_primary(((n, s.role, len(s)) for n, s in live.items()), preferred)
    primary, frozen_note = moving_primary(live, primary, preferred)
    if frozen_note is not None:
        warnings.append(frozen_note)
    # An RL loop's log of rewards or scores (`generic/rewards.py`): its outcome is no loss to watch.
    # So is a log of accuracies and no loss (`generic/metricsonly.py`): it shows how well the model
    # does, not what it minimised.
    outcomes = bool(raw.meta.get("rl_outcomes_only") or raw.meta.get("metrics_only"))
    watched = None if primary is not None or outcomes else choose_watched((n, s.role, len(s)) for n, s in live.items())
    if watched is not None:
        primary = watched.name
        warnings += watch_notes(live[watched.name], watched)
    reason = primary_reason(primary, live) if primary is not None else None
    if reason is not None and reason not in warnings:
        warnings.append(reason)

    joined = find_joins(views, [(o.first, o.second) for o in found])
    warnings += [w for w in joined.warnings if w not in warnings]
    warnings += _repeat_warnings(fragments)
    warnings += [w for w in _offline_resume_warnings(fragments) if w not in warnings]
    checks = replay_checks(fragments, views, joined, primary)
    info = _fragment_info(fragments, primary, dead_count)
    meta: dict[str, Any] = dict(raw.meta)
    meta["stitch"] = {"joins": joined.notes, "concurrent": concurrent}
    if watched is not None:
        meta["watched"] = {"series": watched.name, "higher_is_better": watched.higher, "kind": watched.kind,
                           "why": watched.why}
    return Run(
        name=raw.name, format=raw.format, sources=tuple(raw.sources), fragments=tuple(fragments),
        fragment_info=tuple(info), series=live, dead=dead, joins=tuple(joined.joins),
        rollbacks=tuple(joined.rollbacks), replay_checks=tuple(checks), primary=primary,
        warnings=tuple(warnings), meta=meta,
    )


def _apply_rule(fragments: Sequence[Fragment], inner: Sequence[dict[str, np.ndarray]], cutoff: Sequence[int],
                ) -> tuple[dict[str, Series], dict[str, Series], dict[str, list[int]]]:
    """Split every point into live and dead; count dead points per series and fragment."""
    live_parts: dict[str, list[Series]] = {}
    dead_parts: dict[str, list[Series]] = {}
    dead_count: dict[str, list[int]] = {}
    for index, fragment in enumerate(fragments):
        for name, series in fragment.series.items():
            tagged = _tag(series, index)
            dead = inner[index][name] | (tagged.steps >= cutoff[index])
            if dead.any():
                live_parts.setdefault(name, []).append(tagged.select(~dead))
                dead_parts.setdefault(name, []).append(tagged.select(dead))
            else:  # the usual case: nothing superseded, so no copies of million-point arrays
                live_parts.setdefault(name, []).append(tagged)
                dead_parts.setdefault(name, []).append(tagged.select(dead))
            dead_count.setdefault(name, [0] * len(fragments))[index] += int(dead.sum())
    live: dict[str, Series] = {}
    dead_series: dict[str, Series] = {}
    for name, parts in live_parts.items():
        live[name], overwritten = _live(parts)
        assert overwritten.fragment is not None  # every part was tagged by _tag
        for index in overwritten.fragment.tolist():
            dead_count[name][index] += 1
        merged = _concat(dead_parts[name] + [overwritten])
        if len(merged):
            dead_series[name] = _by_step(merged)
    return live, dead_series, dead_count


def _with_loss_roles(fragment: Fragment, loss_keys: Sequence[str]) -> Fragment:
    """`--loss KEY` makes KEY a training loss whatever its name suggests."""
    if not any(key in fragment.series and fragment.series[key].role is not Role.LOSS for key in loss_keys):
        return fragment
    series = {name: s.with_role(Role.LOSS) if name in loss_keys else s for name, s in fragment.series.items()}
    return Fragment(fragment.source, series, fragment.wall_start, fragment.order, fragment.markers, fragment.meta)


def _without_copies(fragment: Fragment) -> Fragment:
    """The fragment without points that repeat the point just before them (same step, same
    value): a JSONL eval row that repeats the train row's `epoch`, a rank that prints the same
    line again. One point written twice is one point, neither dead nor a double write."""
    changed: dict[str, Series] = {}
    for name, series in fragment.series.items():
        steps, values = series.steps, series.values
        if len(steps) < 2:
            continue
        same_step = steps[1:] == steps[:-1]
        if not same_step.any():
            continue
        copy = same_step & ((values[1:] == values[:-1]) | (np.isnan(values[1:]) & np.isnan(values[:-1])))
        if copy.any():
            keep = np.ones(len(steps), dtype=bool)
            keep[1:] = ~copy
            changed[name] = series.select(keep)
    if not changed:
        return fragment
    return Fragment(fragment.source, {**fragment.series, **changed}, fragment.wall_start, fragment.order,
                    fragment.markers, fragment.meta)


def _tag(series: Series, index: int) -> Series:
    return Series(series.name, series.steps, series.values, series.wall_times, role=series.role,
                  fragment=np.full(len(series), index, dtype=np.int32),
                  bucket_min=series.bucket_min, bucket_max=series.bucket_max)


def _placeholder(name: str, series: Series, fragment: Fragment) -> bool:
    """Lightning's `hp_metric` (-1 at step 0, written whenever a logger starts, `trainer.test()`
    included): not a training step, so it restarts nothing."""
    return name == "hp_metric" and len(series) <= 1 and len(fragment.series) > 1


def _view(index: int, fragment: Fragment, chain: int, guess: str | None) -> tuple[View, dict[str, np.ndarray]]:
    """The facts about one fragment, and its points superseded inside it (per series)."""
    ref = segments.reference(fragment, guess)
    found = segments.restarts(ref)
    inner: dict[str, np.ndarray] = {}
    start: int | None = None
    end: int | None = None
    for name, series in fragment.series.items():
        dead = segments.superseded(series.steps) | segments.killed_by_restarts(series, found)
        inner[name] = dead
        if len(series) and not _placeholder(name, series, fragment):
            start = int(series.steps.min()) if start is None else min(start, int(series.steps.min()))
            alive = series.steps[~dead]
            if len(alive):
                end = int(alive.max()) if end is None else max(end, int(alive.max()))
    if start is not None:
        # purge_step: TensorBoard drops everything at or after the session's start step.
        for marker in fragment.markers:
            if marker.kind == "session_start" and marker.step < start:
                start = marker.step
    loss_end = None
    if guess is not None and guess in fragment.series:
        alive = fragment.series[guess].steps[~inner[guess]]
        loss_end = int(alive.max()) if len(alive) else None
    ref_steps = ref.steps if ref is not None else np.zeros(0, np.int64)
    ref_alive = ~inner[ref.name] if ref is not None else np.zeros(0, bool)
    diffs = np.diff(ref_steps)
    gaps = diffs if bool(np.all(diffs >= 0)) else np.diff(np.sort(ref_steps))
    gaps = gaps[gaps > 0]
    interval = int(np.median(gaps)) if len(gaps) else 1
    view = View(index=index, source=fragment.source, chain=chain, start=start, end=end,
                interval=max(interval, 1), ref_steps=ref_steps, ref_alive=ref_alive,
                restarts=found, markers=tuple(fragment.markers), loss_end=loss_end)
    return view, inner


def _cutoffs(views: Sequence[View], concurrent: set[tuple[int, int]]) -> list[int]:
    """For each fragment, the lowest start of any later fragment not written alongside it.

    Fragments that ran at the same time never end each other's timelines; a later
    restart ends both. An epilogue (see `mark_epilogues`) ends nothing.
    """
    cutoff = [_NEVER] * len(views)
    starts = [(v.index, v.start) for v in views if v.start is not None and not v.epilogue]
    if not concurrent:
        running = _NEVER
        for view in reversed(views):
            cutoff[view.index] = running
            if view.start is not None and not view.epilogue:
                running = min(running, view.start)
        return cutoff
    for view in views:
        later = [start for index, start in starts if index > view.index and (view.index, index) not in concurrent]
        cutoff[view.index] = min(later, default=_NEVER)
    return cutoff


def _concat(parts: list[Series]) -> Series:
    parts = [p for p in parts if len(p)] or parts[:1]
    first = parts[0]
    if len(parts) == 1:
        return first

    def cat(attr: str) -> np.ndarray | None:
        arrays = [getattr(p, attr) for p in parts]
        return None if any(a is None for a in arrays) else np.concatenate(arrays)

    return Series(first.name, np.concatenate([p.steps for p in parts]), np.concatenate([p.values for p in parts]),
                  cat("wall_times"), role=first.role, fragment=cat("fragment"),
                  bucket_min=cat("bucket_min"), bucket_max=cat("bucket_max"))


def _live(parts: list[Series]) -> tuple[Series, Series]:
    """The live curve sorted by step; repeated steps (only possible between concurrent
    writers) keep the write of the later fragment, the others are returned as dead."""
    merged = _by_step(_concat(parts))
    if len(merged) < 2 or bool(np.all(merged.steps[1:] > merged.steps[:-1])):
        return merged, merged.select(np.zeros(len(merged), dtype=bool))
    keep = np.ones(len(merged), dtype=bool)
    keep[:-1] = merged.steps[1:] != merged.steps[:-1]
    return merged.select(keep), merged.select(~keep)


def _by_step(series: Series) -> Series:
    """Stable sort by step (skipped when already in order, the usual case)."""
    if len(series) < 2 or bool(np.all(series.steps[1:] >= series.steps[:-1])):
        return series
    return series.select(np.argsort(series.steps, kind="stable"))


def _offline_resume_warnings(fragments: Sequence[Fragment]) -> list[str]:
    """W&B fragments after the first that asked to resume offline and restarted `_step` at 0.

    Judged here, on the ordered fragments of the stitched run, so that it is said however
    the fragments were given: a parent folder, or the run folders one by one.
    """
    out = []
    for fragment in fragments[1:]:
        meta = fragment.meta
        if not (meta.get("resume_requested") and not meta.get("resumed") and meta.get("step_key") == "_step"):
            continue
        span = fragment.step_range()
        if span is not None and span[0] == 0:
            out.append(f"{fragment_label(fragment.source)}: resumed with the same run id while offline; W&B "
                       "restarted _step at 0, so its steps are not training steps (log a step key such "
                       "as train/global_step)")
    return out


def fragment_label(source: str) -> str:
    """A fragment's file with its folder (`offline-run-.../run-x.wandb`): W&B names every
    resume's file alike, so the bare file name does not tell them apart."""
    path = Path(source.split("#", 1)[0])
    return f"{path.parent.name}/{path.name}" if path.parent.name else path.name


def _repeat_warnings(fragments: Sequence[Fragment]) -> list[str]:
    out = []
    for fragment in fragments:
        counts = {name: int(segments.repeats(s.steps).sum()) for name, s in fragment.series.items()}
        counts = {name: n for name, n in sorted(counts.items()) if n}
        if counts:
            total = sum(counts.values())
            which = ", ".join(f"{name} x{n}" for name, n in counts.items())
            out.append(f"{fragment.source}: {total} point{'s' if total != 1 else ''} logged the same step "
                       f"twice in a row ({which}); the later write is live, the earlier one is counted "
                       f"as a dead point")
    return out


def _fragment_info(fragments: Sequence[Fragment], primary: str | None,
                   dead_count: dict[str, list[int]]) -> list[FragmentInfo]:
    info = []
    for index, fragment in enumerate(fragments):
        span = fragment.step_range()
        if primary is None:  # no main loss: count every series, dead points included
            points = sum(len(s) for s in fragment.series.values())
            dead = sum(counts[index] for counts in dead_count.values() if index < len(counts))
        else:
            points = len(fragment.series[primary]) if primary in fragment.series else 0
            dead = dead_count.get(primary, [0] * len(fragments))[index]
        info.append(FragmentInfo(
            index=index, source=fragment.source,
            start_step=span[0] if span else None, end_step=span[1] if span else None,
            points=points, dead_points=dead, wall_start=fragment.wall_start,
        ))
    return info
