"""Run discovery: walk the paths the user gave and let each reader claim its files."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from lossdoctor.errors import InputError
from lossdoctor.ingest import READERS, Unit, reader

# Folders that never hold training logs but can be huge.
SKIP_DIRS = _SKIP_DIRS = {".git", ".hg", ".svn", "__pycache__", ".venv", "venv", "node_modules", ".mypy_cache",
              ".pytest_cache", ".ipynb_checkpoints"}

Progress = Callable[[int], None]


@dataclass
class Discovery:
    """What the walk found: units to read, and what it passed over."""

    units: list[Unit] = field(default_factory=list)
    unclaimed: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    files_seen: int = 0
    # Text files no reader took whose lines name a loss (shown names): a run may be missing
    # from the reading (`identity.unread`, doubt D11).
    unread: list[str] = field(default_factory=list)


def _unreadable(path: Path) -> str | None:
    """Why the OS refuses to open `path` for reading (its message), or None when it opens."""
    try:
        with open(path, "rb") as handle:
            handle.read(1)
    except OSError as exc:
        return exc.strerror or str(exc)
    return None


def walk(root: Path, notes: list[str], progress: Progress | None = None) -> Iterator[Path]:
    """Every file under `root`, sorted per folder, following symlinks without looping.

    Symlinked folders are visited after real ones, so an alias such as W&B's `latest-run`
    never hides the real run folder; a link back to an ancestor is a loop and is noted.
    """
    seen: set[tuple[int, int]] = set()
    stack: list[tuple[Path, bool]] = [(root, False)]
    while stack:
        folder, via_link = stack.pop()
        try:
            info = folder.stat()
        except OSError as exc:
            notes.append(f"{folder}: cannot read folder ({exc.strerror}); skipped")
            continue
        key = (info.st_dev, info.st_ino)
        if key in seen:
            target = folder.resolve()
            if via_link and (target == folder.parent.resolve() or target in folder.parent.resolve().parents):
                notes.append(f"{folder}: symlink loop back to {target}; not followed")
            continue
        seen.add(key)
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError as exc:
            notes.append(f"{folder}: cannot list folder ({exc.strerror}); skipped")
            continue
        subdirs: list[tuple[Path, bool]] = []
        linked: list[tuple[Path, bool]] = []
        for entry in entries:
            try:
                is_dir = entry.is_dir(follow_symlinks=True)
                is_file = not is_dir and entry.is_file(follow_symlinks=True)
            except OSError:
                continue
            if is_dir:
                if entry.name not in _SKIP_DIRS:
                    (linked if entry.is_symlink() else subdirs).append((Path(entry.path), entry.is_symlink()))
            elif is_file:
                if progress is not None:
                    progress(1)
                yield Path(entry.path)
        stack.extend(reversed(linked))
        stack.extend(reversed(subdirs))


SHOW_LOOKED_AT = 6


def looked_at(files: Sequence[Path], root: Path) -> str:
    """'looked at 3 files: a.txt, b/c.json, d.md': the files a failed search read, named."""
    if not files:
        return "the folder holds no files"
    names = []
    for path in files[:SHOW_LOOKED_AT]:
        try:
            names.append(path.relative_to(root).as_posix())
        except ValueError:
            names.append(str(path))
    more = f" and {len(files) - SHOW_LOOKED_AT} more" if len(files) > SHOW_LOOKED_AT else ""
    return f"looked at {len(files)} file{'s' if len(files) != 1 else ''}: {', '.join(names)}{more}"


def claim_files(files: Sequence[Path], root: Path, found: Discovery, named: Path | None = None) -> None:
    """Let each reader claim its files among `files` (found under `root`), in READERS order.

    The one grouping rule, fed by a local walk or by a remote listing staged on disk;
    `named` is the file the user named, when the path given was a file.
    """
    notes_before = len(found.notes)
    units: list[Unit] = []
    rest = list(files)
    for name in READERS:
        if not rest:
            break
        claimed, rest = reader(name).claim(rest, root)
        for unit in claimed:
            # A reader that recognised a file but has nothing to read (a summary export
            # met in a folder walk) says so through a note instead of a unit.
            note = unit.options.get("note")
            if note:
                found.notes.append(str(note))
            else:
                units.append(unit)
    placeholders = [f for f in rest if f.name.endswith(".profile-empty")]
    if not units and placeholders and len(placeholders) == len(rest):
        raise InputError(
            f"{named or root}: only {_count(placeholders, 'TensorBoard profiler placeholder')} "
            f"({placeholders[0].name}): the empty marker the profiler callback writes, no "
            "scalars; point lossdoctor at the folder that holds the run's event files")
    if named is not None and not units and len(found.notes) == notes_before:
        refused = _unreadable(named)
        if refused:
            # Every reader passed over a file it could not open: say so, not "not a training log".
            raise InputError(f"{named}: cannot be read ({refused}); nothing was read")
        raise InputError(
            f"{named}: not a training log lossdoctor can read (tried TensorBoard, W&B, "
            "CSV/TSV/JSONL/parquet/numpy savetxt, HF Trainer, Lightning, Megatron/nanoGPT/llm.c text and "
            f"console logs with a step and a loss){_closest(rest)}"
        )
    if named is None and not units and len(found.notes) == notes_before:
        raise InputError(f"{root}: no training logs found; {looked_at(files, root)}{_closest(rest)}")
    found.units.extend(units)
    found.unclaimed.extend(rest)
    if named is None:
        owned = {path.parent for unit in units if unit.reader == "wandb_run" for path in unit.paths}
        read_in = {path.parent for unit in units for path in unit.paths}
        passed = _passed_over([f for f in rest if not owned.intersection(f.parents)], root, read_in)
        found.notes.extend(note for _, note, _ in passed)
        found.unread.extend(shown for shown, _, holds in passed if holds)


_CONSOLE_SUFFIXES = {".log", ".txt", ".out", ".err"}
_TABLE_SUFFIXES = {".csv", ".tsv"}


# A quoted line that prints a loss's value (`'loss': 0.6931`, `Loss: 2.3e-02`, `LOSS 1.28`), not
# a sentence that only mentions a loss (a README's, a provenance note's).
_LOSS_VALUE = re.compile(r"loss\w*['\"]?\s*[:=]?\s*['\"]?[-+]?(\d|\.\d)", re.I)


def _passed_over(files: Sequence[Path], root: Path, read_in: Collection[Path] = ()) -> list[tuple[str, str, bool]]:
    """Notes for console logs beside the runs read that no reader took but that look like a
    log (a Rich progress bar's last frame, a line naming a loss): skipped, but never silently,
    since a user would expect their curve. The caller leaves out the files of a W&B run folder
    that was read (its `files/output.log` console capture, `logs/debug.log`): the run's own.
    Each note comes with the file's shown name and whether the file holds a loss's values (a
    Rich bar's last frame, a line that prints a loss's value, a table's header naming a loss):
    then a run of the input may be missing from the reading (doubt D11). A table of numbers with
    no header in a folder a run was read from (`read_in`) is named too, as a note only: which of
    its columns is a loss nobody can tell (YOLOv5's `results.txt` beside its TensorBoard file)."""
    from lossdoctor.ingest.tables.unread import loss_header, numeric_table
    from lossdoctor.ingest.textlog.generic import RICH_HINT, passed_over

    # A table says it holds a loss in its header row (a one-row results.csv, a console's pipe table).
    texts = [path for path in files if path.suffix.lower() in _CONSOLE_SUFFIXES | _TABLE_SUFFIXES][:50]
    notes = []
    for path in texts:
        said = passed_over(path) if path.suffix.lower() in _CONSOLE_SUFFIXES else ""
        header = "" if said == RICH_HINT or _LOSS_VALUE.search(said) else loss_header(path)
        why = header or said or (numeric_table(path) if path.parent in read_in else "")
        if why:
            holds = bool(header) or said == RICH_HINT or bool(_LOSS_VALUE.search(said))
            notes.append((_shown(path, root), f"{_shown(path, root)}: not read{why}", holds))
    return notes


def _shown(path: Path, root: Path) -> str:
    try:
        return path.relative_to(root).as_posix()
    except ValueError:
        return str(path)


def _closest(files: Sequence[Path]) -> str:
    """For text files nobody claimed: the line that came closest to a training line."""
    from lossdoctor.ingest.textlog.generic import hint

    for path in files[:20]:
        found = hint(path)
        if found:
            return found if len(files) == 1 else f"; {path.name}: {found.lstrip('; ')}"
    return ""


def discover(paths: Sequence[str | Path], progress: Progress | None = None) -> Discovery:
    """Find every run under `paths`.

    A named file must be readable by some reader; a named folder must hold at least
    one log. Anything else is an InputError with a one-line message.
    """
    if not paths:
        raise InputError("no PATH given: name a log file or a folder of logs")
    found = Discovery()
    for given in paths:
        path = Path(given)
        if not path.exists():
            hint = " (a broken symlink)" if path.is_symlink() else ""
            raise InputError(f"{path}: no such file or folder{hint}")
        if path.is_file():
            root, files = path.parent, [path]
            if path.stat().st_size == 0:
                raise InputError(f"{path}: the file is empty (0 bytes); nothing to read")
        elif path.is_dir():
            root = path
            files = list(walk(path, found.notes, progress))
        else:
            raise InputError(f"{path}: not a regular file or folder")
        found.files_seen += len(files)
        claim_files(files, root, found, named=path if path.is_file() else None)
    return found


def _count(items: Sequence[object], word: str) -> str:
    return f"{len(items)} {word}{'s' * (len(items) != 1)}" if len(items) != 1 else f"a {word}"
