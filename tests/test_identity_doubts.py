"""The calibrated doubt rules (issue 31): each fires on the wrong reading it was built from and
stays quiet on the right reading beside it."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from lossdoctor.identity.doubts import (RULES, interleaved_restarts, lossless_beside, resumed_as_new, silent_restart,
                                        stuttering_steps,
                                        twin_writers, unstated_restarts)
from lossdoctor.identity.facts import Back, Piece, RunFacts, facts_of
from lossdoctor.identity.resolve import resolve
from lossdoctor.model import RawRun
from lossdoctor.reading import doubt
from stitch_helpers import frag


def facts(name: str, steps: Sequence[int], values: Sequence[float] | None = None, *, source: str = "train.log",
          pieces: Sequence[Piece] = (), backs: Sequence[Back] = (), reader: str = "test",
          crashed: bool = False) -> RunFacts:
    """A run's facts: its live curve, and its fragments (one of `source` unless given)."""
    s = np.asarray(steps, dtype=np.int64)
    v = np.asarray(values if values is not None else 5.0 - 0.01 * np.arange(len(s)), dtype=float)
    first, last = (int(s[0]), int(s[-1])) if len(s) else (None, None)
    return RunFacts(name=name, reader=reader, sources=(source,), primary="loss" if len(s) else None, steps=s,
                    values=v, pieces=tuple(pieces) or (Piece(source, first, last, len(s), 0),), backs=tuple(backs),
                    seen=len(s), crashed=crashed)


def test_every_rule_has_a_code_and_a_kebab_name() -> None:
    assert [r.code for r in RULES] == ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D12", "D13"]
    assert all(r.name == r.name.lower() and " " not in r.name for r in RULES)


def test_a_run_with_no_loss_beside_runs_with_curves_is_in_doubt() -> None:
    runs = [facts("a", range(50)), facts("empty", [], source="b.wandb")]
    assert set(lossless_beside(runs)) == {1} and "empty: no live loss point" in lossless_beside(runs)[1]
    # Alone, or beside no curve, a run without a loss is LD001's (no loss series), not a doubt.
    assert lossless_beside([facts("empty", [])]) == {}
    assert lossless_beside([facts("a", range(50)), facts("b", range(50), source="b.log")]) == {}
    # A W&B launch whose exit record says it crashed is reported on purpose...
    crashed = facts("2zuxwf70", [], source="wandb/run-2zuxwf70/run-2zuxwf70.wandb", crashed=True)
    other = facts("3ojed7lz", range(50), source="wandb/run-3ojed7lz/files/output.log")
    assert lossless_beside([other, crashed]) == {}
    # ...unless its own console capture, in its folder, was read as another run.
    own = facts("output.log", range(50), source="wandb/run-2zuxwf70/files/output.log")
    assert set(lossless_beside([own, crashed])) == {1}


def test_two_files_with_the_same_values_are_twin_writers() -> None:
    values = [4.0 / (1 + 0.1 * i) for i in range(30)]
    text = facts("train.log", range(1, 31), [round(v, 4) for v in values], reader="generic")
    events = facts("events", range(100, 3100, 100), values, source="events.out", reader="tensorboard")
    found = twin_writers([text, events])
    assert set(found) == {0, 1} and "hold the same loss values" in found[0]
    # A console capture that lost rows, beside the full history: the same values at shared steps.
    noisy = [4.0 / (1 + 0.01 * i) * (1 + 0.05 * np.sin(7.3 * i)) for i in range(300)]  # a per-batch loss
    history = facts("run.wandb", range(1, 301), noisy, source="run.wandb", reader="wandb")
    console = facts("output.log", range(1, 301, 3), history.values[::3], source="output.log", reader="generic")
    assert set(twin_writers([history, console])) == {0, 1}
    # A console capture that dropped rows and counts its own steps: the values still come in order.
    rng = np.random.default_rng(3)
    full = np.round(3.0 + rng.random(400), 2)
    kept = np.sort(rng.choice(400, 120, replace=False))
    capture = facts("output.log", range(120), full[kept], source="output.log", reader="generic")
    assert set(twin_writers([facts("run.wandb", range(1, 401), full, source="run.wandb", reader="wandb"),
                             capture])) == {0, 1}
    noise = facts("other.wandb", range(1, 401), np.round(3.0 + rng.random(400), 2), source="other.wandb",
                  reader="wandb")
    assert twin_writers([noise, capture]) == {}
    # Smooth curves match any curve of their shape within the tolerance: they tell nothing.
    smooth = 10.0 / (1 + 0.001 * np.arange(6000))
    assert twin_writers([facts("main.log", range(6000), smooth, source="main.log", reader="llmc"),
                         facts("slurm.out", range(1000), smooth[::6] * 1.001, source="slurm.out",
                               reader="megatron")]) == {}
    # Two files of one format are two launches, even when one seed gives the same values.
    again = facts("version_11", range(100, 3100, 100), values, source="version_11/events.out", reader="tensorboard")
    assert twin_writers([events, again]) == {}
    # Two seeds of one recipe agree to a few percent, not point for point.
    seed = facts("seed1", range(1, 31), [v * (1 + 0.02 * np.sin(i)) for i, v in enumerate(values)],
                 source="seed1.log", reader="jsonl")
    assert twin_writers([text, seed]) == {}
    # Runs of one file are never twins by this rule (the file is one writer).
    assert twin_writers([text, facts("train.log#2", range(1, 31), values, reader="jsonl")]) == {}


def test_a_run_that_starts_where_another_of_its_file_stopped_is_a_resume_read_as_new() -> None:
    first = facts("train.log", range(705_000, 1_140_001, 100))
    second = facts("train.log#2", range(1_140_100, 1_145_001, 100))
    assert set(resumed_as_new([first, second])) == {1}
    assert "right after train.log stopped at 1140000" in resumed_as_new([first, second])[1]
    # A second launch of one file that replays from a checkpoint far from step 0.
    replay = facts("train.log#2", range(705_000, 800_001, 100))
    assert set(resumed_as_new([facts("train.log", [705_000]), replay])) == {1}
    # Launches from scratch whose first record is at the logging interval (mmseg: `Iter [50/320000]`),
    # one of them killed after one record: nothing in them is far from step 0 by their stride.
    one, two = facts("train.log", [50]), facts("train.log#2", [50])
    assert resumed_as_new([one, two, facts("train.log#3", range(50, 1201, 50))]) == {}
    # Launches from scratch in one file (each from step 1) are runs of their own, without doubt.
    launches = [facts(f"train.log#{k}", range(1, 40)) for k in range(5)]
    assert resumed_as_new(launches) == {}
    # Runs of other files may go on from each other: files are the resolver's business.
    assert resumed_as_new([first, facts("other.log", range(1_140_100, 1_145_001, 100), source="other.log")]) == {}


def test_unstated_restarts_that_outgrow_the_live_line_are_in_doubt() -> None:
    pieces = (Piece("train.log", 10, 1020, 151, 51), Piece("train.log", 1010, 6560, 1300, 700))
    run = facts("train.log", range(10, 6570, 10), pieces=pieces, backs=[Back(1010, 1020, False)])
    assert "goes back 1 time(s) with no stated resume" in unstated_restarts([run])[0]
    # The same rollback stated by the log (a checkpoint load), or a short abandoned stretch, is fine.
    stated = facts("train.log", range(10, 6570, 10), pieces=pieces, backs=[Back(1010, 1020, True)])
    short = facts("train.log", range(10, 6570, 10), pieces=(Piece("train.log", 10, 1020, 151, 5),),
                  backs=[Back(1010, 1020, False)])
    assert unstated_restarts([stated]) == {} and unstated_restarts([short]) == {}


def test_a_silent_restart_to_the_first_step_in_another_file_is_in_doubt() -> None:
    pieces = (Piece("v0/events.1", 0, 149, 3, 3), Piece("v0/events.2", 0, 17_999, 360, 0))
    run = facts("version_0", range(49, 18_000, 50), pieces=pieces, backs=[Back(0, 149, False)])
    assert "goes back to 0, its first step, in another file" in silent_restart([run])[0]
    # In one file (a relaunch the file replays), or stated, the rule is silent.
    one = facts("train.log", range(49, 18_000, 50), pieces=tuple(Piece("train.log", p.start, p.end, p.points, p.dead)
                                                                for p in pieces), backs=[Back(0, 149, False)])
    said = facts("version_0", range(49, 18_000, 50), pieces=pieces, backs=[Back(0, 149, True)])
    assert silent_restart([one]) == {} and silent_restart([said]) == {}


def test_dozens_of_rollbacks_of_a_logged_step_are_in_doubt() -> None:
    # Two processes write one JSONL, every 10 steps twice and lagging: 40 rollbacks of one step.
    backs = [Back(1000 + 20 * k, 1010 + 20 * k, False) for k in range(40)]
    run = facts("trainer_log.jsonl", range(10, 6570, 10), backs=backs)
    assert "40 rollbacks of one or two logged steps (10 steps apart)" in stuttering_steps([run])[0]
    # A few resumes that replay a logged step or two are no stutter; neither are stated ones.
    assert stuttering_steps([facts("a", range(10, 6570, 10), backs=backs[:3])]) == {}
    said = [Back(b.step, b.abandoned_to, True) for b in backs]
    assert stuttering_steps([facts("a", range(10, 6570, 10), backs=said)]) == {}


def test_facts_round_trip_through_json() -> None:
    run = facts("a", range(5), [1.0, float("nan"), 3.0, 2.0, 1.0], backs=[Back(2, 4, False)])
    back = RunFacts.from_json(json.loads(json.dumps(run.to_json())))
    assert back.name == "a" and back.backs == run.backs and back.pieces == run.pieces
    assert np.array_equal(back.steps, run.steps) and np.isnan(back.values[1])


def test_the_audit_puts_a_calibrated_doubt_in_the_reading(tmp_path: Path) -> None:
    # Two files of one run (a text log and a JSONL holding the same values) read as two runs.
    values = [4.0 / (1 + 0.1 * i) for i in range(30)]
    text = RawRun("train.log", "generic", [frag("train.log", list(range(1, 31)), values, wall0=None)], ["train.log"])
    jsonl = RawRun("train.log.json", "jsonl", [frag("train.log.json", list(range(10, 310, 10)), values, wall0=None)],
                   ["train.log.json"])
    runs = resolve([text, jsonl]).runs
    if len(runs) == 2:  # the resolver may join them as writers; if not, the reading says so
        assert all("one run written twice" in (doubt(r) or "") for r in runs)
    # A lone healthy run carries no doubt, and its facts read back what the run holds.
    (alone,) = resolve([text]).runs
    assert doubt(alone) is None and facts_of(alone).points == 30


def test_the_doubt_is_one_sentence_in_the_json_report(tmp_path: Path) -> None:
    from lossdoctor.formats.json_report import as_dict
    from lossdoctor.model import Report, RunReport

    values = [3.0 - 0.01 * i for i in range(60)]
    kept = RawRun("a.log", "test", [frag("a.log", list(range(60)), values, wall0=None)], ["a.log"])
    empty = RawRun("b.wandb", "wandb", [frag("b.wandb", [5000, 5001, 5002], [1e-3, 1e-3, 1e-3], name="lr", wall0=None)],
                   ["b.wandb"])
    runs = resolve([kept, empty]).runs
    report = as_dict(Report(tuple(RunReport(r, ()) for r in runs), version="test"))
    said = [r["reading"]["doubt"] for r in report["runs"]]
    assert said[0] is None
    assert isinstance(said[1], str) and "\n" not in said[1] and said[1].startswith("b.wandb: no live loss point")


def test_restarts_that_abandon_no_loss_point_are_in_doubt() -> None:
    """TRL's console read with each epoch's eval dict ahead of the training dicts it came with:
    the counter goes back twice over 460 steps, and not one loss point is abandoned."""
    pieces = (Piece("train_log.txt", 5, 1020, 55, 0), Piece("train_log.txt", 560, 1580, 56, 0),
              Piece("train_log.txt", 1120, 1670, 56, 0))
    run = facts("train_log.txt", range(10, 1680, 10), pieces=pieces,
                backs=[Back(560, 1020, False), Back(1120, 1580, False)])
    assert "yet no loss point is abandoned" in interleaved_restarts([run])[0]
    # A clean resume from the last logged step, a stated one, or one that abandons points is fine.
    clean = facts("train.log", range(10, 1680, 10), pieces=pieces, backs=[Back(1010, 1020, False)])
    said = facts("train_log.txt", range(10, 1680, 10), pieces=pieces, backs=[Back(560, 1020, True)])
    lost = facts("train.log", range(10, 1680, 10), pieces=(Piece("train.log", 10, 1020, 102, 46),),
                 backs=[Back(560, 1020, False)])
    assert interleaved_restarts([clean]) == {} and interleaved_restarts([said]) == {}
    assert interleaved_restarts([lost]) == {}
