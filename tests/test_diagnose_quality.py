"""Detection quality of the at-a-glance diagnoses over their scenarios and the negative controls."""

from __future__ import annotations

import pytest

from lossdoctor.engine import Settings, analyze_run, build_rules
from lossdoctor.scenarios import NEGATIVE, generate
from lossdoctor.scenarios.diagnose import SCENARIOS
from lossdoctor.scenarios.evaluate import KindScore, evaluate, score_findings, table
from lossdoctor.stitch import stitch

SEEDS = range(4)
KINDS = ("instability", "degenerate", "epoch_boundary")


@pytest.fixture(scope="module")
def scores() -> dict[str, KindScore]:
    rules = build_rules(Settings())
    return evaluate((generate(name, seed) for name in SCENARIOS for seed in SEEDS), rules)


@pytest.mark.parametrize("kind", KINDS)
def test_recall_and_precision(scores: dict[str, KindScore], kind: str) -> None:
    score = scores[kind]
    assert score.tp >= len(SEEDS), table(scores)
    assert score.recall >= 0.95, score.misses
    assert score.precision >= 0.95, score.false


def test_no_other_kind_fires_falsely_on_these_scenarios(scores: dict[str, KindScore]) -> None:
    assert all(s.fp == 0 for k, s in scores.items() if k not in KINDS), table(scores)


@pytest.mark.parametrize("name", NEGATIVE)
def test_negative_controls_stay_quiet(name: str) -> None:
    rules = build_rules(Settings())
    for seed in SEEDS:
        scenario = generate(name, seed)
        report = analyze_run(stitch(scenario.raw_run()), rules)
        score: dict[str, KindScore] = {}
        score_findings(scenario, report.findings, score)
        assert sum(s.fp for s in score.values()) == 0, [s.false for s in score.values()]
        assert not [f for f in report.findings if f.kind in ("instability", "degenerate")]
