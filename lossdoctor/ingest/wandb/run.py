"""Reader for W&B run files (`run-<id>.wandb`), offline or online, one or many per run id.

Every `*.wandb` file found is claimed; the files of one run id (a run resumed or
rewound writes a new folder with the same id) form one unit and become fragments of
one RawRun with identity `wandb:<id>`, which also joins them with same-id files found
under other PATHs. The stitcher orders the fragments by their first `_timestamp`.

Copies: wandb's `latest-run` is a symlink to the newest run folder; copied into a
repository or an archive it becomes a second folder with the same files. A file of the
same run id with the same bytes, or whose bytes are the start of another's (a copy taken
while the run was still writing, its run record included), is that file again: read once,
the copy named in a warning (`wandb.copies`). It stays among the run's sources: the files
beside it (a console capture in the copy's `files/`) are still this run's writers.

Steps: the first framework step key (`wandb.history.STEP_KEYS`) logged with whole
numbers in any file of the run is the step axis for all its files; otherwise `_step`.

Branch points: a rewind (`resume_from="<id>?_step=N"`) or fork keeps the history up
to N and writes its own from `_step` N+1, so its `branch_point` marker sits at N+1
(the first step of the new timeline, which is where the stitcher cuts the old one);
when a framework key is the step axis, the marker sits at the fragment's first step.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.wandb.copies import earlier_copy, identical_copies
from lossdoctor.ingest.wandb.history import Columns, choose_step_key, first_wall, row_steps, to_series
from lossdoctor.ingest.wandb.log import HEADER_SIZE, header_problem
from lossdoctor.model import Fragment, Marker, RawRun

NAME = "wandb_run"

_FILE_ID = re.compile(r"^run-(?P<id>.+)\.wandb$")
_FOLDER_ID = re.compile(r"^(?:offline-)?run-\d{8}_\d{6}-(?P<id>[^-]+)(?:-\d+)?$")
# A run folder as wandb names it: `run-<date>_<time>-<run id>`, the id possibly holding dashes.
_RUN_FOLDER = re.compile(r"^(?:offline-)?run-\d{8}_\d{6}-(?P<rest>.+)$")


def run_id_of(path: Path) -> str:
    """The run id a `.wandb` file belongs to: from its name, else its folder, else its stem."""
    match = _FILE_ID.match(path.name)
    if match:
        return match["id"]
    match = _FOLDER_ID.match(path.parent.name)
    return match["id"] if match else path.stem


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take every `*.wandb` file, grouped by run id (bad headers are judged in read())."""
    groups: dict[str, list[Path]] = {}
    rest: list[Path] = []
    for path in files:
        if path.suffix == ".wandb":
            groups.setdefault(run_id_of(path), []).append(path)
        else:
            rest.append(path)
    sole = len(files) == 1
    units = [Unit(NAME, run_id, tuple(paths), {"root": str(root), "sole": sole})
             for run_id, paths in groups.items()]
    return units, rest


def _label(path: Path, root: Path) -> str:
    """The file as warnings name it: relative to the folder given, and always with its run
    folder, since every resume of a run writes a file of the same name."""
    try:
        relative = path.relative_to(root).as_posix()
    except ValueError:
        return str(path)
    return relative if "/" in relative else f"{path.parent.name}/{path.name}"


def _load(path: Path, label: str, sole: bool, warnings: list[str]) -> tuple[Columns, dict[str, Any]] | None:
    """One file's decoded history and metadata, or None (with a warning) when unreadable."""
    from lossdoctor.ingest.wandb.log import map_file, records
    from lossdoctor.ingest.wandb.records import decode

    problem: str | None
    try:
        data = map_file(path)
    except OSError as exc:
        problem = f"cannot read the file ({exc.strerror})"
    else:
        problem = header_problem(data[:HEADER_SIZE])
    if problem is not None:
        if sole:
            raise InputError(f"{path}: {problem}")
        warnings.append(f"{label}: {problem}; skipped")
        return None
    framed = records(data, label)
    warnings.extend(framed.warnings)
    decoded = decode(framed, label)
    warnings.extend(decoded.warnings)
    if decoded.table.rows == 0:
        code = decoded.meta.get("exit_code")
        ended = "" if code is None else f"; the run's exit record says exit code {code}"
        warnings.append(f"{label}: no history rows ({len(framed.records)} records read){ended}")
    return decoded.table, decoded.meta


def read(unit: Unit) -> list[RawRun]:
    """All files of one run id as the fragments of one RawRun."""
    root = Path(unit.options.get("root", "."))
    sole = bool(unit.options.get("sole", False))
    warnings: list[str] = []
    paths, copied = identical_copies(unit.paths, _own_folder)
    for copy, kept in copied:
        warnings.append(f"{_label(copy, root)}: a byte-identical copy of {_label(kept, root)} (same run id, "
                        "same bytes: a run folder copied, such as W&B's latest-run); read once, the copy set aside")
    loaded = []
    for path in paths:
        label = _label(path, root)
        result = _load(path, label, sole and len(paths) == 1, warnings)
        if result is not None:
            loaded.append((path, label, *result))
    loaded = _without_earlier_copies(loaded, warnings)
    step_key = choose_step_key([table for _, _, table, _ in loaded])
    fragments = []
    for order, (path, label, table, meta) in enumerate(loaded):
        fragments.append(_fragment(path, label, table, meta, step_key, order, warnings))
    metas = [meta for *_, meta in loaded]
    run_id = next((m["id"] for m in metas if m.get("id")), unit.name)
    # A display name with no letter or digit names nothing (HF's run_name is its output_dir, often ".").
    name = next((m["name"] for m in reversed(metas) if _names(m.get("name"))), None) or run_id
    run_meta: dict[str, Any] = {"id": run_id, "name": name, "step_key": step_key}
    config: dict[str, Any] = {}
    for meta in metas:  # a resumed run's later files update its config
        config.update(meta.get("config") or {})
    if config:
        run_meta["config"] = config
    for key in ("project", "entity", "group", "exit_code"):
        value = next((m[key] for m in reversed(metas) if m.get(key) is not None), None)
        if value is not None:
            run_meta[key] = value
    if step_key != "_step":
        warnings.insert(0, f"{run_id}: steps are the logged {step_key!r}, not W&B's internal _step")
    return [RawRun(name=name, format="wandb", fragments=fragments, sources=[str(p) for p in unit.paths],
                   warnings=warnings, identity=f"wandb:{run_id}", meta=run_meta)]


def _names(name: object) -> bool:
    return isinstance(name, str) and any(ch.isalnum() for ch in name)


def _own_folder(path: Path) -> bool:
    """Whether `path` sits in the run folder wandb named after its run id (not a copy's)."""
    match = _RUN_FOLDER.match(path.parent.name)
    if match is None:
        return False
    run_id = run_id_of(path)
    return match["rest"] == run_id or match["rest"].startswith(f"{run_id}-")


def _without_earlier_copies(loaded: list[tuple[Path, str, Columns, dict[str, Any]]],
                            warnings: list[str]) -> list[tuple[Path, str, Columns, dict[str, Any]]]:
    """`loaded` without the files that are the start of another file of the run, run record
    included: a copy taken while the run was writing, not a resume (which writes its own
    run record, so its bytes part early)."""
    kept = []
    for path, label, table, meta in loaded:
        fuller = None if not meta.get("id") else next(
            (other for other, *_ in loaded if other != path and earlier_copy(path, other)), None)
        if fuller is None:
            kept.append((path, label, table, meta))
            continue
        fuller_label = next(lab for other, lab, *_ in loaded if other == fuller)
        warnings.append(f"{label}: an earlier copy of {fuller_label} (its bytes are the start of that file's, "
                        "run record included: copied while the run was writing); read once, the copy set aside")
    return kept


def _fragment(path: Path, label: str, table: Columns, meta: dict[str, Any], step_key: str,
              order: int, warnings: list[str]) -> Fragment:
    used = step_key
    steps = row_steps(table, step_key, label, warnings)
    if steps is None:
        used = "_step"
        if step_key != "_step" and table.rows:
            warnings.append(f"{label}: this file never logged {step_key!r}; its steps are W&B's _step")
        steps = row_steps(table, "_step", label, warnings)
    if steps is None:
        steps = np.arange(table.rows, dtype=np.int64)
    series = to_series(table, steps, label, warnings, used)
    first = int(steps[0]) if len(steps) else None
    markers = _markers(meta, first, used)
    wall = first_wall(table)
    if wall is None:
        wall = meta.get("start_time")
    info = {k: v for k, v in meta.items() if v is not None}
    info.update(step_key=used, rows=table.rows)
    return Fragment(source=str(path), series=series, wall_start=wall, order=order,
                    markers=tuple(markers), meta=info)


def _markers(meta: dict[str, Any], first: int | None, step_key: str) -> list[Marker]:
    markers = []
    point = meta.get("branch_point")
    if point is not None:
        at = point["value"]
        new_start = int(at) + 1
        step = new_start if step_key == point["metric"] or first is None else first
        verb = "rewound" if point["run"] == meta.get("id") else "forked from"
        detail = (f"{verb} run {point['run']} at {point['metric']} {at:g}; "
                  f"new history from {point['metric']} {new_start}")
        markers.append(Marker("branch_point", step, detail))
    if meta.get("resumed") or meta.get("resume_requested"):
        how = "resumed" if meta.get("resumed") else "resume requested (offline: not resumed)"
        start = int(meta.get("starting_step", 0))
        markers.append(Marker("resumed", first if first is not None else start,
                              f"W&B {how}; starting _step {start}"))
    return markers
