"""Spikes and divergences an expert calls, and none he would not (devR53): towering points of a very
noisy loss, a blip back at the next point, a one-update jump of an RL term while the return held, a
SAC critic growing with SpinningUp's `AverageEpRet`, a level at ln k whose eval loss learned, a VAE
term's climb that is no thrashing, a jump after a steady fall on a short curve, and the corpus scorer's steps
in the truth's unit."""

from __future__ import annotations

import math
import sys
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

from detector_helpers import findings, run_of, scenario_run
from lossdoctor.api import analyze
from lossdoctor.detectors.chance import StuckAtChance
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.instability import Instability
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.detectors.spikefind import SpikeParams, scan, scan_few
from lossdoctor.detectors.spiketower import towers
from lossdoctor.model import Series, Severity
from lossdoctor.scenarios import generate

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))
import realworld  # noqa: E402  (the corpus scorer)

SPIKE = LossSpike()


def _warnings(rule: object, run: object) -> list:
    return [f for f in findings(rule, run) if f.severity >= Severity.WARNING]  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(6))
def test_towering_points_of_a_very_noisy_loss_are_one_episode(seed: int) -> None:
    [truth] = generate("towering_blowups", seed).truths
    episodes = [f for f in _warnings(SPIKE, scenario_run("towering_blowups", seed)) if "spike_steps" in f.evidence]
    [found] = episodes  # told once, by the scan's recurring blow-ups or by the towers
    assert found.kind == "spike" and found.evidence["spikes"] >= 3
    series = scenario_run("towering_blowups", seed).series["loss"]
    assert len(towers(series.steps, series.values)) >= 3
    assert abs(found.start_step - truth.start_step) <= 1 and abs(found.end_step - truth.end_step) <= 1


@pytest.mark.parametrize("seed", range(6))
def test_the_same_noise_without_towers_is_no_warning(seed: int) -> None:
    assert _warnings(SPIKE, scenario_run("towering_noise", seed)) == []


def test_two_towers_are_single_events_and_a_neighbouring_pair_still_counts() -> None:
    rng = np.random.default_rng(5)
    values = 50.0 * np.exp(1.2 * rng.standard_normal(400))
    values[[100, 300]] = 5e5
    assert [t.step for t in towers(np.arange(400), values)] == [100, 300]
    run = run_of(loss=(np.arange(400), values))
    assert not [f for f in findings(SPIKE, run) if "towered" in f.message]
    values[[110, 200]] = 5e5  # 100 and 110 see each other as neighbours: the top is the third largest
    assert [t.step for t in towers(np.arange(400), values)] == [100, 110, 200, 300]


def _blips(batch_sigma: float) -> tuple[np.ndarray, np.ndarray]:
    """A converged loss at 0.316 with one-point blips: one at 100, then three more right after it."""
    rng = np.random.default_rng(1)
    steps = np.arange(0, 200 * 50, 50)
    values = 0.316 * np.exp(batch_sigma * rng.standard_normal(200))
    values[[40, 70, 100, 103, 104, 106, 150]] *= np.array([1.45, 1.4, 1.25, 1.08, 1.1, 1.25, 1.3])
    values[101] = 0.316
    return steps, values


def test_a_blip_back_at_the_next_point_is_fast_whatever_blips_follow() -> None:
    steps, values = _blips(0.012)
    [spike] = [s for s in scan(Series.named("loss", steps, values), SpikeParams()).spikes if s.start_step == 5000]
    assert spike.recovery == "fast" and spike.end_step == 5050


def test_without_batch_noise_jump_back_jump_is_one_disturbance() -> None:
    steps = np.arange(0, 51 * 1000, 1000)
    values = 0.74 * np.exp(0.002 * np.random.default_rng(2).standard_normal(51))
    values[15], values[17] = 1.094, 0.941
    [spike] = scan(Series.named("loss", steps, values), SpikeParams()).spikes
    assert (spike.start_step, spike.end_step, spike.recovery) == (15000, 17000, "slow")


def test_back_at_the_next_logged_point_is_fast_on_coarse_logging() -> None:
    steps = np.arange(2048, 2048 * 31, 2048)
    values = 0.02 * np.exp(0.004 * np.random.default_rng(3).standard_normal(30))
    values[20] = 0.9
    [spike] = scan(Series.named("loss", steps, values), SpikeParams()).spikes
    assert spike.recovery == "fast" and spike.recovery_steps == 2048


def _case(name: str) -> Path:
    return Path(__file__).parent / "realworld" / "cases" / name / "files"


def test_an_rl_terms_one_update_jump_while_the_return_held_is_info() -> None:
    # SB3 PPO job-shop: value_loss 0.014 -> 0.884 -> 0.015 at 36864 with ep_rew_mean -11.93 -> -11.95
    # (info); at 45056 it jumps x155 as the return falls -11.93 -> -16.79 and stays up (an error).
    [report] = analyze([_case("c1-sb3-ppo-jobshop-progress-tb")]).runs
    value = {f.start_step: f for f in report.findings if f.series == "train/value_loss" and f.kind == "spike"}
    assert value[36864].severity is Severity.INFO and "held over the same steps" in value[36864].message
    assert value[45056].severity is Severity.ERROR


def test_a_sac_critic_growing_with_averageepret_is_info() -> None:
    # SpinningUp SAC on Ant: LossQ 1.2 -> ~90 as AverageEpRet climbs -43 -> ~5000 (the critic's
    # scale), while its blow-up at 154-163 stays a warning.
    [report] = analyze([_case("c29-spinningup-sac-ant-progress-table-txt-300-epochs-q-loss-blowup-epoch-156-recovers")]).runs
    [rise] = [f for f in report.findings if f.series == "LossQ" and f.code == "LD201"]
    assert rise.severity is Severity.INFO and "AverageEpRet rose" in rise.message
    assert any(f.code == "LD101" and f.start_step == 154 and f.severity is Severity.WARNING for f in report.findings)
    epochs = np.arange(1, 201)
    q = (1.2 + 80.0 * (1 - np.exp(-epochs / 40.0))) * np.exp(0.03 * np.random.default_rng(6).standard_normal(200))
    falling = np.linspace(-40.0, -60.0, 200)
    run = run_of(LossQ=(epochs, q), AverageEpRet=(epochs, falling), AverageTestEpRet=(epochs, falling))
    assert any(f.severity is Severity.ERROR for f in findings(Divergence(), run) if f.series == "LossQ")


def test_an_eval_loss_far_below_ln_k_says_the_model_learned() -> None:
    # st-gcn on a 5-class toy set: the epoch-mean loss hovers at ~1.36 (ln 4 within its noise) while
    # the eval loss falls 1.72 -> 0.78; without the eval loss the same curve reads as chance.
    folder = _case("c26-st-gcn-skeleton-62-launches-one-log-twelve-nan-runs-then-tiny-dataset")
    [report] = [r for r in analyze([folder]).runs if r.run.name.endswith("#13")]
    assert not [f for f in report.findings if f.code == "LD206"]
    train = report.run.series["mean_loss"]
    assert [f.code for f in findings(StuckAtChance(), run_of(loss=(train.steps, train.values)))] == ["LD206"]


def test_a_terms_climb_with_its_old_blips_is_no_thrashing() -> None:
    rng = np.random.default_rng(10)
    n = 400
    level = np.where(np.arange(n) < 100, 0.03, 0.03 * np.exp((np.arange(n) - 100) / 100.0))
    values = level * np.exp(0.15 * rng.standard_normal(n))
    blips = rng.random(n) < 0.2
    values[blips] *= rng.uniform(3.0, 8.0, int(blips.sum()))
    assert [f for f in findings(Instability(), run_of(loss_recon=(np.arange(n) * 500, values)))
            if f.severity >= Severity.WARNING] == []


def test_a_jump_after_a_steady_fall_on_a_short_curve_is_measured_against_the_falls_scatter() -> None:
    # An HF fine-tune's 11 dicts: 6.3 falling to 2.11, then 4.39 and flat at ~4.2 to the end.
    values = np.array([6.3, 4.26, 3.50, 2.72, 2.27, 2.11, 4.39, 4.26, 4.18, 4.22, 4.22])
    y = np.log(values)
    found = scan_few(np.arange(11), y, y, SpikeParams()).spikes
    assert [(s.start_step, s.recovery) for s in found] == [(6, "none")]
    falling = np.log(np.array([6.3, 4.26, 3.50, 2.72, 2.27, 2.11, 2.0, 1.95, 1.9, 1.88, 1.87]))
    assert scan_few(np.arange(11), falling, falling, SpikeParams()).spikes == []
    # A handful of points that leap and fall back by multiples: their own scatter, no spike.
    jumpy = np.log(np.array([0.66, 16.1, 0.9, 26.9, 1.2, 28.3, 0.8, 41.2, 1.1, 30.0, 0.9, 35.0, 1.0, 25.0]))
    assert not [s for s in scan_few(np.arange(14), jumpy, jumpy, SpikeParams()).spikes if s.recovery == "none"]


def _finding(start: float, end: float) -> SimpleNamespace:
    return SimpleNamespace(kind="divergence", start_step=start, end_step=end, peak_step=None)


def test_the_scorer_keeps_fractional_steps_and_translates_epochs() -> None:
    event = {"kind": "divergence", "step": 6.144, "tol": 0.4}
    assert realworld.answers(event, _finding(6.2, 7.85))       # fractional tolerance kept, not cast to 0
    assert not realworld.answers(event, _finding(954, 1371))   # steps are no epochs
    epochs = np.arange(1, 24) * 0.341333
    run = run_of(loss=(np.arange(1, 24) * 60, np.ones(23)), epoch=(np.arange(1, 24) * 60, epochs))
    axis = realworld.event_axis({"step_unit": "epochs"}, run)
    assert axis is not None and math.isclose(axis(epochs[4]), 300.0)
    assert realworld.answers(event, _finding(1013, 1371), axis)
    assert not realworld.answers(event, _finding(300, 600), axis)
    assert realworld.event_axis({"step_unit": "steps"}, run) is None
