"""Framing and damage: CRC checks, torn tails, resynchronisation, garbage; nothing silent."""

from __future__ import annotations

import struct
from pathlib import Path

import numpy as np
import pytest
from tb_helpers import scalars

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.tensorboard.crc import masked_crc
from lossdoctor.ingest.tensorboard.framing import frame
from lossdoctor.ingest.tensorboard.reader import read_file, read_unit

STEPS = 400  # enough for the bulk decoder to take most records in blocks


@pytest.fixture(scope="module")
def clean(tmp_path_factory: pytest.TempPathFactory) -> tuple[bytes, dict[str, np.ndarray]]:
    folder = tmp_path_factory.mktemp("clean")
    path, written = scalars(folder, ["loss", "lr"], range(STEPS), style="simple")
    return path.read_bytes(), written


def offsets(buf: bytes) -> list[int]:
    """Record header offsets, by the plain sequential walk (independent of the reader)."""
    out, pos = [], 0
    while pos < len(buf):
        out.append(pos)
        pos += 16 + struct.unpack_from("<Q", buf, pos)[0]
    return out


def damaged(tmp_path: Path, buf: bytes) -> Path:
    path = tmp_path / "events.out.tfevents.1700000000.host.1.0"
    path.write_bytes(buf)
    return path


def test_framing_finds_every_record_in_blocks_and_one_by_one(clean: tuple[bytes, dict]) -> None:
    buf, _ = clean
    found = frame(buf, "f")
    assert found.records == len(offsets(buf)) == 1 + 2 * STEPS
    assert found.blocks and found.warnings == []
    starts = list(found.loose_offsets)
    for block in found.blocks:
        for m in range(block.count):
            starts += [block.start + m * block.stride + rel for rel in block.slot_offsets()]
    assert sorted(starts) == offsets(buf)


def test_masked_crc_matches_tensorboard() -> None:
    from tensorboard.compat.tensorflow_stub.pywrap_tensorflow import masked_crc32c

    for data in (b"", b"a", b"\x00" * 8, bytes(range(256))):
        assert masked_crc(data) == masked_crc32c(data)


def test_torn_tail_keeps_everything_before_it(tmp_path: Path, clean: tuple[bytes, dict]) -> None:
    buf, written = clean
    data = read_file(damaged(tmp_path, buf[:-7]), {})
    assert data.tags["loss"].steps.tolist() == list(range(STEPS))
    assert data.tags["lr"].steps.tolist() == list(range(STEPS - 1))
    assert len(data.warnings) == 1 and "cut short" in data.warnings[0] and "1 record lost" in data.warnings[0]
    assert f"at byte {offsets(buf)[-1]}" in data.warnings[0]


def test_torn_header(tmp_path: Path, clean: tuple[bytes, dict]) -> None:
    buf, _ = clean
    data = read_file(damaged(tmp_path, buf + buf[:5]), {})
    assert len(data.tags["loss"].steps) == STEPS
    assert "middle of a record header" in data.warnings[0]


@pytest.mark.parametrize("record", [1, 2, 7, 301, 500, 800])
@pytest.mark.parametrize("where", ["wall", "value", "tag"])
def test_flipped_data_byte_loses_exactly_that_record(tmp_path: Path, clean: tuple[bytes, dict],
                                                     record: int, where: str) -> None:
    buf, written = clean
    start = offsets(buf)[record]
    length = struct.unpack_from("<Q", buf, start)[0]
    at = {"wall": start + 12 + 3, "value": start + 12 + length - 2, "tag": start + 12 + length - 7}[where]
    broken = bytearray(buf)
    broken[at] ^= 0x10
    data = read_file(damaged(tmp_path, bytes(broken)), {})
    tag, step = ("loss", (record - 1) // 2) if record % 2 else ("lr", (record - 1) // 2)
    assert len(data.warnings) == 1
    assert f"record {record} at byte {start} failed its data CRC check" in data.warnings[0]
    expect = [s for s in range(STEPS) if s != step]
    assert data.tags[tag].steps.tolist() == expect
    other = "lr" if tag == "loss" else "loss"
    assert data.tags[other].steps.tolist() == list(range(STEPS))
    keep = np.array(expect)
    assert data.tags[tag].values.tolist() == np.float32(written[tag][keep]).astype(float).tolist()


@pytest.mark.parametrize("record", [3, 450])
def test_broken_length_resynchronises(tmp_path: Path, clean: tuple[bytes, dict], record: int) -> None:
    buf, _ = clean
    start = offsets(buf)[record]
    broken = bytearray(buf)
    broken[start] ^= 0x40  # the length no longer matches its CRC
    data = read_file(damaged(tmp_path, bytes(broken)), {})
    assert len(data.warnings) == 1
    warning = data.warnings[0]
    assert f"record {record} at byte {start} failed its length CRC check" in warning
    assert f"resynchronised at byte {offsets(buf)[record + 1]}" in warning
    lost_tag, lost_step = ("loss", (record - 1) // 2) if record % 2 else ("lr", (record - 1) // 2)
    assert data.tags[lost_tag].steps.tolist() == [s for s in range(STEPS) if s != lost_step]


def test_broken_length_crc_bytes_resynchronise(tmp_path: Path, clean: tuple[bytes, dict]) -> None:
    buf, _ = clean
    start = offsets(buf)[600]
    broken = bytearray(buf)
    broken[start + 9] ^= 0x01
    data = read_file(damaged(tmp_path, bytes(broken)), {})
    assert "failed its length CRC check" in data.warnings[0]
    assert len(data.tags["loss"].steps) + len(data.tags["lr"].steps) == 2 * STEPS - 1


def test_garbage_appended(tmp_path: Path, clean: tuple[bytes, dict]) -> None:
    buf, _ = clean
    garbage = np.random.default_rng(1).integers(0, 256, 3000, dtype=np.uint8).tobytes()
    data = read_file(damaged(tmp_path, buf + garbage), {})
    assert [len(t.steps) for t in data.tags.values()] == [STEPS, STEPS]
    assert len(data.warnings) == 1 and f"at byte {len(buf)}" in data.warnings[0]
    assert "3000 bytes ignored" in data.warnings[0]


def test_empty_file_beside_good_one_is_a_warning(tmp_path: Path, clean: tuple[bytes, dict]) -> None:
    good = damaged(tmp_path, clean[0])
    empty = tmp_path / "events.out.tfevents.1600000000.host.2.0"
    empty.write_bytes(b"")
    raw = read_unit(Unit("tensorboard", "run", (empty, good)))
    assert len(raw.fragments) == 1
    assert any("empty (0 bytes)" in w for w in raw.warnings)


def test_unreadable_run_is_a_one_line_input_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    noise = tmp_path / "run" / "events.out.tfevents.1700000000.host.1.0"
    noise.parent.mkdir()
    noise.write_bytes(np.random.default_rng(0).integers(0, 256, 5000, dtype=np.uint8).tobytes())
    with pytest.raises(InputError) as info:
        api.load([noise.parent])
    assert "\n" not in str(info.value) and str(noise) in str(info.value)
    assert main(["inspect", str(noise)]) == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and "no readable TensorBoard record" in err
    empty = tmp_path / "e" / "events.out.tfevents.1700000000.host.1.0"
    empty.parent.mkdir()
    empty.write_bytes(b"")
    assert main(["inspect", str(empty.parent)]) == 2


def test_zero_filled_hole_is_skipped_quickly(tmp_path: Path, clean: tuple[bytes, dict]) -> None:
    import time

    buf, _ = clean
    cut = offsets(buf)[300]
    hole = bytes(4 << 20)  # what a crash can leave: a zero-filled hole in the middle
    start = time.perf_counter()
    data = read_file(damaged(tmp_path, buf[:cut] + hole + buf[cut:]), {})
    assert time.perf_counter() - start < 5
    assert [len(t.steps) for t in data.tags.values()] == [STEPS, STEPS]
    assert len(data.warnings) == 1
    assert f"at byte {cut} failed its length CRC check; resynchronised at byte {cut + len(hole)}" in data.warnings[0]
