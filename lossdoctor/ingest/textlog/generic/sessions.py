"""Launch banners that stamp their date: one start-up line is enough to open a launch.

A script that appends every launch to one log often prints a single banner when it starts,
with the date and time of the launch and no other number: `Training Session Started:
2026-02-03 15:36:53`, `=== Run started Tue Jun  2 10:04:05 2020 ===`. Start-up lines printed
again are read as a relaunch only when a stretch holds two distinct shapes of them
(`launches.MIN_SHAPES`: an `=== Epoch N ===` banner before a counter that restarts each epoch
is one shape); a banner that stamps the calendar date of its launch, on a log whose training
lines carry no date, is the program's own statement that it started again (a boundary).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

# A calendar date: `2026-02-03`, `2020/06/06`, or ctime's `Sat Jun  6 16:47:21 2020`.
_DATE = re.compile(r"\b(?:19|20)\d\d[-/.](?:0?[1-9]|1[0-2])[-/.](?:0?[1-9]|[12]\d|3[01])\b"
                   r"|\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*,?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*"
                   r"\s+\d{1,2}\s+\d{1,2}:\d\d(?::\d\d)?\s+(?:19|20)\d\d\b")
# A time of day (`15:36:53`, `15:36:53.123`, `T15:36`), and a time zone offset after it.
_TIME = re.compile(r"\d{1,2}:\d\d(?::\d\d(?:[.,]\d+)?)?(?:\s*(?:Z|[+-]\d\d:?\d\d))?")


def dated(line: str) -> bool:
    """Whether a line stamps a calendar date and no number besides its date and time."""
    if not _DATE.search(line):
        return False
    rest = _TIME.sub(" ", _DATE.sub(" ", line))
    return not any(ch.isdigit() for ch in rest) and any(ch.isalpha() for ch in rest)


def launch_banners(lines: Sequence[str], shapes: dict[int, int], record_line: int) -> set[int]:
    """The shapes (ids) among `shapes` (id -> a line of that shape, 0-based) that are dated launch
    banners, when the training line at `record_line` carries no date itself (a log that stamps
    every line states no launch by stamping one)."""
    if _DATE.search(lines[record_line]):
        return set()
    return {shape for shape, at in shapes.items() if dated(lines[at])}


def banner_words(lines: Sequence[str], shape: np.ndarray, banners: set[int], start: int, stop: int) -> str:
    """What the dated banner between lines `start` and `stop` (0-based) says, for the note of the
    launch it opens, or ''."""
    for index in range(start, stop):
        if int(shape[index]) in banners:
            return f", a banner dated by its launch (line {index + 1}: {lines[index].strip()[:120]!r})"
    return ""


__all__ = ["banner_words", "dated", "launch_banners"]
