"""Run every benchmark in benchmarks/ (one subprocess each, one after another) and print one table.

Usage: python benchmarks/run_all.py [--quick] [--only NAME,...] [--skip NAME,...] [--markdown]
           [--timeout 1200]

Each script prints its own figures; this collects them with one parser per script and prints
figure / measured / target / pass. A script that is missing, fails or prints nothing known
gives a "not available" row instead of stopping the others. `--quick` runs smaller inputs
(a smoke test: the targets are for the full sizes). Scripts run one at a time because the
machine's two cores are shared; the load average is printed before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass
class Row:
    """One line of the summary table."""

    figure: str
    measured: str
    target: str = ""
    ok: bool | None = None  # None: informational or not available


Parser = Callable[[str], list[Row]]


def _num(text: str) -> float:
    return float(text.replace(",", ""))


# -- one parser per benchmark script (each reads that script's printed lines) ---------------

def parse_tensorboard(out: str) -> list[Row]:
    """tensorboard_ingest.py: every competitor figure is measured in the same run (no constants)."""
    rows = []
    for block in re.split(r"\n(?=\w+: [\d,]+ steps x)", "\n" + out):
        head = re.match(r"\s*(\w+): ([\d,]+) steps x (\d+) tags", block)
        ours = re.search(r"lossdoctor\s+([\d.]+) s\s+([\d.]+) M points/s\s+([\d.]+)x read\s+peak\s+(\d+) MB", block)
        if not head or not ours:
            continue
        label = f"TB ingest {head[1]} ({int(_num(head[2])) // 1000}k x {head[3]})"
        seconds, rate, ratio, peak = float(ours[1]), float(ours[2]), float(ours[3]), float(ours[4])
        rows.append(Row(f"{label}: read stage", f"{seconds:.2f} s ({rate:.1f} M points/s)"))
        rows.append(Row(f"{label}: vs plain read", f"{ratio:.1f}x", "<= 3x", ratio <= 3))
        rows.append(Row(f"{label}: peak memory", f"{peak:.0f} MB", "< 500 MB", peak < 500))
        rust = re.search(r"Rust data server\s+([\d.]+) s.*?lossdoctor inspect ([\d.]+) s", block)
        if rust:
            theirs, whole = float(rust[1]), float(rust[2])
            rows.append(Row(f"{label}: vs Rust data server", f"{whole:.2f} s process vs {theirs:.2f} s load cycle",
                            "faster (whole process)", whole < theirs))
        theirs = re.search(r"(tbparse[^\n]*?)\s+([\d.]+) s.*?lossdoctor is (\d+)x faster", block)
        if theirs:
            scaled = " (scaled from a smaller file)" if "(x" in theirs[1] else ""
            rows.append(Row(f"{label}: vs tbparse", f"{theirs[3]}x faster{scaled}", ">= 20x", int(theirs[3]) >= 20))
    return rows


# Rows of realistic_ingest.py, kept for the competitor table printed after the summary.
COMPETITORS: list[dict[str, object]] = []


def parse_realistic(out: str) -> list[Row]:
    """realistic_ingest.py writes its rows as JSON: file, lossdoctor, competitor, theirs, ratio, target, ok."""
    try:
        rows = json.loads(out)
    except ValueError:
        return []
    COMPETITORS.extend(rows)
    return [Row(f"{r['file']}: {r['competitor']}", f"{r['lossdoctor']}" + (f" vs {r['theirs']}" if r["theirs"] else "")
                + (f" ({r['ratio']})" if r["ratio"] else ""), r["target"], r["ok"]) for r in rows]


def parse_wandb(out: str) -> list[Row]:
    """The read rate, judged on wall time (a long history is decoded on both cores, so CPU
    time is shown but no longer measures speed)."""
    size = re.search(r"\.wandb: ([\d.]+) MB, (\d+) records, (\d+) points", out)
    rates = dict(re.findall(r"(wall|cpu) seconds[^\n]*\n(?:[^\n]*\n)*?\s*([\d.]+) M points/s \(read only\)", out))
    first = re.search(r"([\d.]+) M points/s \(read only\)", out)
    if not first:
        return []
    wall = float(rates.get("wall", first[1]))
    what = f" ({int(size[3]):,} points)" if size else ""
    measured = f"{wall:.2f} M points/s" + (f" (per CPU s: {float(rates['cpu']):.2f})" if "cpu" in rates else "")
    rows = [Row(f"W&B .wandb read{what}", measured, ">= 1 M points/s", wall >= 1)]
    memory = re.search(r"peak memory (\d+) MB \(file (\d+) MB; budget (\d+) MB\)", out)
    if memory:
        peak, size, budget = (int(memory[k]) for k in (1, 2, 3))
        rows.append(Row(f"W&B .wandb inspect peak memory (file {size} MB)", f"{peak} MB", f"< {budget} MB (file + 200 MB)",
                        peak < budget))
    return rows


def parse_tables(out: str) -> list[Row]:
    rows = []
    line = r"^(\S+): ([\d,]+) rows, ([\d,]+) points: best ([\d.]+) s.*?-> ([\d,]+) points/s"
    for match in re.finditer(line, out, re.M):
        rate = _num(match[5]) / 1e6
        rows.append(Row(f"table read {match[1]} ({_num(match[2]) / 1e6:g} M rows)",
                        f"{rate:.2f} M points/s ({match[4]} s)", ">= 1 M points/s", rate >= 1))
    return rows


def parse_text(out: str) -> list[Row]:
    rows = []
    for match in re.finditer(r"^(\S+)\s+([\d,]+) steps.*?cpu\s+([\d.]+) s\s+([\d.]+) M points/s", out, re.M):
        rate = float(match[4])
        rows.append(Row(f"text log read {match[1]} ({_num(match[2]) / 1e6:g} M steps)",
                        f"{rate:.2f} M points/s (CPU {match[3]} s)", ">= 1 M points/s", rate >= 1))
    return rows


def parse_generic(out: str) -> list[Row]:
    rows = []
    for match in re.finditer(r"^generic (\S+)\s+([\d,]+) lines.*?cpu\s+([\d.]+) s\s+([\d.]+) M values/s", out, re.M):
        rate = float(match[4])
        rows.append(Row(f"console log read {match[1]} ({_num(match[2]) / 1e6:g} M lines)",
                        f"{rate:.2f} M values/s (CPU {match[3]} s)", ">= 1 M values/s", rate >= 1))
    return rows


def parse_text_scale(out: str) -> list[Row]:
    """text_scale.py (issue 34): inspect beside a plain regex loop at the largest size of each shape."""
    rows: dict[str, Row] = {}
    pattern = r"^(\S+)\s+([\d,]+)\s+\d+\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)x\s+(\d+)\s+(\d+)"
    for match in re.finditer(pattern, out, re.M):
        ratio, peak = float(match[5]), float(match[6])
        rows[match[1]] = Row(f"inspect at scale, {match[1]} ({_num(match[2]) / 1e6:g} M lines)",
                             f"{match[3]} s, {ratio:.1f}x a plain regex loop, {peak:.0f} MB peak",
                             "<= 3x the plain loop, <= 400 MB", ratio <= 3 and peak <= 400)
    return list(rows.values())


def parse_analysis(out: str) -> list[Row]:
    head = re.search(r"^([\d,]+) steps", out, re.M)
    total = re.search(r"all rules\s+([\d.]+) ms wall\s+([\d.]+) ms CPU", out)
    if not total:
        return []
    slowest = sorted(((float(m[3]), m[1]) for m in re.finditer(
        r"^\s+(LD\d+) (\S+)\s+([\d.]+) ms wall", out, re.M)), reverse=True)[:3]
    worst = ", ".join(f"{code} {ms:.0f} ms" for ms, code in slowest)
    steps = f" on {_num(head[1]) / 1e6:g} M steps" if head else ""
    rows = [Row(f"analysis, all rules{steps}", f"{float(total[2]) / 1000:.2f} s CPU (slowest: {worst})",
                "< 1 s CPU", float(total[2]) < 1000)]
    kernels = re.search(r"signal kernels\s+([\d.]+) ms CPU", out)
    if kernels:
        rows.append(Row(f"signal kernels{steps}", f"{float(kernels[1]) / 1000:.2f} s CPU", "< 1 s CPU",
                        float(kernels[1]) < 1000))
    return rows


def parse_compare_speed(out: str) -> list[Row]:
    """compare_speed.py: what compare adds to reading 8 + 8 runs (median), beside the read itself."""
    head = re.search(r"^(\d+) new runs vs \d+ baseline runs x ([\d,]+) steps", out, re.M)
    read = re.search(r"read both sides\s+([\d.]+) s", out)
    took = re.search(r"compare \(median of \d+\)\s+([\d.]+) s", out)
    if not (head and read and took):
        return []
    label = f"compare {head[1]} vs {head[1]} runs x {int(_num(head[2])) // 1000}k steps"
    return [Row(f"{label}: added to reading ({float(read[1]):.1f} s)", f"{float(took[1]):.3f} s", "< 0.5 s",
                float(took[1]) < 0.5)]


def parse_compare_real(out: str) -> list[Row]:
    """compare_real.py: real pairs whose answer their authors published."""
    agreed = re.search(r"^(\d+)/(\d+) pairs agree", out, re.M)
    if not agreed:
        return []
    return [Row("compare on real pairs: known answer", f"{agreed[1]}/{agreed[2]}", "all",
                agreed[1] == agreed[2])]


def parse_realworld(out: str) -> list[Row]:
    """realworld.py: the real-world corpus read right, in total and on the cases kept aside
    (issue 25's targets: 95 % and 90 %)."""
    rows = []
    for label, target in (("total", 95.0), ("held out", 90.0)):
        found = re.search(rf"^{label}: (\d+) cases; read right (\d+)/\d+ \(([\d.]+)%\)", out, re.M)
        if found:
            rows.append(Row(f"real-world corpus read right ({label}, {found[1]} cases)", f"{found[3]}%",
                            f">= {target:g}%", float(found[3]) >= target))
    return rows


def parse_detection(out: str) -> list[Row]:
    rows = []
    head = re.search(r"^(\d+) scenarios x (\d+) seeds, (\d+) rules, ([\d.]+) s", out, re.M)
    if head:
        rows.append(Row("detection quality run", f"{head[1]} scenarios x {head[2]} seeds in {head[4]} s"))
    for match in re.finditer(r"^(\w+)\s+(\d+)\s+(\d+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)", out, re.M):
        rows.append(Row(f"detection {match[1]}", f"precision {match[5]}, recall {match[6]} "
                                                  f"(TP {match[2]}, FN {match[3]}, FP {match[4]})"))
    return rows


def parse_end_to_end(out: str) -> list[Row]:
    """end_to_end.py writes its figures as JSON; see BENCHMARKS."""
    try:
        return [Row(**item) for item in json.loads(out)]
    except (ValueError, TypeError):
        return []


def parse_watch(out: str) -> list[Row]:
    """watch_poll.py: the cost of one poll on a 1M-step run, memory over the polls, latency."""
    rows = []
    head = re.search(r"^run: ([\d,]+) steps x (\d+) tags", out, re.M)
    poll = re.search(r"poll with (\d+) new steps x \d+ tags: median ([\d.]+) ms \(CPU ([\d.]+) ms\), "
                     r"p95 ([\d.]+) ms", out)
    if head and poll:
        median = float(poll[2])
        rows.append(Row(f"watch poll, {poll[1]} new steps on {_num(head[1]) / 1e6:g} M steps x {head[2]} tags",
                        f"median {median:.1f} ms (CPU {poll[3]} ms), p95 {poll[4]} ms", "< 50 ms", median < 50))
    memory = re.search(r"memory: RSS (\d+) MB at poll \d+, (\d+) MB after poll (\d+)", out)
    if memory:
        early, late = float(memory[1]), float(memory[2])
        rows.append(Row(f"watch memory over {memory[3]} polls", f"RSS {early:.0f} -> {late:.0f} MB", "flat",
                        late <= early * 1.1 + 10))
    latency = re.search(r"fast spike reported (\S+) steps.*?escalated to error (\S+) steps", out)
    if latency:
        rows.append(Row("watch latency (steps after onset)",
                        f"fast spike reported after {latency[1]}, unrecovered escalated after {latency[2]}"))
    return rows


@dataclass
class Bench:
    """How to run one script and read its figures."""

    script: str
    full: list[str]
    quick: list[str]
    parse: Parser
    json_out: bool = False  # pass --json FILE and parse that file instead of stdout


BENCHMARKS = (
    Bench("tensorboard_ingest.py", ["--steps", "1000000", "--style", "simple,tf2", "--repeat", "5"],
          ["--steps", "100000", "--style", "simple", "--repeat", "1", "--tbparse-steps", "10000"], parse_tensorboard),
    Bench("realistic_ingest.py", ["--steps", "200000", "--big-steps", "1000000", "--wandb-rows", "200000",
                                  "--repeat", "5"],
          ["--steps", "20000", "--big-steps", "0", "--wandb-rows", "20000", "--repeat", "1"], parse_realistic,
          json_out=True),
    Bench("wandb_ingest.py", ["--rows", "1000000", "--repeat", "3"], ["--rows", "100000", "--repeat", "1"], parse_wandb),
    Bench("table_ingest.py", ["--rows", "1000000", "--repeat", "3"], ["--rows", "100000", "--repeat", "1"],
          parse_tables),
    Bench("text_ingest.py", ["--steps", "1000000"], ["--steps", "100000"], parse_text),
    Bench("generic_text.py", ["--lines", "1000000"], ["--lines", "100000"], parse_generic),
    Bench("text_scale.py", ["--sizes", "100000,1000000"], ["--sizes", "10000,100000"], parse_text_scale),
    Bench("analysis_speed.py", ["--steps", "1000000", "--repeat", "1"], ["--steps", "100000", "--repeat", "1"],
          parse_analysis),
    Bench("detection_quality.py", ["--seeds", "5"], ["--seeds", "1"], parse_detection),
    # The committed cases (CI has no others); `--external DIR` by hand scores the whole corpus.
    Bench("realworld.py", [], ["--only", ""], parse_realworld),
    Bench("watch_poll.py", ["--steps", "1000000", "--polls", "1000"], ["--steps", "100000", "--polls", "200"],
          parse_watch),
    Bench("end_to_end.py", ["--repeat", "3", "--styles", "simple,tf2"],
          ["--steps", "100000", "--runs", "20", "--repeat", "1", "--startup-repeat", "3"], parse_end_to_end,
          json_out=True),
    # --html: page size, open and zoom times in Chromium; rows as JSON, as end_to_end.py writes them.
    Bench("html_report.py", ["--runs", "10", "--steps", "200000", "--big-steps", "1000000", "--repeat", "3"],
          ["--runs", "3", "--steps", "20000", "--big-steps", "100000", "--repeat", "1"], parse_end_to_end,
          json_out=True),
    Bench("compare_speed.py", ["--runs", "8", "--steps", "200000", "--repeat", "3"],
          ["--runs", "2", "--steps", "20000", "--repeat", "1"], parse_compare_speed),
    Bench("compare_real.py", [], [], parse_compare_real),
    # Writes run_all rows as JSON, as end_to_end.py does.
    Bench("fleet.py", ["--runs", "2000", "--local-runs", "1000"], ["--runs", "100", "--local-runs", "100"],
          parse_end_to_end, json_out=True),
)


def run_one(bench: Bench, quick: bool, timeout: float) -> tuple[list[Row], float]:
    """Run one script; its rows (a "not available" row when it cannot give any) and its time."""
    name = bench.script.removesuffix(".py")
    path = HERE / bench.script
    if not path.exists():
        return [Row(name, "not available (script missing)")], 0.0
    with tempfile.TemporaryDirectory() as tmp:
        argv = [sys.executable, str(path), *(bench.quick if quick else bench.full)]
        figures = Path(tmp) / "figures.json"
        if bench.json_out:
            argv += ["--json", str(figures)]
        began = time.perf_counter()
        print(f"\n=== {bench.script} {' '.join(argv[2:])}", flush=True)
        try:
            done = subprocess.run(argv, capture_output=True, text=True, timeout=timeout, cwd=HERE.parent)
        except subprocess.TimeoutExpired:
            return [Row(name, f"not available (timed out after {timeout:.0f} s)")], time.perf_counter() - began
        elapsed = time.perf_counter() - began
        print(done.stdout.rstrip(), flush=True)
        if done.returncode != 0:
            last = [line for line in done.stderr.splitlines() if line.strip()][-1:] or ["no message"]
            print(done.stderr.rstrip()[-2000:], file=sys.stderr)
            return [Row(name, f"not available (exit {done.returncode}: {last[0].strip()[:120]})")], elapsed
        text = figures.read_text() if bench.json_out and figures.exists() else done.stdout
        rows = bench.parse(text)
    return rows or [Row(name, "not available (no known figures in its output)")], elapsed


def competitor_table(markdown: bool) -> str:
    """file / lossdoctor / competitor / their figure / ratio / target / pass, from realistic_ingest.py."""
    verdict = {True: "pass", False: "MISS", None: ""}
    head = ("file", "lossdoctor", "competitor", "competitor's figure", "ratio", "target", "pass")
    cells = [tuple(str(r[k]) for k in ("file", "lossdoctor", "competitor", "theirs", "ratio", "target"))
             + (verdict[r["ok"]],) for r in COMPETITORS]  # type: ignore[index]
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        return "\n".join(lines + ["| " + " | ".join(c) + " |" for c in cells])
    widths = [max(len(c[k]) for c in [head, *cells]) for k in range(len(head))]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return "\n".join(fmt.format(*c).rstrip() for c in [head, tuple("-" * w for w in widths), *cells])


def table(rows: list[Row], markdown: bool) -> str:
    """The summary, as aligned text or as a Markdown table."""
    verdict = {True: "pass", False: "MISS", None: ""}
    cells = [(r.figure, r.measured, r.target, verdict[r.ok]) for r in rows]
    head = ("figure", "measured", "target", "pass")
    if markdown:
        lines = ["| " + " | ".join(head) + " |", "|---|---|---|---|"]
        return "\n".join(lines + ["| " + " | ".join(c) + " |" for c in cells])
    widths = [max(len(c[k]) for c in [head, *cells]) for k in range(4)]
    fmt = "  ".join(f"{{:<{w}}}" for w in widths)
    return "\n".join(fmt.format(*c).rstrip() for c in [head, tuple("-" * w for w in widths), *cells])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="smaller inputs: a smoke test of the scripts")
    parser.add_argument("--only", default="", help="comma-separated script names (without .py)")
    parser.add_argument("--skip", default="", help="comma-separated script names to leave out")
    parser.add_argument("--markdown", action="store_true", help="also print the summary as a Markdown table")
    parser.add_argument("--timeout", type=float, default=1200, help="seconds allowed per script")
    args = parser.parse_args()
    only = {n.removesuffix(".py") for n in args.only.split(",") if n}
    skip = {n.removesuffix(".py") for n in args.skip.split(",") if n}
    known = {b.script for b in BENCHMARKS}
    extra = sorted(p.name for p in HERE.glob("*.py")
                   if p.name not in known and p.name != "run_all.py" and not p.name.startswith(("profile_", "_")))
    load_before = "%.1f %.1f %.1f" % os.getloadavg()
    rows: list[Row] = []
    began = time.perf_counter()
    for bench in BENCHMARKS:
        name = bench.script.removesuffix(".py")
        if (only and name not in only) or name in skip:
            continue
        found, elapsed = run_one(bench, args.quick, args.timeout)
        rows += found
        print(f"--- {bench.script}: {elapsed:.0f} s", flush=True)
    for script in extra:  # a benchmark added later without a parser here: say so
        rows.append(Row(script.removesuffix(".py"), "not collected (no parser in run_all.py)"))
    print(f"\nSummary{' (--quick: reduced sizes, the targets are for the full ones)' if args.quick else ''}; "
          f"load average {load_before} before, {'%.1f %.1f %.1f' % os.getloadavg()} after; "
          f"{time.perf_counter() - began:.0f} s in all\n")
    print(table(rows, markdown=False))
    if COMPETITORS:
        print("\nlossdoctor beside the real competitors, same files, measured in this run:\n")
        print(competitor_table(markdown=False))
    if args.markdown:
        print("\n" + table(rows, markdown=True))
        if COMPETITORS:
            print("\n" + competitor_table(markdown=True))
    misses = sum(r.ok is False for r in rows)
    print(f"\n{sum(r.ok is True for r in rows)} pass, {misses} miss, "
          f"{sum('not available' in r.measured for r in rows)} not available")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
