"""Markdown chronicles: log lines quoted in fenced code blocks, each block its own short run."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from lossdoctor.ingest.textlog.segments import build
from lossdoctor.model import RawRun

_FENCE = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n(.*?)^[ \t]*\1[ \t]*$", re.M | re.S)


def blocks(text: str) -> Iterator[tuple[int, str]]:
    """Each fenced code block's first line number (1-based) and text."""
    for match in _FENCE.finditer(text):
        yield text.count("\n", 0, match.start(2)) + 1, match.group(2)


def read_markdown(text: str, path: Path, name: str, warnings: list[str]) -> list[RawRun]:
    """One run per code block with log lines, named `<name>#L<first line of the block>`.

    Excerpts quote different moments of training (often with `[...]` between lines),
    so they are never one timeline and are not stitched together.
    """
    from lossdoctor.identity import banners
    from lossdoctor.ingest.textlog.sniff import BY_NAME, sniff_text

    runs: list[RawRun] = []
    for first_line, block in blocks(text):
        fmt = sniff_text(block)
        if fmt is None:
            continue
        label = f"{path}#L{first_line}"
        parsed = banners.parse(BY_NAME[fmt], block, str(path), first_line - 1)
        parsed.warnings[:0] = warnings
        parsed.meta["excerpt"] = f"Markdown code block from line {first_line}"
        runs.extend(build(parsed, Path(label), f"{name}#L{first_line}"))
    return runs
