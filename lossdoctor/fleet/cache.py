"""`--cache DIR`: each run's report, keyed by what it was made from.

A key covers the run's files (path, size, ETag or mtime), the detector settings, the
loss keys, lossdoctor's version and the report schema; anything else changing makes a new
key, never a stale answer. Entries are written to a temporary file and renamed into place,
so concurrent checks and crashes leave whole entries or none; an entry that does not load
(damaged by hand, or from another version of the classes) is a miss.

Layout: DIR/reports/ab/<key>.pkl, DIR/listings/ab/<key>.pkl and DIR/fleets/ab/<key>.pkl
(a whole check, so that a re-check of an unchanged fleet is one listing and one load; pickles:
the cache is the user's own folder, read only by lossdoctor).
"""

from __future__ import annotations

import hashlib
import json
import os
import pickle
from collections.abc import Sequence
from dataclasses import asdict
from pathlib import Path
from typing import Any

from lossdoctor import __version__
from lossdoctor.errors import OutputError
from lossdoctor.fleet.tasks import Task, TaskResult

FORMAT = 1  # bump when what an entry holds changes shape
SCHEMA = "lossdoctor.report/1"


def _digest(parts: Any) -> str:
    return hashlib.sha256(json.dumps(parts, sort_keys=True, default=str).encode()).hexdigest()


def settings_key(task: Task) -> Any:
    """What of the settings changes a report (not where they were read from)."""
    data = asdict(task.settings)
    data.pop("origin", None)
    data.pop("cache", None)
    return [data, task.stitch, list(task.loss_keys)]


def file_key(path: Path, task: Task) -> list[Any]:
    """(path, size, version) of one input: the listing's ETag for a remote file, else mtime."""
    remote = task.remote.get(path)
    if remote is not None:
        return [remote.url, remote.size, remote.version]
    try:
        info = path.stat()
    except OSError:
        return [str(path), -1, "missing"]
    return [str(path.resolve()), info.st_size, info.st_mtime_ns]


def task_key(task: Task, settings: str | None = None) -> str:
    """The cache key of one task's reports (`settings`: settings_digest(task), when the caller
    already has it: every task of a check shares it)."""
    units = [[unit.reader, unit.name, sorted((str(k), str(v)) for k, v in unit.options.items()),
              [file_key(path, task) for path in unit.paths]] for unit in task.units]
    return _digest([FORMAT, SCHEMA, __version__, settings or settings_digest(task), units, list(task.relabel)])


def settings_digest(task: Task) -> str:
    """The settings part of a task's key, as one digest."""
    return _digest(settings_key(task))


def listing_key(kind: str, root: str, listing: Sequence[Any]) -> str:
    """The key of one discovery: the root and every file's (path, size, version)."""
    return _digest([FORMAT, __version__, kind, root, os.getcwd(), list(listing)])


def fleet_key(settings: str, listings: Sequence[str]) -> str:
    """The key of a whole check: the settings' digest and every PATH's listing key."""
    return _digest([FORMAT, SCHEMA, __version__, "fleet", settings, list(listings)])


class ReportCache:
    """Reports and discoveries on disk, written atomically."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise OutputError(f"{folder}: cannot create the cache folder ({exc.strerror})") from None
        if not os.access(folder, os.W_OK):
            raise OutputError(f"{folder}: cannot write to the cache folder (permission denied)")
        self.hits = 0
        self.misses = 0

    def _path(self, kind: str, key: str) -> Path:
        return self.folder / kind / key[:2] / f"{key}.pkl"

    def _load(self, kind: str, key: str) -> Any:
        try:
            data = self._path(kind, key).read_bytes()
            stored_format, stored_key, value = pickle.loads(data)
        except Exception:  # noqa: BLE001 - missing, torn by hand, or another version: a miss
            return None
        return value if stored_format == FORMAT and stored_key == key else None

    def _store(self, kind: str, key: str, value: Any) -> None:
        from lossdoctor.remote.stage import atomic_write

        try:
            atomic_write(self._path(kind, key), pickle.dumps((FORMAT, key, value), protocol=5))
        except OSError:
            pass  # a full or read-only cache costs speed, never the check

    def get(self, key: str) -> TaskResult | None:
        """The stored result of a task, or None."""
        value = self._load("reports", key)
        if isinstance(value, TaskResult):
            self.hits += 1
            return value
        self.misses += 1
        return None

    def put(self, key: str, result: TaskResult) -> None:
        """Store a task's result."""
        self._store("reports", key, result)

    def get_listing(self, key: str) -> Any:
        """A stored discovery (units and notes), or None."""
        return self._load("listings", key)

    def put_listing(self, key: str, value: Any) -> None:
        """Store a discovery."""
        self._store("listings", key, value)

    def get_fleet(self, key: str) -> Any:
        """A whole check's (reports, notes, task count) for an unchanged set of listings, or None."""
        return self._load("fleets", key)

    def put_fleet(self, key: str, value: Any) -> None:
        """Store a whole check (only one that read every object and ran every task)."""
        self._store("fleets", key, value)
