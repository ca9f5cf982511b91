"""An evaluation line that counts its own passes: `validation: iter 3` after training step 21000.

A CS224n-style trainer prints `epoch 2, iter 7000, avg. loss 235.15, ...` while it trains and
`validation: iter 3, dev. ppl 2331329.1` after each validation: the validation's `iter` is how
many validations were run, not a training step. Read as the step, the evaluation curve sits at
steps 1, 2, 3 under a training curve at thousands, and every validation looks like the log
going back to its start. A person reads each result where the training had got to.

So an evaluation record whose printed step is under a tenth of the training step both before
and after it (the training line just before it, and the next one when there is one) is placed
at the step of the training line before it.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.ingest.textlog.generic.scan import EVAL, TRAIN, Records

# How far behind the training step an evaluation's own count is.
BEHIND = 10


def own_pass_counts(records: Records) -> list[str]:
    """Place the evaluation records that count their own passes (module doc); the note, or none."""
    pos, kind, step, counted = records.arrays()
    train = np.flatnonzero(kind == TRAIN)
    evals = np.flatnonzero((kind == EVAL) & ~counted & (step >= 1))
    if not len(train) or not len(evals):
        return []
    train = train[np.argsort(pos[train], kind="stable")]
    where = np.searchsorted(pos[train], pos[evals])
    has_before = where > 0
    evals, where = evals[has_before], where[has_before]
    before = step[train[where - 1]]
    after = np.where(where < len(train), step[train[np.minimum(where, len(train) - 1)]], np.iinfo(np.int64).max)
    behind = (step[evals] * BEHIND < before) & (step[evals] * BEHIND < after)
    if not behind.any():
        return []
    moved = evals[behind]
    examples = ", ".join(f"{int(step[i])} -> {int(s)}" for i, s in zip(moved[:3], before[behind][:3]))
    fixed = np.array(step, copy=True)
    fixed[moved] = before[behind]
    sources = records.sources_of()
    records.pos, records.kind, records.step, records.counted = [pos], [kind], [fixed], [counted]
    if len(sources) == len(pos):  # each record's step source, when every record has one
        sources[moved] = records.code("context")
        records.source = [sources]
    return [f"{len(moved)} evaluation line(s) print a count of their own passes, far behind the training "
            f"step: each placed where the training had got ({examples})"]


__all__ = ["own_pass_counts"]
