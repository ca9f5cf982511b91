"""Decoding: every scalar encoding, plugin classes, fragments, and bulk == protobuf."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
from tb_helpers import (STYLES, event, expected, hparams_values, histo_value, image_value, scalars,
                        session_start, text_value, value, write)

from lossdoctor.ingest.base import Unit
from lossdoctor.ingest.tensorboard.reader import read_file, read_unit


def _same(a: object, b: object) -> None:
    for name in ("numbers", "steps", "walls", "values"):
        x, y = getattr(a, name), getattr(b, name)
        assert x.dtype == y.dtype and np.array_equal(x, y, equal_nan=True), name


@pytest.mark.parametrize("style", STYLES)
@pytest.mark.parametrize("metadata", ["first", "every"])
def test_every_encoding_round_trips(tmp_path: Path, style: str, metadata: str) -> None:
    steps = list(range(0, 300)) + list(range(16380, 16400))  # step 0 absent on disk; varint widths 1..3
    path, written = scalars(tmp_path, ["loss", "train/lr"], steps, style=style, metadata=metadata)
    data = read_file(path, {})
    assert sorted(data.tags) == ["loss", "train/lr"]
    for tag, values in written.items():
        got = data.tags[tag]
        assert got.steps.tolist() == steps
        assert got.values.tolist() == [expected(style, v) for v in values]
        assert got.walls[0] == 1.7e9 + (0.001 if tag == "train/lr" else 0.0)
    assert data.warnings == []


@pytest.mark.parametrize("style", STYLES)
def test_bulk_and_protobuf_paths_agree_exactly(tmp_path: Path, style: str) -> None:
    path, _ = scalars(tmp_path, ["a", "bb", "c/d"], range(0, 2000, 3), style=style, metadata="first")
    fast, slow = read_file(path, {}), read_file(path, {}, bulk=False)
    assert sorted(fast.tags) == sorted(slow.tags) == ["a", "bb", "c/d"]
    for tag in fast.tags:
        _same(fast.tags[tag], slow.tags[tag])


def test_values_keep_nan_inf_and_negative_steps(tmp_path: Path) -> None:
    xs = [1.0, float("nan"), float("inf"), -float("inf"), -0.0] * 20
    events = [event(i - 5, 1.0 + i, [value("x", "simple", x)]) for i, x in enumerate(xs)]
    data = read_file(write(tmp_path, events), {})
    assert data.tags["x"].steps.tolist() == list(range(-5, 95))
    np.testing.assert_array_equal(data.tags["x"].values, np.array(xs, dtype=np.float32).astype(float))
    _same(data.tags["x"], read_file(write(tmp_path / "b", events), {}, bulk=False).tags["x"])


def test_several_values_in_one_event_tf1_style(tmp_path: Path) -> None:
    events = [event(i, 10.0 + i, [value("loss", "simple", i * 0.5), value("acc", "simple", i * 0.25)])
              for i in range(100)]
    data = read_file(write(tmp_path, events), {})
    assert data.tags["loss"].values.tolist() == [i * 0.5 for i in range(100)]
    assert data.tags["acc"].values.tolist() == [i * 0.25 for i in range(100)]
    assert data.tags["acc"].steps.tolist() == list(range(100))


def test_non_scalars_are_skipped_and_hparams_tolerated(tmp_path: Path) -> None:
    events = [event(0, 1.0, hparams_values({"lr": 0.1, "opt": "adam"}))]
    for i in range(60):
        events.append(event(i, 2.0 + i, [value("loss", "tf2", 1.0 / (i + 1), metadata=i == 0),
                                         image_value("img"), histo_value("hist"), text_value("note", "hi")]))
    path = write(tmp_path, events)
    data = read_file(path, {})
    assert sorted(data.tags) == ["loss"]
    assert len(data.tags["loss"].values) == 60
    raw = read_unit(Unit("tensorboard", "run", (path,)))
    assert raw.meta["hparams"] == {"lr": 0.1, "opt": "adam"}


def test_tensor_without_metadata_follows_its_tags_first_class(tmp_path: Path) -> None:
    # 'custom' first arrives with a non-scalars plugin; its later bare scalar tensors are not scalars.
    from tb_helpers import _meta

    first = value("custom", "tf2", 1.0)
    first.metadata.CopyFrom(_meta("my_plugin"))
    events = [event(0, 1.0, [first, value("loss", "tf2", 1.0)])]
    events += [event(i, 1.0 + i, [value("custom", "tf2", 2.0, metadata=False),
                                  value("loss", "tf2", 3.0, metadata=False)]) for i in range(1, 50)]
    path = write(tmp_path, events)
    for bulk in (True, False):
        data = read_file(path, {}, bulk=bulk)
        assert sorted(data.tags) == ["loss"]
        assert len(data.tags["loss"].values) == 50
    # Metadata seen in an earlier file of the run decides for a later file without any.
    later = write(tmp_path / "later", [event(i, 100.0 + i, [value("bare", "tf2", 1.0, metadata=False)])
                                       for i in range(40)])
    assert "bare" in read_file(later, {}).tags
    assert "bare" not in read_file(later, {"bare": "histograms"}).tags


def test_steps_going_back_start_a_new_fragment(tmp_path: Path) -> None:
    base = time.time() + 10  # after the writer's own first event (file_version, stamped now)
    events = [event(s, base + s, [value("loss", "simple", 10.0 - s), value("lr", "simple", 0.1)])
              for s in range(0, 11)]
    events += [event(s, base + 100 + s, [value("loss", "simple", 100.0 + s)]) for s in range(5, 13)]
    events += [event(s, base + 200 + s, [value("lr", "simple", 0.2)]) for s in range(5, 13)]
    path = write(tmp_path, events)
    raw = read_unit(Unit("tensorboard", "run", (path,)))
    assert [f.order for f in raw.fragments] == [0, 1]
    first, second = raw.fragments
    assert first.series["loss"].steps.tolist() == list(range(11))
    assert second.series["loss"].steps.tolist() == list(range(5, 13))
    # lr's own step drop comes after the cut: it stays in the second fragment.
    assert second.series["lr"].steps.tolist() == list(range(5, 13))
    assert second.wall_start == base + 105
    assert first.wall_start is not None and first.wall_start < base  # the file_version event
    assert first.meta["file_version"] == "brain.Event:2"
    assert first.meta["writer"] == "tensorboard.summary.writer.event_file_writer"


def test_session_start_is_a_marker_and_a_cut(tmp_path: Path) -> None:
    events = [event(s, 10.0 + s, [value("loss", "simple", s)]) for s in range(10)]
    events += [session_start(4, 50.0)] + [event(s, 50.0 + s, [value("loss", "simple", -s)]) for s in range(4, 20)]
    raw = read_unit(Unit("tensorboard", "run", (write(tmp_path, events),)))
    assert len(raw.fragments) == 2
    assert raw.fragments[1].markers[0].kind == "session_start"
    assert raw.fragments[1].markers[0].step == 4
    assert raw.fragments[1].series["loss"].steps.tolist() == list(range(4, 20))
    assert raw.fragments[0].markers == ()


def test_equal_length_tags_sharing_a_slot_are_told_apart(tmp_path: Path) -> None:
    # "aa" and "bb" records have identical lengths, so the framing sees a period of one
    # record; the bulk decoder must notice that half of the slot is another tag.
    events = [event(s, 5.0 + s, [value("aa" if k == 0 else "bb", "simple", s * 10.0 + k)])
              for s in range(300) for k in (0, 1)]
    path = write(tmp_path, events)
    data = read_file(path, {})
    assert data.tags["aa"].values.tolist() == [s * 10.0 for s in range(300)]
    assert data.tags["bb"].values.tolist() == [s * 10.0 + 1 for s in range(300)]
    slow = read_file(path, {}, bulk=False)
    for tag in ("aa", "bb"):
        _same(data.tags[tag], slow.tags[tag])
    assert data.warnings == []


def test_metadata_only_on_first_value_in_a_long_tf2_file(tmp_path: Path) -> None:
    path, written = scalars(tmp_path, ["loss"], range(5000), style="tf2", metadata="first")
    data = read_file(path, {})
    assert data.tags["loss"].values.tolist() == np.float32(written["loss"]).astype(float).tolist()
