"""Time lossdoctor and the real competitors on the same files, each in a fresh process.

Every job runs under a lean middle process that reports the job's wall time and its peak
RSS (RUSAGE_CHILDREN, so the job's own peak, not the caller's). Nothing here is a constant
copied from elsewhere: every figure comes from a process started in this run.

- lossdoctor: `python -m lossdoctor inspect DIR --format json` (the whole process: start-up,
  imports, discovery, reading, output), and a child that times the read stage alone.
- tbparse: `SummaryReader(DIR).scalars` (plus `.tensors`, where TF2 keeps its scalars), the
  whole process.
- TensorBoard's Rust data server (`tensorboard_data_server`, the binary the installed
  tensorboard package ships): `--logdir DIR --checksum --reload once`, timed from its start
  until it logs that its load cycle finished; then stopped.
- a plain read: `open(f).read()` of every event file, in a fresh process (read stage only).
- wandb's own reader of `.wandb` files: `wandb leet inspect --json FILE` (wandb-core), the
  whole process, its output thrown away.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# The middle process: runs argv (stdout captured, or thrown away with "-"), prints the
# job's wall seconds, its last stdout line and the peak RSS of its children in KB.
_MIDDLE = """
import json, resource, subprocess, sys, time
quiet = sys.argv[1] == "-"
began = time.perf_counter()
done = subprocess.run(sys.argv[2:], stdout=subprocess.DEVNULL if quiet else subprocess.PIPE,
                      stderr=subprocess.PIPE, text=True)
wall = time.perf_counter() - began
last = "" if quiet else (done.stdout.strip().splitlines() or [""])[-1]
print(json.dumps({"wall": wall, "last": last, "rc": done.returncode, "err": done.stderr[-500:],
                  "peak_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}))
"""

# The Rust server: started, timed until "Finished load cycle" on its log, then stopped.
_RUST = """
import json, resource, subprocess, sys, time
began = time.perf_counter()
server = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
seconds, said = None, ""
for line in server.stderr:
    if "Finished load cycle" in line:
        seconds, said = time.perf_counter() - began, line.strip()
        break
server.kill()
server.wait()
print(json.dumps({"wall": seconds, "last": said, "rc": 0, "err": "",
                  "peak_kb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}))
"""


def _env() -> dict[str, str]:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def job(argv: list[str], quiet: bool = False, middle: str = _MIDDLE) -> dict[str, Any]:
    """One fresh process: wall seconds, last stdout line, peak MB."""
    args = [sys.executable, "-S", "-c", middle] + ([] if middle is _RUST else ["-" if quiet else "+"]) + argv
    out = subprocess.run(args, check=True, capture_output=True, text=True, env=_env()).stdout
    result: dict[str, Any] = json.loads(out.strip().splitlines()[-1])
    if result["rc"] != 0:
        raise RuntimeError(f"{argv[:4]} failed: {result['err']}")
    result["peak_mb"] = result.pop("peak_kb") * 1024 / 1e6  # ru_maxrss counts KiB; sizes here are in MB
    return result


def median(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Median wall time over runs, highest peak."""
    return {"wall": statistics.median(r["wall"] for r in runs), "peak_mb": max(r["peak_mb"] for r in runs),
            "last": runs[0]["last"], "runs": len(runs)}


_CHILD = """
import json, sys, time
from pathlib import Path
mode, target = sys.argv[1], Path(sys.argv[2])
if mode == "plain":
    files = sorted(p for p in target.rglob("*tfevents*")) if target.is_dir() else [target]
    began = time.perf_counter()
    size = 0
    for path in files:
        with open(path, "rb") as handle:
            size += len(handle.read())
    print(json.dumps({"seconds": time.perf_counter() - began, "bytes": size}))
elif mode == "tb":
    from lossdoctor.ingest.tensorboard import claim, read
    from lossdoctor.ingest.tensorboard import reader as _  # noqa: F401 (lazy import, not the read)
    began = time.perf_counter()
    units, _ = claim(sorted(p for p in target.rglob("*") if p.is_file()), target)
    raws = [raw for unit in units for raw in read(unit)]
    seconds = time.perf_counter() - began
    points = sum(len(s) for raw in raws for f in raw.fragments for s in f.series.values())
    print(json.dumps({"seconds": seconds, "points": points}))
elif mode == "wandb":
    from lossdoctor.ingest.wandb import run as wandb_run
    from wandb.proto import wandb_internal_pb2  # noqa: F401 (import, not the read)
    began = time.perf_counter()
    units, _ = wandb_run.claim([target], target.parent)
    raws = wandb_run.read(units[0])
    seconds = time.perf_counter() - began
    points = sum(len(s) for f in raws[0].fragments for s in f.series.values())
    print(json.dumps({"seconds": seconds, "points": points}))
elif mode == "tbparse":
    from tbparse import SummaryReader
    reader = SummaryReader(str(target))
    print(json.dumps({"points": len(reader.scalars) + len(reader.tensors)}))
"""


def child(mode: str, target: Path, repeat: int = 1) -> dict[str, Any]:
    """Run one mode of _CHILD `repeat` times; median of its own "seconds", the process's wall and peak."""
    return _combined([_child_once(mode, target) for _ in range(repeat)])


def alternated(jobs: list[tuple[str, Path]], repeat: int) -> list[dict[str, Any]]:
    """`child` for each (mode, target), over `repeat` rounds that take them in turn, so that
    a drift in the machine's speed (other tenants) touches each alike: for figures that are
    compared with each other."""
    rounds = [[_child_once(mode, target) for mode, target in jobs] for _ in range(repeat)]
    return [_combined([runs[i] for runs in rounds]) for i in range(len(jobs))]


def _child_once(mode: str, target: Path) -> dict[str, Any]:
    result = job([sys.executable, "-c", _CHILD, mode, str(target)])
    result.update(json.loads(result["last"]))
    return result


def _combined(runs: list[dict[str, Any]]) -> dict[str, Any]:
    out = median(runs)
    out.update({k: v for k, v in runs[0].items() if k not in ("wall", "peak_mb", "last", "seconds")})
    if "seconds" in runs[0]:
        out["seconds"] = statistics.median(r["seconds"] for r in runs)
        out["each"] = [r["seconds"] for r in runs]
    return out


def lossdoctor_process(target: Path, repeat: int) -> dict[str, Any]:
    """`lossdoctor inspect TARGET --format json` as a user runs it: the whole process."""
    return median([job([sys.executable, "-m", "lossdoctor", "inspect", str(target), "--format", "json"], quiet=True)
                   for _ in range(repeat)])


def rust_server(logdir: Path, repeat: int) -> dict[str, Any] | None:
    """The Rust data server's load cycle (None when the tensorboard package ships no binary)."""
    try:
        from tensorboard_data_server import server_binary
    except ImportError:
        return None
    binary = server_binary()
    if binary is None:
        return None
    argv = [binary, "--logdir", str(logdir), "--checksum", "--reload", "once", "--port", "0", "-v"]
    return median([job(argv, middle=_RUST) for _ in range(repeat)])


def wandb_reader(path: Path, repeat: int) -> dict[str, Any] | None:
    """`wandb leet inspect --json FILE`, output thrown away (None when the CLI is missing)."""
    cli = Path(sys.executable).parent / "wandb"
    if not cli.exists():
        return None
    return median([job([str(cli), "leet", "inspect", "--json", str(path)], quiet=True) for _ in range(repeat)])


def warm(target: Path) -> None:
    """Read the files once so that every reader finds them in the page cache."""
    for path in ([target] if target.is_file() else sorted(p for p in target.rglob("*") if p.is_file())):
        path.read_bytes()
