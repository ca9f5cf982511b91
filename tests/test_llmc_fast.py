"""The llm.c console reader's fast paths (issue 34 part F) read what its per-line path reads, and
the save/crash scans that skip a window find the lines a plain scan finds."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

from lossdoctor.identity import crashes, saves
from lossdoctor.ingest.textlog import common, floats, llmc_stdout
from lossdoctor.ingest.textlog.common import Parsed
from tests.test_textlog_pieces import _chunks, _same

# Values a log may print where a number goes: numbers numpy and the per-line path read alike,
# and tokens that are not numbers (or not ASCII) that must send a line the slow way.
_ODD = ["nan", "inf", "-inf", "+nan", "-nan", "NaN", "Infinity", "1e400", "4.9e-324", "-0.0", "+1.5E-3", ".5",
        "5.", "1e+5", "1_000", "abc", "1.5.3", "\u0661\u0662", "0x10", "1e", "--1", "1+2", "nanz", "9" * 25]


def _step(rng: random.Random, s: int, total: int, odd: float = 0.0) -> str:
    def value(text: str) -> str:
        return rng.choice(_ODD) if rng.random() < odd else text

    z = rng.choice(["+nan", f"{rng.gauss(0, 1):+.2f}"])
    return (f"step {s:4d}/{total} | loss {value(f'{2 + 9 / (1 + s / 300) ** 0.35:.6f}')} ({value(z)}z)| "
            f"norm {value(f'{0.3 + 1 / s:.4f}')} ({z}z)| lr {value(f'{3e-4 * min(1, s / 70):.2e}')} | "
            f"{value(f'{150 + s % 11:.2f}')} ms | 48.2% bf16 MFU | {value(f'{350000 + s % 991:.0f}')} tok/s")


def _older(s: int, total: int) -> str:
    return f"step {s}/{total} | train loss {2 + 1 / s:.6f} | norm {1 / s:.4f} | lr 1.00e-04 | ({100 + s % 9:.2f} ms)"


def _console(s: int, total: int) -> str:
    return (f"step {s}/{total} | train loss {2 + 9 / (1 + s / 300) ** 0.35:.4f} | lr {3e-4 * min(1, s / 200):.3e} | "
            f"grad norm {0.3 + 1 / s:.3f} | {120 + s % 7:.1f}ms | {45000 + s % 97} tok/s")


def _texts() -> Iterator[tuple[str, str]]:
    rng = random.Random(34)
    n = 3000
    yield "plain", "\n".join(_step(rng, s, n) for s in range(1, n + 1)) + "\n"
    yield "odd-values", "\n".join(_step(rng, s, n, odd=0.004) for s in range(1, n + 1)) + "\n"
    yield "cut-lines", "\n".join(_step(rng, s, n)[:rng.randint(8, 90)] if s % 301 == 0 else _step(rng, s, n)
                                 for s in range(1, n + 1))
    events = []
    for s in range(1, n + 1):
        events.append(_step(rng, s, n))
        if s % 250 == 0:
            events += [f"val loss {3 + 1 / s:.6f}", f"HellaSwag: {s}/10042 = {0.25 + s / 1e6:.6f}"]
        if s % 700 == 0:
            events += [f"Writing model to log/model_{s:08d}.bin", f"Saving checkpoint to out/ckpt_{s}.pt"]
        if s == 1500:
            events += ["| resume | 1 |", "Loss is nan, stopping training"]
    yield "events", "\n".join(events) + "\n"
    evals = []
    for s in range(1, n + 1):
        evals += [f"val loss {3 + 1 / s:.6f}"] if s % 50 == 0 else []
        evals += [f"[rank0] HellaSwag: {s}/10042 = {s / 1e4:.6f}"] if s % 77 == 0 else []
        evals += ["val loss nan", "val loss 1.5.3"] if s % 1001 == 0 else []
        # A step line that ends like a HellaSwag line: `_LINE` reads it as a (mangled) step line.
        evals += [f"step {s}/{n} | HellaSwag: 1/2 = 0.5"] if s % 1409 == 0 else []
        evals.append(_step(rng, s, n))
    yield "evals", "\n".join(evals) + "\n"
    yield "older", "\n".join(_older(s, n) for s in range(1, n + 1)) + "\n"
    yield "console", "\n".join(_console(s, n) for s in range(1, n + 1)) + "\n"
    yield "console-odd", "\n".join(_console(s, n).replace("ms", "nanms") if s % 97 == 0 else _console(s, n)
                                   for s in range(1, n + 1)) + "\n"
    yield "formats-switch", "\n".join(_step(rng, s, n) if (s // 400) % 2 else _older(s, n) if s % 3 else _console(s, n)
                                      for s in range(1, n + 1)) + "\n"
    yield "restart", "\n".join(_step(rng, s if s <= 2000 else s - 900, n) for s in range(1, n + 1)) + "\n"


_TEXTS = dict(_texts())


def _real(realdata: Path) -> dict[str, str]:
    folder = realdata / "llmc-stdout-hector"
    return {path.name: path.read_text(encoding="utf-8") for path in sorted(folder.glob("*.log"))}


def _read(text: str, size: int) -> Parsed:
    parsed = llmc_stdout._parse(common.pieces(text, llmc_stdout._CUT, size), text, "log", 0)
    assert parsed is not None
    return parsed


def _both_ways(monkeypatch: pytest.MonkeyPatch, text: str, size: int) -> None:
    """The text read with the fast paths, and line by line (every piece through `_LINE`)."""
    fast = _read(text, size)
    with monkeypatch.context() as patched:
        patched.setattr(llmc_stdout, "_pure", lambda *args: None)
        _same(fast, _read(text, size))


@pytest.mark.parametrize("name", sorted(_TEXTS))
@pytest.mark.parametrize("size", [512, 1 << 14, 1 << 21])
def test_the_fast_paths_read_what_the_line_path_reads(monkeypatch: pytest.MonkeyPatch, name: str, size: int) -> None:
    # A small sample makes short pieces convert their repeated strings once, as long ones do.
    monkeypatch.setattr(floats, "_SAMPLE", 8)
    _both_ways(monkeypatch, _TEXTS[name], size)


@pytest.mark.parametrize("size", [4096, 1 << 21])
def test_real_llmc_logs_read_the_same_both_ways(monkeypatch: pytest.MonkeyPatch, realdata: Path, size: int) -> None:
    monkeypatch.setattr(floats, "_SAMPLE", 8)
    texts = _real(realdata)
    assert texts
    for text in texts.values():
        _both_ways(monkeypatch, text, size)


@pytest.mark.parametrize("name", sorted(_TEXTS))
@pytest.mark.parametrize("chunk", [997, 1 << 16])
def test_a_streamed_log_cut_inside_lines_reads_as_a_whole(monkeypatch: pytest.MonkeyPatch, name: str,
                                                          chunk: int) -> None:
    monkeypatch.setattr(floats, "_SAMPLE", 8)
    text = _TEXTS[name]
    streamed = llmc_stdout.parse_chunks(_chunks(text, chunk), "log")
    if streamed is not None:  # None: a mangled line to name, read whole by the caller
        _same(streamed, llmc_stdout.parse(text, "log"))


def test_a_mangled_value_is_named_as_before() -> None:
    text = "\n".join(_step(random.Random(1), s, 9) for s in range(1, 9)) + "\n"
    text = text.replace("loss 10", "loss 1.5.3", 1).replace("loss 9", "loss 1_0", 1)
    parsed = llmc_stdout.parse(text, "log")
    assert [w.split(": ")[1] for w in parsed.warnings] == ["line 1"]
    assert len(parsed.kinds) == 7


@pytest.mark.parametrize("strings", [
    ["3.00e-04"] * 3000,
    ["+nan"] * 2999 + ["-nan"],
    [f"{150 + k % 11:.2f}" for k in range(3000)],
    [f"{k / 7:.6f}" for k in range(3000)],
    ["nan", "inf", "-inf", "-0.0", "0.0", "1e400", "4.9e-324", "-nan"] * 400,
    [f"{k % 5}" for k in range(1100)] + ["1_000"],
])
def test_floats_are_numpys_values_bit_for_bit(monkeypatch: pytest.MonkeyPatch, strings: list[str]) -> None:
    for sample in (8, 512):
        monkeypatch.setattr(floats, "_SAMPLE", sample)
        got, want = floats.floats(strings), np.array(strings, dtype=np.float64)
        assert got.dtype == want.dtype
        assert np.array_equal(got.view(np.int64), want.view(np.int64))


@pytest.mark.parametrize("bad", ["abc", "1.5.3", "", "nanz"])
def test_floats_refuse_what_numpy_refuses(monkeypatch: pytest.MonkeyPatch, bad: str) -> None:
    monkeypatch.setattr(floats, "_SAMPLE", 8)
    for strings in (["1.0"] * 3000 + [bad], [bad] + ["2.0"] * 3000, [f"{k}" for k in range(3000)] + [bad]):
        with pytest.raises(ValueError):
            np.array(strings, dtype=np.float64)
        with pytest.raises(ValueError):
            floats.floats(strings)


def _plain_scan(data: bytes, needles: tuple[bytes, ...]) -> list[tuple[int, bytes]]:
    out, at = [], 0
    for line in data.split(b"\n"):
        if any(needle in line for needle in needles):
            out.append((at, line))
        at += len(line) + 1
    return out


def _scan_texts() -> Iterator[bytes]:
    rng = random.Random(5)
    steps = [_step(rng, s, 9000) for s in range(1, 9000)]
    said = ["Saving checkpoint to out/ckpt_{}.pt", "Loss is nan, stopping training", "saved model at step {}",
            "FloatingPointError: Loss became infinite or NaN at iteration={}", "non-finite loss, ending training",
            "[Torch] Checkpoint global_step{} is about to be saved!", "SAVING state", "Invalid loss, terminating"]
    lines = list(steps)
    for at in sorted(rng.sample(range(len(lines)), 40), reverse=True):
        lines.insert(at, rng.choice(said).format(at))
    yield "\n".join(lines).encode()
    yield "\n".join(steps).encode() + b"\nSaving checkpoint to out/ckpt_9000.pt"  # the last line, no newline
    yield b"Saving checkpoint at step 3\n" + "\n".join(steps).encode()  # only in the first window
    yield "\n".join(steps).encode()  # none


@pytest.mark.parametrize("window", [1000, 4096, 1 << 24])
def test_the_scans_find_the_lines_a_plain_scan_finds(monkeypatch: pytest.MonkeyPatch, window: int) -> None:
    monkeypatch.setattr(saves, "_WINDOW", window)
    monkeypatch.setattr(saves, "_SAMPLE", 2000)
    for data in _scan_texts():
        for needles in (saves._NEEDLES, crashes._NEEDLES):
            assert saves.lines_with(data, needles) == _plain_scan(data, needles)


def test_saves_and_statements_in_a_big_console_log(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "_WINDOW", 4096)
    path = tmp_path / "train.log"
    path.write_text(_TEXTS["events"])
    assert saves.saved_steps(str(path)) == [700, 1400, 2100, 2800]
    assert crashes.stated(str(path)) == [(1500, "train.log line 1518: 'Loss is nan, stopping training'")]
