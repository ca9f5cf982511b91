"""The dedicated text readers read piece by piece (bounded memory): the same Parsed as one whole-text call."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from lossdoctor.ingest.textlog import pieces
from lossdoctor.ingest.textlog.common import Parsed
from lossdoctor.ingest.textlog.sniff import BY_NAME
from tests.test_textlog import _SAMPLES, _llmc, _mega

REALDATA = Path("/work/shared/realdata")
_REAL = {
    "megatron": "megatron-bigscience-chronicles/meg_gpt2_base_n8_dp1_tp4_pp8-1809562.out",
    "llmc-main": "mnGPT-llmc-main/main.log",
    "modded-nanogpt": "mnGPT-scaleup1b/c0078066-c8c9-49c8-868a-ff4d4f32e615.txt",
    "nanogpt": "nanogpt-text-druidowm-owt/jqe8zy9r_output.log",
}


def _megatron_story() -> str:
    """Stamps, a NaN interval, validation, a resume, a fresh start and a mangled line."""
    lines = [_mega(it, 3.0, stamp=f"2024-04-06 10:00:{it % 60:02d}") for it in range(10, 400, 10)]
    lines.insert(7, _mega(80, None, nan_iters=1))
    lines.insert(12, " validation loss at iteration 120 | lm loss value: 2.900000E+00 | lm loss PPL: 18.1 |\n")
    lines.insert(20, "  successfully loaded checkpoint from /ckpt [ t 1/8, p 1/4 ] at iteration 150\n")
    lines.insert(30, "could not find the metadata file /ckpt/latest\n")
    lines += [_mega(it, 2.5) for it in range(400, 600, 10)]
    return "".join(lines)


_TEXTS = {
    **{f"sample-{fmt}": (fmt, text * 40) for fmt, text in _SAMPLES.items() if fmt != "llmc-stdout"},
    "megatron-story": ("megatron", _megatron_story()),
    "megatron-mangled": ("megatron", _megatron_story() + " iteration 900/ 1000 | lm loss: 3.0E+00 | cut"),
    "nanogpt-mangled": ("nanogpt", "".join(_SAMPLES["nanogpt"] + ("iter 9: loss 4.x, time 12.00ms, mfu 30.00%\n"
                                                                 if k % 7 == 3 else "") for k in range(40))
                        + "iter 10: loss 4.1, time 12.0"),
    "llmc-main-many-mangled": ("llmc-main", "".join(_llmc(range(k * 10, k * 10 + 10)) + "s:1 trl:x\n"
                                                   for k in range(30))),
    "llmc-main-resumes": ("llmc-main", "s:0 tel:6.0000\n" + _llmc(range(0, 300)) + "s:250 tel:4.5\n"
                          + _llmc(range(250, 400))),
}


def _same(a: Parsed, b: Parsed) -> None:
    assert (a.format, a.base_step, a.warnings, a.meta) == (b.format, b.base_step, b.warnings, b.meta)
    assert np.array_equal(a.kinds, b.kinds)
    assert [(p, k, m) for p, k, m in a.markers] == [(p, k, m) for p, k, m in b.markers]
    assert len(a.tables) == len(b.tables)
    for x, y in zip(a.tables, b.tables):
        assert np.array_equal(x.steps, y.steps)
        assert (x.wall is None) == (y.wall is None)
        if x.wall is not None and y.wall is not None:
            assert np.array_equal(x.wall, y.wall, equal_nan=True)
        assert sorted(x.columns) == sorted(y.columns)
        for name, column in x.columns.items():
            other = y.columns[name]
            assert column.role == other.role, name
            assert np.array_equal(column.values, other.values, equal_nan=True), name
            rows = np.arange(len(x.steps)) if column.rows is None else column.rows
            other_rows = np.arange(len(y.steps)) if other.rows is None else other.rows
            assert np.array_equal(rows, other_rows), name


def _cases() -> list[tuple[str, str, str]]:
    cases = [(name, fmt, text) for name, (fmt, text) in _TEXTS.items()]
    for fmt, relative in _REAL.items():
        path = REALDATA / relative
        if path.exists():
            cases.append((f"real-{fmt}", fmt, path.read_text(encoding="utf-8", errors="replace")))
    return cases


@pytest.mark.parametrize(("fmt", "text"), [(fmt, text) for _, fmt, text in _cases()],
                         ids=[name for name, _, _ in _cases()])
@pytest.mark.parametrize("size", [1, 100, 4096])
def test_pieces_read_like_one_call(monkeypatch: pytest.MonkeyPatch, fmt: str, text: str, size: int) -> None:
    module = BY_NAME[fmt]
    whole = module.parse(text, "log", 3)
    monkeypatch.setattr(pieces, "PIECE", size)
    _same(module.parse(text, "log", 3), whole)


def test_pieces_cut_after_newlines_and_cover_the_text() -> None:
    text = "a\nbb\n\nccc\nlast"
    spans = list(pieces.pieces(text, 2))
    assert "".join(text[a:b] for a, b in spans) == text
    assert all(text[b - 1] == "\n" for _, b in spans[:-1])


def _chunks(text: str, size: int) -> list[str]:
    return [text[at:at + size] for at in range(0, len(text), size)]


@pytest.mark.parametrize(("fmt", "text"), [(fmt, text) for _, fmt, text in _cases()],
                         ids=[name for name, _, _ in _cases()])
@pytest.mark.parametrize(("piece", "chunk"), [(1, 7), (100, 33), (4096, 1000), (1 << 23, 1 << 24)])
def test_a_streamed_text_reads_like_one_call(monkeypatch: pytest.MonkeyPatch, fmt: str, text: str,
                                              piece: int, chunk: int) -> None:
    module = BY_NAME[fmt]
    whole = module.parse(text, "log")
    monkeypatch.setattr(pieces, "PIECE", piece)
    streamed = module.parse_chunks(_chunks(text, chunk), "log")
    if streamed is not None:  # None: the caller reads the whole text (a mangled line to name)
        _same(streamed, whole)


@pytest.mark.parametrize("size", [1, 3, 5, 100])
@pytest.mark.parametrize("chunk", [1, 2, 7, 1000])
def test_streamed_pieces_are_the_whole_texts_pieces(size: int, chunk: int) -> None:
    for text in ("a\nbb\n\nccc\nlast", "a\nbb\n\nccc\n", "", "x" * 20 + "\n" + "y\n" * 9):
        assert list(pieces.streamed_pieces(_chunks(text, chunk), size)) == [
            text[a:b] for a, b in pieces.pieces(text, size)]


def test_a_streamed_log_whose_banners_name_runs_reads_as_a_whole_read(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    import lossdoctor.ingest.textlog as shell
    from lossdoctor.ingest.base import Unit

    seed = "".join(f"iter {k}: loss {4.0 - k / 100:.4f}, time 12.00ms, mfu 30.00%\n" for k in range(0, 60))
    path = tmp_path / "train.log"
    path.write_text("seed=1\n" + seed + "seed=2\n" + seed + "seed=2\n" + seed, encoding="utf-8")
    unit = Unit("textlog", "train", (path,), {"format": "nanogpt"})
    assert shell._streamed(path, "nanogpt") is not None
    streamed = shell.read(unit)
    monkeypatch.setattr(shell, "_streamed", lambda *_: None)
    whole = shell.read(unit)
    assert len(streamed) == len(whole) and [len(r.fragments) for r in streamed] == [len(r.fragments) for r in whole]
    for a, b in zip(streamed, whole):
        for x, y in zip(a.fragments, b.fragments):
            assert x.markers == y.markers
            assert sorted(x.series) == sorted(y.series)
            for name in x.series:
                assert np.array_equal(x.series[name].steps, y.series[name].steps)
                assert np.array_equal(x.series[name].values, y.series[name].values, equal_nan=True)
    assert [len(r.fragments) for r in whole] == [1, 2]  # seed 1; seed 2 and its repeat (a resume)
