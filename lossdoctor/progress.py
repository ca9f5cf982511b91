"""The one place that draws progress: a rich bar on stderr, only when stderr is a terminal."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from lossdoctor.api import Progress

_LABELS = {"scan": "scanning files", "read": "reading logs", "analyze": "analysing runs"}


@contextmanager
def progress_bar(enabled: bool = True) -> Iterator[Progress | None]:
    """Yield a progress callback, or None when stderr is not a terminal."""
    if not enabled or not sys.stderr.isatty():
        yield None
        return
    from rich.console import Console
    from rich.progress import BarColumn, MofNCompleteColumn, Progress as Bar, TextColumn, TimeElapsedColumn

    console = Console(stderr=True)
    tasks: dict[str, Any] = {}
    with Bar(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
             console=console, transient=True) as bar:

        def advance(stage: str, step: int, total: int | None) -> None:
            if stage not in tasks:
                tasks[stage] = bar.add_task(_LABELS.get(stage, stage), total=total)
            bar.update(tasks[stage], advance=step, total=total)

        yield advance
