"""Console logs of trainers outside language models, as found by trying fresh public logs (d8):
a name qualified in parentheses before an `a/b` pair, an arrow key echoed into the capture in
caret notation, a printed table's row indices, a console pasted into a docstring saved as `.py`,
and an RL results page that prints only mean returns (`Avg:`). Each fixture is what the writer
prints (Python's logging, print, pandas); the results page is the committed d8 case file."""

from __future__ import annotations

import contextlib
import io
import logging
from pathlib import Path

import numpy as np
import pandas as pd
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError

CASES = Path(__file__).parent / "realworld" / "cases"


def _logged(path: Path, messages: list[str]) -> None:
    """Lines written by Python's logging with a `%(asctime)s | %(message)s` format."""
    handler = logging.FileHandler(path, mode="w", encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s | %(message)s", "%Y-%m-%d %H:%M:%S"))
    logger = logging.getLogger(f"d8-{path.name}")
    logger.propagate = False
    logger.setLevel(logging.INFO)
    logger.addHandler(handler)
    try:
        for message in messages:
            logger.info(message)
    finally:
        logger.removeHandler(handler)
        handler.close()


def test_a_name_qualified_in_parentheses_owns_its_pair_of_values(tmp_path: Path) -> None:
    # A two-discriminator trainer logs `grad(main/disc) 28.856/0.000 | lr(main/disc) 3.00e-04/1.00e-04`
    # on each epoch's line: the pairs are those names' values, no `i/n` progress counter.
    rng = np.random.default_rng(3)
    messages = ["Starting training"]
    for epoch in range(1, 41):
        loss = 2.5 + 7.5 * np.exp(-epoch / 4) + rng.normal(0, 0.01)
        messages.append(f"Epoch {epoch:03d}/100 | loss {loss:.4f} | cls {loss / 2:.4f} | dual_d {0.7:.4f} | "
                        f"val_acc {min(1.0, epoch / 20):.4f} | grad(main/disc) {30 / epoch:.3f}/{0.5:.3f} | "
                        f"lr(main/disc) {3e-4:.2e}/{1e-4:.2e} | {10.4:.1f}s")
    _logged(tmp_path / "train.log", messages)
    [run] = api.load([tmp_path]).runs
    assert run.primary == "loss"
    steps = run.fragments[0].series["loss"].steps
    assert len(steps) == 40 and steps[0] == 1 and steps[-1] == 40
    assert "grad(main/disc)" in run.series


def test_a_counter_beside_a_qualified_name_stays_the_step(tmp_path: Path) -> None:
    # `Epoch 2 [120/400]` beside `loss(avg) 0.5`: the qualified name is read and the batch counter stays the step.
    lines = [f"Epoch {e} [{b}/400] loss(avg) {1 / (1 + e + b / 400):.4f}" for e in range(3) for b in range(40, 401, 40)]
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.primary == "loss(avg)" and len(run.series["loss(avg)"]) == 30 and not run.rollbacks


def _dgl_console(echo_at: int | None) -> str:
    """DGL's GraphSAGE example prints `Epoch 00003 | Step 00020 | Loss ...` (its step restarting each
    epoch); a capture in which an arrow key was pressed holds `^[[B` at that line's start."""
    rng = np.random.default_rng(5)
    out: list[str] = []
    for epoch in range(12):
        for step in range(0, 80, 20):
            loss = 0.35 + 5 * np.exp(-(epoch * 4 + step / 20)) + rng.normal(0, 0.03)
            line = (f"Epoch {epoch:05d} | Step {step:05d} | Loss {loss:.4f} | Train Acc {0.9:.4f} | "
                    f"Speed (samples/sec) {12700.0 + rng.normal(0, 2):.4f} | GPU {493.6:.1f} MB")
            out.append(("^[[B" if len(out) == echo_at else "") + line)
        out.append(f"Epoch Time(s): {19.6:.4f}")
    return "\n".join(out) + "\n"


def test_an_arrow_key_echoed_in_caret_notation_is_read_past(tmp_path: Path) -> None:
    (tmp_path / "echo.log").write_text(_dgl_console(echo_at=30), encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert len(run.series["Loss"]) == 48 and not run.rollbacks and len(run.fragments) == 1
    # The same log without the echo reads the same steps.
    clean = tmp_path / "clean"
    clean.mkdir()
    (clean / "clean.log").write_text(_dgl_console(echo_at=None), encoding="utf-8")
    [plain] = api.load([clean]).runs
    assert list(plain.series["Loss"].steps) == list(run.series["Loss"].steps)


def _kaggle_console(table_rows: int) -> str:
    """A Kaggle notebook: `Epoch i/5`, then `Train Loss: x, Val Loss: y`, then the submission
    printed by pandas (its row index opens each line)."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        for epoch, (train, val) in enumerate([(1318.9, 710.5), (1423.5, 617.8), (1007.0, 547.8),
                                               (1022.9, 584.4), (647.4, 505.0)], start=1):
            print(f"Epoch {epoch}/5")
            print(f"Train Loss: {train:.6f}, Val Loss: {val:.6f}")
            print("Saved best_model.pth\n")
        print("Prediction completed! Saved as submission.csv")
        names = ["Dry_Clover_g", "Dry_Dead_g", "Dry_Green_g", "Dry_Total_g", "GDM_g"]
        frame = pd.DataFrame({"sample_id": [f"ID1001187975__{n}" for n in names][:table_rows],
                              "target": [2.25119, 6.236357, 7.385307, 13.002962, 6.946308][:table_rows]})
        print(frame)
    return out.getvalue()


def test_a_printed_tables_row_indices_are_no_steps(tmp_path: Path) -> None:
    (tmp_path / "output.txt").write_text(_kaggle_console(table_rows=5), encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.primary == "Train Loss"
    assert list(run.series["Train Loss"].steps) == [1, 2, 3, 4, 5]


def test_lines_with_their_own_step_still_place_the_epochs_results(tmp_path: Path) -> None:
    # Negative: `Iter N | loss` lines printed more often than the headers keep their own step.
    lines: list[str] = []
    for epoch in range(1, 6):
        lines.append(f"Epoch {epoch}/5")
        lines += [f"Iter {(epoch - 1) * 100 + i} | loss: {2 / (epoch + i / 100):.4f}" for i in range(10, 101, 10)]
        lines.append(f"Val Loss: {1.5 / epoch:.4f}")
    (tmp_path / "train.log").write_text("\n".join(lines) + "\n", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.primary == "loss" and len(run.series["loss"]) == 50 and run.series["loss"].steps[-1] == 500


def test_a_console_pasted_into_a_docstring_saved_as_py_is_read(tmp_path: Path) -> None:
    console = "".join(f"Epoch {e}/5 - train_loss: {1300 / e:.6f} - val_loss: {700 / e ** 0.5:.6f} - "
                      f"epoch_time: {57.0:.2f}s\nSaved best_model.pth\n" for e in range(1, 6))
    console += "Loaded best_model.pth\n\nTrain takes: 287.37 seconds\n\nPrediction completed! Submission file saved\n"
    (tmp_path / "ResNet-v1-result.py").write_text(f"'''\n{console}'''", encoding="utf-8")
    [run] = api.load([tmp_path]).runs
    assert run.primary == "train_loss" and len(run.series["train_loss"]) == 5


def test_a_script_that_prints_its_loss_stays_source(tmp_path: Path) -> None:
    # Negative: code with a docstring and a print of the loss is a program, not a log.
    (tmp_path / "train.py").write_text(
        '"""Train a ResNet on the biomass images.\n\nEpoch 1/5 - train_loss: 1328.5 - val_loss: 709.5\n"""\n'
        "for epoch in range(5):\n"
        "    loss = 1.0 / (epoch + 1)\n"
        "    print(f'Epoch {epoch}/5 - train_loss: {loss:.4f} - val_loss: {loss:.4f}')\n", encoding="utf-8")
    with pytest.raises(InputError, match="no training logs found"):
        api.load([tmp_path])


def test_an_rl_results_page_of_mean_returns_is_four_runs_with_no_loss() -> None:
    page = CASES / "d8-angela-lunarlander-markdown-four-agents-rewards-only-no-loss" / "files"
    report = api.analyze([page])
    assert len(report.runs) == 4
    for r in report.runs:
        assert r.run.primary is None and not r.run.rollbacks
        assert "Avg" in r.run.series
        assert any(f.code == "LD001" and "no loss series" in f.message for f in r.findings)
    assert [len(r.run.series["Avg"]) for r in report.runs] == [6, 15, 15, 6]


def test_a_page_that_mentions_an_episodes_average_is_no_log(tmp_path: Path) -> None:
    # Negative: prose about episodes and their average is no RL history.
    (tmp_path / "README.md").write_text(
        "# Results\n\nEpisode 100 reached an average of -144 on LunarLander.\n\n"
        "Episode 500 had an average of 166, and the agent solved the task by episode 585.\n\n"
        "Episode 900 is where hill climbing fell back to an average of -85.\n", encoding="utf-8")
    with pytest.raises(InputError, match="no training logs found"):
        api.load([tmp_path])
