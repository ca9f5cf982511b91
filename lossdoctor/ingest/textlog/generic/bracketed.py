"""Bracketed lists of numbers under one key: one curve per place in the list (issue 31).

A multi-agent or multi-head loop may print one Python list per quantity on its line (a two-agent
TD3: `EP:1 | TD Error [2354.27, 1952.90] | ALoss [33.80, 22.97] | ep_r -157`). A person reads
the k numbers under the key as k curves, the first agent's, the second's, ... The scan reads
`key: number`, not a list, and finds no training line. So, tried only when nothing else read the
file: every key printed with a list of k numbers (k of two or more, the same k on each of its
lines, MIN_LINES lines at least) is written out as k named values, `TD Error_0: 2354.27 |
TD Error_1: 1952.90`, for the console reader, and the run says so. A list whose length changes
from line to line (a growing history) is no set of curves, and a numpy array printed without
commas (`CS [0. 0.]`) stays as printed.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from lossdoctor.ingest.textlog.generic.bare import Rewritten

_NUM = r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?|[-+]?(?:nan|inf)"
# A key of up to three words, then a list of two numbers or more: `TD Error [0.5, 0.2]`,
# `losses=[1.2, 0.9, 0.4]`.
_LISTED = re.compile(rf"(?<![\w\]])([A-Za-z_][\w.]*(?:[ \t][A-Za-z_][\w.]*){{0,2}})[ \t]*[:=]?[ \t]*"
                     rf"\[[ \t]*((?:{_NUM})(?:[ \t]*,[ \t]*(?:{_NUM}))+)[ \t]*,?[ \t]*\]", re.I)
# A list on a few lines is a quote or a setting (`betas [0.9, 0.999]`), not a loop's output.
MIN_LINES = 3
# A file whose first lines hold no list is no such log (the fallback stays cheap).
_LOOK = 200_000


def _values(found: re.Match[str]) -> list[str]:
    return [value.strip() for value in found.group(2).split(",") if value.strip()]


def listed(lines: Iterable[str]) -> Rewritten | None:
    """The log with each repeated `key [a, b, ...]` written out as `key_0: a | key_1: b | ...`,
    and the note saying so; None when no key prints a list of one length on MIN_LINES lines."""
    kept: list[str] = []
    lengths: dict[str, set[int]] = defaultdict(set)
    counts: dict[str, int] = defaultdict(int)
    for number, line in enumerate(lines):
        if number >= _LOOK and not counts:
            return None
        kept.append(line)
        for found in _LISTED.finditer(line):
            key = found.group(1).strip()
            lengths[key].add(len(_values(found)))
            counts[key] += 1
    keys = {key for key, count in counts.items() if count >= MIN_LINES and len(lengths[key]) == 1}
    if not keys:
        return None

    def spelled(found: re.Match[str]) -> str:
        key = found.group(1).strip()
        if key not in keys:
            return found.group(0)
        return " | ".join(f"{key}_{place}: {value}" for place, value in enumerate(_values(found)))

    rewritten = [_LISTED.sub(spelled, line) if "[" in line else line for line in kept]
    shown = ", ".join(f"`{key} [..]` ({next(iter(lengths[key]))} values)" for key in sorted(keys))
    return Rewritten("\n".join(rewritten), f"lists of numbers under one key read as one curve per place "
                     f"(key_0, key_1, ...): {shown}")


__all__ = ["MIN_LINES", "listed"]
