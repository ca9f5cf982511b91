"""Run names that tell runs apart: the folder that differs, never a repeated file name."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import PurePath

from lossdoctor.model import Run


def _parts(run: Run) -> tuple[str, ...]:
    """The first source's path components, innermost first (a `#fragment` suffix dropped)."""
    if not run.sources:
        return ()
    return tuple(reversed(PurePath(run.sources[0].split("#", 1)[0]).parts))


def _tags(parts: Sequence[tuple[str, ...]]) -> list[str] | None:
    """For paths that collide by name: the innermost components that differ between them.

    Components every path shares at a depth (the same file name, the same `files/` folder)
    are skipped; the shortest run of differing ones that makes every path unique is kept.
    """
    depth = max((len(p) for p in parts), default=0)
    differing = [d for d in range(depth)
                 if len({p[d] if d < len(p) else "" for p in parts}) > 1]
    for count in range(1, len(differing) + 1):
        picked = differing[:count]
        tags = ["/".join(reversed([p[d] for d in picked if d < len(p)])) for p in parts]
        if len(set(tags)) == len(tags) and all(tags):
            return tags
    return None


def distinct(runs: Sequence[Run]) -> list[Run]:
    """Runs renamed where their names collide.

    A name that is only a file name (`metrics.jsonl`, given twice from two folders) becomes
    the folder that differs (`lr_a`, `lr_b`); any other name (a W&B display name) keeps its
    text and gains the differing part in brackets (`gpt2 [run-1a2b]`).
    """
    groups: dict[str, list[int]] = {}
    for index, run in enumerate(runs):
        groups.setdefault(run.name, []).append(index)
    out = list(runs)
    for name, members in groups.items():
        if len(members) < 2:
            continue
        parts = [_parts(runs[i]) for i in members]
        tags = _tags(parts) or [str(n) for n in range(1, len(members) + 1)]
        for index, tag, path in zip(members, tags, parts):
            file_name = path[0] if path else ""
            renamed = tag if name in (file_name, PurePath(file_name).stem) else f"{name} [{tag}]"
            out[index] = replace(runs[index], name=renamed)
    # Two renamings may still meet (a run already called `lr_a`): number what is left.
    seen: dict[str, int] = {}
    for index, run in enumerate(out):
        count = seen.get(run.name, 0)
        seen[run.name] = count + 1
        if count:
            out[index] = replace(run, name=f"{run.name} ({count + 1})")
    return out
