"""Measure `--html`: the page's size and how fast it opens and zooms in a real browser.

Usage: python benchmarks/html_report.py [--runs 10] [--steps 200000] [--big-steps 1000000]
           [--repeat 3] [--json FILE]

fleet  a report of RUNS runs x STEPS steps x 4 dense series (loss, eval loss, lr, grad norm;
       every point in the page). Targets: at most 40 MB, open in under 3 s.
big    one run of BIG-STEPS steps x 4 series: size, open time, and the time one zoom takes
       to recompute the envelope and redraw every panel (target: under 50 ms, one frame at
       20 fps), at the full view and zoomed in to the points.

Open time is measured in the page: from the start of navigation to the moment every run's plot
has been drawn (`lossdoctor.readyAt`), median of REPEAT fresh pages in headless Chromium
(from $LOSSDOCTOR_CHROMIUM or the PATH; without one, only sizes are printed).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import numpy as np

from lossdoctor.engine import Settings, diagnose
from lossdoctor.formats import render
from lossdoctor.model import Fragment, RawRun, Report, Series
from lossdoctor.scenarios.curves import CurveParams, Effects, compose, data_noise, lr_schedule
from lossdoctor.stitch import stitch

MAX_BYTES = 40e6
MAX_OPEN_S = 3.0
MAX_ZOOM_MS = 50.0


@dataclass
class Figure:
    """One measured figure, as run_all.py collects it."""

    figure: str
    measured: str
    target: str
    ok: bool | None


FIGURES: list[Figure] = []


def note(figure: str, measured: str, target: str = "", ok: bool | None = None) -> None:
    """Record a figure and print it at once."""
    FIGURES.append(Figure(figure, measured, target, ok))
    verdict = {True: "PASS", False: "MISS", None: ""}[ok]
    print(f"  {figure:<38} {measured:<44} {target:<9} {verdict}", flush=True)


def synthetic_run(total: int, seed: int) -> RawRun:
    """A power-law run with spikes, a NaN stretch, and dense eval loss, lr and grad norm."""
    rng = np.random.default_rng(seed)
    params = CurveParams(data_sigma=0.02)
    steps = np.arange(total, dtype=np.int64)
    effects = Effects(steps)
    for at in rng.integers(total // 10, total - total // 10, 8):
        effects.spike(int(at), float(rng.uniform(1.5, 3.0)), float(rng.uniform(3, 300)))
    effects.set_nan(total - total // 20, 5)
    values = compose(steps, params, data_noise(total, params, rng), steps,
                     rng.normal(0, params.step_sigma, total), effects)
    walls = 1.7e9 + steps * 0.5
    evals = values * np.exp(rng.normal(0.05, 0.01, total))
    series = {
        "train/loss": Series.named("train/loss", steps, values, walls),
        "eval/loss": Series.named("eval/loss", steps, evals, walls),
        "train/lr": Series.named("train/lr", steps, lr_schedule(steps, total, params), walls),
        "train/grad_norm": Series.named("train/grad_norm", steps, np.exp(rng.normal(0, 0.1, total)), walls),
    }
    name = f"run-{seed}"
    return RawRun(name, "synthetic", [Fragment(name, series, float(walls[0]))], [name])


def report(runs: int, steps: int) -> Report:
    """Read-free: the runs stitched and diagnosed as `analyze` would."""
    settings = Settings()
    return Report(tuple(diagnose(stitch(synthetic_run(steps, seed)), settings) for seed in range(runs)), "bench")


def chromium() -> str | None:
    """The browser to measure with: $LOSSDOCTOR_CHROMIUM, else one on the PATH."""
    found = os.environ.get("LOSSDOCTOR_CHROMIUM")
    if found:
        return found
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    return None


ZOOM_JS = """() => {
  const run = lossdoctor.runs.get(1), out = [];
  const [f0, f1] = run.full, mid = (f0 + f1) / 2;
  const views = [[f0, f1], [mid - (f1 - f0) / 8, mid + (f1 - f0) / 8], [mid - 500, mid + 500], [f0, f1]];
  for (let k = 0; k < 3; k++) for (const [a, b] of views) {
    const t = performance.now(); lossdoctor.setView(run, a, b); out.push(performance.now() - t);
  }
  return out;
}"""


def measure(page_path: Path, browser_path: str, repeat: int) -> tuple[list[float], list[float], list[float]]:
    """Open times (s: every plot drawn; the plots on screen drawn) of `repeat` fresh pages,
    and zoom times (ms) on the first run."""
    from playwright.sync_api import sync_playwright

    opens: list[float] = []
    firsts: list[float] = []
    zooms: list[float] = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=browser_path, args=["--no-sandbox"])
        for _ in range(repeat):
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.goto(page_path.as_uri(), timeout=120_000)
            page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=120_000)
            opens.append(page.evaluate("lossdoctor.readyAt") / 1000)
            firsts.append(page.evaluate("lossdoctor.firstAt") / 1000)
            zooms += page.evaluate(ZOOM_JS)
            page.close()
        browser.close()
    return opens, firsts, zooms


def one(label: str, runs: int, steps: int, repeat: int, browser: str | None, folder: Path) -> None:
    began = time.perf_counter()
    built = report(runs, steps)
    analysed = time.perf_counter() - began
    began = time.perf_counter()
    page = render("html", built)
    rendered = time.perf_counter() - began
    path = folder / f"{label}.html"
    path.write_text(page, encoding="utf-8")
    size = path.stat().st_size
    points = sum(len(s) for rr in built.runs for s in rr.run.series.values())
    print(f"{label}: {runs} runs x {steps:,} steps x 4 series = {points:,} points "
          f"(built and analysed in {analysed:.1f} s)", flush=True)
    note(f"{label}: page size", f"{size / 1e6:.1f} MB ({size / points:.2f} B/point)", "<= 40 MB", size <= MAX_BYTES)
    note(f"{label}: render (Python)", f"{rendered:.2f} s")
    if browser is None:
        note(f"{label}: open time", "not measured (no Chromium; set LOSSDOCTOR_CHROMIUM)")
        return
    opens, firsts, zooms = measure(path, browser, repeat)
    note(f"{label}: open, plots on screen drawn", f"{statistics.median(firsts):.2f} s (median of {len(firsts)})")
    median = statistics.median(opens)
    note(f"{label}: open, every plot drawn", f"{median:.2f} s (median of {len(opens)}, max {max(opens):.2f} s)",
         "< 3 s", median < MAX_OPEN_S)
    zoom = statistics.median(zooms)
    note(f"{label}: one zoom, all panels redrawn", f"median {zoom:.1f} ms, max {max(zooms):.1f} ms", "< 50 ms",
         zoom < MAX_ZOOM_MS)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--steps", type=int, default=200_000)
    parser.add_argument("--big-steps", type=int, default=1_000_000, help="0 to skip the one-run page")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path, help="also write the figures as JSON (for run_all.py)")
    args = parser.parse_args()
    browser = chromium()
    print(f"browser: {browser or 'none found'}; load average {'%.1f %.1f %.1f' % os.getloadavg()}", flush=True)
    with tempfile.TemporaryDirectory(prefix="lossdoctor-html-") as tmp:
        one("fleet", args.runs, args.steps, args.repeat, browser, Path(tmp))
        if args.big_steps:
            one("big", 1, args.big_steps, args.repeat, browser, Path(tmp))
    if args.json:
        args.json.write_text(json.dumps([asdict(f) for f in FIGURES], indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
