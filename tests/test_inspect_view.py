"""`inspect` shows what stitching did: fragments, joins, dead points, rollbacks, replay checks."""

from __future__ import annotations

import json

import numpy as np

from lossdoctor.api import Loaded
from lossdoctor.inspect_view import render_json, render_text
from lossdoctor.model import Marker
from lossdoctor.stitch import split_concurrent, stitch
from stitch_helpers import frag, raw

T0 = 1.7e9


def _run():  # type: ignore[no-untyped-def]
    a = frag("events.a", range(0, 101), wall0=T0)
    b = frag("events.b", range(60, 81), [float("nan")] + list(np.arange(61, 81) + 0.5), wall0=T0 + 1000,
             markers=[Marker("checkpoint_loaded", 59, "iteration 59")])
    c = frag("events.c", range(80, 151), wall0=T0 + 2000)
    d = frag("events.d", range(151, 170), wall0=T0 + 3000)
    return stitch(raw(a, b, c, d, name="job"))


def test_json_has_fragments_joins_rollbacks_and_replay_checks() -> None:
    doc = json.loads(render_json(Loaded([_run()])))
    (run,) = doc["runs"]
    assert [(f["index"], f["source"], f["points"], f["dead_points"]) for f in run["fragments"]] == [
        (0, "events.a", 101, 41), (1, "events.b", 21, 1), (2, "events.c", 71, 0), (3, "events.d", 19, 0)]
    assert run["fragments"][1]["markers"] == [{"kind": "checkpoint_loaded", "step": 59, "detail": "iteration 59"}]
    assert [(j["kind"], j["step"], j["previous_end"], j["small_overlap"]) for j in run["joins"]] == [
        ("rollback", 60, 100, False), ("rollback", 80, 80, True), ("resume", 151, 150, False)]
    assert run["joins"][0]["marker"] == "checkpoint_loaded at step 59: iteration 59"
    assert run["rollbacks"] == [
        {"step": 60, "abandoned_to_step": 100, "fragment": 1, "marker": "checkpoint_loaded at step 59: iteration 59"},
        {"step": 80, "abandoned_to_step": 80, "fragment": 2, "marker": None}]
    assert run["dead_points"] == 42
    assert [f["dead_points_all_series"] for f in run["fragments"]] == [41, 1, 0, 0]
    first = run["replay_checks"][0]
    assert (first["series"], first["fragment"], first["steps"], first["match"]) == ("loss", 1, 21, "differs")
    assert first["max_abs_diff"] == "Infinity"


def test_text_shows_joins_markers_small_overlaps_and_verdicts() -> None:
    text = render_text(Loaded([_run()]), width=200)
    assert "job  (test; 4 fragments, primary loss: loss, dead points: 42)" in text
    assert "checkpoint_loaded@59" in text
    assert "checkpoint_loaded at step 59: iteration 59" in text
    assert "small overlap: 1 point(s) logged again, as a clean resume does" in text
    assert "41 logged point(s) of the old timeline abandoned" in text
    assert "-> #3  resume" in text
    assert text.count("differs") == 2


def test_concurrent_writers_are_reported() -> None:
    a = frag("events.rank0", range(0, 50), wall0=T0)
    b = frag("events.rank1", range(0, 50), wall0=T0 + 0.2)
    runs = [stitch(part) for part in split_concurrent(raw(a, b, name="ddp"))]
    text = render_text(Loaded(runs), width=300)
    assert "ddp (writer 1)" in text and "ddp (writer 2)" in text
    assert "concurrent writers: events.rank0" in text and "not a rollback" in text
    doc = json.loads(render_json(Loaded([stitch(raw(a, b))])))
    assert doc["runs"][0]["joins"][0]["kind"] == "concurrent"
    assert doc["runs"][0]["concurrent"][0].startswith("concurrent writers: events.rank0")


def test_names_with_brackets_are_shown_as_written() -> None:
    run = stitch(raw(frag("logs/[rank 0].log", range(5), name="loss [smoothed]"), name="run [a]"))
    text = render_text(Loaded([run]), width=200)
    assert "run [a]" in text and "logs/[rank 0].log" in text and "loss [smoothed]" in text
