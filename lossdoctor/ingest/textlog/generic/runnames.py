"""Runs named on their own lines: a sweep that prints each run's name before its epoch.

A script that trains several configurations one after the other into one log may name each on
every line it prints (`LSTM_e1 Epoch 1: Loss = 4.1839`, then `Transformer_L2_e1 Epoch 1: Loss =
3.6678`). The name is what the log states: where the steps go back and the name differs from the
one before, a run of its own starts there, whatever its values. The rule is every text reader's
(`identity.banners.named_starts`); only where the name is heard differs: on the record's own line,
not on a banner before it.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.identity.banners import Heard, named_starts
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, TRAIN, Records
from lossdoctor.ingest.textlog.generic.template import NAMED_EPOCH


def line_named_runs(records: Records) -> dict[int, str]:
    """The positions of the training records that open a run their own line names (see the
    module doc), and what says so. Every training line must name its run, and two names at
    least must be said: a name on some lines only is no evidence."""
    pos, kind, step, _ = records.arrays()
    train = np.flatnonzero(kind == TRAIN)
    if len(train) < 2 or not records.lines:
        return {}
    train = train[np.argsort(pos[train], kind="stable")]
    at_line = (pos[train] // SEGMENTS - 1).tolist()
    said: list[str] = []
    for line in at_line:
        found = NAMED_EPOCH.match(records.lines[int(line)].lstrip())
        if found is None:
            return {}
        said.append(found.group("run"))
    if len(set(said)) < 2:
        return {}
    heard = {index: Heard({"run": name}, int(at_line[index]) + 1) for index, name in enumerate(said) if index}
    starts = named_starts(step[train], {"run": said[0]}, heard)
    return {int(pos[train[index]]): note.replace("the lines before it name", "its lines name")
            for index, note in starts.items()}
