"""The watch's last word: every run judged whole, as `analyze` judges the same files.

While a run grows, verdicts are made on a bounded window of its newest points: a spike whose
recovery is unknown is pending, a finding at the window's edge waits for context. When the
watch stops (idle, Ctrl-C, --fail-on) the files are what they are, so each verdict becomes
the one `analyze` gives on them, and the watch reports the difference.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from os.path import realpath
from pathlib import Path
from typing import TYPE_CHECKING

from lossdoctor.model import Finding, Run

if TYPE_CHECKING:
    from lossdoctor.engine import Settings
    from lossdoctor.watch.lifecycle import Lifecycle
    from lossdoctor.watch.loop import Watched


def judge(paths: Sequence[Path], *, stitch: bool, loss_keys: Sequence[str], settings: Settings | None,
          off: Sequence[str]) -> list[tuple[Run, tuple[Finding, ...]]]:
    """`analyze` of `paths` under `settings`: each run with the findings of the rules the watch runs
    (`off` lists the codes it leaves to `analyze`)."""
    from lossdoctor import api

    report = api.analyze(list(paths), stitch=stitch, loss_keys=loss_keys, settings=settings)
    return [(one.run, tuple(f for f in one.findings if f.code not in off)) for one in report.runs]


def owner(runs: Iterable[Watched], run: Run, used: set[int]) -> tuple[Watched | None, Lifecycle | None]:
    """Where a judged run's findings were followed: the lifecycle of the same name, else the
    followed run that read the same files (its only lifecycle, when it has one). `used` holds
    the ids of lifecycles already given to another judged run."""
    followed = list(runs)
    for watched in followed:
        life = watched.lifecycles.get(run.name)
        if life is not None and id(life) not in used:
            return watched, life
    files = {realpath(source) for source in run.sources}
    for watched in followed:
        if files & {realpath(path) for path in watched.sources}:
            free = [life for life in watched.lifecycles.values() if id(life) not in used]
            return watched, free[0] if len(watched.lifecycles) == 1 and free else None
    return None, None
