"""An evaluation line dated long after the training's last line is another run's result.

A notes file that pastes a training log may paste, below it, a result of a later training:
`[2019-11-24 17:32:31 INFO] Validation perplexity: 1.36921` seventeen days after the last
`Step 42150/100000` line of 2019-11-07, with no step of its own. Placed by context it lands at
the run's last step and hides the run's own evaluations. A process prints its evaluation right
after the training line before it; a line whose date is far past every pause the training
itself took (and after which no training line follows) was not printed by that run.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import datetime

# An ISO date and time (`2019-11-24 17:32:31`, `2019-11-24T17:32:31`).
_STAMP = re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)[ T](\d\d):(\d\d):(\d\d)\b")
# How far past the training's longest pause (and at least how many seconds) a line must be.
PAUSES = 10
MIN_GAP = 6 * 3600
# How many of the training's last lines are looked at for its pauses.
TAIL = 10_000


def stamp(line: str) -> float | None:
    """The seconds of the first ISO date and time in `line`, or None."""
    found = _STAMP.search(line)
    if found is None:
        return None
    try:
        year, month, day, hour, minute, second = map(int, found.groups())
        return datetime(year, month, day, hour, minute, second).timestamp()
    except ValueError:
        return None


def late_lines(candidates: Sequence[int], training: Sequence[int], lines: Sequence[str]) -> set[int]:
    """The `candidates` (0-based evaluation lines placed by context) dated long after the
    training lines (`training`, 0-based, in order) end: after the last one, later than it by
    more than `PAUSES` times the longest gap between its dated lines and `MIN_GAP`."""
    if not candidates or len(training) < 2:
        return set()
    last = training[-1]
    after = [index for index in candidates if index > last]
    if not after:
        return set()
    times = [t for t in (stamp(lines[index]) for index in training[-TAIL:]) if t is not None]
    if len(times) < 2 or stamp(lines[last]) is None:
        return set()
    gaps = [b - a for a, b in zip(times, times[1:])]
    if min(gaps) < 0:
        return set()  # dates that go back: not one clock
    pause = max(gaps)
    limit = times[-1] + max(PAUSES * pause, MIN_GAP)
    out: set[int] = set()
    for index in after:
        when = stamp(lines[index])
        if when is not None and when > limit:
            out.add(index)
    return out
