"""Incremental decoders: the whole records in a run of new bytes -> pieces of series.

Each decoder reuses the after-the-fact reader's own parsing on the new bytes only, and
says how many bytes it consumed: a torn tail (half a TFRecord, half a `.wandb` chunk,
a line without its newline) is left for the next poll.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from lossdoctor.model import Fragment, Marker, RawRun, Series


@dataclass
class Piece:
    """New points of one file; `cut` says they start a new fragment (a restart marker)."""

    series: dict[str, Series]
    markers: tuple[Marker, ...] = ()
    wall_start: float | None = None
    cut: bool = False


@dataclass
class Decoded:
    """What a decoder made of some new bytes."""

    consumed: int
    pieces: list[Piece] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)
    replace: bool = False  # the pieces replace everything read from the file so far


class Decoder(Protocol):
    """Turns new bytes of one file into pieces; `reset` forgets state after a restart."""

    def feed(self, data: bytes) -> Decoded: ...

    def reset(self) -> None: ...


def _pieces_of(fragments: list[Fragment]) -> list[Piece]:
    return [Piece(dict(f.series), f.markers, f.wall_start, cut=index > 0)
            for index, f in enumerate(fragments)]


class TensorBoardDecoder:
    """TFRecords appended to an event file; tag classes learnt from earlier records are kept."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.plugins: dict[str, str] = {}

    def reset(self) -> None:
        self.plugins = {}

    def feed(self, data: bytes) -> Decoded:
        from lossdoctor.ingest.tensorboard.assemble import assemble
        from lossdoctor.ingest.tensorboard.bulk import route
        from lossdoctor.ingest.tensorboard.fragments import split
        from lossdoctor.ingest.tensorboard.framing import OVERHEAD, frame
        from lossdoctor.ingest.tensorboard.proto import ProtoPoints, decode_records

        name = str(self.path)
        framing = frame(data, name)
        ends = [b.start + b.count * b.stride for b in framing.blocks]
        if len(framing.loose_offsets):
            loose_ends = np.asarray(framing.loose_offsets) + OVERHEAD + np.asarray(framing.loose_lengths)
            ends.append(int(loose_ends.max()))
        consumed = max(ends, default=0)
        if consumed == 0:
            return Decoded(0)
        # Only whole records: the torn tail is not yet written, not damage.
        whole = data[:consumed]
        framing = frame(whole, name) if consumed < len(data) else framing
        routed = route(whole, framing)
        proto = ProtoPoints()
        decode_records(whole, routed.rest_offsets, routed.rest_lengths, routed.rest_numbers, name, proto)
        fd = assemble(name, framing.records, routed, proto, self.plugins, [])
        pieces = []
        for index, piece in enumerate(split(fd)):
            series = {tag: Series.named(tag, t.steps, t.values, t.walls) for tag, t in piece["tags"].items()}
            markers = tuple(Marker("session_start", step, "SessionLog.START") for step, _ in piece["markers"])
            if series or markers:
                pieces.append(Piece(series, markers, piece["wall_start"], cut=index > 0 or bool(markers)))
        return Decoded(consumed, pieces, framing.warnings + proto.warnings, dict(proto.meta))


class LineDecoder:
    """Text-shaped files (CSV/TSV, JSONL, text logs): only whole lines are read."""

    def __init__(self, path: Path, reader: str, options: dict[str, Any], name: str) -> None:
        self.path, self.reader, self.options, self.name = path, reader, options, name
        self.reset()

    def reset(self) -> None:
        self.header, self.lines = b"", 0
        # The step axis is chosen once per file, from its first rows: a column, or the row
        # number (then counted on across chunks, as the reader counts it over the file).
        self.step_column: str | None = None
        self.chosen = False
        self.rows = 0
        self.shift = 0

    def feed(self, data: bytes) -> Decoded:
        end = data.rfind(b"\n") + 1
        if end == 0:
            return Decoded(0)
        chunk = data[:end]
        kind = str(self.options.get("kind", ""))
        if self.reader == "tables" and kind not in ("jsonl", "parquet") and not self.header:
            from lossdoctor.ingest.tables.delimited import blank_comments

            # The `#` lines above the header (a Monitor's JSON line) are no part of the table.
            chunk = blank_comments(chunk, int(self.options.get("comments", 0) or 0)).lstrip(b"\r\n")
            first = chunk.find(b"\n") + 1
            self.header, chunk = chunk[:first], chunk[first:]
        if self.header and self.header.strip() in chunk:
            # A header written again (timm does on resume) is not a row; the reader skips it too.
            chunk = b"".join(line for line in chunk.splitlines(keepends=True)
                             if line.strip() != self.header.strip())
        if not chunk.strip():
            return Decoded(end)
        try:
            runs = self._parse(chunk)
        except Exception as exc:  # noqa: BLE001 - a bad chunk is a warning, the watch goes on
            return Decoded(end, warnings=[f"{self.path}: lines {self.lines + 1}-: {exc}"])
        finally:
            self.lines += chunk.count(b"\n")
        pieces: list[Piece] = []
        for run in runs:
            more = _pieces_of(run.fragments)
            if self.shift:
                for piece in more:
                    piece.series = {n: Series(n, s.steps + self.shift, s.values, s.wall_times, role=s.role)
                                    for n, s in piece.series.items()}
            if pieces and more:
                more[0].cut = True  # a new trial in the same file: its own fragment
            pieces += more
        return Decoded(end, pieces, [w for run in runs for w in run.warnings])

    def _parse(self, chunk: bytes) -> list[RawRun]:
        if self.reader == "tables":
            from lossdoctor.ingest.tables.delimited import parse_csv
            from lossdoctor.ingest.tables.jsonl import parse_jsonl
            from lossdoctor.ingest.tables.runs import table_runs

            kind = str(self.options.get("kind", "csv"))
            delimiter = str(self.options.get("delimiter", ","))
            from lossdoctor.ingest.tables.runs import TableOptions
            from lossdoctor.roles import Role, role_for

            if kind == "savetxt":  # numpy savetxt (DeepXDE's loss.dat): a `#` header, numbers apart by spaces
                from lossdoctor.ingest.tables.savetxt import parse_savetxt

                table = parse_savetxt(str(self.path), self.header + chunk)
            else:
                table = (parse_jsonl(str(self.path), chunk) if kind == "jsonl"
                         else parse_csv(str(self.path), self.header + chunk, delimiter))
            roles = table.meta.get("roles")
            options = TableOptions(step_column=self.step_column, roles=tuple(roles) if isinstance(roles, tuple) else ())
            if {"global_step", "preemption_count"} <= set(table.columns):  # AlgoPerf, as the reader does
                evals = tuple((name, Role.EVAL_LOSS) for name in table.columns
                              if name.startswith("train/") and role_for(name) is Role.LOSS)
                options = TableOptions(step_column="global_step", resume_counter="preemption_count", roles=evals)
            if not table.rows:
                return []
            runs = table_runs(table, self.name, kind, options)
            if not self.chosen:
                column = runs[0].meta.get("step_column") if runs else None
                self.step_column, self.chosen = (str(column) if column else None), True
            self.shift = self.rows if self.step_column is None else 0
            self.rows += table.rows
            return runs
        from lossdoctor.ingest.textlog.common import decode
        from lossdoctor.ingest.textlog.segments import build
        from lossdoctor.ingest.textlog.sniff import BY_NAME, best_format

        warnings: list[str] = []
        text = decode(chunk, str(self.path), warnings)
        fmt = self.options.get("format") or best_format(text)[0]
        if fmt not in BY_NAME:
            return []
        self.options["format"] = fmt
        return build(BY_NAME[fmt].parse(text, str(self.path), self.lines), self.path, self.name)


class WandbDecoder:
    """`.wandb` records (LevelDB log chunks in 32 KiB blocks), decoded as whole records arrive."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.reset()

    def reset(self) -> None:
        self.pos = 0  # file offset of the next chunk header
        self.step_key: str | None = None
        self.meta: dict[str, Any] = {}

    def feed(self, data: bytes) -> Decoded:
        from lossdoctor.ingest.wandb.log import BLOCK, CHUNK_HEADER, HEADER_SIZE, PAD, Framed, header_problem

        base = self.pos  # the file offset of data[0]
        at = 0
        if base == 0:
            if len(data) < HEADER_SIZE:
                return Decoded(0)
            problem = header_problem(data[:HEADER_SIZE])
            if problem:
                return Decoded(0, warnings=[f"{self.path}: {problem}"])
            at = HEADER_SIZE
        payloads: list[bytes] = []
        offsets: list[int] = []
        pending: list[bytes] = []
        pending_at = -1
        done = at  # bytes of data consumed by whole records
        warnings: list[str] = []
        while True:
            pos = base + at
            room = BLOCK - pos % BLOCK
            if room < CHUNK_HEADER:
                if at + room > len(data):
                    break
                at += room
                if not pending:
                    done = at
                continue
            if at + CHUNK_HEADER > len(data):
                break
            crc, length, kind = int.from_bytes(data[at:at + 4], "little"), \
                int.from_bytes(data[at + 4:at + 6], "little"), data[at + 6]
            if kind == 0 and length == 0:  # zero-filled: not yet written
                break
            if at + CHUNK_HEADER + length > len(data):
                break
            body = data[at + CHUNK_HEADER:at + CHUNK_HEADER + length]
            if zlib.crc32(body, zlib.crc32(bytes([kind]))) & 0xFFFFFFFF != crc:
                warnings.append(f"{self.path}: chunk at byte {pos} failed its CRC check; rest of its block skipped")
                at += room
                pending, done = [], at
                continue
            at += CHUNK_HEADER + length
            if kind == 1:  # FULL
                payloads.append(body)
                offsets.append(pos)
                pending, done = [], at
            elif kind == 2:  # FIRST
                pending, pending_at = [body], pos
            elif kind == 3 and pending:  # MIDDLE
                pending.append(body)
            elif kind == 4 and pending:  # LAST
                payloads.append(b"".join(pending + [body]))
                offsets.append(pending_at)
                pending, done = [], at
        self.pos = base + done
        if not payloads:
            return Decoded(done, warnings=warnings)
        return self._decode(done, payloads, offsets, warnings, Framed, PAD)

    def _decode(self, done: int, payloads: list[bytes], offsets: list[int], warnings: list[str],
                framed_type: Any, pad: int) -> Decoded:
        from lossdoctor.ingest.wandb.history import choose_step_key, first_wall, row_steps, to_series
        from lossdoctor.ingest.wandb.records import decode

        starts = np.cumsum([0] + [len(p) for p in payloads[:-1]]).astype(np.int64)
        ends = starts + np.array([len(p) for p in payloads], dtype=np.int64)
        framed = framed_type(bytearray(b"".join(payloads) + bytes(pad)), np.array(offsets, dtype=np.int64),
                             starts, ends)
        decoded = decode(framed, str(self.path))
        self.meta.update({k: v for k, v in decoded.meta.items() if v is not None})
        table = decoded.table
        warnings += decoded.warnings
        if table.rows == 0:
            return Decoded(done, warnings=warnings, meta=dict(self.meta))
        if self.step_key is None:
            self.step_key = choose_step_key([table])
        steps = row_steps(table, self.step_key, str(self.path), warnings)
        if steps is None:
            steps = row_steps(table, "_step", str(self.path), warnings)
        if steps is None:
            return Decoded(done, warnings=warnings, meta=dict(self.meta))
        series = to_series(table, steps, str(self.path), warnings, self.step_key)
        return Decoded(done, [Piece(dict(series), (), first_wall(table))], warnings, dict(self.meta))


class WholeDecoder:
    """Formats rewritten whole on every save (HF `trainer_state.json` snapshots, Lightning's
    metrics.csv): read again, all files of the unit together, whenever one of them changes.
    Such files are small; the reader's own rules (e.g. the newest snapshot wins) then apply."""

    def __init__(self, reader: str, unit: Any) -> None:
        self.reader, self.unit = reader, unit
        self.seen: tuple[tuple[int, int], ...] | None = None

    def reset(self) -> None:
        self.seen = None

    def add(self, unit: Any) -> None:
        """More files of the same unit (a new checkpoint's snapshot): read with the others."""
        from lossdoctor.ingest import Unit

        paths = tuple(dict.fromkeys([*self.unit.paths, *unit.paths]))
        self.unit = Unit(self.unit.reader, self.unit.name, paths, dict(self.unit.options))
        self.seen = None

    def poll(self) -> Decoded | None:
        """The whole unit read again, or None when none of its files changed."""
        import os

        from lossdoctor.ingest import read_unit

        now = []
        for path in self.unit.paths:
            try:
                info = os.stat(path)
                now.append((info.st_size, info.st_mtime_ns))
            except OSError:
                now.append((-1, -1))
        if tuple(now) == self.seen:
            return None
        self.seen = tuple(now)
        runs = read_unit(self.unit)
        pieces = [p for run in runs for p in _pieces_of(run.fragments)]
        return Decoded(0, pieces, [w for run in runs for w in run.warnings], replace=True)

    def feed(self, data: bytes) -> Decoded:
        return self.poll() or Decoded(len(data))
