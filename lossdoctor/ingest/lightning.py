"""PyTorch Lightning CSVLogger: `<logger>/version_<N>/metrics.csv`, one fragment per version.

A resume without `version=` writes a new `version_<N+1>` folder, so the versions of one
logger folder are fragments of one run. They are ordered by version number, which is
Lightning's own counter (each start takes the highest existing number plus one), not by file
modification time: copies and syncs rewrite mtimes, and a metrics.csv's mtime is its last
write, not its start. The mtime is kept in the fragment's meta for reference only.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.ingest.tables.parse import ParsedTable, sniff
from lossdoctor.model import Fragment, RawRun

NAME = "lightning"

_VERSION = re.compile(r"^version_(\d+)$")


def _version_key(path: Path) -> tuple[int, int, str]:
    match = _VERSION.match(path.parent.name)
    return (0, int(match.group(1)), "") if match else (1, 0, path.parent.name)


def _is_metrics(path: Path, present: set[Path]) -> bool:
    if path.name != "metrics.csv":
        return False
    if not (_VERSION.match(path.parent.name) or path.with_name("hparams.yaml") in present):
        return False
    found = sniff(path)
    return found is not None and found.kind == "csv" and "step" in found.columns


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take CSVLogger metrics.csv files (and their hparams.yaml), one unit per logger folder."""
    present = set(files)
    loggers: dict[Path, list[Path]] = {}
    taken: set[Path] = set()
    for path in files:
        if _is_metrics(path, present):
            # Only numbered versions are resumes of one logger; a named version stands alone.
            key = path.parent.parent if _VERSION.match(path.parent.name) else path.parent
            loggers.setdefault(key, []).append(path)
            taken.add(path)
            taken.add(path.with_name("hparams.yaml"))
    units = [Unit(NAME, run_name(folder, root), tuple(sorted(paths, key=_version_key)))
             for folder, paths in loggers.items()]
    return units, [path for path in files if path not in taken]


def read(unit: Unit) -> list[RawRun]:
    """One run whose fragments are the versions, in version order."""
    from lossdoctor.ingest.tables.delimited import parse_csv
    from lossdoctor.ingest.tables.parse import read_bytes
    from lossdoctor.ingest.tables.runs import TableOptions, read_table

    fragments: list[Fragment] = []
    warnings: list[str] = []
    for path in unit.paths:
        version = path.parent.name
        raw = read_bytes(path)
        if not raw or raw.isspace():
            warnings.append(f"{path}: empty; {version} logged nothing (the job ended before its first log)")
            continue
        table = parse_csv(str(path), raw, _delimiter(raw))
        if table.rows == 0:
            warnings.extend(table.warnings)
            warnings.append(f"{path}: a header and no rows; {version} logged nothing")
            continue
        _drop_repeated_epochs(table)
        read = read_table(table, TableOptions(step_column="step", split_trials=False))
        warnings.extend(read.notes)
        try:
            mtime: float | None = path.stat().st_mtime
        except OSError:
            mtime = None
        for piece in (fragment for trial in read.trials for fragment in trial):
            fragments.append(Fragment(piece.source, piece.series, None, len(fragments), piece.markers,
                                      {**piece.meta, "version": version, "mtime": mtime}))
    if not fragments and len(unit.paths) == 1:
        raise InputError(f"{unit.paths[0]}: a Lightning metrics.csv with no rows; nothing to read")
    logger = unit.paths[0].parent.parent if _VERSION.match(unit.paths[0].parent.name) else unit.paths[0].parent
    return [RawRun(unit.name, "lightning", fragments, [str(p) for p in unit.paths], warnings,
                   identity=f"lightning:{logger.resolve()}",
                   meta={"versions": [p.parent.name for p in unit.paths]})]


def _drop_repeated_epochs(table: ParsedTable) -> None:
    """Lightning writes `epoch` on every row, so validation and epoch-end rows at one step
    repeat it; those identical copies are bookkeeping, not further points."""
    step, epoch = table.columns.get("step"), table.columns.get("epoch")
    if step is None or epoch is None or table.rows < 2:
        return
    same = np.zeros(table.rows, bool)
    same[1:] = ((step.values[1:] == step.values[:-1]) & (epoch.values[1:] == epoch.values[:-1])
                & epoch.present[1:] & epoch.present[:-1])
    epoch.present[same] = False


def _delimiter(raw: bytes) -> str:
    head = raw.split(b"\n", 1)[0]
    return "\t" if head.count(b"\t") > head.count(b",") else ","
