"""Benchmark the generic console-log reader: a 1,000,000-line log, numeric values read per second.

The log mixes what real console output holds: torchtitan-style step lines (timestamp, rank
prefix, ANSI colours, 6 numbers), HF Trainer dicts behind a progress bar, an eval line every
250 steps and a noise line every 50. Run: .venv/bin/python benchmarks/generic_text.py [--lines N]
"""

from __future__ import annotations

import argparse
import math
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from lossdoctor.ingest.base import Unit


def _loss(step: int) -> float:
    return 3.0 + 8.0 / math.sqrt(step + 1) + 0.05 * math.sin(step * 0.37)


def torchtitan(lines: int) -> Iterator[str]:
    """Step lines with prefixes and colours; eval and noise lines in between."""
    stamp = "[rank0]:[titan] 2025-06-16 22:30:48,735 - root - INFO - "
    written = step = 0
    while written < lines:
        step += 1
        yield (f"{stamp}\x1b[31mstep: {step:5d}  \x1b[32mloss: {_loss(step):7.4f}  \x1b[33mgrad_norm: "
               f"{0.3 + 1 / step:7.4f}  \x1b[34mmemory: 49.66GiB(52.28%)  \x1b[35mtps: 5,856  "
               f"\x1b[36mtflops: 339.16  \x1b[35mmfu: 34.29%\x1b[39m\n")
        written += 1
        if step % 250 == 0:
            yield f"{stamp}validate step: {step}  loss: {_loss(step) + 0.05:7.4f}  memory: 49.66GiB(52.28%)\n"
            written += 1
        if step % 50 == 0:
            yield f"{stamp}[GC] Peforming periodical GC collection. 0.06 seconds.\n"
            written += 1


def hf(lines: int) -> Iterator[str]:
    """HF Trainer stdout: a progress bar glued before each `{'loss': ...}` dict."""
    for step in range(1, lines + 1):
        pct = step * 100 // lines
        yield (f"\r{pct:3d}%|{'█' * (pct // 10):<10}| {step}/{lines} [01:10<03:30,  4.80it/s]"
               f"{{'loss': {_loss(step):.4f}, 'grad_norm': {0.3 + 1 / step:.4f}, 'learning_rate': 4.9e-05, "
               f"'epoch': {step / lines * 3:.4f}}}\n")


def _measure(name: str, lines: Iterator[str], folder: Path) -> None:
    from lossdoctor.ingest.textlog import generic

    path = folder / f"{name}.log"
    with path.open("w") as handle:
        handle.writelines(lines)
    with path.open("rb") as handle:
        count = sum(chunk.count(b"\n") for chunk in iter(lambda: handle.read(1 << 20), b""))
    start, cpu_start = time.perf_counter(), time.process_time()
    units, _ = generic.claim([path], folder)
    runs = generic.read(Unit("generic", name, (path,), units[0].options))
    elapsed = time.perf_counter() - start
    cpu = time.process_time() - cpu_start
    values = sum(len(s) for run in runs for fragment in run.fragments for s in fragment.series.values())
    size = path.stat().st_size / 1e6
    import os

    load = os.getloadavg()[0]
    print(f"generic {name:11s} {count:>9,d} lines {size:7.1f} MB  {values:>11,d} values  wall {elapsed:6.2f} s  "
          f"cpu {cpu:6.2f} s  {values / cpu / 1e6:6.2f} M values/s  {count / cpu / 1e6:5.2f} M lines/s  (load {load:.1f})")


def main() -> None:
    """Generate each log once in a temporary folder and time claim + read."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--lines", type=int, default=1_000_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        _measure("torchtitan", torchtitan(args.lines), Path(tmp))
        _measure("hf-trainer", hf(args.lines), Path(tmp))


if __name__ == "__main__":
    main()
