"""Byte-matrix helpers of the vectorised W&B history decoder: equal to float() on every text."""

from __future__ import annotations

import math
import random

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from lossdoctor.ingest.wandb.bytes import integers, rows, values


def _parse(texts: list[bytes]) -> tuple[np.ndarray, np.ndarray]:
    """values() over `texts` laid out in one padded buffer (with junk between them)."""
    buf = bytearray()
    spans = []
    for text in texts:
        buf += b"\x12\x82"  # bytes that must not leak into a value
        spans.append((len(buf), len(buf) + len(text)))
        buf += text
    buf += bytes(64)
    b = np.frombuffer(bytes(buf), dtype=np.uint8)
    vs, ve = (np.array(x, dtype=np.int64) for x in zip(*spans))
    return values(b, bytes(buf), vs, ve)


def _same(values: np.ndarray, texts: list[bytes]) -> bool:
    expected = [float(t) for t in texts]
    return all((math.isnan(a) and math.isnan(e)) or (a == e and math.copysign(1, a) == math.copysign(1, e))
               for a, e in zip(values.tolist(), expected))


def test_repeated_texts_parse_once_and_equal_float() -> None:
    rng = random.Random(1)
    pool = [b"3.1", b"NaN", b"Infinity", b"-Infinity", b"65536.0", b"-0.0", b"1e-05", b"0.0007000000000000001"]
    texts = [rng.choice(pool) for _ in range(3000)]
    values, ok = _parse(texts)
    assert ok.all()
    assert _same(values, texts)


def test_a_text_first_seen_late_takes_the_general_path() -> None:
    texts = [b"1.5"] * 2000 + [b"2.25"] + [b"1.5"] * 10
    values, ok = _parse(texts)
    assert ok.all() and _same(values, texts)


def test_non_numbers_among_few_texts_are_flagged() -> None:
    texts = [b"1.5", b"2"] * 300
    texts[7] = b'"warmup"'
    values, ok = _parse(texts)
    assert np.flatnonzero(~ok).tolist() == [7]
    assert _same(values[ok], [t for i, t in enumerate(texts) if i != 7])


def test_many_distinct_texts() -> None:
    rng = random.Random(2)
    texts = [repr(rng.uniform(-1e6, 1e6)).encode() for _ in range(2000)]
    values, ok = _parse(texts)
    assert ok.all() and _same(values, texts)


def test_rows_copies_unaligned_words() -> None:
    b = np.frombuffer(bytes(range(256)) + bytes(64), dtype=np.uint8)
    starts = np.array([0, 1, 7, 13, 250], dtype=np.int64)
    mat = rows(b, starts, 12)
    assert mat.shape == (5, 16)
    assert [bytes(row) for row in mat] == [bytes(b[s:s + 16]) for s in starts]


def _spans(texts: list[bytes]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    buf = bytearray(b"-9" * 8)  # digits and signs right before a text must not leak in
    spans = []
    for text in texts:
        spans.append((len(buf), len(buf) + len(text)))
        buf += text + b"7-"
    b = np.frombuffer(bytes(buf + bytes(64)), dtype=np.uint8)
    vs, ve = (np.array(x, dtype=np.int64) for x in zip(*spans))
    return b, vs, ve


def test_integers_convert_word_by_word_as_float_does() -> None:
    rng = random.Random(7)
    texts = [b"0", b"-0", b"7", b"-7", b"12345678", b"123456789", b"0000000000000001", b"9999999999999999",
             b"-9007199254740993", b"9007199254740995"]
    texts += [str(rng.randrange(-10**16 + 1, 10**16)).encode() for _ in range(3000)]
    result = integers(*_spans(texts))
    assert result is not None and _same(result, texts)


def test_anything_but_plain_integers_is_left_to_the_cast() -> None:
    for odd in (b"1.5", b"12a", b"-", b"", b"--1", b"1-2", b" 12", b"+1", b"12345678901234567", b"1e5", b"NaN",
                b"1_000", b"\x001"):
        assert integers(*_spans([b"12", odd, b"3"])) is None, odd


def test_decimals_without_a_text_cast_equal_float() -> None:
    rng = random.Random(4)
    texts = [repr(rng.uniform(-10, 10)).encode() for _ in range(500)]
    texts += [repr(1.79e9 + rng.random()).encode() for _ in range(300)]  # 1.795616355608873e+09
    texts += [repr(rng.uniform(0, 1e-3)).encode() for _ in range(300)]  # e-05 exponents
    texts += [repr(rng.lognormvariate(0, 20)).encode() for _ in range(300)]  # past Clinger's range
    texts += [b"0.1", b"-0.0", b"0", b"-7", b"1e5", b"1E+5", b"2.5e-3", b"123456789012345678", b"1.0e22",
              b"9007199254740993", b"0.30000000000000004", b"1e400", b"-1e-400", b"5e-324", b"NaN", b"-Infinity"]
    rng.shuffle(texts)
    values, ok = _parse(texts)
    assert ok.all() and _same(values, texts)


def test_decimals_fast_path_covers_common_texts_exactly() -> None:
    from lossdoctor.ingest.wandb.bytes import decimals, gather

    rng = random.Random(6)
    texts = [repr(round(rng.uniform(0, 10), 6)).encode() for _ in range(400)]
    texts += [b"1.7956163556085706e+09", b"1.795616355608873e+09", b"-2.5e-05", b"42", b"1e5"]
    buf = bytearray(b"\x12" * 16)
    spans = []
    for text in texts:
        spans.append((len(buf), len(buf) + len(text)))
        buf += text + b"\x82"
    buf += bytes(64)
    b = np.frombuffer(bytes(buf), dtype=np.uint8)
    vs, ve = (np.array(x, dtype=np.int64) for x in zip(*spans))
    parsed, exact = decimals(b, gather(b, vs, ve - vs, int((ve - vs).max())), vs, ve)
    assert exact.mean() > 0.99 and exact[-5:].all()  # a rare tie at 64 bits is left to the text cast
    assert _same(parsed[exact], [t for t, e in zip(texts, exact.tolist()) if e])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.one_of(st.floats(allow_nan=False).map(lambda x: repr(x).encode()),
                          st.from_regex(r"\A-?[0-9]{1,12}(\.[0-9]{1,12})?([eE][+-]?[0-9]{1,3})?\Z").map(str.encode)),
                min_size=1, max_size=300))
def test_values_equal_float_on_any_json_number(texts: list[bytes]) -> None:
    values, ok = _parse(texts)
    assert ok.all() and _same(values, texts)
