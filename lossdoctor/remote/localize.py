"""Remote PATHs for the commands that work on whole runs in this process (`stitch`, `inspect`):
each URL is mirrored into a temporary folder, read as a local one, and its runs' texts are told
with the URL again."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path

from lossdoctor.errors import UsageError
from lossdoctor.remote import is_url, local_path, scheme_of

Pairs = tuple[tuple[str, str], ...]


@contextmanager
def localized(paths: Sequence[str | Path], command: str) -> Iterator[tuple[list[Path], Pairs, list[str]]]:
    """(local paths, mirror prefix -> URL pairs, notes) for `paths`; the mirror is removed after."""
    scratch: Path | None = None
    local: list[Path] = []
    pairs: list[tuple[str, str]] = []
    notes: list[str] = []
    try:
        for given in paths:
            if scheme_of(given) == "wandb":
                raise UsageError(f"{given}: wandb:// runs work with analyze and check, not {command}")
            if not is_url(given):
                local.append(local_path(given))
                continue
            from lossdoctor.remote.fs import list_prefix
            from lossdoctor.remote.stage import stage

            scratch = scratch or Path(tempfile.mkdtemp(prefix="lossdoctor-stage-"))
            root, files = list_prefix(str(given))
            staged = stage(root, files, scratch)
            notes.extend(staged.notes)
            single = str(given).rstrip("/") != root
            local.append(next(iter(staged.files)) if single and staged.files else staged.folder)
            pairs.append((str(staged.folder), root))
        yield local, tuple(pairs), notes
    finally:
        if scratch is not None:
            shutil.rmtree(scratch, ignore_errors=True)
