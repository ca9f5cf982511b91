"""A run whose reading is in doubt is not judged: LD001 names the doubt, and the curve's other
findings become skips that say why, so no verdict stands on a reading the audit rejects."""

from __future__ import annotations

from dataclasses import replace

from lossdoctor.engine import Settings, diagnose
from lossdoctor.model import Run
from lossdoctor.scenarios.catalogue import generate
from lossdoctor.stitching import stitch

DOUBT = "the step counter goes back 10 time(s) with no stated resume: a second counter may have been read as restarts"


def _spiky() -> Run:
    return stitch(generate("spike_fast", 3).raw_run())


def test_a_trusted_run_keeps_its_findings() -> None:
    report = diagnose(_spiky(), Settings())
    assert any(f.code == "LD101" for f in report.findings)
    assert not any(f.code == "LD001" for f in report.findings)


def test_a_run_in_doubt_reports_ld001_and_skips_the_rest() -> None:
    run = _spiky()
    doubted = replace(run, meta={**run.meta, "reading": {"doubt": DOUBT}})
    report = diagnose(doubted, Settings())
    assert [f.code for f in report.findings] == ["LD001"]
    assert DOUBT in report.findings[0].message
    held = [s for s in report.skipped if s.code == "LD101"]
    assert held and "in doubt" in held[0].reason


def test_a_doubt_only_about_which_runs_there_are_leaves_the_curve_judged() -> None:
    run = _spiky()
    aside = replace(run, meta={**run.meta, "audit_doubt": DOUBT, "audit_doubt_judged": True})
    report = diagnose(aside, Settings())
    assert any(f.code == "LD101" for f in report.findings)
