"""HF Trainer `trainer_state.json`: load it, and turn `log_history` records into fragments."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.tables.parse import read_bytes
from lossdoctor.model import Fragment

# Keys of the record HF appends when training ends: run totals and averages, not curve points.
_FINAL_KEYS = ("train_runtime", "train_samples_per_second", "train_steps_per_second", "train_loss")


@dataclass
class State:
    """One trainer_state.json: its `global_step` and its `log_history` records."""

    path: Path
    global_step: int
    records: list[dict[str, Any]]
    meta: dict[str, Any] = field(default_factory=dict)


def load_state(path: Path) -> State:
    """Parse one trainer_state.json; bad JSON is an InputError naming the position."""
    raw = read_bytes(path)
    if not raw or raw.isspace():
        raise InputError(f"{path}: empty; no trainer state to read")
    try:
        doc = json.loads(raw)
    except UnicodeDecodeError as exc:
        raise InputError(f"{path}: not UTF-8 text (byte {exc.start}); cannot read the trainer state") from None
    except RecursionError:
        raise InputError(f"{path}: JSON nested too deeply to read; not an HF trainer state") from None
    except json.JSONDecodeError as exc:
        cut = " (the file ends there: truncated)" if exc.pos >= len(raw.rstrip()) else ""
        raise InputError(f"{path}: not valid JSON at line {exc.lineno} column {exc.colno} (char {exc.pos}): "
                         f"{exc.msg}{cut}") from None
    if isinstance(doc, list) and doc and all(isinstance(r, dict) and "step" in r for r in doc):
        doc = {"log_history": doc}  # the Trainer's `log_history` saved on its own: the records alone
    if not isinstance(doc, dict) or not isinstance(doc.get("log_history"), list):
        raise InputError(f"{path}: a JSON file without a 'log_history' list; not an HF trainer state")
    records = [r for r in doc["log_history"]]
    declared = doc.get("global_step")
    if isinstance(declared, int) and not isinstance(declared, bool):
        step = declared
    else:
        steps = [s for r in records if isinstance(r, dict) and isinstance(s := r.get("step"), int)]
        step = max(steps) if steps else -1
    meta = {k: v for k, v in doc.items() if k != "log_history" and isinstance(v, (int, float, str, type(None)))}
    return State(path, int(step), records, meta)


def _same(a: Any, b: Any) -> bool:
    # NaN != NaN, so records with NaN compare by their JSON text.
    return bool(a == b) or json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def shared_prefix(short: Sequence[Any], long: Sequence[Any]) -> int:
    """How many leading records two histories share."""
    count = 0
    for a, b in zip(short, long):
        if not _same(a, b):
            break
        count += 1
    return count


def is_final(record: Mapping[str, Any]) -> bool:
    """The end-of-training summary record (`train_runtime`, run-average `train_loss`)."""
    return any(key in record for key in _FINAL_KEYS) and "loss" not in record


def history_fragments(path: Path, records: Sequence[Any], first_index: int) -> tuple[list[Fragment], list[str],
                                                                                      dict[str, Any]]:
    """Fragments from a slice of `log_history` that starts at record `first_index` (0-based)."""
    from lossdoctor.ingest.tables.jsonl import records_table
    from lossdoctor.ingest.tables.runs import TableOptions, read_table

    notes: list[str] = []
    meta: dict[str, Any] = {}
    kept: list[dict[str, Any]] = []
    numbers: list[int] = []
    for offset, record in enumerate(records):
        number = first_index + offset + 1
        if not isinstance(record, dict):
            notes.append(f"{path}: log_history record {number} is a {type(record).__name__}, not an object; skipped")
        elif is_final(record):
            final = {k: v for k, v in record.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}
            meta["final"] = final
            if "train_loss" in final:
                notes.append(f"{path}: the final record (step {record.get('step')}) has train_loss="
                             f"{final['train_loss']:.6g}, the average over the whole run, not a point on the "
                             "curve; kept out of the series")
        else:
            kept.append(record)
            numbers.append(number)
    if not kept:
        return [], notes, meta
    kept = _drop_eval_epochs(kept)
    table = records_table(str(path), kept, numbers, unit="log_history record")
    read = read_table(table, TableOptions(step_column="step", split_trials=False))
    notes.extend(read.notes)
    notes.extend(_hidden_nan(table, path))
    return [f for trial in read.trials for f in trial], notes, meta


def _drop_eval_epochs(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Eval records repeat the epoch of the train record at their step; keep one epoch per step."""
    train_steps = {r.get("step") for r in records if not any(k.startswith("eval_") for k in r)}
    return [{k: v for k, v in r.items() if k != "epoch"}
            if r.get("step") in train_steps and any(k.startswith("eval_") for k in r) else r
            for r in records]


def _hidden_nan(table: Any, path: Path) -> list[str]:
    """Evidence that `logging_nan_inf_filter` hid a non-finite loss: a non-finite grad norm
    beside a finite loss in the same record (HF replaces such losses by the running mean)."""
    loss, norm = table.columns.get("loss"), table.columns.get("grad_norm")
    if loss is None or norm is None:
        return []
    both = loss.present & norm.present
    hidden = np.flatnonzero(both & np.isfinite(loss.values) & ~np.isfinite(norm.values))
    if not hidden.size:
        return []
    step = table.columns["step"].values[hidden[0]] if "step" in table.columns else float("nan")
    return [f"{path}: {hidden.size} record(s) have a non-finite grad_norm beside a finite loss (first at step "
            f"{step:g}): HF's logging_nan_inf_filter (on by default) replaces NaN/inf losses with the running "
            "mean, so the loss curve may hide non-finite steps"]
