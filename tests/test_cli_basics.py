"""The CLI's error boundary and exit codes for bad paths."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.cli import main


def test_missing_path_is_one_line_and_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inspect", str(tmp_path / "nope")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such file or folder" in err


def test_empty_folder_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inspect", str(tmp_path)]) == 2
    assert "no training logs found" in capsys.readouterr().err


def test_empty_file_is_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "train.log"
    empty.write_bytes(b"")
    assert main(["inspect", str(empty)]) == 2
    assert "empty" in capsys.readouterr().err


def test_unknown_command_is_usage_error() -> None:
    assert main(["frobnicate"]) == 2


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert "lossdoctor 0.1.0" in capsys.readouterr().out
