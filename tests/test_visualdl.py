"""VisualDL record files (PaddlePaddle's logger), written here byte by byte as VisualDL does."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import numpy as np
import pytest

from lossdoctor import api
from lossdoctor.errors import InputError
from lossdoctor.ingest import visualdl


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _field(number: int, wire: int, payload: bytes) -> bytes:
    key = _varint(number << 3 | wire)
    return key + (_varint(len(payload)) + payload if wire == 2 else payload)


def _scalar(tag: str, step: int, value: float, stamp: int = 1_627_000_000_000) -> bytes:
    body = (_field(1, 0, _varint(step)) + _field(2, 2, tag.encode()) + _field(3, 0, _varint(stamp))
            + _field(4, 5, struct.pack("<f", value)))
    return _field(1, 2, body)


def _record(*values: bytes) -> bytes:
    payload = b"".join(values)
    return struct.pack("<Q", len(payload)) + payload


def _meta() -> bytes:
    # The record a LogWriter opens with: a tag and a meta_data message, no float.
    return _record(_field(1, 2, _field(2, 2, b"meta_data_tag") + _field(3, 0, _varint(5)) + _field(10, 2, b"")))


def _log(path: Path, losses: list[float], every: int = 10) -> Path:
    records = [_meta()]
    for i, loss in enumerate(losses):
        step = 1 + i * every
        records.append(_record(_scalar("lr", step, 0.01)))
        records.append(_record(_scalar("train_loss", step, loss)))
    path.write_bytes(b"".join(records))
    return path


def test_scalars_are_read_by_content_whatever_the_name(tmp_path: Path) -> None:
    losses = [2.0 * 0.97 ** i for i in range(60)]
    _log(tmp_path / "ResNet.log", losses)
    [run] = api.analyze([tmp_path]).runs
    assert run.run.format == "visualdl" and run.run.primary == "train_loss"
    series = run.run.series["train_loss"]
    assert len(series) == 60 and series.steps[0] == 1 and series.steps[-1] == 591
    assert np.allclose(series.values, np.float32(losses))


def test_a_nan_is_kept_and_reported(tmp_path: Path) -> None:
    _log(tmp_path / "vdlrecords.1627.log", [6.9, 16.8] + [math.nan] * 30)
    [run] = api.analyze([tmp_path]).runs
    assert any(f.kind == "nan" for f in run.findings)


def test_a_record_cut_short_ends_the_run_with_a_warning(tmp_path: Path) -> None:
    path = _log(tmp_path / "a.log", [1.0 - i / 100 for i in range(30)])
    path.write_bytes(path.read_bytes()[:-5])
    [raw] = visualdl.read(visualdl.claim([path], tmp_path)[0][0])
    assert len(raw.fragments[0].series["train_loss"]) == 29
    assert any("cut short" in warning for warning in raw.warnings)


@pytest.mark.parametrize("content", [
    b"epoch 1 loss 0.5\nepoch 2 loss 0.4\n",
    b"",
    # A record file whose NUL bytes became spaces (saved through a text filter): no length decodes.
    b"\x1a" + b" " * 7 + b"\x0a\x18\x12\x0dmeta_data_tag",
])
def test_other_files_are_not_visualdl(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "x.log"
    path.write_bytes(content)
    assert not visualdl.sniff(path)


def test_a_file_without_scalars_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "vdlrecords.1.log"
    path.write_bytes(_meta())
    with pytest.raises(InputError):
        visualdl.read(visualdl.claim([path], tmp_path)[0][0])
