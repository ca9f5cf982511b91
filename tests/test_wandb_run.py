"""The `.wandb` reader: framing, history decoding, steps, resume/rewind/fork, corruption, real files."""

from __future__ import annotations

import json
import math
import shutil
from pathlib import Path
from unittest import mock
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from wandb_helpers import pairs, same, sdk_file, sdk_runs  # noqa: F401  (fixture)

from lossdoctor import api
from lossdoctor.cli import main
from lossdoctor.errors import InputError
from lossdoctor.ingest.wandb import fastdecode
from lossdoctor.ingest.wandb import run as wandb_run
from lossdoctor.ingest.wandb.history import Columns, choose_step_key, row_steps
from lossdoctor.ingest.wandb.log import BLOCK, HEADER, frame, header_problem, records
from lossdoctor.ingest.wandb.records import decode, record_kinds
from lossdoctor.model import RawRun
from lossdoctor.stitch import stitch

REAL = "wandb-offline-nanogpt-druidowm"


def read_files(*paths: Path, root: Path | None = None) -> list[RawRun]:
    """Claim and read files the way discovery offers them."""
    files = sorted(paths)
    units, rest = wandb_run.claim(files, root or files[0].parent)
    assert rest == []
    return [raw for unit in units for raw in wandb_run.read(unit)]


def rows_of(path: Path) -> list[int]:
    """The `_step` of every history row read from a file (whatever the step axis)."""
    framed = records(path.read_bytes(), path.name)
    table = decode(framed, path.name).table
    return [int(v) for v in table.column("_step")[1]]


# --- framing --------------------------------------------------------------------------

def test_header_problems() -> None:
    assert "0 bytes" in header_problem(b"")
    assert "3 of 7" in header_problem(b":W&")
    assert "not a W&B run file" in header_problem(b"garbage!")
    assert "unsupported" in header_problem(b":W&B\x00\x00\x00")
    assert header_problem(HEADER) is None


def test_framing_round_trip_across_blocks() -> None:
    payloads = [bytes([i % 251]) * size for i, size in enumerate([1, 100, 32761, 32760, 70000, 5, 0, 40000])]
    data = frame(payloads)
    framed = records(data, "x")
    assert framed.warnings == []
    assert [p for _, p in framed.records] == payloads


def test_zeroed_preallocated_block_is_skipped_quietly() -> None:
    data = frame([b"a" * 10, b"b" * 20])
    data += bytes(BLOCK - len(data) % BLOCK) + bytes(BLOCK)
    framed = records(data, "x")
    assert framed.warnings == []
    assert [p for _, p in framed.records] == [b"a" * 10, b"b" * 20]


def test_bad_crc_skips_to_next_block() -> None:
    payloads = [bytes([i]) * 3000 for i in range(40)]  # ~11 records per block
    data = bytearray(frame(payloads))
    clean = records(bytes(data), "x").records
    victim = next(offset for offset, _ in clean if offset > BLOCK)  # first record starting in block 1
    data[victim + 20] ^= 0xFF
    framed = records(bytes(data), "x")
    block_end = 2 * BLOCK
    lost = {o for o, _ in clean if victim <= o < block_end}
    assert [o for o, _ in framed.records] == [o for o, _ in clean if o not in lost]
    assert len(framed.warnings) == 1
    assert f"chunk at byte {victim} failed its CRC check; skipped to the next block at byte {block_end}" \
        in framed.warnings[0]


@settings(max_examples=40, deadline=None)
@given(st.lists(st.binary(max_size=40000), max_size=8), st.integers(0, 10**6), st.integers(0, 255))
def test_framing_survives_any_damage(payloads: list[bytes], where: int, flip: int) -> None:
    data = frame(payloads)
    assert [p for _, p in records(data, "x").records] == payloads
    damaged = bytearray(data)
    if len(damaged) > 7:
        damaged[7 + where % (len(damaged) - 7)] ^= flip
    framed = records(bytes(damaged[: len(damaged) - where % 50]), "x")
    assert len(framed.records) <= len(payloads) + 1
    assert all(isinstance(w, str) and "\n" not in w for w in framed.warnings)


# --- history decoding and steps -----------------------------------------------------------

def test_step_key_choice_and_carry_forward() -> None:
    table = Columns(rows=5)
    for row in range(5):
        table.add("_step", row, float(row))
    table.add("train/global_step", 1, 100.0)
    table.add("train/global_step", 3, 300.0)
    assert choose_step_key([table]) == "train/global_step"
    warnings: list[str] = []
    steps = row_steps(table, "train/global_step", "f", warnings)
    assert steps.tolist() == [100, 100, 100, 300, 300]
    assert "3 of 5 history rows have no 'train/global_step'" in warnings[0]
    table.add("iter", 0, 0.5)  # not a whole number: never a step axis
    only_iter = Columns(rows=1, keys={"iter": table.keys["iter"]})
    assert choose_step_key([only_iter]) == "_step"


def test_typed_history_values() -> None:
    from wandb.proto import wandb_internal_pb2 as pb

    payloads = []
    for step in range(3):
        record = pb.Record(num=step + 1)
        history = record.history
        for key, field, value in (("a", "number", 1.5 * step), ("b", "integer", 7 * step),
                                  ("c", "boolean", True), ("d", "text", "x"), ("e", "json", "NaN")):
            item = history.item.add()
            item.nested_key.append(key)
            setattr(item, field, value)
        item = history.item.add()
        item.key = "_step"
        item.integer = step
        payloads.append(record.SerializeToString())
    run = _read_bytes(frame(payloads), "run-typed001.wandb")
    series = run.fragments[0].series
    assert pairs(series["a"]) == [[0, 0.0], [1, 1.5], [2, 3.0]]
    assert pairs(series["b"]) == [[0, 0.0], [1, 7.0], [2, 14.0]]
    assert np.isnan(series["e"].values).all()
    assert set(series) == {"a", "b", "e"}


def _read_bytes(data: bytes, name: str, tmp: Path | None = None) -> RawRun:
    import tempfile

    folder = Path(tmp or tempfile.mkdtemp())
    path = folder / name
    path.write_bytes(data)
    return read_files(path)[0]


# --- real SDK runs ---------------------------------------------------------------------------

def _check_round_trip(raw: RawRun, expected: dict[str, Any], index: int = 0) -> None:
    fragment = raw.fragments[index]
    assert set(fragment.series) == set(expected["series"])
    for key, want in expected["series"].items():
        assert same(pairs(fragment.series[key]), want), key


def test_basic_run_round_trips_exactly(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    path = sdk_file(sdk_runs, "basic")
    (raw,) = read_files(path)
    _check_round_trip(raw, sdk_runs["basic"]["folders"][0])
    assert raw.name == "basic-run" and raw.identity == "wandb:basic001" and raw.format == "wandb"
    assert raw.meta["exit_code"] == 0 and raw.meta["project"] == "lossdoctor-tests"
    assert raw.meta["step_key"] == "_step"
    fragment = raw.fragments[0]
    assert fragment.meta["id"] == "basic001" and fragment.meta["rows"] == 14
    loss = fragment.series["train/loss"]
    assert loss.role.value == "loss" and fragment.series["eval.loss"].role.value == "eval_loss"
    assert loss.wall_times is not None and np.all(np.diff(loss.wall_times) >= 0)
    assert fragment.wall_start == pytest.approx(float(loss.wall_times[0]))
    assert any("'txt' holds 12 non-numeric values" in w for w in raw.warnings)
    assert any("'flag' holds 12 non-numeric values" in w for w in raw.warnings)


def test_typed_and_json_run_round_trips(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    (raw,) = read_files(sdk_file(sdk_runs, "typed"))
    _check_round_trip(raw, sdk_runs["typed"]["folders"][0])


def test_framework_step_key_wins(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    (raw,) = read_files(sdk_file(sdk_runs, "framework"))
    _check_round_trip(raw, sdk_runs["framework"]["folders"][0])
    assert raw.meta["step_key"] == "train/global_step"
    assert raw.warnings[0] == "hfstep01: steps are the logged 'train/global_step', not W&B's internal _step"
    assert any("3 of 11 history rows have no 'train/global_step'" in w for w in raw.warnings)


def test_offline_resume_same_id_is_two_fragments(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    first, second = sdk_file(sdk_runs, "resume", 0), sdk_file(sdk_runs, "resume", 1)
    (raw,) = read_files(first, second, root=first.parent.parent)
    assert [f.source for f in raw.fragments] == [str(first), str(second)]
    for index in range(2):
        _check_round_trip(raw, sdk_runs["resume"]["folders"][index], index)
    assert raw.fragments[1].markers[0].kind == "resumed"
    run = stitch(raw)
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(6, 9)]
    assert run.dead_points == 4
    assert run.series["train/loss"].steps.tolist() == list(range(13))


def test_rewind_records_a_branch_point(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    first, second = sdk_file(sdk_runs, "rewind", 0), sdk_file(sdk_runs, "rewind", 1)
    (raw,) = read_files(first, second, root=first.parent.parent)
    for index in range(2):
        _check_round_trip(raw, sdk_runs["rewind"]["folders"][index], index)
    meta = raw.fragments[1].meta
    assert meta["branch_point"] == {"run": "rewind01", "value": 5.0, "metric": "_step"}
    (marker,) = raw.fragments[1].markers
    assert (marker.kind, marker.step) == ("branch_point", 6)
    assert marker.detail == "rewound run rewind01 at _step 5; new history from _step 6"
    run = stitch(raw)
    assert [(r.step, r.abandoned_to_step) for r in run.rollbacks] == [(6, 9)]
    assert "branch_point" in run.rollbacks[0].marker and "rewound run rewind01" in run.rollbacks[0].marker
    assert run.series["loss"].values.tolist() == [0, 1, 2, 3, 4, 5, 100, 101, 102, 103]
    assert run.dead["loss"].values.tolist() == [6, 7, 8, 9]


def test_fork_is_its_own_run_with_a_branch_point(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    entry = sdk_runs["fork"]["folders"][0]
    (raw,) = read_files(sdk_file(sdk_runs, "fork"))
    _check_round_trip(raw, entry)
    assert raw.identity == f"wandb:{entry['id']}"
    (marker,) = raw.fragments[0].markers
    assert (marker.kind, marker.step) == ("branch_point", 4)
    assert marker.detail.startswith("forked from run rewind01 at _step 3")


def test_folder_walk_groups_by_run_id(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    root = Path(sdk_runs["root"]) / "wandb"
    files = sorted(root.glob("offline-run-*/run-*.wandb"))
    units, _ = wandb_run.claim(files, root)
    by_name = {unit.name: len(unit.paths) for unit in units}
    assert by_name["resume01"] == 2 and by_name["rewind01"] == 2 and by_name["basic001"] == 1
    assert len(units) == 9 and by_name["offstep1"] == 2


# --- corruption ----------------------------------------------------------------------------

@pytest.fixture(scope="module")
def long_file(sdk_runs: dict[str, Any], tmp_path_factory: pytest.TempPathFactory) -> Path:  # noqa: F811
    return sdk_file(sdk_runs, "long")


def test_flipped_byte_loses_only_that_block(long_file: Path, tmp_path: Path) -> None:
    data = bytearray(long_file.read_bytes())
    assert len(data) > 8 * BLOCK
    clean = records(bytes(data), "x").records
    block = 4
    victim = next(offset for offset, _ in clean if offset >= block * BLOCK)
    data[victim + 9] ^= 0x55
    copy = tmp_path / "run-long0001.wandb"
    copy.write_bytes(bytes(data))
    lost_offsets = {o for o, _ in clean if victim <= o < (block + 1) * BLOCK}
    kept = [o for o, _ in clean if o not in lost_offsets]
    assert [o for o, _ in records(bytes(data), "x").records] == kept
    (raw,) = read_files(copy)
    got = pairs(raw.fragments[0].series["train/loss"])
    kinds = record_kinds(records(long_file.read_bytes(), "x"))
    lost_rows = sum(1 for (o, _), k in zip(clean, kinds) if o in lost_offsets and k == 2)
    assert 50 < lost_rows < 200  # one block's worth of rows
    assert len(rows_of(long_file)) - len(got) == lost_rows
    assert got[-1][0] == 1499 and got[0][0] == 0
    assert any("failed its CRC check; skipped to the next block" in w for w in raw.warnings)


def test_truncated_tail_is_a_warning(long_file: Path, tmp_path: Path) -> None:
    data = long_file.read_bytes()
    copy = tmp_path / "run-long0001.wandb"
    copy.write_bytes(data[: len(data) - 700])
    (raw,) = read_files(copy)
    steps = raw.fragments[0].series["train/loss"].steps
    assert steps.tolist() == list(range(len(steps))) and 1490 < len(steps) < 1500
    assert any("torn tail" in w for w in raw.warnings)


def test_empty_header_only_and_garbage_files(tmp_path: Path) -> None:
    empty = tmp_path / "run-empty001.wandb"
    empty.write_bytes(b"")
    with pytest.raises(InputError, match=r"run-empty001\.wandb: the file is empty \(header is 0 bytes"):
        read_files(empty)
    garbage = tmp_path / "run-junk0001.wandb"
    garbage.write_bytes(b"this is not a wandb file at all\n" * 10)
    with pytest.raises(InputError, match="not a W&B run file"):
        read_files(garbage)
    only_header = tmp_path / "run-head0001.wandb"
    only_header.write_bytes(HEADER)
    (raw,) = read_files(only_header)
    assert raw.fragments[0].series == {} and "no history rows (0 records read)" in raw.warnings[-1]
    # Met in a folder walk, a bad file is a warning, never an error.
    units, _ = wandb_run.claim(sorted(tmp_path.iterdir()), tmp_path)
    runs = {unit.name: wandb_run.read(unit)[0] for unit in units}
    assert runs["empty001"].fragments == [] and "header is 0 bytes" in runs["empty001"].warnings[0]
    assert runs["junk0001"].fragments == [] and "skipped" in runs["junk0001"].warnings[0]


def test_cli_bad_file_is_one_line_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    garbage = tmp_path / "run-junk0001.wandb"
    garbage.write_bytes(b"\x00\x01garbage" * 100)
    assert main(["inspect", str(garbage)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "not a W&B run file" in err


# --- real data --------------------------------------------------------------------------------

def test_real_offline_run_matches_derived_history(realdata: Path) -> None:
    folder = realdata / REAL
    (raw,) = read_files(folder / "run-jnyhr7aj.wandb")
    assert raw.name == "gpt2" and raw.identity == "wandb:jnyhr7aj"
    assert raw.meta["exit_code"] == 255 and raw.meta["step_key"] == "iter"
    series = raw.fragments[0].series
    lines = [json.loads(line) for line in (folder / "run-jnyhr7aj.history.jsonl").read_text().splitlines()]
    assert len(lines) == 11
    for key in ("train/loss", "val/loss", "lr", "mfu"):
        want = [[row["iter"], row[key]] for row in lines]
        assert pairs(series[key]) == want, key
    assert series["train/loss"].steps.tolist() == list(range(0, 2001, 200))


def test_real_file_with_a_flipped_byte(realdata: Path, tmp_path: Path) -> None:
    data = bytearray((realdata / REAL / "run-jnyhr7aj.wandb").read_bytes())
    clean = read_files(realdata / REAL / "run-jnyhr7aj.wandb")[0].fragments[0].series["train/loss"]
    # Flip a byte inside the chunk of the history row for iter 1000 (_step 5).
    framed = records(bytes(data), "x")
    history = [o for o, k in zip(framed.offsets, record_kinds(framed)) if k == 2]
    data[history[5] + 12] ^= 0x01
    copy = tmp_path / "run-jnyhr7aj.wandb"
    copy.write_bytes(bytes(data))
    (raw,) = read_files(copy)
    got = raw.fragments[0].series["train/loss"]
    assert got.steps.tolist() == [s for s in clean.steps.tolist() if s != 1000]
    assert sum("failed its CRC check" in w for w in raw.warnings) == 1


def test_cli_inspect_real_and_sdk_folders(realdata: Path, sdk_runs: dict[str, Any],  # noqa: F811
                                          capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["inspect", str(realdata / REAL / "run-jnyhr7aj.wandb"), "--format", "json"]) == 0
    (run,) = json.loads(capsys.readouterr().out)["runs"]
    assert run["name"] == "gpt2" and run["primary_loss"] == "train/loss"
    assert {s["name"]: s["points"] for s in run["series"]}["val/loss"] == 11
    rewind = [sdk_file(sdk_runs, "rewind", i) for i in range(2)]
    assert main(["inspect", *map(str, rewind), "--format", "json"]) == 0
    (run,) = json.loads(capsys.readouterr().out)["runs"]
    assert run["name"] == "rewind01"
    assert [(r["step"], r["abandoned_to_step"]) for r in run["rollbacks"]] == [(6, 9)]
    assert run["fragments"][1]["markers"][0]["kind"] == "branch_point"


def test_no_nan_sneaks_into_steps(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    (raw,) = read_files(sdk_file(sdk_runs, "basic"))
    for series in raw.fragments[0].series.values():
        assert series.steps.dtype == np.int64
        assert not any(math.isnan(float(s)) for s in series.steps)


def test_copy_of_folder_tree_reads_same(sdk_runs: dict[str, Any], tmp_path: Path) -> None:  # noqa: F811
    source = sdk_file(sdk_runs, "basic")
    target = tmp_path / "wandb" / source.parent.name
    shutil.copytree(source.parent, target)
    (raw,) = read_files(target / source.name, root=tmp_path)
    assert raw.fragments[0].source == str(target / source.name)
    assert raw.warnings[0].startswith(f"wandb/{source.parent.name}/{source.name}: 'flag'")


def _tables_equal(path: Path, chunk_bytes: int = fastdecode.CHUNK_BYTES) -> None:
    framed = records(path.read_bytes(), path.name)
    with mock.patch.object(fastdecode, "CHUNK_BYTES", chunk_bytes):
        fast = decode(framed, "x").table
    exact = decode(framed, "x", fast=False).table
    assert fast.rows == exact.rows and set(fast.keys) == set(exact.keys) and fast.skipped == exact.skipped
    for key in exact.keys:
        (fr, fv), (er, ev) = fast.column(key), exact.column(key)
        assert fr.tolist() == er.tolist(), key
        assert np.array_equal(fv, ev, equal_nan=True), key


def test_bulk_decoder_agrees_with_protobuf(sdk_runs: dict[str, Any], realdata: Path) -> None:  # noqa: F811
    for path in sorted((Path(sdk_runs["root"]) / "wandb").glob("offline-run-*/run-*.wandb")):
        _tables_equal(path)
        _tables_equal(path, chunk_bytes=200)  # many chunks: rows and keys must join up
    _tables_equal(realdata / REAL / "run-jnyhr7aj.wandb")
    _tables_equal(realdata / REAL / "run-jnyhr7aj.wandb", chunk_bytes=4096)


_KEYS = st.lists(st.sampled_from(["train", "loss", "eval", "a/b", "é", "_step", "x" * 130]), min_size=1, max_size=3)
_VALUES = st.one_of(st.floats(allow_nan=True).map(lambda v: json.dumps(v)), st.integers(-10**20, 10**20).map(str),
                    st.sampled_from(['"text"', "true", "null", '{"_type": "image-file"}', '{"a": 1.5}', "", "1e999"]))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.tuples(_KEYS, _VALUES, st.booleans()), max_size=6), min_size=1, max_size=6),
       st.lists(st.tuples(st.integers(0, 10**6), st.integers(1, 255)), max_size=3), st.sampled_from([1 << 20, 1, 90]),
       st.sampled_from([0, 16]), st.sampled_from([0.0, 1.0]))
def test_bulk_decoder_matches_protobuf_on_any_records(rows: list[Any], flips: list[tuple[int, int]],
                                                      chunk_bytes: int, few: int, defer: float) -> None:
    from wandb.proto import wandb_internal_pb2 as pb

    payloads = []
    for number, items in enumerate(rows):
        record = pb.Record(num=number + 1)
        for keys, value, as_key in items:
            item = record.history.item.add()
            if as_key:
                item.key = ".".join(keys)
            else:
                item.nested_key.extend(keys)
            item.value_json = value
        payloads.append(bytearray(record.SerializeToString()))
    for where, flip in flips:  # damage inside payloads; the framing CRCs stay valid
        target = payloads[where % len(payloads)]
        if target:
            target[where % len(target)] ^= flip
    framed = records(frame([bytes(p) for p in payloads]), "x")
    # One chunk, one per record, a few; long fields read with numpy or one by one (FEW_ODD);
    # long records (damaged ones too) walked in their chunk or set aside (DEFER).
    with mock.patch.multiple(fastdecode, CHUNK_BYTES=chunk_bytes, FEW_ODD=few, DEFER=defer, LONG_RECORD=0,
                             ASIDE_CHUNKS=1):
        fast = decode(framed, "x")
    exact = decode(framed, "x", fast=False)
    assert fast.table.rows == exact.table.rows and fast.warnings == exact.warnings
    assert set(fast.table.keys) == set(exact.table.keys) and fast.table.skipped == exact.table.skipped
    for key in exact.table.keys:
        # A key repeated inside one row (wandb never writes that) may come out in another order.
        (fr, fv), (er, ev) = fast.table.column(key), exact.table.column(key)
        assert sorted(zip(fr.tolist(), np.nan_to_num(fv, nan=7.5).tolist())) == \
            sorted(zip(er.tolist(), np.nan_to_num(ev, nan=7.5).tolist())), key


def test_media_metadata_keys_are_not_series(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    """A logged table or image is set aside whole, its `nrows`/`width` keys included."""
    path = sdk_file(sdk_runs, "media")
    (run,) = api.load([path]).runs
    assert sorted(run.series) == ["train/loss"]
    assert any("'preds' is a logged media object" in w for w in run.warnings)


def _offline_warnings(runs: list[Any]) -> list[str]:
    return [w for run in runs for w in run.warnings if "resumed with the same run id while offline" in w]


def test_offline_resume_warning_however_the_folders_are_given(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    first, second = (sdk_file(sdk_runs, "offline_step0", i).parent for i in range(2))
    one_by_one = _offline_warnings(api.load([first, second]).runs)
    files = _offline_warnings(api.load([sdk_file(sdk_runs, "offline_step0", i) for i in range(2)]).runs)
    assert len(one_by_one) == 1 and len(files) == 1
    # the warning names the run folder: every resume's file is called run-offstep1.wandb
    assert second.name in one_by_one[0] and second.name in files[0]


def test_offline_resume_warning_from_the_parent_folder(sdk_runs: dict[str, Any], tmp_path: Path) -> None:  # noqa: F811
    folders = [sdk_file(sdk_runs, "offline_step0", i).parent for i in range(2)]
    parent = tmp_path / "wandb"
    parent.mkdir()
    for folder in folders:  # only this scenario's folders, beside each other as W&B leaves them
        shutil.copytree(folder, parent / folder.name)
    warnings = _offline_warnings(api.load([parent]).runs)
    assert len(warnings) == 1 and folders[1].name in warnings[0]


def test_a_mapped_file_reads_as_a_read_one(sdk_runs: dict[str, Any], realdata: Path) -> None:  # noqa: F811
    """Large files are mapped, not read: their records (the last ones, near the end of the
    mapping, included) decode exactly as from a bytearray of the same bytes."""
    from lossdoctor.ingest.wandb import log

    paths = sorted((Path(sdk_runs["root"]) / "wandb").glob("offline-run-*/run-*.wandb"))
    paths.append(realdata / REAL / "run-jnyhr7aj.wandb")
    for path in paths:
        with mock.patch.object(log, "MAP_AT_LEAST", 0):
            mapped = log.map_file(path)
        assert not isinstance(mapped, bytearray)
        framed = records(mapped, path.name)
        read = records(log.read_file(path), path.name)
        assert framed.extra and framed.records == read.records and framed.warnings == read.warnings
        fast, exact = decode(framed, "x").table, decode(read, "x", fast=False).table
        assert fast.rows == exact.rows and set(fast.keys) == set(exact.keys) and fast.skipped == exact.skipped
        for key in exact.keys:
            (fr, fv), (er, ev) = fast.column(key), exact.column(key)
            assert fr.tolist() == er.tolist() and np.array_equal(fv, ev, equal_nan=True), key


def test_history_split_over_two_processes_decodes_the_same(sdk_runs: dict[str, Any]) -> None:  # noqa: F811
    """A long history is decoded in two halves, one in a forked process."""
    from lossdoctor import parallel

    calls = []
    both = parallel.both_cores

    def spy(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return both(*args, **kwargs)

    for path in sorted((Path(sdk_runs["root"]) / "wandb").glob("offline-run-*/run-*.wandb")):
        with mock.patch.object(parallel, "split_work", lambda: True), mock.patch.object(parallel, "both_cores", spy):
            _tables_equal(path, chunk_bytes=64)
    assert calls  # the split was taken
