"""A settings dump printed again: one start-up line is enough to open a launch.

A script that prints its whole configuration when it starts (`Running with config {'lr': 0.001,
'bs': 32, 'load_from': None, ...}`, argparse's `Namespace(...)`) states the job it runs. Start-up
lines printed again are read as a relaunch only when a stretch holds two distinct shapes of them
(`launches.MIN_SHAPES`); a dump is one line whose shape changes with its values (`'infer': True`
and `'infer': False` are two shapes, a path given or `None` two more), so a launch that prints
only its dump shows one shape, or several by chance. A dump of the settings the log's preamble
dumped (the same names, whatever their values) that never comes back between two ordinary
training lines is the program started again, as a dated launch banner is (`sessions`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

# One setting of a dict repr or JSON (`'lr': 0.001`, `"name": "a"`) or of a `k=v` dump.
_KEYED = re.compile(r"""['"]([A-Za-z_][\w.]*)['"]\s*:\s*('[^']*'|"[^"]*"|[^\s,{}\[\]()]+)""")
_PAIR = re.compile(r"(?<![\w.])([A-Za-z_][\w.]*)=('[^']*'|\"[^\"]*\"|[^\s,()]+)")
# A dump states at least this many settings: fewer is a record or a remark.
MIN_SETTINGS = 5
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def settings_names(line: str) -> frozenset[str] | None:
    """The names of the settings a line dumps, or None when it is no settings dump: at least
    MIN_SETTINGS settings, one of them not a number (a path, a flag, `None`: a metrics record
    prints numbers only), none named after a loss (a training record)."""
    if line.count(":") + line.count("=") < MIN_SETTINGS:
        return None
    pairs = _KEYED.findall(line) or _PAIR.findall(line)
    if len(pairs) < MIN_SETTINGS or any("loss" in name.lower() for name, _ in pairs):
        return None
    if all(_NUMBER.fullmatch(value.strip("'\"")) for _, value in pairs):
        return None
    return frozenset(name for name, _ in pairs)


def dump_shapes(lines: Sequence[str], shape: np.ndarray, opening: np.ndarray, ordinary: np.ndarray,
                stretch: np.ndarray) -> dict[int, int]:
    """The stretches (after the preamble) that hold a settings dump of the names the preamble
    dumped, names no ordinary stretch dumps, each with the dump's line (0-based). Each shape is
    parsed once, from its first line: a shape is one text but its digits."""
    names_of: dict[int, frozenset[str] | None] = {}

    def names(index: int) -> frozenset[str] | None:
        key = int(shape[index])
        if key not in names_of:
            names_of[key] = settings_names(lines[int(np.flatnonzero(shape == key)[0])])
        return names_of[key]

    preamble = {found for index in np.flatnonzero(opening & (stretch == 0)).tolist()
                if (found := names(index)) is not None}
    if not preamble:
        return {}
    ordinary_names = {found for key in np.unique(shape[ordinary]).tolist()
                      if (found := names(int(np.flatnonzero(shape == key)[0]))) is not None}
    wanted = preamble - ordinary_names
    out: dict[int, int] = {}
    for index in np.flatnonzero(opening & (stretch > 0)).tolist():
        if names(index) in wanted:
            out.setdefault(int(stretch[index]), index)
    return out


def dump_words(lines: Sequence[str], at: int | None) -> str:
    """What the dump that opens a launch says, for the launch's note, or ''."""
    if at is None:
        return ""
    return f", its settings dumped again (line {at + 1}: {lines[at].strip()[:100]!r})"


__all__ = ["MIN_SETTINGS", "dump_shapes", "dump_words", "settings_names"]
