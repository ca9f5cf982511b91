"""The vectorised chunk scan of `.wandb` files: walk and batched CRC check equal a chunk-by-chunk check."""

from __future__ import annotations

import random
import struct
import zlib

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from lossdoctor.ingest.wandb_log import BLOCK, frame, records
from lossdoctor.ingest.wandb_logscan import _TABLES, _Y0, scan


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
    assert found.full_ok.tolist() == _reference(data, found.pos.tolist())
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
    assert found.full_ok.tolist() == _reference(bytes(data), found.pos.tolist())


def test_two_bad_chunks_in_one_block_are_both_found() -> None:
    data = bytearray(frame([bytes([i]) * 100 for i in range(20)]))
    chunks = _chain(bytes(data))
    for k in (3, 9):
        data[chunks[k] + 20] ^= 0x55
    found = scan(bytearray(data))
    assert [i for i, ok in enumerate(found.full_ok.tolist()) if not ok] == [3, 9]
