"""Find loss spikes in one series and judge how each one came back (fast, slow or not at all).

Works on log-loss. The baseline is a lagged rolling median with flagged points replaced,
so a spike never lifts its own baseline; thresholds scale with the run's own (local,
tail-aware) noise and a minimum loss ratio. Recovery is judged against the pre-spike
level frozen at the spike's start.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import signal
from lossdoctor.model import Series

MAX_EVENTS = 500  # beyond this the series is noise, not spikes; stop looking


@dataclass(frozen=True)
class SpikeParams:
    """Tunables shared by the spike, resume-spike and source-spike rules."""

    fast_steps: int = 250
    z: float = 6.0
    min_ratio: float = 1.1
    window_points: int = 51
    lag_points: int = 2
    rise_steps: int = 20
    horizon_steps: int = 1000
    min_points: int = 20
    few_ratio: float = 1.5
    # The peak must stand this many local (tail-corrected) sigmas of the raw loss above its
    # baseline, whichever channel found it: the 3-point channel must not promote a few noisy
    # batches in a row of a heavy-tailed run to a spike.
    min_peak_z: float = 3.75
    # A spike needs a level to rise from: at least this many points before its start. The
    # first points of a log set none yet (a window-smoothed loss that starts low and climbs
    # through warm-up, an RL loss whose first updates see no reward yet).
    level_points: int = 5


@dataclass(frozen=True)
class Spike:
    """One spike: indices into the analysed (finite) points, steps, and the verdict."""

    start_step: int
    peak_step: int
    end_step: int
    recovery: str            # fast / slow / none
    recovery_steps: int | None
    baseline: float          # loss units
    peak: float              # loss units
    z: float
    noise: float             # log-scale sigma at the start
    threshold_ratio: float   # loss ratio the jump had to exceed
    reason: str              # why the recovery class: "recovered", "settled higher", ...
    settled_ratio: float | None = None

    @property
    def magnitude(self) -> float:
        """peak / baseline in loss units."""
        return self.peak / self.baseline


@dataclass(frozen=True)
class Scan:
    """What one series gave: its spikes and its noise level (for evidence)."""

    spikes: list[Spike]
    noise: float
    heavy_tail: float
    points: int
    spacing: float = 1.0


def prepare(series: Series) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Steps, log-loss and detection log-loss (bucket max when exported) of the finite points."""
    y, ok = signal.log_loss(series.values)
    # No copy where nothing is dropped, and one array for both when there is no bucket max:
    # a long run's arrays are the scan's memory (the callers only read them).
    every = bool(ok.all())
    steps = series.steps if every else series.steps[ok]
    kept = y if every else y[ok]
    if series.bucket_max is None:
        return steps, kept, kept
    ymax, okmax = signal.log_loss(series.bucket_max)
    ydet = np.where(okmax, np.fmax(y, ymax), y)
    return steps, kept, ydet if every else ydet[ok]


def scan(series: Series, p: SpikeParams) -> Scan | None:
    """All spikes of a series, or None when it has fewer than 3 usable points.

    Below `min_points` there is no noise estimate: a plain ratio test (`scan_few`) runs.
    """
    steps, y, ydet = prepare(series)
    n = len(y)
    if n < 3:
        return None
    if n < p.min_points:
        return scan_few(steps, y, ydet, p)
    gap = signal.spacing(steps)  # first: its temporaries come before the scan's arrays
    w = min(p.window_points, max(5, (n // 4) | 1))
    med = signal.rolling_median(y, w)
    sigma, heavy, local, threshold = _noise(y - med, w, p)
    # A second, persistent channel: the 3-point running median. Its noise has light tails
    # even when single batches are heavy-tailed, so a spike lasting a few points is caught
    # in noisy runs where single outliers must be ignored.
    ys = signal.rolling_median(ydet, 3)
    # Its tail factor is at least the raw one: in a heavy-tailed run a few noisy batches in
    # a row are far more common than Gaussian noise suggests.
    threshold_s = _noise(ys - med, w, p, heavy_floor=float(np.sqrt(heavy)), keep_local=False)[3]

    # Each array is dropped once spent, and the baselines are built in place: at 10M points
    # every array of the run's length is 80 MB.
    first = signal.lagged_median(y, w, p.lag_points, centred=med, spent=True)
    del med
    flagged = signal.exceeds(first, ((ydet, threshold, 0.5), (ys, threshold_s, 0.5)))
    cleaned = first  # where flagged the lagged median, elsewhere the loss
    np.copyto(cleaned, y, where=~flagged)
    del first, flagged
    base = signal.lagged_median(cleaned, w, p.lag_points)
    del cleaned
    exceed = signal.exceeds(base, ((ydet, threshold, 1.0), (ys, threshold_s, 1.0)))
    starts, ends = signal.merge_runs(*signal.runs_of(exceed), gap=2)
    if len(starts) == 0:
        return Scan([], float(sigma), heavy, n, gap)

    sm = signal.smooth(y, 5 if gap * 5 <= p.fast_steps else 3)
    channels = ((ydet, threshold), (ys, threshold_s))
    spikes: list[Spike] = []
    busy_until = -1
    for i0, i1 in zip(starts[:MAX_EVENTS], ends[:MAX_EVENTS]):
        j = int(i0)
        while j < i1 and len(spikes) < MAX_EVENTS:
            if j <= busy_until:
                break
            spike, last = _judge(steps, y, ydet, sm, base, local, channels, j, int(i1), gap, p,
                                 batch_noise=sigma >= BATCH_NOISE)
            if spike is None:
                if j == i0:
                    break  # not a spike where it began: the exceedance is judged as before
                last = j
            else:
                spikes.append(spike)
                busy_until = last
            # A spike that came back inside a longer exceedance (the 3-point channel bridges
            # a one-point blip to a jump two points later): what follows is judged on its own.
            later = np.flatnonzero(exceed[last + 1:i1])
            if not len(later):
                break
            j = last + 1 + int(later[0])
    return Scan(spikes, float(sigma), heavy, n, gap)


# The robust scatter (log) from which a curve has batch noise: each point is its own batches.
BATCH_NOISE = float(np.log(1.01))
# The least jump that is a spike on a curve with no residual scatter at all.
SMOOTH_MIN_RATIO = 1.5
# The robust scatter (log) of a curve that has none: a scan reporting it found the curve glassy.
NOISE_FLOOR = 1e-6


def _noise(resid: np.ndarray, w: int, p: SpikeParams, heavy_floor: float = 1.0,
           keep_local: bool = True) -> tuple[float, float, np.ndarray, np.ndarray]:
    """Robust sigma, tail factor, local (tail-scaled) sigma and the threshold per point (log).

    `resid` is the caller's temporary: the local sigma is built in its array. Without
    `keep_local` the threshold is built there too (returned as both)."""
    sigma = signal.mad_sigma(resid)
    if not np.isfinite(sigma) or sigma <= 0:
        sigma = signal.diff_sigma(resid)
    tail = signal.tail_sigma(resid, upper=False)  # the lower tail: spikes cannot inflate it
    # A smooth monotone curve (a full-batch PINN) has no residual at all against its rolling
    # median: the floor below is no scale, and the tail over it no tail factor (it was 80,000,
    # which hid a x5.5 excursion in the blocks where the curve wiggles).
    degenerate = not np.isfinite(sigma) or sigma <= 0
    sigma = max(sigma, NOISE_FLOOR) if np.isfinite(sigma) else NOISE_FLOOR
    heavy = max(heavy_floor, tail / sigma) if np.isfinite(tail) and not degenerate else heavy_floor
    local = signal.local_sigma(resid, block=max(200, 4 * w), floor=0.5 * sigma, out=resid)
    local *= heavy
    threshold = p.z * local if keep_local else np.multiply(local, p.z, out=local)
    # Without a scale, a spike on such a curve is a clear jump (x1.5), not a wiggle of 10 %.
    np.maximum(threshold, np.log(SMOOTH_MIN_RATIO if degenerate else p.min_ratio), out=threshold)
    return float(sigma), float(heavy), local, threshold


def _judge(steps: np.ndarray, y: np.ndarray, ydet: np.ndarray, sm: np.ndarray, base: np.ndarray,
           local: np.ndarray, channels: tuple[tuple[np.ndarray, np.ndarray], ...], i0: int, i1: int,
           gap: float, p: SpikeParams, *, batch_noise: bool = True) -> tuple[Spike | None, int]:
    """Decide whether an exceedance is a sudden spike, and classify its recovery. With
    `batch_noise` (the curve scatters by a percent or more: per-batch losses) a one-point jump
    whose next point is back is over there, whatever jumps follow."""
    n = len(y)
    b = float(base[i0])
    thr = min(float(limit[i0]) for _, limit in channels)
    # Sudden: the jump from the level just before must happen within rise_steps.
    pre = float(np.median(y[max(0, i0 - 5):i0])) if i0 > 0 else b
    rise_end = int(np.searchsorted(steps, steps[i0] + p.rise_steps, side="right"))
    rise_end = max(rise_end, i0 + 1)
    # ...and stand out from the trend before it: a loss already rising (a divergence) climbs
    # as much in the rise_steps before as after, where a spike jumps from a flat level.
    # Over rise_steps, and over five times that, so that a slow climb counts too.
    climb = 0.0
    for span in (p.rise_steps, 5 * p.rise_steps):
        before = int(np.searchsorted(steps, steps[i0] - span, side="left"))
        earlier = float(np.median(y[max(0, before - 5):before + 1])) if before < i0 else pre
        climb = max(climb, pre - earlier)
    jumps = [float(np.max(level[i0:rise_end])) - max(pre, b) for level, _ in channels]
    if not any(jump >= max(float(limit[i0]), 2.0 * climb) for jump, (_, limit) in zip(jumps, channels)):
        return None, i0
    start = i0
    low = max(3.0 * float(local[i0]), 0.3 * thr)
    while start > max(0, i0 - 3) and ydet[start - 1] - b > low:
        start -= 1
    # The peak is looked for up to where the raw loss is back within the noise of the
    # pre-spike level: a higher point after that is a later event, not this spike's top.
    home = np.flatnonzero(ydet[i0 + 1:i1 + 1] - b <= max(float(local[i0]), 0.01))
    if len(home):
        i1 = i0 + int(home[0])
    if start < p.level_points:
        return None, i0
    # From the walked-back start to one past the run: the 3-point channel can flag the point
    # between two high batches, which is not itself the peak.
    stop = min(n, max(i1 + 1, i0 + 2))
    peak = start + int(np.argmax(ydet[start:stop]))
    # The jump must carry most of the height: an exceedance whose top comes long after a
    # small first step is a sustained rise (the divergence rule's), not a spike.
    if max(jumps) < 0.5 * float(ydet[peak] - max(pre, b)):
        return None, i0
    # 'Within the noise': one local sigma (log), and at least 1 % so a glassy curve can recover.
    tol = max(float(local[i0]), 0.01)
    after = sm[peak + 1:] - b
    back = np.flatnonzero(after <= tol)
    rec = peak + 1 + int(back[0]) if len(back) else None
    # A one-point jump whose next raw point is back at the level came back there: later blips that
    # keep the short median up are other batches' events, not this spike's slow tail (a per-batch
    # PINN loss 0.316 -> 0.392 -> 0.316, then 0.340 -> 0.394 -> 0.313). Without batch noise (a
    # full-batch loss) a jump, a point back and a jump again are one disturbance of the optimiser.
    if batch_noise and rec is not None and start == peak and peak + 1 < rec and y[peak + 1] - b <= tol:
        rec = peak + 1

    block = max(2, int(round(p.fast_steps / gap)))
    settled = _settled(sm, b, _trend(steps, base, i0, p.horizon_steps), peak,
                       rec if rec is not None else n, max(np.log(1.1), 3 * tol), block, gap)
    reason, last = "recovered", rec if rec is not None else n - 1
    recovery: str
    settled_ratio = None
    if settled is not None:
        recovery, reason, last = "none", "settled higher", settled[0]
        settled_ratio = float(np.exp(settled[1]))
        rec = None
    elif rec is None:
        # Still climbing well past the 'peak' when the series ends: the start of a sustained
        # rise, which the divergence rule reports; calling it a spike would report it twice.
        if peak + 1 < n and float(np.max(sm[peak + 1:])) - b > 2.0 * float(ydet[peak] - b):
            return None, n - 1
        recovery, reason, last = "none", "run ended before it came back", n - 1
    else:
        diverged = _diverged(steps, sm, b, rec, max(np.log(1.1), 4 * tol), p)
        if diverged is not None:
            recovery, reason, last, rec = "none", "turned into a sustained rise", diverged[0], None
            settled_ratio = float(np.exp(diverged[1]))
        else:
            # Back at the next logged point is as fast as the log can tell, however coarse its
            # logging (an RL loss logged every 2048 timesteps).
            recovery = "fast" if steps[rec] - steps[start] <= max(p.fast_steps, gap) else "slow"
    end = rec if rec is not None else last
    peak_z = float((ydet[peak] - b) / max(float(local[i0]), 1e-12))
    if peak_z < p.min_peak_z:
        return None, i0
    spike = Spike(
        start_step=int(steps[start]), peak_step=int(steps[peak]), end_step=int(steps[end]),
        recovery=recovery,
        recovery_steps=int(steps[rec] - steps[start]) if rec is not None else None,
        baseline=float(np.exp(b)), peak=float(np.exp(ydet[peak])),
        z=peak_z, noise=float(local[i0]),
        threshold_ratio=float(np.exp(thr)), reason=reason, settled_ratio=settled_ratio,
    )
    return spike, last


def _settled(sm: np.ndarray, b: float, trend: float, peak: int, stop: int, level: float,
             block: int, gap: float) -> tuple[int, float] | None:
    """A stretch clearly above the pre-spike level that stopped coming down.

    Scale-free: a loss that settled higher keeps its excess while the time since the peak
    doubles, twice over; a recovery, even a slow grind over thousands of steps, loses a
    good part of it. For each block k (at least 5 points, about fast_steps long) the
    blocks at about twice (2k+1) and four times (4k+3) the elapsed time are compared with
    it (the second span may end at the run's last block when it is at least as long as
    the first): every block in between above `level`, and each fall no more than the pre-spike
    trend (`trend`, log-loss per step, negative when falling) predicts plus the noise and
    5 % of the excess, means the loss settled higher. Returns (the index where that was
    established, the excess there); None when it did not settle or the run is too short
    to tell (the caller then judges by whether the loss ever came back).
    """
    block = max(block, 5)
    seg = sm[peak + 1:stop]
    nb = len(seg) // block
    if nb < 4:
        return None
    med = np.median(seg[:nb * block].reshape(nb, block), axis=1)
    excess = med - b
    above = excess > level
    k = np.arange(nb)
    below = np.append(np.flatnonzero(~above), nb)
    first_below = below[np.searchsorted(below, k, side="left")]
    mid, far = 2 * k + 1, 4 * k + 3
    mid_c, far_c = np.minimum(mid, nb - 1), np.minimum(far, nb - 1)
    # k >= 1: the first block still holds the tail of the peak itself. Near the end of the
    # run the second span may stop at the last block, if it is at least as long as the first.
    ok = (k >= 1) & (mid < nb) & (far_c - mid_c >= mid_c - k)
    fall_rate = max(0.0, -trend) * block * gap

    def flat(a: np.ndarray, z: np.ndarray) -> np.ndarray:
        # Slack: the noise (a third of `level`) plus 5 % of the excess. A curve that keeps
        # grinding down (AlgoPerf ResNet: 6.7 -> 1.7 over 3,000 steps) is recovering.
        return (med[a] - med[z]) <= fall_rate * (z - a) + level / 3 + 0.05 * excess[a]

    window = ok & above & (first_below > far_c) & flat(k, mid_c) & flat(mid_c, far_c)
    hits = np.flatnonzero(window)
    if not len(hits):
        return None
    first = int(hits[0])
    return peak + (int(far_c[first]) + 1) * block, float(excess[far_c[first]])


def _trend(steps: np.ndarray, base: np.ndarray, i0: int, span: int) -> float:
    """Slope of the baseline (log-loss per step) over about `span` steps before index i0."""
    j = int(np.searchsorted(steps, steps[i0] - span, side="left"))
    while j < i0 and not np.isfinite(base[j]):
        j += 1
    if j >= i0 or steps[i0] == steps[j]:
        return 0.0
    return float((base[i0] - base[j]) / (steps[i0] - steps[j]))


def _diverged(steps: np.ndarray, sm: np.ndarray, b: float, rec: int, level: float,
              p: SpikeParams) -> tuple[int, float] | None:
    """Whether the loss, after touching the pre-spike level, rose clearly above it and stayed."""
    stop = int(np.searchsorted(steps, steps[rec] + p.horizon_steps, side="right"))
    seg = sm[rec:stop] - b
    if len(seg) < 8 or steps[stop - 1] - steps[rec] < p.horizon_steps / 2:
        return None
    tail = seg[-max(3, len(seg) // 5):]
    if np.median(tail) > level and np.min(tail) > 0.5 * level:
        return stop - 1, float(np.median(tail))
    return None


def _second_noise(y: np.ndarray) -> float:
    """The point noise of a handful of points from their second differences (MAD / sqrt 6): a
    steady fall is their trend, not their scatter (inf when too few)."""
    d2 = np.diff(y, 2)
    d2 = d2[np.isfinite(d2)]
    if len(d2) < 6:
        return float("inf")
    second = float(signal.MAD_TO_SIGMA * np.median(np.abs(d2 - np.median(d2))) / np.sqrt(6.0))
    return second if second > 0 else float("inf")


def scan_few(steps: np.ndarray, y: np.ndarray, ydet: np.ndarray, p: SpikeParams) -> Scan:
    """Spikes in a handful of points (log excerpts): a jump of `few_ratio` x over the level
    before it (the median of the preceding points), judged back within 5 % of that level.

    From 8 points on, the points say how much they scatter: the jump must also stand `z`
    robust sigmas of their point-to-point changes (a DQN loss that leaps x40-x360 and falls
    back twice in fourteen points does not spike at x4), and the level it rises from must
    hold a quarter of the points (at most `level_points`). A jump that never comes back, within
    the first `level_points`, after first points that themselves climbed by the jump's threshold,
    continues the start's climb: no spike. After five points that fell step after step the
    scatter is that of their second differences when less (the fall is the trend).
    """
    spikes: list[Spike] = []
    n = len(y)
    noise = signal.diff_sigma(y) if n >= 8 else 0.0
    trend_noise = min(noise, _second_noise(y)) if n >= 8 else 0.0
    need_flat = need_fall = np.log(p.few_ratio)
    if np.isfinite(noise) and noise > 0:
        need_flat = max(need_flat, p.z * noise)
    if np.isfinite(trend_noise) and trend_noise > 0:
        need_fall = max(need_fall, p.z * trend_noise)
    i = max(1, min(p.level_points, n // 4)) if n >= 8 else 1
    back_tol = np.log(1.05)
    while i < len(y):
        b = float(np.median(y[max(0, i - 5):i]))
        # After five points that fell step after step, the fall is the trend, not the scatter.
        falling = i >= 5 and bool(np.all(np.diff(y[i - 5:i]) < 0))
        need = need_fall if falling else need_flat
        if ydet[i] - b < need:
            i += 1
            continue
        after = np.flatnonzero(y[i + 1:] - b <= back_tol)
        rec = i + 1 + int(after[0]) if len(after) else None
        if rec is None and i < p.level_points and float(y[i - 1] - np.min(y[:i])) >= need:
            # A jump that never comes back, right after first points that climbed as much
            # themselves, rose from no level: it goes on with the start's climb (a DQN loss from
            # its first episode, its replay buffer empty: 0.66, 16.1, 26.9, 28.3, 41.2).
            i += 1
            continue
        last = rec if rec is not None else len(y) - 1
        recovery = "none" if rec is None else (
            "fast" if steps[rec] - steps[i] <= p.fast_steps else "slow")
        spikes.append(Spike(
            start_step=int(steps[i]), peak_step=int(steps[i + int(np.argmax(ydet[i:last + 1]))]),
            end_step=int(steps[last]), recovery=recovery,
            recovery_steps=int(steps[rec] - steps[i]) if rec is not None else None,
            baseline=float(np.exp(b)), peak=float(np.exp(np.max(ydet[i:last + 1]))),
            z=float("nan"), noise=float("nan"), threshold_ratio=p.few_ratio,
            reason="recovered" if rec is not None else "run ended before it came back",
        ))
        i = last + 1
    return Scan(spikes, float("nan"), 1.0, len(y), signal.spacing(steps))
