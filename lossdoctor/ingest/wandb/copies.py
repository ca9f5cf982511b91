"""Copies of one W&B run file: the same bytes in two places, or the start of a fuller file.

wandb's `latest-run` is a symlink to the newest run folder. Followed, it is the same folder
(the walk sees it once); copied into a repository or an archive it becomes a second folder
whose `.wandb` has the run folder's bytes. Read twice, one run looks like two writers
that ran at the same time. Only the bytes decide: a resumed run writes a file of its own
(its own run record), which is never the start of the earlier one.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from pathlib import Path

_CHUNK = 1 << 20


def _size(path: Path) -> int | None:
    try:
        return os.path.getsize(path)
    except OSError:
        return None


def _digest(path: Path) -> str | None:
    digest = hashlib.blake2b(digest_size=20)
    try:
        with path.open("rb") as handle:
            for chunk in iter(lambda: handle.read(_CHUNK), b""):
                digest.update(chunk)
    except OSError:
        return None
    return digest.hexdigest()


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


def identical_copies(paths: Sequence[Path], prefer: Callable[[Path], bool]
                     ) -> tuple[list[Path], list[tuple[Path, Path]]]:
    """`paths` with one file kept per set of byte-identical files (the first `prefer`
    accepts, else the first), in their order; and each (copy, file kept) set aside."""
    by_size: dict[int, list[Path]] = {}
    for path in paths:
        size = _size(path)
        if size is not None and size > 0:
            by_size.setdefault(size, []).append(path)
    aside: dict[Path, Path] = {}
    for same_size in by_size.values():
        if len(same_size) < 2:
            continue
        by_digest: dict[str, list[Path]] = {}
        for path in same_size:
            digest = _digest(path)
            if digest is not None:
                by_digest.setdefault(digest, []).append(path)
        for group in by_digest.values():
            keep = next((path for path in group if prefer(path)), group[0])
            aside.update((path, keep) for path in group if path is not keep)
    kept = [path for path in paths if path not in aside]
    return kept, [(path, aside[path]) for path in paths if path in aside]


def earlier_copy(shorter: Path, fuller: Path) -> bool:
    """Whether `shorter` holds fewer bytes than `fuller` and they are the start of `fuller`'s."""
    small, large = _size(shorter), _size(fuller)
    if small is None or large is None or not 0 < small < large or _same_file(shorter, fuller):
        return False
    try:
        with shorter.open("rb") as a, fuller.open("rb") as b:
            left = small
            while left:
                want = min(_CHUNK, left)
                if a.read(want) != b.read(want):
                    return False
                left -= want
    except OSError:
        return False
    return True


__all__ = ["earlier_copy", "identical_copies"]
