"""Reader for files exported from W&B: panel CSVs, history exports and runs-table CSVs.

- Panel "Export -> CSV" (`"Step","<run> - <key>","<run> - <key>__MIN",...`): one RawRun per
  run column group, with the bucket min/max kept on the series (wandb/panel.py).
- History exports (`run.history()`/`scan_history()` saved as CSV/JSONL/parquet, and the
  parquet history artifact): recognised by `_step` plus `_runtime` or `_timestamp`
  (wandb/histexport.py).
- Runs-table CSVs (`Name, [Agent,] State, Notes, User, Tags, Created, Runtime, Sweep, ...`)
  hold one summary row per run, not a history. They are claimed so that no generic table
  reader misreads them; named on their own (the only file offered) they are an InputError
  saying so, and inside a folder walk they yield no runs (a reader has no channel for a
  folder note). `wandb-summary.json` files are treated the same way, except a run folder's own
  `files/wandb-summary.json` beside its `run-<id>.wandb`: the history is read from that file, and
  the summary is passed over without a note.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Sequence
from pathlib import Path

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit
from lossdoctor.model import RawRun

NAME = "wandb_export"

_SNIFF_CHARS = 1 << 20  # a panel export of hundreds of runs has a long header line
_SUMMARIES = {
    "runs_table": "a W&B runs-table export holds one summary row per run",
    "summary": "a W&B wandb-summary.json holds each metric's last value",
}
_RUNS_TABLE_LEAD = ("Name", "State", "Notes", "User", "Tags", "Created", "Runtime")


def _csv_header(path: Path) -> list[str] | None:
    try:
        with path.open("r", encoding="utf-8-sig", errors="replace", newline="") as handle:
            line = handle.readline(_SNIFF_CHARS)
    except OSError:
        return None
    if not line.strip() or (len(line) == _SNIFF_CHARS and not line.endswith("\n")):
        return None
    try:
        return next(csv.reader(io.StringIO(line)))
    except (csv.Error, StopIteration):
        return None


def _is_history(columns: Sequence[str]) -> bool:
    names = set(columns)
    return "_step" in names and bool(names & {"_runtime", "_timestamp"})


def csv_kind(header: Sequence[str]) -> str | None:
    """'panel', 'runs_table' or 'history' for a CSV header written by W&B, else None."""
    cells = [c.strip() for c in header]
    if len(cells) >= 2 and cells[0] and all(" - " in c for c in cells[1:]):
        return "panel"
    if cells[:1] == ["Name"] and sum(c in cells for c in _RUNS_TABLE_LEAD) >= 4:
        return "runs_table"
    if _is_history(cells):
        return "history"
    return None


def _jsonl_kind(path: Path) -> str | None:
    """'history' for a JSONL history export, 'summary' for wandb-summary.json, else None."""
    if path.name.endswith("wandb-summary.json"):
        return "summary"
    try:
        with path.open("r", encoding="utf-8", errors="replace") as handle:
            for _, line in zip(range(20), handle):
                line = line.strip()
                if not line:
                    continue
                try:
                    row = json.loads(line)
                except ValueError:
                    return None
                if not isinstance(row, dict) or not _is_history(list(row.keys())):
                    return None
                return "summary" if isinstance(row.get("_wandb"), dict) else "history"
    except OSError:
        return None
    return None


def _parquet_is_history(path: Path) -> bool:
    try:
        import pyarrow.parquet as pq

        return _is_history(pq.read_schema(path).names)
    except Exception:  # noqa: BLE001 - any unreadable parquet is simply not ours
        return False


def sniff(path: Path) -> str | None:
    """What W&B export `path` is, from its content: panel, runs_table, summary, history or None."""
    suffix = path.suffix.lower()
    if suffix in (".csv", ".tsv"):
        header = _csv_header(path)
        return csv_kind(header) if header else None
    if suffix in (".jsonl", ".ndjson", ".json"):
        return _jsonl_kind(path)
    if suffix in (".parquet", ".pq"):
        return "history" if _parquet_is_history(path) else None
    return None


def _in_run_folder(path: Path) -> bool:
    """Whether a summary is `files/wandb-summary.json` of a W&B run folder that holds its run file
    (`run-<id>.wandb`, read by the W&B run reader)."""
    folder = path.parent.parent
    return path.parent.name == "files" and any(folder.glob("run-*.wandb"))


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take W&B panel, history and runs-table exports; one unit per file."""
    units: list[Unit] = []
    rest: list[Path] = []
    sole = len(files) == 1
    for path in files:
        kind = sniff(path)
        if kind is None:
            rest.append(path)
        elif kind == "summary" and not sole and _in_run_folder(path):
            # A run folder's own summary beside its `.wandb` file, which holds the history: no news.
            units.append(Unit(NAME, path.name, (path,), {"kind": kind, "sole": False}))
        elif kind in _SUMMARIES and not sole:
            # Met in a folder walk: say why it was passed over rather than fail the whole walk.
            units.append(Unit(NAME, path.name, (path,), {
                "note": f"{path}: {_SUMMARIES[kind]}, not a training history; skipped"}))
        else:
            units.append(Unit(NAME, path.name, (path,), {"kind": kind, "root": str(root), "sole": sole}))
    return units, rest


def read(unit: Unit) -> list[RawRun]:
    """Read one export file into its runs."""
    path = unit.paths[0]
    root = Path(unit.options.get("root", path.parent))
    kind = unit.options.get("kind") or sniff(path)
    if kind in _SUMMARIES:
        if unit.options.get("sole", True):
            raise InputError(f"{path}: {_SUMMARIES[kind]}, not a training history; export the run's "
                             "history (parquet) or point lossdoctor at the run folder")
        return []
    if kind == "panel":
        from lossdoctor.ingest.wandb.panel import read_panel

        return read_panel(path)
    if kind == "history":
        from lossdoctor.ingest.wandb.histexport import read_history

        return read_history(path, root)
    raise InputError(f"{path}: not a W&B export (no panel, history or runs-table header)")
