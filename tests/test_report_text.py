"""The terminal report: golden output, verdicts, the braille plot, collapsing and colour."""

from __future__ import annotations

import re

import numpy as np
import pytest
from rich.cells import cell_len

from lossdoctor.formats import render
from lossdoctor.formats.describe import evidence, facts, num, step_range
from lossdoctor.formats.termplot import loss_plot
from lossdoctor.formats.text import render as render_text
from lossdoctor.formats.verdict import Verdict, counts_text, verdict, worst as judge_worst, worst_finding
from lossdoctor.model import Episode, Finding, Report, RunReport, Severity
from report_sample import healthy_run, no_loss_run, rollback_run, sample_report, troubled_run

ANSI = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture(scope="module")
def report() -> Report:
    return sample_report()


@pytest.fixture(scope="module")
def text(report: Report) -> str:
    return render("text", report, width=100, color=False)


def test_golden_text(text: str, golden) -> None:  # type: ignore[no-untyped-def]
    golden("report_sample.txt", text)


def test_golden_json(report: Report, golden) -> None:  # type: ignore[no-untyped-def]
    golden("report_sample.json", render("json", report))


def test_no_colour_and_fixed_width(text: str) -> None:
    assert not ANSI.search(text)
    assert max(cell_len(line) for line in text.splitlines()) <= 100
    assert all(line == line.rstrip() for line in text.splitlines())


def test_colour_when_asked(report: Report) -> None:
    coloured = render_text(report, width=100, color=True)
    assert ANSI.search(coloured)
    assert ANSI.sub("", coloured).splitlines()[0].rstrip() == render_text(report, width=100, color=False).splitlines()[0]


def test_colour_follows_stdout_when_not_given(report: Report, monkeypatch: pytest.MonkeyPatch) -> None:
    # Under pytest stdout is captured, so it is not a terminal: no colour.
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("FORCE_COLOR", raising=False)
    assert not ANSI.search(render_text(report, width=100))
    monkeypatch.setenv("FORCE_COLOR", "1")
    assert ANSI.search(render_text(report, width=100))
    monkeypatch.setenv("NO_COLOR", "1")
    assert not ANSI.search(render_text(report, width=100))


def test_summary_table_only_for_several_runs(report: Report, text: str) -> None:
    assert text.startswith("lossdoctor: 4 runs")
    summary = text.split("\n\n")[0].splitlines()
    assert [line.split()[0] for line in summary[2:6]] == ["tr8-104B", "bloom-350m", "mixture-1b", "throughput-only"]
    assert "✖ broken" in summary[4] and "E1 nan cascade @3600" in summary[4]
    assert "▲ needs attention" in summary[2] and "3 (2↺)" in summary[2]
    single = render_text(Report(runs=(healthy_run(),), version="0"), width=100, color=False)
    assert "lossdoctor: " not in single
    assert single.splitlines()[1].startswith("✔ HEALTHY  1 info")


def test_healthy_run_is_short() -> None:
    single = render_text(Report(runs=(healthy_run(),), version="0"), width=100, color=False)
    assert len(single.splitlines()) <= 20
    assert "→" not in single  # no advice lines for an info finding


def _section(text: str, run: str) -> str:
    start = text.index(f" {run}  ─")
    end = text.find("\n\n ", start + 1)
    return text[start:end if end > 0 else None]


def test_findings_most_severe_first_with_evidence_and_advice(text: str) -> None:
    block = _section(text, "mixture-1b")
    badges = [line.split()[0] for line in block.splitlines() if line.split() and line.split()[0] in
              ("ERROR", "WARNING", "INFO")]
    # Costliest first: the NaN cascade (NaN, loss-scale collapse, grad-norm burst) is one episode.
    assert badges == ["ERROR"] * 2 + ["WARNING"] * 3 + ["INFO"] * 2
    assert "ERROR    E1 nan cascade  loss, loss_scale · steps 3600–3999 · 3 findings" in block
    assert "LD401 repeated data  loss · steps 2000–2600 · replay offset 2000 steps" in block
    assert "evidence: drop at resume 0.15 · jump back 0.17 · correlation 0.93" in block
    assert "→ Restore the sampler state on resume; re-run steps 2000–2600 on fresh data." in block


def test_dead_findings_are_history_not_trouble(text: str) -> None:
    block = _section(text, "tr8-104B")
    findings, history = block.split("History: what the abandoned attempts did (dead fragments)")
    assert "LD201" not in findings.split("Findings")[1]
    assert history.count("LD201 divergence") == 2
    assert "▲ NEEDS ATTENTION  1 warning, 1 info · 2 findings on abandoned attempts" in block
    assert "2 rollbacks: 2599→2000, 3499→3100" in block and "1000 dead points" in block


def test_long_lists_collapse(text: str) -> None:
    block = _section(text, "tr8-104B")
    assert "Reader warnings (45)" in block and "… and 40 more" in block
    assert "Skipped checks (12)" in text and "… and 6 more" in text


def test_many_findings_of_one_kind_are_one_episode() -> None:
    base = healthy_run()
    spikes = tuple(Finding("LD101", "spike", Severity.INFO, "train/loss", 100 * i, 100 * i, 100 * i + 5,
                           "fast spike", {"peak": 3.0}, (), fields={"recovery": "fast", "recovery_steps": 5})
                   for i in range(1, 21))
    out = render_text(Report(runs=(RunReport(base.run, spikes),), version="0"), width=100, color=False)
    assert out.count("LD101 spike  train/loss") == 0
    assert "E1  INFO recurring spikes  train/loss · steps 100–2005" in out
    assert "20 spikes from step 100 to 2,000 (about one every 100 steps)" in out
    assert "members: 20 LD101 spike on train/loss" in out


def test_many_dead_findings_of_one_kind_collapse() -> None:
    base = healthy_run()
    spikes = tuple(Finding("LD101", "spike", Severity.INFO, "train/loss", 100 * i, 100 * i, 100 * i + 5,
                           "fast spike", {"peak": 3.0}, (), in_dead_fragment=True,
                           fields={"recovery": "fast", "recovery_steps": 5})
                   for i in range(1, 21))
    out = render_text(Report(runs=(RunReport(base.run, spikes),), version="0"), width=100, color=False)
    assert out.count("LD101 spike  train/loss") == 3
    assert "… and 17 more LD101 spike on train/loss (info) at steps 1700, 1600, 1500" in out  # later costs more


def test_plot_path_listed(report: Report) -> None:
    out = render_text(report, width=100, color=False, plot=["out/loss.png"])
    assert out.rstrip().endswith("plot written to out/loss.png")


def test_empty_report() -> None:
    assert "No runs found" in render_text(Report(runs=(), version="0"), width=100, color=False)


# -- verdicts ---------------------------------------------------------------------------------

def test_verdicts(report: Report) -> None:
    assert [verdict(r) for r in report.runs] == [Verdict.ATTENTION, Verdict.HEALTHY, Verdict.BROKEN, Verdict.UNJUDGED]
    rolled = rollback_run()
    # The errors are on dead fragments: history, so the verdict is set by the live warning.
    assert {f.severity for f in rolled.findings if f.in_dead_fragment} == {Severity.ERROR}
    assert verdict(rolled) is Verdict.ATTENTION
    troubled = troubled_run()
    worst = worst_finding(troubled)
    assert worst is not None and (worst.code, worst.start_step) == ("LD501", 3700)
    episode = judge_worst(troubled)
    assert isinstance(episode, Episode) and (episode.kind, episode.start_step) == ("nan_cascade", 3600)
    assert counts_text(list(troubled_run().findings)) == "3 errors, 4 warnings, 2 info"
    assert counts_text([]) == "no findings"
    assert worst_finding(no_loss_run()) is None


# -- describing findings ----------------------------------------------------------------------

def test_numbers_and_ranges() -> None:
    assert [num(v) for v in (2.3456789, 65536.0, 9.3e-10, float("nan"), float("inf"), 1234567, None, True)] == \
        ["2.346", "65536", "9.3e-10", "NaN", "inf", "1 234 567", "–", "yes"]
    f = Finding("LD101", "spike", Severity.ERROR, "loss", 10, 12, None, "m",
                {"baseline": 2.0, "sources": {"a": 1.5}}, fields={"recovery": "none", "recovery_steps": None,
                                                                    "magnitude": 3.0, "at_resume": True})
    assert step_range(f) == "from step 10 (peak 12)"
    assert facts(f) == ["never recovered", "×3 the baseline", "at a resume"]
    assert evidence(f.evidence) == "baseline 2 · sources.a 1.5"


# -- the braille plot -------------------------------------------------------------------------

def test_plot_marks_findings_joins_and_dead_points() -> None:
    rolled = rollback_run()
    lines = [t.plain for t in loss_plot(rolled.run, list(rolled.findings), width=100, height=8)]
    assert lines[0] == "lm loss (log scale)"
    body = lines[1:9]
    assert any(ch in "".join(body) for ch in "⣀⣤⠉")  # braille dots
    assert "·" in "".join(body)  # dead points, drawn faintly
    axis = lines[9]
    assert axis.count("↺") == 2
    marks = lines[10]
    # Findings sit at their steps: 91 plot columns over steps 0..4999.
    col = lambda step: 9 + round(step / 4999 * 90)  # noqa: E731
    assert marks[col(4401)] == "S" and marks[col(3900)] == "S"
    assert marks[col(2300)] in "d─" and marks.count("d") == 2  # lower case: on dead data
    assert "S spike" in lines[-2] + lines[-1] and "↺ rollback" in lines[-1] + lines[-2]


def test_plot_linear_scale_and_nan_marks() -> None:
    healthy = healthy_run()
    lines = [t.plain for t in loss_plot(healthy.run, list(healthy.findings), width=80, height=5)]
    assert lines[0] == "train/loss"
    troubled = troubled_run()
    lines = [t.plain for t in loss_plot(troubled.run, list(troubled.findings), width=100, height=8)]
    assert "×" in lines[1]  # non-finite losses marked on the top row
    assert "┴" in lines[9]  # the resume at step 2000


def test_plot_none_without_loss() -> None:
    run = no_loss_run()
    assert loss_plot(run.run, [], width=100) is None


def test_plot_sparse_series_is_connected() -> None:
    base = healthy_run().run
    from dataclasses import replace

    from lossdoctor.model import Series

    steps = np.arange(0, 3000, 150)
    sparse = Series.named("train/loss", steps, 2 + 5.0 / (1 + steps / 300))
    run = replace(base, series={"train/loss": sparse})
    lines = [t.plain for t in loss_plot(run, [], width=60, height=5)]
    cols_with_dots = {i for line in lines[1:6] for i, ch in enumerate(line) if "\u2800" < ch <= "\u28ff"}
    assert len(cols_with_dots) >= 45  # 20 points across 51 columns: interpolated, not dust


def test_collapse_groups_across_interleaved_findings() -> None:
    base = healthy_run()
    items = []
    for i in range(1, 9):  # on abandoned attempts: live ones would be two recurring episodes
        items.append(Finding("LD101", "spike", Severity.INFO, "train/loss", 100 * i, None, 100 * i + 5, "s", {},
                             in_dead_fragment=True))
        items.append(Finding("LD102", "dip", Severity.INFO, "train/loss", 100 * i + 50, None, None, "d", {},
                             in_dead_fragment=True))
    out = render_text(Report(runs=(RunReport(base.run, tuple(items)),), version="0"), width=100, color=False)
    assert "… and 5 more LD101 spike on train/loss (info)" in out
    assert "… and 5 more LD102 dip on train/loss (info)" in out


def test_internal_evidence_goes_last() -> None:
    text = evidence({"threshold_ratio": 1.3, "baseline": 2.0, "recovery_reason": "x", "peak": 5.0}, limit=2)
    assert text == "baseline 2 · peak 5 · +2 more"


def test_advice_is_not_repeated_within_a_run() -> None:
    base = healthy_run()
    same = ("clip gradients", "lower the learning rate")
    items = tuple(Finding("LD503", "grad_norm_precursor", Severity.WARNING, "grad_norm", 100 * i, None, None,
                          "exploded", {}, same + (f"roll back before step {100 * i}",)) for i in (1, 2))
    out = render_text(Report(runs=(RunReport(base.run, items),), version="0"), width=100, color=False)
    assert out.count("→ clip gradients") == 1
    assert "→ roll back before step 200" in out


def test_plot_letters_stay_distinct() -> None:
    from lossdoctor.formats.describe import letters

    assert letters(["repeated_data", "repeated_divergence", "resume_spike"]) == \
        {"repeated_data": "R", "repeated_divergence": "A", "resume_spike": "J"}
    assert letters(["rollercoaster", "spike", "skew"]) == {"spike": "S", "rollercoaster": "R", "skew": "K"}


def test_odd_runs_render() -> None:
    from dataclasses import replace

    base = healthy_run()
    no_sources = RunReport(replace(base.run, sources=()), base.findings)
    mixed = RunReport(replace(base.run, sources=("/abs/a.csv", "rel/b.csv")), ())
    out = render_text(Report(runs=(no_sources, mixed), version="0"), width=60, color=False)
    assert "source  csv: –" in out and "/abs/a.csv (+1 more)" in out
    assert max(cell_len(line) for line in out.splitlines()) <= 60


def test_many_runs_keep_healthy_ones_short() -> None:
    runs = tuple(healthy_run() for _ in range(12)) + (troubled_run(),)
    out = render_text(Report(runs=runs, version="0"), width=100, color=False)
    assert out.count("info: LD101 spike @1500") == 12
    assert out.count("train/loss\n") == 0  # no plot for the healthy runs
    assert "LD401 repeated data  loss · steps 2000–2600" in out  # the broken one in full
    few = render_text(Report(runs=runs[:3], version="0"), width=100, color=False)
    assert "info: LD101" not in few
