"""Safe outputs: never inside an input, never over an existing file without --force, atomic."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Sequence
from pathlib import Path

from lossdoctor.errors import OutputError


def _inside(child: Path, parent: Path) -> bool:
    try:
        child.relative_to(parent)
    except ValueError:
        return False
    return True


def check_writable(target: Path, *, force: bool, inputs: Sequence[Path], directory: bool = False) -> None:
    """Refuse an output that is an input, lies inside an input folder, or exists without --force."""
    resolved = target.resolve()
    for given in inputs:
        source = Path(given).resolve()
        if resolved == source or (source.is_dir() and _inside(resolved, source)):
            raise OutputError(f"{target}: refusing to write inside the input {given}; choose another output path")
        if directory and _inside(source, resolved):
            raise OutputError(f"{target}: the output folder would contain the input {given}; choose another path")
    if target.exists() and not force:
        raise OutputError(f"{target}: already exists; use --force to overwrite it")
    if target.exists() and target.is_dir() != directory:
        kind = "a folder" if target.is_dir() else "a file"
        raise OutputError(f"{target}: is {kind}; choose another output path")
    parent = resolved.parent
    if not parent.is_dir():
        raise OutputError(f"{target}: the folder {parent} does not exist")
    if not os.access(parent, os.W_OK):
        raise OutputError(f"{target}: cannot write to {parent} (permission denied)")


def write_bytes(target: Path, data: bytes, *, force: bool, inputs: Sequence[Path]) -> None:
    """Write a file atomically: a temporary file beside it, then a rename."""
    check_writable(target, force=force, inputs=inputs)
    handle, temp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.resolve().parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
        # mkstemp makes 0600 files; give the output the mode a plain open() would have.
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temp, 0o666 & ~umask)
        os.replace(temp, target)
    except OSError as exc:
        Path(temp).unlink(missing_ok=True)
        raise OutputError(f"{target}: cannot write ({exc.strerror})") from None


def write_text(target: Path, text: str, *, force: bool, inputs: Sequence[Path]) -> None:
    """Write text atomically (UTF-8)."""
    write_bytes(target, text.encode("utf-8"), force=force, inputs=inputs)


def replace_dir(staging: Path, target: Path, *, force: bool) -> None:
    """Move a fully written staging folder into place, replacing `target` only with --force."""
    if target.exists():
        if not force:
            raise OutputError(f"{target}: already exists; use --force to overwrite it")
        backup = target.with_name(f".{target.name}.old")
        shutil.rmtree(backup, ignore_errors=True)
        os.replace(target, backup)
        os.replace(staging, target)
        shutil.rmtree(backup, ignore_errors=True)
    else:
        os.replace(staging, target)
