"""LD203's readings of a run that stopped learning as a person sees it: learned little then stood
still, never went below its first loss, and an RL run whose reward froze at its worst."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from detector_helpers import findings, run_of, scenario_run
from lossdoctor.api import analyze
from lossdoctor.detectors.frozen import frozen_reward
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.detectors.settled import learned_little, never_improved
from lossdoctor.model import Finding, Run, Severity
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.base import Truth

RULE = Plateau()
CASES = Path(__file__).parent / "realworld" / "cases"


def _warnings(run: Run) -> list[Finding]:
    return [f for f in findings(RULE, run) if f.severity is Severity.WARNING]


def _the_warning(name: str, seed: int) -> tuple[Truth, Finding]:
    """A scenario's one truth and the one warning it gets."""
    [f] = _warnings(scenario_run(name, seed))
    return generate(name, seed).truths[0], f


@pytest.mark.parametrize("seed", range(8))
def test_scenario_learned_little_is_a_warning(seed: int) -> None:
    truth, f = _the_warning("learned_little", seed)
    assert f.code == "LD203" and abs(f.start_step - truth.start_step) <= truth.tolerance
    assert f.end_step == truth.end_step


@pytest.mark.parametrize("name", ["slow_power_tail", "converged_tail", "clean", "warmup", "multi_epoch"])
@pytest.mark.parametrize("seed", range(6))
def test_learning_or_converged_runs_are_no_stall(name: str, seed: int) -> None:
    assert _warnings(scenario_run(name, seed)) == []


def test_learned_little_reads_the_numbers_a_person_reads() -> None:
    # 30 displays every 10 epochs: 0.8924 -> 0.8733 by epoch 50, then 0.8729 .. 0.8712 to 300.
    steps = np.arange(10, 310, 10)
    head = [0.8924, 0.8783, 0.8758, 0.8742, 0.8733]
    tail = np.linspace(0.8729, 0.8712, len(steps) - len(head)).round(4)
    settled = learned_little(steps, np.concatenate([head, tail]))
    assert settled is not None and settled.start <= 60 and abs(settled.drift) < 0.003
    # The same head with a tail that keeps falling 3 % is learning, however slowly.
    assert learned_little(steps, np.concatenate([head, np.linspace(0.8729, 0.845, len(tail))])) is None
    # A run that lost two thirds of its first loss and then sat still converged: not this reading.
    assert learned_little(steps, np.concatenate([[0.9, 0.5, 0.35, 0.31, 0.30], np.full(len(tail), 0.30)])) is None


def test_never_improved_needs_a_still_tail_and_no_new_low() -> None:
    steps = np.arange(100)
    rng = np.random.default_rng(0)
    ramp = 1.05 + 0.5 * np.minimum(steps / 10, 1.0)
    settled = never_improved(steps, ramp * np.exp(rng.normal(0, 0.03, 100)))
    assert settled is not None and 5 <= settled.start <= 15
    assert never_improved(steps, 1.05 * np.exp(steps / 50)) is None          # rising all along: a divergence
    assert never_improved(steps, np.full(100, 1.05)) is None                   # exactly constant: LD504's
    assert never_improved(steps, ramp * np.exp(-steps / 30)) is None           # below its first loss: learned


def test_real_annealing_rise_then_flat() -> None:
    """c24: an evidential fusion model's total loss rises with its KL annealing ramp and never comes
    back below its first value (the edl_log and edl_digamma files); the MSE variant falls after the
    ramp and is healthy."""
    folder = CASES / "c24-ogm-ge-evidential-fusion-nine-python-list-loss-files-kl-annealing-rise" / "files"
    if not folder.is_dir():
        pytest.skip("case files absent")
    report = analyze([folder])
    plateaus = {r.run.name: [f for f in r.findings if f.code == "LD203" and f.severity is Severity.WARNING]
                for r in report.runs}
    stuck = {name: fs for name, fs in plateaus.items() if fs}
    assert len(stuck) == 2 and not any("mse" in name for name in stuck), plateaus
    for fs in stuck.values():
        assert fs[0].start_step <= 15 and "never went below its first loss" in fs[0].message


@pytest.mark.parametrize("seed", range(6))
def test_scenario_frozen_reward(seed: int) -> None:
    truth, f = _the_warning("frozen_reward", seed)
    assert f.series == "rollout/ep_rew_mean" and abs(f.start_step - truth.start_step) <= truth.tolerance
    assert "frozen at -100" in f.message


@pytest.mark.parametrize("seed", range(6))
def test_reward_pinned_at_its_best_is_solved_not_frozen(seed: int) -> None:
    run = scenario_run("solved_reward", seed)
    assert frozen_reward(run) is None and _warnings(run) == []


def test_frozen_reward_needs_the_loss_at_exactly_zero() -> None:
    steps = np.arange(1, 201) * 50
    reward = np.full(200, -100.0)
    moving = 10.0 + np.abs(np.random.default_rng(1).normal(0, 1, 200))
    assert frozen_reward(run_of(train__loss=(steps, moving), rollout__ep_rew_mean=(steps, reward))) is None
    zero = np.where(steps > 1000, 0.0, 50.0)
    assert frozen_reward(run_of(train__loss=(steps, zero), rollout__ep_rew_mean=(steps, reward))) is not None
