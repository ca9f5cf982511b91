"""Shared test fixtures: paths to real data, golden-file switch, isolated W&B settings."""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path

import pytest
from numeric_text import numeric_difference

ROOT = Path(__file__).resolve().parent.parent
REALDATA = ROOT.parent / "shared" / "realdata"

# W&B must never reach the network or write into the checkout from tests.
os.environ.setdefault("WANDB_MODE", "offline")
os.environ.setdefault("WANDB_SILENT", "true")
os.environ.setdefault("WANDB_DISABLE_GIT", "true")
os.environ.setdefault("WANDB_CONSOLE", "off")
os.environ.setdefault("MPLBACKEND", "Agg")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-goldens", action="store_true", default=False,
                     help="Rewrite golden files from the current output instead of comparing.")


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """One line per reason some tests were skipped, with how many: a skip is never silent, and
    a whole group (the az:// tests without npm, the browser tests without a browser, with how
    to install one) is one line, not one per test."""
    reasons: Counter[str] = Counter()
    for report in terminalreporter.stats.get("skipped", []):
        if isinstance(report.longrepr, tuple):
            reasons[str(report.longrepr[2]).removeprefix("Skipped: ")] += 1
    for reason, count in sorted(reasons.items(), key=lambda item: (-item[1], item[0])):
        terminalreporter.write_line(f"SKIPPED {count} test{'s' * (count != 1)}: {reason}", yellow=True, bold=True)


@pytest.fixture
def update_goldens(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-goldens"))


@pytest.fixture
def realdata() -> Path:
    """../shared/realdata, or skip the test when it is not beside the checkout."""
    if not REALDATA.is_dir():
        pytest.skip("../shared/realdata is not present")
    return REALDATA


@pytest.fixture
def golden(update_goldens: bool):  # type: ignore[no-untyped-def]
    """golden(name, text): compare with tests/goldens/<name>, or rewrite it with --update-goldens."""
    folder = ROOT / "tests" / "goldens"

    def check(name: str, text: str) -> None:
        path = folder / name
        if update_goldens or not path.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            if not update_goldens:
                pytest.fail(f"golden file {path} did not exist; written now, re-run to compare")
            return
        expected = path.read_text(encoding="utf-8")
        if text == expected:
            return
        # Computed floats may differ in their last printed digit on another CPU (numpy's SIMD
        # paths): that is not a change of output.
        difference = numeric_difference(text, expected)
        assert difference is None, (f"output differs from {path}: {difference}; "
                                    "run pytest --update-goldens and read the diff")

    return check
