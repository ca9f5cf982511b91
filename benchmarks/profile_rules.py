"""Time every rule over all the runs under a path (no profiler overhead): where analysis goes.

Usage: python benchmarks/profile_rules.py PATH [--repeat 1]

Loads PATH once (read + stitch, timed), then runs each enabled rule over every run and
prints its wall and CPU time, its share of the analysis, and the runs' count of points.
Use it on the many-runs folder of end_to_end.py, where analysis is most of the time.
"""

from __future__ import annotations

import argparse
import os
import time


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("path")
    parser.add_argument("--repeat", type=int, default=1, help="best of this many passes per rule")
    args = parser.parse_args()
    from lossdoctor import api
    from lossdoctor.engine import Settings, build_rules

    os.environ["LOSSDOCTOR_JOBS"] = "1"  # one process: the figures are CPU work, not pool effects
    began = time.perf_counter()
    runs = api.load([args.path]).runs
    loaded = time.perf_counter() - began
    points = sum(len(s) for run in runs for s in run.series.values())
    print(f"{len(runs)} runs, {points:,} live points; read + stitch {loaded:.2f} s "
          f"(one process); load %.1f %.1f %.1f" % os.getloadavg())
    rules = build_rules(Settings())
    for rule in rules:  # first calls import scipy and friends: keep that out of the figures
        for run in runs[:3]:
            list(rule.check(run))
    rows = []
    for rule in rules:
        best = best_cpu = float("inf")
        for _ in range(args.repeat):
            wall, cpu = time.perf_counter(), time.process_time()
            for run in runs:
                list(rule.check(run))
            best, best_cpu = min(best, time.perf_counter() - wall), min(best_cpu, time.process_time() - cpu)
        rows.append((best_cpu, best, rule))
    total_cpu = sum(r[0] for r in rows) or 1e-9
    print(f"{'rule':<34} {'wall':>9} {'CPU':>9} {'share':>6} {'per run':>9}")
    for cpu, wall, rule in sorted(rows, key=lambda r: -r[0]):
        print(f"{rule.code} {rule.name:<28} {wall:8.2f}s {cpu:8.2f}s {100 * cpu / total_cpu:5.1f}% "
              f"{1000 * cpu / max(len(runs), 1):7.1f}ms")
    print(f"{'all rules':<34} {sum(r[1] for r in rows):8.2f}s {total_cpu:8.2f}s")


if __name__ == "__main__":
    main()
