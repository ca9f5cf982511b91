"""A tqdm bar line whose blocks (three UTF-8 bytes each) make up in bytes for its digits is still
a line with numbers: every refresh of kohya's `steps:` bar is a point (issue 31, the c28 kohya
README lost its 1700-step point so)."""

from __future__ import annotations

from pathlib import Path

from tqdm import tqdm

from lossdoctor import api


def _bar(step: int, ncols: int) -> str:
    return tqdm.format_meter(n=step, total=2000, elapsed=step / 1.75, ncols=ncols, prefix="steps",
                             postfix=f"avr_loss={0.0725 - step * 1e-6:.4f}", rate=1.75)


def _blocks(line: str) -> int:
    return sum(1 for ch in line if len(ch.encode("utf-8")) > 1)


def test_every_bar_refresh_is_read_whatever_its_bytes(tmp_path: Path) -> None:
    # A width at which one refresh's bar has as many extra bytes as the line has digits.
    ncols = next(n for n in range(50, 200) if any(2 * _blocks(_bar(s, n)) == sum(c.isdigit() for c in _bar(s, n))
                                                  for s in range(100, 2100, 100)))
    lines = []
    for step in range(100, 2100, 100):
        lines += [_bar(step, ncols), f"saving checkpoint: outputs/lora-step{step:08d}.safetensors"]
    (tmp_path / "train.log").write_text("\n".join(lines), encoding="utf-8")
    [run] = api.load([tmp_path / "train.log"]).runs
    assert list(map(int, run.series["avr_loss"].steps)) == list(range(100, 2100, 100))
