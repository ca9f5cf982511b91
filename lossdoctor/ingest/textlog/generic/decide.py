"""Is it a training log? A named loss that changes, on lines with a step, several times over."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.ingest.textlog.generic.scan import Records, scan
from lossdoctor.roles import Role

# Fewer loss points than this is a quote or a mention, not a log.
MIN_POINTS = 3


def accepted(records: Records, keys: Sequence[str] = ()) -> bool:
    """Whether the records are a training history: some loss with enough changing points whose
    steps mostly go forward."""
    from lossdoctor.ingest.textlog.generic.assemble import column_values, rows

    wanted = set(keys)
    names = {(batch.kind, name) for batch in records.batches for name in batch.names}
    losses = [key for key in names if key[1] in wanted or role(key[1]) in (Role.LOSS, Role.EVAL_LOSS)]
    if not losses:
        return False
    grouped = rows(records)
    texts = column_values(records, grouped)
    for kind, name in losses:
        where, values = texts[(kind, name)]
        if len(where) < MIN_POINTS:
            continue
        finite = values[np.isfinite(values)]
        if len(np.unique(finite)) < 2 and len(finite) == len(values):
            continue
        diffs = np.diff(grouped.steps[kind][where])
        if len(diffs) and np.count_nonzero(diffs > 0) * 10 >= len(diffs) * 6:
            return True
    return False


def sample_records(path: Path, keys: Sequence[str] = ()) -> Records | None:
    """Records of a file's head (and tail); None for binary or unreadable files."""
    from lossdoctor.ingest.textlog.sniff import sample

    data = sample(path)
    if not data:
        return None
    return scan(data.decode("utf-8", errors="replace"), loss_keys=keys)


def sniff_path(path: Path, keys: Sequence[str] = ()) -> bool:
    """Whether a file is a training log this reader can read."""
    records = sample_records(path, keys)
    return records is not None and accepted(records, keys)


def closest(records: Records) -> str:
    """'; the closest line was ...' for error messages (empty when no line came close)."""
    score, lineno, line = records.best_line
    if not line:
        return ""
    shown = line if len(line) <= 100 else line[:97] + "..."
    return (f"; closest to a training line: line {lineno}: {shown!r} (if it holds the loss, "
            "name it with --loss KEY)")
