"""Time every registered rule on one long synthetic loss series (default 1,000,000 steps).

    .venv/bin/python benchmarks/analysis_speed.py [--steps 1000000] [--repeat 3]
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from lossdoctor.engine import Settings, build_rules
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.scenarios.curves import CurveParams, Effects, compose, data_noise, lr_schedule
from lossdoctor.stitch import stitch


def long_run(total: int, seed: int = 0) -> RawRun:
    """A power-law run of `total` steps with a few spikes, a dip, NaNs, an LR and a grad norm."""
    rng = np.random.default_rng(seed)
    params = CurveParams(data_sigma=0.02)
    steps = np.arange(total, dtype=np.int64)
    effects = Effects(steps)
    for at in rng.integers(total // 10, total - total // 10, 20):
        effects.spike(int(at), float(rng.uniform(1.5, 3.0)), float(rng.uniform(3, 300)))
    effects.dip(total // 2 + 7, 0.5, 3)
    effects.set_nan(total - total // 20, 5)
    values = compose(steps, params, data_noise(total, params, rng), steps,
                     rng.normal(0, params.step_sigma, total), effects)
    walls = 1.7e9 + steps * 0.5
    series = {
        "loss": Series.named("loss", steps, values, walls),
        "lr": Series.named("lr", steps, lr_schedule(steps, total, params), walls),
        "grad_norm": Series.named("grad_norm", steps, np.exp(rng.normal(0, 0.1, total)), walls),
    }
    return RawRun("speed", "synthetic", [Fragment("speed", series, float(walls[0]))], ["speed"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    run = stitch(long_run(args.steps))
    rules = build_rules(Settings())
    for rule in rules:  # warm up imports (scipy) outside the timings
        list(rule.check(stitch(long_run(2000))))
    total = total_cpu = 0.0
    print(f"{args.steps:,} steps, best of {args.repeat} (wall and CPU; the machine may be shared)")
    for rule in rules:
        best = best_cpu = float("inf")
        for _ in range(args.repeat):
            began, began_cpu = time.perf_counter(), time.process_time()
            found = list(rule.check(run))
            best = min(best, time.perf_counter() - began)
            best_cpu = min(best_cpu, time.process_time() - began_cpu)
        total += best
        total_cpu += best_cpu
        print(f"  {rule.code} {rule.name:<26} {best * 1000:8.1f} ms wall {best_cpu * 1000:8.1f} ms CPU"
              f"  {len(found)} results")
    print(f"  {'all rules':<32} {total * 1000:8.1f} ms wall {total_cpu * 1000:8.1f} ms CPU")
    print(f"  {'signal kernels':<32} {kernels(args.steps, args.repeat) * 1000:8.1f} ms CPU")


def kernels(steps: int, repeat: int) -> float:
    """CPU seconds (best of `repeat`) of the kernels most rules share: a rolling median of 51,
    a lagged median and a blockwise local sigma, on a random walk of `steps` points."""
    from lossdoctor.detectors import signal

    x = np.cumsum(np.random.default_rng(4).normal(size=steps)) * 1e-3
    signal.rolling_median(x[:1000], 51)  # imports scipy outside the timing
    best = float("inf")
    for _ in range(repeat):
        began = time.process_time()
        med = signal.rolling_median(x, 51)
        signal.lagged_median(x, 51, 2, centred=med)
        signal.local_sigma(x - med, block=500)
        best = min(best, time.process_time() - began)
    return best


if __name__ == "__main__":
    main()
