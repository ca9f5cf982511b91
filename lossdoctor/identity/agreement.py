"""Do two writers' curves agree? Step for step, or value for value in another step unit, or
in order with gaps when one writer lost rows or stopped early.

The numeric evidence (`decision.Rank.NUMERIC`) that two reads are one run: `writers` joins them
only when no higher rank (a statement, a boundary) keeps them apart.
"""

from __future__ import annotations

import numpy as np

from lossdoctor.identity.replay import replayed_points
from lossdoctor.model import Run, Series
from lossdoctor.roles import Role

# Values agree when within this relative tolerance, plus an absolute one for the rounding
# of text formats (LLaMA-Factory prints 4 decimals, CSV writers print 5-6 digits).
REL_TOL = 1e-3
ABS_TOL = 1e-4
# Share of the common steps that must agree, and how many common steps make evidence.
AGREE_SHARE = 0.9
MIN_COMMON = 3
# Series of different names must agree on more steps to count as one metric.
MIN_COMMON_RENAMED = 5
# Values compared in order (no shared step): this many, all agreeing, make evidence.
MIN_ALIGNED = 8


def _close(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    with np.errstate(invalid="ignore", over="ignore"):
        near = np.abs(x - y) <= REL_TOL * np.maximum(np.abs(x), np.abs(y)) + ABS_TOL
    return near | (x == y) | (np.isnan(x) & np.isnan(y))


def agreement(a: Series, b: Series) -> tuple[int, int]:
    """(agreeing, common) steps of two series: a step agrees when a value `b` logged there
    matches the first or the last value `a` logged there (a step holds at most a live and an
    abandoned write, so these are all the pairs), as far as the coarser writer printed it
    (`displayed`)."""
    order = np.argsort(a.steps, kind="stable")
    steps = a.steps[order]
    lo = np.searchsorted(steps, b.steps, "left")
    hi = np.searchsorted(steps, b.steps, "right")
    present = hi > lo
    if not present.any():
        return 0, 0
    lo, hi, mine = lo[present], hi[present], b.values[present]
    # As far as the coarser writer printed (`%-8.3g` tables beside the CSV's full floats).
    same = displayed(a.values[order[lo]], mine) | displayed(a.values[order[hi - 1]], mine)
    at = b.steps[present]
    return len(np.unique(at[same])), len(np.unique(at))


# Fewer significant digits than this say too little for two points to prove one run.
MIN_DIGITS = 3
_MAX_DIGITS = 12


def printed_digits(values: np.ndarray) -> int:
    """The significant digits a writer printed its values with: the most any value needs
    (`1.78e-05` and `2.9e-05` from `%.3g` are 3); 12 for values stored in full."""
    need = 1
    for value in values[np.isfinite(values) & (values != 0)].tolist():
        while need < _MAX_DIGITS and abs(float(f"{value:.{need - 1}e}") - value) > 1e-12 * abs(value):
            need += 1
    return need


def displayed(x: np.ndarray, y: np.ndarray) -> np.ndarray:
    """Where `x` and `y` hold the same values as far as the coarser of them was printed: a
    writer that rounds for display (OpenAI `logger`'s `log.txt` tables print `%-8.3g`, `16.6` for
    `progress.csv`'s 16.557571) agrees with one that keeps full precision when each full value
    lies within half a unit of the last printed digit. Fewer than `MIN_DIGITS` digits prove
    nothing: they compare as `_close` does."""
    near = _close(x, y)
    if not len(x):
        return near
    digits_x, digits_y = printed_digits(x[:256]), printed_digits(y[:256])
    digits = min(digits_x, digits_y)
    if digits == digits_x == digits_y or not MIN_DIGITS <= digits < 6:
        return near
    coarse, fine = (x, y) if digits_x < digits_y else (y, x)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        # Half a unit of the last printed digit of each coarse value (`1e+03` is 1000 +- 0.5%).
        exponent = np.floor(np.log10(np.abs(coarse)))
        half = 0.5 * np.power(10.0, exponent - digits + 1)
        within = np.abs(fine - coarse) <= half * (1 + 1e-6)
    return near | (within & np.isfinite(coarse) & (coarse != 0))


def _rounded(values: np.ndarray, digits: int) -> list[str]:
    return [f"{value:.{digits - 1}e}" for value in values.tolist()]


def _exact(a: Series, b: Series) -> bool:
    """Whether every value `b` logged at a step `a` also logged equals it to the last digit the
    coarser writer printed (6 significant digits and more agree to 1e-6; OpenAI baselines'
    `log.txt` tables print 3, `1.78e-05` for the events' 1.7826978e-05), with at least 3
    digits, and is not a round number a coincidence could give."""
    at = np.intersect1d(a.steps, b.steps)
    if not len(at):
        return False
    x = a.values[np.searchsorted(a.steps, at)] if np.all(np.diff(a.steps) > 0) else None
    y = b.values[np.searchsorted(b.steps, at)] if np.all(np.diff(b.steps) > 0) else None
    if x is None or y is None or not np.all(np.isfinite(x)) or np.any(x == np.round(x, 2)):
        return False
    with np.errstate(invalid="ignore", divide="ignore"):
        close = np.abs(x - y) <= 1e-6 * np.maximum(np.abs(x), np.abs(y))
    if close.all():
        return True
    # The printing precision shows in any few hundred values (a long series needs no more).
    digits = min(printed_digits(a.values[:256]), printed_digits(b.values[:256]))
    return MIN_DIGITS <= digits < 6 and _rounded(x, digits) == _rounded(y, digits)


def _everything(run: Run, name: str) -> Series:
    """A series' live and dead points together: another reader may have seen only an attempt
    that this run's stitching abandoned (one Lightning version of a resumed run)."""
    live = run.series[name]
    dead = run.dead.get(name)
    if dead is None or not len(dead):
        return live
    return Series(name, np.concatenate([live.steps, dead.steps]), np.concatenate([live.values, dead.values]),
                  role=live.role)


def aligned(a: Run, b: Run) -> tuple[np.ndarray, np.ndarray] | None:
    """When `a` and `b` number their points differently but log the same primary loss values in
    the same order (one writer counts rows or epochs from 0, the other steps, timesteps or
    epochs from 1): the step pairs
    (b's steps, a's steps) that map one onto the other; else None."""
    pairs = [(a.primary, b.primary)] if a.primary in a.series and b.primary in b.series else []
    # A loss both print under one name (a per-epoch summary the console repeats).
    pairs += [(name, name) for name, series in a.series.items()
              if name in b.series and series.role in (Role.LOSS, Role.EVAL_LOSS) and (name, name) not in pairs]
    for mine, theirs in pairs:
        x, y = a.series[str(mine)], b.series[str(theirs)]
        n = min(len(x), len(y))
        if n < MIN_ALIGNED or np.array_equal(x.steps[:n], y.steps[:n]):
            continue
        if np.any(np.diff(x.steps) <= 0) or np.any(np.diff(y.steps) <= 0):
            continue
        if abs(len(x) - len(y)) <= max(1, len(x) // 50) and displayed(x.values[:n], y.values[:n]).all() \
                and len(np.unique(x.values[:n])) >= MIN_ALIGNED:
            return y.steps[:n], x.steps[:n]
        # One launch of several: its values are a stretch of the other writer's whole curve (a
        # W&B run per launch, each counting `_step` from 0, beside one TensorBoard folder); a
        # killed writer may have lost a record the other kept.
        if len(y) <= len(x) and (found := _stretch(x.values, y.values)) is not None:
            return y.steps[found[1]], x.steps[found[0]]
        if len(x) < len(y) and (found := _stretch(y.values, x.values)) is not None:
            return y.steps[found[0]], x.steps[found[1]]
        # One writer lost rows here and there, or stopped earlier: its values in order, with gaps.
        if len(y) <= len(x) and (found := kept(x, y)) is not None:
            return y.steps[found[1]], x.steps[found[0]]
        if len(x) < len(y) and (found := kept(y, x)) is not None:
            return y.steps[found[0]], x.steps[found[1]]
    return _renamed_aligned(a, b)


def _renamed_aligned(a: Run, b: Run) -> tuple[np.ndarray, np.ndarray] | None:
    """Two writers' losses of one role under other names and other step units, equal value for
    value over the whole curve (a console's `loss` per epoch and the events' `loss/epoch`, a
    JSON history's `training.combined.loss` and the events' `combined/epoch_training_loss`): the
    step pairs (b's, a's). Whole curves only, never a stretch of one in the other."""
    for mine, x in a.series.items():
        if x.role not in (Role.LOSS, Role.EVAL_LOSS) or len(x) < MIN_ALIGNED or np.any(np.diff(x.steps) <= 0):
            continue
        for theirs, y in b.series.items():
            if theirs == mine or y.role is not x.role or len(y) != len(x) or np.array_equal(x.steps, y.steps):
                continue
            if np.any(np.diff(y.steps) <= 0) or len(np.unique(x.values)) < MIN_ALIGNED:
                continue
            if displayed(x.values, y.values).all():
                return y.steps, x.steps
    return None


def _walk(long: np.ndarray, short: np.ndarray, gap: int, give_up: int) -> tuple[list[int], list[int], int]:
    """Each value of `short` matched, in order, to the next equal value of `long` at most `gap`
    rows on, until one of them ends or more than `give_up` values are not found: (indices into
    `long`, indices into `short`, values of `short` not found)."""
    i, missed = 0, 0
    mine: list[int] = []
    theirs: list[int] = []
    for j, value in enumerate(short.tolist()):
        window = long[i:i + gap]
        hit = np.flatnonzero(_close(window, np.full(len(window), value)))
        if not len(hit):
            if i + gap >= len(long):
                return mine, theirs, missed  # `long` ends here: `short` goes on beyond it
            missed += 1  # a value only `short` kept
            if missed > give_up:
                break
            continue
        mine.append(i + int(hit[0]))
        theirs.append(j)
        i += int(hit[0]) + 1
    return mine, theirs, missed


def kept(long: Series, short: Series) -> tuple[np.ndarray, np.ndarray] | None:
    """(indices into `long`, indices into `short`) when `short` holds the same run's values as
    `long` from its start, in order, with rows lost here and there (a console capture that
    dropped lines) or cut early (a buffered file of a killed process), or going on after `long`
    was cut; else None. The values must say more than their shape: the same walk over `short`'s
    values swapped pair by pair, or moved a little off, must match clearly fewer (coarse bf16
    losses of another seed, or a dense noisy per-batch loss, would match either way), and the
    matched values must pass the replay test and sit at a regular stride of `long`."""
    if min(len(long), len(short)) < MIN_ALIGNED:
        return None
    gap = max(4, -(-3 * len(long) // len(short)))
    mine, theirs, missed = _walk(long.values, short.values, gap, len(short) // MIN_ALIGNED)
    if len(theirs) < MIN_ALIGNED or missed * MIN_ALIGNED > len(theirs) or not _regular(mine, theirs):
        return None
    swapped = short.values.copy()
    even = len(swapped) // 2 * 2
    swapped[0:even:2], swapped[1:even:2] = short.values[1:even:2], short.values[0:even:2]
    # Values too coarse (a handful of bf16 levels) match in any order; values too dense (a noisy
    # per-batch loss against a writer that logs every few hundred steps) match a little off too.
    for control in (swapped, short.values * (1 + 5 * REL_TOL)):
        # Clearly fewer: three in four at most (a walk that misses more than that need not go on).
        if len(_walk(long.values, control, gap, len(short) - (3 * len(theirs)) // 4)[1]) * 4 > len(theirs) * 3:
            return None
    at = long.steps[mine]
    if replayed_points((at, long.values[mine]), (at, short.values[theirs]), long.name) is None:
        return None
    return np.asarray(mine), np.asarray(theirs)


def _regular(mine: list[int], theirs: list[int]) -> bool:
    """Whether the matched values sit at a regular stride of `long`: one writer logs every point,
    or every k-th, and loses one here and there, so most strides (rows of `long` per row of
    `short`) are one number, give or take a tenth. Values of a smooth dense curve matched by
    chance within the walk's window sit at strides of every length (another run's evaluations
    among a console's iterations)."""
    strides = np.diff(np.asarray(mine)) / np.maximum(np.diff(np.asarray(theirs)), 1)
    if not len(strides):
        return False
    middle = float(np.median(strides))
    return int(np.sum(np.abs(strides - middle) <= max(1.0, 0.1 * middle))) * 2 >= len(strides)


def _stretch(long: np.ndarray, short: np.ndarray) -> tuple[np.ndarray, np.ndarray] | None:
    """(indices into `long`, indices into `short`) of the values they share in order, when
    `short` starts at exactly one place in `long` and every value of it but a lost one here
    and there (a torn record) is there; else None."""
    head = min(len(short), MIN_ALIGNED)
    starts = np.flatnonzero(_close(long, short[0]))
    found = [int(k) for k in starts if k + head <= len(long) and _close(long[k:k + head], short[:head]).all()]
    if len(found) != 1:
        return None
    whole = min(len(short), len(long) - found[0])
    if _close(long[found[0]:found[0] + whole], short[:whole]).all() and (whole == len(short) or whole >= MIN_ALIGNED):
        return np.arange(found[0], found[0] + whole), np.arange(whole)  # nothing lost: no walk
    i, j = found[0], 0
    mine: list[int] = []
    theirs: list[int] = []
    while i < len(long) and j < len(short):
        if _close(long[i:i + 1], short[j:j + 1])[0]:
            mine.append(i)
            theirs.append(j)
            i, j = i + 1, j + 1
        elif i + 1 < len(long) and _close(long[i + 1:i + 2], short[j:j + 1])[0]:
            i += 1  # a value only `long` kept
        elif j + 1 < len(short) and _close(long[i:i + 1], short[j + 1:j + 2])[0]:
            j += 1  # a value only `short` kept
        else:
            break
    # Every value of `short` up to the end of `long` is matched, but for a rare lost one.
    if len(theirs) < MIN_ALIGNED or len(theirs) < (1 - 1 / MIN_ALIGNED) * min(len(short), len(long) - found[0]) \
            or (j < len(short) and i < len(long)):
        return None
    return np.asarray(mine), np.asarray(theirs)


def mapped(series: Series, pairs: tuple[np.ndarray, np.ndarray]) -> Series:
    """`series` with its steps moved into the other writer's unit (linear between known pairs)."""
    src, dst = pairs
    mapped = np.interp(series.steps, src, dst)
    if len(src) > 1:
        # Beyond the known pairs, on at the rate of the nearest interval (np.interp would hold
        # the end value, putting two points at one step).
        first, last = (dst[1] - dst[0]) / max(src[1] - src[0], 1), (dst[-1] - dst[-2]) / max(src[-1] - src[-2], 1)
        mapped = np.where(series.steps < src[0], dst[0] + (series.steps - src[0]) * first, mapped)
        mapped = np.where(series.steps > src[-1], dst[-1] + (series.steps - src[-1]) * last, mapped)
    steps = np.rint(mapped).astype(np.int64)
    return Series(series.name, steps, series.values, series.wall_times, role=series.role,
                  fragment=series.fragment, bucket_min=series.bucket_min, bucket_max=series.bucket_max)


def agree(a: Run, b: Run) -> tuple[str, int] | None:
    """The loss series that shows `a` and `b` are one run, and on how many steps; else None."""
    # The watched curve of two runs with no loss-named series (CatBoost's `RMSE` in its
    # learn_error.tsv and in its events) is each one's loss here too.
    shared = [name for name in a.series
              if name in b.series and (a.series[name].role in (Role.LOSS, Role.EVAL_LOSS)
                                       or name == a.primary == b.primary)]
    if a.primary in shared:
        shared.remove(a.primary)
        shared.insert(0, a.primary)
    for name in shared:
        agreeing, common = agreement(_everything(a, name), _everything(b, name))
        if common >= MIN_COMMON and agreeing >= AGREE_SHARE * common:
            return name, common
        if common == agreeing == MIN_COMMON - 1 and _exact(_everything(a, name), _everything(b, name)):
            # A writer that logs rarely (OpenAI baselines' progress.csv every 100 updates) shares
            # two points with the events: equal to the last digit, they are the same run.
            return name, common
        if common >= MIN_COMMON:
            return None  # the same loss with other values: two different runs
    # Writers that name one metric differently (W&B `val/loss`, the console's `val loss`):
    # a pair of the same role whose values agree step for step is the same metric.
    for name in a.series:
        role = a.series[name].role
        if role not in (Role.LOSS, Role.EVAL_LOSS) or name in b.series:
            continue
        for other, series in b.series.items():
            if series.role is not role or other in a.series:
                continue
            agreeing, common = agreement(_everything(a, name), _everything(b, other))
            if common >= MIN_COMMON_RENAMED and agreeing >= AGREE_SHARE * common:
                return f"{name} (as {other})", common
    return None


__all__ = ["ABS_TOL", "AGREE_SHARE", "MIN_ALIGNED", "MIN_COMMON", "MIN_COMMON_RENAMED", "REL_TOL", "agree", "agreement",
           "aligned", "displayed", "kept", "mapped", "printed_digits"]
