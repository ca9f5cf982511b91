"""A log that says in words that the training hit NaN or inf (issue 31: what the log states
comes first).

Trainers stop on a non-finite loss before they print it: detectron2 raises `FloatingPointError:
Loss became infinite or NaN at iteration=N!`, the DETR family prints `Loss is nan, stopping
training`, Ultralytics `non-finite loss, ending training`, Keras' TerminateOnNaN `Invalid loss,
terminating training`, fairseq `FloatingPointError: Minimum loss scale reached`, PyTorch's
anomaly mode `... returned nan values`. The loss values logged before such a line are all
finite, so the curve alone shows nothing. Each statement becomes a `nonfinite_stated` marker on
the fragment it ends, at the step it names or the step last logged before it, and LD501 reports
it.
"""

from __future__ import annotations

import re
from dataclasses import replace
from pathlib import Path

from lossdoctor.identity.saves import lines_with, searched
from lossdoctor.ingest.filemap import FileBytes, file_bytes
from lossdoctor.model import NONFINITE_STATED, Fragment, Marker, RawRun

# Formats with no lines of text to say it in.
_NO_TEXT = frozenset({"tensorboard", "visualdl", "mlflow", "wandb_export", "wandb_history", "lightning", "csv", "jsonl", "hf_trainer",
                      "llamafactory"})
_NEEDLES = (b"FloatingPointError", b"stopping training", b"non-finite loss", b"Invalid loss", b"has diverged",
            b"nan values")
# What the line must say for a needle's hit to be a statement of a non-finite loss.
# Whole words: `INFO - Early stopping training` holds "inf" but states nothing.
_SAYS = re.compile(rb"\bnan\b|\binf\b|infinite|non-finite|invalid loss|diverged|loss scale", re.I)
# Source code quoting the message (a script read beside its log) states nothing.
_CODE = re.compile(rb"^\s*(?:#|raise\b|if\b)|\bprint\(|\blog(?:ger|ging)?\.\w+\(|\.format\(|\bf[\"']")
_EPOCH = re.compile(rb"\bepoch\b", re.I)
_NAMED_STEP = re.compile(rb"\b(?:iteration|iter|step|global_step)\b\s*[=:#]?\s*(\d+)", re.I)
# A step-bearing line before the statement: a traceback can stand between them.
_BEFORE = 64 << 10
# A statement ends a fragment when it names a step at most this share of the fragment's last step
# past it (a crash comes within a logging interval of the last point printed).
_REACH = 0.05


def stated(path: str) -> list[tuple[int | None, str]]:
    """(step or None, 'line N: text') of each statement of a non-finite loss in a text log."""
    needles = searched(path, _NEEDLES)
    if not needles:
        return []
    try:
        data = file_bytes(Path(path), populate=False)
    except (OSError, ValueError):
        return []
    out = []
    for start, line in lines_with(data, needles):
        if not _SAYS.search(line) or _CODE.search(line):
            continue
        if _EPOCH.search(line):
            step = None  # a step counted within the epoch: placed at the end of the launch it stops
        else:
            found = _NAMED_STEP.search(line)
            step = int(found.group(1)) if found else _step_before(data, start)
        number = _line_number(data, start)
        text = line.decode("utf-8", errors="replace").strip()
        out.append((step, f"{Path(path).name} line {number}: {text[:160]!r}"))
    return out


def _line_number(data: FileBytes, offset: int) -> int:
    """The 1-based number of the line at `offset`, counted in pieces (a map has no `count`)."""
    piece = 1 << 24
    return 1 + sum(bytes(data[at:min(at + piece, offset)]).count(b"\n") for at in range(0, offset, piece))


def _step_before(data: FileBytes, at: int) -> int | None:
    window = bytes(data[max(0, at - _BEFORE):at])
    found = None
    for found in _NAMED_STEP.finditer(window):
        pass
    return int(found.group(1)) if found else None


def with_crashes(raw: RawRun) -> RawRun:
    """The raw with a `nonfinite_stated` marker on each fragment a statement ends."""
    if raw.format in _NO_TEXT or not raw.fragments:
        return raw
    sources = dict.fromkeys(s.split("#", 1)[0] for s in raw.sources)
    said = [item for source in sources if not _binary(source) for item in stated(source)]
    for step, evidence in said:
        index = _ended(raw.fragments, step)
        if index is None:
            continue
        fragment = raw.fragments[index]
        span = fragment.step_range()
        at = step if step is not None else (span[1] if span else 0)
        raw.fragments[index] = replace(fragment, markers=(*fragment.markers, Marker(NONFINITE_STATED, at, evidence)))
    return raw


def _binary(source: str) -> bool:
    name = Path(source).name
    return name.endswith(".wandb") or "tfevents" in name


def _ended(fragments: list[Fragment], step: int | None) -> int | None:
    """The fragment a statement at `step` ends: the one whose last step is at or just before it
    (the nearest), or, with no step, the only fragment."""
    if step is None:
        return 0 if len(fragments) == 1 else None
    best: tuple[int, int] | None = None
    for index, fragment in enumerate(fragments):
        span = fragment.step_range()
        if span is None:
            continue
        first, last = span
        reach = max(50, int(_REACH * max(last, 1)))
        if first <= step <= last + reach:
            gap = abs(step - last)
            if best is None or gap < best[0]:
                best = (gap, index)
    return None if best is None else best[1]


__all__ = ["stated", "with_crashes"]
