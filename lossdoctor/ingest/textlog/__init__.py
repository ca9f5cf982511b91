"""Text training logs (Megatron, nanoGPT, llm.c, modded-nanogpt, absl/AlgoPerf), sniffed by content.

Discovery offers this reader whatever the others left; it claims a file when enough of
its lines have one format's shape. Markdown files are read excerpt by excerpt.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from lossdoctor.errors import InputError
from typing import TYPE_CHECKING

from lossdoctor.ingest.base import Unit, run_name
from lossdoctor.model import RawRun

if TYPE_CHECKING:
    from lossdoctor.ingest.textlog.common import Parsed

NAME = "textlog"


def claim(files: Sequence[Path], root: Path) -> tuple[list[Unit], list[Path]]:
    """Claim every file whose content looks like a known training log."""
    from lossdoctor.ingest.textlog.sniff import sniff

    units: list[Unit] = []
    rest: list[Path] = []
    for path in files:
        fmt = sniff(path)
        if fmt is None:
            rest.append(path)
        else:
            units.append(Unit(NAME, run_name(path, root), (path,), {"format": fmt}))
    return units, rest


def read(unit: Unit) -> list[RawRun]:
    """Read one claimed log into runs: one per trial, one fragment per resumed segment."""
    from lossdoctor.heap import give_back
    from lossdoctor.identity import banners
    from lossdoctor.ingest.textlog.common import decode, read_bytes
    from lossdoctor.ingest.textlog.markdown import candidates, read_markdown
    from lossdoctor.ingest.textlog.segments import build
    from lossdoctor.ingest.textlog.sniff import BY_NAME, best_format, is_markdown

    path = unit.paths[0]
    fmt = unit.options.get("format")
    # A big log is streamed when it can be: only its numbers are held, never its text.
    streamed = _streamed(path, fmt) if isinstance(fmt, str) and fmt in BY_NAME and not is_markdown(path) else None
    if streamed is not None:
        parsed, placed = streamed
        if not placed:
            # Steps go back: banners may name runs, and they are placed on the text. The parse
            # is kept (the reader does not read the file a second time); the plain file's text
            # is the streamed one, with no warning to give.
            text = decode(read_bytes(path), str(path), [])
            parsed = banners.with_markers(BY_NAME[str(fmt)], text, parsed)
            del text
        runs = build(parsed, path, unit.name)
        if not runs:
            raise InputError(f"{path}: no readable training-log lines (every candidate line was mangled)")
        give_back()  # the pieces' freed arrays: not held through the stages after the read
        return runs
    warnings: list[str] = []
    text = decode(read_bytes(path), str(path), warnings)
    if is_markdown(path) and candidates(text) != [(1, text)]:
        runs = read_markdown(text, path, unit.name, warnings)
    else:
        # A Markdown page with no fence at all is a console's output saved under that name: the
        # whole text is the log, read as a plain file's.
        fmt = best_format(text)[0] if fmt in (None, "markdown") else fmt
        if fmt not in BY_NAME:
            raise InputError(f"{path}: no training-log lines found (Megatron, nanoGPT, llm.c, "
                             "modded-nanogpt or absl/AlgoPerf)")
        parsed = banners.parse(BY_NAME[fmt], text, str(path))
        del text  # the numbers are read: the text (the file's size) is not held while they are built
        parsed.warnings[:0] = warnings
        runs = build(parsed, path, unit.name)
    if not runs:
        raise InputError(f"{path}: no readable training-log lines "
                         f"({'; '.join(warnings) if warnings else 'every candidate line was mangled'})")
    return runs


def _streamed(path: Path, fmt: str) -> tuple[Parsed, bool] | None:
    """The parse of a log streamed in chunks (its text never held whole), when its reader can
    and the file is plain UTF-8 (no warning to give) with no mangled line, and whether it is
    complete: steps that never go back (no banner to place). None: read it whole."""
    from lossdoctor.ingest.textlog.common import NotPlain, plain_chunks
    from lossdoctor.ingest.textlog.segments import monotone
    from lossdoctor.ingest.textlog.sniff import BY_NAME

    parse_chunks = getattr(BY_NAME[fmt], "parse_chunks", None)
    if parse_chunks is None:
        return None
    try:
        parsed: Parsed | None = parse_chunks(plain_chunks(path), str(path))
    except NotPlain:
        return None
    if parsed is None or not len(parsed.kinds):
        return None
    from lossdoctor.heap import give_back

    give_back()  # the chunks' freed pieces: not held while the steps are looked at
    return parsed, monotone(parsed.steps(), parsed.kinds)
