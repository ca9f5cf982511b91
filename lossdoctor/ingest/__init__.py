"""Readers, one subpackage or module per family of formats, tried in this order during discovery."""

from __future__ import annotations

import importlib
from types import ModuleType

from lossdoctor.ingest.base import Reader, Unit
from lossdoctor.model import RawRun

# Order matters: directory-shaped formats claim their files before generic sniffers.
READERS: tuple[str, ...] = (
    "tensorboard",
    "wandb_run",
    "visualdl",
    "mlflow",
    "hf_trainer",
    "lightning",
    "wandb_export",
    "tables",
    "textlog",
    "sweeplines",
    "pylists",
    "generic",
)


# A reader's name (its NAME, kept in units and messages) -> its module under lossdoctor.ingest.
MODULES: dict[str, str] = {
    "tensorboard": "tensorboard",
    "wandb_run": "wandb.run",
    "visualdl": "visualdl",
    "mlflow": "mlflow",
    "hf_trainer": "hf.trainer",
    "lightning": "lightning",
    "wandb_export": "wandb.export",
    "tables": "tables",
    "textlog": "textlog",
    "sweeplines": "textlog.generic.sweeplines",
    "pylists": "textlog.generic.pylists",
    "generic": "textlog.generic",
    "wandb_api": "wandb.api",  # wandb:// runs: found through W&B's API, never claimed from files
}


def reader(name: str) -> Reader:
    """The reader called `name` (its module imported on first use, to keep start-up fast)."""
    # ModuleType's `__getattr__` makes any module satisfy the Reader protocol statically.
    module: ModuleType = importlib.import_module(f"lossdoctor.ingest.{MODULES[name]}")
    return module


def read_unit(unit: Unit) -> list[RawRun]:
    """Read one claimed unit with the reader that claimed it (named in each run's meta)."""
    runs = reader(unit.reader).read(unit)
    for run in runs:
        run.meta.setdefault("reader", unit.reader)
    return runs


__all__ = ["READERS", "Reader", "Unit", "read_unit", "reader"]
