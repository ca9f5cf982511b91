"""Boosters a log prints one after another: a boosting round counter back at its first round.

XGBoost and LightGBM print one evaluation line per round (`[50]\tvalid_0's binary_logloss: 0.52`,
`template._boosting`). Boosting does not resume from a checkpoint in the middle of a log: a
booster is trained from its first round to its last in one call. So when the rounds go back to
the first round the log printed, a new booster starts there (a cross-validation fold, a
hyperparameter trial, a refit), never a rollback of the one before, whatever its values (the
folds of one trial start at nearly the same loss). A parameter block printed in between (a dict
of settings, one `key: value` a line) says it is a new trial. The log states the start by the
library's own counter: the decision is `stated` (`identity.launches.opening`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

import numpy as np

from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records

# A boosting round's evaluation line as printed: `[N]` then, tab or spaces apart, a set's metric
# (`validation_0-mlogloss:1.45`, `valid_0's binary_logloss: 0.52`).
_ROUND = re.compile(r"^\s*\[(\d+)\]\s+(?:[A-Za-z_][\w.]*-[\w@.\-]+:|[A-Za-z_][\w.]*'s [\w@.\-]+:)")
# One setting of a parameter block (`"learning_rate": 0.18,`, `num_leaves: 40`, `max_depth=6`).
_SETTING = re.compile(r"""^\s*["']?[A-Za-z_]\w*["']?\s*[:=]\s*["']?[-\w.]+["']?,?\s*$""")
# Settings a block holds at least (one `key: value` line is a remark, not a block).
_BLOCK = 2
# The words a new booster's note holds (the stitcher and the audit read the note).
BOOSTER_WORDS = "a boosting round counter back at its first round"


def booster_starts(records: Records) -> dict[int, str]:
    """The positions of the training records that open a new booster (see the module doc), and
    what says so."""
    pos, kind, step, _ = records.arrays()
    train = np.flatnonzero(kind == TRAIN)
    lines = records.lines
    if len(train) < 2 or not lines:
        return {}
    train = train[np.argsort(pos[train], kind="stable")]
    at_line = pos[train] // SEGMENTS - 1
    rounds = np.fromiter((_ROUND.match(lines[int(line)]) is not None if 0 <= line < len(lines) else False
                          for line in at_line), dtype=bool, count=len(train))
    if rounds.sum() < 2:
        return {}
    steps = step[train]
    first = int(steps[np.flatnonzero(rounds)[0]])
    out: dict[int, str] = {}
    at = np.flatnonzero(rounds).tolist()
    for previous, index in zip(at, at[1:]):
        # Against the round before, not the record before: a table printed between two boosters
        # (feature importances) is no round.
        if steps[index] > first or steps[index] >= steps[previous]:
            continue
        before, line = int(at_line[previous]), int(at_line[index])
        block = _settings(lines, before + 1, line)
        why = (f"a parameter block of {block} settings before it: a new trial" if block
               else "a new booster (a fold, a trial or a refit): boosting does not resume mid-log")
        out[int(pos[train[index]])] = (f"line {line + 1}: a new run ({BOOSTER_WORDS} [{int(steps[index])}] "
                                       f"after [{int(steps[previous])}]; {why})")
    return out


def _settings(lines: Sequence[str], start: int, stop: int) -> int:
    """How many `key: value` settings the lines between two boosting rounds print, when they are
    a block (at least `_BLOCK`), else 0."""
    count = sum(1 for line in lines[start:stop] if _SETTING.match(line))
    return count if count >= _BLOCK else 0


__all__ = ["BOOSTER_WORDS", "booster_starts"]
