"""A metrics table every launch appends to, beside one event file per launch (issue 31).

Stands for the real case `c11-detectron2-maskrcnn-notebook-eight-launches-one-resumed-tb-metrics`
(not licensed for committing): a notebook's detectron2 `output/` folder, `metrics.json` appended
by eight launches of one kernel process (iterations 9 | 9 | 19..224 | 9 | 9 | 9 | 9 | 19..1999)
and one TensorBoard file per launch but the first two (all named after the same pid). The event
files are written with tensorboard's own writer, the table as detectron2's JSONWriter writes it.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict
from stitch_writers import write_tb


def _launch(first: int, last: int, rng: np.random.Generator) -> list[tuple[int, float]]:
    steps = [*range(first, last + 1, 20)]
    if steps[-1] != last:
        steps.append(last)  # detectron2 writes at the last iteration too
    level = rng.uniform(1.9, 2.3)
    return [(step, float(np.float32(level * np.exp(-step / 700) + rng.uniform(0, 0.05)))) for step in steps]


def _folder(tmp_path: Path) -> Path:
    rng = np.random.default_rng(3)
    out = tmp_path / "output"
    out.mkdir()
    rows: list[dict[str, float]] = []
    wall = 1729238000.0
    launches: list[tuple[list[tuple[int, float]], bool]] = [
        (_launch(9, 9, rng), False), (_launch(9, 9, rng), False),  # their event files are gone
        (_launch(19, 224, rng), True),  # interrupted at 225 (a row with its eta only)
        *((_launch(9, 9, rng), True) for _ in range(4)),
    ]
    finetune = _launch(19, 999, rng)
    for points, with_events in launches:
        rows += [{"iteration": step, "total_loss": value, "lr": 1e-4} for step, value in points]
        if points[-1][0] == 224:
            rows.append({"iteration": 225, "eta_seconds": 12.5})
        if with_events:
            write_tb(out, points, wall, tag="total_loss")
        wall += 100
    # The fine-tune, resumed twice from its checkpoint (resume=True): three launches, one run.
    for lo, hi in ((19, 299), (319, 599), (619, 999)):
        part = [(s, v) for s, v in finetune if lo <= s <= hi]
        rows += [{"iteration": step, "total_loss": value, "lr": 1e-4} for step, value in part]
        write_tb(out, part, wall, tag="total_loss")
        wall += 100
    (out / "metrics.json").write_text("".join(json.dumps(row) + "\n" for row in rows))
    return out


def test_a_table_every_launch_appends_to_is_cut_where_each_launch_starts(tmp_path: Path) -> None:
    report = api.analyze([_folder(tmp_path)])
    runs = [r.run for r in report.runs]
    # Two launches known from the table alone, one interrupted, four one-point trials, one fine-tune.
    assert len(runs) == 8
    sizes = sorted(len(run.series["total_loss"]) for run in runs)
    assert sizes == [1] * 6 + [12, 50]
    finetune = next(run for run in runs if len(run.series["total_loss"]) == 50)
    assert not finetune.rollbacks and sum("tfevents" in s for s in finetune.sources) == 3
    assert any(s.endswith("metrics.json") for s in finetune.sources)
    decisions = [d for run in as_dict(report)["runs"] for d in run["identity"]["decisions"]]
    assert any(d["rank"] == "boundary" and "event file of its own launch" in d["evidence"] for d in decisions)


def test_a_table_alone_that_logs_its_first_step_again_holds_a_launch_each_time(tmp_path: Path) -> None:
    rows = [{"iteration": 9, "total_loss": 2.13}, {"iteration": 9, "total_loss": 2.26},
            *({"iteration": s, "total_loss": 2.0 - s / 1000} for s in range(9, 400, 20))]
    (tmp_path / "metrics.json").write_text("".join(json.dumps(row) + "\n" for row in rows))
    runs = [r.run for r in api.analyze([tmp_path]).runs]
    assert sorted(len(run.series["total_loss"]) for run in runs) == [1, 1, 20]


def test_a_table_whose_every_step_repeats_is_not_cut(tmp_path: Path) -> None:
    # Micro-batches (or ranks) that write each step twice: no launch starts at each repeat.
    rows = [{"iteration": s, "total_loss": 2.0 - s / 1000 + k / 100} for s in range(0, 200, 10) for k in (0, 1)]
    (tmp_path / "metrics.json").write_text("".join(json.dumps(row) + "\n" for row in rows))
    assert len(api.analyze([tmp_path]).runs) == 1
