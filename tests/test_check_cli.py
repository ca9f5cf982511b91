"""`lossdoctor check`: the exit-code matrix, --select/--ignore, outputs, on runs written to disk."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from lossdoctor.cli import main
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.writers import write


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("check")
    return {
        "broken": write(generate("nan_fp16", 1), "csv", root / "broken"),
        "clean": write(generate("clean", 2), "csv", root / "clean"),
        "slow": write(generate("spike_slow", 3), "csv", root / "slow"),
    }


def _codes(out: str) -> list[str]:
    doc = json.loads(out)
    return [f["code"] for run in doc["runs"] for f in run["findings"]]


def test_clean_run_passes(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(logs["clean"])]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("Passed")


def test_nan_run_fails_at_default_error_level(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(logs["broken"])]) == 1
    out = capsys.readouterr().out
    assert "LD501" in out and out.splitlines()[-1].startswith("Failed")


@pytest.mark.parametrize("extra, expected", [
    ([], 0),                                   # a slow spike is a warning: below error
    (["--fail-on", "warning"], 1),
    (["--fail-on", "info"], 1),
    (["--fail-on", "warning", "--exit-zero"], 0),
    (["--fail-on", "warning", "--ignore", "LD1"], 0),
    (["--fail-on", "warning", "--select", "LD5"], 0),
    (["--fail-on", "warning", "--select", "LD101"], 1),
    (["--fail-on", "warning", "--select", "LD5,LD101"], 1),
])
def test_exit_code_matrix(logs: dict[str, Path], extra: list[str], expected: int) -> None:
    assert main(["check", str(logs["slow"]), *extra]) == expected


def test_config_file_sets_fail_on_and_cli_wins(logs: dict[str, Path], tmp_path: Path) -> None:
    config = tmp_path / "lossdoctor.toml"
    config.write_text('fail-on = "warning"\n')
    assert main(["check", str(logs["slow"]), "--config", str(config)]) == 1
    assert main(["check", str(logs["slow"]), "--config", str(config), "--fail-on", "error"]) == 0
    config.write_text('fail-on = "warning"\n[per-path."*slow*"]\nfail-on = "error"\n')
    assert main(["check", str(logs["slow"]), "--config", str(config)]) == 0


def test_json_output_is_the_contract_report(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(logs["broken"]), "--format", "json"]) == 1
    out = capsys.readouterr().out
    assert json.loads(out)["schema"] == "lossdoctor.report/1"
    assert "LD501" in _codes(out)


def test_output_file_and_force(logs: dict[str, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    target = tmp_path / "report.sarif"
    assert main(["check", str(logs["broken"]), "--format", "sarif", "--output", str(target)]) == 1
    assert json.loads(target.read_text())["version"] == "2.1.0"
    capsys.readouterr()
    assert main(["check", str(logs["broken"]), "--format", "sarif", "--output", str(target)]) == 2
    assert "already exists" in capsys.readouterr().err
    assert main(["check", str(logs["broken"]), "-f", "sarif", "-o", str(target), "--force"]) == 1


def test_output_inside_an_input_folder_is_refused(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    folder = logs["broken"].parent
    assert main(["check", str(folder), "-o", str(folder / "out.txt")]) == 2
    assert "inside the input" in capsys.readouterr().err
    assert not (folder / "out.txt").exists()


def test_usage_and_input_errors_are_exit_2(tmp_path: Path) -> None:
    assert main(["check", str(tmp_path / "missing")]) == 2
    assert main(["check"]) == 2
    assert main(["check", str(tmp_path), "--fail-on", "fatal"]) == 2
    assert main(["check", str(tmp_path), "--select", "LD-1"]) == 2


def test_github_annotations_point_at_the_step(logs: dict[str, Path], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(logs["broken"]), "--format", "github"]) == 1
    line = next(l for l in capsys.readouterr().out.splitlines() if l.startswith("::error"))
    assert "LD501" in line and "step" in line and "nan_fp16.csv" in line
