"""Benchmark the text-log readers: generate big llm.c, Megatron and nanoGPT logs, print points/s.

Run: .venv/bin/python benchmarks/text_ingest.py [--steps 1000000]
"""

from __future__ import annotations

import argparse
import math
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.textlog import read


def _loss(step: int) -> float:
    return 3.0 + 8.0 / math.sqrt(step + 1) + 0.05 * math.sin(step * 0.37)


def llmc_main(steps: int) -> Iterator[str]:
    """llm.c main.log: a train line per step, a val line every 250."""
    for step in range(steps):
        if step % 250 == 0:
            yield f"s:{step} tel:{_loss(step) + 0.05:.4f}\n"
        yield f"s:{step} trl:{_loss(step):.4f} lr:{6e-4 * min(1, step / 700):.6f} norm:{0.3 + 1 / (step + 1):.2f}\n"


def megatron(steps: int) -> Iterator[str]:
    """Megatron-LM iteration lines with the timestamp prefix."""
    for it in range(1, steps + 1):
        sec = it * 2
        stamp = f"2024-04-{6 + sec // 86400:02d} {sec // 3600 % 24:02d}:{sec // 60 % 60:02d}:{sec % 60:02d}"
        yield (f" [{stamp}] iteration {it:8d}/ {steps:8d} | consumed samples: {it * 128:12d} | "
               f"elapsed time per iteration (ms): 5444.9 | learning rate: {1e-4:.6E} | global batch size:   128 | "
               f"lm loss: {_loss(it):.6E} | loss scale: 1.0 | grad norm: {0.3 + 1 / it:.3f} | "
               f"number of skipped iterations:   0 | number of nan iterations:   0 |\n")


def nanogpt(steps: int) -> Iterator[str]:
    """nanoGPT train.py output: an iter line per step, an eval line every 2000."""
    for it in range(steps):
        if it % 2000 == 0:
            yield f"step {it}: train loss {_loss(it):.4f}, val loss {_loss(it) + 0.1:.4f}\n"
        yield f"iter {it}: loss {_loss(it):.4f}, time {300 + it % 7:.2f}ms, mfu {-100 if it < 5 else 38.5:.2f}%\n"


def _measure(name: str, lines: Callable[[int], Iterator[str]], steps: int, folder: Path) -> None:
    path = folder / f"{name}.log"
    with path.open("w") as handle:
        handle.writelines(lines(steps))
    from lossdoctor.ingest.textlog.sniff import sniff

    start, cpu_start = time.perf_counter(), time.process_time()
    fmt = sniff(path)
    runs = read(Unit("textlog", name, (path,), {"format": fmt}))
    elapsed = time.perf_counter() - start
    # CPU time is the fairer figure on a shared machine; points/s below uses it.
    cpu = time.process_time() - cpu_start
    points = sum(len(s) for run in runs for fragment in run.fragments for s in fragment.series.values())
    size = path.stat().st_size / 1e6
    print(f"{name:10s} {steps:>9,d} steps {size:7.1f} MB  {points:>11,d} points  wall {elapsed:6.2f} s  "
          f"cpu {cpu:6.2f} s  {points / cpu / 1e6:6.2f} M points/s  {steps / cpu / 1e6:5.2f} M lines/s")


def main() -> None:
    """Generate each log once in a temporary folder and time sniff + read."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--steps", type=int, default=1_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for name, lines in (("llmc-main", llmc_main), ("megatron", megatron), ("nanogpt", nanogpt)):
            _measure(name, lines, args.steps, Path(tmp))


if __name__ == "__main__":
    main()
