"""Episodes: findings that tell one story grouped, worded and ranked by what they cost the run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lossdoctor.api import analyze
from lossdoctor.engine import Settings, diagnose
from lossdoctor.episodes import story
from lossdoctor.episodes.impact import impact
from lossdoctor.formats import render, verdict as judge
from lossdoctor.model import Episode, Finding, RunReport, Severity
from lossdoctor.scenarios.episodes import nan_cascade, recurring_spikes_growing, spike_precursor_scale
from lossdoctor.stitch import stitch

SINV6 = "algoperf-spike-resnet-sinv6"


def report_of(scenario) -> RunReport:  # type: ignore[no-untyped-def]
    return diagnose(stitch(scenario.raw_run()), Settings())


@pytest.mark.parametrize("seed", range(4))
def test_growing_spikes_are_one_recurring_episode_that_names_the_largest(seed: int) -> None:
    scenario = recurring_spikes_growing(seed)
    rr = report_of(scenario)
    told = story(rr)
    spikes = [i for i, f in enumerate(rr.findings) if f.kind == "spike"]
    assert len(spikes) == len(scenario.truths)
    (episode,) = told.episodes
    assert episode.kind == "recurring_spikes" and set(spikes) <= set(episode.members)
    assert episode.evidence["trend"] == "growing"
    largest = max((rr.findings[i] for i in spikes), key=lambda f: f.fields["magnitude"])
    assert f"at {largest.start_step:,}" in episode.summary.split("the largest", 1)[1]
    assert "each recovered" in episode.summary
    assert all(told.episode_of[i] == episode.id for i in spikes)


@pytest.mark.parametrize("seed", range(4))
def test_a_spike_with_a_grad_norm_burst_and_a_loss_scale_drop_is_one_event(seed: int) -> None:
    rr = report_of(spike_precursor_scale(seed))
    (episode,) = story(rr).episodes
    kinds = sorted(rr.findings[i].kind for i in episode.members)
    assert episode.kind == "spike_event"
    assert kinds == ["grad_norm_precursor", "loss_scale_collapse", "spike"]
    assert "grad-norm burst before it" in episode.summary and "loss scale dropped" in episode.summary
    assert episode.severity == max(f.severity for f in rr.findings)


@pytest.mark.parametrize("seed", range(4))
def test_nan_after_a_collapsing_loss_scale_is_a_cascade(seed: int) -> None:
    rr = report_of(nan_cascade(seed))
    (episode,) = story(rr).episodes
    assert episode.kind == "nan_cascade" and episode.severity is Severity.ERROR
    assert {rr.findings[i].kind for i in episode.members} == {"nan", "loss_scale_collapse"}
    assert episode.summary.startswith("non-finite values from step")
    assert judge.worst(rr) is episode


def _finding(**kw: object) -> Finding:
    base: dict[str, object] = dict(code="LD101", kind="spike", severity=Severity.WARNING, series="loss",
                                   start_step=100, peak_step=100, end_step=120, message="",
                                   fields={"recovery": "fast", "magnitude": 2.0})
    base.update(kw)
    return Finding(**base)  # type: ignore[arg-type]


def test_impact_grows_with_size_recovery_duration_and_lateness() -> None:
    small = impact(_finding(), 0, 1000)
    assert impact(_finding(fields={"recovery": "fast", "magnitude": 50.0}), 0, 1000) > small
    assert impact(_finding(fields={"recovery": "none", "magnitude": 2.0}), 0, 1000) > small
    assert impact(_finding(end_step=900), 0, 1000) > small
    assert impact(_finding(start_step=900, peak_step=900, end_step=920), 0, 1000) > small
    assert impact(_finding(), 0, 1000, recurring=True) > small
    assert impact(_finding(in_dead_fragment=True), 0, 1000) < small
    assert impact(_finding(severity=Severity.ERROR), 0, 1000) > impact(
        _finding(fields={"recovery": "slow", "magnitude": 8.0}), 0, 1000)


def test_json_adds_episodes_and_two_finding_fields_only(tmp_path: Path) -> None:
    rr = report_of(spike_precursor_scale(0))
    from lossdoctor.model import Report

    data = json.loads(render("json", Report(runs=(rr,), version="0")))
    run = data["runs"][0]
    (episode,) = run["episodes"]
    assert set(episode) >= {"id", "kind", "severity", "start_step", "end_step", "summary", "members", "impact"}
    for index, finding in enumerate(run["findings"]):
        assert list(finding)[-2:] == ["impact", "episode"]
        assert finding["episode"] == (episode["id"] if index in episode["members"] else None)
        assert isinstance(finding["impact"], float)
    assert episode["impact"] >= max(f["impact"] for f in run["findings"])


@pytest.fixture(scope="module")
def sinv6(request: pytest.FixtureRequest) -> RunReport:
    folder = Path(__file__).resolve().parents[2] / "shared" / "realdata" / SINV6
    if not folder.is_dir():
        pytest.skip(f"{folder} is not present")
    (rr,) = analyze([folder]).runs
    return rr


@pytest.mark.realdata
def test_sinv6_leads_with_one_instability_episode(sinv6: RunReport) -> None:
    told = story(sinv6)
    recurring = [e for e in told.episodes if e.kind == "recurring_spikes"]
    assert len(recurring) == 1 and told.episodes[0] is recurring[0]
    episode = recurring[0]
    spikes = [sinv6.findings[i] for i in episode.members if sinv6.findings[i].kind == "spike"]
    assert len(spikes) == 26 and episode.start_step == 142100
    assert "the largest ×390 at 524,900 and ×183 at 338,700" in episode.summary
    assert "each recovered" in episode.summary and "grad-norm bursts before 9 of them" in episode.summary
    assert judge.worst(sinv6) is episode
    ranked = judge.ranked(sinv6, list(sinv6.findings))
    assert (ranked[0].start_step, ranked[1].start_step) == (524900, 338700)


@pytest.mark.realdata
def test_sinv6_first_screen_says_it(sinv6: RunReport) -> None:
    from lossdoctor.model import Report

    text = render("text", Report(runs=(sinv6,), version="0"), width=100, color=False)
    screen = " ".join(text.splitlines()[:12])
    for said in ("37 warnings in 2 episodes", "E1", "recurring spikes", "26 spikes from step 142,100",
                 "×390 at 524,900", "×183 at 338,700", "each recovered", "grad-norm bursts before 9 of them",
                 "E2", "eval loss rising since step 150,496"):
        assert said in screen, said
    summary = render("text", Report(runs=(sinv6, sinv6), version="0"), width=120, color=False)
    assert "E1 recurring spikes @142100" in summary.splitlines()[2]
    failing = render("concise", Report(runs=(sinv6,), version="0"), settings=Settings(fail_on=Severity.WARNING))
    assert "Worst: E1 recurring spikes @142100" in failing.splitlines()[-1]
    first = render("github", Report(runs=(sinv6,), version="0")).splitlines()[0]
    assert "steps 524900-531200" in first and "[E1 recurring spikes]" in first


def test_items_put_episodes_and_singles_in_one_order() -> None:
    rr = report_of(spike_precursor_scale(1))
    items = judge.items(rr, list(rr.findings))
    assert isinstance(items[0], Episode) and len(items) == 1
