"""Writers that ran at the same time: found by overlapping wall times, kept apart, never stitched."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timezone

from lossdoctor.model import Fragment, RawRun
from lossdoctor.stitching.order import order_fragments

# Two fragments are concurrent when their wall-time ranges share at least this share of
# the shorter one. A resume starts after the crash; a second writer runs alongside.
OVERLAP_SHARE = 0.5


@dataclass(frozen=True)
class Overlap:
    """Two fragments (indices in stitch order) whose wall-time ranges overlap."""

    first: int
    second: int
    seconds: float
    share: float
    shared: bool = True
    """Whether both log some series of the same name (rival writers), or only different
    ones (side by side, e.g. a training and an evaluation writer)."""


def _span(fragment: Fragment) -> tuple[float, float] | None:
    start, end = fragment.wall_start, fragment.wall_end
    if start is None or end is None or end <= start:
        return None
    return start, end


def _logged(fragment: Fragment) -> set[str]:
    return {name for name, series in fragment.series.items() if len(series)}


def overlaps(fragments: list[Fragment]) -> list[Overlap]:
    """Every pair of fragments (in stitch order) that ran at the same time."""
    spans = [_span(fragment) for fragment in fragments]
    found = []
    for i, a in enumerate(spans):
        for j in range(i + 1, len(spans)):
            b = spans[j]
            if a is None or b is None:
                continue
            seconds = min(a[1], b[1]) - max(a[0], b[0])
            shorter = min(a[1] - a[0], b[1] - b[0])
            if seconds > 0 and seconds >= OVERLAP_SHARE * shorter:
                shared = bool(_logged(fragments[i]) & _logged(fragments[j]))
                found.append(Overlap(i, j, seconds, seconds / shorter, shared))
    return found


def chains(fragments: list[Fragment], found: list[Overlap]) -> list[int]:
    """A writer number per fragment: a fragment joins the first writer it did not overlap."""
    clash = {(o.first, o.second) for o in found}
    members: list[list[int]] = []
    chain_of: list[int] = []
    for index in range(len(fragments)):
        for number, chain in enumerate(members):
            if all((other, index) not in clash for other in chain):
                chain.append(index)
                chain_of.append(number)
                break
        else:
            members.append([index])
            chain_of.append(len(members) - 1)
    return chain_of


def _when(wall: float | None) -> str:
    if wall is None:
        return "?"
    return datetime.fromtimestamp(wall, tz=timezone.utc).strftime("%Y-%m-%d %H:%M:%S")


def describe(fragments: list[Fragment], overlap: Overlap) -> str:
    """One line saying which two fragments ran at the same time."""
    def one(index: int) -> str:
        fragment = fragments[index]
        span = fragment.step_range()
        steps = f"steps {span[0]}..{span[1]}" if span else "no points"
        return f"{fragment.source} ({steps}, written {_when(fragment.wall_start)}..{_when(fragment.wall_end)} UTC)"

    what = (f"concurrent writers: {one(overlap.first)} and {one(overlap.second)} were written at the "
            f"same time ({overlap.share:.0%} of the shorter one overlaps); not a rollback")
    if overlap.shared:
        return what
    return what + "; they log different series, so they are read side by side"


def split_concurrent(raw: RawRun) -> list[RawRun]:
    """One RawRun per writer when fragments were written at the same time, else [raw].

    Two DDP ranks or two trainings writing one folder look like endless rollbacks if
    stitched; kept apart, each is one clean history. Fragments without wall times stay
    with the first writer.
    """
    fragments = order_fragments(raw.fragments)
    found = [overlap for overlap in overlaps(fragments) if overlap.shared]
    if not found:
        return [raw]
    chain_of = chains(fragments, found)
    count = max(chain_of) + 1
    if count == 1:
        return [raw]
    notes = [describe(fragments, overlap) for overlap in found]
    names = [f"{raw.name} (writer {number + 1})" for number in range(count)]
    notes.append(f"kept apart as {count} runs: " + ", ".join(repr(name) for name in names))
    runs = []
    for number in range(count):
        mine = [f for f, chain in zip(fragments, chain_of) if chain == number]
        sources = [s for s in raw.sources if any(f.source == s or f.source.startswith(s) for f in mine)]
        runs.append(RawRun(
            name=names[number], format=raw.format, fragments=mine,
            sources=sources or sorted({f.source for f in mine}),
            warnings=list(raw.warnings) + notes,
            identity=None if raw.identity is None else f"{raw.identity}#writer{number + 1}",
            meta=dict(raw.meta, writer=number + 1, writers=count),
        ))
    return runs
