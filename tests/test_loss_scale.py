"""LD502 loss-scale-collapse: fp16 overflow seen in the dynamic loss scale."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, power_curve, run_of, scenario_run
from lossdoctor.detectors.loss_scale import LossScaleCollapse, trailing_max
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = LossScaleCollapse()


@pytest.mark.parametrize("seed", range(4))
def test_collapse_before_nan(seed: int) -> None:
    scenario = generate("fp16_collapse", seed)
    truth, nan = scenario.truths
    [f] = findings(RULE, scenario_run("fp16_collapse", seed))
    assert (f.code, f.kind, f.severity, f.series) == ("LD502", "loss_scale_collapse", Severity.WARNING,
                                                       "loss_scale")
    assert abs(f.start_step - truth.start_step) <= 2
    assert f.evidence["scale_min"] == 1.0 and f.evidence["halvings"] >= 10 and f.evidence["ongoing"]
    assert f.end_step == 4999  # still collapsed when the log ends
    assert f"the loss is NaN/inf from step {nan.start_step}" in f.message
    assert any("bf16" in tip for tip in f.advice)


def test_nan_fp16_scenario_relates_the_collapse_to_the_nan() -> None:
    scenario = generate("nan_fp16", 1)
    [f] = findings(RULE, scenario_run("nan_fp16", 1))
    nan = scenario.truths[0].start_step
    assert f.start_step == nan - 46 and f.peak_step == nan + 30  # 16 halvings, one every 5 steps
    assert f"NaN/inf from step {nan}" in f.message


@pytest.mark.parametrize("seed", range(4))
def test_healthy_saw_tooth_is_quiet(seed: int) -> None:
    assert findings(RULE, scenario_run("fp16_healthy", seed)) == []


def test_no_scale_series_is_silent() -> None:
    assert list(RULE.check(run_of(loss=power_curve(1000)))) == []


def test_kernel_and_settings() -> None:
    assert list(trailing_max(np.array([1.0, 3.0, 2.0, 0.0, 0.0]), 2)) == [1.0, 3.0, 3.0, 2.0, 0.0]
    with pytest.raises(ValueError):
        LossScaleCollapse(min_halvings=0)
    assert all(LossScaleCollapse.documentation().values())


def test_initial_calibration_is_not_a_collapse() -> None:
    steps = np.arange(0, 2000, 10)
    scale = np.full(len(steps), 16384.0)
    scale[0], scale[1] = 2.0 ** 23, 32768.0  # DeepSpeed starts high and halves to a usable scale
    assert findings(RULE, run_of(loss=power_curve(200, every=10), loss_scale=(steps, scale))) == []


def test_realdata_megatron_start_up_halvings(realdata) -> None:  # type: ignore[no-untyped-def]
    from detector_helpers import real_runs

    for run in real_runs(realdata, "megatron-bigscience-chronicles"):
        assert findings(RULE, run) == [], run.name
