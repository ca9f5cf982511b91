"""LD205 instability: thrashing far above the run's own best, judged against the running best."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings, power_curve, run_of, scenario_run
from lossdoctor.detectors.instability import Instability
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate

RULE = Instability()


@pytest.mark.parametrize("name", ["instability_mild", "instability_moderate", "instability_severe"])
@pytest.mark.parametrize("seed", range(3))
def test_thrashing_is_found_with_its_onset_and_calm(name: str, seed: int) -> None:
    truth = generate(name, seed).truths[0]
    [f] = findings(RULE, scenario_run(name, seed))
    assert (f.code, f.kind, f.severity) == ("LD205", "instability", Severity.ERROR)
    assert abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.fields["calmed_at"] is not None and f.fields["calmed_at"] > f.start_step
    assert f.fields["calmed_at"] <= truth.end_step + truth.extra["end_tolerance"]
    low, high = {"mild": (2.0, 7), "moderate": (4.0, 25), "severe": (8.0, 120)}[truth.extra["severity"]]
    assert low <= f.fields["worst"] <= high
    assert 0.3 <= f.fields["share_above"] <= 1.0
    assert f.evidence["explosions"] >= 3
    assert "blew up at step" in f.message and "calmed down at step" in f.message


def test_calm_with_lr_decay_is_said() -> None:
    run = scenario_run("instability_severe", 1)
    [f] = findings(RULE, run)
    assert f.evidence["calm_with_lr_decay"] is True
    assert "as the LR decayed to" in f.message
    assert any("lower the peak learning rate" in tip for tip in f.advice)
    assert any("clip the gradients" in tip for tip in f.advice)
    assert any("warm up longer" in tip for tip in f.advice)


def test_thrashing_to_the_end_never_calmed() -> None:
    [f] = findings(RULE, scenario_run("instability_to_end", 0))
    assert f.fields["calmed_at"] is None and f.end_step == int(scenario_run("instability_to_end", 0).series["loss"].steps[-1])
    assert "had not calmed down" in f.message


@pytest.mark.parametrize("name", ["noisy_stable", "one_recovered_spike", "spike_slow", "many_spikes",
                                  "heavy_tailed", "noisy_wiggles", "divergence_to_nan", "wsd_decay",
                                  "fp16_skipped_steps", "spike_then_divergence"])
@pytest.mark.parametrize("seed", range(3))
def test_stable_runs_and_single_events_are_not_instability(name: str, seed: int) -> None:
    assert findings(RULE, scenario_run(name, seed)) == []


def test_a_noisy_stable_run_stays_quiet_however_noisy() -> None:
    steps, values = power_curve(6000, sigma=0.35, seed=3)
    assert findings(RULE, run_of(loss=(steps, values))) == []


def test_the_other_rules_fold_into_one_finding() -> None:
    rules = build_rules(Settings())
    report = analyze_run(scenario_run("instability_to_end", 0), rules)
    kinds = [f.kind for f in report.findings if f.series == "loss"]
    assert kinds == ["instability"], [f.message for f in report.findings]
    assert report.worst is Severity.ERROR


def test_negative_or_zero_losses_are_skipped() -> None:
    steps = np.arange(500)
    values = np.sin(steps / 10.0)  # a GAN-style loss that goes negative
    items = list(RULE.check(run_of(loss=(steps, values))))
    assert [type(i).__name__ for i in items] == ["Skip"]


def test_settings_are_validated() -> None:
    with pytest.raises(ValueError):
        Instability(ratio=1.0)


def _rl_run(reward_rises: bool) -> object:
    """A PPO-style total thrashing from its middle on, beside its terms and the episode reward."""
    scenario = generate("instability_severe", 1)
    segment = scenario.segments[0]
    steps = segment.steps
    loss = segment.series["loss"]
    n = len(steps)
    reward = np.linspace(10, 500, n) if reward_rises else np.linspace(500, 20, n)
    rng = np.random.default_rng(0)
    return run_of(train__loss=(steps, loss), train__value_loss=(steps, loss * 0.8),
                  train__entropy_loss=(steps, -1 - 0.01 * rng.standard_normal(n)),
                  rollout__ep_rew_mean=(steps, reward))


def test_an_rl_objective_thrashing_while_the_reward_rises_is_information() -> None:
    [f] = [f for f in findings(RULE, _rl_run(True)) if f.series == "train/loss"]
    assert f.severity is Severity.INFO and "rollout/ep_rew_mean rose" in f.message
    assert "returns_grew" in f.evidence
    [f] = [f for f in findings(RULE, _rl_run(False)) if f.series == "train/loss"]
    assert f.severity is Severity.ERROR  # the reward fell with it: a broken agent


@pytest.mark.parametrize("seed", range(1, 7))
def test_an_actor_critic_total_heavy_tailed_once_the_returns_grew_is_information(seed: int) -> None:
    # A2C (c23 RLDoom): ~4-8 while the return sat at -110, thousands with x10-50 bursts once it
    # rose: every stretch is info, told by the reward at the loss's best.
    from lossdoctor.scenarios.games import GAMES
    from lossdoctor.stitch import stitch

    found = findings(RULE, stitch(GAMES["a2c_heavy_tail_returns_grow"](seed).raw_run()))
    assert found and all(f.severity is Severity.INFO and "returns_grew" in f.evidence for f in found)
    # Stretches well after the returns rose are told by the reward at the loss's best alone.
    assert seed > 4 or any("when the loss was at its best" in f.message for f in found)
    # Negative control: the same loss with the return flat at -110 thrashes as an error.
    flat = findings(RULE, stitch(GAMES["a2c_thrash_returns_flat"](seed).raw_run()))
    assert any(f.severity is Severity.ERROR for f in flat)
    assert not any("when the loss was at its best" in f.message for f in flat)


@pytest.mark.parametrize("seed", range(6))
def test_a_discriminator_above_a_best_it_set_while_the_generator_lost_is_the_game(seed: int) -> None:
    # StarGAN-VC (c24): Discriminator Loss 0.2 in epoch 0 while Generator Loss sat at 2.4, then
    # ~1.2 with bursts while the generator played at 1.1: its best was a round, not a level.
    from lossdoctor.scenarios.games import GAMES
    from lossdoctor.stitch import stitch

    found = findings(RULE, stitch(GAMES["gan_discriminator_early_round"](seed).raw_run()))
    assert found and all(f.severity is Severity.INFO and "gan_game" in f.evidence for f in found)
    assert all("a round of the GAN game" in f.message and f.advice == () for f in found)
    # Negative control: the generator flat at 1.1 throughout: the thrashing stays an error.
    flat = findings(RULE, stitch(GAMES["gan_discriminator_thrash"](seed).raw_run()))
    assert flat and all(f.severity is Severity.ERROR and "gan_game" not in f.evidence for f in flat)


def test_stargan_vc_discriminator_above_its_epoch_zero_best_is_the_game() -> None:
    # The committed c24 StarGAN-VC console: D 0.22 at iteration ~102 while G was ~2.4.
    from pathlib import Path

    from lossdoctor.api import load

    folder = (Path(__file__).parent / "realworld" / "cases"
              / "c24-stargan-vc-tf1-console-prefix-61-epochs-d-wins-burst-warning-spliced" / "files")
    [run] = load([folder]).runs
    found = [f for f in findings(RULE, run) if f.series == "Discriminator Loss"]
    assert found and all(f.severity is Severity.INFO and "gan_game" in f.evidence for f in found)
