"""Spread independent work (reading units, analysing runs) over the machine's cores.

LOSSDOCTOR_JOBS sets the number of worker processes (default: up to 2, one per core);
LOSSDOCTOR_JOBS=1 keeps everything in this process.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from typing import TypeVar, cast

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


def ordered_map(fn: Callable[[T], R], items: Sequence[T], *, warm: Sequence[int] = (0,),
                done: Callable[[], None] | None = None) -> list[R]:
    """fn over items, results in item order.

    With many items, the `warm` ones run here first, so that the forked workers inherit
    the modules they imported (pandas, protobuf, scipy...) instead of importing them again
    each; the rest run in worker processes. `fn` must be a picklable top-level function.
    """
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
    rest = [i for i in range(len(items)) if i not in set(first)]
    from concurrent.futures import ProcessPoolExecutor

    context = multiprocessing.get_context("fork")
    with ProcessPoolExecutor(max_workers=workers, mp_context=context) as pool:
        for index, value in zip(rest, pool.map(fn, [items[i] for i in rest], chunksize=4)):
            finish(index, value)
    return cast("list[R]", results)  # every slot was filled above
