"""A remote prefix mirrored on local disk, so that every reader and the discovery rules work on
it exactly as on a local folder (same grouping, same run names).

The mirror lives in the cache (`--cache DIR`: kept, and an object whose size and version are
unchanged is never fetched again) or in a temporary folder removed after the check.
Every write is atomic (a temporary file, then os.replace): a crash never leaves a torn file.
"""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

from lossdoctor.errors import InputError
from lossdoctor.remote.fs import RemoteFile, StillFailing, fetch

THREADS = 8  # downloads in flight: I/O-bound, so more than the cores


@dataclass(frozen=True)
class Staged:
    """A remote root and its local mirror: `folder` stands for `url`."""

    url: str
    folder: Path
    files: dict[Path, RemoteFile]  # local path -> the object it mirrors
    fetched: int = 0
    notes: tuple[str, ...] = ()
    left_out: tuple[tuple[Path, str], ...] = ()  # listed objects not mirrored: (local path, why)

    def listing(self) -> tuple[tuple[str, int, str], ...]:
        """(relative path, size, version) of every object: what a listing cache is keyed by."""
        return tuple(sorted((p.relative_to(self.folder).as_posix(), f.size, f.version)
                            for p, f in self.files.items()))


def atomic_write(path: Path, data: bytes) -> None:
    """Write `data` to `path` through a temporary sibling and os.replace (never torn)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def mirror_folder(base: Path, url: str) -> Path:
    """Where `url` is mirrored under `base`: a folder named like the prefix's last part (run
    names are relative to it), inside one folder per URL."""
    digest = hashlib.sha256(url.encode()).hexdigest()[:16]
    name = url.rstrip("/").rsplit("/", 1)[-1] or "root"
    return base / digest / name


def stage(root_url: str, files: Sequence[tuple[str, RemoteFile]], base: Path) -> Staged:
    """Mirror `files` (relative to `root_url`) under `base`; fetch only what changed."""
    folder = mirror_folder(base, root_url)
    index_path = folder.parent / "index.json"
    try:
        index: dict[str, list[object]] = json.loads(index_path.read_text())
    except (OSError, ValueError):
        index = {}
    local = {folder / relative: remote for relative, remote in files}
    todo = [(path, remote) for path, remote in local.items()
            if index.get(path.relative_to(folder).as_posix()) != [remote.size, remote.version]
            or not path.is_file() or (remote.size >= 0 and path.stat().st_size != remote.size)]

    def one(item: tuple[Path, RemoteFile]) -> InputError | None:
        path, remote = item
        try:
            atomic_write(path, fetch(remote))
        except InputError as exc:
            return exc
        return None

    with ThreadPoolExecutor(max_workers=THREADS) as pool:
        errors = list(pool.map(one, todo))
    # A burst of throttling, resets or timeouts can outlast every try of the downloads in flight
    # (our own parallel requests add to the load), and a file left out is a fragment missing
    # from its run: each such object gets one more series of tries, one object at a time.
    errors = [one(item) if isinstance(error, StillFailing) else error for item, error in zip(todo, errors)]
    failed = {path: str(error) for (path, _), error in zip(todo, errors) if error is not None}
    for path in failed:  # an object we could not read is left out, with its reason
        local.pop(path)
        path.unlink(missing_ok=True)
    if todo:
        fresh = {p.relative_to(folder).as_posix(): [f.size, f.version] for p, f in local.items()}
        atomic_write(index_path, json.dumps(fresh, sort_keys=True).encode())
    notes = tuple(f"skipped: {error}" for error in failed.values())
    return Staged(url=root_url, folder=folder, files=local, fetched=len(todo) - len(failed), notes=notes,
                  left_out=tuple(failed.items()))


def ensure(files: dict[Path, RemoteFile]) -> None:
    """Fetch any mirrored file missing here (a worker on another machine than the client)."""
    for path, remote in files.items():
        if not path.is_file():
            atomic_write(path, fetch(remote))
