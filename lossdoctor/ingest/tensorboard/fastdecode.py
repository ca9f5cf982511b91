"""Bulk decoding of records that share one byte layout, with every data CRC checked.

Records of one length are decoded against a template record: the fields that change
(wall time, step, values) are read as numpy columns at fixed offsets. CRC-32C is linear
over XOR, so a record's CRC is the template's corrected by one table term per variable
byte. Chunk by chunk we check the cheap aggregate (constant bytes equal the template's,
the XOR of the stored CRCs equals the XOR of the expected ones); when a chunk fails it,
every record of the chunk is checked exactly. A record that fails is damaged or laid
out differently (another tag of the same length); it goes to the next template or to
the protobuf fallback, which tells the two apart. So a record is only decoded here when
its bytes are exactly the template's with new values, and its CRC checks out.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.ingest.filemap import FileBytes
from lossdoctor.ingest.tensorboard.columns import RAW as _RAW
from lossdoctor.ingest.tensorboard.columns import Records
from lossdoctor.ingest.tensorboard.columns import field as _field
from lossdoctor.ingest.tensorboard.crc import MASK_DELTA as _DELTA
from lossdoctor.ingest.tensorboard.crc import crc as plain_crc
from lossdoctor.ingest.tensorboard.crc import masked_crc, shifted_table, unmask
from lossdoctor.ingest.tensorboard.layout import ITEMSIZE, Layout, parse

CHUNK = 1 << 14


@dataclass
class Decoded:
    """Records decoded with one layout: one row per record, one value column per spot."""

    layout: Layout
    numbers: np.ndarray
    steps: np.ndarray
    walls: np.ndarray
    values: list[np.ndarray]


@dataclass(frozen=True)
class _Plan:
    """Everything decode needs about one template, computed once."""

    const: int  # CRC of the template with its variable bytes zeroed
    tables: dict[int, np.ndarray]  # CRC term of each variable byte position
    windows: tuple[tuple[int, int, int], ...]  # (offset, mask, expected) over the constant bytes
    varint: tuple[int, int] | None  # (mask, expected) of the step's continuation bits


def _plan(layout: Layout, template: bytes) -> _Plan:
    length = layout.length
    variable = layout.variable_bytes()
    const = plain_crc(template)
    tables: dict[int, np.ndarray] = {}
    for k in variable:
        tables[k] = shifted_table(length - 1 - k)
        const ^= int(tables[k][template[k]])
    # Cover the constant bytes with 8-byte windows; none reads past the data CRC.
    todo = sorted(set(range(length)) - set(variable))
    windows = []
    padded = template + bytes(8)
    while todo:
        at = max(0, min(todo[0], length - 4))
        inside = [k for k in todo if at <= k < at + 8]
        mask = sum(0xFF << (8 * (k - at)) for k in inside)
        expected = int.from_bytes(padded[at:at + 8], "little") & mask
        windows.append((at, mask, expected))
        todo = [k for k in todo if k not in inside]
    varint = None
    if layout.step is not None and layout.step[1] <= 4:
        width = layout.step[1]
        varint = (sum(0x80 << (8 * i) for i in range(width)), sum(0x80 << (8 * i) for i in range(width - 1)))
    return _Plan(const, tables, tuple(windows), varint)


def constant_part(layout: Layout, template: bytes) -> bytes:
    """The template with its variable bytes zeroed: equal for every record of one layout."""
    out = bytearray(template)
    for k in layout.variable_bytes():
        out[k] = 0
    return bytes(out)


_PLANS: dict[tuple[Layout, bytes], _Plan] = {}


def _cached_plan(layout: Layout, template: bytes) -> _Plan:
    """_plan, once per layout and constant bytes: a file interrupted every few hundred steps
    has thousands of periodic blocks whose slots share a handful of layouts."""
    key = (layout, constant_part(layout, template))
    plan = _PLANS.get(key)
    if plan is None:
        if len(_PLANS) > 4096:
            _PLANS.clear()
        plan = _PLANS[key] = _plan(layout, template)
    return plan


def _mix(acc: np.ndarray, raw: np.ndarray, offset: int, width: int, tables: dict[int, np.ndarray]) -> None:
    """XOR into `acc` the CRC terms of the `width` bytes of `raw` that sit at `offset`."""
    as_bytes = raw.view(np.uint8).reshape(len(raw), -1)
    for i in range(width):
        np.bitwise_xor(acc, tables[offset + i][as_bytes[:, i]], out=acc)


def _mix_one(raw: np.ndarray, offset: int, width: int, tables: dict[int, np.ndarray]) -> int:
    """The XOR over all rows of their CRC terms, from the XOR of the rows (CRC is linear)."""
    if raw.ndim == 1:
        row = int(np.bitwise_xor.reduce(raw)).to_bytes(raw.dtype.itemsize, "little")
    else:
        row = np.bitwise_xor.reduce(raw, axis=0).tobytes()
    folded = 0
    for i in range(width):
        folded ^= int(tables[offset + i][row[i]])
    return folded


def _varint(raw: np.ndarray, width: int) -> np.ndarray:
    """Decode varints of a fixed width (continuation bits are checked elsewhere)."""
    as_bytes = raw.view(np.uint8).reshape(len(raw), -1)
    if width == 1:
        return as_bytes[:, 0]
    total = np.zeros(len(raw), dtype=np.uint64)
    for i in range(width):
        total |= (as_bytes[:, i] & np.uint8(0x7F)).astype(np.uint64) << np.uint64(7 * i)
    return total.view(np.int64)


def _varint_ok(raw: np.ndarray, width: int) -> np.ndarray:
    as_bytes = raw.view(np.uint8).reshape(len(raw), -1)
    ok = as_bytes[:, width - 1] < 0x80
    for i in range(width - 1):
        ok &= as_bytes[:, i] >= 0x80
    return ok


def _to_float(raw: np.ndarray, dtype: str) -> np.ndarray:
    if dtype == "bf16":
        return (raw.astype(np.uint32) << np.uint32(16)).view(np.float32)
    return raw.view(dtype)


def _aggregate_ok(part: Records, layout: Layout, plan: _Plan, steps: np.ndarray, walls: np.ndarray,
                  values: list[np.ndarray], matched: bool = False) -> bool:
    """Decode a chunk into the arrays and check it as a whole; False means "look closer".

    Constant bytes must equal the template's, continuation bits must be right, and the
    XOR of all stored CRCs must equal the XOR of the expected ones, which by linearity
    comes from the XOR of each variable field over the chunk. Few numpy passes, no
    per-record table lookups. `matched`: every record passed `matching` already (its
    constant bytes and continuation bits), so only the CRC is left to check.
    """
    folded = plan.const if part.count % 2 else 0
    if layout.wall is not None:
        raw = walls.view(np.uint64)
        np.copyto(raw, part.col("<u8", layout.wall))
        folded ^= _mix_one(raw, layout.wall, 8, plan.tables)
    if layout.step is not None:
        offset, width = layout.step
        if width == 1:
            column = part.col("u1", offset)
            steps[:] = column
            if not matched and not bool((column < 0x80).all()):
                return False
            folded ^= _mix_one(column, offset, 1, plan.tables)
        else:
            raw = _field(part, offset, width)
            if matched:
                pass
            elif plan.varint is None:
                if not bool(_varint_ok(raw, width).all()):
                    return False
            else:
                mask, expected = plan.varint
                word = raw.view(np.uint32) if raw.dtype.itemsize == 4 else raw.astype(np.uint32)
                if int(np.bitwise_or.reduce((word & np.uint32(mask)) ^ np.uint32(expected))):
                    return False
            steps[:] = _varint(raw, width)
            folded ^= _mix_one(raw, offset, width, plan.tables)
    for spot, column in zip(layout.spots, values):
        width = ITEMSIZE[spot.dtype]
        raw = part.col(_RAW[width], spot.offset)
        column[:] = _to_float(raw, spot.dtype) if spot.dtype == "bf16" else part.col(spot.dtype, spot.offset)
        folded ^= _mix_one(raw, spot.offset, width, plan.tables)
    for at, mask, expected in () if matched else plan.windows:
        if int(np.bitwise_or.reduce(part.col("<u8", at) ^ np.uint64(expected))) & mask:
            return False
    # unmask(x) = rotl15(x - delta): the subtraction is per record, the rotation commutes with XOR.
    shifted = int(np.bitwise_xor.reduce(np.subtract(part.col("<u4", layout.length), np.uint32(_DELTA),
                                                    dtype=np.uint32)))
    return ((shifted << 15) | (shifted >> 17)) & 0xFFFFFFFF == folded


def _record_ok(part: Records, layout: Layout, plan: _Plan) -> np.ndarray:
    """The exact check, record by record: CRC by table lookups, constants, continuation bits."""
    acc = np.full(part.count, plan.const, dtype=np.uint32)
    step_raw = None
    spans = [(layout.wall, 8)] if layout.wall is not None else []
    if layout.step is not None:
        spans.append(layout.step)
    spans += [(spot.offset, ITEMSIZE[spot.dtype]) for spot in layout.spots]
    for offset, width in spans:
        raw = _field(part, offset, width)
        _mix(acc, raw, offset, width, plan.tables)
        if layout.step is not None and offset == layout.step[0]:
            step_raw = raw
    ok = acc == unmask(part.col("<u4", layout.length))
    for at, mask, expected in plan.windows:  # the CRC terms above assumed these bytes
        ok &= (part.col("<u8", at) & np.uint64(mask)) == np.uint64(expected)
    if layout.step is not None and step_raw is not None:
        ok &= _varint_ok(step_raw, layout.step[1])
    return ok


def _chunk(part: Records, layout: Layout, plan: _Plan, steps: np.ndarray, walls: np.ndarray,
           values: list[np.ndarray], matched: bool = False) -> np.ndarray | None:
    """Decode one cache-sized chunk; return the per-record ok mask, or None when all are ok."""
    with np.errstate(invalid="ignore"):  # signalling NaNs in the data are kept, not warned about
        return _decode_chunk(part, layout, plan, steps, walls, values, matched)


def _decode_chunk(part: Records, layout: Layout, plan: _Plan, steps: np.ndarray, walls: np.ndarray,
                  values: list[np.ndarray], matched: bool) -> np.ndarray | None:
    if _aggregate_ok(part, layout, plan, steps, walls, values, matched):
        return None
    # Something differs: decode every field (an early exit may have skipped some) and judge
    # each record exactly.
    if layout.wall is not None:
        np.copyto(walls.view(np.uint64), part.col("<u8", layout.wall))
    if layout.step is not None:
        steps[:] = _varint(_field(part, *layout.step), layout.step[1])
    for spot, column in zip(layout.spots, values):
        column[:] = _to_float(_field(part, spot.offset, ITEMSIZE[spot.dtype]), spot.dtype)
    return _record_ok(part, layout, plan)


class Decoder:
    """Decodes one set of same-layout records, chunk by chunk, into arrays the caller owns.

    `matched`: every record passed `matching` already. `match`: each chunk is put through
    `matching` here, on the rows it copies for decoding anyway (records that fail it are
    not decoded: the caller tries them with another template)."""

    def __init__(self, records: Records, template: bytes, layout: Layout, matched: bool = False,
                 match: bool = False) -> None:
        self.records, self.layout, self.matched, self.match = records, layout, matched, match
        self.template = template
        self.plan = _cached_plan(layout, template)

    def chunk(self, start: int, stop: int, steps: np.ndarray, walls: np.ndarray,
              values: list[np.ndarray]) -> np.ndarray | None:
        """Decode records start..stop into the arrays (rows for those records only).

        Returns None when every record matched the template, else the ok mask; rows that
        did not match hold garbage. A record matches when it is the template with other
        variable bytes, its step varint keeps the template's width, and its CRC checks out.
        """
        if self.layout.step is None:
            steps[:] = 0
        if self.layout.wall is None:
            walls[:] = 0.0
        part = self.records.part(start, stop)
        if not self.match:
            return _chunk(part, self.layout, self.plan, steps, walls, values, self.matched)
        same = matching(part, self.template, self.layout)
        if same.all():
            return _chunk(part, self.layout, self.plan, steps, walls, values, True)
        keep = np.flatnonzero(same)
        if not keep.size:
            return same
        sub_steps, sub_walls = steps[keep], walls[keep]
        sub_values = [column[keep] for column in values]
        ok = _chunk(part.subset(keep), self.layout, self.plan, sub_steps, sub_walls, sub_values, True)
        steps[keep], walls[keep] = sub_steps, sub_walls
        for column, sub in zip(values, sub_values):
            column[keep] = sub
        if ok is not None:
            same[keep] = ok
        return same


def decode_into(records: Records, template: bytes, layout: Layout, steps: np.ndarray, walls: np.ndarray,
                values: list[np.ndarray], matched: bool = False, match: bool = False) -> np.ndarray | None:
    """Decode `records` into the given arrays; None when all matched, else the ok mask."""
    decoder = Decoder(records, template, layout, matched, match)
    n = records.count
    ok: np.ndarray | None = None
    step = records.chunk_size(CHUNK)
    for start in range(0, n, step):
        stop = min(n, start + step)
        part_ok = decoder.chunk(start, stop, steps[start:stop], walls[start:stop],
                                [column[start:stop] for column in values])
        if part_ok is not None:
            if ok is None:
                ok = np.ones(n, dtype=bool)
            ok[start:stop] = part_ok
    return ok


def decode(records: Records, numbers: np.ndarray, template: bytes, layout: Layout,
           matched: bool = False, match: bool = False) -> tuple[Decoded, np.ndarray]:
    """Decode every record that matches `template`; return them and the mask of those that did not.

    `matched`: every record passed `matching` (only CRCs are left to check in bulk);
    `match`: put each chunk through `matching` first (see `Decoder`).
    """
    n = records.count
    steps = np.empty(n, dtype=np.int64)
    walls = np.empty(n, dtype=np.float64)
    values = [np.empty(n, dtype=np.float64) for _ in layout.spots]
    ok = decode_into(records, template, layout, steps, walls, values, matched, match)
    if ok is None:
        return Decoded(layout, numbers, steps, walls, values), np.zeros(n, dtype=bool)
    numbers, steps, walls = numbers[ok], steps[ok], walls[ok]
    return Decoded(layout, numbers, steps, walls, [column[ok] for column in values]), ~ok


def matching(records: Records, template: bytes, layout: Layout) -> np.ndarray:
    """Records whose constant bytes equal the template's and whose step varint keeps its
    width: those the template decodes unless damaged (a cheap sort before decoding, so that
    records of another tag of the same length do not make whole chunks fail)."""
    plan = _cached_plan(layout, template)
    rows = records.buf
    if (isinstance(rows, np.ndarray) and rows.ndim == 2 and records.offsets is None and records.base == 0
            and records.reps == 1 and records.stride == rows.shape[1] and rows.flags.c_contiguous
            and rows.shape[1] % 8 == 0):
        # Compacted rows: every constant byte and continuation bit at once, word by word.
        # (A loop over words: numpy reduces a 2-D array along short rows slowly.)
        words = rows.view("<u8")
        ok = np.ones(records.count, dtype=bool)
        for k, mask, expected in _row_masks(layout, template, rows.shape[1]):
            column = words[:, k]
            ok &= (column if mask == 0xFFFFFFFFFFFFFFFF else column & np.uint64(mask)) == np.uint64(expected)
        return ok
    ok = np.ones(records.count, dtype=bool)
    for at, mask, expected in plan.windows:
        ok &= (records.col("<u8", at) & np.uint64(mask)) == np.uint64(expected)
    if layout.step is not None:
        ok &= _varint_ok(_field(records, *layout.step), layout.step[1])
    return ok


_MASKS: dict[tuple[Layout, bytes, int], list[tuple[int, int, int]]] = {}


def _row_masks(layout: Layout, template: bytes, width: int) -> list[tuple[int, int, int]]:
    """(word, mask, value) for each 8-byte word of a compacted row with bits `matching` checks."""
    key = (layout, constant_part(layout, template), width)
    found = _MASKS.get(key)
    if found is None:
        mask = bytearray(width)
        expected = bytearray(width)
        variable = set(layout.variable_bytes())
        for k in range(layout.length):
            if k not in variable:
                mask[k], expected[k] = 0xFF, template[k]
        if layout.step is not None:  # continuation bits: set on every byte but the last
            at, size = layout.step
            for k in range(at, at + size):
                mask[k], expected[k] = 0x80, 0x80 if k < at + size - 1 else 0
        if len(_MASKS) > 4096:
            _MASKS.clear()
        found = _MASKS[key] = [(k // 8, int.from_bytes(mask[k:k + 8], "little"),
                                int.from_bytes(expected[k:k + 8], "little"))
                               for k in range(0, width, 8) if any(mask[k:k + 8])]
    return found


def _step_fits(layout: Layout, data: bytes) -> bool:
    """The step varint ends where the layout says (the other variable bytes take any value)."""
    if layout.step is None:
        return True
    at, width = layout.step
    return all(b >= 0x80 for b in data[at:at + width - 1]) and data[at + width - 1] < 0x80


def template_at(buf: FileBytes, data_offset: int, length: int,
                known: dict[int, list[tuple[bytes, Layout]]] | None = None) -> tuple[bytes, Layout | None]:
    """A record's data and its layout (None when damaged or not fast-path material).

    `known` (length -> (constant part, layout)) holds layouts parsed before: a record that
    equals one of them outside its variable bytes has that layout, without a new parse.
    """
    data = buf[data_offset:data_offset + length]
    stored = int.from_bytes(buf[data_offset + length:data_offset + length + 4], "little")
    if masked_crc(data) != stored:
        return data, None
    if known is None:
        return data, parse(data)
    seen = known.setdefault(length, [])
    for constant, layout in seen:
        if constant_part(layout, data) == constant and _step_fits(layout, data):
            return data, layout
    found = parse(data)
    if found is not None and len(seen) < 16:
        seen.append((constant_part(found, data), found))
    return data, found
