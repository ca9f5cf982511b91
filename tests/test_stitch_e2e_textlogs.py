"""End to end through `api.load`: appended text logs (llm.c main.log, Megatron) with restarts."""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from stitch_writers import llmc_lines, megatron_lines, megatron_loaded


def _first(step: int) -> float:
    return round(4.0 - step / 100, 4)


def _second(step: int) -> float:
    return round(5.0 - step / 100, 4)


def _only(path: Path):  # type: ignore[no-untyped-def]
    (run,) = api.load([path]).runs
    return run


def test_llmc_main_log_appended_after_a_resume(tmp_path: Path) -> None:
    log = tmp_path / "main.log"
    log.write_text("\n".join(llmc_lines(range(0, 101), _first, every_eval=25)
                             + llmc_lines(range(60, 151), _second, every_eval=25)) + "\n")
    run = _only(log)
    assert run.primary == "trl"
    trl = run.series["trl"]
    assert trl.steps.tolist() == list(range(151))
    assert trl.values.tolist() == [_first(s) for s in range(60)] + [_second(s) for s in range(60, 151)]
    assert run.dead_points == 41 and run.dead["trl"].steps.tolist() == list(range(60, 101))
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(60, 100)]
    assert run.series["tel"].steps.tolist() == [0, 25, 50, 75, 100, 125, 150]
    assert run.series["tel"].values[3] == _second(75) + 0.1
    assert run.dead["tel"].steps.tolist() == [75, 100]


def test_megatron_restart_marker_names_the_rollback(tmp_path: Path) -> None:
    log = tmp_path / "slurm-1.out"
    lines = megatron_lines(range(1, 81), _first) + ["[after crash]", megatron_loaded(50)] + megatron_lines(range(51, 121), _second)
    log.write_text("\n".join(lines) + "\n")
    run = _only(log)
    assert run.primary == "lm loss"
    assert run.dead_points == 30 and run.dead["lm loss"].steps.tolist() == list(range(51, 81))
    assert run.series["lm loss"].steps.tolist() == list(range(1, 121))
    (rollback,) = run.rollbacks
    assert (rollback.step, rollback.abandoned_to_step) == (51, 80)
    assert rollback.marker is not None and rollback.marker.startswith("checkpoint_loaded at step 50")
    assert not any("marker says" in w for w in run.warnings)


def test_megatron_marker_that_contradicts_the_steps_warns(tmp_path: Path) -> None:
    log = tmp_path / "slurm-2.out"
    lines = megatron_lines(range(1, 81), _first) + [megatron_loaded(70)] + megatron_lines(range(51, 121), _second)
    log.write_text("\n".join(lines) + "\n")
    run = _only(log)
    assert run.dead_points == 30
    assert any("checkpoint_loaded marker says training restarted from step 70" in w for w in run.warnings)


def test_megatron_clean_resume_overlapping_one_iteration(tmp_path: Path) -> None:
    log = tmp_path / "slurm-3.out"
    lines = megatron_lines(range(1, 81), _first) + [megatron_loaded(79)] + megatron_lines(range(80, 121), _first)
    log.write_text("\n".join(lines) + "\n")
    run = _only(log)
    assert run.dead_points == 1
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(80, 80)]
    assert run.meta["stitch"]["joins"][0]["small_overlap"] is True
    assert run.replay_checks[0].match == "exact"
