"""ST-GCN's Processor log: `Training epoch: N`, then `\tmean_loss: x` (c26 st-gcn skeleton).

torchlight's `IO.print_log` stamps every line `[MM.DD.YY|HH:MM:SS] `; the processor prints the
epoch's header, the epoch's mean loss on a tab-indented line of its own, `Eval epoch: N` every
`eval_interval` epochs with the evaluation's `mean_loss` and `TopK`, and `\tIter N Done. | loss:
x | lr: y` every `log_interval` iterations. On a small dataset that per-iteration line comes
under a few epochs only: it used to take the log's step away from the headers, and the file was
not read at all. The `Eval epoch` header's lines were read as training values.
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np

from lossdoctor import api
from lossdoctor.ingest.textlog import generic
from lossdoctor.ingest.textlog.generic.primary import HINT, hint
from lossdoctor.ingest.textlog.generic.launches import relaunches
from lossdoctor.ingest.textlog.generic.scan import scan
from lossdoctor.model import Fragment, RawRun, Run, Series
from lossdoctor.roles import Role
from stitch_helpers import fragment_points

EPOCHS = 12
START = time.mktime((2023, 3, 24, 13, 58, 24, 0, 0, -1))


class _IO:
    """torchlight's `IO.print_log`, writing into a list at a fixed clock."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.now = START

    def print_log(self, text: str) -> None:
        self.now += 20
        stamped = time.strftime("[%m.%d.%y|%X] ", time.localtime(self.now)) + text
        self.lines += stamped.split("\n")


def _train(epoch: int, scale: float) -> float:
    return scale * (2.4 * 0.9 ** epoch + 0.05 * (epoch % 3))


def _eval(epoch: int) -> float:
    return 1.9 * 0.93 ** epoch


def _launch(io: _IO, iters_per_epoch: int, log_interval: int, scale: float = 1.0, epochs: int = EPOCHS,
            config: str = "config/st_gcn/train.yaml") -> None:
    """One launch as `processor.start()` prints it (recognition.py's train and test)."""
    io.print_log("Parameters:\n{}\n".format({"work_dir": "./output", "config": config, "num_epoch": EPOCHS,
                                               "base_lr": 0.01, "log_interval": log_interval, "eval_interval": 5}))
    it = 0
    for epoch in range(epochs):
        io.print_log("Training epoch: {}".format(epoch))
        for _ in range(iters_per_epoch):
            if it % log_interval == 0:
                info = "\tIter {} Done.".format(it) + " | {}: {:.4f}".format("loss", _train(epoch, scale) + 0.3)
                io.print_log(info + " | {}: {}".format("lr", "{:.6f}".format(0.01)))
            it += 1
        io.print_log("\t{}: {}".format("mean_loss", _train(epoch, scale)))
        io.print_log("Time consumption:")
        io.print_log("Done.")
        if (epoch + 1) % 5 == 0:
            io.print_log("Eval epoch: {}".format(epoch))
            io.print_log("\t{}: {}".format("mean_loss", _eval(epoch)))
            for k, acc in ((1, 0.2), (5, 1.0)):
                io.print_log("\tTop{}: {:.2f}%".format(k, 100 * acc))
            io.print_log("Done.")


def _read(tmp_path: Path, io: _IO) -> list[RawRun]:
    path = tmp_path / "log.txt"
    path.write_text("\n".join(io.lines) + "\n")
    units, rest = generic.claim([path], tmp_path)
    assert not rest, f"not claimed: {io.lines[:4]}"
    return generic.read(units[0])


def test_a_sparse_iteration_line_leaves_the_epochs_to_the_headers(tmp_path: Path) -> None:
    # 10 iterations an epoch, logged every 40: `Iter N Done.` under 3 of the 12 epochs.
    io = _IO()
    _launch(io, iters_per_epoch=10, log_interval=40)
    assert sum("Iter " in line for line in io.lines) == 3
    [run] = _read(tmp_path, io)
    epochs = list(range(EPOCHS))
    steps, values = fragment_points(run, "mean_loss")
    assert steps == epochs
    assert values == [_train(e, 1.0) for e in epochs]
    assert len(run.fragments) == 1  # the iteration's number never stands on the epoch axis
    assert fragment_points(run, "loss")[0] == [0, 4, 8]  # each at its epoch


def test_the_eval_epoch_header_makes_its_lines_evaluation_values(tmp_path: Path) -> None:
    io = _IO()
    _launch(io, iters_per_epoch=10, log_interval=40)
    [run] = _read(tmp_path, io)
    series = run.fragments[0].series
    assert series["eval_mean_loss"].role is Role.EVAL_LOSS
    assert fragment_points(run, "eval_mean_loss") == ([4, 9], [_eval(4), _eval(9)])
    assert series["mean_loss"].role is Role.LOSS


def test_an_iteration_line_under_every_epoch_keeps_its_own_steps(tmp_path: Path) -> None:
    # Logged twice an epoch, the iteration's counter is the log's step: the headers place nothing
    # (as before), and the loss lines stand at iterations.
    io = _IO()
    _launch(io, iters_per_epoch=10, log_interval=5)
    [run] = _read(tmp_path, io)
    steps, _ = fragment_points(run, "loss")
    assert steps == list(range(0, 10 * EPOCHS, 5))


def test_launches_appended_to_one_log_are_runs_of_their_own(tmp_path: Path) -> None:
    io = _IO()
    _launch(io, iters_per_epoch=10, log_interval=40)
    _launch(io, iters_per_epoch=10, log_interval=40, scale=1.3)
    runs = _read(tmp_path, io)
    assert len(runs) == 2
    assert [fragment_points(r, "mean_loss")[0] for r in runs] == [list(range(EPOCHS))] * 2


def test_launches_of_one_epoch_with_another_config_dump_are_runs_of_their_own(tmp_path: Path) -> None:
    # Later launches print their config with other paths (another line shape than the first
    # launch's); two of one epoch each, a crashed one between them (its header only): each
    # launch that trained is a run, though the step stays at 0 from one to the next.
    io = _IO()
    _launch(io, iters_per_epoch=10, log_interval=40)
    windows = ".\\config\\st_gcn\\kinetics-skeleton\\train.yaml"
    _launch(io, iters_per_epoch=10, log_interval=40, scale=1.2, epochs=1, config=windows)
    io.print_log("Parameters:\n{}\n".format({"work_dir": "./output", "config": windows}))
    io.print_log("Training epoch: 0")
    _launch(io, iters_per_epoch=10, log_interval=40, scale=0.8, epochs=1, config=windows)
    runs = _read(tmp_path, io)
    assert [fragment_points(r, "mean_loss")[1] for r in runs[1:]] == [[_train(0, 1.2)], [_train(0, 0.8)]]
    assert len(runs) == 3


def _relaunched_at(lines: list[str]) -> list[int]:
    """The lines (1-based) where `relaunches` opens a launch in a log of these lines."""
    records = scan("\n".join(lines) + "\n")
    return sorted(int(note.split(":")[0].split()[1]) for note in relaunches(records).values())


def _epochs(scale: float) -> list[str]:
    return [line for e in range(3) for line in (f"Training epoch: {e}", f"\tmean_loss: {scale * (2 - 0.3 * e):.4f}",
                                                 "Done.")]


def test_a_config_dump_after_the_preamble_line_is_a_start_up_line() -> None:
    # Launches 2 and 3 print `Parameters:` (a line of the log's preamble) and then their config
    # with other paths (a shape the preamble did not print): two start-up lines, a relaunch each.
    dump = "{'work_dir': './output', 'config': '.\\\\config\\\\b.yaml', 'phase': 'train'}"
    lines = (["Parameters:", "{'work_dir': './output', 'config': 'config/a.yaml', 'phase': 'train'}"] + _epochs(1.0)
             + ["Parameters:", dump] + _epochs(1.1) + ["Parameters:", dump] + _epochs(1.2))
    assert _relaunched_at(lines) == [15, 26]  # their first `mean_loss` lines


def test_the_closing_lines_of_the_run_before_are_no_start_up() -> None:
    # The same two new shapes printed before `Parameters:` close the run before (its best score,
    # its saved weights): with `Parameters:` alone after them, no start-up is printed again.
    closing = ["Best accuracy: 51.20%", "Model saved to ./output/best.pt"]
    lines = (["Parameters:", "{'work_dir': './output', 'config': 'config/a.yaml', 'phase': 'train'}"] + _epochs(1.0)
             + closing + ["Parameters:"] + _epochs(1.1) + closing + ["Parameters:"] + _epochs(1.2))
    assert _relaunched_at(lines) == []


def _load(tmp_path: Path, io: _IO) -> list[Run]:
    path = tmp_path / "log.txt"
    path.write_text("\n".join(io.lines) + "\n")
    return list(api.load([path]).runs)


def test_launches_of_one_epoch_take_the_primary_the_other_launches_have(tmp_path: Path) -> None:
    # A launch stopped after one epoch holds one `Iter 0 Done. | loss:` and one `mean_loss`: the
    # tie went to the name `loss`, while the file's other launches are judged on `mean_loss`.
    io = _IO()
    _launch(io, iters_per_epoch=10, log_interval=40)
    windows = ".\\config\\st_gcn\\kinetics-skeleton\\train.yaml"
    _launch(io, iters_per_epoch=10, log_interval=40, scale=1.2, epochs=1, config=windows)
    _launch(io, iters_per_epoch=10, log_interval=40, scale=0.8, epochs=1, config=windows)
    runs = _load(tmp_path, io)
    assert len(runs) == 3
    assert [run.primary for run in runs] == ["mean_loss"] * 3
    assert [len(run.series["loss"]) for run in runs[1:]] == [1, 1]  # still read, as evidence


def _raw(name: str, **points: int) -> RawRun:
    series = {key: Series(key, np.arange(n), np.ones(n), role=Role.LOSS) for key, n in points.items()}
    return RawRun(name, "generic", [Fragment("log.txt", series)], ["log.txt"])


def test_a_launch_where_the_files_primary_is_sparse_keeps_its_own() -> None:
    # Ten `loss` points against one `mean_loss`: the per-iteration loss is that launch's curve.
    runs = [_raw("a", mean_loss=40, loss=3), _raw("b", mean_loss=1, loss=10), _raw("c", mean_loss=1, loss=1)]
    hint(runs)
    assert [run.meta.get(HINT) for run in runs] == [None, None, "mean_loss"]


def test_a_single_launch_or_a_named_loss_gets_no_hint() -> None:
    one = [_raw("a", mean_loss=1, loss=1)]
    hint(one)
    named = [_raw("a", mean_loss=40, loss=3), _raw("c", mean_loss=1, loss=1)]
    hint(named, ("loss",))
    assert all(HINT not in run.meta for run in one + named)
