"""What each piece of start-up costs: median wall time of fresh interpreters importing one thing.

Usage: python benchmarks/profile_startup.py [--repeat 10] [STATEMENT ...]

Each statement runs in its own fresh `python -c`; the figure shown is its median wall time
minus that of `python -c pass`, so it reads as "what this import adds to a cold start".
Statements are timed round-robin, so that a change in the machine's load hits all alike.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

DEFAULT = (
    "pass",
    "import click",
    "import typer",
    "import typer._adapters",  # typer 0.29 builds pydantic TypeAdapters for every option it parses
    "import typer.rich_utils",  # --help formatting through rich
    "import numpy",
    "import lossdoctor.cli",
    "import lossdoctor.model",
    "import lossdoctor.detectors",
    "import lossdoctor.rules_view",
    "from lossdoctor.cli import main; main(['--help'])",
    "from lossdoctor.cli import main; main(['rules'])",
)


def timings(statements: list[str], repeat: int) -> dict[str, list[float]]:
    """Wall seconds of `repeat` fresh processes per statement, interleaved."""
    out: dict[str, list[float]] = {s: [] for s in statements}
    for _ in range(repeat):
        for statement in statements:
            began = time.perf_counter()
            subprocess.run([sys.executable, "-c", statement], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
            out[statement].append(time.perf_counter() - began)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("statements", nargs="*", help="python statements (default: the usual suspects)")
    args = parser.parse_args()
    statements = ["pass", *[s for s in (args.statements or DEFAULT) if s != "pass"]]
    print("load %.1f %.1f %.1f" % os.getloadavg())
    results = timings(statements, args.repeat)
    base = statistics.median(results["pass"])
    print(f"{'median':>8} {'added':>8}  statement (median of {args.repeat} fresh processes)")
    for statement, walls in results.items():
        median = statistics.median(walls)
        print(f"{median * 1000:7.0f}ms {(median - base) * 1000:7.0f}ms  {statement}")
    print("load %.1f %.1f %.1f" % os.getloadavg())


if __name__ == "__main__":
    main()
