"""The watch loop: find files, read what was appended, re-analyse a bounded window, report changes.

A poll costs in proportion to the new data: each file is read from where the last poll
stopped, each series keeps only its newest `window` points, and a run is analysed again
only when it got new points. The first poll reads and analyses each run whole, like
`analyze`, so what happened before the watch started is reported once too.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any


from lossdoctor.errors import InputError
from lossdoctor.model import Finding, RawRun, Run, RunReport, Severity
from lossdoctor.watch import checkpoints
from lossdoctor.watch.dataorder import data_range
from lossdoctor.watch.decoders import Decoder, LineDecoder, TensorBoardDecoder, WandbDecoder, WholeDecoder
from lossdoctor.watch.events import Event
from lossdoctor.watch.lifecycle import Change, Lifecycle
from lossdoctor.watch.lifecycle import Settings as LifeSettings
from lossdoctor.watch.store import Source

if TYPE_CHECKING:
    from lossdoctor.engine import Settings as EngineSettings

WINDOW = 8192  # points per series kept and analysed: the spike detector's horizon and noise blocks fit many times
GUARD = 512  # points at the start of a trimmed window where the detectors lack context
# Judgements about a whole run's shape, not about what just happened: not re-made on a window.
NOT_LIVE = ("LD203", "LD301")
_NO_SCALAR_YET = 128  # bytes: an event file this small holds at most its file-version record

Sink = Callable[[Event], None]


@dataclass
class Options:
    """What to watch and when to stop."""

    paths: Sequence[Path]
    stitch: bool = False
    interval: float = 30.0
    fail_on: Severity | None = None
    until_idle: float | None = None
    loss_keys: tuple[str, ...] = ()
    window: int = WINDOW
    max_polls: int | None = None  # tests and benchmarks: stop after this many polls
    # Detector settings (lossdoctor.toml / [tool.lossdoctor]); the defaults when None.
    settings: EngineSettings | None = None


@dataclass
class Watched:
    """One run being followed: its files and what is known about its findings."""

    key: str
    name: str
    sources: dict[Path, Source] = field(default_factory=dict)
    sequence: list[int] = field(default_factory=lambda: [0])
    lifecycles: dict[str, Lifecycle] = field(default_factory=dict)
    analysed: bool = False
    trimmed: bool = False
    fresh: int = 0  # points read since the last analysis
    last_step: int | None = None
    stitched: dict[str, Run] = field(default_factory=dict)  # the last analysed window, per run name


@dataclass
class Stats:
    """Totals for the summary."""

    polls: int = 0
    points: int = 0
    events: int = 0
    started: float = 0.0


class Watcher:
    """Follows the runs under `options.paths`; `poll()` once, or `run()` until an exit condition."""

    def __init__(self, options: Options, sinks: Sequence[Sink] = (), *,
                 clock: Callable[[], float] = time.time, sleep: Callable[[float], None] = time.sleep,
                 notes: Callable[[str], None] | None = None) -> None:
        from lossdoctor.engine import Settings, build_rules

        self.options = options
        self.sinks = list(sinks)
        self.clock, self.sleep = clock, sleep
        self.note = notes or (lambda text: sys.stderr.write(f"lossdoctor: note: {text}\n"))
        # The config's detector settings apply live too; whole-run shape rules stay off.
        base = options.settings or Settings()
        self.rules = build_rules(replace(base, ignore=(*base.ignore, *NOT_LIVE)))
        self.runs: dict[str, Watched] = {}
        self.unclaimed: dict[Path, int] = {}
        self.known: set[Path] = set()
        self.stats = Stats(started=clock())
        self.last_data = clock()
        self.events: list[Event] = []
        self._warned: set[str] = set()
        self.stopped_by = ""  # why run() returned: fail-on, idle, polls or interrupt
        for given in options.paths:
            if not Path(given).exists():
                raise InputError(f"{given}: no such file or folder")

    # -- discovery -------------------------------------------------------------------------

    def scan(self) -> None:
        """Claim files not seen before (and unclaimed ones that grew) for the runs they belong to."""
        from lossdoctor.discover import walk
        from lossdoctor.ingest import READERS, reader
        from lossdoctor.ingest.tensorboard.discovery import is_event_file

        for given in self.options.paths:
            path = Path(given)
            notes: list[str] = []
            if path.is_file():
                root, files = path.parent, [path]
            elif path.is_dir():
                root, files = path, list(walk(path, notes))
            else:
                continue
            fresh = [f for f in files if f not in self.known and self._grew(f)]
            if any(is_event_file(f) for f in fresh):
                # A side folder (add_scalars, hparams) is only recognised beside its parent file.
                fresh = sorted(set(fresh) | {f for f in files if f in self.known and is_event_file(f)})
            rest = fresh
            for name in READERS:
                if not rest:
                    break
                try:
                    claimed, rest = reader(name).claim(rest, root)
                except Exception:  # noqa: BLE001 - a half-written file confuses a sniffer: try it next poll
                    break
                for unit in claimed:
                    if unit.options.get("note") or unit.options.get("reason"):
                        continue
                    if name == "tensorboard" and all(self._size(p) < _NO_SCALAR_YET for p in unit.paths):
                        # Only the file-version record so far: whether this is a run or an
                        # add_scalars side folder shows once its first scalar is written.
                        self.unclaimed.update({p: self._size(p) for p in unit.paths})
                        continue
                    self._adopt(name, unit)
            for left in rest:
                self.unclaimed[left] = self._size(left)

    @staticmethod
    def _size(path: Path) -> int:
        try:
            return os.stat(path).st_size
        except OSError:
            return -1

    def _grew(self, path: Path) -> bool:
        return path not in self.unclaimed or self.unclaimed[path] != self._size(path)

    def _adopt(self, reader_name: str, unit: Any) -> None:
        key = "stitched" if self.options.stitch else f"{reader_name}:{unit.name}"
        run = self.runs.get(key)
        if run is None:
            run = self.runs[key] = Watched(key, unit.name)
        elif self.options.stitch and unit.name not in run.name.split(" + "):
            run.name = f"{run.name} + {unit.name}"
        roles: dict[str, str] = unit.options.get("roles", {})
        paths = list(unit.paths)
        if reader_name == "tensorboard":
            paths = [p for p in paths if roles.get(str(p), "main") == "main"]
        elif reader_name in ("tables", "textlog") and _appended(unit):
            paths = paths[:1]
        elif reader_name != "wandb_run":
            # Rewritten whole on every save: one source per unit, re-read when a file changes.
            same = next((s.decoder for s in run.sources.values() if isinstance(s.decoder, WholeDecoder)
                         and s.decoder.unit.name == unit.name), None)
            if same is not None:
                same.add(unit)
                paths = []
            else:
                paths = paths[:1]
        for path in paths:
            self.known.add(path)
            self.unclaimed.pop(path, None)
            if path not in run.sources:
                decoder = self._decoder(reader_name, unit, path)
                run.sources[path] = Source(path, decoder, run.sequence, split_trials=isinstance(decoder, LineDecoder))
        for path in unit.paths:
            self.known.add(path)
        for child, role in roles.items():
            if reader_name == "tensorboard" and role.startswith("scalars\0"):
                _, parent, key = role.split("\0", 2)
                if Path(parent) in run.sources:
                    run.sources[Path(parent)].add_child(Path(child), key)

    @staticmethod
    def _decoder(reader_name: str, unit: Any, path: Path) -> Decoder:
        if reader_name == "tensorboard":
            return TensorBoardDecoder(path)
        if reader_name == "wandb_run":
            return WandbDecoder(path)
        if reader_name in ("tables", "textlog") and _appended(unit):
            return LineDecoder(path, reader_name, dict(unit.options), unit.name)
        return WholeDecoder(reader_name, unit)

    # -- one poll --------------------------------------------------------------------------

    def poll(self) -> list[Event]:
        """Scan, read what is new, analyse the runs that grew; return (and dispatch) the events."""
        self.scan()
        events: list[Event] = []
        got = 0
        if not self.runs and self.stats.polls == 0:
            self.note(f"no training logs under {', '.join(str(p) for p in self.options.paths)} yet; waiting for them")
        for run in self.runs.values():
            for source in run.sources.values():
                try:
                    added = source.poll()
                except Exception as exc:  # noqa: BLE001 - one unreadable file must not end a long watch
                    added = 0
                    source.warnings.append(f"{source.path}: cannot read the new data "
                                           f"({type(exc).__name__}: {exc}); skipped, will retry")
                run.fresh += added
                got += added
                if len(self._warned) > 10_000:  # memory stays flat on a log that warns forever
                    self._warned.clear()
                for warning in source.warnings:
                    if warning not in self._warned:
                        self._warned.add(warning)
                        self.note(warning)
            if run.fresh:
                try:
                    events += self._analyse(run)
                except Exception as exc:  # noqa: BLE001 - the watch goes on; the next data retries
                    self.note(f"{run.name}: analysis failed ({type(exc).__name__}: {exc}); "
                              "will try again with the next data")
        self.stats.polls += 1
        self.stats.points += got
        if got:
            self.last_data = self.clock()
        self._dispatch(events)
        return events

    def _dispatch(self, events: list[Event]) -> None:
        for event in events:
            for sink in self.sinks:
                sink(event)
        self.stats.events += len(events)
        self.events += events

    def _raws(self, run: Watched) -> list[RawRun]:
        """One RawRun per trial: a log whose step restarts at its first step holds several runs,
        named as the readers name them (`name#trial2` for tables, `name#2` for text logs)."""
        formats = "+".join(sorted({type(s.decoder).__name__ for s in run.sources.values()}))
        trials = sorted({t for s in run.sources.values() for t in s.trials()})
        raws = []
        for trial in trials:
            fragments = [f for s in run.sources.values() for f in s.fragments(trial)]
            if not fragments:
                continue
            name = run.name
            titles = [s.meta["name"] for s in run.sources.values() if s.meta.get("name")]
            if titles and not self.options.stitch:
                name = str(titles[-1])  # a W&B run is called by its display name, as `analyze` does
            if trial:
                tables = any(getattr(s.decoder, "reader", "") == "tables" for s in run.sources.values())
                name = f"{run.name}#trial{trial + 1}" if tables else f"{run.name}#{trial + 1}"
            raws.append(RawRun(name, formats, fragments, [str(p) for p in run.sources]))
        return raws

    def _analyse(self, run: Watched) -> list[Event]:
        from lossdoctor.engine import analyze_run
        from lossdoctor.stitch import split_concurrent, stitch

        first = not run.analysed
        run.fresh = 0
        run.analysed = True
        changes: list[tuple[Change, Run]] = []
        ranks: dict[tuple[str, str, str, int], tuple[float, str | None]] = {}
        parts = [stitch(part, self.options.loss_keys) for raw in self._raws(run) for part in split_concurrent(raw)]
        _renamed(run, [stitched.name for stitched in parts])
        for stitched in parts:
            run.stitched[stitched.name] = stitched
            report = analyze_run(stitched, self.rules)
            ranks.update(_ranks(stitched.name, report))
            last, edge = self._extent(run, stitched)
            run.last_step = last
            life = run.lifecycles.setdefault(stitched.name, Lifecycle(stitched.name, self._life_settings()))
            changes += [(change, stitched) for change in life.observe(report.findings, last, edge, first=first)]
        for source in run.sources.values():
            before = sum(len(b.steps) for p in source.parts for b in p.buffers.values())
            source.trim(self.options.window)
            after = sum(len(b.steps) for p in source.parts for b in p.buffers.values())
            run.trimmed |= after < before
        return self._events(run, changes, ranks)

    def _events(self, run: Watched, changes: Sequence[tuple[Change, Run]],
                ranks: dict[tuple[str, str, str, int], tuple[float, str | None]]) -> list[Event]:
        """Each change as an event, with the checkpoint before its onset and the data to skip."""
        if not changes:
            return []
        found = self._checkpoints(run)
        now = self.clock()
        events = []
        for change, stitched in changes:
            onset = change.tracked.finding.start_step
            first_skip, last_skip = checkpoints.skip_range(onset)
            events.append(Event.of(change.event, now, change.tracked, checkpoints.before(found, onset),
                                   data_range(stitched, first_skip, last_skip),
                                   ranks.get(_key(stitched.name, change.tracked.finding))))
        return events

    def _life_settings(self) -> LifeSettings:
        spike = next((r for r in self.rules if r.code == "LD101"), None)
        params = getattr(spike, "params", None)
        if params is None:
            return LifeSettings()
        return LifeSettings(rise_steps=params.rise_steps, horizon_steps=params.horizon_steps)

    def _extent(self, run: Watched, stitched: Run) -> tuple[int | None, int | None]:
        """The newest live step, and where the trimmed window becomes trustworthy."""
        primary = stitched.series.get(stitched.primary) if stitched.primary else None
        if primary is None or not len(primary):
            return None, None
        last = int(primary.steps[-1])
        if not run.trimmed:
            return last, None
        return last, int(primary.steps[min(len(primary) - 1, GUARD)])

    def _checkpoints(self, run: Watched) -> list[checkpoints.Checkpoint]:
        """Checkpoints nearest to the run's files: from each file's folder up towards the PATH
        given, stopping at the first level that holds any (a sibling run's are not this run's)."""
        roots = [Path(p).resolve() if Path(p).is_dir() else Path(p).resolve().parent for p in self.options.paths]
        found: dict[tuple[int, str], checkpoints.Checkpoint] = {}
        for source in run.sources:
            level = source.resolve().parent
            root = next((r for r in roots if r == level or r in level.parents), level)
            while True:
                hits = checkpoints.find([level])
                if hits or level == root or level.parent == level:
                    break
                level = level.parent
            found.update({(c.step, c.path): c for c in hits})
        return [_shown(found[key]) for key in sorted(found)]

    # -- the loop --------------------------------------------------------------------------

    def failing(self, events: Sequence[Event]) -> Event | None:
        """The first live event at or above --fail-on, if any."""
        level = self.options.fail_on
        if level is None:
            return None
        return next((e for e in events if e.event != "resolved" and not e.finding.in_dead_fragment
                     and e.finding.severity >= level), None)

    def run(self) -> int:
        """Poll every `interval` seconds until Ctrl-C (0), idle (0), or a finding at --fail-on (1);
        then judge the runs whole (`finish`): a verdict it raises to --fail-on also exits 1."""
        code = self._follow()
        if self.failing(self.finish()) is not None:
            code = 1
        return code

    def finish(self) -> list[Event]:
        """Judge every run whole, as `analyze` judges the same files; report (and return) the changes."""
        from lossdoctor.watch.final import judge, owner

        if not self.runs:
            return []  # nothing was ever found to judge
        self.note("judging the runs whole, as `analyze` would (Ctrl-C again skips this)")
        events: list[Event] = []
        try:
            judged = judge(self.options.paths, stitch=self.options.stitch, loss_keys=self.options.loss_keys,
                           settings=self.options.settings, off=NOT_LIVE)
            used: set[int] = set()
            read: dict[str, tuple[Watched, Run]] = {}  # followed runs whose files `analyze` read
            for stitched, findings in judged:
                watched, life = owner(self.runs.values(), stitched, used)
                if watched is None:  # a run `analyze` finds that the watch never claimed a file of
                    key = f"judged:{stitched.name}"
                    watched = self.runs.setdefault(key, Watched(key, stitched.name))
                if life is None:
                    life = watched.lifecycles.setdefault(stitched.name, Lifecycle(stitched.name, self._life_settings()))
                used.add(id(life))
                read[watched.key] = (watched, stitched)
                ranks = _ranks(stitched.name, RunReport(run=stitched, findings=tuple(findings), skipped=()))
                events += self._events(watched, [(change, stitched) for change in life.settle(findings)], ranks)
            # A name `analyze` does not give any run of those files is no run of its own.
            for watched, stitched in read.values():
                for life in [life for life in watched.lifecycles.values() if id(life) not in used]:
                    events += self._events(watched, [(change, stitched) for change in life.settle(())], {})
        except KeyboardInterrupt:
            self.note("interrupted again: the final judgement was cut short")
        except Exception as exc:  # noqa: BLE001 - the live verdicts stand; the summary still prints
            self.note(f"the runs could not be judged whole ({type(exc).__name__}: {exc}); "
                      "the last verdicts are the live ones")
        self._dispatch(events)
        return events

    def _follow(self) -> int:
        """The polls, until an exit condition; the exit code they imply."""
        try:
            while True:
                events = self.poll()
                if self.failing(events) is not None:
                    self.stopped_by = "fail-on"
                    return 1
                if (self.options.until_idle is not None
                        and self.clock() - self.last_data >= self.options.until_idle):
                    self.stopped_by = "idle"
                    return 0
                if self.options.max_polls is not None and self.stats.polls >= self.options.max_polls:
                    self.stopped_by = "polls"
                    return 0
                self.sleep(self.options.interval)
        except KeyboardInterrupt:
            self.stopped_by = "interrupt"
            return 0

    def summary(self) -> str:
        """What the watch saw: runs, polls, points and every finding's last verdict."""
        elapsed = max(0.0, self.clock() - self.stats.started)
        tracked = [t for run in self.runs.values() for life in run.lifecycles.values() for t in life.tracked]
        lines = [f"lossdoctor watch: {len(self.runs)} run(s), {self.stats.polls} poll(s) over "
                 f"{_clock(elapsed)}, {self.stats.points} points read, {len(tracked)} finding(s)"]
        for t in tracked:
            f = t.finding
            state = "resolved" if t.status == "resolved" else ("pending" if t.pending else f.severity.label)
            lines.append(f"  {state:8s} {f.code} {t.run} step {f.start_step}: {f.message}")
        return "\n".join(lines)


def _shown(checkpoint: checkpoints.Checkpoint) -> checkpoints.Checkpoint:
    """A checkpoint under the working folder is named relative to it, as the user typed paths."""
    here = Path.cwd().resolve()
    path = Path(checkpoint.path)
    if here == path or here in path.parents:
        return checkpoints.Checkpoint(path.relative_to(here).as_posix(), checkpoint.step)
    return checkpoint


def _renamed(run: Watched, names: list[str]) -> None:
    """A run whose name changed with its new data (with --stitch, `a` becomes `a + b` when b's
    first file appears) keeps its findings: one name gone and one new is the same run."""
    gone = [name for name in run.lifecycles if name not in names]
    new = [name for name in names if name not in run.lifecycles]
    if len(gone) == 1 and len(new) == 1:
        life = run.lifecycles.pop(gone[0])
        life.rename(new[0])
        run.lifecycles[new[0]] = life
        run.stitched.pop(gone[0], None)


def _appended(unit: Any) -> bool:
    """Whether a table or text log grows by lines (Markdown excerpts and parquet do not)."""
    path = Path(unit.paths[0])
    return path.suffix.lower() not in (".md", ".markdown", ".parquet") and unit.options.get("kind") != "parquet"


def _clock(seconds: float) -> str:
    whole = int(seconds)
    return f"{whole // 3600:d}:{whole // 60 % 60:02d}:{whole % 60:02d}"


def points_in(run: Watched) -> int:
    """Points held in memory for a run (for tests and the benchmark)."""
    return int(sum(len(b.steps) for s in run.sources.values() for p in s.parts for b in p.buffers.values()))


__all__ = ["Options", "Watched", "Watcher", "points_in"]


def _key(run: str, finding: Finding) -> tuple[str, str, str, int]:
    return run, finding.code, finding.series, finding.start_step


def _ranks(run: str, report: RunReport) -> dict[tuple[str, str, str, int], tuple[float, str | None]]:
    """Each finding's impact and episode in the run's report as it stands (`episodes.story`)."""
    from lossdoctor.episodes import story

    told = story(report)
    return {_key(run, f): (told.impacts[i], told.episode_of[i]) for i, f in enumerate(report.findings)}
