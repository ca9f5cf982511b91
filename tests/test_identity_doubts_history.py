"""Doubts learned from the blind batches' history (issue 31, devR45): a log counter that counts
again inside one run (D9), a file named after a loss that gave no loss (D10), a log beside the
runs that prints a loss and was left unread (D11). Each fires on the shape of an old wrong
reading and stays quiet on the right reading of real files."""

from __future__ import annotations

import csv
import shutil
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.identity.doubts import RULES, doubts
from lossdoctor.identity.facts import Piece, RunFacts, facts_of
from lossdoctor.identity.lossname import loss_named_without_loss
from lossdoctor.identity.restarts import counter_restarts
from lossdoctor.ingest.tables.unread import loss_header
from lossdoctor.reading import doubt, untrusted

CASES = Path(__file__).parent / "realworld" / "cases"
KERAS_LOG = CASES / "c2-keras-csvlogger-brats-unet-training-log" / "files" / "training.log"
CRITIC_EXPORTS = CASES / "c30-bipedrobot-ddpg-sac-critic-loss-tensorboard-csv-exports" / "files"
TENSOR_REPRS = CASES / "c32-meta-rl-a2c-two-step-tf-tensor-reprs-10000-episodes-reward-drops-at-end" / "files"
REAL_WRITERS = Path(__file__).parent / "data" / "generic" / "real_writers"


def _facts(name: str, points: int, *, counters: Sequence[tuple[str, Sequence[int]]] = (),
           source: str = "train.log", primary: str | None = "loss") -> RunFacts:
    """A run read in row order (no rollback), with the log's counters beside its loss."""
    steps = np.arange(points, dtype=np.int64)
    values = 2.0 - 0.01 * np.arange(points, dtype=float)
    return RunFacts(name=name, reader="test", sources=(source,), primary=primary, steps=steps, values=values,
                    pieces=(Piece(source, 0 if points else None, points - 1 if points else None, points, 0),),
                    seen=points, counters=tuple((key, tuple(v)) for key, v in counters))


def _keras_epochs() -> list[int]:
    with KERAS_LOG.open(newline="") as handle:
        return [int(row["epoch"]) for row in csv.DictReader(handle)]


def test_the_new_rules_are_d9_and_d10_after_the_others() -> None:
    codes = [r.code for r in RULES]
    at = codes.index("D9")
    assert codes[at:at + 2] == ["D9", "D10"]
    assert [r.name for r in RULES][at:at + 2] == ["counter-starts-again", "loss-named-file-without-loss"]


def test_two_keras_fits_appended_and_read_as_one_run_in_row_order_are_in_doubt() -> None:
    # The old reading of c30's CSVLogger file: a second `fit` appended under the one header,
    # rows numbered 0..n as one run; the log's own `epoch` column counts again from 0.
    epochs = _keras_epochs()
    appended = epochs + epochs[:12]
    found = counter_restarts([_facts("training_logs.log", len(appended), counters=[("epoch", appended)])])
    assert list(found) == [0] and "`epoch` counts again from 0 at record 25" in found[0]


def test_sessions_appended_to_one_console_log_are_in_doubt() -> None:
    # c23: sessions of 1 or 10 episodes, each printing `Episode 1` again after its banner.
    episodes = [1, 1, 1, 1, *range(1, 11), *range(1, 11), *range(1, 11)]
    found = counter_restarts([_facts("train_log.txt", len(episodes), counters=[("Episode", episodes)])])
    assert list(found) == [0] and "record 15 (after 10), and 1 more time(s)" in found[0]


def test_a_timesteps_column_that_starts_again_is_in_doubt() -> None:
    # c13: a progress.csv two PPO launches appended to (5120 steps an update, then 1280).
    timesteps = [5120 * k for k in range(1, 5)] + [1280 * k for k in range(1, 30)]
    found = counter_restarts([_facts("progress.csv", len(timesteps), counters=[("total timesteps", timesteps)])])
    assert list(found) == [0]


def test_counters_that_start_again_by_design_are_no_doubt() -> None:
    within_epoch = [*range(1, 51)] * 4 + [*range(1, 21)]  # a counter kept within each epoch, cut short
    lagging_rank = ([0] * 20 + [1] * 8 + [0] + [1] * 9) * 3  # RWKV's ranks: one lagging record among the others
    runs = [_facts("a.log", len(within_epoch), counters=[("episode", within_epoch)]),
            _facts("b.log", len(lagging_rank), counters=[("epoch", lagging_rank)]),
            _facts("c.log", 30, counters=[("epoch", list(range(30)))])]
    assert counter_restarts(runs) == {}


def test_a_real_keras_log_and_its_appended_fits_read_right_carry_no_doubt(tmp_path: Path) -> None:
    single = tmp_path / "one" / "training.log"
    single.parent.mkdir()
    shutil.copy(KERAS_LOG, single)
    # CSVLogger(append=True) writes a second fit's rows under the first header.
    lines = KERAS_LOG.read_text().splitlines(keepends=True)
    appended = tmp_path / "two" / "training.log"
    appended.parent.mkdir()
    appended.write_text("".join(lines) + "".join(_other_fit(line) for line in lines[1:13]))
    for folder, runs in ((single.parent, 1), (appended.parent, 2)):
        report = api.analyze([folder])
        assert len(report.runs) == runs
        assert [doubt(r.run) for r in report.runs] == [None] * runs
        assert counter_restarts([facts_of(r.run) for r in report.runs]) == {}


def _other_fit(line: str) -> str:
    """A row of another fit: the same epoch, values of its own (a new initialisation)."""
    epoch, *values = line.rstrip("\n").split(",")
    return ",".join([epoch, *(f"{float(v) * 1.07:.10g}" for v in values)]) + "\n"


def test_a_run_of_a_loss_named_file_that_gave_no_loss_is_in_doubt() -> None:
    # The old readings of c30 (TensorBoard CSV exports: `Value` only) and c32 (`tf.Tensor` reprs).
    runs = [_facts("ddpg_critic_loss_explode.csv", 0, source="ddpg_critic_loss_explode.csv", primary=None),
            _facts("loss.txt", 0, source="loss.txt", primary=None)]
    found = loss_named_without_loss(runs)
    assert sorted(found) == [0, 1] and "named after a loss (ddpg_critic_loss_explode)" in found[0]
    assert doubts(runs)  # through the audit's rule table


def test_runs_without_a_loss_in_files_not_named_after_one_are_no_doubt() -> None:
    runs = [_facts("rewards.log", 0, source="rewards.log", primary=None),
            _facts("lossless_compression.log", 0, source="lossless_compression.log", primary=None),
            _facts("loss.txt", 20, source="loss.txt")]
    assert loss_named_without_loss(runs) == {}


def test_the_real_loss_named_files_read_with_their_loss_carry_no_doubt() -> None:
    for folder in (CRITIC_EXPORTS, TENSOR_REPRS):
        report = api.analyze([folder])
        assert report.runs and all(r.run.primary for r in report.runs)
        assert loss_named_without_loss([facts_of(r.run) for r in report.runs]) == {}
        assert [doubt(r.run) for r in report.runs] == [None] * len(report.runs)


def test_a_log_left_unread_beside_a_run_puts_a_judged_doubt_on_it(tmp_path: Path) -> None:
    # Lightning 2's Rich bar (a real writer's file) is no log any reader takes; its tqdm twin is.
    for name in ("lightning2_rich.log", "lightning2_tqdm.log"):
        shutil.copy(REAL_WRITERS / name, tmp_path / name)
    report = api.analyze([tmp_path])
    assert len(report.runs) == 1
    run = report.runs[0].run
    said = doubt(run)
    assert said is not None and said.startswith("lightning2_rich.log: a file of the input that prints a loss")
    assert untrusted(run) is None  # which runs there are is in doubt, not the curve: judged
    assert any(n.startswith("lightning2_rich.log: not read") for n in report.notes)


def test_a_text_file_that_names_no_loss_beside_a_run_is_no_doubt(tmp_path: Path) -> None:
    shutil.copy(REAL_WRITERS / "lightning2_tqdm.log", tmp_path / "lightning2_tqdm.log")
    (tmp_path / "notes.txt").write_text("the data set is 20 GB, batch size 32\n")
    report = api.analyze([tmp_path])
    assert [doubt(r.run) for r in report.runs] == [None]


def test_a_table_whose_header_names_a_loss_is_said_to_hold_one(tmp_path: Path) -> None:
    # A one-row results.csv (a launch stopped after its first epoch), as YOLOv5 pads it, and a
    # console's pipe table: no line of either scores as a training line; their header names a loss.
    padded = tmp_path / "results.csv"
    padded.write_text("               epoch,      train/box_loss,      train/obj_loss,      metrics/precision\n"
                      "                   0,            0.086991,             0.04128,             0.26266\n")
    piped = tmp_path / "train.log"
    piped.write_text("Starting training — 50 epochs, batch=256\n\n"
                     " Epoch | TrainLoss | TrainAcc |  ValLoss |  ValAcc\n"
                     "--------------------------------------------------\n"
                     "     1 |    1.0164 |   50.80% |   0.8634 |  60.67%  ← best\n")
    assert loss_header(padded) == "; its header names a loss (`train/box_loss`)"
    assert loss_header(piped) == "; its header names a loss (`TrainLoss`)"
    assert loss_header(KERAS_LOG) == "; its header names a loss (`loss`)"


def test_a_header_with_no_loss_or_no_numbers_under_it_is_not(tmp_path: Path) -> None:
    metrics = tmp_path / "metrics.csv"
    metrics.write_text("epoch,accuracy,f1\n0,0.5,0.4\n")
    prose = tmp_path / "notes.txt"
    prose.write_text("loss, accuracy, and f1 are reported below\nsee the figures, tables, and appendix\n")
    assert loss_header(metrics) == "" and loss_header(prose) == ""

