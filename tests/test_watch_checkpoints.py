"""Checkpoint names beside a run, and the one to go back to before an onset."""

from __future__ import annotations

from pathlib import Path

import pytest

from lossdoctor.watch.checkpoints import before, find, skip_range, step_of


@pytest.mark.parametrize(("name", "step"), [
    ("checkpoint-1500", 1500), ("global_step2400", 2400), ("iter_0007000", 7000), ("step_300", 300),
    ("step-42", 42), ("epoch=3-step=12000.ckpt", 12000), ("ckpt_900.pt", 900), ("model_50.safetensors", 50),
    ("last.ckpt", None), ("events.out.tfevents.1.host.1.0", None), ("metrics.csv", None), ("checkpoints", None),
])
def test_step_of(name: str, step: int | None) -> None:
    assert step_of(name) == step


def test_find_and_choose(tmp_path: Path) -> None:
    run = tmp_path / "run"
    (run / "logs").mkdir(parents=True)
    for step in (1000, 2000, 3000):
        (run / "checkpoints" / f"global_step{step}").mkdir(parents=True)
    (run / "checkpoints" / "latest").write_text("global_step3000")
    megatron = tmp_path / "mega"
    (megatron / "iter_0004000").mkdir(parents=True)
    (megatron / "latest_checkpointed_iteration.txt").write_text("4000\n")
    found = find([run, megatron])
    assert [c.step for c in found] == [1000, 2000, 3000, 4000]
    assert all(not c.path.endswith(("latest", ".txt")) for c in found)
    assert before(found, 3050) is not None and before(found, 3050).step == 2000  # type: ignore[union-attr]
    assert before(found, 3100).step == 3000  # type: ignore[union-attr]
    assert before(found, 900) is None


def test_latest_pointer_alone(tmp_path: Path) -> None:
    (tmp_path / "latest_checkpointed_iteration.txt").write_text("500")
    found = find([tmp_path])
    assert [(Path(c.path).name, c.step) for c in found] == [("latest_checkpointed_iteration.txt", 500)]


def test_skip_range_matches_the_report_advice() -> None:
    assert skip_range(41200) == (41100, 41300)
    assert skip_range(50) == (45, 55)
