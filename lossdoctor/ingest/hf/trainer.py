"""HF Trainer `trainer_state.json` snapshots (one run per output folder) and LLaMA-Factory
`trainer_log.jsonl` (its own run, named after the file).

A resumed Trainer loads `log_history` from its checkpoint, so each later snapshot already
holds the stitched history: the snapshot with the largest `global_step` wins, and every
other snapshot must be a prefix of it. One that is not is a real rollback: both histories
are then kept as fragments, split where they part, so the stitcher sees the rollback there.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.ingest.tables.parse import ParsedTable
from lossdoctor.ingest.tables import named_alone
from lossdoctor.model import Fragment, RawRun

NAME = "hf_trainer"

_CHECKPOINT = re.compile(r"^checkpoint-\d+")
_LLAMAFACTORY_EXCLUDE = frozenset({"total_steps", "percentage", "elapsed_time", "remaining_time"})
_PROGRESS = frozenset({"epoch", "throughput", "total_tokens"})


def _head(path: Path, size: int = 4096) -> bytes:
    try:
        with path.open("rb") as handle:
            return handle.read(size)
    except OSError:
        return b""


def _is_state(path: Path) -> bool:
    if path.name.endswith("trainer_state.json"):
        return True
    if path.suffix != ".json":
        return False
    head = _head(path, 65536)
    return (b'"log_history"' in head and b'"global_step"' in head) or _is_history_list(head)


def _is_history_list(head: bytes) -> bool:
    """`trainer.state.log_history` saved on its own (`json.dump(trainer.state.log_history, f)`): a
    JSON list of records that carry the Trainer's `step` and `epoch` beside a loss."""
    return (head.lstrip().startswith(b"[") and b'"step"' in head and b'"epoch"' in head
            and (b'"loss"' in head or b'"eval_loss"' in head or b'"train_loss"' in head))


def _is_llamafactory(path: Path) -> bool:
    if path.name == "trainer_log.jsonl":
        return True
    if path.suffix not in (".jsonl", ".json"):
        return False
    first = _head(path).split(b"\n", 1)[0]
    return b'"current_steps"' in first and b'"total_steps"' in first


def output_folder(path: Path) -> Path:
    """The Trainer's output_dir: the parent of `checkpoint-N/` folders."""
    return path.parent.parent if _CHECKPOINT.match(path.parent.name) else path.parent


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """trainer_state.json files grouped by output folder; trainer_log.jsonl files one by one."""
    groups: dict[Path, list[Path]] = {}
    units: list[Unit] = []
    rest: list[Path] = []
    for path in files:
        if _is_state(path):
            groups.setdefault(output_folder(path), []).append(path)
        elif _is_llamafactory(path):
            if not _head(path).strip() and not named_alone([path], root):
                rest.append(path)  # a job that died before its first log line; nothing to read
                continue
            units.append(Unit(NAME, run_name(path, root), (path,), {"kind": "llamafactory"}))
        else:
            rest.append(path)
    for folder, paths in groups.items():
        units.append(Unit(NAME, run_name(folder, root), tuple(paths), {"kind": "state"}))
    return units, rest


def read(unit: Unit) -> list[RawRun]:
    """Read a group of trainer states, or one LLaMA-Factory log."""
    if unit.options.get("kind") == "llamafactory":
        return _read_llamafactory(unit)
    return [_read_states(unit)]


def _read_llamafactory(unit: Unit) -> list[RawRun]:
    from lossdoctor.ingest.tables.jsonl import parse_jsonl
    from lossdoctor.ingest.tables.parse import read_bytes
    from lossdoctor.ingest.tables.runs import TableOptions, table_runs

    path = unit.paths[0]
    raw = read_bytes(path)
    if not raw or raw.isspace():
        raise InputError(f"{path}: empty; no LLaMA-Factory log lines to read")
    table = parse_jsonl(str(path), raw)
    if table.rows == 0:
        raise InputError(f"{path}: no readable JSON lines ({'; '.join(table.warnings[:2])})")
    _drop_closing_line(table)
    options = TableOptions(step_column="current_steps", exclude=_LLAMAFACTORY_EXCLUDE)
    return table_runs(table, unit.name, "llamafactory", options)


def _drop_closing_line(table: ParsedTable) -> None:
    """LLaMA-Factory ends with a line that repeats the last step with progress fields only
    (epoch, throughput, tokens); it is bookkeeping, not a second point at that step."""
    step = table.columns.get("current_steps")
    if step is None or table.rows < 2:
        return
    last = table.rows - 1
    metrics = [c for n, c in table.columns.items()
               if n not in _LLAMAFACTORY_EXCLUDE and n not in _PROGRESS and n != "current_steps"]
    repeated = step.present[last] and step.present[last - 1] and step.values[last] == step.values[last - 1]
    if repeated and not any(c.present[last] or c.text[last] for c in metrics):
        for name, column in table.columns.items():
            if name == "current_steps":
                continue
            column.present[last] = False
            column.text[last] = False


def _read_states(unit: Unit) -> RawRun:
    from lossdoctor.ingest.hf.state import State, history_fragments, load_state, shared_prefix

    warnings: list[str] = []
    states: list[State] = []
    for path in unit.paths:
        try:
            states.append(load_state(path))
        except InputError as exc:
            if len(unit.paths) == 1:
                raise
            warnings.append(f"{exc}; skipped, the other snapshots are read")
    if not states:
        raise InputError(f"{unit.paths[0]}: no readable trainer_state.json in this folder ({warnings[0]})")
    # Latest = furthest global_step; on a tie the longer history, then the output folder's own file.
    latest = max(states, key=lambda s: (s.global_step, len(s.records), not _CHECKPOINT.match(s.path.name)
                                        and not _CHECKPOINT.match(s.path.parent.name)))
    parted: list[tuple[int, State]] = []
    snapshots: list[str] = []
    for state in states:
        if state is latest:
            continue
        shared = shared_prefix(state.records, latest.records)
        if shared == len(state.records):
            snapshots.append(str(state.path))
            continue
        parted.append((shared, state))
        where = _step_at(state.records, shared)
        warnings.append(
            f"{state.path}: not a prefix of {latest.path.name}: they part at log_history record {shared + 1} "
            f"(step {where}); both kept as fragments, so the stitcher sees the rollback")
    parted.sort(key=lambda item: (item[0], item[1].global_step))
    pieces: list[tuple[State, int, int]] = []
    start = 0
    for shared, state in parted:
        pieces.append((latest, start, shared))
        pieces.append((state, shared, len(state.records)))
        start = shared
    pieces.append((latest, start, len(latest.records)))
    fragments: list[Fragment] = []
    meta: dict[str, object] = {"global_step": latest.global_step, "latest": str(latest.path),
                               "prefix_snapshots": snapshots}
    for state, begin, end in pieces:
        if end <= begin:
            continue
        found, notes, extra = history_fragments(state.path, state.records[begin:end], begin)
        warnings.extend(notes)
        meta.update(extra)
        # The stitcher keeps one source's fragments together, so a history split around another
        # snapshot's abandoned records names its later part as a source of its own.
        source = str(state.path) if begin == 0 else f"{state.path} (log_history from record {begin + 1})"
        for fragment in found:
            fragments.append(Fragment(source, fragment.series, None, len(fragments),
                                      fragment.markers, fragment.meta))
    sources = [str(latest.path)] + [str(s.path) for s in states if s is not latest]
    # No identity: snapshots named one by one would each hold the whole history, and joining
    # them as fragments would fake a rollback at the first step. Grouping happens in claim().
    return RawRun(unit.name, "hf_trainer", fragments, sources, warnings, meta=meta)


def _step_at(records: Sequence[object], index: int) -> object:
    record = records[index] if 0 <= index < len(records) else None
    if isinstance(record, dict):
        return record.get("step")
    return "?"
