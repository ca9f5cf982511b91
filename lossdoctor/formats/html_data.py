"""The curves of one run as the HTML report carries them: every point, packed small.

A run becomes one manifest (JSON: which series, on which step array, with which role) and one
blob: the arrays back to back, each byte-shuffled (all first bytes, then all second bytes...),
the whole deflated with zlib and base64-encoded. The page inflates it with the browser's own
`DecompressionStream("deflate")`, so no decoder is shipped.

Why this packing: values are float32 (a plot needs 7 digits, not 16), steps are int32 deltas
(a regular step grid becomes a run of equal bytes), and the shuffle puts the slowly varying
sign/exponent bytes of neighbouring floats next to each other, where deflate finds them; on
noisy loss curves that saves about a fifth over deflating the plain floats. Series that share
a step grid share one step array. Nothing is sampled away: the envelope the overview draws is
computed in the page from these points.
"""

from __future__ import annotations

import base64
import zlib
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

MAX_EXTRA_LOSSES = 5  # per-source losses drawn beside the primary, as in the PNG plot
MAX_EVAL = 2
MAX_DEAD_ATTEMPTS = 24  # beyond this, the oldest abandoned attempts share one faint line
_I32 = np.iinfo(np.int32)


def shuffle(data: np.ndarray) -> bytes:
    """The bytes of a little-endian array, grouped by byte position (see the module docstring)."""
    width = data.dtype.itemsize
    return np.ascontiguousarray(data.view(np.uint8).reshape(-1, width).T).tobytes()


@dataclass
class Packer:
    """Collects arrays into one blob and remembers where each one starts."""

    chunks: list[bytes] = field(default_factory=list)
    offset: int = 0
    grids: list[tuple[np.ndarray, int]] = field(default_factory=list)  # (steps, index in `steps`)
    steps: list[dict[str, Any]] = field(default_factory=list)

    def add(self, data: np.ndarray) -> int:
        """Append an array's shuffled bytes; its offset in the blob."""
        start = self.offset
        raw = shuffle(data)
        self.chunks.append(raw)
        self.offset += len(raw)
        return start

    def grid(self, steps: np.ndarray) -> int:
        """The index of a step array equal to `steps`, packed on first sight."""
        for known, index in self.grids:
            if known is steps or (len(known) == len(steps) and np.array_equal(known, steps)):
                return index
        deltas = np.diff(steps, prepend=0)
        if len(steps) and _I32.min <= int(deltas.min()) and int(deltas.max()) <= _I32.max:
            entry = {"codec": "d32", "n": len(steps), "at": self.add(deltas.astype("<i4"))}
        else:  # steps far apart (or beyond int32): plain float64, still exact below 2**53
            entry = {"codec": "f64", "n": len(steps), "at": self.add(steps.astype("<f8"))}
        index = len(self.steps)
        self.steps.append(entry)
        self.grids.append((steps, index))
        return index

    def series(self, series: Series, group: str, **extra: Any) -> dict[str, Any]:
        """A series' manifest entry; its points sorted by step (readers keep write order)."""
        steps, values = series.steps, series.values
        if len(steps) > 1 and np.any(np.diff(steps) < 0):
            order = np.argsort(steps, kind="stable")
            steps, values = steps[order], values[order]
        return {"name": series.name, "group": group, "steps": self.grid(steps),
                "at": self.add(values.astype("<f4")), **extra}

    def blob(self) -> str:
        """The packed arrays, deflated and base64-encoded."""
        return base64.b64encode(zlib.compress(b"".join(self.chunks), 6)).decode("ascii")


def pack(run: Run) -> tuple[list[dict[str, Any]], list[dict[str, Any]], str]:
    """The step arrays, the series entries and the blob of one run.

    Groups: `loss` (the primary, live), `dead` (one per abandoned attempt), `extra` (other
    training losses), `eval`, and the panels under it: `grad_norm`, `loss_scale`, `lr`.
    """
    packer = Packer()
    entries: list[dict[str, Any]] = []
    primary = run.series.get(run.primary) if run.primary else None
    if primary is not None and len(primary):
        entries.append(packer.series(primary, "loss"))
        dead = run.dead.get(primary.name)
        if dead is not None and len(dead):
            entries += [packer.series(part, "dead", fragment=fragment) for fragment, part in _attempts(dead)]
    extras = [s for s in run.by_role(Role.LOSS) if primary is None or s.name != primary.name]
    entries += [packer.series(s, "extra") for s in extras[:MAX_EXTRA_LOSSES] if len(s)]
    entries += [packer.series(s, "eval") for s in run.by_role(Role.EVAL_LOSS)[:MAX_EVAL] if len(s)]
    for role in (Role.GRAD_NORM, Role.LOSS_SCALE, Role.LR):
        found = [s for s in run.by_role(role) if len(s)]
        if found:
            entries.append(packer.series(found[0], role.value))
    return packer.steps, entries, packer.blob()


def _attempts(dead: Series) -> list[tuple[int, Series]]:
    """The dead points split by the fragment (attempt) they came from, oldest first."""
    if dead.fragment is None:
        return [(0, dead)]
    fragments = np.unique(dead.fragment)
    parts = [(int(f), dead.select(dead.fragment == f)) for f in fragments]
    if len(parts) <= MAX_DEAD_ATTEMPTS:
        return parts
    # Hundreds of attempts would be hundreds of faint lines the eye cannot tell apart anyway.
    keep = parts[-(MAX_DEAD_ATTEMPTS - 1):]
    older = dead.select(np.isin(dead.fragment, fragments[:len(parts) - len(keep)]))
    return [(parts[0][0], older), *keep]


__all__ = ["pack", "shuffle"]
