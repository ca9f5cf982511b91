"""Read one claimed run: every event file, in write order, into fragments of one RawRun."""

from __future__ import annotations

import math
import mmap
import re
from pathlib import Path
from typing import Any

import numpy as np

from lossdoctor.errors import InputError
from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.filemap import FileBytes, file_bytes
from lossdoctor.ingest.tensorboard.assemble import FileData, assemble, merge
from lossdoctor.ingest.tensorboard.bulk import Routed, route, route_loose, unrouted
from lossdoctor.ingest.tensorboard.discovery import first_wall
from lossdoctor.ingest.tensorboard.fill import Failures, TagData
from lossdoctor.ingest.tensorboard.fragments import split
from lossdoctor.ingest.tensorboard.framing import Framing, frame
from lossdoctor.ingest.tensorboard.proto import ProtoPoints, decode_records
from lossdoctor.ingest.tensorboard.sink import Sink
from lossdoctor.ingest.tensorboard.substeps import spread, step_source
from lossdoctor.model import Fragment, Marker, RawRun, Series

_AT_BYTE = re.compile(r" at byte (\d+)")


# Files longer than this are read in parts of this size, each mapped, decoded and released
# in turn: peak memory then grows with the points kept, not with the file (a 1M-step file
# with histograms and images is about 400 MB of bytes and 4M points).
PART_BYTES = 64 << 20


def read_file(path: Path, plugins: dict[str, str], bulk: bool = True, part: int = PART_BYTES) -> FileData:
    """Every scalar point of one event file; damage becomes warnings, never an exception.

    `bulk=False` decodes every record with protobuf (slow; tests compare both paths).
    """
    name = str(path)
    try:
        size = path.stat().st_size
        if size <= part:
            buf = file_bytes(path)
        else:
            return _read_parts(path, size, plugins, bulk, part)
    except OSError as exc:
        data = FileData(name, 0)
        data.warnings.append(f"{name}: cannot read the file ({exc.strerror}); skipped")
        return data
    if not buf:
        data = FileData(name, 0)
        data.warnings.append(f"{name}: the file is empty (0 bytes); no records")
        return data
    data = _read_buffer(buf, name, plugins, bulk, frame(buf, name))
    data.warnings = sorted(data.warnings, key=_where)
    return data


def _read_buffer(buf: FileBytes, name: str, plugins: dict[str, str], bulk: bool, framing: Framing,
                 base: int = 0, first: int = 0, sink: Sink | None = None) -> FileData:
    routed = route(buf, framing) if bulk else unrouted(framing)
    proto = ProtoPoints()
    decode_records(buf, routed.rest_offsets, routed.rest_lengths, routed.rest_numbers, name, proto, bulk, base, first)
    failures: Failures = []
    data = assemble(name, framing.records, routed, proto, plugins, failures, sink.take if sink is not None else None)
    warnings = framing.warnings + proto.warnings
    if failures:  # damaged records, or records that only looked like their neighbours
        again = Routed()
        numbers = np.concatenate([f[2] for f in failures])
        order = np.argsort(numbers, kind="stable")  # in file order, as route_loose expects
        route_loose(buf, np.concatenate([f[0] for f in failures])[order],
                    np.concatenate([np.full(len(f[0]), f[1], dtype=np.int64) for f in failures])[order],
                    numbers[order], again)
        extra = ProtoPoints()
        decode_records(buf, again.rest_offsets, again.rest_lengths, again.rest_numbers, name, extra, bulk, base,
                       first)
        merge(data, again, extra, plugins)
        warnings += extra.warnings
    data.warnings = warnings
    return data


def _read_parts(path: Path, size: int, plugins: dict[str, str], bulk: bool, part: int) -> FileData:
    """read_file for a long file: one mapped part at a time, each released before the next."""
    name = str(path)
    pieces: list[FileData] = []
    sink = Sink()
    at = records = 0
    grow = 1
    with path.open("rb") as handle:
        while at < size:
            start = at - at % mmap.ALLOCATIONGRANULARITY
            length = min(size - start, part * grow)
            final = start + length == size
            buf = mmap.mmap(handle.fileno(), length, offset=start, access=mmap.ACCESS_READ)
            try:
                framing = frame(buf, name, at - start, final, start, records)
                if framing.end == at - start and not final:  # not one whole record: take more
                    grow *= 2
                    continue
                grow = 1
                sink.scale = size / max(1, start + framing.end)
                piece = _read_buffer(buf, name, plugins, bulk, framing, start, records, sink)
            finally:
                try:
                    buf.close()
                except BufferError:  # a view still alive: the map goes with it
                    pass
            _renumber(piece, records)
            sink.settle(piece.tags)
            pieces.append(piece)
            records += framing.records
            if final:  # the last part ends the file, torn tail or not
                break
            at = start + framing.end
    return _joined(name, records, pieces, plugins, sink)


def _renumber(data: FileData, first: int) -> None:
    """Record numbers of a part, counted from the file's first record."""
    if not first:
        return
    for tag in data.tags.values():
        tag.numbers += first
    data.provisional = {tag: [numbers + first for numbers in parts] for tag, parts in data.provisional.items()}
    proto = data.proto
    proto.plugins = [(tag, number + first, plugin) for tag, number, plugin in proto.plugins]
    proto.markers = [(number + first, step, wall) for number, step, wall in proto.markers]
    proto.walls = [(number + first, wall) for number, wall in proto.walls]


def _joined(name: str, records: int, pieces: list[FileData], plugins: dict[str, str], sink: Sink) -> FileData:
    """The parts of one file as one FileData, in file order.

    A tensor kept in an early part because its tag's class was unknown there is dropped
    when a later part learnt a class that is not scalars, as one whole read would have.
    """
    out = FileData(name, records)
    for tag in dict.fromkeys(t for piece in pieces for t in piece.tags):
        data = sink.joined(tag)  # every part's points, side by side already
        unsure = [numbers for piece in pieces for numbers in piece.provisional.get(tag, [])]
        if unsure and plugins.get(tag) not in (None, "scalars"):
            keep = ~np.isin(data.numbers, np.concatenate(unsure))
            data = TagData(data.numbers[keep], data.steps[keep], data.walls[keep], data.values[keep])
        if len(data.numbers):
            out.tags[tag] = data
    for piece in pieces:
        out.proto.plugins += piece.proto.plugins
        out.proto.markers += piece.proto.markers
        out.proto.walls += piece.proto.walls
        out.proto.hparams.update(piece.proto.hparams)
        for key, value in piece.proto.meta.items():
            out.proto.meta.setdefault(key, value)
        out.warnings += piece.warnings
    out.warnings.sort(key=_where)
    return out


def _where(warning: str) -> float:
    """The byte offset a warning names, so that warnings read in file order."""
    found = _AT_BYTE.search(warning)
    return float(found.group(1)) if found else math.inf


def _series(name: str, tag: TagData) -> Series:
    return Series.named(name, tag.steps, tag.values, tag.walls)


def _fragments(data: FileData, order: int, extra: list[FileData]) -> list[Fragment]:
    pieces = [p for p in split(data) if p["tags"] or p["markers"]]
    if not pieces and any(child.tags for child in extra):  # only add_scalars wrote scalars
        walls = [wall for _, wall in data.proto.walls[:1]]
        pieces = [{"range": (0, data.records + 1), "tags": {}, "markers": [],
                   "wall_start": walls[0] if walls else None}]
    starts = np.array([p["wall_start"] if p["wall_start"] is not None else -np.inf for p in pieces])
    fragments = []
    for index, piece in enumerate(pieces):
        series = {name: _series(name, tag) for name, tag in piece["tags"].items()}
        # add_scalars files of the same writer: their points go to the piece that was
        # being written at their wall time.
        for child in extra:
            for name, tag in child.tags.items():
                where = np.searchsorted(starts[1:], tag.walls, side="right")
                pick = where == index
                # Two files of one folder may log one tag (a later evaluation-only launch beside the
                # run's own evaluation): the fuller curve is kept, never overwritten by a stub.
                if pick.any() and (name not in series or len(series[name]) < int(pick.sum())):
                    series[name] = Series.named(name, tag.steps[pick], tag.values[pick], tag.walls[pick])
        meta: dict[str, Any] = {"records": f"{piece['range'][0]}-{min(piece['range'][1], data.records) - 1}"}
        if index == 0:
            meta.update(data.proto.meta)
        markers = tuple(Marker("session_start", step, f"SessionLog.START at record {number}")
                        for step, number in piece["markers"])
        fragments.append(Fragment(data.path, series, piece["wall_start"], order + index, markers, meta))
    return fragments


def _renamed(data: FileData, key: str) -> FileData:
    data.tags = {f"{tag}/{key}": values for tag, values in data.tags.items()}
    return data


def _writing_when(path: Path, main: list[Path]) -> str:
    """The training file that was being written when an evaluation file started (the last
    one started before it; the first when none was): its points join that file's fragments."""
    if not main:
        return str(path)
    start = first_wall(path)
    before = [p for p in main if first_wall(p) <= start]
    return str(before[-1] if before else main[0])


def read_unit(unit: Unit) -> RawRun:
    """Read every file of one run (the unit `discovery.claim` made)."""
    roles: dict[str, str] = unit.options.get("roles", {})
    main = [p for p in unit.paths if roles.get(str(p), "main") == "main"]
    if len(main) > 1:  # (reading a wall time may import protobuf: not for one file)
        main.sort(key=lambda p: (first_wall(p), p.name))
    plugins: dict[str, str] = {}
    warnings: list[str] = []
    fragments: list[Fragment] = []
    meta: dict[str, Any] = {}
    hparams: dict[str, Any] = {}
    metrics: dict[str, float] = {}
    children: dict[str, list[FileData]] = {}
    hparams_folders: set[str] = set()
    records = 0
    for path in unit.paths:
        role = roles.get(str(path), "main")
        if role == "main":
            continue
        data = read_file(path, dict(plugins))
        warnings += data.warnings
        records += data.records
        hparams.update(data.proto.hparams)
        if role.startswith("scalars\0"):  # "scalars\0<parent file>\0<key>"
            _, parent, key = role.split("\0", 2)
            children.setdefault(parent, []).append(_renamed(data, key))
        elif role.startswith("eval\0"):  # "eval\0<folder>": Keras validation/, Estimator eval/
            folder = role.split("\0", 1)[1]
            data.tags = {f"{folder}/{tag}": values for tag, values in data.tags.items()}
            children.setdefault(_writing_when(path, main), []).append(data)
        elif role.startswith("side\0"):  # "side\0<folder>": another folder of the same process
            children.setdefault(_writing_when(path, main), []).append(data)
        else:  # add_hparams folder: its scalars are the final metrics, not a curve
            metrics.update({tag: float(t.values[-1]) for tag, t in data.tags.items() if len(t.values)})
            hparams_folders.add(path.parent.name)
    for path in main:
        data = read_file(path, plugins)
        warnings += data.warnings
        records += data.records
        hparams.update(data.proto.hparams)
        fragments += _fragments(data, len(fragments), children.get(str(path), []))
    if records == 0 and warnings:
        raise InputError(f"{warnings[0]} (no readable TensorBoard record in {unit.name})")
    if any(role.startswith("eval\0") for role in roles.values()):
        from lossdoctor.ingest.tensorboard.keras import align_epochs

        fragments, moved = align_epochs(fragments)
        if moved:
            warnings.append(f"{unit.name}: Keras logs epoch_* per epoch and batch_* per batch; each epoch "
                            "value is placed at the last batch written before it, so all series share the "
                            "batch axis")
        else:
            from lossdoctor.ingest.tensorboard.keras import align_epoch_counters

            fragments, counted = align_epoch_counters(fragments)
            if counted:
                warnings.append(f"{unit.name}: {', '.join(sorted(set(counted))[:4])} count epochs (steps 1, 2, ...) "
                                "beside series that count batches; each epoch value is placed at the last batch "
                                "written before it, so all series share the batch axis")
    fragments, spread_notes, scale = spread(fragments)
    if spread_notes:
        warnings += spread_notes
        meta["step_source"] = step_source(scale)
    if hparams:
        meta["hparams"] = hparams
    if metrics:
        meta["hparam_metrics"] = metrics
        names = ", ".join(sorted(metrics)[:6]) + (", ..." if len(metrics) > 6 else "")
        folders = len(hparams_folders)
        warnings.append(f"set aside hparams summary metrics ({names}) from {folders} add_hparams "
                        f"folder{'s' * (folders != 1)}: final values, not a curve")
    return RawRun(unit.name, "tensorboard", fragments, [str(p) for p in main] +
                  [str(p) for p in unit.paths if p not in main], warnings, None, meta)
