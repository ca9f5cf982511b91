"""On real logs, the fleet pipeline (one task per run, slim reports, cache) reports exactly what
today's pipeline does, in JSON and in the text summary."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.cli import main

from fleet_helpers import json_report

PICKS = ("megatron-bigscience-chronicles", "wandb-offline-nanogpt-druidowm", "hf-whisper-ja-5k",
         "algoperf-tb-rerun-resnet", "lightning-csv-genrisk-gan-nan-runs", "mmengine-scalars-dfine-concatenated-restarts")


@pytest.mark.realdata
def test_fleet_equals_today_on_real_logs(realdata: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(realdata / name) for name in PICKS if (realdata / name).exists()]
    assert paths
    today = json_report(paths, capsys)
    cache = str(tmp_path / "cache")
    assert json_report([*paths, "--cache", cache], capsys) == today
    assert json_report([*paths, "--cache", cache], capsys) == today  # from the cache
    capsys.readouterr()
    assert main(["analyze", *paths]) == 0
    text = capsys.readouterr().out
    assert main(["analyze", *paths, "--cache", cache]) == 0
    header, _, rest = capsys.readouterr().out.partition("\n\n")
    assert header.startswith(f"fleet: {len(today['runs'])} runs, 0 changed") and rest == text
