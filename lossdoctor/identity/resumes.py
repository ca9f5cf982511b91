"""A text file that says how its launch started: a resume joins the run it resumes.

`with_evidence` keeps what a text file says of its own launch (`statements`) and when it was
written (`clock`); `join_stated_resumes` joins a file that says it resumed from step N to the run
it resumes, read from another file beside it. Both are stated evidence, the highest rank.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import replace
from pathlib import PurePath

from lossdoctor.identity.clock import span
from lossdoctor.identity.decision import record, stated
from lossdoctor.identity.replay import deciding_series, points, replayed_points
from lossdoctor.identity.startup import stated_setup
from lossdoctor.identity.statements import Statement, opening, resumes_at
from lossdoctor.model import Marker, RawRun

# Readers whose files say nothing in words about their launch (binary or one-run formats).
_SILENT = frozenset({"tensorboard", "visualdl", "mlflow", "wandb", "wandb_export", "wandb_history", "hf_trainer", "lightning"})


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
        if start is None or not resumes_at(first.step, start):
            return None  # a later launch of the file resumed, or another counter: not this file's opening
    return first


def _first_step(raw: RawRun) -> int | None:
    drawn = points(raw.fragments, deciding_series(raw.fragments))
    return int(drawn[0].min()) if drawn is not None and len(drawn[0]) else None


def with_evidence(raw: RawRun) -> RawRun:
    """The raw with the evidence its one text file gives in words and stamps: the launch
    statement (`meta["opening"]`, a stated resume also as a checkpoint marker on its first
    fragment), the settings its start-up prints (`meta["startup"]`) and when the file was written
    (`meta["clock"]`, when its fragments have no times)."""
    if raw.format not in _SILENT and len({_path(s) for s in raw.sources}) == 1 and raw.fragments \
            and all(f.wall_start is None for f in raw.fragments):
        written = span(_path(raw.sources[0]))
        if written is not None:
            raw.meta["clock"] = written
    if raw.format not in _SILENT and len({_path(s) for s in raw.sources}) == 1 and raw.fragments:
        setup = stated_setup(_path(raw.sources[0]))
        if setup:
            raw.meta["startup"] = setup  # what its start-up states (`writers.own_launch`)
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
    if not resumes_at(target, end, or_beyond=True):
        return None
    ref = deciding_series(child.fragments)
    theirs = points(child.fragments, ref)
    replay = replayed_points(drawn, theirs, ref or "loss") if theirs is not None else None
    common = os.path.commonprefix([PurePath(parent.name).name, PurePath(child.name).name])
    return (int(replay is not None), len(common), -abs(end - target))


def join_stated_resumes(raws: list[RawRun], join: Callable[[list[RawRun]], RawRun]) -> list[RawRun]:
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
        joined = join([raws[i] for i in members])
        # The fragments in stitch order: a text log without wall times keeps the order given.
        joined.fragments.sort(key=lambda f: members.index(next(i for i in members if f in raws[i].fragments)))
        joined.warnings.append(
            f"{raws[head].name}: resumed in {len(members) - 1} other file(s) that say so "
            f"({', '.join(raws[i].name for i in members[1:])}): read as one run")
        out.append(joined)
    return out


__all__ = ["join_stated_resumes", "with_evidence"]
