"""A real `.wandb` run holds more than history: system metrics, console output, config and
summary updates, file records, and wandb.Histogram / wandb.Table values inside history rows
(wandb flattens them into several nested keys). The bulk decoder gives exactly what the
per-record protobuf path gives, whatever the interleaving of those records.

The records come from one real offline run of the wandb SDK; hypothesis reorders and
samples them (history rows keep their order) and they are framed again as wandb frames them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any
from unittest import mock

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from lossdoctor.ingest.wandb.log import frame, read_file, records
from lossdoctor.ingest.wandb.records import decode, record_kinds

_RUN = """
import math, sys, numpy as np, wandb
s = wandb.Settings(console="wrap", disable_git=True, save_code=False, x_stats_sampling_interval=0.2)
run = wandb.init(mode="offline", dir=sys.argv[1], project="mixed", id="mixed01", settings=s,
                 config={"lr": 0.001, "model": "tiny"})
rng = np.random.default_rng(0)
with open(sys.argv[1] + "/notes.txt", "w") as f:
    f.write("notes\\n")
run.save(sys.argv[1] + "/notes.txt", base_path=sys.argv[1], policy="now")
for i in range(300):
    row = {"train/loss": 3.0 + math.sin(i / 7.0), "train/step": i * 2, "lr": 1e-3 * (1 + i % 3),
           "text_metric": "n/a" if i % 50 == 0 else 1.0, "nested": {"a": i, "b": {"c": 0.5}}}
    if i % 10 == 0:
        row["weights"] = wandb.Histogram(rng.normal(0, 1, 200))
        print(f"step {i}: loss {row['train/loss']:.3f}")
    if i % 60 == 0:
        row["samples"] = wandb.Table(columns=["i", "s"], data=[[i, "x"], [i + 1, "y"]])
        run.config.update({f"phase_{i}": i}, allow_val_change=True)
        run.summary["best"] = -i
    if i % 97 == 0:
        row["eval/loss"] = float("nan")
    run.log(row)
run.finish()
"""


@pytest.fixture(scope="module")
def payloads(tmp_path_factory: pytest.TempPathFactory) -> list[bytes]:
    folder = tmp_path_factory.mktemp("wandb_mixed")
    env = dict(os.environ, WANDB_MODE="offline", WANDB_SILENT="true", WANDB_DISABLE_GIT="true")
    subprocess.run([sys.executable, "-c", _RUN, str(folder)], check=True, env=env, timeout=300,
                   stdout=subprocess.DEVNULL)
    (path,) = folder.glob("wandb/offline-run-*/run-*.wandb")
    framed = records(read_file(path), path.name)
    return [bytes(p) for _, p in framed.records]


def _kinds(payloads: list[bytes]) -> np.ndarray:
    return record_kinds(records(frame(payloads), "x"))


def _same(data: bytes) -> int:
    fast = decode(records(data, "x"), "x")
    slow = decode(records(data, "x"), "x", fast=False)
    assert fast.table.rows == slow.table.rows
    assert fast.table.keys.keys() == slow.table.keys.keys()
    for key in fast.table.keys:
        (rf, vf), (rs, vs) = fast.table.column(key), slow.table.column(key)
        assert np.array_equal(rf, rs), key
        assert np.array_equal(vf, vs, equal_nan=True), key
    assert fast.table.skipped == slow.table.skipped
    assert fast.meta == slow.meta and fast.warnings == slow.warnings
    return fast.table.rows


def test_the_real_run_holds_every_record_kind(payloads: list[bytes]) -> None:
    from wandb.proto import wandb_internal_pb2 as pb

    kinds = {pb.Record.FromString(p).WhichOneof("record_type") for p in payloads}
    assert {"history", "summary", "stats", "files", "run", "config", "artifact", "exit"} <= kinds, kinds
    assert kinds & {"output", "output_raw"}, kinds  # console output
    assert _same(frame(payloads)) == 300


# (DEFER, LONG_RECORD, CHUNK_BYTES) of the bulk decoder: nothing set aside; as shipped, from
# the first chunk on; long records of small chunks set aside, however many.
_ASIDE = [(0.0, 256, 1 << 20), (0.125, 256, 8192), (1.0, 0, 4096)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data(), few=st.sampled_from([0, 1, 16, 10**6]), aside=st.sampled_from(_ASIDE))
def test_bulk_and_per_record_decoding_agree_on_any_interleaving(payloads: list[bytes], data: st.DataObject,
                                                                 few: int, aside: tuple[float, int, int]) -> None:
    """(`few`: fields with long lengths in one pass read in Python up to this many, else with
    numpy; `aside`: which long records are decoded after the chunks.)"""
    from lossdoctor.ingest.wandb import fastdecode

    kinds = _kinds(payloads)
    history = [p for p, k in zip(payloads, kinds.tolist()) if k == 2]
    other = [p for p, k in zip(payloads, kinds.tolist()) if k != 2]
    start = data.draw(st.integers(0, len(history) - 1))
    rows = history[start:start + data.draw(st.integers(1, len(history)))]
    extra = data.draw(st.lists(st.sampled_from(other), max_size=120))
    places = data.draw(st.lists(st.integers(0, len(rows)), min_size=len(extra), max_size=len(extra)))
    merged: list[bytes] = []
    by_place: dict[int, list[bytes]] = {}
    for place, payload in zip(places, extra):
        by_place.setdefault(place, []).append(payload)
    for index in range(len(rows) + 1):
        merged += by_place.get(index, [])
        if index < len(rows):
            merged.append(rows[index])
    defer, long, chunk = aside
    with mock.patch.multiple(fastdecode, FEW_ODD=few, DEFER=defer, LONG_RECORD=long, CHUNK_BYTES=chunk,
                             ASIDE_CHUNKS=1):
        assert _same(frame(merged)) == len(rows)


@pytest.mark.parametrize("split", [False, True])
def test_histogram_and_table_rows_are_decoded_after_the_chunks(payloads: list[bytes], split: bool,
                                                               tmp_path: Path) -> None:
    """Rows with a histogram or a table (every tenth: long records) are left out of their
    chunk's walk and decoded together at the end, from copies, those of both halves by the
    first process; their values are merged back in row order, equal to the exact path's."""
    from lossdoctor import parallel
    from lossdoctor.ingest.wandb import fastdecode

    log = tmp_path / "set-aside"
    decode_aside = fastdecode.Aside.decode

    def spy(self: fastdecode.Aside) -> Any:
        with log.open("a") as out:  # (the forked process would append here too)
            out.write(" ".join(map(str, self.rows.tolist())) + "\n")
        return decode_aside(self)

    with mock.patch.object(fastdecode.Aside, "decode", spy), \
            mock.patch.multiple(fastdecode, CHUNK_BYTES=32 << 10, ASIDE_CHUNKS=2, DEFER=0.25), \
            mock.patch.object(fastdecode, "SPLIT_CHUNKS", 2), mock.patch.object(parallel, "split_work", lambda: split):
        assert _same(frame(payloads)) == 300
    batches = [[int(row) for row in line.split()] for line in log.read_text().splitlines()]
    assert len(batches) == 1
    # At most the 30 such rows are set aside, and most of them. How many depends on where the
    # 32 KiB block boundaries fall, which moves with the number of system-metric records the
    # run happened to write: a row split over two blocks is decoded with the joined records,
    # and a chunk with too many long rows keeps them all.
    (rows,) = batches
    assert 15 <= len(rows) <= 30 and len(set(rows)) == len(rows), rows


def test_rows_set_aside_come_back_in_row_order() -> None:
    """The runs a key's values come in (the bulk of the rows, rows set aside, records joined
    from several chunks) are merged, not sorted: the result is the stable sort's."""
    from lossdoctor.ingest.wandb.records import MERGED_RUNS, _by_row

    rng = np.random.default_rng(3)
    for runs in (1, 2, 3, 7, MERGED_RUNS + 2):
        parts = [np.sort(rng.choice(1000, size=int(rng.integers(0, 40)), replace=False)) for _ in range(runs)]
        rows = np.concatenate(parts)
        values = rng.normal(size=len(rows))
        got_rows, got_values = _by_row(rows, values)
        order = np.argsort(rows, kind="stable")
        assert got_rows.tolist() == rows[order].tolist()
        assert np.array_equal(got_values, values[order])


def test_record_kinds_name_each_record_type(payloads: list[bytes]) -> None:
    """Types are read from the first bytes, after `num` and the `_info` field wandb-core puts
    before the type of console output, file and artifact records: they equal protobuf's."""
    from wandb.proto import wandb_internal_pb2 as pb

    numbers = {f.name: f.number for f in pb.Record.DESCRIPTOR.fields}
    kinds = _kinds(payloads).tolist()
    seen = set()
    for payload, kind in zip(payloads, kinds):
        which = pb.Record.FromString(payload).WhichOneof("record_type")
        seen.add(which)
        assert kind in (numbers[which], -1, 16), (which, kind)  # -1, control (16): parsed fully
    assert sum(k == numbers["output_raw"] for k in kinds) >= 10 and "output_raw" in seen
