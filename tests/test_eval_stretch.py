"""LD202 on an overfitting stretch that the run later undid (`detectors.eval_stretch`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from detector_helpers import findings
from lossdoctor.detectors.eval_divergence import EvalDivergence
from lossdoctor.scenarios.undone import undone_eval_rise, undone_eval_rise_flat_train
from lossdoctor.stitch import stitch

RULE = EvalDivergence()
CASES = Path(__file__).parent / "realworld" / "cases"


@pytest.mark.parametrize("seed", range(8))
def test_rise_while_training_falls_then_undone(seed: int) -> None:
    scenario = undone_eval_rise(seed)
    [truth] = scenario.truths
    [f] = findings(RULE, stitch(scenario.raw_run()))
    assert f.series == "eval/loss" and abs(f.start_step - truth.start_step) <= truth.tolerance
    assert "at every evaluation" in f.message and f.evidence["undone_step"] > f.end_step


@pytest.mark.parametrize("seed", range(8))
def test_same_climb_under_a_still_training_loss_is_quiet(seed: int) -> None:
    assert findings(RULE, stitch(undone_eval_rise_flat_train(seed).raw_run())) == []


def test_real_nanogpt_val_rise_before_the_collapse() -> None:
    """val 5.071 @250 -> 5.262 @1000 while train falls 4.35 -> 3.50, then both collapse."""
    from lossdoctor.api import load

    case = CASES / "c33-nanogpt-third-order-attention-nohup-3000-iters-loss-collapses-to-0-02-at-1300"
    [run] = load([case / "files"]).runs
    [f] = findings(RULE, run)
    assert (f.start_step, f.end_step) == (250, 1000)
