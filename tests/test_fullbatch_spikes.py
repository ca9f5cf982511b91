"""LD101 on full-batch curves (issue 32, c32 beamline MLP): recurring isolated spikes of a glassy
loss are one episode; a blow-up right after the first point is a spike though no level came first."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from detector_helpers import findings, scenario_run
from lossdoctor.api import analyze
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.detectors.spikeglassy import episode
from lossdoctor.detectors.spikestart import start_blowup
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = LossSpike()
CASE = (Path(__file__).parent / "realworld" / "cases"
        / "c32-beamline-intensity-mlp-bare-loss-txt-5000-epochs-blowup-then-isolated-spikes" / "files")


def _episodes(run: object) -> list:
    return [f for f in findings(RULE, run) if "spike_steps" in f.evidence]


def test_recurring_isolated_spikes_of_a_glassy_curve_are_one_warning() -> None:
    for seed in range(4):
        scenario = generate("fullbatch_recurring_spikes", seed)
        [truth] = scenario.truths
        [found] = _episodes(scenario_run("fullbatch_recurring_spikes", seed))
        assert found.severity is Severity.WARNING and found.kind == "spike"
        assert found.start_step == truth.start_step and found.end_step == truth.end_step
        assert found.evidence["spikes"] >= 30 and "one episode" in found.message
        # Its members are not told again one by one.
        assert not [f for f in findings(RULE, scenario_run("fullbatch_recurring_spikes", seed))
                    if f.start_step > truth.start_step and "spike_steps" not in f.evidence]


def test_a_glassy_curve_without_spikes_and_a_heavy_tailed_batch_loss_make_no_episode() -> None:
    for seed in range(4):
        assert not findings(RULE, scenario_run("fullbatch_quiet", seed))
        assert not _episodes(scenario_run("batch_heavy_tail", seed))


def test_two_isolated_spikes_are_single_events_not_an_episode() -> None:
    rng = np.random.default_rng(3)
    values = (1e-3 + 0.1 * np.exp(-np.arange(2000) / 500.0)) * np.exp(1e-3 * rng.standard_normal(2000))
    values[[700, 1500]] *= 1e3
    assert episode(np.arange(2000), values) is None
    values[[300, 1100, 1800]] *= 1e3
    found = episode(np.arange(2000), values)
    assert found is not None and [s.step for s in found.spikes] == [300, 700, 1100, 1500, 1800]


def test_a_blowup_right_after_the_first_point_is_a_spike() -> None:
    for seed in range(4):
        scenario = generate("fullbatch_start_blowup", seed)
        [truth] = scenario.truths
        [found] = [f for f in findings(RULE, scenario_run("fullbatch_start_blowup", seed)) if f.start_step <= 3]
        assert found.severity is Severity.WARNING and found.kind == "spike"
        assert abs(found.end_step - truth.end_step) <= 10 and "first updates overshot" in found.message


def test_a_warmup_climb_or_a_blowup_that_never_came_back_is_no_start_blowup() -> None:
    steps = np.arange(200)
    climb = np.concatenate([np.geomspace(0.01, 0.5, 20), 0.5 * np.exp(-np.arange(180) / 90.0)])
    assert start_blowup(steps, climb) is None  # x50 over twenty points: a warm-up, not a blow-up
    gone = np.concatenate([[0.3], np.full(199, 3e4)])
    assert start_blowup(steps, gone) is None  # never back: a divergence, another rule's


def test_beamline_mlp_full_batch_loss() -> None:
    """Committed case: 5000 full-batch epochs; x1e8 at epoch 3 and chaos to ~100, then over a
    hundred isolated x10-x1e6 points on a level falling 0.11 -> 5e-5: two warnings, not 14 infos."""
    [item] = analyze([CASE]).runs
    spikes = [f for f in item.findings if f.kind == "spike"]
    start = [f for f in spikes if f.start_step <= 3]
    recurring = [f for f in spikes if "spike_steps" in f.evidence]
    assert len(start) == 1 and start[0].severity is Severity.WARNING and start[0].peak_step == 3
    assert len(recurring) == 1 and recurring[0].severity is Severity.WARNING
    assert recurring[0].start_step <= 258 and recurring[0].end_step >= 4337 and recurring[0].evidence["spikes"] > 100
    assert recurring[0].peak_step == 4337
    assert len(spikes) == 2


def test_recurring_single_batch_blowups_are_one_warning_and_heavy_tailed_batches_none() -> None:
    """x80-x300 for one batch, four to eight times on a converged per-batch loss: one episode over
    them; the same loss with 1 batch in 200 at x5-x15 (its noise's heavy tail) makes none."""
    for seed in range(8):
        scenario = generate("batch_recurring_blowups", seed)
        [truth] = scenario.truths
        [found] = _episodes(scenario_run("batch_recurring_blowups", seed))
        assert found.severity is Severity.WARNING and found.kind == "spike" and found.evidence["spikes"] >= 4 and "one episode" in found.message
        assert abs(found.start_step - truth.start_step) <= 1 and found.end_step >= truth.end_step
        # Its members are not told again one by one, as infos or as warnings of their own.
        assert not [f for f in findings(RULE, scenario_run("batch_recurring_blowups", seed))
                    if f.start_step in found.evidence["spike_steps"] and f is not found
                    and "spike_steps" not in f.evidence]
        assert not [f for f in findings(RULE, scenario_run("batch_heavy_tail", seed)) if f.severity > Severity.INFO]


def test_a_vae_thrown_up_by_its_first_updates_is_a_spike_at_the_start() -> None:
    """c34's 3D VAE class: the KL term throws the total x60-x400 above its first point, back below
    it within a few logged points: one warning at the start, on every seed."""
    for seed in range(6):
        scenario = generate("kl_start_blowup", seed)
        [truth] = scenario.truths
        found = [f for f in findings(RULE, scenario_run("kl_start_blowup", seed)) if f.start_step <= truth.start_step]
        assert len(found) == 1 and found[0].severity is Severity.WARNING
        assert found[0].evidence["ratio"] >= 50


def test_a_second_point_x20_above_the_first_is_no_start_blowup() -> None:
    rng = np.random.default_rng(3)
    values = 0.5 * np.exp(-np.arange(300) / 100.0) * np.exp(rng.normal(0.0, 0.2, 300))
    values[1] = values[0] * 20.0  # an unlucky second batch, not an overshoot of orders of magnitude
    assert start_blowup(np.arange(300), values) is None
