"""Advice that fits the run (issue 32, item 3): each remedy that assumes a kind of data, a
precision, an optimizer or a live LR is checked against what the run shows, said with an "if"
when the run does not say, and left out when it contradicts it; and two healthy kinds of run
an expert would not call broken (a last-epoch creep as the LR anneals, a value loss rising with
the return)."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, run_of
from lossdoctor.api import analyze
from lossdoctor.detectors import advice, setup
from lossdoctor.detectors.divergence import Divergence
from lossdoctor.detectors.facts import Facts
from lossdoctor.detectors.spike import LossSpike
from lossdoctor.model import Run, Series, Severity

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "tests" / "realworld" / "cases"
_TEXTY = ("text", "token", "embedding", "softmax", "z-loss")


def _with(run: Run, **changes: object) -> Run:
    return dataclasses.replace(run, **changes)  # type: ignore[arg-type]


def _spiky(n: int = 3000, seed: int = 0) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    steps = np.arange(n)
    values = 3.0 * np.exp(-np.arange(n) / 800) + 2.0 + 0.01 * rng.standard_normal(n)
    at = n // 2
    values[at:] *= 1.6  # a jump that never comes back
    values[at] *= 2.5
    return steps, values


# --- what the run shows ------------------------------------------------------------------------


def test_the_kind_of_data_is_read_from_names_and_only_when_one_kind_is_seen() -> None:
    steps, values = _spiky(200)
    assert setup.modality(run_of(loss=(steps, values), ppl=(steps, values))) == setup.TEXT
    assert setup.modality(run_of(loss=(steps, values), top1=(steps, values))) == setup.IMAGES
    rl = run_of(**{"train/value_loss": (steps, values), "rollout/ep_rew_mean": (steps, values)})
    assert setup.modality(rl) == setup.RL
    assert setup.modality(run_of(loss=(steps, values))) == ""
    assert setup.modality(run_of(loss=(steps, values), ppl=(steps, values), top1=(steps, values))) == ""
    assert setup.modality(_with(run_of(loss=(steps, values)), params={"model_type": "llama"})) == setup.TEXT


def test_precision_and_optimizer_come_from_the_config_or_the_loss_scale() -> None:
    steps, values = _spiky(200)
    plain = run_of(loss=(steps, values))
    assert setup.precision(_with(plain, params={"bf16": True, "fp16": False})) == "bf16"
    assert setup.precision(_with(plain, params={"trainer.precision": "16-mixed"})) == "fp16"
    scaled = run_of(loss=(steps, values), **{"loss scale": (steps, np.where(steps < 100, 65536.0, 32768.0))})
    assert setup.precision(scaled) == "fp16"
    pinned = run_of(loss=(steps, values), **{"loss scale": (steps, np.ones(len(steps)))})
    assert setup.precision(pinned) == "" and setup.precision(plain) == ""
    assert setup.optimizer(_with(plain, params={"optim": "adamw_torch"})) == "adam"
    assert setup.optimizer(_with(plain, params={"optimizer.name": "SGD"})) == "other"
    assert setup.optimizer(plain) == ""


def test_an_lr_annealed_to_zero_is_seen_from_where_it_stays_low() -> None:
    steps = np.arange(1000)
    lr = 1e-3 * 0.5 * (1 + np.cos(np.pi * steps / 999))
    run = run_of(loss=_spiky(1000), **{"learning_rate": (steps, lr)})  # type: ignore[arg-type]
    spent = setup.lr_spent_from(run)
    assert spent is not None and 850 < spent < 950
    flat = run_of(loss=_spiky(1000), **{"learning_rate": (steps, np.full(1000, 1e-3))})
    assert setup.lr_spent_from(flat) is None


# --- each remedy's precondition ----------------------------------------------------------------


def test_bf16_is_advised_for_fp16_asked_about_when_unknown_and_left_out_under_bf16() -> None:
    assert advice.fit((advice.BF16,), Facts(precision="fp16")) == (advice.BF16,)
    assert advice.fit((advice.BF16,), Facts(precision="bf16")) == ()
    [tip] = advice.fit((advice.BF16,), Facts())
    assert tip.startswith("if the run trains in fp16")


def test_adam_epsilon_is_asked_about_unless_the_optimizer_is_known() -> None:
    assert advice.fit((advice.ADAM_EPS,), Facts(optimizer="adam")) == (advice.ADAM_EPS,)
    assert advice.fit((advice.ADAM_EPS,), Facts(optimizer="other")) == ()
    [tip] = advice.fit((advice.ADAM_EPS,), Facts())
    assert tip.startswith("if the optimizer is Adam")


@pytest.mark.parametrize("kind", ["images", "RL", "tables", ""])
def test_text_remedies_fit_only_text(kind: str) -> None:
    tips = (advice.Z_LOSS, advice.SHRINK_EMBED_GRAD, advice.EMBED_LAYERNORM, advice.CLEAN_DATA,
            advice.CHECK_LABELS, advice.COMPARE_BATCHES)
    assert advice.fit(tips, Facts(modality="text")) == tips
    fitted = advice.fit(tips, Facts(modality=kind))
    for tip in fitted:
        # Unknown data: said with an "if" or for any data; a known other kind: in its own words.
        assert kind == "" or not any(word in tip for word in ("garbled", "token", "embedding", "softmax"))
    if kind == "":
        assert all(tip.startswith(("if ", "clean the data: corrupt examples", "check the labels: a loss of exactly 0.0 "
                                   "usually means no label", "compare the batches")) for tip in fitted)


def test_inspecting_batches_speaks_of_the_runs_data() -> None:
    assert "text" in advice.inspect_batches(10, 20, facts=Facts(modality="text"))
    images = advice.inspect_batches(10, 20, facts=Facts(modality="images"))
    assert "images" in images and "text" not in images
    rl = advice.inspect_batches(10, 20, facts=Facts(modality="RL"))
    assert "episodes" in rl and "batches of" not in rl
    unknown = advice.inspect_batches(10, 20, facts=Facts())
    assert "garbled text, broken images, wrong labels" in unknown


def test_an_rl_rollback_names_no_batches_to_skip() -> None:
    tip = advice.rollback_advice(5000, 100, 300, Facts(modality="RL", data_order="a fixed seed"))
    assert "skip" not in tip.replace("no batches to skip", "") and "rollouts" in tip


def test_lowering_a_spent_lr_is_not_advised() -> None:
    assert advice.fit((advice.LOWER_LR,), Facts(lr_spent_from=900), 950) == ()
    assert advice.fit((advice.LOWER_LR,), Facts(lr_spent_from=900), 500) == (advice.LOWER_LR,)


def test_a_set_up_nan_under_bf16_does_not_advise_bf16() -> None:
    tips = advice.setup_advice(False, Facts(precision="bf16"))
    assert not any("train in bf16" in tip for tip in tips)


# --- whole runs --------------------------------------------------------------------------------


def _advice_of(run: Run) -> list[str]:
    from lossdoctor.engine import Settings, analyze_run, build_rules

    report = analyze_run(run, build_rules(Settings()))
    return [tip for f in report.findings for tip in f.advice]


def test_an_image_run_gets_no_text_advice() -> None:
    steps, values = _spiky()
    run = run_of(loss=(steps, values), **{"train/top1": (steps, np.linspace(10, 70, len(steps)))})
    tips = _advice_of(run)
    assert tips and not any(word in tip for tip in tips for word in _TEXTY)


def test_a_text_run_keeps_its_text_advice() -> None:
    steps, values = _spiky()
    run = _with(run_of(loss=(steps, values)), params={"model_type": "gpt2", "optim": "adamw_torch"})
    tips = _advice_of(run)
    assert any(tip == advice.ADAM_EPS for tip in tips) and any("embedding" in tip for tip in tips)


def _staircase(creep_to: float, seed: int = 0, lr_decays: bool = True) -> Run:
    """Three epochs of a fine-tune (levels 1.1, 0.65, 0.30) with a cosine LR to 0, the last epoch
    creeping from 0.30 up to `creep_to` over its second half."""
    rng = np.random.default_rng(seed)
    steps = np.arange(1, 1201)
    level = np.where(steps <= 400, 1.1, np.where(steps <= 800, 0.65, 0.30))
    creep = np.clip((steps - 950) / 250, 0, 1) * (creep_to - 0.30)
    loss = (level + creep) * np.exp(rng.normal(0, 0.04, len(steps)))
    lr = 2e-5 * 0.5 * (1 + np.cos(np.pi * steps / 1200)) if lr_decays else np.full(len(steps), 2e-5)
    return run_of(**{"train/loss": (steps, loss), "train/learning_rate": (steps, lr),
                     "train/epoch": (steps, steps / 400.0)})


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a_last_epoch_creep_as_the_lr_anneals_is_no_divergence(seed: int) -> None:
    found = [f for f in findings(Divergence(), _staircase(0.42, seed)) if f.start_step > 800]
    assert found and all(f.severity is Severity.INFO for f in found)
    assert all("last epoch" in f.message and "roll back to" not in " ".join(f.advice) for f in found)


@pytest.mark.parametrize("seed", [0, 1])
def test_a_late_rise_back_to_the_previous_epochs_level_is_still_a_divergence(seed: int) -> None:
    found = [f for f in findings(Divergence(), _staircase(0.75, seed)) if f.start_step > 800]
    assert found and any(f.severity is Severity.ERROR for f in found)


def test_a_late_creep_while_the_lr_stays_high_is_still_a_divergence() -> None:
    found = [f for f in findings(Divergence(), _staircase(0.42, lr_decays=False)) if f.start_step > 800]
    assert found and any(f.severity is Severity.ERROR for f in found)


def test_a_value_loss_rising_with_the_return_is_no_alarm_and_advises_no_rollback() -> None:
    rng = np.random.default_rng(0)
    steps = np.arange(1, 401) * 2048
    returns = np.linspace(2, 50, len(steps)) + rng.normal(0, 2, len(steps))
    value = np.linspace(0.15, 0.55, len(steps)) * np.exp(rng.normal(0, 0.05, len(steps)))
    run = run_of(**{"Loss/v": (steps, value), "Loss/entropy": (steps, np.linspace(2.7, 1.9, len(steps))),
                    "Rewards/mean_episodes": (steps, returns),
                    "Rewards/min_episodes": (steps, np.maximum(0, returns - 20).round())})
    found = findings(Divergence(), run)
    assert found and all(f.severity is Severity.INFO for f in found)
    assert not any("roll back" in tip or "garbled" in tip for f in found for tip in f.advice)


def test_an_rl_spike_advice_names_no_text_or_skipped_batches() -> None:
    steps, values = _spiky()
    run = run_of(**{"train/value_loss": (steps, values), "rollout/ep_rew_mean": (steps, np.linspace(0, 9, len(steps)))})
    tips = [tip for f in findings(LossSpike(), run) for tip in advice.fit(f.advice, Facts.of(run))]
    assert tips and not any(word in tip for tip in tips for word in (*_TEXTY, "skip the batches"))


# --- the real runs the brief names -------------------------------------------------------------


def test_the_alpaca_fine_tunes_last_epoch_creep_is_not_an_error() -> None:
    folder = CASES / "c40-llama7b-alpaca-fsdp-wandb-run-folder-1218-steps-epoch-staircase-last-epoch-creeps-up" / "files"
    if not folder.is_dir():
        pytest.skip("case files not here")
    [rr] = analyze([folder]).runs
    assert not [f for f in rr.findings if f.severity is Severity.ERROR]
    assert Facts.of(rr.run).modality == "text" and Facts.of(rr.run).precision == "bf16"


def test_ppo_runs_with_a_value_loss_rising_with_the_reward_are_judged_and_healthy() -> None:
    folder = CASES / "c40-concept-ppo-procgen-starpilot-tensorboard-three-runs-value-loss-rises-with-reward" / "files"
    if not folder.is_dir():
        pytest.skip("case files not here")
    report = analyze([folder])
    assert len(report.runs) == 3
    for rr in report.runs:
        assert not [f for f in rr.findings if f.severity is not Severity.INFO], rr.run.name
        assert "LD001" not in [f.code for f in rr.findings], rr.run.name


def test_an_image_resnets_spike_advice_on_the_shared_real_run_speaks_of_images(realdata: Path) -> None:
    folder = realdata / "algoperf-spike-resnet-sinv6"
    if not folder.is_dir():
        pytest.skip("no such real run")
    tips = [tip for rr in analyze([folder]).runs for f in rr.findings for tip in f.advice]
    assert tips and not any("text" in tip or "embedding" in tip for tip in tips)


def test_a_series_of_episode_statistics_is_no_counter_that_restarts() -> None:
    from lossdoctor.identity.facts import _counters

    steps = np.arange(1, 50)
    noisy = Series.named("Rewards/min_episodes", steps, np.tile([0.0, 3.0, 1.0, 5.0, 0.0, 2.0, 7.0], 7))
    counter = Series.named("episode", steps, np.concatenate([np.arange(1, 25), np.arange(1, 26)]).astype(float))
    names = [name for name, _ in _counters({"Rewards/min_episodes": noisy, "episode": counter})]
    assert names == ["episode"]


def test_a_preference_fine_tunes_implicit_rewards_are_no_episode_return() -> None:
    from lossdoctor.detectors import rl_terms

    assert not rl_terms.is_reward("rewards/chosen") and not rl_terms.is_reward("rewards/margins")
    assert rl_terms.is_reward("Rewards/mean_episodes") and rl_terms.is_reward("mean_episode_rewards")
    steps, values = _spiky(200)
    dpo = run_of(loss=(steps, values), **{"rewards/chosen": (steps, values), "rewards/margins": (steps, values)})
    assert setup.modality(dpo) != setup.RL


def test_a_checkpoint_log_with_no_save_before_the_trouble_says_so() -> None:
    tip = advice.go_back(14_400, Facts(first_step=200, checkpoints=(50_000, 100_000)))
    assert "first checkpoint the log shows saved is at step 50000" in tip and "does not show" not in tip
