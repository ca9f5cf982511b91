"""LD301 grokking: a sudden lasting drop after slow progress, not explained by the LR schedule."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, real_runs, run_of, scenario_run, skips
from lossdoctor.detectors.grokking import Grokking, _period
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = Grokking()


@pytest.mark.parametrize("seed", range(6))
def test_sudden_drop_after_slow_progress(seed: int) -> None:
    truth = generate("grokking", seed).truths[0]
    [f] = findings(RULE, scenario_run("grokking", seed))
    assert (f.code, f.kind, f.severity, f.series) == ("LD301", "grokking", Severity.INFO, "loss")
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    assert abs(f.end_step - truth.end_step) <= truth.tolerance
    before, after = f.fields["drop"]
    assert np.log(before / after) == pytest.approx(truth.extra["depth"], abs=0.08)
    assert f.fields["drop_steps"] == f.end_step - f.start_step
    assert f"within {f.fields['drop_steps']} steps at step {f.start_step}" in f.message


@pytest.mark.parametrize("name", ["wsd_decay", "step_schedule"])
@pytest.mark.parametrize("seed", range(4))
def test_schedule_drops_are_explained_by_the_logged_lr(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def test_without_the_lr_a_step_drop_is_reported_with_a_caveat() -> None:
    run = scenario_run("step_schedule", 0)
    loss = run.series["loss"]
    found = findings(RULE, run_of(loss=(loss.steps, loss.values)))
    assert found and all("no learning-rate series was logged" in f.message for f in found)
    assert abs(found[0].start_step - 3000) <= 60


@pytest.mark.parametrize("name", ["clean", "warmup", "heavy_tailed", "spike_slow", "spike_then_divergence",
                                  "spike_sparse", "plateau", "repeated_data", "correct_resume", "dip"])
@pytest.mark.parametrize("seed", range(4))
def test_no_grokking_in_other_patterns(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def test_rounded_values_do_not_make_a_drop() -> None:
    steps = np.arange(0, 5000, 25)
    values = np.round(np.maximum(0.3 * np.exp(-steps / 300), 0.0001), 4)
    values[steps >= 4300] = 0.0001
    values[(steps >= 3000) & (steps < 4300)] = 0.0002
    assert findings(RULE, run_of(loss=(steps, values))) == []


def test_regular_drops_are_named_epoch_boundaries() -> None:
    assert _period([2000, 4000, 6000]) == 2000 and _period([2000, 4000]) is None
    assert _period([1000, 4000, 5000]) is None


def test_short_series_and_settings() -> None:
    steps = np.arange(100)
    assert "only 100 finite points" in skips(RULE, run_of(loss=(steps, 3.0 - steps / 100)))[0].reason
    with pytest.raises(ValueError):
        Grokking(width_fraction=0.5, history_fraction=0.1)
    assert all(Grokking.documentation().values())


def test_realdata_whisper_rounded_tail_is_not_grokking(realdata: Path) -> None:
    [run] = real_runs(realdata, "hf-whisper-ja-5k")
    assert findings(RULE, run) == []


@pytest.mark.parametrize("folder", ["llamafactory-mistral-translator", "mnGPT-llmc-main", "hf-eagle3-star"])
def test_realdata_at_most_info(realdata: Path, folder: str) -> None:
    for run in real_runs(realdata, folder):
        assert all(f.severity is Severity.INFO for f in findings(RULE, run))
