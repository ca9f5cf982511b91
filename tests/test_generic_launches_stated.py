"""A relaunch whose start-up lines state the checkpoint it loaded joins the run it resumes,
whatever its values (issue 31: a stated resume outranks the numbers).

Stands for the real case `c10-speech-tse-console-four-resumes-replays` (HiFi-TSE's `train.log`,
not licensed for committing): six launches appended to one log, each printing its start-up
lines (`Device: cuda`, `Resuming from ...`, `Resumed at step N`, `Starting training from step N`)
before its first `step N | phase 2 | loss_G x | ...` line; the per-batch loss is heavy-tailed and
negative at times, so a resume never replays its first pass's values; one launch dies before its
first step. The lines below have the real ones' shape.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.formats.json_report import as_dict


def _startup(step: int, stated: bool) -> list[str]:
    lines = ["Device: cuda", "Generator params: 11.79M"]
    if stated:
        lines += [f"Resuming from ./checkpoints/checkpoint_{step:07d}.pt",
                  f"Resumed at step {step} (best_val_loss=None, best_val_si_sdr=-2.2674, patience=0)",
                  f"Starting training from step {step} (phase 2)"]
    return lines + ["EMA decay: 0.999, AMP: True (torch.bfloat16)",
                    "train.py:119: FutureWarning: You are using `torch.load` with `weights_only=False`",
                    "  ckpt = torch.load(path, map_location=device)"]


def _launch(start: int, stop: int, rng: np.random.Generator, stated: bool = True) -> list[str]:
    lines = _startup(start, stated)
    for step in range(start, stop + 1, 100):
        # A single batch's negative-SI-SDR-style loss: a median near 2, a heavy tail, and below 0.
        loss = 2.5 - step / 1e6 + rng.standard_t(2) * 1.5
        lines.append(f"step {step:7d} | phase 2 | loss_G {loss:.4f} | sep {loss - 0.1:.4f} | phase_l 0.0944 "
                     f"| amp_l 0.0223 | rms 1.06 | lr 1.32e-04 | rss 1283MB | 1.52s")
        if step % 5000 == 0:
            lines.append(f"Saved checkpoint: ./checkpoints/checkpoint_{step:07d}.pt")
    return lines


def _log(tmp_path: Path, stated: bool = True) -> Path:
    rng = np.random.default_rng(7)
    text = (_launch(705000, 705000, rng, stated) + _launch(705000, 713600, rng, stated)
            + _launch(710000, 721500, rng, stated) + _launch(720000, 724400, rng, stated)
            + _startup(720000, stated) + ["ERROR: Unexpected segmentation fault encountered in worker."] * 3
            + _launch(720000, 740000, rng, stated) + ["Training complete. Final checkpoint saved."])
    log = tmp_path / "train.log"
    log.write_text("\n".join(text) + "\n")
    return log


def test_a_relaunch_that_states_its_resume_is_a_rollback_whatever_its_values(tmp_path: Path) -> None:
    report = api.analyze([_log(tmp_path)])
    assert len(report.runs) == 1
    run = report.runs[0].run
    assert len(run.rollbacks) == 4
    decisions = as_dict(report)["runs"][0]["identity"]["decisions"]
    stated = [d for d in decisions if d["rank"] == "stated" and d["kind"] == "rollback"]
    assert stated and stated[0]["step"] == 705000 and "Resumed at step 705000" in stated[0]["evidence"]
    assert not [d for d in decisions if d["kind"] == "new run"]


def test_the_same_relaunches_without_a_statement_are_decided_by_the_numbers(tmp_path: Path) -> None:
    # Nothing stated: the launch back at the log's first step with values of its own is a run of
    # its own (a boundary: its start-up lines); the later launches resume past the first step.
    report = api.analyze([_log(tmp_path, stated=False)])
    assert len(report.runs) == 2
    decisions = [d for run in as_dict(report)["runs"] for d in run["identity"]["decisions"]]
    assert not [d for d in decisions if d["rank"] == "stated"]
