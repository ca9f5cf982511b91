"""A sweep's losses, one run a line: `[config]: v1, v2, ..., vN`.

A grid search may write one line per setting tried to `train_loss.txt`: the setting printed as
its label, a colon, then that training's loss after each epoch (`f.write(f"{params}: {', '.join(
map(str, losses))}\\n")`). A person reads each line as a run of its own, named by its label, its
values a curve in line order. The reading checks itself: every line is a label and a list of
numbers (`nan` too), the labels are all different and each holds two numbers at least (a
setting, not a counter: `Epoch 3: ...` lines are one run's batches), and the file's name
says what the numbers are (a loss, `role_for`). A file beside it whose name differs by the eval
word (`test_loss.txt` for `train_loss.txt`) and that labels its lines alike holds each run's
eval curve: the lines pair by label.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.identity.decision import record, stated
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import Role, role_for

NAME = "sweeplines"
_SUFFIXES = {".txt", ".log", ".out", ".dat", ""}
MAX_BYTES = 16 << 20
# A run is a few values at least; a sweep is a few lines at least.
MIN_VALUES = 3
MIN_LINES = 2
_NUMBER = r"[-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?|nan|inf)"
# The label is everything before the last `: ` that a list of numbers follows.
_LINE = re.compile(rf"^(?P<label>\S.*?)\s*:\s+(?P<values>{_NUMBER}(?:\s*,\s*{_NUMBER})+)\s*,?\s*$", re.I)
_DIGITS = re.compile(r"\d+(?:\.\d+)?(?:[eE][-+]?\d+)?")
_TRAIN_WORDS = {"train", "training", "tr"}
_EVAL_WORDS = {"val", "valid", "validation", "eval", "evaluation", "test", "dev"}


def lines_of(path: Path) -> dict[str, np.ndarray] | None:
    """The file's runs by label, in line order, or None when it is no such sweep file."""
    if path.suffix.lower() not in _SUFFIXES or role_for(path.stem) not in (Role.LOSS, Role.EVAL_LOSS):
        return None
    try:
        if path.stat().st_size > MAX_BYTES:
            return None
        with path.open("rb") as handle:
            head = handle.read(4096)
        if b"\0" in head or _LINE.match(head.split(b"\n")[0].decode("utf-8", "replace")) is None:
            return None
        text = path.read_text("utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    runs: dict[str, np.ndarray] = {}
    for line in text.splitlines():
        if not line.strip():
            continue
        found = _LINE.match(line)
        if found is None or found.group("label") in runs or len(_DIGITS.findall(found.group("label"))) < 2:
            return None  # a label of one number at most is a counter (`Epoch 3: ...`): one run's batches
        values = np.array([float(v) for v in found.group("values").rstrip(", ").split(",")], dtype=np.float64)
        if len(values) < MIN_VALUES:
            return None
        runs[found.group("label")] = values
    return runs if len(runs) >= MIN_LINES else None


def _twin(path: Path, others: Sequence[Path]) -> Path | None:
    """The file beside `path` whose name differs by the train word for an eval word."""
    mine = [w for w in re.split(r"[_\-. ]+", path.stem.lower()) if w]
    for other in others:
        theirs = [w for w in re.split(r"[_\-. ]+", other.stem.lower()) if w]
        if other.parent != path.parent or len(theirs) != len(mine):
            continue
        differ = [i for i in range(len(mine)) if mine[i] != theirs[i]]
        if len(differ) == 1 and mine[differ[0]] in _TRAIN_WORDS and theirs[differ[0]] in _EVAL_WORDS:
            return other
    return None


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Claim sweep files (see the module doc); a train file and its eval twin are one unit."""
    found = {path: lines_of(path) for path in files if path.suffix.lower() in _SUFFIXES}
    sweeps = [path for path, runs in found.items() if runs is not None]
    if not sweeps:
        return [], list(files)
    taken: set[Path] = set()
    units: list[Unit] = []
    for path in sweeps:
        if path in taken or role_for(path.stem) is not Role.LOSS:
            continue
        twin = _twin(path, sweeps)
        paths = (path,) if twin is None or set(found[twin] or {}) != set(found[path] or {}) else (path, twin)
        taken.update(paths)
        units.append(Unit(NAME, run_name(path, root), paths))
    for path in sweeps:
        if path not in taken:
            taken.add(path)
            units.append(Unit(NAME, run_name(path, root), (path,)))
    return units, [path for path in files if path not in taken]


def read(unit: Unit) -> list[RawRun]:
    """One run a line, named by its label; the twin file's line of the same label its eval curve."""
    main = unit.paths[0]
    runs = lines_of(main)
    if runs is None:
        raise InputError(f"{main}: not a sweep file of `label: v1, v2, ...` lines")
    twin = lines_of(unit.paths[1]) if len(unit.paths) > 1 else None
    role = role_for(main.stem)
    out: list[RawRun] = []
    why = (f"{main.name} holds {len(runs)} lines `label: v1, v2, ...`, each a training of its own (a sweep): "
           "the label names the run, its values are the loss in line order (the step is the value's place, from 0)"
           + (f"; {unit.paths[1].name} labels its lines alike: each line is that run's eval curve" if twin else ""))
    source = {"name": "the value's place in its line (from 0)", "unit": "steps"}
    for number, (label, values) in enumerate(runs.items(), start=1):
        series = {main.stem: Series(main.stem, np.arange(len(values)), values, role=role)}
        if twin is not None and label in twin:
            other = unit.paths[1].stem
            series[other] = Series(other, np.arange(len(twin[label])), twin[label], role=Role.EVAL_LOSS)
        meta: dict[str, object] = {
            "step_source": source,
            "reading": {"reader": NAME, "reading": "one run a line", "coverage": 1.0, "step_source": source,
                        "passed_over": {}, "doubt": None, "alternatives": [], "why": why}}
        record(meta, stated("new run", f"{main.name}: line {number} is labelled {label!r}: a training of its own"))
        fragment = Fragment(f"{main}#L{number}", series)
        out.append(RawRun(f"{unit.name} line {number}: {label}", NAME, [fragment],
                          [str(p) for p in unit.paths], warnings=[f"{main}: {why}"] if number == 1 else [], meta=meta))
    return out


__all__ = ["claim", "lines_of", "read"]
