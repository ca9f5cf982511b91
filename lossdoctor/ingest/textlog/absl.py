"""absl / AlgoPerf text logs: `I0604 12:00:00.123 140 submission.py:123] 100) loss = 2.31, grad_norm = 0.5`.

Also plain `global_step=N, loss=X, ...` (or `step: N`-less `key=value` lists with a step
key) lines, and AlgoPerf's eval lines `... Step: N, {'validation/loss': X, ...}`.
The absl prefix has no year, so no wall times are read from it.
"""

from __future__ import annotations

import re

import numpy as np

from lossdoctor.ingest.textlog.common import NUM, Parsed, Table, mangled_warnings, points_to_columns
from lossdoctor.ingest.textlog.pieces import Pieced
from lossdoctor.roles import role_for

NAME = "absl"
_ABSL = r"(?:[IWEF]\d{4} \d\d:\d\d:\d\d\.\d+[ \t]+\d+[ \t]+[\w.\-]+:\d+\][ \t]+)?"
_PAIR = rf"[A-Za-z_][\w/.\-]*[ \t]*=[ \t]*{NUM}"
_STEP_KEYS = r"(?:global_step|step|iteration|iter)"
SNIFF = re.compile(
    rf"^{_ABSL}(?:\d+\)[ \t]+{_PAIR}"
    rf"|(?:{_PAIR}[, \t][ \t]*)*{_STEP_KEYS}[ \t]*=[ \t]*\d+[, \t][ \t]*{_PAIR})", re.M)

_LINE = re.compile(
    rf"^{_ABSL}(?:(\d+)\)[ \t]+([^\n]*)|((?:{_PAIR}[, \t][ \t]*)*{_STEP_KEYS}[ \t]*=[ \t]*\d+[^\n]*)"
    r"|[^\n]*?\bStep: (\d+),\s*\{([^\n]*)\})$",
    re.M,
)
_PAIRS = re.compile(rf"[ \t]*([A-Za-z_][\w/.\-]*)[ \t]*=[ \t]*({NUM})[ \t]*,?")
_DICT_PAIR = re.compile(rf"'([^']+)':\s*(?:np\.float\d+\()?({NUM})\)?")
_STEP_NAME = re.compile(rf"^{_STEP_KEYS}$")


def _pairs(rest: str) -> dict[str, float] | None:
    """`key = value` pairs separated by commas or spaces; None when anything else is there."""
    out: dict[str, float] = {}
    position = 0
    rest = rest.rstrip()
    while position < len(rest):
        match = _PAIRS.match(rest, position)
        if match is None or match.end() == position:
            return None
        out[match.group(1)] = float(match.group(2))
        position = match.end()
    return out or None


def _parse_whole(text: str, label: str, line_offset: int = 0) -> Parsed:
    """Training lines (`N) k = v` or `global_step=N, k=v`) and AlgoPerf eval dict lines."""
    train_steps: list[int] = []
    train_rows: list[dict[str, float]] = []
    eval_steps: list[int] = []
    eval_rows: list[dict[str, float]] = []
    kinds: list[int] = []
    bad = 0
    for step, rest, kv, eval_step, eval_body in _LINE.findall(text):
        if step or kv:
            fields = _pairs(rest if step else kv)
            if fields is not None and not step:
                key = next((name for name in fields if _STEP_NAME.match(name)), None)
                step = str(int(fields.pop(key))) if key is not None else ""
            if fields is None or not step or not fields:
                bad += 1
                continue
            train_steps.append(int(step))
            train_rows.append(fields)
            kinds.append(0)
        elif eval_step:
            fields = {key: float(value) for key, value in _DICT_PAIR.findall(eval_body)}
            if fields:
                eval_steps.append(int(eval_step))
                eval_rows.append(fields)
                kinds.append(1)
    warnings: list[str] = []
    if bad:
        pattern = re.compile(rf"^{_ABSL}(?:\d+\)[ \t]+|[^\n]*\b{_STEP_KEYS}[ \t]*=[ \t]*\d+)[^\n]*$", re.M)
        warnings += mangled_warnings(text, pattern, label, "absl step", line_offset,
                                     keep=lambda m: not _accepts(m.group(0)))
    tables = [_table(train_steps, train_rows), _table(eval_steps, eval_rows)]
    return Parsed(NAME, np.asarray(kinds, dtype=np.int8), tables, base_step=0, warnings=warnings)


def _accepts(line: str) -> bool:
    """Whether a line that looks like a step line parses (the test for mangled lines)."""
    match = _LINE.fullmatch(line)
    if match is None or not (match.group(1) or match.group(3)):
        return True  # not a step line at all: nothing to report
    fields = _pairs(match.group(2) if match.group(1) else match.group(3))
    return fields is not None and (bool(match.group(1)) or any(_STEP_NAME.match(name) for name in fields))


def _table(steps: list[int], rows: list[dict[str, float]]) -> Table:
    points: dict[str, dict[int, float]] = {}
    for index, row in enumerate(rows):
        for name, value in row.items():
            points.setdefault(name, {})[index] = value
    roles = {name: role_for(name) for name in points}
    return Table(np.asarray(steps, dtype=np.int64), points_to_columns(points, len(rows), roles))


# `parse` and `parse_chunks`, what the text shell calls: made of the whole-text parse by `Pieced`.
_READ = Pieced(_parse_whole)
parse = _READ.parse
parse_chunks = _READ.parse_chunks
