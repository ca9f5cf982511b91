"""End to end: Lightning CSVLogger `version_N/metrics.csv` folders, one per resume."""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api


def _metrics(folder: Path, steps: range, offset: float) -> None:
    folder.mkdir(parents=True)
    rows = ["epoch,step,train_loss_step,val_loss"]
    for step in steps:
        rows.append(f"{step // 500},{step},{offset + step / 1000},")
        if (step + 1) % 250 == 0:
            rows.append(f"{step // 500},{step},,{offset + step / 1000 + 0.5}")
    (folder / "metrics.csv").write_text("\n".join(rows) + "\n")


def test_version_folders_stitched(tmp_path: Path) -> None:
    root = tmp_path / "lightning_logs"
    _metrics(root / "version_0", range(49, 1000, 50), 0.0)
    _metrics(root / "version_1", range(649, 1500, 50), 10.0)
    (run,) = api.load([root], stitch=True).runs
    loss = run.series["train_loss_step"]
    assert loss.steps.tolist() == list(range(49, 1500, 50))
    assert loss.values.tolist() == [s / 1000 for s in range(49, 649, 50)] + [10.0 + s / 1000 for s in range(649, 1500, 50)]
    assert run.primary == "train_loss_step"
    assert run.dead_points == 8
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(649, 999)]
    assert run.dead["val_loss"].steps.tolist() == [749, 999]
