"""Markdown and reST files by content: a pasted console log is a log, a README is not.

People paste the console output of their runs into a `.md` file (results pages, experiment
notes), plain text between headings rather than in code fences. Such a file is read like any
console log. A README that quotes a few training lines among its prose is not a log: its body
is prose, each sentence written once, where a program prints the same line shapes again and
again. The share of such printed lines tells them apart; a file with next to no sentences is
program output even when its lines do not repeat.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from lossdoctor.ingest.textlog.generic.audit import LOSSY
from lossdoctor.ingest.textlog.generic.decide import accepted, sample_text
from lossdoctor.ingest.textlog.generic.gaptables import gap_header, gap_row
from lossdoctor.ingest.textlog.generic.scan import SEGMENTS, scan

# At least this share of the text lines (blank lines and fences aside) must be printed lines: of a
# shape (the text without its digits) met MIN_REPEATS times or more, as a print in a loop makes.
MIN_BODY = 0.5
MIN_REPEATS = 3
# Below this share of sentences, the file has no prose to speak of: program output (a package
# listing, a stack trace) that does not repeat its shapes, pasted as it was.
MIN_PROSE = 0.1
# Fewer loss-like numbers (audit's LOSSY) than this and the file is no log (the scan is not
# worth its time on every README of a repository).
MIN_LOSS_LINES = 3
# A code block holding this many training lines by itself is a run's output pasted whole: a curve
# a person reads, where a write-up quotes a handful of lines to make a point.
MIN_QUOTED = 10
# Source-code names that a Python compiler can check (`pasted_into_source`).
_PYTHON = (".py", ".pyi")
# A header row of column names, one of them a loss (`Epoch   GPU_mem   box_loss   obj_loss ...`, or
# YOLOv5's older `box obj cls`): a console table's values stand under it, not after the name, so
# LOSSY does not see them.
_LOSS_HEADER = re.compile(r"(?im)^[ \t`|]*(?=[^\n]*(?:loss|\bbox +obj +cls\b))(?:[A-Za-z_][\w/.()-]*(?: {2,}|\t|[ \t]*\|[ \t]*)){2,}"
                          r"[A-Za-z_][\w/.()-]*[ \t|]*$")
_LOSS_LINE = re.compile(r"(?im)^[^\n]*loss[^\n]*$")
_WORD = re.compile(r"[(\"'`*_]*[A-Za-z][A-Za-z'\-]*[.,;:!?)\"'`*_]*")
# An RL loop's line: an episode counter, then its outcome (`Episode 100  Avg: -144.3`, `Episode
# 40 | Avg Reward: 7.2`): such lines may make a history with no loss in it (`rewards.py`).
_EPISODES = re.compile(r"(?im)^[ \t`|]*(?:episode|ep)\b[^\n]*?\b(?:reward|return|score|avg|average)")
# A shell prompt and its command, as a terminal shows them (`$ python dense.py`, `% make train`).
_PROMPT = re.compile(r"^\s*(?:\(\S+\)\s*)?[$%>]\s+\S")
# A training loop's line with a step and a measure but no loss (`Epoch[0] Batch [100] ...
# accuracy=0.837921`): such lines may make a history with no loss in it (`metricsonly.py`).
_MEASURED = re.compile(r"(?im)^[^\n]*\b(?:epoch|step|iter|iteration|batch)\b[^\n]*?\b(?:acc|accuracy|f1|auc|miou|map)"
                       r"\s*[:=]\s*[-+]?\.?\d")


def pasted_log(path: Path, keys: Sequence[str] = ()) -> bool | str:
    """True when the file's body is a training log; a sentence saying why it was passed over
    when it holds training lines among prose; False when it holds none."""
    body = printed_body(path, keys)
    if body is None:
        return False
    share = body.printed / max(body.text_lines, 1)
    if _console(body):
        return True
    if path.suffix.lower() in (".md", ".markdown") and (pasted_run(body.text, keys) or body.stretch >= MIN_QUOTED
                                                        or transcript(body.text, keys)):
        return True
    return (f"a write-up: {body.printed} of its {body.text_lines} lines of text are lines a program prints "
            f"again and again ({share:.0%}); read as prose that quotes a log, not as a log, and passed over")


def pasted_into_source(path: Path, keys: Sequence[str] = ()) -> bool:
    """Whether a file named as source code (`.py`, `.sh`...) is a training log: a console saved
    under a code name, or pasted into a string of a short script that plots it.

    A file that is Python (it compiles) holds a log only in its strings: most of its lines must
    be training lines. Any other needs most of its lines to be lines a program prints again and
    again (a console's launches repeat their banners and config dumps). A real source that merely
    prints its loss writes that print once; code has no sentences, so the write-ups' no-prose
    rule does not apply."""
    body = printed_body(path, keys)
    if body is None:
        return False
    if path.suffix.lower() in _PYTHON and _only_strings(body.text):
        # No code at all, only text in quotes (a console pasted into a docstring and saved as
        # `result.py`): judged as a pasted console is, by its printed lines or its lack of prose.
        return _console(body)
    if path.suffix.lower() not in _PYTHON or _compiles(body.text):
        # Source (or no compiler to ask, for a shell or C file): a log only as training lines.
        return body.records >= MIN_BODY * max(body.text_lines, 1)
    return body.printed >= MIN_BODY * max(body.text_lines, 1)


def _only_strings(text: str) -> bool:
    """Whether a Python text's statements are all bare string literals (it runs no code)."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return bool(tree.body) and all(isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
                                   and isinstance(node.value.value, str) for node in tree.body)


def _console(body: Body) -> bool:
    """Whether a body is a pasted console: most of its lines printed again and again, or next
    to no sentences (program output that does not repeat its shapes)."""
    return (body.printed >= MIN_BODY * body.text_lines
            or sentences(body.lines) < MIN_PROSE * body.text_lines)


def _compiles(text: str) -> bool:
    try:
        compile(text, "<sample>", "exec", ast.PyCF_ONLY_AST, dont_inherit=True)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


@dataclass(frozen=True)
class Body:
    """What a file's text is made of: lines of text, lines printed again and again, training lines."""

    text: str
    lines: Sequence[str]
    text_lines: int
    printed: int
    records: int
    stretch: int = 0  # the most training lines in a row: a run pasted whole, fenced or not


def printed_body(path: Path, keys: Sequence[str] = ()) -> Body | None:
    """The make-up of a file that holds a training log; None when it holds none."""
    text = sample_text(path)
    if text is None or (not keys and len(LOSSY.findall(text, 0, 1_000_000)) < MIN_LOSS_LINES
                        and len(_LOSS_HEADER.findall(text, 0, 1_000_000)) < MIN_LOSS_LINES
                        and len(_EPISODES.findall(text, 0, 1_000_000)) < MIN_LOSS_LINES
                        and len(_MEASURED.findall(text, 0, 1_000_000)) < MIN_LOSS_LINES
                        and not _gap_table(text)):
        return None  # most documents never print a loss: no need to scan them
    records = scan(text, loss_keys=keys)
    if not accepted(records, keys):
        from lossdoctor.ingest.textlog.generic.rewards import rewards_only

        from lossdoctor.ingest.textlog.generic.metricsonly import metrics_only

        # An RL loop's rewards, or a loop's accuracies, with no loss are a training log too.
        if not rewards_only(records) and not metrics_only(records):
            return None
    text_lines = repeated = 0
    for key, indices in records.groups.items():
        if not key.strip() or key.lstrip().startswith((b"```", b"~~~")):
            continue
        text_lines += len(indices)
        # A progress bar redrawn with `\r` within a line is program output whatever its shape.
        if len(indices) >= MIN_REPEATS or b"\r" in key.rstrip(b"\r"):
            repeated += len(indices)
    positions = np.concatenate(records.pos) if records.pos else np.zeros(0, np.int64)
    rows = np.unique(positions // SEGMENTS)
    return Body(text, records.lines, text_lines, repeated, len(rows), _stretch(rows))


def _stretch(rows: np.ndarray) -> int:
    """The most training lines that follow each other (line numbers one apart)."""
    if len(rows) == 0:
        return 0
    breaks = np.flatnonzero(np.diff(rows) != 1)
    bounds = np.concatenate(([-1], breaks, [len(rows) - 1]))
    return int(np.max(np.diff(bounds)))


def _gap_table(text: str) -> bool:
    """Whether the text holds a table set apart by spaces whose header names a loss, with a row
    under it (spaCy's `Itn  NER Loss  NER P ...`): one header line stands for all its rows."""
    for match in _LOSS_LINE.finditer(text, 0, 1_000_000):
        header = gap_header(match.group(0))
        if header is None:
            continue
        below = text[match.end():match.end() + 4000].split("\n")[1:8]
        if any(gap_row(header, line) is not None for line in below):
            return True
    return False


def pasted_run(text: str, keys: Sequence[str] = ()) -> bool:
    """Whether one fenced code block of a Markdown text is a training log by itself, with
    MIN_QUOTED training lines or more: a run's output pasted whole."""
    from lossdoctor.ingest.textlog.markdown import blocks

    for _, block in blocks(text):
        records = scan(block, loss_keys=keys)
        if not accepted(records, keys) or not records.pos:
            continue
        if len(np.unique(np.concatenate(records.pos) // SEGMENTS)) >= MIN_QUOTED:
            return True
    return False


def transcript(text: str, keys: Sequence[str] = ()) -> bool:
    """Whether a fenced code block of a Markdown text is a command and its whole output: it
    opens with a shell prompt (`$ julia dense.jl`) and the training lines are nearly all the
    rest (a banner aside). A run's output pasted whole, however short, where a quote to make a
    point starts mid-run and carries no command."""
    from lossdoctor.ingest.textlog.markdown import blocks

    for _, block in blocks(text):
        lines = [line for line in block.split("\n") if line.strip()]
        if len(lines) < 1 + MIN_REPEATS or not _PROMPT.match(lines[0]):
            continue
        records = scan(block, loss_keys=keys)
        if not records.pos or not accepted(records, keys):
            continue
        rows = len(np.unique(np.concatenate(records.pos) // SEGMENTS))
        if rows >= MIN_REPEATS and rows * 3 >= (len(lines) - 1) * 2:
            return True
    return False


def unread_blocks(found: Sequence[tuple[int, str, bool]]) -> str | None:
    """A doubt about which runs a Markdown file holds, when its code blocks are read and one
    with no line this reader reads still prints a loss MIN_LOSS_LINES times or more:
    another run pasted in a form not read (an XGBoost eval block, a table)."""
    for first, block, alone in found:
        count = 0 if alone else len(LOSSY.findall(block))
        # A block with lines of a shape read may go on from the run before (`markdown.chain`).
        if count >= MIN_LOSS_LINES and not scan(block).batches:
            return (f"its code block at line {first} prints a loss {count} times in lines not read as a "
                    "training log: a run of its own may be missing")
    return None


def sentences(lines: Sequence[str]) -> int:
    """How many lines are sentences: five words or more, nearly all of them plain words."""
    count = 0
    for line in lines:
        tokens = line.strip().lstrip("#>*-+ ").split()
        if len(tokens) >= 5 and sum(1 for token in tokens if _WORD.fullmatch(token)) >= 0.8 * len(tokens):
            count += 1
    return count
