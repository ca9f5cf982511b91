"""Benchmark the whole tool as a user runs it: one huge run, 200 small runs, and start-up.

Usage: python benchmarks/end_to_end.py [--parts big,many,startup] [--steps 1000000]
           [--styles simple,tf2] [--runs 200] [--repeat 3] [--startup-repeat 10] [--json FILE]

big      `lossdoctor analyze --format json` on a 1,000,000-step x 4-tag TensorBoard run (the cached
         file of tensorboard_ingest.py). Targets: wall < 3 s, peak RSS < 1 GB.
many     the same on a folder of 200 runs (half TensorBoard, half CSV, ~5,000 steps each, written
         by lossdoctor.scenarios.writers), also with the worker pool forced off
         (LOSSDOCTOR_JOBS=1), to show that both cores are used (CPU/wall > 1.5, speed-up > 1.3x);
         plus the read stage alone, with and without the pool (informational).
startup  `lossdoctor --help` and `lossdoctor rules` (median of fresh processes; target < 0.3 s),
         and the slowest imports of `import lossdoctor.cli` from `python -X importtime`.

Every timed command runs in a fresh process started by a lean middle process that reports the
command's wall time and its RUSAGE_CHILDREN: CPU time (worker processes included) and peak RSS
(the largest single process, not a sum). The load average is printed with every figure because
the machine is shared.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = HERE / "_data"
TAGS = ("train/loss", "train/lr", "train/grad_norm", "eval/loss")


@dataclass
class Figure:
    """One measured figure, as run_all.py collects it."""

    figure: str
    measured: str
    target: str
    ok: bool | None  # None: informational, or not available


FIGURES: list[Figure] = []


def note(figure: str, measured: str, target: str = "", ok: bool | None = None) -> None:
    """Record a figure and print it at once."""
    FIGURES.append(Figure(figure, measured, target, ok))
    verdict = {True: "PASS", False: "MISS", None: ""}[ok]
    print(f"  {figure:<48} {measured:<34} {target:<12} {verdict}", flush=True)


def load() -> str:
    return "load %.1f %.1f %.1f" % os.getloadavg()


# The middle process: runs argv[2:], stdout to the file argv[1] ("-" discards it), and prints
# one JSON line with the wall time and RUSAGE_CHILDREN of that command alone.
_MIDDLE = """
import json, resource, subprocess, sys, time
out = subprocess.DEVNULL if sys.argv[1] == "-" else open(sys.argv[1], "wb")
began = time.perf_counter()
done = subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.PIPE)
wall = time.perf_counter() - began
use = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"wall": wall, "cpu": use.ru_utime + use.ru_stime, "peak_mb": use.ru_maxrss * 1024 / 1e6,
                  "rc": done.returncode, "stderr": done.stderr.decode(errors="replace")[-3000:]}))
"""


@dataclass
class Job:
    wall: float
    cpu: float
    peak_mb: float
    rc: int
    stderr: str

    def failure(self) -> str:
        """The command's last stderr line, for a "not available" figure."""
        lines = [line for line in self.stderr.splitlines() if line.strip()]
        return f"exit {self.rc}: {lines[-1][:150] if lines else 'no message'}"


def timed(argv: list[str], stdout: Path | None = None, env: dict[str, str] | None = None) -> Job:
    """Run argv in a fresh process (with `env` added to the environment); its wall time,
    CPU time and peak RSS."""
    out = subprocess.run([sys.executable, "-S", "-c", _MIDDLE, str(stdout) if stdout else "-", *argv],
                         check=True, capture_output=True, text=True, env={**os.environ, **(env or {})}).stdout
    return Job(**json.loads(out.strip().splitlines()[-1]))


def lossdoctor() -> list[str]:
    """The installed console script next to this interpreter, else `python -m lossdoctor`."""
    script = Path(sys.executable).with_name("lossdoctor")
    return [str(script)] if script.exists() else [sys.executable, "-m", "lossdoctor"]


# -- big: one 1M-step run -------------------------------------------------------------------

def big_run(steps: int, style: str) -> Path:
    """The folder of the cached 1M-step TensorBoard file (tensorboard_ingest.py makes it)."""
    sys.path.insert(0, str(HERE))
    try:
        from tensorboard_ingest import generate  # type: ignore[import-not-found]
    except Exception:  # noqa: BLE001 - that script is someone else's; fall back to the slow writer
        if style != "simple":
            raise RuntimeError(f"no generator for the {style} layout (tensorboard_ingest.py missing)") from None
        return _write_tb(steps)
    return Path(generate(steps, style)).parent


def _write_tb(steps: int) -> Path:
    """Fallback: the same run through tensorboard's own writer (minutes for 1M steps)."""
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    folder = DATA / f"e2e-tb-{steps}"
    if (folder / "done.json").exists():
        return folder
    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*tfevents*"):
        old.unlink()
    writer = EventFileWriter(str(folder), max_queue_size=10_000)
    for step in range(steps):
        for k, tag in enumerate(TAGS):
            value = summary_pb2.Summary.Value(tag=tag, simple_value=3.0 / (1 + step / 1000) + k)
            writer.add_event(event_pb2.Event(wall_time=1.7e9 + step, step=step,
                                             summary=summary_pb2.Summary(value=[value])))
    writer.close()
    (folder / "done.json").write_text(json.dumps({"steps": steps}))
    return folder


def part_big(steps: int, repeat: int, style: str) -> None:
    label = f"e2e {steps // 1000}k x {len(TAGS)} TB {style}"
    try:
        folder = big_run(steps, style)
    except Exception as exc:  # noqa: BLE001 - the generator is someone else's
        note(f"{label}: analyze wall", f"not available ({type(exc).__name__}: {str(exc)[:100]})", "< 3 s")
        return
    size = sum(p.stat().st_size for p in folder.glob("*tfevents*")) / 1e6
    print(f"\n[big] analyze --format json on {steps:,} steps x {len(TAGS)} tags, {style} layout ({size:.0f} MB, "
          f"{folder.relative_to(HERE.parent)}); {load()}")
    for path in folder.glob("*tfevents*"):  # page cache: every timing reads warm bytes
        path.read_bytes()
    jobs = []
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        for _ in range(repeat):
            job = timed([*lossdoctor(), "analyze", str(folder), "--format", "json"], out)
            if job.rc != 0:
                note(f"{label}: analyze wall", f"not available ({job.failure()})", "< 3 s")
                return
            jobs.append(job)
        points = _points(out)
    if points != steps * len(TAGS):
        note(f"{label}: analyze wall", f"not available (report holds {points:,} points)", "< 3 s")
        return
    wall = statistics.median(j.wall for j in jobs)
    cpu = statistics.median(j.cpu for j in jobs)
    peak = max(j.peak_mb for j in jobs)
    note(f"{label}: analyze wall (median)", f"{wall:.2f} s (of {len(jobs)}; {load()})", "< 3 s", wall < 3)
    note(f"{label}: analyze CPU time (median)", f"{cpu:.2f} s", "< 3 s", cpu < 3)
    note(f"{label}: peak RSS", f"{peak:.0f} MB", "< 1024 MB", peak < 1024)


def _points(report: Path) -> int:
    """Live points over every series of every run in a JSON report (-1 if unreadable)."""
    try:
        runs = json.loads(report.read_text())["runs"]
        return sum(int(s["points"]) for run in runs for s in run["series"])
    except (OSError, ValueError, KeyError, TypeError):
        return -1


# -- many: 200 small runs ---------------------------------------------------------------------

def many_runs(count: int) -> Path:
    """A folder of `count` scenario runs, alternately TensorBoard and CSV (cached)."""
    folder = DATA / f"runs-{count}"
    if (folder / "done.json").exists():
        return folder
    from lossdoctor.scenarios import CATALOGUE, generate
    from lossdoctor.scenarios.writers import write

    names = sorted(CATALOGUE)
    for index in range(count):
        scenario = generate(names[index % len(names)], seed=index // len(names))
        write(scenario, "tensorboard" if index % 2 == 0 else "csv", folder / f"r{index:03d}")
    (folder / "done.json").write_text(json.dumps({"runs": count}))
    return folder


# A fresh process that times the read stage (api.load) alone, with or without the worker pool,
# after one untimed load (imports and page cache warm).
_LOAD = """
import json, resource, sys, time
from lossdoctor import api
from lossdoctor.discover import discover
units = len(discover([sys.argv[1]]).units)
if sys.argv[2] == "serial":
    import os
    os.environ["LOSSDOCTOR_JOBS"] = "1"
api.load([sys.argv[1]])  # once untimed: the readers' imports are not part of the figure
before = resource.getrusage(resource.RUSAGE_CHILDREN)
began, cpu = time.perf_counter(), time.process_time()
loaded = api.load([sys.argv[1]])
wall, cpu = time.perf_counter() - began, time.process_time() - cpu
use = resource.getrusage(resource.RUSAGE_CHILDREN)
children = use.ru_utime + use.ru_stime - before.ru_utime - before.ru_stime
print(json.dumps({"units": units, "runs": len(loaded.runs), "wall": wall, "cpu": cpu + children}))
"""


def part_many(count: int, repeat: int) -> None:
    began = time.perf_counter()
    folder = many_runs(count)
    made = time.perf_counter() - began
    print(f"\n[many] {count} runs in {folder.relative_to(HERE.parent)}"
          f"{f' (written in {made:.0f} s)' if made > 1 else ''}; {load()}")
    try:
        from lossdoctor import api
    except Exception as exc:  # noqa: BLE001 - the package may be mid-edit
        note(f"e2e {count} runs: analyze wall", f"not available ({type(exc).__name__}: {exc})", "both cores")
        return
    jobs: dict[str, list[Job]] = {"pool": [], "serial": []}
    loads: dict[str, list[dict[str, float]]] = {"pool": [], "serial": []}
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        for _ in range(repeat):  # interleaved, so that a change in load hits both modes alike
            for mode in jobs:
                job = timed([*lossdoctor(), "analyze", str(folder), "--format", "json"], out,
                            env={"LOSSDOCTOR_JOBS": "1"} if mode == "serial" else None)
                if job.rc != 0:
                    note(f"e2e {count} runs: analyze wall", f"not available ({job.failure()})", "both cores")
                    return
                jobs[mode].append(job)
            for mode in loads:
                done = subprocess.run([sys.executable, "-c", _LOAD, str(folder), mode], capture_output=True, text=True)
                if done.returncode != 0:
                    note(f"e2e {count} runs: read stage ({mode})", "not available (load failed)")
                    return
                loads[mode].append(json.loads(done.stdout.strip().splitlines()[-1]))
        runs = len(json.loads(out.read_text())["runs"])
        points = _points(out)
    wall = statistics.median(j.wall for j in jobs["pool"])
    cpu = statistics.median(j.cpu for j in jobs["pool"])
    one = statistics.median(j.wall for j in jobs["serial"])
    units = loads["pool"][0]["units"]
    pool_wall = statistics.median(r["wall"] for r in loads["pool"])
    pool_cpu = statistics.median(r["cpu"] for r in loads["pool"])
    serial_wall = statistics.median(r["wall"] for r in loads["serial"])
    note(f"e2e {count} runs: analyze wall (median)", f"{wall:.2f} s ({runs} runs, {points / 1e6:.1f} M points)",
         "", None)
    # Both cores busy means CPU time (the workers' included) well above wall time, and the
    # command clearly faster than the same command kept in one process.
    note(f"e2e {count} runs: analyze CPU / wall", f"{cpu / wall:.2f} (CPU {cpu:.2f} s; {load()})",
         "> 1.5 (2 cores)", cpu / wall > 1.5)
    note(f"e2e {count} runs: analyze speed-up vs one process", f"{one / wall:.2f}x ({one:.2f} s with "
         "LOSSDOCTOR_JOBS=1)", "> 1.3x", one / wall > 1.3)
    # Informational: reading alone gains less (many small reads; forked workers pay
    # copy-on-write page faults on the parent's heap).
    note(f"e2e {count} runs: read stage CPU / wall", f"{pool_cpu / pool_wall:.2f} ({units} units, pool)")
    note(f"e2e {count} runs: read stage speed-up vs serial",
         f"{serial_wall / pool_wall:.2f}x ({serial_wall:.2f} s -> {pool_wall:.2f} s)", "", None)
    note(f"e2e {count} runs: read stage share of analyze", f"{100 * pool_wall / wall:.0f} %", "", None)


# -- startup ------------------------------------------------------------------------------------

def regular_install() -> tuple[list[str], dict[str, str]]:
    """A regular (non-editable) install of this tree: its console script and environment.

    `pip install --target` builds a wheel and installs it with compiled bytecode, as a user's
    `pip install lossdoctor` does; the dependencies come from this interpreter's environment.
    """
    target = HERE / "_data" / "startup-install"
    shutil.rmtree(target, ignore_errors=True)
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target",
                    str(target), str(HERE.parent)], check=True, capture_output=True)
    return [str(target / "bin" / "lossdoctor")], {"PYTHONPATH": str(target)}


def part_startup(repeat: int) -> None:
    print(f"\n[startup] median of {repeat} fresh processes of a regular install, after one "
          f"untimed run each; {load()}")
    script, env = regular_install()
    # The untimed runs bring the interpreter's and the packages' files back into the page
    # cache, which the big inputs before this part may have pushed out.
    timed([sys.executable, "-c", "pass"])
    for argv in ([*script, "--help"], [*script, "rules"]):
        timed(argv, env=env)
    base = statistics.median(timed([sys.executable, "-c", "pass"]).wall for _ in range(repeat))
    note("python -c pass (interpreter alone)", f"{base:.3f} s", "", None)
    for args, limit in ((["--help"], 0.2), (["rules"], 0.3), (["check", "--help"], 0.2)):
        jobs = [timed([*script, *args], env=env) for _ in range(repeat)]
        if any(j.rc != 0 for j in jobs):
            failed = next(j for j in jobs if j.rc != 0)
            note(f"lossdoctor {' '.join(args)}", f"not available ({failed.failure()})", f"< {limit} s")
            continue
        wall = statistics.median(j.wall for j in jobs)
        note(f"lossdoctor {' '.join(args)} (median)", f"{wall:.3f} s", f"< {limit} s", wall < limit)
    for label, code in (("import lossdoctor.cli", "import lossdoctor.cli"),
                        ("lossdoctor rules", "from lossdoctor.cli import main; main(['rules'])")):
        print(f"\n  slowest imports of `{label}` (python -X importtime, cumulative):")
        for line in import_offenders(code):
            print(f"    {line}")


def import_offenders(code: str, top: int = 12) -> list[str]:
    """The costliest outside imports, each with the lossdoctor module that pulls it in."""
    done = subprocess.run([sys.executable, "-X", "importtime", "-c", code], capture_output=True, text=True)
    rows = []  # (cumulative ms, depth, name), children listed before their parent
    for line in done.stderr.splitlines():
        match = re.match(r"import time:\s+\d+ \|\s+(\d+) \|( *)(\S+)", line)
        if match:
            rows.append((int(match[1]) / 1000, len(match[2]) // 2, match[3]))
    entries = []
    for index, (cum, depth, name) in enumerate(rows):
        parent = next((r[2] for r in rows[index + 1:] if r[1] < depth), "(top level or lazy)")
        if not name.startswith("lossdoctor") and (parent.startswith("lossdoctor") or parent == "(top level or lazy)"):
            entries.append((cum, name, parent))
    total = sum(cum for cum, depth, _ in rows if depth == 0)
    lines = [f"{total:7.1f} ms  all imports"]
    for cum, name, parent in sorted(entries, reverse=True)[:top]:
        lines.append(f"{cum:7.1f} ms  {name:<28} imported by {parent}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--parts", default="big,many,startup")
    parser.add_argument("--steps", type=int, default=1_000_000, help="steps of the big run")
    parser.add_argument("--styles", default="simple", help="event layouts of the big run: simple, tf2 or both")
    parser.add_argument("--runs", type=int, default=200, help="runs in the many-runs folder")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--startup-repeat", type=int, default=10)
    parser.add_argument("--json", type=Path, help="also write the figures to this file")
    args = parser.parse_args()
    parts = {"big": lambda: [part_big(args.steps, args.repeat, style) for style in args.styles.split(",")],
             "many": lambda: part_many(args.runs, args.repeat),
             "startup": lambda: part_startup(args.startup_repeat)}
    for name in args.parts.split(","):
        try:
            parts[name]()
        except Exception as exc:  # noqa: BLE001 - one broken part must not hide the others
            note(f"{name}", f"not available ({type(exc).__name__}: {str(exc)[:120]})")
    if args.json:
        args.json.write_text(json.dumps([asdict(f) for f in FIGURES], indent=1))


if __name__ == "__main__":
    main()
