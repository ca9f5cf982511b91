"""One run written twice: two writers of the same training in one folder are read side by side.

AlgoPerf writes an event file and `measurements.csv` into one trial folder, Lightning events
and `metrics.csv` into one `version_N`, detectron2 events and `metrics.json`, LLaMA-Factory
`trainer_log.jsonl` beside `trainer_state.json`, MMEngine its `.log` beside
`vis_data/scalars.json`, SpeechBrain `train_log.txt` beside `log.txt`. Each reader sees its own
file; a person sees one run. Runs from different files whose folders are the same (or one
holds the other, two levels at most) and whose curves agree point for point become one run:
the richer read is kept, and the other adds the series it alone has and its sources as
evidence.

Writers do not always count in one unit: stable-baselines3's `progress.csv` has timesteps
where its events have them too, but another writer may number its rows. When no steps are
shared, the loss values themselves are compared in order; when they agree value for value,
the writers are one run and the other writer's steps are mapped onto the base's.

Writers of one run do not always hold the same rows: a console capture drops lines under load,
a buffered file is cut where the process was killed. The shorter writer's values are then found
in order in the fuller one's, with gaps, and the match checks itself against the same walk over
its values swapped pair by pair (values too coarse to tell two runs apart match that too) and
moved a little off (values too dense match that too). The join names the shorter writer.
Whether two curves agree is `agreement`'s question.

A W&B run's `files/output.log` is the console of that run's own process: a boundary joins it
to the run even when no value is in both (W&B sent only evaluations, the console every
iteration), when it was read as one run over the same steps (`own_console`).

Agreement is numeric evidence, the lowest rank: two files of one reader that each state their
own start from scratch, or that start at the same step with time stamps that never meet, are
two launches, and agreeing values never join them (`own_launch`, issue 31).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import PurePath
from typing import Any

import numpy as np

from lossdoctor.grouping.lossless import companion, lossy
from lossdoctor.identity.decision import Decision, boundary, merged, numeric, recorded, stated
from lossdoctor.identity.evallog import eval_log
from lossdoctor.identity.startup import other_setting
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role
from lossdoctor.identity.agreement import (
    AGREE_SHARE, MIN_COMMON, MIN_COMMON_RENAMED, agree, agreement, aligned, mapped,
)

# How far below a run's folder another writer's folder may sit (MMEngine's `vis_data/`, Ludwig's
# `model/log/train/` under the folder of its `training_statistics.json`).
_DEPTH = 3
# Readers whose runs are one run by their own rule (a TensorBoard folder, a W&B run id):
# two of them are never joined here.
_OWN_IDENTITY = frozenset({"tensorboard", "wandb"})

_CHECKPOINT = re.compile(r"^checkpoint-\d+")


def folders(run: Run) -> set[str]:
    """The folders a run's files sit in (an HF checkpoint snapshot counts for its output folder)."""
    out = set()
    for source in run.sources:
        path = PurePath(source.split("#", 1)[0])
        parent = path.parent
        out.add(str(parent.parent if _CHECKPOINT.match(parent.name) else parent))
        if path.suffix == ".wandb":  # the run's console output sits in its files/ folder
            out.add(str(parent / "files"))
        # MLflow keeps what a run writes itself (a TensorBoard callback's folder) under the run
        # folder's `artifacts/`: such a file counts for the run folder too.
        for ancestor in [parent, *parent.parents] if "artifacts" in parent.parts else ():
            if ancestor.name == "artifacts":
                out.add(str(ancestor.parent))
                break
    return out


def own_console(a: Run, b: Run, whole: bool = True) -> tuple[str, int] | None:
    """When `b` was read from the `files/` folder of W&B run `a`, where W&B keeps the console
    capture of that run's own process (`output.log`): the evidence that they are one run, a
    boundary, whatever their values; else None. A run that logged no history (`wandb.log`
    never called) has only the console's numbers. A run with history joins its console when the
    capture was read as one run (`whole`: not a file cut into launches) whose loss spans the
    steps of the run's losses (one step unit: nanoGPT's `iter` in both), the console's denser
    curve beside the evaluations W&B was sent, and no loss both name alike disagrees."""
    if a.format != "wandb":
        return None
    consoles = {folder for source in a.sources if PurePath(source.split("#", 1)[0]).suffix == ".wandb"
                for folder in [str(PurePath(source.split("#", 1)[0]).parent / "files")]}
    mine = {str(PurePath(source.split("#", 1)[0]).parent) for source in b.sources}
    if not consoles or not mine or not mine <= consoles:
        return None
    if not any(len(series) for series in a.series.values()):
        return "the console capture in the W&B run's files/ folder (the run logged no history)", 0
    span = _loss_span(a)
    theirs = b.series.get(b.primary) if b.primary else None
    if not whole or span is None or theirs is None or not len(theirs) or _contradicted(a, b):
        return None
    lo, hi = int(theirs.steps.min()), int(theirs.steps.max())
    if hi <= 0 or span[1] <= 0 or span[0] < lo - _SPAN_SLACK * hi or not \
            _SPAN_SHARE * max(hi, span[1]) <= min(hi, span[1]):
        return None  # another step unit (W&B's `_step` beside the console's iterations)
    return (f"the console capture in the W&B run's files/ folder (the run's own output, its loss over "
            f"steps {lo}..{hi}, the run's losses over {span[0]}..{span[1]})", 0)


def _contradicted(a: Run, b: Run) -> bool:
    """Whether a loss both name alike holds other values at the steps both logged: no reading
    of one process (two metrics of one name, or another seed's values)."""
    for name, mine in a.series.items():
        theirs = b.series.get(name)
        if theirs is None or mine.role not in (Role.LOSS, Role.EVAL_LOSS):
            continue
        agreeing, common = agreement(mine, theirs)
        if common >= MIN_COMMON and agreeing < AGREE_SHARE * common:
            return True
    return False


# The console's loss and the W&B run's losses span one range: both ends within this share.
_SPAN_SHARE = 0.8
_SPAN_SLACK = 0.05


def _loss_span(run: Run) -> tuple[int, int] | None:
    """The first and last step of a run's loss and evaluation-loss series, or None."""
    steps = [s.steps for s in run.series.values() if s.role in (Role.LOSS, Role.EVAL_LOSS) and len(s)]
    if not steps:
        return None
    return min(int(x.min()) for x in steps), max(int(x.max()) for x in steps)


# Step units of a read that numbers its records for want of a step it could read (a table
# whose step column is rounded for display, a headerless CSV): the other writer's steps are
# the run's.
_COUNTED = frozenset({"rows", "lines"})


def _richness(run: Run) -> tuple[int, int, int, int, int, int]:
    """Which read is the base: one that holds a loss (a companion file without one is read
    beside it), then the one that spans more folders (a resumed run's stitching), then one that
    read its steps rather than numbered its records, then event files (wall times, session
    markers, every tag), then more points of its loss, then more series."""
    primary = run.series.get(run.primary) if run.primary else None
    spanned = {PurePath(source.split("#", 1)[0]).parent for source in run.sources}
    step = run.meta.get("step_source")
    counted = isinstance(step, dict) and step.get("unit") in _COUNTED
    return (int(lossy(run)), len(spanned), int(not counted), int(run.format == "tensorboard"),
            len(primary) if primary is not None else 0, len(run.series))


def _is_file_name(run: Run) -> bool:
    return bool(run.sources) and PurePath(run.name).name == PurePath(run.sources[0].split("#", 1)[0]).name


def _retag(series: Series, base: Run) -> Series:
    """Another reader's series with fragment numbers of `base`: each point gets the fragment
    that is live at its step in the base run's primary loss."""
    ref = base.series.get(base.primary) if base.primary else None
    if ref is None or ref.fragment is None or not len(ref):
        fragment = np.zeros(len(series), np.int32)
    else:
        where = np.clip(np.searchsorted(ref.steps, series.steps, side="right") - 1, 0, len(ref) - 1)
        fragment = ref.fragment[where]
    return Series(series.name, series.steps, series.values, series.wall_times, role=series.role,
                  fragment=fragment, bucket_min=series.bucket_min, bucket_max=series.bucket_max)


def _twin(series: Series, run: Run) -> str | None:
    """The series of `run` that holds the same loss values as `series` under another name."""
    if series.role not in (Role.LOSS, Role.EVAL_LOSS):
        return None
    for name, mine in run.series.items():
        if mine.role is series.role and name != series.name:
            agreeing, common = agreement(mine, series)
            if common >= MIN_COMMON_RENAMED and agreeing >= AGREE_SHARE * common:
                return name
    return None


def _extended(mine: Series, theirs: Series, base: Run) -> Series:
    """`mine` with the points `theirs` holds after its last step (wall times unknown there)."""
    if not len(mine) or not len(theirs):
        return mine
    beyond = theirs.steps > mine.steps.max()
    if not beyond.any():
        return mine
    extra = _retag(Series(mine.name, theirs.steps[beyond], theirs.values[beyond], role=mine.role), base)
    n = int(beyond.sum())

    def pad(array: np.ndarray | None, fill: np.ndarray) -> np.ndarray | None:
        return None if array is None else np.concatenate([array, fill])

    fragment = None if mine.fragment is None else np.concatenate([mine.fragment, extra.fragment])
    return Series(mine.name, np.concatenate([mine.steps, extra.steps]), np.concatenate([mine.values, extra.values]),
                  pad(mine.wall_times, np.full(n, np.nan)), role=mine.role, fragment=fragment,
                  bucket_min=pad(mine.bucket_min, extra.values), bucket_max=pad(mine.bucket_max, extra.values))


def _label(run: Run) -> str:
    return f"{run.sources[0] if run.sources else run.name} ({run.format})"


def shortfall(base: Run, other: Run) -> str | None:
    """Which of two joined writers holds fewer points of the loss, how many fewer, and where it
    stops when it stops earlier (`other`'s steps already in `base`'s unit); None when equal."""
    mine = base.series.get(base.primary) if base.primary else None
    theirs = other.series.get(other.primary) if other.primary else None
    if mine is None or theirs is None or not len(mine) or not len(theirs) or len(mine) == len(theirs):
        return None
    if other.primary != base.primary and _twin(theirs, base) != base.primary:
        return None  # not one metric (a per-batch loss beside an estimate every few hundred steps)
    (short, s), (long, l) = sorted([(base, mine), (other, theirs)], key=lambda pair: len(pair[1]))
    said = f"{_label(short)} is the shorter writer: {len(s)} loss points, {len(l) - len(s)} fewer than {len(l)}"
    end, last = int(s.steps.max()), int(l.steps.max())
    if end < last:
        return said + f", stopping at step {end} of {last} (rows lost, or a file cut early)"
    if end > last:
        return said + f", going on to step {end} where the other stops at {last} (the other was cut early)"
    return said + " over the same steps (rows lost)"


def combine(base: Run, other: Run, evidence: tuple[str, int]) -> Run:
    """`other` folded into `base`: its extra series, sources, warnings and a note saying why."""
    series = dict(base.series)
    dead = dict(base.dead)
    added = []
    pairs = aligned(base, other)
    if pairs is not None:
        other = replace(other, series={k: mapped(v, pairs) for k, v in other.series.items()},
                        dead={k: mapped(v, pairs) for k, v in other.dead.items()})
    for name, s in other.series.items():
        twin = _twin(s, base) if name not in series else None
        if twin is not None:
            # The same metric under another name (W&B `val/loss`, the console's `val loss`):
            # what it holds after the base's last point (the base's writer was cut) is kept.
            series[twin] = _extended(series[twin], s, base)
            continue
        # A series both read is taken from the read that holds more of it (a CSV that stops
        # at the first inf, beside events that go on).
        if name not in series or len(s) > len(series[name]):
            if name not in series:
                added.append(name)
            series[name] = _retag(s, base)
            dead.pop(name, None)
            if name in other.dead:
                dead[name] = _retag(other.dead[name], base)
    name, steps = evidence
    why = f"{name} agrees on {steps} common steps" if steps else name
    short = shortfall(base, other)
    why += f"; {short}" if short else ""
    note = (f"{', '.join(other.sources[:2]) or other.name} ({other.format}) and the {base.format} read of "
            f"the same folder are one run: {why}; read side by side"
            + (f", adding {', '.join(sorted(added)[:6])}" + (" ..." if len(added) > 6 else "") if added else ""))
    other_meta = dict(other.meta)
    watched = other_meta.get("watched")
    if isinstance(watched, dict) and base.primary is not None and "watched" not in base.meta:
        # The curve the other read watched for want of a loss: the base has the loss.
        other_meta.pop("watched")
        other = replace(other, warnings=tuple(w for w in other.warnings if not w.startswith(str(watched["why"]))))
    warnings = list(base.warnings) + [w for w in other.warnings if w not in base.warnings] + [note]
    meta: dict[str, Any] = {**other_meta, **dict(base.meta)}
    meta["side_by_side"] = list(base.meta.get("side_by_side", [base.format])) + [other.format]
    meta["joined_writers"] = list(base.meta.get("joined_writers", [])) + [
        f"{', '.join(other.sources[:2]) or other.name} ({other.format}): the same run, "
        + (f"{name} agrees on {steps} steps" if steps else name) + (f"; {short}" if short else "")]
    meta["decisions"] = [*merged(base.meta, other_meta), _joined_decision(base, other, why, numbers=steps > 0)]
    sources = list(base.sources) + [s for s in other.sources if s not in base.sources]
    params = {**dict(other.params), **dict(base.params)}
    return replace(base, sources=tuple(sources), series=series, dead=dead,
                   warnings=tuple(warnings), meta=meta, params=params)


def _joined_decision(base: Run, other: Run, why: str, numbers: bool = True) -> Decision:
    """The record of a writer join: numeric when values agree (`numbers`), a boundary when the
    other is a file of the run's own folder that holds no loss, or the W&B run's own console
    capture."""
    evidence = f"{', '.join(other.sources[:2]) or other.name} ({other.format}) beside {_label(base)}: {why}"
    if numbers and lossy(other) and lossy(base):
        return numeric("writers joined", evidence)
    return boundary("writers joined", evidence)


def _files(run: Run) -> set[str]:
    """The files a run was read from (`log.md#L61`, a code block of a page, is `log.md`)."""
    return {source.split("#", 1)[0] for source in run.sources}


def other_job(a: Run, b: Run) -> str | None:
    """A setting the start-ups of two runs' files state with other values (`epochs=10` /
    `epochs=100`, `identity.startup`), or None: two jobs, whatever their losses."""
    mine, theirs = a.meta.get("startup"), b.meta.get("startup")
    if not isinstance(mine, dict) or not isinstance(theirs, dict):
        return None
    return other_setting(mine, theirs)


def own_launch(a: Run, b: Run, whole: bool = False) -> bool:
    """Whether `a` and `b` are two launches from scratch, not two writers of one process: two
    files of one reader that each say they started from scratch, or (`whole`: each file read as
    one run) whose start-ups state other settings, or that start at the same step while their
    clocks show they ran one after the other. Values that agree never join them. (Launches that
    go on from each other, a resume, stay free to meet a writer of the whole run.)"""
    if a.format != b.format or a.format in _OWN_IDENTITY or set(a.sources) & set(b.sources):
        return False  # event folders and W&B runs have their own rule of identity
    said = [run.meta.get("opening") for run in (a, b)]
    if all(isinstance(s, dict) and s.get("kind") == "fresh" for s in said):
        return True
    if whole and other_job(a, b) is not None:
        return True
    first, second = _wall_span(a), _wall_span(b)
    if first is None or second is None or not (first[1] < second[0] or second[1] < first[0]):
        return False
    # Writers of one process write at the same time; launches from the same first step do not.
    starts = [_first_loss_step(run) for run in (a, b)]
    return starts[0] is not None and starts[0] == starts[1]


def _first_loss_step(run: Run) -> int | None:
    series = run.series.get(run.primary) if run.primary else None
    return int(series.steps.min()) if series is not None and len(series) else None


def _kept_apart(run: Run, other: Run) -> Decision:
    """The record of two launches whose values agree, kept apart by a higher rank of evidence."""
    said = run.meta.get("opening")
    if isinstance(said, dict) and isinstance(other.meta.get("opening"), dict):
        return stated("new run", f"{said['evidence']}: a launch of its own, though its loss agrees with "
                                 f"{_label(other)}")
    setting = other_job(run, other)
    if setting is not None:
        return stated("new run", f"{_label(run)} and {_label(other)}: their start-ups state other settings "
                                 f"({setting}): two launches, though their losses agree", _first_loss_step(run))
    return boundary("new run", f"{_label(run)} and {_label(other)} were written one after the other (their "
                               "time stamps do not meet): two launches, though their losses agree")


def _wall_span(run: Run) -> tuple[float, float] | None:
    """When the run's fragments were written, from their wall times or the stamps its text file
    prints (`identity.clock`), or None when unknown."""
    starts = [f.wall_start for f in run.fragments if f.wall_start is not None and np.isfinite(f.wall_start)]
    ends = [end for f in run.fragments if (end := f.wall_end) is not None and np.isfinite(end)]
    if starts and ends:
        return min(starts), max(ends)
    clock = run.meta.get("clock")
    return (float(clock[0]), float(clock[1])) if isinstance(clock, (tuple, list)) and len(clock) == 2 else None


def wandb_home(run: Run) -> set[str]:
    """The folders a W&B run was launched from: `wandb.init` writes `<dir>/wandb/run-*/`, and the
    script's other writers (a TensorBoard `runs/` folder, or the copy `sync_tensorboard` keeps
    in the run's `files/`) sit anywhere under `<dir>`."""
    out = set()
    for source in run.sources:
        path = PurePath(source.split("#", 1)[0])
        if path.suffix == ".wandb" and path.parent.parent.name == "wandb":
            out.add(str(path.parent.parent.parent))
    return out


def _console_home(run: Run) -> set[str]:
    """The folders the W&B run whose console capture (`<dir>/wandb/<run>/files/output.log`)
    `run` was read from was launched from: the script's own files (a TSV in `results/`) sit
    under `<dir>` too."""
    out = set()
    for source in run.sources:
        path = PurePath(source.split("#", 1)[0])
        if path.parent.name == "files" and len(path.parents) > 3 and path.parents[2].name == "wandb":
            out.add(str(path.parents[3]))
    return out


def _beside_wandb(runs: Sequence[Run]) -> set[tuple[int, int]]:
    """Pairs (W&B run, TensorBoard run under the folder the W&B run was launched from), and
    (W&B console capture, any other run under that folder): one training often writes both,
    each in its own folder; only agreeing values join them."""
    homes: dict[str, list[int]] = {}
    consoles: dict[str, list[int]] = {}
    for index, run in enumerate(runs):
        if run.format == "wandb":
            for home in wandb_home(run):
                homes.setdefault(home, []).append(index)
        for home in _console_home(run):
            consoles.setdefault(home, []).append(index)
    if not homes and not consoles:
        return set()
    out = set()
    for index, run in enumerate(runs):
        if run.format == "wandb":
            continue
        # A W&B run's console capture and another writer of the script under the same launch
        # folder (a buffered TSV cut when the process was killed): only agreeing values join them.
        for folder in folders(run):
            for ancestor in [PurePath(folder), *PurePath(folder).parents]:
                for other in consoles.get(str(ancestor), []):
                    if other != index and not _console_home(run):
                        out.add((min(index, other), max(index, other)))
        if run.format != "tensorboard":
            continue
        for folder in folders(run):
            for ancestor in [PurePath(folder), *PurePath(folder).parents]:
                for other in homes.get(str(ancestor), []):
                    out.add((min(index, other), max(index, other)))
    return out


def same_launch(a: Run, b: Run) -> tuple[str, int] | None:
    """A table's stretch that starts with the first point of an event file beside it (same step,
    same value: `identity.appended`) and the run of that file: one launch's two writers, however
    few points they share (a launch that stopped after its first logging step)."""
    files = {str(f.meta["launch_file"]) for f in a.fragments if f.meta.get("launch_file")}
    if a.primary is None:
        return None
    console = {str(f.meta["launch_run"]) for f in a.fragments if f.meta.get("launch_run")}
    if len(console) == 1 and any(f"{b.name}\n{source}" in console for source in b.sources):
        # A console's launch that starts this stretch of the table (`identity.appended`).
        return (f"{a.primary} (its first point is the first loss of {b.name}, the console of its launch)", 1)
    if not files or not files & {f.source for f in b.fragments}:
        return None
    return (f"{a.primary} (its first point is the first of {sorted(files)[0]}, the file of its launch)", 1)


def merge_writers(runs: Sequence[Run]) -> list[Run]:
    """Runs of different readers that are one run (same folder, same curve) merged into one."""
    by_folder: dict[str, list[int]] = {}
    below: dict[str, list[int]] = {}  # a folder -> the runs in folders under it
    for index, run in enumerate(runs):
        for folder in folders(run):
            by_folder.setdefault(folder, []).append(index)
            for ancestor in list(PurePath(folder).parents)[:_DEPTH]:
                below.setdefault(str(ancestor), []).append(index)
    parent = list(range(len(runs)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    proofs: dict[tuple[int, int], tuple[str, int]] = {}
    pairs = {(min(i, j), max(i, j)) for folder, members in by_folder.items()
             for i in members for j in members + below.get(folder, []) if i != j}
    pairs |= _beside_wandb(runs)
    joined: dict[int, list[int]] = {i: [i] for i in range(len(runs))}

    def clash(x: int, y: int) -> bool:
        """Whether joining the groups of x and y would put two runs that are apart by their own
        reader's rule (two launches of one event folder) into one: a third writer that holds
        both launches (detectron2's `metrics.json`) must not join them."""
        if _files(runs[x]) & _files(runs[y]):
            return True  # parts of one file (a Markdown page's code blocks) are one writer's
        return any((runs[i].format == runs[j].format and runs[i].format in _OWN_IDENTITY
                    and folders(runs[i]) & folders(runs[j])) or own_launch(runs[i], runs[j], whole[i] and whole[j])
                   for i in joined[root(x)] for j in joined[root(y)])

    # A file the readers cut into several runs (launches, trials) is no one writer of a run.
    reads = Counter(path for run in runs for path in {source.split("#", 1)[0] for source in run.sources})
    whole = [all(reads[source.split("#", 1)[0]] == 1 for source in run.sources) for run in runs]
    apart: dict[int, list[Decision]] = {}

    def evidence(i: int, j: int) -> tuple[str, int] | None:
        """What shows that runs i and j are one run's writers, or None."""
        a, b = runs[i], runs[j]
        found = agree(a, b) or agree(b, a)
        if found is None:
            by_values = aligned(a, b)
            found = None if by_values is None else (f"{a.primary} (value for value, "
                                                    "in another step unit)", len(by_values[0]))
        if found is None:
            found = own_console(a, b, whole[j]) or own_console(b, a, whole[i])
        if found is None:
            found = companion(a, b) or companion(b, a)
        if found is None and whole[i] and whole[j]:
            # An evaluation-only log beside the training log of one run (files read whole: a
            # file cut into launches leaves no one run for it to join).
            found = eval_log(a, b) or eval_log(b, a)
        if found is None:
            found = same_launch(a, b) or same_launch(b, a)
        return found

    for i, j in sorted(pairs):
        a, b = runs[i], runs[j]
        if root(i) == root(j):
            continue
        if clash(i, j):
            if own_launch(a, b, whole[i] and whole[j]) and (agree(a, b) or agree(b, a)):
                # Values that agree would have joined them: say which evidence kept them apart.
                for index, other in ((i, b), (j, a)):
                    apart.setdefault(index, []).append(_kept_apart(runs[index], other))
            continue
        found = evidence(i, j)
        if found is not None:
            proofs[(i, j)] = proofs[(j, i)] = found
            taken, into = root(j), root(i)
            parent[taken] = into
            joined[into] += joined.pop(taken)
    runs = [replace(run, meta={**run.meta, "decisions": [*recorded(run.meta), *apart[index]]})
            if index in apart else run for index, run in enumerate(runs)]
    if not proofs:
        return list(runs)
    groups: dict[int, list[int]] = {}
    for index in range(len(runs)):
        groups.setdefault(root(index), []).append(index)
    out: list[Run] = []
    for first in sorted(groups):
        members = groups[first]
        if len(members) == 1:
            out.append(runs[first])
            continue
        members.sort(key=lambda i: _richness(runs[i]), reverse=True)
        base_index = members[0]
        merged = runs[base_index]
        for index in members[1:]:
            proof = proofs.get((base_index, index)) or _through(runs, members, index, proofs, evidence)
            merged = combine(merged, runs[index], proof)
        names = [runs[i] for i in members if not _is_file_name(runs[i])]
        if _is_file_name(merged) and names:
            merged = replace(merged, name=names[0].name)
        out.append(merged)
    return out


def _through(runs: Sequence[Run], members: list[int], index: int, proofs: dict[tuple[int, int], tuple[str, int]],
             evidence: Callable[[int, int], tuple[str, int] | None]) -> tuple[str, int]:
    """The evidence for joining run `index` to its group's base (`members[0]`) when the group was
    joined through another member: the pair's own evidence when there is some, else the link
    through that member, named, since its evidence speaks of the member, not of the base."""
    base = members[0]
    found = evidence(base, index) or evidence(index, base)
    if found is not None:
        return found
    for member in members:
        if (member, index) in proofs:
            name, steps = proofs[(member, index)]
            other = runs[member]
            return f"joined by way of {', '.join(other.sources[:1]) or other.name}: {name}", steps
    return "loss", 0


__all__ = ["agree", "combine", "folders", "merge_writers", "same_launch"]
