"""One task per run: read its units, stitch, analyse, and send back only the report.

A task is plain data, so that it pickles to a Dask worker; its result is the run's
report without the per-fragment arrays (the renderers need only the stitched series).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from lossdoctor.errors import InputError, LossDoctorError
from lossdoctor.ingest import Unit, read_unit
from lossdoctor.model import Fragment, RawRun, RunReport, Series

if TYPE_CHECKING:
    from lossdoctor.engine import Settings
    from lossdoctor.remote.fs import RemoteFile


@dataclass(frozen=True)
class Task:
    """The work of one run (or of several units that are one run)."""

    units: tuple[Unit, ...]
    settings: Settings
    stitch: bool = False
    loss_keys: tuple[str, ...] = ()
    # Local mirror prefix -> the URL it stands for, swapped back into every reported text.
    relabel: tuple[tuple[str, str], ...] = ()
    # Mirrored files a worker fetches itself when it runs on another machine.
    remote: Mapping[Path, RemoteFile] = field(default_factory=dict)
    # Why listed objects near this run's files could not be read: said on its runs.
    left_out: tuple[str, ...] = ()

    @property
    def name(self) -> str:
        """What the run is called before it is read (a unit's name)."""
        return self.units[0].name if len(self.units) == 1 else "+".join(u.name for u in self.units)

    def sources(self) -> tuple[str, ...]:
        """The files the task reads, as the user knows them (URLs for remote ones)."""
        return tuple(swap(str(path), self.relabel) for unit in self.units for path in unit.paths) or \
            tuple(str(unit.options.get("source", unit.name)) for unit in self.units)


@dataclass(frozen=True)
class TaskResult:
    """The reports of a task's runs, and the identities that may join them with other tasks'."""

    reports: tuple[RunReport, ...]
    identities: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()


def swap(text: str, pairs: tuple[tuple[str, str], ...]) -> str:
    """`text` with each local mirror prefix replaced by its URL."""
    for local, url in pairs:
        if local in text:
            text = text.replace(local, url)
    return text


def relabel(value: Any, pairs: tuple[tuple[str, str], ...]) -> Any:
    """Every string inside a report swapped back to URLs (arrays and series untouched)."""
    if not pairs:
        return value
    if isinstance(value, str):
        return swap(value, pairs)
    if isinstance(value, (Series, np.ndarray)) or value is None or isinstance(value, (int, float, bool)):
        return value
    if isinstance(value, tuple):
        return tuple(relabel(v, pairs) for v in value)
    if isinstance(value, list):
        return [relabel(v, pairs) for v in value]
    if isinstance(value, Mapping):
        if all(isinstance(v, Series) for v in value.values()):
            return value
        return {relabel(k, pairs): relabel(v, pairs) for k, v in value.items()}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changes = {f.name: relabel(getattr(value, f.name), pairs) for f in dataclasses.fields(value) if f.init}
        return dataclasses.replace(value, **changes)
    return value


@dataclass(frozen=True, eq=False)
class Sketch(Series):
    """A series the report only counts: its first and last points, and how many there were."""

    count: int = 0

    def __len__(self) -> int:
        return self.count


def _sketch(series: Series) -> Series:
    if len(series) <= 2:
        return series
    ends = np.array([0, len(series) - 1])
    pick = (lambda a: None if a is None else a[ends])  # noqa: E731 - three fields alike
    return Sketch(series.name, series.steps[ends], series.values[ends], pick(series.wall_times), role=series.role,
                  fragment=pick(series.fragment), count=len(series))


def slim(report: RunReport) -> RunReport:
    """What travels back from a worker and into the cache: the report, not the run's arrays.

    Each fragment's own arrays go (no renderer reads them). The curves the report draws or
    points into keep their points: the loss, eval loss, LR, grad norm and loss-scale series
    and every series a finding is on. The others (throughput, memory, per-layer metrics...)
    become sketches: their first and last points and their count, all the report shows of them.
    """
    from lossdoctor.roles import Role

    run = report.run
    fragments = tuple(Fragment(f.source, {}, f.wall_start, f.order, f.markers, f.meta) for f in run.fragments)
    named = {finding.series for finding in report.findings}

    def keep(table: Mapping[str, Series]) -> dict[str, Series]:
        return {name: s if s.role is not Role.OTHER or name in named or name == run.primary else _sketch(s)
                for name, s in table.items()}

    thin = dataclasses.replace(run, fragments=fragments, series=keep(run.series), dead=keep(run.dead))
    return dataclasses.replace(report, run=thin)


def _read(task: Task) -> tuple[list[RawRun], list[str]]:
    raws: list[RawRun] = []
    failures: list[str] = []
    for unit in task.units:
        try:
            raws.extend(read_unit(unit))
        except LossDoctorError as exc:
            if len(task.units) == 1:
                raise
            failures.append(str(exc))
    if raws and not any(raw.fragments for raw in raws) and any(raw.warnings for raw in raws):
        # Read, but nothing in it and the reader says why (a corrupt file, a summary): in a
        # fleet that is a run that could not be read. A file that holds nothing and nothing
        # wrong (an event file with no scalar) goes on to `run_task`, which passes it over with
        # a note as `api.load` does.
        warning = next(w for raw in raws for w in raw.warnings)
        failures.append(warning.removesuffix("; skipped"))
        raws = []
    if failures and not raws:
        raise InputError(failures[0] + (f" (and {len(failures) - 1} more unreadable)" if len(failures) > 1 else ""))
    return raws, [f"skipped: {failure}" for failure in failures]


def run_task(task: Task) -> TaskResult:
    """Read, stitch and analyse one run; raise on a run that cannot be read."""
    from lossdoctor.engine import diagnose
    from lossdoctor.identity.resolve import resolve

    if task.remote:
        from lossdoctor.remote.stage import ensure

        ensure(dict(task.remote))
    raws, notes = _read(task)
    identities = tuple(sorted({raw.identity for raw in raws if raw.identity is not None}))
    # The same identity decision as `api.load`, made by the one resolver.
    resolved = resolve(raws, stitch_all=task.stitch, loss_keys=task.loss_keys)
    runs, nothing = resolved.runs, resolved.notes
    notes = [*notes, *nothing]
    if task.left_out:
        said = tuple(f"not read: {reason}; this run is read without that file" for reason in task.left_out)
        runs = [dataclasses.replace(run, warnings=run.warnings + said) for run in runs]
    reports = []
    for run in runs:
        run = relabel(run, task.relabel)  # per-path settings match the URLs the user gave
        report = diagnose(run, task.settings)
        reports.append(relabel(slim(report), task.relabel))
    return TaskResult(reports=tuple(reports), identities=identities,
                      notes=tuple(swap(note, task.relabel) for note in notes))
