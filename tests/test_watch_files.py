"""`watch` on CSV, JSONL and text logs appended line by line, torn lines, truncation and replacement."""

from __future__ import annotations

import json
import os
from pathlib import Path

from lossdoctor.watch.follow import Tail
from watch_helpers import brief, curve, watcher


class Appender:
    """A logger that appends one line per step and flushes (like csv.writer on an open file)."""

    def __init__(self, path: Path, kind: str, **shape: object) -> None:
        self.path, self.kind, self.shape, self.step = path, kind, shape, 0
        if kind == "csv":
            path.write_text("step,train_loss,lr\n")

    def line(self, step: int) -> str:
        loss = curve(step, **self.shape)  # type: ignore[arg-type]
        if self.kind == "csv":
            return f"{step},{loss:.6f},0.0001\n"
        if self.kind == "jsonl":
            return json.dumps({"step": step, "train/loss": loss, "lr": 1e-4}) + "\n"
        return f"iter {step}: loss {loss:.4f}, time 100.00ms, mfu 40.00%\n"

    def write(self, steps: int) -> None:
        with self.path.open("a") as handle:
            for _ in range(steps):
                handle.write(self.line(self.step))
                self.step += 1


def _spike_once(tmp_path: Path, name: str, kind: str) -> None:
    log = Appender(tmp_path / name, kind, spike=(1500, 20))
    (tmp_path / "ckpt").mkdir()
    for step in (500, 1000, 1400, 1450):
        (tmp_path / "ckpt" / f"step_{step}.pt").write_bytes(b"")
    events: list = []
    w = watcher([tmp_path], events)
    log.write(200)
    w.poll()
    for _ in range(30):
        log.write(100)
        w.poll()
    news = [b for b in brief(events) if b[0] == "new"]
    assert len(news) == 1 and news[0][1] == "LD101" and abs(news[0][2] - 1500) <= 2
    assert events[0].checkpoint is not None and events[0].checkpoint.step == 1400


def test_csv_rows(tmp_path: Path) -> None:
    _spike_once(tmp_path, "metrics.csv", "csv")


def test_jsonl_rows(tmp_path: Path) -> None:
    _spike_once(tmp_path, "log.jsonl", "jsonl")


def test_text_log_lines(tmp_path: Path) -> None:
    _spike_once(tmp_path, "train.log", "text")


def test_torn_line_waits_for_its_newline(tmp_path: Path) -> None:
    log = Appender(tmp_path / "metrics.csv", "csv")
    log.write(100)
    events: list = []
    w = watcher([tmp_path], events)
    w.poll()
    run = next(iter(w.runs.values()))
    with log.path.open("a") as handle:
        handle.write("100,2.5")  # half a row
    w.poll()
    source = next(iter(run.sources.values()))
    assert source.parts[-1].last_step["train_loss"] == 99
    with log.path.open("a") as handle:
        handle.write("00001,0.0001\n")
    w.poll()
    assert source.parts[-1].last_step["train_loss"] == 100
    assert float(source.parts[-1].buffers["train_loss"].values[-1]) == 2.500001


def test_truncated_log_is_reread_and_stitched_as_a_rollback(tmp_path: Path) -> None:
    log = Appender(tmp_path / "train.log", "text", diverge=1200)
    events: list = []
    w = watcher([tmp_path], events)
    for _ in range(20):
        log.write(100)
        w.poll()
    assert [b[1] for b in brief(events) if b[0] == "new"] == ["LD201"]
    # The trainer restarts from step 1000 and truncates its log.
    log.path.write_text("")
    restarted = Appender(log.path, "text")
    restarted.step = 1000
    restarted.write(300)
    later = w.poll()
    assert [(e.event, e.finding.code) for e in later] == [("resolved", "LD201")]
    run = next(iter(w.runs.values()))
    source = next(iter(run.sources.values()))
    assert len(source.parts) == 2  # the old content stays as the abandoned fragment


def test_tail_notices_replacement_and_truncation(tmp_path: Path) -> None:
    path = tmp_path / "a.log"
    path.write_bytes(b"one\ntwo\n")
    tail = Tail(path)
    change = tail.poll()
    assert change is not None and change.data == b"one\ntwo\n" and not change.restarted
    tail.consumed(len(change.data))
    assert tail.poll() is None
    with path.open("ab") as handle:
        handle.write(b"three\n")
    change = tail.poll()
    assert change is not None and change.data == b"three\n" and change.start == 8
    tail.consumed(len(change.data))
    path.write_bytes(b"x\n")  # truncated
    change = tail.poll()
    assert change is not None and change.restarted and change.data == b"x\n"
    tail.consumed(2)
    replacement = tmp_path / "b.log"
    replacement.write_bytes(b"x\nnew content\n")
    os.replace(replacement, path)  # a new file under the same name
    change = tail.poll()
    assert change is not None and change.restarted and change.data == b"x\nnew content\n"
    tail.consumed(len(change.data))
    path.write_bytes(b"X\nnew content\nmore\n")  # rewritten in place, longer, different head
    change = tail.poll()
    assert change is not None and change.restarted


def test_stitch_joins_logs_of_one_training_run(tmp_path: Path) -> None:
    (tmp_path / "attempt1").mkdir()
    (tmp_path / "attempt2").mkdir()
    first = Appender(tmp_path / "attempt1" / "train.log", "text", diverge=1200)
    events: list = []
    w = watcher([tmp_path / "attempt1", tmp_path / "attempt2"], events, stitch=True)
    for _ in range(20):
        first.write(100)
        w.poll()
    second = Appender(tmp_path / "attempt2" / "train.log", "text")
    second.step = 1000
    for _ in range(6):
        second.write(100)
        w.poll()
    assert len(w.runs) == 1
    assert [(e.event, e.finding.code) for e in events] == [("new", "LD201"), ("resolved", "LD201")]


def test_row_numbers_count_on_across_polls(tmp_path: Path) -> None:
    path = tmp_path / "losses.csv"
    path.write_text("train_loss,lr\n" + "".join(f"{curve(i):.5f},0.001\n" for i in range(50)))
    events: list = []
    w = watcher([tmp_path], events)
    w.poll()
    for start in (50, 80, 130):
        with path.open("a") as handle:
            handle.write("".join(f"{curve(i):.5f},0.001\n" for i in range(start, start + 30 + (start == 80) * 20)))
        w.poll()
    run = next(iter(w.runs.values()))
    (stitched,) = run.stitched.values()
    assert stitched.series["train_loss"].steps.tolist() == list(range(160))
    assert not stitched.rollbacks


def test_megatron_log_names_the_samples_to_skip(tmp_path: Path) -> None:
    path = tmp_path / "train.out"
    batch = 8
    (tmp_path / "checkpoints" / "global_step1000").mkdir(parents=True)

    def lines(first: int, last: int) -> str:
        return "".join(
            f" iteration {i:8d}/   10000 | consumed samples: {i * batch:12d} | elapsed time per iteration (ms): "
            f"1000.0 | learning rate: 1.000E-04 | global batch size: {batch:5d} | lm loss: "
            f"{curve(i, spike=(1500, 10)):.6E} | loss scale: 4096.0 | grad norm: 1.234 | "
            "number of skipped iterations:   0 | number of nan iterations:   0 |\n"
            for i in range(first, last))

    path.write_text(lines(1, 1200))
    events: list = []
    w = watcher([tmp_path], events)
    w.poll()
    for start in range(1200, 2400, 100):
        with path.open("a") as handle:
            handle.write(lines(start, start + 100))
        w.poll()
    (spike,) = [e for e in events if e.finding.code == "LD101"]
    assert spike.checkpoint is not None and spike.checkpoint.step == 1000
    first, last = spike.as_dict()["skip_steps"]["first"], spike.as_dict()["skip_steps"]["last"]
    assert (first, last) == (spike.finding.start_step - 100, spike.finding.start_step + 100)
    # The batches of steps first..last are the samples after those consumed by step first - 1.
    assert spike.as_dict()["skip_steps"]["samples"] == [(first - 1) * batch, last * batch]
    assert f"(samples {(first - 1) * batch}-{last * batch})" in spike.text()


def test_config_settings_apply_live(tmp_path: Path, monkeypatch: object) -> None:
    """The detector settings of lossdoctor.toml apply to watch as to check: here LD101 is off."""
    from lossdoctor.config import load_file

    config = tmp_path / "lossdoctor.toml"
    config.write_text('ignore = ["LD101"]\n', encoding="utf-8")
    logs = tmp_path / "logs"
    logs.mkdir()
    log = Appender(logs / "metrics.csv", "csv", spike=(1500, 20))
    events: list = []
    w = watcher([logs], events, settings=load_file(config))
    for _ in range(30):
        log.write(100)
        w.poll()
    assert not [b for b in brief(events) if b[1] == "LD101"]
