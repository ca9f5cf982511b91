"""nanochat (`scripts/base_train.py` and friends): `step 00042/01000 (4.20%) | loss: X | lrm: ... |`.

The printed loss is a debiased EMA of the training loss (beta 0.9), not the raw loss:
spikes look damped and delayed, which the run's meta says. Steps are 0-based, as
printed (the line is printed before `step += 1`); `Step 00250 | Validation bpb: X`
belongs to the steps done. Forks add fields (`grad norm`, `lr`, `epoch: 1 pq: 3 rg: 5`);
every `name: number[unit]` becomes a series.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import (
    NUM, Column, Parsed, Table, empty_parsed, mangled_warnings, points_to_columns,
)
from lossdoctor.ingest.textlog.pieces import Pieced
from lossdoctor.roles import Role, role_for

NAME = "nanochat"
SNIFF = re.compile(rf"^step \d+(?:/\d+)? \([\d.]+%\) \| loss: {NUM}", re.M)

_LINE = re.compile(
    r"^step (\d+)(?:/\d+)? \(([\d.]+)%\) \|([^\n]*)$"
    rf"|^Step (\d+) \| Validation bpb: ({NUM})[ \t]*$"
    r"|^(step \d+(?:/\d+)? \([^\n]*)$",
    re.M,
)
_PAIR = re.compile(rf"\s*([A-Za-z_][\w /]*?):\s*(\d{{1,3}}(?:,\d{{3}})+|{NUM})(ms|m|s|%)?\s*")
_ANY = re.compile(r"^step \d+(?:/\d+)? \([^\n]*$", re.M)
_ROLES = {"loss": Role.LOSS, "lrm": Role.LR, "lr": Role.LR, "grad norm": Role.GRAD_NORM}


def _fields(rest: str) -> dict[str, float] | None:
    """`name: value[unit]` pairs between `|`; None when any part is something else."""
    out: dict[str, float] = {}
    for part in rest.split("|"):
        if not part.strip():
            continue
        position = 0
        while position < len(part):
            match = _PAIR.match(part, position)
            if match is None or match.end() == position:
                return None
            name, unit = match.group(1).strip(), match.group(3)
            key = f"{name} ({unit})" if unit in ("ms", "m", "s") else name
            out[key] = float(match.group(2).replace(",", ""))
            position = match.end()
    return out if "loss" in out else None


def _parse_whole(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Training step lines and validation bpb lines, in file order."""
    found = _LINE.findall(text)
    if not found:
        return empty_parsed(NAME)
    train_steps: list[int] = []
    points: dict[str, dict[int, float]] = {}
    val_steps: list[int] = []
    val_values: list[float] = []
    kinds: list[int] = []
    bad = False
    for step, _, rest, vstep, bpb, other in found:
        if step:
            fields = _fields(rest)
            if fields is None:
                bad = True
                continue
            for name, value in fields.items():
                points.setdefault(name, {})[len(train_steps)] = value
            train_steps.append(int(step))
            kinds.append(0)
        elif vstep:
            val_steps.append(int(vstep))
            val_values.append(float(bpb))
            kinds.append(1)
        elif other:
            bad = True
    warnings = []
    if bad:
        warnings = mangled_warnings(text, _ANY, label, "nanochat step", line_offset,
                                    keep=lambda m: _fields(m.group(0).partition("|")[2]) is None)
    # Only `loss` is the training loss; other names keep their guessed role unless it is "loss".
    roles = {name: _ROLES.get(name, Role.OTHER if role_for(name) is Role.LOSS else role_for(name))
             for name in points}
    tables = [Table(np.asarray(train_steps, dtype=np.int64), points_to_columns(points, len(train_steps), roles)),
              Table(np.asarray(val_steps, dtype=np.int64),
                    {"val bpb": Column(np.asarray(val_values, dtype=np.float64), None, Role.EVAL_LOSS)})]
    meta = {"loss": "nanochat prints a debiased EMA of the training loss (beta 0.9): spikes are damped",
            "steps": "0-based, as printed"}
    return Parsed(NAME, np.asarray(kinds, dtype=np.int8), tables, base_step=0, warnings=warnings, meta=meta)


# `parse` and `parse_chunks`, what the text shell calls: made of the whole-text parse by `Pieced`.
_READ = Pieced(_parse_whole)
parse = _READ.parse
parse_chunks = _READ.parse_chunks
