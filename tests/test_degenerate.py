"""LD504 degenerate-training: constant or zero loss, NaN grad norms at every step, a pinned scale."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, run_of, scenario_run
from lossdoctor.detectors.degenerate import DegenerateTraining, constant_runs
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = DegenerateTraining()


@pytest.mark.parametrize("name", ["degenerate_zero_loss", "degenerate_constant", "degenerate_nan_grad",
                                  "degenerate_scale_pinned"])
@pytest.mark.parametrize("seed", range(3))
def test_each_dead_run_is_one_error(name: str, seed: int) -> None:
    truth = generate(name, seed).truths[0]
    [f] = findings(RULE, scenario_run(name, seed))
    assert (f.code, f.kind, f.severity) == ("LD504", "degenerate", Severity.ERROR)
    assert f.fields["what"] == truth.extra["what"] and f.series == truth.series
    assert abs(f.start_step - truth.start_step) <= truth.tolerance


def test_zero_loss_names_the_nan_grad_norms_once() -> None:
    [f] = findings(RULE, scenario_run("degenerate_zero_loss", 0))
    assert "exactly 0" in f.message and "grad_norm is non-finite at 499 of 499" in f.message
    assert "labels" in f.advice[0]


@pytest.mark.parametrize("name", ["fp16_skipped_steps", "fp16_healthy", "nan_fp16", "fp16_collapse", "clean",
                                  "noisy_stable"])
@pytest.mark.parametrize("seed", range(3))
def test_a_few_skipped_fp16_steps_are_evidence_not_errors(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def test_constant_runs_need_a_long_stretch() -> None:
    values = np.array([1.0, 2.0, 2.0, 2.0, 3.0, np.nan, np.nan, 4.0, 4.0])
    assert constant_runs(values, 3) == [(1, 4)]
    assert constant_runs(values, 4) == []


def test_a_bf16_constant_loss_scale_is_not_pinned() -> None:
    steps = np.arange(1000)
    run = run_of(loss=(steps, 3.0 * np.exp(np.random.default_rng(0).normal(0, 0.02, 1000))),
                 loss_scale=(steps, np.ones(1000)))
    assert findings(RULE, run) == []


def test_whole_run_reads_as_broken() -> None:
    report = analyze_run(scenario_run("degenerate_zero_loss", 1), build_rules(Settings()))
    assert report.worst is Severity.ERROR
    assert [f.code for f in report.findings] == ["LD504"]


def _trainer_state(folder: Path, history: list[dict[str, object]]) -> Path:
    folder.mkdir(parents=True)
    state = {"log_history": history, "global_step": history[-1]["step"], "logging_steps": 10,
             "max_steps": history[-1]["step"], "epoch": history[-1]["epoch"], "is_world_process_zero": True}
    (folder / "trainer_state.json").write_text(json.dumps(state, allow_nan=True))
    return folder


# Facts from public issue threads, not copies: Time-MoE #31 (constant LR 5e-5, every logged
# step `{'loss': 0.0, 'grad_norm': nan}`), SY-Xuan/Pink #6 (the same from step one, during the
# warm-up), AnswerDotAI/ModernBERT #233 (finite at first, then 0.0 / nan from epoch 0.53 on),
# Time-MoE #71 (fp16: `grad_norm: nan` at 2 of 10 logged steps, loss fine).
def test_hf_trainer_dead_runs_from_issue_threads(tmp_path: Path) -> None:
    from lossdoctor.api import load

    rows = [{"loss": 0.0, "grad_norm": float("nan"), "learning_rate": 5e-05, "epoch": round(0.0136 * k, 2),
             "step": 10 * k} for k in range(1, 121)]
    warm = [{"loss": 0.0, "grad_norm": float("nan"), "learning_rate": 2e-4 * min(1.0, k / 28),
             "epoch": 0.0, "step": k} for k in range(1, 200)]
    rng = np.random.default_rng(1)
    onset = [{"loss": (round(float(0.2 * np.exp(rng.normal(0, 0.1))), 4) if k < 80 else 0.0),
              "grad_norm": (float(abs(rng.normal(1.0, 0.2))) if k < 80 else float("nan")),
              "learning_rate": 1e-5 * (1 - k / 1000), "epoch": round(k / 150, 2), "step": 5 * k}
             for k in range(1, 160)]
    fine = [{"loss": round(float(0.16 * np.exp(rng.normal(0, 0.08))), 4),
             "grad_norm": (float("nan") if k % 10 in (1, 4) else float(abs(rng.normal(0.6, 0.3)))),
             "learning_rate": 1e-4, "epoch": round(k * 0.0385, 2), "step": 10 * k} for k in range(1, 101)]
    for name, history in (("timemoe", rows), ("pink", warm), ("modernbert", onset), ("fp16ok", fine)):
        _trainer_state(tmp_path / name, history)
    rules = build_rules(Settings())
    reports = {run.name: analyze_run(run, rules) for run in load([tmp_path]).runs}
    assert set(reports) == {"timemoe", "pink", "modernbert", "fp16ok"}
    for name in ("timemoe", "pink", "modernbert"):
        degenerate = [f for f in reports[name].findings if f.kind == "degenerate"]
        assert len(degenerate) == 1, (name, [f.message for f in reports[name].findings])
        assert degenerate[0].fields["what"] == "zero_loss" and reports[name].worst is Severity.ERROR
    [onset_finding] = [f for f in reports["modernbert"].findings if f.kind == "degenerate"]
    assert onset_finding.start_step == 400
    assert not [f for f in reports["fp16ok"].findings if f.kind == "degenerate"]


def test_skipped_fp16_steps_inside_a_spike_are_its_evidence() -> None:
    from dataclasses import replace

    from lossdoctor.detectors.reconcile import reconcile
    from lossdoctor.model import Finding

    steps = np.arange(1000)
    norm = np.full(1000, 0.5)
    norm[[500, 502, 800]] = np.nan
    run = run_of(loss=(steps, np.full(1000, 2.0) + 0.01 * np.sin(steps)), grad_norm=(steps, norm))
    spike = Finding("LD101", "spike", Severity.WARNING, "loss", 499, 500, 510, "spike")
    [out] = reconcile(run, [spike, ])
    assert out.evidence["nonfinite_grad_norms"] == 2
    [quiet] = reconcile(run, [replace(spike, start_step=100, peak_step=101, end_step=120)])
    assert "nonfinite_grad_norms" not in quiet.evidence


@pytest.mark.parametrize("seed", range(4))
def test_a_loss_at_full_precision_reaching_zero_is_dead(seed: int) -> None:
    """SB3 PPO on an env whose return is always -100: 4500 -> 4.9e-07, 3.8e-08, 4.7e-10, then
    0.0 for the rest of the run. Those tiny values are no logging precision: the loss froze."""
    scenario = generate("value_fit_to_zero", seed)
    [truth] = scenario.truths
    [f] = findings(RULE, scenario_run("value_fit_to_zero", seed))
    assert f.fields["what"] == "zero_loss" and f.start_step == truth.start_step and f.severity is Severity.ERROR


@pytest.mark.parametrize("seed", range(4))
def test_a_loss_printed_at_four_decimals_creeping_to_zero_is_not(seed: int) -> None:
    assert findings(RULE, scenario_run("rounded_to_zero", seed)) == []

