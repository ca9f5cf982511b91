"""The settings a text log's start-up prints, and two logs whose start-ups state other settings.

A script that prints its arguments when it starts (`Namespace(epochs=10, lr=0.001, seed=42)`,
`config: epochs=100, batch_size=256, ...`) states the job it runs. Two log files of one folder
whose start-ups give one setting two values (`epochs=10` and `epochs=100`: a hyper-parameter
search's trial beside the full training) are two launches, whatever their losses: with one
seed their first epochs agree to the digit. Two channels of one process (a tee'd console and
a logging file) print the same arguments, so the rule never parts them.
"""

from __future__ import annotations

import re

# The start-up is looked for in a file's first lines: a script prints its arguments before it trains.
HEAD_LINES = 200
_HEAD_BYTES = 64 * 1024
# One setting: `name=value` (argparse's Namespace, a `k=v, k=v` dump), its value up to a comma,
# a space or the closing parenthesis.
_PAIR = re.compile(r"(?<![\w.])([A-Za-z_][\w.]*)=('[^']*'|\"[^\"]*\"|[^\s,()]+)")
# A dump states at least this many settings on one line: one `k=v` is a remark, not the job.
_MIN_PAIRS = 3


def dump_of(line: str) -> dict[str, str] | None:
    """The settings one line states (name -> value as printed), or None when it is no dump."""
    if line.count("=") < _MIN_PAIRS:
        return None
    pairs = {m.group(1): m.group(2).strip("'\"") for m in _PAIR.finditer(line)}
    if any("loss" in name.lower() for name in pairs):
        return None  # a training record (`step=0, loss=2.3, lr=0.1`), no start-up
    return pairs if len(pairs) >= _MIN_PAIRS else None


def settings_in(lines: list[str]) -> dict[str, str] | None:
    """The first settings dump among `lines` (a file's head), or None when there is none."""
    for line in lines[:HEAD_LINES]:
        found = dump_of(line)
        if found is not None:
            return found
    return None


def stated_setup(path: str) -> dict[str, str] | None:
    """The settings a text file's start-up prints (its first dump), or None (unreadable, none)."""
    try:
        with open(path, "rb") as handle:
            head = handle.read(_HEAD_BYTES)
    except OSError:
        return None
    lines = head.decode("utf-8", errors="replace").splitlines()
    if len(head) == _HEAD_BYTES and lines:
        lines = lines[:-1]  # the last line may be cut
    return settings_in(lines)


def _number(text: str) -> float | None:
    try:
        return float(text)
    except ValueError:
        return None


def _same(a: str, b: str) -> bool:
    """One value printed twice, maybe rounded (`0.0009882266741652272` and `0.000988`)."""
    if a == b:
        return True
    x, y = _number(a), _number(b)
    if x is None or y is None:
        return False
    return abs(x - y) <= 5e-3 * max(abs(x), abs(y))


def other_setting(a: dict[str, str], b: dict[str, str]) -> str | None:
    """A setting both start-ups state with other values (`epochs=10` / `epochs=100`), or None."""
    for name in a:
        if name in b and not _same(a[name], b[name]):
            return f"{name}={a[name]} / {name}={b[name]}"
    return None


__all__ = ["HEAD_LINES", "dump_of", "other_setting", "settings_in", "stated_setup"]
