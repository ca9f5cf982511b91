"""TensorBoard's "download CSV" export: `Wall time,Step,Value`, the tag only in the file's name.

The UI names the file `run-<run>-tag-<tag>.csv` (slashes of both turned to underscores); people
often rename it (`critic_loss.csv`). The `Value` column is that tag's series, so it takes the
name the file gives it, and a loss-named file is a loss run like any other.
"""

from __future__ import annotations

from pathlib import Path

from lossdoctor.ingest.tables.parse import ParsedTable

EXPORT_COLUMNS = ("wall time", "step", "value")
_TAG_MARK = "-tag-"


def is_export(names: list[str]) -> bool:
    """True for exactly the three columns TensorBoard's export writes (any case)."""
    return tuple(name.strip().lower() for name in names) == EXPORT_COLUMNS


def tag_name(path: Path) -> str | None:
    """The series name a file's name gives: the stem, without `run-...-tag-` when present."""
    stem = path.stem
    if stem.startswith("run") and _TAG_MARK in stem:
        # The tag is last; a run name (a folder path) is likelier to hold '-tag-' than a tag.
        stem = stem.rpartition(_TAG_MARK)[2]
    stem = stem.strip()
    return stem or None


def named_export(table: ParsedTable, path: Path) -> ParsedTable:
    """The table with `Value` named after the file and `Wall time` as the wall clock, when it is
    a TensorBoard export; any other table unchanged."""
    names = list(table.columns)
    if not is_export(names):
        return table
    wall, step, value = names
    tag = tag_name(path)
    if tag is None or tag.lower() in {"step", "wall_time"}:
        tag = value
    table.columns = {"wall_time": table.columns[wall], step: table.columns[step], tag: table.columns[value]}
    return table
