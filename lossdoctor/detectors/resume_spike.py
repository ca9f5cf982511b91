"""LD103 resume-spikes: spikes at several resume/rollback joins mean the resume is not exact."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from lossdoctor.detectors import advice, schedule, signal
from lossdoctor.detectors.base import Rule
from lossdoctor.detectors.spikecontext import near_join
from lossdoctor.detectors.spikefind import Scan, SpikeParams, scan
from lossdoctor.detectors.spikeschedule import judged
from lossdoctor.model import Finding, Run, Series, Severity, Skip
from lossdoctor.roles import Role


class ResumeSpikes(Rule):
    """The loss spikes right at several resumes: the training state is not restored exactly.

    What it detects:
    Loss spikes (as LD101 finds them) that start within `resume_steps` steps of at least
    `min_resumes` different resume or rollback joins of the stitched run. A bump that a
    logged re-warm-up of the learning rate explains does not count: that is the schedule.
    A run resumed once is judged at that join alone: the first points of the later launch
    stand at least `min_ratio` x and `z` robust sigmas (of the point-to-point changes of the
    `level_points` points before) above where the curve was, and half the rise is undone
    within `recover_points` points. A logged re-warm-up (the LR ramping up again to where it was)
    explains such a jump; an LR back at once at a fresh start's value does not excuse it: the
    launch that continued the run did not restore its scheduler.

    Why it matters:
    A resume that restores the model, the optimizer, every RNG and the dataloader position
    continues the curve seamlessly. A spike at every resume says something came back wrong;
    on IDEFICS-80B a complex dataloader restored its image-to-text ratio badly each time.
    The damage repeats with every restart.

    Example:
    `loss` spikes 1.6x at the resumes at steps 1500, 3000 and 4500 and recovers each time
    within 20 steps. A YOLOv5 run copied and continued by a second launch: `train/box_loss`
    0.0469 at epoch 24, 0.0551 at 25 as `x/lr0` jumps back to its start, back by epoch 26.

    What to do:
    Fix the dataloader resume: save and restore the sampler state with the checkpoint,
    check the optimizer and RNG states are restored, and test a couple of resumes early
    with the same seed, comparing the overlapping steps.
    """

    code = "LD103"
    name = "resume-spikes"
    kind = "resume_spike"
    severity = Severity.WARNING
    summary = "The loss spikes at several resumes: the data pipeline's resume is not exact"
    action = "Restore the dataloader/sampler state exactly on resume and test resumes early"

    def __init__(self, *, min_resumes: int = 2, resume_steps: int = 10, fast_steps: int = 250,
                 z: float = 6.0, min_ratio: float = 1.1, level_points: int = 50, min_before: int = 8,
                 recover_points: int = 10) -> None:
        if min_resumes < 1:
            raise ValueError("min_resumes must be at least 1")
        self.min_resumes, self.resume_steps = min_resumes, resume_steps
        self.params = SpikeParams(fast_steps=fast_steps, z=z, min_ratio=min_ratio)
        self.level_points, self.min_before, self.recover_points = level_points, min_before, recover_points

    def check(self, run: Run) -> Iterator[Finding | Skip]:
        joins = sorted(set(run.join_steps()))
        if not joins:
            return
        losses = run.by_role(Role.LOSS)
        if run.primary is not None and run.primary in run.series:
            losses = [run.series[run.primary]]
        if not losses:
            yield self.skip("loss", "the run has no loss series")
            return
        for series in losses:
            result = scan(series, self.params)
            if result is not None and len(joins) >= self.min_resumes:
                yield from self._at_several(run, series, result, joins)
            elif len(joins) == 1:
                # Resumed once: no pattern to see; the one join is judged on its own.
                yield from self._jumps(run, series, joins)

    def _at_several(self, run: Run, series: Series, result: Scan, joins: list[int]) -> Iterator[Finding]:
        """The finding for spikes at `min_resumes` joins or more."""
        at = {}
        # A bump the schedule explains (a re-warm-up after each resume) is not the
        # resume failing to restore the state.
        for spike in [j.spike for j in judged(series, result, self.params, schedule.events(run))
                      if j.explained_by is None]:
            join = near_join(run, spike.start_step, result.spacing, self.resume_steps)
            if join is not None and join not in at:
                at[join] = spike
        if len(at) < self.min_resumes:
            return
        spikes = [at[j] for j in sorted(at)]
        biggest = max(spikes, key=lambda s: s.magnitude)
        steps_text = ", ".join(str(s.start_step) for s in spikes)
        missing = [j for j in joins if j not in at]
        message = (f"{series.name} spiked at {len(spikes)} of {len(joins)} resumes (steps {steps_text}), "
                   f"up to {biggest.magnitude:.2f}x: the resume does not restore the training state "
                   f"exactly (most often the dataloader position)")
        yield self.finding(
            series=series.name, start_step=spikes[0].start_step, peak_step=biggest.peak_step,
            end_step=spikes[-1].end_step, message=message,
            evidence={"join_steps": joins, "spike_steps": [s.start_step for s in spikes],
                      "magnitudes": [round(s.magnitude, 3) for s in spikes],
                      "recoveries": [s.recovery for s in spikes], "resumes_without_spike": missing},
            advice=(advice.FIX_RESUME,
                    advice.COMPARE_BATCHES),
            fields={"count": len(spikes), "steps": [s.start_step for s in spikes]},
        )

    def _jumps(self, run: Run, series: Series, joins: list[int]) -> Iterator[Finding]:
        """A finding for each join where the loss jumps and comes back (`_jump`)."""
        events = schedule.events(run)
        for join in joins:
            jump = self._jump(series, join)
            if jump is None:
                continue
            near = [e for e in events if abs(e.step - join) <= max(self.resume_steps, 2 * jump.gap)]
            if any(e.what == "re-warm-up" for e in near):
                continue  # the LR ramps up again from low to where it was: the bump is that schedule
            ratio = jump.peak / jump.level
            # The LR back at a fresh start's value at once: the schedule began again.
            cause = next((e for e in near if e.what in ("warm restart", "lr step-up")), None)
            why = (f"the learning rate ({cause.series}) started its warm-up again there: the scheduler's "
                   f"state was not restored with the checkpoint" if cause is not None else
                   "the resume did not restore the training state exactly")
            message = (f"{series.name} jumped {ratio:.2f}x at the resume at step {join} ({jump.level:.4g} -> "
                       f"{jump.peak:.4g}) and came back by step {jump.back_step}: {why}")
            evidence: dict[str, object] = {"join_steps": [join], "level": round(jump.level, 6),
                                           "peak": round(jump.peak, 6), "back_step": jump.back_step,
                                           "noise_sigmas": round(jump.sigmas, 1)}
            if cause is not None:
                evidence["schedule"] = cause.as_field()
            fix = ((f"restore the scheduler with the optimizer on resume (or start {cause.series} where the "
                    f"run left it), not from its warm-up") if cause is not None else advice.FIX_RESUME)
            yield self.finding(
                series=series.name, start_step=join, peak_step=jump.peak_step, end_step=jump.back_step,
                message=message, evidence=evidence,
                advice=(fix, "compare the first steps after a resume with the steps before it"),
                fields={"count": 1, "steps": [join], "magnitude": round(ratio, 3), "at_resume": True},
            )

    def _jump(self, series: Series, join: int) -> _Jump | None:
        """The jump at one join, when the later launch's first points stand clearly above where
        the curve was and half the rise is undone soon after."""
        steps, values = series.steps, series.values
        k = int(np.searchsorted(steps, join, side="left"))
        before = values[max(0, k - self.level_points):k]
        if len(before) < self.min_before or not (np.isfinite(before).all() and (before > 0).all()):
            return None
        after = values[k:k + 3]
        if len(after) < 2 or not (np.isfinite(after).all() and (after > 0).all()):
            return None
        level = float(np.median(before[-3:]))
        top = k + int(np.argmax(after))
        peak = float(values[top])
        rise = float(np.log(peak / level))
        noise = signal.diff_sigma(np.log(before))
        if peak < level * self.params.min_ratio or rise < self.params.z * noise or peak <= before[-10:].max():
            return None
        tail = values[top + 1:top + 1 + self.recover_points]
        back = np.flatnonzero(np.isfinite(tail) & (tail <= level * np.exp(rise / 2)))
        if not len(back):
            return None
        gap = float(np.median(np.diff(steps[max(0, k - self.level_points):k]))) if k > 1 else 1.0
        return _Jump(level, peak, int(steps[top]), int(steps[top + 1 + int(back[0])]),
                     rise / noise if noise > 0 else float("inf"), gap)


@dataclass(frozen=True)
class _Jump:
    """A jump at a join: the level before, the peak after, where half of it was undone."""

    level: float
    peak: float
    peak_step: int
    back_step: int
    sigmas: float
    gap: float
