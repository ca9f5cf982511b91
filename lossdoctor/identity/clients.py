"""One history, several writers named by a suffix: a federated server's clients, each a run.

A Flower server that logs each client's fit result to one W&B run writes rows of
`loss_4b95`, `lr_4b95`, `dice_4b95` for one client and `loss_9d07`, `lr_9d07`, `dice_9d07` for
another, each row at its own `_step`, beside the round's global `Mega Dice Score`. A person sees
one training curve per client, not one run with five loss series: the keys name the writer,
and no row holds two writers' losses.

So a read is cut into one run per suffix when every loss series is `<stem><sep><id>` with one
loss stem for every id (two ids at least), each id also names another metric (a writer's own
row, not a term of one loss), an id holds a digit (`4b95`, `client_3`: no `_step`/`_epoch`
word of one series written twice) and no two ids' losses share a step (terms of one loss,
param groups and tasks are logged at the same step). The series no id names (the round's
global evaluation) go with every client's run.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import numpy as np

from lossdoctor.identity.decision import boundary, record
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import Role

_SUFFIXED = re.compile(r"^(?P<stem>.+?)[_/\-.](?P<id>[A-Za-z0-9]+)$")
MIN_WRITERS = 2


def _parts(name: str) -> tuple[str, str] | None:
    found = _SUFFIXED.match(name)
    if found is None or not any(ch.isdigit() for ch in found["id"]):
        return None
    return found["stem"], found["id"]


def _writers(series: Mapping[str, Series]) -> dict[str, set[str]] | None:
    """Each writer id and the names of its series, when the read is several writers' (module doc)."""
    names: dict[str, set[str]] = {}
    loss_stems: set[str] = set()
    for name, one in series.items():
        parts = _parts(name)
        if one.role is Role.LOSS and parts is None:
            return None  # a loss no writer owns: one run's loss, its terms or writers beside it
        if parts is None:
            continue
        stem, writer = parts
        names.setdefault(writer, set()).add(name)
        if one.role is Role.LOSS:
            loss_stems.add(stem)
    if len(loss_stems) != 1:
        return None
    stem = next(iter(loss_stems))
    losses = {w: name for w, n in names.items() for name in sorted(n)
              if _parts(name) == (stem, w) and series[name].role is Role.LOSS and len(series[name])}
    writers = {w: n for w, n in names.items() if w in losses}
    if len(writers) < MIN_WRITERS or any(len(n) < 2 for n in writers.values()):
        return None
    seen: set[int] = set()
    for writer in writers:
        steps = {int(s) for s in np.asarray(series[losses[writer]].steps).tolist()}
        if steps & seen:
            return None
        seen |= steps
    return writers


def _first_step(series: Mapping[str, Series], names: set[str]) -> int:
    """The first step any of the writer's series logged (the writers in the order they started)."""
    return min((int(series[n].steps.min()) for n in names if len(series[n])), default=0)


def split_writers(raw: RawRun) -> list[RawRun]:
    """`raw`, or one RawRun per writer its history names (module doc)."""
    if len(raw.fragments) != 1:
        return [raw]
    fragment = raw.fragments[0]
    writers = _writers(fragment.series)
    if writers is None:
        return [raw]
    owned = set().union(*writers.values())
    shared = {n: s for n, s in fragment.series.items() if n not in owned}
    out: list[RawRun] = []
    for writer in sorted(writers, key=lambda w: (_first_step(fragment.series, writers[w]), w)):
        series = {**{n: fragment.series[n] for n in sorted(writers[writer])}, **shared}
        part = Fragment(fragment.source, series, fragment.wall_start, fragment.order, fragment.markers,
                        dict(fragment.meta))
        meta = dict(raw.meta)
        evidence = (f"the history's keys name {len(writers)} writers ({', '.join(sorted(writers))}), each "
                    f"logging its own rows: {writer}'s series are a run of their own")
        record(meta, boundary("new run", evidence))
        out.append(RawRun(name=f"{raw.name} [{writer}]", format=raw.format, fragments=[part],
                          sources=list(raw.sources), warnings=list(raw.warnings),
                          identity=f"{raw.identity}#{writer}" if raw.identity else None, meta=meta))
    return out


__all__ = ["split_writers"]
