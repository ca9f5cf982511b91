"""`lossdoctor stitch`: write a run's stitched live history as csv, parquet, jsonl or tensorboard."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from pathlib import Path

from lossdoctor.errors import UsageError
from lossdoctor.export.summary import summarize
from lossdoctor.export.tidy import COLUMNS, Tidy, tidy
from lossdoctor.model import Run
from lossdoctor.output import write_bytes

TARGETS: tuple[str, ...] = ("csv", "parquet", "jsonl", "tensorboard")


def export(run: Run, out: str | Path, to: str, *, force: bool = False,
           inputs: Sequence[str | Path] = ()) -> str:
    """Write `run`'s live history to `out` in format `to`; return the summary to print.

    Atomic, never over an existing `out` without `force`, never inside an input.
    """
    if to not in TARGETS:
        raise UsageError(f"unknown export format {to!r}; use one of {', '.join(TARGETS)}")
    target = Path(out)
    given = [Path(p) for p in inputs]
    table = tidy(run)
    if to == "tensorboard":
        from lossdoctor.export.tensorboard import write

        write(table, target, force=force, inputs=given)
    else:
        module = importlib.import_module(f"lossdoctor.export.{to}")
        write_bytes(target, module.to_bytes(table), force=force, inputs=given)
    return summarize(run, table, target, to)


__all__ = ["COLUMNS", "TARGETS", "Tidy", "export", "tidy"]
