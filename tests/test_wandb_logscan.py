"""The vectorised chunk scan of `.wandb` files: walk and batched CRC check equal a chunk-by-chunk check."""

from __future__ import annotations

import random
import struct
import zlib
from unittest import mock

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from lossdoctor.ingest.wandb import logscan as wandb_logscan
from lossdoctor.ingest.wandb.log import BLOCK, frame, records
from lossdoctor.ingest.wandb.logscan import _TABLES, _Y0, scan


def _reference(data: bytes, positions: list[int]) -> list[bool]:
    """full_ok computed one chunk at a time, as the original framing loop did."""
    out = []
    for pos in positions:
        crc, length, kind = struct.unpack_from("<IHB", data, pos)
        end = pos + 7 + length
        stop = min((pos // BLOCK + 1) * BLOCK, len(data))
        out.append(kind == 1 and end <= stop and zlib.crc32(data[pos + 6:end]) == crc)
    return out


def _chain(data: bytes) -> list[int]:
    """Chunk offsets by walking each block from its start until the chain leaves it."""
    found = []
    for block_start in range(0, len(data), BLOCK):
        pos, stop = max(block_start, 7), min(block_start + BLOCK, len(data))
        while pos + 7 <= stop:
            found.append(pos)
            if not 1 <= data[pos + 6] <= 4:
                break
            pos += 7 + data[pos + 4] + (data[pos + 5] << 8)
    return found


def test_reset_bytes_bring_the_crc_state_back() -> None:
    rng = random.Random(3)
    for s in [0, 0xFFFFFFFF, *(rng.getrandbits(32) for _ in range(200))]:
        a = np.array([s], dtype=np.uint32)
        y = int((np.uint32(_Y0) ^ _TABLES[0][a & 0xFF] ^ _TABLES[1][(a >> 8) & 0xFF]
                 ^ _TABLES[2][(a >> 16) & 0xFF] ^ _TABLES[3][a >> 24])[0])
        assert zlib.crc32(b"\0\0" + y.to_bytes(4, "little"), s) == 0


def test_intact_file_scans_every_chunk_ok() -> None:
    rng = random.Random(5)
    payloads = [bytes(rng.getrandbits(8) for _ in range(rng.choice([0, 1, 50, 300, 5000, 40000])))
                for _ in range(60)]
    data = frame(payloads)
    work = bytearray(data)
    found = scan(work)
    assert work == data  # the scratch copy is put back as it was
    assert found.pos.tolist() == _chain(data)
    assert (found.ok & (found.kind == 1)).tolist() == _reference(data, found.pos.tolist())
    assert [p for _, p in records(data, "x").records] == payloads


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 3000), min_size=1, max_size=80),
       st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(1, 255)), max_size=6),
       st.integers(0, 2**32 - 1))
def test_corrupted_file_scan_equals_chunk_by_chunk_check(sizes: list[int], flips: list[tuple[float, int]],
                                                         seed: int) -> None:
    rng = random.Random(seed)
    data = bytearray(frame([rng.randbytes(size) for size in sizes]))
    for where, xor in flips:
        data[7 + int(where * (len(data) - 7))] ^= xor
    work = bytearray(data)
    found = scan(work)
    assert work == data
    assert found.pos.tolist() == _chain(bytes(data))
    assert (found.ok & (found.kind == 1)).tolist() == _reference(bytes(data), found.pos.tolist())


def test_two_bad_chunks_in_one_block_are_both_found() -> None:
    data = bytearray(frame([bytes([i]) * 100 for i in range(20)]))
    chunks = _chain(bytes(data))
    for k in (3, 9):
        data[chunks[k] + 20] ^= 0x55
    found = scan(bytearray(data))
    assert [i for i, ok in enumerate((found.ok & (found.kind == 1)).tolist()) if not ok] == [3, 9]


@settings(max_examples=120, deadline=None)
@given(st.lists(st.integers(0, 70000), min_size=1, max_size=40),
       st.lists(st.tuples(st.floats(0, 1, exclude_max=True), st.integers(1, 255)), max_size=4),
       st.integers(0, 2**32 - 1), st.floats(0, 1), st.booleans(), st.sampled_from([BLOCK, 128 * BLOCK]))
def test_leaps_read_what_the_chunk_by_chunk_reader_reads(sizes: list[int], flips: list[tuple[float, int]],
                                                         seed: int, keep: float, zero_block: bool,
                                                         segment: int) -> None:
    rng = random.Random(seed)
    data = bytearray(frame([rng.randbytes(size) for size in sizes]))
    if zero_block:  # a pre-allocated block, zeros, in the middle
        at = rng.randrange(0, len(data) // BLOCK + 1) * BLOCK
        data[at:at] = bytes(BLOCK)
    for where, xor in flips:
        data[7 + int(where * (len(data) - 7))] ^= xor
    data = data[:max(7, int(len(data) * (0.5 + keep / 2)))]  # often a torn tail
    with mock.patch.object(wandb_logscan, "SEGMENT", segment):
        fast = records(bytes(data), "x")
    with mock.patch.object(wandb_logscan, "_leaps", lambda pos, *_: np.full(len(pos), -1)):
        slow = records(bytes(data), "x")
    assert fast.records == slow.records
    assert fast.warnings == slow.warnings and fast.lost_bytes == slow.lost_bytes


def test_leaps_on_large_damaged_files() -> None:
    rng = random.Random(1)
    leaped = 0
    for _ in range(8):
        data = bytearray(frame([rng.randbytes(rng.choice([0, 5, 200, 3000, 40000, 70000])) for _ in range(250)]))
        for _ in range(rng.randrange(0, 4)):
            data[rng.randrange(7, len(data))] ^= rng.randrange(1, 256)
        if rng.random() < 0.4:
            at = rng.randrange(0, len(data) // BLOCK) * BLOCK
            data[at:at] = bytes(BLOCK)
        data = data[:rng.randrange(len(data) // 2, len(data) + 1)]
        leaped += int((wandb_logscan.scan(bytearray(data)).leap > 0).sum())
        fast = records(bytes(data), "x")
        with mock.patch.object(wandb_logscan, "_leaps", lambda pos, *_: np.full(len(pos), -1)):
            slow = records(bytes(data), "x")
        assert fast.records == slow.records
        assert fast.warnings == slow.warnings and fast.lost_bytes == slow.lost_bytes
    assert leaped > 1000  # the leaps were taken, not only the chunk-by-chunk path


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        out.append((value & 0x7F) | (0x80 if value > 0x7F else 0))
        value >>= 7
        if not value:
            return bytes(out)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.one_of(st.none(), st.integers(0, 2**60)), st.integers(2, 40), st.integers(0, 5),
                          st.binary(max_size=12)), min_size=1, max_size=30))
def test_record_kinds_from_first_words(records_: list[tuple[int | None, int, int, bytes]]) -> None:
    # Field 1 is `num` itself (a record starting 08 is read as num, then its type tag).
    from lossdoctor.ingest.wandb.fastdecode import kinds

    buf, starts, expected = bytearray(), [], []
    for num, field, wire, rest in records_:
        starts.append(len(buf))
        if num is not None:
            buf += b"\x08" + _varint(num)
        buf += _varint(field << 3 | wire) + rest
        expected.append(field if wire == 2 else -1)
    b = np.frombuffer(bytes(buf + bytes(64)), dtype=np.uint8)
    assert kinds(b, np.array(starts, dtype=np.int64)).tolist() == expected


def test_a_file_of_one_record_cut_short_leaps_nowhere() -> None:
    data = frame([bytes(range(256)) * 300])[:BLOCK + 100]  # FIRST, then part of a MIDDLE
    found = scan(bytearray(data))
    assert (found.leap == -1).all()
    framed = records(data, "x")
    assert framed.records == [] and "torn tail" in framed.warnings[-1]


@settings(max_examples=15, deadline=None)
@given(st.lists(st.integers(0, 70000), min_size=1, max_size=40), st.integers(0, 2**32 - 1),
       st.lists(st.floats(0, 1), max_size=3))
def test_a_scan_split_over_two_processes_equals_one(sizes: list[int], seed: int, flips: list[float]) -> None:
    from lossdoctor import parallel

    rng = random.Random(seed)
    data = bytearray(frame([rng.randbytes(size) for size in sizes]))
    for where in flips:
        data[7 + int(where * (len(data) - 8))] ^= 0x5A
    whole = scan(bytes(data))
    with mock.patch.object(wandb_logscan, "SPLIT_BLOCKS", 2), mock.patch.object(parallel, "split_work", lambda: True):
        halves = scan(bytes(data))
    for name in ("pos", "end", "kind", "ok", "leap"):
        assert np.array_equal(getattr(whole, name), getattr(halves, name)), name


def test_a_buffer_with_a_live_view_is_read_whole() -> None:
    """A bytearray that another view still exports cannot grow in place (Python's BufferError):
    a Dask worker's throttled garbage collector left such a view alive and the W&B run came back
    as an error in CI. The records are read from a grown copy instead, the same as without it."""
    payloads = [bytes([i]) * (40000 if i % 5 == 0 else 300) for i in range(30)]
    data = bytearray(frame(payloads))
    held = memoryview(data)  # what an uncollected array of an earlier pass would hold
    framed = records(data, "x")
    assert [p for _, p in framed.records] == payloads
    held.release()
