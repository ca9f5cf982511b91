"""Which files make a TensorBoard run: event files by folder, with PyTorch's side folders folded in.

PyTorch `add_scalars(main_tag, {key: ...})` writes each key into its own folder
`<logdir>/<main_tag with / as _>_<key>/`, by a second writer of the same process (same
host and pid in the file name); `add_hparams` writes into `<logdir>/<time.time()>/`.
TensorBoard shows those as separate runs; they belong to the run of their parent folder.
"""

from __future__ import annotations

import math
import re
import struct
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from lossdoctor.ingest.base import Unit, run_name

_NAME = re.compile(r".*tfevents\.\d+\.(?P<host>.+)\.(?P<pid>\d+)\.(?P<uid>\d+)(\.v2)?$")
_HPARAMS_DIR = re.compile(r"^\d{9,}\.\d+$")
_SNIFF_BYTES = 1 << 16
_SNIFF_RECORDS = 32
# Sub-folders whose event files hold a run's evaluation (Keras, TF Estimator, common scripts).
EVAL_FOLDERS = frozenset({"validation", "eval", "val", "valid"})
# Beside a training folder only (never alone): evaluation on a test or dev set (CatBoost's
# `learn/` and `test/`), a name too common for a run of its own to take it anywhere else.
_SIDE_EVAL = frozenset({"test", "dev", "evaluation"})
# A run's training half, by the names trainers give it: Keras `train/`, CatBoost `learn/`,
# Catalyst `train_log/`.
_TRAIN_FOLDERS = frozenset({"train", "training", "learn"})
# How a trainer dresses a split's name as a folder (Catalyst's `train_log`, `_base_log`).
_DRESS = re.compile(r"^_*(?P<name>.+?)(?:[_-]logs?)?$")


def _split(folder: Path) -> str:
    """A folder's name as a split's name: lower case, without a trainer's dressing."""
    match = _DRESS.match(folder.name.lower())
    return match["name"] if match else folder.name.lower()


def is_event_file(path: Path) -> bool:
    """TensorBoard's own rule: 'tfevents' in the name; profiler placeholders are not event files."""
    return "tfevents" in path.name and not path.name.endswith(".profile-empty")


def writer_of(path: Path) -> str | None:
    """'host.pid' of the process that wrote the file, from the file name, when it has one."""
    match = _NAME.match(path.name)
    return f"{match['host']}.{match['pid']}" if match else None


def _head(path: Path) -> list[bytes]:
    """The first few intact records of a file (for sniffing), without CRC checks."""
    try:
        with path.open("rb") as handle:
            buf = handle.read(_SNIFF_BYTES)
    except OSError:
        return []
    out: list[bytes] = []
    pos = 0
    while len(out) < _SNIFF_RECORDS and pos + 12 <= len(buf):
        (length,) = struct.unpack_from("<Q", buf, pos)
        if pos + 16 + length > len(buf):
            break
        out.append(buf[pos + 12:pos + 12 + length])
        pos += 16 + length
    return out


def _events(path: Path) -> list[Any]:  # event_pb2.Event messages (generated, no stubs)
    from google.protobuf.message import DecodeError
    from tensorboard.compat.proto import event_pb2

    events: list[Any] = []
    for data in _head(path):
        try:
            events.append(event_pb2.Event.FromString(data))
        except DecodeError:
            break
    return events


def first_wall(path: Path) -> float:
    """Wall time of the file's first event (inf when unreadable, so it sorts last)."""
    from lossdoctor.ingest.tensorboard.skim import version_event

    head = _head(path)
    version = version_event(head[0]) if head else None
    if version is not None:  # the usual first event, read without protobuf
        return version[0]
    events = _events(path)
    return float(events[0].wall_time) if events else math.inf


def _tags(path: Path) -> set[str]:
    from lossdoctor.ingest.tensorboard.skim import event_tags

    found = event_tags(_head(path))  # without protobuf, nearly always
    return found if found is not None else {v.tag for e in _events(path) for v in e.summary.value}


def _scalars_key(folder: Path, files: list[Path], writers: set[str]) -> str | None:
    """The add_scalars key when `folder` is an add_scalars side folder of a parent run."""
    if not all(writer_of(f) in writers for f in files):
        return None
    for f in files:
        for tag in _tags(f):
            prefix = tag.replace("/", "_") + "_"
            if folder.name.startswith(prefix) and len(folder.name) > len(prefix):
                return tag + "\0" + folder.name[len(prefix):]
    return None


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """One unit per folder that directly holds event files; side folders join their parent."""
    by_dir: dict[Path, list[Path]] = {}
    rest: list[Path] = []
    for path in files:
        (by_dir.setdefault(path.parent, []) if is_event_file(path) else rest).append(path)
    roles: dict[Path, dict[str, str]] = {}
    members: dict[Path, list[Path]] = {}
    for folder in sorted(by_dir, key=lambda d: (len(d.parts), str(d))):
        parent = folder.parent
        if parent in members and folder != parent:
            parent_files = by_dir[parent]
            if _HPARAMS_DIR.match(folder.name) and any(t.startswith("_hparams_/") for f in by_dir[folder]
                                                        for t in _tags(f)):
                members[parent] += by_dir[folder]
                roles[parent].update({str(f): "hparams" for f in by_dir[folder]})
                continue
            writers = {w: p for p in parent_files if (w := writer_of(p))}
            found = _scalars_key(folder, by_dir[folder], set(writers))
            if found is not None:
                _, key = found.split("\0", 1)
                members[parent] += by_dir[folder]
                for f in by_dir[folder]:
                    # NUL cannot occur in a path: a safe separator for "scalars, parent, key".
                    roles[parent][str(f)] = f"scalars\0{writers[writer_of(f) or '']}\0{key}"
                continue
        members[folder] = list(by_dir[folder])
        roles[folder] = {}
    _fold_eval_folders(members, roles)
    units = [Unit("tensorboard", run_name(folder, root), tuple(paths), {"roles": roles[folder]})
             for folder, paths in members.items()]
    return units, rest


def _fold_eval_folders(members: dict[Path, list[Path]], roles: dict[Path, dict[str, str]]) -> None:
    """Keras/TF2 and Estimator layouts: evaluation written beside or below training is one run.

    Keras' TensorBoard callback writes `<run>/train/` and `<run>/validation/`; the Estimator
    writes the model dir and `<model_dir>/eval/`. TensorBoard shows them as two runs; they are
    one training, and the evaluation folder's series are its eval series (role "eval\0<folder>").
    """
    for folder in sorted(members, key=lambda d: (len(d.parts), str(d))):
        if folder not in members or _split(folder) not in EVAL_FOLDERS | _SIDE_EVAL:
            continue
        train = _train_beside(folder, members)
        if folder.parent in members and folder.parent != folder and _split(folder) in EVAL_FOLDERS:
            host = folder.parent  # Estimator: the model dir itself holds the training events
        elif train is not None:
            host = train
        else:
            continue
        for path in members.pop(folder):
            members[host].append(path)
            roles[host][str(path)] = f"eval\0{folder.name}"
        roles.pop(folder, None)
    _fold_side_writers(members, roles)
    # A Keras run is named after its own folder, not after its `train/` half.
    for folder in [f for f in members if _split(f) in _TRAIN_FOLDERS and f.parent not in members
                   and any(r.startswith("eval\0") for r in roles[f].values())]:
        members[folder.parent] = members.pop(folder)
        roles[folder.parent] = roles.pop(folder)


def _train_beside(folder: Path, members: dict[Path, list[Path]]) -> Path | None:
    """The training folder beside an evaluation folder (`train/` beside `validation/`), if one."""
    found = [other for other in members if other.parent == folder.parent and other != folder
             and _split(other) in _TRAIN_FOLDERS]
    return found[0] if len(found) == 1 else None


def _fold_side_writers(members: dict[Path, list[Path]], roles: dict[Path, dict[str, str]]) -> None:
    """A training folder's siblings written by the very same process, holding no loss (Catalyst's
    `_base_log/` of learning rate and momentum beside `train_log/`): the same run's other series.
    One process writing several folders is one training unless a folder logs a loss of its own
    (a sweep in one script writes a loss into each of its runs)."""
    for host in [f for f in members if _split(f) in _TRAIN_FOLDERS]:
        writers = {w for p in members[host] if (w := writer_of(p))}
        for other in [f for f in members if f.parent == host.parent and f != host]:
            files = members[other]
            if not writers or not all(writer_of(p) in writers or _empty(p) for p in files) \
                    or not any(writer_of(p) in writers for p in files):
                continue
            if any(_lossy_tag(tag) for p in files for tag in _tags(p)):
                continue
            for path in members.pop(other):
                members[host].append(path)
                roles[host][str(path)] = f"side\0{other.name}"
            roles.pop(other, None)


def _lossy_tag(tag: str) -> bool:
    from lossdoctor.roles import Role, role_for

    return role_for(tag) in (Role.LOSS, Role.EVAL_LOSS)


def _empty(path: Path) -> bool:
    """An event file with no summary at all (a launch that wrote only its version record)."""
    return not _tags(path)
