"""Every output format renders the instability, degenerate and epoch-boundary findings."""

from __future__ import annotations

import json

import pytest

from lossdoctor.engine import Settings
from lossdoctor.formats import render
from lossdoctor.formats.describe import facts

from report_diagnose import diagnose_report


@pytest.mark.parametrize("fmt, suffix", [("text", "txt"), ("json", "json"), ("markdown", "md"),
                                         ("github", "txt"), ("junit", "xml"), ("sarif", "json")])
def test_goldens(fmt: str, suffix: str, golden) -> None:  # type: ignore[no-untyped-def]
    kw = {"width": 100, "color": False} if fmt == "text" else {}
    golden(f"diagnose_{fmt}.{suffix}", render(fmt, diagnose_report(), settings=Settings(), **kw))


def test_json_carries_the_kind_fields() -> None:
    doc = json.loads(render("json", diagnose_report()))
    by_kind = {f["kind"]: f for run in doc["runs"] for f in run["findings"]}
    assert by_kind["instability"]["worst"] == 33.1 and by_kind["instability"]["calmed_at"] == 2600
    assert by_kind["instability"]["share_above"] == 0.91
    assert by_kind["degenerate"]["what"] == "zero_loss"
    assert by_kind["epoch_boundary"]["epoch"] in (2, 3) and len(by_kind["epoch_boundary"]["drop"]) == 2


def test_each_format_names_each_kind() -> None:
    report = diagnose_report()
    for fmt in ("text", "markdown", "github", "junit", "sarif"):
        out = render(fmt, report, settings=Settings())
        for code in ("LD205", "LD504", "LD302"):
            assert code in out, (fmt, code)


def test_facts_read_as_words() -> None:
    findings = [f for rr in diagnose_report().runs for f in rr.findings]
    words = {f.kind: facts(f) for f in findings}
    assert "worst ×33.1 the running best" in words["instability"]
    assert "91% of points far above it" in words["instability"]
    assert "calmed down at step 2600" in words["instability"]
    assert "zero loss" in words["degenerate"]
    assert any(w.startswith("start of epoch") for w in words["epoch_boundary"])
