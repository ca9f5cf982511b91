"""An evaluation pass's own batch counter, printed beside its total, is not the step.

mmengine's iteration-based loops print `Iter(train) [ 50/90000]` for training and, during each
validation, `Iter(val) [ 50/500]`: the validation loop's own iteration, from 1 again at every
pass. Read as the step, every pass sends the curve back to step 50: a hundred fragments. An
evaluation line whose `Step 500/5000` is the training step looks alike, so the counter is
called the pass's own by what it does: its total is one no training line prints, or it
starts again while the log goes on.
"""

from __future__ import annotations

import re
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


# The text around a running average printed beside its value: `Loss 4.6884 (6.4444)`.
_OPEN = re.compile(r"\s*\(\s*$")
_WORD = re.compile(r"([A-Za-z][\w@.-]*)\W*$")
# A line that counts (`Epoch: [1][0/250]`, the next pass's `Test: [0/242]`): the pass's
# summary, when there is one, comes before it.
_COUNTING = re.compile(r"\d+\s*/\s*\d+")
_SUMMARY_WINDOW = 20


def running_averages(gaps: Sequence[str], fields: Sequence[tuple[int, str]]) -> dict[int, int]:
    """The fields (number index -> index of its average) printed as `value (running average)`.

    `gaps` are the line's texts between its numbers (`gaps[i]` comes before number `i`)."""
    out: dict[int, int] = {}
    for at, _ in fields:
        if at + 2 < len(gaps) and _OPEN.search(gaps[at + 1]) and gaps[at + 2].lstrip().startswith(")"):
            out[at] = at + 1
    return out


def pass_ends(indices: Sequence[int], pairs: Sequence[tuple[int, int]], loss_words: Sequence[str],
              lines: Sequence[str]) -> set[int]:
    """The lines (0-based) that end an evaluation pass whose progress never prints its last batch
    and no summary follows: the running average there is the pass's result.

    `indices` are one shape's lines in order and `pairs` their `(done, total)`. A pass ends
    where the counter goes back or the shape's lines end. PyTorch's ImageNet-example
    `ProgressMeter` prints `Test: [240/242] ... Loss 4.69 (6.44)` every 10 batches and stops
    there; torchvision's MetricLogger prints `[312/313]` and then `* Acc@1 .. loss 7.148`: a
    pass whose loss is printed again on a line of its own (before the next counting line) is
    left to that line. A pass that reaches its total is read as it is."""
    if not indices or not loss_words or any(total and done >= total for done, total in pairs):
        return set()
    words = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, loss_words)) + r")(?!\w)", re.IGNORECASE)
    out: set[int] = set()
    for k, index in enumerate(indices):
        if k + 1 < len(indices) and pairs[k + 1][0] > pairs[k][0]:
            continue
        stop = min(len(lines), index + 1 + _SUMMARY_WINDOW)
        if k + 1 < len(indices):
            stop = min(stop, indices[k + 1])
        summary = False
        for after in range(index + 1, stop):
            text = lines[after]
            if _COUNTING.search(text):
                break
            if words.search(text):
                summary = True
                break
        if not summary:
            out.add(index)
    return out


def loss_word(gap: str) -> str | None:
    """The word a value is printed after (`Loss` in `\\tLoss `)."""
    found = _WORD.search(gap)
    return found.group(1) if found else None


# Words that say, on the line before, that what follows is an evaluation's result: TF Estimator's
# `Finished evaluation at ...` above `Saving dict for global step 5468: eval_loss = ..., loss = ...`
# and its `***** Eval results *****` above the indented `  loss = 0.72` block. That dict's bare
# `loss` is the evaluation's loss (the Estimator names it so), not the training's.
_EVAL_STATED = re.compile(r"\b(?:finished evaluation|eval(?:uation)?[ _]results?|evaluation (?:finished|done|completed?))\b",
                          re.I)
# A line that says itself it holds an evaluation's results: the Estimator writes its `evaluate()`
# dict so (`Saving dict for global step 1000: accuracy = 0.97, global_step = 1000, loss = 0.06`),
# once more through absl in TF 1.14+ (`I0420 ... estimator.py:2049] Saving dict for ...`).
_EVAL_DICT = re.compile(r"\bsaving dict for global step\b", re.I)
# One indented `name = value` line of a block (after any logger prefix such as `INFO:tensorflow:`).
_BLOCK_LINE = re.compile(r"^(?:[\w.]+:)*[ \t]+[\w/. -]+?[ \t]*[=:][ \t]*\S+[ \t]*$")
_BLOCK_LOOKBACK = 30


def after_eval_words(lines: Sequence[str], index: int) -> bool:
    """Whether the line at `index` (0-based) is an evaluation's result by its words or those above
    it: the line says so itself, the line before states an evaluation's end or results, or the
    line is one of an indented block whose header does."""
    if _EVAL_DICT.search(lines[index]):
        return True
    at = index - 1
    if _BLOCK_LINE.match(lines[index]):
        while at >= 0 and index - at <= _BLOCK_LOOKBACK and _BLOCK_LINE.match(lines[at]):
            at -= 1  # up the block to its header
    return at >= 0 and _EVAL_STATED.search(lines[at]) is not None
