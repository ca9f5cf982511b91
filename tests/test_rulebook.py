"""`rules` and `explain` read a static rulebook; it must match the detectors exactly."""

from __future__ import annotations

import subprocess
import sys

from lossdoctor.rules_view import build_rulebook, load_rulebook


def test_rulebook_matches_the_detectors() -> None:
    assert load_rulebook() == build_rulebook(), (
        "lossdoctor/rulebook.json is stale: run `python -m lossdoctor.rules_view` to rewrite it")


def test_rules_command_does_not_import_numpy() -> None:
    code = ("import sys; from lossdoctor.cli import main; main(['rules']); "
            "assert 'numpy' not in sys.modules, 'rules imported numpy'")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    assert "LD101" in done.stdout
