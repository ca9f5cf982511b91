"""A relaunch that resumes an earlier checkpoint than its run had reached (issue 31, c25 dbnet).

The steps go back, but not to the first: the start-up lines printed again and the checkpoint
loaded say it is the same training resumed (a rollback marked by its load), not a run of its
own. The HiFi-TSE script (c10 speech-tse) prints its step padded to seven places (`step
999900 |`, `step 1000000 |`: two line shapes of one print statement) and a launch that dies
before its first step between two that train; the lines are written here as it prints them.
"""

from __future__ import annotations

import math
from pathlib import Path

from lossdoctor import api

_WARNING = ("train.py:119: FutureWarning: You are using `torch.load` with `weights_only=False` (the current "
            "default value), which uses the default pickle module implicitly.")


def _start(step: int) -> list[str]:
    return ["Device: cuda", "Generator params: 11.79M", f"Resuming from ./checkpoints/checkpoint_{step:07d}.pt",
            _WARNING, "  ckpt = torch.load(path, map_location=device)",
            f"Resumed at step {step} (best_val_loss=None, best_val_si_sdr=-2.2480538767651193, patience=0)",
            f"Starting training from step {step} (phase 2)", "EMA decay: 0.999, AMP: True (torch.bfloat16)"]


def _launch(first: int, last: int, seed: int) -> list[str]:
    """A launch resumed at `first`, logging every 100 steps to `last`."""
    lines = _start(first)
    for step in range(first, last + 1, 100):
        loss = 2.0 + 0.5 * math.sin(step / 700 + seed)
        lines.append(f"step {step:7d} | phase 2 | loss_G {loss:.4f} | sep {loss - 0.1:.4f} | phase_l 0.0863 | "
                     f"amp_l 0.0066 | rms 1.01 | lr 6.83e-05 | rss 1521MB | 0.25s")
        if step % 5000 == 0 and step != first:
            lines += [f"Saved checkpoint: ./checkpoints/checkpoint_{step:07d}.pt",
                      f"Validation loss: {1.4 - step / 1e7:.4f} | si_sdr: -1.50 dB | rms_ratio: 0.885 | ta_energy: -28.2 dB"]
    return lines


def _died(step: int) -> list[str]:
    return _start(step) + ["ERROR: Unexpected segmentation fault encountered in worker."]


def test_a_resume_from_an_earlier_checkpoint_is_a_rollback_its_load_marks(tmp_path: Path) -> None:
    # Launch 2 resumes 995000 after launch 1 reached 999900, and goes on past a million (more
    # lines of seven digits than of six); launch 3 dies before its first step; launch 4 resumes
    # 1015000 after launch 2 reached 1019900.
    log = tmp_path / "train.log"
    log.write_text("\n".join(_launch(990000, 999900, 0) + _launch(995000, 1019900, 1) + _died(1015000)
                             + _launch(1015000, 1024900, 2)) + "\n")
    [run] = api.load([log]).runs
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(995000, 999900), (1015000, 1019900)]
    assert all(r.marker for r in run.rollbacks)  # each marked by its launch's checkpoint load
    assert len(run.fragments) == 3
    assert run.series["loss_G"].steps.tolist() == list(range(990000, 1024901, 100))


def test_a_step_going_back_with_no_start_up_printed_again_is_no_marked_resume(tmp_path: Path) -> None:
    # The same lines with the start-up left out: the steps alone show a rollback, and nothing marks it.
    lines = _launch(990000, 999900, 0) + _launch(995000, 1004900, 1)[len(_start(0)):]
    log = tmp_path / "train.log"
    log.write_text("\n".join(_start(990000)[:2] + lines) + "\n")
    [run] = api.load([log]).runs
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(995000, 999900)]
    assert not any(r.marker for r in run.rollbacks)
