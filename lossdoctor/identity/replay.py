"""Does a relaunch replay an earlier launch? The one numeric test of run identity, for every reader.

A relaunch that replays the same values is a rollback of the launch it replays; one with values
of its own is another run (issue 25). This is numeric evidence (`decision.Rank.NUMERIC`): the
resolver never lets it override what a log states or a boundary (issue 31).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from lossdoctor.model import Fragment, ReplayCheck
from lossdoctor.roles import Role, choose_primary
from lossdoctor.stitching.replay import CLOSE_REL, common_steps, compare, differences

# A launch from scratch replays an earlier one only over this many common steps: one or two
# equal values (the untrained loss two seeds share, printed to a few digits) can be chance.
MIN_REPLAY_STEPS = 3
# An aborted start (fewer than MIN_REPLAY_STEPS points) is replayed only by values written to this
# many significant digits: fewer agree by chance between seeds (the untrained loss, `6.9078`).
MIN_ABORTED_DIGITS = 6
# ... and agree to those digits: a value close to the earlier one but not the same (`3589.5933`
# against `3589.9534`) is a run of its own that starts near it, not the same start again.
ABORTED_REL = 10.0 ** -(MIN_ABORTED_DIGITS - 1)
# A replay written to MIN_ABORTED_DIGITS digits or more agrees this closely at its first common
# step (a non-deterministic kernel parts two replays at their last digits, then further).
FIRST_REL = 1e-4
# ... and one printed to few digits parts from it at its first common step by no more than its
# rounding: beyond this many units of the last printed digit, and this share, it is a new start.
# The share is ten times CLOSE_REL: a replay on non-deterministic kernels, printed to 4 digits,
# may part by 0.1 % by its first display (0.9001 against 0.9011); two fresh starts part by several
# per cent (0.540 against 0.508).
PRINT_UNITS = 2
PARTED_REL = 10 * CLOSE_REL
# A relaunch is compared with this many launches before it: the launches just before it are the
# ones a relaunch replays, and every pair of a sweep of hundreds would cost their square.
LOOK_BACK = 16


def deciding_series(fragments: Sequence[Fragment]) -> str | None:
    """The series that decides whether launches replay each other: the primary loss as the
    stitcher would choose it over all of `fragments`."""
    totals: dict[str, tuple[Role, int]] = {}
    for fragment in fragments:
        for name, series in fragment.series.items():
            role, count = totals.get(name, (series.role, 0))
            totals[name] = (role, count + len(series))
    return choose_primary((name, role, count) for name, (role, count) in totals.items())


def points(fragments: Sequence[Fragment], name: str | None) -> tuple[np.ndarray, np.ndarray] | None:
    """Steps and values of series `name` over `fragments`, in their order (None without any)."""
    parts = [f.series[name] for f in fragments if name in f.series and len(f.series[name])] if name else []
    if not parts:
        return None
    return np.concatenate([s.steps for s in parts]), np.concatenate([s.values for s in parts])


def replayed(earlier: Sequence[Fragment], later: Sequence[Fragment], name: str | None,
             shared: int | None = None) -> ReplayCheck | None:
    """The check that a launch from scratch (`later`) replays the values an earlier launch
    (`earlier`) logged of series `name`, or None when it draws a curve of its own.

    One rule for every reader (issue 25): a relaunch that replays the same values is a
    rollback of the launch it replays, one with values of its own is another run. The same
    values agree to CLOSE_REL in median (bit for bit, to the printed precision, or to a
    non-deterministic kernel's last digits), over at least MIN_REPLAY_STEPS common steps that
    do not all hold one value (a flat stretch proves nothing), beyond the steps up to `shared`
    that the log's distinct launches share (`shared_start`: agreeing there proves nothing either).
    """
    return replayed_points(points(earlier, name), points(later, name), name or "", shared)


def _beyond(drawn: tuple[np.ndarray, np.ndarray], step: int) -> tuple[np.ndarray, np.ndarray] | None:
    keep = drawn[0] > step
    return (drawn[0][keep], drawn[1][keep]) if keep.any() else None


def replayed_points(before: tuple[np.ndarray, np.ndarray] | None, after: tuple[np.ndarray, np.ndarray] | None,
                    name: str, shared: int | None = None) -> ReplayCheck | None:
    """`replayed` on the points of the series (steps, values), for a caller that compares one
    launch with many. Steps up to `shared` (`shared_start`: where launches of one log that draw
    curves of their own still agree) are no evidence and are left out."""
    if shared is not None:
        before = None if before is None else _beyond(before, shared)
        after = None if after is None else _beyond(after, shared)
    if before is None or after is None:
        return None
    low, high = int(after[0].min()), int(before[0].max())
    common, a, b = common_steps(before, after, low, high)
    # The values themselves must agree: fluctuations that move together (`compare`'s other
    # "close") are what seeds of one job on a fixed data order share too.
    if (_aborted_start(before, after, common) and float(np.max(differences(a, b)[1])) <= ABORTED_REL
            and _informative(b)):
        return compare(name, 0, before, after, low, high)
    if len(common) < MIN_REPLAY_STEPS or len(np.unique(b)) < 2:
        return None
    if float(np.median(differences(a, b)[1])) > CLOSE_REL:
        return None
    if _informative(a) and _informative(b) and float(differences(a[:1], b[:1])[1][0]) > FIRST_REL:
        # Written to many digits, the launches part at the third from their first common point:
        # a replay starts from the same state (a kernel's noise parts them at the last digits
        # first); this is the same job drawn again (another initialisation), a run of its own.
        return None
    if _parted_beyond_print(a[:1], b[:1]):
        return None
    return compare(name, 0, before, after, low, high)


def _printed_unit(value: float) -> float:
    """The unit of the last digit a value was printed with (`0.313` -> 0.001; a float's shortest
    repr is what the log printed)."""
    mantissa, _, exponent = repr(abs(float(value))).partition("e")
    decimals = len(mantissa.partition(".")[2].rstrip("0"))
    return 10.0 ** (int(exponent or 0) - decimals)


def _parted_beyond_print(a: np.ndarray, b: np.ndarray) -> bool:
    """Whether two launches' first common values, printed to few digits (`0.540` and `0.508`),
    part by more than their printing can explain (PRINT_UNITS units of the last digit printed) and
    by PARTED_REL: a replay starts from the same state and prints its first loss again; two
    launches from scratch that meet on one plateau (0.313 for 47 epochs) agree everywhere else."""
    if not (len(a) and len(b)) or not (np.isfinite(a[0]) and np.isfinite(b[0])):
        return False
    gap = abs(float(a[0]) - float(b[0]))
    # The finer of the two: one format printed both, and a shortest repr drops its trailing zeros
    # (`0.540` reads back as 0.54).
    unit = min(_printed_unit(float(a[0])), _printed_unit(float(b[0])))
    return gap > PRINT_UNITS * unit and float(differences(a, b)[1][0]) > PARTED_REL


def _aborted_start(before: tuple[np.ndarray, np.ndarray], after: tuple[np.ndarray, np.ndarray],
                   common: np.ndarray) -> bool:
    """Whether the earlier launch is an aborted start that the relaunch covers: it died after
    fewer than MIN_REPLAY_STEPS points, and the relaunch logged every one of them again. Each
    must then agree, written to MIN_ABORTED_DIGITS digits (a launch killed after its first log
    line and started again with the same settings and seed); a start the log's distinct launches
    all share is left out before (`shared_start`), so a sweep's trials are not joined by their
    common first loss. The relaunch must go on past it: one that stops where the aborted start
    did (two launches of one point each) is another aborted launch, a run of its own as printed."""
    return (0 < len(before[0]) < MIN_REPLAY_STEPS and len(common) == len(np.unique(before[0]))
            and bool(len(after[0])) and int(after[0].max()) > int(before[0].max()))


def parted_at_first(before: tuple[np.ndarray, np.ndarray] | None,
                    after: tuple[np.ndarray, np.ndarray] | None) -> tuple[int, float, float] | None:
    """The first common step of two launches, with the earlier's value and the later's, when both
    are written to MIN_ABORTED_DIGITS digits or more and part beyond ABORTED_REL there: the same
    start replayed would print the same digits, so the later launch starts a curve of its own.
    None when they agree there, share no step or print too few digits to tell."""
    if before is None or after is None:
        return None
    common, a, b = common_steps(before, after, int(after[0].min()), int(before[0].max()))
    if not len(common) or not (_informative(a[:1]) and _informative(b[:1])):
        return None
    if float(differences(a[:1], b[:1])[1][0]) <= ABORTED_REL:
        return None
    return int(common[0]), float(a[0]), float(b[0])


def _informative(values: np.ndarray, digits: int = MIN_ABORTED_DIGITS) -> bool:
    """Whether a value is written to `digits` significant digits or more: two seeds can share a
    loss printed as `6.9078`, hardly one printed as `8.560447` (a float's shortest repr is what
    the log printed, or the value a binary writer stored)."""
    for value in values[np.isfinite(values)].tolist():
        mantissa = repr(abs(float(value))).split("e")[0].replace(".", "").lstrip("0")
        if len(mantissa) >= digits:
            return True
    return False


def _agreeing_prefix(before: tuple[np.ndarray, np.ndarray], after: tuple[np.ndarray, np.ndarray]) -> int | None:
    """The last common step up to which two launches agree point by point (to CLOSE_REL) from
    their first common step, when they part afterwards; None when they never agree or never part."""
    common, a, b = common_steps(before, after, int(after[0].min()), int(before[0].max()))
    apart = np.flatnonzero(differences(a, b)[1] > CLOSE_REL)
    if not len(apart) or apart[0] == 0:
        return None
    return int(common[apart[0] - 1])


def shared_start(drawn: Sequence[tuple[np.ndarray, np.ndarray] | None], look_back: int) -> int | None:
    """The last step up to which launches of one log (each one's points of the deciding series,
    in launch order, each compared with `look_back` launches before it) still agree although
    they draw curves of their own: a start every trial shares (one seed, a warm-up the
    swept settings do not touch yet). A relaunch that agrees with an earlier launch only that
    far replays nothing the log's own distinct launches do not share; None when no two
    distinct launches agree on a first step."""
    shared: int | None = None
    for index, mine in enumerate(drawn):
        if mine is None:
            continue
        for back in range(max(index - look_back, 0), index):
            earlier = drawn[back]
            if earlier is None or replayed_points(earlier, mine, "") is not None:
                continue
            prefix = _agreeing_prefix(earlier, mine)
            if prefix is not None and (shared is None or prefix > shared):
                shared = prefix
    return shared


__all__ = ["LOOK_BACK", "MIN_REPLAY_STEPS", "deciding_series", "parted_at_first", "points", "replayed",
           "replayed_points", "shared_start"]
