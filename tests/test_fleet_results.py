"""--results FILE.parquet: one row per run per check, findings in FILE.findings.parquet; the
fleet header; runs split across PATHs still joined by identity."""

from __future__ import annotations

import shutil
from pathlib import Path

import pandas as pd
import pytest

from lossdoctor.cli import main
from lossdoctor.fleet.results import findings_path

from fleet_helpers import GALLERY, json_report, small_fleet

NAMES = ("01_healthy_one_spike", "02_fast_spikes", "04_never_recovers", "10_fp16_nan")


def test_results_are_appended_per_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES)
    results = tmp_path / "fleet.parquet"
    assert main(["check", str(fleet), "--results", str(results), "--exit-zero"]) == 0
    first = pd.read_parquet(results)
    assert len(first) == len(NAMES)
    assert set(first.columns) >= {"time", "run", "sources", "verdict", "findings", "errors", "warnings",
                                  "infos", "worst_code", "worst_kind", "worst_severity", "worst_step", "error"}
    assert set(first["verdict"]) <= {"pass", "fail", "error"}
    findings = pd.read_parquet(findings_path(results))
    assert findings_path(results).name == "fleet.findings.parquet"
    assert len(findings) == int(first["findings"].sum()) > 0
    assert set(findings["run"]) <= set(first["run"])
    assert main(["check", str(fleet), "--results", str(results), "--exit-zero"]) == 0
    both = pd.read_parquet(results)
    assert len(both) == 2 * len(NAMES) and both["time"].nunique() == 2
    assert len(pd.read_parquet(findings_path(results))) == 2 * len(findings)
    out = capsys.readouterr().out
    assert out.count("fleet: 4 runs, 4 changed, 0 errors") == 2


def test_verdicts_follow_fail_on(tmp_path: Path) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES)
    strict, lax = tmp_path / "strict.parquet", tmp_path / "lax.parquet"
    main(["check", str(fleet), "--results", str(strict), "--fail-on", "info", "--exit-zero"])
    main(["check", str(fleet), "--results", str(lax), "--fail-on", "error", "--exit-zero"])
    s, la = pd.read_parquet(strict).set_index("run"), pd.read_parquet(lax).set_index("run")
    for run in s.index:
        if s.loc[run, "findings"]:
            assert s.loc[run, "verdict"] == "fail"
        assert la.loc[run, "verdict"] == ("fail" if la.loc[run, "errors"] else "pass")


def test_analyze_results_and_header_goes_to_stderr_with_json(tmp_path: Path,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES[:2])
    results = tmp_path / "r.parquet"
    report = json_report([str(fleet), "--results", str(results)], capsys)
    assert [r["name"] for r in report["runs"]] == list(pd.read_parquet(results)["run"])


def test_results_inside_an_input_or_not_a_table_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fleet = small_fleet(tmp_path / "runs", NAMES[:1])
    assert main(["analyze", str(fleet), "--results", str(fleet / "r.parquet")]) == 2
    assert "refusing to write inside the input" in capsys.readouterr().err
    junk = tmp_path / "junk.parquet"
    junk.write_text("not parquet")
    assert main(["analyze", str(fleet), "--results", str(junk)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "not a results table" in err[0]
    assert junk.read_text() == "not parquet"


def test_a_run_split_across_paths_is_joined_as_today(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = GALLERY / "05_divergence_rollbacks"
    folders = sorted(p.name for p in source.iterdir())
    first, second = tmp_path / "a", tmp_path / "b"
    for target, names in ((first, folders[:1]), (second, folders[1:])):
        target.mkdir()
        for name in names:
            shutil.copytree(source / name, target / name)
    today = json_report([str(first), str(second)], capsys)
    fleet = json_report([str(first), str(second), "--cache", str(tmp_path / "c")], capsys)
    assert len(today["runs"]) == 1 and len(today["runs"][0]["fragments"]) == 3
    assert fleet == today
    again = json_report([str(first), str(second), "--cache", str(tmp_path / "c")], capsys)
    assert again == today


def test_stitch_all_and_file_urls_through_the_fleet(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = GALLERY / "07_resume_spikes"
    parts = sorted(source.iterdir())
    first, second = tmp_path / "a", tmp_path / "b"
    for target, files in ((first, parts[:2]), (second, parts[2:])):
        target.mkdir()
        for path in files:
            shutil.copy(path, target / path.name)
    today = json_report([str(first), str(second), "--stitch"], capsys)
    fleet = json_report([f"file://{first}", str(second), "--stitch", "--cache", str(tmp_path / "c")], capsys)
    assert len(today["runs"]) == 1 and len(today["runs"][0]["fragments"]) == 4
    assert fleet == today
