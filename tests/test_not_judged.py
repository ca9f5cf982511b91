"""LD001: a gate never passes a run whose loss it could not judge."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.cli import main
from lossdoctor.detectors.not_judged import NotJudged
from lossdoctor.model import Severity
from detector_helpers import findings, power_curve, run_of, scenario_run


def _csv(path: Path, header: str, rows: int, value: str = "{i}") -> Path:
    lines = [header] + [f"{i}," + value.format(i=i, v=2.0 + 0.01 * (i % 7)) for i in range(rows)]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


@pytest.fixture
def no_loss(tmp_path: Path) -> Path:
    return _csv(tmp_path / "metrics.csv", "step,throughput", 60, "0.{i}")


def test_check_fails_on_a_run_without_loss(no_loss: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(no_loss)]) == 1
    out = capsys.readouterr().out
    assert "LD001 error not judged: no loss series; series found: throughput" in out
    assert out.rstrip().splitlines()[-1].startswith("Failed:")


def test_allow_unjudged_passes_and_still_says_it(no_loss: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(no_loss), "--allow-unjudged"]) == 0
    out = capsys.readouterr().out
    assert "LD001 info not judged" in out
    assert out.rstrip().splitlines()[-1].startswith("Passed:")


def test_config_key_allows_unjudged(no_loss: Path, tmp_path: Path) -> None:
    config = tmp_path / "lossdoctor.toml"
    config.write_text("allow-unjudged = true\n", encoding="utf-8")
    assert main(["check", str(no_loss), "--config", str(config)]) == 0
    config.write_text('allow-unjudged = "yes"\n', encoding="utf-8")
    assert main(["check", str(no_loss), "--config", str(config)]) == 2


def test_select_does_not_turn_it_off_but_ignore_does(no_loss: Path) -> None:
    assert main(["check", str(no_loss), "--select", "LD1"]) == 1
    assert main(["check", str(no_loss), "--ignore", "LD001"]) == 0


def test_too_few_points(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "short.csv"
    path.write_text("step,loss\n" + "".join(f"{i},{2.0 + i / 100}\n" for i in range(2)), encoding="utf-8")
    assert main(["check", str(path)]) == 1
    assert "only 2 points of 'loss'; at least 3 are needed" in capsys.readouterr().out


def test_a_short_run_the_ratio_test_can_judge_is_judged(tmp_path: Path) -> None:
    path = tmp_path / "short.csv"
    path.write_text("step,loss\n" + "".join(f"{i},{2.0 - i / 100}\n" for i in range(8)), encoding="utf-8")
    assert main(["check", str(path)]) == 0


@pytest.mark.parametrize("fmt", ["github", "junit", "sarif", "json"])
def test_every_check_format_shows_it(fmt: str, no_loss: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(no_loss), "--format", fmt]) == 1
    out = capsys.readouterr().out
    if fmt == "github":
        assert out.startswith("::error ") and "LD001" in out
    elif fmt == "junit":
        failed = [case.get("name", "") for case in ET.fromstring(out).iter("testcase")
                  if case.find("failure") is not None]
        assert failed == ["LD001 not-judged"]
    elif fmt == "sarif":
        results = json.loads(out)["runs"][0]["results"]
        assert [r["ruleId"] for r in results] == ["LD001"] and results[0]["level"] == "error"
    else:
        finding = json.loads(out)["runs"][0]["findings"][0]
        assert finding["kind"] == "not_judged" and "no loss series" in finding["reason"]


def test_analyze_says_not_judged(no_loss: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["analyze", str(no_loss)]) == 0
    assert "NOT JUDGED" in capsys.readouterr().out


@pytest.mark.parametrize("seed", range(5))
def test_judged_runs_get_no_ld001(seed: int) -> None:
    assert findings(NotJudged(), run_of(loss=power_curve(300, seed=seed))) == []
    assert findings(NotJudged(), scenario_run("clean", seed)) == []


def test_an_all_nan_loss_was_judged_by_ld501() -> None:
    run = run_of(loss=(np.arange(50), np.full(50, np.nan)))
    assert findings(NotJudged(), run) == []


def test_one_point_is_not_judged() -> None:
    (finding,) = findings(NotJudged(), run_of(loss=(np.arange(1), np.ones(1))))
    assert finding.severity is Severity.ERROR and "only 1 point of 'loss'" in finding.fields["reason"]
