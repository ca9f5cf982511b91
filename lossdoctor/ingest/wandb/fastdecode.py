"""Vectorised decoding of many W&B history records at once (numpy over the raw protobuf bytes).

Walking `HistoryItem` objects from Python costs about 1 us per value; this walks the wire
format of all records in parallel instead: a few numpy passes per field depth, keys
identified by hashing their bytes, and all values of a key parsed by one numpy cast
(each distinct text once when a column mostly repeats a few values).
It handles the shape wandb writes (`Record{num, history{item{nested_key|key, value_json}
..., step}}`); any record or item with another shape (typed-only values, several
nested keys, unknown fields) goes to the exact protobuf path in `wandb.records`.
Results equal the exact path's, except that a key repeated inside one row (which wandb
never writes) may list its values in another order within that row.
"""

from __future__ import annotations

import numpy as np

from lossdoctor import parallel
from lossdoctor.ingest.unaligned import unaligned
from lossdoctor.ingest.wandb import paging
from lossdoctor.ingest.wandb.bytes import distinct, row_hash
from lossdoctor.ingest.wandb.bytes import rows as byte_rows
from lossdoctor.ingest.wandb.bytes import values as parse_values
from lossdoctor.ingest.wandb.history import NEVER_USED
from lossdoctor.ingest.wandb.log import PAD


def _skip_varint(b: np.ndarray, p: np.ndarray) -> np.ndarray:
    p = p.copy()
    for _ in range(10):
        more = b[p] >= 0x80
        if not more.any():
            break
        p[more] += 1
    return p + 1


def _read_len(b: np.ndarray, p: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """A length varint of up to 3 bytes at each position: (value, position after, too long)."""
    b0 = b[p]
    if not (b0 >= 0x80).any():  # nearly always: every length below 128
        return b0.astype(np.int64), p + 1, np.zeros(len(p), dtype=bool)
    b0, b1, b2 = b0.astype(np.int64), b[p + 1].astype(np.int64), b[p + 2].astype(np.int64)
    one = b0 < 0x80
    two = ~one & (b1 < 0x80)
    three = ~one & ~two & (b2 < 0x80)
    value = np.where(one, b0, np.where(two, (b0 & 0x7F) | (b1 << 7),
                                       (b0 & 0x7F) | ((b1 & 0x7F) << 7) | (b2 << 14)))
    size = np.where(one, 1, np.where(two, 2, 3))
    return value, p + size, ~(one | two | three)


class Fast:
    """Per-key (rows, values) found by the vectorised pass, and what it left for the slow path."""

    def __init__(self) -> None:
        self.keys: dict[str, tuple[list[np.ndarray], list[np.ndarray]]] = {}
        self.aside: dict[str, tuple[list[np.ndarray], list[np.ndarray]]] = {}  # from records set aside
        self.slow_records: np.ndarray = np.zeros(0, dtype=np.int64)
        self.slow_items: list[tuple[int, bytes | bytearray]] = []  # (row, serialized HistoryItem)
        self.odd_values: list[tuple[str, int, str]] = []  # (key, row, JSON text) not plain numbers
        self.bad_rows: set[int] = set()  # rows protobuf would reject (invalid UTF-8 in a string)
        self.skipped: dict[str, list[np.ndarray]] = {}  # key -> rows of values that are no number

    def put(self, key: str, rows: np.ndarray, values: np.ndarray) -> None:
        entry = self.keys.setdefault(key, ([], []))
        entry[0].append(rows)
        entry[1].append(values)

    def renumber(self, rows: np.ndarray) -> None:
        """Row i of what was decoded becomes row rows[i] (a part of the history decoded alone)."""
        self.keys = {key: ([rows[r] for r in parts], values) for key, (parts, values) in self.keys.items()}
        self.aside = {key: ([rows[r] for r in parts], values) for key, (parts, values) in self.aside.items()}
        self.slow_records = rows[self.slow_records]
        self.slow_items = [(int(rows[row]), raw) for row, raw in self.slow_items]
        self.odd_values = [(key, int(rows[row]), text) for key, row, text in self.odd_values]
        self.bad_rows = {int(rows[row]) for row in self.bad_rows}
        self.skipped = {key: [rows[r] for r in parts] for key, parts in self.skipped.items()}

    def extend(self, later: Fast) -> Fast:
        """This, then what decoding the rows after these found."""
        for mine, theirs in ((self.keys, later.keys), (self.aside, later.aside)):
            for key, (rows, values) in theirs.items():
                entry = mine.setdefault(key, ([], []))
                entry[0].extend(rows)
                entry[1].extend(values)
        self.slow_records = np.concatenate([self.slow_records, later.slow_records])
        self.slow_items += later.slow_items
        self.odd_values += later.odd_values
        self.bad_rows |= later.bad_rows
        for key, rows in later.skipped.items():
            self.skipped.setdefault(key, []).extend(rows)
        return self


def _records(b: np.ndarray, starts: np.ndarray, ends: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(HistoryRecord start, end, bad) for each Record span `08 num 12 len history`."""
    p = starts.copy()
    has_num = b[p] == 0x08
    p[has_num] = _skip_varint(b, p[has_num] + 1)
    bad = b[p] != 0x12
    length, after, long = _read_len(b, p + 1)
    end = after + length
    return after, end, bad | long | (end > ends)


# Per little-endian 16-bit word at a field's start (tag byte, first length byte): True for
# an item (0A) or the step (12) whose length is one byte; anything else is looked at closely.
_FINE = np.zeros(1 << 16, dtype=bool)
for _tag in (0x0A, 0x12):
    _FINE[_tag | (np.arange(0x80) << 8)] = True


def _items(b: np.ndarray, h0: np.ndarray, h1: np.ndarray, slow: np.ndarray
           ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(row, start, end) of every HistoryItem (field 1) inside the HistoryRecord spans, in
    file order (records are walked in parallel, one field of each per pass; a record with
    another field or a length past its end is marked `slow`, for the exact path).

    Each pass reads one 16-bit word per record (tag and length byte); field starts are
    kept as they are found and put in file order once at the end."""
    pair = unaligned(b, "<u2")
    walked = np.zeros(len(h0), dtype=np.int64)  # fields walked in each record
    rec = np.flatnonzero(~slow)
    c, e = h0[rec], h1[rec]
    at_parts, rec_parts = [], []
    step = 0
    while rec.size:
        word = pair[c]
        nxt = c + (word >> 8)
        nxt += 2
        bad = nxt > e
        fine = _FINE[word]
        if not fine.all():  # long lengths (histograms, tables), other fields
            odd = np.flatnonzero(~fine)
            if len(odd) <= FEW_ODD:
                _few_odd(b, c, e, odd, nxt, bad)
            else:
                tag = word[odd] & 0xFF
                length, after, long = _read_len(b, c[odd] + 1)
                nxt[odd] = after + length
                bad[odd] = long | ((tag != 0x0A) & (tag != 0x12)) | (nxt[odd] > e[odd])
        at_parts.append(c)
        rec_parts.append(rec)
        keep = nxt < e
        if bad.any():
            slow[rec[bad]] = True
            keep &= ~bad
        step += 1
        if keep.all():
            c = nxt
            continue
        walked[rec[~keep]] = step
        rec, c, e = rec[keep], nxt[keep], e[keep]
    if not at_parts:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty
    # The k-th field of record r goes to (fields of the records before r) + k: file order, no sort.
    row = np.concatenate(rec_parts)
    place = np.repeat(np.arange(step), [len(part) for part in at_parts])
    place += (np.cumsum(walked) - walked)[row]
    at = np.empty(len(row), dtype=np.int64)
    at[place] = np.concatenate(at_parts)
    rows = np.empty(len(row), dtype=np.int64)
    rows[place] = row
    word = pair[at]
    keep = ((word & 0xFF) == 0x0A) & ~slow[rows]
    at, rows, word = at[keep], rows[keep], word[keep]
    start = at + 2
    end = start + (word >> 8)
    longs = np.flatnonzero(word >= 0x8000)
    if longs.size:
        length, after, _ = _read_len(b, at[longs] + 1)
        start[longs] = after
        end[longs] = after + length
    return rows, start, end


# Up to this many fields with a long length in one pass of `_items` are read in Python: a
# histogram or table every hundred rows puts one or two in nearly every pass, where the
# numpy route costs some forty calls on arrays of one or two.
FEW_ODD = 16

# History records longer than twice their chunk's typical record (and than LONG_RECORD
# bytes) are set aside, up to this share of a chunk's records (`Aside`): copied while their
# pages are mapped, left out of their chunks' walk, and decoded together at the end by the
# first process, into runs of their own (`Fast.aside`). Why: a histogram or a table every
# hundred rows sends each chunk's walk through the long-field and general-field paths and
# its parse through every media key; a realistic run read 10 % slower than its
# history-only twin for it.
DEFER = 0.125
LONG_RECORD = 256
# Only histories of at least this many chunks set records aside: decoding them apart has a
# fixed cost (a few ms), and it pays only when it spares that many chunks their detours.
ASIDE_CHUNKS = 8
ASIDE_COPIES = 64 << 20  # bytes of copies at most, over a file


def _few_odd(b: np.ndarray, c: np.ndarray, e: np.ndarray, odd: np.ndarray, nxt: np.ndarray,
             bad: np.ndarray) -> None:
    """What `_items` computes for its odd fields with `_read_len`, one field at a time: where
    the next field starts, and whether this one needs the exact path."""
    for i in odd.tolist():
        at = int(c[i])
        tag, first, second, third = b[at:at + 4].tolist()
        if first < 0x80:
            length, size, long = first, 1, False
        elif second < 0x80:
            length, size, long = (first & 0x7F) | (second << 7), 2, False
        else:
            length, size, long = (first & 0x7F) | ((second & 0x7F) << 7) | (third << 14), 3, third >= 0x80
        stop = at + 1 + size + length
        nxt[i] = stop
        bad[i] = long or tag not in (0x0A, 0x12) or stop > int(e[i])


def _fields(b: np.ndarray, s: np.ndarray, e: np.ndarray) -> tuple[np.ndarray, ...]:
    """Per item: key span (nested_key when exactly one, else key), value_json span, and
    whether the item needs the slow path."""
    # Nearly every item is exactly `12 len key 82 01 len value` with short lengths.
    key_len = b[s + 1].astype(np.int64)
    at = np.minimum(s + 2 + key_len, e)  # clipped: damaged lengths must not index past the buffer
    value_len = b[at + 2].astype(np.int64)
    plain = ((b[s] == 0x12) & (key_len < 0x80) & (b[at] == 0x82) & (b[at + 1] == 0x01)
             & (value_len < 0x80) & (at + 3 + value_len == e))
    none = np.zeros(len(s), dtype=bool)
    if plain.all():
        return s + 2, at, at + 3, e, none, none, none
    out = [s + 2, at, at + 3, e.copy(), none, none.copy(), none.copy()]
    other = np.flatnonzero(~plain)  # histograms, tables, long values: walked field by field
    for array, part in zip(out, _general_fields(b, s[other], e[other])):
        array[other] = part
    return tuple(out)


def _general_fields(b: np.ndarray, s: np.ndarray, e: np.ndarray) -> tuple[np.ndarray, ...]:
    """_fields for any item shape: walks the fields of all items in parallel.

    Returns key span, value_json span, `multi` (several nested keys: wandb flattens a
    histogram or table into `name.values`, `name.bins`..., and the key span then covers
    every nested_key field, tags and lengths included), `odd` (valid but needs protobuf:
    nested keys not side by side, typed-only values) and `broken` (malformed: its whole
    record needs protobuf)."""
    n = len(s)
    nk_count = np.zeros(n, dtype=np.int64)
    apart = np.zeros(n, dtype=bool)  # nested keys with another field between them
    key_s, key_e, nk_s, nk_e, nk_c, vj_s, vj_e = (np.full(n, -1, dtype=np.int64) for _ in range(7))
    odd = np.zeros(n, dtype=bool)
    broken = np.zeros(n, dtype=bool)
    idx = np.arange(n)
    c, end_of = s.copy(), e.copy()
    while idx.size:
        tag, tag2 = b[c], b[c + 1]
        is_vj = (tag == 0x82) & (tag2 == 0x01)
        is_len = is_vj | (tag == 0x0A) | (tag == 0x12) | (tag == 0x3A) | (tag == 0x42)
        is_var = (tag == 0x18) | (tag == 0x20) | (tag == 0x28)
        is_f64 = tag == 0x31
        length, after, long = _read_len(b, c + np.where(is_vj, 2, 1))
        nxt = np.where(is_len, after + length, np.where(is_f64, c + 9, c + 1))
        if is_var.any():
            nxt[is_var] = _skip_varint(b, c[is_var] + 1)
        bad = ~(is_len | is_var | is_f64) | (is_len & long) | (nxt > end_of)
        broken[idx[bad]] = True
        good = ~bad
        for mask, (lo, hi) in ((good & (tag == 0x0A), (key_s, key_e)), (good & is_vj, (vj_s, vj_e))):
            lo[idx[mask]] = after[mask]
            hi[idx[mask]] = after[mask] + length[mask]
        nk = good & (tag == 0x12)
        first = nk & (nk_count[idx] == 0)
        nk_s[idx[first]] = after[first]
        nk_e[idx[first]] = after[first] + length[first]
        nk_c[idx[first]] = c[first]
        later = nk & ~first
        apart[idx[later & (c != nk_e[idx])]] = True
        nk_e[idx[later]] = after[later] + length[later]
        nk_count[idx[nk]] += 1
        keep = good & (nxt < end_of)
        idx, c, end_of = idx[keep], nxt[keep], end_of[keep]
    use_nk = nk_count >= 1
    multi = nk_count > 1
    ks = np.where(multi, nk_c, np.where(use_nk, nk_s, key_s))
    ke = np.where(use_nk, nk_e, key_e)
    # Both a key and nested keys: wandb never writes that, and the key the fast path would
    # ignore must still be valid UTF-8 for protobuf; let protobuf judge the record.
    odd |= (vj_s < 0) | (multi & apart) | (ks < 0) | (use_nk & (key_s >= 0))
    return ks, ke, vj_s, vj_e, multi & ~odd & ~broken, odd & ~broken, broken


def _joined(raw: bytes) -> str:
    """The key of several nested_key fields (`12 len name` each, as raw bytes): names joined by '.'."""
    parts, pos = [], 0
    while pos < len(raw):
        size, shift, pos = 0, 0, pos + 1  # skip the field tag (0x12)
        while True:
            byte = raw[pos]
            pos += 1
            size |= (byte & 0x7F) << shift
            shift += 7
            if byte < 0x80:
                break
        parts.append(raw[pos:pos + size].decode("utf-8", "surrogateescape"))
        pos += size
    return ".".join(parts)


# Byte masks that keep the first k bytes of a little-endian word, k = 0..8.
_KEEP = np.array([(1 << (8 * k)) - 1 for k in range(8)] + [(1 << 64) - 1], dtype=np.uint64)
SHORT_KEY = 32  # key spans up to this many bytes are identified by their words, without a sort


class _Book:
    """The keys met so far in one decode: name -> id, and each short key's span words (see
    `_short_key_ids`) by hash, found through a 4096-slot table of 12 hash bits."""

    def __init__(self) -> None:
        self.names: dict[str, int] = {}
        self.hashes = np.zeros(0, dtype=np.uint64)
        self.columns = np.zeros((1 + SHORT_KEY // 8, 0), dtype=np.uint64)  # per hash: length, words
        self.ids = np.zeros(0, dtype=np.int64)
        self.slots: tuple[int, np.ndarray] | None = None  # (shift, table)

    def find(self, h: np.ndarray) -> np.ndarray | None:
        """The entry of every hash, or None when one is not known."""
        if self.slots is None:
            return None
        shift, table = self.slots
        at = table[(h >> np.uint64(shift)) & np.uint64(0xFFF)]
        return at if np.array_equal(self.hashes[at], h) else None

    def learn(self, h: np.ndarray, columns: list[np.ndarray], ids: np.ndarray) -> None:
        """Add keys (one item each: hash, span columns, id); a known hash keeps its entry."""
        hashes, first, _ = distinct(np.concatenate((self.hashes, h)))
        if len(hashes) == len(self.hashes):
            return
        padded = np.zeros((len(self.columns), len(h)), dtype=np.uint64)
        padded[:len(columns)] = columns
        self.columns = np.concatenate((self.columns, padded), axis=1)[:, first]
        self.ids = np.concatenate((self.ids, ids))[first]
        self.hashes = hashes
        self.slots = _slot_table(hashes)


def _short_key_ids(b: np.ndarray, ks: np.ndarray, ke: np.ndarray, multi: np.ndarray, book: _Book
                   ) -> np.ndarray | None:
    """Key ids (in `book`) for key spans of at most SHORT_KEY bytes, plain and joined (`multi`)
    at once: each span is up to four masked 8-byte words; their hash finds the key in `book`
    (else classes of equal hashes here, which `book` then learns), and every word of every
    item is compared with the key's own (None on a hash collision).

    Why: one pass over all items instead of a gather, hash and match per key length, and
    after the first chunk no sort: the keys of a run are nearly always the same few."""
    lengths = ke - ks
    words = unaligned(b, "<u8")
    head = lengths.astype(np.uint64) | (multi.astype(np.uint64) << np.uint64(8))
    h = head.copy()
    # Word k of the spans that reach it: (which items, None for all; their words). A shorter
    # span's word k would be 0, and its hash takes no step for it, so the rarer later words
    # (a table's long nested keys) cost only the few items that have them.
    parts: list[tuple[np.ndarray | None, np.ndarray]] = []
    with np.errstate(over="ignore"):
        for k in range(-(-int(lengths.max()) // 8)):
            if k == 0:
                word = words[ks] & _KEEP[np.clip(lengths, 0, 8)]
                h = (h * np.uint64(0x100000001B3)) ^ word
                parts.append((None, word))
                continue
            reach = np.flatnonzero(lengths > 8 * k)
            word = words[ks[reach] + 8 * k] & _KEEP[np.minimum(lengths[reach] - 8 * k, 8)]
            h[reach] = (h[reach] * np.uint64(0x100000001B3)) ^ word
            parts.append((reach, word))
    at = book.find(h)
    if at is not None:
        # Equal column 0 (the span's length) means the known key's words past it are 0 too.
        if not np.array_equal(book.columns[0][at], head):
            return None
        for k, (pick, word) in enumerate(parts, start=1):
            if not np.array_equal(book.columns[k][at if pick is None else at[pick]], word):
                return None
        return book.ids[at]
    columns = [head]
    for pick, word in parts:
        if pick is None:
            columns.append(word)
        else:
            column = np.zeros(len(lengths), dtype=np.uint64)
            column[pick] = word
            columns.append(column)
    first, inverse = _classes(h)
    for column in columns:
        if not np.array_equal(column[first][inverse], column):
            return None
    ids = []
    for i in first.tolist():
        raw = bytes(b[ks[i]:ke[i]])
        name = _joined(raw) if multi[i] else raw.decode("utf-8", "surrogateescape")
        ids.append(book.names.setdefault(name, len(book.names)))
    known = np.array(ids, dtype=np.int64)
    book.learn(h[first], [column[first] for column in columns], known)
    return known[inverse]


def _key_ids(b: np.ndarray, ks: np.ndarray, ke: np.ndarray, multi: bool = False) -> tuple[np.ndarray, list[str]] | None:
    """A key id per item and the key strings, by hashing key bytes (None on a hash collision).

    With `multi`, the spans are runs of nested_key fields, named by `_joined`."""
    lengths = ke - ks
    ids = np.zeros(len(ks), dtype=np.int64)
    names: list[str] = []
    # One linear-time radix sort by length instead of a full mask per distinct length.
    by_length = np.argsort(lengths.astype(np.int16) if len(lengths) and lengths.max() < 2**15 else lengths,
                           kind="stable")
    bounds = np.flatnonzero(np.diff(lengths[by_length])) + 1
    for sel in np.split(by_length, bounds) if len(lengths) else []:
        length = lengths[sel[0]]
        width = max(8, -(-int(length) // 8) * 8)
        mat = byte_rows(b, ks[sel], width)
        mat[:, length:] = 0  # one length per group: a column slice instead of gather's mask
        words = mat.view(np.uint64)
        h = row_hash(words, int(length))
        first, inverse = _classes(h)
        if not np.array_equal(words, words[first][inverse]):  # 8 bytes per compare
            return None
        ids[sel] = len(names) + inverse.reshape(-1)
        names.extend(_joined(bytes(mat[i, :length])) if multi else bytes(mat[i, :length]).decode(
            "utf-8", "surrogateescape") for i in first)
    return ids, names


def _classes(h: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(index of first occurrence of each distinct hash in ascending hash order, class per item),
    as `np.unique(return_index, return_inverse)` gives.

    Why: a few dozen keys repeat a million times; matching every hash against the distinct
    hashes of a sample (a 4096-slot table indexed by 12 bits of the hash where some 12 bits
    tell them apart, else a binary search) is much cheaper than sorting them all."""
    sample, sample_first, _ = distinct(h[:4096])
    if len(sample) <= 256:
        slots = _slot_table(sample)
        if slots is not None:
            shift, table = slots
            at = table[(h >> np.uint64(shift)) & np.uint64(0xFFF)]
        else:
            at = np.minimum(np.searchsorted(sample, h), len(sample) - 1)
        if np.array_equal(sample[at], h):
            return sample_first, at
    _, first, inverse = distinct(h)
    return first, inverse


def _slot_table(hashes: np.ndarray) -> tuple[int, np.ndarray] | None:
    """(shift, table) when 12 bits of the hash from `shift` on tell up to 256 distinct
    `hashes` apart, with table[those bits] = the hash's index; else None."""
    if len(hashes) > 256:
        return None
    for shift in range(0, 53, 4):
        slots = (hashes >> np.uint64(shift)) & np.uint64(0xFFF)
        if len(distinct(slots)[0]) == len(hashes):
            table = np.zeros(4096, dtype=np.int64)
            table[slots] = np.arange(len(hashes))
            return shift, table
    return None


def _utf8(text: str) -> bool:
    """False for a name decoded with surrogateescape from bytes that are not UTF-8."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


_INFO = 200  # Record._info (stream ids): wandb-core writes it before the type field in some records


def kinds(b: np.ndarray, starts: np.ndarray, ends: np.ndarray | None = None) -> np.ndarray:
    """The Record oneof field number of each record (after `num`), or -1 when not a LEN field.

    Read from each record's first 8 bytes as one word (`b` must have 8 bytes after every
    start), 64k records at a time so that the arrays stay in the CPU caches. Given the
    records' `ends`, an `_info` field before the type field is stepped over (console
    output, file and artifact records carry one)."""
    words = unaligned(b, "<u8")
    out = np.empty(len(starts), dtype=np.int64)
    step = 1 << 16
    for lo in range(0, len(starts), step):
        out[lo:lo + step] = _kinds(words[starts[lo:lo + step]])
    odd = np.flatnonzero(out == -2)  # a `num` of more than 5 bytes: walk those bytes
    if odd.size:
        p = starts[odd].copy()
        has_num = b[p] == 0x08
        p[has_num] = _skip_varint(b, p[has_num] + 1)
        tag, _, long = _read_len(b, p)
        out[odd] = np.where(((tag & 7) == 2) & ~long, tag >> 3, -1)
    info = np.flatnonzero(out == _INFO)
    if info.size and ends is not None:
        p = starts[info].copy()
        has_num = b[p] == 0x08
        p[has_num] = _skip_varint(b, p[has_num] + 1)
        length, after, long = _read_len(b, p + 2)  # the tag of field 200 is 2 bytes
        p = after + length
        end = ends[info]
        tag, _, long_tag = _read_len(b, np.minimum(p, end))
        out[info] = np.where((p < end) & ~long & ~long_tag & ((tag & 7) == 2), tag >> 3, -1)
    return out


def _kinds(word: np.ndarray) -> np.ndarray:
    """kinds() from first words: an optional `num` (tag 08, varint), then a type tag of one
    or two bytes; -2 where those do not fit in the word."""
    at = np.zeros(len(word), dtype=np.uint64)  # byte offset of the type tag
    pending = (word & np.uint64(0xFF)) == np.uint64(0x08)
    for k in range(1, 6):  # the varint ends at the first byte with its top bit clear
        ends = pending & ((word >> np.uint64(8 * k + 7)) & np.uint64(1) == 0)
        at[ends] = k + 1
        pending &= ~ends
    t0 = (word >> (at * np.uint64(8))) & np.uint64(0xFF)
    t1 = (word >> ((at + np.uint64(1)) * np.uint64(8))) & np.uint64(0xFF)
    two = t0 >= 0x80
    tag = np.where(two, (t0 & np.uint64(0x7F)) | (t1 << np.uint64(7)), t0).astype(np.int64)
    kind = np.where(((tag & 7) == 2) & ~(two & (t1 >= 0x80)), tag >> 3, -1)
    kind[pending] = -2
    return kind


# Records decoded together: every pass below walks per-item arrays and gathers from the
# records' bytes, and about 1 MB of records at a time keeps both in the CPU caches (a
# 100k-row file decodes about 1.7x faster than in one piece).
CHUNK_BYTES = 1 << 20


# Below this many chunks, a second process costs more than it saves.
SPLIT_CHUNKS = 16


def decode_fast(buf: bytes | bytearray, starts: np.ndarray, ends: np.ndarray, aside: Aside | None = None) -> Fast:
    """Decode the history Records at [starts, ends) of `buf` (row = position) where the fast path goes.

    `buf` must end with `wandb.log.PAD` zero bytes so that look-ahead never leaves it. A
    long history is decoded in two halves at once, the second in a forked process. The
    records `aside` names (with their rows here) are decoded last, from its copies.
    """
    if len(starts) == 0:
        return Fast()
    sizes = ends - starts
    chunks = _cuts(sizes)
    skip = np.zeros(len(sizes), dtype=bool)
    if aside is not None and aside.rows.size and len(chunks) >= ASIDE_CHUNKS:
        skip[aside.rows] = True
    else:
        aside = None

    def first(part: list[tuple[int, int]]) -> Fast:
        out = _decode_chunks(buf, starts, ends, part, skip)
        if aside is not None:
            out.extend(aside.decode())
        return out

    if len(chunks) < SPLIT_CHUNKS or not parallel.split_work():
        out = first(chunks)
    else:
        half = len(chunks) // 2
        # Room for what the second half finds: 16 bytes (row, value) per item of at least 9 bytes.
        room = 2 * int(sizes[chunks[half][0]:].sum())
        # The records set aside, of both halves, are decoded here after this half: the other
        # half's result still has to travel back, so they take no time from the read.
        mine, theirs = parallel.both_cores(lambda: first(chunks[:half]),
                                           lambda: _decode_chunks(buf, starts, ends, chunks[half:], skip), room)
        out = mine.extend(theirs)
    out.slow_records.sort()
    return out


class Aside:
    """Long history records (see DEFER) chosen and copied while the pages that hold them are
    mapped (a mapped file's pages are given back after each pass), to be decoded last.

    `take` them window by window, in file order; `rows` are what `decode_fast` should call
    them (set by the caller once history rows are numbered)."""

    def __init__(self) -> None:
        self.records: list[np.ndarray] = []  # record indices, as given to `take`
        self.copies: list[bytes] = []
        self.rows = np.zeros(0, dtype=np.int64)
        self.room = ASIDE_COPIES

    def take(self, buf: bytes | bytearray, starts: np.ndarray, ends: np.ndarray, records: np.ndarray) -> None:
        """Consider consecutive history records [starts, ends) of `buf` (record indices `records`)."""
        if not len(starts):
            return
        sizes = ends - starts
        picked = np.flatnonzero(self._long(sizes, _cuts(sizes)))
        if picked.size:
            self.records.append(records[picked])
            self.copies += [bytes(buf[lo:hi]) for lo, hi in zip(starts[picked].tolist(), ends[picked].tolist())]

    def _long(self, sizes: np.ndarray, chunks: list[tuple[int, int]]) -> np.ndarray:
        """Which records to set aside: none of a chunk where they would be too many, nor once
        their copies would pass ASIDE_COPIES bytes."""
        long_ones = np.zeros(len(sizes), dtype=bool)
        for lo, hi in chunks:
            size = sizes[lo:hi]
            sample = size[::16]
            typical = int(np.partition(sample, len(sample) // 2)[len(sample) // 2])
            long = size > max(2 * typical, LONG_RECORD)
            count = int(np.count_nonzero(long))
            if count and count <= DEFER * len(size):
                copied = int(size[long].sum())
                if copied <= self.room:
                    self.room -= copied
                    long_ones[lo:hi] = long
        return long_ones

    def decode(self) -> Fast:
        """Decode the copies (with `rows`); what they hold comes as runs of its own
        (`Fast.aside`), so that each key's values come as few runs in row order (the bulk of
        both halves, then these), which `wandb.records` merges."""
        sizes = np.fromiter(map(len, self.copies), dtype=np.int64, count=len(self.copies))
        ends = np.cumsum(sizes)
        buf = b"".join(self.copies) + bytes(PAD)
        out = _decode_chunks(buf, ends - sizes, ends, _cuts(sizes, ASIDE_BYTES), np.zeros(len(sizes), dtype=bool),
                             self.rows)
        out.aside, out.keys = out.keys, {}
        return out


# Values are grouped by key and parsed once per this many chunks (about 16 MB of records):
# per key and call, numpy's fixed costs outweigh the work on one chunk's few thousand values.
BATCH_CHUNKS = 4

# Records set aside are decoded in groups of about this many bytes: they are few, with many
# fields each, so numpy's fixed costs per pass outweigh what smaller groups save in cache.
ASIDE_BYTES = 8 << 20


def _decode_chunks(buf: bytes | bytearray, starts: np.ndarray, ends: np.ndarray, chunks: list[tuple[int, int]],
                   skip: np.ndarray, rows: np.ndarray | None = None) -> Fast:
    """Decode the records of `chunks` but those marked in `skip`; record i is row i, or
    rows[i] when given."""
    out = Fast()
    b = np.frombuffer(buf, dtype=np.uint8)
    book = _Book()  # keys over all chunks
    slow: list[np.ndarray] = []
    for at in range(0, len(chunks), BATCH_CHUNKS):
        batch = chunks[at:at + BATCH_CHUNKS]
        parts: list[_Part] = [(starts[lo:hi], ends[lo:hi], lo if rows is None else rows[lo:hi],
                               np.flatnonzero(skip[lo:hi])) for lo, hi in batch]
        _batch(out, b, buf, book, parts, slow)
        paging.release(buf, int(starts[batch[0][0]]), int(ends[batch[-1][1] - 1]))
    out.slow_records = np.concatenate(slow) if slow else np.zeros(0, dtype=np.int64)
    return out


def _cuts(sizes: np.ndarray, size: int | None = None) -> list[tuple[int, int]]:
    """[lo, hi) index ranges of consecutive records of about `size` (CHUNK_BYTES) bytes each."""
    size = size or CHUNK_BYTES
    total = np.cumsum(sizes)
    cuts = np.searchsorted(total, np.arange(size, int(total[-1]), size), side="right")
    bounds = sorted({0, len(sizes), *cuts.tolist()})  # not np.unique: it imports numpy.ma (0.01 s)
    return list(zip(bounds[:-1], bounds[1:]))


# Records decoded together: their starts, ends, rows (the first of consecutive rows, or one
# per record) and the indices of those among them to leave out.
_Part = tuple[np.ndarray, np.ndarray, "int | np.ndarray", np.ndarray]


def _batch(out: Fast, b: np.ndarray, buf: bytes | bytearray, book: _Book, parts: list[_Part],
           slow: list[np.ndarray]) -> None:
    """Locate the items of each part (record starts, ends, rows, which to leave out), then
    parse them all into `out`; rows for the exact path go to `slow`."""
    found = []
    for part_starts, part_ends, rows, aside in parts:
        rest, located = _locate(out, b, buf, part_starts, part_ends, rows, book, aside)
        slow.append(rest)
        if located is not None:
            found.append(located)
    if found:
        ids, rows, vs, ve = (np.concatenate(part) for part in zip(*found))
        _parse(out, b, buf, list(book.names), ids, rows, vs, ve)


def _locate(out: Fast, b: np.ndarray, buf: bytes | bytearray, starts: np.ndarray, ends: np.ndarray,
            rows_of: int | np.ndarray, book: _Book, aside: np.ndarray
            ) -> tuple[np.ndarray, tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None]:
    """The items of records [starts, ends) but those at indices `aside`; the records' rows
    are `rows_of` (the first of consecutive rows, or one per record): (rows left for the
    exact path, (key id, row, value start, value end) per item the bulk path takes). Key
    ids index `book.names`, which grows with keys first seen here."""
    def row(local: np.ndarray) -> np.ndarray:
        return local + rows_of if isinstance(rows_of, int) else rows_of[local]

    h0, h1, slow = _records(b, starts, ends)
    slow[aside] = True  # not walked here, nor left for the exact path: decoded later
    rows, s, e = _items(b, h0, h1, slow)
    slow[aside] = False
    ks, ke, vs, ve, multi, odd, broken = _fields(b, s, e)
    if broken.any():
        slow[rows[broken]] = True
        live = ~slow[rows]
        rows, s, e, ks, ke, vs, ve, multi, odd = (a[live] for a in (rows, s, e, ks, ke, vs, ve, multi, odd))
    mark = len(out.slow_items)
    for i in np.flatnonzero(odd).tolist():
        out.slow_items.append((int(row(rows[i])), buf[s[i]:e[i]]))
    ids = np.zeros(len(rows), dtype=np.int64)
    lengths = ke - ks
    short = ~odd & (lengths <= SHORT_KEY)
    for pick_items, joined in ((short, None), (~odd & ~short & ~multi, False), (~odd & ~short & multi, True)):
        if not pick_items.any():
            continue
        keyed: tuple[np.ndarray, list[str] | None] | None
        if joined is None:
            short_ids = _short_key_ids(b, ks[pick_items], ke[pick_items], multi[pick_items], book)
            keyed = None if short_ids is None else (short_ids, None)
        else:
            keyed = _key_ids(b, ks[pick_items], ke[pick_items], joined)
        if keyed is None:  # a hash collision: let the exact path do all of these records
            del out.slow_items[mark:]
            keep = np.ones(len(starts), dtype=bool)
            keep[aside] = False
            return row(np.flatnonzero(keep)), None
        local, found = keyed
        if found is None:
            ids[pick_items] = local
        else:
            names = book.names
            lookup = np.array([names.setdefault(name, len(names)) for name in found], dtype=np.int64)
            ids[pick_items] = lookup[local]
    good = ~odd
    for name in NEVER_USED:  # W&B's `_runtime`, on every row: dropped here, not carried along
        if name in book.names:
            good &= ids != book.names[name]
    return row(np.flatnonzero(slow)), (ids[good], row(rows[good]), vs[good], ve[good])


def _parse(out: Fast, b: np.ndarray, buf: bytes | bytearray, names: list[str], ids: np.ndarray,
           rows: np.ndarray, vs: np.ndarray, ve: np.ndarray) -> None:
    """Parse the values of each key (items in row order) into `out`."""
    # Few distinct keys: a 16-bit stable sort is numpy's linear-time radix sort.
    order = np.argsort(ids.astype(np.int16) if len(names) < 2**15 else ids, kind="stable")
    bounds = np.searchsorted(ids[order], np.arange(len(names) + 1))
    texts = []
    for key_id, name in enumerate(names):
        if name in NEVER_USED:
            continue
        pick = order[bounds[key_id]:bounds[key_id + 1]]
        if not len(pick):
            continue
        if not _utf8(name):
            out.bad_rows.update(rows[pick].tolist())
            continue
        lo, hi = vs[pick], ve[pick]
        first = b[lo]
        text = (first == 0x5B) | (first == 0x22)  # '[' or '"': a list or a string, never a number
        if text.any():
            texts.append((name, rows[pick[text]], lo[text], hi[text]))
            pick, lo, hi = pick[~text], lo[~text], hi[~text]
            if not len(pick):
                continue
        values, ok = parse_values(b, buf, lo, hi)
        if ok.all():
            out.put(name, rows[pick], values)
        elif ok.any():
            out.put(name, rows[pick][ok], values[ok])
        for i in np.flatnonzero(~ok).tolist():
            j = pick[i]
            try:
                out.odd_values.append((name, int(rows[j]), buf[vs[j]:ve[j]].decode("utf-8")))
            except UnicodeDecodeError:
                out.bad_rows.add(int(rows[j]))
    if texts:
        _texts(out, b, buf, texts)


def _texts(out: Fast, b: np.ndarray, buf: bytes | bytearray,
           texts: list[tuple[str, np.ndarray, np.ndarray, np.ndarray]]) -> None:
    """Values that are JSON lists or strings (histogram bins, table fields), as (key, rows,
    value starts, value ends): each counts as one non-numeric value of its key, as
    `Columns.add_json` counts it, without parsing the JSON. Text that is not plain ASCII is
    checked as protobuf would (UTF-8) one by one.

    Where the texts fill at least an eighth of the bytes they lie in (records set aside:
    histograms, tables), one numpy pass finds every byte over 0x7F there; else each text
    is checked alone."""
    lo = np.concatenate([part[2] for part in texts])
    hi = np.concatenate([part[3] for part in texts])
    first, last = int(lo.min()), int(hi.max())
    if 8 * int((hi - lo).sum()) >= last - first:
        high = np.flatnonzero(b[first:last] >= 0x80)
        high += first
        plain = np.searchsorted(high, lo) == np.searchsorted(high, hi)
    else:
        plain = np.zeros(len(lo), dtype=bool)
    at = 0
    for name, rows, vs, ve in texts:
        known = plain[at:at + len(rows)]
        at += len(rows)
        counted = [rows[known]] if known.any() else []
        for row, start, end in zip(rows[~known].tolist(), vs[~known].tolist(), ve[~known].tolist()):
            text = buf[start:end]
            if not text.isascii():
                try:
                    text.decode("utf-8")
                except UnicodeDecodeError:
                    out.bad_rows.add(row)
                    continue
            counted.append(np.array([row], dtype=np.int64))
        if counted:
            out.skipped.setdefault(name, []).append(np.concatenate(counted))
