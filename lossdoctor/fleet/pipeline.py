"""A fleet check: discover runs (local, object storage, W&B), one task per run on an executor,
reports from the cache where nothing changed, per-run errors instead of a stopped check."""

from __future__ import annotations

import re
import shutil
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from lossdoctor import __version__
from lossdoctor.discover import Discovery, claim_files, walk
from lossdoctor.errors import InputError
from lossdoctor.fleet.executor import Executor, Failed, LocalExecutor
from lossdoctor.fleet.tasks import Task, TaskResult, run_task, swap
from lossdoctor.ingest import Unit
from lossdoctor.model import Report, Run, RunReport
from lossdoctor.remote import is_url, local_path, scheme_of

if TYPE_CHECKING:
    from lossdoctor.engine import Settings
    from lossdoctor.fleet.cache import ReportCache
    from lossdoctor.remote.fs import RemoteFile

Progress = Callable[[str, int, int | None], None]


@dataclass(frozen=True)
class FleetStats:
    """The fleet header: how many runs, how many were (re)analysed, errors, time taken."""

    runs: int
    changed: int
    errors: int
    seconds: float
    executor: str
    cached: int = 0
    fetched: int = 0

    def header(self) -> str:
        """One line for the top of the summary."""
        cache = f", {self.cached} from the cache" if self.cached else ""
        fetched = f", {self.fetched} files fetched" if self.fetched else ""
        return (f"fleet: {self.runs} runs, {self.changed} changed{cache}, "
                f"{self.errors} error{'s' if self.errors != 1 else ''}{fetched}, "
                f"{self.seconds:.1f} s on {self.executor}")


@dataclass
class _Found:
    """Units of one PATH and how to read them."""

    units: list[Unit]
    notes: list[str] = field(default_factory=list)
    relabel: tuple[tuple[str, str], ...] = ()
    remote: dict[Path, RemoteFile] = field(default_factory=dict)
    fetched: int = 0
    complete: bool = True  # every listed object was read (none left out for an error)
    folder: Path | None = None  # the local folder the units' paths are under (a mirror)
    left_out: dict[Path, str] = field(default_factory=dict)  # listed, not mirrored: why


def _claim(files: Sequence[Path], root: Path, named: Path | None) -> tuple[list[Unit], list[str]]:
    found = Discovery()
    claim_files(files, root, found, named=named)
    return found.units, found.notes


def _local(given: str | Path, cache: ReportCache | None, progress: Progress | None) -> _Found:
    from lossdoctor.fleet.cache import listing_key

    path = local_path(given)
    notes: list[str] = []
    if not path.exists():
        raise InputError(f"{path}: no such file or folder")
    if path.is_file():
        if path.stat().st_size == 0:
            raise InputError(f"{path}: the file is empty (0 bytes); nothing to read")
        root, files, named = path.parent, [path], path
    else:
        root, named = path, None
        files = list(walk(path, notes, (lambda n: progress("scan", n, None)) if progress else None))
    if cache is None:
        units, claim_notes = _claim(files, root, named)
        return _Found(units, notes + claim_notes)
    listing = _stat_listing(files)
    key = listing_key("local", str(path), listing)
    stored = cache.get_listing(key)
    if stored is None:
        stored = _claim(files, root, named)
        cache.put_listing(key, stored)
    units, claim_notes = stored
    return _Found(list(units), notes + list(claim_notes))


def _remote(url: str, listed: tuple[str, list[tuple[str, RemoteFile]]], cache: ReportCache | None,
            scratch: Path) -> _Found:
    from lossdoctor.fleet.cache import listing_key
    from lossdoctor.remote.stage import Staged, mirror_folder, stage

    root_url, files = listed
    base = cache.folder / "mirror" if cache is not None else scratch
    folder = mirror_folder(base, root_url)
    single = url.rstrip("/") != root_url
    remote = {folder / relative: file for relative, file in files}
    relabel = ((str(folder), root_url),)
    # The mirror is brought up to date first (with --cache only changed objects are fetched;
    # an unchanged listing fetches nothing), so no task ever reads a stale copy.
    staged: Staged = stage(root_url, files, base)
    if not staged.files:
        raise InputError(f"{url}: nothing readable ({'; '.join(staged.notes) or 'no files'})")
    remote = {path: file for path, file in remote.items() if path in staged.files}
    # Keyed by what was mirrored: an object left out (403, still failing) is looked for again.
    key = listing_key("remote", root_url + (f" {url}" if single else ""), staged.listing())
    stored = cache.get_listing(key) if cache is not None else None
    if stored is None:
        named = next(iter(staged.files)) if single else None
        units, notes = _claim(sorted(staged.files), folder, named)
        stored = (units, [swap(n, relabel) for n in notes])
        if cache is not None:
            cache.put_listing(key, stored)
    units, notes = stored
    return _Found(list(units), list(staged.notes) + list(notes), relabel, remote, staged.fetched,
                  complete=not staged.notes, folder=folder, left_out=dict(staged.left_out))


@dataclass
class _Listed:
    """One PATH after its listing (the only request an unchanged fleet needs), before staging
    and discovery; `key` names that listing (None: not kept, a W&B project)."""

    given: str | Path
    key: str | None
    remote: tuple[str, list[tuple[str, RemoteFile]]] | None = None


def _list(paths: Sequence[str | Path], progress: Progress | None, keep: bool) -> list[_Listed]:
    """List every PATH once (`keep`: with a key naming each listing, for the cache)."""
    if not paths:
        raise InputError("no PATH given: name a log file or a folder of logs")
    from lossdoctor.fleet.cache import listing_key

    listed = []
    for given in paths:
        if scheme_of(given) == "wandb":
            listed.append(_Listed(given, None))
        elif is_url(given):
            from lossdoctor.remote.fs import list_prefix

            root_url, files = list_prefix(str(given))
            if progress:
                progress("scan", len(files), None)
            key = listing_key("url", f"{given} {root_url}", [(r, f.size, f.version) for r, f in files])
            listed.append(_Listed(given, key, (root_url, files)))
        else:
            listed.append(_Listed(given, _local_key(given) if keep else None))
    return listed


def _local_key(given: str | Path) -> str | None:
    """A local PATH's listing (path, size, mtime of every file), or None when it is missing."""
    from lossdoctor.fleet.cache import listing_key

    path = local_path(given)
    if not path.exists():
        return None
    notes: list[str] = []
    files = [path] if path.is_file() else list(walk(path, notes, None))
    listing = _stat_listing(files)
    return listing_key("local-fleet", str(path), [listing, notes])


def _discover(listed: Sequence[_Listed], cache: ReportCache | None, scratch: Path,
              progress: Progress | None) -> list[_Found]:
    found = []
    for item in listed:
        if scheme_of(item.given) == "wandb":
            from lossdoctor.remote.wandb_api import find_wandb

            found.append(_Found(*find_wandb(str(item.given), keyed=cache is not None)))
        elif item.remote is not None:
            found.append(_remote(str(item.given), item.remote, cache, scratch))
        else:
            found.append(_local(item.given, cache, progress))
    return found


_CHECKPOINT = re.compile(r"^checkpoint-\d+")


def _stat_listing(files: Sequence[Path]) -> list[tuple[str, int, int]]:
    """(path, size, mtime) of each local file still there: what a local listing key is made of."""
    listing = []
    for file in files:
        try:
            info = file.stat()
        except OSError:
            continue  # gone since the walk: it is not part of the fleet
        listing.append((str(file), info.st_size, info.st_mtime_ns))
    return listing


def _tasks(found: list[_Found], settings: Settings, stitch: bool, loss_keys: tuple[str, ...]) -> list[Task]:
    def task(units: tuple[Unit, ...], parts: list[_Found], left_out: tuple[str, ...] = ()) -> Task:
        relabel = tuple(pair for part in parts for pair in part.relabel)
        wanted = {path for unit in units for path in unit.paths}
        remote = {path: part.remote[path] for part in parts for path in wanted if path in part.remote}
        return Task(units, settings, stitch, loss_keys, relabel, remote, left_out)

    if stitch:
        left_out = tuple(reason for part in found for reason in part.left_out.values())
        return [task(tuple(u for part in found for u in part.units), found, left_out)]
    # Units that share a folder go together: two writers of one run (events + metrics.csv)
    # are merged by the task, as `api.load` merges them.
    tasks = []
    for part in found:
        by_folder: dict[str, list[Unit]] = {}
        for unit in part.units:
            by_folder.setdefault(_folder_key(unit), []).append(unit)
        groups = list(by_folder.values())
        said = _left_out_by_group(part, groups)
        tasks += [task(tuple(units), [part], said.get(index, ())) for index, units in enumerate(groups)]
    return tasks


def _left_out_by_group(part: _Found, groups: Sequence[Sequence[Unit]]) -> dict[int, tuple[str, ...]]:
    """Each listed object the staging left out, for the groups it most likely belongs to: those
    whose files share the deepest folder with it below the PATH's own (a resumed run's other
    folders sit beside its first one). Said on those runs too, not only in a fleet note: a run
    read without one of its fragments must not look whole. An object at the top level names
    no run; the fleet note says it."""
    if part.folder is None or not part.left_out:
        return {}
    top = len(part.folder.parts)
    said: dict[int, list[str]] = {}
    for path, reason in sorted(part.left_out.items()):
        depth = [max((_shared(path.parent, Path(p).parent) for unit in units for p in unit.paths), default=0)
                 for units in groups]
        best = max(depth, default=0)
        if best <= top:
            continue
        for index, value in enumerate(depth):
            if value == best:
                said.setdefault(index, []).append(reason)
    return {index: tuple(reasons) for index, reasons in said.items()}


def _shared(a: Path, b: Path) -> int:
    """How many leading parts two paths have in common."""
    count = 0
    for x, y in zip(a.parts, b.parts):
        if x != y:
            break
        count += 1
    return count


def _folder_key(unit: Unit) -> str:
    """The folder a unit's run lives in (an HF checkpoint snapshot or a W&B `files/` folder
    counts for the folder above it)."""
    if not unit.paths:
        return f"unit:{unit.reader}:{unit.name}"
    parent = Path(unit.paths[0]).parent
    if _CHECKPOINT.match(parent.name) or parent.name == "files":
        parent = parent.parent
    return str(parent)


def _error_report(task: Task, reason: str) -> RunReport:
    run = Run(name=task.name, format="unknown", sources=task.sources(), fragments=(), fragment_info=(),
              series={}, dead={})
    return RunReport(run=run, findings=(), error=swap(reason, task.relabel))


def _merged(tasks: list[Task], results: list[TaskResult | Failed]) -> list[tuple[int, ...]]:
    """Groups of tasks whose runs share an identity (one W&B run found under two PATHs)."""
    owner: dict[str, int] = {}
    parent = list(range(len(tasks)))

    def find(i: int) -> int:
        while parent[i] != i:
            i = parent[i]
        return i

    for index, result in enumerate(results):
        if isinstance(result, TaskResult):
            for identity in result.identities:
                if identity in owner:
                    parent[find(index)] = find(owner[identity])
                else:
                    owner[identity] = index
    groups: dict[int, list[int]] = {}
    for index in range(len(tasks)):
        groups.setdefault(find(index), []).append(index)
    return [tuple(g) for g in groups.values() if len(g) > 1]


def _unique_names(reports: list[RunReport]) -> list[RunReport]:
    """Names that tell the runs apart, given as `api.load` gives them."""
    from lossdoctor.grouping.names import distinct

    runs = distinct([r.run for r in reports])
    return [replace(r, run=run) if run is not r.run else r for r, run in zip(reports, runs)]


def _fleet_key(listed: Sequence[_Listed], settings: Settings, stitch: bool, loss_keys: tuple[str, ...]) -> str | None:
    """The key of a whole check: every PATH's listing and the settings (None: not kept)."""
    from lossdoctor.fleet.cache import fleet_key, settings_digest

    keys = [item.key for item in listed]
    if any(key is None for key in keys):
        return None
    return fleet_key(settings_digest(Task((), settings, stitch, loss_keys)), [k for k in keys if k])


def _analyse(listed: Sequence[_Listed], active: Settings, stitch: bool, loss_keys: tuple[str, ...],
             pool: Executor, cache: ReportCache | None,
             progress: Progress | None) -> tuple[list[RunReport], list[str], int, int, int, bool]:
    """Stage, discover and run what the cache does not hold: reports, notes, how many tasks ran
    and came from the cache, files fetched, and whether the check may be kept whole."""
    scratch = Path(tempfile.mkdtemp(prefix="lossdoctor-stage-"))
    try:
        found = _discover(listed, cache, scratch, progress)
        tasks = _tasks(found, active, stitch, loss_keys)
        results: list[TaskResult | Failed | None] = [None] * len(tasks)
        keys: list[str] = []
        if cache is not None:
            from lossdoctor.fleet.cache import settings_digest, task_key

            shared = settings_digest(tasks[0]) if tasks else None
            keys = [task_key(task, shared) for task in tasks]
            for index, key in enumerate(keys):
                # A run read without a listed file is not kept: the next check reads it whole.
                results[index] = None if tasks[index].left_out else cache.get(key)
        todo = [i for i, result in enumerate(results) if result is None]
        total = len(tasks)
        if progress and total - len(todo):
            progress("analyze", total - len(todo), total)
        done = (lambda: progress("analyze", 1, total)) if progress else None
        for index, result in zip(todo, pool.map(run_task, [tasks[i] for i in todo], done=done)):
            results[index] = result
            if cache is not None and isinstance(result, TaskResult) and not tasks[index].left_out:
                cache.put(keys[index], result)
        changed = len(todo)
        final: list[TaskResult | Failed] = [r for r in results if r is not None]
        for group in _merged(tasks, final):
            # Fragments of one run found by separate tasks: read them again, together.
            joined = Task(tuple(u for i in group for u in tasks[i].units), active, stitch, loss_keys,
                          tuple(p for i in group for p in tasks[i].relabel),
                          {k: v for i in group for k, v in tasks[i].remote.items()},
                          tuple(dict.fromkeys(r for i in group for r in tasks[i].left_out)))
            merged_key: str | None = None
            merged_result: TaskResult | Failed | None = None
            if cache is not None and not joined.left_out:
                from lossdoctor.fleet.cache import task_key

                merged_key = task_key(joined)
                merged_result = cache.get(merged_key)
            if merged_result is None:
                merged_result = pool.map(run_task, [joined])[0]
                changed += 1
                if cache is not None and merged_key is not None and isinstance(merged_result, TaskResult):
                    cache.put(merged_key, merged_result)
            for i in group:
                final[i] = TaskResult(reports=())
                tasks[i] = joined
            final[group[0]] = merged_result
        reports: list[RunReport] = []
        notes = [note for part in found for note in part.notes]
        for task, result in zip(tasks, final):
            if isinstance(result, Failed):
                reports.append(_error_report(task, result.reason))
            else:
                reports.extend(result.reports)
                notes.extend(result.notes)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    complete = all(part.complete for part in found) and not any(isinstance(r, Failed) for r in final)
    return (reports, notes, changed, len(tasks) - len(todo) if cache is not None else 0,
            sum(part.fetched for part in found), complete)


def analyze_fleet(paths: Sequence[str | Path], *, stitch: bool = False, loss_keys: Sequence[str] = (),
                  settings: Settings | None = None, executor: Executor | None = None,
                  cache: ReportCache | None = None,
                  progress: Progress | None = None) -> tuple[Report, FleetStats]:
    """The report of every run under `paths` (local, fsspec URLs, wandb://), and fleet figures."""
    from lossdoctor.engine import Settings as SettingsClass
    from lossdoctor.engine import build_rules

    from lossdoctor.ingest.textlog.generic import set_loss_keys

    set_loss_keys(loss_keys)  # a console log whose loss is named by --loss is a training log
    started = time.perf_counter()
    active = settings or SettingsClass()
    build_rules(active)  # a bad setting fails here, once, with its one-line message
    pool = executor or LocalExecutor()
    listed = _list(paths, progress, cache is not None)
    whole = _fleet_key(listed, active, stitch, tuple(loss_keys)) if cache is not None else None
    kept = cache.get_fleet(whole) if cache is not None and whole is not None else None
    if kept is not None:
        # Nothing listed changed since a check that read everything: its reports, named and
        # sorted as they were (no staging, no task, no reader imported).
        reports, notes, count = list(kept[0]), list(kept[1]), int(kept[2])
        changed, cached, fetched = 0, count, 0
        if progress and count:
            progress("analyze", count, count)
    else:
        reports, notes, changed, cached, fetched, whole_ok = _analyse(
            listed, active, stitch, tuple(loss_keys), pool, cache, progress)
        if not reports:
            given = ", ".join(str(p) for p in paths)
            raise InputError(notes[0] if len(notes) == 1 else f"{given}: no training history found"
                             + (f" ({notes[0]}; and {len(notes) - 1} more)" if notes else ""))
        from lossdoctor.api import _natural

        reports.sort(key=lambda r: (_natural(r.run.name), r.run.sources[:1]))
        reports = _unique_names(reports)
        if cache is not None and whole is not None and whole_ok:
            cache.put_fleet(whole, (tuple(reports), tuple(notes), cached + changed))
    for key_name in loss_keys:
        missing = [r.run.name for r in reports if r.error is None and key_name not in r.run.series]
        if missing:
            shown = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if len(missing) > 3 else "")
            notes.append(f"--loss {key_name!r}: no such series in {shown}; the usual loss was used there")
    report = Report(runs=tuple(reports), version=__version__, notes=tuple(notes))
    stats = FleetStats(runs=len(reports), changed=changed, errors=sum(r.error is not None for r in reports),
                       seconds=time.perf_counter() - started, executor=pool.name,
                       cached=cached if cache is not None else 0, fetched=fetched)
    return report, stats

