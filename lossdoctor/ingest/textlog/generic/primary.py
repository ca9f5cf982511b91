"""One log, one primary loss: the launches of a file are judged on the same series.

ST-GCN prints its epoch's `mean_loss` under `Training epoch: N` and, every 100 batches, a
per-batch `Iter 0 Done. | loss: 1.7175 | lr: 0.01`. Over a launch of many epochs `mean_loss`
is the curve and the sparse `loss` its evidence; a launch stopped after one epoch holds one
point of each, and the tie goes to the name `loss`: one launch of the file judged on the
epoch mean, the next on a single batch's loss. A person reads the file's launches alike.

So the primary the whole file would get (`roles.choose_primary` over every run's points) is
each run's hint (`HINT` in its meta), for the runs where that series is as dense as any of
their losses (at least half the points of the densest): a launch where it is sparse keeps its
own choice. The stitcher takes the hint before its own choice (`stitching.core`).
"""

from __future__ import annotations

from lossdoctor.model import RawRun
from lossdoctor.roles import Role, choose_primary

HINT = "primary_hint"


def _counts(runs: list[RawRun]) -> dict[str, tuple[Role, int]]:
    """Each loss series' role and points over `runs`."""
    totals: dict[str, tuple[Role, int]] = {}
    for run in runs:
        for fragment in run.fragments:
            for name, series in fragment.series.items():
                if series.role is Role.LOSS:
                    totals[name] = (Role.LOSS, totals.get(name, (Role.LOSS, 0))[1] + len(series))
    return totals


def hint(runs: list[RawRun], keys: tuple[str, ...] = ()) -> None:
    """Mark each run whose own choice differs from the file's with the file's primary (see the
    module doc); nothing for a file of one run, or when the user named the loss."""
    if len(runs) < 2 or keys:
        return
    choice = choose_primary((name, role, count) for name, (role, count) in _counts(runs).items())
    if choice is None:
        return
    for run in runs:
        own = _counts([run])
        if choice not in own or choose_primary((n, r, c) for n, (r, c) in own.items()) == choice:
            continue
        if own[choice][1] * 2 >= max(count for _, count in own.values()):
            run.meta[HINT] = choice
