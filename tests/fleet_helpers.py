"""Shared pieces of the fleet and remote tests: a small fleet of real fixture runs."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from lossdoctor.cli import main

GALLERY = Path(__file__).resolve().parent.parent / "fixtures" / "gallery"


def small_fleet(target: Path, names: tuple[str, ...] = ("01_healthy_one_spike", "04_never_recovers",
                                                         "05_divergence_rollbacks", "10_fp16_nan")) -> Path:
    """A folder of gallery runs (TensorBoard, W&B and text formats among them)."""
    target.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copytree(GALLERY / name, target / name)
    return target


def json_report(args: list[str], capsys: Any) -> dict[str, Any]:
    """`lossdoctor analyze ... -f json` as parsed JSON (exit code 0 asserted)."""
    capsys.readouterr()
    assert main(["analyze", *args, "-f", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def without_sources(report: dict[str, Any], prefix: str) -> dict[str, Any]:
    """The report with `prefix` cut from every source, so local and remote copies compare."""
    text = json.dumps(report).replace(prefix.rstrip("/") + "/", "")
    return json.loads(text)
