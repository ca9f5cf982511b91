"""Final values over seeds and the test between the two sides (Welch's t; Mann-Whitney too)."""

from __future__ import annotations

import numpy as np

from lossdoctor.compare import tests
from lossdoctor.compare.model import Final, Side

MIN_RUNS = 3  # fewer runs a side: a p-value is printed, but it can hardly mean anything
MANN_WHITNEY_RUNS = 4  # below this a side, Mann-Whitney cannot reach p < 0.05 whatever the data


def side(values: list[float]) -> Side:
    """One side's final values."""
    array = np.asarray(values, dtype=np.float64)
    return Side(tuple(float(v) for v in array), float(array.mean()),
                float(array.std(ddof=1)) if len(array) > 1 else None)


def final(series: str, step: int | None, new: list[float], baseline: list[float]) -> Final:
    """Both sides' final values and, when each side has two runs or more, the tests."""
    a, b = side(new), side(baseline)
    warning = None
    if min(a.runs, b.runs) < MIN_RUNS:
        warning = (f"too few runs for a meaningful test ({a.runs} new, {b.runs} baseline): "
                   f"give at least {MIN_RUNS} a side")
    if min(a.runs, b.runs) < 2:
        return Final(series, step, a, b, None, None, None, warning)
    x, y = np.asarray(a.values), np.asarray(b.values)
    if np.ptp(np.concatenate((x, y))) == 0:
        return Final(series, step, a, b, "welch", 1.0, None, warning)
    p = tests.welch(x, y)
    mw = tests.mann_whitney(x, y) if min(a.runs, b.runs) >= MANN_WHITNEY_RUNS else None
    return Final(series, step, a, b, "welch", p if np.isfinite(p) else 1.0, mw, warning)
