"""Files that hold one Python list of numbers: a curve in list order, named by its file.

A script may keep its losses in a list and save `str(losses)` after training (`loss_log.txt`:
`[1.049, 1.068, ...]`), a list of numpy scalars (`[np.float64(0.69), ...]`), of tensors
(`[tensor(0.6931, device='cuda:0'), ...]`), or print a numpy array (`[0.69 0.65 ...]`). There
is no step and no key: the list index is the step (from 0), the file's name is the series' name.
What makes it a loss is that name, by the roles every reader uses (`roles.role_for`): a list of
accuracies or a config list is no loss and is not claimed.

A list kept with `pickle.dump` (whatever the file is called) is read the same way, by an
unpickler that loads plain lists, dicts and numbers only (`ingest.pickled`), and said.

Files of one folder that name one run are one run: `loss_c1_log.txt` beside `loss_log.txt` (the
same name with one more word) is a term of that loss, evidence; `train_loss.txt` and
`val_loss.txt` (one word apart, a train and an eval word) are its two curves; `train_acc.txt`
beside `train_loss.txt` (one word apart, a metric for the loss word, as many values) is the same
run's accuracy. Files of one number a line (`f.write(f"{v}\n")` per epoch) are such lists only
when two or more of them name one run: a single one stays the bare-number reader's. One or two
numbers in a file named after a training loss (`np.savetxt("train_loss.txt", history["loss"])`
after a one-epoch fit), alone in its folder or beside files of as many numbers, are a run of
that many points: too few to judge (LD001), never a refusal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest import pickled
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
# Where a pickled list or history is kept besides the text names above.
_PICKLE_SUFFIXES = {".pkl", ".pickle", ".p", ".pck"}
# A file of one number a line is this small (a history, not a data set).
_COLUMN_BYTES = 4 << 20
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


def read_column(path: Path, least: int = MIN_POINTS) -> np.ndarray | None:
    """A small file's numbers when every non-empty line is one number (`least` of them at
    least), else None."""
    try:
        if path.stat().st_size > _COLUMN_BYTES:
            return None
        with path.open("rb") as handle:
            # A console log under a loss name is told by its first words, not read whole.
            float(handle.read(64).split(b"\n")[0].strip() or b"x")
        lines = path.read_bytes().decode("utf-8").split()
        if len(lines) < least:
            return None
        return np.array([float(line) for line in lines], dtype=np.float64)
    except (OSError, UnicodeDecodeError, ValueError):
        return None


def read_curves(path: Path) -> tuple[dict[str, np.ndarray], str] | None:
    """A file's curves by name and how it holds them (`list`, `pickle`, `column`): a printed
    list or a pickled one is one curve named by the file, a pickled dict of lists its lists by
    key, a file of one number a line one curve; None when it is none of these."""
    if path.suffix.lower() not in _SUFFIXES | _PICKLE_SUFFIXES:
        return None
    try:
        with path.open("rb") as handle:
            head = handle.read(2)
    except OSError:
        return None
    if pickled.looks_pickled(head):
        held = pickled.read_pickled(path)
        if held is None:
            return None
        return (held, "pickle") if isinstance(held, dict) else ({path.stem: held}, "pickle")
    values = read_list(path)
    if values is not None:
        return {path.stem: values}, "list"
    values = read_column(path, least=1)
    return ({path.stem: values}, "column") if values is not None else None


def _changes(values: np.ndarray) -> bool:
    finite = values[np.isfinite(values)]
    return bool(len(values) >= MIN_POINTS and len(finite) and np.any(finite != finite[0]))


def _is_loss(name: str) -> bool:
    return role_for(name) in (Role.LOSS, Role.EVAL_LOSS)


def is_curve(path: Path) -> bool:
    """Whether a file is one list of a loss (by its name, or a pickled dict's key) whose values
    change; a file of one number a line counts only beside another (`claim`)."""
    if path.suffix.lower() not in _PICKLE_SUFFIXES and not _is_loss(path.stem):
        return False
    found = read_curves(path)
    if found is None:
        return False
    curves, _ = found
    return any(_is_loss(name) and _changes(values) for name, values in curves.items())


def short_run(path: Path, files: Sequence[Path]) -> bool:
    """Whether a file named after a training loss holds one or two numbers, one a line, alone
    in its folder or beside files of as many numbers (its metrics): a run too short to judge."""
    if path.suffix.lower() not in _SUFFIXES or role_for(path.stem) is not Role.LOSS:
        return False
    values = read_column(path, least=1)
    if values is None or len(values) >= MIN_POINTS or not np.all(np.isfinite(values)):
        return False
    for other in files:
        if other.parent == path.parent and other != path:
            beside = read_column(other, least=1)
            if beside is None or len(beside) != len(values):
                return False
    return True


def _words(path: Path) -> list[str]:
    return [w for w in re.split(r"[_\-. ]+", path.stem.lower()) if w]


_LOSS_WORDS = {"loss", "losses"}


def _base_of(path: Path, others: Sequence[Path], lengths: dict[Path, int] | None = None) -> Path | None:
    """The file whose name is this one's with one word less (`loss_log` for `loss_c1_log`), or
    the train file this eval file's name differs from by that one word (`train_loss` for
    `val_loss`), or the loss file of as many values (`lengths`) this metric file's name differs
    from by its metric word (`train_loss` for `train_acc`)."""
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
            if (len(differ) == 1 and lengths is not None and theirs[differ[0]] in _LOSS_WORDS
                    and not _is_loss(path.stem) and lengths.get(path) == lengths.get(other)):
                return other
    return None


def _companions(folder_files: Sequence[Path], files: Sequence[Path]) -> dict[Path, tuple[int, str]]:
    """Every file of the folders of `folder_files` that holds one curve (by name, or in a
    pickle), with its length and how it holds it: the candidates of the folder's runs."""
    folders = {path.parent for path in folder_files}
    found: dict[Path, tuple[int, str]] = {}
    for path in files:
        if path.parent not in folders:
            continue
        curves = read_curves(path)
        if curves is not None and len(curves[0]) == 1:
            values = next(iter(curves[0].values()))
            if len(values) >= MIN_POINTS:
                found[path] = (len(values), curves[1])
    return found


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Claim the files that are one list of a loss; the files of one folder that name one run
    become one unit, its main file first."""
    lists = [path for path in files if is_curve(path)]
    short = [path for path in files if path not in lists and short_run(path, files)]
    lists += short
    if not lists:
        return [], list(files)
    held = _companions(lists, files)
    for path in short:
        for other in files:
            if other.parent == path.parent:
                found = read_column(other, least=1)
                held[other] = (0 if found is None else len(found), "column")
    lengths = {path: length for path, (length, _) in held.items()}
    taken: set[Path] = set()
    units: list[Unit] = []
    by_folder: dict[Path, list[Path]] = {}
    for path in sorted(set(lists) | set(held)):
        by_folder.setdefault(path.parent, []).append(path)
    for folder_files in by_folder.values():
        parent = {path: _base_of(path, folder_files, lengths) for path in folder_files}

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
            if main not in lists:
                continue  # no loss leads the group: metrics alone, or a term of nothing claimed
            if len(members) == 1 and held.get(main, (0, ""))[1] == "column" and main not in short:
                continue  # one file of one number a line: the bare-number reader's
            ordered = [main] + sorted(p for p in members if p != main)
            taken.update(ordered)
            units.append(Unit(NAME, run_name(main, root), tuple(ordered)))
    return units, [path for path in files if path not in taken]


def read(unit: Unit) -> list[RawRun]:
    """One run: each file a series over its list index; the main file's loss is the run's."""
    series: dict[str, Series] = {}
    main = unit.paths[0]
    kinds: dict[Path, str] = {}
    main_loss: str | None = None
    for path in unit.paths:
        found_curves = read_curves(path)
        if found_curves is None:
            raise InputError(f"{path}: not one list of numbers")
        curves, kinds[path] = found_curves
        for name, values in curves.items():
            found = role_for(name)
            # Beside the main list, a list named as one of its terms is evidence, not a second loss.
            if main_loss is not None and found is Role.LOSS and path != main:
                found = Role.OTHER
            if main_loss is None and found is Role.LOSS:
                main_loss = name
            series[name] = Series(name, np.arange(len(values)), values, role=found)
    others = [p.name for p in unit.paths[1:]]
    holds = {"list": "one list of numbers", "pickle": "a Python pickle of plain lists of numbers (read with "
             "an unpickler that loads no class and runs nothing)", "column": "one number a line"}[kinds[main]]
    why = (f"{main.name} holds {holds}, no step: the list index is the step (from 0), the "
           + ("dict's keys the series' names" if len(series) > 1 and len(unit.paths) == 1 else "file's name the series' name")
           + (f"; {', '.join(others)} beside it name the same run (its terms, eval curve or metrics)" if others else ""))
    reader = "python pickle" if kinds[main] == "pickle" else "python list"
    reading = {"reader": reader, "reading": "in list order", "coverage": 1.0,
               "step_source": {"name": "the list index (one value per element, from 0)", "unit": "steps"},
               "passed_over": {}, "doubt": None, "alternatives": [], "why": why}
    fragment = Fragment(str(main), series)
    return [RawRun(unit.name, NAME, [fragment], [str(p) for p in unit.paths], warnings=[f"{main}: {why}"],
                   meta={"reading": reading, "step_source": reading["step_source"]})]
