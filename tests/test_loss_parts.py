"""A loss's parts judged as an expert does (devR57): a total logged alone through a warm-up and
then as the sum of its terms, RL objectives' entropy and policy terms beside a signed total or a
critic, a critic settling at its returns' scale, and an eval loss logged in parts."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from detector_helpers import run_of
from lossdoctor.detectors import components, rl_terms, schedule
from lossdoctor.detectors.prepare import prepare
from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import Run, Series, Severity
from lossdoctor.roles import Role
from lossdoctor.scenarios import NEGATIVE, generate
from lossdoctor.scenarios.evaluate import KindScore, score_findings
from lossdoctor.stitch import stitch

SEEDS = range(2)
POSITIVE = ("warmup_terms_burst", "critic_step_up_reward_falls", "eval_parts_all_rise")
CONTROLS = ("warmup_terms_quiet", "warmup_terms_switch_short", "ppo_policy_terms_move", "critic_scale_settles",
            "eval_parts_trade")


@pytest.fixture(scope="module")
def rules() -> list:  # type: ignore[type-arg]
    return build_rules(Settings())


def _score(name: str, seed: int, rules: list) -> tuple[KindScore, list]:  # type: ignore[type-arg]
    scenario = generate(name, seed)
    report = analyze_run(stitch(scenario.raw_run()), rules)
    scores: dict[str, KindScore] = {}
    score_findings(scenario, report.findings, scores)
    total = KindScore()
    for s in scores.values():
        total.tp, total.fn, total.fp = total.tp + s.tp, total.fn + s.fn, total.fp + s.fp
        total.misses += s.misses
        total.false += s.false
    return total, list(report.findings)


@pytest.mark.parametrize("name", POSITIVE)
def test_the_fault_is_found_and_nothing_else(name: str, rules: list) -> None:  # type: ignore[type-arg]
    for seed in SEEDS:
        score, _ = _score(name, seed, rules)
        assert score.fn == 0 and score.fp == 0, (score.misses, score.false)


@pytest.mark.parametrize("name", CONTROLS)
def test_the_controls_stay_quiet(name: str, rules: list) -> None:  # type: ignore[type-arg]
    assert name in NEGATIVE
    for seed in SEEDS:
        score, findings = _score(name, seed, rules)
        assert score.fp == 0, score.false
        assert not [f for f in findings if f.severity > Severity.INFO]


def _series(name: str, steps: np.ndarray, values: np.ndarray, role: Role = Role.LOSS) -> Series:
    return Series(name, steps.astype(np.int64), values.astype(float), None, role=role)


def _run(*series: Series, primary: str) -> Run:
    return replace(run_of(**{s.name.replace("/", "__"): s for s in series}), primary=primary)


def _warmup_run(drop_at: int | None = None) -> Run:
    """avg_loss alone for 9 epochs (beside a warm-up-only avg_loss_src), then origin + cluster
    + trans; from `drop_at` on the total leaves trans out."""
    steps = np.arange(80)
    t = np.arange(71, dtype=float)
    origin, cluster = 20 + 95 * (1 + t / 8) ** -0.6, 1.5 + 85 * np.exp(-t / 3)
    trans = 0.01 + 2800 * np.exp(-t / 1.5)
    total = origin + cluster + trans
    if drop_at is not None:
        total[drop_at:] = origin[drop_at:] + cluster[drop_at:]
        trans[drop_at:] = np.geomspace(0.1, 700, 71 - drop_at)
    warm = 300 * (1 + np.arange(9.0)) ** -0.5
    later = steps[9:]
    return _run(_series("avg_loss", steps, np.concatenate([warm, total])),
                _series("avg_loss_src", steps[:9], warm * 1.6),
                _series("origin_loss", later, origin), _series("cluster_loss", later, cluster),
                _series("trans_loss", later, trans), primary="avg_loss")


@pytest.mark.parametrize("drop_at", [None, 21])
def test_a_total_after_a_warm_up_is_the_sum_of_its_terms(drop_at: int | None) -> None:
    found = components.groups(_warmup_run(drop_at))
    assert [(g.total, set(g.terms)) for g in found] == [("avg_loss", {"origin_loss", "cluster_loss", "trans_loss"})]


def test_the_step_where_the_terms_start_is_an_objective_switch() -> None:
    view = prepare(_warmup_run())
    events = [e for e in schedule.events(view) if e.what == "objective switch"]
    assert [e.step for e in events] == [9]


def test_a_loss_is_no_sum_of_losses_logged_elsewhere() -> None:
    steps = np.arange(60)
    run = _run(_series("avg_loss", steps, 3 + np.exp(-steps / 9.0)),
               _series("a_loss", steps[:30], 1 + np.exp(-steps[:30] / 9.0)),
               _series("b_loss", steps[30:], 2 + np.exp(-steps[30:] / 9.0)), primary="avg_loss")
    assert components.groups(run) == []


def _ppo(total: np.ndarray | None) -> Run:
    steps = np.arange(50)
    parts = [_series("train/value_loss", steps, 1 + np.exp(-steps / 9.0)),
             _series("train/entropy_loss", steps, np.full(50, -7.49)),
             _series("train/policy_gradient_loss", steps, np.zeros(50))]
    if total is None:
        return _run(*parts, primary="train/value_loss")
    return _run(_series("train/loss", steps, total), *parts, primary="train/loss")


def test_policy_terms_are_set_aside_beside_a_signed_total_or_a_critic_alone() -> None:
    signed = np.sin(np.arange(50.0)) * 0.1
    assert rl_terms.terms(_ppo(signed), "train/loss") == ("train/entropy_loss", "train/policy_gradient_loss")
    assert rl_terms.terms(_ppo(None), "train/value_loss") == ("train/entropy_loss", "train/policy_gradient_loss")
    assert set(rl_terms.terms(_ppo(np.linspace(5, 1, 50)), "train/loss")) == {
        "train/entropy_loss", "train/policy_gradient_loss", "train/value_loss"}
    assert rl_terms.is_term("loss_objective") and rl_terms.is_value_term("loss_critic")
    assert not rl_terms.is_value_term("loss_entropy")
