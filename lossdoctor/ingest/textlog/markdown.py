"""Markdown chronicles: log lines quoted in fenced code blocks.

A fenced block is a launch of its own (write-ups paste one block per run, each under its own
heading or sentence); the prose between blocks is no log. But a block whose step counter runs
straight on from the block before it is that run going on (a README's excerpts of one training,
a resume pasted under its own heading): one run, one fragment per block (`chain`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from pathlib import Path

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.textlog.generic.audit import LOSSY
from lossdoctor.ingest.textlog.segments import build
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.roles import Role

_FENCE = re.compile(r"^([ \t]*)(```|~~~)([^\n]*)\n(.*?)^[ \t]*\2[ \t]*$", re.M | re.S)
# An info string with a gap of two spaces or a tab is no language tag: text pasted on the fence's
# line (a console's first header row, `  ``` Epoch    GPU_mem   box_loss ...`).
_PASTED_ON_FENCE = re.compile(r"\S(?: {2,}|\t)\S")

# Reads one text (a block, or blocks joined) as the log at `first_line`: its runs.
Reader = Callable[[str, int], list[RawRun]]


def blocks(text: str) -> Iterator[tuple[int, str]]:
    """Each fenced code block's first line number (1-based) and text."""
    for match in _FENCE.finditer(text):
        indent, fence, info, body = match.groups()
        if _PASTED_ON_FENCE.search(info):
            # The line as it reads, the fence blanked out: columns stay where they were printed.
            yield text.count("\n", 0, match.start()) + 1, indent + " " * len(fence) + info + "\n" + body
        else:
            yield text.count("\n", 0, match.start(4)) + 1, body


def _loss(run: RawRun) -> tuple[str, np.ndarray, np.ndarray] | None:
    """The name, steps and values of a run's most logged training loss over all its fragments."""
    found: dict[str, list[Series]] = {}
    for fragment in run.fragments:
        for name, series in fragment.series.items():
            if series.role is Role.LOSS and len(series):
                found.setdefault(name, []).append(series)
    if not found:
        return None
    name = max(found, key=lambda key: sum(len(s) for s in found[key]))
    return (name, np.concatenate([s.steps for s in found[name]]),
            np.concatenate([np.asarray(s.values, dtype=np.float64) for s in found[name]]))


def _same_points(steps: np.ndarray, values: np.ndarray, other_steps: np.ndarray, other_values: np.ndarray) -> bool:
    """Whether two sets of (step, value) points are the same points, in any order."""
    if len(steps) != len(other_steps):
        return False
    mine, theirs = np.lexsort((values, steps)), np.lexsort((other_values, other_steps))
    return bool(np.array_equal(steps[mine], other_steps[theirs])
                and np.allclose(values[mine], other_values[theirs], rtol=1e-9, atol=0.0, equal_nan=True))


def _continuation(before: RawRun, joined: RawRun, source: str) -> Fragment | None:
    """The points `joined` (the text of `before` with the next block after it) adds after
    `before`'s last step, as a fragment of their own, when the block's counter runs straight on:
    the same loss, none of its points back at or below a step already logged."""
    mine, theirs = _loss(before), _loss(joined)
    if mine is None or theirs is None or mine[0] != theirs[0]:
        return None
    last = int(mine[1].max())
    later = theirs[1][theirs[1] > last]
    upto = theirs[1] <= last
    # The joined reading's points up to there are the open run's own: a block that starts its
    # counter again is read as a run of its own, whose first points only share the steps.
    if not len(later) or not _same_points(mine[1], mine[2], theirs[1][upto], theirs[2][upto]):
        return None
    # Straight on: the block's first step is the next one the run would log, or the one after it
    # (the last print of a launch that stopped is often lost before its resume): excerpts of
    # other moments, or another experiment's, jump further ahead.
    gaps = np.diff(np.unique(mine[1]))
    # The block's own first print counts, not its smallest step (a block that goes back inside
    # is an excerpt of its own).
    if max(int(later[0]), int(later.min())) - last > 2 * (int(np.median(gaps)) if len(gaps) else 1):
        return None
    series: dict[str, Series] = {}
    for fragment in joined.fragments:
        for name, found in fragment.series.items():
            kept = found.select(found.steps > last)
            if len(kept) and name not in series:
                series[name] = kept
    return Fragment(source=source, series=series, order=len(before.fragments),
                    meta={"format": before.fragments[-1].meta.get("format"), "excerpt": source})


def chain(found: Sequence[tuple[int, str, bool]], read: Reader, path: Path) -> list[RawRun]:
    """The runs of a page's code blocks (first line, text, whether it is a log by itself), in
    page order: a block whose counter runs straight on from the run the last log block ended
    with is that run's next fragment (a few lines that are no log by themselves too), else a
    log block's runs are runs of their own."""
    runs: list[RawRun] = []
    text = ""  # the blocks of the open run, joined: the text its next block goes on from
    for first_line, block, alone in found:
        label = f"{path}#L{first_line}"
        if runs and text and (alone or LOSSY.search(block)):
            try:
                joined = read(text + "\n" + block, first_line)
            except InputError:
                joined = []
            fragment = _continuation(runs[-1], joined[-1], label) if joined else None
            if fragment is not None:
                last = runs[-1]
                runs[-1] = replace(last, fragments=[*last.fragments, fragment], sources=[*last.sources, label],
                                   warnings=[*last.warnings, f"{label}: its step counter goes on from "
                                             f"{last.name}'s: read as that run's next fragment"])
                text += "\n" + block
                continue
        if not alone:
            continue  # no log by itself, and it does not go on from the open run: prose's code
        try:
            own = read(block, first_line)
        except InputError:
            continue  # a block the sniff passed whose lines do not read: the others still do
        for run in own:
            run.meta["excerpt"] = f"Markdown code block from line {first_line}"
        runs.extend(own)
        text = block if own else ""
    return runs


def read_markdown(text: str, path: Path, name: str, warnings: list[str]) -> list[RawRun]:
    """The runs of the code blocks with log lines, named `<name>#L<first line of the block>`
    (see `chain`)."""
    from lossdoctor.identity import banners
    from lossdoctor.ingest.textlog.sniff import BY_NAME, sniff_text

    from lossdoctor.ingest.textlog.generic import generic_block

    def read(block: str, first_line: int) -> list[RawRun]:
        fmt = sniff_text(block)
        if fmt is None:
            # A block of another trainer's lines beside the dedicated one's (an HF Trainer run
            # pasted after a Megatron one): the console reader's, as any pasted log.
            return generic_block(block, Path(f"{path}#L{first_line}"), f"{name}#L{first_line}")
        parsed = banners.parse(BY_NAME[fmt], block, str(path), first_line - 1)
        parsed.warnings[:0] = warnings
        return build(parsed, Path(f"{path}#L{first_line}"), f"{name}#L{first_line}")

    found = [(first, block, sniff_text(block) is not None or generic_block_accepted(block))
             for first, block in blocks(text)]
    runs = chain(found, read, path)
    return doubt_unread(found, runs, path)


def doubt_unread(found: Sequence[tuple[int, str, bool]], runs: list[RawRun], path: Path) -> list[RawRun]:
    """The runs, each with a doubt when a code block that prints a loss MIN_LOSS_LINES times or
    more gave no run nor fragment: a pasted run left unread is never silent (a doubt about which
    runs the page holds, not about the curves read: they stay judged)."""
    from lossdoctor.ingest.textlog.generic.writeup import MIN_LOSS_LINES

    used = {source for run in runs for source in run.sources}
    for first, block, _ in found:
        count = len(LOSSY.findall(block))
        if count >= MIN_LOSS_LINES and not any(source.endswith(f"#L{first}") for source in used):
            why = (f"{path}: its code block at line {first} prints a loss {count} times in lines not read as a "
                   "training log: a run of its own may be missing")
            for run in runs:
                if "audit_doubt" not in run.meta:
                    run.meta.update({"audit_doubt": why, "audit_doubt_judged": True})
            break
    return runs


def generic_block_accepted(block: str) -> bool:
    """Whether the console reader takes a code block as a training log by itself."""
    from lossdoctor.ingest.textlog.generic.decide import accepted
    from lossdoctor.ingest.textlog.generic.scan import scan

    return bool(accepted(scan(block), ()))


# A page with no fence is a console's output when under this share of its lines are sentences
# (the write-ups' rule, `generic/writeup.py`): a README quoting a few log lines is prose.
_MAX_PROSE = 0.1


def candidates(text: str) -> list[tuple[int, str]]:
    """The excerpts of a page read as logs: its fenced code blocks, or, on a page with no fence
    at all that is no prose (a console's output saved under a `.md` name), the whole text from
    line 1."""
    from lossdoctor.ingest.textlog.generic.writeup import sentences

    found = list(blocks(text))
    if found:
        return found
    lines = [line for line in text.split("\n") if line.strip()]
    return [(1, text)] if lines and sentences(lines) < _MAX_PROSE * len(lines) else []
