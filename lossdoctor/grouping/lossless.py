"""Files that hold no loss: never a run of their own when they hold nothing, or sit beside one.

An event file with no scalar at all (a launch that died after writing the file's first record,
Ultralytics' `train2/` beside the real `train3/`) holds nothing to judge: it is passed over with
a note that names it, never reported as a run, and never the only thing a command succeeds with.
So is a W&B run with no history row, unless its exit record says it crashed (`crashed_launch`).
A metrics file with no loss written into the folder of a run that has one, over the same steps
(DreamerV3's `scores.jsonl` of episode scores beside `metrics.jsonl`), is that run's companion:
its series are read beside the run's, with a note, not as a second run.
"""

from __future__ import annotations

import os
from pathlib import PurePath

from lossdoctor.model import Run
from lossdoctor.roles import Role

# A companion's steps lie within the run's span, give or take this share of it (a last score
# written just after the last loss).
_SPAN_SLACK = 0.1
# Fewer points than this say too little about when a file was written.
MIN_POINTS = 3
_SHOWN = 3


# wandb's exit code for a run stopped by Ctrl-C (its exit hook sets 255 on KeyboardInterrupt).
_CTRL_C = 255


def crashed_launch(run: Run) -> bool:
    """Whether a W&B run's own exit record says it failed (an exit code other than 0 and
    Ctrl-C's): a launch that crashed before its first value is reported, with nothing to
    judge (LD001), since the user needs to see it failed. One that ended cleanly, was stopped
    by hand or has no exit record (killed, or still starting) logged nothing: passed over."""
    code = run.meta.get("exit_code")
    return run.format == "wandb" and isinstance(code, int) and code not in (0, _CTRL_C)


def empty(run: Run) -> bool:
    """Whether a run holds no point of any series, live or dead (and no set-aside hparams
    metrics, which LD001 names), and is no crashed launch."""
    return (not crashed_launch(run) and not any(len(s) for s in run.series.values())
            and not any(len(s) for s in run.dead.values()) and not run.meta.get("hparam_metrics"))


def _sized(source: str) -> str:
    path = source.split("#", 1)[0]
    try:
        size = os.path.getsize(path)
    except OSError:
        return path
    return f"{path} ({size} bytes)"


def _ended(run: Run) -> str:
    """How a W&B launch that logged nothing ended, by its exit record."""
    code = run.meta.get("exit_code")
    if code == _CTRL_C:
        return "it was stopped by hand (exit code 255, Ctrl-C)"
    if code == 0:
        return "it ended cleanly (exit code 0)"
    return "it has no exit record (killed, or still starting)"


def empty_note(run: Run) -> str:
    """What was looked at in an empty run and why it is no run."""
    shown = ", ".join(_sized(s) for s in run.sources[:_SHOWN])
    if run.format == "wandb":
        run_id = run.meta.get("id")
        named = run.name if not run_id or run_id in run.name else f"{run_id} ({run.name})"
        return (f"{named}: the W&B run file {shown} holds no history row: a launch that logged "
                f"nothing before {_ended(run)}; not a run, passed over")
    more = f" and {len(run.sources) - _SHOWN} more" if len(run.sources) > _SHOWN else ""
    why = f"; the reader said: {run.warnings[0]}" if run.warnings else ""
    files = "file" if len(run.sources) == 1 else "files"
    verb = "holds" if len(run.sources) == 1 else "hold"
    return (f"{run.name}: the {run.format} {files} {shown}{more} {verb} no scalar: nothing was logged there (a "
            f"launch that stopped before its first value, or graphs, images or histograms only); not a run, "
            f"passed over{why}")


def drop_empty(runs: list[Run]) -> tuple[list[Run], list[str]]:
    """The runs that hold something, and a note for each read that holds nothing (`empty`)."""
    return [run for run in runs if not empty(run)], [empty_note(run) for run in runs if empty(run)]


def lossy(run: Run) -> bool:
    """Whether a run holds a point of a training or eval loss."""
    return any(len(s) and s.role in (Role.LOSS, Role.EVAL_LOSS) for s in run.series.values())


def _curve(run: Run) -> bool:
    """Whether a run holds a loss, or the curve watched in its place (an error such as RMSE
    when nothing is named a loss)."""
    return lossy(run) or bool(run.primary and run.primary in run.series and len(run.series[run.primary]))


def _span(run: Run) -> tuple[int, int] | None:
    spans = [(int(s.steps.min()), int(s.steps.max())) for s in run.series.values() if len(s)]
    return (min(a for a, _ in spans), max(b for _, b in spans)) if spans else None


def _folders(run: Run) -> set[str]:
    return {str(PurePath(source.split("#", 1)[0]).parent) for source in run.sources}


def companion(base: Run, other: Run) -> tuple[str, int] | None:
    """When `other` holds no loss and sits in `base`'s folder over `base`'s steps, while `base`
    has a loss (or the curve watched in its place: CatBoost's `time_left.tsv` beside its
    `learn_error.tsv` of RMSE): the evidence that `other` is `base`'s companion file; else None."""
    if lossy(other) or not _curve(base) or not _folders(other) or not _folders(other) <= _folders(base):
        return None
    if not lossy(base) and _curve(other):
        return None  # two runs that each watch a curve of their own (two W&B runs' exports) stay two
    mine, theirs = _span(base), _span(other)
    points = max((len(s) for s in other.series.values()), default=0)
    if mine is None or theirs is None or points < MIN_POINTS:
        return None
    slack = _SPAN_SLACK * (mine[1] - mine[0])
    if theirs[0] < min(0, mine[0]) - slack or theirs[1] > mine[1] + slack:
        return None
    names = ", ".join(sorted(other.series)[:_SHOWN]) + (" ..." if len(other.series) > _SHOWN else "")
    return (f"it holds no loss ({names}) and was written in the same folder over the same steps "
            f"({theirs[0]}..{theirs[1]} within {mine[0]}..{mine[1]}): a companion file, not a run", 0)


__all__ = ["companion", "crashed_launch", "drop_empty", "empty", "empty_note", "lossy"]
