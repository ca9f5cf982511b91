"""What survived: the training-loss values a person sees in a log, and the points kept.

Lines parsed are not points kept: a step counter read wrong folds a hundred lines into one
point (values lost to repeated steps) and the lines still count as read. So the audit counts
values on both ends. A value seen is a number after a training loss's name (`loss: 2.3`,
`'loss': '2.3'`, `the training loss is 2.3`) in any line, parsed by a reading or not: per line
shape, the shortest name with the loss role (the total, not `loss_cls`; evaluation losses are
left out, as the primary loss is the training one); a value printed again unchanged by the next
line of the same shape (a bar's redraw, ranks printing one line) is seen once. A point kept is
a point of each run's training loss (its most logged loss series), dead or alive.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from lossdoctor.ingest.textlog.generic.names import role
from lossdoctor.ingest.textlog.generic.scan import Records
from lossdoctor.model import RawRun
from lossdoctor.roles import Role

_NAME = r"(?:[A-Za-z_][\w/.\-]*?)?(?:loss|xent|nll)\w*"
# A loss-like name, then its value: after `:` or `=`, a space, or a few words and a verb.
VALUE = re.compile(
    rf"(?i)(?<![\w.])({_NAME})['\"]?(?:[ \t]*[:=][ \t]*|[ \t]+(?:(?:[A-Za-z_]+[ \t]+){{0,3}}?(?:is|was|of|equals)[ \t]+)?)"
    r"['\"]?[ \t]*(?:np\.float\d+\(|tensor\()?([-+]?(?:\d+\.?\d*(?:[eE][-+]?\d+)?|\.\d+|nan|inf)(?!\w|\.\d))")


def values_seen(records: Records) -> int:
    """The loss values in the log's lines (see the module doc); lines a reading accounted for by
    a rule (an evaluation pass's progress, another rank's copy) are not counted."""
    lines = records.lines
    if not lines:
        return 0
    skip = records.accounted
    redrawn: dict[str, list[str]] = {}
    total = 0
    for key, indices in records.groups.items():
        low = key.lower()
        if b"loss" not in low and b"xent" not in low and b"nll" not in low:
            continue
        kept = [i for i in indices if i not in skip] if skip else indices
        if b"\r" in key:
            for index in kept:
                for segment in lines[index].split("\r"):
                    if segment.strip():
                        redrawn.setdefault(re.sub(r"\d+", "", segment), []).append(segment)
            continue
        total += _changes(VALUE.findall("\n".join(lines[i] for i in kept)))
    for segments in redrawn.values():
        total += _changes(VALUE.findall("\n".join(segments)))
    return total


def _changes(found: Sequence[tuple[str, str]]) -> int:
    """The training loss's values, in order, a repeat of the one before not counted."""
    # Each distinct name's role once: a long log repeats a handful of names a million times.
    names = sorted((name for name in {name for name, _ in found} if role(name) is Role.LOSS),
                   key=lambda name: (len(name), name))
    if not names:
        return 0
    last: str | None = None
    count = 0
    for name, value in found:
        if name == names[0] and value != last:
            count += 1
            last = value
    return count


def points_kept(runs: Iterable[RawRun]) -> int:
    """The points of each run's training loss (its most logged loss series), dead ones included."""
    total = 0
    for run in runs:
        sizes: dict[str, int] = {}
        for fragment in run.fragments:
            for name, series in fragment.series.items():
                if series.role is Role.LOSS:
                    sizes[name] = sizes.get(name, 0) + len(series)
        total += max(sizes.values(), default=0)
    return total
