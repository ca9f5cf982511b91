"""End to end: real offline W&B runs (a run per resume, `resume_from` rewinds, panel exports)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from lossdoctor import api

_GENERATE = textwrap.dedent("""
    import os, sys, wandb
    root = sys.argv[1]
    plan = [
        ("same-id/a", dict(id="resum01", resume="allow"), range(0, 100), 0.0),
        ("same-id/b", dict(id="resum01", resume="allow"), range(60, 150), 1.0),
        ("same-id/c", dict(resume_from="resum01?_step=120"), range(121, 200), 2.0),
        ("per-resume/p1", dict(id="part0001"), range(0, 100), 0.0),
        ("per-resume/p2", dict(id="part0002"), range(80, 151), 1.0),
    ]
    for sub, kw, steps, offset in plan:
        folder = os.path.join(root, sub)
        os.makedirs(folder)
        run = wandb.init(project="stitch", dir=folder, mode="offline", **kw)
        for s in steps:
            run.log({"loss": offset + s / 256}, step=s)
        run.finish()
""")


@pytest.fixture(scope="session")
def wandb_runs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Offline runs written once per session by the real `wandb` package (seconds each)."""
    root = tmp_path_factory.mktemp("wandb")
    subprocess.run([sys.executable, "-c", _GENERATE, str(root)], check=True, timeout=180,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return root


def test_same_id_resumes_and_a_rewind_are_one_run(wandb_runs: Path) -> None:
    (run,) = api.load([wandb_runs / "same-id"]).runs
    loss = run.series["loss"]
    assert loss.steps.tolist() == list(range(200))
    assert loss.values.tolist() == ([s / 256 for s in range(60)] + [1 + s / 256 for s in range(60, 121)]
                                    + [2 + s / 256 for s in range(121, 200)])
    assert [(f.points, f.dead_points) for f in run.fragment_info] == [(100, 40), (90, 29), (79, 0)]
    assert run.dead_points == 69
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(60, 99), (121, 149)]
    assert "branch_point" in (run.rollbacks[1].marker or "")
    assert [c.match for c in run.replay_checks] == ["differs", "differs"]


def test_one_run_per_resume_needs_stitch(wandb_runs: Path) -> None:
    parts = [wandb_runs / "per-resume" / "p2", wandb_runs / "per-resume" / "p1"]
    assert len(api.load(parts).runs) == 2
    (run,) = api.load(parts, stitch=True).runs
    assert run.dead_points == 20
    assert run.series["loss"].values.tolist() == [s / 256 for s in range(80)] + [1 + s / 256 for s in range(80, 151)]
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(80, 99)]


def _panel_export(folder: Path) -> Path:
    """A W&B line-plot panel export with two run columns (one run per resume)."""
    rows = ['"Step","part1 - loss","part1 - loss__MIN","part1 - loss__MAX","part2 - loss","part2 - loss__MIN","part2 - loss__MAX"']
    for step in range(0, 151):
        one = f"{step / 256}" if step < 100 else ""
        two = f"{1 + step / 256}" if step >= 80 else ""
        rows.append(f"{step},{one},{one},{one},{two},{two},{two}")
    export = folder / "wandb_export.csv"
    export.write_text("\n".join(rows) + "\n")
    return export


def test_panel_export_with_run_columns_stitches_in_column_order(tmp_path: Path) -> None:
    export = _panel_export(tmp_path)
    assert len(api.load([export]).runs) == 2
    (run,) = api.load([export], stitch=True).runs
    assert len(run.fragments) == 2 and run.fragments[0].source.endswith("part1")
    assert run.dead_points == 20
    assert run.series["loss"].values.tolist() == [s / 256 for s in range(80)] + [1 + s / 256 for s in range(80, 151)]


def test_panel_export_through_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    import pandas as pd

    from lossdoctor.cli import main

    folder = tmp_path / "export"
    folder.mkdir()
    export = _panel_export(folder)
    out = tmp_path / "live.csv"
    assert main(["stitch", str(export), "-o", str(out)]) == 0
    printed = capsys.readouterr().out
    assert "stitched 2 fragments" in printed and "rollback to step 80 (the abandoned timeline had reached 99)" in printed
    frame = pd.read_csv(out)
    loss = frame[frame["series"] == "loss"]
    assert loss["step"].tolist() == list(range(151)) and loss["value"].iloc[80] == 1 + 80 / 256
    assert main(["analyze", str(export), "--stitch", "--format", "json"]) == 0
    (run,) = json.loads(capsys.readouterr().out)["runs"]
    assert [f["dead_points"] for f in run["fragments"]] == [20, 0]
    assert run["rollbacks"] == [{"step": 80, "abandoned_to_step": 99}]
    assert main(["inspect", str(export), "--stitch"]) == 0
    assert "-> #1  rollback  80" in capsys.readouterr().out
