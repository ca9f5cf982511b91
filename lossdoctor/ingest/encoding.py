"""Text files in whatever encoding they were saved in, as UTF-8 bytes for every reader.

Windows users redirect a training script's output with PowerShell (`python train.py > log.txt`),
which writes UTF-16LE with a byte-order mark and CRLF line ends; older consoles write cp1252.
Every text reader (tables, console logs, JSON) works on UTF-8 bytes, so the encoding is settled
once, here, by content and never by the file's name.
"""

from __future__ import annotations

import codecs

_BOMS: tuple[tuple[bytes, str], ...] = (
    (codecs.BOM_UTF32_LE, "utf-32-le"),  # before UTF-16 LE: its BOM starts with UTF-16 LE's
    (codecs.BOM_UTF32_BE, "utf-32-be"),
    (codecs.BOM_UTF16_LE, "utf-16-le"),
    (codecs.BOM_UTF16_BE, "utf-16-be"),
)
# A UTF-16 text without a BOM shows as ASCII with every other byte zero.
_ZERO_SHARE = 0.4


def detect(data: bytes) -> str | None:
    """The encoding `data` must be transcoded from, or None when it is UTF-8 (or ASCII) already."""
    for bom, name in _BOMS:
        if data.startswith(bom):
            return name
    head = data[:4096]
    if len(head) >= 16 and head.count(0) >= _ZERO_SHARE * len(head):
        even, odd = head[0::2].count(0), head[1::2].count(0)
        if odd > 4 * max(even, 1):
            return "utf-16-le"
        if even > 4 * max(odd, 1):
            return "utf-16-be"
    return None


def to_utf8(data: bytes, partial: bool = False) -> tuple[bytes, str | None]:
    """`data` as UTF-8 bytes, and the encoding it came in when it was not UTF-8 already.

    A UTF-8 byte-order mark is dropped. `partial` marks a sample cut from a longer file, whose
    last character may be cut in half: it is dropped instead of becoming U+FFFD.
    """
    if data.startswith(codecs.BOM_UTF8):
        return data[len(codecs.BOM_UTF8):], None
    name = detect(data)
    if name is None:
        return data, None
    width = 4 if name.startswith("utf-32") else 2
    body = data[width:] if data[:width] in {bom for bom, _ in _BOMS} else data
    if partial:
        body = body[: len(body) - len(body) % width]
    text = body.decode(name, errors="replace")
    return text.encode("utf-8"), name.upper().replace("-LE", " LE").replace("-BE", " BE")


def note(label: str, encoding: str | None) -> list[str]:
    """The reader note that says a file was transcoded (none when it was UTF-8)."""
    return [] if encoding is None else [f"{label}: read as {encoding} text (a Windows redirect or editor wrote it)"]
