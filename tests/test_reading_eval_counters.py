"""An evaluation pass's own `k/N` counter is not the step (issue 31): mmengine's `Iter(val)
[ 50/300]` restarts at every validation pass. Fixtures: real mmengine logs (`data/mmengine/`,
how they were made in its README)."""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict

DATA = Path(__file__).parent / "data" / "mmengine"


def _series(run: dict[str, object], name: str) -> tuple[int, int, int]:
    found = next(s for s in run["series"] if s["name"] == name)  # type: ignore[attr-defined]
    return found["points"], found["first_step"], found["last_step"]


def test_an_iteration_based_mmengine_log_with_periodic_validation_is_one_run() -> None:
    [run] = as_dict(api.analyze([DATA / "iter_based.log"]))["runs"]
    assert len(run["fragments"]) == 1 and not run["rollbacks"]
    assert run["reading"]["doubt"] is None and run["reading"]["coverage"] == 1.0
    assert _series(run, "loss") == (60, 50, 3000)
    # Each pass's result at the training iteration it followed; its progress lines are no points.
    assert _series(run, "val_mse") == (6, 500, 3000)
    assert run["reading"]["passed_over"]["evaluation progress"] == 30


def test_an_epoch_based_mmengine_log_is_one_run_with_its_validations_at_the_epochs_end() -> None:
    [run] = as_dict(api.analyze([DATA / "epoch_based.log"]))["runs"]
    assert len(run["fragments"]) == 1 and run["reading"]["doubt"] is None
    assert _series(run, "loss") == (40, 50, 2000)
    assert _series(run, "val_mse") == (4, 500, 2000)


def test_an_evaluation_line_that_prints_the_training_step_and_its_total_keeps_it(tmp_path: Path) -> None:
    # `Iteration 500/5000 | val_loss`: the total is the training lines' own, and it never restarts.
    lines = []
    for step in range(100, 5001, 100):
        lines.append(f"Iteration {step}/5000 | train_loss: {4 * 0.9995 ** step:.4f} | lr: 3e-4")
        if step % 500 == 0:
            lines.append(f"Iteration {step}/5000 | val_loss: {4.1 * 0.9995 ** step:.4f}")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n")
    [run] = as_dict(api.analyze([log]))["runs"]
    assert _series(run, "val_loss") == (10, 500, 5000)
    assert _series(run, "train_loss") == (50, 100, 5000)
