"""Generic CSV/TSV/JSONL/parquet/savetxt training histories, AlgoPerf `measurements.csv`, DeepXDE `loss.dat`.

Files are recognised by content: a header row with a delimiter, JSON objects per line, or
parquet's magic bytes. Tables that are not histories (config JSON, one-row summaries, no
numbers) are passed over in a folder, and explained in one line when named on their own.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.ingest.tables.byname import ByName, read_by_name
from lossdoctor.ingest.tables.parse import ParsedTable, names_a_loss, read_bytes, sniff
from lossdoctor.ingest.tables.runs import TableOptions, read_table, table_runs
from lossdoctor.ingest.tables.tb_export import named_export
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import Role, role_for

NAME = "tables"

_ALGOPERF_COLUMNS = {"global_step", "preemption_count"}


def named_alone(files: Sequence[Path], root: Path) -> bool:
    """True when `files` is one file that was probably named on its own.

    Discovery passes a named file with its parent as root, which looks the same as a folder
    walk that left one file over. A file whose folder holds other files is treated as met in
    a walk (passed over), so a stray summary.csv never stops a whole analysis.
    """
    if len(files) != 1 or files[0].parent != root:
        return False
    try:
        with os.scandir(root) as entries:
            return sum(1 for entry in entries if entry.is_file()) == 1
    except OSError:
        return False


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Take every file that holds a table of training metrics."""
    alone = named_alone(files, root)
    present = set(files)
    units: list[Unit] = []
    rest: list[Path] = []
    sniffed = [(path, sniff(path)) for path in files]
    # Beside a history in the same folder, a one-row table is its summary, not a run of its own.
    histories = {path.parent for path, found in sniffed if found is not None and not found.reason and not found.single}
    # Beside a loss history, an RL Monitor's episode file (`r,l,t` under its `#` JSON line, no loss)
    # is that run's episode record (baselines and SB3 write both to one folder), not a run.
    with_loss = {path.parent for path, found in sniffed
                 if found is not None and not found.reason and not found.comments and names_a_loss(found)}
    for path, found in sniffed:
        if found is None or (found.reason and not alone) or (found.single and path.parent in histories) \
                or (found.comments and path.parent in with_loss and not names_a_loss(found)):
            rest.append(path)
            continue
        if path.name == "eval_measurements.csv" and path.with_name("measurements.csv") in present:
            continue  # read with its measurements.csv, whose eval rows it repeats
        paths: tuple[Path, ...] = (path,)
        sibling = path.with_name("eval_measurements.csv")
        if path.name == "measurements.csv" and sibling in present and sniff(sibling) is not None:
            paths = (path, sibling)
        units.append(Unit(NAME, run_name(path, root), paths,
                          {"kind": found.kind, "delimiter": found.delimiter, "reason": found.reason,
                           "comments": found.comments}))
    return units, rest


def parse(path: Path, kind: str, delimiter: str = ",", comments: int = 0) -> ParsedTable:
    """Parse one file of a sniffed kind (`comments`: the `#` lines above a CSV's header)."""
    from lossdoctor.ingest.tables.delimited import parse_csv
    from lossdoctor.ingest.tables.jsonl import parse_jsonl, parse_parquet

    if kind == "parquet":
        return parse_parquet(str(path), path)
    if kind == "numpy":
        from lossdoctor.ingest.tables.arrays import parse_arrays

        return parse_arrays(str(path), path)
    raw = read_bytes(path)
    if not raw or raw.isspace():
        raise InputError(f"{path}: the file holds only blank lines; nothing to read")
    size = len(raw)

    def again() -> bytes:
        # The bytes read the first time (a log still being written only grows): the table
        # keeps no copy of the file for the line numbers its warnings may ask for.
        try:
            return read_bytes(path)[:size]
        except InputError:
            return b""  # gone since: warnings then name data rows, not lines

    if kind == "jsonl":
        return parse_jsonl(str(path), raw, again)
    if kind == "jsoncolumns":
        from lossdoctor.ingest.tables.columnar import parse_columns

        return parse_columns(str(path), raw)
    if kind == "jsonarray":
        from lossdoctor.ingest.tables.jsonl import parse_record_array

        return parse_record_array(str(path), raw)
    if kind == "headerless":
        from lossdoctor.ingest.tables.headerless import parse_headerless

        return parse_headerless(str(path), raw, delimiter)
    if kind == "savetxt":
        from lossdoctor.ingest.tables.savetxt import parse_savetxt

        return parse_savetxt(str(path), raw)
    return parse_csv(str(path), raw, delimiter, again, comments)


def read(unit: Unit) -> list[RawRun]:
    """Read one table (and, for AlgoPerf, its eval_measurements.csv) into runs."""
    path = unit.paths[0]
    reason = unit.options.get("reason")
    if reason:
        raise InputError(f"{path}: {reason}; not a training history lossdoctor can read")
    kind = str(unit.options.get("kind", "csv"))
    delimiter = str(unit.options.get("delimiter", ","))
    if kind in ("csv", "jsonl"):
        sides = _versions(unit, path, kind, delimiter)
        if sides is not None:
            return sides
    table = parse(path, kind, delimiter, int(unit.options.get("comments", 0) or 0))
    return _runs(unit, path, kind, delimiter, table)


def _versions(unit: Unit, path: Path, kind: str, delimiter: str) -> list[RawRun] | None:
    """The runs of a table with git merge conflict markers, one version after the other (its
    two launches, `conflicts`), or None when it has no markers."""
    from lossdoctor.identity.decision import boundary, record
    from lossdoctor.ingest.tables.conflicts import versions
    from lossdoctor.ingest.tables.delimited import parse_csv
    from lossdoctor.ingest.tables.jsonl import parse_jsonl

    sides = versions(read_bytes(path))
    if sides is None:
        return None
    out: list[RawRun] = []
    for number, side in enumerate(sides):
        source = f"{path}#{side.label}"
        table = (parse_jsonl(source, side.body) if kind == "jsonl"
                 else parse_csv(source, side.body, delimiter, None, int(unit.options.get("comments", 0) or 0)))
        if table.rows == 0:
            continue
        name = unit.name if number == 0 else f"{unit.name}#{side.label}"
        for run in _runs(replace(unit, name=name), path, kind, delimiter, table):
            said = (f"{path}: lines {side.lines[0]}-{side.lines[1]}: the {'first' if number == 0 else 'second'} side "
                    f"of a git merge conflict ({side.label}): a version of the file of its own, another launch")
            record(run.meta, boundary("new run", said))
            run.warnings.append(said)
            out.append(run)
    return out or None


def _runs(unit: Unit, path: Path, kind: str, delimiter: str, table: ParsedTable) -> list[RawRun]:
    """The runs of one parsed table."""
    if table.rows == 0:
        raise InputError(f"{path}: no readable rows ({'; '.join(table.warnings[:2]) or 'header only'})")
    table = named_export(table, path)
    named = read_by_name(table, path.name) if kind in ("csv", "headerless") else ByName(table)
    table = named.table
    fmt = {"jsonl": "jsonl", "jsonarray": "json", "jsoncolumns": "json", "numpy": "numpy", "parquet": "parquet",
           "savetxt": str(table.meta.get("writer", "savetxt")), "headerless": "csv"}.get(
        kind, "tsv" if delimiter == "\t" else "csv")
    roles = table.meta.get("roles")
    options = TableOptions(roles=(tuple(roles) if isinstance(roles, tuple) else ()) + named.roles)
    if _ALGOPERF_COLUMNS <= set(table.columns):
        fmt = "algoperf"
        # `train/loss` in an eval row is an evaluation on training data, not the per-step loss.
        evals = tuple((name, Role.EVAL_LOSS) for name in table.columns
                      if name.startswith("train/") and role_for(name) is Role.LOSS)
        options = TableOptions(step_column="global_step", resume_counter="preemption_count", roles=evals)
    if fmt != "algoperf":
        from lossdoctor.ingest.tables.epochs import within_epochs

        table, options, _ = within_epochs(table, options, path if kind == "jsonl" else None)
    runs = table_runs(table, unit.name, fmt, options)
    if named.primary is not None:
        for run in runs:
            run.meta["primary_hint"] = named.primary
    doubt = table.meta.get("doubt") or named.doubt
    why = table.meta.get("why")
    if why:
        _said(runs, fmt, str(why), table.meta.get("step_source"), doubt)
    elif doubt:
        for run in runs:
            run.meta["reading"] = {"reader": NAME, "reading": f"{fmt} columns", "step_source": run.meta.get("step_source"),
                                   "passed_over": {}, "doubt": str(doubt), "alternatives": []}
    for extra in unit.paths[1:]:
        _add_eval_measurements(runs[0], extra, options)
    return runs


def _said(runs: list[RawRun], fmt: str, why: str, step: object, doubt: object) -> None:
    """The reading of a file whose columns the reader had to find (JSON lists, numpy arrays):
    what it took as rows and step, and any doubt about which column is the loss."""
    for run in runs:
        # The rows' meaning is said once, in `why`; the generic "no step column" note repeats it.
        run.warnings[:] = [w for w in run.warnings if "no step column (looked for" not in w]
        source = step if isinstance(step, dict) else run.meta.get("step_source")
        run.meta["reading"] = {"reader": NAME, "reading": f"{fmt} columns", "step_source": source,
                               "passed_over": {}, "doubt": str(doubt) if doubt else None, "alternatives": [],
                               "why": why}
        if isinstance(step, dict):
            run.meta["step_source"] = step


def _add_eval_measurements(run: RawRun, path: Path, options: TableOptions) -> None:
    """AlgoPerf writes each eval twice: as a row of measurements.csv and in eval_measurements.csv.
    Only columns that measurements.csv lacks are taken; missing eval rows are reported."""
    try:
        extra = read_table(parse(path, "csv"), options)
    except InputError as exc:
        run.warnings.append(str(exc))
        return
    run.sources.append(str(path))
    run.warnings.extend(extra.notes)
    known = {name: series for fragment in run.fragments for name, series in fragment.series.items()}
    added: dict[str, Series] = {}
    for fragments in extra.trials:
        for fragment in fragments:
            for name, series in fragment.series.items():
                if name not in known:
                    added[name] = series
                    continue
                missing = np.setdiff1d(series.steps, known[name].steps)
                if missing.size:
                    run.warnings.append(
                        f"{path}: {missing.size} '{name}' rows are not in measurements.csv (first at step "
                        f"{int(missing[0])}); measurements.csv's series is used")
    if not added:
        return
    if len(run.fragments) != 1:
        run.warnings.append(f"{path}: columns {sorted(added)} not merged: measurements.csv has "
                            f"{len(run.fragments)} fragments")
        return
    first = run.fragments[0]
    run.fragments[0] = Fragment(first.source, {**first.series, **added}, first.wall_start, first.order,
                                first.markers, first.meta)
