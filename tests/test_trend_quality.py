"""Detection quality of the trend and history rules over several seeds of the whole catalogue.

Stricter than the shared harness: a kind of ours that fires where it was not injected counts
as a false positive even in scenarios that do not list it as quiet (only `allowed` kinds at
info are forgiven), so precision covers every scenario.
"""

from __future__ import annotations

import dataclasses
import time

import numpy as np
import pytest

from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.model import Fragment, RawRun, Series
from lossdoctor.scenarios import CATALOGUE, NEGATIVE, Scenario, generate
from lossdoctor.scenarios.evaluate import KindScore, score_findings, table
from lossdoctor.stitch import stitch

SEEDS = range(4)
MY_CODES = ("LD201", "LD202", "LD203", "LD204", "LD206", "LD301", "LD401", "LD502", "LD503")
MY_KINDS = ("divergence", "eval_divergence", "plateau", "repeated_divergence", "grokking", "repeated_data",
            "loss_scale_collapse", "grad_norm_precursor")
# Findings that are right but have no truth in the catalogue: the LD204 summary where two
# abandoned attempts diverged, and nan_fp16's collapsing loss scale (test_loss_scale checks it).
EXPECTED_EXTRA = {"repeated_divergence": ("repeated_divergence",), "nan_fp16": ("loss_scale_collapse",)}


def strict(scenario: Scenario) -> Scenario:
    """The scenario with every kind of ours that it did not inject marked quiet."""
    injected = {t.kind for t in scenario.truths} | set(EXPECTED_EXTRA.get(scenario.name, ()))
    extra = tuple(k for k in MY_KINDS if k not in injected and k not in scenario.quiet)
    return dataclasses.replace(scenario, quiet=scenario.quiet + extra)


@pytest.fixture(scope="module")
def scores() -> dict[str, KindScore]:
    rules = build_rules(Settings(select=MY_CODES))
    result: dict[str, KindScore] = {}
    for name in CATALOGUE:
        for seed in SEEDS:
            scenario = generate(name, seed)
            report = analyze_run(stitch(scenario.raw_run()), rules)
            score_findings(strict(scenario), report.findings, result)
    return result


@pytest.mark.parametrize("kind", ["divergence", "eval_divergence", "plateau", "grokking", "repeated_data",
                                  "loss_scale_collapse", "grad_norm_precursor"])
def test_precision_and_recall(scores: dict[str, KindScore], kind: str) -> None:
    score = scores[kind]
    assert score.tp >= len(SEEDS), table(scores)
    assert score.recall >= 0.95, score.misses
    assert score.precision >= 0.95, score.false


def test_no_false_repeated_divergence(scores: dict[str, KindScore]) -> None:
    assert scores.get("repeated_divergence", KindScore()).fp == 0


def test_step_accuracy(scores: dict[str, KindScore]) -> None:
    assert scores["repeated_data"].median_start_error == 0
    assert scores["grokking"].median_start_error <= 10
    assert scores["loss_scale_collapse"].median_start_error <= 2
    assert scores["divergence"].median_start_error <= 60
    assert scores["plateau"].median_start_error <= 200
    assert scores["eval_divergence"].median_start_error <= 400


def test_repeated_data_offsets_are_exact() -> None:
    rules = build_rules(Settings(select=("LD401",)))
    for seed in SEEDS:
        scenario = generate("repeated_data", seed)
        [f] = analyze_run(stitch(scenario.raw_run()), rules).findings
        assert f.fields["replay_offset"] == scenario.truths[0].extra["replay_offset"]
        assert f.end_step == scenario.truths[0].end_step


def test_negative_controls_say_nothing_above_info() -> None:
    rules = build_rules(Settings(select=MY_CODES))
    for name in NEGATIVE:
        for seed in SEEDS:
            report = analyze_run(stitch(generate(name, seed).raw_run()), rules)
            assert [f.message for f in report.findings if f.severity > 1] == [], name


def test_a_million_healthy_points_say_nothing() -> None:
    """(How fast: `benchmarks/analysis_speed.py`, 1M steps by default; here only a guard
    against a blow-up, loose enough for a loaded machine.)"""
    rng = np.random.default_rng(0)
    n = 1_000_000
    steps = np.arange(n)
    loss = (2.2 + 9 * (steps + 30.0) ** -0.35) * np.exp(rng.normal(0, 0.03, n))
    series = {"loss": Series.named("loss", steps, loss),
              "lr": Series.named("lr", steps, np.full(n, 3e-4)),
              "grad_norm": Series.named("grad_norm", steps, 0.3 * np.exp(rng.normal(0, 0.1, n))),
              "loss_scale": Series.named("loss_scale", steps, np.full(n, 65536.0)),
              "eval/loss": Series.named("eval/loss", steps[::1000], loss[::1000])}
    run = stitch(RawRun("big", "test", [Fragment("big", series, 0.0)], ["big"]))
    rules = build_rules(Settings(select=MY_CODES))
    analyze_run(run, rules)  # first call pays the scipy imports
    run = stitch(RawRun("big", "test", [Fragment("big", series, 0.0)], ["big"]))
    started = time.perf_counter()
    report = analyze_run(run, rules)
    elapsed = time.perf_counter() - started
    assert [f.message for f in report.findings] == []
    assert elapsed < 30, f"{elapsed:.2f}s"  # ~0.5 s on an idle core


def test_every_rule_explains_itself() -> None:
    from lossdoctor.detectors import RULES

    mine = [rule for rule in RULES if rule.code in MY_CODES]
    assert sorted(rule.code for rule in mine) == sorted(MY_CODES)
    for rule in mine:
        assert all(rule.documentation().values()), rule.code
        assert rule.summary[0].isupper() and rule.action and rule.name == rule.name.lower()
        assert rule.kind in MY_KINDS and rule().parameters() == rule.parameters()
