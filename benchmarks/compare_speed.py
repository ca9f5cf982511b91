"""What `lossdoctor compare` adds to reading its runs: 8 new runs against 8 baseline runs.

Usage: python benchmarks/compare_speed.py [--runs 8] [--steps 200000] [--repeat 3]

Each run is a CSV log (step, loss every step, eval_loss every 500 steps, tokens), a seed of one
recipe (`lossdoctor.scenarios.seeds`), written once to a temporary folder. In one process, as the
command does it: read both sides (`api.load`), diagnose every run (what `analyze` already costs:
the findings compare needs), then compare (grid, noise, verdicts, final-value tests, time to
target, new findings). The compare figure is the median of --repeat runs; the first one, which
pays its imports, is printed too. Target (issue 33): compare adds < 0.5 s to reading.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.compare.core import compare_runs
from lossdoctor.compare.model import Options
from lossdoctor.engine import Settings, diagnose
from lossdoctor.scenarios.seeds import Recipe, values


def write(path: Path, recipe: Recipe, seed: int) -> None:
    steps, loss = values(recipe, seed)
    eval_steps, eval_loss = values(recipe, seed, eval_loss=True)
    evals = np.full(len(steps), np.nan)
    evals[np.searchsorted(steps, eval_steps)] = eval_loss
    table = np.column_stack((steps, loss, evals, steps * 4096.0))
    np.savetxt(path, table, delimiter=",", header="step,loss,eval_loss,tokens", comments="",
               fmt=["%d", "%.6f", "%.6f", "%d"])
    # NaN cells as empty ones, as a logger that did not evaluate at that step writes them.
    path.write_text(path.read_text().replace(",nan,", ",,"))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=8, help="runs a side")
    parser.add_argument("--steps", type=int, default=200_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    recipe = Recipe(steps=args.steps, eval_every=500)
    print("load %.1f %.1f %.1f" % os.getloadavg())
    with tempfile.TemporaryDirectory() as folder:
        root = Path(folder)
        sides = {}
        for side, offset in (("new", 100), ("baseline", 0)):
            (root / side).mkdir()
            for k in range(args.runs):
                write(root / side / f"seed{offset + k}.csv", recipe, offset + k)
            sides[side] = root / side
        began = time.perf_counter()
        loaded = {side: api.load([path]) for side, path in sides.items()}
        read = time.perf_counter() - began
        began = time.perf_counter()
        settings = Settings()
        reports = {side: [diagnose(run, settings) for run in found.runs] for side, found in loaded.items()}
        diagnosed = time.perf_counter() - began
        times, cpu = [], []
        for _ in range(max(1, args.repeat)):
            began, began_cpu = time.perf_counter(), time.process_time()
            result = compare_runs(reports["new"], reports["baseline"], Options())
            times.append(time.perf_counter() - began)
            cpu.append(time.process_time() - began_cpu)
    points = sum(len(rr.run.series["loss"]) for side in reports.values() for rr in side)
    print(f"{args.runs} new runs vs {args.runs} baseline runs x {args.steps:,} steps ({points:,} loss points), "
          f"verdict {result.verdict.value}")
    print(f"read both sides          {read:6.2f} s")
    print(f"diagnose every run       {diagnosed:6.2f} s   (what analyze already costs)")
    print(f"compare (first)          {times[0]:6.3f} s   (imports included)")
    print(f"compare (median of {len(times)})    {statistics.median(times):6.3f} s   target < 0.5 s "
          f"(CPU {statistics.median(cpu):.3f} s)")
    print("load %.1f %.1f %.1f" % os.getloadavg())


if __name__ == "__main__":
    main()



