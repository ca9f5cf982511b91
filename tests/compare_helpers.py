"""Seeded runs of one recipe written as CSV logs, for the compare tests and benchmarks."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from lossdoctor.scenarios.seeds import Recipe, values


def write_seed(path: Path, recipe: Recipe, seed: int, **change: float) -> Path:
    """One seed as a CSV log: step, loss, eval_loss (every eval_every steps), tokens."""
    steps, loss = values(recipe, seed, **change)  # type: ignore[arg-type]
    eval_steps, eval_loss = values(recipe, seed, eval_loss=True, **change)  # type: ignore[arg-type]
    evals = dict(zip(eval_steps.tolist(), eval_loss.tolist()))
    lines = ["step,loss,eval_loss,tokens"]
    for step, value in zip(steps.tolist(), loss.tolist()):
        e = evals.get(step)
        lines.append(f"{step},{value!r},{'' if e is None else repr(e)},{step * 4096}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def nan_from(path: Path, step: int) -> Path:
    """The log with its loss NaN from `step` on (a run that blows up)."""
    rows = path.read_text(encoding="utf-8").splitlines()
    out = [rows[0]]
    for row in rows[1:]:
        cells = row.split(",")
        if int(cells[0]) >= step:
            cells[1] = "nan"
        out.append(",".join(cells))
    path.write_text("\n".join(out) + "\n", encoding="utf-8")
    return path


__all__ = ["np", "write_seed", "nan_from"]
