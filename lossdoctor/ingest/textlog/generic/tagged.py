"""Runs interleaved in one log, each line tagged with its run: `[035420][Epoch 01/10] ... Loss:14.28`.

Parallel workers that each train their own model (one A3C agent per stock, one thread per
configuration) print into one log, every line opening with the name of its run in brackets;
their lines interleave, so no one counter reads as a curve and the log is refused as printed.
The tag is what the log states: the lines of each tag are read as a log of their own (its
launches, restarts and summaries by the console reader's rules), its runs named by the tag.

Tags that name no run are not taken: log levels (`[INFO]`), ranks, workers and devices
(`[rank1]`, `[GPU0]`), time stamps (they hold spaces or colons), and bare small numbers (a
rank's `[1]`). Only a log refused as printed is split, and only when at least two tags read as
training logs alone and their lines interleave (tags one after the other are a sweep, read by
`runnames.py`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from lossdoctor.ingest.textlog.generic.decide import accepted
from lossdoctor.ingest.textlog.generic.scan import scan

_TAG = re.compile(r"\[(?P<tag>[A-Za-z0-9][\w.\-]{0,39})\]")
_NOT_RUNS = re.compile(
    r"(?:rank|local_?rank|gpu|cuda|device|dev|worker|proc|process|node|pid|tid|thread|host|"
    r"train|training|val|valid|validation|eval|evaluation|test|testing|dev|summary|result|results|"
    r"info|warn|warning|error|err|debug|critical|fatal|trace|notice|main|default|"
    r"stdout|stderr)[_\-:]?\d*|[a-z]?\d{1,3}|[a-z]|\d{2,4}[-/.]\d\d?[-/.]\d\d?\S*",
    re.IGNORECASE,
)
# Lines a tag must have to be a run's log: a few records at least.
MIN_LINES = 3
# Lines of the head (and tail) looked at before the whole log is.
HEAD_LINES = 5000


def tagged_logs(lines: Iterable[str], keys: Sequence[str] = ()) -> dict[str, str] | None:
    """Each tag's lines as a log of its own, in the order the tags first appear, when the log is
    several tagged runs interleaved (see the module doc); else None. A tag whose lines are no
    training log alone has an empty log."""
    if isinstance(lines, Sequence) and not _interleaved(_by_tag(lines[:HEAD_LINES])[1]) \
            and not _interleaved(_by_tag(lines[-HEAD_LINES:])[1]):
        return None  # a quick look at the head and tail first: most logs tag no run
    by_tag, returning = _by_tag(lines)
    if not _interleaved(returning):
        return None
    tags = [tag for tag, found in by_tag.items() if len(found) >= MIN_LINES]
    logs = {tag: "\n".join(by_tag[tag]) + "\n" for tag in tags}
    logs = {tag: text for tag, text in logs.items() if accepted(scan(text, loss_keys=keys), keys, few=False)}
    if len(logs) < 2:
        return None
    # A tag too short to read alone (a run stopped after two records) is said, not read.
    return logs | {tag: "" for tag in by_tag if tag not in logs}


def _by_tag(lines: Iterable[str]) -> tuple[dict[str, list[str]], int]:
    """The tagged lines by tag, and how many tags with `MIN_LINES` lines come back after
    another tag's lines."""
    by_tag: dict[str, list[str]] = {}
    stretches: dict[str, int] = {}
    last = None
    for line in lines:
        found = _TAG.match(line.lstrip())
        if found is None:
            continue
        tag = found.group("tag")
        if _NOT_RUNS.fullmatch(tag):
            continue
        by_tag.setdefault(tag, []).append(line)
        if tag != last:
            stretches[tag] = stretches.get(tag, 0) + 1
            last = tag
    return by_tag, sum(1 for tag, found in by_tag.items() if len(found) >= MIN_LINES and stretches[tag] > 1)


def _interleaved(returning: int) -> bool:
    """Two tags at least, with a few lines each, come back after each other's lines: the tags
    take turns, not one after the other (a date, a sweep's names)."""
    return returning >= 2


def note(path: object, tag: str, logs: dict[str, str]) -> str:
    """The warning each tagged run carries: how it was read, and the tags not read."""
    tags = [t for t, text in logs.items() if text]
    shown = ", ".join(tags[:6]) + (f" and {len(tags) - 6} more" if len(tags) > 6 else "")
    unread = [t for t, text in logs.items() if not text]
    told = (f"; the lines tagged {', '.join(f'[{t}]' for t in unread[:6])} are too few for a curve and "
            "were not read" if unread else "")
    return (f"{path}: the log interleaves runs that tag their lines ({shown}); the lines tagged "
            f"[{tag}] were read as a log of their own{told}")
