"""Growing-run writers and a fake clock for the `watch` tests."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import numpy as np
from tensorboard.summary.writer.event_file_writer import EventFileWriter

from lossdoctor.watch.events import Event
from lossdoctor.watch.loop import Options, Watcher
from tb_helpers import event, value


def curve(step: int, *, spike: tuple[int, int] | None = None, diverge: int | None = None,
          creep: int | None = None, nan: int | None = None, seed: int = 0) -> float:
    """A decaying loss with small noise; a spike of `spike[1]` steps at spike[0] (x2.5), an
    exponential rise from `diverge`, a slow linear rise (+10 % per 1000 steps) from `creep`,
    NaN from `nan` on."""
    rng = np.random.default_rng(seed * 1_000_003 + step)
    loss = 2.0 + 3.0 * math.exp(-step / 2000)
    if spike is not None and spike[0] <= step < spike[0] + spike[1]:
        loss *= 2.5
    if diverge is not None and step >= diverge:
        loss *= math.exp((step - diverge) / 300)
    if creep is not None and step >= creep:
        loss *= 1 + (step - creep) / 10_000
    if nan is not None and step >= nan:
        return float("nan")
    return loss * (1 + 0.01 * float(rng.standard_normal()))


class TBRun:
    """tensorboard's own EventFileWriter, flushed after every batch of steps (as trainers do)."""

    def __init__(self, logdir: Path, suffix: str = "", **shape: object) -> None:
        logdir.mkdir(parents=True, exist_ok=True)
        self.writer = EventFileWriter(str(logdir), max_queue_size=100_000, flush_secs=100_000,
                                      filename_suffix=suffix)
        self.path = Path(self.writer.get_logdir()) / Path(self.writer._file_name).name  # noqa: SLF001
        self.shape = shape
        self.step = 0

    def write(self, steps: int, wall0: float = 1.7e9) -> None:
        for _ in range(steps):
            loss = curve(self.step, **self.shape)  # type: ignore[arg-type]
            self.writer.add_event(event(self.step, wall0 + self.step,
                                        [value("train/loss", "simple", loss), value("train/lr", "simple", 1e-4)]))
            self.step += 1
        self.writer.flush()

    def close(self) -> None:
        self.writer.close()


class FakeClock:
    """time() and sleep() that only move when the watch sleeps (or the test says so)."""

    def __init__(self, start: float = 1.7e9) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.now += seconds


def watcher(paths: list[Path], events: list[Event], clock: FakeClock | None = None,
            **options: object) -> Watcher:
    """A Watcher on `paths` that appends its events to `events`, on a fake clock."""
    fake = clock or FakeClock()
    return Watcher(Options(paths=paths, interval=1.0, **options), [events.append],  # type: ignore[arg-type]
                   clock=fake, sleep=fake.sleep, notes=lambda _: None)


def drive(w: Watcher, write: Callable[[int], None], polls: int, steps: int) -> list[Event]:
    """`polls` times: write `steps` steps, then poll. Returns every event."""
    out: list[Event] = []
    for _ in range(polls):
        write(steps)
        out += w.poll()
    return out


def brief(events: list[Event]) -> list[tuple[str, str, int, str]]:
    """(event, code, start_step, severity) of each event, for assertions."""
    return [(e.event, e.finding.code, e.finding.start_step, e.finding.severity.label)
            for e in events]


class Replay:
    """Finished logs under `source` copied into `target` a slice at a time, as a trainer writes them:
    file by file in the order they were written, text cut at line ends, binary anywhere."""

    def __init__(self, source: Path, target: Path, parts: int) -> None:
        self.files = sorted((p for p in source.rglob("*") if p.is_file()),
                            key=lambda p: (p.stat().st_mtime_ns, p.name))
        self.source, self.target = source, target
        total = sum(p.stat().st_size for p in self.files)
        self.size = max(1, -(-total // parts))
        self.index = self.offset = 0

    def step(self) -> bool:
        """Copy the next slice; False when everything was already copied."""
        budget = self.size
        moved = False
        while budget > 0 and self.index < len(self.files):
            path = self.files[self.index]
            data = path.read_bytes()
            end = min(len(data), self.offset + budget)
            if end < len(data) and path.suffix in (".csv", ".jsonl", ".log", ".out", ".txt"):
                # Whole lines only: up to the last line end in the slice, else the next one.
                line_end = data.rfind(b"\n", self.offset, end) + 1 or data.find(b"\n", end) + 1
                end = line_end if line_end > self.offset else len(data)
            out = self.target / path.relative_to(self.source)
            out.parent.mkdir(parents=True, exist_ok=True)
            with out.open("ab") as handle:
                handle.write(data[self.offset:end])
            budget -= end - self.offset
            moved |= end > self.offset
            self.offset = end
            if end == len(data):
                self.index, self.offset = self.index + 1, 0
        return moved
