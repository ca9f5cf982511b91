"""LD203: a stall that only a new launch of the run ended lasted to the end of its launch (a warning)."""

from __future__ import annotations

import numpy as np
import pytest

from detector_helpers import findings
from lossdoctor.detectors.plateau import Plateau
from lossdoctor.model import Finding, Severity
from lossdoctor.stitch import stitch
from stitch_helpers import frag, raw

RULE = Plateau()


def _curve(seed: int) -> tuple[np.ndarray, np.ndarray, int]:
    """A loss that falls for 100 steps, stands still until `resume`, then falls again."""
    rng = np.random.default_rng(seed)
    total, resume = 1000, int(rng.integers(550, 700))
    steps = np.arange(1, total + 1)
    level = np.where(steps < 100, 2.0 * (steps / 100.0) ** -0.35 * 0.5 + 0.5, 1.5)
    after = steps >= resume
    level = np.where(after, 1.5 * (1 + np.maximum(steps - resume, 0) / 40.0) ** -0.3, level)
    return steps, level * np.exp(rng.normal(0, 0.004, total)), resume


def _stalls(run_steps: np.ndarray, values: np.ndarray, resume: int | None) -> list[Finding]:
    if resume is None:
        run = stitch(raw(frag("a", run_steps, values, wall0=1.7e9)))
    else:
        cut = int(np.searchsorted(run_steps, resume))
        run = stitch(raw(frag("a", run_steps[:cut], values[:cut], wall0=1.7e9),
                         frag("b", run_steps[cut:], values[cut:], wall0=1.7e9 + 5000.0)))
    return [f for f in findings(RULE, run) if f.code == "LD203"]


@pytest.mark.parametrize("seed", range(4))
def test_a_stall_ended_by_a_relaunch_is_a_warning(seed: int) -> None:
    steps, values, resume = _curve(seed)
    [f] = _stalls(steps, values, resume)
    assert f.severity is Severity.WARNING and f.start_step < 200 and abs(f.end_step - resume) < 100
    assert f"step {resume}, where a new launch took over" in f.message and "end of its launch" in f.message


@pytest.mark.parametrize("seed", range(4))
def test_a_stall_the_run_itself_ended_stays_history(seed: int) -> None:
    steps, values, _ = _curve(seed)
    [f] = _stalls(steps, values, None)  # one launch: progress resumed by itself
    assert f.severity is Severity.INFO and "it resumed at step" in f.message
