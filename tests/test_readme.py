"""The README's examples stay true: its config example loads, its commands exist."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from lossdoctor.cli import main
from lossdoctor.config import load_file
from lossdoctor.detectors import RULES

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")


def test_config_example_is_valid(tmp_path: Path) -> None:
    [block] = re.findall(r"```toml\n(.*?)```", README, re.S)
    (tmp_path / "pyproject.toml").write_text(block)
    settings = load_file(tmp_path / "pyproject.toml")
    assert settings.ignore and settings.overrides


def test_every_rule_is_in_the_readme_table() -> None:
    for rule in RULES:
        assert f"| {rule.code} | `{rule.name}` |" in README


@pytest.mark.parametrize("command", ["analyze", "check", "stitch", "inspect", "rules", "explain", "compare"])
def test_documented_commands_have_help(command: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert f"lossdoctor {command}" in README
    assert main([command, "--help"]) == 0
    assert "Usage" in capsys.readouterr().out


def test_setup_commands_are_documented() -> None:
    assert "make demo" in README and "make test" in README and "pip install ." in README
