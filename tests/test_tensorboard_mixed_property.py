"""Heterogeneous event files: the bulk paths (framing by periods, bulk decoding, skimming of
records without scalars) give exactly what the per-record protobuf path gives, whatever the
interleaving of record kinds. Files are written with tensorboard's own EventFileWriter."""

from __future__ import annotations

import itertools
import math
import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tb_helpers import _meta, event, tensor, value, write
from tensorboard.compat.proto import event_pb2, graph_pb2, node_def_pb2, summary_pb2, tensor_pb2, tensor_shape_pb2
from tensorboard.plugins.hparams import api_pb2, plugin_data_pb2

from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.tensorboard.reader import read_file, read_unit
from lossdoctor.model import RawRun

KINDS = ("histo", "image", "audio", "text", "tf2_histogram", "graph", "run_metadata", "hparams", "eval",
         "multi", "new_tag", "session_start", "string_scalar_shape")


def _summary(step: int, wall: float, *values: summary_pb2.Summary.Value) -> event_pb2.Event:
    return event_pb2.Event(step=step, wall_time=wall, summary=summary_pb2.Summary(value=list(values)))


def _shape(*dims: int) -> tensor_shape_pb2.TensorShapeProto:
    return tensor_shape_pb2.TensorShapeProto(dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=d) for d in dims])


def odd_event(kind: str, step: int, wall: float, rng: np.random.Generator) -> list[event_pb2.Event]:
    """One interruption of the regular scalar stream, as real writers emit it."""
    Value = summary_pb2.Summary.Value
    if kind == "histo":  # torch/tensorboardX add_histogram
        counts = rng.integers(0, 50, int(rng.integers(3, 40))).astype(float)
        histo = summary_pb2.HistogramProto(min=-1.0, max=1.0, num=float(counts.sum()), sum=0.5, sum_squares=2.0,
                                           bucket_limit=np.linspace(-1, 1, len(counts)).tolist(),
                                           bucket=counts.tolist())
        return [_summary(step, wall, Value(tag="weights", histo=histo))]
    if kind == "image":  # add_image: encoded bytes of any size
        image = summary_pb2.Summary.Image(height=8, width=8, colorspace=3, encoded_image_string=rng.bytes(int(rng.integers(10, 5000))))
        return [_summary(step, wall, Value(tag="samples", image=image))]
    if kind == "audio":
        audio = summary_pb2.Summary.Audio(sample_rate=8000.0, num_channels=1, length_frames=100,
                            encoded_audio_string=rng.bytes(200), content_type="audio/wav")
        return [_summary(step, wall, Value(tag="clip", audio=audio))]
    if kind == "text":  # add_text: a string tensor with the text plugin
        return [_summary(step, wall, Value(tag="notes", metadata=_meta("text"), tensor=tensor_pb2.TensorProto(
            dtype=7, tensor_shape=_shape(), string_val=[b"step %d" % step])))]
    if kind == "tf2_histogram":
        table = rng.normal(size=(int(rng.integers(1, 30)), 3)).astype("<f8")
        return [_summary(step, wall, Value(tag="dense/kernel_0", metadata=_meta("histograms"),
                                           tensor=tensor_pb2.TensorProto(dtype=2, tensor_shape=_shape(len(table), 3),
                                                                         tensor_content=table.tobytes())))]
    if kind == "graph":
        graph = graph_pb2.GraphDef(node=[node_def_pb2.NodeDef(name=f"n{i}", op="MatMul") for i in range(3)])
        return [event_pb2.Event(wall_time=wall, graph_def=graph.SerializeToString())]
    if kind == "run_metadata":
        return [event_pb2.Event(wall_time=wall, step=step, tagged_run_metadata=event_pb2.TaggedRunMetadata(
            tag="profiler", run_metadata=rng.bytes(64)))]
    if kind == "hparams":
        data = plugin_data_pb2.HParamsPluginData(session_start_info=plugin_data_pb2.SessionStartInfo(
            hparams={"lr": plugin_data_pb2.google_dot_protobuf_dot_struct__pb2.Value(number_value=0.1)}))
        return [_summary(step, wall, Value(tag="_hparams_/session_start_info", metadata=_meta(
            "hparams", data.SerializeToString()), tensor=tensor_pb2.TensorProto(dtype=7, tensor_shape=_shape())))]
    if kind == "eval":  # an occasional scalar of another tag
        return [_summary(step, wall, value("eval/loss", "simple", float(rng.normal())))]
    if kind == "multi":  # TF1 merged summary: several scalar tags in one event, one histogram too
        return [_summary(step, wall, value("sys/a", "simple", 1.5), value("sys/b", "tf2", 2.5),
                         Value(tag="h", histo=summary_pb2.HistogramProto(min=0.0, max=1.0)))]
    if kind == "new_tag":  # a tensor scalar whose tag is first seen without metadata
        return [_summary(step, wall, value("late/tensor", "float_val", 3.25, metadata=False))]
    if kind == "session_start":
        return [event_pb2.Event(wall_time=wall, step=step, session_log=event_pb2.SessionLog(status=1))]
    if kind == "string_scalar_shape":  # rank 0, no numbers: no scalar, but the plugin is learnt
        return [_summary(step, wall, Value(tag="late/tensor", metadata=_meta("custom"),
                                           tensor=tensor_pb2.TensorProto(dtype=7, string_val=[b"x"])))]
    raise ValueError(kind)


def write_mixed(folder: Path, seed: int, steps: int, first_step: int, styles: list[str],
                inserts: list[tuple[int, str]], wall_jitter: bool) -> Path:
    """A file of `steps` steps x len(styles) scalar tags with `inserts` (step index, kind)."""
    rng = np.random.default_rng(seed)
    at: dict[int, list[str]] = {}
    for index, kind in inserts:
        at.setdefault(index % steps, []).append(kind)
    wall = 1.7e9

    def events():
        nonlocal wall
        for i in range(steps):
            step = first_step + i
            for k, style in enumerate(styles):
                wall += float(rng.uniform(0.001, 0.01)) if wall_jitter else 0.0
                yield _summary(step, wall, value(f"train/t{k}", style, math.sin(step + k) * 3))
            for kind in at.get(i, []):
                yield from odd_event(kind, step, wall, rng)

    return write(folder, events())


def _same_points(a: object, b: object) -> None:
    """Every tag's numbers, steps, walls and values are equal in two reads (NaN equals NaN)."""
    for tag in a.tags:  # type: ignore[attr-defined]
        for name in ("numbers", "steps", "walls", "values"):
            assert np.array_equal(getattr(a.tags[tag], name), getattr(b.tags[tag], name),  # type: ignore[attr-defined]
                                  equal_nan=True), (tag, name)


def _same_runs(a: RawRun, b: RawRun) -> None:
    assert a.warnings == b.warnings and a.meta == b.meta
    assert len(a.fragments) == len(b.fragments)
    for fa, fb in zip(a.fragments, b.fragments):
        assert (fa.wall_start, fa.markers, fa.meta, fa.order) == (fb.wall_start, fb.markers, fb.meta, fb.order)
        assert fa.series.keys() == fb.series.keys()
        for name in fa.series:
            sa, sb = fa.series[name], fb.series[name]
            assert np.array_equal(sa.steps, sb.steps), name
            assert np.array_equal(sa.values, sb.values, equal_nan=True), name
            assert np.array_equal(sa.wall_times, sb.wall_times, equal_nan=True), name


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), steps=st.integers(40, 400),
       first_step=st.sampled_from([0, 1, 100, 16300, 2**21 - 50]),
       styles=st.lists(st.sampled_from(["simple", "tf2", "float_val", "double_val"]), min_size=1, max_size=4),
       inserts=st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(KINDS)), max_size=60),
       period=st.sampled_from([0, 7, 10, 100]), wall_jitter=st.booleans())
def test_bulk_and_per_record_paths_agree_on_mixed_files(tmp_path_factory, seed, steps, first_step, styles, inserts,
                                                         period, wall_jitter) -> None:
    if period:  # a regular interruption too (a histogram every `period` steps)
        inserts = inserts + [(i, "histo") for i in range(0, steps, period)]
    folder = tmp_path_factory.mktemp("mixed")
    path = write_mixed(folder, seed, steps, first_step, styles, inserts, wall_jitter)
    fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
    assert fast.records == slow.records and fast.warnings == slow.warnings
    assert fast.tags.keys() == slow.tags.keys()
    _same_points(fast, slow)
    assert sorted(fast.proto.plugins) == sorted(slow.proto.plugins)
    assert fast.proto.hparams == slow.proto.hparams and sorted(fast.proto.markers) == sorted(slow.proto.markers)
    assert fast.proto.meta == slow.proto.meta


def test_whole_run_is_the_same_through_both_paths(tmp_path: Path, monkeypatch) -> None:
    """Fragments (wall starts, markers, series) of a run read in bulk and record by record."""
    inserts = [(i, kind) for i, kind in enumerate(KINDS * 5)] + [(i, "histo") for i in range(0, 300, 10)]
    path = write_mixed(tmp_path, 1, 300, 120, ["simple", "tf2"], inserts, True)
    unit = Unit("tensorboard", "run", (path,))
    fast = read_unit(unit)
    import lossdoctor.ingest.tensorboard.reader as reader

    original = reader.read_file
    monkeypatch.setattr(reader, "read_file", lambda p, plugins, bulk=True: original(p, plugins, bulk=False))
    _same_runs(fast, read_unit(unit))
    assert sum(len(s) for f in fast.fragments for s in f.series.values()) > 600


def test_interruptions_do_not_send_the_framing_record_by_record(tmp_path: Path) -> None:
    """A histogram every 10 steps and an eval scalar every 97: all but a few records are
    found in bulk (periods resumed after each interruption, the cycle learnt)."""
    from lossdoctor.ingest.filemap import file_bytes
    from lossdoctor.ingest.tensorboard import framing

    inserts = [(i, "histo") for i in range(0, 2000, 10)] + [(i, "eval") for i in range(0, 2000, 97)]
    path = write_mixed(tmp_path, 2, 2000, 0, ["simple"] * 3, inserts, True)
    walked = []
    original = framing._HEADER

    class Counting:
        size = original.size

        def unpack_from(self, buf: object, pos: int = 0) -> tuple[int, int]:
            walked.append(pos)
            return original.unpack_from(buf, pos)

    buf = file_bytes(path)
    framing._HEADER = Counting()  # type: ignore[assignment]
    try:
        found = framing.frame(buf, "f")
    finally:
        framing._HEADER = original
    assert found.records == 1 + 2000 * 3 + 200 + 21
    assert len(walked) < found.records / 5  # headers looked at one by one, out of 6,221 records


def _without_estimates(warnings: list[str]) -> list[str]:
    return [re.sub(r" \(about \d+ by the average record size\)", "", w) for w in warnings]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), part=st.sampled_from([1 << 12, 1 << 13, 1 << 16]),
       damage=st.lists(st.tuples(st.integers(0, 10**9), st.integers(1, 255)), max_size=4),
       cut=st.integers(0, 40))
def test_a_long_file_read_in_parts_is_read_the_same(tmp_path_factory, seed, part, damage, cut) -> None:
    """Files longer than a part are mapped and decoded part by part (bounded memory): the
    result is the same as one whole read, damage and torn tails included."""
    folder = tmp_path_factory.mktemp("parts")
    inserts = [(i, kind) for i, kind in enumerate(KINDS * 3)] + [(i, "histo") for i in range(0, 300, 25)]
    path = write_mixed(folder, seed, 300, 90, ["simple", "tf2"], inserts, True)
    data = bytearray(path.read_bytes())
    for where, flip in damage:
        data[where % len(data)] ^= flip
    path.write_bytes(bytes(data[:len(data) - cut]))
    whole, parts = read_file(path, {}), read_file(path, {}, part=part)
    assert parts.records == whole.records
    assert _without_estimates(parts.warnings) == _without_estimates(whole.warnings)
    assert parts.tags.keys() == whole.tags.keys()
    _same_points(parts, whole)
    assert sorted(parts.proto.markers) == sorted(whole.proto.markers) and parts.proto.hparams == whole.proto.hparams


def _framed(found: object) -> list[tuple[int, int, int]]:
    """Every record a Framing holds, as (header offset, data length, record number)."""
    out = list(zip(found.loose_offsets.tolist(), found.loose_lengths.tolist(),  # type: ignore[attr-defined]
                   found.loose_numbers.tolist()))  # type: ignore[attr-defined]
    for block in found.blocks:  # type: ignore[attr-defined]
        size = len(block.lengths)
        for m in range(block.count):
            for slot, (rel, length) in enumerate(zip(block.slot_offsets(), block.lengths)):
                out.append((block.start + m * block.stride + rel, length, block.first + m * size + slot))
    return sorted(out)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), steps=st.integers(30, 500),
       styles=st.lists(st.sampled_from(["simple", "tf2", "float_val"]), min_size=1, max_size=4),
       every=st.sampled_from([3, 7, 10, 25]), fixed=st.booleans(), evals=st.sampled_from([0, 2, 3]),
       inserts=st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(KINDS)), max_size=20),
       damage=st.lists(st.tuples(st.integers(0, 10**9), st.integers(1, 255)), max_size=3),
       cut=st.integers(0, 30))
def test_framing_in_bulk_finds_what_a_walk_record_by_record_finds(tmp_path_factory, seed, steps, styles, every,
                                                                 fixed, evals, inserts, damage, cut) -> None:
    """Runs between recurring interruptions are guessed from the last ones and learnt cycles
    fall back to their period where they break: the records found (and the damage reported)
    are those of a framing that never learns a period, on histograms of one length (cycles
    learnt) or of changing lengths, with eval scalars between, damage and torn tails."""
    from lossdoctor.ingest.tensorboard import framing

    rng = np.random.default_rng(seed)
    folder = tmp_path_factory.mktemp("framing")
    at: dict[int, list[str]] = {}
    for index, kind in inserts:
        at.setdefault(index % steps, []).append(kind)

    def events():
        wall = 1.7e9
        for i in range(steps):
            wall += 0.01
            for k, style in enumerate(styles):
                yield _summary(i, wall, value(f"train/t{k}", style, math.sin(i + k)))
            if i % every == every - 1:
                buckets = 12 if fixed else int(rng.integers(3, 40))
                histo = summary_pb2.HistogramProto(min=-1.0, max=1.0, num=3.0, sum=0.5, sum_squares=2.0,
                                                   bucket_limit=rng.normal(size=buckets).tolist(),
                                                   bucket=rng.normal(size=buckets).tolist())
                yield _summary(i, wall, summary_pb2.Summary.Value(tag="weights", histo=histo))
                if evals and i % (every * evals) == every * evals - 1:
                    yield _summary(i, wall, value("eval/loss", "simple", float(rng.normal())))
            for kind in at.get(i, []):
                yield from odd_event(kind, i, wall, rng)

    data = bytearray(write(folder, events()).read_bytes())
    for where, flip in damage:
        data[where % len(data)] ^= flip
    buf = bytes(data[:len(data) - cut])
    fast = framing.frame(buf, "f")
    original = framing._period
    framing._period = lambda lengths: 0  # never a pattern: every record walked alone
    try:
        slow = framing.frame(buf, "f")
    finally:
        framing._period = original
    assert fast.records == slow.records and fast.end == slow.end
    assert _framed(fast) == _framed(slow)
    assert _without_estimates(fast.warnings) == _without_estimates(slow.warnings)


def test_lone_records_read_without_protobuf_read_as_protobuf_reads_them(tmp_path: Path) -> None:
    """A record alone of its length (the first steps, a lone value of a rare tag) and the
    file_version event are read by hand: the same points, wall times and meta as protobuf's,
    and no protobuf import when no record needs it."""
    import subprocess
    import sys

    styles = ["simple", "tf2", "float_val", "double_val", "half", "int64", "content64", "bf16"]
    events = [_summary(step, 1.7e9 + step, value(f"lone/{style}", style, -2.5 + index))
              for index, (step, style) in enumerate(zip([0, 1, 5, 300, 70000, 2**40, 3, 9], styles))]
    events.append(_summary(7, 1.7e9, value("a", "simple", 1.0), value("b", "tf2", 2.0), value("c", "bf16", 3.0)))
    path = write(tmp_path / "all", iter(events))
    fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
    assert fast.warnings == slow.warnings == [] and fast.proto.meta == slow.proto.meta
    assert fast.proto.meta["file_version"].startswith("brain.Event")
    assert sorted(fast.proto.walls) == sorted(slow.proto.walls)
    assert fast.tags.keys() == slow.tags.keys() and len(fast.tags) == len(styles) + 3
    for tag in fast.tags:
        for field in ("numbers", "steps", "walls", "values"):
            assert np.array_equal(getattr(fast.tags[tag], field), getattr(slow.tags[tag], field)), (tag, field)
    # Half and int64 values (half_val, int64_val) are protobuf's; the others need no import.
    taken = write(tmp_path / "taken", iter(e for e in events if "half" not in str(e) and "int64" not in str(e)))
    code = ("import sys; from pathlib import Path; from lossdoctor.ingest.tensorboard.reader import read_file; "
            f"data = read_file(Path({str(taken)!r}), {{}}); print(len(data.tags), 'google.protobuf' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == f"{len(styles) + 1} False"


def test_blocks_of_a_learnt_cycle_read_as_record_by_record(tmp_path: Path) -> None:
    """An eval scalar every 10 steps: the cycle (10 steps of scalars and the eval record) is
    learnt and its whole periods become Blocks of many slots, decoded a length at a time
    across all blocks (tags of equal length share a group) and merged with the records
    walked alone; step varints widen mid-file (16383 -> 16384)."""
    from lossdoctor.ingest.filemap import file_bytes
    from lossdoctor.ingest.tensorboard.framing import frame

    inserts = [(i, "eval") for i in range(0, 3000, 10)] + [(1234, "histo"), (2345, "image")]
    path = write_mixed(tmp_path, 3, 3000, 16000, ["simple", "simple", "tf2", "double_val"], inserts, True)
    found = frame(file_bytes(path), "f")
    assert any(len(block.lengths) > 8 for block in found.blocks)
    fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
    assert fast.records == slow.records and fast.warnings == slow.warnings
    assert fast.tags.keys() == slow.tags.keys() and len(fast.tags["train/t0"].numbers) == 3000
    _same_points(fast, slow)


def test_hparams_records_read_without_protobuf_read_as_protobuf_reads_them(tmp_path: Path) -> None:
    """add_hparams / Keras hparams records (every kind of hparam value, experiment and
    session end records, a list value that only protobuf reads) give the same hparams,
    plugins and wall times by hand as through protobuf."""
    from google.protobuf import struct_pb2

    from lossdoctor.ingest.filemap import file_bytes
    from lossdoctor.ingest.tensorboard.discovery import _head
    from lossdoctor.ingest.tensorboard.framing import HEADER, frame
    from lossdoctor.ingest.tensorboard.proto import ProtoPoints, decode_records
    from lossdoctor.ingest.tensorboard.skim import event_tags, hparams_event

    Value = summary_pb2.Summary.Value
    start = plugin_data_pb2.SessionStartInfo(group_name="g", start_time_secs=12.5, hparams={
        "lr": struct_pb2.Value(number_value=3e-4), "opt": struct_pb2.Value(string_value="adamw"),
        "nesterov": struct_pb2.Value(bool_value=True), "none": struct_pb2.Value(null_value=0),
        "empty": struct_pb2.Value()})
    listed = plugin_data_pb2.SessionStartInfo(hparams={
        "layers": struct_pb2.Value(list_value=struct_pb2.ListValue(values=[struct_pb2.Value(number_value=2)]))})
    blobs = [("_hparams_/experiment", plugin_data_pb2.HParamsPluginData(experiment=api_pb2.Experiment(
                 name="e")), False),
             ("_hparams_/session_start_info", plugin_data_pb2.HParamsPluginData(session_start_info=start), True),
             ("_hparams_/session_start_info", plugin_data_pb2.HParamsPluginData(session_start_info=listed), True),
             ("_hparams_/session_end_info", plugin_data_pb2.HParamsPluginData(
                 session_end_info=plugin_data_pb2.SessionEndInfo(status=1)), False)]
    events = [_summary(0, 1.7e9 + i, Value(tag=tag, metadata=_meta("hparams", blob.SerializeToString()),
                                           **({"tensor": tensor_pb2.TensorProto(dtype=7, tensor_shape=_shape())}
                                              if with_tensor else {})))
              for i, (tag, blob, with_tensor) in enumerate(blobs)]
    path = write(tmp_path, iter(events))
    buf = file_bytes(path)
    framing = frame(buf, "f")
    offsets = framing.loose_offsets + HEADER
    by_hand, by_proto = ProtoPoints(), ProtoPoints()
    decode_records(buf, offsets, framing.loose_lengths, framing.loose_numbers, "f", by_hand)
    decode_records(buf, offsets, framing.loose_lengths, framing.loose_numbers, "f", by_proto, skim=False)
    assert by_hand.hparams == by_proto.hparams and by_hand.hparams["opt"] == "adamw"
    assert [type(v) for v in by_hand.hparams.values()] == [type(by_proto.hparams[k]) for k in by_hand.hparams]
    assert (by_hand.plugins, by_hand.walls, by_hand.points) == (by_proto.plugins, by_proto.walls, by_proto.points)
    data = [bytes(buf[o:o + n]) for o, n in zip(offsets.tolist(), framing.loose_lengths.tolist())]
    assert sum(hparams_event(d) is not None for d in data) == 3  # the list value goes through protobuf
    assert event_tags(_head(path)) == {tag for tag, _, _ in blobs}


def test_runs_between_three_kinds_of_interruption_are_checked_in_one_gather(tmp_path: Path) -> None:
    """Interruptions every 500 and every 1000 steps (the TF2/Keras pattern: histograms after
    one step's scalars, evals after another's) make runs of three shapes in turn; each is
    recognised from the shapes remembered (`_Pattern.again`), not measured afresh (`whole`)."""
    from lossdoctor.ingest.filemap import file_bytes
    from lossdoctor.ingest.tensorboard import framing

    inserts = [(i, "histo") for i in range(0, 6000, 500)] + [(i, "eval") for i in range(499, 6000, 1000)]
    path = write_mixed(tmp_path, 3, 6000, 1, ["simple"] * 3, inserts, True)
    calls = {"whole": 0, "again": 0}
    whole, again = framing._Pattern.whole, framing._Pattern.again

    def count_whole(self: framing._Pattern, *args: object) -> object:
        calls["whole"] += 1
        return whole(self, *args)  # type: ignore[arg-type]

    def count_again(self: framing._Pattern, *args: object) -> object:
        found = again(self, *args)  # type: ignore[arg-type]
        calls["again"] += found is not None
        return found

    buf = file_bytes(path)
    framing._Pattern.whole, framing._Pattern.again = count_whole, count_again  # type: ignore[method-assign]
    try:
        found = framing.frame(buf, "f")
    finally:
        framing._Pattern.whole, framing._Pattern.again = whole, again  # type: ignore[method-assign]
    fast = read_file(path, {})
    slow = read_file(path, {}, bulk=False)
    assert set(fast.tags) == set(slow.tags)
    _same_points(fast, slow)
    assert found.records == fast.records
    assert calls["again"] > 2 * calls["whole"]  # 24 interruptions: nearly every run is a shape seen before


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), chunk=st.sampled_from([8, 64, 1 << 14]))
def test_equal_length_tags_in_any_order_decode_as_protobuf_does(tmp_path_factory, seed, chunk) -> None:
    """Loose records of two tags with the same length, in a random order: each chunk is sorted
    by `matching` as it is decoded, and the records of the other tag go to the next template."""
    from lossdoctor.ingest.tensorboard import fastdecode

    rng = np.random.default_rng(seed)
    tags = rng.choice(["aa", "bb"], size=600)
    events = [event(s, 5.0 + s, [value(str(tag), "simple", float(s) + (0.5 if tag == "bb" else 0))])
              for s, tag in zip(rng.permutation(600).tolist(), tags.tolist())]
    path = write(tmp_path_factory.mktemp("eq"), events)
    original = fastdecode.CHUNK
    fastdecode.CHUNK = chunk
    try:
        fast = read_file(path, {})
    finally:
        fastdecode.CHUNK = original
    slow = read_file(path, {}, bulk=False)
    assert set(fast.tags) == set(slow.tags) == set(tags.tolist())
    _same_points(fast, slow)
    assert fast.warnings == slow.warnings == []


def _read_with(path: Path, part: int | None = None, **limits: int):
    """read_file (in parts of `part` bytes) with some of the reader's size limits lowered
    (module constants)."""
    from lossdoctor.ingest.tensorboard import bulk, fill
    from lossdoctor.ingest.tensorboard.reader import PART_BYTES

    where = {"min_alone": (bulk, "MIN_ALONE"), "stretches": (fill, "MAX_STRETCHES"), "chunk": (fill, "CHUNK")}
    saved = {key: getattr(*where[key]) for key in limits}
    for key, number in limits.items():
        setattr(*where[key], number)
    try:
        return read_file(path, {}, part=part or PART_BYTES)
    finally:
        for key, number in saved.items():
            setattr(*where[key], number)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), steps=st.integers(800, 3000),
       styles=st.lists(st.sampled_from(["simple", "tf2", "float_val", "double_val"]), min_size=1, max_size=3),
       gap=st.integers(5, 40), every=st.integers(50, 400),
       inserts=st.lists(st.tuples(st.integers(0, 10**6), st.sampled_from(KINDS)), max_size=10),
       min_alone=st.sampled_from([8, 64, 4096]), stretches=st.sampled_from([0, 3, 1024]),
       chunk=st.sampled_from([8, 100, 1 << 14]), part=st.sampled_from([None, 1 << 14, 1 << 16]),
       damage=st.lists(st.tuples(st.integers(0, 10**9), st.integers(1, 255)), max_size=3))
def test_slots_gathered_from_short_blocks_decode_as_protobuf_does(tmp_path_factory, seed, steps, styles, gap, every,
                                                                  inserts, min_alone, stretches, chunk, part,
                                                                  damage) -> None:
    """Images ever further apart (from `gap` steps) and an eval scalar every `every` steps: short
    blocks of unequal lengths at unequal distances, whose slots are gathered across blocks and
    decoded straight into their tag's arrays, stretch by stretch around the records walked
    alone, in chunks that straddle stretches; damaged records fall back to protobuf; tags of
    equal length in one shape are told apart. The same as record by record, whatever the limits,
    and whether the file is read whole or in parts (each part's slots placed in shared arrays)."""
    folder = tmp_path_factory.mktemp("listed")
    images = [at for at in itertools.accumulate(range(gap, steps)) if at < steps]
    inserts = inserts + [(at, "image") for at in images] + [(i, "eval") for i in range(7, steps, every)]
    path = write_mixed(folder, seed, steps, 16000, styles, inserts, True)
    data = bytearray(path.read_bytes())
    for where, flip in damage:
        data[where % len(data)] ^= flip
    path.write_bytes(bytes(data))
    fast = _read_with(path, part, min_alone=min_alone, stretches=stretches, chunk=chunk)
    slow = read_file(path, {}, bulk=False)
    assert fast.records == slow.records
    if part is None:
        assert fast.warnings == slow.warnings
    else:  # (a part's resynchronisation estimates lost records by the average size so far)
        assert _without_estimates(fast.warnings) == _without_estimates(slow.warnings)
    assert fast.tags.keys() == slow.tags.keys()
    _same_points(fast, slow)


@pytest.mark.parametrize("styles", [["simple", "tf2"], ["simple", "simple", "tf2"]])
def test_a_slot_of_many_short_blocks_is_decoded_in_place(tmp_path: Path, monkeypatch, styles: list[str]) -> None:
    """Images ever further apart and an eval scalar every 333 steps (the TF2/Keras pattern: short
    blocks of unequal lengths at unequal distances): each tag's records from every short block
    are one listed Pending slot, placed by merging with the records walked alone (no sort of
    every record number), and read as protobuf reads them."""
    from lossdoctor.ingest.filemap import file_bytes
    from lossdoctor.ingest.tensorboard import fill
    from lossdoctor.ingest.tensorboard.bulk import route
    from lossdoctor.ingest.tensorboard.framing import frame

    images = [at for at in itertools.accumulate(range(30, 200)) if at < 6000]
    inserts = [(at, "image") for at in images] + [(i, "eval") for i in range(7, 6000, 333)]
    path = write_mixed(tmp_path, 5, 6000, 16000, styles, inserts, True)
    buf = file_bytes(path)
    listed = [p for p in route(buf, frame(buf, "f")).pending if p.listed is not None]
    alone = {f"train/t{k}" for k, style in enumerate(styles) if styles.count(style) == 1}
    assert {p.layout.spots[0].tag for p in listed} == alone
    assert sum(p.records.count for p in listed) > 5000 * len(alone)

    def no_sort(*args: object) -> None:
        raise AssertionError("sorted every record number")

    monkeypatch.setattr(fill, "_place_sorted", no_sort)
    monkeypatch.setattr(fill, "_sort_stretch", no_sort)
    fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
    assert len(fast.tags["train/t0"].numbers) == 6000 and fast.tags.keys() == slow.tags.keys()
    _same_points(fast, slow)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**16), every=st.integers(1, 6), buckets=st.integers(1, 60),
       damage=st.lists(st.tuples(st.integers(0, 10**9), st.integers(1, 255)), max_size=3))
def test_histograms_of_one_size_are_told_apart_in_bulk(tmp_path_factory, seed, every, buckets, damage) -> None:
    """Histograms and images of a fixed size (two histogram tags of one length: two layouts of
    one record length), a scalar of that length among them, damage: records of one length are
    compared in bulk against the layout `skim` learnt from the first, and read as protobuf reads
    them (wall times in file order, plugins, points)."""
    rng = np.random.default_rng(seed)
    Value = summary_pb2.Summary.Value
    histo = summary_pb2.HistogramProto(min=-1.0, max=1.0, num=3.0, sum=0.5, sum_squares=2.0,
                                       bucket_limit=np.linspace(-1, 1, buckets).tolist(), bucket=[1.0] * buckets)
    events = []
    for step in range(300):
        events.append(_summary(step, 1e9 + step + float(rng.uniform()), value("loss", "simple", float(rng.normal()))))
        if step % every == 0:
            for tag in ("w/a", "w/b"):
                histo.bucket[int(rng.integers(buckets))] = float(rng.integers(100))
                events.append(_summary(step, 1e9 + step + 0.5, Value(tag=tag, histo=histo)))
            image = summary_pb2.Summary.Image(height=2, width=2, colorspace=3, encoded_image_string=rng.bytes(64))
            events.append(_summary(step, 1e9 + step + 0.7, Value(tag="img", image=image)))
    path = write(tmp_path_factory.mktemp("histos"), events)
    data = bytearray(path.read_bytes())
    for where, flip in damage:
        data[where % len(data)] ^= flip
    path.write_bytes(bytes(data))
    fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
    assert fast.records == slow.records and fast.warnings == slow.warnings
    assert sorted(fast.proto.plugins) == sorted(slow.proto.plugins)
    # Wall times of the records without scalars (protobuf lists every record's), in file order.
    scalars = {int(n) for tag in slow.tags.values() for n in tag.numbers}
    assert [w for w in fast.proto.walls if w[0] not in scalars] == [w for w in slow.proto.walls if w[0] not in scalars]
    assert fast.tags.keys() == slow.tags.keys()
    _same_points(fast, slow)


def test_records_of_one_layout_are_skimmed_in_bulk(tmp_path: Path, monkeypatch) -> None:
    """Fixed-size histograms go through the bulk comparison, not a walk each."""
    from lossdoctor.ingest.tensorboard import skim

    Value = summary_pb2.Summary.Value
    histo = summary_pb2.HistogramProto(min=0.0, max=1.0, bucket_limit=[0.5, 1.0], bucket=[1.0, 2.0])
    events = [_summary(step, 1e9 + step, Value(tag="w", histo=histo)) for step in range(400)]
    path = write(tmp_path, events)
    calls = {"skim": 0}
    original = skim.skim

    def counted(*args: object, **kwargs: object) -> object:
        calls["skim"] += 1
        return original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(skim, "skim", counted)
    data = read_file(path, {})
    # One walk per length (steps 0, 1-127 and 128-399 take 0, 1 and 2 bytes) and one for the
    # file_version record: not one per record.
    assert len(data.proto.walls) == 401 and calls["skim"] <= 4
    assert data.warnings == [] and not data.tags
