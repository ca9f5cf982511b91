"""Profile one `lossdoctor` command in-process with cProfile; print the stage split and hotspots.

Usage: python benchmarks/profile_end_to_end.py [--top 25] [--serial] -- analyze PATH --format json

The command's stdout is swallowed (only its length is shown). `--serial` forces the reads into
this process (no worker pool), so that cProfile sees them: a pool's workers are invisible to it.
Stages are the cumulative times of the pipeline's own functions; "share" is of the whole command.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import io
import os
import pstats
import sys
import time

# (label, file path fragment, function): the pipeline stages, in the order they run. Fragments
# are loose on purpose: the package's modules move while it is being built.
STAGES = (
    ("discover", "lossdoctor/discover", "discover"),
    ("read", "lossdoctor/api.py", "_read_all"),
    ("stitch", "lossdoctor/stitch", "stitch"),
    ("analyze (all runs)", "lossdoctor/", "analyze_run"),
    ("render", "lossdoctor/formats/", "render"),
)


def _cumulative(stats: pstats.Stats, fragment: str, name: str) -> float | None:
    """Cumulative seconds of the costliest function `name` in a file matching (None: never ran)."""
    found = [float(cum) for (path, _, func), (_, _, _, cum, _) in stats.stats.items()  # type: ignore[attr-defined]
             if func == name and fragment in path.replace("\\", "/")]
    return max(found) if found else None


def profile(argv: list[str], serial: bool) -> tuple[pstats.Stats, float, int, int]:
    """Run the CLI on argv under cProfile; return the stats, wall time, output size and exit code."""
    if serial:
        os.environ["LOSSDOCTOR_JOBS"] = "1"  # read and analyse every run in this process
    from lossdoctor.cli import main

    sink = io.StringIO()
    profiler = cProfile.Profile()
    began = time.perf_counter()
    with contextlib.redirect_stdout(sink):
        code = profiler.runcall(main, argv)
    wall = time.perf_counter() - began
    return pstats.Stats(profiler), wall, len(sink.getvalue()), code


def report(stats: pstats.Stats, wall: float, top: int) -> None:
    """Print the stage split and the top functions by own time and by cumulative time."""
    print(f"whole command (under cProfile, which slows Python-heavy code): {wall:.2f} s")
    imports = _cumulative(stats, "importlib._bootstrap>", "_find_and_load") or 0.0  # outermost calls only
    print(f"  {'lazy imports':<20} {imports:7.3f} s  {100 * imports / wall:5.1f} %  (inside the stages below)")
    for label, fragment, name in STAGES:
        seconds = _cumulative(stats, fragment, name)
        shown = "not run" if seconds is None else f"{seconds:7.3f} s  {100 * seconds / wall:5.1f} %"
        print(f"  {label:<20} {shown}")
    rules = sorted(((float(row[3]), path.replace("\\", "/").rsplit("/", 1)[-1])
                    for (path, _, func), row in stats.stats.items()  # type: ignore[attr-defined]
                    if func == "check" and "lossdoctor/detectors/" in path.replace("\\", "/")), reverse=True)
    if rules:
        print("\nrules by cumulative time of their check() (nested checks count twice):")
        for seconds, module in rules:
            print(f"  {module:<24} {seconds:7.3f} s  {100 * seconds / wall:5.1f} %")
    for key, title in (("tottime", "own time"), ("cumulative", "cumulative time")):
        print(f"\ntop {top} by {title}:")
        buffer = io.StringIO()
        stats.stream = buffer  # type: ignore[attr-defined]
        stats.sort_stats(key).print_stats(top)
        lines = buffer.getvalue().splitlines()
        start = next((i for i, line in enumerate(lines) if line.lstrip().startswith("ncalls")), 0)
        print("\n".join(line for line in lines[start:] if line.strip()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--serial", action="store_true", help="read in this process (no worker pool)")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="the lossdoctor arguments, after --")
    args = parser.parse_args()
    argv = [a for a in args.command if a != "--"] or ["--help"]
    stats, wall, size, code = profile(argv, args.serial)
    print(f"lossdoctor {' '.join(argv)}  ->  exit {code}, {size:,} characters of output", file=sys.stderr)
    report(stats, wall, args.top)


if __name__ == "__main__":
    main()
