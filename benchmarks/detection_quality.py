"""Precision/recall of every registered detector over the scenario catalogue.

    .venv/bin/python benchmarks/detection_quality.py [--seeds 20] [--kinds spike,dip] [-v]
    .venv/bin/python benchmarks/detection_quality.py --diagnose   # instability, degenerate, epochs

`--diagnose` scores the at-a-glance diagnoses (thrashing, dead runs, epoch staircases, Keras
running means, multi-term losses) with their negative controls; targets: recall >= 0.95 and
no false positive on the controls.
"""

from __future__ import annotations

import argparse
import time

from lossdoctor.engine import Settings, build_rules
from lossdoctor.scenarios import CATALOGUE, generate
from lossdoctor.scenarios.evaluate import evaluate, table


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--scenarios", default="", help="comma-separated names (default: all)")
    parser.add_argument("--kinds", default="", help="only print these kinds")
    parser.add_argument("-v", "--verbose", action="store_true", help="list misses and false positives")
    parser.add_argument("--diagnose", action="store_true", help="only the at-a-glance diagnosis scenarios")
    args = parser.parse_args()
    names = [n for n in args.scenarios.split(",") if n] or list(CATALOGUE)
    if args.diagnose:
        from lossdoctor.scenarios.diagnose import SCENARIOS

        names = list(SCENARIOS)
    rules = build_rules(Settings())
    began = time.perf_counter()
    scores = evaluate((generate(name, seed) for name in names for seed in range(args.seeds)), rules)
    elapsed = time.perf_counter() - began
    if args.kinds:
        keep = set(args.kinds.split(","))
        scores = {k: v for k, v in scores.items() if k in keep}
    print(f"{len(names)} scenarios x {args.seeds} seeds, {len(rules)} rules, {elapsed:.1f} s")
    print(table(scores))
    if args.verbose:
        for kind, score in sorted(scores.items()):
            for line in score.misses + score.false:
                print(f"  [{kind}] {line}")


if __name__ == "__main__":
    main()
