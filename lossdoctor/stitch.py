"""Fragments -> one Run: order by write time, drop abandoned timelines, keep them as evidence."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import (
    Fragment, FragmentInfo, Join, RawRun, Rollback, Run, Series,
)
from lossdoctor.roles import Role, choose_primary


def merge(raws: Sequence[RawRun], name: str | None = None) -> RawRun:
    """Several RawRuns that are fragments of one training run, as one RawRun."""
    first = raws[0]
    if len(raws) == 1 and name is None:
        return first
    formats = sorted({raw.format for raw in raws})
    merged = RawRun(
        name=name or first.name,
        format=formats[0] if len(formats) == 1 else "+".join(formats),
        fragments=[fragment for raw in raws for fragment in raw.fragments],
        sources=[source for raw in raws for source in raw.sources],
        warnings=[warning for raw in raws for warning in raw.warnings],
        identity=first.identity,
        meta=dict(first.meta),
    )
    return merged


def order_fragments(fragments: Sequence[Fragment]) -> list[Fragment]:
    """Stitch order: first wall time, then the order the reader found them in.

    A fragment without wall times keeps its place after the fragment read before it.
    """
    keyed = []
    last_wall = -np.inf
    for position, fragment in enumerate(fragments):
        wall = fragment.wall_start
        if wall is None or not np.isfinite(wall):
            wall = last_wall
        last_wall = wall
        keyed.append((wall, position, fragment))
    keyed.sort(key=lambda item: (item[0], item[1]))
    return [fragment for _, _, fragment in keyed]


def _first_step(fragment: Fragment) -> int | None:
    firsts = [int(s.steps[0]) for s in fragment.series.values() if len(s)]
    return min(firsts) if firsts else None


def stitch(raw: RawRun, loss_keys: Sequence[str] = ()) -> Run:
    """Apply the stitch rule to one run's fragments.

    Every point of an older fragment at a step at or after the first step of a newer
    fragment is dead: dropped from the live curve, kept in `Run.dead`.
    """
    fragments = order_fragments(raw.fragments)
    starts = [_first_step(fragment) for fragment in fragments]
    # cutoff[i] = the lowest first step of any fragment written after fragment i.
    cutoff = [np.iinfo(np.int64).max] * len(fragments)
    running = np.iinfo(np.int64).max
    for index in range(len(fragments) - 1, -1, -1):
        cutoff[index] = running
        if starts[index] is not None:
            running = min(running, starts[index])

    live_parts: dict[str, list[Series]] = {}
    dead_parts: dict[str, list[Series]] = {}
    dead_per_fragment: dict[str, list[int]] = {}
    for index, fragment in enumerate(fragments):
        for name, series in fragment.series.items():
            tagged = Series(
                name, series.steps, series.values, series.wall_times, role=series.role,
                fragment=np.full(len(series), index, dtype=np.int32),
                bucket_min=series.bucket_min, bucket_max=series.bucket_max,
            )
            dead_mask = tagged.steps >= cutoff[index]
            live_parts.setdefault(name, []).append(tagged.select(~dead_mask))
            dead_parts.setdefault(name, []).append(tagged.select(dead_mask))
            counts = dead_per_fragment.setdefault(name, [0] * len(fragments))
            counts[index] += int(dead_mask.sum())

    live = {name: _concat_sorted(parts, dedupe=True) for name, parts in live_parts.items()}
    dead = {name: _concat_sorted(parts, dedupe=False) for name, parts in dead_parts.items()}
    dead = {name: series for name, series in dead.items() if len(series)}

    overrides = tuple(loss_keys)
    for key in overrides:
        if key in live and live[key].role is not Role.LOSS:
            live[key] = live[key].with_role(Role.LOSS)
            if key in dead:
                dead[key] = dead[key].with_role(Role.LOSS)
    primary = choose_primary(((n, s.role, len(s)) for n, s in live.items()), overrides)

    joins, rollbacks = _joins(fragments)
    info = []
    for index, fragment in enumerate(fragments):
        span = fragment.step_range()
        points = len(fragment.series[primary]) if primary in fragment.series else 0
        dead_here = dead_per_fragment.get(primary, [0] * len(fragments))[index] if primary else 0
        info.append(FragmentInfo(
            index=index, source=fragment.source,
            start_step=span[0] if span else None, end_step=span[1] if span else None,
            points=points if primary else sum(len(s) for s in fragment.series.values()),
            dead_points=dead_here, wall_start=fragment.wall_start,
        ))
    return Run(
        name=raw.name, format=raw.format, sources=tuple(raw.sources), fragments=tuple(fragments),
        fragment_info=tuple(info), series=live, dead=dead, joins=tuple(joins),
        rollbacks=tuple(rollbacks), primary=primary, warnings=tuple(raw.warnings), meta=dict(raw.meta),
    )


def _concat_sorted(parts: list[Series], dedupe: bool) -> Series:
    """Concatenate parts, sort by step (stable), and for live curves keep the last write per step."""
    first = parts[0]

    def cat(attr: str) -> np.ndarray | None:
        arrays = [getattr(p, attr) for p in parts]
        if any(a is None for a in arrays):
            return None
        return np.concatenate(arrays)

    steps = np.concatenate([p.steps for p in parts])
    merged = Series(
        first.name, steps, np.concatenate([p.values for p in parts]), cat("wall_times"),
        role=first.role, fragment=cat("fragment"), bucket_min=cat("bucket_min"),
        bucket_max=cat("bucket_max"),
    )
    order = np.argsort(steps, kind="stable")
    merged = merged.select(order)
    if dedupe and len(merged) > 1:
        # The later write of a repeated step wins, as in TensorBoard's own data server.
        keep = np.ones(len(merged), dtype=bool)
        keep[:-1] = merged.steps[1:] != merged.steps[:-1]
        merged = merged.select(keep)
    return merged


def _joins(fragments: Sequence[Fragment]) -> tuple[list[Join], list[Rollback]]:
    joins: list[Join] = []
    rollbacks: list[Rollback] = []
    reached: int | None = None
    for index, fragment in enumerate(fragments):
        span = fragment.step_range()
        if span is None:
            continue
        if reached is not None:
            marker = next((f"{m.kind}: {m.detail}".rstrip(": ") for m in fragment.markers), None)
            if span[0] <= reached:
                joins.append(Join(index, span[0], reached, "rollback", marker))
                rollbacks.append(Rollback(span[0], reached, index, marker))
            else:
                joins.append(Join(index, span[0], reached, "resume", marker))
        reached = span[1] if reached is None else max(reached, span[1])
    return joins, rollbacks
