"""The one place that decides runs: RawRuns from any reader -> Runs, by ranked evidence.

Every reader hands over fragments plus the evidence it saw (markers, launch banners, W&B ids,
TensorBoard sessions). This module runs the identity steps in one order, for `api.load` and
the fleet's tasks alike:

1. stated: what a text file says of its own launch (`statements`): a resume from step N
   joins the file to the run it resumes, a start from scratch makes it a launch of its own;
2. W&B chart exports of one run are one history; a log's trials are split (`trials`);
3. fragments of one identity are stitched, writers running at once kept apart;
4. writers of one run are joined (`writers`), never across a stated or boundary separation;
5. a read that holds nothing is no run (`lossless`).

A lower rank never overrides a higher one (`decision.Rank`).
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import PurePath

import numpy as np

from lossdoctor.grouping.exports import join_exports
from lossdoctor.grouping.lossless import drop_empty
from lossdoctor.grouping.params import params_for
from lossdoctor.identity.trials import split_all
from lossdoctor.identity.writers import merge_writers
from lossdoctor.identity.decision import merged, record, stated
from lossdoctor.identity.audit import audited
from lossdoctor.identity.clock import span
from lossdoctor.identity.statements import Statement, opening
from lossdoctor.model import Marker, RawRun, Run
from lossdoctor.stitch import merge, split_concurrent
from lossdoctor.stitch import stitch as stitch_run
from lossdoctor.identity.replay import deciding_series, points, replayed_points

# Readers whose files say nothing in words about their launch (binary or one-run formats).
_SILENT = frozenset({"tensorboard", "wandb", "wandb_export", "wandb_history", "hf_trainer", "lightning"})
# A stated resume from step S is this file's own when its first step comes this soon after S:
# a resume logs its first point one logging interval on (a few percent of S at most).
_RESUME_REACH = 0.05
_RESUME_MIN_REACH = 1000


@dataclass
class Resolved:
    """The runs, and notes about the reads that became no run."""

    runs: list[Run]
    notes: list[str] = field(default_factory=list)


def resolve(raws: Sequence[RawRun], *, stitch_all: bool = False, loss_keys: Sequence[str] = ()) -> Resolved:
    """The runs `raws` hold, decided once, by rank of evidence."""
    raws = _with_unplaced(join_exports(list(raws)))
    if not stitch_all:
        raws = join_stated_resumes([with_statement(raw) for raw in raws])
        raws = split_all(raws)
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
    merged_runs = [(order[key], _joined(parts) if len(parts) > 1 else parts[0]) for key, parts in grouped.items()]
    return [raw for _, raw in sorted(alone + merged_runs, key=lambda item: item[0])]


def _joined(parts: list[RawRun]) -> RawRun:
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


def _path(source: str) -> str:
    return source.split("#", 1)[0]


def _statement(raw: RawRun) -> Statement | None:
    """What the raw's one text file says of how its launch started, checked against its steps:
    a resume from step S is believed when the file's first step comes right after S."""
    if raw.format in _SILENT or len({_path(s) for s in raw.sources}) != 1 or not raw.fragments:
        return None
    said = opening(_path(raw.sources[0]))
    if not said:
        return None
    first = said[0]
    if first.kind == "resume" and first.step is not None:
        start = _first_step(raw)
        reach = max(_RESUME_REACH * first.step, _RESUME_MIN_REACH)
        if start is None or not first.step <= start <= first.step + reach:
            return None  # a later launch of the file resumed, or another counter: not this file's opening
    return first


def _first_step(raw: RawRun) -> int | None:
    drawn = points(raw.fragments, deciding_series(raw.fragments))
    return int(drawn[0].min()) if drawn is not None and len(drawn[0]) else None


def with_statement(raw: RawRun) -> RawRun:
    """The raw with the evidence its one text file gives in words and stamps: the launch
    statement (`meta["opening"]`, a stated resume also as a checkpoint marker on its first
    fragment) and when the file was written (`meta["clock"]`, when its fragments have no times)."""
    if raw.format not in _SILENT and len({_path(s) for s in raw.sources}) == 1 and raw.fragments \
            and all(f.wall_start is None for f in raw.fragments):
        written = span(_path(raw.sources[0]))
        if written is not None:
            raw.meta["clock"] = written
    said = _statement(raw)
    if said is None:
        return raw
    source = _path(raw.sources[0])
    raw.meta["opening"] = {"kind": said.kind, "step": said.step, "evidence": said.evidence(source)}
    if said.kind == "resume" and said.step is not None:
        first = raw.fragments[0]
        if not any(m.kind in ("checkpoint_loaded", "resumed") for m in first.markers):
            marker = Marker("checkpoint_loaded", said.step, said.text[:160])
            raw.fragments[0] = replace(first, markers=(*first.markers, marker))
    return raw


def _folder(raw: RawRun) -> PurePath:
    return PurePath(_path(raw.sources[0])).parent


def _related(a: RawRun, b: RawRun) -> bool:
    """Same folder, or one of the two a level or two under the other (a resume's own folder)."""
    fa, fb = _folder(a), _folder(b)
    return fa == fb or fa in list(fb.parents)[:2] or fb in list(fa.parents)[:2]


def _parent_score(child: RawRun, step: int | None, start: int, parent: RawRun) -> tuple[int, int, int] | None:
    """How well `parent` fits as the run `child` resumes (higher is better), None when it cannot
    be: it must start before the child and reach, or nearly reach, the resumed step."""
    first = _first_step(parent)
    drawn = points(parent.fragments, deciding_series(parent.fragments))
    if first is None or drawn is None or first >= start:
        return None
    end = int(drawn[0].max())
    target = step if step is not None else start
    if end < target - max(_RESUME_REACH * target, _RESUME_MIN_REACH):
        return None
    ref = deciding_series(child.fragments)
    theirs = points(child.fragments, ref)
    replay = replayed_points(drawn, theirs, ref or "loss") if theirs is not None else None
    common = os.path.commonprefix([PurePath(parent.name).name, PurePath(child.name).name])
    return (int(replay is not None), len(common), -abs(end - target))


def join_stated_resumes(raws: list[RawRun]) -> list[RawRun]:
    """A file that says it resumed from a checkpoint joins the run it resumes, read from another
    file beside it: the parent is the related file of its reader that reached the resumed step,
    the one whose values the overlap replays first, then the closest in name and end."""
    taken: dict[int, int] = {}  # child index -> parent index
    for index, raw in enumerate(raws):
        said = raw.meta.get("opening")
        if not isinstance(said, dict) or said.get("kind") != "resume":
            continue
        start = _first_step(raw)
        if start is None:
            continue
        scored = [(score, other) for other, candidate in enumerate(raws)
                  if other != index and candidate.format == raw.format and _related(raw, candidate)
                  and candidate.sources != raw.sources
                  and (score := _parent_score(raw, said.get("step"), start, candidate)) is not None]
        if scored:
            taken[index] = max(scored, key=lambda item: item[0])[1]
    if not taken:
        return raws

    def root(i: int) -> int:
        seen = set()
        while i in taken and i not in seen:
            seen.add(i)
            i = taken[i]
        return i

    chains: dict[int, list[int]] = {}
    for index in range(len(raws)):
        chains.setdefault(root(index), []).append(index)
    out = []
    for head in sorted(chains):
        members = sorted(chains[head], key=lambda i: (_first_step(raws[i]) or 0))
        if len(members) == 1:
            out.append(raws[members[0]])
            continue
        for child in members[1:]:
            said = raws[child].meta["opening"]
            record(raws[child].meta, stated("resume", f"{said['evidence']}: resumes "
                                              f"{raws[taken[child]].sources[0]}", said.get("step")))
        joined = _joined([raws[i] for i in members])
        # The fragments in stitch order: a text log without wall times keeps the order given.
        joined.fragments.sort(key=lambda f: members.index(next(i for i in members if f in raws[i].fragments)))
        joined.warnings.append(
            f"{raws[head].name}: resumed in {len(members) - 1} other file(s) that say so "
            f"({', '.join(raws[i].name for i in members[1:])}): read as one run")
        out.append(joined)
    return out



__all__ = ["Resolved", "group", "join_stated_resumes", "resolve", "with_statement"]
