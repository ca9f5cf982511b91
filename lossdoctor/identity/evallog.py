"""A file of evaluation lines only, beside the training log of the same run.

A training script often writes two logs into its output folder: one line per step
(`step_log.txt`: `Step 120 | loss: 2.31 | lr: ...`) and one line per evaluation
(`loss_log.txt`: `Eval step 500 | val loss 1.79 | BLEU ...`). Each reader sees its own file,
and the evaluation file, with no training loss, would be a run of its own; a person sees one
run and its evaluation curve. The evaluation file joins the training run as its evaluation
series when they sit in one folder, its steps fall within the run's, it holds fewer points than
the run's loss (evaluations are sparser), and its loss is on the run's scale where both are
logged. No line states it: the join is recorded as a companion file's is (`grouping.lossless`).
"""

from __future__ import annotations

from pathlib import PurePath

import numpy as np

from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

# An evaluation needs this many points before its steps say where it belongs.
MIN_POINTS = 3
# Its steps lie within the run's loss steps, give or take this share of their span.
_SLACK = 0.05
# Its loss and the run's loss at the nearest steps are within this factor (median of the pairs):
# validation sits near training; another model's or another loss's curve does not.
_SCALE = 4.0


def _loss(run: Run) -> Series | None:
    series = run.series.get(run.primary) if run.primary else None
    return series if series is not None and series.role is Role.LOSS and len(series) else None


def _evals(run: Run) -> list[Series]:
    return [s for s in run.series.values() if s.role is Role.EVAL_LOSS and len(s)]


def _folders(run: Run) -> set[str]:
    return {str(PurePath(source.split("#", 1)[0]).parent) for source in run.sources}


def _same_scale(loss: Series, evals: Series) -> bool:
    """Whether the evaluation loss sits on the training loss's scale at the nearest steps."""
    where = np.clip(np.searchsorted(loss.steps, evals.steps), 0, len(loss) - 1)
    mine, theirs = loss.values[where], evals.values
    ok = np.isfinite(mine) & np.isfinite(theirs) & (mine > 0) & (theirs > 0)
    if not ok.any():
        return False
    ratio = float(np.median(theirs[ok] / mine[ok]))
    return 1 / _SCALE <= ratio <= _SCALE


def eval_log(base: Run, other: Run) -> tuple[str, int] | None:
    """When `other` holds evaluation losses and no training loss, in `base`'s folder, within its
    steps and on its loss's scale, while `base` has a training loss and no evaluation loss: the
    evidence that `other` is the run's evaluation log; else None."""
    loss = _loss(base)
    evals = _evals(other)
    if loss is None or not evals or _evals(base) or any(s.role is Role.LOSS and len(s) for s in other.series.values()):
        return None
    if not _folders(other) or _folders(other) != _folders(base):
        return None
    main = max(evals, key=len)
    if len(main) < MIN_POINTS or len(main) >= len(loss):
        return None
    lo, hi = int(loss.steps.min()), int(loss.steps.max())
    slack = _SLACK * (hi - lo)
    if main.steps.min() < lo - slack or main.steps.max() > hi + slack or not _same_scale(loss, main):
        return None
    return (f"it holds evaluation lines only ({main.name}, {len(main)} points at steps "
            f"{int(main.steps.min())}..{int(main.steps.max())}) and was written in the same folder within the "
            f"run's steps ({lo}..{hi}), on its loss's scale: the run's evaluation log, not a run", 0)


__all__ = ["eval_log"]
