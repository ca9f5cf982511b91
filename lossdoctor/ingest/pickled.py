"""Python pickles of plain numbers, loaded without running anything.

A script may keep its losses in a list and `pickle.dump` it after training, whatever the file
is called (`train_loss.txt` holding binary pickle bytes). Unpickling can run any code the file
names, so a user's file is only ever loaded by an unpickler that refuses every global
(`find_class` raises, the Python docs' "Restricting Globals"): lists, tuples, dicts, numbers and
strings load, nothing else can be built or called. A numpy array or a tensor needs a global and
is refused, said as such, never loaded.
"""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import numpy as np

# The opening bytes of a pickle of protocol 2 or later: PROTO and its version.
_PROTOCOLS = frozenset(range(2, 6))
# A pickled history of losses is small; larger files are something else (a model, a data set).
MAX_BYTES = 16 << 20


class Refused(Exception):
    """A pickle that needs more than plain containers and numbers: not loaded."""


class _PlainUnpickler(pickle.Unpickler):
    """An unpickler for which no global exists: nothing named in the file is imported or run."""

    def find_class(self, module: str, name: str) -> object:  # noqa: D102 - the docs' recipe
        raise Refused(f"it names {module}.{name}, which is never loaded")

    def persistent_load(self, pid: object) -> object:  # noqa: D102
        raise Refused("it refers to objects stored outside it")


def looks_pickled(head: bytes) -> bool:
    """Whether bytes open like a pickle of protocol 2 to 5 (`\\x80` and the version)."""
    return len(head) >= 2 and head[0] == 0x80 and head[1] in _PROTOCOLS


def load_plain(path: Path) -> object:
    """The plain object a pickle file holds; raises `Refused` for anything else (a global, a
    damaged or oversized file), never running what the file names."""
    try:
        if path.stat().st_size > MAX_BYTES:
            raise Refused(f"it is over {MAX_BYTES >> 20} MiB")
        data = path.read_bytes()
    except OSError as exc:
        raise Refused(f"it cannot be read ({exc.strerror or exc})") from None
    if not looks_pickled(data[:2]):
        raise Refused("it is not a pickle")
    try:
        return _PlainUnpickler(io.BytesIO(data)).load()
    except Refused:
        raise
    except Exception as exc:  # a damaged pickle raises many kinds; each is "not readable"
        raise Refused(f"it does not unpickle ({type(exc).__name__})") from None


def _numbers(value: object) -> np.ndarray | None:
    """A flat list or tuple of numbers (not booleans) as floats, else None."""
    if not isinstance(value, (list, tuple)) or not value:
        return None
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value):
        return None
    return np.asarray(value, dtype=np.float64)


def series_of(value: object) -> dict[str, np.ndarray] | np.ndarray | None:
    """What a plain pickle holds as curves: one flat list of numbers (an array), a dict of
    named lists of numbers (a history: the lists, by key; keys holding anything else left
    out), or None when it holds neither."""
    flat = _numbers(value)
    if flat is not None:
        return flat
    if isinstance(value, dict):
        named = {str(k): v for k, v in ((k, _numbers(v)) for k, v in value.items()) if v is not None}
        return named or None
    return None


def read_pickled(path: Path) -> dict[str, np.ndarray] | np.ndarray | None:
    """A pickle file's curves (`series_of`), or None when it is no plain pickle of curves."""
    try:
        with path.open("rb") as handle:
            if not looks_pickled(handle.read(2)):
                return None
        return series_of(load_plain(path))
    except (OSError, Refused):
        return None


__all__ = ["MAX_BYTES", "Refused", "load_plain", "looks_pickled", "read_pickled", "series_of"]
