"""Whether an RL agent's episode return collapsed while its loss spiked.

A critic's or a policy's loss that jumps and comes back fast is usually one bad rollout. When the
episode return falls off a cliff over the same points (SpinningUp SAC on Ant: LossQ 102 -> 203 for
two epochs while the return goes 5500 -> -1750 and back), the spike was no noise: the agent's
behaviour broke with it, whatever the loss did next.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.detectors import rl_terms, signal
from lossdoctor.model import Run


def returns(run: Run) -> list[str]:
    """The run's episode-return series (training and evaluation side)."""
    return sorted(name for name in run.series if rl_terms.is_reward(name) or rl_terms.EP_RET.search(name))


def collapsed(run: Run, start_step: int, end_step: int, *, points: int = 10, sigmas: float = 8.0,
              share: float = 0.5) -> str | None:
    """Why the return collapsed over [start_step, end_step] (None when it did not): its lowest
    value there fell below the median of the `points` before by `sigmas` times their robust
    scatter and by `share` of that level's size (a return drifting in its noise never does)."""
    for name in returns(run):
        series = run.series[name]
        ok = np.isfinite(series.values)
        steps, values = series.steps[ok], series.values[ok]
        before = values[steps < start_step][-points:]
        during = values[(steps >= start_step) & (steps <= end_step)]
        if len(before) < points or not len(during):
            continue
        level = float(np.median(before))
        scatter = signal.mad_sigma(before)
        low = float(np.min(during))
        fall = level - low
        if fall > 0 and fall >= sigmas * scatter and fall >= share * abs(level):
            return (f"{name} collapsed over the same steps ({level:.4g} -> {low:.4g}, {fall / max(scatter, 1e-12):.0f} "
                    f"times its scatter): the agent's behaviour broke with the loss")
    return None


def held(run: Run, start_step: int, *, points: int = 10) -> str | None:
    """Why a fast jump of an RL term at `start_step` is no fault of its own: an episode return is
    logged with `points` values before it and (the caller checked) did not collapse over the jump.
    None when no return is logged there."""
    for name in returns(run):
        series = run.series[name]
        ok = np.isfinite(series.values) & (series.steps < start_step)
        if ok.sum() >= points:
            return (f"{name} held over the same steps: a term of the RL objective jumping for one update "
                    f"while the agent's return holds is that update's rollouts, not a fault")
    return None


__all__ = ["collapsed", "held", "returns"]
