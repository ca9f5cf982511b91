"""LD103 at the one join of a run resumed once: a jump that comes back is reported; a seamless
resume, a jump within the noise and a re-warm-up the LR logs are not.

The fixture is a YOLOv5 run folder as torch's SummaryWriter leaves it when a run is copied and
continued by a second launch: one event file per launch (tensorboard's own EventFileWriter,
`simple_value` scalars, step = epoch), the second starting at the epoch after the first ended.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from detector_helpers import findings
from lossdoctor import api
from lossdoctor.detectors.resume_spike import ResumeSpikes
from lossdoctor.model import Run, Severity
from tb_helpers import event, value, write

RULE = ResumeSpikes()
DAY = 86_400.0


def _yolo_folder(path: Path, after: list[float], lr_after: list[float], noise: float = 0.0) -> Run:
    """25 epochs of a first launch, then a second launch's epochs 25.. with `after` as box loss."""
    rng = np.random.default_rng(0)
    first = [0.0879 * (e + 1) ** -0.22 * float(np.exp(rng.normal(0, noise))) for e in range(25)]
    lr_first = [0.01 * (1 - e / 25) + 0.0001 for e in range(25)]
    wall = 1.7473e9
    launch1 = [event(e, wall + 600 * e, [value("train/box_loss", "simple", v), value("x/lr0", "simple", lr)])
               for e, (v, lr) in enumerate(zip(first, lr_first))]
    launch2 = [event(25 + i, wall + DAY + 600 * i, [value("train/box_loss", "simple", v),
                                                   value("x/lr0", "simple", lr)])
               for i, (v, lr) in enumerate(zip(after, lr_after))]
    write(path, launch1, ".957203.0")
    write(path, launch2, ".16937.0")
    [run] = api.load([path]).runs
    assert [j.step for j in run.joins] == [25]
    return run


def _after(first_last: float, jump: float, n: int = 15) -> list[float]:
    """The second launch's losses: `jump` x the last level at once, back within two epochs."""
    return [first_last * jump if i == 0 else first_last * (1.0 + (jump - 1.0) * 0.3 ** i) * 0.995 ** i
            for i in range(n)]


LAST = 0.0879 * 25 ** -0.22


def test_a_jump_at_the_one_resume_with_the_lr_back_at_its_start(tmp_path: Path) -> None:
    # The copied run continued: lr0 back at 0.01 at once (the scheduler started over), box x1.18.
    run = _yolo_folder(tmp_path, _after(LAST, 1.18), [0.01 * (1 - i / 40) for i in range(15)])
    [f] = findings(RULE, run)
    assert (f.code, f.kind, f.severity, f.series) == ("LD103", "resume_spike", Severity.WARNING, "train/box_loss")
    assert f.start_step == 25 and f.peak_step == 25 and f.end_step == 26
    assert f.fields["count"] == 1 and f.fields["steps"] == [25]
    assert "x/lr0" in f.message and "scheduler" in f.message and "scheduler" in f.advice[0]
    assert f.evidence["schedule"]["what"] == "warm restart"


def test_a_jump_at_the_one_resume_without_a_logged_lr(tmp_path: Path) -> None:
    run = _yolo_folder(tmp_path, _after(LAST, 1.3), [0.0001] * 15)
    [f] = findings(RULE, run)
    assert f.start_step == 25 and "did not restore the training state" in f.message


def test_a_seamless_resume_is_quiet(tmp_path: Path) -> None:
    run = _yolo_folder(tmp_path, [LAST * 0.995 ** (i + 1) for i in range(15)], [0.0001] * 15)
    assert findings(RULE, run) == []


def test_a_jump_that_does_not_come_back_is_no_spike(tmp_path: Path) -> None:
    run = _yolo_folder(tmp_path, [LAST * 1.3 * 0.999 ** i for i in range(15)], [0.0001] * 15)
    assert findings(RULE, run) == []


def test_a_jump_within_the_curve_s_own_scatter_is_quiet(tmp_path: Path) -> None:
    # Epoch losses that scatter 8 % from point to point: a 1.18x first epoch is one of them.
    run = _yolo_folder(tmp_path, _after(LAST, 1.18), [0.0001] * 15, noise=0.08)
    assert findings(RULE, run) == []


def test_a_logged_re_warm_up_explains_the_jump(tmp_path: Path) -> None:
    # The LR ramps up again from near zero over five epochs to where it was: that schedule.
    ramp = [0.0001 * (i + 1) / 5 if i < 5 else 0.0001 for i in range(15)]
    run = _yolo_folder(tmp_path, _after(LAST, 1.18), ramp)
    assert findings(RULE, run) == []
