"""PLACEHOLDER reader for hf_trainer: claims nothing yet. Replace this module entirely."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lossdoctor.ingest.base import Unit
from lossdoctor.model import RawRun

NAME = "hf_trainer"


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    return [], list(files)


def read(unit: Unit) -> list[RawRun]:
    raise NotImplementedError
