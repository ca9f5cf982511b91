"""RL objective terms beside their total: evidence, not findings; no dips judged on RL losses
or on losses logged once per epoch.

Seeded catalogue scenarios give the curves: a spike or dip that the rules must find on a
supervised loss (positive) is set on an RL run's value term or total (negative).
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from detector_helpers import run_of, scenario_run
from lossdoctor.detectors.prepare import RL_TERMS, prepare
from lossdoctor.detectors.rl_terms import is_term, terms
from lossdoctor.engine import Settings, diagnose
from lossdoctor.model import Run, Severity
from lossdoctor.scenarios import generate


def _serious(run: Run, series: str, kind: str) -> list[object]:
    report = diagnose(run, Settings())
    return [f for f in report.findings if f.series == series and f.kind == kind and f.severity >= Severity.WARNING]


def _loss(name: str, seed: int) -> tuple[np.ndarray, np.ndarray]:
    series = scenario_run(name, seed).series["loss"]
    return series.steps, series.values


def test_term_names() -> None:
    for name in ("train/value_loss", "Losses/Value Loss", "train/entropy_loss", "train/policy_gradient_loss",
                 "vf_loss", "pg_loss", "loss/entropy",
                 # actor-critic methods (DDPG, TD3, SAC): the critic is the value term
                 "train/loss_critic", "critic_loss", "qf1_loss", "actor_loss", "train/loss_actor", "alpha_loss"):
        assert is_term(name), name
    for name in ("train/loss", "loss", "cross_entropy_loss", "train/cross_entropy", "train_disc_loss",
                 "value_estimate", "critic_score", "actor_lr", "qf1_values"):
        assert not is_term(name), name


def test_a_value_loss_spike_beside_a_judged_total_is_evidence() -> None:
    for seed in range(3):
        total = _loss("clean", seed)
        value = _loss("spike_none", seed)
        run = run_of(train__loss=total, train__value_loss=value)
        assert terms(run, run.primary) == ("train/value_loss",)
        assert prepare(run).meta[RL_TERMS] == ("train/value_loss",)
        assert not _serious(run, "train/value_loss", "spike")
        skipped = diagnose(run, Settings()).skipped
        assert any(s.code == "LD101" and s.series == "train/value_loss" and "RL objective" in s.reason
                   for s in skipped)
        # Positive control: the same spike on the total is found.
        [truth] = generate("spike_none", seed).truths
        hits = _serious(run_of(train__loss=value, train__value_loss=total), "train/loss", "spike")
        assert any(abs(f.start_step - truth.start_step) <= truth.tolerance for f in hits)  # type: ignore[attr-defined]


def test_terms_stay_judged_when_the_total_cannot_be() -> None:
    steps, values = _loss("clean", 0)
    signed_total = (steps, values - float(np.median(values)))  # swings through zero: not judged
    run = run_of(train__loss=signed_total, train__value_loss=_loss("spike_none", 0))
    assert terms(run, run.primary) == ()
    assert _serious(run, "train/value_loss", "spike")


def test_no_dips_on_an_rl_loss() -> None:
    for seed in range(3):
        [truth] = generate("dip", seed).truths
        plain = run_of(train__loss=_loss("dip", seed))
        assert any(abs(f.start_step - truth.start_step) <= truth.tolerance  # type: ignore[attr-defined]
                   for f in _serious(plain, "train/loss", "dip"))
        rl = run_of(train__loss=_loss("dip", seed), train__policy_gradient_loss=_loss("clean", seed))
        assert not _serious(rl, "train/loss", "dip")


def test_no_dips_on_per_epoch_means() -> None:
    """A point per epoch is a mean over the data set: its low points are not degenerate batches."""
    for seed in range(3):
        [truth] = generate("dip", seed).truths
        steps, values = _loss("dip", seed)
        run = run_of(loss=(steps, values))
        assert any(abs(f.start_step - truth.start_step) <= truth.tolerance  # type: ignore[attr-defined]
                   for f in _serious(run, "loss", "dip"))
        per_epoch = replace(run, meta={**run.meta, "step_source": {"name": "column 'epoch'", "unit": "epochs"}})
        assert not _serious(per_epoch, "loss", "dip")


def test_a_value_loss_jump_while_the_reward_rises_is_the_returns_growing() -> None:
    """Beside a signed total the value term is judged; its jump is an error only when the
    episode reward does not rise with it (a value loss regresses on the returns)."""
    for seed in range(3):
        steps, values = _loss("clean", seed)
        signed_total = (steps, values - float(np.median(values)))
        value = _loss("spike_none", seed)
        [truth] = generate("spike_none", seed).truths
        rising = (steps, 1.0 + steps / float(steps[-1]) * 20.0)
        run = run_of(train__loss=signed_total, train__value_loss=value, rollout__ep_rew_mean=rising)
        assert not _serious(run, "train/value_loss", "spike")
        infos = [f for f in diagnose(run, Settings()).findings
                 if f.series == "train/value_loss" and f.kind == "spike" and "returns" in f.message]
        assert infos and all(f.severity is Severity.INFO for f in infos)
        # Negative: the reward falls at the jump (the job-shop run): still a finding.
        falling = (steps, np.where(steps < truth.start_step, -10.0, -16.0))  # type: ignore[attr-defined]
        run = run_of(train__loss=signed_total, train__value_loss=value, rollout__ep_rew_mean=falling)
        hits = _serious(run, "train/value_loss", "spike")
        assert any(abs(f.start_step - truth.start_step) <= truth.tolerance for f in hits)  # type: ignore[attr-defined]


def test_an_rl_loss_rising_while_the_reward_rises_is_not_a_divergence() -> None:
    """A DQN's TD loss grows with the returns: rising while the episode reward rises is info;
    the same rise while the reward falls stays a divergence."""
    for seed in range(3):
        run = scenario_run("divergence_slow", seed)
        [truth] = generate("divergence_slow", seed).truths
        steps, values = run.series["loss"].steps, run.series["loss"].values
        rising = (steps, 1.0 + steps / float(steps[-1]) * 9.0)
        falling = (steps, 10.0 - steps / float(steps[-1]) * 9.0)
        up = run_of(loss=(steps, values), rew=rising)
        assert not _serious(up, "loss", "divergence")
        down = run_of(loss=(steps, values), rew=falling)
        hits = _serious(down, "loss", "divergence")
        assert any(abs(f.start_step - truth.start_step) <= truth.tolerance for f in hits)  # type: ignore[attr-defined]
        # A reward that only scatters (no trend) does not explain the rise either.
        noisy = (steps, 3.0 + np.random.default_rng(seed).normal(0, 2.0, len(steps)))
        hits = _serious(run_of(loss=(steps, values), rew=noisy), "loss", "divergence")
        assert any(abs(f.start_step - truth.start_step) <= truth.tolerance for f in hits)  # type: ignore[attr-defined]


def _ppo_total(seed: int, reward_rises: bool) -> Run:
    """SB3's train/loss (~ vf_coef * value loss) at ~200-400 per rollout, then x20 for good once
    episodes other than the fixed -100 crash enter the rollouts; the value term jumps with it."""
    rng = np.random.default_rng(seed)
    steps = np.arange(10, 1030, 10)
    value = 600.0 * np.exp(-np.arange(len(steps)) / 30.0) + 300.0 * np.exp(0.3 * rng.standard_normal(len(steps)))
    at = 88
    value[at:] *= 25.0
    total = 0.5 * value + 0.01 * rng.standard_normal(len(steps))
    reward = -100.0 + np.where(np.arange(len(steps)) >= at, 30.0 if reward_rises else -0.0, 0.0) \
        + 0.5 * rng.standard_normal(len(steps))
    if not reward_rises:
        reward[at:] -= 20.0  # the agent got worse with the jump
    return run_of(train__loss=(steps, total), train__value_loss=(steps, value),
                  rollout__ep_rew_mean=(steps, reward))


def test_a_total_rl_loss_jumping_with_its_value_term_as_returns_grow_is_info() -> None:
    for seed in range(3):
        report = diagnose(_ppo_total(seed, True), Settings())
        spikes = [f for f in report.findings if f.series == "train/loss" and f.kind == "spike"]
        assert spikes and all(f.severity is Severity.INFO and "returns_grew" in f.evidence for f in spikes)
        assert any("train/value_loss jumped with it" in f.message for f in spikes)
        # Negative control: the same jump while the reward falls stays a finding.
        assert _serious(_ppo_total(seed, False), "train/loss", "spike")
