"""Spread independent work (reading units, analysing runs) over the machine's cores.

LOSSDOCTOR_JOBS sets the number of worker processes (default: up to 2, one per core);
LOSSDOCTOR_JOBS=1 keeps everything in this process.
"""

from __future__ import annotations

import gc
import multiprocessing
import os
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

T = TypeVar("T")
R = TypeVar("R")

# Below this many items, starting worker processes costs more than it saves.
MIN_ITEMS = 8


def jobs() -> int:
    """How many worker processes to use."""
    configured = os.environ.get("LOSSDOCTOR_JOBS", "").strip()
    if configured.isdigit() and int(configured) > 0:
        return int(configured)
    return min(2, os.cpu_count() or 1)


# What forked workers run: set just before a pool starts, inherited by its workers.
_WORK: tuple[Callable[[Any], Any], Sequence[Any]] | None = None


def _run_item(index: int) -> Any:
    fn, items = cast("tuple[Callable[[Any], Any], Sequence[Any]]", _WORK)
    return fn(items[index])


def ordered_map(fn: Callable[[T], R], items: Sequence[T], *, warm: Sequence[int] = (0,),
                done: Callable[[], None] | None = None) -> list[R]:
    """fn over items, results in item order.

    With many items, the `warm` ones run here first, so that the forked workers inherit
    the modules they imported (pandas, protobuf, scipy...) instead of importing them again
    each; the rest run in worker processes. Workers inherit `fn` and `items` through the
    fork and are sent only indices (a run's arrays are not pickled on the way out); only
    results travel back, pickled.
    """
    global _WORK
    results: list[R | None] = [None] * len(items)
    workers = jobs()

    def finish(index: int, value: R) -> None:
        results[index] = value
        if done is not None:
            done()

    if len(items) < MIN_ITEMS or workers < 2:
        for index, item in enumerate(items):
            finish(index, fn(item))
        return cast("list[R]", results)  # every slot was filled above
    first = sorted({i for i in warm if 0 <= i < len(items)})
    for index in first:
        finish(index, fn(items[index]))
    skip = set(first)
    rest = [i for i in range(len(items)) if i not in skip]
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("fork")
    _WORK = (fn, items)
    # Objects that exist now are never collected by a worker's GC, which would otherwise
    # write to (and so copy) every page of the parent's heap it walks.
    gc.freeze()
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
            for index, value in zip(rest, pool.map(_run_item, rest, chunksize=4)):
                finish(index, value)
    finally:
        _WORK = None
        gc.unfreeze()
    return cast("list[R]", results)  # every slot was filled above
