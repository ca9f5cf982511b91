"""Files that hold one Python list of numbers: a curve in list order, named by its file.

A script may keep its losses in a list and save `str(losses)` after training (`loss_log.txt`:
`[1.049, 1.068, ...]`), a list of numpy scalars (`[np.float64(0.69), ...]`), of tensors
(`[tensor(0.6931, device='cuda:0'), ...]`), or print a numpy array (`[0.69 0.65 ...]`). There
is no step and no key: the list index is the step (from 0), the file's name is the series' name.
What makes it a loss is that name, by the roles every reader uses (`roles.role_for`): a list of
accuracies or a config list is no loss and is not claimed.

Files of one folder that name one run are one run: `loss_c1_log.txt` beside `loss_log.txt` (the
same name with one more word) is a term of that loss, evidence; `train_loss.txt` and
`val_loss.txt` (one word apart, a train and an eval word) are its two curves.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.ingest.textlog.common import NUM
from lossdoctor.ingest.textlog.generic.reprs import OPENING
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import Role, role_for

NAME = "pylists"
# Fewer values than this is a setting (`[0.5, 0.5]`), not a curve.
MIN_POINTS = 3
# A saved list of per-step losses is small; larger files are something else.
MAX_BYTES = 64 << 20
_HEAD = 4096
_SUFFIXES = {".txt", ".log", ".out", ".json", ".list", ".dat", ""}
# One element: a number, or a numpy scalar / tensor repr around it (`np.float64(0.69)`,
# `tensor(0.6931, device='cuda:0', grad_fn=<AddBackward0>)`).
_ELEMENT = re.compile(rf"\s*(?:{OPENING})?\s*(?P<num>{NUM})\s*(?:,[^()]*)?\)?\s*")
_WRAPPERS = re.compile(r"\([^()]*\)")
_TRAIN_WORDS = {"train", "training", "tr"}
_EVAL_WORDS = {"val", "valid", "validation", "eval", "evaluation", "test", "dev"}


def parse(text: str) -> np.ndarray | None:
    """The numbers of a text that is one flat list (`str(list)`, numpy's print), else None."""
    body = text.strip()
    if not (body.startswith("[") and body.endswith("]")):
        return None
    body = body[1:-1]
    if "[" in body or "]" in body or not body.strip():
        return None
    # Commas inside a wrapper (`tensor(0.5, device='cuda:0')`) do not split elements.
    flat = _WRAPPERS.sub(lambda m: m.group(0).replace(",", ";"), body)
    parts = flat.split(",") if "," in flat else flat.split()
    values = np.empty(len(parts))
    for index, part in enumerate(parts):
        found = _ELEMENT.fullmatch(part.replace(";", ","))
        if found is None:
            return None
        values[index] = float(found.group("num"))
    return values


def read_list(path: Path) -> np.ndarray | None:
    """A file's list of numbers, or None when the file is not one list."""
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            return None
        with path.open("rb") as handle:
            head = handle.read(_HEAD)
            if not head.lstrip().startswith(b"[") or b"\0" in head:
                return None
            if size > _HEAD:
                handle.seek(max(size - 64, _HEAD))
                if not handle.read().rstrip().endswith(b"]"):
                    return None  # a log whose lines open with a bracket, not one list
                handle.seek(_HEAD)
            data = head + handle.read()
        return parse(data.decode("utf-8"))
    except (OSError, UnicodeDecodeError):
        return None


def is_curve(path: Path) -> bool:
    """Whether a file is one list of a loss (by its name) whose values change."""
    if path.suffix.lower() not in _SUFFIXES or role_for(path.stem) not in (Role.LOSS, Role.EVAL_LOSS):
        return False
    values = read_list(path)
    if values is None or len(values) < MIN_POINTS:
        return False
    finite = values[np.isfinite(values)]
    return bool(len(finite) and np.any(finite != finite[0]))


def _words(path: Path) -> list[str]:
    return [w for w in re.split(r"[_\-. ]+", path.stem.lower()) if w]


def _base_of(path: Path, others: Sequence[Path]) -> Path | None:
    """The file whose name is this one's with one word less (`loss_log` for `loss_c1_log`), or
    the train file this eval file's name differs from by that one word (`train_loss` for
    `val_loss`)."""
    mine = _words(path)
    for other in others:
        theirs = _words(other)
        if other == path:
            continue
        if len(theirs) == len(mine) - 1 and any(mine[:i] + mine[i + 1:] == theirs for i in range(len(mine))):
            return other
        if len(theirs) == len(mine):
            differ = [i for i in range(len(mine)) if mine[i] != theirs[i]]
            if len(differ) == 1 and mine[differ[0]] in _EVAL_WORDS and theirs[differ[0]] in _TRAIN_WORDS:
                return other
    return None


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Claim the files that are one list of a loss; the files of one folder that name one run
    become one unit, its main file first."""
    lists = [path for path in files if is_curve(path)]
    if not lists:
        return [], list(files)
    taken = set(lists)
    units: list[Unit] = []
    by_folder: dict[Path, list[Path]] = {}
    for path in lists:
        by_folder.setdefault(path.parent, []).append(path)
    for folder_files in by_folder.values():
        parent = {path: _base_of(path, folder_files) for path in folder_files}

        def top(path: Path) -> Path:
            seen = {path}
            while parent[path] is not None and parent[path] not in seen:
                path = parent[path]  # type: ignore[assignment]
                seen.add(path)
            return path

        groups: dict[Path, list[Path]] = {}
        for path in folder_files:
            groups.setdefault(top(path), []).append(path)
        for main, members in groups.items():
            ordered = [main] + sorted(p for p in members if p != main)
            units.append(Unit(NAME, run_name(main, root), tuple(ordered)))
    return units, [path for path in files if path not in taken]


def read(unit: Unit) -> list[RawRun]:
    """One run: each file a series over its list index; the main file's loss is the run's."""
    series: dict[str, Series] = {}
    main = unit.paths[0]
    for path in unit.paths:
        values = read_list(path)
        if values is None:
            raise InputError(f"{path}: not one list of numbers")
        name = path.stem
        found = role_for(name)
        # Beside the main list, a list named as one of its terms is evidence, not a second loss.
        if path != main and found is Role.LOSS and role_for(main.stem) is Role.LOSS:
            found = Role.OTHER
        series[name] = Series(name, np.arange(len(values)), values, role=found)
    others = [p.name for p in unit.paths[1:]]
    why = (f"{main.name} holds one list of numbers, no step and no key: the list index is the step "
           f"(from 0), the file's name the series' name"
           + (f"; {', '.join(others)} beside it name the same run (its terms or eval curve)" if others else ""))
    reading = {"reader": "python list", "reading": "in list order", "coverage": 1.0,
               "step_source": {"name": "the list index (one value per element, from 0)", "unit": "steps"},
               "passed_over": {}, "doubt": None, "alternatives": [], "why": why}
    fragment = Fragment(str(main), series)
    return [RawRun(unit.name, NAME, [fragment], [str(p) for p in unit.paths], warnings=[f"{main}: {why}"],
                   meta={"reading": reading, "step_source": reading["step_source"]})]
