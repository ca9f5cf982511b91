"""A NaN the log states in words where every logged loss is finite (LD501, issue 31/32)."""

from __future__ import annotations

from pathlib import Path

from lossdoctor.api import analyze
from lossdoctor.identity.crashes import stated
from lossdoctor.model import Finding

CASES = Path(__file__).parent / "realworld" / "cases"
DETECTRON2 = CASES / "c2-detectron2-frcnn-nan-crash-two-resumes" / "files"


def test_detectron2_says_its_training_diverged_in_a_rolled_back_attempt() -> None:
    # A real detectron2 log: launch 1 dies with `FloatingPointError: Predicted boxes or scores
    # contain Inf/NaN. Training has diverged.` after iteration 5859; its logged losses are finite.
    [(step, evidence)] = stated(str(DETECTRON2 / "log.txt"))
    assert step == 5859 and "line 2085" in evidence and "Training has diverged" in evidence
    [report] = analyze([DETECTRON2]).runs
    nan = [f for f in report.findings if f.kind == "nan"]
    # The launch it ended was resumed from before it: the points are abandoned, the crash is the
    # run's (a warning; until 2026-12-07 it was reported in the abandoned attempt only).
    assert len(nan) == 1 and nan[0].fields["count"] == 0 and not nan[0].in_dead_fragment
    assert nan[0].severity.label == "warning" and nan[0].evidence["attempt_ended"]
    assert abs(nan[0].start_step - 5878) <= 20 and "Training has diverged" in nan[0].message
    assert any("checkpoint saved at step 5499" in tip for tip in nan[0].advice)  # model_0005499.pth


def _log(tmp_path: Path, tail: str, nan_value: bool = False) -> Path:
    lines = [f"iter: {i}  total_loss: {'nan' if nan_value and i == 400 else f'{2.0 - i / 1000:.4f}'}  lr: 0.001"
             for i in range(0, 420, 20)]
    folder = tmp_path / "run"
    folder.mkdir()
    (folder / "log.txt").write_text("\n".join(lines) + "\n" + tail)
    return folder


def test_a_live_crash_statement_is_an_error_at_the_step_before_it(tmp_path: Path) -> None:
    tail = ("Traceback (most recent call last):\n  File \"train.py\", line 3, in <module>\n"
            "FloatingPointError: Loss became infinite or NaN at iteration=410!\n")
    [report] = analyze([_log(tmp_path, tail)]).runs
    [nan] = [f for f in report.findings if f.kind == "nan"]
    assert nan.start_step == 410 and not nan.in_dead_fragment and nan.severity.label == "error"
    # The console reader may take `Loss became infinite or NaN at iteration=410` as a NaN value
    # itself (a loss in a sentence); then the statement adds nothing. Either way: one finding.
    assert nan.fields["count"] == 1 or "log.txt line 24" in nan.message
    tail = "Traceback (most recent call last):\nFloatingPointError: Predicted boxes or scores contain Inf/NaN. " \
           "Training has diverged.\n"
    (tmp_path / "run").rename(tmp_path / "first")
    [report] = analyze([_log(tmp_path, tail)]).runs
    [nan] = [f for f in report.findings if f.kind == "nan"]
    assert nan.start_step == 400 and nan.fields["count"] == 0 and "log.txt line 23" in nan.message


def test_no_statement_or_a_quoted_one_or_a_logged_nan_gives_no_second_finding(tmp_path: Path) -> None:
    def nans(name: str, tail: str, nan_value: bool = False) -> list[Finding]:
        (tmp_path / name).mkdir()
        return [f for f in analyze([_log(tmp_path / name, tail, nan_value)]).runs[0].findings if f.kind == "nan"]

    assert not nans("plain", "done\n")
    assert not nans("early", "2024-01-01 10:00:00 INFO - Early stopping training: no improvement for 5 evals\n")
    # The trainer's source quoted beside its log states nothing.
    assert not nans("quoted", '    raise FloatingPointError("Loss became infinite or NaN at iteration={}!".format(it))\n')
    [nan] = nans("logged", "FloatingPointError: Loss became infinite or NaN at iteration=400!\n", nan_value=True)
    assert nan.fields["count"] == 1  # the logged NaN tells it; the statement adds nothing
