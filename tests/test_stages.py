"""A loss-less stretch of another stage after the training is no rollback (blind batch c14)."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.stages import without_stages
from lossdoctor.model import Fragment, RawRun, Series

DINO = Path(__file__).parent / "realworld" / "cases" / "c14-dino-linear-eval-stretch-val-loss-rises-chance-acc" / "files"


def test_a_knn_stage_after_a_linear_probe_leaves_the_training_live() -> None:
    # DINO's eval_linear.py (27 epochs x 782 batches), then eval_knn.py's feature extraction
    # `[390/782] eta ... time ... max mem` in the same file: no loss on it.
    [run] = api.load([DINO]).runs
    assert len(run.series["loss"]) == 1148 and run.dead_points == 0 and not run.rollbacks
    assert any("another stage's counter, not a rollback" in w for w in run.warnings)


def _fragment(steps: range, **names: str) -> Fragment:
    series = {name: Series.named(name, np.array(steps), np.linspace(2.0, 1.0, len(steps))) for name in names}
    return Fragment("log.txt", series)


def test_a_restart_with_a_loss_or_a_marker_stays_a_fragment() -> None:
    raw = RawRun("r", "generic", [_fragment(range(0, 100), loss="x"), _fragment(range(50, 80), loss="x"),
                                  _fragment(range(10, 20), time="x")], ["log.txt"])
    kept = without_stages(raw).fragments
    assert len(kept) == 2 and "loss" in kept[1].series  # the resume keeps its loss; the stage goes
    tb = RawRun("t", "tensorboard", [_fragment(range(0, 100), loss="x"), _fragment(range(10, 20), lr="x")], ["e"])
    assert len(without_stages(tb).fragments) == 2  # a writer's own rows: its restarts are its own
