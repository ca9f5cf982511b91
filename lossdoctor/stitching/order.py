"""Which fragment came first: merge RawRuns into one, and order fragments by write time."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import Fragment, RawRun


def merge(raws: Sequence[RawRun], name: str | None = None) -> RawRun:
    """Several RawRuns that are fragments of one training run, as one RawRun."""
    first = raws[0]
    if len(raws) == 1 and name is None:
        return first
    formats = sorted({raw.format for raw in raws})
    return RawRun(
        name=name or first.name,
        format=formats[0] if len(formats) == 1 else "+".join(formats),
        fragments=[fragment for raw in raws for fragment in raw.fragments],
        sources=[source for raw in raws for source in raw.sources],
        warnings=[warning for raw in raws for warning in raw.warnings],
        identity=first.identity,
        meta=dict(first.meta),
    )


def order_fragments(fragments: Sequence[Fragment]) -> list[Fragment]:
    """Stitch order: first wall time, then the file's own order, then the order read.

    A fragment without wall times (a W&B panel column, a text log without timestamps)
    keeps its place right after the fragment read before it. Fragments of one source
    are ordered among themselves by `Fragment.order`; file names and W&B's `_step`
    never decide.
    """
    keyed = []
    last_wall = -np.inf
    source_rank: dict[str, int] = {}
    for position, fragment in enumerate(fragments):
        wall = fragment.wall_start
        if wall is None or not np.isfinite(wall):
            wall = last_wall
        last_wall = wall
        rank = source_rank.setdefault(fragment.source, position)
        keyed.append((wall, rank, fragment.order, position, fragment))
    keyed.sort(key=lambda item: item[:4])
    return [item[4] for item in keyed]
