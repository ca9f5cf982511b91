"""`watch` on TensorBoard event files growing under tensorboard's own writer."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.ingest import reader
from lossdoctor.watch.decoders import TensorBoardDecoder
from lossdoctor.watch.loop import points_in
from watch_helpers import TBRun, brief, drive, watcher


def _ckpts(root: Path, *steps: int) -> None:
    for step in steps:
        (root / "checkpoints" / f"global_step{step}").mkdir(parents=True)


def test_fast_spike_reported_once_with_its_checkpoint(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", spike=(3000, 30))
    _ckpts(tmp_path, 1000, 2000, 2950)
    events: list = []
    w = watcher([tmp_path], events)
    drive(w, run.write, polls=60, steps=100)
    spikes = [e for e in events if e.finding.code == "LD101"]
    assert [e.event for e in spikes][0] == "new"
    assert sum(e.event == "new" for e in spikes) == 1
    assert len(spikes) <= 2  # at most: pending, then the verdict
    final = spikes[-1].finding
    assert abs(final.start_step - 3000) <= 2
    assert final.fields["recovery"] == "fast" and final.severity.label == "info"
    # The margin before the onset rules out the checkpoint saved at step 2950.
    assert spikes[0].checkpoint is not None and spikes[0].checkpoint.step == 2000
    assert spikes[0].checkpoint.path.endswith("global_step2000")
    assert all(e.id == spikes[0].id for e in spikes)


def test_unrecovered_spike_is_pending_then_escalated_within_the_horizon(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", spike=(3000, 10**9))
    events: list = []
    w = watcher([tmp_path], events)
    run.write(2950)
    w.poll()
    seen = []
    for _ in range(40):
        run.write(50)
        got = w.poll()
        seen += got
        if any(e.event == "update" for e in got):
            # Escalated within the recovery horizon (1000 steps) plus one poll.
            assert run.step <= 3000 + 1000 + 50
    spikes = [e for e in seen if e.finding.code == "LD101"]
    assert [e.event for e in spikes] == ["new", "update"]
    first, second = spikes
    assert first.pending and first.finding.severity.label == "warning"
    assert not second.pending and second.as_dict()["finding"]["severity"] == "error"
    assert first.id == second.id and abs(second.finding.start_step - 3000) <= 2
    assert "recovery horizon of 1000 steps" in second.finding.message


def test_pending_event_payload_says_pending(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", spike=(3000, 10**9))
    events: list = []
    w = watcher([tmp_path], events)
    run.write(3000)
    w.poll()
    run.write(40)
    out = w.poll()
    assert [(e.event, e.finding.code) for e in out] == [("new", "LD101")]
    payload = out[0].as_dict()
    assert payload["pending"] is True
    assert payload["finding"]["severity"] == "warning"
    assert payload["finding"]["message"].endswith("recovery pending")
    assert payload["schema"] == "lossdoctor.event/1"


def test_divergence_then_rollback_resolves_it(tmp_path: Path) -> None:
    logs = tmp_path / "logs"
    first = TBRun(logs, suffix=".a", diverge=6000)
    _ckpts(tmp_path, 4000, 5000, 6000)
    events: list = []
    w = watcher([tmp_path], events)
    drive(w, first.write, polls=70, steps=100)
    first.close()
    news = [b for b in brief(events) if b[0] == "new"]
    assert [b[1] for b in news] == ["LD201"]
    divergence = events[0]
    assert 5950 <= divergence.finding.start_step <= 6300
    assert divergence.checkpoint is not None and divergence.checkpoint.step in (5000, 6000)
    assert divergence.checkpoint.step <= divergence.finding.start_step - 100
    # Restart from global_step5000 in a new event file: the stitcher sees a rollback.
    second = TBRun(logs, suffix=".b")
    second.step = 5000
    later = drive(w, lambda n: second.write(n, wall0=1.7e9 + 20_000), polls=20, steps=100)
    assert ("resolved", "LD201") in [(e.event, e.finding.code) for e in later]
    assert all(e.event != "new" for e in later)
    assert all(e.id == divergence.id for e in later if e.finding.code == "LD201")


def test_nan_reported_once(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", nan=4000)
    events: list = []
    w = watcher([tmp_path], events)
    drive(w, run.write, polls=50, steps=100)
    nans = [e for e in events if e.finding.kind == "nan"]
    assert [e.event for e in nans] == ["new"]
    assert nans[0].finding.start_step == 4000


def test_torn_tail_is_not_yet_written(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs")
    run.write(500)
    run.close()
    whole = run.path.read_bytes()
    run.path.write_bytes(whole[:-7])  # the last record cut short
    events: list = []
    notes: list[str] = []
    w = watcher([tmp_path], events)
    w.note = notes.append
    w.poll()
    key = next(iter(w.runs))
    assert points_in(w.runs[key]) == 2 * 500 - 2
    with run.path.open("ab") as handle:
        handle.write(whole[-7:])
    w.poll()
    assert points_in(w.runs[key]) == 2 * 500
    assert not [n for n in notes if "cut short" in n or "torn" in n]


def test_decoder_on_random_cuts_equals_the_reader(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", spike=(300, 10))
    run.write(2000)
    run.close()
    data = run.path.read_bytes()
    decoder = TensorBoardDecoder(run.path)
    got: dict[str, list[np.ndarray]] = {}
    pos = 0
    for cut in sorted(np.random.default_rng(3).integers(0, len(data), 40).tolist()) + [len(data)]:
        decoded = decoder.feed(data[pos:cut])
        pos += decoded.consumed
        assert not decoded.warnings
        for piece in decoded.pieces:
            for name, series in piece.series.items():
                got.setdefault(name, []).append(series.steps)
    assert pos == len(data)
    units, _ = reader("tensorboard").claim([run.path], run.path.parent)
    raw = reader("tensorboard").read(units[0])[0]
    for name, series in raw.fragments[0].series.items():
        assert np.array_equal(np.concatenate(got[name]), series.steps)


def test_memory_stays_bounded(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs")
    events: list = []
    w = watcher([tmp_path], events, window=1000)
    drive(w, run.write, polls=30, steps=200)
    key = next(iter(w.runs))
    assert points_in(w.runs[key]) <= 2 * 1000
    assert not events


def test_add_scalars_side_folders_join_their_parent(tmp_path: Path) -> None:
    """torch's add_scalars("losses", {"train": .., "val": ..}) writes `losses_train/` and
    `losses_val/` beside the run's own file, with writers of the same process."""
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    from lossdoctor import api
    from tb_helpers import event, value
    from watch_helpers import curve

    logdir = tmp_path / "run"
    run = TBRun(logdir)
    children = {key: EventFileWriter(str(logdir / f"losses_{key}"), flush_secs=100_000) for key in ("train", "val")}
    events: list = []
    w = watcher([tmp_path], events)
    for _ in range(6):
        first = run.step
        run.write(100)
        for key, child in children.items():
            for step in range(first, run.step):
                child.add_event(event(step, 1.7e9 + step, [value("losses", "simple", curve(step) + (key == "val"))]))
            child.flush()
        w.poll()
    for child in children.values():
        child.close()
    w.poll()
    assert len(w.runs) == 1
    (stitched,) = next(iter(w.runs.values())).stitched.values()
    expected = api.load([tmp_path]).runs
    assert len(expected) == 1
    assert sorted(stitched.series) == sorted(expected[0].series)
    assert "losses/train" in stitched.series
    for name, series in expected[0].series.items():
        assert np.array_equal(stitched.series[name].steps, series.steps), name


def test_checkpoint_comes_from_the_run_itself_not_a_sibling(tmp_path: Path) -> None:
    a = TBRun(tmp_path / "a" / "logs", spike=(3000, 20))
    b = TBRun(tmp_path / "b" / "logs")
    _ckpts(tmp_path / "a", 1000)
    _ckpts(tmp_path / "b", 2000)
    events: list = []
    w = watcher([tmp_path], events)
    for _ in range(35):
        a.write(100)
        b.write(100)
        w.poll()
    (spike,) = [e for e in events if e.finding.code == "LD101"]
    assert spike.run == "a/logs"
    assert spike.checkpoint is not None and spike.checkpoint.step == 1000
    assert Path(spike.checkpoint.path).parent.parent.name == "a"


def test_slow_divergence_reported_once(tmp_path: Path) -> None:
    run = TBRun(tmp_path / "logs", creep=5000)
    _ckpts(tmp_path, 3000, 4000, 5000)
    events: list = []
    w = watcher([tmp_path], events)
    drive(w, run.write, polls=100, steps=100)
    news = [e for e in events if e.event == "new"]
    assert [e.finding.kind for e in news] == ["divergence"]
    assert 4500 <= news[0].finding.start_step <= 6500
    assert news[0].checkpoint is not None and news[0].checkpoint.step <= news[0].finding.start_step - 100
    assert all(e.id == news[0].id for e in events)
