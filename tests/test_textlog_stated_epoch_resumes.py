"""Launches appended to one console log that state the epoch they start from (blind batch c22).

Deep-MIML-Network's train.py prints its options, `starting from epoch  N`, then a display every
10 epochs (`Display training progress at (epoch E, total_steps S)`, `loss: x`, `mAP: y`). A
launch resumed from the epoch-45 checkpoint prints epoch 50 again: the steps do not go back, the
start-up lines and the stated start do, so it is a fragment of the run it resumes (a rollback from
50 to 45), not a re-print. A launch `starting from epoch  0` whose losses, written to 16 digits,
part from an earlier launch's at the third is that job drawn again (another initialisation): a run
of its own, not a replay.
"""

from __future__ import annotations

from pathlib import Path

from lossdoctor import api

_OPTIONS = ["------------ Options -------------", "F: 2401", "K: 4", "L: 15", "batchSize: 256",
            "checkpoints_dir: checkpoints", "continue_train: True", "decay_factor: 0.94", "display_freq: 10",
            "learning_rate: 0.001", "name: deepMIML", "niter: 300", "-------------- End ----------------",
            "CustomDatasetDataLoader", "dataset [MIMLDataset] was created", "MIML dataset initialize suceed",
            "#training images = 15", "MIML", "initialization method [normal]", "model [MIMLModel] was created"]
_CRASH = ["Traceback (most recent call last):", '  File "train.py", line 103, in <module>',
          "    model.display_val(writer, total_steps, dataset_val)",
          "IndexError: too many indices for array"]


def _loss(epoch: int, init: float) -> float:
    return 0.81 + init / epoch + 0.0001 * (epoch % 3)


def _launch(start: int, stop: int, init: float, crash: bool = True, digits: int | None = None) -> list[str]:
    """One launch: its options and start-up, then the epochs after `start` up to `stop` (the loss
    as `print` writes a float, or rounded to `digits`)."""
    lines = [*_OPTIONS, f"starting from epoch  {start}"]
    for epoch in range(start + 1, stop + 1):
        if epoch % 5 == 0:
            lines += [f"saving the model at the end of epoch {epoch}, total_steps {256 * epoch}",
                      f"current learning rate: {0.001 * 0.94 ** (epoch // 5)}", "decreased learning rate by  0.94"]
        if epoch % 10 == 0:
            lines += [f"Display training progress at (epoch {epoch}, total_steps {256 * epoch})",
                      f"loss: {_loss(epoch, init)!r}" if digits is None else f"loss: {_loss(epoch, init):.{digits}f}", f"mAP: {0.19 + 0.001 * (epoch % 7)!r}", "end of display ", ""]
    return lines + (_CRASH if crash else [])


def test_launches_stating_a_resume_from_an_earlier_epoch_are_rollbacks_of_that_run(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(0, 50, 0.9) + _launch(45, 50, 0.9) + _launch(45, 50, 0.9)
                             + _launch(0, 100, 0.95, crash=False)) + "\n", encoding="utf-8")
    first, second = api.load([log]).runs
    assert len(first.fragments) == 3 and len(first.rollbacks) == 2
    assert first.series["loss"].steps.tolist() == [10, 20, 30, 40, 50]
    assert len(second.fragments) == 1 and not second.rollbacks
    assert second.series["loss"].steps.tolist() == list(range(10, 101, 10))


def test_a_launch_from_epoch_0_replaying_the_same_values_stays_a_rollback(tmp_path: Path) -> None:
    # The same job started again and printing the same numbers: a rollback of the launch it replays.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(0, 50, 0.9) + _launch(0, 100, 0.9, crash=False)) + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.fragments) == 2 and len(run.rollbacks) == 1
    assert run.series["loss"].steps.tolist() == list(range(10, 101, 10))


def test_a_resume_whose_steps_go_on_without_a_stated_start_is_no_new_fragment(tmp_path: Path) -> None:
    # No start-up printed again: `starting from epoch` alone in the middle of training is no launch.
    lines = _launch(0, 50, 0.9, crash=False)
    lines[lines.index("Display training progress at (epoch 30, total_steps 7680)")] = (
        "starting from epoch  25\nDisplay training progress at (epoch 30, total_steps 7680)")
    log = tmp_path / "train.log"
    log.write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.fragments) == 1 and run.series["loss"].steps.tolist() == [10, 20, 30, 40, 50]


def test_a_launch_from_epoch_0_parting_at_the_third_of_16_digits_is_a_run_of_its_own(tmp_path: Path) -> None:
    # 0.9 against 0.901 at epoch 10, then closer (both settle on one plateau): within 0.1 % in
    # median, but a replay would start on the same value to the last digits it prints.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(0, 50, 0.9) + _launch(0, 100, 0.91, crash=False)) + "\n", encoding="utf-8")
    runs = api.load([log]).runs
    assert [len(r.series["loss"]) for r in runs] == [5, 10] and not any(r.rollbacks for r in runs)


def test_values_printed_to_four_digits_that_agree_to_them_stay_a_replay(tmp_path: Path) -> None:
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(0, 50, 0.9, digits=4) + _launch(0, 100, 0.91, crash=False, digits=4)) + "\n",
                   encoding="utf-8")
    [run] = api.load([log]).runs
    assert len(run.fragments) == 2 and len(run.rollbacks) == 1
