"""The generic reader on each framework's console log: every loss point, eval roles, NaN, spikes."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from generic_families import DATA, EVAL_FAMILIES, N_STEPS, NAN_STEP, fixture_scenario, read_step
from numeric_text import numeric_difference
from lossdoctor import api
from lossdoctor.discover import discover
from lossdoctor.roles import Role
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.families import FAMILIES, write

FAMILY_NAMES = sorted(FAMILIES)


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_fixture_reads_every_loss_point(family: str) -> None:
    path = DATA / f"{family}.log"
    assert [unit.reader for unit in discover([path]).units] == ["generic"]
    [run] = api.load([path]).runs
    loss = run.series[run.primary or ""]
    assert loss.role is Role.LOSS
    truth = fixture_scenario().segments[0]
    expected_steps = np.array([read_step(family, int(s)) for s in truth.steps])
    assert np.array_equal(loss.steps, expected_steps)
    finite = np.isfinite(truth.series["loss"])
    assert np.allclose(loss.values[finite], truth.series["loss"][finite], atol=1e-3)
    assert loss.steps[~np.isfinite(loss.values)].tolist() == [read_step(family, NAN_STEP)]
    assert len(loss) == N_STEPS


@pytest.mark.parametrize("family", sorted(EVAL_FAMILIES))
def test_fixture_eval_series_get_their_role(family: str) -> None:
    [run] = api.load([DATA / f"{family}.log"]).runs
    evals = [s for s in run.series.values() if s.role is Role.EVAL_LOSS]
    assert evals, f"{family}: no eval-loss series among {sorted(run.series)}"
    assert all(len(s) >= 3 for s in evals)
    assert run.primary not in {s.name for s in evals}


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_spike_in_family_format_is_found(family: str, tmp_path: Path) -> None:
    scenario = generate("spike_fast", 3)
    [truth] = scenario.truths
    path = write(scenario, family, tmp_path)
    report = api.analyze(path)
    [run] = report.runs
    spikes = [f for f in run.findings if f.kind == "spike"]
    at = read_step(family, truth.start_step)
    assert any(abs(f.start_step - at) <= truth.tolerance + 1 for f in spikes), \
        f"{family}: spikes at {[f.start_step for f in spikes]}, injected at {at}"


def test_fixtures_match_their_generator(tmp_path: Path) -> None:
    """The committed fixtures are what the family writers produce (regenerate them together)."""
    for family in FAMILY_NAMES:
        scenario = fixture_scenario()
        scenario.name = family
        made = write(scenario, family, tmp_path / family)
        # Up to float noise: numpy's math may differ in the last bits across machines and versions.
        difference = numeric_difference(made.read_text(encoding="utf-8"),
                                        (DATA / f"{family}.log").read_text(encoding="utf-8"))
        assert difference is None, f"{family}: {difference}"


@pytest.mark.parametrize(("family", "overflows"), [("deepspeed", 3), ("deepspeed_chat", 3)])
def test_overflow_skipping_step_lines_become_a_skipped_steps_series(family: str, overflows: int) -> None:
    text = (DATA / f"{family}.log").read_text(encoding="utf-8")
    assert text.count("OVERFLOW!") == overflows
    [run] = api.load([DATA / f"{family}.log"]).runs
    skipped = run.series["skipped_steps"]
    assert float(skipped.values.max()) == overflows
    assert np.all(np.diff(skipped.values) >= 0)


def test_hf_summary_line_is_not_a_point_and_inspect_names_reader_and_roles() -> None:
    from lossdoctor.inspect_view import render_json, render_text

    loaded = api.load([DATA / "hf4.log"])
    [run] = loaded.runs
    assert "train_loss" not in run.series and "train_runtime" not in run.series
    assert any("summary line" in warning for warning in run.warnings)
    doc = render_json(loaded)
    assert '"reader": "generic"' in doc and '"eval_loss": "eval_loss"' in doc and '"loss": "loss"' in doc
    assert "read by the generic reader; keys as roles: loss -> loss" in render_text(loaded, width=200)


def test_mmengine_json_lines_read_beside_the_text(tmp_path: Path) -> None:
    """mmengine's vis_data/scalars.json (JSON lines with `step`) reads with the table reader."""
    import json

    folder = tmp_path / "vis_data"
    folder.mkdir()
    truth = fixture_scenario().segments[0]
    lines = [json.dumps({"lr": 0.01, "loss": float(v), "grad_norm": 5.0, "epoch": 1, "iter": int(s) + 1,
                         "memory": 3000, "step": int(s) + 1}) for s, v in zip(truth.steps, truth.series["loss"])]
    lines += [json.dumps({"coco/bbox_mAP": 0.3, "step": 1})]
    (folder / "scalars.json").write_text("\n".join(lines) + "\n")
    [run] = api.load([folder / "scalars.json"]).runs
    loss = run.series["loss"]
    assert len(loss) == N_STEPS and loss.steps[~np.isfinite(loss.values)].tolist() == [NAN_STEP + 1]


@pytest.mark.parametrize("family", FAMILY_NAMES)
def test_bulk_and_line_by_line_paths_agree(family: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Shapes read in bulk (one regex call, pandas for big ones) give what reading line by line gives."""
    from lossdoctor.ingest.textlog.generic import scan as scan_module

    def series(path: Path) -> dict[str, tuple[list[int], list[float]]]:
        [run] = api.load([path]).runs
        return {name: (s.steps.tolist(), np.nan_to_num(s.values, nan=-1.0).round(6).tolist())
                for name, s in run.series.items()}

    monkeypatch.setattr(scan_module, "_BULK_MIN", 1)
    monkeypatch.setattr(scan_module, "_FRAME_MIN", 1)
    monkeypatch.setattr(scan_module, "_FRAME_IMPORT_MIN", 1)
    bulk = series(DATA / f"{family}.log")
    monkeypatch.setattr(scan_module, "_BULK_MIN", 10**9)
    assert series(DATA / f"{family}.log") == bulk
