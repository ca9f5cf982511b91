"""Which text-log format a file holds, judged from its content (any file name)."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType
from typing import BinaryIO

from lossdoctor.ingest.textlog import (
    absl, events, llmc_main, llmc_stdout, megatron, modded_nanogpt, nanochat, nanogpt, sb3_tables,
)

# Each module has NAME, SNIFF (a MULTILINE regex for its data lines) and parse().
FORMATS: tuple[ModuleType, ...] = (megatron, llmc_main, llmc_stdout, modded_nanogpt, nanochat, nanogpt, absl, events,
                                   sb3_tables)
BY_NAME = {module.NAME: module for module in FORMATS}

HEAD_BYTES = 256 * 1024
TAIL_BYTES = 64 * 1024
# Fewer matching lines than this is a quote in a README, not a log.
MIN_LINES = 2
_MARKDOWN = {".md", ".markdown"}
# A Markdown page with no fence is a console's output only when a print loop shows: this many
# lines of one format at least (a note quoting two lines between its words is no log).
MIN_UNFENCED = 5


def is_markdown(path: Path) -> bool:
    """Markdown files quote log lines in code blocks; each block is read on its own."""
    return path.suffix.lower() in _MARKDOWN


def sample(path: Path) -> bytes | None:
    """The head (and tail, for big files) of a file; None when unreadable or binary."""
    from lossdoctor.ingest.encoding import detect, to_utf8

    try:
        with path.open("rb") as handle:
            head = handle.read(8192)
            if detect(head) is not None:
                # A UTF-16 text (PowerShell's `>`): its sample, transcoded.
                return to_utf8(head + handle.read(HEAD_BYTES - len(head)), partial=True)[0]
            if head.startswith(b"\x00"):
                # A text log cut while it was written starts with a hole of NUL bytes.
                head = _after_hole(handle, head)
            if b"\x00" in head:
                # Event files, checkpoints, .wandb records: never a text log.
                return None
            head += handle.read(HEAD_BYTES - len(head))
            size = path.stat().st_size
            if size > HEAD_BYTES + TAIL_BYTES:
                # Long preambles (argument dumps, NCCL chatter) can push the first
                # data line past the head; the tail then still shows what the log is.
                handle.seek(size - TAIL_BYTES)
                head += b"\n" + handle.read(TAIL_BYTES)
    except OSError:
        return None
    return head


# How far a hole of NUL bytes at a file's start is skipped to find its text.
_HOLE_BYTES = 64 << 20


def _after_hole(handle: BinaryIO, head: bytes) -> bytes:
    """The bytes after a leading run of NULs (up to _HOLE_BYTES), or `head` when the run goes on
    that far: the rest is judged as a file's head is."""
    skipped = 0
    while skipped < _HOLE_BYTES:
        body = head.lstrip(b"\x00")
        skipped += len(head) - len(body)
        if body:
            return body + handle.read(8192)
        head = handle.read(1 << 16)
        if not head:
            return b"\x00"
    return head


def best_format(text: str) -> tuple[str | None, int]:
    """The format with the most matching lines in `text`, and that count."""
    best, best_count = None, 0
    for module in FORMATS:
        count = sum(1 for _ in module.SNIFF.finditer(text))
        if count > best_count:
            best, best_count = module.NAME, count
    return best, best_count


def sniff(path: Path) -> str | None:
    """The format name of a text log, or None when it is not one we read.

    A Markdown file is claimed only when its code blocks quote log lines (its prose
    may mention a format without being a log); its format is then "markdown".
    """
    data = sample(path)
    if not data:
        return None
    text = data.decode("utf-8", errors="replace")
    if is_markdown(path):
        from lossdoctor.ingest.textlog.markdown import blocks, candidates

        fenced = any(True for _ in blocks(text))
        count = sum(best_format(block)[1] for _, block in candidates(text))
        return "markdown" if count >= (MIN_LINES if fenced else MIN_UNFENCED) else None
    fmt, count = best_format(text)
    return fmt if count >= MIN_LINES else None


def sniff_text(text: str, minimum: int = 1) -> str | None:
    """The format of an excerpt (a Markdown code block), or None."""
    fmt, count = best_format(text)
    return fmt if count >= minimum else None


__all__ = ["BY_NAME", "FORMATS", "is_markdown", "sniff", "sniff_text"]
