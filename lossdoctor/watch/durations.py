"""Durations on the command line: `30s`, `2h`, `1.5m`, `250ms`, or plain seconds."""

from __future__ import annotations

import re

from lossdoctor.errors import UsageError

_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "min": 60.0, "h": 3600.0, "d": 86400.0}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d*)?|\.\d+)\s*(ms|s|min|m|h|d)?\s*$", re.I)


def parse_duration(text: str, option: str) -> float:
    """Seconds in `text`; a UsageError naming `option` when it is not a positive duration."""
    match = _DURATION.match(text)
    if not match:
        raise UsageError(f"{option} {text!r}: not a duration; use e.g. 30s, 5m, 2h or 250ms")
    seconds = float(match[1]) * _UNITS[(match[2] or "s").lower()]
    if seconds <= 0:
        raise UsageError(f"{option} {text!r}: must be longer than zero")
    return seconds
