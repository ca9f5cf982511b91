"""Banners and command lines that name a run: the one rule every text reader follows.

A line such as `=== seed 2 start ===`, `command=torchrun train_gpt.py --seed 2`, `Trial 3`,
`========== fold: 2 training ==========` (a cross-validation fold trains a model of its own),
`Run: 50_2025...` or `exp_name: b` names the run the lines after it belong to. When the steps
go back and the lines just before name another seed, trial, fold, experiment or run than the one
named before, a new run starts there, whatever its values: what the log states outranks what
the numbers suggest (issue 31). A banner that repeats the name before (a resume of the same
seed) says nothing.

The generic console reader knows the line of each record (`generic/launches.named_runs`); a
dedicated reader only knows its records in file order, so `markers` finds where each naming
banner falls among them by reading the text in pieces cut at the banners.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import ModuleType

import numpy as np

from lossdoctor.ingest.textlog.common import FRESH, NAMED_RUN, Parsed
from lossdoctor.model import Marker

# `seed=2`, `--seed 2`, `Trial 3`, `fold: 1`, `Run: 50_2025...`, `exp_name: baseline`, `run_id=abc`.
NAMES = re.compile(r"(?i)(?<![A-Za-z0-9])(seed|trial|fold|experiment|exp[_-]?name|experiment[_-]?name|"
                   r"run(?:[_-]?(?:id|name))?)"
                   r"['\"]?(?:\s*[:=#]\s*['\"]?([\w.\-/]+)|\s+([\w.\-/]*\d[\w.\-/]*))")
# The words a naming line holds, lowered (`exp` for `exp_name` and `experiment`).
_WORDS = ("seed", "trial", "fold", "exp", "run")
# Banner lines looked at in one log: a log that names a run on every line names nothing.
_MAX_BANNERS = 2000


@dataclass(frozen=True)
class Heard:
    """What the lines just before a record name the run, and the (1-based) line of that record."""

    names: Mapping[str, str]
    line: int


def names(lines: Iterable[str]) -> dict[str, str]:
    """What the lines name the run: key (`seed`, `trial`, ...) -> value, the last one said."""
    out: dict[str, str] = {}
    for line in lines:
        for key, keyed, spaced in NAMES.findall(line):
            out[re.sub(r"[_\-]", "", key.lower())] = keyed or spaced
    return out


def goes_back(steps: np.ndarray) -> np.ndarray:
    """The indexes of the records whose step is at or below the record's before."""
    return np.flatnonzero(steps[1:] <= steps[:-1]) + 1 if len(steps) > 1 else np.zeros(0, dtype=np.int64)


def named_starts(steps: np.ndarray, opening: Mapping[str, str], heard: Mapping[int, Heard]) -> dict[int, str]:
    """The records that open a run a banner names, and what it names.

    `opening` is what the lines before the first record name; `heard[i]` what the lines between
    record i - 1 and record i name (only records where the steps go back are looked at).
    """
    named = dict(opening)
    found: dict[int, str] = {}
    for index in goes_back(steps).tolist():
        here = heard.get(index)
        if here is None:
            continue
        changed = [f"{key} {value} (before: {named[key]})" for key, value in here.names.items()
                   if key in named and named[key] != value]
        if changed:
            found[index] = f"line {here.line}: a run of its own (the lines before it name {', '.join(changed)})"
        named.update(here.names)
    return found


def markers(text: str, parsed: Parsed, parse: Callable[[str, str], Parsed],
            line_offset: int = 0) -> list[tuple[int, str, Marker]]:
    """FRESH markers (NAMED_RUN) before the records of a dedicated reader's log that a banner
    opens as runs of their own; `parse` is the reader's own, to count the records between banners."""
    from lossdoctor.ingest.textlog.segments import monotone

    steps = parsed.steps()
    if monotone(steps, parsed.kinds):
        return []  # no record restarts anything: nothing for a banner to open
    lines = _banner_lines(text)
    if not lines or len(lines) > _MAX_BANNERS:
        return []
    said = [values for values in lines.values()]
    if not any(len({s[key] for s in said if key in s}) > 1 for key in {k for s in said for k in s}):
        return []  # one name throughout: nothing says another run starts
    record_at = _records_before(text, sorted(lines), parse)
    if record_at is None:
        return []
    opening: dict[str, str] = {}
    heard: dict[int, dict[str, str]] = {}
    line_of: dict[int, int] = {}
    for start, record in zip(sorted(lines), record_at):
        target = opening if record == 0 else heard.setdefault(record, {})
        target.update(lines[start])
        if record:
            line_of[record] = text.count("\n", 0, start) + 1 + line_offset
    told = named_starts(steps, opening, {i: Heard(n, line_of[i]) for i, n in heard.items()})
    return [(index, FRESH, Marker(NAMED_RUN, 0, note)) for index, note in sorted(told.items())]


def _banner_lines(text: str) -> dict[int, dict[str, str]]:
    """Each line that names the run, by the offset where it starts: what it names.

    The words are found with `str.find` on the lowered text (a regex tried at every offset of
    a big log costs as much as reading it), then each line that holds one is matched.
    """
    low = text.lower()
    if len(low) != len(text):  # a letter whose lower case is longer: offsets would drift
        starts = {text.rfind("\n", 0, m.start()) + 1 for m in NAMES.finditer(text)}
    else:
        starts = set()
        for word in _WORDS:
            at = low.find(word)
            while at >= 0 and len(starts) <= _MAX_BANNERS:
                starts.add(low.rfind("\n", 0, at) + 1)
                end = low.find("\n", at)
                at = -1 if end < 0 else low.find(word, end)
    out: dict[int, dict[str, str]] = {}
    for start in sorted(starts):
        end = text.find("\n", start)
        said = names([text[start:end if end >= 0 else len(text)]])
        if said:
            out[start] = said
    return out


def _records_before(text: str, starts: list[int], parse: Callable[[str, str], Parsed]) -> list[int] | None:
    """How many records the reader finds before each offset in `starts` (ascending); None when
    a piece cannot be read (the banners then decide nothing)."""
    out: list[int] = []
    count, previous = 0, 0
    try:
        for start in starts:
            count += len(parse(text[previous:start], "").kinds)
            out.append(count)
            previous = start
    except Exception:  # noqa: BLE001 -- a piece cut at a banner is no input of its own: no evidence, no error
        return None
    return out


def parse(module: ModuleType, text: str, label: str, line_offset: int = 0) -> Parsed:
    """A dedicated reader's parse of `text`, with the markers of the runs its banners name
    added after the reader's own (a banner naming another run decides over a start-up or
    resume marker at the same record)."""
    parsed: Parsed = module.parse(text, label, line_offset)
    return with_markers(module, text, parsed, line_offset)


def with_markers(module: ModuleType, text: str, parsed: Parsed, line_offset: int = 0) -> Parsed:
    """`parsed` (the reader's parse of `text`, however it was read) with the markers of the
    runs its banners name added after the reader's own."""
    extra = markers(text, parsed, lambda piece, name: module.parse(piece, name), line_offset)
    if extra:
        parsed.markers = sorted([*parsed.markers, *extra], key=lambda item: (item[0], item[2].kind == NAMED_RUN))
    return parsed


__all__ = ["NAMES", "Heard", "goes_back", "markers", "named_starts", "names", "parse", "with_markers"]
