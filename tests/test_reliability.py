"""Whole-tool reliability: read-only inputs, symlink loops, logs still being written."""

from __future__ import annotations

import os
import stat
import threading
import time
from pathlib import Path

import pytest

from lossdoctor.cli import main
from lossdoctor.scenarios import generate
from lossdoctor.scenarios.writers import write


def _snapshot(root: Path) -> dict[str, tuple[int, float]]:
    return {str(p): (p.stat().st_size, p.stat().st_mtime) for p in root.rglob("*")}


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("ro")
    scenario = generate("repeated_divergence", 2)
    for fmt in ("tensorboard", "csv", "llmc", "megatron", "hf"):
        write(scenario, fmt, root / fmt)
    return root


def test_commands_never_write_into_inputs(logs: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _snapshot(logs)
    modes = {p: p.stat().st_mode for p in [logs, *logs.rglob("*")]}
    try:
        for path in [logs, *logs.rglob("*")]:
            path.chmod(path.stat().st_mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))
        assert main(["inspect", str(logs)]) == 0
        assert main(["analyze", str(logs), "--format", "json"]) == 0
        assert main(["analyze", str(logs), "--plot", str(tmp_path / "p.png")]) == 0
        assert main(["check", str(logs), "--exit-zero"]) == 0
        assert main(["stitch", str(logs / "csv"), "-o", str(tmp_path / "s.csv")]) == 0
        assert main(["stitch", str(logs / "csv"), "-o", str(logs / "csv" / "x.csv")]) == 2
    finally:
        for path, mode in modes.items():
            path.chmod(mode)
    capsys.readouterr()
    assert _snapshot(logs) == before


def test_symlink_loop_does_not_hang(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    write(generate("clean", 0), "csv", tmp_path / "a")
    os.symlink(tmp_path, tmp_path / "a" / "loop")
    os.symlink(tmp_path / "a", tmp_path / "a" / "self")
    started = time.monotonic()
    assert main(["inspect", str(tmp_path), "--format", "json"]) == 0
    assert time.monotonic() - started < 30
    out, err = capsys.readouterr()
    assert '"name"' in out and "symlink loop" in err


def test_broken_symlink_named_directly(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    os.symlink(tmp_path / "gone.csv", tmp_path / "dangling.csv")
    assert main(["inspect", str(tmp_path / "dangling.csv")]) == 2
    assert "broken symlink" in capsys.readouterr().err


def _grow(path: Path, lines: list[str], stop: threading.Event) -> None:
    with path.open("a") as stream:
        for line in lines:
            if stop.is_set():
                return
            stream.write(line)
            stream.flush()


@pytest.mark.parametrize("fmt", ["llmc", "csv"])
def test_reading_a_log_that_is_being_written(fmt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    full = write(generate("clean", 3), fmt, tmp_path / "full")
    full_file = full if full.is_file() else next(full.rglob("main.log"))
    text = full_file.read_text()
    header, body = (text.split("\n", 1) if fmt == "csv" else ("", text))
    growing = tmp_path / "live" / full_file.name
    growing.parent.mkdir()
    growing.write_text(header + "\n" if header else "")
    # Split mid-line on purpose: a reader must see torn tails, not crash on them.
    chunks = [body[i:i + 997] for i in range(0, len(body), 997)]
    stop = threading.Event()
    writer = threading.Thread(target=_grow, args=(growing, chunks, stop))
    writer.start()
    try:
        codes = [main(["inspect", str(growing), "--format", "json"]) for _ in range(5)]
    finally:
        stop.set()
        writer.join()
    capsys.readouterr()
    assert all(code in (0, 2) for code in codes)
    assert main(["inspect", str(growing), "--format", "json"]) == 0


def test_tensorboard_file_being_written(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from tensorboard.compat.proto import event_pb2, summary_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    writer = EventFileWriter(str(tmp_path), flush_secs=0.01)
    stop = threading.Event()

    def produce() -> None:
        step = 0
        while not stop.is_set() and step < 20000:
            value = summary_pb2.Summary.Value(tag="loss", simple_value=1.0 / (step + 1))
            writer.add_event(event_pb2.Event(wall_time=time.time(), step=step,
                                             summary=summary_pb2.Summary(value=[value])))
            step += 1
            if step % 500 == 0:
                writer.flush()

    thread = threading.Thread(target=produce)
    thread.start()
    try:
        time.sleep(0.2)
        codes = [main(["inspect", str(tmp_path), "--format", "json"]) for _ in range(4)]
    finally:
        stop.set()
        thread.join()
        writer.close()
    capsys.readouterr()
    assert all(code == 0 for code in codes)
