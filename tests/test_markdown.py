"""The Markdown report: golden output, tables, advice, plot embedding and escaping."""

from __future__ import annotations

import pytest

from lossdoctor.formats import render
from lossdoctor.formats.markdown import cell
from lossdoctor.model import Finding, Report, RunReport, Severity
from report_sample import healthy_run, sample_report, troubled_run


@pytest.fixture(scope="module")
def report() -> Report:
    return sample_report()


def test_golden_markdown(report: Report, golden) -> None:  # type: ignore[no-untyped-def]
    golden("report_sample.md", render("markdown", report, plot=["loss.png"]))


def test_summary_table_one_row_per_run(report: Report) -> None:
    text = render("markdown", report)
    rows = [line for line in text.splitlines() if line.startswith("| ") and "verdict" not in line]
    summary = rows[:4]
    assert [row.split(" | ")[0][2:] for row in summary] == ["tr8-104B", "bloom-350m", "mixture-1b", "throughput-only"]
    assert "❌ broken" in summary[2] and "| 3 | 4 | 2 |" in summary[2]
    assert "⚠️ needs attention" in summary[0] and "3 (2 rollbacks)" in summary[0]


def test_findings_table_and_advice(report: Report) -> None:
    text = render("markdown", report)
    section = text.split("## mixture-1b")[1].split("## throughput-only")[0]
    table = [line for line in section.split("### Findings")[1].split("### What to do")[0].splitlines()
             if line.startswith("| ")]
    assert table[0] == "| severity | episode | code | kind | series | steps | message | evidence |"
    assert len(table) == 1 + 9
    assert table[1].startswith("| 🔴 error | E1 | `LD501` | nan | loss | steps 3700–3999 |")
    assert "- **`LD401` steps 2000–2600:** Restore the sampler state on resume" in section
    # Dead-fragment findings go to their own history table.
    rolled = text.split("## tr8-104B")[1].split("## bloom-350m")[0]
    history = rolled.split("### History: what the abandoned attempts did")[1]
    assert history.count("`LD201` | divergence") == 2
    assert "LD201" not in rolled.split("### History")[0]


def test_plot_embedding(report: Report) -> None:
    single = render("markdown", report, plot=["out/loss.png"])
    assert single.count("![loss curves](out/loss.png)") == 1
    per_run = render("markdown", report, plot=[f"/tmp/x/loss-{i}.png" for i in range(4)])
    for i in range(4):
        assert f"(loss-{i}.png)" in per_run  # absolute paths become names relative to the markdown
    assert per_run.index("loss-2.png") > per_run.index("## mixture-1b")
    assert "![" not in render("markdown", report)


def test_cells_are_escaped() -> None:
    assert cell("a | b\nc") == "a \\| b c"
    base = healthy_run()
    odd = Finding("LD101", "spike", Severity.WARNING, "loss|web", 5, None, None, "x | y", {}, ("do | this",))
    text = render("markdown", Report(runs=(RunReport(base.run, (odd,)),), version="0"))
    row = next(line for line in text.splitlines() if "`LD101`" in line and "warning" in line)
    assert "loss\\|web" in row and "x \\| y" in row
    assert row.count(" | ") == 7


def test_details_collapse_long_lists() -> None:
    text = render("markdown", Report(runs=(troubled_run(),), version="0"))
    assert "<summary>Skipped checks (12)</summary>" in text and "- … and 2 more" in text


def test_no_runs() -> None:
    assert "No runs found" in render("markdown", Report(runs=(), version="0"))
