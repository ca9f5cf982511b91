"""W&B chart exports of one run: one CSV per metric, read back as the one run they show.

A W&B panel exports one chart, so a person who wants two metrics of a run downloads two
files (`..._r1.csv` with `eval_top1`, `..._auroc.csv` with `eval_auroc_classification`), each
with the run's display name in its header. Two exports in one folder that name the same run,
log other metrics (or the same values) and count the same steps are columns of one history:
their series become one fragment, and the run says which files it joined.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import PurePath

import numpy as np

from lossdoctor.model import Fragment, RawRun, Series

# Two exports show one history when this share of the shorter one's steps are the other's too.
MIN_SHARED_STEPS = 0.5


def _folder(raw: RawRun) -> str:
    return str(PurePath(raw.sources[0].split("#", 1)[0]).parent) if raw.sources else ""


def _steps(raw: RawRun) -> np.ndarray:
    parts = [s.steps for f in raw.fragments for s in f.series.values() if len(s)]
    return np.unique(np.concatenate(parts)) if parts else np.zeros(0, np.int64)


def _fits(a: RawRun, b: RawRun) -> bool:
    """Whether b's columns can join a's history: shared series agree, and the steps match."""
    if len(a.fragments) != 1 or len(b.fragments) != 1:
        return False
    mine, theirs = a.fragments[0].series, b.fragments[0].series
    for name in set(mine) & set(theirs):
        x, y = mine[name], theirs[name]
        if len(x) != len(y) or not (np.array_equal(x.steps, y.steps) and np.allclose(x.values, y.values,
                                                                                      equal_nan=True)):
            return False
    sa, sb = _steps(a), _steps(b)
    if not len(sa) or not len(sb):
        return False
    shared = len(np.intersect1d(sa, sb))
    return shared >= MIN_SHARED_STEPS * min(len(sa), len(sb))


def _joined(parts: Sequence[RawRun]) -> RawRun:
    first = parts[0]
    series: dict[str, Series] = {}
    for part in parts:
        for name, s in part.fragments[0].series.items():
            series.setdefault(name, s)
    files = [source for part in parts for source in part.sources]
    note = (f"{first.name}: {len(files)} W&B chart exports name this run ({', '.join(PurePath(f).name for f in files)}); "
            "read as the columns of one history")
    fragment = first.fragments[0]
    meta = dict(first.meta)
    meta["identity_notes"] = list(first.meta.get("identity_notes", [])) + [note]
    warnings = [w for part in parts for w in part.warnings]
    return RawRun(name=first.name, format=first.format,
                  fragments=[Fragment(fragment.source, series, fragment.wall_start, fragment.order, fragment.markers,
                                      fragment.meta)],
                  sources=files, warnings=list(dict.fromkeys(warnings)) + [note], identity=first.identity, meta=meta)


def join_exports(raws: Sequence[RawRun]) -> list[RawRun]:
    """Exports of one run (same display name, same folder, same steps) joined; others as they were."""
    out: list[RawRun] = []
    groups: dict[tuple[str, str], list[int]] = {}
    for raw in raws:
        if raw.format != "wandb_export":
            out.append(raw)
            continue
        key = (_folder(raw), raw.name)
        for index in groups.get(key, []):
            if _fits(out[index], raw):
                out[index] = _joined([out[index], raw])
                break
        else:
            groups.setdefault(key, []).append(len(out))
            out.append(raw)
    return out


__all__ = ["join_exports"]
