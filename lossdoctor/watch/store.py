"""What a watch keeps of each file: its fragments, each series bounded to the last `keep` points.

Memory stays flat however long the run: the detectors only ever look at a bounded window,
and older points are dropped once they are analysed (see `Source.trim`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.model import Fragment, Marker, Series
from lossdoctor.watch.decoders import Decoded, Decoder, Piece
from lossdoctor.watch.follow import Tail


@dataclass
class Buffer:
    """One series of one fragment: its newest points, in the order written."""

    name: str
    steps: np.ndarray
    values: np.ndarray
    walls: np.ndarray | None
    role: Any

    def extend(self, series: Series) -> None:
        self.steps = np.concatenate([self.steps, series.steps])
        self.values = np.concatenate([self.values, series.values])
        if self.walls is not None and series.wall_times is not None:
            self.walls = np.concatenate([self.walls, series.wall_times])
        else:
            self.walls = None

    def trim(self, keep: int) -> None:
        if len(self.steps) > keep:
            self.steps, self.values = self.steps[-keep:].copy(), self.values[-keep:].copy()
            self.walls = None if self.walls is None else self.walls[-keep:].copy()

    def series(self) -> Series:
        return Series(self.name, self.steps, self.values, self.walls, role=self.role)


@dataclass
class Part:
    """One fragment of a file (a file restarts a fragment when steps go back or it is replaced)."""

    order: int
    wall_start: float | None
    trial: int = 0
    markers: list[Marker] = field(default_factory=list)
    buffers: dict[str, Buffer] = field(default_factory=dict)
    last_step: dict[str, int] = field(default_factory=dict)

    def goes_back(self, piece: Piece) -> bool:
        """Whether the piece logs a step at or before one this fragment already reached."""
        return any(len(s) and name in self.last_step and int(s.steps[0]) <= self.last_step[name]
                   for name, s in piece.series.items())

    def add(self, piece: Piece) -> None:
        for name, s in piece.series.items():
            if not len(s):
                continue
            have = self.buffers.get(name)
            if have is None:
                self.buffers[name] = Buffer(name, s.steps.copy(), s.values.copy(),
                                            None if s.wall_times is None else s.wall_times.copy(), s.role)
            else:
                have.extend(s)
            self.last_step[name] = int(s.steps.max()) if name not in self.last_step \
                else max(self.last_step[name], int(s.steps.max()))
        self.markers += list(piece.markers)
        if self.wall_start is None:
            self.wall_start = piece.wall_start


class Source:
    """One followed file: its tail, its decoder and the fragments read from it."""

    def __init__(self, path: Path, decoder: Decoder, sequence: list[int], split_trials: bool = False) -> None:
        self.path = path
        # Logs where the step restarts at the first step hold several trials (runs), as the
        # readers of tables and text logs split them.
        self.split_trials = split_trials
        self.trial = 0
        self.trial_first: int | None = None
        self.reached = 0
        self.tail = Tail(path)
        self.decoder = decoder
        self.parts: list[Part] = []
        self.meta: dict[str, Any] = {}
        self.warnings: list[str] = []
        self.restarted = False
        self.children: list[tuple[Tail, Decoder, str]] = []
        self._sequence = sequence  # shared counter: fragment order across every file of a run

    def add_child(self, path: Path, key: str) -> None:
        """Follow an add_scalars side file whose points belong to this file's fragments as `tag/key`."""
        from lossdoctor.watch.decoders import TensorBoardDecoder

        if all(tail.path != path for tail, _, _ in self.children):
            self.children.append((Tail(path), TensorBoardDecoder(path), key))

    def _poll_children(self) -> int:
        added = 0
        for tail, decoder, key in self.children:
            change = tail.poll()
            if change is None:
                continue
            decoded = decoder.feed(change.data)
            tail.consumed(decoded.consumed)
            for piece in decoded.pieces:
                series = {f"{n}/{key}": Series(f"{n}/{key}", s.steps, s.values, s.wall_times, role=s.role)
                          for n, s in piece.series.items()}
                current = self.parts[-1] if self.parts else self._new_part(piece.wall_start)
                current.add(Piece(series, (), piece.wall_start))
                added += sum(len(s) for s in series.values())
        return added

    def _new_part(self, wall: float | None) -> Part:
        self._sequence[0] += 1
        part = Part(self._sequence[0], wall, self.trial)
        self.parts.append(part)
        return part

    def poll(self) -> int:
        """Read what was appended; return the number of new points (0: nothing new)."""
        whole = getattr(self.decoder, "poll", None)
        if whole is not None:
            again: Decoded | None = whole()
            return self._take(again, False) if again is not None else 0
        change = self.tail.poll()
        if change is None:
            return self._poll_children()
        if change.restarted:
            # A restart rewrote the file: what it held stays as an older fragment (evidence
            # for the stitcher), the new content starts a fragment of its own.
            self.decoder.reset()
            self.restarted = True
        decoded: Decoded = self.decoder.feed(change.data)
        self.tail.consumed(decoded.consumed)
        return self._take(decoded, True)

    def _take(self, decoded: Decoded, children: bool) -> int:
        self.meta.update(decoded.meta)
        self.warnings = (self.warnings + [w for w in decoded.warnings if w not in self.warnings])[-20:]
        if decoded.replace:
            self.parts = []
        added = 0
        for piece in decoded.pieces:
            steps = [s.steps for s in piece.series.values() if len(s)]
            first = min(int(a[0]) for a in steps) if steps else None
            current = self.parts[-1] if self.parts else None
            if current is None or self.restarted or piece.cut or current.goes_back(piece):
                if self.restarted:
                    self.trial_first, self.reached = None, 0
                elif (self.split_trials and current is not None and first is not None
                      and self.trial_first is not None and first <= self.trial_first
                      and self.trial_first <= max(1, self.reached // 100)):
                    self.trial += 1
                    self.trial_first, self.reached = first, first
                current = self._new_part(piece.wall_start)
                self.restarted = False
            if self.trial_first is None:
                self.trial_first = first
            if steps:
                self.reached = max(self.reached, max(int(a.max()) for a in steps))
            current.add(piece)
            added += sum(len(s) for s in piece.series.values())
        return added + (self._poll_children() if children else 0)

    def trim(self, keep: int) -> None:
        for part in self.parts:
            for buffer in part.buffers.values():
                buffer.trim(keep)

    def fragments(self, trial: int = 0) -> list[Fragment]:
        """The fragments of one trial of this file (trial 0 unless the file holds several)."""
        return [Fragment(str(self.path), {n: b.series() for n, b in part.buffers.items()},
                         part.wall_start, part.order, tuple(part.markers), {})
                for part in self.parts if part.buffers and part.trial == trial]

    def trials(self) -> list[int]:
        return sorted({part.trial for part in self.parts})
