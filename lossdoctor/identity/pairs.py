"""One reading, one half of Lightning's step/epoch pair: sibling runs are judged on the same series.

Lightning's `self.log(on_step=True, on_epoch=True)` writes a loss as `X_step` (a batch's loss
every `log_every_n_steps`) and `X_epoch` (the epoch's mean). Each run keeps the denser of the
two (`roles.denser_of_pair`), and which one is denser turns on the epoch's length: version
folders of one project, one relaunched with a larger batch (32-step epochs where the others
have 63), would be judged on per-step losses in most runs and on epoch means in one. A person
reads sibling runs alike, on the half most of them are read on (a tie: the half with more points
over all of them); a run where that half is sparse (under half its own choice's points) keeps
its own. The stitcher takes the hint (`stitching.core`) as it takes a text file's
(`ingest.textlog.generic.primary`).
"""

from __future__ import annotations

from collections.abc import Sequence

from lossdoctor.model import RawRun
from lossdoctor.roles import Role, choose_primary, step_epoch_pair

HINT = "primary_hint"


def _counts(run: RawRun) -> dict[str, int]:
    """Each loss series' points in `run`."""
    counts: dict[str, int] = {}
    for fragment in run.fragments:
        for name, series in fragment.series.items():
            if series.role is Role.LOSS:
                counts[name] = counts.get(name, 0) + len(series)
    return counts


def hint_pairs(raws: Sequence[RawRun], keys: Sequence[str] = ()) -> None:
    """Mark each run whose own choice is the other half of a step/epoch pair than the reading's
    (see the module doc); nothing when the user named the loss or only one run holds the pair."""
    if keys or len(raws) < 2:
        return
    own: list[tuple[RawRun, dict[str, int], str, tuple[str, str]]] = []
    totals: dict[tuple[str, str], list[int]] = {}
    for raw in raws:
        counts = _counts(raw)
        choice = choose_primary((name, Role.LOSS, n) for name, n in counts.items())
        pair = step_epoch_pair(choice) if choice is not None else None
        if choice is None or pair is None or HINT in raw.meta:
            continue
        own.append((raw, counts, choice, pair))
        total = totals.setdefault(pair, [0, 0, 0, 0])
        total[0 if choice == pair[0] else 1] += 1
        total[2] += counts.get(pair[0], 0)
        total[3] += counts.get(pair[1], 0)
    for raw, counts, choice, pair in own:
        on_step, on_epoch, step, epoch = totals[pair]
        if on_step + on_epoch < 2:
            continue
        reading = pair[1] if (on_epoch, epoch) > (on_step, step) else pair[0]
        if reading != choice and counts.get(reading, 0) * 2 >= counts[choice]:
            raw.meta[HINT] = reading


__all__ = ["hint_pairs"]
