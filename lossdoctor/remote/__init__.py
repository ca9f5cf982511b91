"""Runs that live elsewhere: object storage through fsspec, and W&B's cloud through its API.

Nothing here is imported on the local path: `is_url` is the one cheap test the CLI needs.
"""

from __future__ import annotations

import re
from pathlib import Path

_SCHEME = re.compile(r"^([a-zA-Z][a-zA-Z0-9+.-]*)://")


def scheme_of(path: str | Path) -> str | None:
    """The URL scheme of a PATH argument (`s3`, `wandb`, ...), or None for a local path."""
    if isinstance(path, Path):
        return None
    match = _SCHEME.match(path)
    return match.group(1).lower() if match else None


def is_url(path: str | Path) -> bool:
    """Whether a PATH argument names a remote source (a `file://` URL is a local path)."""
    scheme = scheme_of(path)
    return scheme is not None and scheme != "file"


def local_path(path: str | Path) -> Path:
    """A local PATH argument as a Path (`file:///x` -> `/x`)."""
    if isinstance(path, str) and scheme_of(path) == "file":
        return Path(path[len("file://"):])
    return Path(path)
