"""benchmarks/realrun_precision.py: findings judged by verdict rules and by a corpus's expert events."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks"


def _module() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_realrun_precision", BENCH / "realrun_precision.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


realrun = _module()


def _write_run(folder: Path, spike_at: int | None, nan_at: int | None = None) -> None:
    """A CSV log of a falling loss, with a spike that never recovers and NaNs when asked."""
    rng = np.random.default_rng(1)
    steps = np.arange(0, 2000)
    loss = (2.2 + 9.0 * (steps + 30.0) ** -0.35) * np.exp(rng.normal(0, 0.01, len(steps)))
    if spike_at is not None:
        loss[steps >= spike_at] *= 2.5
    if nan_at is not None:
        loss[steps >= nan_at] = np.nan
    folder.mkdir(parents=True)
    lines = ["step,loss"] + [f"{s},{v}" for s, v in zip(steps, loss)]
    (folder / "metrics.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_verdict_rules_cover_by_code_series_and_steps(tmp_path: Path) -> None:
    _write_run(tmp_path / "case-a", spike_at=1500)
    verdicts = {"cases": {"case-a": {"runs": {"*": {"healthy": False, "findings": [
        {"code": "LD1", "series": "loss", "steps": [1490, 1510], "verdict": "agree", "why": "the jump at 1500"},
        {"code": "LD2", "verdict": "disagree", "why": "not a divergence"}]}}}}}
    judged, runs = realrun.judge_realdata(tmp_path / "case-a", verdicts)
    spike = [j for j in judged if j.finding.code == "LD101"]
    assert spike and spike[0].agreed and spike[0].why == "the jump at 1500"
    assert all(j.agreed is False for j in judged if j.finding.code.startswith("LD2"))
    assert runs[0].healthy is False and runs[0].broken


def test_a_finding_without_a_verdict_is_not_agreed(tmp_path: Path) -> None:
    _write_run(tmp_path / "case-b", spike_at=1500)
    judged, runs = realrun.judge_realdata(tmp_path / "case-b", {"cases": {}})
    assert judged and all(j.agreed is None for j in judged)
    t = realrun.totals(judged, runs)
    assert t["unjudged"] == len(judged) and t["error"][0] == 0


def test_corpus_cases_are_judged_by_their_events(tmp_path: Path) -> None:
    _write_run(tmp_path / "cases" / "real-1", spike_at=1500)
    _write_run(tmp_path / "cases" / "quiet-1", spike_at=None, nan_at=1800)
    (tmp_path / "cases" / "real-1" / "case.json").write_text(json.dumps(
        {"truth": {"runs": [{"healthy": False, "events": [{"kind": "spike", "step": 1500, "tol": 5}]}]}}))
    (tmp_path / "cases" / "quiet-1" / "case.json").write_text(json.dumps(
        {"truth": {"runs": [{"healthy": True, "events": []}]}}))
    judged, runs = [], []
    for case in sorted((tmp_path / "cases").glob("*/case.json")):
        more, seen = realrun.judge_case(case)
        judged += more
        runs += seen
    spikes = [j for j in judged if j.finding.kind == "spike"]
    assert spikes and all(j.agreed for j in spikes if j.case == "real-1")
    nan = [j for j in judged if j.finding.kind == "nan"]
    assert nan and not nan[0].agreed and "no expert nan event" in nan[0].why
    [broken] = realrun.totals(judged, runs)["healthy_broken"]
    assert broken.startswith("quiet-1 :: ")  # a healthy run with an error (the NaNs) is called broken


def test_absent_sources_give_an_empty_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code = realrun.main(["--realdata", str(tmp_path / "none"), "--cases", str(tmp_path / "none")])
    out = capsys.readouterr()
    assert code == 0 and "is not present" in out.err
    assert "errors agreed: 0 of 0" in out.out and "healthy runs called broken: 0 of 0" in out.out


def test_corpus_findings_without_an_event_can_be_judged_by_hand(tmp_path: Path) -> None:
    _write_run(tmp_path / "cases" / "real-2", spike_at=1500)
    case = tmp_path / "cases" / "real-2" / "case.json"
    case.write_text(json.dumps({"id": "real-2", "truth": {"runs": [{"healthy": False, "events": []}]}}))
    verdicts = {"corpus": {"real-2": {"runs": {"*": {"findings": [
        {"code": "LD101", "steps": [1490, 1510], "verdict": "agree", "why": "read by hand: the jump at 1500"}]}}}}}
    judged, _ = realrun.judge_case(case, None, verdicts)
    spikes = [j for j in judged if j.finding.kind == "spike"]
    assert spikes and all(j.agreed and j.why == "read by hand: the jump at 1500" for j in spikes)
    judged, _ = realrun.judge_case(case)
    assert all(j.agreed is False for j in judged if j.finding.kind == "spike")


def test_uncommitted_cases_are_judged_from_the_external_folder(tmp_path: Path) -> None:
    cases, external = tmp_path / "cases", tmp_path / "external"
    (cases / "ext-1").mkdir(parents=True)
    (cases / "ext-1" / "case.json").write_text(json.dumps(
        {"id": "ext-1", "committed": False, "truth": {"runs": [{"healthy": False, "events": [
            {"kind": "spike", "step": 1500, "tol": 5}]}]}}))
    assert realrun._corpus(cases, None, dev=True) == []  # files elsewhere: skipped without --external
    _write_run(external / "ext-1", spike_at=1500)
    [(case_file, folder)] = realrun._corpus(cases, external, dev=True)
    assert folder == external / "ext-1"
    judged, _ = realrun.judge_case(case_file, folder)
    assert any(j.finding.kind == "spike" and j.agreed for j in judged)


def _two_point_case(root: Path, loss_points: int) -> Path:
    folder = root / "cases" / f"short-{loss_points}"
    folder.mkdir(parents=True)
    (folder / "metrics.csv").write_text("step,loss\n0,2.5\n10,2.4\n", encoding="utf-8")
    case = folder / "case.json"
    case.write_text(json.dumps({"truth": {"runs": [
        {"healthy": True, "loss_key": "loss", "loss_points": loss_points, "events": []}]}}))
    return case


def test_not_judged_agrees_below_the_judging_minimum(tmp_path: Path) -> None:
    """LD001 on a run whose true loss has fewer points than the judging minimum is what a
    person says too; on a run the person judged (enough true points) it is disagreed."""
    from lossdoctor.detectors.not_judged import MIN_POINTS

    judged, runs = realrun.judge_case(_two_point_case(tmp_path, MIN_POINTS - 1))
    [ld001] = [j for j in judged if j.finding.code == "LD001"]
    assert ld001.agreed and "judging minimum" in ld001.why
    assert not realrun.totals(judged, runs)["healthy_broken"]
    judged, _ = realrun.judge_case(_two_point_case(tmp_path, MIN_POINTS + 5))
    [ld001] = [j for j in judged if j.finding.code == "LD001"]
    assert ld001.agreed is False
