"""MLflow's file store: a run folder (`mlruns/<experiment>/<run id>/`) keeps one file per metric.

`metrics/<key>` holds one line per logged value, `<timestamp ms> <value> <step>` (MLflow before
1.0 wrote no step: `<timestamp ms> <value>`, the line's order is then the step); a key with a
`/` is a file in a subfolder (`metrics/train/loss`). The run folder is known by its `meta.yaml`
beside `metrics/`. Its `params/` and `tags/` hold one value each, no history, and are left to
the walk. A metric file's timestamp is its wall time, never its step.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import role_for

NAME = "mlflow"

_LINE = re.compile(rb"^\s*(\d{9,14})\s+(\S+)(?:\s+(-?\d+))?\s*$")
# Enough lines to judge a metric file by (a metric logged once is one line).
_SNIFF_LINES = 5
_SNIFF_BYTES = 4096


def _run_dir(path: Path) -> Path | None:
    """The MLflow run folder a metric file belongs to: the folder above its `metrics/` ancestor
    that holds `meta.yaml`, or None."""
    for ancestor in path.parents:
        if ancestor.name == "metrics":
            home = ancestor.parent
            return home if (home / "meta.yaml").is_file() else None
    return None


def _metric_file(path: Path) -> bool:
    """Whether a file's first lines are MLflow metric lines."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(_SNIFF_BYTES)
    except OSError:
        return False
    lines = [line for line in head.split(b"\n")[:_SNIFF_LINES] if line.strip()]
    if not lines or (len(head) == _SNIFF_BYTES and len(head.split(b"\n")) <= 1):
        return False
    for line in lines:
        match = _LINE.match(line)
        if match is None:
            return False
        try:
            float(match.group(2))
        except ValueError:
            return False
    return True


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take the metric files of each MLflow run folder: one unit (one run) a folder."""
    runs: dict[Path, list[Path]] = {}
    rest: list[Path] = []
    for path in files:
        home = _run_dir(path) if "metrics" in path.parts else None
        if home is not None and _metric_file(path):
            runs.setdefault(home, []).append(path)
        else:
            rest.append(path)
    units = [Unit(NAME, run_name(home, root), tuple(paths), {"run_dir": str(home)}) for home, paths in runs.items()]
    return units, rest


def _series(path: Path, key: str) -> Series | None:
    steps: list[int] = []
    values: list[float] = []
    walls: list[float] = []
    for number, line in enumerate(path.read_bytes().split(b"\n")):
        match = _LINE.match(line)
        if match is None:
            continue
        try:
            value = float(match.group(2))
        except ValueError:
            continue
        walls.append(int(match.group(1)) / 1000.0)
        values.append(value)
        steps.append(int(match.group(3)) if match.group(3) is not None else number)
    if not values:
        return None
    return Series(key, np.asarray(steps, np.int64), np.asarray(values, np.float64), np.asarray(walls, np.float64),
                  role=role_for(key))


def read(unit: Unit) -> list[RawRun]:
    """One run: a series per metric file, at the steps MLflow recorded."""
    home = Path(str(unit.options.get("run_dir", unit.paths[0].parent.parent)))
    series: dict[str, Series] = {}
    for path in unit.paths:
        try:
            key = path.relative_to(home / "metrics").as_posix()
        except ValueError:
            key = path.name
        try:
            found = _series(path, key)
        except OSError as exc:
            raise InputError(f"{path}: cannot read ({exc})") from exc
        if found is not None:
            series[key] = found
    if not series:
        raise InputError(f"{home}: an MLflow run folder whose metric files hold no values")
    starts = [float(s.wall_times.min()) for s in series.values() if s.wall_times is not None and len(s)]
    fragment = Fragment(str(home / "metrics"), series, wall_start=min(starts) if starts else None)
    run = RawRun(unit.name, NAME, [fragment], [str(path) for path in unit.paths])
    run.meta["step_source"] = {"name": "the step MLflow recorded with each value", "unit": "steps"}
    return [run]
