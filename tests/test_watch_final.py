"""When `watch` stops, its verdicts are `analyze`'s on the same files, for every detector it runs.

Each case grows a seeded scenario's real log files a slice per poll, stops the watch by going
idle, by Ctrl-C or by --fail-on, and compares what the events say last with `analyze`.
"""

from __future__ import annotations

import json
import math
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from tensorboard.summary.writer.event_file_writer import EventFileWriter

from lossdoctor import api
from lossdoctor.detectors import RULES
from lossdoctor.formats.json_report import finding_dict, jsonable
from lossdoctor.model import Finding, Severity
from lossdoctor.scenarios import Scenario, generate
from lossdoctor.scenarios.writers import write
from lossdoctor.watch.events import Event
from lossdoctor.watch.lifecycle import NEAR_STEPS
from lossdoctor.watch.loop import NOT_LIVE, Watcher
from tb_helpers import event, value
from watch_helpers import FakeClock, Replay, watcher


def _no_loss(seed: int) -> Scenario:
    """The clean run with its loss logged under a name no reader takes for a loss."""
    scenario = generate("clean", seed)
    for segment in scenario.segments:
        segment.series = {("throughput" if name == "loss" else name): values for name, values in segment.series.items()}
    return replace(scenario, name="no_loss")


# One scenario per detector that `watch` runs, where `analyze` finds that detector's kind.
POSITIVE: dict[str, str | Callable[[int], Scenario]] = {
    "LD001": _no_loss, "LD101": "spike_none", "LD102": "dip", "LD103": "resume_spikes",
    "LD201": "divergence_slow", "LD202": "eval_divergence", "LD204": "repeated_divergence",
    "LD205": "instability_mild", "LD206": "stuck_at_chance", "LD302": "multi_epoch", "LD401": "repeated_data", "LD501": "nan_fp16",
    "LD502": "fp16_collapse", "LD503": "grad_norm_spike", "LD504": "degenerate_constant", "LD601": "per_source",
}
ENDINGS = ("idle", "interrupt", "fail-on")


def _scenario(code: str) -> Scenario:
    make = POSITIVE[code]
    return generate(make, 0) if isinstance(make, str) else make(0)


def test_every_detector_watch_runs_has_a_case() -> None:
    assert sorted(POSITIVE) == sorted(rule.code for rule in RULES if rule.code not in NOT_LIVE)


def _verdict(finding: Finding) -> tuple[Any, ...]:
    return (finding.code, finding.series, finding.severity.label, finding.fields.get("recovery"),
            finding.in_dead_fragment)


def _analyzed(path: Path, stitch: bool = False) -> list[tuple[str, Finding]]:
    return [(one.run.name, f) for one in api.analyze([path], stitch=stitch).runs
            for f in one.findings if f.code not in NOT_LIVE]


def _last_word(events: list[Event]) -> list[tuple[str, Finding]]:
    """What a consumer of the events knows at the end: each id's last event; a resolved finding
    is gone, unless it was resolved by a rollback (it stays, on dead data, as `analyze` has it)."""
    last = {e.id: e for e in events}
    return [(e.run, e.finding) for e in last.values() if e.event != "resolved" or e.finding.in_dead_fragment]


def _same(got: list[tuple[str, Finding]], want: list[tuple[str, Finding]], names: bool = True) -> None:
    if not names:  # --stitch: the watch names the run by its parts, `analyze` by their common prefix
        got, want = [("", f) for _, f in got], [("", f) for _, f in want]
    key = lambda item: (item[0], *_verdict(item[1]), item[1].start_step)  # noqa: E731
    got, want = sorted(got, key=key), sorted(want, key=key)
    assert [(run, *_verdict(f)) for run, f in got] == [(run, *_verdict(f)) for run, f in want]
    assert all(abs(a.start_step - b.start_step) <= NEAR_STEPS for (_, a), (_, b) in zip(got, want))


def _watch(source: Path, target: Path, ending: str, fail_on: Severity | None,
           stitch: bool = False) -> tuple[Watcher, int, list[Event]]:
    """Watch `target` while `source` is replayed into it, a slice per poll, until `ending`."""
    replay = Replay(source, target, parts=8)
    replay.step()
    clock = FakeClock()
    events: list[Event] = []
    w = watcher([target], events, clock=clock, window=2048, fail_on=fail_on, stitch=stitch,
                until_idle=None if ending == "interrupt" else 3.0)

    def sleep(seconds: float) -> None:
        clock.sleep(seconds)
        if not replay.step() and ending == "interrupt":
            raise KeyboardInterrupt

    w.sleep = sleep
    code = w.run()
    return w, code, events


@pytest.mark.slow
@pytest.mark.parametrize("ending", ENDINGS)
@pytest.mark.parametrize("code", sorted(POSITIVE))
def test_final_verdicts_equal_analyze(tmp_path: Path, code: str, ending: str) -> None:
    scenario = _scenario(code)
    source = write(scenario, "tensorboard", tmp_path / "finished").parent
    whole = _analyzed(source)
    positive = [f for _, f in whole if f.code == code]
    assert positive, f"{scenario.name} does not make {code}"
    level = min(f.severity for f in positive) if ending == "fail-on" else None
    w, exit_code, events = _watch(source, tmp_path / "live", ending, level)
    want = _analyzed(tmp_path / "live")
    _same(_last_word(events), want)
    # The summary holds analyze's findings themselves.
    held = [t for run in w.runs.values() for life in run.lifecycles.values() for t in life.tracked
            if t.status == "open" or t.finding.in_dead_fragment]
    dump = lambda f: json.dumps(jsonable(finding_dict(f)), sort_keys=True)  # noqa: E731
    assert sorted(dump(t.finding) for t in held) == sorted(dump(f) for _, f in want)
    if ending == "fail-on":
        assert exit_code == 1
    else:
        assert exit_code == 0 and w.stopped_by == ending
        assert any(f.code == code for _, f in want)


@pytest.mark.slow
@pytest.mark.parametrize("code", sorted(POSITIVE))
def test_final_verdicts_equal_analyze_on_a_growing_csv(tmp_path: Path, code: str) -> None:
    """The same scenarios as one CSV log that grows by whole lines (resumes append to it)."""
    scenario = _scenario(code)
    source = write(scenario, "csv", tmp_path / "finished").parent
    w, exit_code, events = _watch(source, tmp_path / "live", "idle", None)
    assert exit_code == 0 and w.stopped_by == "idle"
    _same(_last_word(events), _analyzed(tmp_path / "live"))


@pytest.mark.parametrize("name", ["resume_spikes", "repeated_divergence"])
def test_stitched_attempts_in_their_own_folders_end_as_analyze_stitch(tmp_path: Path, name: str) -> None:
    """One folder per attempt, joined by --stitch: the run's name grows with each new folder,
    its findings keep their ids, and the last word is `analyze --stitch`'s."""
    finished = write(generate(name, 0), "tensorboard", tmp_path / "finished")
    files = sorted(finished.iterdir(), key=lambda p: p.stat().st_mtime_ns)
    for index, path in enumerate(files):
        (tmp_path / "attempts" / f"attempt{index}").mkdir(parents=True)
        path.rename(tmp_path / "attempts" / f"attempt{index}" / path.name)
    w, exit_code, events = _watch(tmp_path / "attempts", tmp_path / "live", "idle", None, stitch=True)
    assert exit_code == 0 and len(w.runs) == 1
    _same(_last_word(events), _analyzed(tmp_path / "live", stitch=True), names=False)
    news = [(e.finding.code, e.finding.series, e.finding.start_step) for e in events if e.event == "new"]
    assert len(news) == len(set(news))  # a new folder renames the run; it does not report its findings again


def _tripled(logdir: Path) -> None:
    """The issue's run: the loss triples at step 800 and stays there until it stops at step 1199."""
    writer = EventFileWriter(str(logdir), flush_secs=100_000)
    for step in range(1200):
        loss = (2.0 + 3.0 * math.exp(-step / 2000)) * (3.0 if step >= 800 else 1.0) * (1 + 0.005 * math.sin(step * 12.9898))
        writer.add_event(event(step, 1.7e9 + step, [value("train/loss", "simple", loss)]))
    writer.close()


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "lossdoctor", *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("fail_on", [None, "error"])
def test_tripled_loss_until_idle_ends_as_analyze_says(tmp_path: Path, fail_on: str | None) -> None:
    _tripled(tmp_path / "logs")
    report = json.loads(_cli("analyze", str(tmp_path), "--format", "json").stdout)
    (spike,) = report["runs"][0]["findings"]
    assert (spike["code"], spike["severity"], spike["recovery"]) == ("LD101", "error", "none")
    assert "had not come back when the series ended at step 1199" in spike["message"]
    gate = ["--fail-on", fail_on] if fail_on else []
    watch = _cli("watch", str(tmp_path), "--interval", "0.2s", "--until-idle", "1s", "--format", "jsonl", *gate)
    assert watch.returncode == (1 if fail_on else 0), watch.stderr
    lines = [json.loads(line) for line in watch.stdout.splitlines()]
    # Live, the recovery is pending (the run might still come back); at the end it is analyze's verdict.
    assert [(e["event"], e["finding"]["severity"], e["pending"]) for e in lines] == [
        ("new", "warning", True), ("update", "error", False)]
    assert lines[0]["id"] == lines[1]["id"]
    # A finding object exactly as in the report (CONTRACT.md), its `impact` and `episode` too.
    assert lines[1]["finding"] == spike
    assert "error    LD101" in watch.stderr  # the summary's last verdict
