"""Spread independent work (reading units, analysing runs, halves of one big file) over the
machine's cores.

LOSSDOCTOR_JOBS sets the number of worker processes (default: up to 2, one per core);
LOSSDOCTOR_JOBS=1 keeps everything in this process.
"""

from __future__ import annotations

import contextlib
import gc
import mmap
import os
import pickle
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
# True in a pool's worker: the other cores are busy with its siblings.
_IN_WORKER = False


def _run_item(index: int) -> Any:
    fn, items = cast("tuple[Callable[[Any], Any], Sequence[Any]]", _WORK)
    return fn(items[index])


def _mark_worker() -> None:
    global _IN_WORKER
    _IN_WORKER = True


def split_work() -> bool:
    """Whether one big job may be split over two processes: two cores to use, fork
    available, and not already inside a worker of `ordered_map`."""
    if jobs() < 2 or _IN_WORKER:
        return False
    import multiprocessing  # here, not at start-up: 0.01 s that one-unit reads never need

    return "fork" in multiprocessing.get_all_start_methods()


def _child(fn: Callable[[], R], sender: Any, shared: mmap.mmap | None) -> None:
    """Run fn and send its result: the pickle through the pipe, large buffers (numpy
    arrays) copied into `shared` when they fit, so the parent maps rather than reads them."""
    try:
        buffers: list[pickle.PickleBuffer] = []
        data = pickle.dumps(fn(), protocol=5, buffer_callback=buffers.append)
        placed: list[tuple[int, int] | bytes] = []
        at = 0
        for buffer in buffers:
            raw = buffer.raw()
            if shared is not None and at + raw.nbytes <= len(shared):
                shared[at:at + raw.nbytes] = raw
                placed.append((at, raw.nbytes))
                at += -(-raw.nbytes // 64) * 64
            else:
                placed.append(raw.tobytes())
        sender.send((True, data, placed))
    except BaseException:  # noqa: BLE001 - the parent redoes the work; nothing may print here
        with contextlib.suppress(BaseException):
            sender.send((False, None, []))
    finally:
        sender.close()


def both_cores(here: Callable[[], T], there: Callable[[], R], room: int = 0) -> tuple[T, R]:
    """(here(), there()): `there` runs in a forked process meanwhile. Its result comes back
    pickled, with up to `room` bytes of large buffers (numpy arrays) through shared memory
    instead of the pipe. If that process fails in any way, `there` runs here afterwards."""
    import multiprocessing

    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)
    shared = mmap.mmap(-1, room) if room > 0 else None  # anonymous and shared: made before the fork
    process = context.Process(target=_child, args=(there, sender, shared), daemon=True)
    gc.freeze()  # see ordered_map
    try:
        process.start()
    except Exception:  # noqa: BLE001 - e.g. a daemonic parent may not fork: one after the other
        receiver.close()
        return here(), there()
    finally:
        sender.close()
        gc.unfreeze()
    try:
        mine = here()
    except BaseException:
        process.terminate()  # no one will read its result
        process.join()
        receiver.close()
        raise
    try:
        ok, data, placed = receiver.recv()
    except (EOFError, OSError):
        ok, data, placed = False, None, []
    receiver.close()
    process.join()
    if not ok:
        return mine, there()
    view = memoryview(shared) if shared is not None else None
    buffers = [view[p[0]:p[0] + p[1]] if isinstance(p, tuple) and view is not None else bytearray(p)
               for p in placed]  # writable either way, as the arrays were
    return mine, cast("R", pickle.loads(data, buffers=buffers))


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

    import multiprocessing

    context = multiprocessing.get_context("fork")
    _WORK = (fn, items)
    # Objects that exist now are never collected by a worker's GC, which would otherwise
    # write to (and so copy) every page of the parent's heap it walks.
    gc.freeze()
    try:
        with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_mark_worker) as pool:
            for index, value in zip(rest, pool.map(_run_item, rest, chunksize=4)):
                finish(index, value)
    finally:
        _WORK = None
        gc.unfreeze()
    return cast("list[R]", results)  # every slot was filled above
