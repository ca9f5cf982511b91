"""Cross-validation folds and relaunches appended to one log: dozens of short runs the log shows.

A k-fold script prints `========== fold: k training ==========` before each fold's epochs, and
a script relaunched a dozen times appends its start-up lines again before each launch. Each fold
or launch trains a model from epoch 1: runs of a few points each. The audit doubts a file cut
into dozens of runs of a handful of points (a misread counter), except where the log states or
shows each start: a banner naming the fold (`identity/banners.py`) or the start-up lines printed
again (a launch boundary). The same epochs with nothing before them stay in doubt.
"""

from __future__ import annotations

import random
from pathlib import Path

from lossdoctor import api
from lossdoctor.identity.banners import names
from lossdoctor.reading import decisions, doubt


def _log(folder: Path, folds: int, launches: int, header: bool = True, epochs: int = 3) -> Path:
    """A Kaggle-style training log: launches appended, each with its folds of a few epochs."""
    rnd = random.Random(7)
    lines: list[str] = []
    for launch in range(launches):
        lines += ["", "-" * 51, f"- start train v1.0.{launch} model at 2022-05-11 0{launch % 10}:17:25 -", "-" * 51,
                  "", "Loading the training data", "cfg.max_len: 526"]
        for fold in range(folds):
            if header:
                lines.append(f"========== fold: {fold} training ==========")
            for epoch in range(1, epochs + 1):
                train = 0.70 - 0.03 * epoch + rnd.uniform(-0.01, 0.01)
                val = 0.64 - 0.01 * epoch + rnd.uniform(-0.01, 0.01)
                lines.append(f"Epoch {epoch} - avg_train_loss: {train:.4f}  avg_val_loss: {val:.4f}  time: 19s")
                lines.append(f"Epoch {epoch} - Score: {0.3 + 0.01 * epoch:.4f}")
            if header:
                lines += [f"========== fold: {fold} result ==========", "Score: 0.3756"]
        lines += ["========== CV ==========", "Score: 0.1007"]
    folder.mkdir()
    log = folder / "train.log"
    log.write_text("\n".join(lines) + "\n")
    return folder


def test_a_fold_banner_names_the_run() -> None:
    assert names(["========== fold: 3 training =========="]) == {"fold": "3"}
    assert names(["Fold 2/5"]) == {"fold": "2/5"}
    assert names(["results saved to the output folder 3"]) == {}


def test_folds_a_banner_names_are_runs_of_their_own_and_no_misread_counter(tmp_path: Path) -> None:
    report = api.analyze([_log(tmp_path / "cv", folds=4, launches=3)])
    assert len(report.runs) == 12
    for run in report.runs:
        assert len(run.run.series[run.run.primary]) == 3
        assert doubt(run.run) is None
    assert all(d.rank.label == "stated" for r in report.runs[1:] for d in decisions(r.run) if d.kind == "new run")


def test_launches_their_start_up_lines_open_are_runs_and_no_misread_counter(tmp_path: Path) -> None:
    # One fold a launch: the banner repeats `fold: 0` (it names nothing new); the start-up
    # lines printed again before each launch are its boundary.
    report = api.analyze([_log(tmp_path / "relaunched", folds=1, launches=12)])
    assert len(report.runs) == 12
    assert all(doubt(r.run) is None for r in report.runs)


def test_the_same_epochs_with_nothing_stated_between_them_stay_in_doubt(tmp_path: Path) -> None:
    report = api.analyze([_log(tmp_path / "bare", folds=4, launches=3, header=False)])
    assert any(doubt(r.run) is not None for r in report.runs)
