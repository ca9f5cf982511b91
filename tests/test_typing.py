"""The package type-checks: mypy with the settings in pyproject.toml ([tool.mypy])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_is_clean() -> None:
    result = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=ROOT,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
