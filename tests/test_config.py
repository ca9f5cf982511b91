"""Config files for `check`: discovery, validation, per-path overrides and CLI precedence."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.engine import Settings
from lossdoctor.cli import main
from lossdoctor.config import describe, find_config, load_file, resolve, toml_value
from lossdoctor.detectors import RULES
from lossdoctor.errors import ConfigError
from lossdoctor.model import Severity
from lossdoctor.scenarios import generate
from lossdoctor.stitch import stitch


def _a_rule_with_params():  # type: ignore[no-untyped-def]
    for rule in RULES:
        params = rule.parameters()
        usable = [key for key, value in params.items() if value is not None]
        if usable:
            return rule, usable[0], params
    raise AssertionError("no detector with settings is registered")


def test_lossdoctor_toml_top_level_keys(tmp_path: Path) -> None:
    rule, key, params = _a_rule_with_params()
    (tmp_path / "lossdoctor.toml").write_text(
        'fail-on = "warning"\nselect = ["LD1", "ld2"]\nignore = ["LD301"]\n'
        f"[{rule.name}]\n{key.replace('_', '-')} = {toml_value(params[key])}\n"
    )
    settings = load_file(tmp_path / "lossdoctor.toml")
    assert settings.fail_on is Severity.WARNING
    assert settings.select == ("LD1", "LD2") and settings.ignore == ("LD301",)
    assert settings.params[rule.name] == {key: params[key]}


def test_pyproject_section_is_found_from_a_subfolder(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n[tool.lossdoctor]\nfail-on = "info"\n')
    (tmp_path / "deep" / "er").mkdir(parents=True)
    assert find_config(tmp_path / "deep" / "er") == tmp_path / "pyproject.toml"
    assert load_file(tmp_path / "pyproject.toml").fail_on is Severity.INFO


def test_pyproject_without_section_is_not_a_config(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "x"\n')
    assert find_config(tmp_path) is None or find_config(tmp_path) != tmp_path / "pyproject.toml"


def test_unknown_key_names_the_valid_ones(tmp_path: Path) -> None:
    (tmp_path / "lossdoctor.toml").write_text('fail_on = "warning"\n')
    with pytest.raises(ConfigError, match="unknown key 'fail_on'.*fail-on"):
        load_file(tmp_path / "lossdoctor.toml")


def test_unknown_detector_setting_names_the_valid_ones(tmp_path: Path) -> None:
    rule, key, _ = _a_rule_with_params()
    (tmp_path / "lossdoctor.toml").write_text(f"[{rule.name}]\nno_such_knob = 3\n")
    with pytest.raises(ConfigError, match=f"no_such_knob.*{key}"):
        load_file(tmp_path / "lossdoctor.toml")


def test_bad_severity_and_bad_toml(tmp_path: Path) -> None:
    (tmp_path / "a.toml").write_text('fail-on = "fatal"\n')
    with pytest.raises(ConfigError, match="unknown severity"):
        load_file(tmp_path / "a.toml")
    (tmp_path / "b.toml").write_text("fail-on = \n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_file(tmp_path / "b.toml")


def test_command_line_wins_over_the_file(tmp_path: Path) -> None:
    (tmp_path / "lossdoctor.toml").write_text('fail-on = "info"\nselect = ["LD1"]\nignore = ["LD2"]\n')
    settings = resolve(config_file=tmp_path / "lossdoctor.toml", paths=[], fail_on="error",
                       select=("LD5",), ignore=None)
    assert settings.fail_on is Severity.ERROR and settings.select == ("LD5",)
    assert settings.ignore == ("LD2",)
    assert "then --fail-on --select" in settings.origin


def test_per_path_overrides_apply_to_matching_runs_only(tmp_path: Path) -> None:
    rule, key, params = _a_rule_with_params()
    literal = toml_value(params[key])
    (tmp_path / "lossdoctor.toml").write_text(
        'fail-on = "error"\n'
        '[per-path."noisy*"]\nfail-on = "info"\nignore = ["LD1"]\n'
        f'{rule.name} = {{ {key} = {literal} }}\n'
    )
    settings = load_file(tmp_path / "lossdoctor.toml")
    noisy = stitch(generate("clean", 0).raw_run())
    object.__setattr__(noisy, "name", "noisy-run")
    plain = stitch(generate("clean", 1).raw_run())
    assert settings.for_run(noisy).fail_on is Severity.INFO
    assert settings.for_run(noisy).ignore == ("LD1",)
    assert key in settings.for_run(noisy).params[rule.name]
    assert settings.for_run(plain).fail_on is Severity.ERROR


def test_select_and_ignore_work_by_prefix() -> None:
    settings = Settings(select=("LD1", "LD50"), ignore=("LD102",))
    assert settings.enabled("LD101") and not settings.enabled("LD102")
    assert settings.enabled("LD501") and not settings.enabled("LD201")


def test_show_config_prints_effective_settings(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "lossdoctor.toml").write_text('fail-on = "warning"\n')
    monkeypatch.chdir(tmp_path)
    assert main(["check", ".", "--show-config", "--ignore", "LD3"]) == 0
    out = capsys.readouterr().out
    assert 'fail-on = "warning"' in out and 'ignore = ["LD3"]' in out
    assert "lossdoctor.toml, then --ignore" in out
    for rule in RULES:
        assert f"[{rule.name}]" in out
    assert describe(Settings()).startswith("# effective settings: defaults")


def test_bad_config_is_exit_2_with_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "lossdoctor.toml"
    bad.write_text("select = 3\n")
    assert main(["check", str(tmp_path), "--config", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "expected a list of rule codes" in err
    assert main(["check", str(tmp_path), "--config", str(tmp_path / "missing.toml")]) == 2
