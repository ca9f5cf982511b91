"""A table with git merge conflict markers holds two versions of the file: two launches.

A run folder committed from two branches (the same `results.csv` written by two trainings)
merges into one file with `<<<<<<< HEAD`, `=======` and `>>>>>>> <commit>` lines: the lines
outside the markers are in both versions, the lines between `<<<<<<<` and `=======` in the
first only, those between `=======` and `>>>>>>>` in the second only (a diff3 base part,
after `|||||||`, in neither). Read line by line the file mixes both trainings' rows; read as
two versions it is two launches, each a run (a boundary: the file says two versions stand
there).
"""

from __future__ import annotations

from dataclasses import dataclass

_OURS, _BASE, _THEIRS, _END = b"<<<<<<< ", b"||||||| ", b"=======", b">>>>>>> "


@dataclass(frozen=True)
class Version:
    """One side of the conflicts: its label (the marker's branch or commit) and its bytes."""

    label: str
    body: bytes
    lines: tuple[int, int]  # the 1-based lines of its first conflict part (for the evidence)


def _label(line: bytes, fallback: str) -> str:
    text = line[8:].strip().decode("utf-8", errors="replace")
    return text[:12] if text else fallback


def versions(raw: bytes) -> list[Version] | None:
    """The two versions of a file with merge conflict markers, or None when it has none (or
    they do not nest as git writes them)."""
    if _OURS not in raw or _END not in raw:
        return None
    ours: list[bytes] = []
    theirs: list[bytes] = []
    state = "both"
    labels = ["", ""]
    marks: list[int] = []  # the lines of the first conflict's three markers
    for number, line in enumerate(raw.splitlines(keepends=True), start=1):
        if line.startswith(_OURS) and state == "both":
            state, labels[0] = "ours", labels[0] or _label(line, "ours")
            marks += [number] if not marks else []
        elif line.startswith(_BASE) and state == "ours":
            state = "base"
        elif line.rstrip(b"\r\n") == _THEIRS and state in ("ours", "base"):
            state = "theirs"
            marks += [number] if len(marks) == 1 else []
        elif line.startswith(_END) and state == "theirs":
            state, labels[1] = "both", labels[1] or _label(line, "theirs")
            marks += [number] if len(marks) == 2 else []
        elif state in ("both", "ours"):
            ours.append(line)
            if state == "both":
                theirs.append(line)
        elif state == "theirs":
            theirs.append(line)
    if state != "both" or not labels[1]:
        return None
    return [Version(labels[0], b"".join(ours), (marks[0] + 1, marks[1] - 1)),
            Version(labels[1], b"".join(theirs), (marks[1] + 1, marks[2] - 1))]


__all__ = ["Version", "versions"]
