"""Doubt D10: a file named after a loss that gave no loss.

A file its writer named after the loss (`loss.txt`, `critic_loss.csv`, `train_losses.log`) holds
the loss, whatever its columns or lines call it (a TensorBoard CSV export's `Value`, a loss printed
as a `tf.Tensor(...)` repr). When the reading found no loss series in it, the loss is most likely
under a name or in a shape no reader knows: the run is reported without a curve, and says why.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import PurePath

from lossdoctor.identity.facts import RunFacts

Doubts = dict[int, str]

# `loss` or `losses` as a word of a file's name (`val_loss_log`, `loss-history`), not `lossless`.
_LOSS_WORD = re.compile(r"(^|[^a-z])loss(es)?([^a-z]|$)", re.I)


def _stem(source: str) -> str:
    """A source's file name without its suffix (a Markdown block's `#L12` left off)."""
    return PurePath(source.split("#", 1)[0]).stem


def loss_named_without_loss(runs: Sequence[RunFacts]) -> Doubts:
    """A run with no loss whose every file is named after a loss."""
    out: Doubts = {}
    for i, run in enumerate(runs):
        if run.primary is not None or not run.sources:
            continue
        names = [_stem(source) for source in run.sources]
        if all(_LOSS_WORD.search(name) for name in names):
            out[i] = (f"{run.name}: the file is named after a loss ({names[0]}), yet no loss series was read from "
                      "it: the loss may be under a name or in a shape no reader knows")
    return out


__all__ = ["loss_named_without_loss"]
