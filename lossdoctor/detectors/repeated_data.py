"""LD401 repeated-data: after a resume the dataloader replayed already-seen batches."""

from __future__ import annotations

import dataclasses
import math
import weakref
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import advice
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.epochs import find_epochs
from lossdoctor.detectors.replay import (
    SCALES, biggest_step_up, level, on_grid, residuals, search, z_threshold,
)
from lossdoctor.detectors.signal import diff_sigma, log_loss, spacing
from lossdoctor.model import Finding, Run, Series, Severity, Skip


@dataclass(frozen=True)
class Replay:
    """One replay window found after a resume."""

    series: str
    start: int                  # the resume step
    end: int                    # where fresh data starts again
    offset: int | None          # step t replays the data of step t - offset
    correlation: float | None   # residual correlation at that offset
    z: float | None             # its significance (correlation * sqrt(points))
    drop: float                 # log-loss below the original run at the resume
    jump: float                 # log-loss step up where fresh data starts
    noise: float                # sigma of a level difference
    replay_check: str | None    # the stitcher's verdict on replayed steps, when it made one


_CACHE: weakref.WeakKeyDictionary[Run, list[Replay]] = weakref.WeakKeyDictionary()


def replay_windows(run: Run) -> list[tuple[int, int]]:
    """(resume step, fresh-data step) of every replay found with default settings.

    Other detectors use this to keep quiet about the jump back up at the end of a
    replay: it is the return to the true loss level, not a spike or a divergence.
    """
    if run not in _CACHE:
        _CACHE[run] = find_replays(run)
    return [(r.start, r.end) for r in _CACHE[run]]


def find_replays(run: Run, *, min_correlation: float = 0.3, z_margin: float = 2.5,
                 min_drop: float = 0.02, level_z: float = 6.0, level_points: int = 100) -> list[Replay]:
    """Every resume join of the primary loss whose aftermath looks like replayed data."""
    name = run.primary
    if not name:
        return []
    live = run.series.get(name)
    if live is None or live.fragment is None or len(live) < 64 or not run.joins:
        return []
    dead = run.dead.get(name)
    logs, _ = log_loss(live.values)
    d = max(1, int(round(spacing(live.steps))))
    verdicts = {c.fragment: c.match for c in run.replay_checks if c.series == name}
    found = []
    for join in run.joins:
        if join.kind not in ("resume", "rollback") or verdicts.get(join.fragment) in ("exact", "close"):
            continue
        replay = _judge(live, logs, dead, join.step, join.fragment, d, min_correlation, z_margin,
                        min_drop, level_z, level_points)
        if replay is not None and not _whole_epochs(run, live, replay.offset, d):
            found.append(dataclasses.replace(replay, replay_check=verdicts.get(join.fragment)))
    return found


def _whole_epochs(run: Run, live: Series, offset: int | None, d: int) -> bool:
    """Whether a replay's offset is a whole number of epochs: a resumed process that re-seeds
    its shuffle deals an earlier epoch's batch order again (epoch 21 as epoch 1), but every
    sample was seen once per epoch by the restored weights, so nothing is under-reported."""
    if offset is None:
        return False
    epochs = find_epochs(run, live)
    if epochs is None or not epochs.length or offset < epochs.length - d:
        return False
    count = round(offset / epochs.length)
    return abs(offset - count * epochs.length) <= max(d, 0.01 * epochs.length)


def _judge(live: Series, logs: np.ndarray, dead: Series | None, s: int, fragment: int, d: int,
           min_correlation: float, z_margin: float, min_drop: float, level_z: float,
           level_points: int) -> Replay | None:
    post = (live.fragment == fragment) & (live.steps >= s)
    post_steps, post_logs = live.steps[post], logs[post]
    if len(post_steps) < 32:
        return None
    before = live.steps < s
    ref_steps, ref_logs = live.steps[before], logs[before]
    if dead is not None and dead.fragment is not None:
        older = (dead.fragment < fragment) & (dead.steps >= s)
        if older.any():
            dl, _ = log_loss(dead.values[older])
            ref_steps = np.concatenate([ref_steps, dead.steps[older]])
            ref_logs = np.concatenate([ref_logs, dl])
            order = np.argsort(ref_steps, kind="stable")
            ref_steps, ref_logs = ref_steps[order], ref_logs[order]
    if len(ref_steps) < 32:
        return None

    # 1. Same batches in the same order: the fluctuations repeat at an offset.
    origin = s - d * int(math.ceil((s - int(ref_steps[0])) / d))
    anchor = (s - origin) // d
    length = (int(ref_steps[-1]) - origin) // d + 1
    ref_grid = on_grid(ref_steps, residuals(ref_logs), origin, d, max(length, anchor))
    post_grid = on_grid(post_steps, residuals(post_logs), s, d, min(len(post_steps), max(SCALES)))
    # `match` stays set only when the fluctuations really repeat (None = not correlated).
    match = search(ref_grid, anchor, post_grid, min_offset=1)
    if match is not None and not (match.correlation >= min_correlation
                                  and match.z >= z_threshold(anchor, z_margin)):
        match = None
    if match is not None and _repeats_before(ref_grid, anchor, match.offset, min_correlation):
        match = None  # the data order repeated before this resume too: epochs, on purpose

    # 2. The level: below the original run at the resume, back up where fresh data starts.
    width = min(level_points, max(10, len(post_steps) // 10)) * d
    sigma = diff_sigma(np.concatenate([ref_logs, post_logs]))
    noise = 1.2533 * sigma * math.sqrt(2.0 / max(width // d, 1))
    expected, n_dead = level(ref_steps, ref_logs, s, s + width)
    if n_dead < width // d // 2:
        expected, _ = level(ref_steps, ref_logs, s - width, s)
    observed, _ = level(post_steps, post_logs, s, s + width)
    drop = expected - observed
    if match is not None:
        end = s + match.offset * d
        after, _ = level(post_steps, post_logs, end, end + width)
        jump = after - level(post_steps, post_logs, end - width, end)[0]
    else:
        end, jump = biggest_step_up(post_steps, post_logs, s + width, int(post_steps[-1]), width // d)
    stepped = (np.isfinite(drop) and drop >= max(min_drop, level_z * noise)
               and np.isfinite(jump) and jump >= max(0.5 * drop, level_z * noise)
               and end - s >= 2 * width)
    if match is None and not stepped:
        return None
    return Replay(
        series=live.name, start=int(s), end=int(end),
        offset=int(match.offset * d) if match is not None else None,
        correlation=float(match.correlation) if match is not None else None,
        z=float(match.z) if match is not None else None,
        drop=float(drop) if np.isfinite(drop) else 0.0, jump=float(jump) if np.isfinite(jump) else 0.0,
        noise=float(noise), replay_check=None,
    )


def _repeats_before(ref_grid: np.ndarray, anchor: int, offset: int, min_correlation: float) -> bool:
    """Whether the points just before the resume already repeated the data `offset` earlier."""
    m = min(max(SCALES), anchor - offset)
    if m < 64:
        return False
    a, b = ref_grid[anchor - m:anchor], ref_grid[anchor - m - offset:anchor - offset]
    ok = np.isfinite(a) & np.isfinite(b)
    if ok.sum() < 32 or np.std(a[ok]) == 0 or np.std(b[ok]) == 0:
        return False
    rho = float(np.corrcoef(a[ok], b[ok])[0, 1])
    return rho >= min_correlation and rho * math.sqrt(ok.sum()) >= z_threshold(1, 2.5)


class RepeatedData(Rule):
    """Flags loss under-reported because a resume replayed already-seen data.

    What it detects:
    After a resume or rollback, a dataloader that did not restore its position feeds
    batches the model has already trained on. The loss steps down right at the resume
    (the model has memorised them), steps back up one replayed span later when fresh
    data arrives, and, when the batches come in the same order, its batch-to-batch
    fluctuations repeat those of the steps that first saw the data. The detector
    cross-correlates the detrended fluctuations after each resume with the whole earlier
    history (live points and the dead points of the crashed attempt) at every offset
    (FFT), and measures the level against the original run at the same steps.

    Why it matters:
    The loss between the resume and the end of the replay is too low, and the jump back
    up looks like a spike that never recovers; rolling back "to before the spike"
    replays the same data and shows the same jump again. The replayed steps are wasted
    compute: a run can end up training several times on the same data.

    Example:
    Resume at step 2800; the loss is 8 % below the crashed attempt at the same steps;
    steps 2800-3699 repeat the fluctuations of steps 1900-2799 (correlation 0.9, offset
    900); at step 3700 the loss jumps back up to where it was.

    What to do:
    Fix the dataloader resume (restore the sampler / data position with the checkpoint),
    restart from the checkpoint at the resume step with the correct data position, and
    treat the jump at the end of the replay as the true loss, not a spike.
    """

    code = "LD401"
    name = "repeated-data"
    kind = "repeated_data"
    severity = Severity.ERROR
    summary = "Loss under-reported after a resume because already-seen data was replayed"
    action = "Restore the dataloader position on resume and redo the replayed steps"

    def __init__(self, *, min_correlation: float = 0.3, z_margin: float = 2.5, min_drop: float = 0.02,
                 level_z: float = 6.0, level_points: int = 100) -> None:
        if not 0 < min_correlation < 1:
            raise ValueError("min_correlation must be between 0 and 1")
        self.min_correlation = float(min_correlation)
        self.z_margin = float(z_margin)
        self.min_drop = float(min_drop)
        self.level_z = float(level_z)
        self.level_points = int(level_points)

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        """One finding per replay window after a resume; silent for runs without resumes."""
        replays = find_replays(run, min_correlation=self.min_correlation, z_margin=self.z_margin,
                               min_drop=self.min_drop, level_z=self.level_z,
                               level_points=self.level_points)
        for replay in replays:
            yield self._finding(replay)

    def _finding(self, r: Replay) -> Finding:
        span = r.end - r.start
        pct = (1.0 - math.exp(-r.drop)) * 100.0
        evidence: dict[str, object] = {
            "drop_at_resume": round(r.drop, 5), "jump_at_end": round(r.jump, 5),
            "level_noise": round(r.noise, 5), "under_reported_percent": round(pct, 2),
        }
        if r.offset is not None:
            evidence.update(replay_offset=r.offset, correlation=round(r.correlation or 0.0, 4),
                            correlation_z=round(r.z or 0.0, 2))
            what = (f"steps {r.start}-{r.end - 1} replayed the data of steps {r.start - r.offset}-"
                    f"{r.end - 1 - r.offset} (fluctuation correlation {r.correlation:.2f})")
            severity = self.severity
        else:
            what = (f"the loss stepped down {pct:.1f}% at the resume and back up at step {r.end} "
                    f"(data order differs, so no offset)")
            severity = Severity.WARNING
        if r.replay_check:
            evidence["replay_check"] = r.replay_check
        message = (f"loss under-reported after the resume at step {r.start}: {what}; fresh data "
                   f"again from step {r.end}, where the jump up is the true loss, not a spike")
        tips = (
            advice.FIX_RESUME,
            f"restart from the checkpoint at step {r.start} with the data position restored: the "
            f"{span} replayed steps trained on data the model had already seen",
            f"do not roll back 'before the jump' at step {r.end}: replaying the same data shows "
            f"the same jump again",
        )
        fields = {"replay_offset": r.offset} if r.offset is not None else {}
        return self.finding(severity=severity, series=r.series, start_step=r.start, peak_step=None,
                            end_step=r.end, message=message, evidence=evidence, advice=tips,
                            fields=fields)
