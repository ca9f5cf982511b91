"""The generic reader's bulk paths give the line-by-line path's answers: runs of step-less dicts
numbered in order (`Scanner._counted_run`) and the lines held as places in the text (`Lines`)."""

from __future__ import annotations

import dataclasses
import math
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.ingest.textlog.generic import scan as scan_module
from lossdoctor.ingest.textlog.generic.lines import Lines, joined

DATA = Path(__file__).parent / "data" / "generic"
REALDATA = Path("/work/shared/realdata")
_REAL = ["detr-r50-500ep-jsonl-lr-step/detr-r50_log.txt"]
_LOGS = ["hf5.log", "hf4.log", "detr_jsonl.log", "detectron2.log", "real_writers/hf_stepless_nobar.log",
         "real_writers/hf_stepless_tqdm.log", "real_writers/hf_stepless_tee.log", "real_writers/transformers5_tqdm.log"]


def _same(a: Any, b: Any, where: str = "") -> None:
    """Deep equality of runs: arrays element by element (NaN equal to NaN), dataclasses by field."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        left, right = np.asarray(a), np.asarray(b)
        assert left.shape == right.shape and np.array_equal(left, right, equal_nan=left.dtype.kind == "f"), where
    elif dataclasses.is_dataclass(a) and not isinstance(a, type):
        assert type(a) is type(b), where
        for item in dataclasses.fields(a):
            _same(getattr(a, item.name), getattr(b, item.name), f"{where}.{item.name}")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for key in a:
            _same(a[key], b[key], f"{where}[{key!r}]")
    elif isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for index, (x, y) in enumerate(zip(a, b)):
            _same(x, y, f"{where}[{index}]")
    elif isinstance(a, float) and math.isnan(a):
        assert isinstance(b, float) and math.isnan(b), where
    else:
        assert a == b, (where, a, b)


def _both(path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Any, Any, int]:
    """(runs read with the bulk runs, runs read line by line, runs read in bulk)."""
    taken = [0]
    counted_run = scan_module.Scanner._counted_run

    def spy(self: scan_module.Scanner, *args: Any) -> bool:
        done = counted_run(self, *args)
        taken[0] += done
        return done

    with monkeypatch.context() as patch:
        patch.setattr(scan_module.Scanner, "_counted_run", spy)
        bulk = api.load([path])
    with monkeypatch.context() as patch:
        patch.setattr(scan_module.Scanner, "_countable", lambda self, key: None)
        lines = api.load([path])
    return bulk, lines, taken[0]


@pytest.mark.parametrize("name", _LOGS)
def test_real_logs_read_the_same(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    bulk, lines, _ = _both(DATA / name, monkeypatch)
    _same(bulk, lines)


def test_realdata_logs_read_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    # The shared real logs where this machine has them; the repo's own copies above always run.
    for relative in _REAL:
        path = REALDATA / relative
        if path.exists():
            bulk, lines, taken = _both(path, monkeypatch)
            _same(bulk, lines)
            assert taken


def _dict(step: int, loss: str | None = None) -> str:
    value = loss if loss is not None else f"{2.5 - step / 1000:.4f}"
    return f"{{'loss': {value}, 'grad_norm': {0.5 + step % 7 / 10:.4f}, 'learning_rate': 3e-05, 'epoch': {step / 400:.2f}}}"


def _story(epoch_line: bool = False) -> list[str]:
    """HF Trainer dicts with what breaks a run: eval dicts, a tqdm bar, nan/inf, a mangled line
    (or a line whose epoch is an integer, its step), a config dict before training, a resume
    banner and the dicts again from the start.

    One odd line or the other, not both: two shapes of one line each tie in `counters.settle`,
    which then picks by object id (the same in both paths only by chance)."""
    out = ["{'learning_rate': 3e-05, 'warmup_steps': 10}", "***** Running training *****",
           "  Num Epochs = 3", "  Total optimization steps = 1,200"]
    for step in range(1, 401):
        out.append(_dict(step, "nan" if step == 70 else "inf" if step == 71 else None))
        if step % 100 == 0:
            out.append(f"{{'eval_loss': {2.4 - step / 1000:.4f}, 'eval_runtime': 3.21, 'epoch': {step / 400:.2f}}}")
        if step == 150:
            out.append(" 38%|███▊      | 150/400 [01:02<01:43,  2.41it/s]\r 38%|███▊      | 151/400 [01:02<01:43,  2.41it/s]")
        if step == 200 and not epoch_line:
            out.append("{'loss': 2.3, 'grad_norm': 0.5, 'learning_rat")  # cut off mid-line
        if step == 250 and epoch_line:
            out.append("{'loss': 2.25, 'grad_norm': 0.5, 'learning_rate': 3e-05, 'epoch': 1}")
    out.append("Resuming training from checkpoint-200")
    out += [_dict(step) for step in range(201, 320)]
    return out


@pytest.mark.parametrize("epoch_line", [False, True])
def test_edge_cases_read_the_same(epoch_line: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "train.log"
    path.write_text("\n".join(_story(epoch_line)) + "\n", encoding="utf-8")
    bulk, lines, taken = _both(path, monkeypatch)
    _same(bulk, lines)
    assert taken  # the runs between the odd lines were read in bulk


def test_a_step_before_the_dicts_keeps_them_in_context(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A stated step places the step-less dicts after it: they are never numbered in order.
    text = [f"step {step}/1000 | loss {3 - step / 100:.3f} | lr 3e-05" for step in range(1, 40)]
    text += [_dict(step) for step in range(1, 200)]
    path = tmp_path / "train.log"
    path.write_text("\n".join(text) + "\n", encoding="utf-8")
    bulk, lines, _ = _both(path, monkeypatch)
    _same(bulk, lines)


@pytest.mark.parametrize("text", ["", "\n", "a", "a\n", "a\nb", "a\n\nb\n", "é\nü b\n\nxyz", "x\r\ny\rz\n"])
def test_lines_are_the_split_text(text: str) -> None:
    lines = Lines(text)
    expected = text.split("\n")
    assert list(lines) == expected and len(lines) == len(expected)
    assert [lines[i] for i in range(-len(expected), 0)] == expected
    assert lines[1:3] == expected[1:3]
    assert list(Lines(text, 1)) == expected[:1]
    for indices in ([0], list(range(len(expected))), list(range(0, len(expected), 2))):
        assert joined(lines, indices) == "\n".join(expected[i] for i in indices)
        assert joined(expected, indices) == "\n".join(expected[i] for i in indices)
    assert lines.span(0, len(expected)) == text


def test_long_runs_with_odd_values_read_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Runs of thousands of lines (pandas parses their values) between nan, inf, `1.2e-04` and
    # `1,234.5` losses and eval dicts.
    out = []
    for step in range(1, 12001):
        odd = ("nan" if step % 3997 == 0 else "inf" if step % 4999 == 0 else f"{1e-7 * step:.6e}"
               if step % 2500 == 0 else f"{1234.5 + step:,.1f}" if step % 2701 == 0 else None)
        out.append(_dict(step, odd))
        if step % 3000 == 0:
            out.append(f"{{'eval_loss': {2.4 - step / 100000:.4f}, 'eval_runtime': 3.21, 'epoch': {step / 4000:.2f}}}")
    path = tmp_path / "train.log"
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    import pandas  # noqa: F401  (imported, as in a long log: the runs' values go through its C parser)

    bulk, lines, taken = _both(path, monkeypatch)
    _same(bulk, lines)
    assert taken >= 10
