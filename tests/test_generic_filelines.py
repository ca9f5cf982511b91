"""The generic reader from a plain file's lines (`FileLines`: the text never held whole) and with
the loss values tallied by the bulk reads (`tally.py`) gives the answers of the decoded text's
path with the values read again: real logs, and logs with what breaks a run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from lossdoctor import api
from lossdoctor.ingest.textlog.generic import lines as lines_module
from lossdoctor.ingest.textlog.generic import scan as scan_module
from lossdoctor.ingest.textlog.generic import values as values_module
from lossdoctor.ingest.textlog.generic.lines import FileLines, Lines, NotPlain, joined
from tests.test_generic_bulk import DATA, _dict, _same, _story

CASES = Path(__file__).parent / "realworld" / "cases"
REALDATA = Path("/work/shared/realdata")
# Real logs of the shapes read in bulk (HF Trainer dicts, detectron2, DETR's JSON lines).
_LOGS = ["hf5.log", "hf4.log", "detr_jsonl.log", "detectron2.log", "mmengine.log", "timm.log", "keras.log",
         "real_writers/hf_stepless_nobar.log", "real_writers/hf_stepless_tqdm.log",
         "real_writers/hf_stepless_tee.log", "real_writers/transformers5_tqdm.log"]
_CASES = ["c2-detectron2-frcnn-nan-crash-two-resumes", "c3-hf-metamath-perstep-128",
          "c13-chemq3-selfies-lm-hf-trainer-two-phases-four-points-crlf"]
_REAL = ["detectron2-cdfsod-restarts-same-outdir/output/vitb/artaxor_10shot/log.txt",
         "detectron2-cdfsod-restarts-same-outdir/output/vitb/dior_1shot/log.txt",
         "detr-r50-500ep-jsonl-lr-step/detr-r50_log.txt"]


def _old(self: FileLines, path: Path, limit: int | None = None) -> None:
    raise NotPlain(str(path))


def _both(path: Path, monkeypatch: pytest.MonkeyPatch, small: bool = False) -> tuple[Any, Any, list[int]]:
    """(runs read from the file's lines with tallies, runs read from the decoded text without,
    [plain files read from their lines, tallies made])."""
    used = [0, 0]
    made, counting = FileLines.__init__, scan_module._counting

    def spy_lines(self: FileLines, *args: Any) -> None:
        made(self, *args)
        used[0] += 1

    def spy_counting(first: str, keep: Any) -> Any:
        found = counting(first, keep)
        used[1] += found is not None
        return found

    with monkeypatch.context() as patch:
        patch.setattr(FileLines, "__init__", spy_lines)
        patch.setattr(scan_module, "_counting", spy_counting)
        if small:
            # Pieces of a few bytes and lines: every boundary falls inside a line somewhere.
            patch.setattr(lines_module, "_PIECE", 7)
            patch.setattr(lines_module, "_WINDOW_LINES", 3)
            patch.setattr(lines_module, "_WINDOW_BYTES", 50)
            patch.setattr(scan_module, "_GROUP_LINES", 5)
            patch.setattr(values_module, "_PIECE_LINES", 4)
        new = api.load([path])
    with monkeypatch.context() as patch:
        patch.setattr(FileLines, "__init__", _old)
        patch.setattr(scan_module, "_counting", lambda first, keep: None)
        old = api.load([path])
    return new, old, used


def _plain(path: Path) -> bool:
    """Whether a file is read from its lines: UTF-8 that `decode` leaves as it is."""
    data = path.read_bytes()
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    return not any(c in data for c in (b"\r", b"\x08", b"\x00", b"\xef\xbb\xbf"))


@pytest.mark.parametrize("name", _LOGS)
def test_real_logs_read_the_same(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    new, old, used = _both(DATA / name, monkeypatch)
    _same(new, old)
    assert bool(used[0]) == _plain(DATA / name)


@pytest.mark.parametrize("case", _CASES)
def test_realworld_cases_read_the_same(case: str, monkeypatch: pytest.MonkeyPatch) -> None:
    new, old, _ = _both(CASES / case / "files", monkeypatch)
    _same(new, old)


def test_realdata_logs_read_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    # The shared real logs where this machine has them; the repo's own copies above always run.
    for relative in _REAL:
        path = REALDATA / relative
        if path.exists():
            new, old, used = _both(path, monkeypatch)
            _same(new, old)
            assert bool(used[0]) == _plain(path)


def _detectron2(resume: bool = True) -> list[str]:
    """detectron2's console: nan and inf losses, a mangled line, evaluation tables between the
    iterations, a layout change (`.5` for `0.5`), non-ASCII text, and a resume from 60."""
    out = ["[12/22 19:35:00 d2.engine.defaults]: Model: GeneralizedRCNN(…)", "Starting training from iteration 0"]
    for step in range(19, 2000, 20):
        loss = "nan" if step == 79 else "inf" if step == 99 else f"{2.5 - step / 200:.4f}"
        cls = ".5000" if step == 139 else f"{0.8 - step / 1000:.4f}"
        out.append(f"[12/22 19:35:27 d2.utils.events]:  eta: 1 day, 2:03:04  iter: {step}  total_loss: {loss}  "
                   f"loss_cls: {cls}  time: 0.3150  data_time: 0.0100  lr: 0.002  max_mem: 3000M")
        if step == 119:
            out.append("[12/22 19:40:00 d2.evaluation.evaluator]: Inference done 500/500. Dataloading: 0.0012 s/iter")
            out.append("|   AP   |  AP50  |  AP75  |\n|:------:|:------:|:------:|\n| 40.123 | 60.456 | 43.789 |")
        if step == 159:
            out.append("[12/22 19:41:27 d2.utils.events]:  eta: 1 day, 2:03:04  iter: 160  total_loss: 1.7")
    if resume:
        out.append("[12/22 20:00:00 d2.checkpoint.c2_model_loading]: Loading from ./output/model_0000059.pth ...")
        for step in range(59, 140, 20):
            out.append(f"[12/22 20:01:27 d2.utils.events]:  eta: 2:03:04  iter: {step}  total_loss: "
                       f"{2.4 - step / 200:.4f}  loss_cls: {0.7 - step / 1000:.4f}  time: 0.3150  lr: 0.002")
    return out


def _stories() -> dict[str, list[str]]:
    hf = _story()
    # tqdm's bar written to a file one frame a line (no `\r`): the file stays plain.
    plain = [line.replace("\r", "\n") for line in hf]
    long = [_dict(step) for step in range(1, 3000)]
    long[1500] = _dict(1501, ".2500")  # another layout inside a long run
    long[2000] = "{'eval_loss': 2.1, 'eval_runtime': 3.2, 'epoch': 1.5}"
    # Non-ASCII lines read in bulk, one with a digit that is not ASCII in its text (the bulk
    # patterns match ASCII lines only with ASCII digits).
    wide = [f"进度 step {step}/400 | loss {2.5 - step / 1000:.4f} | 学习率 3e-05" for step in range(1, 400)]
    wide[200:260] = [f"step {step}/400 ٣ | loss {2.3 - step / 1000:.4f}" for step in range(201, 261)]
    return {"hf": hf, "hf_plain": plain, "wide": wide, "hf_epoch": _story(epoch_line=True), "hf_long": long,
            "detectron2": _detectron2(), "detectron2_no_resume": _detectron2(False)}


@pytest.mark.parametrize("small", [False, True])
@pytest.mark.parametrize("name", list(_stories()))
def test_edge_cases_read_the_same(name: str, small: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "train.log"
    text = "\n".join(_stories()[name]) + "\n"
    path.write_text(text, encoding="utf-8")
    import pandas  # noqa: F401  (imported, as in a long log: the long run's values go through its C parser)

    new, old, used = _both(path, monkeypatch, small)
    _same(new, old)
    assert bool(used[0]) == ("\r" not in text) and used[1]


def test_a_log_without_its_last_newline_reads_the_same(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "train.log"
    path.write_text("\n".join(_detectron2()), encoding="utf-8")
    new, old, used = _both(path, monkeypatch, small=True)
    _same(new, old)
    assert used[0] == 1 and used[1]


@pytest.mark.parametrize("text", ["", "\n", "a", "a\n", "a\nb", "a\n\nb\n", "é\nü b\n\nxyz", "ab\ncé€d\n\n𝄞 x\ny"])
@pytest.mark.parametrize("small", [False, True])
def test_file_lines_are_the_split_text(text: str, small: bool, tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    if small:
        monkeypatch.setattr(lines_module, "_PIECE", 3)
        monkeypatch.setattr(lines_module, "_WINDOW_LINES", 2)
        monkeypatch.setattr(lines_module, "_WINDOW_BYTES", 4)
    path = tmp_path / "log.txt"
    path.write_bytes(text.encode("utf-8"))
    lines, expected = FileLines(path), text.split("\n")
    assert list(lines) == expected and len(lines) == len(expected)
    assert [lines[i] for i in range(-len(expected), 0)] == expected
    assert [lines[i] for i in reversed(range(len(expected)))] == expected[::-1]
    assert lines[1:3] == expected[1:3] and lines[::2] == expected[::2] and lines[2:1] == []
    assert list(FileLines(path, 1)) == expected[:1]
    for indices in ([0], list(range(len(expected))), list(range(0, len(expected), 2)), [0, len(expected) - 1]):
        assert joined(lines, indices) == "\n".join(expected[i] for i in indices)
    assert lines.span(0, len(expected)) == text and lines.raw(0, len(expected)) == text.encode("utf-8")
    assert lines.head(3) == text[:3] and Lines(text).head(3) == text[:3]
    assert Lines(text).raw(0, len(expected)) == text.encode("utf-8")


@pytest.mark.parametrize("data", [b"\xef\xbb\xbfa\nb", b"a\r\nb", b"a\rb", b"a\x08b", b"a\x00b", b"a\xffb",
                                  b"a\n\xe2\x82", "a\nb\n".encode("utf-16")])
def test_files_decode_would_change_are_not_plain(data: bytes, tmp_path: Path) -> None:
    path = tmp_path / "log.txt"
    path.write_bytes(data)
    with pytest.raises(NotPlain):
        FileLines(path)


@pytest.mark.parametrize("seed", range(6))
def test_groups_are_each_keys_lines_in_order(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # Long stretches of one key (one compare each), short ones, keys of one length, empty lines.
    import random

    monkeypatch.setattr(scan_module, "_SAME_MIN", 4)
    monkeypatch.setattr(scan_module, "_GROUP_LINES", 97)
    rng = random.Random(seed)
    shapes = ["loss {} lr {}", "loss {} lr {}x", "eval {} at {}", "", "é {}", "{}{}"]
    text: list[str] = []
    while len(text) < 2000:
        shape = rng.choice(shapes)
        text += [shape.format(rng.randrange(10 ** rng.randrange(1, 6)), rng.randrange(99))
                 for _ in range(rng.choice([1, 2, 3, 10, 40, 300]))]
    expected: dict[bytes, list[int]] = {}
    for index, line in enumerate(text):
        expected.setdefault(line.encode().translate(None, b"0123456789"), []).append(index)
    found = scan_module._groups(Lines("\n".join(text)))
    assert list(found) == list(expected) and {k: list(v) for k, v in found.items()} == expected
