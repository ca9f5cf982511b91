"""Benchmark: read a large real `.wandb` file (made once by the wandb SDK, cached) and report points/s.

Usage: python benchmarks/wandb_ingest.py [--rows 1000000 | --points 10000000] [--repeat 3] [--skip-wandb-reader]

Also the peak memory of `lossdoctor inspect` on the file as a whole process, against issue
13's budget (the file's size plus 200 MB) and issue 34's (10M points in under 1.5 GB), and
wandb's own reader of the file (`wandb leet inspect --json`, the whole process) in the same run.

The file is written by the real SDK in offline mode (about 9 s per 100k rows, once) and
cached under benchmarks/_data/. Each timing runs in a fresh process, so the ~0.4 s import
of wandb's protobuf classes is included in "total" and also reported on its own. The read
comes first in that process, with the file in the page cache; framing alone and the
protobuf-only decode (for comparison) are timed after it. CPU seconds include the worker process that decodes half of a long
history.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import _competitors as comp  # noqa: E402
METRICS = ("train/loss", "train/lr", "train/grad_norm", "eval/loss", "train/global_step", "tokens",
           "loss_scale", "mfu")


def generate(folder: Path, rows: int) -> Path:
    """Write one offline run with `rows` history rows of len(METRICS) metrics (skipped if cached)."""
    done = folder / "done.json"
    if done.exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true")
    code = f"""
import math, wandb
s = wandb.Settings(x_disable_stats=True, console="off", disable_git=True, save_code=False,
                   x_disable_meta=True)
run = wandb.init(mode="offline", dir={str(folder)!r}, project="bench", id="bench01", settings=s)
for i in range({rows}):
    run.log({{"train/loss": 3.0 + math.sin(i / 50.0), "train/lr": 1e-4 * (1 + i % 7),
             "train/grad_norm": 0.5 + (i % 13) / 10.0, "eval/loss": float("nan") if i % 997 == 0 else 3.1,
             "train/global_step": i * 4, "tokens": i * 4096, "loss_scale": 65536.0, "mfu": 41.5}})
run.finish()
"""
    subprocess.run([sys.executable, "-c", code], check=True, env=env)
    done.write_text(json.dumps({"rows": rows}))
    return folder


_TIMER = """
import json, resource, sys, time

def cpu():  # this process and the worker processes it has waited for
    own, kids = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime

clock = cpu if sys.argv[2] == "cpu" else time.perf_counter
t0 = clock()
from wandb.proto import wandb_internal_pb2  # noqa: F401  (import cost, reported apart)
t1 = clock()
from pathlib import Path
from lossdoctor.ingest.wandb import run as wandb_run
from lossdoctor.ingest.wandb.log import read_file, records
from lossdoctor.ingest.wandb.records import decode
path = Path(sys.argv[1])
t2 = clock()
units, _ = wandb_run.claim([path], path.parent)
raws = wandb_run.read(units[0])  # first, in a fresh process: the headline figure
t3 = clock()
points = sum(len(s) for f in raws[0].fragments for s in f.series.values())
del raws
t4 = clock()
framed = records(read_file(path), path.name)
t5 = clock()
if sys.argv[3] == "exact":
    decode(framed, path.name, fast=False)
t6 = clock()
print(json.dumps({"import": t1 - t0, "read": t3 - t2, "framing": t5 - t4, "exact_decode": t6 - t5,
                  "points": points, "bytes": path.stat().st_size, "records": len(framed.offsets)}))
"""


def measure(path: Path, repeat: int, clock: str, exact: bool) -> dict[str, float]:
    """Median timings over `repeat` fresh processes ("wall" or "cpu" seconds); `exact` also
    times the protobuf-only decode, for comparison."""
    runs = []
    for _ in range(repeat):
        path.read_bytes()  # from the page cache, like every reader benchmark here (the file is 644 MB)
        out = subprocess.run([sys.executable, "-c", _TIMER, str(path), clock, "exact" if exact else "-"], check=True,
                             capture_output=True, text=True)
        runs.append(json.loads(out.stdout))
    return {key: statistics.median(r[key] for r in runs) for key in runs[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--points", type=int, default=0, help=f"points instead of rows ({len(METRICS)} per row)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--skip-wandb-reader", action="store_true", help="do not time wandb's own reader")
    args = parser.parse_args()
    if args.points:
        args.rows = -(-args.points // len(METRICS))
    folder = generate(HERE / "_data" / f"wandb-{args.rows}", args.rows)
    path = next(folder.glob("wandb/offline-run-*/run-*.wandb"))
    os.sync()  # a file written just now is still being written back: not during the timings
    for clock in ("wall", "cpu"):
        result = measure(path, args.repeat, clock, exact=clock == "wall")
        rate = result["points"] / result["read"]
        print(f"{path.name}: {result['bytes'] / 1e6:.1f} MB, {int(result['records'])} records, "
              f"{int(result['points'])} points; {clock} seconds, median of {args.repeat}")
        exact = f" | exact protobuf decode alone {result['exact_decode']:.2f}" if clock == "wall" else ""
        print(f"  import wandb proto {result['import']:.2f} | framing+CRC {result['framing']:.3f} | "
              f"read (file, framing, decode, series) {result['read']:.2f}{exact}")
        print(f"  {rate / 1e6:.2f} M points/s (read only); "
              f"{result['points'] / (result['read'] + result['import']) / 1e6:.2f} M points/s with the import")
    whole = comp.lossdoctor_process(path.parent, args.repeat)
    size = path.stat().st_size / 1e6
    print(f"  inspect (whole process) {whole['wall']:.2f} s, peak memory {whole['peak_mb']:.0f} MB "
          f"(file {size:.0f} MB; budget {size + 200:.0f} MB, and 1.5 GB at 10M points)")
    theirs = None if args.skip_wandb_reader else comp.wandb_reader(path, 1)
    if theirs is not None:  # once: it reads about 7 MB/s
        print(f"  wandb's reader (wandb leet inspect --json, whole process) {theirs['wall']:.1f} s, "
              f"peak {theirs['peak_mb']:.0f} MB: lossdoctor inspect is {theirs['wall'] / whole['wall']:.0f}x faster")


if __name__ == "__main__":
    main()
