"""The one place that decides runs: RawRuns from any reader -> Runs, by ranked evidence.

Every reader hands over fragments plus the evidence it saw (markers, launch banners, W&B ids,
TensorBoard sessions). This module runs the identity steps in one order, for `api.load` and
the fleet's tasks alike:

0. facts for the diagnosis, not the identity: the checkpoints a log says it saved (`saves`) and
   a non-finite loss it states in words (`crashes`), as fragment meta and markers; a loss-less
   stretch of another stage after the training is set aside, never a rollback (`stages`);
1. stated: what a text file says of its own launch (`statements`, `resumes`): a resume from
   step N joins the file to the run it resumes, a start from scratch makes it a launch of its
   own; when it was written (`clock`) is kept as a boundary for the writers' step;
2. W&B chart exports of one run are one history; a table every launch appends to is cut where
   its launches start (`appended`), and a log's trials are split (`trials`);
3. fragments of one identity are stitched, writers running at once kept apart;
4. writers of one run are joined (`writers`), never across a stated or boundary separation;
5. a read that holds nothing is no run (`lossless`);
6. every run is audited (`audit`): an implausible one carries a doubt.

A lower rank never overrides a higher one (`decision.Rank`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from lossdoctor.grouping.exports import join_exports
from lossdoctor.grouping.lossless import drop_empty
from lossdoctor.grouping.params import params_for
from lossdoctor.identity.appended import cut_appended
from lossdoctor.identity.audit import audited
from lossdoctor.identity.clients import split_writers
from lossdoctor.identity.crashes import with_crashes
from lossdoctor.identity.decision import merged
from lossdoctor.identity.pairs import hint_pairs
from lossdoctor.identity.replay import deciding_series, points
from lossdoctor.identity.resumes import join_stated_resumes, with_evidence
from lossdoctor.identity.saves import with_saves
from lossdoctor.identity.stages import without_stages
from lossdoctor.identity.trials import split_all
from lossdoctor.identity.writers import merge_writers
from lossdoctor.model import RawRun, Run
from lossdoctor.stitch import merge, split_concurrent
from lossdoctor.stitch import stitch as stitch_run


@dataclass
class Resolved:
    """The runs, and notes about the reads that became no run."""

    runs: list[Run]
    notes: list[str] = field(default_factory=list)


def resolve(raws: Sequence[RawRun], *, stitch_all: bool = False, loss_keys: Sequence[str] = ()) -> Resolved:
    """The runs `raws` hold, decided once, by rank of evidence."""
    raws = [without_stages(with_crashes(with_saves(raw))) for raw in _with_unplaced(join_exports(list(raws)))]
    if not stitch_all:
        raws = join_stated_resumes([with_evidence(raw) for raw in raws], joined)
        raws = split_all(cut_appended(raws))
        raws = [part for raw in raws for part in split_writers(raw)]
    hint_pairs(raws, loss_keys)
    runs = [stitch_run(part, loss_keys) for raw in group(raws, stitch_all=stitch_all)
            for part in split_concurrent(raw)]
    runs = [replace(run, params=params_for(run)) for run in merge_writers(runs)]
    runs, notes = drop_empty(runs)
    return Resolved(audited(runs), notes)


def _with_unplaced(raws: list[RawRun]) -> list[RawRun]:
    """Keep, per file, the loss values a text reader saw there but placed in no run: the audit
    counts them against every run of that file (`reading.survived`). A reader that cut a file
    into several runs gave each the file's figure."""
    seen: dict[str, int] = {}
    read: dict[str, int] = {}
    for raw in raws:
        said = raw.meta.get("reading")
        count = said.get("values_seen") if isinstance(said, dict) else None
        if not isinstance(count, int) or len(raw.sources) != 1:
            continue
        source = raw.sources[0]
        drawn = points(raw.fragments, deciding_series(raw.fragments))
        seen[source] = max(seen.get(source, 0), count)
        read[source] = read.get(source, 0) + (0 if drawn is None else len(drawn[0]))
    for raw in raws:
        source = raw.sources[0] if len(raw.sources) == 1 else ""
        lost = seen.get(source, 0) - read.get(source, 0)
        if lost > 0:
            # (values placed in no run, the loss points read from the file): each run of the
            # file owns the share of the lost values its own points are of the file's.
            raw.meta["unplaced"] = {source: (lost, read[source])}
    return raws


def group(raws: Sequence[RawRun], stitch_all: bool = False) -> list[RawRun]:
    """Join RawRuns that are fragments of one run: same identity, or everything with --stitch."""
    if stitch_all and raws:
        return [merge(list(raws), name=raws[0].name if len(raws) == 1 else _common_name(raws))]
    grouped: dict[str, list[RawRun]] = {}
    alone: list[tuple[int, RawRun]] = []
    order: dict[str, int] = {}
    for position, raw in enumerate(raws):
        if raw.identity is None:
            alone.append((position, raw))
        else:
            order.setdefault(raw.identity, position)
            grouped.setdefault(raw.identity, []).append(raw)
    merged_runs = [(order[key], joined(parts) if len(parts) > 1 else parts[0]) for key, parts in grouped.items()]
    return [raw for _, raw in sorted(alone + merged_runs, key=lambda item: item[0])]


def joined(parts: list[RawRun]) -> RawRun:
    """RawRuns of one identity as one, every part's decisions kept."""
    raw = merge(parts)
    record_all = merged(*(part.meta for part in parts))
    if record_all:
        raw.meta["decisions"] = record_all
    unplaced = {source: count for part in parts if isinstance(part.meta.get("unplaced"), dict)
                for source, count in part.meta["unplaced"].items()}
    if unplaced:
        raw.meta["unplaced"] = unplaced
    return raw


def _common_name(raws: Sequence[RawRun]) -> str:
    names = [raw.name for raw in raws]
    prefix = os.path.commonprefix(names).rstrip("/-_ .")
    return prefix or names[0]


__all__ = ["Resolved", "group", "resolve"]
