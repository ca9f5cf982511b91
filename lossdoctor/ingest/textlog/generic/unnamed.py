"""A step and one unnamed number, line after line: `[Mar 29, 16:21:59] 0 6.2569`.

ColBERT prints its running loss as `print_message(batch_idx, train_loss)`: a timestamp, the
step, the value, no name. A person reads the curve at a glance because the line says nothing
else and the number behaves as a loss. A generic reader may take an unnamed number as the loss
only when nothing in the file names one (this is tried after every other reading), and only
when the line shape holds: an optional timestamp, a whole number that counts up by exactly one
from line to line (a step, no epoch or count), and one number with a fraction after it that is
never below zero and falls over the run (its last third's median below its first third's by
2 % and twice the noise): a timer climbs, a throughput or a time per step holds its level. The
reading says the series was unnamed and why it was taken as the loss.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import numpy as np

from lossdoctor.ingest.textlog.generic.bare import Rewritten

# An optional timestamp (`[Mar 29, 16:21:59]`, `2024-03-29 16:21:59,123`), the step, the value.
_STAMP = r"(?:\[[^\]]*\d\d:\d\d(?::\d\d)?[^\]]*\]|\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(?:[.,]\d+)?)"
_LINE = re.compile(rf"^\s*(?P<stamp>{_STAMP})?\s*(?P<step>\d+)\s+(?P<value>\d*\.\d+(?:[eE][-+]?\d+)?)\s*$")
# A few lines are no curve.
MIN_LINES = 20
# The loss falls: the median of its last third this share below the first third's.
FALLS = 0.02


def _falls(values: np.ndarray) -> bool:
    """The last third's median below the first third's by FALLS and twice the median's error."""
    third = len(values) // 3
    first, last = float(np.median(values[:third])), float(np.median(values[-third:]))
    noise = 1.4826 * float(np.median(np.abs(np.diff(values)))) / np.sqrt(2)
    error = 1.2533 * noise * np.sqrt(2 / third)
    return last < first - max(FALLS * abs(first), 2 * error)


def counted(lines: Iterable[str]) -> Rewritten | None:
    """The log with its `[time] step value` lines written `step S loss V`, and the note saying
    so; None unless every check of the module doc holds."""
    kept = list(lines)
    rows: list[tuple[int, int, float]] = []
    example = ""
    for number, line in enumerate(kept):
        found = _LINE.match(line)
        if found is not None:
            rows.append((number, int(found.group("step")), float(found.group("value"))))
            example = example or line.strip()
    if len(rows) < MIN_LINES:
        return None
    steps = np.array([r[1] for r in rows], dtype=np.int64)
    values = np.array([r[2] for r in rows], dtype=np.float64)
    if (np.any(np.diff(steps) != 1) or not np.all(np.isfinite(values)) or np.any(values < 0)
            or np.all(np.diff(values) >= 0) or not _falls(values)):
        return None
    for number, step, value in rows:
        kept[number] = f"step {step} loss {value!r}"
    note = (f"no line names a loss; {len(rows)} lines such as {example!r} print a step that counts up by one "
            f"({steps[0]}..{steps[-1]}) and one number that names nothing: that unnamed number is read as the loss "
            f"(it falls from {values[0]:.4g} to {values[-1]:.4g} and is never below zero, as a loss does; a timer "
            "climbs, a throughput holds its level)")
    return Rewritten("\n".join(kept), note)


__all__ = ["counted"]
