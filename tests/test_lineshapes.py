"""The line shapes a reader saw spare the resolver's word searches, and never hide a word."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from lossdoctor import api
from lossdoctor.identity import crashes, saves
from lossdoctor.ingest import lineshapes
from lossdoctor.ingest.textlog.generic.scan import _pattern
from lossdoctor.ingest.textlog.generic.template import NUMBER

# detectron2's metrics line and its checkpointer's save line, as they print them.
_METRICS = ("[12/22 19:35:{s:02d} d2.utils.events]:  eta: 1 day, 2:03:04  iter: {i}  total_loss: {l:.4f}  "
            "loss_cls: 0.{c:04d}  time: 0.3150  data_time: 0.0100  lr: 0.002  max_mem: 3000M")
_SAVE = "[12/22 19:36:00 fvcore.common.checkpoint]: Saving checkpoint to ./output/model_{i:07d}.pth"


def _log(path: Path, saves_every: int = 0, steps: int = 400) -> Path:
    lines = []
    for i in range(1, steps + 1):
        lines.append(_METRICS.format(s=i % 60, i=i, l=3.0 - i / steps, c=i % 997))
        if saves_every and i % saves_every == 0:
            lines.append(_SAVE.format(i=i))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_a_word_in_no_line_shape_is_not_searched_for(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = _log(tmp_path / "log.txt")
    assert len(api.load([path]).runs) == 1
    assert lineshapes.absent(str(path), (b"aving", b"FloatingPointError")) == {b"aving", b"FloatingPointError"}
    searched: list[tuple[bytes, ...]] = []
    monkeypatch.setattr(saves, "lines_with", lambda data, needles: searched.append(needles) or [])
    assert saves.saved_steps(str(path)) == []
    assert crashes.stated(str(path)) == []
    assert searched == []


def test_words_the_shapes_hold_are_still_found(tmp_path: Path) -> None:
    path = _log(tmp_path / "log.txt", saves_every=100)
    api.load([path])
    assert b"aving" not in lineshapes.absent(str(path), (b"aving",))
    assert saves.saved_steps(str(path)) == [100, 200, 300, 400]


def test_a_word_with_a_digit_or_a_changed_file_is_searched(tmp_path: Path) -> None:
    path = _log(tmp_path / "log.txt")
    api.load([path])
    # "model_0" may be in a line whose shape holds only "model_": never taken as absent.
    assert lineshapes.absent(str(path), (b"model_0", b"Saving")) == {b"Saving"}
    with path.open("a", encoding="utf-8") as handle:
        handle.write(_SAVE.format(i=401) + "\n")
    os.utime(path, ns=(1, 1))
    assert lineshapes.absent(str(path), (b"Saving",)) == frozenset()
    assert saves.saved_steps(str(path)) == [401]


def test_a_file_never_read_has_no_shapes(tmp_path: Path) -> None:
    path = _log(tmp_path / "unread.txt")
    assert lineshapes.absent(str(path), (b"aving",)) == frozenset()
    assert lineshapes.absent(str(tmp_path / "missing.txt"), (b"aving",)) == frozenset()


@pytest.mark.parametrize("line, other, same", [
    ("iter: 12  loss: 3.25  lr: 0.002", "iter: 13  loss: 3.5  lr: 0.002", True),
    ("iter: 12  loss: 3.25  lr: 0.002", "iter: 13  loss: .5  lr: 0.002", False),   # a digit run gone
    ("epoch 1 | loss 2.5", "epoch 1 | loss 2.5", True),
    ("a1.5b", "a.15b", False),                                                       # moved across the dot
    ("Ünïcode step 7 loss 1.25 ✓", "Ünïcode step 8 loss 11.0 ✓", True),
])
def test_placed_pattern_matches_what_the_literal_one_does(line: str, other: str, same: bool) -> None:
    # Lines of one group share their digit-less text; on them the two forms agree exactly.
    assert re.sub(r"[0-9]", "", line) == re.sub(r"[0-9]", "", other)
    numbers = len(NUMBER.findall(line))
    literal = _pattern(line, numbers, set(range(numbers)), anchors=True)
    placed = _pattern(line, numbers, set(range(numbers)), anchors=True, placed=True)
    assert literal is not None and placed is not None
    text = f"{line}\n{other}"
    assert literal.split(text) == placed.split(text)
    assert (len(placed.findall(text)) == 2) is same
