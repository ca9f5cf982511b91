"""What a reader is: it claims files during discovery, then reads what it claimed."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from lossdoctor.model import RawRun


@dataclass(frozen=True)
class Unit:
    """A piece of reading work claimed during discovery.

    It is plain data (picklable) so that many units can be read in worker processes.
    `reader` names the module in the registry that will read it.
    """

    reader: str
    name: str
    paths: tuple[Path, ...]
    options: dict[str, Any] = field(default_factory=dict)


class Reader(Protocol):
    """A module in `lossdoctor.ingest` that knows one family of formats."""

    NAME: str

    def claim(self, files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
        """Take the files this reader understands; return its units and the rest.

        `files` are sorted paths found under `root` (a directory the user named, or the
        parent of a file the user named). Sniff content, not only names.
        """
        ...

    def read(self, unit: Unit) -> list[RawRun]:
        """Read one claimed unit into runs. Raise InputError for unreadable input."""
        ...


def run_name(path: Path, root: Path) -> str:
    """A run's display name: its path relative to the root the user gave.

    A run at the root itself is named after the root folder, not ".", because people
    compare runs by name.
    """
    try:
        rel = path.relative_to(root)
    except ValueError:
        return path.name or str(path)
    text = rel.as_posix()
    if text in ("", "."):
        return root.resolve().name or str(root)
    return text
