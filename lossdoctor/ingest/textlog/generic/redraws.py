"""Keras progress bars redrawn in place: which `\\r` segments of a line a person still sees.

Keras' dynamic progress bar (a terminal, or `model.fit` under `nohup`) redraws its line for every
batch or few: `\\r` (Keras 2 first erases the old frame with backspaces, which `decode` turns into
one `\\r`), then the new frame, `12/293 [==>...] - ETA: 4s - loss: 0.61`. On screen only the
line's last frame stays, the epoch's result (`293/293 [====] - 6s 19ms/step - loss: 0.23 -
val_loss: 0.08`); the frames before it are running means of the epoch so far that no one sees.
Frames kept on lines of their own (a console that does not redraw, a PyCharm copy) stay lines,
and so do the frames of a log where no line names an epoch (one-epoch fits: `Train on N
samples`, then one bar each): there the frames are the fit's curve.
tqdm's refreshes are not these: each carries its own count and postfix, and is read as a point.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

# A Keras frame: `  4/293 [..........]` (Keras 2) or `4/293 ━━━━━` (Keras 3).
_FRAME = re.compile(r"^\s*\d+/\d+\s*(?:\[[=>.]*\]|━)")


def drawn_over(segments: Sequence[str], headed: bool = True) -> frozenset[int]:
    """The indices of the `\\r` segments of one line that are Keras frames a later frame of
    the same bar drew over (none when the line's last frame is no Keras frame). With `headed`
    False (no line of the log names an epoch: Keras prints `Epoch k/T` only for a fit of more
    than one epoch), each bar is a whole one-epoch fit and its frames are the only curve it
    printed: none is passed over."""
    if not headed:
        return frozenset()
    shown = [index for index, segment in enumerate(segments) if segment.strip()]
    if len(shown) < 2 or not _FRAME.match(segments[shown[-1]]):
        return frozenset()
    return frozenset(index for index in shown[:-1] if _FRAME.match(segments[index]))


__all__ = ["drawn_over"]
