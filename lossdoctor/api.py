"""The pipeline as functions: paths -> runs -> report. The CLI and notebooks both use these."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING

from lossdoctor import __version__
from lossdoctor.discover import discover
from lossdoctor.errors import InputError, LossDoctorError
from lossdoctor.grouping.names import distinct
from lossdoctor.identity.resolve import resolve
from lossdoctor.identity.unread import doubt_unread
from lossdoctor.ingest import Unit, read_unit
from lossdoctor.model import Finding, RawRun, Report, Run, RunReport, Skip
from lossdoctor.parallel import ordered_map

if TYPE_CHECKING:
    import pandas as pd

    from lossdoctor.engine import Settings

Progress = Callable[[str, int, int | None], None]
"""progress(stage, advance, total): stage is "scan", "read" or "analyze"."""

@dataclass
class Loaded:
    """Runs ready for analysis, plus notes about the walk itself."""

    runs: list[Run]
    notes: list[str] = field(default_factory=list)


def _read_safely(unit: Unit) -> tuple[list[RawRun], str | None]:
    """Read one unit; an expected failure becomes a message instead of ending the whole walk."""
    try:
        return read_unit(unit), None
    except LossDoctorError as exc:
        return [], str(exc)


def _read_all(units: Sequence[Unit], progress: Progress | None) -> tuple[list[RawRun], list[str]]:
    """Read every unit (in worker processes when there are many); collect failures."""
    # One unit of each reader first, in this process: workers then inherit its imports.
    warm = list({unit.reader: index for index, unit in reversed(list(enumerate(units)))}.values())
    done = (lambda: progress("read", 1, len(units))) if progress else None
    raws: list[RawRun] = []
    failures: list[str] = []
    for runs, failure in ordered_map(_read_safely, units, warm=warm, done=done):
        raws.extend(runs)
        failures.extend([failure] if failure else [])
    if failures and not raws:
        more = f" (and {len(failures) - 1} more unreadable)" if len(failures) > 1 else ""
        raise InputError(failures[0] + more)
    return raws, [f"skipped: {failure}" for failure in failures]


def _natural(name: str) -> list[tuple[int, int | str]]:
    """A sort key that puts `version_2` before `version_10`, as a person reads them."""
    return [(0, int(part)) if part.isdigit() else (1, part) for part in re.split(r"(\d+)", name) if part]


def load(paths: Sequence[str | Path], *, stitch: bool = False, loss_keys: Sequence[str] = (),
         progress: Progress | None = None) -> Loaded:
    """Discover, read and stitch every run under `paths`."""
    from lossdoctor.ingest.textlog.generic import set_loss_keys

    # A console log whose loss is not called a loss is a training log once the user names it.
    set_loss_keys(loss_keys)
    found = discover(paths, progress=(lambda n: progress("scan", n, None)) if progress else None)
    raws, failures = _read_all(found.units, progress)
    # Which fragments are one run is decided once, by rank of evidence (`identity.resolve`).
    resolved = resolve(raws, stitch_all=stitch, loss_keys=loss_keys)
    runs, notes = resolved.runs, resolved.notes
    # Report runs in a stable, readable order whatever reader found them first.
    runs.sort(key=lambda run: (_natural(run.name), run.sources[:1]))
    runs = distinct(runs)
    # A log beside these runs that prints a loss and was left unread: a run may be missing (D11).
    runs = doubt_unread(runs, found.unread)
    notes = list(found.notes) + failures + notes
    placeholders = [run for run in runs if _placeholder(run)]
    for run in placeholders:
        notes.append(f"{run.name}: only Lightning's `hp_metric` placeholder (one value, no curve): a launch "
                     "that logged nothing else; passed over")
    runs = [run for run in runs if not _placeholder(run)]
    if not runs:
        # Everything found was passed over (e.g. only a W&B runs-table export): say why, once.
        given = ", ".join(str(p) for p in paths)
        raise InputError(notes[0] if len(notes) == 1 else f"{given}: no training history found"
                         + (f" ({notes[0]}; and {len(notes) - 1} more)" if notes else ""))
    for key in loss_keys:
        missing = [run.name for run in runs if key not in run.series]
        if missing:
            shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
            notes.append(f"--loss {key!r}: no such series in {shown}; the usual loss was used there")
    return Loaded(runs=runs, notes=notes)


def _placeholder(run: Run) -> bool:
    """A run whose only series is Lightning's `hp_metric` placeholder (-1, written once at start)."""
    return set(run.series) == {"hp_metric"} and len(run.series["hp_metric"]) <= 1 and not run.dead


def _analyze_one(job: tuple[Run, Settings]) -> tuple[tuple[Finding, ...], tuple[Skip, ...]]:
    """Findings and skips of one run (only these travel back from a worker, not the run)."""
    from lossdoctor.engine import diagnose

    run, settings = job
    report = diagnose(run, settings)
    return report.findings, report.skipped


def analyze(paths: Sequence[str | Path] | str | Path, *, stitch: bool = False,
            loss_keys: Sequence[str] = (), settings: Settings | None = None,
            progress: Progress | None = None) -> Report:
    """The full diagnosis of every run under `paths`: the object the JSON report renders."""
    from lossdoctor.engine import Settings, build_rules

    if isinstance(paths, (str, Path)):
        paths = [paths]
    loaded = load(paths, stitch=stitch, loss_keys=loss_keys, progress=progress)
    active = settings or Settings()
    build_rules(active)  # a bad setting fails here, once, with its one-line message
    done = (lambda: progress("analyze", 1, len(loaded.runs))) if progress else None
    results = ordered_map(_analyze_one, [(run, active) for run in loaded.runs], done=done)
    reports = tuple(RunReport(run=run, findings=findings, skipped=skipped)
                    for run, (findings, skipped) in zip(loaded.runs, results))
    return Report(runs=reports, version=__version__, notes=tuple(loaded.notes))


def to_frame(run: Run) -> pd.DataFrame:
    """A tidy table of one run: run, series, step, value, wall_time, fragment, dead."""
    import numpy as np
    import pandas as pd

    frames = []
    for dead, table in ((False, run.series), (True, run.dead)):
        for name, series in sorted(table.items()):
            n = len(series)
            frames.append(pd.DataFrame({
                "run": np.full(n, run.name, dtype=object),
                "series": np.full(n, name, dtype=object),
                "step": series.steps,
                "value": series.values,
                "wall_time": series.wall_times if series.wall_times is not None else np.full(n, np.nan),
                "fragment": series.fragment if series.fragment is not None else np.zeros(n, np.int32),
                "dead": np.full(n, dead),
            }))
    if not frames:
        return pd.DataFrame(columns=["run", "series", "step", "value", "wall_time", "fragment", "dead"])
    return pd.concat(frames, ignore_index=True)
