"""How the text readers scale (issue 34): `lossdoctor inspect` on logs of 100k, 1M (and 10M) lines.

Five shapes, each a month-long run's console as its writer prints it: a generic console line
(`step N/T | train loss x | lr ... | grad norm ... | 123.4ms | 45000 tok/s`), HF Trainer's
`{'loss': ...}` dicts, Megatron's `iteration N/ T | ... | lm loss: x | ...`, llm.c's
`step N/T | loss x (+nanz)| norm ...` and detectron2's `iter: N  total_loss: x ...`. Each file is
read by `lossdoctor inspect --format json` in a fresh process, and by a plain Python loop of one
compiled regex that keeps (step, loss) in a list, in a fresh process too, in the same run. Wall
time and peak memory (the process's max RSS) of both are printed, with the ratio, and the slope
(seconds per million lines) between the two largest sizes.

Run: .venv/bin/python benchmarks/text_scale.py [--sizes 100000,1000000] [--shapes generic,megatron]
         [--analyze 10000000]
`--analyze N` also times `lossdoctor analyze` end to end (reading, stitching, every detector) on
the N-line generic console log, wall time and peak memory (issue 34: 10M lines in under a minute
and 1.5 GB).
The files are cached under benchmarks/_data/text_scale/ (a 10M-line generic log is ~1 GB).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "_data" / "text_scale"


def _loss(step: int) -> float:
    return 2.2 + 9.0 / (1 + step / 300) ** 0.35 + 0.03 * math.sin(step * 0.37)


def generic(lines: int) -> Iterator[str]:
    for step in range(1, lines + 1):
        yield (f"step {step}/{lines} | train loss {_loss(step):.4f} | lr {3e-4 * min(1, step / 2000):.3e} | "
               f"grad norm {0.3 + 1 / step:.3f} | {120 + step % 7:.1f}ms | {45000 + step % 997} tok/s\n")


def hf(lines: int) -> Iterator[str]:
    for step in range(1, lines + 1):
        yield (f"{{'loss': {_loss(step):.4f}, 'grad_norm': {0.3 + 1 / step:.4f}, "
               f"'learning_rate': {3e-4 * min(1, step / 2000):.4e}, 'epoch': {step / lines * 3:.4f}}}\n")


def megatron(lines: int) -> Iterator[str]:
    for step in range(1, lines + 1):
        yield (f" iteration {step:8d}/ {lines:8d} | consumed samples: {step * 512:12d} | elapsed time per "
               f"iteration (ms): {1500 + step % 97:.1f} | learning rate: {3e-4:.3E} | global batch size:   512 | "
               f"lm loss: {_loss(step):.6E} | loss scale: 4096.0 | grad norm: {0.3 + 1 / step:.3f} | number of "
               f"skipped iterations:   0 | number of nan iterations:   0 |\n")


def llmc(lines: int) -> Iterator[str]:
    for step in range(1, lines + 1):
        yield (f"step {step:5d}/{lines} | loss {_loss(step):.6f} (+nanz)| norm {0.3 + 1 / step:.4f} (+nanz)| "
               f"lr {3e-4:.2e} | {150 + step % 11:.2f} ms | 48.2% bf16 MFU | {350000 + step % 991:.0f} tok/s\n")


def detectron2(lines: int) -> Iterator[str]:
    for step in range(1, lines + 1):
        yield (f"[12/22 19:35:27 d2.utils.events]:  eta: 1 day, 2:03:04  iter: {step}  total_loss: "
               f"{_loss(step):.4f}  loss_cls: {_loss(step) / 3:.4f}  loss_box_reg: {_loss(step) / 4:.4f}  "
               f"time: 0.3150  data_time: 0.0100  lr: 0.002  max_mem: 3000M\n")


SHAPES: dict[str, tuple[Callable[[int], Iterator[str]], str]] = {
    # name -> (writer, the plain loop's one regex: step and loss as groups 1 and 2)
    "generic": (generic, r"step (\d+)/\d+ \| train loss ([\d.]+)"),
    "hf_dicts": (hf, r"()'loss': ([\d.]+)"),
    "megatron": (megatron, r"iteration\s+(\d+)/.*?lm loss: ([\d.E+-]+)"),
    "llmc": (llmc, r"step\s+(\d+)/\d+ \| loss ([\d.]+)"),
    "detectron2": (detectron2, r"iter: (\d+)  total_loss: ([\d.]+)"),
}

PLAIN = """
import re, sys
pattern = re.compile(sys.argv[2])
steps, losses = [], []
with open(sys.argv[1], encoding="utf-8", errors="replace") as handle:
    for line in handle:
        found = pattern.search(line)
        if found:
            steps.append(int(found.group(1) or len(steps)))
            losses.append(float(found.group(2)))
print(len(losses))
"""


def _file(shape: str, lines: int) -> Path:
    path = DATA / f"{shape}-{lines}.log"
    if not path.exists():
        DATA.mkdir(parents=True, exist_ok=True)
        part = path.with_suffix(".part")
        with part.open("w", encoding="utf-8") as handle:
            handle.writelines(SHAPES[shape][0](lines))
        part.rename(path)
    return path


def _timed(argv: list[str], codes: tuple[int, ...] = (0,)) -> tuple[float, float, str]:
    """(wall seconds, peak RSS in MB, stdout) of a fresh process; peak from a middle process's
    RUSAGE_CHILDREN so that it is the command's own. `codes`: the exit codes that are success
    (`analyze` exits 1 when it finds something)."""
    probe = ("import resource, subprocess, sys, time, json\n"
             "start = time.perf_counter()\n"
             "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
             "wall = time.perf_counter() - start\n"
             "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024\n"
             "print(json.dumps({'wall': wall, 'peak': peak, 'code': done.returncode, 'out': done.stdout,"
             " 'err': done.stderr[-500:]}))\n")
    done = subprocess.run([sys.executable, "-c", probe, *argv], capture_output=True, text=True, check=True)
    got = json.loads(done.stdout)
    if got["code"] not in codes:
        raise RuntimeError(f"{' '.join(argv[:4])} failed: {got['err']}")
    return got["wall"], got["peak"], got["out"]


def _points(report: str) -> int:
    """The training-loss points `inspect --format json` reports (every run summed)."""
    try:
        runs = json.loads(report).get("runs", [])
    except json.JSONDecodeError:
        return -1
    return sum(next((s["points"] for s in run.get("series", []) if s["name"] == run.get("primary_loss")), 0)
               for run in runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="100000,1000000", help="line counts, comma-separated (10000000 too)")
    parser.add_argument("--shapes", default=",".join(SHAPES), help="comma-separated: " + ", ".join(SHAPES))
    parser.add_argument("--analyze", type=int, default=0, metavar="LINES",
                        help="also time `lossdoctor analyze` on the generic log of this many lines")
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",") if s]
    shapes = [s for s in args.shapes.split(",") if s]
    lossdoctor = [sys.executable, "-m", "lossdoctor", "inspect", "--format", "json"]
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores; a fresh process for every figure")
    print(f"{'shape':11s} {'lines':>10s} {'MB':>7s} {'inspect s':>10s} {'plain s':>8s} {'ratio':>6s} "
          f"{'inspect MB':>11s} {'plain MB':>9s} {'points':>9s}")
    slopes: dict[str, list[tuple[int, float]]] = {}
    for shape in shapes:
        for lines in sizes:
            path = _file(shape, lines)
            size = path.stat().st_size / 1e6
            wall, peak, out = _timed([*lossdoctor, str(path)])
            plain_wall, plain_peak, plain_out = _timed([sys.executable, "-c", PLAIN, str(path), SHAPES[shape][1]])
            slopes.setdefault(shape, []).append((lines, wall))
            print(f"{shape:11s} {lines:10,d} {size:7.0f} {wall:10.2f} {plain_wall:8.2f} {wall / plain_wall:5.1f}x "
                  f"{peak:11.0f} {plain_peak:9.0f} {_points(out):9,d}  (plain: {plain_out.strip()})")
    print()
    for shape, figures in slopes.items():
        if len(figures) >= 2:
            (a, ta), (b, tb) = figures[-2], figures[-1]
            print(f"{shape}: {1e6 * (tb - ta) / (b - a):.2f} s per million lines between {a:,d} and {b:,d}")
    if args.analyze:
        path = _file("generic", args.analyze)
        wall, peak, _ = _timed([sys.executable, "-m", "lossdoctor", "analyze", "--format", "json", str(path)],
                               codes=(0, 1))
        print(f"\nanalyze, generic console log of {args.analyze:,d} lines ({path.stat().st_size / 1e6:.0f} MB): "
              f"{wall:.1f} s, peak {peak:.0f} MB")


if __name__ == "__main__":
    main()
