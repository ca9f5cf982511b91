"""LD401 repeated-data: replayed batches after a resume, the replay window helper, negatives."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, real_runs, scenario_run
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.repeated_data import RepeatedData, find_replays, replay_windows
from lossdoctor.detectors.replay import search
from lossdoctor.model import Fragment, Marker, RawRun, ReplayCheck, Run, Series, Severity
from lossdoctor.scenarios import generate
from lossdoctor.stitch import stitch

RULE = RepeatedData()


@pytest.mark.parametrize("seed", range(5))
def test_replay_window_and_offset_are_exact(seed: int) -> None:
    truth = generate("repeated_data", seed).truths[0]
    [f] = findings(RULE, scenario_run("repeated_data", seed))
    assert (f.code, f.kind, f.severity, f.series) == ("LD401", "repeated_data", Severity.ERROR, "loss")
    assert f.start_step == truth.start_step
    assert f.end_step == truth.end_step
    assert f.fields == {"replay_offset": truth.extra["replay_offset"]}
    assert f.evidence["correlation"] > 0.8 and f.evidence["correlation_z"] > 10
    assert f.evidence["drop_at_resume"] > 0.05 and f.evidence["jump_at_end"] > 0.05
    offset = truth.extra["replay_offset"]
    assert (f"steps {truth.start_step}-{truth.end_step - 1} replayed the data of steps "
            f"{truth.start_step - offset}-{truth.end_step - 1 - offset}") in f.message
    assert any("sampler" in tip for tip in f.advice)
    assert any(f"do not roll back 'before the jump' at step {truth.end_step}" in tip for tip in f.advice)


def test_replay_windows_helper_for_other_detectors() -> None:
    truth = generate("repeated_data", 2).truths[0]
    run = scenario_run("repeated_data", 2)
    assert replay_windows(run) == [(truth.start_step, truth.end_step)]
    assert replay_windows(run) is not replay_windows(run)  # a fresh list each call, cached inside
    assert findings(Divergence(), run) == []


@pytest.mark.parametrize("name", ["correct_resume", "resume_spikes", "repeated_divergence", "multi_epoch",
                                  "spike_dead_attempt", "clean", "per_source"])
@pytest.mark.parametrize("seed", range(3))
def test_silent_without_replayed_data(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def _two_fragments(first: np.ndarray, second: np.ndarray, resume: int, crash: int) -> Run:
    steps = np.arange(len(first))
    a = Fragment("a", {"loss": Series.named("loss", steps[:crash], first[:crash])}, wall_start=1.0)
    b = Fragment("b", {"loss": Series.named("loss", steps[resume:], second[resume:])},
                 wall_start=1e6, markers=(Marker("checkpoint_loaded", resume),))
    return stitch(RawRun("r", "test", [a, b], ["a", "b"]))


def test_shuffled_replay_is_found_by_its_level_alone() -> None:
    rng = np.random.default_rng(3)
    n, resume, crash, span = 6000, 3000, 3100, 900
    steps = np.arange(n)
    base = 2.2 + 9.0 * (steps + 30.0) ** -0.35
    first = base * np.exp(rng.normal(0, 0.02, n))
    second = base * np.exp(rng.normal(0, 0.02, n) - 0.12 * ((steps >= resume) & (steps < resume + span)))
    [f] = findings(RULE, _two_fragments(first, second, resume, crash))
    assert f.severity is Severity.WARNING and f.start_step == resume
    assert abs(f.end_step - (resume + span)) <= 60 and f.fields == {}
    assert "data order differs" in f.message


def test_stitcher_verdict_of_an_exact_replay_silences_the_join() -> None:
    run = scenario_run("repeated_data", 0)
    join = run.joins[0]
    check = ReplayCheck("loss", join.fragment, 10, join.step, join.step + 9, 0.0, 0.0, 1.0, "close")
    quiet = dataclasses.replace(run, replay_checks=(check,))
    assert find_replays(quiet) == []
    differs = dataclasses.replace(run, replay_checks=(dataclasses.replace(check, match="differs"),))
    [replay] = find_replays(differs)
    assert replay.replay_check == "differs"


def test_search_finds_a_planted_offset() -> None:
    rng = np.random.default_rng(0)
    ref = rng.normal(0, 1, 2000)
    post = ref[1500 - 700:1500 - 700 + 400] + rng.normal(0, 0.3, 400)  # post[i] = ref[1500 + i - 700]
    match = search(ref, 1500, post, min_offset=1)
    assert match is not None and match.offset == 700 and match.correlation > 0.9


def test_settings() -> None:
    with pytest.raises(ValueError):
        RepeatedData(min_correlation=1.5)
    assert RepeatedData.parameters()["min_correlation"] == 0.3
    assert all(RepeatedData.documentation().values())


def test_realdata_multi_epoch_logs_are_not_replays(realdata: Path) -> None:
    for folder in ("llamafactory-mistral-translator", "hf-whisper-ja-5k", "algoperf-tb-rerun-resnet"):
        for run in real_runs(realdata, folder):
            assert findings(RULE, run) == [], (folder, run.name)


def _with_epochs(run: Run, length: float) -> Run:
    loss = run.series["loss"]
    epoch = Series.named("epoch", loss.steps, np.floor(loss.steps / length))
    return dataclasses.replace(run, series={**run.series, "epoch": epoch})


@pytest.mark.parametrize("seed", range(3))
def test_a_replay_of_whole_epochs_is_not_under_reported(seed: int) -> None:
    """A resumed process that re-seeds its shuffle deals an earlier epoch's order again: when
    the replay offset is a whole number of epochs, every sample was seen once per epoch by the
    restored weights (the pytorch console log resumed at epoch 21 replaying epoch 1's order)."""
    truth = generate("repeated_data", seed).truths[0]
    offset = int(truth.extra["replay_offset"])
    run = scenario_run("repeated_data", seed)
    assert not findings(RULE, _with_epochs(run, offset / 2))   # two epochs back
    # Positive control: epochs that do not divide the offset leave the replay found.
    [f] = findings(RULE, _with_epochs(run, offset * 0.7))
    assert f.start_step == truth.start_step
