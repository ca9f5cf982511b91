"""Benchmark fleet checks: N small runs of mixed formats in moto's S3 server on 127.0.0.1.

Run: .venv/bin/python benchmarks/fleet.py [--runs 2000] [--local-runs 1000] [--steps 300] [--json FILE]

Measures `lossdoctor check s3://... --exit-zero` with its default summary (each in a fresh
process, as a nightly job runs it):
  - one process (LOSSDOCTOR_JOBS=1);
  - the local pool (two workers);
  - a 2-worker Dask LocalCluster (--executor dask);
  - the first pass with --cache, then a re-check of the unchanged fleet (target: >= 20x faster);
and, on local disk, a cached re-check of --local-runs unchanged runs. Prints runs/s and peak
memory (the client's and its largest child's max RSS), then a projection for 100,000 runs on a
50-node cluster from the measured per-run cost and listing cost. Needs lossdoctor[s3,dask] and
moto[server] (the test extras).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import resource
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

FORMATS = ("csv", "jsonl", "llmc", "hf", "tensorboard")


def _loss(step: int, seed: int) -> float:
    return 2.5 + 6.0 / math.sqrt(step + 1) + 0.03 * math.sin(step * 0.37 + seed)


def _spike(step: int, seed: int) -> float:
    at = 100 + seed % 150
    return 2.0 if at <= step < at + 8 else 1.0


def write_run(folder: Path, index: int, steps: int) -> None:
    """One small run of the index's format (five formats in turn)."""
    kind = FORMATS[index % len(FORMATS)]
    seed = index
    folder.mkdir(parents=True, exist_ok=True)
    values = [(s, _loss(s, seed) * (_spike(s, seed) if index % 3 == 0 else 1.0)) for s in range(steps)]
    if kind == "csv":
        lines = ["step,wall_time,loss,lr"] + [f"{s},{1.76e9 + 2 * s},{v:.6f},{3e-4:.6f}" for s, v in values]
        (folder / "metrics.csv").write_text("\n".join(lines) + "\n")
    elif kind == "jsonl":
        (folder / "log.jsonl").write_text("".join(json.dumps({"step": s, "time": 1.76e9 + s, "loss": v, "lr": 3e-4}) + "\n"
                                                  for s, v in values))
    elif kind == "llmc":
        (folder / "main.log").write_text("".join(f"s:{s} trl:{v:.4f} lr:0.000300 norm:0.50\n" for s, v in values))
    elif kind == "hf":
        history = [{"epoch": s / steps, "learning_rate": 3e-4, "loss": v, "step": s} for s, v in values if s]
        state = {"best_metric": None, "epoch": 1.0, "global_step": steps - 1, "is_world_process_zero": True,
                 "log_history": history, "max_steps": steps - 1, "num_train_epochs": 1}
        (folder / "trainer_state.json").write_text(json.dumps(state))
    else:
        _write_tensorboard(folder, values)


def _write_tensorboard(folder: Path, values: list[tuple[int, float]]) -> None:
    """Scalars written with tensorboard's own event writer."""
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    writer = EventFileWriter(str(folder), filename_suffix="")
    for step, value in values:
        summary = summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag="train/loss", simple_value=value)])
        writer.add_event(event_pb2.Event(step=step, wall_time=1.76e9 + step, summary=summary))
    writer.close()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def child(argv: list[str], out: str) -> None:
    """Run the CLI here and write time and peak memory to `out` (a fresh process per mode)."""
    from lossdoctor.cli import main

    began = time.perf_counter()
    code = main(argv)
    seconds = time.perf_counter() - began
    kib = 1024 if sys.platform != "darwin" else 1
    Path(out).write_text(json.dumps({
        "code": code, "seconds": seconds,
        "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * kib / 2**20,
        "child_rss_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * kib / 2**20,
    }))


def measure(argv: list[str], env: dict[str, str]) -> dict[str, Any]:
    with tempfile.NamedTemporaryFile(suffix=".json", delete=False) as handle:
        out = handle.name
    subprocess.run([sys.executable, __file__, "--child", out, "--", *argv], env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    figures: dict[str, Any] = json.loads(Path(out).read_text())
    os.unlink(out)
    return figures


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--local-runs", type=int, default=1000)
    parser.add_argument("--steps", type=int, default=300)
    parser.add_argument("--json", type=Path, help="also write the figures as run_all rows to FILE")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    parser.add_argument("rest", nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        child(args.rest, args.child)
        return

    import logging

    import boto3
    from moto.server import ThreadedMotoServer

    logging.getLogger("werkzeug").setLevel(logging.ERROR)  # moto's server logs every request

    port = _free_port()
    server = ThreadedMotoServer(ip_address="127.0.0.1", port=port, verbose=False)
    server.start()
    endpoint = f"http://127.0.0.1:{port}"
    env = dict(os.environ, AWS_ACCESS_KEY_ID="bench", AWS_SECRET_ACCESS_KEY="bench", AWS_DEFAULT_REGION="us-east-1",
               AWS_ENDPOINT_URL=endpoint, FSSPEC_S3_ENDPOINT_URL=endpoint)
    env["PYTHONPATH"] = str(Path(__file__).resolve().parent.parent) + os.pathsep + env.get("PYTHONPATH", "")
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        # Bytecode as an install has it (the source tree may be run with PYTHONDONTWRITEBYTECODE):
        # compiled once into the scratch folder, never into the source tree.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = str(tmp / "pycache")
        fleet = tmp / "fleet"
        began = time.perf_counter()
        for index in range(args.runs):
            write_run(fleet / f"run-{index:05d}", index, args.steps)
        client = boto3.client("s3", endpoint_url=endpoint, region_name="us-east-1",
                              aws_access_key_id="bench", aws_secret_access_key="bench")
        client.create_bucket(Bucket="team-logs")
        files = sorted(p for p in fleet.rglob("*") if p.is_file())
        for path in files:
            client.put_object(Bucket="team-logs", Key=f"runs/{path.relative_to(fleet).as_posix()}",
                              Body=path.read_bytes())
        size = sum(p.stat().st_size for p in files) / 2**20
        print(f"load average before: {os.getloadavg()[0]:.1f} (2 cores shared)")
        print(f"fleet: {args.runs} runs ({', '.join(FORMATS)}), {len(files)} objects, {size:.1f} MB, "
              f"{args.steps} steps each, in moto's S3 on 127.0.0.1 (made in {time.perf_counter() - began:.0f} s)")
        url = "s3://team-logs/runs"

        # The listing alone: one recursive listing of the prefix.
        listing = json.loads(subprocess.run(
            [sys.executable, "-c", "import json,time;from lossdoctor.remote.fs import list_prefix;"
             f"list_prefix({url!r});t=time.perf_counter();r,f=list_prefix({url!r});"
             "print(json.dumps([time.perf_counter()-t,len(f)]))"],
            env=env, check=True, capture_output=True, text=True).stdout)
        print(f"  listing           {listing[0]:7.2f} s  for {listing[1]} objects "
              f"({1e3 * listing[0] / max(1, listing[1]):.2f} ms per object)")
        results: dict[str, dict[str, Any]] = {}
        modes = [
            ("one process", ["check", url, "--exit-zero"], {"LOSSDOCTOR_JOBS": "1"}),
            ("local pool", ["check", url, "--exit-zero"], {}),
            ("dask, 2 workers", ["check", url, "--exit-zero", "--executor", "dask"], {}),
            ("cache, first pass", ["check", url, "--exit-zero", "--cache", str(tmp / "cache")], {}),
            ("cache, re-check", ["check", url, "--exit-zero", "--cache", str(tmp / "cache")], {}),
        ]
        for name, argv, extra in modes:
            figures = measure(argv, {**env, **extra})
            results[name] = figures
            print(f"  {name:18s}{figures['seconds']:7.2f} s  {args.runs / figures['seconds']:8.1f} runs/s   "
                  f"peak {figures['rss_mb']:5.0f} MB (largest child {figures['child_rss_mb']:4.0f} MB)")
        speedup = results["cache, first pass"]["seconds"] / results["cache, re-check"]["seconds"]
        print(f"  cache re-check is {speedup:.0f}x faster than the first pass (target >= 20x)")

        # Local disk: a cached re-check of unchanged small runs.
        local = fleet if args.local_runs >= args.runs else tmp / "local"
        if local != fleet:
            for index in range(args.local_runs):
                write_run(local / f"run-{index:05d}", index, args.steps)
        cache = tmp / "local-cache"
        first = measure(["check", str(local), "--exit-zero", "--cache", str(cache)], env)
        again = measure(["check", str(local), "--exit-zero", "--cache", str(cache)], env)
        n_local = min(args.local_runs, args.runs)
        print(f"  local disk, {n_local} runs: first pass {first['seconds']:.2f} s, cached re-check "
              f"{again['seconds']:.2f} s ({1e3 * again['seconds'] / n_local:.2f} ms per unchanged run)")
    server.stop()
    print(f"load average after: {os.getloadavg()[0]:.1f}")

    per_run = results["one process"]["seconds"] / args.runs  # one core's cost of one run, with its fetch
    list_per_object = listing[0] / max(1, listing[1])
    objects_per_run = listing[1] / args.runs
    nodes, cores = 50, 8
    analyse = 100_000 * per_run / (nodes * cores)
    lists = 100_000 * objects_per_run * list_per_object
    cached = results["cache, re-check"]["seconds"] / args.runs * 100_000
    print(f"\nProjection, 100,000 runs on a 50-node cluster of {cores} cores each: one run costs "
          f"{1e3 * per_run:.0f} ms of one core here (fetch, read, stitch, analyse) and the listing "
          f"{1e3 * list_per_object:.2f} ms per object, so a full check is about {lists:.0f} s of listing "
          f"(one client, sequential pages) plus {analyse:.0f} s of analysis spread over {nodes * cores} workers, "
          f"if the scheduler keeps up (Dask schedules a few thousand tasks a second, so 100,000 tasks add "
          f"about {100_000 / 3000:.0f} s). A nightly re-check of an unchanged fleet costs the listing plus "
          f"one load of the whole check's cache entry (its reports): about {cached:.0f} s on one client "
          f"at this machine's rate.")
    if args.json:
        rows = [
            {"figure": f"fleet: one process, {args.runs} runs", "measured":
                f"{args.runs / results['one process']['seconds']:.0f} runs/s"},
            {"figure": "fleet: local pool", "measured": f"{args.runs / results['local pool']['seconds']:.0f} runs/s"},
            {"figure": "fleet: dask, 2 workers", "measured":
                f"{args.runs / results['dask, 2 workers']['seconds']:.0f} runs/s"},
            {"figure": "fleet: cached re-check vs first pass", "measured": f"{speedup:.0f}x", "target": ">= 20x",
             "ok": speedup >= 20},
            {"figure": f"fleet: cached re-check, {n_local} local runs", "measured":
                f"{again['seconds']:.2f} s"},
        ]
        args.json.write_text(json.dumps(rows))


if __name__ == "__main__":
    main()
