"""Usage errors print click's own message with the usage line and exit 2, never "internal error".

`make test-pins` runs the suite again with every pin at its floor (typer 0.17.5 among them); typer >= 0.26
raises the exceptions of its vendored click (`typer._click`), older typer those of `click`.
"""

from __future__ import annotations

import click
import pytest

from lossdoctor import cli
from lossdoctor.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    text = captured.out + captured.err
    assert "internal error" not in text
    assert "Traceback" not in text
    return code, text


def test_unknown_command(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "frobnicate")
    assert code == 2
    assert "Usage: lossdoctor" in text
    assert "No such command 'frobnicate'" in text


def test_unknown_option(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "analyze", "--bogus", "x")
    assert code == 2
    assert "Usage: lossdoctor analyze" in text
    assert "--bogus" in text


def test_missing_argument(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "explain")
    assert code == 2
    assert "Missing argument" in text


def test_command_without_paths(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "check")
    assert code == 2
    assert "Usage: lossdoctor check" in text


def test_bad_choice(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "check", "--fail-on", "bogus", "x")
    assert code == 2
    assert "'bogus' is not one of" in text


def test_bare_invocation_prints_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys)
    assert code == 2
    assert "Usage: lossdoctor" in text
    for command in ("analyze", "check", "stitch", "inspect", "rules", "explain"):
        assert command in text


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "--version")
    assert code == 0
    assert text.startswith("lossdoctor ")


def test_help_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "check", "--help")
    assert code == 0
    assert "--fail-on" in text


def _usage_errors() -> list[type[Exception]]:
    """click's UsageError, and the vendored one when this typer has it."""
    classes: list[type[Exception]] = [click.UsageError]
    try:
        from typer._click.exceptions import UsageError  # type: ignore[import-not-found,unused-ignore]
    except ImportError:
        return classes
    return [*classes, UsageError]


@pytest.mark.parametrize("error_class", _usage_errors(), ids=lambda c: c.__module__)
def test_both_clicks_are_caught(error_class: type[Exception], monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    """Whichever click raised the usage error, it is a usage error (exit 2), not a bug."""

    class FakeCommand:
        def main(self, **_: object) -> int:
            raise error_class("simulated usage error")

    monkeypatch.setattr(cli.typer.main, "get_command", lambda _app: FakeCommand())
    code, text = _run(capsys, "anything")
    assert code == 2
    assert "simulated usage error" in text
