"""Launches appended to one log that a person tells apart by what every line prints (blind c24).

- A line printed again at the step of the line before it, with values of its own: a relaunch
  (`Saved model at epoch 1 with loss: x`, echoed by a script to one file at each improvement,
  one file for several launches); at the first step, a run of its own; past it, the same run
  rolled back to the checkpoint both started from.
- `Epoch [E/T]` printed by launches of other lengths (T = 200, 250, 300, 350), with no start-up
  line between them: where T changes, another launch; it goes on with the launch whose steps and
  loss level it continues, else it is a run of its own.

The real files are `c24-vqvae2-pixelsnail-...` and `c24-point-occupancy-...` in the corpus; these
are variants written the way those programs print (`print(f"Epoch [{e}/{n}] - Train Loss: {x:.4f},
Validation Loss: {y:.4f}, Time: {t:.4f}s")`, and `os.system(f"echo Saved model at epoch {e} with
loss: {v} >> loss_log.txt")`, which writes Python's repr of the float).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.decision import recorded
from lossdoctor.identity.doubts import resumed_as_new
from lossdoctor.identity.facts import Piece, RunFacts


def _echo(epochs: range, start: float, rate: float, label: str = "model") -> list[str]:
    """One launch's best-so-far lines: the loss falls at every epoch printed."""
    return [f"Saved {label} at epoch {e} with loss: {start * math.exp(-rate * (e - 1)) + 1e-9 * e!r}"
            for e in epochs]


def test_a_first_epoch_printed_again_by_a_relaunch_is_a_run_of_its_own(tmp_path: Path) -> None:
    log = tmp_path / "loss_log.txt"
    log.write_text("\n".join(_echo(range(1, 2), 1.771329528093338, 0.3)
                             + _echo(range(1, 26), 1.61585333943367, 0.2)) + "\n")
    runs = api.load([log]).runs
    assert [len(r.series[r.primary]) for r in runs] == [1, 25]
    assert all(not r.rollbacks for r in runs)


def test_launches_of_one_or_two_lines_each_stay_launches(tmp_path: Path) -> None:
    log = tmp_path / "pixelsnail_loss_log.txt"
    log.write_text("\n".join(_echo(range(1, 2), 3.6865735590457915, 0.02, "PixelSNAIL model")
                             + _echo(range(1, 2), 3.686662954092026, 0.02, "PixelSNAIL model")
                             + _echo(range(1, 4), 3.7904954731464384, 0.015, "PixelSNAIL model")
                             + _echo(range(1, 12), 3.6917280912399293, 0.007, "PixelSNAIL model")) + "\n")
    runs = api.load([log]).runs
    assert [len(r.series[r.primary]) for r in runs] == [1, 1, 3, 11]


def test_a_line_printed_twice_alike_is_one_point(tmp_path: Path) -> None:
    # Two logging handlers print the same line: the same values, one point, one run.
    lines = _echo(range(1, 21), 2.0, 0.1)
    lines[:0] = lines[:1]
    log = tmp_path / "loss_log.txt"
    log.write_text("\n".join(lines) + "\n")
    runs = api.load([log]).runs
    assert len(runs) == 1 and len(runs[0].series[runs[0].primary]) == 20


def test_ranks_that_print_every_step_stay_one_point_per_step(tmp_path: Path) -> None:
    # Two processes print each epoch's line with their own values: rank copies, not relaunches.
    lines = []
    for e in range(1, 21):
        for rank in range(2):
            lines.append(f"Epoch [{e}/20] - Train Loss: {2.0 / e + 0.01 * rank:.4f}, Validation Loss: "
                         f"{2.1 / e:.4f}, Time: 64.{rank}000s")
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(lines) + "\n")
    runs = api.load([log]).runs
    # (How the copies are numbered is the reader's rank rule; no copy opens a launch.)
    assert len(runs) == 1 and not runs[0].rollbacks and len(runs[0].fragments) == 1


def _launch(epochs: range, total: int, loss: Callable[[int], float]) -> list[str]:
    return [f"Epoch [{e}/{total}] - Train Loss: {loss(e):.4f}, Validation Loss: {loss(e) * 0.9:.4f}, "
            f"Time: {64.8 + 0.01 * (e % 7):.4f}s" for e in epochs]


def _occupancy_log() -> list[str]:
    return ([""] + _launch(range(1, 152), 200, lambda e: 0.6931 + 0.1 / e)
            + _launch(range(151, 152), 250, lambda e: 110.0924)
            + _launch(range(151, 251), 250, lambda e: 0.2 + 140.0 / (e - 150) ** 1.5)
            + [""] + _launch(range(1, 15), 300, lambda e: 0.2 + 140.0 / e ** 1.5)
            + _launch(range(251, 351), 350, lambda e: 0.2214 - 0.0013 * (e - 251)))


def test_launches_of_other_lengths_are_told_apart_and_a_resume_joins_its_run(tmp_path: Path) -> None:
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(_occupancy_log()) + "\n")
    runs = api.load([log]).runs
    spans = [(int(r.series[r.primary].steps[0]), int(r.series[r.primary].steps[-1]), len(r.series[r.primary]))
             for r in runs]
    assert sorted(spans) == [(1, 14, 14), (1, 151, 151), (151, 350, 200)]
    resumed = next(r for r in runs if r.series[r.primary].steps[0] == 151)
    assert len(resumed.fragments) == 3
    assert [r.step for r in resumed.rollbacks] == [151]
    said = {(d.kind, d.rank.label) for d in recorded(resumed.meta)}
    # Opened by the length change (a boundary), kept apart from the run it starts after by its
    # loss on another scale, joined by the launch that goes on with it (both numeric).
    assert {("new run", "boundary"), ("new run", "numeric"), ("resume", "numeric")} <= said


def test_the_same_length_all_along_opens_no_launch(tmp_path: Path) -> None:
    # One launch of 300 epochs: the total never changes, the curve is one run, whatever its level.
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(_launch(range(1, 301), 300, lambda e: 0.2 + 140.0 / e ** 1.5)) + "\n")
    runs = api.load([log]).runs
    assert len(runs) == 1 and len(runs[0].series[runs[0].primary]) == 300 and not runs[0].rollbacks


def test_a_launch_of_another_length_that_goes_on_at_the_same_level_is_a_resume(tmp_path: Path) -> None:
    # `[100/100]` then `[101/200]`: launched again for longer from its last checkpoint.
    log = tmp_path / "train_log.txt"
    log.write_text("\n".join(_launch(range(1, 101), 100, lambda e: 0.2 + 2.0 / e)
                             + _launch(range(101, 201), 200, lambda e: 0.2 + 2.0 / e)) + "\n")
    runs = api.load([log]).runs
    assert len(runs) == 1 and len(runs[0].series[runs[0].primary]) == 200


def _facts(name: str, steps: range, values: np.ndarray) -> RunFacts:
    s = np.asarray(steps, dtype=np.int64)
    return RunFacts(name=name, reader="generic", sources=("train_log.txt",), primary="loss", steps=s,
                    values=values, pieces=(Piece("train_log.txt", int(s[0]), int(s[-1]), len(s), 0),), seen=len(s))


def test_a_run_on_another_scale_where_another_stopped_is_no_resume_in_doubt() -> None:
    first = _facts("train_log.txt", range(1, 152), 0.69 + 0.1 / np.arange(1, 152))
    other = _facts("train_log.txt#2", range(151, 251), 0.2 + 140.0 / np.arange(1, 101) ** 1.5)
    assert resumed_as_new([first, other]) == {}
    # At the same level it still reads as a resume read as a run of its own.
    same = _facts("train_log.txt#2", range(151, 251), 0.69 - 0.001 * np.arange(100))
    assert set(resumed_as_new([first, same])) == {1}

