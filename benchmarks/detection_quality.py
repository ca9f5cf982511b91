"""Precision/recall of every registered detector over the scenario catalogue.

    .venv/bin/python benchmarks/detection_quality.py [--seeds 20] [--kinds spike,dip] [-v]
    .venv/bin/python benchmarks/detection_quality.py --diagnose   # instability, degenerate, epochs
    .venv/bin/python benchmarks/detection_quality.py --schedule --seeds 40   # one table per family
    .venv/bin/python benchmarks/detection_quality.py --judgment --seeds 40   # issue 32's families

`--diagnose` scores the at-a-glance diagnoses (thrashing, dead runs, epoch staircases, Keras
running means, multi-term losses) with their negative controls; targets: recall >= 0.95 and
no false positive on the controls.

`--schedule` scores the families where the logged schedule moves the loss (SGDR restarts, an
LR step-up, a re-warm-up after a resume, a real spike on a restart bump, a switched-off loss
term), each family on its own; target: precision and recall 1.00.

`--judgment` scores issue 32's families (recurring spikes that grow, a spike with a grad-norm
burst and a loss-scale drop, a signed RL objective with an outlier, short curves, and their
controls), each on its own; target: precision 1.00, recall reported.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from lossdoctor.detectors.base import Rule
from lossdoctor.engine import Settings, build_rules
from lossdoctor.scenarios import CATALOGUE, generate
from lossdoctor.scenarios.catalogue import SPIKE_BANDS
from lossdoctor.scenarios.evaluate import evaluate, table

# Targets on the spike magnitude bands (issue: catch what a z > 7 rule catches).
BAND_RECALL, BAND_PRECISION = 0.98, 1.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=20)
    parser.add_argument("--scenarios", default="", help="comma-separated names (default: all)")
    parser.add_argument("--kinds", default="", help="only print these kinds")
    parser.add_argument("-v", "--verbose", action="store_true", help="list misses and false positives")
    parser.add_argument("--diagnose", action="store_true", help="only the at-a-glance diagnosis scenarios")
    parser.add_argument("--schedule", action="store_true", help="the schedule families, one table each")
    parser.add_argument("--judgment", action="store_true", help="issue 32's families, one table each")
    args = parser.parse_args()
    names = [n for n in args.scenarios.split(",") if n] or list(CATALOGUE)
    if args.diagnose:
        from lossdoctor.scenarios.diagnose import SCENARIOS

        names = list(SCENARIOS)
    rules = build_rules(Settings())
    if args.schedule:
        print(family_table(args.seeds, rules))
        return
    if args.judgment:
        from lossdoctor.scenarios.judgment import FAMILIES

        print(family_table(args.seeds, rules, [fn.__name__ for fn in FAMILIES], "issue 32 families",
                           "target precision 1.00; recall reported"))
        return
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
    bands = [n for n in SPIKE_BANDS if n in names]
    if bands:
        print(band_table(bands, args.seeds, rules))


def family_table(seeds: int, rules: Sequence[Rule], names: Sequence[str] | None = None,
                 title: str = "schedule families", target: str = "target precision and recall 1.00") -> str:
    """Every kind each family is judged on, family by family (default: the schedule families)."""
    from lossdoctor.scenarios.schedules import SCENARIOS

    lines = [f"{title} ({seeds} seeds each; {target})"]
    for name in names or SCENARIOS:
        scores = evaluate((generate(name, seed) for seed in range(seeds)), rules)
        tp, fn, fp = (sum(getattr(s, key) for s in scores.values()) for key in ("tp", "fn", "fp"))
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        verdict = "PASS" if fp == 0 and (fn == 0 or names) else "MISS"
        lines.append(f"{name:<26}TP {tp:>4}  FN {fn:>3}  FP {fp:>3}  precision {precision:.3f}  "
                     f"recall {recall:.3f}  {verdict}")
        lines += [f"    {line}" for s in scores.values() for line in s.misses + s.false]
    return "\n".join(lines)


def band_table(names: list[str], seeds: int, rules: list) -> str:  # type: ignore[type-arg]
    """Spike recall and precision per magnitude band; controls count any spike near a bump."""
    lines = ["", f"spike bands ({seeds} seeds each; target recall >= {BAND_RECALL:.2f}, "
             f"precision {BAND_PRECISION:.2f})",
             f"{'band':<46}{'TP':>5}{'FN':>5}{'FP':>5}{'precision':>11}{'recall':>8}  verdict"]
    for name in names:
        score = evaluate((generate(name, seed) for seed in range(seeds)), rules).get("spike")
        tp, fn, fp = (score.tp, score.fn, score.fp) if score else (0, 0, 0)
        precision = tp / (tp + fp) if tp + fp else 1.0
        recall = tp / (tp + fn) if tp + fn else 1.0
        ok = precision >= BAND_PRECISION and recall >= BAND_RECALL
        lines.append(f"{SPIKE_BANDS[name]:<46}{tp:>5}{fn:>5}{fp:>5}{precision:>11.3f}{recall:>8.3f}  "
                     f"{'PASS' if ok else 'MISS'}")
    return "\n".join(lines)


if __name__ == "__main__":
    main()
