"""When a text log was written, from the time stamps its lines print: its first and its last.

Two files of one reader whose times do not meet were written one after the other: two launches,
not two writers of one process (a boundary, `identity.writers.own_launch`). Only the head and the
tail of a file are read: the span is all that is needed.
"""

from __future__ import annotations

import calendar
import os
import re

# How much of each end of a file is read for its stamps.
EDGE_BYTES = 1 << 16

# Date and time, with the year: ISO (`2024-03-01 10:00:00`, `2024-03-01T10:00:00`), slashes.
_FULL = re.compile(r"(?<!\d)(20\d\d)[-/](\d\d)[-/](\d\d)[ T_](\d\d):(\d\d):(\d\d)(?!\d)")
# detectron2 and mmcv without the year: `[12/22 19:35:27]`.
_SHORT = re.compile(r"\[(\d\d)/(\d\d) (\d\d):(\d\d):(\d\d)\]")


def _stamp(text: str, last: bool) -> float | None:
    """The first (or last) time stamp in `text`, as seconds (a year-less one in a fixed year)."""
    found = list(_FULL.finditer(text)) if last else [m for m in [_FULL.search(text)] if m]
    if found:
        y, mo, d, h, mi, s = (int(g) for g in found[-1 if last else 0].groups())
        return _seconds(y, mo, d, h, mi, s)
    found = list(_SHORT.finditer(text)) if last else [m for m in [_SHORT.search(text)] if m]
    if found:
        mo, d, h, mi, s = (int(g) for g in found[-1 if last else 0].groups())
        return _seconds(2000, mo, d, h, mi, s)
    return None


def _seconds(year: int, month: int, day: int, hour: int, minute: int, second: int) -> float | None:
    if not (1 <= month <= 12 and 1 <= day <= 31 and hour < 24 and minute < 60 and second < 61):
        return None
    return float(calendar.timegm((year, month, day, hour, minute, second, 0, 0, 0)))


def span(path: str) -> tuple[float, float] | None:
    """The first and last time stamp a text file prints, or None (no stamps, unreadable)."""
    try:
        size = os.path.getsize(path)
        with open(path, "rb") as handle:
            head = handle.read(EDGE_BYTES).decode("utf-8", errors="replace")
            handle.seek(max(size - EDGE_BYTES, 0))
            tail = handle.read(EDGE_BYTES).decode("utf-8", errors="replace")
    except OSError:
        return None
    first, end = _stamp(head, last=False), _stamp(tail, last=True)
    if first is None or end is None or end < first:
        return None
    return first, end


__all__ = ["EDGE_BYTES", "span"]
