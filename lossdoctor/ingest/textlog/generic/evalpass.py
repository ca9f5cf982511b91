"""An evaluation pass's own batch counter, printed beside its total, is not the step.

mmengine's iteration-based loops print `Iter(train) [ 50/90000]` for training and, during each
validation, `Iter(val) [ 50/500]`: the validation loop's own iteration, from 1 again at every
pass. Read as the step, every pass sends the curve back to step 50: a hundred fragments. An
evaluation line whose `Step 500/5000` is the training step looks alike, so the counter is
called the pass's own by what it does: its total is one no training line prints, or it
starts again while the log goes on.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence


def own_counters(seen: Mapping[int, tuple[bool, Sequence[tuple[int, int]]]]) -> set[int]:
    """The evaluation shapes (by id) whose `(done, total)` pairs count their pass's own batches.

    `seen` maps each shape that prints a step beside its total (and no epoch) to whether it is
    an evaluation shape and its pairs in line order."""
    train_totals = {total for is_eval, pairs in seen.values() if not is_eval for _, total in pairs}
    out: set[int] = set()
    for shape, (is_eval, pairs) in seen.items():
        if not is_eval or not pairs:
            continue
        totals = {total for _, total in pairs}
        restarts = any(after[0] < before[0] for before, after in zip(pairs, pairs[1:]))
        if restarts or not totals & train_totals:
            out.add(shape)
    return out
