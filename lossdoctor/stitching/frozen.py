"""A primary loss that never moves while a sibling loss trains is no curve to watch.

An Ultralytics `results.csv` lists `train/box_loss` first; on a data set whose labels hold no
boxes it is exactly 0 at every epoch (and `dfl_loss` with it) while `train/cls_loss` falls. Taking
the frozen term as the run's loss calls the whole run "not training"; a person watches the term
that moves, and names the frozen ones as terms that get no signal.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from lossdoctor.model import Series
from lossdoctor.roles import Role, choose_primary


def frozen(series: Series) -> bool:
    """Whether every finite point of a series is one value (at least 3 points, none non-finite)."""
    values = series.values
    return len(values) >= 3 and bool(np.isfinite(values).all()) and bool((values == values[0]).all())


def moving_primary(live: Mapping[str, Series], primary: str | None,
                   preferred: Sequence[str]) -> tuple[str | None, str | None]:
    """(primary, note): the chosen primary, or a sibling loss term that moves when the chosen one is
    frozen and the user named no loss; the note says why it changed (None when it did not)."""
    if primary is None or preferred or primary not in live or not frozen(live[primary]):
        return primary, None
    points = len(live[primary])
    moving = [(name, s.role, len(s)) for name, s in live.items()
              if s.role is Role.LOSS and name != primary and 2 * len(s) >= points and not frozen(s)]
    choice = choose_primary(moving)
    if choice is None:
        return primary, None
    value = float(live[primary].values[0])
    return choice, (f"the primary loss is {choice!r}: {primary!r} is exactly {value:.6g} at all "
                    f"{points} points, a term that gets no signal, not the curve the run trains on")
