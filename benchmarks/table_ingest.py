"""Benchmark: read a 1,000,000-row CSV and JSONL training log with the tables reader; print points/s.

Usage: python benchmarks/table_ingest.py [--rows 1000000] [--repeat 3]

Also `lossdoctor inspect` on each file as a whole process (a fresh one): wall time and peak
memory, against issue 34's budget of 400 MB for 4 series of 1M points.

The files (step, loss, lr, grad_norm; lr empty on every 7th row, a NaN every 997th loss) are
generated once with numpy/pandas and cached under benchmarks/_data/. Timings run in-process
after one warm-up read, so pandas/pyarrow import time is excluded and reported on its own.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def generate(folder: Path, rows: int) -> tuple[Path, Path]:
    """Write the CSV and JSONL files (skipped when cached)."""
    import numpy as np
    import pandas as pd

    folder.mkdir(parents=True, exist_ok=True)
    csv_path, jsonl_path = folder / "metrics.csv", folder / "metrics.jsonl"
    if csv_path.exists() and jsonl_path.exists():
        return csv_path, jsonl_path
    rng = np.random.default_rng(0)
    steps = np.arange(rows)
    frame = pd.DataFrame({
        "step": steps,
        "loss": 3.0 + np.sin(steps / 50.0) + rng.normal(0, 0.05, rows),
        "lr": np.where(steps % 7 == 0, np.nan, 1e-4 * (1 + steps % 5)),
        "grad_norm": 0.5 + rng.random(rows),
    })
    frame.loc[frame.index % 997 == 5, "loss"] = np.nan
    # CSV: empty lr cells; the loss NaNs written as the text "nan" (a value, not an empty cell).
    text = frame.copy()
    text["loss"] = text["loss"].map(lambda v: "nan" if v != v else repr(float(v)))
    text.to_csv(csv_path, index=False, na_rep="")
    frame.to_json(jsonl_path, orient="records", lines=True)
    return csv_path, jsonl_path


def points(runs: list) -> int:  # type: ignore[type-arg]
    return sum(len(s) for run in runs for fragment in run.fragments for s in fragment.series.values())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    sys.path.insert(0, str(HERE.parent))
    started = time.perf_counter()
    from lossdoctor.ingest import tables

    import pandas  # noqa: F401  (import cost reported separately)
    import pyarrow.json  # noqa: F401
    print(f"import pandas + pyarrow: {time.perf_counter() - started:.2f} s")
    folder = HERE / "_data" / f"tables-{args.rows}"
    for path in generate(folder, args.rows):
        units, _ = tables.claim([path], path.parent)
        tables.read(units[0])  # warm-up
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            runs = tables.read(units[0])
            times.append(time.perf_counter() - start)
        best, median = min(times), statistics.median(times)
        count = points(runs)
        print(f"{path.name}: {args.rows:,} rows, {count:,} points: best {best:.2f} s, median {median:.2f} s "
              f"-> {count / best:,.0f} points/s")
        sys.path.insert(0, str(HERE))
        import _competitors as comp

        whole = comp.lossdoctor_process(path, args.repeat)
        print(f"  inspect (whole process) {whole['wall']:.2f} s, peak memory {whole['peak_mb']:.0f} MB "
              f"(file {path.stat().st_size / 1e6:.0f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
