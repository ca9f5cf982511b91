"""Benchmark: the cost of one `watch` poll on a 1M-step x 4-tag TensorBoard run, and detection latency.

Usage: python benchmarks/watch_poll.py [--steps 1000000] [--new 100] [--polls 200]

The run is the cached file of `tensorboard_ingest.py` (made on first use), copied to a
temporary folder. The watch reads it whole once (the first poll: the state of the run
before the watch started). Then each poll appends `--new` steps of all 4 tags, framed as
the file's own records, and times the poll. Memory is the process's RSS early in the polls and
after the last one (flat: each series keeps only its newest `--window` points). Latency: a fast spike and an unrecovered one are appended, and the steps between
their onset and their event are counted (the poll size sets the resolution).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from tensorboard_ingest import _records, _series, generate  # noqa: E402

from lossdoctor.watch.loop import Options, Watcher, points_in  # noqa: E402


def _rss_mb() -> float:
    with open("/proc/self/statm") as handle:
        return int(handle.read().split()[1]) * resource.getpagesize() / 2**20


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--steps", type=int, default=1_000_000)
    parser.add_argument("--new", type=int, default=100)
    parser.add_argument("--polls", type=int, default=1000)
    parser.add_argument("--window", type=int, default=8192)
    args = parser.parse_args()
    source = generate(args.steps, "simple")
    extra = args.new * (args.polls + 80) + 10_000
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "run" / source.name
        path.parent.mkdir()
        shutil.copyfile(source, path)
        values, walls = _series(args.steps + extra, 1.5e9)
        values = values.copy()
        # The cached file's tags are random walks; the appended loss is a positive, slowly
        # falling curve with 1 % noise, so the spike detector has something to judge.
        new = np.arange(extra, dtype=np.float64)
        noise = np.random.default_rng(3).normal(0, 0.01, extra)
        curve = (2.0 + 0.5 * np.exp(-new / 50_000)) * (1 + noise)
        values[args.steps:, 0] = curve.astype(np.float32)  # train/loss
        values[args.steps:, 1] = np.float32(3e-4)  # train/lr
        values[args.steps:, 2] = (1.0 + 0.05 * np.abs(noise) * 10).astype(np.float32)  # train/grad_norm
        values[args.steps:, 3] = (curve[::1] * 1.05).astype(np.float32)  # eval/loss
        watcher = Watcher(Options(paths=[path.parent], interval=0.0, window=args.window), notes=lambda _: None)
        t0 = time.perf_counter()
        watcher.poll()
        first = time.perf_counter() - t0
        step = args.steps

        def append(n: int) -> None:
            nonlocal step
            with path.open("ab") as out:
                out.write(_records("simple", step, step + n, values, walls))
            step += n

        rss0 = 0.0
        times, cpu = [], []
        spurious = 0
        for index in range(args.polls):
            if index == min(100, args.polls // 2):
                rss0 = _rss_mb()  # after the first poll's whole-run buffers are gone
            append(args.new)
            t, c = time.perf_counter(), time.process_time()
            events = watcher.poll()
            times.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
            if step - args.steps > args.window:  # once the window holds only the appended curve
                spurious += len(events)
        rss1 = _rss_mb()
        idle = []
        for _ in range(20):
            t = time.perf_counter()
            watcher.poll()
            idle.append(time.perf_counter() - t)
        run = next(iter(watcher.runs.values()))

        def latency(onset: int, length: int, want: str, limit: int) -> int | None:
            """Steps from onset to the event (`want`: "new" or an escalation to error)."""
            values[onset:onset + length, 0] *= 2.5
            while step < onset + limit:
                append(args.new)
                for event in watcher.poll():
                    if event.finding.code == "LD101" and abs(event.finding.start_step - onset) <= 2:
                        if want == "new" and event.event == "new":
                            return step - onset
                        if want == "error" and event.finding.severity.label == "error":
                            return step - onset
            return None

        fast = latency(step + 250, 10, "new", 2000)
        for _ in range(30):  # let the fast spike's verdict settle before the next one
            append(args.new)
            watcher.poll()
        never = latency(step + 250, 10**9, "error", 4000)

    p50, p95 = statistics.median(times), float(np.percentile(times, 95))
    print(f"run: {args.steps:,} steps x 4 tags ({source.stat().st_size / 2**20:.0f} MB); "
          f"first poll (read and analyse everything): {first:.2f} s")
    print(f"poll with {args.new} new steps x 4 tags: median {p50 * 1000:.1f} ms (CPU "
          f"{statistics.median(cpu) * 1000:.1f} ms), p95 {p95 * 1000:.1f} ms "
          f"over {args.polls} polls (target < 50 ms); {spurious} events on the steady curve once the "
          "window held only it")
    print(f"poll with no new data: median {statistics.median(idle) * 1000:.2f} ms")
    print(f"memory: RSS {rss0:.0f} MB at poll {min(100, args.polls // 2)}, {rss1:.0f} MB after poll {args.polls}; "
          f"points held {points_in(run):,} (4 series x the {args.window}-point window)")
    print(f"latency: fast spike reported {fast} steps after its onset (rise window 20 steps + one poll "
          f"of {args.new}); unrecovered spike escalated to error {never} steps after its onset "
          f"(recovery horizon 1000 steps)")


if __name__ == "__main__":
    main()
