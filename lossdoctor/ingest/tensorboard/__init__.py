"""TensorBoard event files: our own streaming reader of the TFRecord framing, fast and honest.

`claim` finds runs (a folder that directly holds event files, with PyTorch `add_scalars`
and `add_hparams` sub-folders folded in); `read` returns every scalar point of every file.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lossdoctor.ingest.base import Unit
from lossdoctor.model import RawRun

NAME = "tensorboard"


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take the event files under `root`: one unit per run folder; return the rest."""
    from lossdoctor.ingest.tensorboard.discovery import claim as _claim

    return _claim(files, root)


def read(unit: Unit) -> list[RawRun]:
    """Read one run's event files into a RawRun."""
    from lossdoctor.ingest.tensorboard.reader import read_unit

    return [read_unit(unit)]


__all__ = ["NAME", "claim", "read"]
