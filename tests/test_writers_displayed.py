"""Two writers of one run printed to other precisions: OpenAI baselines' `log.txt` tables
(`%-8.3g`: `141`, `-1.11e+03`) beside `progress.csv`'s full floats are one run when each full
value lies within half a unit of the table's last printed digit (c9 DDPG drone run's shape)."""

from __future__ import annotations

import csv
import math
from pathlib import Path

import numpy as np

from lossdoctor.api import load
from lossdoctor.identity.agreement import agreement
from lossdoctor.model import Series
from lossdoctor.roles import Role


def _write(folder: Path, epochs: int = 40, other_run: bool = False) -> None:
    rows = []
    for e in range(1, epochs + 1):
        rows.append({"total/epochs": e, "total/steps": 2000 * e,
                     "train/loss_actor": 130.18222045898438 + 60 * math.sin(e) - 40.0 * e,
                     "train/loss_critic": 383.4819641113281 * (1 + 0.3 * e) + 97.3 * math.cos(3 * e)})
    with (folder / "progress.csv").open("w", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    lines = []
    for row in rows:
        lines.append("-" * 39)
        for key in sorted(row):
            value = row[key] * (1.05 if other_run and isinstance(row[key], float) else 1)
            text = "%-8.3g" % value if isinstance(value, float) else str(value)
            lines.append(f"| {key:<23} | {text:<9} |")
        lines += ["-" * 39, ""]
    (folder / "log.txt").write_text("\n".join(lines) + "\n")


def test_a_rounded_table_and_its_csv_are_one_run(tmp_path: Path) -> None:
    _write(tmp_path)
    (run,) = load([tmp_path]).runs
    assert len(run.series["train/loss_critic"]) == 40 and len(run.sources) == 2


def test_a_table_five_percent_off_stays_apart(tmp_path: Path) -> None:
    _write(tmp_path, other_run=True)
    assert len(load([tmp_path]).runs) == 2


def test_agreement_to_the_printed_digit() -> None:
    steps = np.arange(6)
    full = np.array([130.18222, 265.0827, 404.38116, 465.75757, 395.83585, -1885.4625])
    table = np.array([130.0, 265.0, 404.0, 466.0, 396.0, -1890.0])
    a = Series("loss", steps, full, role=Role.LOSS)
    b = Series("loss", steps, table, role=Role.LOSS)
    assert agreement(a, b) == (6, 6)
    off = Series("loss", steps, table * 1.01, role=Role.LOSS)
    assert agreement(a, off)[0] < 6
